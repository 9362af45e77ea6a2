package media

import (
	"bytes"
	"compress/flate"
	"compress/zlib"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// Bounds of the PDF reader. Every read is capped, every chain (Prev
// links, references, object streams) is cycle-checked, and the total
// number of object loads is limited, so a hostile file cannot make it
// hang or allocate without bound.
const (
	maxPDFObjectBytes = 256 << 10 // one indirect object's text
	maxPDFStreamBytes = 16 << 20  // one xref or object stream, compressed or not
	maxPDFXrefChain   = 64        // Prev links
	maxPDFLoads       = 20000     // object loads per document
	maxPDFResolve     = 16        // nested reference resolution (e.g. an indirect /Length)
	maxPDFObjects     = 1 << 22   // highest object number accepted
	maxPDFRebuild     = 16 << 20  // bytes scanned to rebuild a broken xref
	xrefChunk         = 64 << 10  // xref tables are read in chunks of this size
)

// pdfXref is one cross-reference entry: an offset (inStm false) or an
// object stream number and index (inStm true).
type pdfXref struct {
	off   int64
	stm   int64
	idx   int64
	inStm bool
}

// pdfDoc is an opened PDF: its cross-reference entries and trailer.
type pdfDoc struct {
	r       io.ReaderAt
	size    int64
	xref    map[int64]pdfXref
	trailer pdfDict
	loads   int
	objStm  map[int64]*pdfObjStm
	depth   int
}

// pdfObjStm is a decoded object stream: its data and object offsets.
type pdfObjStm struct {
	data  []byte
	first int64
	offs  map[int64]int64
}

// openPDF reads the cross-reference data (tables, streams and hybrids,
// following Prev links) and the trailer. When that fails it rebuilds the
// table by scanning for "n g obj" headers, as viewers do.
func openPDF(r io.ReaderAt, size int64) (*pdfDoc, error) {
	d := &pdfDoc{r: r, size: size, xref: map[int64]pdfXref{}, objStm: map[int64]*pdfObjStm{}}
	err := d.readXrefChain()
	if err != nil || d.trailer["Root"] == nil {
		d.xref, d.trailer = map[int64]pdfXref{}, nil
		if rerr := d.rebuild(); rerr != nil {
			if err == nil {
				err = rerr
			}
			return nil, err
		}
	}
	return d, nil
}

var reStartXref = lazyregexp.New(`startxref\s+(\d+)`)

func (d *pdfDoc) readXrefChain() error {
	tail := min(d.size, 2048)
	buf := make([]byte, tail)
	if _, err := d.r.ReadAt(buf, d.size-tail); err != nil && err != io.EOF {
		return err
	}
	m := reStartXref().FindAllSubmatch(buf, -1)
	if m == nil {
		return errors.New("no startxref")
	}
	off, err := strconv.ParseInt(string(m[len(m)-1][1]), 10, 64)
	if err != nil {
		return errors.New("bad startxref")
	}
	seen := map[int64]bool{}
	for i := 0; i < maxPDFXrefChain; i++ {
		if off <= 0 || off >= d.size || seen[off] {
			break
		}
		seen[off] = true
		trailer, err := d.readXrefAt(off)
		if err != nil {
			if i == 0 {
				return err
			}
			break // a broken older section: keep the newer data
		}
		if d.trailer == nil {
			d.trailer = trailer
		}
		// Hybrid files: the table's trailer points at an xref stream too.
		if stm, ok := trailer["XRefStm"].(int64); ok && !seen[stm] {
			seen[stm] = true
			_, _ = d.readXrefAt(stm)
		}
		prev, ok := trailer["Prev"].(int64)
		if !ok {
			break
		}
		off = prev
	}
	if d.trailer == nil {
		return errors.New("no trailer")
	}
	return nil
}

// readXrefAt reads one xref section (table or stream) at off; entries
// already known from a newer section are kept.
func (d *pdfDoc) readXrefAt(off int64) (pdfDict, error) {
	buf, err := d.readChunk(off, xrefChunk)
	if err != nil {
		return nil, err
	}
	l := &pdfLexer{b: buf}
	l.skipSpace()
	if bytes.HasPrefix(buf[l.pos:], []byte("xref")) {
		l.pos += 4
		return d.readXrefTable(l, off)
	}
	obj, err := d.objectAt(off, -1)
	if err != nil {
		return nil, err
	}
	s, ok := obj.(*pdfStream)
	if !ok || s.dict["Type"] != pdfName("XRef") {
		return nil, errors.New("startxref points at neither a table nor an xref stream")
	}
	return s.dict, d.readXrefStream(s)
}

// readXrefTable reads "start count" subsections and their entries from
// a chunk that starts at file offset base. Entries past the chunk are
// read by continuing with a new chunk.
func (d *pdfDoc) readXrefTable(l *pdfLexer, base int64) (pdfDict, error) {
	for {
		if l.pos > len(l.b)-64 && int64(len(l.b)) == xrefChunk {
			// Continue in the next chunk (large tables).
			base += int64(l.pos)
			buf, err := d.readChunk(base, xrefChunk)
			if err != nil {
				return nil, err
			}
			l = &pdfLexer{b: buf}
		}
		tok, ok, err := l.token()
		if err != nil || !ok {
			return nil, errors.New("truncated xref table")
		}
		if tok == pdfKeyword("trailer") {
			t, err := l.object(0)
			if err != nil {
				return nil, err
			}
			dict, ok := t.(pdfDict)
			if !ok {
				return nil, errors.New("trailer is not a dictionary")
			}
			return dict, nil
		}
		start, ok1 := tok.(int64)
		cnt, ok2, _ := l.token()
		count, ok3 := cnt.(int64)
		if !ok1 || !ok2 || !ok3 || start < 0 || count < 0 || start+count > maxPDFObjects {
			return nil, errors.New("malformed xref subsection")
		}
		for i := int64(0); i < count; i++ {
			if l.pos > len(l.b)-40 && int64(len(l.b)) == xrefChunk {
				base += int64(l.pos)
				buf, err := d.readChunk(base, xrefChunk)
				if err != nil {
					return nil, err
				}
				l = &pdfLexer{b: buf}
			}
			o, _, _ := l.token()
			_, _, _ = l.token() // generation
			kind, _, _ := l.token()
			offset, ok := o.(int64)
			if !ok || (kind != pdfKeyword("n") && kind != pdfKeyword("f")) {
				return nil, errors.New("malformed xref entry")
			}
			num := start + i
			if _, known := d.xref[num]; !known && kind == pdfKeyword("n") {
				d.xref[num] = pdfXref{off: offset}
			} else if !known {
				d.xref[num] = pdfXref{off: -1} // free: hides older entries
			}
		}
	}
}

// readXrefStream decodes a cross-reference stream (W widths, Index
// ranges).
func (d *pdfDoc) readXrefStream(s *pdfStream) error {
	data, err := d.streamData(s)
	if err != nil {
		return err
	}
	w, _ := s.dict["W"].(pdfArray)
	if len(w) != 3 {
		return errors.New("xref stream without W")
	}
	var widths [3]int
	rec := 0
	for i, v := range w {
		n, ok := v.(int64)
		if !ok || n < 0 || n > 8 {
			return errors.New("bad xref stream W")
		}
		widths[i] = int(n)
		rec += int(n)
	}
	if rec == 0 {
		return errors.New("bad xref stream W")
	}
	index, _ := s.dict["Index"].(pdfArray)
	if index == nil {
		size, _ := s.dict["Size"].(int64)
		index = pdfArray{int64(0), size}
	}
	pos := 0
	for i := 0; i+1 < len(index); i += 2 {
		start, ok1 := index[i].(int64)
		count, ok2 := index[i+1].(int64)
		if !ok1 || !ok2 || start < 0 || count < 0 || start+count > maxPDFObjects {
			return errors.New("bad xref stream Index")
		}
		for k := int64(0); k < count && pos+rec <= len(data); k++ {
			f := func(j int) int64 {
				var v int64
				for _, c := range data[pos : pos+widths[j]] {
					v = v<<8 | int64(c)
				}
				pos += widths[j]
				return v
			}
			typ := int64(1)
			if widths[0] > 0 {
				typ = f(0)
			}
			a, b := f(1), f(2)
			num := start + k
			if _, known := d.xref[num]; known {
				continue
			}
			switch typ {
			case 1:
				d.xref[num] = pdfXref{off: a}
			case 2:
				d.xref[num] = pdfXref{stm: a, idx: b, inStm: true}
			default:
				d.xref[num] = pdfXref{off: -1}
			}
		}
	}
	return nil
}

var reObjHeader = lazyregexp.New(`(?m)(?:^|[\r\n\s])(\d{1,7})\s+(\d{1,5})\s+obj\b`)

// rebuild scans up to maxPDFRebuild bytes for "n g obj" headers, keeping
// the last definition of each object, and takes the trailer from a
// "trailer" dictionary or the catalog object.
func (d *pdfDoc) rebuild() error {
	n := min(d.size, maxPDFRebuild)
	buf := make([]byte, n)
	m, err := d.r.ReadAt(buf, 0)
	if err != nil && err != io.EOF {
		return err
	}
	buf = buf[:m]
	for _, loc := range reObjHeader().FindAllSubmatchIndex(buf, -1) {
		num, _ := strconv.ParseInt(string(buf[loc[2]:loc[3]]), 10, 64)
		d.xref[num] = pdfXref{off: int64(loc[2])}
	}
	if i := bytes.LastIndex(buf, []byte("trailer")); i >= 0 {
		l := &pdfLexer{b: buf, pos: i + len("trailer")}
		if t, err := l.object(0); err == nil {
			if dict, ok := t.(pdfDict); ok && dict["Root"] != nil {
				d.trailer = dict
				return nil
			}
		}
	}
	for num := range d.xref {
		obj, err := d.load(num)
		if err != nil {
			continue
		}
		if dict, ok := obj.(pdfDict); ok && dict["Type"] == pdfName("Catalog") {
			d.trailer = pdfDict{"Root": pdfRef{num: num}}
			return nil
		}
		if d.loads >= maxPDFLoads {
			break
		}
	}
	return errors.New("no catalog found")
}

// readChunk reads up to n bytes at off.
func (d *pdfDoc) readChunk(off int64, n int64) ([]byte, error) {
	if off < 0 || off >= d.size {
		return nil, fmt.Errorf("offset %d outside the file", off)
	}
	n = min(n, d.size-off)
	buf := make([]byte, n)
	m, err := d.r.ReadAt(buf, off)
	if m == 0 && err != nil {
		return nil, err
	}
	return buf[:m], nil
}

// objectAt parses the indirect object "num gen obj …" at off. num -1
// accepts any number.
func (d *pdfDoc) objectAt(off int64, num int64) (any, error) {
	// Most objects are small: try a 4 KB read first and re-read with the
	// full bound only when the object runs past it.
	obj, full, err := d.parseObjectAt(off, num, 4<<10)
	if err != nil && full {
		obj, _, err = d.parseObjectAt(off, num, maxPDFObjectBytes)
	}
	return obj, err
}

// parseObjectAt parses the object at off from a chunk of at most n bytes;
// full reports whether the chunk was cut short by n (so a larger read
// might succeed).
func (d *pdfDoc) parseObjectAt(off, num, n int64) (any, bool, error) {
	buf, err := d.readChunk(off, n)
	if err != nil {
		return nil, false, err
	}
	full := int64(len(buf)) == n
	obj, err := d.parseObject(buf, off, num)
	return obj, full, err
}

func (d *pdfDoc) parseObject(buf []byte, off, num int64) (any, error) {
	l := &pdfLexer{b: buf}
	n, _, _ := l.token()
	_, _, _ = l.token()
	kw, _, _ := l.token()
	if kw != pdfKeyword("obj") || (num >= 0 && n != num) {
		return nil, fmt.Errorf("object %d not found at offset %d", num, off)
	}
	obj, err := l.object(0)
	if err != nil {
		return nil, err
	}
	if s, ok := obj.(*pdfStream); ok {
		s.data += off
	}
	return obj, nil
}

// load returns object num, without following the result if it is itself
// a reference.
func (d *pdfDoc) load(num int64) (any, error) {
	d.loads++
	if d.loads > maxPDFLoads {
		return nil, errors.New("too many PDF objects loaded")
	}
	x, ok := d.xref[num]
	if !ok || (!x.inStm && x.off < 0) {
		return nil, nil // a missing object is null
	}
	if !x.inStm {
		return d.objectAt(x.off, num)
	}
	os, err := d.objectStream(x.stm)
	if err != nil {
		return nil, err
	}
	rel, ok := os.offs[num]
	if !ok {
		return nil, nil
	}
	start := os.first + rel
	if start < 0 || start >= int64(len(os.data)) {
		return nil, errors.New("object outside its object stream")
	}
	l := &pdfLexer{b: os.data, pos: int(start)}
	obj, err := l.object(0)
	if s, ok := obj.(*pdfStream); ok {
		s.data = -1 // streams cannot live in object streams
	}
	return obj, err
}

// objectStream loads and decodes object stream num (never itself inside
// an object stream, which breaks any cycle).
func (d *pdfDoc) objectStream(num int64) (*pdfObjStm, error) {
	if os, ok := d.objStm[num]; ok {
		if os == nil {
			return nil, errors.New("broken object stream")
		}
		return os, nil
	}
	d.objStm[num] = nil // a failure (or a cycle) stays a failure
	x, ok := d.xref[num]
	if !ok || x.inStm || x.off < 0 {
		return nil, errors.New("object stream not found")
	}
	obj, err := d.objectAt(x.off, num)
	if err != nil {
		return nil, err
	}
	s, ok := obj.(*pdfStream)
	if !ok {
		return nil, errors.New("object stream is not a stream")
	}
	data, err := d.streamData(s)
	if err != nil {
		return nil, err
	}
	n, _ := d.resolve(s.dict["N"]).(int64)
	first, _ := d.resolve(s.dict["First"]).(int64)
	if n < 0 || first < 0 || first > int64(len(data)) {
		return nil, errors.New("bad object stream header")
	}
	os := &pdfObjStm{data: data, first: first, offs: map[int64]int64{}}
	l := &pdfLexer{b: data[:first]}
	for i := int64(0); i < n; i++ {
		a, ok1, _ := l.token()
		b, ok2, _ := l.token()
		on, ok3 := a.(int64)
		oo, ok4 := b.(int64)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			break
		}
		os.offs[on] = oo
	}
	d.objStm[num] = os
	return os, nil
}

// resolve follows references (bounded) and returns the object.
func (d *pdfDoc) resolve(v any) any {
	for i := 0; i < maxPDFResolve; i++ {
		ref, ok := v.(pdfRef)
		if !ok {
			return v
		}
		if d.depth > maxPDFResolve {
			return nil
		}
		d.depth++
		obj, err := d.load(ref.num)
		d.depth--
		if err != nil {
			return nil
		}
		v = obj
	}
	return nil
}

// dict resolves v and returns it as a dictionary (a stream's dictionary
// counts).
func (d *pdfDoc) dict(v any) pdfDict {
	switch t := d.resolve(v).(type) {
	case pdfDict:
		return t
	case *pdfStream:
		return t.dict
	}
	return nil
}

// streamData reads and decodes a stream's data (FlateDecode with PNG
// predictors, or unfiltered), bounded by maxPDFStreamBytes.
func (d *pdfDoc) streamData(s *pdfStream) ([]byte, error) {
	if s.data < 0 {
		return nil, errors.New("stream inside an object stream")
	}
	length, ok := d.resolve(s.dict["Length"]).(int64)
	if !ok || length < 0 || length > maxPDFStreamBytes || s.data+length > d.size {
		// Missing or wrong Length: read up to "endstream".
		buf, err := d.readChunk(s.data, maxPDFStreamBytes)
		if err != nil {
			return nil, err
		}
		i := bytes.Index(buf, []byte("endstream"))
		if i < 0 {
			return nil, errors.New("stream without end")
		}
		length = int64(i)
	}
	raw, err := d.readChunk(s.data, length)
	if err != nil {
		return nil, err
	}
	filter := d.resolve(s.dict["Filter"])
	parms := d.dict(s.dict["DecodeParms"])
	if arr, ok := filter.(pdfArray); ok {
		if len(arr) == 0 {
			filter = nil
		} else if len(arr) == 1 {
			filter = d.resolve(arr[0])
			if pa, ok := d.resolve(s.dict["DecodeParms"]).(pdfArray); ok && len(pa) == 1 {
				parms = d.dict(pa[0])
			}
		} else {
			return nil, errors.New("chained stream filters are not supported")
		}
	}
	switch filter {
	case nil:
		return raw, nil
	case pdfName("FlateDecode"), pdfName("Fl"):
		out, err := inflateBounded(raw)
		if err != nil {
			return nil, err
		}
		return unpredict(out, parms)
	}
	return nil, fmt.Errorf("unsupported stream filter %v", filter)
}

// inflateBounded inflates zlib data (or raw deflate, which some writers
// produce), refusing more than maxPDFStreamBytes of output. Data cut
// short is returned as far as it inflates.
func inflateBounded(raw []byte) ([]byte, error) {
	var rd io.Reader
	if zr, err := zlib.NewReader(bytes.NewReader(raw)); err == nil {
		rd = zr
	} else {
		rd = flate.NewReader(bytes.NewReader(raw))
	}
	out, err := io.ReadAll(io.LimitReader(rd, maxPDFStreamBytes+1))
	if len(out) > maxPDFStreamBytes {
		return nil, errors.New("stream inflates past the size limit")
	}
	if err != nil && len(out) == 0 {
		return nil, err
	}
	return out, nil
}

// unpredict reverses PNG predictors (Predictor ≥ 10) row by row; TIFF
// predictor 2 is not used by xref or object streams and is rejected.
func unpredict(b []byte, parms pdfDict) ([]byte, error) {
	pred, _ := parms["Predictor"].(int64)
	if pred <= 1 {
		return b, nil
	}
	if pred < 10 {
		return nil, errors.New("TIFF predictor not supported")
	}
	cols, _ := parms["Columns"].(int64)
	colors, _ := parms["Colors"].(int64)
	bpc, _ := parms["BitsPerComponent"].(int64)
	if cols <= 0 {
		cols = 1
	}
	if colors <= 0 {
		colors = 1
	}
	if bpc <= 0 {
		bpc = 8
	}
	if cols > 1<<20 || colors > 32 || bpc > 16 {
		return nil, errors.New("bad predictor parameters")
	}
	bpp := int(max(1, colors*bpc/8))
	row := int((cols*colors*bpc + 7) / 8)
	out := make([]byte, 0, len(b))
	prev := make([]byte, row)
	cur := make([]byte, row)
	for pos := 0; pos+1+row <= len(b); pos += 1 + row {
		ft := b[pos]
		copy(cur, b[pos+1:pos+1+row])
		for i := 0; i < row; i++ {
			var left, upLeft byte
			if i >= bpp {
				left, upLeft = cur[i-bpp], prev[i-bpp]
			}
			up := prev[i]
			switch ft {
			case 1:
				cur[i] += left
			case 2:
				cur[i] += up
			case 3:
				cur[i] += byte((int(left) + int(up)) / 2)
			case 4:
				cur[i] += paeth(left, up, upLeft)
			}
		}
		out = append(out, cur...)
		prev, cur = cur, prev
	}
	return out, nil
}

func paeth(a, b, c byte) byte {
	p := int(a) + int(b) - int(c)
	pa, pb, pc := abs(p-int(a)), abs(p-int(b)), abs(p-int(c))
	switch {
	case pa <= pb && pa <= pc:
		return a
	case pb <= pc:
		return b
	}
	return c
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
