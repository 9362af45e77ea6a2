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
	"os"
	"path/filepath"
)

// ErrTooLarge is returned by Put when the content exceeds the limit.
var ErrTooLarge = errors.New("content exceeds the size limit")

// ErrNotFound is returned for a blob that is not stored.
var ErrNotFound = errors.New("blob not found")

// Store is a directory of content-addressed blobs.
type Store struct {
	root string
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
		return ref, nil
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return Ref{}, err
	}
	if err := os.Rename(tmp.Name(), dst); err != nil {
		return Ref{}, err
	}
	return ref, nil
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

// Delete removes a blob; removing a missing blob is not an error. Callers
// delete only blobs no record references any more.
func (s *Store) Delete(sum string) error {
	p, err := s.path(sum)
	if err != nil {
		return nil
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// Spool copies at most max bytes of r into a new temporary file, for
// readers that need random access (zip, PDF, workbook parsers). The caller
// closes and removes the file (see TempFile.Remove). More than max bytes
// give ErrTooLarge and leave no file.
func Spool(r io.Reader, max int64) (*TempFile, error) {
	f, err := os.CreateTemp("", "pharmaops-spool-*")
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
