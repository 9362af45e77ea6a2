package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	dir := t.TempDir()
	files := map[string]int{
		"a.png":              10,
		"sub/b.jpg":          5000,
		"sub/deeper/c.gif":   0,
		".hidden.png":        100,
		".git/config":        100,
		"sub/.cache/x.mp4":   100,
		"sub/deeper/d.mp4":   4096,
		"sub/deeper/e.bytes": 4097,
	}
	for name, size := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, make([]byte, size), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name    string
		args    []string
		want    string
		wantErr bool
	}{
		{"walks and skips hidden entries", []string{dir}, "floor: 5 files, 12298 bytes read, 0 unreadable", false},
		{"one worker", []string{"-jobs", "1", dir}, "floor: 5 files, 12298 bytes read", false},
		{"a smaller read", []string{"-read", "10", dir}, "floor: 5 files, 40 bytes read", false},
		{"a file argument", []string{filepath.Join(dir, "a.png")}, "floor: 1 files, 10 bytes read", false},
		{"no path", nil, "", true},
		{"missing path", []string{filepath.Join(dir, "nope")}, "", true},
		{"bad read size", []string{"-read", "0", dir}, "", true},
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
