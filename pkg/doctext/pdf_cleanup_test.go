package doctext_test

import (
	"reflect"
	"strings"
	"testing"
)

// TestPDFRunningLines checks the headers and footers dropped beyond those
// repeated on most pages: a page number stating its own page (even on a
// one-page document), and a header on every page but the first, set apart
// above the text, as documents with a different first page have.
func TestPDFRunningLines(t *testing.T) {
	tests := []struct {
		name  string
		pages []string
		want  []string
	}{
		{
			name:  "page number of a one-page document",
			pages: []string{lines(72, 700, 12, "The only page.") + lines(280, 60, 12, "Page 1")},
			want:  []string{"paragraph: The only page."},
		},
		{
			name:  "a number that is not this page's stays",
			pages: []string{lines(72, 700, 12, "The only page.") + lines(280, 60, 12, "Page 7")},
			want:  []string{"paragraph: The only page.", "paragraph: Page 7"},
		},
		{
			name: "header on the second of two pages only",
			pages: []string{
				lines(72, 730, 12, "First page text.") + lines(280, 60, 12, "Page 1"),
				lines(72, 770, 12, "ACME DTC Display - BRD") + lines(72, 730, 12, "Second page text.") + lines(280, 60, 12, "Page 2"),
			},
			want: []string{"paragraph: First page text.", "paragraph: Second page text."},
		},
		{
			name: "a first line at the height of the first page's text stays",
			pages: []string{
				lines(72, 770, 12, "First page text.") + lines(72, 730, 12, "More text."),
				lines(72, 770, 12, "Second page heading text") + lines(72, 730, 12, "Second page text."),
			},
			want: []string{"paragraph: First page text.", "paragraph: More text.", "paragraph: Second page heading text", "paragraph: Second page text."},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := texts(blocksOf(extractPDF(t, buildPDF(tt.pages...))))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
