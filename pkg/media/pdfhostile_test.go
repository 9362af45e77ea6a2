package media_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// makePDFObjStm writes a PDF 1.5 file whose catalog, page tree and page
// live in a compressed object stream (object 4), indexed by a
// cross-reference stream (object 5) with PNG Up prediction, as pdfTeX,
// Acrobat and Word write them. extra is appended to the xref stream
// dictionary.
func makePDFObjStm(t testing.TB, extra string) []byte {
	t.Helper()
	stm := assetgen.ObjectStream(4,
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 /Rotate 270 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 250] >>",
	)

	var f bytes.Buffer
	f.WriteString("%PDF-1.5\n")
	objStmOff := f.Len()
	f.Write(stm)
	xrefOff := f.Len()

	// Rows: type(1) field2(4) field3(2), each prefixed by PNG filter 2 (Up).
	rows := [][]byte{
		row(0, 0, 0xFFFF),
		row(2, 4, 0), row(2, 4, 1), row(2, 4, 2),
		row(1, uint32(objStmOff), 0),
		row(1, uint32(xrefOff), 0),
	}
	var raw []byte
	prev := make([]byte, 7)
	for _, r := range rows {
		raw = append(raw, 2)
		for i := range r {
			raw = append(raw, r[i]-prev[i])
		}
		prev = r
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw)
	zw.Close()
	fmt.Fprintf(&f, "5 0 obj\n<< /Type /XRef /Size 6 /W [1 4 2] /Root 1 0 R /Length %d /Filter /FlateDecode /DecodeParms << /Columns 7 /Predictor 12 >>%s >>\nstream\n", z.Len(), extra)
	f.Write(z.Bytes())
	fmt.Fprintf(&f, "\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n", xrefOff)
	return f.Bytes()
}

func row(typ byte, a uint32, b uint16) []byte {
	r := []byte{typ, 0, 0, 0, 0, 0, 0}
	binary.BigEndian.PutUint32(r[1:], a)
	binary.BigEndian.PutUint16(r[5:], b)
	return r
}

func TestProbePDFObjectStreams(t *testing.T) {
	i, err := probeBytes(makePDFObjStm(t, ""), "objstm.pdf")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "pages", i.PageCount, 1)
	// Rotate 270 is inherited from the page tree: 300x250 shows as 250x300.
	eq(t, "size", [2]float64{i.PageWidth, i.PageHeight}, [2]float64{250, 300})
}

// TestProbePDFHostile feeds cross-reference data designed to make a naive
// reader allocate gigabytes, loop forever or recurse without end. Each
// must finish quickly with a result or an error.
func TestProbePDFHostile(t *testing.T) {
	base := makePDF("%PDF-1.4", 0,
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>")
	xrefAt := bytes.Index(base, []byte("xref\n"))
	tests := []struct {
		name string
		pdf  []byte
	}{
		{"xref stream claims a billion objects", makePDFObjStm(t, " /Index [0 1000000000]")},
		{"xref stream Prev points at itself", makePDFObjStm(t, fmt.Sprintf(" /Prev %d", bytes.Index(makePDFObjStm(t, ""), []byte("5 0 obj"))))},
		{"table subsection starts at object 2^40", []byte(strings.Replace(string(base), "xref\n0 4", "xref\n1099511627776 4", 1))},
		{"Prev loops back to the same table", []byte(strings.Replace(string(base), "/Size 4", fmt.Sprintf("/Size 4 /Prev %d", xrefAt), 1))},
		{"self-referencing Length", makePDF("%PDF-1.4", 0,
			"<< /Type /Catalog /Pages 2 0 R >>",
			"<< /Length 2 0 R >>\nstream\nxx\nendstream")},
		{"deeply nested arrays", makePDF("%PDF-1.4", 0, "<< /Type /Catalog /Pages 2 0 R /X "+strings.Repeat("[", 100000)+" >>")},
		{"object stream inside itself", []byte(strings.Replace(string(makePDFObjStm(t, "")), "/Type /ObjStm", "/Type /ObjStm /Extends 4 0 R", 1))},
		{"unterminated string", makePDF("%PDF-1.4", 0, "<< /Type /Catalog /Title (never closed >>")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := probeBytes(tc.pdf, "hostile.pdf")
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("parser panicked: %v", err)
			}
			if err != nil && !errors.Is(err, media.ErrCorrupt) {
				t.Errorf("err = %v, want nil or ErrCorrupt", err)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}
