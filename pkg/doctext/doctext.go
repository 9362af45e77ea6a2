package doctext

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// Extract sniffs the format of a document from its content and extracts its
// text. It returns ErrUnsupported for anything that is not a PDF, DOCX or
// DOC file or a spreadsheet (XLSX, ODS, flat ODS; read as tables), ErrEncrypted for password-protected files and ErrCorrupt (or
// ErrTooLarge) for damaged or oversized ones.
func Extract(r io.ReaderAt, size int64) (Document, error) {
	if size <= 0 {
		return Document{}, fmt.Errorf("%w: empty file", ErrUnsupported)
	}
	head := make([]byte, 1024)
	n, err := r.ReadAt(head, 0)
	if n == 0 && err != nil {
		return Document{}, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	head = head[:n]
	switch {
	case bytes.Contains(head, []byte("%PDF-")):
		return ExtractPDF(r, size)
	case bytes.HasPrefix(head, []byte("PK\x03\x04")) || bytes.HasPrefix(head, []byte("PK\x05\x06")):
		if z, err := safezip.Open(r, size, docxLimits); err == nil {
			if _, ok := z.Stat("xl/workbook.xml"); ok {
				return ExtractXLSX(r, size)
			}
			if isODS(z) {
				return ExtractODS(r, size)
			}
		}
		return ExtractDOCX(r, size)
	case bytes.Contains(head, []byte("<office:document")):
		// A flat OpenDocument file (.fods): the spreadsheet's XML in one file.
		return parseODSContent(io.LimitReader(io.NewSectionReader(r, 0, size), maxXMLBytes), "FODS")
	case bytes.HasPrefix(head, oleMagic):
		return ExtractDOC(r, size)
	}
	return Document{}, ErrUnsupported
}

// oleMagic starts every OLE2 compound file, the container of DOC files.
var oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// PlainText returns the document's text: blocks separated by newlines,
// pages separated by form feeds.
func (d Document) PlainText() string {
	pages := make([]string, len(d.Pages))
	for i, p := range d.Pages {
		pages[i] = p.Text()
	}
	return strings.Join(pages, "\f")
}

// Text returns the page's blocks joined by newlines.
func (p Page) Text() string {
	var b strings.Builder
	for j, bl := range p.Blocks {
		if j > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(bl.Text)
	}
	return b.String()
}

// Text returns the document's text with pages separated by blank lines
// rather than form feeds, for display.
func (d Document) Text() string {
	parts := make([]string, 0, len(d.Pages))
	for _, p := range d.Pages {
		if t := p.Text(); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, "\n\n")
}

// textBudget tracks the extracted text size against MaxTextBytes.
type textBudget struct{ used int }

func (t *textBudget) add(n int) error {
	t.used += n
	if t.used > MaxTextBytes {
		return fmt.Errorf("%w: more than %d MB of text", ErrTooLarge, MaxTextBytes>>20)
	}
	return nil
}

// tableText joins table cells the way Block.Text documents.
func tableText(cells []string) string { return strings.Join(cells, " | ") }
