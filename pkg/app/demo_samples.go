package app

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math/rand/v2"

	"golang.org/x/image/font"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/math/fixed"
)

// sampleBanner is one generated creative of the demo sandbox. The set is
// chosen so that the checks have something true to say: approved sizes
// that pass, a size outside the approved list, and a heavy photo-like JPEG
// over the file-size limit.
type sampleBanner struct {
	name          string
	width, height int
	jpeg          bool
	noise         bool // photographic noise, which makes the file large
	lines         []string
}

func sampleBanners() []sampleBanner {
	isi := "Important Safety Information"
	return []sampleBanner{
		{name: "Zeta_DTC_300x250.png", width: 300, height: 250, lines: []string{"ZETAMAB", "Clearer skin, day by day", isi, "ZTA-2026-0412"}},
		{name: "Zeta_DTC_728x90.png", width: 728, height: 90, lines: []string{"ZETAMAB  Clearer skin, day by day", isi + "  ZTA-2026-0412"}},
		{name: "Zeta_DTC_160x600.png", width: 160, height: 600, lines: []string{"ZETAMAB", "Clearer skin", isi, "ZTA-2026-0412"}},
		{name: "Zeta_DTC_320x480.png", width: 320, height: 480, lines: []string{"ZETAMAB", "Interstitial", "Ask your doctor"}},
		{name: "Zeta_DTC_300x600_hero.jpg", width: 300, height: 600, jpeg: true, noise: true, lines: []string{"ZETAMAB", "Hero photo"}},
	}
}

// encode draws the banner: a brand gradient, a frame and its text lines.
func (s sampleBanner) encode() ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, s.width, s.height))
	top, bottom := color.RGBA{0x0e, 0x4d, 0x6e, 0xff}, color.RGBA{0x1c, 0x8a, 0x8f, 0xff}
	rng := rand.New(rand.NewPCG(uint64(s.width), uint64(s.height)))
	for y := 0; y < s.height; y++ {
		t := float64(y) / float64(max(s.height-1, 1))
		for x := 0; x < s.width; x++ {
			c := color.RGBA{mix(top.R, bottom.R, t), mix(top.G, bottom.G, t), mix(top.B, bottom.B, t), 0xff}
			if s.noise {
				c.R, c.G, c.B = jitter(rng, c.R), jitter(rng, c.G), jitter(rng, c.B)
			}
			img.SetRGBA(x, y, c)
		}
	}
	white := image.NewUniform(color.White)
	draw.Draw(img, image.Rect(4, 4, s.width-4, 6), white, image.Point{}, draw.Src)
	d := font.Drawer{Dst: img, Src: white, Face: basicfont.Face7x13}
	for i, line := range s.lines {
		d.Dot = fixed.P(10, 24+i*18)
		d.DrawString(line)
	}
	var buf bytes.Buffer
	var err error
	if s.jpeg {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 97})
	} else {
		err = png.Encode(&buf, img)
	}
	return buf.Bytes(), err
}

func mix(a, b uint8, t float64) uint8 { return uint8(float64(a) + (float64(b)-float64(a))*t) }

func jitter(rng *rand.Rand, v uint8) uint8 {
	n := int(v) + rng.IntN(121) - 60
	return uint8(min(max(n, 0), 255))
}
