package brd_test

import "testing"

// TestHowTheFileIsBuilt: how a creative's code behaves (the servers it
// calls, how its references resolve, document.write, the errors it logs,
// the domain its links go to) is the file's technical metadata, not a brand
// guideline and, for "references", not a disclaimer.
func TestHowTheFileIsBuilt(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"relative references", "# Packaging\nReferences to images and scripts inside the package must be relative paths.",
			"critical metadata null"},
		{"no calls out", "# Packaging\nThe unit must make no requests to external servers once it has loaded.",
			"critical metadata null"},
		{"document.write", "# Code\nBanners must never call document.write.",
			"critical metadata null"},
		{"the landing domain", "# Links\nThe click-through must go to the sponsor's own domain.",
			"critical metadata null"},
		{"console errors", "# QA\nThe unit must not throw console errors while it loads.",
			"critical metadata null"},
		{"references to studies stay disclaimers", "# Claims\nEvery claim must carry a reference to the study behind it.",
			"critical disclaimers null"},
	})
}

// TestRefusedOutright: what a page says it refuses, declines or rejects
// is banned whatever the verb ("MOV files are declined"), as "not
// accepted" is; the refused values are excluded, never the allowed set
// (file extensions written with their dots end no clause).
func TestRefusedOutright(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"declined file types", "# Formats\nWebM and MOV files are declined by the player.",
			"critical format null"},
		{"refused extensions stay refused", "# Formats\nUploads of any other type (.tif, .eps or .bmp) are refused.",
			"critical format null"},
		{"flashing is rejected", "# Animation\nUnits that flash more than 3 times a second are rejected.",
			`critical accessibility {"max":3,"unit":"flashes/s","check":"flashRate"}`},
		{"a past rejection is no rule", "# Background\nLast year two of our banners were rejected by the network.",
			""},
		{"a refusal of nothing a field names", "# Review\nSubmissions are rejected by the review team on Fridays.",
			""},
	})
}
