package ai

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"
	"net/http"
)

// imageTypes are the image types chat models accept as image input.
var imageTypes = map[string]bool{
	"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true,
}

// Image limits: larger images are scaled down to maxImageSide pixels on
// their longer side before they are sent; images with more than
// maxImagePixels are not decoded at all (a hostile header must not make
// the analyzer allocate gigabytes).
const (
	maxImageSide   = 2048
	maxImagePixels = 50_000_000
)

// imageDataURL returns img as a base64 data: URL for a model, with the
// type sniffed from the bytes (the given MIME type is only a hint). An
// image larger than maxBytes or maxImageSide is scaled down and sent as
// JPEG. It returns "" and the reason when the image cannot be sent.
func imageDataURL(img []byte, mime string, maxBytes int64) (string, string) {
	if len(img) == 0 {
		return "", "no image given"
	}
	sniffed := http.DetectContentType(img)
	if !imageTypes[sniffed] {
		if mime != "" {
			return "", fmt.Sprintf("image type %s (declared %s) is not PNG, JPEG, GIF or WebP", sniffed, mime)
		}
		return "", fmt.Sprintf("image type %s is not PNG, JPEG, GIF or WebP", sniffed)
	}
	w, h := 0, 0
	if cfg, err := decodeConfig(sniffed, img); err == nil {
		w, h = cfg.Width, cfg.Height
	}
	if int64(len(img)) <= maxBytes && max(w, h) <= maxImageSide {
		return dataURL(sniffed, img), ""
	}
	if sniffed == "image/webp" || w == 0 || h == 0 {
		return "", fmt.Sprintf("image of %d bytes is larger than the %d-byte limit", len(img), maxBytes)
	}
	if int64(w)*int64(h) > maxImagePixels {
		return "", fmt.Sprintf("image of %dx%d pixels is too large to scale down", w, h)
	}
	small, err := scaleDown(sniffed, img, maxImageSide)
	if err != nil {
		return "", "image could not be decoded: " + err.Error()
	}
	if int64(len(small)) > maxBytes {
		return "", fmt.Sprintf("image is larger than the %d-byte limit even scaled down", maxBytes)
	}
	return dataURL("image/jpeg", small), ""
}

func dataURL(mime string, b []byte) string {
	return "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(b)
}

func decodeConfig(mime string, b []byte) (image.Config, error) {
	switch mime {
	case "image/png":
		return png.DecodeConfig(bytes.NewReader(b))
	case "image/jpeg":
		return jpeg.DecodeConfig(bytes.NewReader(b))
	case "image/gif":
		return gif.DecodeConfig(bytes.NewReader(b))
	}
	return image.Config{}, fmt.Errorf("no decoder for %s", mime)
}

// scaleDown decodes an image (the first frame of a GIF), scales it to fit
// side×side with a box filter and encodes it as JPEG.
func scaleDown(mime string, b []byte, side int) ([]byte, error) {
	var src image.Image
	var err error
	switch mime {
	case "image/png":
		src, err = png.Decode(bytes.NewReader(b))
	case "image/jpeg":
		src, err = jpeg.Decode(bytes.NewReader(b))
	case "image/gif":
		src, err = gif.Decode(bytes.NewReader(b))
	default:
		err = fmt.Errorf("no decoder for %s", mime)
	}
	if err != nil {
		return nil, err
	}
	sb := src.Bounds()
	sw, sh := sb.Dx(), sb.Dy()
	if sw <= 0 || sh <= 0 {
		return nil, fmt.Errorf("empty image")
	}
	scale := min(1, float64(side)/float64(max(sw, sh)))
	dw, dh := max(1, int(float64(sw)*scale)), max(1, int(float64(sh)*scale))
	// Flatten transparency onto white: JPEG has no alpha.
	rgba := image.NewRGBA(image.Rect(0, 0, sw, sh))
	draw.Draw(rgba, rgba.Bounds(), image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(rgba, rgba.Bounds(), src, sb.Min, draw.Over)
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	for y := range dh {
		y0, y1 := y*sh/dh, max((y+1)*sh/dh, y*sh/dh+1)
		for x := range dw {
			x0, x1 := x*sw/dw, max((x+1)*sw/dw, x*sw/dw+1)
			var r, g, bl, n uint64
			for yy := y0; yy < y1; yy++ {
				row := rgba.Pix[yy*rgba.Stride:]
				for xx := x0; xx < x1; xx++ {
					p := row[xx*4:]
					r, g, bl = r+uint64(p[0]), g+uint64(p[1]), bl+uint64(p[2])
					n++
				}
			}
			o := dst.Pix[y*dst.Stride+x*4:]
			o[0], o[1], o[2], o[3] = uint8(r/n), uint8(g/n), uint8(bl/n), 255
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, dst, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
