package blob_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/blob"
)

func TestPutOpenDelete(t *testing.T) {
	dir := t.TempDir()
	s, err := blob.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := s.Put(strings.NewReader("hello"), 10)
	if err != nil {
		t.Fatal(err)
	}
	if ref.Size != 5 || ref.SHA256 != "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" {
		t.Fatalf("ref %+v", ref)
	}
	again, err := s.Put(strings.NewReader("hello"), 10)
	if err != nil || again != ref {
		t.Fatalf("second put %+v %v", again, err)
	}
	f, err := s.Open(ref.SHA256)
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(f)
	f.Close()
	if string(raw) != "hello" {
		t.Fatalf("read %q", raw)
	}
	if err := s.Delete(ref.SHA256); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ref.SHA256); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("after delete: %v", err)
	}
}

func TestOversizedPutLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	s, _ := blob.Open(dir)
	if _, err := s.Put(strings.NewReader(strings.Repeat("x", 11)), 10); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("got %v", err)
	}
	for _, sub := range []string{"tmp", "sha256"} {
		entries, _ := os.ReadDir(filepath.Join(dir, sub))
		if len(entries) != 0 {
			t.Fatalf("%s holds %d entries after a failed put", sub, len(entries))
		}
	}
}

func TestCraftedDigestsAreRejected(t *testing.T) {
	s, _ := blob.Open(t.TempDir())
	for _, sum := range []string{"", "../../etc/passwd", strings.Repeat("z", 64), strings.Repeat("a", 63)} {
		if _, err := s.Open(sum); !errors.Is(err, blob.ErrNotFound) {
			t.Errorf("Open(%q) = %v", sum, err)
		}
	}
}

func TestSpool(t *testing.T) {
	tf, err := blob.Spool(strings.NewReader("hello"), 5)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 5)
	if _, err := tf.ReadAt(buf, 0); err != nil || string(buf) != "hello" || tf.Size != 5 {
		t.Fatalf("%q %d %v", buf, tf.Size, err)
	}
	name := tf.Name()
	tf.Remove()
	if _, err := os.Stat(name); !os.IsNotExist(err) {
		t.Fatal("temporary file left behind")
	}
	if _, err := blob.Spool(strings.NewReader("hello!"), 5); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("oversized: %v", err)
	}
}
