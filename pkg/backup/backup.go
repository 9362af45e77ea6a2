// Package backup writes and restores pharmaops backups: one tar archive
// holding a consistent database snapshot, every blob that snapshot
// references, and, only when asked, the secret key that opens the stored
// credentials.
//
// The archive's entries, in order:
//
//	pharmaops.db                 the database snapshot (one read transaction)
//	manifest.json                what the archive holds, with every SHA-256
//	blobs/sha256/ab/cdef…        each referenced blob, named by its SHA-256
//	secret.key                   only with IncludeSecretKey
//
// Reading an archive (Verify, Restore) re-computes every hash, so a
// truncated or altered archive is refused rather than half-restored.
package backup

import (
	"archive/tar"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/internal/fsync"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// FormatVersion is the archive format this build writes.
const FormatVersion = 1

// Entry names inside the archive.
const (
	entryDatabase  = bolt.FileName
	entryManifest  = "manifest.json"
	entryBlobDir   = "blobs/sha256/"
	entrySecretKey = secrets.KeyFileName
)

// Manifest says what an archive holds.
type Manifest struct {
	Format    int       `json:"format"`
	CreatedAt time.Time `json:"createdAt"`
	Database  File      `json:"database"`
	Blobs     []File    `json:"blobs"`
	SecretKey bool      `json:"secretKey"`
}

// File is one file of the archive: its SHA-256 and size.
type File struct {
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
}

// Bytes is the total size of the database and blobs.
func (m Manifest) Bytes() int64 {
	n := m.Database.Size
	for _, b := range m.Blobs {
		n += b.Size
	}
	return n
}

// Snapshotter gives a consistent database copy and the blobs it references
// (bolt.Store.Snapshot).
type Snapshotter interface {
	Snapshot(ctx context.Context, fn func(size int64, db io.WriterTo, blobs []string) error) error
}

// Source is what a backup reads.
type Source struct {
	Store Snapshotter
	Blobs blob.Store
	// SecretKeyFile is the path of secret.key, written into the archive
	// only when IncludeSecretKey is set.
	SecretKeyFile    string
	IncludeSecretKey bool
}

// ErrMissingBlob is returned when a referenced blob is not on disk.
var ErrMissingBlob = errors.New("a referenced blob is missing from the data directory")

// Write writes a backup archive of src to w. Blob deletions are paused
// from the snapshot until the last blob is copied, so every blob the
// snapshot references is still there to copy while the server keeps
// working.
func Write(ctx context.Context, w io.Writer, src Source) (Manifest, error) {
	resume := src.Blobs.Pause()
	defer resume()
	tw := tar.NewWriter(w)
	m := Manifest{Format: FormatVersion, CreatedAt: time.Now().UTC(), SecretKey: src.IncludeSecretKey}
	var sums []string
	err := src.Store.Snapshot(ctx, func(size int64, db io.WriterTo, blobs []string) error {
		sums = blobs
		if err := tw.WriteHeader(fileHeader(entryDatabase, size, m.CreatedAt)); err != nil {
			return err
		}
		h := sha256.New()
		n, err := db.WriteTo(io.MultiWriter(tw, h))
		m.Database = File{SHA256: hex.EncodeToString(h.Sum(nil)), Size: n}
		return err
	})
	if err != nil {
		return m, fmt.Errorf("database snapshot: %w", err)
	}
	for _, sum := range sums {
		o, err := src.Blobs.Open(ctx, sum)
		if err != nil {
			return m, fmt.Errorf("%w: %s", ErrMissingBlob, sum)
		}
		m.Blobs = append(m.Blobs, File{SHA256: sum, Size: o.Size()})
		o.Close()
	}
	raw, _ := json.MarshalIndent(m, "", "  ")
	if err := writeEntry(tw, entryManifest, raw, m.CreatedAt); err != nil {
		return m, err
	}
	for _, b := range m.Blobs {
		if err := ctx.Err(); err != nil {
			return m, err
		}
		if err := copyBlob(ctx, tw, src.Blobs, b, m.CreatedAt); err != nil {
			return m, err
		}
	}
	if src.IncludeSecretKey {
		key, err := os.ReadFile(src.SecretKeyFile)
		if err != nil {
			return m, fmt.Errorf("read the secret key: %w", err)
		}
		if err := writeEntry(tw, entrySecretKey, key, m.CreatedAt); err != nil {
			return m, err
		}
	}
	return m, tw.Close()
}

func fileHeader(name string, size int64, at time.Time) *tar.Header {
	return &tar.Header{Name: name, Mode: 0o600, Size: size, ModTime: at, Typeflag: tar.TypeReg, Format: tar.FormatPAX}
}

func writeEntry(tw *tar.Writer, name string, data []byte, at time.Time) error {
	if err := tw.WriteHeader(fileHeader(name, int64(len(data)), at)); err != nil {
		return err
	}
	_, err := tw.Write(data)
	return err
}

func copyBlob(ctx context.Context, tw *tar.Writer, blobs blob.Store, b File, at time.Time) error {
	f, err := blobs.Open(ctx, b.SHA256)
	if err != nil {
		return fmt.Errorf("%w: %s", ErrMissingBlob, b.SHA256)
	}
	defer f.Close()
	if err := tw.WriteHeader(fileHeader(entryBlobDir+b.SHA256[:2]+"/"+b.SHA256[2:], b.Size, at)); err != nil {
		return err
	}
	h := sha256.New()
	if _, err := io.CopyN(io.MultiWriter(tw, h), f, b.Size); err != nil {
		return fmt.Errorf("copy blob %s: %w", b.SHA256, err)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != b.SHA256 {
		return fmt.Errorf("blob %s on disk is damaged (its SHA-256 is %s)", b.SHA256, got)
	}
	return nil
}

// sink receives the files of an archive as Read checks them.
type sink interface {
	database(r io.Reader) error
	blob(sum string, r io.Reader) error
	secretKey(data []byte) error
}

// read walks an archive, hands each file to s and checks it against the
// manifest: every hash, every size, nothing missing, nothing extra.
func read(r io.Reader, s sink) (Manifest, error) {
	tr := tar.NewReader(r)
	var m Manifest
	var haveDB, haveManifest, haveKey bool
	var dbFile File
	blobsSeen := map[string]bool{}
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return m, fmt.Errorf("not a readable pharmaops backup: %w", err)
		}
		if hdr.Typeflag != tar.TypeReg {
			return m, fmt.Errorf("unexpected entry %q in the backup", hdr.Name)
		}
		switch name := path.Clean(hdr.Name); {
		case name == entryDatabase && !haveDB:
			h := sha256.New()
			cr := &countingReader{r: io.TeeReader(tr, h)}
			if err := s.database(cr); err != nil {
				return m, err
			}
			haveDB, dbFile = true, File{SHA256: hex.EncodeToString(h.Sum(nil)), Size: cr.n}
		case name == entryManifest && haveDB && !haveManifest:
			if err := json.NewDecoder(io.LimitReader(tr, 64<<20)).Decode(&m); err != nil {
				return m, fmt.Errorf("backup manifest: %w", err)
			}
			if m.Format != FormatVersion {
				return m, fmt.Errorf("backup format %d is not supported by this pharmaops (%d)", m.Format, FormatVersion)
			}
			if m.Database != dbFile {
				return m, errors.New("the database in the backup does not match its manifest (damaged archive)")
			}
			haveManifest = true
		case strings.HasPrefix(name, entryBlobDir) && haveManifest:
			sum := strings.ReplaceAll(strings.TrimPrefix(name, entryBlobDir), "/", "")
			if blobsSeen[sum] {
				return m, fmt.Errorf("blob %s appears twice in the backup", sum)
			}
			blobsSeen[sum] = true
			if err := s.blob(sum, tr); err != nil {
				return m, err
			}
		case name == entrySecretKey && haveManifest && m.SecretKey && !haveKey:
			key, err := io.ReadAll(io.LimitReader(tr, 1024))
			if err != nil {
				return m, err
			}
			if err := s.secretKey(key); err != nil {
				return m, err
			}
			haveKey = true
		default:
			return m, fmt.Errorf("unexpected entry %q in the backup", hdr.Name)
		}
	}
	if !haveDB || !haveManifest {
		return m, errors.New("the backup is incomplete: database or manifest missing")
	}
	for _, b := range m.Blobs {
		if !blobsSeen[b.SHA256] {
			return m, fmt.Errorf("the backup is incomplete: blob %s is missing", b.SHA256)
		}
	}
	if len(blobsSeen) != len(m.Blobs) {
		return m, errors.New("the backup holds blobs its manifest does not list")
	}
	if m.SecretKey && !haveKey {
		return m, errors.New("the backup is incomplete: secret.key is missing")
	}
	return m, nil
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// verifier checks an archive without keeping it: blobs are hashed, the
// database is written to a scratch directory and opened.
type verifier struct {
	scratch string
	blobs   map[string]bool
}

func (v *verifier) database(r io.Reader) error {
	return writeDatabase(v.scratch, r)
}

func (v *verifier) blob(sum string, r io.Reader) error {
	h := sha256.New()
	if _, err := io.Copy(h, r); err != nil {
		return err
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != sum {
		return fmt.Errorf("blob %s in the backup is damaged (its SHA-256 is %s)", sum, got)
	}
	v.blobs[sum] = true
	return nil
}

func (v *verifier) secretKey(data []byte) error {
	_, err := secrets.New(data)
	return err
}

// Verify reads a whole archive and checks it: every blob's hash, the
// database against the manifest, the database opens, and every blob it
// references is in the archive. scratchDir holds a temporary copy of the
// database (use the target's directory, not /tmp, for large databases).
func Verify(r io.Reader, scratchDir string) (Manifest, error) {
	dir, err := os.MkdirTemp(scratchDir, ".pharmaops-verify-*")
	if err != nil {
		return Manifest{}, err
	}
	defer os.RemoveAll(dir)
	v := &verifier{scratch: dir, blobs: map[string]bool{}}
	m, err := read(r, v)
	if err != nil {
		return m, err
	}
	return m, checkDatabase(dir, v.blobs)
}

// writeDatabase writes the database file into dir, fsynced.
func writeDatabase(dir string, r io.Reader) error {
	f, err := os.OpenFile(filepath.Join(dir, bolt.FileName), os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// checkDatabase opens the database in dir and checks that every blob it
// references is among blobs.
func checkDatabase(dir string, blobs map[string]bool) error {
	st, err := bolt.Open(dir, bolt.Options{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("the database in the backup does not open: %w", err)
	}
	defer st.Close()
	if err := st.Health(context.Background()); err != nil {
		return fmt.Errorf("the database in the backup is damaged: %w", err)
	}
	refs, err := st.ReferencedBlobs(context.Background())
	if err != nil {
		return err
	}
	for _, sum := range refs {
		if !blobs[sum] {
			return fmt.Errorf("the database references blob %s, which the backup does not hold", sum)
		}
	}
	return nil
}

// restorer writes an archive's files into a data directory.
type restorer struct {
	dataDir string
	blobs   blob.Store
	have    map[string]bool
}

func (r *restorer) database(src io.Reader) error { return writeDatabase(r.dataDir, src) }

func (r *restorer) blob(sum string, src io.Reader) error {
	if _, err := blob.Import(context.Background(), r.blobs, sum, src); err != nil {
		return fmt.Errorf("blob %s in the backup is damaged: %w", sum, err)
	}
	r.have[sum] = true
	return nil
}

func (r *restorer) secretKey(data []byte) error {
	if _, err := secrets.New(data); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(r.dataDir, secrets.KeyFileName), data, 0o600)
}

// ErrNotEmpty is returned by Restore for a data directory that holds files.
var ErrNotEmpty = errors.New("the data directory is not empty")

// Restore restores an archive into dataDir, which must be empty or not
// exist. Every blob is checked against its hash as it is written and the
// database must open and find all its blobs; on any failure what was
// written is removed again.
func Restore(r io.Reader, dataDir string) (Manifest, error) {
	return RestoreInto(r, dataDir, nil)
}

// RestoreInto is Restore with the files going to the blob store openBlobs
// returns (an S3 bucket), called once the data directory is checked empty;
// nil means blobs/ in the data directory. On failure the files already
// stored in such a store stay until its sweep of unreferenced files.
func RestoreInto(r io.Reader, dataDir string, openBlobs func() (blob.Store, error)) (Manifest, error) {
	if entries, err := os.ReadDir(dataDir); err == nil && len(entries) > 0 {
		return Manifest{}, fmt.Errorf("%w: %s", ErrNotEmpty, dataDir)
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return Manifest{}, err
	}
	if openBlobs == nil {
		openBlobs = func() (blob.Store, error) { return blob.Open(filepath.Join(dataDir, "blobs")) }
	}
	m, err := restore(r, dataDir, openBlobs)
	if err != nil {
		cleanDir(dataDir)
		return m, err
	}
	return m, nil
}

func restore(r io.Reader, dataDir string, openBlobs func() (blob.Store, error)) (Manifest, error) {
	blobs, err := openBlobs()
	if err != nil {
		return Manifest{}, err
	}
	rs := &restorer{dataDir: dataDir, blobs: blobs, have: map[string]bool{}}
	m, err := read(r, rs)
	if err != nil {
		return m, err
	}
	if err := checkDatabase(dataDir, rs.have); err != nil {
		return m, err
	}
	return m, fsync.Dir(dataDir)
}

// cleanDir empties dir after a failed restore (it was empty before).
func cleanDir(dir string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		os.RemoveAll(filepath.Join(dir, e.Name()))
	}
}
