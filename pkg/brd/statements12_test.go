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
