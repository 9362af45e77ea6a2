// Package mediatest builds folders of real asset files for tests from the
// media fixtures in pkg/media/testdata. Only tests import it.
package mediatest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Fixture returns the path of a media fixture in pkg/media/testdata.
func Fixture(name string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "pkg", "media", "testdata", name)
}

// Dir copies media fixtures into a new temporary folder: files maps each
// path in the folder (slash-separated, folders created) to a fixture name.
func Dir(t testing.TB, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, fixture := range files {
		raw, err := os.ReadFile(Fixture(fixture))
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
