package pipeline

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // decoders for image.Decode
	_ "image/jpeg"
	"image/png"
	"io"

	_ "golang.org/x/image/bmp"
	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// ThumbnailSize is the longest side of a thumbnail, in pixels.
const ThumbnailSize = 320

// maxThumbnailPixels bounds the images decoded for a thumbnail: Probe has
// read the dimensions from the header, so a decompression bomb is refused
// before any pixel is decoded.
const maxThumbnailPixels = 50_000_000

// Thumbnail decodes an image (the first frame of an animation) and scales
// it to fit ThumbnailSize, as PNG.
func Thumbnail(r io.ReaderAt, info media.Info) ([]byte, error) {
	if info.Width <= 0 || info.Height <= 0 {
		return nil, errors.New("no dimensions")
	}
	if int64(info.Width)*int64(info.Height) > maxThumbnailPixels {
		return nil, fmt.Errorf("%dx%d is too large to decode for a thumbnail", info.Width, info.Height)
	}
	src, _, err := image.Decode(io.NewSectionReader(r, 0, info.Size))
	if err != nil {
		return nil, err
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if w > ThumbnailSize || h > ThumbnailSize {
		if w >= h {
			w, h = ThumbnailSize, max(1, h*ThumbnailSize/w)
		} else {
			w, h = max(1, w*ThumbnailSize/h), ThumbnailSize
		}
	}
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	var buf bytes.Buffer
	if err := png.Encode(&buf, dst); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
