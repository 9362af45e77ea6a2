package doctext_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestPlainText joins blocks with newlines and pages with form feeds,
// empty pages included; Text leaves empty pages out and separates pages
// with a blank line.
func TestPlainText(t *testing.T) {
	page := func(texts ...string) doctext.Page {
		var p doctext.Page
		for _, s := range texts {
			p.Blocks = append(p.Blocks, doctext.Block{Text: s})
		}
		return p
	}
	cases := []struct {
		name      string
		doc       doctext.Document
		plain, tx string
	}{
		{"no pages", doctext.Document{}, "", ""},
		{"one page", doctext.Document{Pages: []doctext.Page{page("Title", "Body")}}, "Title\nBody", "Title\nBody"},
		{"an empty page between", doctext.Document{Pages: []doctext.Page{page("a", "b"), page(), page("c")}}, "a\nb\f\fc", "a\nb\n\nc"},
	}
	for _, c := range cases {
		if got := c.doc.PlainText(); got != c.plain {
			t.Errorf("%s: PlainText %q, want %q", c.name, got, c.plain)
		}
		if got := c.doc.Text(); got != c.tx {
			t.Errorf("%s: Text %q, want %q", c.name, got, c.tx)
		}
	}
}
