package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/gif" // decoders for image.Decode
	_ "image/jpeg"
	"image/png"
	"io"

	_ "golang.org/x/image/bmp"
	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp"
	"golang.org/x/sync/semaphore"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// ThumbnailSize is the longest side of a thumbnail, in pixels.
const ThumbnailSize = 320

// Decode budgets. A small file can declare a huge image (a 389 KB PNG of
// 7071×7071 at 16 bits per channel decodes to 400 MB), so what an image
// costs is counted in bytes, width × height × bytes per pixel of the
// decoder's output, before any pixel is decoded:
//   - MaxDecodeBytes bounds one decode; a larger image gets no thumbnail,
//     with a message saying why.
//   - DecodeBudget bounds all decodes running at once; a decode waits for
//     its share of it.
const (
	MaxDecodeBytes = 96 << 20
	DecodeBudget   = 160 << 20
)

var decodes = semaphore.NewWeighted(DecodeBudget)

// ErrDecodeBudget means an image is too large to decode for a thumbnail.
var ErrDecodeBudget = errors.New("image too large to decode")

// DecodeCost is the memory a decoder needs for an image with this
// configuration: its output pixels, plus for a progressive JPEG the
// coefficients it keeps for every block until the last scan.
func DecodeCost(cfg image.Config, format string, progressive bool) int64 {
	px := int64(cfg.Width) * int64(cfg.Height)
	cost := px * bytesPerPixel(cfg.ColorModel)
	if format == "jpeg" && progressive {
		cost += px * 4 * 3 // int32 coefficients, up to three components
	}
	return cost
}

// bytesPerPixel is the size of a pixel of the image the standard decoders
// return for a colour model.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.Gray16Model:
		return 2
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.YCbCrModel:
		return 3 // 4:4:4 at worst
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4 // RGBA, NRGBA, CMYK, NYCbCrA
}

// thumbnailCost reads the image's header and returns what decoding it
// costs; an image over MaxDecodeBytes gives ErrDecodeBudget.
func thumbnailCost(r io.ReaderAt, info media.Info) (int64, error) {
	if info.Width <= 0 || info.Height <= 0 {
		return 0, errors.New("no dimensions")
	}
	cfg, format, err := image.DecodeConfig(io.NewSectionReader(r, 0, info.Size))
	if err != nil {
		return 0, err
	}
	cost := DecodeCost(cfg, format, info.Progressive)
	if cost > MaxDecodeBytes {
		return 0, fmt.Errorf("%w: %dx%d %s needs %d MB to decode, over the %d MB thumbnail budget",
			ErrDecodeBudget, cfg.Width, cfg.Height, format, cost>>20, MaxDecodeBytes>>20)
	}
	return cost, nil
}

// Thumbnail decodes an image (the first frame of an animation) and scales
// it to fit ThumbnailSize, as PNG. An image whose decode would cost more
// than MaxDecodeBytes is refused with ErrDecodeBudget; otherwise it waits
// for its share of the DecodeBudget (or ctx).
func Thumbnail(ctx context.Context, r io.ReaderAt, info media.Info) ([]byte, error) {
	cost, err := thumbnailCost(r, info)
	if err != nil {
		return nil, err
	}
	if err := decodes.Acquire(ctx, cost); err != nil {
		return nil, err
	}
	defer decodes.Release(cost)
	src, _, err := image.Decode(io.NewSectionReader(r, 0, info.Size))
	if err != nil {
		return nil, err
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	var dst *image.RGBA
	if w <= ThumbnailSize && h <= ThumbnailSize {
		// Small enough already (a 300x250 banner): only converted, since
		// the PNG encoder is slow on YCbCr and paletted-with-alpha input.
		dst = image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
	} else {
		if w >= h {
			w, h = ThumbnailSize, max(1, h*ThumbnailSize/w)
		} else {
			w, h = max(1, w*ThumbnailSize/h), ThumbnailSize
		}
		if p, ok := src.(*image.Paletted); ok {
			// The scaler has fast paths for RGBA, not for paletted (GIF)
			// images: converting first halves the thumbnail's cost.
			rgba := image.NewRGBA(b)
			draw.Draw(rgba, b, p, b.Min, draw.Src)
			src = rgba
		}
		// An RGBA destination takes the scaler's fast path (an NRGBA one
		// went through the generic one, at twice the cost).
		dst = image.NewRGBA(image.Rect(0, 0, w, h))
		draw.CatmullRom.Scale(dst, dst.Bounds(), src, b, draw.Src, nil)
	}
	var buf bytes.Buffer
	// Best speed: a thumbnail is small and written once per asset; the
	// default level spent more CPU than the whole check of the asset.
	if err := thumbnailEncoder.Encode(&buf, dst); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

var thumbnailEncoder = png.Encoder{CompressionLevel: png.BestSpeed}
