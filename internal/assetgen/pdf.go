package assetgen

import (
	"bytes"
	"fmt"
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
