package media

import (
	"bytes"
	"image"
	"image/jpeg"
	"io"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// Total ink (total area coverage) as far as the bytes show it without a
// colour engine: the sum of C, M, Y and K of DeviceCMYK colours (k/K, and
// sc/scn in a DeviceCMYK space), DeviceGray as black ink, and the pixels
// of 8-bit DeviceCMYK and DeviceGray images, unfiltered, Flate or DCT
// (image/jpeg decodes CMYK JPEGs). Colour that reaches the plates only
// through a colour engine (ICC-based, RGB, CIE and spot colours), or that
// combines on the plates (shadings, overprint, transparency), is listed
// in InkCoverage.NotSummed instead: the maximum is then a lower bound.

// Limits of the pixels decoded for ink: per image and per file.
const (
	maxInkImagePixels = 20_000_000
	maxInkPixels      = 80_000_000
	maxInkJPEGBytes   = 64 << 20
)

// inkSpace is the colour space of fill or stroke as ink sees it: inkCMYK
// and inkGray are summed; any other value says why it is not.
type inkSpace string

const (
	inkCMYK inkSpace = "k"
	inkGray inkSpace = "g"
)

// inkSpaceOfName classifies the operand of cs/CS for ink: a device space
// or a colour space resource.
func inkSpaceOfName(name string, res pdf.Value) inkSpace {
	switch name {
	case "DeviceCMYK":
		return inkCMYK
	case "DeviceGray":
		return inkGray
	case "DeviceRGB":
		return "RGB colour"
	case "Pattern":
		return "patterns"
	}
	return namedInkSpace(res.Key("ColorSpace").Key(name))
}

// namedInkSpace classifies a colour space resource for ink.
func namedInkSpace(cs pdf.Value) inkSpace {
	if cs.Kind() == pdf.Name {
		switch cs.Name() {
		case "DeviceCMYK":
			return inkCMYK
		case "DeviceGray":
			return inkGray
		}
		return "RGB colour"
	}
	if cs.Kind() != pdf.Array {
		return "unknown colour spaces"
	}
	switch cs.Index(0).Name() {
	case "ICCBased":
		return "ICC-based colour"
	case "Separation", "DeviceN":
		return "spot colours"
	case "Indexed":
		return "indexed colour"
	case "Pattern":
		return "patterns"
	}
	return "CIE-based colour"
}

// colorInk records the ink of a colour operator's operands in space sp.
func (w *contentWalker) colorInk(sp inkSpace, args []pdf.Operand, op, form string) {
	what := colorUser(op, form)
	nums := make([]float64, 0, 4)
	for _, a := range args {
		if a.Kind != 'n' {
			return // a pattern's name
		}
		nums = append(nums, min(max(a.Num, 0), 1))
	}
	switch {
	case sp == inkCMYK && len(nums) == 4:
		w.ink((nums[0]+nums[1]+nums[2]+nums[3])*100, what)
	case sp == inkGray && len(nums) == 1:
		w.ink((1-nums[0])*100, what)
	}
}

// graphicsState notes an ExtGState that makes inks combine: overprint,
// soft masks, constant alpha and blend modes.
func (w *contentWalker) graphicsState(gs pdf.Value) {
	if gs.Key("OP").Bool() || gs.Key("op").Bool() {
		w.notSummed("overprint")
	}
	smask := gs.Key("SMask")
	bm := gs.Key("BM").Name()
	alpha := func(k string) bool { v := gs.Key(k); return v.Kind() != pdf.Null && v.Float64() < 1 }
	if isDict(smask) || alpha("CA") || alpha("ca") || bm != "" && bm != "Normal" && bm != "Compatible" {
		w.notSummed("transparency")
	}
}

// ink records a total ink of v % at what on the current page.
func (w *contentWalker) ink(v float64, what string) {
	if w.info.Ink == nil {
		w.info.Ink = &InkCoverage{}
	}
	if v = roundTo(v, 1); v > w.info.Ink.MaxPercent {
		w.info.Ink.MaxPercent, w.info.Ink.Page, w.info.Ink.What = v, w.pageNo, what
	}
}

// notSummed records what paints ink the bytes cannot sum.
func (w *contentWalker) notSummed(why string) {
	if w.info.Ink == nil {
		w.info.Ink = &InkCoverage{}
	}
	for _, n := range w.info.Ink.NotSummed {
		if n == why {
			return
		}
	}
	if len(w.info.Ink.NotSummed) < 12 {
		w.info.Ink.NotSummed = append(w.info.Ink.NotSummed, why)
	}
}

// imageInk records the highest ink of an image XObject's pixels: 8-bit
// DeviceCMYK or DeviceGray, unfiltered, Flate or DCT; other images are
// noted as not summed. Each image is decoded once per file.
func (w *contentWalker) imageInk(x pdf.Value, what string) {
	const other = "images that are not 8-bit CMYK or grey"
	comps := 0
	switch x.Key("ColorSpace").Name() {
	case "DeviceCMYK":
		comps = 4
	case "DeviceGray":
		comps = 1
	}
	filter := x.Key("Filter")
	if filter.Kind() == pdf.Array && filter.Len() == 1 {
		filter = filter.Index(0)
	}
	fname := filter.Name()
	if comps == 0 || filter.Kind() != pdf.Null && fname != "FlateDecode" && fname != "DCTDecode" ||
		fname != "DCTDecode" && x.Key("BitsPerComponent").Int64() != 8 {
		w.notSummed(other)
		return
	}
	id, known := pdf.StreamID(x)
	if v, seen := w.imageInks[id]; known && seen {
		w.ink(v, what)
		return
	}
	px := x.Key("Width").Int64() * x.Key("Height").Int64()
	if px <= 0 || px > maxInkImagePixels || px > w.pixelsLeft {
		w.notSummed("images too large to decode")
		return
	}
	w.pixelsLeft -= px
	var v float64
	var ok bool
	if fname == "DCTDecode" {
		v, ok = w.jpegInk(x, comps)
	} else {
		v, ok = rawInk(x, comps, px, decodeInverted(x))
	}
	if !ok {
		w.notSummed(other)
		return
	}
	if known {
		w.imageInks[id] = v
	}
	w.ink(v, what)
}

// decodeInverted reports whether an image's /Decode array maps its
// samples from 1 to 0 ([1 0 1 0 …]).
func decodeInverted(x pdf.Value) bool {
	d := x.Key("Decode")
	return d.Kind() == pdf.Array && d.Len() >= 2 && d.Index(0).Float64() == 1 && d.Index(1).Float64() == 0
}

// rawInk reads an unfiltered or Flate image of 8-bit samples and returns
// its highest total ink, in %.
func rawInk(x pdf.Value, comps int, px int64, inverted bool) (hi float64, ok bool) {
	defer func() {
		if recover() != nil { // a predictor the library does not know
			hi, ok = 0, false
		}
	}()
	rc := x.Reader()
	defer rc.Close()
	r := io.LimitReader(rc, px*int64(comps))
	buf := make([]byte, 64<<10-(64<<10)%comps)
	top, read := 0, 0
	for {
		n, err := io.ReadFull(r, buf)
		n -= n % comps
		for i := 0; i < n; i += comps {
			top = max(top, pixelInk(buf[i:i+comps], inverted))
		}
		read += n
		if err != nil {
			break
		}
	}
	return float64(top) / 255 * 100, read > 0
}

// pixelInk is one pixel's total ink in 0..4×255: CMYK samples are ink, a
// grey sample is its absence (0 is black).
func pixelInk(p []byte, inverted bool) int {
	s := 0
	for _, c := range p {
		if inverted {
			c = 255 - c
		}
		s += int(c)
	}
	if len(p) == 1 {
		return 255 - s
	}
	return s
}

// jpegInk decodes a DCT image (a CMYK or grey JPEG, read as stored) and
// returns its highest total ink, in %.
func (w *contentWalker) jpegInk(x pdf.Value, comps int) (float64, bool) {
	if w.doc == nil {
		return 0, false
	}
	data, ok := w.doc.RawStream(x, maxInkJPEGBytes)
	if !ok {
		return 0, false
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
	if err != nil || int64(cfg.Width)*int64(cfg.Height) > maxInkImagePixels {
		return 0, false
	}
	img, err := jpeg.Decode(bytes.NewReader(data))
	if err != nil {
		return 0, false
	}
	top := 0
	switch m := img.(type) {
	case *image.CMYK:
		if comps != 4 {
			return 0, false
		}
		// image/jpeg returns ink values, Adobe's inverted CMYK undone.
		for i := 0; i+3 < len(m.Pix); i += 4 {
			top = max(top, pixelInk(m.Pix[i:i+4], false))
		}
	case *image.Gray:
		for _, c := range m.Pix {
			top = max(top, 255-int(c))
		}
	default:
		return 0, false
	}
	return float64(top) / 255 * 100, true
}
