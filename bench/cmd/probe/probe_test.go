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
	writePNG := func(name string, w, h int) {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
			t.Fatal(err)
		}
	}
	writePNG("a.png", 30, 25)
	writePNG("sub/b.png", 10, 10)
	writePNG(".hidden/c.png", 1000, 1000)
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not an asset"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		args    []string
		want    string
		wantErr bool
	}{
		{"probes every visible file", []string{dir}, "probe: 3 files, 850 pixels in all, 1 unreadable", false},
		{"one worker", []string{"-jobs", "1", dir}, "probe: 3 files, 850 pixels in all, 1 unreadable", false},
		{"no path", nil, "", true},
		{"missing path", []string{filepath.Join(dir, "nope")}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := run(tt.args, &out)
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %v", err, tt.wantErr)
			}
			if !strings.Contains(out.String(), tt.want) {
				t.Errorf("output %q, want %q", out.String(), tt.want)
			}
		})
	}
}
