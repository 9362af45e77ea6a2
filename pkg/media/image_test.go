package media_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// pngChunk encodes one PNG chunk with its CRC.
func pngChunk(typ string, data []byte) []byte {
	b := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	b = append(b, typ...)
	b = append(b, data...)
	return binary.BigEndian.AppendUint32(b, crc32.ChecksumIEEE(append([]byte(typ), data...)))
}

func TestPNGTextMetadata(t *testing.T) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 7, 5))); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	ihdrEnd := 8 + 25
	withText := cat(b[:ihdrEnd],
		pngChunk("tEXt", []byte("Title\x00Caf\xe9 banner")),
		pngChunk("iTXt", []byte("Description\x00\x00\x00en\x00\x00Résumé ✓")),
		pngChunk("zTXt", []byte("Comment\x00\x00compressed-is-skipped")),
		b[ihdrEnd:])
	i, err := probeBytes(withText, "t.png")
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "size", [2]int{i.Width, i.Height}, [2]int{7, 5})
	eq(t, "color", i.ColorModel, "Gray")
	eq(t, "title", i.Metadata["Title"], "Café banner")
	eq(t, "description", i.Metadata["Description"], "Résumé ✓")
	eq(t, "comment", i.Metadata["Comment"], "")
}

func TestBMPHeaders(t *testing.T) {
	bmp := func(dib []byte) []byte {
		h := []byte{'B', 'M', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}
		return append(append(h, dib...), make([]byte, 64)...)
	}
	le32 := func(v int32) []byte { return binary.LittleEndian.AppendUint32(nil, uint32(v)) }
	le16 := func(v uint16) []byte { return binary.LittleEndian.AppendUint16(nil, v) }
	tests := []struct {
		name string
		b    []byte
		w, h int
	}{
		{"top-down (negative height)", bmp(cat(le32(40), le32(160), le32(-600), le16(1), le16(24), make([]byte, 24))), 160, 600},
		{"OS/2 core header", bmp(cat(le32(12), le16(88), le16(31), le16(1), le16(8))), 88, 31},
		{"v5 header", bmp(cat(le32(124), le32(300), le32(250), le16(1), le16(32), make([]byte, 108))), 300, 250},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.b, "x.bmp")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "size", [2]int{i.Width, i.Height}, [2]int{tc.w, tc.h})
		})
	}
}

func TestGIFDelays(t *testing.T) {
	pal := color.Palette{color.Black, color.White}
	frame := func() *image.Paletted { return image.NewPaletted(image.Rect(0, 0, 20, 10), pal) }
	enc := func(delays []int, loop int) []byte {
		g := &gif.GIF{LoopCount: loop}
		for _, d := range delays {
			g.Image = append(g.Image, frame())
			g.Delay = append(g.Delay, d)
		}
		var buf bytes.Buffer
		if err := gif.EncodeAll(&buf, g); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	tests := []struct {
		name   string
		b      []byte
		frames int
		dur    float64
		loops  int
	}{
		// 0 and 1 cs are shown for 10 cs by browsers; 2 cs is honoured.
		{"fast frames clamped", enc([]int{0, 1, 2, 50}, 0), 4, 0.1 + 0.1 + 0.02 + 0.5, -1},
		{"plays three times", enc([]int{100, 100}, 2), 2, 2, 3},
		{"no NETSCAPE block plays once", enc([]int{30, 30}, -1), 2, 0.6, 1},
		{"single frame is not animated", enc([]int{500}, 0), 0, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			i, err := probeBytes(tc.b, "x.gif")
			if err != nil {
				t.Fatal(err)
			}
			eq(t, "frames", i.FrameCount, tc.frames)
			eq(t, "animated", i.Animated, tc.frames > 1)
			eq(t, "duration", i.DurationSeconds, tc.dur)
			eq(t, "loops", i.LoopCount, tc.loops)
		})
	}
	// A missing trailer after complete frames is tolerated, as browsers do.
	b := enc([]int{50, 50}, 0)
	i, err := probeBytes(b[:len(b)-1], "x.gif")
	if err != nil || i.FrameCount != 2 {
		t.Errorf("GIF without trailer: %+v, %v", i, err)
	}
	if _, err := probeBytes(b[:14], "x.gif"); err == nil {
		t.Error("GIF without any frame accepted")
	}
}

// TestGIFLargerThanReadBuffer walks a GIF whose image data runs over many
// of the walk's 128 KB reads (sub-blocks cut at every buffer boundary),
// and the same file cut short inside the last frame and inside the first.
func TestGIFLargerThanReadBuffer(t *testing.T) {
	pal := make(color.Palette, 256)
	for i := range pal {
		pal[i] = color.Gray{Y: uint8(i)}
	}
	g := &gif.GIF{LoopCount: 0}
	seed := uint32(1)
	for f := range 4 { // about 300 KB a frame
		img := image.NewPaletted(image.Rect(0, 0, 600, 500), pal)
		for i := range img.Pix {
			seed = seed*1664525 + 1013904223 // noise: LZW cannot shrink it
			img.Pix[i] = uint8(seed >> 24)
		}
		g.Image = append(g.Image, img)
		g.Delay = append(g.Delay, 10+f*7)
	}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, g); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	if len(b) < 4*128<<10 {
		t.Fatalf("test GIF is only %d bytes", len(b))
	}
	i, err := probeFileBytes(t, b)
	if err != nil {
		t.Fatal(err)
	}
	eq(t, "frames", i.FrameCount, 4)
	eq(t, "duration", i.DurationSeconds, 0.10+0.17+0.24+0.31)
	// Cut inside the last frame: the complete frames are kept.
	if i, err := probeFileBytes(t, b[:len(b)-1000]); err != nil || i.FrameCount != 3 {
		t.Errorf("cut in the last frame: %d frames, %v", i.FrameCount, err)
	}
	// Cut inside the first frame: nothing to show.
	if _, err := probeFileBytes(t, b[:200<<10]); !errors.Is(err, media.ErrCorrupt) {
		t.Errorf("cut in the first frame: %v", err)
	}
}

// probeFileBytes writes b to a file and probes it as asset check does.
func probeFileBytes(t *testing.T, b []byte) (media.Info, error) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "big.gif")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return media.ProbeFile(p)
}
