package bolt_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

func open(t *testing.T, dir string) *bolt.Store {
	t.Helper()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestSecondOpenFailsWithLockError(t *testing.T) {
	dir := t.TempDir()
	open(t, dir)
	start := time.Now()
	_, err := bolt.Open(dir, bolt.Options{LockTimeout: 200 * time.Millisecond})
	if !errors.Is(err, store.ErrLocked) {
		t.Fatalf("second open: %v, want ErrLocked", err)
	}
	if err.Error() == store.ErrLocked.Error() || !bytes.Contains([]byte(err.Error()), []byte("database is locked by another pharmaops process")) {
		t.Fatalf("message %q should name the lock and the file", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatal("lock timeout not honoured")
	}
}

func TestMigrationsRunOnceAndRefuseNewerFiles(t *testing.T) {
	dir := t.TempDir()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := st.Version(); v != bolt.SchemaVersion {
		t.Fatalf("version %d, want %d", v, bolt.SchemaVersion)
	}
	if err := st.PutOrganization(context.Background(), store.Organization{ID: "o1", Name: "Org"}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st = open(t, dir) // reopening migrates nothing and keeps data
	if o, err := st.GetOrganization(context.Background(), "o1"); err != nil || o.Name != "Org" {
		t.Fatalf("after reopen: %+v %v", o, err)
	}
}

func TestIDsAreTimeOrdered(t *testing.T) {
	prev := store.NewID()
	for i := 0; i < 50; i++ {
		time.Sleep(time.Millisecond)
		id := store.NewID()
		if len(id) != 26 || id <= prev {
			t.Fatalf("id %q after %q", id, prev)
		}
		prev = id
	}
}

func TestBackupIsAnOpenableDatabase(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	if err := st.PutOrganization(ctx, store.Organization{ID: "o1", Name: "Backed up"}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := st.Backup(ctx, &buf); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, bolt.FileName), buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	restored := open(t, dir)
	if o, err := restored.GetOrganization(ctx, "o1"); err != nil || o.Name != "Backed up" {
		t.Fatalf("restored: %+v %v", o, err)
	}
}

// TestConformance runs pkg/store's shared suite on bbolt.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return open(t, t.TempDir()) })
}

// TestGroupCommitSurvivesAFailingOrPanickingChange: in one group commit, a
// change that fails or panics fails only its caller, the others commit,
// and the store keeps committing afterwards; after Close, a batched
// change is refused rather than waiting forever.
func TestGroupCommitSurvivesAFailingOrPanickingChange(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	errBad := errors.New("bad change")
	changes := []struct {
		name    string
		fail    func() error
		wantErr string
	}{
		{"good", func() error { return nil }, ""},
		{"fails", func() error { return errBad }, "bad change"},
		{"panics", func() error { panic("boom") }, "panic in a transaction: boom"},
		{"good too", func() error { return nil }, ""},
	}
	errs := make([]error, len(changes))
	var wg sync.WaitGroup
	for i, c := range changes {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = st.WithBatchTx(ctx, func(tx store.Tx) error {
				if err := tx.PutCampaign(ctx, store.Campaign{ID: c.name, OrganizationID: "o1", Name: c.name}); err != nil {
					return err
				}
				return c.fail()
			})
		}()
	}
	wg.Wait()
	for i, c := range changes {
		if got := fmt.Sprint(errs[i]); (c.wantErr == "" && errs[i] != nil) || (c.wantErr != "" && got != c.wantErr) {
			t.Errorf("%s: error %v, want %q", c.name, errs[i], c.wantErr)
		}
		_, err := st.GetCampaign(ctx, "o1", c.name)
		if stored := err == nil; stored != (c.wantErr == "") {
			t.Errorf("%s: stored %v", c.name, stored)
		}
	}
	if err := st.WithBatchTx(ctx, func(tx store.Tx) error { return tx.PutCampaign(ctx, store.Campaign{ID: "after", OrganizationID: "o1"}) }); err != nil {
		t.Fatalf("a change after the failures: %v", err)
	}
	st.Close()
	if err := st.WithBatchTx(ctx, func(tx store.Tx) error { return nil }); err == nil {
		t.Fatal("a batched change after Close succeeded")
	}
}

func BenchmarkAuditedWrites(b *testing.B) {
	st, err := bolt.Open(b.TempDir(), bolt.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	storetest.BenchmarkAuditedWrites(b, st)
}
