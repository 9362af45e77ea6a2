package brd_test

import (
	"strings"
	"testing"
)

// rulesLine prints the extracted rules of src as "severity field params",
// one per line.
func rulesLine(src string) string {
	var got []string
	for _, r := range extractText(src).Rules {
		got = append(got, string(r.Severity)+" "+r.Field+" "+dumpP(r.Params))
	}
	return strings.Join(got, "\n")
}

// TestCreativeConductRules: how a creative behaves or what it must not
// show, stated with no measured word (pharma regulatory and brand prose).
// These were lost (no field) or read as a spot length.
func TestCreativeConductRules(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"imitating system dialogs", "# Rich media\nUnits must never mimic operating-system dialogs or fake close buttons.",
			"critical brandGuidelines null"},
		{"looking like a player control", "# Pause ads\nDon't add anything that looks like a player control.",
			`critical brandGuidelines {"platforms":["ctv"]}`}, // a pause-ad page is a CTV page (TestDocumentPlatformFromCTVFormat)
		{"imitating the publisher's pages", "# Standards\nCreative must not imitate the site's editorial layout.",
			"critical brandGuidelines null"},
		{"sound waits for the user", "# HTML5\nSound must stay off until the viewer clicks.",
			"critical brandGuidelines null"},
		{"expansion waits for a click", "# Expanding units\nPanels may expand only on a click, never on rollover.",
			"critical brandGuidelines null"},
		{"no leader on the master", "# Delivery\nMasters must not include slates, bars and tone or a countdown.",
			"critical brandGuidelines null"},
		{"no before-and-after pictures", "# Imagery\nBefore-and-after photos are prohibited.",
			"critical brandGuidelines null"},
		{"when the brand appears is not the spot's length", "# Video\nThe product name should appear within the first 4 seconds.",
			`warning brandGuidelines {"max":4,"unit":"s"}`},
		{"a letterbox stays the aspect ratio's", "# Video\nAR 4:5 only; no letterbox.",
			`critical aspectRatio {"allowed":["4:5"]}`},
		{"captions in a sentence about muted playback stay accessibility", "# Outstream\nOutstream plays muted and must carry captions.",
			"critical accessibility null"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestEdgeBandSafeAreas: bands along the frame's edges that text must keep
// clear of (where a platform draws its interface) are safe-area margins,
// one rule per edge.
func TestEdgeBandSafeAreas(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"two edges, two margins", "# Stories\nLeave the top 10% and the bottom 25% of the frame free of text.",
			`critical brandGuidelines {"min":10,"unit":"%","check":"safeArea"}` + "\n" + `critical brandGuidelines {"min":25,"unit":"%","check":"safeArea"}`},
		{"text kept out of one band", "# Reels\nKeep copy and logos out of the bottom 18% of the frame.",
			`critical brandGuidelines {"min":18,"unit":"%","check":"safeArea"}`},
		{"a side band", "# Hero\nKeep the right 35% clear of copy.",
			`critical brandGuidelines {"min":35,"unit":"%","check":"safeArea"}`},
		{"a panel's place is no safe area", "# Banners\nThe ISI panel must fill the bottom 30% of the unit.",
			`critical safetyInfo {"min":30,"unit":"%","check":"isiBoxHeight"}`},
		{"bands in pixels", "# Reels\nKeep faces and text out of the top 200 px and the bottom 380 px of the frame.",
			`critical brandGuidelines {"min":200,"unit":"px","check":"safeArea"}` + "\n" + `critical brandGuidelines {"min":380,"unit":"px","check":"safeArea"}`},
		{"a safe area defined in a clause", "# TV\nAll supers must sit inside the title-safe area, which here is the central 90% of the picture.",
			`critical brandGuidelines {"max":90,"unit":"%","check":"safeArea"}`},
		{"a margin with 'or more'", "# Print\nKeep text 4 mm or more inside the trim.",
			`critical brandGuidelines {"min":4,"unit":"mm","check":"safeArea"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestClosingAdviceMark: a line's own closing mark ("(recommended)",
// "(rec.)", "(optional)") sets its level over an imperative's; a mark on
// one of two alternative values does not.
func TestClosingAdviceMark(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"an imperative marked recommended", "# Display\nPut the brand logo on the last frame (recommended).",
			"warning brandGuidelines null"},
		{"an abbreviated mark", "# Display\n- Add a thin grey border to units on white (rec.)",
			"warning brandGuidelines null"},
		{"an optional extra", "# Video\nSupply an SRT caption file (optional)",
			`minor accessibility {"allowed":["SRT"],"parts":["captionFile"]}`},
		{"one of two values preferred", "# Audio\nDeliver MP3 or WAV (pref.)",
			`critical format {"allowed":["MP3","WAV"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestStatementSizesAreScope: sizes that name the units carrying a safety
// statement scope it; a statement has no sizes of its own to allow.
func TestStatementSizesAreScope(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"one size named as units", "# Banners\nOn 160x600 units the safety information must be visible on load.",
			`critical safetyInfo {"sizes":["160x600"]}`},
		{"a list of sizes", "# Banners\nThe 300 × 250 and 970 × 250 banners must carry a scrolling ISI panel.",
			`critical safetyInfo {"sizes":["300x250","970x250"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestCodeTemplates: approval, job, review and clearance code templates
// written with slashes, underscores or spaces, lower-case placeholders, or
// spelled out in words, are code rules with the code's pattern, whatever
// the verb.
func TestCodeTemplates(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"spaces and lower-case placeholders", "# Legal\nEvery banner must show its approval code in the format KTV CA nnnnn.",
			`critical fdaFilingNumber {"pattern":"^KTV CA \\d{5}$"}`},
		{"slashes", "# Legal\n- Job code: BRN/DE/nnnn",
			`critical fdaFilingNumber {"pattern":"^BRN/DE/\\d{4}$"}`},
		{"underscores", "# Legal\nEach piece carries a review code in the form PXL_FR_YYYY_NNN.",
			`critical fdaFilingNumber {"pattern":"^PXL_FR_\\d{4}_\\d{3}$"}`},
		{"spelled out, without a modal verb", "# Legal\nClearance codes take the form TVC followed by six digits.",
			`critical fdaFilingNumber {"pattern":"^TVC ?\\d{6}$"}`},
		{"letters and digits spelled out", "# Legal\nEvery spot needs its clearance number: QAB/ plus two letters and five digits.",
			`critical fdaFilingNumber {"pattern":"^QAB/ ?[A-Z]{2}\\d{5}$"}`},
		{"a job bag number", "# Print\nEvery page must show the job bag number.",
			"critical fdaFilingNumber null"},
		{"a code carried in the file name is a naming rule", "# Delivery\nEvery file must carry the review code in the file name.",
			"critical naming null"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestSupersAreOnScreenText: a super is on-screen text; how it is set and
// held is typography, its contrast is contrast, and only a super whose
// copy is quoted is mandatory copy (a disclaimer).
func TestSupersAreOnScreenText(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"how long a super is held", "# TV\nEach super must be held on screen for at least 4 seconds.",
			`critical typography {"min":4,"unit":"s","check":"onScreenTime"}`},
		{"how many supers at once", "# TV\nNever show more than two supers at the same time.",
			"critical typography null"},
		{"a super's contrast", "# TV\nSupers need a contrast ratio of at least 4.5:1 against the picture.",
			`critical contrast {"min":4.5,"unit":"ratio"}`},
		{"a quoted super is mandatory copy", "# TV\nThe super \"Individual results may vary\" must appear with every claim.",
			"critical disclaimers null"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestEndCardLengths: seconds an end card, end slate, end board or closing
// card is held are the end card's length whatever it carries (safety
// information, a logo, a URL); a stated length is the least it is held;
// its platform comes from the heading; an animation that ends on its end
// frame gives the animation's length, not the end card's.
func TestEndCardLengths(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"a safety end card", "# Video\nThe ISI end card must run at least 6 seconds.",
			`critical endCardDuration {"min":6,"unit":"s"}`},
		{"a stated length is a floor", "# Video\nThe end slate must be held 4 seconds with the brand URL.",
			`critical endCardDuration {"min":4,"unit":"s"}`},
		{"a closing card", "# Video\nThe closing card must stay on screen for at least 3 seconds.",
			`critical endCardDuration {"min":3,"unit":"s"}`},
		{"the final seconds are the end card's exact length", "# Video\nThe final 5 seconds of every spot must show the end card.",
			`critical endCardDuration {"allowed":["5"],"min":5,"max":5,"unit":"s"}`},
		{"a platform heading scopes it", "# YouTube\nEvery spot must end with an end card of at least 4 seconds showing the logo.",
			`critical endCardDuration {"min":4,"unit":"s","platforms":["youtube"]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestStatementRows: a table row whose label names a statement the asset
// carries, and whose value says where or in what state, is a requirement
// without values ("ISI | Scrolling panel on every size").
func TestStatementRows(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"where the safety information sits", "# Display\n| Item | Specification |\n| ISI | Scrolling panel on every size |",
			"critical safetyInfo null"},
		{"the state of captions", "# Video\n| Item | Specification |\n| Captions | Burned in |",
			"critical accessibility null"},
		{"a row that says neither is no requirement", "# Video\n| Item | Specification |\n| Captions | Agency to confirm |",
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

// TestPixelsAreNotPrint: a sentence giving a print size and a screen size
// scopes only the print value to print.
func TestPixelsAreNotPrint(t *testing.T) {
	got := rulesLine("# Type\nText should be at least 8 pt in print and 14 px on screen.")
	want := `warning typography {"min":8,"unit":"pt","placements":["print"]}` + "\n" + `warning typography {"min":14,"unit":"px"}`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestTextAreaAndFlashRate: the share of an image text may cover and how
// often a creative may flash are limits with their measurement (checked by
// a person or the AI); "nothing may …" forbids.
func TestTextAreaAndFlashRate(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"text over an image", "# Native\nHeadline text may cover no more than 25% of the picture.",
			`critical brandGuidelines {"max":25,"unit":"%","check":"textArea"}`},
		{"no text over a share", "# Social\nNo text over 15% of the image.",
			`critical brandGuidelines {"max":15,"unit":"%","check":"textArea"}`},
		{"flashes per second", "# Video\nThere must be no more than 2 flashes per second.",
			`critical accessibility {"max":2,"unit":"flashes/s","check":"flashRate"}`},
		{"nothing may flash", "# Video\nNothing may flash more than three times in any one second.",
			`critical accessibility {"max":3,"unit":"flashes/s","check":"flashRate"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestSafetyPanelShare: the share of a unit a safety-information panel
// fills, written as a percentage or a fraction, is its own measurement.
func TestSafetyPanelShare(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"a fraction of the unit", "# Banners\nThe ISI panel must take up at least a quarter of the unit.",
			`critical safetyInfo {"min":25,"unit":"%","check":"isiBoxHeight"}`},
		{"a digit fraction", "# Banners\nThe ISI must sit in a scroll box of at least 2/5 of the banner.",
			`critical safetyInfo {"min":40,"unit":"%","check":"isiBoxHeight"}`},
		{"a share of the area", "# Banners\nThe safety information must fill at least 30% of the unit's area.",
			`critical safetyInfo {"min":30,"unit":"%","check":"isiBoxArea"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := rulesLine(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestSafetyWordRates: how fast safety information may crawl by or be
// spoken is a ceiling in words per minute.
func TestSafetyWordRates(t *testing.T) {
	got := rulesLine("# TV\nThe crawl must not move faster than 120 words per minute.\nSafety information must be spoken at no more than 170 wpm.")
	want := `critical safetyInfo {"max":120,"unit":"wpm","check":"crawlSpeed"}` + "\n" + `critical safetyInfo {"max":170,"unit":"wpm","check":"speechRate"}`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestQuotedAudienceLine: an audience named only inside quoted copy the
// piece must carry is a mandatory line (a disclaimer), not the campaign's
// customer type; an audience stated in the sentence stays one.
func TestQuotedAudienceLine(t *testing.T) {
	got := rulesLine("# Legal\nEach banner must read “Intended for UK healthcare professionals only”.\nThe campaign is for healthcare professionals only.")
	want := "critical disclaimers null\n" + `critical customerType {"allowed":["HCP"]}`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
