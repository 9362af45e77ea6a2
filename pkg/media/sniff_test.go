package media_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func TestSniffMime(t *testing.T) {
	tests := []struct {
		file string
		want string
	}{
		{"png_rgb_300x250.png", "image/png"},
		{"really_jpeg.png", "image/jpeg"},
		{"gif_anim_120x60.gif", "image/gif"},
		{"webp_lossy_320x50.webp", "image/webp"},
		{"bmp_33x17.bmp", "image/bmp"},
		{"mp4_faststart_64x36.mp4", "video/mp4"},
		{"mov_mpeg4_64x36.mov", "video/quicktime"},
		{"pdf_letter_3pages.pdf", "application/pdf"},
		{"html5_300x250.zip", "application/zip"},
	}
	for _, tc := range tests {
		b := fixture(t, tc.file)
		eq(t, tc.file, media.SniffMime(b[:min(len(b), 512)]), tc.want)
	}
	eq(t, "docx", media.SniffMime(ziptest.Files(t, "word/document.xml", "<w/>")), media.MimeDOCX)
	eq(t, "xlsx", media.SniffMime(ziptest.Files(t, "xl/workbook.xml", "<w/>")), "application/octet-stream")
	eq(t, "doc", media.SniffMime(makeOLE("WordDocument")[:512]), media.MimeDOC)
	eq(t, "text", media.SniffMime([]byte("hello")), "application/octet-stream")
	eq(t, "empty", media.SniffMime(nil), "application/octet-stream")
	eq(t, "heic", media.SniffMime(cat(ftyp("heic"), bx("meta"))), "application/octet-stream")
}

func TestKindFromMime(t *testing.T) {
	tests := map[string]media.Kind{
		"image/jpeg":                   media.KindImage,
		"IMAGE/PNG":                    media.KindImage,
		"video/mp4":                    media.KindVideo,
		"video/quicktime":              media.KindVideo,
		"application/pdf":              media.KindDocument,
		"application/msword":           media.KindDocument,
		media.MimeDOCX:                 media.KindDocument,
		"text/plain; charset=utf-8":    media.KindDocument,
		"application/zip":              media.KindHTML5,
		"application/x-zip-compressed": media.KindHTML5,
		"application/octet-stream":     media.KindUnknown,
		"":                             media.KindUnknown,
		"nonsense":                     media.KindUnknown,
	}
	for m, want := range tests {
		eq(t, m, media.KindFromMime(m), want)
	}
}

func TestProbeUnsupported(t *testing.T) {
	tests := []struct {
		name string
		b    []byte
		says string
	}{
		{"empty", nil, "empty file"},
		{"text", []byte("Dear reviewer,\nplease find attached.\n"), "plain text"},
		{"svg", []byte(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>`), "SVG"},
		{"html", []byte("<!DOCTYPE html><html><body>hi</body></html>"), "HTML page"},
		{"elf", []byte("\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00"), "ELF"},
		{"webm", []byte("\x1aE\xdf\xa3\x9fB\x86\x81\x01"), "WebM"},
		{"tiff", []byte("II*\x00\x08\x00\x00\x00"), "TIFF"},
		{"binary", []byte{0x00, 0x01, 0x02, 0x03, 0x04, 0x05}, "00 01 02 03"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := probeBytes(tc.b, "upload.png")
			if !errors.Is(err, media.ErrUnsupported) {
				t.Fatalf("err = %v, want ErrUnsupported", err)
			}
			if !strings.Contains(err.Error(), tc.says) || !strings.HasPrefix(err.Error(), "upload.png: ") {
				t.Errorf("message %q should name the file and say %q", err, tc.says)
			}
		})
	}
}

// TestJPEGVariants builds files real cameras and tools write: EXIF (and a
// 60 KB ICC profile) before the frame header, fill bytes between
// markers, and a frame header hidden behind restart-free padding.
func TestJPEGVariants(t *testing.T) {
	base := fixture(t, "jpeg_baseline_728x90.jpg")
	seg := func(marker byte, payload []byte) []byte {
		b := []byte{0xFF, marker, 0, 0}
		binary.BigEndian.PutUint16(b[2:], uint16(len(payload)+2))
		return append(b, payload...)
	}
	exif := seg(0xE1, append([]byte("Exif\x00\x00MM\x00*\x00\x00\x00\x08"), make([]byte, 200)...))
	icc := seg(0xE2, append([]byte("ICC_PROFILE\x00\x01\x01"), bytes.Repeat([]byte{7}, 60000)...))
	tests := []struct {
		name string
		b    []byte
	}{
		{"exif first", cat(base[:2], exif, base[2:])},
		{"exif and big icc", cat(base[:2], exif, icc, base[2:])},
		{"fill bytes", cat(base[:2], []byte{0xFF, 0xFF, 0xFF}, base[2:])},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.b, "x.jpg")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "size", [2]int{i.Width, i.Height}, [2]int{728, 90})
		})
	}
	// EXIF orientation 6 (rotate 90° clockwise) is reported; the size stays
	// the stored one, as exiftool's ImageSize has it.
	ifd := []byte("Exif\x00\x00MM\x00*\x00\x00\x00\x08\x00\x01\x01\x12\x00\x03\x00\x00\x00\x01\x00\x06\x00\x00\x00\x00\x00\x00")
	i, err := probeBytes(cat(base[:2], seg(0xE1, ifd), base[2:]), "x.jpg")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "orientation", i.Metadata["Orientation"], "6")
	eq(t, "stored size", [2]int{i.Width, i.Height}, [2]int{728, 90})

	if _, err := probeBytes(cat(base[:2], seg(0xDA, []byte{1, 2, 3})), "x.jpg"); !errors.Is(err, media.ErrCorrupt) {
		t.Errorf("scan before frame: err = %v", err)
	}
}

func TestAPNG(t *testing.T) {
	i, err := probeBytes(fixture(t, "apng_32x16.png"), "a.png")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "size", [2]int{i.Width, i.Height}, [2]int{32, 16})
	eq(t, "animated", i.Animated, true)
	eq(t, "frames", i.FrameCount, 4)
	eq(t, "duration", i.DurationSeconds, 1.0)
	eq(t, "loops", i.LoopCount, -1)
}
