package media_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// assertNoCrash probes b and fails if the probe panicked (Probe turns a
// panic into an "internal error") or returned an error that wraps neither
// sentinel nor names the file.
func assertNoCrash(t *testing.T, b []byte, label string) {
	t.Helper()
	_, err := probeBytes(b, label)
	if err == nil {
		return
	}
	if strings.Contains(err.Error(), "internal error") {
		t.Fatalf("%s: parser panicked: %v", label, err)
	}
	if !strings.HasPrefix(err.Error(), label+": ") {
		t.Errorf("%s: error does not name the file: %v", label, err)
	}
}

// TestTruncatedAndCorrupt cuts every fixture at many lengths and flips
// bytes all over it: each variant must give a result or a clean error.
func TestTruncatedAndCorrupt(t *testing.T) {
	names, _ := filepath.Glob(filepath.Join("testdata", "*.*"))
	for _, n := range names {
		base := filepath.Base(n)
		if strings.HasSuffix(base, ".json") || strings.HasSuffix(base, ".sh") {
			continue
		}
		good := fixture(t, base)
		t.Run(base, func(t *testing.T) {
			step := max(1, len(good)/300)
			for cut := 0; cut < len(good); cut += step {
				assertNoCrash(t, good[:cut], base)
			}
			for i := 0; i < len(good); i += step {
				for _, x := range []byte{0xff, 0x80, 0x01} {
					b := append([]byte(nil), good...)
					b[i] ^= x
					assertNoCrash(t, b, base)
				}
			}
		})
	}
}

// TestTruncatedHeadersAreErrors checks that files cut inside their
// headers are reported as corrupt, not as zero-sized assets.
func TestTruncatedHeadersAreErrors(t *testing.T) {
	tests := []struct {
		file string
		cut  int
	}{
		{"png_rgb_300x250.png", 20},
		{"jpeg_baseline_728x90.jpg", 100},
		{"gif_anim_120x60.gif", 12},
		{"webp_lossy_320x50.webp", 22},
		{"bmp_33x17.bmp", 20},
		{"mp4_moov_end_64x36.mp4", 3000},
		{"mp4_faststart_64x36.mp4", 600},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			b := fixture(t, tc.file)[:tc.cut]
			if _, err := probeBytes(b, tc.file); !errors.Is(err, media.ErrCorrupt) {
				t.Fatalf("err = %v, want ErrCorrupt", err)
			}
		})
	}
}
