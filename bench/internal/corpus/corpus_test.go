package corpus_test

import (
	"os"
	"path/filepath"
	"reflect"
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
