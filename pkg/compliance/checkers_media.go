package compliance

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// hasPixels reports whether dimensions apply to an asset's kind.
func hasPixels(k media.Kind) bool {
	return k == media.KindImage || k == media.KindVideo || k == media.KindHTML5
}

// hasDuration reports whether duration applies to an asset: video, and
// animated images (their total animation time).
func hasDuration(i media.Info) bool {
	return i.Kind == media.KindVideo || (i.Kind == media.KindImage && isAnimated(i))
}

var checkDimensions = PreparedChecker(func(r Rule) CheckFunc {
	p := paramsOf(r)
	switch p.Check {
	case DimensionsCheckBleed:
		return bleedChecker(p)
	case DimensionsCheckResolution:
		return resolutionChecker(p)
	case DimensionsCheckMediaBox:
		return mediaBoxChecker(p.Allowed)
	}
	allowed := p.Allowed
	if len(allowed) == 0 && !p.HasPixelBounds() {
		allowed = ApprovedDisplaySizes
	}
	var sizes [][2]int
	for _, s := range allowed {
		if w, h, ok := ParseDimensions(s); ok {
			sizes = append(sizes, [2]int{w, h})
		} else if w, h, ok := ParsePrintSize(s); ok && p.Check == DimensionsCheckTrimSize {
			// A trim converted from inches ("206.4x276.2"): the checker's
			// 1 mm tolerance holds the rounding.
			sizes = append(sizes, [2]int{int(math.Round(w)), int(math.Round(h))})
		}
	}
	exp := "one of " + strings.Join(allowed, ", ")
	switch {
	case p.Check == DimensionsCheckTrimSize:
		return trimSizeChecker(sizes, exp+" mm")
	case p.HasPixelBounds():
		return pixelBoundsChecker(p, sizes)
	}
	return pixelChecker(exp, func(w, h int, got string) Outcome {
		if slices.Contains(sizes, [2]int{w, h}) {
			return pass("Dimensions "+got+" match approved BRD specifications", got, exp)
		}
		return fail("Dimensions "+got+" not in approved BRD specifications", got, exp)
	})
})

// pixelChecker measures an asset's pixels and lets judge decide on them
// ("300x250" as got); the outcome is about the whole image.
func pixelChecker(exp string, judge func(w, h int, got string) Outcome) CheckFunc {
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if !hasPixels(a.Info.Kind) {
			return skip()
		}
		w, h, ok := measuredDimensions(*a)
		if !ok {
			return warn("Dimensions could not be measured", "", exp)
		}
		o := judge(w, h, FormatDimensions(w, h))
		o.WholeImage = true
		return o
	}
}

// Dimension checks (Params.Check) of the dimensions field.
const (
	DimensionsCheckPixels   = ""         // an image's, video's or banner's pixels
	DimensionsCheckTrimSize = "trimSize" // a print PDF's page, in mm ("210x297")
)

// MaxBleedMM is the widest bleed a print PDF's page may add to each side
// of its trim size: without a TrimBox in the PDF, a 216 x 303 mm page is an
// A4 (210 x 297 mm) advertisement with 3 mm bleed, not a wrong size.
const MaxBleedMM = 6

// trimSizeChecker checks every page of a PDF against trim sizes in mm: a
// page's TrimBox must be one of them (1 mm tolerance); a page without one
// passes when it is the trim size, or larger by the same bleed of at most
// MaxBleedMM on each side. The first page that is not fails, by number.
func trimSizeChecker(sizes [][2]int, exp string) CheckFunc {
	judge := func(box media.PageBox) Outcome {
		if t := box.Trim; t != nil && t.Width > 0 && t.Height > 0 {
			// The TrimBox is the trim size itself (1 mm tolerance).
			w, h := t.Width*mmPerPt, t.Height*mmPerPt
			got := fmt.Sprintf("%.0fx%.0f mm", w, h)
			for _, sz := range sizes {
				if math.Abs(w-float64(sz[0])) < 1 && math.Abs(h-float64(sz[1])) < 1 {
					return pass("Trim box "+got+" is the trim size", got, exp)
				}
			}
			return fail("Trim box "+got+" is not an approved trim size", got, exp)
		}
		if box.Width <= 0 || box.Height <= 0 {
			return warn("Page size could not be measured", "", exp)
		}
		w, h := box.Width*mmPerPt, box.Height*mmPerPt
		got := fmt.Sprintf("%.0fx%.0f mm", w, h)
		for _, sz := range sizes {
			bw, bh := (w-float64(sz[0]))/2, (h-float64(sz[1]))/2
			if bw > -1 && bh > -1 && bw < MaxBleedMM+1 && bh < MaxBleedMM+1 && math.Abs(bw-bh) < 1 {
				if bw < 1 {
					return pass("Page "+got+" is the trim size", got, exp)
				}
				return pass("Page "+got+" is the trim size with bleed", got, exp)
			}
		}
		return fail("Page "+got+" is not an approved trim size", got, exp)
	}
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if a.Info.Kind != media.KindDocument {
			return skip()
		}
		return everyPage(a.Info, judge)
	}
}

// pdfPages lists a PDF's pages as the probe measured them: the first, and
// the others whose size, trim or bleed differ from it.
func pdfPages(i media.Info) []media.PageBox {
	return append([]media.PageBox{{Page: 1, Width: i.PageWidth, Height: i.PageHeight, Trim: i.Trim}}, i.OtherPages...)
}

// everyPage judges each of a PDF's pages: the first page that does not
// pass decides, named by its number when the PDF has several pages;
// otherwise the first page's outcome, which speaks for them all.
func everyPage(i media.Info, judge func(media.PageBox) Outcome) Outcome {
	pages := pdfPages(i)
	first := judge(pages[0])
	if first.Status != StatusPass {
		return onPage(first, 1, i)
	}
	for _, p := range pages[1:] {
		if o := judge(p); o.Status != StatusPass {
			return onPage(o, p.Page, i)
		}
	}
	if len(i.OtherPages) > 0 || i.PageCount > 1 {
		first.Message += fmt.Sprintf(" (all %d pages)", max(i.PageCount, len(pages)))
	}
	return first
}

// onPage names the page an outcome is about, in a PDF of several pages.
func onPage(o Outcome, page int, i media.Info) Outcome {
	if i.PageCount > 1 || len(i.OtherPages) > 0 {
		o.Message = fmt.Sprintf("Page %d: %s", page, o.Message)
		if o.Detected != "" {
			o.Detected += fmt.Sprintf(" (page %d)", page)
		}
	}
	return o
}

// Size checks (Params.Check) of the fileSize field.
const (
	SizeCheckFile        = ""            // the file itself (a zip's compressed size)
	SizeCheckInitialLoad = "initialLoad" // HTML5: entry HTML and what it loads directly; other assets: the file
	SizeCheckSubload     = "subload"     // HTML5: what loads after the initial load (polite load); other assets: the file
	SizeCheckTotal       = "totalSize"   // HTML5: everything in the zip uncompressed; other assets: the file
)

var checkFileSize = PreparedChecker(func(r Rule) CheckFunc {
	p := paramsOf(r)
	label := "File size"
	// measured is the size the rule checks: the file's, or for an HTML5
	// banner a load the ad server limits.
	measured := func(a *Asset) int64 { return a.Info.Size }
	switch p.Check {
	case SizeCheckFile:
	case SizeCheckInitialLoad:
		label = "Initial load"
		measured = func(a *Asset) int64 {
			if a.Info.HTML5 != nil {
				return a.Info.HTML5.InitialLoadBytes
			}
			return a.Info.Size
		}
	case SizeCheckSubload:
		// The IAB's subload: what a banner loads after its initial load.
		label = "Subload"
		measured = func(a *Asset) int64 {
			if h := a.Info.HTML5; h != nil {
				return max(h.TotalBytes-h.InitialLoadBytes, 0)
			}
			return a.Info.Size
		}
	case SizeCheckTotal:
		label = "Total load"
		measured = func(a *Asset) int64 {
			if a.Info.HTML5 != nil {
				return a.Info.HTML5.TotalBytes
			}
			return a.Info.Size
		}
	default:
		return always(warn(fmt.Sprintf("Unknown fileSize check %q", p.Check), "", ""))
	}
	if p.Check == SizeCheckFile {
		// The spec's builder wording (§5) for its per-kind size rules.
		switch {
		case slices.Equal(p.Kinds, []string{"static"}):
			label = "Static backup"
		case slices.Equal(p.Kinds, []string{"video"}):
			label = "Video file"
		}
	}
	// Sizes show in the rule's own unit when it is MB ("Video file 250MB
	// exceeds 200MB limit"), else in KB.
	unit, per := "KB", 1.0
	if strings.EqualFold(strings.TrimSpace(p.Unit), "MB") {
		unit, per = "MB", 1024
	}
	b := boundsOf(p, sizeUnitFactor, nil, ptr(DefaultMaxFileSizeKB))
	b.min, b.max = b.min/per, b.max/per
	exp := b.expected(unit, 1)
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		v := float64(measured(a)) / 1024 / per
		got := fmtNum(v, 1) + unit
		if out, bad := b.outOfRange(label, got, v, unit, 1, exp); bad {
			return out
		}
		return pass(label+" "+got+" within limit ("+exp+")", got, exp)
	}
})

// NormalizeFormat maps format spellings to the one name the format check
// compares (JPEG→JPG, .png→PNG, HTML5→ZIP).
func NormalizeFormat(f string) string { return normalizeFormat(f) }

// normalizeFormat maps format spellings to one name (JPEG→JPG, .png→PNG).
func normalizeFormat(f string) string {
	f = strings.ToUpper(strings.TrimPrefix(strings.TrimSpace(f), "."))
	switch f {
	case "JPEG", "JPE", "JFIF":
		return "JPG"
	case "HTML5", "HTML":
		return "ZIP"
	case "TIF":
		return "TIFF"
	case "QUICKTIME":
		return "MOV"
	case "M4V":
		return "MP4"
	case "MPEG", "MPEG1", "MPEG2", "MPEG-1", "MPEG-2", "MPE", "M2P", "VOB":
		return "MPG" // program streams (media reports MPG)
	case "WAVE":
		return "WAV"
	}
	// PDF/X-1a, PDF/X-4, PDF/A-1b: profiles of PDF, which is what the bytes
	// show (conformance to the profile is not measured).
	if strings.HasPrefix(f, "PDF/") {
		return "PDF"
	}
	return f
}

var checkFormat = PreparedChecker(func(r Rule) CheckFunc {
	if paramsOf(r).Check == FormatCheckTotalInk {
		return totalInkChecker(paramsOf(r))
	}
	if paramsOf(r).Check == FormatCheckColorSpace {
		return colorSpaceChecker(paramsOf(r))
	}
	allowed := paramsOf(r).Allowed
	if len(allowed) == 0 {
		allowed = DefaultFormats
	}
	exp := "one of " + strings.Join(allowed, ", ")
	formats := make([]string, len(allowed))
	for i, f := range allowed {
		formats[i] = normalizeFormat(f)
	}
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		got := a.Info.Format
		if got == "" {
			return fail("Format could not be identified", "unknown", exp)
		}
		if slices.Contains(formats, normalizeFormat(got)) {
			return pass("Format "+got+" is allowed", got, exp)
		}
		return fail("Format "+got+" not in allowed formats", got, exp)
	}
})

// Duration checks (Params.Check) of the duration field.
const (
	DurationCheckPlay           = ""                // one play: video duration, or one pass of an animation
	DurationCheckLoops          = "loops"           // animated images: how many times the animation plays (Params.Max, default 3)
	DurationCheckTotalAnimation = "totalAnimation"  // animated images: one pass times the loop count
	DurationCheckHeadTail       = "headTailSilence" // audio: seconds of silence before the first and after the last sound, each within Params.Min/Max
)

// DefaultMaxLoops is the loop limit when a loops rule has no max.
const DefaultMaxLoops = 3

var checkDuration = PreparedChecker(func(r Rule) CheckFunc {
	p := paramsOf(r)
	switch p.Check {
	case DurationCheckPlay:
	case DurationCheckHeadTail:
		return headTailChecker(p)
	case DurationCheckLoops, DurationCheckTotalAnimation:
		return func(_ context.Context, a *Asset, _ Options) Outcome {
			if !hasDuration(a.Info) || a.Info.Kind != media.KindImage {
				return skip()
			}
			return checkAnimationLoops(*a, p)
		}
	default:
		out := warn(fmt.Sprintf("Unknown duration check %q", p.Check), "", "")
		return func(_ context.Context, a *Asset, _ Options) Outcome {
			if !hasDuration(a.Info) {
				return skip()
			}
			return out
		}
	}
	if len(p.Allowed) > 0 && p.Min == nil && p.Max == nil {
		return checkDurationAllowed(p)
	}
	b := boundsOf(p, durationUnitFactor, ptr(DefaultMinDurationSeconds), ptr(DefaultMaxDurationSeconds))
	exp := b.expected("s", 2)
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if !hasDuration(a.Info) {
			return skip()
		}
		d := a.Info.DurationSeconds
		label := "Duration"
		if a.Info.Kind == media.KindImage {
			label = "Animation length"
		}
		if d <= 0 {
			return warn(label+" could not be measured", "", exp)
		}
		got := fmtNum(d, 2) + "s"
		if out, bad := b.outOfRange(label, got, d, "s", 2, exp); bad {
			return out
		}
		return pass(label+" "+got+" within "+exp, got, exp)
	}
})

// durationTolerance is how far a measured length may be from an allowed
// spot length: a :15 spot encodes as 15.0 to 15.1 seconds.
const durationTolerance = 0.5

// checkDurationAllowed checks a duration against a list of spot lengths
// (":15 / :30"), each with durationTolerance.
func checkDurationAllowed(p Params) CheckFunc {
	f := 1.0
	if v, ok := durationUnitFactor(p.Unit); ok {
		f = v
	}
	var lengths []float64
	var shown []string
	for _, s := range p.Allowed {
		if v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(s), "s"), 64); err == nil {
			lengths = append(lengths, v*f)
			shown = append(shown, fmtNum(v*f, 2)+"s")
		}
	}
	exp := "one of " + strings.Join(shown, ", ")
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if !hasDuration(a.Info) {
			return skip()
		}
		d := a.Info.DurationSeconds
		if d <= 0 {
			return warn("Duration could not be measured", "", exp)
		}
		got := fmtNum(d, 2) + "s"
		for _, l := range lengths {
			if math.Abs(d-l) <= durationTolerance {
				return pass("Duration "+got+" is an allowed length", got, exp)
			}
		}
		return fail("Duration "+got+" is not an allowed length", got, exp)
	}
}

// checkAnimationLoops checks an animation's loop count or its total play
// time (one pass times the loops). LoopCount -1 means it loops forever; 0
// means unknown.
func checkAnimationLoops(a Asset, p Params) Outcome {
	loops := a.Info.LoopCount
	if p.Check == DurationCheckLoops {
		b := boundsOf(p, nil, nil, ptr(DefaultMaxLoops))
		exp := b.expected(" loops", 0)
		switch {
		case loops < 0:
			return fail("Animation loops forever", "infinite", exp)
		case loops == 0:
			return warn("Animation loop count could not be measured", "", exp)
		}
		got := strconv.Itoa(loops)
		if b.violation(float64(loops)) != "" {
			return fail(fmt.Sprintf("Animation plays %d times; limit is %s", loops, exp), got, exp)
		}
		return pass(fmt.Sprintf("Animation plays %d times (%s)", loops, exp), got, exp)
	}
	b := boundsOf(p, durationUnitFactor, nil, ptr(DefaultMaxDurationSeconds))
	exp := b.expected("s", 2)
	d := a.Info.DurationSeconds
	switch {
	case loops < 0:
		return fail("Animation loops forever", "infinite", exp)
	case loops == 0 || d <= 0:
		return warn("Total animation time could not be measured", "", exp)
	}
	total := d * float64(loops)
	got := fmtNum(total, 2) + "s"
	if b.violation(total) == "exceeds" {
		return fail(fmt.Sprintf("Total animation time %s (%d × %ss) exceeds %ss limit", got, loops, fmtNum(d, 2), fmtNum(b.max, 2)), got, exp)
	}
	return pass(fmt.Sprintf("Total animation time %s within %s", got, exp), got, exp)
}

// ParseAspectRatio parses "16:9", "16/9", "1.91:1" or "1.5" into a ratio.
func ParseAspectRatio(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	for _, sep := range []string{":", "/", "x"} {
		if a, b, ok := strings.Cut(s, sep); ok {
			x, err1 := strconv.ParseFloat(strings.TrimSpace(a), 64)
			y, err2 := strconv.ParseFloat(strings.TrimSpace(b), 64)
			if err1 != nil || err2 != nil || x <= 0 || y <= 0 || math.IsInf(x, 0) || math.IsInf(y, 0) {
				return 0, false
			}
			return x / y, true
		}
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v <= 0 || math.IsInf(v, 0) || math.IsNaN(v) {
		return 0, false
	}
	return v, true
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// formatRatio shows w:h reduced, or as "N.NN:1" when the reduced terms are
// unwieldy (728x90 is 8.09:1, not 364:45).
func formatRatio(w, h int) string {
	g := gcd(w, h)
	rw, rh := w/g, h/g
	if rw <= 32 && rh <= 32 {
		return fmt.Sprintf("%d:%d", rw, rh)
	}
	return fmtNum(float64(w)/float64(h), 2) + ":1"
}

func checkAspectRatio(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	if !hasPixels(a.Info.Kind) {
		return skip()
	}
	allowed := paramsOf(r).Allowed
	if len(allowed) == 0 {
		allowed = DefaultAspectRatios
	}
	exp := "one of " + strings.Join(allowed, ", ") + " (±1%)"
	w, h, ok := measuredDimensions(a)
	if !ok {
		return warn("Aspect ratio could not be measured", "", exp)
	}
	got := formatRatio(w, h)
	ratio := float64(w) / float64(h)
	for _, s := range allowed {
		want, ok := ParseAspectRatio(s)
		if ok && math.Abs(ratio/want-1) <= AspectRatioTolerance {
			o := pass("Aspect ratio "+got+" matches "+s, got, exp)
			o.WholeImage = true
			return o
		}
	}
	o := fail("Aspect ratio "+got+" not in allowed ratios", got, exp)
	o.WholeImage = true
	return o
}

// frameRateOf is the measured frame rate; for animated images without one,
// frames divided by animation time.
func frameRateOf(i media.Info) float64 {
	if i.FrameRate > 0 {
		return i.FrameRate
	}
	if i.Kind == media.KindImage && i.FrameCount > 1 && i.DurationSeconds > 0 {
		return float64(i.FrameCount) / i.DurationSeconds
	}
	return 0
}

// FrameRateCheckConstant: the frame rate must not vary within the file
// ("constant frame rate", "variable frame rate is not accepted"). Whether
// it varies is not read from the bytes yet (it needs every sample's
// duration): the check reports it for a person to confirm.
const FrameRateCheckConstant = "constantFrameRate"

func checkFrameRate(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	if !hasDuration(a.Info) {
		return skip()
	}
	p := paramsOf(r)
	if p.Check == FrameRateCheckConstant {
		return warn("Whether the frame rate varies is not read from the file: confirm it is constant", "", "a constant frame rate")
	}
	fr := frameRateOf(a.Info)
	if p.Min != nil || p.Max != nil {
		b := boundsOf(p, frameRateUnitFactor, nil, nil)
		exp := b.expected("fps", 3)
		if fr <= 0 {
			return warn("Frame rate could not be measured", "", exp)
		}
		got := fmtNum(fr, 3) + "fps"
		// Bounds get the tolerance allowed values get: documents write
		// 24000/1001 fps as "23.98" and 30000/1001 as "29.97".
		tolerant := b
		tolerant.min *= 1 - FrameRateTolerance
		tolerant.max *= 1 + FrameRateTolerance
		if tolerant.violation(fr) != "" {
			out, _ := b.outOfRange("Frame rate", got, fr, "fps", 3, exp)
			return out
		}
		return pass("Frame rate "+got+" within "+exp, got, exp)
	}
	allowed := p.Allowed
	if len(allowed) == 0 {
		if a.Info.Kind != media.KindVideo {
			return skip() // no standard rates for animations
		}
		allowed = DefaultFrameRates
	}
	exp := "one of " + strings.Join(allowed, ", ") + " fps"
	if fr <= 0 {
		return warn("Frame rate could not be measured", "", exp)
	}
	got := fmtNum(fr, 3) + "fps"
	for _, s := range allowed {
		want, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(strings.ToLower(s)), "fps"), 64)
		if err == nil && want > 0 && math.Abs(fr/want-1) <= FrameRateTolerance {
			return pass("Frame rate "+got+" is allowed", got, exp)
		}
	}
	return fail("Frame rate "+got+" not in allowed frame rates", got, exp)
}

// Bitrate checks (Params.Check) of the bitrate field.
const (
	BitrateCheckVideo = ""      // the file's overall bitrate
	BitrateCheckAudio = "audio" // the audio track's bitrate
)

func checkBitrate(ctx context.Context, a Asset, r Rule, opts Options) Outcome {
	if a.Info.Kind != media.KindVideo {
		return skip()
	}
	p := paramsOf(r)
	if p.Check == BitrateCheckAudio {
		// The probe does not measure the audio track's bitrate on its own,
		// and the file's bitrate is the video's: the rule is not checked
		// rather than checked against the wrong measurement.
		return skip()
	}
	if p.Min == nil && p.Max == nil {
		// The spec has no bitrate constant: without limits only a person
		// (or the AI validator) can judge the rule's text.
		return perceptionChecker{}.Check(ctx, a, r, opts)
	}
	b := boundsOf(p, bitrateUnitFactor, nil, nil)
	exp := b.expected("kbps", 0)
	br := a.Info.BitrateKbps
	if br <= 0 {
		return warn("Bitrate could not be measured", "", exp)
	}
	got := fmtNum(br, 0) + "kbps"
	if out, bad := b.outOfRange("Bitrate", got, br, "kbps", 0, exp); bad {
		return out
	}
	return pass("Bitrate "+got+" within "+exp, got, exp)
}

// NormalizeCodec maps codec names and sample-entry codes to one name:
// avc1/avc3/H.264/AVC → h264, hvc1/hev1/HEVC/H.265 → h265, vp09 → vp9,
// av01 → av1, mp4v → mpeg4, mp4a/AAC → aac, ProRes codes → prores.
func NormalizeCodec(c string) string {
	c = strings.ToLower(strings.TrimSpace(c))
	c = strings.NewReplacer(".", "", "-", "", " ", "", "_", "").Replace(c)
	switch c {
	case "avc1", "avc3", "avc", "h264", "x264", "mpeg4avc":
		return "h264"
	case "hvc1", "hev1", "hevc", "h265", "x265":
		return "h265"
	case "vp09", "vp9":
		return "vp9"
	case "vp08", "vp8":
		return "vp8"
	case "av01", "av1":
		return "av1"
	case "mp4v", "mpeg4", "mpeg4part2", "xvid", "divx":
		return "mpeg4"
	case "mp4a", "aac":
		return "aac"
	case "ac3", "ac-3":
		return "ac3"
	case "ec3", "eac3":
		return "eac3"
	case "opus":
		return "opus"
	case "apch", "apcn", "apcs", "apco", "ap4h", "ap4x", "prores":
		return "prores"
	case "pcm", "lpcm", "sowt", "twos", "ipcm", "in24", "in32", "fl32", "fl64", "raw":
		return "pcm"
	case "mp3", "mp4a6b", ".mp3", "mpeg1layer3":
		return "mp3"
	case "mpeg2", "mpeg2video", "m2v1", "mx5p", "mx5n", "mx4p", "mx4n", "mx3p", "mx3n":
		return "mpeg2"
	case "avdn", "avdh", "dnxhd", "dnxhr":
		return "dnxhd"
	}
	if strings.HasPrefix(c, "xdcam") || len(c) == 4 && (strings.HasPrefix(c, "xd5") || strings.HasPrefix(c, "xdv") || strings.HasPrefix(c, "xdh")) {
		return "mpeg2" // XDCAM HD sample entries (xd5c, xdv7, xdhd…) are MPEG-2 video
	}
	return c
}

// Codec checks (Params.Check) of the codec field.
const (
	CodecCheckVideo = ""      // the video codec
	CodecCheckAudio = "audio" // the audio codec
	// CodecCheckAudioPresent: whether a video has an audio track. Allowed
	// ["none"] forbids one ("Deliver files without an audio track");
	// otherwise one is required ("silent ads are rejected").
	CodecCheckAudioPresent = "audioPresent"
	// CodecCheckScanType: whether the picture is progressive or interlaced
	// (Allowed ["progressive"] or ["interlaced"]). The scan type is not
	// read from the bytes yet (it is in the codec's sequence header): the
	// check reports it for a person to confirm.
	CodecCheckScanType = "scanType"
)

// checkAudioPresent checks a video's audio track against a rule that
// requires one or, with Allowed ["none"], forbids one.
func checkAudioPresent(a Asset, p Params) Outcome {
	has := a.Info.AudioCodec != "" || a.Info.Audio != nil
	got := "no audio track"
	if has {
		got = "an audio track"
	}
	if slices.ContainsFunc(p.Allowed, func(v string) bool { return strings.EqualFold(v, "none") }) {
		if has {
			return fail("The video has an audio track; none is allowed", got, "no audio track")
		}
		return pass("No audio track, as required", got, "no audio track")
	}
	if !has {
		return fail("The video has no audio track; one is required", got, "an audio track")
	}
	return pass("The video has an audio track", got, "an audio track")
}

func checkCodec(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	if a.Info.Kind != media.KindVideo {
		return skip()
	}
	p := paramsOf(r)
	got, label := a.Info.VideoCodec, "Video codec"
	allowed := p.Allowed
	switch p.Check {
	case CodecCheckVideo:
		if len(allowed) == 0 {
			allowed = DefaultCodecs
		}
	case CodecCheckAudioPresent:
		return checkAudioPresent(a, p)
	case CodecCheckScanType:
		return warn("The scan type is not read from the file: confirm it is "+strings.Join(p.Allowed, " or "), "", strings.Join(p.Allowed, " or "))
	case CodecCheckAudio:
		got, label = a.Info.AudioCodec, "Audio codec"
		if len(allowed) == 0 {
			allowed = []string{"aac"}
		}
		if got == "" {
			return pass("No audio track", "none", "one of "+strings.Join(allowed, ", ")+" or none")
		}
	default:
		return warn(fmt.Sprintf("Unknown codec check %q", p.Check), "", "")
	}
	exp := "one of " + strings.Join(allowed, ", ")
	if got == "" {
		return warn(label+" could not be identified", "", exp)
	}
	ng := NormalizeCodec(got)
	for _, c := range allowed {
		if NormalizeCodec(c) == ng {
			return pass(label+" "+got+" is allowed", got, exp)
		}
	}
	return fail(label+" "+got+" not in allowed codecs", got, exp)
}
