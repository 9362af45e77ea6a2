package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/internal/fsync"
)

// Disk is a directory of content-addressed blobs: {root}/sha256/ab/cdef….
// A blob is written to a temporary file, hashed on the way, and renamed
// into place, so a failed or oversized upload leaves nothing behind and
// readers never see a partial blob.
type Disk struct {
	root string
	TempDir
	Deferred
}

var _ Store = (*Disk)(nil)

// Open returns the disk store rooted at dir, creating it.
func Open(dir string) (*Disk, error) {
	if err := os.MkdirAll(filepath.Join(dir, "sha256"), 0o700); err != nil {
		return nil, fmt.Errorf("create blob directory: %w", err)
	}
	tmp, err := NewTempDir(filepath.Join(dir, "tmp"))
	if err != nil {
		return nil, fmt.Errorf("create blob directory: %w", err)
	}
	d := &Disk{root: dir, TempDir: tmp}
	d.Deferred.Remove = d.remove
	return d, nil
}

// path returns where the blob with the hex digest lives.
func (s *Disk) path(sum string) (string, error) {
	if !ValidSum(sum) {
		return "", ErrNotFound
	}
	return filepath.Join(s.root, "sha256", sum[:2], sum[2:]), nil
}

// Put stores what r yields, up to max bytes (see Store.Put).
func (s *Disk) Put(_ context.Context, r io.Reader, max int64) (Ref, error) {
	tmp, ref, err := s.SpoolHashed(r, max)
	if err != nil {
		return Ref{}, err
	}
	defer tmp.Remove() // a no-op after the rename
	tmp.Close()
	dst, _ := s.path(ref.SHA256)
	if _, err := os.Stat(dst); err == nil {
		// Already stored: freshen its time so a sweep of unreferenced blobs
		// does not take it before the new record that holds it commits.
		now := time.Now()
		_ = os.Chtimes(dst, now, now)
		return ref, nil
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return Ref{}, err
	}
	if err := os.Rename(tmp.Name(), dst); err != nil {
		return Ref{}, err
	}
	// The rename is durable once its directory is: an upload acknowledged
	// after Put survives a crash of the machine, not only of the process.
	return ref, fsync.Dir(filepath.Dir(dst))
}

// Open opens a stored blob for reading.
func (s *Disk) Open(_ context.Context, sum string) (Object, error) {
	p, err := s.path(sum)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	return diskObject{f, info.Size()}, nil
}

type diskObject struct {
	*os.File
	size int64
}

func (o diskObject) Size() int64 { return o.size }

// Local returns the blob's own file: nothing is copied and release does
// nothing.
func (s *Disk) Local(_ context.Context, sum string, _ int64) (string, func(), error) {
	p, err := s.path(sum)
	if err != nil {
		return "", nil, err
	}
	if _, err := os.Stat(p); err != nil {
		return "", nil, ErrNotFound
	}
	return p, func() {}, nil
}

// Delete removes a blob (see Store.Delete).
func (s *Disk) Delete(_ context.Context, sum string) error { return s.DeleteOrDefer(sum) }

func (s *Disk) remove(sum string) error {
	p, err := s.path(sum)
	if err != nil {
		return nil
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// Walk calls fn with the digest, size and modification time of every
// stored blob.
func (s *Disk) Walk(ctx context.Context, fn func(sum string, size int64, mod time.Time) error) error {
	root := filepath.Join(s.root, "sha256")
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		sum := strings.ReplaceAll(filepath.ToSlash(rel), "/", "")
		if !ValidSum(sum) {
			return nil // not a blob
		}
		info, err := d.Info()
		if err != nil {
			return nil // removed meanwhile
		}
		return fn(sum, info.Size(), info.ModTime())
	})
}

// Deferred defers deletions while a backup copies blobs (Store.Pause);
// the drivers embed it and set Remove, which deletes a blob at once.
type Deferred struct {
	Remove func(sum string) error

	mu       sync.Mutex
	paused   int      // Pause calls not yet resumed
	deferred []string // deletions asked for while paused
}

// Pause defers deletions until resume is called. Deletions asked for
// while paused happen on resume.
func (p *Deferred) Pause() (resume func()) {
	p.mu.Lock()
	p.paused++
	p.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			p.mu.Lock()
			p.paused--
			var due []string
			if p.paused == 0 {
				due, p.deferred = p.deferred, nil
			}
			p.mu.Unlock()
			for _, sum := range due {
				_ = p.Remove(sum)
			}
		})
	}
}

// DeleteOrDefer removes the blob now, or on resume while paused.
func (p *Deferred) DeleteOrDefer(sum string) error {
	p.mu.Lock()
	if p.paused > 0 {
		p.deferred = append(p.deferred, sum)
		p.mu.Unlock()
		return nil
	}
	p.mu.Unlock()
	return p.Remove(sum)
}
