// Package assetgen generates small creative assets for tests: still,
// animated and progressive images, HTML5 banner zips and MP4 movies whose
// headers say what a probe should measure. Corpora are generated when a
// test runs; no binary is committed.
package assetgen

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
)

// picture is a w×h image with a gradient, so encoders do real work.
func picture(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / max(w, 1)), uint8(y * 255 / max(h, 1)), 120, 255})
		}
	}
	return img
}

// PNG is a w×h PNG.
func PNG(w, h int) []byte {
	var buf bytes.Buffer
	_ = png.Encode(&buf, picture(w, h))
	return buf.Bytes()
}

// JPEG is a w×h baseline JPEG.
func JPEG(w, h int) []byte {
	var buf bytes.Buffer
	_ = jpeg.Encode(&buf, picture(w, h), &jpeg.Options{Quality: 80})
	return buf.Bytes()
}

// GIF is a w×h animated GIF of frames frames, each shown delay hundredths
// of a second, played loops times (0: forever).
func GIF(w, h, frames, delay, loops int) []byte {
	// image/gif: LoopCount 0 loops forever, -1 plays once, n repeats n times.
	g := &gif.GIF{LoopCount: 0}
	switch {
	case loops == 1:
		g.LoopCount = -1
	case loops > 1:
		g.LoopCount = loops - 1
	}
	for i := 0; i < frames; i++ {
		f := image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				f.SetColorIndex(x, y, uint8((x+y+i*7)%200))
			}
		}
		g.Image = append(g.Image, f)
		g.Delay = append(g.Delay, delay)
	}
	var buf bytes.Buffer
	_ = gif.EncodeAll(&buf, g)
	return buf.Bytes()
}

// HTML5 is a zipped HTML5 banner of w×h: one index.html declaring its
// ad.size and a clickTag used for the exit, and a backup image.
func HTML5(w, h int) []byte {
	html := fmt.Sprintf(`<!DOCTYPE html><html><head><meta charset="utf-8">
<meta name="ad.size" content="width=%d,height=%d">
<script>var clickTag = "https://www.example.com";</script></head>
<body style="margin:0"><a href="javascript:window.open(window.clickTag)"><img src="bg.png" width="%d" height="%d" alt="Ad"></a></body></html>`, w, h, w, h)
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range []struct {
		name string
		data []byte
	}{{"index.html", []byte(html)}, {"bg.png", PNG(w, h)}} {
		fw, _ := zw.Create(f.name)
		_, _ = fw.Write(f.data)
	}
	_ = zw.Close()
	return buf.Bytes()
}

// Movie describes a generated MP4.
type Movie struct {
	Width, Height int
	Seconds       float64
	FPS           float64 // frames per second, e.g. 29.97
	VideoCodec    string  // sample entry, e.g. "avc1"
	AudioCodec    string  // sample entry, e.g. "mp4a"; "" for no audio
	BitrateKbps   float64 // the file is padded to this overall bitrate
	QuickTime     bool    // a MOV ("qt  " brand) instead of an MP4
}

// MP4 builds a movie whose boxes declare m; the media data is padding.
func MP4(m Movie) []byte {
	const ts = 30000
	frames := uint32(m.Seconds*m.FPS + 0.5)
	delta := uint32(float64(ts)/m.FPS + 0.5)
	dur := uint64(frames) * uint64(delta)
	parts := [][]byte{
		mvhd(ts, dur),
		trak(tkhd(float64(m.Width), float64(m.Height)), mdhd(ts, dur), hdlr("vide"), visualEntry(m.VideoCodec, uint16(m.Width), uint16(m.Height)), stts(frames, delta)),
	}
	if m.AudioCodec != "" {
		n := uint32(m.Seconds * 48000 / 1024)
		parts = append(parts, trak(tkhd(0, 0), mdhd(48000, uint64(n)*1024), hdlr("soun"), bx(m.AudioCodec, zeros(6), u16(1), zeros(20)), stts(n, 1024)))
	}
	brand := "isom"
	if m.QuickTime {
		brand = "qt  "
	}
	head := append(bx("ftyp", []byte(brand), u32(0), []byte(brand), []byte("iso6")), bx("moov", parts...)...)
	total := int(m.BitrateKbps * 1000 / 8 * float64(dur) / ts)
	pad := max(total-len(head)-8, 0)
	return append(head, bx("mdat", zeros(pad))...)
}

func bx(typ string, payload ...[]byte) []byte {
	body := bytes.Join(payload, nil)
	b := make([]byte, 8, 8+len(body))
	binary.BigEndian.PutUint32(b, uint32(8+len(body)))
	copy(b[4:], typ)
	return append(b, body...)
}

func u32(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }
func u16(v uint16) []byte { return binary.BigEndian.AppendUint16(nil, v) }
func zeros(n int) []byte  { return make([]byte, n) }

func mvhd(ts uint32, dur uint64) []byte {
	return bx("mvhd", zeros(4), u32(0), u32(0), u32(ts), u32(uint32(dur)), zeros(80))
}

func tkhd(w, h float64) []byte {
	matrix := bytes.Join([][]byte{u32(0x10000), u32(0), u32(0), u32(0), u32(0x10000), u32(0), u32(0), u32(0), u32(0x40000000)}, nil)
	return bx("tkhd", []byte{0, 0, 0, 3}, u32(0), u32(0), u32(1), u32(0), u32(0), zeros(16), matrix, u32(uint32(w*65536)), u32(uint32(h*65536)))
}

func mdhd(ts uint32, dur uint64) []byte {
	return bx("mdhd", zeros(4), u32(0), u32(0), u32(ts), u32(uint32(dur)), zeros(4))
}

func hdlr(h string) []byte {
	return bx("hdlr", zeros(4), zeros(4), []byte(h), zeros(12), []byte("handler\x00"))
}

func visualEntry(codec string, w, h uint16) []byte {
	return bx(codec, zeros(6), u16(1), zeros(16), u16(w), u16(h), zeros(50))
}

func stsd(entry []byte) []byte { return bx("stsd", zeros(4), u32(1), entry) }

func stts(count, delta uint32) []byte { return bx("stts", zeros(4), u32(1), u32(count), u32(delta)) }

func trak(tk, md, handler, entry, times []byte) []byte {
	return bx("trak", tk, bx("mdia", md, handler, bx("minf", bx("stbl", stsd(entry), times))))
}
