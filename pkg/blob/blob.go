// Package blob stores asset bytes content-addressed by SHA-256, behind the
// Store interface: on the local disk (Disk, the default) or in an
// S3-compatible bucket (package blob/s3blob). A blob's name is the hex
// digest of its bytes; the same bytes are stored once.
package blob

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"time"
)

// ErrTooLarge is returned by Put when the content exceeds the limit.
var ErrTooLarge = errors.New("content exceeds the size limit")

// ErrNotFound is returned for a blob that is not stored.
var ErrNotFound = errors.New("blob not found")

// Ref names a stored blob.
type Ref struct {
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
}

// Store is where the bytes of assets, thumbnails and documents live. Every
// driver keeps a local temporary directory too: uploads are hashed there
// before they are stored, parsers that need random access read spooled
// copies from it, and SweepTemp clears what a crash left in it.
type Store interface {
	// Put stores what r yields, up to max bytes (ErrTooLarge beyond, and
	// nothing stored). Storing bytes that are already stored returns the
	// same Ref and makes the blob count as new for Walk's modification
	// time, so a sweep of unreferenced blobs does not take it before the
	// record that holds it commits.
	Put(ctx context.Context, r io.Reader, max int64) (Ref, error)
	// Open opens a stored blob for reading (ErrNotFound when missing).
	Open(ctx context.Context, sum string) (Object, error)
	// Local returns the path of a local file holding the blob, for tools
	// that read files (probes, text extraction, OCR), and a release
	// function the caller must call when done. A blob larger than max is
	// refused with ErrTooLarge when it has to be copied.
	Local(ctx context.Context, sum string, max int64) (path string, release func(), err error)
	// Delete removes a blob; removing a missing blob is not an error.
	// Callers delete only blobs no record references any more. While the
	// store is paused the deletion waits for resume.
	Delete(ctx context.Context, sum string) error
	// Walk calls fn with the digest, size and modification time of every
	// stored blob.
	Walk(ctx context.Context, fn func(sum string, size int64, mod time.Time) error) error
	// Pause defers this process's deletions until resume is called: a
	// backup copying the blobs of a database snapshot must find every one
	// of them, even those whose records are deleted meanwhile.
	Pause() (resume func())
	// Spool copies at most max bytes of r into a new file in the local
	// temporary directory, where SweepTemp finds it after a crash.
	Spool(r io.Reader, max int64) (*TempFile, error)
	// SweepTemp removes the local temporary files older than grace: what
	// uploads in flight left behind when the process died.
	SweepTemp(grace time.Duration) (int, error)
}

// Object is an open blob: readable in sequence or at any offset, as
// http.ServeContent and the media probes need.
type Object interface {
	io.Reader
	io.ReaderAt
	io.Seeker
	io.Closer
	// Size is the blob's length in bytes.
	Size() int64
}

// ValidSum reports whether sum is a hex SHA-256 digest: only such names
// are looked up, so a crafted one cannot walk out of a store.
func ValidSum(sum string) bool {
	if len(sum) != 64 {
		return false
	}
	_, err := hex.DecodeString(sum)
	return err == nil
}

// Import stores what r yields under its digest, which must be sum (the
// restore of a backup, a migration). A mismatch stores nothing and fails.
func Import(ctx context.Context, s Store, sum string, r io.Reader) (Ref, error) {
	if !ValidSum(sum) {
		return Ref{}, fmt.Errorf("invalid blob name %q", sum)
	}
	ref, err := s.Put(ctx, r, 1<<62)
	if err != nil {
		return ref, err
	}
	if ref.SHA256 != sum {
		_ = s.Delete(ctx, ref.SHA256)
		return ref, fmt.Errorf("blob %s holds bytes whose SHA-256 is %s", sum, ref.SHA256)
	}
	return ref, nil
}
