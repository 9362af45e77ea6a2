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
