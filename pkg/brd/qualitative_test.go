package brd_test

import "testing"

// TestImperativeStatements: qualitative requirements written as bare
// imperatives, the way help pages and creator briefs write them ("Add …",
// "Pin …", "Show your …"), are requirements; the same verbs naming things
// at the start of a sentence are not.
func TestImperativeStatements(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"add captions", "# Video tips\nAdd closed captions to every clip, since many people scroll with the sound off.",
			"critical accessibility null"},
		{"a numbered step", "# Posting checklist\n3. Pin a reply that links to the full prescribing information.",
			"critical safetyInfo null"},
		{"show the brand early", "# Creative tips\nShow the brand in the opening two seconds.",
			`critical brandGuidelines {"max":2,"unit":"s"}`}, // when the brand appears, as brandEarly reads it
		{"write into a tag", "# Audio delivery\nWrite the campaign code into the ID3 title tag.",
			"critical metadata null"},
		{"a noun, not a verb", "# Formats\nDisplay units appear beside articles about allergy.",
			""},
		{"an open caption is a thing", "# Video\nOpen captions appear in white on a dark box.",
			""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}
