package doctext_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

func extractPDF(t *testing.T, data []byte) doctext.Document {
	t.Helper()
	doc, err := doctext.ExtractPDF(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("ExtractPDF: %v", err)
	}
	return doc
}

func blocksOf(doc doctext.Document) []doctext.Block {
	var out []doctext.Block
	for _, p := range doc.Pages {
		out = append(out, p.Blocks...)
	}
	return out
}

func texts(bs []doctext.Block) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = string(b.Kind) + ": " + b.Text
	}
	return out
}

// body is 40 lines of 10 pt body text (so that the body size is known)
// placed below y.
func body(y float64) string {
	var ls []string
	for i := 0; i < 6; i++ {
		ls = append(ls, "Plain body text that fills the page width for the statistics here.")
	}
	return lines(72, y, 12, ls...)
}

func TestPDFLayout(t *testing.T) {
	tests := []struct {
		name    string
		pages   []string
		want    []string // kind: text of the blocks, in order
		exclude []string // must not appear in the plain text
	}{
		{
			name: "words positioned by TJ offsets without spaces",
			pages: []string{"BT /F1 10 Tf 72 700 Td [(Ban)-20(ners)-350(must)-350(be)-350(300)-10(x250.)] TJ ET\n" +
				"BT /F1 10 Tf 72 688 Td [(Max)-400(150KB)] TJ ET"},
			// Two short lines, the second of which would have fitted on the
			// first: the author broke the line (see deliberateBreak).
			want: []string{"paragraph: Banners must be 300x250.", "paragraph: Max 150KB"},
		},
		{
			name:  "words positioned by Td moves",
			pages: []string{"BT /F1 10 Tf 72 700 Td (Video) Tj 33 0 Td (spots) Tj 33 0 Td (:15) Tj ET"},
			want:  []string{"paragraph: Video spots :15"},
		},
		{
			name: "line-end hyphenation joined, compounds kept",
			pages: []string{lines(72, 700, 12,
				"The creative must meet the require-",
				"ments of the approved HTML5-",
				"based spec and be user-",
				"initiated. Every user-initiated",
				"sound is muted. Files are polite-",
				"loaded: the polite load starts once the page has loaded.")},
			want: []string{"paragraph: The creative must meet the requirements of the approved HTML5-based spec and be user-initiated. Every user-initiated sound is muted. Files are polite-loaded: the polite load starts once the page has loaded."},
		},
		{
			name: "headings by size and bold, lists, paragraphs by spacing",
			pages: []string{
				"BT /F1 16 Tf 72 740 Td (1. Display Banners) Tj ET\n" +
					lines(72, 710, 12, "*B*1.1 Sizes", "Banners must be 300x250 and the first paragraph", "continues here.") +
					lines(72, 660, 12, "A second paragraph after a gap.") +
					lines(72, 630, 12, "- 728x90 leaderboard", "a) 160x600 skyscraper", "   continued item text", "2. Max 150KB") +
					body(560),
			},
			want: []string{
				"heading: 1. Display Banners", "heading: 1.1 Sizes",
				"paragraph: Banners must be 300x250 and the first paragraph continues here.",
				"paragraph: A second paragraph after a gap.",
				"listItem: 728x90 leaderboard", "listItem: a) 160x600 skyscraper continued item text", "listItem: 2. Max 150KB",
				"paragraph: Plain body text that fills the page width for the statistics here. Plain body text that fills the page width for the statistics here. Plain body text that fills the page width for the statistics here. Plain body text that fills the page width for the statistics here. Plain body text that fills the page width for the statistics here. Plain body text that fills the page width for the statistics here.",
			},
		},
		{
			name: "table rows from aligned columns",
			pages: []string{
				"BT /F1 10 Tf 72 700 Td (Placement) Tj 150 0 Td (Size) Tj 120 0 Td (Duration) Tj ET\n" +
					"BT /F1 10 Tf 72 686 Td (Leaderboard) Tj 150 0 Td (728x90) Tj 120 0 Td (:15) Tj ET\n" +
					"BT /F1 10 Tf 72 672 Td (Pre-roll video) Tj 150 0 Td (1920 x 1080) Tj 120 0 Td (6-30 seconds) Tj ET\n",
			},
			want: []string{
				"tableRow: Placement | Size | Duration",
				"tableRow: Leaderboard | 728x90 | :15",
				"tableRow: Pre-roll video | 1920 x 1080 | 6-30 seconds",
			},
		},
		{
			name: "two columns read left then right",
			pages: []string{func() string {
				var b strings.Builder
				for i := 0; i < 12; i++ {
					y := 700 - float64(i)*12
					b.WriteString(lines(72, y, 12, "Left column text line here ok"))
					b.WriteString(lines(320, y, 12, "Right column text line here ok"))
				}
				return b.String()
			}()},
			want: []string{
				"paragraph: " + strings.TrimSpace(strings.Repeat("Left column text line here ok ", 12)),
				"paragraph: " + strings.TrimSpace(strings.Repeat("Right column text line here ok ", 12)),
			},
		},
		{
			name: "rotated watermark and form XObject",
			pages: []string{"BT /F1 40 Tf 0.7071 0.7071 -0.7071 0.7071 200 300 Tm (DRAFT) Tj ET\n" +
				lines(72, 700, 12, "Visible requirement text.") + "/X1 Do\n"},
			want:    []string{"paragraph: Visible requirement text.", "paragraph: Form text here"},
			exclude: []string{"DRAFT"},
		},
		{
			name: "running headers, footers and page numbers dropped",
			pages: []string{
				lines(72, 760, 12, "ACME BRD v2 Confidential") + lines(72, 700, 12, "Page one body.") + lines(300, 40, 12, "Page 1 of 3"),
				lines(72, 760, 12, "ACME BRD v2 Confidential") + lines(72, 700, 12, "Page two body.") + lines(300, 40, 12, "Page 2 of 3"),
				lines(72, 760, 12, "ACME BRD v2 Confidential") + lines(72, 700, 12, "Page three body.") + lines(300, 40, 12, "Page 3 of 3"),
			},
			want:    []string{"paragraph: Page one body.", "paragraph: Page two body.", "paragraph: Page three body."},
			exclude: []string{"Confidential", "of 3"},
		},
		{
			name:  "Type0 font with two-byte codes and ToUnicode",
			pages: []string{"BT /F3 10 Tf 72 700 Td [<00010002> -400 <001000110012> -400 <00200021>] TJ ET"},
			want:  []string{"paragraph: Hi αβγ fi≥"},
		},
		{
			name: "landscape page: rotated page, text drawn rotated",
			pages: []string{"%Rotate 90\n" +
				"BT /F1 10 Tf 0 1 -1 0 100 72 Tm (Leaderboard) Tj 0 1 -1 0 100 222 Tm (728x90) Tj ET\n" +
				"BT /F1 10 Tf 0 1 -1 0 114 72 Tm (Skyscraper) Tj 0 1 -1 0 114 222 Tm (160x600) Tj ET\n"},
			want: []string{"tableRow: Leaderboard | 728x90", "tableRow: Skyscraper | 160x600"},
		},
		{
			name:  "empty page",
			pages: []string{""},
			want:  []string{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := extractPDF(t, buildPDF(tt.pages...))
			if len(doc.Pages) != len(tt.pages) {
				t.Fatalf("%d pages, want %d", len(doc.Pages), len(tt.pages))
			}
			got := texts(blocksOf(doc))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			plain := doc.PlainText()
			for _, x := range tt.exclude {
				if strings.Contains(plain, x) {
					t.Errorf("text contains %q", x)
				}
			}
		})
	}
}

func TestPDFTableCells(t *testing.T) {
	doc := extractPDF(t, buildPDF(
		"BT /F1 10 Tf 72 700 Td (Placement) Tj 150 0 Td (Size) Tj ET\n"+
			"BT /F1 10 Tf 72 686 Td (Leaderboard) Tj 150 0 Td (728x90) Tj ET\n"))
	bs := blocksOf(doc)
	if len(bs) != 2 || !reflect.DeepEqual(bs[1].Cells, []string{"Leaderboard", "728x90"}) {
		t.Fatalf("blocks = %#v", bs)
	}
}

func TestPDFHeaderVariants(t *testing.T) {
	base := buildPDF(lines(72, 700, 12, "Header variants work."))
	tests := map[string][]byte{
		"junk before header": append([]byte("garbage\n"), base...),
		"PDF 2.0":            append([]byte("%PDF-2.0"), base[8:]...),
	}
	for name, data := range tests {
		t.Run(name, func(t *testing.T) {
			doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatal(err)
			}
			if got := doc.PlainText(); got != "Header variants work." {
				t.Errorf("text = %q", got)
			}
		})
	}
}

// TestPDFLimits: too many pages is an error; a page over the glyph budget
// keeps what was read and says so in Warnings.
func TestPDFLimits(t *testing.T) {
	pages := make([]string, doctext.MaxPages+1)
	data := buildPDF(pages...)
	if _, err := doctext.ExtractPDF(bytes.NewReader(data), int64(len(data))); !errors.Is(err, doctext.ErrTooLarge) {
		t.Errorf("%d pages: err = %v, want ErrTooLarge", len(pages), err)
	}
	huge := "BT /F1 10 Tf 72 700 Td (Start of page.) Tj ET\nBT /F1 1 Tf 72 600 Td (" + strings.Repeat("x", 250_000) + ") Tj ET"
	doc := extractPDF(t, buildPDF(huge))
	if len(doc.Warnings) != 1 || !strings.Contains(doc.Warnings[0], "page 1") {
		t.Errorf("warnings = %q", doc.Warnings)
	}
	if !strings.Contains(doc.PlainText(), "Start of page.") {
		t.Errorf("text before the budget ran out is lost: %.80q", doc.PlainText())
	}
}
