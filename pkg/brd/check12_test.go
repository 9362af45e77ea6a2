package brd_test

import (
	"strings"
	"testing"
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
