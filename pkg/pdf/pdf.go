// Package pdf is pharmaops' one PDF object layer. Both PDF readers (the
// asset probe in pkg/media and BRD text extraction in pkg/doctext) open
// files through Open, which puts ledongthuc/pdf, the design's PDF library,
// behind the guards that library lacks, kept here once:
//
//   - a view that starts at the %PDF header, presents PDF 2.0 as 1.7 and
//     ends at the last %%EOF;
//   - a pre-scan of the cross-reference data: sizes the library would
//     allocate for (xref subsections, /Size, /Index) must fit the file,
//     and the /Prev chain must end (the library follows it forever);
//   - a read budget on the file, so a loop inside the library that keeps
//     re-reading (an object stream that /Extends itself) stops;
//   - recover() around opening and around every use of the object graph
//     (Doc.Do), turning the library's panics into ErrCorrupt.
//
// The package also holds PDF's lexical rules and the content-stream lexer
// (Interpret), which reads page content from bytes already read under a
// size limit, a small object lexer for the pre-scan, and Doc.RawStream: a
// stream's bytes as stored (a JPEG image, whose filter the library cannot
// apply), at the offset the library's Value.String shows, checked against
// the "stream" keyword and bounded by the file and a limit.
package pdf

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"sync/atomic"

	lpdf "github.com/ledongthuc/pdf"
)

// The object graph is ledongthuc/pdf's; these names let users read it
// without importing the library beside this package.
type (
	// Value is a PDF object of the opened file (references resolve lazily).
	Value = lpdf.Value
	// Page is one page of the page tree.
	Page = lpdf.Page
)

// Kinds of Value.
const (
	Null    = lpdf.Null
	Bool    = lpdf.Bool
	Integer = lpdf.Integer
	Real    = lpdf.Real
	String  = lpdf.String
	Name    = lpdf.Name
	Dict    = lpdf.Dict
	Array   = lpdf.Array
	Stream  = lpdf.Stream
)

// Errors of Open and Doc.Do. Every failure wraps one of them.
var (
	// ErrNotPDF: no %PDF header in the first kilobyte.
	ErrNotPDF = errors.New("not a PDF file")
	// ErrCorrupt: the file is damaged, hostile, or beyond the reader.
	ErrCorrupt = errors.New("damaged PDF")
	// ErrEncrypted: the file needs a password.
	ErrEncrypted = errors.New("encrypted PDF")
)

// Limits of the guards.
const (
	// maxPrevChain bounds the cross-reference sections followed by /Prev.
	maxPrevChain = 64
	// readBudgetFactor and readBudgetBase bound the bytes the library may
	// read from one file: the library re-reads an object on every access,
	// so a whole BRD reads its file a few times over; only a loop reads it
	// hundreds of times.
	readBudgetFactor = 256
	readBudgetBase   = 256 << 20
)

// Doc is an opened PDF: ledongthuc/pdf's reader over the guarded view.
type Doc struct {
	rd   *lpdf.Reader
	view io.ReaderAt // what the library reads: the guarded view, under the read budget
	size int64       // the view's length
}

// Open opens the PDF of size bytes in r through the guards above.
func Open(r io.ReaderAt, size int64) (doc *Doc, err error) {
	defer func() {
		if x := recover(); x != nil {
			doc, err = nil, fmt.Errorf("%w: %v", ErrCorrupt, x)
		}
	}()
	view, n, err := headerView(r, size)
	if err != nil {
		return nil, err
	}
	if err := checkXref(view, n); err != nil {
		return nil, err
	}
	if err := checkPrevChain(view, n); err != nil {
		return nil, err
	}
	budget := &budgetReader{r: view}
	budget.left.Store(readBudgetFactor*n + readBudgetBase)
	rd, err := lpdf.NewReader(budget, n)
	if err != nil {
		if errors.Is(err, lpdf.ErrInvalidPassword) || hasEncrypt(r, size) {
			return nil, ErrEncrypted
		}
		return nil, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return &Doc{rd: rd, view: budget, size: n}, nil
}

// Trailer returns the trailer dictionary.
func (d *Doc) Trailer() Value { return d.rd.Trailer() }

// Do runs f, which reads the object graph, and returns the library's panic
// on damaged data (or the read budget running out) as ErrCorrupt.
func (d *Doc) Do(f func()) (err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("%w: %v", ErrCorrupt, x)
		}
	}()
	f()
	return nil
}

// headerView returns a reader the library accepts: it starts at the %PDF
// header (some files carry a prefix) and presents PDF 2.0 headers as 1.7.
func headerView(r io.ReaderAt, size int64) (io.ReaderAt, int64, error) {
	head := make([]byte, 1024)
	n, _ := r.ReadAt(head, 0)
	off := bytes.Index(head[:n], []byte("%PDF-"))
	if off < 0 {
		return nil, 0, ErrNotPDF
	}
	if size-int64(off) < 16 {
		return nil, 0, fmt.Errorf("%w: truncated file", ErrCorrupt)
	}
	end := eofEnd(r, size)
	hdr := head[off:min(n, off+16)]
	ok := len(hdr) >= 9 && bytes.HasPrefix(hdr, []byte("%PDF-1.")) && hdr[7] >= '0' && hdr[7] <= '7' && (hdr[8] == '\r' || hdr[8] == '\n')
	if off == 0 && ok {
		return r, end, nil
	}
	return &shiftedView{r: r, off: int64(off)}, end - int64(off), nil
}

// eofEnd returns where the file ends for the library: just after the last
// %%EOF marker of its final kilobyte, since the library refuses a file with
// anything after the marker (padding, a mail gateway's footer); or size
// when there is no marker.
func eofEnd(r io.ReaderAt, size int64) int64 {
	tail := min(size, 1024)
	buf := make([]byte, tail)
	n, _ := r.ReadAt(buf, size-tail)
	i := bytes.LastIndex(buf[:n], []byte("%%EOF"))
	if i < 0 {
		return size
	}
	return size - tail + int64(i) + int64(len("%%EOF"))
}

// shiftedView shifts a reader by off and rewrites the header line's first
// nine bytes to "%PDF-1.7\n".
type shiftedView struct {
	r   io.ReaderAt
	off int64
}

// ReadAt reads the shifted file with the header rewritten.
func (v *shiftedView) ReadAt(p []byte, at int64) (int, error) {
	n, err := v.r.ReadAt(p, at+v.off)
	const hdr = "%PDF-1.7\n"
	for i := 0; i < n; i++ {
		if pos := at + int64(i); pos < int64(len(hdr)) {
			p[i] = hdr[pos]
		} else {
			break
		}
	}
	return n, err
}

// errReadBudget is the panic of a budgetReader that ran out.
var errReadBudget = errors.New("the reader went over its read budget (a reference loop?)")

// budgetReader panics with errReadBudget once its budget of bytes is read:
// the library's loops have no other exit, and its callers (Open, Doc.Do)
// recover.
type budgetReader struct {
	r    io.ReaderAt
	left atomic.Int64
}

func (b *budgetReader) ReadAt(p []byte, off int64) (int, error) {
	if b.left.Add(-int64(len(p))) < 0 {
		panic(errReadBudget)
	}
	return b.r.ReadAt(p, off)
}

// hasEncrypt reports whether the file's tail names an /Encrypt dictionary.
func hasEncrypt(r io.ReaderAt, size int64) bool {
	const tail = 64 << 10
	start := max(size-tail, 0)
	buf := make([]byte, size-start)
	n, _ := r.ReadAt(buf, start)
	return bytes.Contains(buf[:n], []byte("/Encrypt"))
}
