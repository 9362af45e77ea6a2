package pdf

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
)

const jpegLike = "\xff\xd8\xff\xee not really a JPEG \xff\xd9"

// TestRawStream reads a stream's bytes as stored, whatever its filter and
// wherever its /Length is, refuses ranges the file does not hold, and tells
// streams apart: it fails if ledongthuc/pdf stops showing where a stream's
// data starts in Value.String.
func TestRawStream(t *testing.T) {
	classic := assetgen.PDF("%PDF-1.4", " /Jpeg 3 0 R /Plain 4 0 R /Dict 5 0 R /Indirect 6 0 R /Long 8 0 R /CR 9 0 R",
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [] /Count 0 >>",
		fmt.Sprintf("<< /Filter /DCTDecode /Length %d >>\nstream\n%s\nendstream", len(jpegLike), jpegLike),
		"<< /Length 3 >>\nstream\nabc\nendstream",
		"<< /Not /AStream >>",
		"<< /Filter /DCTDecode /Length 7 0 R >>\nstream\r\n"+jpegLike+"\nendstream",
		fmt.Sprint(len(jpegLike)),
		"<< /Filter /DCTDecode /Length 999999 >>\nstream\n"+jpegLike+"\nendstream",
		"<< /Length 2 >>\nstream\rxy\nendstream")
	objStm := objectStreamPDF(t)
	tests := []struct {
		name  string
		file  []byte
		key   string
		limit int64
		want  string
		ok    bool
	}{
		{"a JPEG image's bytes", classic, "Jpeg", 1 << 20, jpegLike, true},
		{"an unfiltered stream", classic, "Plain", 1 << 20, "abc", true},
		{"an indirect /Length, CR LF after the keyword", classic, "Indirect", 1 << 20, jpegLike, true},
		{"a lone CR after the keyword", classic, "CR", 1 << 20, "xy", true},
		{"longer than the limit", classic, "Jpeg", 4, "", false},
		{"a /Length past the end of the file", classic, "Long", 1 << 30, "", false},
		{"a dictionary", classic, "Dict", 1 << 20, "", false},
		{"no such object", classic, "Missing", 1 << 20, "", false},
		{"/Length in a compressed object stream", objStm, "Jpeg", 1 << 20, jpegLike, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := Open(bytes.NewReader(tc.file), int64(len(tc.file)))
			if err != nil {
				t.Fatal(err)
			}
			var got []byte
			var ok bool
			if err := doc.Do(func() { got, ok = doc.RawStream(doc.Trailer().Key(tc.key), tc.limit) }); err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want || ok != tc.ok {
				t.Errorf("got %q %v, want %q %v", got, ok, tc.want, tc.ok)
			}
		})
	}

	doc, err := Open(bytes.NewReader(classic), int64(len(classic)))
	if err != nil {
		t.Fatal(err)
	}
	tr := doc.Trailer()
	a, okA := StreamID(tr.Key("Jpeg"))
	c, okC := StreamID(tr.Key("Plain"))
	if !okA || !okC || a == c || a == 0 {
		t.Errorf("stream ids %d %v and %d %v, want two different places", a, okA, c, okC)
	}
	if _, ok := StreamID(tr.Key("Dict")); ok {
		t.Error("a dictionary has a stream id")
	}
}

// TestAfterStreamKeyword: an offset the library reports is trusted only
// after the keyword "stream" as a whole token and its end of line.
func TestAfterStreamKeyword(t *testing.T) {
	tests := []struct {
		name string
		file string
		want bool
	}{
		{"LF", "<< >>\nstream\nDATA", true},
		{"CR LF", "<< >>stream\r\nDATA", true},
		{"lone CR", "<< >> stream\rDATA", true},
		{"at the start of the file", "stream\nDATA", true},
		{"after endstream", "endstream\nDATA", false},
		{"no end of line", "<< >> stream DATA", false},
		{"another keyword", "<< >> endobj\nDATA", false},
		{"the file's first bytes", "DATA", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := &Doc{view: strings.NewReader(tc.file), size: int64(len(tc.file))}
			if got := afterStreamKeyword(d, int64(strings.Index(tc.file, "DATA"))); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

// objectStreamPDF writes a PDF 1.5 file indexed by a cross-reference
// stream whose catalog, page tree and the image's /Length (an indirect
// integer) live in a Flate-compressed object stream (object 4); the image
// (object 5, which a stream must be) is a plain object. Its xref stream
// names the image as /Jpeg.
func objectStreamPDF(t *testing.T) []byte {
	t.Helper()
	stm := assetgen.ObjectStream(4,
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [] /Count 0 >>",
		fmt.Sprint(len(jpegLike)),
	)

	var f bytes.Buffer
	f.WriteString("%PDF-1.5\n")
	objStmOff := f.Len()
	f.Write(stm)
	imageOff := f.Len()
	fmt.Fprintf(&f, "5 0 obj\n<< /Filter /DCTDecode /Length 3 0 R >>\nstream\n%s\nendstream\nendobj\n", jpegLike)
	xrefOff := f.Len()
	// Rows of type (1 byte), field 2 (4 bytes), field 3 (2 bytes), unfiltered.
	var rows []byte
	for _, r := range [][3]int{{0, 0, 0xFFFF}, {2, 4, 0}, {2, 4, 1}, {2, 4, 2}, {1, objStmOff, 0}, {1, imageOff, 0}, {1, xrefOff, 0}} {
		rows = append(rows, byte(r[0]), byte(r[1]>>24), byte(r[1]>>16), byte(r[1]>>8), byte(r[1]), byte(r[2]>>8), byte(r[2]))
	}
	fmt.Fprintf(&f, "6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Jpeg 5 0 R /Length %d >>\nstream\n", len(rows))
	f.Write(rows)
	fmt.Fprintf(&f, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", xrefOff)
	return f.Bytes()
}
