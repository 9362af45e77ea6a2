package media

import (
	"errors"
	"io"
	"sync"
)

// window reads small, bounded slices of an io.ReaderAt through a single
// cached block, so walking the headers of a file costs few system calls
// and never allocates from a length taken from the file.
type window struct {
	r      io.ReaderAt
	size   int64
	buf    []byte  // cached bytes starting at off
	pooled *[]byte // the pool's block buf is in, given back by release
	off    int64
}

// firstBlock is the size of a window's first read: the headers of most
// images and of a fast-start MP4's first boxes fit in it. Later reads
// (past a large EXIF block, or at a trailing moov) take blockSize.
const (
	firstBlock = 4 << 10
	blockSize  = 16 << 10
)

func newWindow(r io.ReaderAt, size int64) *window {
	return &window{r: r, size: size}
}

// windowBuffers recycles windows' blocks: a run over thousands of files
// otherwise allocates (and the kernel zeroes and maps) a fresh block for
// every file.
var windowBuffers = sync.Pool{New: func() any { b := make([]byte, 0, blockSize); return &b }}

// release returns the window's block to the pool. Slices returned by at
// are invalid afterwards; nothing read through the window may keep them.
func (w *window) release() {
	if w.pooled != nil {
		windowBuffers.Put(w.pooled)
		w.pooled = nil
	}
	w.buf = nil
}

// errShort is returned when a read runs past the end of the file.
var errShort = errors.New("unexpected end of file")

// at returns n bytes at off, valid until the next call. n must be at most
// blockSize; reads past the end of the file return errShort.
func (w *window) at(off int64, n int) ([]byte, error) {
	if off < 0 || n < 0 || n > blockSize || off > w.size || int64(n) > w.size-off {
		return nil, errShort
	}
	if off >= w.off && off+int64(n) <= w.off+int64(len(w.buf)) {
		s := off - w.off
		return w.buf[s : s+int64(n)], nil
	}
	want := int64(blockSize)
	if w.buf == nil && n <= firstBlock {
		want = firstBlock
	}
	if rest := w.size - off; rest < want {
		want = rest
	}
	if w.pooled == nil {
		w.pooled = windowBuffers.Get().(*[]byte)
		w.buf = *w.pooled
	}
	w.buf = w.buf[:want]
	m, err := w.r.ReadAt(w.buf, off)
	if m < n {
		w.buf = w.buf[:0]
		if err == nil || err == io.EOF {
			err = errShort
		}
		return nil, err
	}
	w.buf = w.buf[:m]
	w.off = off
	return w.buf[:n], nil
}

// byteAt returns one byte at off.
func (w *window) byteAt(off int64) (byte, error) {
	b, err := w.at(off, 1)
	if err != nil {
		return 0, err
	}
	return b[0], nil
}
