// Package blob stores asset bytes on disk, content-addressed by SHA-256:
// {root}/sha256/ab/cdef…. A blob is written to a temporary file, hashed on
// the way, and renamed into place, so a failed or oversized upload leaves
// nothing behind and readers never see a partial blob.
package blob

import (
	"crypto/sha256"
	"encoding/hex"
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

// ErrTooLarge is returned by Put when the content exceeds the limit.
var ErrTooLarge = errors.New("content exceeds the size limit")

// ErrNotFound is returned for a blob that is not stored.
var ErrNotFound = errors.New("blob not found")

// Store is a directory of content-addressed blobs.
type Store struct {
	root string

	mu       sync.Mutex
	paused   int      // Pause calls not yet resumed
	deferred []string // deletions asked for while paused
}

// Ref names a stored blob.
type Ref struct {
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
}

// Open returns the store rooted at dir, creating it.
func Open(dir string) (*Store, error) {
	for _, d := range []string{filepath.Join(dir, "sha256"), filepath.Join(dir, "tmp")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, fmt.Errorf("create blob directory: %w", err)
		}
	}
	return &Store{root: dir}, nil
}

// path returns where the blob with the hex digest lives. Digests are
// validated so a crafted one cannot walk out of the store.
func (s *Store) path(sum string) (string, error) {
	if len(sum) != 64 {
		return "", ErrNotFound
	}
	if _, err := hex.DecodeString(sum); err != nil {
		return "", ErrNotFound
	}
	return filepath.Join(s.root, "sha256", sum[:2], sum[2:]), nil
}

// Put stores what r yields, up to max bytes (ErrTooLarge beyond). Storing
// bytes that are already stored is a no-op that returns the same Ref.
func (s *Store) Put(r io.Reader, max int64) (Ref, error) {
	tmp, err := os.CreateTemp(filepath.Join(s.root, "tmp"), "upload-*")
	if err != nil {
		return Ref{}, err
	}
	defer os.Remove(tmp.Name()) // a no-op after the rename
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(tmp, h), io.LimitReader(r, max+1))
	if err == nil && n > max {
		err = ErrTooLarge
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return Ref{}, err
	}
	ref := Ref{SHA256: hex.EncodeToString(h.Sum(nil)), Size: n}
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
func (s *Store) Open(sum string) (*os.File, error) {
	p, err := s.path(sum)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNotFound
	}
	return f, err
}

// Path returns the file path of a stored blob, for tools that read files.
func (s *Store) Path(sum string) (string, error) {
	p, err := s.path(sum)
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(p); err != nil {
		return "", ErrNotFound
	}
	return p, nil
}

// Pause defers deletions until resume is called: a backup copying the
// blobs of a database snapshot must find every one of them, even those
// whose records are deleted meanwhile. Deletions asked for while paused
// happen on resume.
func (s *Store) Pause() (resume func()) {
	s.mu.Lock()
	s.paused++
	s.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			s.paused--
			var due []string
			if s.paused == 0 {
				due, s.deferred = s.deferred, nil
			}
			s.mu.Unlock()
			for _, sum := range due {
				_ = s.remove(sum)
			}
		})
	}
}

// Delete removes a blob; removing a missing blob is not an error. Callers
// delete only blobs no record references any more. While the store is
// paused the deletion waits for resume.
func (s *Store) Delete(sum string) error {
	s.mu.Lock()
	if s.paused > 0 {
		s.deferred = append(s.deferred, sum)
		s.mu.Unlock()
		return nil
	}
	s.mu.Unlock()
	return s.remove(sum)
}

func (s *Store) remove(sum string) error {
	p, err := s.path(sum)
	if err != nil {
		return nil
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// Spool copies at most max bytes of r into a new temporary file in the
// system's temporary directory (for the command line; the server spools
// with Store.Spool).
func Spool(r io.Reader, max int64) (*TempFile, error) { return spool("", r, max) }

// Spool copies at most max bytes of r into a new temporary file under the
// store's tmp directory, on the data disk, where SweepTemp finds it after a
// crash.
func (s *Store) Spool(r io.Reader, max int64) (*TempFile, error) {
	return spool(filepath.Join(s.root, "tmp"), r, max)
}

// spool copies at most max bytes of r into a new temporary file in dir,
// for readers that need random access (zip, PDF, workbook parsers). The
// caller closes and removes the file (see TempFile.Remove). More than max
// bytes give ErrTooLarge and leave no file.
func spool(dir string, r io.Reader, max int64) (*TempFile, error) {
	f, err := os.CreateTemp(dir, "pharmaops-spool-*")
	if err != nil {
		return nil, err
	}
	n, err := io.Copy(f, io.LimitReader(r, max+1))
	if err == nil && n > max {
		err = ErrTooLarge
	}
	if err != nil {
		f.Close()
		os.Remove(f.Name())
		return nil, err
	}
	return &TempFile{File: f, Size: n}, nil
}

// TempFile is a spooled temporary file and its size.
type TempFile struct {
	*os.File
	Size int64
}

// Remove closes and deletes the temporary file.
func (t *TempFile) Remove() {
	t.Close()
	os.Remove(t.Name())
}

// SweepTemp removes the temporary upload and spool files older than
// grace: what uploads in flight left behind when the process died. It
// returns how many it removed.
func (s *Store) SweepTemp(grace time.Duration) (int, error) {
	dir := filepath.Join(s.root, "tmp")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) >= grace {
			if os.Remove(filepath.Join(dir, e.Name())) == nil {
				n++
			}
		}
	}
	return n, nil
}

// Walk calls fn with the digest, size and modification time of every
// stored blob.
func (s *Store) Walk(fn func(sum string, size int64, mod time.Time) error) error {
	root := filepath.Join(s.root, "sha256")
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		sum := strings.ReplaceAll(filepath.ToSlash(rel), "/", "")
		if _, err := s.path(sum); err != nil {
			return nil // not a blob
		}
		info, err := d.Info()
		if err != nil {
			return nil // removed meanwhile
		}
		return fn(sum, info.Size(), info.ModTime())
	})
}

// Import stores what r yields under its digest, which must be sum: the
// restore of a backup. A mismatch stores nothing and fails.
func (s *Store) Import(sum string, r io.Reader) (Ref, error) {
	if _, err := s.path(sum); err != nil {
		return Ref{}, fmt.Errorf("invalid blob name %q", sum)
	}
	ref, err := s.Put(r, 1<<62)
	if err != nil {
		return ref, err
	}
	if ref.SHA256 != sum {
		_ = s.remove(ref.SHA256)
		return ref, fmt.Errorf("blob %s holds bytes whose SHA-256 is %s", sum, ref.SHA256)
	}
	return ref, nil
}
