package media_test

import (
	"bytes"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// BenchmarkProbe measures Probe per format on the committed fixtures
// (headers only, so the numbers are per-call overhead, not I/O).
func BenchmarkProbe(b *testing.B) {
	for _, tc := range []struct{ name, file string }{
		{"PNG", "png_rgb_300x250.png"},
		{"APNG", "apng_32x16.png"},
		{"JPEG", "jpeg_baseline_728x90.jpg"},
		{"JPEGProgressive", "jpeg_progressive_160x600.jpg"},
		{"GIF", "gif_anim_120x60.gif"},
		{"WebP", "webp_anim_64x32.webp"},
		{"BMP", "bmp_33x17.bmp"},
		{"MP4", "mp4_faststart_64x36.mp4"},
		{"MP4MoovAtEnd", "mp4_moov_end_64x36.mp4"},
		{"MOV", "mov_mpeg4_64x36.mov"},
		{"PDF", "pdf_letter_3pages.pdf"},
		{"HTML5", "html5_300x250.zip"},
	} {
		data := fixture(b, tc.file)
		b.Run(tc.name, func(b *testing.B) {
			r := bytes.NewReader(data)
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := media.Probe(r, int64(len(data)), tc.file); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
