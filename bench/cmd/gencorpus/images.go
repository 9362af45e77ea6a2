package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"math/rand/v2"
)

// writeImage renders sp and encodes it to w in its real format.
func writeImage(w io.Writer, sp imageSpec) error {
	var seed [32]byte
	binary.LittleEndian.PutUint64(seed[:], sp.Seed)
	src := rand.NewChaCha8(seed)
	r := rand.New(src)
	bw := bufio.NewWriterSize(w, 256<<10)
	var err error
	switch sp.Format {
	case "jpeg":
		err = writeJPEG(bw, sp, src, r)
	case "png":
		err = writePNG(bw, sp, src, r)
	case "gif":
		err = writeGIF(bw, sp, src, r)
	default:
		err = fmt.Errorf("unknown format %q", sp.Format)
	}
	if err != nil {
		return err
	}
	return bw.Flush()
}

// fillPlane fills a plane of 8-bit samples: noise, a smooth gradient with
// grain, or flat blocks.
func fillPlane(pix []byte, stride, w, h int, c content, src *rand.ChaCha8, r *rand.Rand) {
	switch c {
	case contentNoise:
		for y := range h {
			_, _ = src.Read(pix[y*stride : y*stride+w])
		}
	case contentPhoto:
		a, bx, by := r.IntN(256), r.IntN(200)-100, r.IntN(200)-100
		row := make([]byte, w)
		for y := range h {
			_, _ = src.Read(row)
			line := pix[y*stride : y*stride+w]
			for x := range line {
				v := a + bx*x/max(w, 1) + by*y/max(h, 1) + int(row[x]&15) - 8
				line[x] = byte(min(255, max(0, v)))
			}
		}
	default:
		for y := range h {
			line := pix[y*stride : y*stride+w]
			for x := range line {
				line[x] = byte(a0(x, y, w, h))
			}
		}
	}
}

// a0 draws flat banner-like blocks: a header band, a body and a button.
func a0(x, y, w, h int) int {
	switch {
	case y < h/5:
		return 40
	case x > w*3/5 && y > h*3/5:
		return 220
	default:
		return 150 + (x*4/max(w, 1))*10
	}
}

// writeJPEG encodes a baseline JPEG (Go writes no progressive JPEGs),
// colour (4:2:0) or grey, optionally with an EXIF APP1 segment carrying an
// orientation and padding like a camera or design tool's metadata.
func writeJPEG(w io.Writer, sp imageSpec, src *rand.ChaCha8, r *rand.Rand) error {
	rect := image.Rect(0, 0, sp.W, sp.H)
	var img image.Image
	if sp.Gray {
		g := image.NewGray(rect)
		fillPlane(g.Pix, g.Stride, sp.W, sp.H, sp.Content, src, r)
		img = g
	} else {
		y := image.NewYCbCr(rect, image.YCbCrSubsampleRatio420)
		fillPlane(y.Y, y.YStride, sp.W, sp.H, sp.Content, src, r)
		cw, ch := (sp.W+1)/2, (sp.H+1)/2
		fillPlane(y.Cb, y.CStride, cw, ch, sp.Content, src, r)
		fillPlane(y.Cr, y.CStride, cw, ch, sp.Content, src, r)
		img = y
	}
	if sp.Exif == 0 {
		return jpeg.Encode(w, img, &jpeg.Options{Quality: sp.Quality})
	}
	// Go writes SOI first: pass it, then put APP1 right after it.
	sw := &soiSplicer{w: w, insert: exifSegment(sp.Exif, 2048+r.IntN(30000))}
	if err := jpeg.Encode(sw, img, &jpeg.Options{Quality: sp.Quality}); err != nil {
		return err
	}
	return sw.err
}

// soiSplicer inserts a segment after the first two bytes (SOI) written.
type soiSplicer struct {
	w      io.Writer
	insert []byte
	n      int
	err    error
}

func (s *soiSplicer) Write(p []byte) (int, error) {
	written := 0
	if s.n < 2 {
		k := min(2-s.n, len(p))
		if _, err := s.w.Write(p[:k]); err != nil {
			s.err = err
			return 0, err
		}
		s.n += k
		written, p = k, p[k:]
		if s.n == 2 {
			if _, err := s.w.Write(s.insert); err != nil {
				s.err = err
				return written, err
			}
		}
	}
	m, err := s.w.Write(p)
	if err != nil {
		s.err = err
	}
	return written + m, err
}

// exifSegment builds an APP1 Exif segment: a little-endian TIFF header,
// IFD0 with one Orientation entry, then pad bytes.
func exifSegment(orientation, pad int) []byte {
	body := []byte("Exif\x00\x00II*\x00\x08\x00\x00\x00")
	body = binary.LittleEndian.AppendUint16(body, 1)      // one entry
	body = binary.LittleEndian.AppendUint16(body, 0x0112) // Orientation
	body = binary.LittleEndian.AppendUint16(body, 3)      // SHORT
	body = binary.LittleEndian.AppendUint32(body, 1)      // count
	body = binary.LittleEndian.AppendUint16(body, uint16(orientation))
	body = append(body, 0, 0)       // value padding
	body = append(body, 0, 0, 0, 0) // no next IFD
	pad = min(pad, 65533-len(body)) // segment length fits 16 bits
	body = append(body, make([]byte, pad)...)
	seg := []byte{0xFF, 0xE1}
	seg = binary.BigEndian.AppendUint16(seg, uint16(len(body)+2))
	return append(seg, body...)
}

// writePNG encodes an RGB (opaque) or RGBA PNG; grainy images at best
// speed (the default level buys little on them), the rest at the default
// level.
func writePNG(w io.Writer, sp imageSpec, src *rand.ChaCha8, r *rand.Rand) error {
	img := image.NewNRGBA(image.Rect(0, 0, sp.W, sp.H))
	plane := make([]byte, sp.W*sp.H)
	for c := range 3 {
		fillPlane(plane, sp.W, sp.W, sp.H, sp.Content, src, r)
		for i, v := range plane {
			img.Pix[4*i+c] = v
		}
	}
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 255
	}
	if sp.Alpha {
		// A transparent margin around the creative, as exports have.
		m := max(1, min(sp.W, sp.H)/20)
		for y := range sp.H {
			for x := range sp.W {
				if x < m || y < m || x >= sp.W-m || y >= sp.H-m {
					img.Pix[y*img.Stride+4*x+3] = 0
				}
			}
		}
	}
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if sp.Content != contentBanner {
		enc.CompressionLevel = png.BestSpeed
	}
	return enc.Encode(w, img)
}

// writeGIF encodes a static or animated GIF: a full first frame, then
// frames redrawing a region, each with its planned delay; animations
// loop forever.
func writeGIF(w io.Writer, sp imageSpec, src *rand.ChaCha8, r *rand.Rand) error {
	pal := make(color.Palette, sp.Colours)
	for i := range pal {
		pal[i] = palette.Plan9[(i*7+r.IntN(7))%len(palette.Plan9)]
	}
	g := &gif.GIF{Config: image.Config{ColorModel: pal, Width: sp.W, Height: sp.H}}
	for f := range sp.Frames {
		rect := image.Rect(0, 0, sp.W, sp.H)
		if f > 0 {
			x0, y0 := r.IntN(sp.W/2+1), r.IntN(sp.H/2+1)
			rect = image.Rect(x0, y0, x0+max(1, sp.W/4+r.IntN(sp.W/4+1)), y0+max(1, sp.H/4+r.IntN(sp.H/4+1)))
		}
		p := image.NewPaletted(rect, pal)
		fillPlane(p.Pix, p.Stride, rect.Dx(), rect.Dy(), sp.Content, src, r)
		for i, v := range p.Pix {
			p.Pix[i] = byte(int(v) % len(pal))
		}
		g.Image = append(g.Image, p)
		g.Delay = append(g.Delay, sp.Delays[f])
	}
	if sp.Frames == 1 {
		g.Delay[0] = 0 // a still image: no delay, no loop extension
		g.LoopCount = -1
	}
	return gif.EncodeAll(w, g)
}
