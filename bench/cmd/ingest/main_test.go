package main

import (
	"bytes"
	"image"
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestCountFsyncs(t *testing.T) {
	for _, tc := range []struct {
		name, csv string
		want      int
	}{
		{"both calls", "# started on Tue\n\n12,,syscalls:sys_enter_fsync,100,100.00,,\n30,,syscalls:sys_enter_fdatasync,100,100.00,,\n", 42},
		{"none", "0,,syscalls:sys_enter_fsync,1,100.00,,\n0,,syscalls:sys_enter_fdatasync,1,100.00,,\n", 0},
		{"not counted", "<not counted>,,syscalls:sys_enter_fsync,0,0.00,,\n", -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "perf.csv")
			if err := os.WriteFile(path, []byte(tc.csv), 0o644); err != nil {
				t.Fatal(err)
			}
			if got := countFsyncs(path); got != tc.want {
				t.Fatalf("countFsyncs = %d, want %d", got, tc.want)
			}
		})
	}
	if got := countFsyncs(filepath.Join(t.TempDir(), "missing")); got != -1 {
		t.Fatalf("missing file: %d", got)
	}
}

func TestBannersDecodeAtTheirSizeAndDiffer(t *testing.T) {
	seen := map[string]bool{}
	for i, ext := range []string{"jpg", "png", "gif", "jpg"} {
		raw, err := banner(300, 250, ext, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(raw))
		if err != nil || cfg.Width != 300 || cfg.Height != 250 {
			t.Fatalf("%s: %v %dx%d", ext, err, cfg.Width, cfg.Height)
		}
		if seen[string(raw)] {
			t.Fatalf("banner %d repeats an earlier one's bytes", i)
		}
		seen[string(raw)] = true
	}
	a, b := withFreeBox([]byte("base"), 1), withFreeBox([]byte("base"), 2)
	if bytes.Equal(a, b) || len(a) != 4+16 || string(a[8:12]) != "free" {
		t.Fatalf("free boxes: %q %q", a, b)
	}
}
