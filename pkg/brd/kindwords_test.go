package brd

import (
	"slices"
	"testing"
)

// TestKindOfSpotLength: a spot named by its length after a space or a
// bracket (":15 spot") is a video; the colon is no word character, so the
// words around it must not need a word boundary before it.
func TestKindOfSpotLength(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"One :30 spot: MP4 (H.264), 40 MB max.", []string{"video"}},
		{"Two cut-downs (:15 spots) at 25 fps", []string{"video"}},
		{":20 spots are delivered as MOV", []string{"video"}},
		{"Ratio 16:30 spot colours", nil},
	}
	for _, tt := range tests {
		if got := kindsOf(tt.text, nil, ""); !slices.Equal(got, tt.want) {
			t.Errorf("kindsOf(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

// TestKindOfTelevisionHeading: a heading about television delivery (or
// TVCs) makes its limits the videos'; a heading naming television and
// radio names two kinds and gives none.
func TestKindOfTelevisionHeading(t *testing.T) {
	tests := []struct {
		heading string
		want    []string
	}{
		{"4. Television: master files", []string{"video"}},
		{"TVC delivery", []string{"video"}},
		{"Copy rules for television and radio", nil},
	}
	for _, tt := range tests {
		if got := kindsOf("Files must be 48 kHz.", []string{tt.heading}, ""); !slices.Equal(got, tt.want) {
			t.Errorf("kindsOf under %q = %v, want %v", tt.heading, got, tt.want)
		}
	}
}
