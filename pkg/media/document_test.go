package media_test

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/media"
)

const coreXML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:title>Brand X BRD</dc:title><dc:subject>Display</dc:subject><cp:keywords>HCP; banner</cp:keywords>
<dc:description>Requirements &amp; rules</dc:description><dc:creator>Jane Doe</dc:creator></cp:coreProperties>`

const appXML = `<?xml version="1.0"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Pages>7</Pages></Properties>`

func TestProbeOfficeZips(t *testing.T) {
	docx := ziptest.Files(t, "[Content_Types].xml", "<Types/>", "word/document.xml", "<w:document/>",
		"docProps/core.xml", coreXML, "docProps/app.xml", appXML)
	i, err := probeBytes(docx, "brief.zip")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "kind", i.Kind, media.KindDocument)
	eq(t, "format", i.Format, "DOCX")
	eq(t, "mime", i.MimeType, media.MimeDOCX)
	eq(t, "pages", i.PageCount, 7)
	for k, v := range map[string]string{"Title": "Brand X BRD", "Subject": "Display", "Keywords": "HCP; banner", "Description": "Requirements & rules", "Author": "Jane Doe"} {
		eq(t, k, i.Metadata[k], v)
	}

	renamed := ziptest.Files(t, "_rels/.rels", `<Relationships><Relationship Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/word/document2.xml"/></Relationships>`,
		"word/document2.xml", "<w:document/>")
	if i, err := probeBytes(renamed, "renamed.docx"); err != nil || i.Format != "DOCX" {
		t.Errorf("DOCX with a renamed main part: %+v, %v", i, err)
	}

	bare := ziptest.Files(t, "word/document.xml", "<w:document/>")
	if i, err := probeBytes(bare, "bare.docx"); err != nil || i.Format != "DOCX" || i.Metadata != nil {
		t.Errorf("DOCX without properties: %+v, %v", i, err)
	}
	for name, z := range map[string][]byte{
		"XLSX": ziptest.Files(t, "xl/workbook.xml", "<workbook/>"),
		"PPTX": ziptest.Files(t, "ppt/presentation.xml", "<p/>"),
	} {
		_, err := probeBytes(z, "office.zip")
		if !errors.Is(err, media.ErrUnsupported) || !strings.Contains(err.Error(), name) {
			t.Errorf("%s: err = %v, want ErrUnsupported naming it", name, err)
		}
	}
}

// makeOLE builds a minimal version-3 compound file holding one stream of
// 4096 bytes (stored in regular sectors, no mini stream).
func makeOLE(stream string) []byte {
	const sec = 512
	b := make([]byte, sec*11)
	h := b[:sec]
	copy(h, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1})
	le := binary.LittleEndian
	le.PutUint16(h[24:], 0x3E)
	le.PutUint16(h[26:], 3)
	le.PutUint16(h[28:], 0xFFFE)
	le.PutUint16(h[30:], 9)
	le.PutUint16(h[32:], 6)
	le.PutUint32(h[44:], 1)          // FAT sectors
	le.PutUint32(h[48:], 1)          // first directory sector
	le.PutUint32(h[56:], 4096)       // mini stream cutoff
	le.PutUint32(h[60:], 0xFFFFFFFE) // no mini FAT
	le.PutUint32(h[68:], 0xFFFFFFFE) // no DIFAT sectors
	for i := 0; i < 109; i++ {
		le.PutUint32(h[76+4*i:], 0xFFFFFFFF)
	}
	le.PutUint32(h[76:], 0) // FAT in sector 0
	fat := b[sec : 2*sec]
	for i := 0; i < 128; i++ {
		le.PutUint32(fat[4*i:], 0xFFFFFFFF)
	}
	le.PutUint32(fat[0:], 0xFFFFFFFD) // sector 0: FAT
	le.PutUint32(fat[4:], 0xFFFFFFFE) // sector 1: directory
	for s := 2; s < 9; s++ {
		le.PutUint32(fat[4*s:], uint32(s+1))
	}
	le.PutUint32(fat[4*9:], 0xFFFFFFFE)
	dir := b[2*sec : 3*sec]
	entry := func(i int, name string, typ byte, child, start, size uint32) {
		e := dir[128*i : 128*(i+1)]
		u := utf16.Encode([]rune(name))
		for j, c := range u {
			le.PutUint16(e[2*j:], c)
		}
		le.PutUint16(e[64:], uint16(2*len(u)+2))
		e[66], e[67] = typ, 1
		le.PutUint32(e[68:], 0xFFFFFFFF)
		le.PutUint32(e[72:], 0xFFFFFFFF)
		le.PutUint32(e[76:], child)
		le.PutUint32(e[116:], start)
		le.PutUint32(e[120:], size)
	}
	entry(0, "Root Entry", 5, 1, 0xFFFFFFFE, 0)
	entry(1, stream, 2, 0xFFFFFFFF, 2, 4096)
	for i := 2; i < 4; i++ {
		le.PutUint32(dir[128*i+68:], 0xFFFFFFFF)
		le.PutUint32(dir[128*i+72:], 0xFFFFFFFF)
		le.PutUint32(dir[128*i+76:], 0xFFFFFFFF)
	}
	le.PutUint16(b[3*sec:], 0xA5EC) // Word FIB magic
	return b
}

func TestProbeOLE(t *testing.T) {
	i, err := probeBytes(makeOLE("WordDocument"), "old.doc")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "kind", i.Kind, media.KindDocument)
	eq(t, "format", i.Format, "DOC")
	eq(t, "mime", i.MimeType, "application/msword")

	if _, err := probeBytes(makeOLE("Workbook"), "sheet.doc"); !errors.Is(err, media.ErrUnsupported) || !strings.Contains(err.Error(), "XLS") {
		t.Errorf("XLS: err = %v", err)
	}
	if _, err := probeBytes(makeOLE("WordDocument")[:700], "cut.doc"); err == nil {
		t.Error("truncated compound file accepted")
	}
}

// makePDF writes a PDF with a correct xref table from object bodies
// (object n is objs[n-1]); the trailer's Root is 1 and Info is info (0:
// none).
func makePDF(header string, info int, objs ...string) []byte {
	trailer := ""
	if info > 0 {
		trailer = fmt.Sprintf(" /Info %d 0 R", info)
	}
	// The comment after the header marks the file as binary, as writers do.
	return assetgen.PDF(header+"\n%\xe2\xe3\xcf\xd3", trailer, objs...)
}

func TestProbePDF(t *testing.T) {
	tests := []struct {
		name  string
		pdf   []byte
		pages int
		w, h  float64
		title string
	}{
		{"inherited MediaBox and Rotate 90",
			makePDF("%PDF-1.4", 4,
				"<< /Type /Catalog /Pages 2 0 R >>",
				"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 728 90] /Rotate 90 >>",
				"<< /Type /Page /Parent 2 0 R >>",
				"<< /Title (Rotated \\(test\\)) /Producer (hand) >>"),
			1, 90, 728, "Rotated (test)"},
		{"page's own box wins, nested tree",
			makePDF("%PDF-1.7", 0,
				"<< /Type /Catalog /Pages 2 0 R >>",
				"<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 3 /MediaBox [0 0 612 792] >>",
				"<< /Type /Pages /Parent 2 0 R /Kids [4 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 3 0 R /MediaBox [10 10 310 260] /Rotate 180 >>",
				"<< /Type /Pages /Parent 2 0 R /Kids [] /Count 2 >>"),
			3, 300, 250, ""},
		{"damaged xref falls back to scanning",
			[]byte(strings.Replace(string(makePDF("%PDF-1.4", 0,
				"<< /Type /Catalog /Pages 2 0 R >>",
				"<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>")), "startxref\n", "startxref\n9", 1)),
			2, 595, 842, ""},
		{"PDF 2.0 header",
			makePDF("%PDF-2.0", 0,
				"<< /Type /Catalog /Pages 2 0 R >>",
				"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
				"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>"),
			1, 200, 100, ""},
		{"cyclic page tree does not hang",
			makePDF("%PDF-1.4", 0,
				"<< /Type /Catalog /Pages 2 0 R >>",
				"<< /Type /Pages /Kids [2 0 R] /Count 5 >>"),
			5, 0, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.pdf, "doc.pdf")
			if tc.w == 0 {
				// Nothing sensible to report; an error is fine, a hang is not.
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "format", i.Format, "PDF")
			eq(t, "pages", i.PageCount, tc.pages)
			eq(t, "width", i.PageWidth, tc.w)
			eq(t, "height", i.PageHeight, tc.h)
			eq(t, "title", i.Metadata["Title"], tc.title)
		})
	}
	if _, err := probeBytes([]byte("%PDF-1.4\nnothing here\n%%EOF"), "empty.pdf"); !errors.Is(err, media.ErrCorrupt) {
		t.Errorf("PDF without pages: err = %v, want ErrCorrupt", err)
	}
}
