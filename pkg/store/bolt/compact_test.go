package bolt_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

func TestCompactShrinksAndKeepsRecords(t *testing.T) {
	dir := t.TempDir()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// Grow the file with sessions, then delete all but one.
	var keep string
	for i := range 800 {
		s := store.Session{TokenHash: store.NewID(), UserID: "u1", CreatedAt: time.Now(), ExpiresAt: time.Now().Add(time.Hour)}
		if i == 0 {
			keep = s.TokenHash
		} else {
			s.ExpiresAt = time.Now().Add(-time.Hour)
		}
		if err := st.PutSession(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.DeleteExpiredSessions(ctx, time.Now()); err != nil {
		t.Fatal(err)
	}
	// While the store is open, compaction is refused.
	if _, _, err := bolt.Compact(dir); !errors.Is(err, store.ErrLocked) {
		t.Fatalf("compact of an open database: %v, want ErrLocked", err)
	}
	st.Close()

	before, after, err := bolt.Compact(dir)
	if err != nil {
		t.Fatal(err)
	}
	if after >= before/2 {
		t.Fatalf("compacted %d -> %d bytes, want less than half", before, after)
	}
	if fi, _ := os.Stat(filepath.Join(dir, bolt.FileName)); fi.Size() != after {
		t.Fatalf("file is %d bytes, Compact said %d", fi.Size(), after)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, "*.compact")); len(left) > 0 {
		t.Fatalf("left %v", left)
	}
	st, err = bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := st.GetSession(ctx, keep); err != nil {
		t.Fatalf("the live session is gone after compaction: %v", err)
	}
}
