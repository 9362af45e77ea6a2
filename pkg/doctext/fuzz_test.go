package doctext_test

import (
	"bytes"
	"errors"
	"os"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// checkExtract runs an extractor on fuzz input: it must not panic, and any
// error must wrap one of the package's sentinels.
func checkExtract(t *testing.T, data []byte, extract func(*bytes.Reader, int64) (doctext.Document, error)) {
	doc, err := extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		for _, s := range []error{doctext.ErrUnsupported, doctext.ErrEncrypted, doctext.ErrCorrupt, doctext.ErrTooLarge} {
			if errors.Is(err, s) {
				return
			}
		}
		t.Fatalf("error wraps no sentinel: %v", err)
	}
	if len(doc.Pages) > doctext.MaxPages {
		t.Fatalf("%d pages", len(doc.Pages))
	}
	if n := len(doc.PlainText()); n > doctext.MaxTextBytes+len(doc.Pages)*2 {
		t.Fatalf("%d bytes of text", n)
	}
}

func seedFiles(f *testing.F, names ...string) {
	for _, n := range names {
		data, err := os.ReadFile("testdata/" + n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

func FuzzExtractPDF(f *testing.F) {
	seedFiles(f, "brd-small.groff.pdf", "brd-small.gs.pdf", "brd-small.lo.pdf", "unicode.lo.pdf", "encrypted.pdf")
	f.Add(buildPDF(lines(72, 700, 12, "Banners must be 300x250."), "BT /F1 10 Tf 72 700 Td [(a)-300(b)] TJ ET /X1 Do"))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkExtract(t, data, func(r *bytes.Reader, n int64) (doctext.Document, error) { return doctext.ExtractPDF(r, n) })
	})
}

func FuzzExtractDOCX(f *testing.F) {
	seedFiles(f, "brd-small.docx")
	f.Add(docxOf(f, p("Heading1", r("Sizes"))+`<w:tbl><w:tr><w:tc>`+p("", r("a"))+`</w:tc></w:tr></w:tbl>`, `<w:style w:styleId="H"><w:basedOn w:val="H"/></w:style>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		checkExtract(t, data, func(r *bytes.Reader, n int64) (doctext.Document, error) { return doctext.ExtractDOCX(r, n) })
	})
}

func FuzzExtractDOC(f *testing.F) {
	seedFiles(f, "brd-small.doc")
	f.Fuzz(func(t *testing.T, data []byte) {
		checkExtract(t, data, func(r *bytes.Reader, n int64) (doctext.Document, error) { return doctext.ExtractDOC(r, n) })
	})
}
