package compliance

import (
	"context"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// DimensionsCheckMediaBox is a print PDF's page including its bleed (the
// MediaBox), in mm ("212.7x282.6"): what a spec calls the bleed size or the
// artwork size with bleed. Read as the trim size it would fail every
// correct file.
const DimensionsCheckMediaBox = "mediaBox"

// ParsePrintSize parses a print size in millimetres, "210x297" or with
// decimals ("206.4x276.2", a size given in inches converted to mm).
func ParsePrintSize(s string) (w, h float64, ok bool) {
	s = strings.ReplaceAll(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), "×", "x"), " ", "")
	a, b, found := strings.Cut(s, "x")
	if !found {
		return 0, 0, false
	}
	w, err1 := strconv.ParseFloat(a, 64)
	h, err2 := strconv.ParseFloat(b, 64)
	if err1 != nil || err2 != nil || w <= 0 || h <= 0 || w > 100000 || h > 100000 {
		return 0, 0, false
	}
	return w, h, true
}

// mediaBoxToleranceMM is how far a page may be from a stated size with
// bleed: PDF boxes are written in points and specs round their mm.
const mediaBoxToleranceMM = 1

// mediaBoxChecker checks every page of a print PDF (its MediaBox) against
// sizes with bleed in mm, naming the first page that is not one.
func mediaBoxChecker(allowed []string) CheckFunc {
	var sizes [][2]float64
	for _, s := range allowed {
		if w, h, ok := ParsePrintSize(s); ok {
			sizes = append(sizes, [2]float64{w, h})
		}
	}
	exp := "page with bleed one of " + strings.Join(allowed, ", ") + " mm"
	judge := func(box media.PageBox) Outcome {
		if box.Width <= 0 || box.Height <= 0 || len(sizes) == 0 {
			return warn("Page size could not be measured", "", exp)
		}
		w, h := box.Width*mmPerPt, box.Height*mmPerPt
		got := fmt.Sprintf("%.1fx%.1f mm", w, h)
		for _, sz := range sizes {
			if math.Abs(w-sz[0]) <= mediaBoxToleranceMM && math.Abs(h-sz[1]) <= mediaBoxToleranceMM {
				return pass("Page "+got+" is the size with bleed", got, exp)
			}
		}
		return fail("Page "+got+" is not an approved size with bleed", got, exp)
	}
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if a.Info.Kind != media.KindDocument {
			return skip()
		}
		return everyPage(a.Info, judge)
	}
}
