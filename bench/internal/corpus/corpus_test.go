package corpus_test

import (
	"os"
	"path/filepath"
	"reflect"
	"sync/atomic"
	"testing"

	"github.com/pharmaops/pharmaops/bench/internal/corpus"
)

func TestWalkSkipsHiddenAndKeepsOrder(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{"b.png", "a/c.jpg", ".hidden/x.png", "a/.DS_Store"} {
		full := filepath.Join(dir, p)
		os.MkdirAll(filepath.Dir(full), 0o755)
		os.WriteFile(full, []byte("x"), 0o644)
	}
	got, err := corpus.Walk(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a/c.jpg"), filepath.Join(dir, "b.png")}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	if _, err := corpus.Walk(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("a missing folder walked")
	}
}

func TestParallelCallsEachIndexOnce(t *testing.T) {
	for _, workers := range []int{0, 1, 3, 64} {
		seen := make([]atomic.Int32, 100)
		corpus.Parallel(workers, len(seen), 16, func(i int, buf []byte) {
			if len(buf) != 16 {
				t.Errorf("buffer of %d bytes", len(buf))
			}
			seen[i].Add(1)
		})
		for i := range seen {
			if n := seen[i].Load(); n != 1 {
				t.Fatalf("workers %d: index %d called %d times", workers, i, n)
			}
		}
	}
}

func TestReadHead(t *testing.T) {
	dir := t.TempDir()
	short := filepath.Join(dir, "short")
	os.WriteFile(short, []byte("abc"), 0o644)
	buf := make([]byte, 8)
	if n, err := corpus.ReadHead(short, buf); n != 3 || err != nil || string(buf[:n]) != "abc" {
		t.Errorf("short file: %d %v %q", n, err, buf[:n])
	}
	if _, err := corpus.ReadHead(filepath.Join(dir, "missing"), buf); err == nil {
		t.Error("missing file read")
	}
}
