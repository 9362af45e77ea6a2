package doctext_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/pharmaops/pharmaops/pkg/doctext/internal/brdgen"
)

// fixtures are the small generated BRD in every format; brd-small.key lists
// the requirement lines each must yield.
var fixtures = []struct {
	file, format string
	pages        int
}{
	{"brd-small.groff.pdf", "PDF", 3},
	{"brd-small.gs.pdf", "PDF", 3},
	{"brd-small.lo.pdf", "PDF", 4}, // LibreOffice export of the DOCX (without tracked changes)
	{"brd-small.docx", "DOCX", 2},
	{"brd-small.doc", "DOC", 2},
}

func extractFile(t testing.TB, name string) doctext.Document {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("Extract(%s): %v", name, err)
	}
	return doc
}

func requirementKey(t testing.TB) []string {
	t.Helper()
	data, err := os.ReadFile("testdata/brd-small.key")
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSpace(string(data)), "\n")
}

// TestRequirementRecovery asserts that every requirement line of the small
// BRD comes out of every format with correct word boundaries (whole words
// at both ends, single spaces, hyphenation resolved), and table rows cell
// for cell.
func TestRequirementRecovery(t *testing.T) {
	key := requirementKey(t)
	for _, fx := range fixtures {
		t.Run(fx.file, func(t *testing.T) {
			doc := extractFile(t, fx.file)
			if doc.Format != fx.format {
				t.Errorf("Format = %q, want %q", doc.Format, fx.format)
			}
			if len(doc.Pages) != fx.pages {
				t.Errorf("%d pages, want %d", len(doc.Pages), fx.pages)
			}
			var blocks []string
			for _, p := range doc.Pages {
				for _, b := range p.Blocks {
					blocks = append(blocks, b.Text)
				}
			}
			missing := len(brdgen.Missing(blocks, key))
			for _, req := range brdgen.Missing(blocks, key) {
				t.Errorf("requirement not recovered: %q", req)
			}
			t.Logf("%s: %d/%d requirement lines recovered", fx.file, len(key)-missing, len(key))
		})
	}
}

// TestStructure checks the block kinds each format yields for the fixture.
func TestStructure(t *testing.T) {
	for _, fx := range fixtures {
		t.Run(fx.file, func(t *testing.T) {
			doc := extractFile(t, fx.file)
			kinds := map[doctext.BlockKind]int{}
			var rows []doctext.Block
			for _, p := range doc.Pages {
				for _, b := range p.Blocks {
					kinds[b.Kind]++
					if b.Kind == doctext.BlockTableRow {
						rows = append(rows, b)
					}
				}
			}
			if len(rows) == 0 {
				t.Fatal("no table rows")
			}
			if got := rows[0].Cells; len(got) != 4 || got[0] != "Placement" || got[3] != "Duration" {
				t.Errorf("first table row cells = %q", got)
			}
			if kinds[doctext.BlockHeading] < 5 {
				t.Errorf("%d headings, want at least 5", kinds[doctext.BlockHeading])
			}
			if kinds[doctext.BlockListItem] < 5 {
				t.Errorf("%d list items, want at least 5", kinds[doctext.BlockListItem])
			}
			plain := doc.PlainText()
			for _, bad := range []string{"Confidential", "Page 1", "obsolete wording", "\x00"} {
				if strings.Contains(plain, bad) {
					t.Errorf("text contains %q (running header, deleted text or marker)", bad)
				}
			}
			if strings.Count(plain, "\f") != len(doc.Pages)-1 {
				t.Errorf("PlainText has %d form feeds for %d pages", strings.Count(plain, "\f"), len(doc.Pages))
			}
			if !strings.Contains(doc.Title, "Business Requirements") {
				t.Errorf("Title = %q", doc.Title)
			}
		})
	}
}

// TestGolden compares each fixture's extraction with testdata/golden.
func TestGolden(t *testing.T) {
	for _, fx := range fixtures {
		t.Run(fx.file, func(t *testing.T) {
			doc := extractFile(t, fx.file)
			got, err := json.MarshalIndent(doc, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden.Assert(t, filepath.Join("testdata", "golden", fx.file+".json"), append(got, '\n'))
		})
	}
}

func TestExtractErrors(t *testing.T) {
	pdf, err := os.ReadFile("testdata/brd-small.groff.pdf")
	if err != nil {
		t.Fatal(err)
	}
	enc, err := os.ReadFile("testdata/encrypted.pdf")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, doctext.ErrUnsupported},
		{"plain text", []byte("Banners must be 300x250."), doctext.ErrUnsupported},
		{"png", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), doctext.ErrUnsupported},
		{"truncated pdf", pdf[:len(pdf)/2], doctext.ErrCorrupt},
		{"pdf header only", []byte("%PDF-1.4\n%%EOF\n"), doctext.ErrCorrupt},
		{"encrypted pdf", enc, doctext.ErrEncrypted},
		{"zip without document", ziptest.Files(t, "a.txt", "hello"), doctext.ErrUnsupported},
		{"xlsx without sheets", ziptest.Files(t, "xl/workbook.xml", "<workbook/>"), doctext.ErrCorrupt},
		{"ods with broken xml", ziptest.Files(t, "mimetype", "application/vnd.oasis.opendocument.spreadsheet", "content.xml", "<office:document-content><table:table>"), doctext.ErrCorrupt},
		{"broken xml", ziptest.Files(t, "word/document.xml", "<w:document><w:body><w:p>"), doctext.ErrCorrupt},
		{"truncated zip", []byte("PK\x03\x04\x14\x00\x00\x00"), doctext.ErrCorrupt},
		{"ole without word stream", []byte("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1garbage"), doctext.ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := doctext.Extract(bytes.NewReader(tt.data), int64(len(tt.data)))
			if !errors.Is(err, tt.want) {
				t.Fatalf("err = %v, want %v", err, tt.want)
			}
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
		})
	}
}

// TestEncryptedDOC sets the FIB's fEncrypted flag of the DOC fixture.
func TestEncryptedDOC(t *testing.T) {
	data, err := os.ReadFile("testdata/brd-small.doc")
	if err != nil {
		t.Fatal(err)
	}
	patched := false
	for off := 512; off+12 < len(data); off += 512 {
		if data[off] == 0xEC && data[off+1] == 0xA5 {
			data[off+0x0B] |= 0x01
			patched = true
			break
		}
	}
	if !patched {
		t.Fatal("FIB not found in fixture")
	}
	_, err = doctext.ExtractDOC(bytes.NewReader(data), int64(len(data)))
	if !errors.Is(err, doctext.ErrEncrypted) {
		t.Fatalf("err = %v, want ErrEncrypted", err)
	}
}

func TestPlainTextAndText(t *testing.T) {
	doc := doctext.Document{Pages: []doctext.Page{
		{Number: 1, Blocks: []doctext.Block{{Kind: doctext.BlockHeading, Level: 1, Text: "1. Display"}, {Kind: doctext.BlockParagraph, Text: "Banners must be 300x250."}}},
		{Number: 2, Blocks: []doctext.Block{{Kind: doctext.BlockTableRow, Text: "A | B", Cells: []string{"A", "B"}}}},
		{Number: 3},
	}}
	if got, want := doc.PlainText(), "1. Display\nBanners must be 300x250.\fA | B\f"; got != want {
		t.Errorf("PlainText = %q, want %q", got, want)
	}
	if got, want := doc.Text(), "1. Display\nBanners must be 300x250.\n\nA | B"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
	if got, want := doc.Pages[0].Text(), "1. Display\nBanners must be 300x250."; got != want {
		t.Errorf("Page.Text = %q, want %q", got, want)
	}
}

// TestUnicodeText: non-Latin text and typographic signs survive DOCX and
// the PDF LibreOffice makes of it (subset fonts with ToUnicode maps).
func TestUnicodeText(t *testing.T) {
	want := []string{
		"Dosing text must read 5 μg per dose, ≤ 10 mg per day; banners ≥ 300×250.",
		"Greek: αβγ Δ Ω; arrows → ← ✓ and the ISI “quoted” text — em dash.",
		"日本語のテキスト and 中文 text must survive.",
	}
	for _, name := range []string{"unicode.docx", "unicode.lo.pdf"} {
		t.Run(name, func(t *testing.T) {
			text := extractFile(t, name).PlainText()
			for _, w := range want {
				if !strings.Contains(text, w) {
					t.Errorf("text lacks %q:\n%s", w, text)
				}
			}
		})
	}
}
