package main

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a_300x250.png", "sub/b_728x90.png"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 300, 250))); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "broken.png"), []byte("\x89PNG\r\n\x1a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"-runs", "2", "-jobs", "2", dir}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "3 files, 2 workers, median of 2 runs\n") {
		t.Errorf("output starts %q", out.String())
	}
	for _, name := range phaseNames {
		if !strings.Contains(out.String(), "\n"+name+" ") {
			t.Errorf("no %s line in %q", name, out.String())
		}
	}
	for _, args := range [][]string{nil, {"-runs", "0", dir}, {dir, dir}, {filepath.Join(dir, "nope")}} {
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q): no error", args)
		}
	}
}
