package bolt

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// compactTxSize is how many bytes Compact copies per write transaction.
const compactTxSize = 64 << 20

// Compact rewrites the database of dataDir without its free pages: bbolt
// reuses freed pages but never gives them back to the file system, so a
// file that once grew (a flood of sessions since pruned) stays large until
// compacted. It needs the database to itself (store.ErrLocked while a
// server runs) and free space for the new copy, which is written beside
// the old one and renamed over it only once complete; on any failure the
// old file is untouched. It returns the file's size before and after.
func Compact(dataDir string) (before, after int64, err error) {
	path := filepath.Join(dataDir, FileName)
	st, err := os.Stat(path)
	if err != nil {
		return 0, 0, fmt.Errorf("no database in %s: %w", dataDir, err)
	}
	before = st.Size()
	// Opened for writing, so the lock is exclusive: no server can start on
	// the file while it is copied.
	src, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: 300 * time.Millisecond})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return before, 0, fmt.Errorf("%w (%s): stop the server before compacting", store.ErrLocked, path)
	}
	if err != nil {
		return before, 0, fmt.Errorf("open database %s: %w", path, err)
	}
	defer src.Close()
	tmp := path + ".compact"
	_ = os.Remove(tmp) // left by an interrupted run
	dst, err := bbolt.Open(tmp, 0o600, &bbolt.Options{NoSync: true})
	if err != nil {
		return before, 0, err
	}
	defer os.Remove(tmp) // a no-op after the rename
	err = bbolt.Compact(dst, src, compactTxSize)
	if err == nil {
		err = dst.Sync()
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return before, 0, fmt.Errorf("compact %s: %w", path, err)
	}
	if st, err = os.Stat(tmp); err != nil {
		return before, 0, err
	}
	after = st.Size()
	// Renamed while the old file is still locked, so nothing writes to it
	// in between.
	if err := os.Rename(tmp, path); err != nil {
		return before, 0, err
	}
	if d, err := os.Open(dataDir); err == nil {
		_ = d.Sync() // make the rename durable
		d.Close()
	}
	return before, after, nil
}
