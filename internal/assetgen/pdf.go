package assetgen

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"strings"
)

// PDF writes a classic PDF: the header line, the objects numbered from 1
// (each given as the text between "n 0 obj" and "endobj"), a
// cross-reference table with their offsets, and a trailer naming object 1
// as the catalog, with trailer appended to its dictionary (" /Info 4 0 R",
// or "" for none).
func PDF(header, trailer string, objs ...string) []byte {
	var b bytes.Buffer
	b.WriteString(header + "\n")
	offsets := make([]int, len(objs))
	for i, o := range objs {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R%s >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, trailer, xref)
	return b.Bytes()
}

// ObjectStream returns indirect object num: a Flate-compressed object
// stream holding objs, numbered from 1, as pdfTeX, Acrobat and Word write
// them for PDF 1.5.
func ObjectStream(num int, objs ...string) []byte {
	var hdr, body strings.Builder
	for i, o := range objs {
		fmt.Fprintf(&hdr, "%d %d ", i+1, body.Len())
		body.WriteString(o + "\n")
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write([]byte(hdr.String() + body.String()))
	zw.Close()
	var b bytes.Buffer
	fmt.Fprintf(&b, "%d 0 obj\n<< /Type /ObjStm /N %d /First %d /Length %d /Filter /FlateDecode >>\nstream\n", num, len(objs), hdr.Len(), z.Len())
	b.Write(z.Bytes())
	b.WriteString("\nendstream\nendobj\n")
	return b.Bytes()
}
