package brd_test

import (
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

// TestLowerCaseWriterLines: a writer who never capitalises types one
// requirement per line; a lower-case start is then no wrapped line, while
// a line broken by a hyphen still continues. In a document written in
// sentence case, a lower-case line continues the paragraph before it.
func TestLowerCaseWriterLines(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // paragraphs expected among the blocks
	}{
		{
			name: "phone typing: one line, one paragraph",
			src: "% quick specs\nok here goes\nbanner sizes 300x600 and 970x250 only\nkeep everything under 90k please\n" +
				"loops max 2 then hold on the last frame\nvideo is mp4 only\nspots 20s and 10s\nno sound on autoplay\n" +
				"subtitles burnt in\nping me with qs\nthanks",
			want: []string{"keep everything under 90k please", "loops max 2 then hold on the last frame", "spots 20s and 10s"},
		},
		{
			name: "phone typing: a hyphen still joins",
			src: "% quick specs\nok here goes\nbanner sizes 300x600 and 970x250 only\nkeep the initial load be-\nlow 90k please\n" +
				"loops max 2 then hold on the last frame\nvideo is mp4 only\nspots 20s and 10s\nno sound on autoplay\n" +
				"subtitles burnt in\nping me with qs\nthanks",
			want: []string{"keep the initial load be- low 90k please"},
		},
		{
			name: "sentence case: a lower-case line is a wrap",
			src: "% Display specifications\nAll banners are delivered as HTML5.\nThe initial load of every banner must\nnot exceed 120 KB.\n" +
				"Animations stop after 15 seconds.\nBackups are JPG files.\nThe ISI is on every frame.\nClick tags are set by the publisher.\n" +
				"Fonts are embedded.\nVideo is MP4.\nCaptions are burnt in.",
			want: []string{"The initial load of every banner must not exceed 120 KB."},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, b := range brd.ReadBlocks(parseSource(tc.src)) {
				got = append(got, b.Text)
			}
			for _, w := range tc.want {
				found := false
				for _, g := range got {
					found = found || g == w
				}
				if !found {
					t.Errorf("no block %q in:\n%s", w, strings.Join(got, "\n"))
				}
			}
		})
	}
}
