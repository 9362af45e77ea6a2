package ai

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"
)

func encodePNG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), uint8(x ^ y), 255})
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func encodeNoisyPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range img.Pix {
		img.Pix[i] = uint8(r.IntN(256))
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestImageDataURL(t *testing.T) {
	small := encodePNG(t, 40, 30)
	big := encodePNG(t, 3000, 500) // wider than maxImageSide
	// A PNG header claiming 100000x100000 pixels, without pixel data.
	hostile := append([]byte(nil), small[:33]...)
	copy(hostile[16:24], []byte{0, 1, 0x86, 0xa0, 0, 1, 0x86, 0xa0})
	binary.BigEndian.PutUint32(hostile[29:33], crc32.ChecksumIEEE(hostile[12:29]))
	noisy := encodeNoisyPNG(t, 600, 600)
	tests := []struct {
		name     string
		img      []byte
		mime     string
		maxBytes int64
		wantType string // "" when not sent
		noteHas  string
		wantW    int
	}{
		{"small PNG sent as is", small, "image/png", 1 << 20, "image/png", "", 40},
		{"declared type is only a hint", small, "image/jpeg", 1 << 20, "image/png", "", 40},
		{"too wide: scaled to JPEG", big, "image/png", 4 << 20, "image/jpeg", "", maxImageSide},
		{"too many bytes: re-encoded as JPEG", noisy, "image/png", int64(len(noisy)) / 2, "image/jpeg", "", 600},
		{"hostile dimensions", hostile, "image/png", 10, "", "too large to scale down", 0},
		{"not an image", []byte("%PDF-1.4\n"), "application/pdf", 1 << 20, "", "is not PNG, JPEG, GIF or WebP", 0},
		{"empty", nil, "", 1 << 20, "", "no image", 0},
		{"truncated PNG too big", small[:60], "image/png", 10, "", "could not be decoded", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			url, note := imageDataURL(tc.img, tc.mime, tc.maxBytes)
			if tc.wantType == "" {
				if url != "" || !strings.Contains(note, tc.noteHas) {
					t.Fatalf("url %.40q note %q, want not sent with %q", url, note, tc.noteHas)
				}
				return
			}
			prefix := "data:" + tc.wantType + ";base64,"
			if !strings.HasPrefix(url, prefix) || note != "" {
				t.Fatalf("url %.40q note %q", url, note)
			}
			raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(url, prefix))
			if err != nil {
				t.Fatal(err)
			}
			var cfg image.Config
			if tc.wantType == "image/jpeg" {
				cfg, err = jpeg.DecodeConfig(bytes.NewReader(raw))
			} else {
				cfg, err = png.DecodeConfig(bytes.NewReader(raw))
			}
			if err != nil || cfg.Width != tc.wantW {
				t.Errorf("sent image %dx%d (%v), want width %d", cfg.Width, cfg.Height, err, tc.wantW)
			}
		})
	}
}
