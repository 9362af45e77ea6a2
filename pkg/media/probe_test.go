package media_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// fixture reads a committed file from testdata.
func fixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func probeBytes(b []byte, name string) (media.Info, error) {
	return media.Probe(bytes.NewReader(b), int64(len(b)), name)
}

func TestProbeFixtures(t *testing.T) {
	tests := []struct {
		file   string
		kind   media.Kind
		format string
		mime   string
		w, h   int
		check  func(t *testing.T, i media.Info)
	}{
		{"png_rgb_300x250.png", media.KindImage, "PNG", "image/png", 300, 250, func(t *testing.T, i media.Info) {
			eq(t, "color", i.ColorModel, "RGB")
		}},
		{"png_rgba_120x60.png", media.KindImage, "PNG", "image/png", 120, 60, func(t *testing.T, i media.Info) {
			eq(t, "color", i.ColorModel, "RGBA")
		}},
		{"png_gray_16x16.png", media.KindImage, "PNG", "image/png", 16, 16, nil},
		// The name says 300x250; the pixels say 728x90.
		{"banner_300x250.png", media.KindImage, "PNG", "image/png", 728, 90, nil},
		// A .png extension on JPEG bytes is a JPEG.
		{"really_jpeg.png", media.KindImage, "JPG", "image/jpeg", 728, 90, nil},
		{"jpeg_baseline_728x90.jpg", media.KindImage, "JPG", "image/jpeg", 728, 90, func(t *testing.T, i media.Info) {
			eq(t, "progressive", i.Progressive, false)
			eq(t, "color", i.ColorModel, "RGB")
		}},
		{"jpeg_progressive_160x600.jpg", media.KindImage, "JPG", "image/jpeg", 160, 600, func(t *testing.T, i media.Info) {
			eq(t, "progressive", i.Progressive, true)
		}},
		{"jpeg_cmyk_120x80.jpg", media.KindImage, "JPG", "image/jpeg", 120, 80, func(t *testing.T, i media.Info) {
			eq(t, "color", i.ColorModel, "CMYK")
		}},
		{"jpeg_exif_orient6_64x48.jpg", media.KindImage, "JPG", "image/jpeg", 64, 48, func(t *testing.T, i media.Info) {
			eq(t, "orientation", i.Metadata["Orientation"], "6")
		}},
		{"jpeg_gray_50x40.jpg", media.KindImage, "JPG", "image/jpeg", 50, 40, func(t *testing.T, i media.Info) {
			eq(t, "color", i.ColorModel, "Gray")
		}},
		{"gif_static_90x45.gif", media.KindImage, "GIF", "image/gif", 90, 45, func(t *testing.T, i media.Info) {
			eq(t, "animated", i.Animated, false)
			eq(t, "frames", i.FrameCount, 0)
		}},
		{"gif_anim_120x60.gif", media.KindImage, "GIF", "image/gif", 120, 60, func(t *testing.T, i media.Info) {
			eq(t, "animated", i.Animated, true)
			eq(t, "frames", i.FrameCount, 3)
			// 0.5 s + 0 cs (shown as 0.1 s) + 1.0 s.
			eq(t, "duration", i.DurationSeconds, 1.6)
			// ImageMagick -loop 2 writes a NETSCAPE count of 1: two plays.
			eq(t, "loops", i.LoopCount, 2)
		}},
		{"webp_lossy_320x50.webp", media.KindImage, "WEBP", "image/webp", 320, 50, nil},
		{"webp_lossless_16x16.webp", media.KindImage, "WEBP", "image/webp", 16, 16, nil},
		{"webp_alpha_120x60.webp", media.KindImage, "WEBP", "image/webp", 120, 60, func(t *testing.T, i media.Info) {
			eq(t, "color", i.ColorModel, "RGBA")
		}},
		{"webp_anim_64x32.webp", media.KindImage, "WEBP", "image/webp", 64, 32, func(t *testing.T, i media.Info) {
			eq(t, "animated", i.Animated, true)
			eq(t, "frames", i.FrameCount, 3)
			eq(t, "duration", i.DurationSeconds, 1.0)
			eq(t, "loops", i.LoopCount, -1)
		}},
		{"bmp_33x17.bmp", media.KindImage, "BMP", "image/bmp", 33, 17, nil},
		{"mp4_faststart_64x36.mp4", media.KindVideo, "MP4", "video/mp4", 64, 36, checkH264},
		{"mp4_moov_end_64x36.mp4", media.KindVideo, "MP4", "video/mp4", 64, 36, checkH264},
		{"mp4_fragmented_64x36.mp4", media.KindVideo, "MP4", "video/mp4", 64, 36, func(t *testing.T, i media.Info) {
			eq(t, "codec", i.VideoCodec, "avc1")
			// ffprobe agrees: 1.2 s (the AAC track, with encoder
			// padding, outlasts the 1 s video) and 10 fps.
			eq(t, "duration", i.DurationSeconds, 1.2)
			eq(t, "fps", i.FrameRate, 10.0)
		}},
		{"mp4_hevc_64x36.mp4", media.KindVideo, "MP4", "video/mp4", 64, 36, func(t *testing.T, i media.Info) {
			eq(t, "codec", i.VideoCodec, "hvc1")
			eq(t, "fps", i.FrameRate, 29.97)
			eq(t, "audio", i.AudioCodec, "")
		}},
		{"mov_mpeg4_64x36.mov", media.KindVideo, "MOV", "video/quicktime", 64, 36, func(t *testing.T, i media.Info) {
			eq(t, "codec", i.VideoCodec, "mp4v")
			eq(t, "fps", i.FrameRate, 25.0)
			eq(t, "duration", i.DurationSeconds, 1.0)
		}},
		{"pdf_letter_3pages.pdf", media.KindDocument, "PDF", "application/pdf", 0, 0, checkPDF},
		{"pdf_objstm_3pages.pdf", media.KindDocument, "PDF", "application/pdf", 0, 0, checkPDF},
		{"pdf_encrypted_3pages.pdf", media.KindDocument, "PDF", "application/pdf", 0, 0, func(t *testing.T, i media.Info) {
			eq(t, "pages", i.PageCount, 3)
			eq(t, "page width", i.PageWidth, 612.0)
			// Info strings are encrypted: none is reported rather than garbage.
			eq(t, "title", i.Metadata["Title"], "")
		}},
		{"html5_300x250.zip", media.KindHTML5, "ZIP", "application/zip", 300, 250, func(t *testing.T, i media.Info) {
			h := i.HTML5
			if h == nil {
				t.Fatal("no HTML5 info")
			}
			eq(t, "entry", strings.Join(h.EntryHTML, ","), "index.html")
			eq(t, "adsize", h.AdSizeDeclared, true)
			eq(t, "declared", h.ClickTagDeclared, true)
			eq(t, "used", h.ClickTagUsed, true)
			eq(t, "files", h.FileCount, 4)
			eq(t, "external", len(h.ExternalReferences), 0)
			eq(t, "compressed", h.CompressedBytes, i.Size)
			eq(t, "initial", h.InitialLoadBytes, h.TotalBytes)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			b := fixture(t, tc.file)
			i, err := probeBytes(b, tc.file)
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "kind", i.Kind, tc.kind)
			eq(t, "format", i.Format, tc.format)
			eq(t, "mime", i.MimeType, tc.mime)
			eq(t, "size", i.Size, int64(len(b)))
			eq(t, "width", i.Width, tc.w)
			eq(t, "height", i.Height, tc.h)
			eq(t, "kind from mime", media.KindFromMime(i.MimeType), tc.kind)
			if tc.check != nil {
				tc.check(t, i)
			}
		})
	}
}

func checkH264(t *testing.T, i media.Info) {
	eq(t, "codec", i.VideoCodec, "avc1")
	eq(t, "audio", i.AudioCodec, "mp4a")
	eq(t, "duration", i.DurationSeconds, 1.0)
	eq(t, "fps", i.FrameRate, 10.0)
	if i.BitrateKbps < 30 || i.BitrateKbps > 50 {
		t.Errorf("bitrate = %v kbps, want size*8/duration ≈ 41", i.BitrateKbps)
	}
}

func checkPDF(t *testing.T, i media.Info) {
	eq(t, "pages", i.PageCount, 3)
	eq(t, "page width", i.PageWidth, 612.0)
	eq(t, "page height", i.PageHeight, 792.0)
	eq(t, "title", i.Metadata["Title"], "Brand X Requirements")
	eq(t, "author", i.Metadata["Author"], "Creative Ops")
	eq(t, "keywords", i.Metadata["Keywords"], "pharma, banner")
}

func eq[T comparable](t *testing.T, what string, got, want T) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// TestProbeGolden pins the complete Info of every fixture; run
// `go test ./pkg/media -run Golden -update` after a deliberate change.
func TestProbeGolden(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("testdata", "*.*"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(names)
	got := map[string]any{}
	for _, n := range names {
		base := filepath.Base(n)
		if strings.HasSuffix(base, ".json") || strings.HasSuffix(base, ".sh") {
			continue
		}
		info, err := media.ProbeFile(n)
		if err != nil {
			got[base] = map[string]string{"error": strings.TrimPrefix(err.Error(), n+": ")}
			continue
		}
		got[base] = info
	}
	b, err := json.MarshalIndent(got, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b = append(b, '\n')
	golden.Assert(t, filepath.Join("testdata", "probe.golden.json"), b)
}

func TestProbeFileErrors(t *testing.T) {
	if _, err := media.ProbeFile(filepath.Join("testdata", "does-not-exist.png")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: err = %v", err)
	}
	if _, err := media.ProbeFile("testdata"); err == nil {
		t.Error("a folder should not probe")
	}
}
