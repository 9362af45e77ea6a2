package brd_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// quotesLine is the distinct quotes of the rules extracted from src, one a
// line.
func quotesLine(src string) string {
	var got []string
	for _, r := range extractText(src).Rules {
		if q := fmt.Sprintf("%q", r.Source.Quote); !slices.Contains(got, q) {
			got = append(got, q)
		}
	}
	return strings.Join(got, "\n")
}

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

// TestMessageEnvelope: a chat export's or transcript's sender and time, and
// a quoted reply's ">" marks, are no words of the message: the line is
// read as the message alone, and its quote is the message.
func TestMessageEnvelope(t *testing.T) {
	checkCasesWith(t, []ruleCase{
		{"a chat line", "# Chat\n[14/03/2027, 10:02:11] Priya Raman: no autoplaying sound in any unit",
			`"no autoplaying sound in any unit"`},
		{"a quoted reply", "# Re: banners\n>> Use the clickTag variable for every exit.",
			`"Use the clickTag variable for every exit."`},
		{"a transcript line", "# Transcript\n[00:04:12] Dev Ashworth: Captions must be burned in on every cut.",
			`"Captions must be burned in on every cut."`},
		{"a sender and time", "# Thread\nMei Tan 10:41 AM (edited) Alt text must be set on every image.",
			`"Alt text must be set on every image."`},
		{"a ratio is no time", "# Video\n16:9 masters must be 1920x1080.",
			`"16:9 masters must be 1920x1080."`},
	}, quotesLine)
}

// TestMediaNameIsNoClauseNumber: a line that opens with a format or codec
// named by letters and a digit ("MP4 H.264 …") keeps it: it is a value,
// not the line's clause number.
func TestMediaNameIsNoClauseNumber(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"MP4 first", "# Video\nMP4 H.264 only, max 80 MB per file",
			`critical codec {"allowed":["h264"]}` + "\n" + `critical format {"allowed":["MP4"]}` + "\n" + `critical fileSize {"max":81920,"unit":"KB"}`},
	})
}

// TestStatementVocabulary: words that name what a plain statement is
// about, with no value to measure: a seizure test is accessibility, a
// reading level is the brand's voice, a contract proof travels with a print
// file as its metadata.
func TestStatementVocabulary(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"a seizure test", "# Broadcast\nEvery spot must pass a Harding test before it airs.",
			"critical accessibility null"},
		{"photosensitivity", "# Video\nCuts must be checked for photosensitive seizure risk.",
			"critical accessibility null"},
		{"a reading level", "# Copy\nBody copy must stay at or below a 7th-grade reading level.",
			"critical brandGuidelines null"},
		{"a contract proof", "# Print files\nA contract proof should accompany every file.",
			"warning metadata null"},
	})
}

// TestSpokenConnector: a chat line or a transcript often opens with the
// connector that ties it to the line before ("and no …", "also …", "oh
// and …"); it is no word of the requirement, whose "no" or value comes
// right after it.
func TestSpokenConnector(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"and no", "# Chat\nand no flashing lights in any of the cuts, the network tests for it",
			"critical accessibility null"},
		{"oh and also", "# Chat\noh and also no captions burned into the square version",
			"critical accessibility null"},
		{"a connector alone is kept", "# Chat\nand also",
			""},
	})
}

// TestRefusingQuestionHeading: a help page's question heading that asks
// what is refused ("Q7. Which creatives are rejected?") says what its
// lines are, as "Not accepted" does; a question that asks something else
// does not.
func TestRefusingQuestionHeading(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"what is never accepted", "# Q7. What imagery is never accepted?\n- Pictures that imitate a system alert or a play button.",
			"critical brandGuidelines null"},
		{"which files are rejected", "# Which uploads are rejected?\n- Animated GIF files.",
			"critical format null"},
		{"another question", "# Q2. What do reviewers look at?\n- Pictures of the product pack.",
			""},
	})
}
