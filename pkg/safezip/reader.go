// Package safezip reads zip archives from untrusted uploads (HTML5 banner
// zips, DOCX/XLSX files) with hard limits: entry count, total and per-file
// uncompressed size, compression ratio, and no absolute or ".." paths.
// Every read is bounded by the real number of bytes produced, not by what
// the (possibly lying) headers declare.
package safezip

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// File describes one entry of the archive as its central directory
// declares it.
type File struct {
	// Name is the entry path with forward slashes; folders end in "/".
	Name string
	// Size is the declared uncompressed size in bytes.
	Size int64
	// CompressedSize is the declared compressed size in bytes.
	CompressedSize int64
	// IsDir reports whether the entry is a folder.
	IsDir bool
	// Modified is the entry's modification time (zero when absent).
	Modified time.Time
}

// Reader is an opened, validated zip archive. It is safe for concurrent
// use by several goroutines.
type Reader struct {
	limits Limits
	files  []File
	index  map[string]int // cleaned name → position in files and zfiles
	zfiles []*zip.File
	total  int64
}

// Open validates the archive held by r (size bytes) against l and returns a
// Reader. It reads only the central directory; entries are decompressed
// by ReadFile or OpenFile. Zero fields of l take DefaultLimits' values.
func Open(r io.ReaderAt, size int64, l Limits) (*Reader, error) {
	l = l.withDefaults()
	if r == nil || size <= 0 {
		return nil, fmt.Errorf("%w: empty input", ErrNotZip)
	}
	if n, ok := declaredEntries(r, size); ok && n > uint64(l.MaxEntries) {
		return nil, fmt.Errorf("%w: %d entries, limit %d", ErrTooManyEntries, n, l.MaxEntries)
	}
	zr, err := zip.NewReader(r, size)
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return nil, fmt.Errorf("%w: %v", ErrNotZip, err)
	}
	if len(zr.File) > l.MaxEntries {
		return nil, fmt.Errorf("%w: %d entries, limit %d", ErrTooManyEntries, len(zr.File), l.MaxEntries)
	}
	out := &Reader{limits: l, files: make([]File, 0, len(zr.File)), index: make(map[string]int, len(zr.File))}
	for _, f := range zr.File {
		if err := checkPath(f.Name); err != nil {
			return nil, err
		}
		name := cleanName(f.Name)
		if _, dup := out.index[name]; dup {
			return nil, fmt.Errorf("%w: duplicate entry %q", ErrUnsafePath, f.Name)
		}
		const maxInt64 = 1<<63 - 1
		if f.UncompressedSize64 > maxInt64 || f.CompressedSize64 > maxInt64 {
			return nil, fmt.Errorf("%w: entry %q declares an impossible size", ErrTooLarge, f.Name)
		}
		usize, csize := int64(f.UncompressedSize64), int64(f.CompressedSize64)
		if err := checkRatio(name, usize, csize, l); err != nil {
			return nil, err
		}
		out.total += usize
		if out.total > l.MaxTotalSize || out.total < 0 {
			return nil, fmt.Errorf("%w: more than %d bytes uncompressed in total", ErrTooLarge, l.MaxTotalSize)
		}
		out.index[name] = len(out.files)
		out.zfiles = append(out.zfiles, f)
		out.files = append(out.files, File{
			Name:           name,
			Size:           usize,
			CompressedSize: csize,
			IsDir:          strings.HasSuffix(name, "/"),
			Modified:       f.Modified,
		})
	}
	return out, nil
}

// checkRatio rejects an entry whose declared sizes say it expands more
// than l.MaxRatio times (only for entries above l.RatioFloor bytes).
func checkRatio(name string, usize, csize int64, l Limits) error {
	if usize <= l.RatioFloor {
		return nil
	}
	if csize <= 0 || usize/csize >= l.MaxRatio {
		return fmt.Errorf("%w: %q expands %d compressed bytes to %d (limit %d:1)", ErrRatio, name, csize, usize, l.MaxRatio)
	}
	return nil
}

// Files lists the archive's entries (files and folders) in central
// directory order. The slice is a copy.
func (z *Reader) Files() []File {
	return append([]File(nil), z.files...)
}

// TotalSize is the sum of the entries' declared uncompressed sizes.
func (z *Reader) TotalSize() int64 { return z.total }

// Stat returns the entry called name ("./" prefixes and backslashes are
// tolerated).
func (z *Reader) Stat(name string) (File, bool) {
	i, ok := z.index[cleanName(name)]
	if !ok {
		return File{}, false
	}
	return z.files[i], true
}

// OpenFile opens the entry called name for streaming. At most max bytes
// (capped by Limits.MaxFileSize; max <= 0 means that cap) can be read:
// reading past the bound, past the declared size or past the ratio limit
// returns an error wrapping ErrTooLarge or ErrRatio.
func (z *Reader) OpenFile(name string, max int64) (io.ReadCloser, error) {
	i, ok := z.index[cleanName(name)]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrNotFound, name)
	}
	f := z.zfiles[i]
	if strings.HasSuffix(f.Name, "/") {
		return nil, fmt.Errorf("%q is a folder", name)
	}
	if f.Flags&0x1 != 0 {
		return nil, fmt.Errorf("zip entry %q is encrypted", name)
	}
	if max <= 0 || max > z.limits.MaxFileSize {
		max = z.limits.MaxFileSize
	}
	usize, csize := int64(f.UncompressedSize64), int64(f.CompressedSize64)
	if usize > max {
		return nil, fmt.Errorf("%w: %q is %d bytes uncompressed, limit %d", ErrTooLarge, name, usize, max)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("open %q in zip: %w", name, err)
	}
	// The real output may not exceed the declared size (archive/zip also
	// enforces this) nor the ratio limit, whatever the headers claim.
	limit := usize
	if r := csize*z.limits.MaxRatio + z.limits.RatioFloor; r < limit && r > 0 {
		limit = r
	}
	return &boundedReader{rc: rc, name: name, left: limit}, nil
}

// ReadFile returns the uncompressed content of the entry called name,
// bounded like OpenFile.
func (z *Reader) ReadFile(name string, max int64) ([]byte, error) {
	rc, err := z.OpenFile(name, max)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	var buf bytes.Buffer
	buf.Grow(int(z.files[z.index[cleanName(name)]].Size)) // bounded by OpenFile's checks
	if _, err := io.Copy(&buf, rc); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// boundedReader stops a decompressor that produces more than left bytes.
type boundedReader struct {
	rc   io.ReadCloser
	name string
	left int64
}

// Read reads at most the remaining bound; once it is used up, one more
// byte from the entry means the entry lied about its size.
func (b *boundedReader) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// Probe for one more byte: if there is one, the entry lied.
		var one [1]byte
		n, err := b.rc.Read(one[:])
		if n > 0 {
			return 0, fmt.Errorf("%w: %q produces more bytes than its header declares", ErrTooLarge, b.name)
		}
		if err == nil {
			err = io.EOF
		}
		return 0, wrapRead(b.name, err)
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, wrapRead(b.name, err)
}

// Close closes the entry's decompressor.
func (b *boundedReader) Close() error { return b.rc.Close() }

// wrapRead names the entry in decompression errors; io.EOF passes as is.
func wrapRead(name string, err error) error {
	if err == nil || err == io.EOF {
		return err
	}
	return fmt.Errorf("read %q in zip: %w", name, err)
}
