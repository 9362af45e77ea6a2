package brd_test

import "testing"

// TestFieldFromWhatThePartCarries: a super, link, line or bubble named by
// the safety information it carries is the safety information's rule; a
// plain super stays the typography's.
func TestFieldFromWhatThePartCarries(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"a safety super's hold time", "# Video\nEach safety super must be held on screen for at least 5 seconds.",
			`critical safetyInfo {"min":5,"unit":"s"}`},
		{"a mandatory super", "# Video\nEvery mandatory super stays up for at least 4 seconds.",
			`critical safetyInfo {"min":4,"unit":"s"}`},
		{"a super carrying risk information", "# Video\nEvery super that carries risk information must stay up for at least 4 seconds.",
			`critical safetyInfo {"min":4,"unit":"s"}`},
		{"the safety link", "# Social\nThe opening line of each post has to carry the safety link.",
			"critical safetyInfo null"},
		{"a plain super stays typography", "# Video\nEach super must be held on screen for at least 5 seconds.",
			`critical typography {"min":5,"unit":"s","check":"onScreenTime"}`},
	})
}

// TestRiskWeighedAgainstBenefit: risk information given the same
// prominence, size or contrast as the benefit claims is fair balance (the
// spec's definition), whatever type-size words measure the comparison.
func TestRiskWeighedAgainstBenefit(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"same type size as the benefits", "# Claims\nRisk statements shall be shown in the same font size and contrast as the benefit statements.",
			"critical fairBalance null"},
		{"as prominent as the benefit claims", "# Claims\nThe safety copy must be at least as legible as the benefit copy: type size, colour, time on screen.",
			"critical fairBalance null"},
		{"a type size alone stays typography", "# Claims\nRisk statements shall be set in 9 pt or larger.",
			`critical typography {"min":9,"unit":"pt"}`},
	})
}

// TestFieldVocabulary: words that name a field by the spec's definition of
// it: an approval reference is the approval code; alternate text and a
// PDF's text layer are accessibility; timecode, luma and chroma levels and
// dropped frames are a video master's metadata.
func TestFieldVocabulary(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"approval reference", "# Mandatories\nEvery asset must show its approval reference in the footer.",
			"critical fdaFilingNumber null"},
		{"alternate text", "# Documents\nEvery chart must have alternate text.",
			"critical accessibility null"},
		{"text layer", "# Documents\nPDFs without a text layer must not be uploaded.",
			"critical accessibility null"},
		{"timecode", "# Masters\nThe programme must start at timecode 01:00:00:00.",
			"critical metadata null"},
		{"chroma levels", "# Masters\nChroma must stay inside the legal range on every frame.",
			"critical metadata null"},
		{"frozen frames", "# Masters\nThere must be no frozen or dropped frames.",
			"critical metadata null"},
	})
}

// TestStatedRefusedFileType: a stated requirement that refuses a file
// type outright is the format's, and one about how loud the mix is the
// loudness rule's, not the brand's.
func TestStatedRefusedFileType(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"no animated images", "# Newsletter\nNo animated GIFs in newsletters, they freeze on the first frame.",
			`critical format {"placements":["email"]}`},
		{"how loud, in loudness words", "# Audio\nWe recommend mixing to roughly 80 Leq(m) so the spot sounds full in the room.",
			"warning audioLoudness null"},
		{"a refused type", "# Newsletter\nAnimated images are not allowed in the newsletter.",
			"critical format null"},
	})
}

// TestTypeOfCaptions: the size or the typeface of captions and subtitles is
// the typography of that text; what captions must be is accessibility.
func TestTypeOfCaptions(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"subtitles in points", "# Subtitles\nSubtitles should appear in the house typeface at 30 pt or larger.",
			`warning typography {"min":30,"unit":"pt"}`},
		{"caption cap height", "# Captions\nBurned-in captions must use a cap height of at least 40 px.",
			`critical typography {"min":40,"unit":"px"}`},
		{"a sans-serif for captions", "# Captions\nOpen captions must use a plain sans-serif.",
			"critical typography null"},
		{"the caption file stays accessibility", "# Captions\nClosed captions must be supplied as an SRT file.",
			`critical accessibility {"allowed":["SRT"],"parts":["captionFile"]}`},
	})
}

// TestStatementsNamedTogether: statements of two fields named together as
// the subject that must appear are a rule each, as when a unit is said to
// carry them.
func TestStatementsNamedTogether(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"indication and boxed warning appear", "# Mandatories\nThe indication and the boxed warning must appear on every banner.",
			"critical indication null\ncritical safetyInfo null"},
		{"one statement stays one rule", "# Mandatories\nThe boxed warning must appear on every banner.",
			"critical safetyInfo null"},
	})
}

// TestRequiredWording: copy a piece must carry word for word, required
// beside other things, is a statement rule of its own: a mandatory
// statement, or the safety information's when the copy points to it. A
// negated verb requires no wording.
func TestRequiredWording(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"quoted copy beside the names", "# Mandatories\nEvery pharmacy poster must show the product name, the active ingredient and the words “Ask your pharmacist first”.",
			"critical brandGuidelines null\ncritical disclaimers null"},
		{"quoted copy pointing to the safety information", "# Mandatories\nEvery pharmacy poster must show the product name, the active ingredient and the words “Safety information on the back”.",
			"critical brandGuidelines null\ncritical safetyInfo null"},
		{"wording the piece may not use", "# Mandatories\nArtwork must not contain the words “Sponsored by” or “Advert”.",
			"critical brandGuidelines null"},
	})
}
