package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
)

// bannerSizes are the IAB sizes the generated banners come in.
var bannerSizes = [][2]int{{300, 250}, {728, 90}, {160, 600}, {320, 50}, {300, 600}, {970, 250}}

// videoEvery makes one asset in videoEvery a video.
const videoEvery = 20

// writeCorpus writes (or reuses) n assets in dir and returns their paths
// in upload order: banners in three formats with seeded drawings, and
// every twentieth asset an MP4. Each file's bytes are distinct, so the
// server's content-addressed store keeps every one.
func writeCorpus(dir string, n int) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	videos, err := baseVideos(dir)
	if err != nil {
		return nil, err
	}
	paths := make([]string, n)
	for i := range n {
		isVideo := i%videoEvery == videoEvery-1
		v := videos[(i/videoEvery)%len(videos)]
		size := bannerSizes[i%len(bannerSizes)]
		ext := []string{"jpg", "png", "gif"}[i%3]
		name := fmt.Sprintf("Zeta_HCP_Display_%dx%d_v%04d.%s", size[0], size[1], i, ext)
		if isVideo {
			name = fmt.Sprintf("Zeta_HCP_OLV_%dx%d_15s_v%04d.mp4", v.w, v.h, i)
		}
		paths[i] = filepath.Join(dir, name)
		if _, err := os.Stat(paths[i]); err == nil {
			continue
		}
		raw := withFreeBox(v.raw, i)
		if !isVideo {
			if raw, err = banner(size[0], size[1], ext, uint64(i)); err != nil {
				return nil, err
			}
		}
		if err := os.WriteFile(paths[i]+".tmp", raw, 0o644); err != nil {
			return nil, err
		}
		if err := os.Rename(paths[i]+".tmp", paths[i]); err != nil {
			return nil, err
		}
	}
	return paths, nil
}

// banner draws a banner: a background, a few blocks and a band of noise
// (so the encoders have real work), from the seed.
func banner(w, h int, ext string, seed uint64) ([]byte, error) {
	rng := rand.New(rand.NewPCG(seed, 17))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	bg := color.NRGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255}
	for y := range h {
		for x := range w {
			img.SetNRGBA(x, y, bg)
		}
	}
	for range 4 {
		c := color.NRGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255}
		x0, y0 := rng.IntN(w), rng.IntN(h)
		for y := y0; y < min(h, y0+h/3+1); y++ {
			for x := x0; x < min(w, x0+w/4+1); x++ {
				img.SetNRGBA(x, y, c)
			}
		}
	}
	for y := h * 3 / 4; y < h; y++ {
		for x := range w {
			if rng.IntN(4) == 0 {
				img.SetNRGBA(x, y, color.NRGBA{uint8(rng.IntN(256)), 0, 0, 255})
			}
		}
	}
	var buf bytes.Buffer
	var err error
	switch ext {
	case "jpg":
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 80})
	case "png":
		err = png.Encode(&buf, img)
	default:
		err = gif.Encode(&buf, img, &gif.Options{NumColors: 64})
	}
	return buf.Bytes(), err
}

type video struct {
	w, h int
	raw  []byte
}

// baseVideos makes three short H.264 MP4s with ffmpeg (kept in dir).
func baseVideos(dir string) ([]video, error) {
	var out []video
	for _, s := range [][2]int{{640, 360}, {1280, 720}, {480, 480}} {
		path := filepath.Join(dir, fmt.Sprintf(".base_%dx%d.mp4", s[0], s[1]))
		if _, err := os.Stat(path); err != nil {
			cmd := exec.Command("ffmpeg", "-nostdin", "-loglevel", "error", "-y", "-threads", "1",
				"-f", "lavfi", "-i", fmt.Sprintf("testsrc=size=%dx%d:rate=25:duration=15", s[0], s[1]),
				"-f", "lavfi", "-i", "sine=frequency=440:duration=15",
				"-c:v", "libx264", "-preset", "ultrafast", "-b:v", "150k", "-c:a", "aac", "-shortest", path+".tmp.mp4")
			if msg, err := cmd.CombinedOutput(); err != nil {
				return nil, fmt.Errorf("ffmpeg: %v %s", err, msg)
			}
			if err := os.Rename(path+".tmp.mp4", path); err != nil {
				return nil, err
			}
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		out = append(out, video{s[0], s[1], raw})
	}
	return out, nil
}

// withFreeBox appends an MP4 'free' box holding i: a valid file whose
// bytes differ from its base's.
func withFreeBox(base []byte, i int) []byte {
	box := make([]byte, 16)
	binary.BigEndian.PutUint32(box[0:4], 16)
	copy(box[4:8], "free")
	binary.BigEndian.PutUint64(box[8:16], uint64(i))
	return append(append([]byte{}, base...), box...)
}
