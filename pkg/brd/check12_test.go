package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

// Which measurement, which values, which severity (brdcheck12): rules
// found with the wrong measurement, values or level, or missing beside a
// sibling read from the same words. Wording of our own; none is a
// held-out document's.

// TestContainerCodecsInAFormatColumn: a format column whose cells name
// the picture's codec in brackets ("MP4 (H.264)") gives a video-codec
// rule per row beside the container rule; an audio codec alone in such a
// cell is no video codec; and a codec whose container the self-check
// leaves for review (the document accepts another container for the
// same kind of file) is left for review with it.
func TestContainerCodecsInAFormatColumn(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // video-codec rules: allowed, sizes, enabled
	}{
		{"per size", "# Video specs\n| Placement | Dimensions | File type | Frame rate |\n| In-stream | 1920x1080 | MP4 (H.264) | 25 fps |\n| Outstream | 640x360 | MP4 or WebM (VP9), AAC sound | 25 fps |\n| Banner | 300x250 | GIF or PNG | - |",
			[]string{"h264,vp9 - false", "h264 1920x1080 true", "vp9 640x360 true"}}, // the column's whole list is left for review
		{"an audio codec alone is no video codec", "# Video specs\n| Placement | Dimensions | File type |\n| In-stream | 1920x1080 | MP4 (H.265) |\n| Radio | 1x1 | MP3 or AAC |\n| Banner | 300x250 | JPG |",
			[]string{"h265 1920x1080 true"}},
		{"left with its container", "# Video specs\n| Unit | Length | File type |\n| Online pre-roll | 20 s | MP4 (H.264) |\n| Lobby screen | 20 s | MP4 (H.264) |\n\n# Television\nBroadcast masters are delivered as MOV files.",
			[]string{"h264 - false"}},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText(tc.src).Rules {
			if r.Field != "codec" || r.Params == nil || r.Params.Check != "" {
				continue
			}
			sizes := strings.Join(r.Params.Sizes, ",")
			if sizes == "" {
				sizes = "-"
			}
			got = append(got, strings.Join(r.Params.Allowed, ",")+" "+sizes+" "+map[bool]string{true: "true", false: "false"}[r.Enabled])
		}
		if strings.Join(got, "; ") != strings.Join(tc.want, "; ") {
			t.Errorf("%s: video codecs %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestNoneMayIsABan: "No A, B or C may …" denies every item of its list,
// so the modal forbids: a critical rule that stays enabled, not a
// permission. "May" without the opening "No" still permits.
func TestNoneMayIsABan(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"a list of things", "# Pack shots\nNo stickers, badges, frames or logos other than the brand mark may be added to the pack shot.", "critical true"},
		{"a list of names", "# Unbranded work\nNo company name, product logo, product colours or claims can appear in the unbranded assets.", "critical true"},
		{"a permission stays one", "# Pack shots\nA sticker or a badge may be added to the pack shot.", "none"},
		{"an answer is no list", "# Questions\nNo, a sticker may be added to the pack shot later.", "none"},
	}
	for _, tc := range tests {
		got := "none" // no enabled critical rule
		for _, r := range extractText(tc.src).Rules {
			if r.Enabled && r.Severity == "critical" {
				got = "critical true"
			}
		}
		if got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
}

// TestUnitLetterEndsASentence: a one-letter unit after a number ("30 s.")
// is a measurement, not an initial: the full stop after it ends the
// sentence, so the next sentence's limit is a rule of its own; an initial
// stays an initial.
func TestUnitLetterEndsASentence(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"Pre-roll: 10 s or 20 s. Mid-roll: 15–45 s.", 2},
		{"Cable run of 3 m. Keep it tidy.", 2},
		{"Approved by J. Harlow on Monday.", 1},
		{"Plan B. Then the rest.", 1},
	}
	for _, tc := range tests {
		if got := brd.SplitSentences(tc.text); len(got) != tc.want {
			t.Errorf("%q: %d sentences %q, want %d", tc.text, len(got), got, tc.want)
		}
	}
	// And the two sentences give two length rules, each with its own values.
	var got []string
	for _, r := range extractText("# Video\nPre-roll: 10 s or 20 s. Mid-roll: 15–45 s.").Rules {
		if r.Field == "duration" {
			got = append(got, valuesOf(r.Params))
		}
	}
	if strings.Join(got, "; ") != "allowed 10,20; 15/45" {
		t.Errorf("lengths %q, want the pre-roll's two and the mid-roll's range apart", got)
	}
}

// TestInitialLoadOfAStillImage: an initial-load limit of a still image —
// a logo's or main image's row, an email's image — is the size of its file
// and checks that image (not an HTML5 unit's first load, which would check
// no still file at all); an HTML5 unit's stays its initial load.
func TestInitialLoadOfAStillImage(t *testing.T) {
	src := "# Specs\n| Item | Size | Formats | Max initial (KB) |\n| Display banner | 300x250 | JPG, GIF, HTML5 | 120 |\n| Brand logo | 250x250 | PNG | 40 |\n| Email hero | 640x300 | JPG | 90 |"
	want := map[string]string{"300x250": "initialLoad", "250x250": "", "640x300": ""}
	for _, r := range extractText(src).Rules {
		if r.Field != "fileSize" || r.Params == nil || len(r.Params.Sizes) != 1 {
			continue
		}
		size := r.Params.Sizes[0]
		w, ok := want[size]
		if !ok {
			continue
		}
		delete(want, size)
		if r.Params.Check != w || w == "" && slices.Contains(r.Params.Kinds, "html5") {
			t.Errorf("%s: check %q kinds %v, want check %q and no html5 kind for a still image", size, r.Params.Check, r.Params.Kinds, w)
		}
	}
	if len(want) > 0 {
		t.Errorf("no per-size weight rule for %v", want)
	}
}

// TestRejectionAfterTheQuantity: a rejection written after the quantity
// its condition names ("… under 24 fps is rejected") makes that quantity
// the bound that passes: "under" a minimum, "over" a maximum; and such a
// sentence is a requirement without a modal. A plain refusal of a value
// keeps its own reading.
func TestRejectionAfterTheQuantity(t *testing.T) {
	tests := []struct{ name, src, field, want string }{
		{"under is the least", "# Video\nA spot with a frame rate under 23 fps is rejected.", "frameRate", "23/-"},
		{"over is the most", "# Display\nA banner whose initial load is over 120 KB is rejected.", "fileSize", "-/120"},
		{"smaller is the least", "# Video\nMasters smaller than 3 MB are refused.", "fileSize", "3072/-"},
		{"two conditions", "# Video\nSpots longer than 45 seconds or shorter than 5 seconds are rejected.", "duration", "5/45"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText(tc.src).Rules {
			if r.Field == tc.field && r.Enabled {
				got = append(got, valuesOf(r.Params))
			}
		}
		if strings.Join(got, "; ") != tc.want {
			t.Errorf("%s: %s %q, want %q", tc.name, tc.field, got, tc.want)
		}
	}
}

// TestFloorBeforeACeiling: a floor written without its unit before a
// ceiling that has it ("at least 20 and at most 60 characters", "shorter
// than 25 or longer than 90 characters" after "warn") is the count's
// minimum; and a rejection's verb well before its bound word still makes
// "below" the least that passes.
func TestFloorBeforeACeiling(t *testing.T) {
	tests := []struct{ name, src, field, want string }{
		{"and at most", "# Copy\nHeadlines must be at least 20 and at most 60 characters.", "characterCount", "20/60"},
		{"a warning's range", "# Checks\nThe checker shall warn when a subject line written by the sender is shorter than 25 or longer than 90 characters.", "characterCount", "25/90"},
		{"a far rejection", "# Checks\nThe tool shall block any placed photograph whose effective resolution at its printed size is below 250 dpi.", "dimensions", "250/-"},
		{"a plain under stays a ceiling", "# Copy\nKeep titles under 30 characters.", "characterCount", "-/30"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText(tc.src).Rules {
			if r.Field == tc.field {
				got = append(got, valuesOf(r.Params))
			}
		}
		if strings.Join(got, "; ") != tc.want {
			t.Errorf("%s: %s %q, want %q", tc.name, tc.field, got, tc.want)
		}
	}
}

// TestLoudnessAlternatives: two loudness targets given as alternatives
// ("… ±1 (EBU) or … ±2 (ATSC)", or a revised target printed beside the
// one it replaces) allow a mix that meets either; targets a condition sets
// apart ("for stereo files; … for mono") are not joined.
func TestLoudnessAlternatives(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"two standards", "# Audio\nMix to -23 LUFS ±1 (EBU R128) or -24 LKFS ±2 (ATSC A/85).", "-26/-22"},
		{"a revision beside the old value", "# Audio\nProgramme loudness: -16 LUFS ±1 -18 LUFS ±2; true peak at most -1 dBTP.", "-20/-15"},
		{"targets of their own files", "# Audio\nLoudness: -16 LUFS (±1 LU) for stereo files; -19 LUFS (±1 LU) for mono files.", "-17/-15"},
		{"one target", "# Audio\nIntegrated loudness -24 LKFS ±2.", "-26/-22"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText(tc.src).Rules {
			if r.Field == "audioLoudness" && r.Params != nil && r.Params.Check == "" {
				got = append(got, valuesOf(r.Params))
			}
		}
		if len(got) == 0 || got[0] != tc.want {
			t.Errorf("%s: loudness %q, want first %q", tc.name, got, tc.want)
		}
	}
}

// TestAnimationLengthBesideAStatement: a sentence that gives an
// animation's length beside a statement the creative must show ("anim
// 12s max, 2 loops, end on a frame with the ISI") gives the statement's
// rule without a length and the animation's length as a rule of its own;
// a statement's own timing stays the statement's.
func TestAnimationLengthBesideAStatement(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"the animation's", "# Banners\n- anim 12s max, 2 loops max, must finish on a frame with the ISI visible", "safetyInfo none; duration -/12"},
		{"the statement's own", "# Video\n- The ISI must stay on screen for at least 8 seconds.", "safetyInfo 8/-"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText(tc.src).Rules {
			if r.Field == "safetyInfo" || r.Field == "duration" && (r.Params == nil || r.Params.Check == "") {
				v := "none"
				if r.Params != nil && (r.Params.Min != nil || r.Params.Max != nil) {
					v = valuesOf(r.Params)
				}
				got = append(got, r.Field+" "+v)
			}
		}
		if strings.Join(got, "; ") != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}
