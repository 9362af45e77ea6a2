package blob

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"time"
)

// TempDir is a driver's local directory of temporary files (uploads being
// hashed, spooled copies). Drivers embed it for Spool and SweepTemp.
type TempDir string

// NewTempDir creates dir and returns it as a TempDir.
func NewTempDir(dir string) (TempDir, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	return TempDir(dir), nil
}

// Spool copies at most max bytes of r into a new temporary file in the
// directory (see Store.Spool).
func (d TempDir) Spool(r io.Reader, max int64) (*TempFile, error) { return spool(string(d), r, max) }

// SpoolHashed is Spool that also hashes the bytes on the way: how a driver
// learns an upload's name before it stores it. The file is synced, so what
// is renamed or uploaded from it is what was received.
func (d TempDir) SpoolHashed(r io.Reader, max int64) (*TempFile, Ref, error) {
	h := sha256.New()
	tf, err := spool(string(d), io.TeeReader(r, h), max)
	if err != nil {
		return nil, Ref{}, err
	}
	if err := tf.Sync(); err != nil {
		tf.Remove()
		return nil, Ref{}, err
	}
	return tf, Ref{SHA256: hex.EncodeToString(h.Sum(nil)), Size: tf.Size}, nil
}

// SweepTemp removes the temporary files older than grace and returns how
// many it removed.
func (d TempDir) SweepTemp(grace time.Duration) (int, error) {
	entries, err := os.ReadDir(string(d))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range entries {
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) >= grace {
			if os.Remove(filepath.Join(string(d), e.Name())) == nil {
				n++
			}
		}
	}
	return n, nil
}

// Spool copies at most max bytes of r into a new temporary file in the
// system's temporary directory (for the command line; the server spools
// with Store.Spool, on the data disk).
func Spool(r io.Reader, max int64) (*TempFile, error) { return spool("", r, max) }

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
