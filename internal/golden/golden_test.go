package golden

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records failures instead of stopping.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) Fatalf(string, ...any) { r.failed = true; panic(r) }
func (r *recorder) Fatal(...any)          { r.failed = true; panic(r) }

func assert(path string, got []byte) (failed bool) {
	r := &recorder{}
	defer func() {
		if x := recover(); x != nil && x != r {
			panic(x)
		}
		failed = r.failed
	}()
	Assert(r, path, got)
	return r.failed
}

func TestAssert(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.golden")
	if err := os.WriteFile(path, []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if assert(path, []byte("same\n")) {
		t.Error("equal bytes failed")
	}
	if !assert(path, []byte("same")) {
		t.Error("a missing newline passed")
	}
	if !assert(filepath.Join(dir, "missing.golden"), []byte("x")) {
		t.Error("a missing golden file passed")
	}
}

func TestUpdateWrites(t *testing.T) {
	*update = true
	defer func() { *update = false }()
	path := filepath.Join(t.TempDir(), "new", "out.golden")
	if assert(path, []byte("fresh")) {
		t.Fatal("update failed")
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "fresh" {
		t.Errorf("written %q, %v", b, err)
	}
}
