package pdf

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strconv"
)

// maxPDFObjectNumber is the largest object number a PDF may use (the
// limit in ISO 32000's implementation notes).
const maxPDFObjectNumber = 8_388_607

// checkXref rejects cross-reference data that would make the library
// allocate without bound before reading a single object: a table
// subsection ("xref\n0 99999999"), an xref stream /Size or /Index, or a
// trailer /Size naming far more objects than the file could hold. The pdf
// package sizes its object table from these numbers, and an allocation of
// gigabytes ends the process rather than failing.
func checkXref(r io.ReaderAt, size int64) error {
	limit := min(max(1<<16, size/4), maxPDFObjectNumber)
	const chunk = 1 << 20
	const overlap = 512 // room to parse numbers after a keyword near the chunk end
	buf := make([]byte, chunk+overlap)
	for off := int64(0); off < size; off += chunk {
		n, _ := r.ReadAt(buf, off)
		b := buf[:n]
		for i := 0; i < len(b) && i < chunk; {
			j := bytes.IndexAny(b[i:], "x/")
			if j < 0 {
				break
			}
			at := i + j
			i = at + 1
			if at >= chunk {
				break // the next chunk sees it whole
			}
			rest := b[at:]
			switch {
			case bytes.HasPrefix(rest, []byte("xref")) && !(at >= 5 && string(b[at-5:at]) == "start"):
				if err := checkXrefTable(r, size, off+int64(at)+4, limit); err != nil {
					return err
				}
			case bytes.HasPrefix(rest, []byte("/Size")):
				if nums := leadingInts(rest[5:], 1); len(nums) == 1 && nums[0] > limit+1 {
					return fmt.Errorf("%w: /Size %d is larger than the file can hold", ErrCorrupt, nums[0])
				}
			case bytes.HasPrefix(rest, []byte("/Index")):
				t := bytes.TrimLeft(rest[6:], " \t\r\n")
				if len(t) > 0 && t[0] == '[' {
					nums := leadingInts(t[1:], 64)
					for k := 0; k+1 < len(nums); k += 2 {
						if nums[k] > limit || nums[k+1] > limit || nums[k]+nums[k+1] > limit+1 {
							return fmt.Errorf("%w: xref stream /Index is larger than the file can hold", ErrCorrupt)
						}
					}
				}
			}
		}
	}
	return nil
}

// checkXrefTable reads the subsections of the xref table starting at pos
// ("start count" lines, each followed by count entries of three tokens) and
// rejects one that names objects beyond limit or more entries than the
// rest of the file could contain.
func checkXrefTable(r io.ReaderAt, size, pos, limit int64) error {
	br := bufio.NewReaderSize(io.NewSectionReader(r, pos, size-pos), 4096)
	read := int64(0)
	token := func() string {
		var tok []byte
		for {
			c, err := br.ReadByte()
			if err != nil {
				return string(tok)
			}
			read++
			if c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == 0 {
				if len(tok) > 0 {
					return string(tok)
				}
				continue
			}
			if len(tok) >= 24 {
				return string(tok)
			}
			tok = append(tok, c)
		}
	}
	for sub := 0; sub < 1<<16; sub++ {
		t := token()
		start, err1 := strconv.ParseInt(t, 10, 64)
		if err1 != nil {
			return nil // "trailer", the end of the file, or damage the library reports
		}
		count, err2 := strconv.ParseInt(token(), 10, 64)
		if err2 != nil {
			return nil
		}
		if start < 0 || count < 0 || start > limit || count > limit || start+count > limit+1 {
			return fmt.Errorf("%w: xref subsection %d %d is larger than the file can hold", ErrCorrupt, start, count)
		}
		// The shortest entry is "0 0 n" plus a separator.
		if count*6 > size-pos-read {
			return fmt.Errorf("%w: xref subsection of %d entries runs past the end of the file", ErrCorrupt, count)
		}
		for e := int64(0); e < 3*count; e++ {
			if token() == "" {
				return nil
			}
		}
	}
	return nil
}

// leadingInts parses up to n non-negative integers at the start of b,
// separated by white space; parsing stops at anything else. Numbers too
// large for int64 count as the largest int64.
func leadingInts(b []byte, n int) []int64 {
	var out []int64
	i := 0
	for len(out) < n {
		for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
			i++
		}
		j := i
		for j < len(b) && b[j] >= '0' && b[j] <= '9' {
			j++
		}
		if j == i || j < len(b) && b[j] == '.' {
			break
		}
		v, err := strconv.ParseInt(string(b[i:j]), 10, 64)
		if err != nil {
			v = 1<<63 - 1
		}
		out = append(out, v)
		i = j
	}
	return out
}

// checkPrevChain follows the cross-reference sections from the last
// startxref along /Prev and rejects a chain that loops or runs past
// maxPrevChain sections: the library follows /Prev without remembering
// where it has been, so a section pointing back at itself never ends.
// Damage of other kinds is left for the library to report.
func checkPrevChain(r io.ReaderAt, size int64) error {
	tail := min(size, 1024)
	buf := make([]byte, tail)
	n, _ := r.ReadAt(buf, size-tail)
	buf = buf[:n]
	i := bytes.LastIndex(buf, []byte("startxref"))
	if i < 0 {
		return nil
	}
	l := &pdfLexer{b: buf, pos: i + len("startxref")}
	tok, _, _ := l.token()
	off, ok := tok.(int64)
	if !ok {
		return nil
	}
	seen := map[int64]bool{}
	for hops := 0; ; hops++ {
		if seen[off] {
			return fmt.Errorf("%w: the cross-reference /Prev chain loops", ErrCorrupt)
		}
		if hops >= maxPrevChain {
			return fmt.Errorf("%w: more than %d cross-reference sections", ErrCorrupt, maxPrevChain)
		}
		seen[off] = true
		prev, ok := sectionDict(r, size, off)["Prev"].(int64)
		if !ok {
			return nil
		}
		off = prev
	}
}

// sectionDict returns the dictionary of the cross-reference section at off:
// the trailer after a table, or an xref stream's own dictionary. It
// returns nil when there is none to read.
func sectionDict(r io.ReaderAt, size, off int64) pdfDict {
	const chunk = 64 << 10
	if off < 0 || off >= size {
		return nil
	}
	buf := make([]byte, min(chunk, size-off))
	n, _ := r.ReadAt(buf, off)
	l := &pdfLexer{b: buf[:n]}
	l.skipSpace()
	if !bytes.HasPrefix(l.b[l.pos:], []byte("xref")) {
		// An xref stream: "num gen obj << … >> stream".
		for k := 0; k < 3; k++ {
			if _, ok, err := l.token(); !ok || err != nil {
				return nil
			}
		}
		switch v, _ := l.object(0); v := v.(type) {
		case pdfDict:
			return v
		case *pdfStream:
			return v.dict
		}
		return nil
	}
	// A table: its trailer follows the entries, maybe many chunks on.
	const keyword = "trailer"
	for at := off; at < size; at += chunk - int64(len(keyword)) {
		buf = buf[:min(chunk, size-at)]
		n, _ := r.ReadAt(buf, at)
		if i := bytes.Index(buf[:n], []byte(keyword)); i >= 0 {
			buf = make([]byte, min(chunk, size-at-int64(i)))
			n, _ := r.ReadAt(buf, at+int64(i))
			l := &pdfLexer{b: buf[:n], pos: len(keyword)}
			d, _ := l.object(0)
			dict, _ := d.(pdfDict)
			return dict
		}
	}
	return nil
}
