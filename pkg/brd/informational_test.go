package brd_test

import (
	"strings"
	"testing"
)

// TestInformationalPartsAreNoRequirements: the rules read under a heading
// that says its section is for information or no requirement, or after a
// paragraph of the section saying so of the table or values that follow,
// arrive disabled for review; the section's other paragraphs before it and
// the next section's limits stay applied. Sentences of my own.
func TestInformationalPartsAreNoRequirements(t *testing.T) {
	src := "# Video partner guide\n## 3. Your files\nSpots must be MP4 files of at most 500 MB.\n" +
		"## 4. What our player streams\nOur encoder makes four renditions of every spot. The table below is for information only: you do not deliver these files.\n" +
		"| Rendition | Size | Video bitrate |\n| High | 1920 × 1080 | 5,500 kbps |\n| Low | 640 × 360 | 600 kbps |\n" +
		"## 5. Audio\nAudio must be AAC at 48 kHz.\n" +
		"## 6. Team wishes (not requirements)\nWe would like spots of no more than 20 seconds."
	tests := []struct {
		field, quote string
		disabled     bool
	}{
		{"fileSize", "500 MB", false},
		{"bitrate", "5,500", true},
		{"audioSampleRate", "48 kHz", false},
		{"duration", "20 seconds", true},
	}
	for _, tt := range tests {
		r := reviewed(t, src, tt.field, tt.quote)
		if got := !r.Enabled && strings.Contains(r.ReviewReason, "not requirements"); got != tt.disabled {
			t.Errorf("%q: want left for review %v, got %s", tt.quote, tt.disabled, dump(r))
		}
	}
	// A document's own copies "for reference" say nothing of its tables.
	r := reviewed(t, "# Spec\n## Display\nPrinted copies of this document are for reference only.\nBanners must not exceed 150 KB.", "fileSize", "150 KB")
	if !r.Enabled {
		t.Errorf("want the limit applied, got %s", dump(r))
	}
}
