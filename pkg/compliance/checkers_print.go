package compliance

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Print and resolution checks (Params.Check) of the dimensions and format
// fields, beyond the pixel sizes and trim sizes of checkers_media.go.
const (
	DimensionsCheckBleed      = "bleed"           // a print PDF's bleed beyond the TrimBox, mm per side (Params.Min/Max)
	DimensionsCheckResolution = "imageResolution" // an image's pixel density, dpi (Params.Min/Max)
	FormatCheckTotalInk       = "totalInk"        // total area coverage of CMYK ink, % (Params.Max; a PDF's DeviceCMYK colours and images)
	FormatCheckColorSpace     = "colorSpace"      // an image's colour model or a PDF's colour spaces (Params.Allowed: CMYK, RGB, Gray, Lab, Spot)
	BrandCheckSafeArea        = "safeArea"        // where text must stay: a share of the frame (%) or a margin (%, mm, px); judged by a person or the AI
	BrandCheckTextArea        = "textArea"        // the share of an image text may cover (%); judged by a person or the AI
	// TypographyCheckOnScreen is how long a super (on-screen text) stays up,
	// in seconds (Params.Min/Max); judged by a person or the AI.
	TypographyCheckOnScreen = "onScreenTime"
	// TypographyCheckFontsEmbedded is that every font a PDF's pages use is
	// embedded in the file.
	TypographyCheckFontsEmbedded = "fontsEmbedded"
	// AccessibilityCheckFlashRate is how often a creative may flash (Params.Max
	// flashes in any one second); judged by a person or the AI.
	AccessibilityCheckFlashRate = "flashRate"
	// SafetyCheckBoxHeight and SafetyCheckBoxArea are the share of a unit's
	// height or area its safety-information panel fills (Params.Min %);
	// judged by a person or the AI.
	SafetyCheckBoxHeight = "isiBoxHeight"
	SafetyCheckBoxArea   = "isiBoxArea"
	// SafetyCheckCrawlSpeed and SafetyCheckSpeechRate are how fast safety
	// information may scroll by or be spoken (Params.Max words per minute);
	// judged by a person or the AI.
	SafetyCheckCrawlSpeed = "crawlSpeed"
	SafetyCheckSpeechRate = "speechRate"
)

// DimensionsChecks and FormatChecks are the valid Params.Check values of
// the dimensions and format fields.
var (
	DimensionsChecks = []string{DimensionsCheckPixels, DimensionsCheckTrimSize, DimensionsCheckBleed, DimensionsCheckResolution, DimensionsCheckMediaBox}
	FormatChecks     = []string{"", FormatCheckTotalInk, FormatCheckColorSpace}
	// TypographyChecks are the valid Params.Check values of typography.
	TypographyChecks = []string{"", TypographyCheckOnScreen, TypographyCheckFontsEmbedded}
)

const mmPerPt = 25.4 / 72

// bleedTolerance is how far a measured bleed may be from the stated one:
// PDF boxes are written in points, rounded by the exporting program.
const bleedToleranceMM = 0.5

// bleedChecker checks a print PDF's bleed on every page: the margins
// between each page's TrimBox and BleedBox (or MediaBox), each within
// Params.Min/Max mm. A page without a TrimBox cannot tell bleed from
// page: it is reported, not failed, by its number.
func bleedChecker(p Params) CheckFunc {
	b := boundsOf(p, lengthUnitFactor, nil, nil)
	exp := b.expected(" mm", 1) + " on every side"
	judge := func(box media.PageBox) Outcome {
		t := box.Trim
		if t == nil {
			return warn("Bleed could not be measured: the PDF has no TrimBox", "", exp)
		}
		lo, hi := t.BleedMin*mmPerPt, t.BleedMax*mmPerPt
		got := fmtNum(lo, 1) + " mm"
		if hi-lo >= 0.05 {
			got = fmtNum(lo, 1) + "-" + fmtNum(hi, 1) + " mm"
		}
		if b.hasMin && lo < b.min-bleedToleranceMM {
			return fail("Bleed "+got+" below "+fmtNum(b.min, 1)+" mm", got, exp)
		}
		if b.hasMax && hi > b.max+bleedToleranceMM {
			return fail("Bleed "+got+" exceeds "+fmtNum(b.max, 1)+" mm", got, exp)
		}
		return pass("Bleed "+got+" within "+exp, got, exp)
	}
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if a.Info.Kind != media.KindDocument {
			return skip()
		}
		return everyPage(a.Info, judge)
	}
}

// lengthUnitFactor converts print lengths to mm.
func lengthUnitFactor(unit string) (float64, bool) {
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "", "mm":
		return 1, true
	case "cm":
		return 10, true
	case "in", "inch", "inches", `"`:
		return 25.4, true
	case "pt":
		return mmPerPt, true
	}
	return 0, false
}

// resolutionChecker checks the pixel density an image declares (JFIF,
// PNG pHYs), or the lowest effective resolution of the images a PDF's
// pages draw (forms included), against Params.Min/Max dpi, naming the
// image and its page. An image that declares none is reported: its print
// size, and so its resolution, is not in the file.
func resolutionChecker(p Params) CheckFunc {
	b := boundsOf(p, resolutionUnitFactor, nil, nil)
	exp := b.expected(" dpi", 0)
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		pr := a.Info.Print
		switch {
		case a.Info.Kind != media.KindImage && a.Info.Kind != media.KindDocument:
			return skip()
		case a.Info.Kind == media.KindDocument && a.Info.DPI <= 0:
			msg := "Resolution could not be measured: the PDF's pages draw no image"
			if pr != nil && pr.Unread != "" {
				msg += " on the pages read (" + pr.Unread + ")"
			}
			return warn(msg, "", exp)
		case a.Info.DPI <= 0:
			return warn("Resolution could not be measured: the image declares no pixel density", "", exp)
		}
		decimals := 0
		if a.Info.DPI < 1 {
			decimals = 2 // an image stretched far below 1 dpi is not "0 dpi"
		}
		got := fmtNum(a.Info.DPI, decimals) + " dpi"
		where := ""
		if pr != nil && pr.LowestImage != nil {
			where = fmt.Sprintf(" (image %s on page %d)", pr.LowestImage.Name, pr.LowestImage.Page)
		}
		if out, bad := b.outOfRange("Resolution", got, a.Info.DPI, " dpi", 0, exp); bad {
			out.Message += where
			out.Detected += where
			return out
		}
		if pr != nil && pr.Unread != "" {
			return warn("Resolution "+got+where+" within "+exp+" on the pages read; "+pr.Unread, got, exp)
		}
		if where != "" {
			return pass("Lowest resolution "+got+where+" within "+exp, got+where, exp)
		}
		return pass("Resolution "+got+" within "+exp, got, exp)
	}
}

func resolutionUnitFactor(unit string) (float64, bool) {
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "", "dpi", "ppi":
		return 1, true
	case "dpcm", "ppcm":
		return 2.54, true
	}
	return 0, false
}

// pixelBoundsChecker checks width and height against Params.MinWidth,
// MinHeight, MaxWidth and MaxHeight, and against Params.Allowed sizes when
// the rule lists them too.
func pixelBoundsChecker(p Params, sizes [][2]int) CheckFunc {
	var parts []string
	if p.MinWidth > 0 || p.MinHeight > 0 {
		parts = append(parts, "at least "+boundText(p.MinWidth, p.MinHeight))
	}
	if p.MaxWidth > 0 || p.MaxHeight > 0 {
		parts = append(parts, "at most "+boundText(p.MaxWidth, p.MaxHeight))
	}
	exp := strings.Join(parts, ", ")
	return pixelChecker(exp, func(w, h int, got string) Outcome {
		switch {
		case p.MinWidth > 0 && w < p.MinWidth, p.MinHeight > 0 && h < p.MinHeight:
			return fail("Dimensions "+got+" below the minimum "+boundText(p.MinWidth, p.MinHeight), got, exp)
		case p.MaxWidth > 0 && w > p.MaxWidth, p.MaxHeight > 0 && h > p.MaxHeight:
			return fail("Dimensions "+got+" exceed the maximum "+boundText(p.MaxWidth, p.MaxHeight), got, exp)
		case len(sizes) > 0 && !slices.Contains(sizes, [2]int{w, h}):
			return fail("Dimensions "+got+" not in approved BRD specifications", got, exp)
		}
		return pass("Dimensions "+got+" within "+exp, got, exp)
	})
}

// boundText is "1280x720", "1200 px wide" or "720 px high".
func boundText(w, h int) string {
	switch {
	case w > 0 && h > 0:
		return FormatDimensions(w, h)
	case w > 0:
		return fmt.Sprintf("%d px wide", w)
	}
	return fmt.Sprintf("%d px high", h)
}

// headTailChecker checks the silence before the first and after the last
// sound of an audio track (media.AudioInfo.HeadSilence, TailSilence: PCM
// and float WAV), each within Params.Min/Max seconds.
func headTailChecker(p Params) CheckFunc {
	b := boundsOf(p, durationUnitFactor, nil, nil)
	exp := b.expected(" s", 2) + " at the head and the tail"
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if a.Info.Kind != media.KindAudio && a.Info.Kind != media.KindVideo {
			return skip()
		}
		au := a.Info.Audio
		if au == nil || au.HeadSilence == nil || au.TailSilence == nil {
			return warn("Silence at the head and tail could not be measured (it is read from PCM or float WAV audio)", "", exp)
		}
		head, tail := *au.HeadSilence, *au.TailSilence
		got := fmtNum(head, 2) + " s / " + fmtNum(tail, 2) + " s"
		for _, side := range []struct {
			name string
			v    float64
		}{{"Head", head}, {"Tail", tail}} {
			if out, bad := b.outOfRange(side.name+" silence", fmtNum(side.v, 2)+" s", side.v, " s", 2, exp); bad {
				out.Detected = got
				return out
			}
		}
		return pass("Silence "+got+" (head / tail) within "+exp, got, exp)
	}
}

// totalInkChecker checks the total ink (C+M+Y+K, %) of a PDF against
// Params.Max: the highest of its DeviceCMYK and DeviceGray colours and
// 8-bit CMYK and grey images (media.InkCoverage), named with where. Ink
// the bytes cannot sum without a colour engine (ICC-based, RGB and spot
// colours, shadings, overprint, transparency) makes the measure a lower
// bound: over the limit still fails, within it is reported, never passed.
// Image files are reported: their pixels are not read for ink.
func totalInkChecker(p Params) CheckFunc {
	b := boundsOf(p, nil, nil, nil)
	exp := b.expected("%", 0)
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if a.Info.Kind != media.KindDocument && a.Info.Kind != media.KindImage {
			return skip()
		}
		pr := a.Info.Print
		if a.Info.Kind == media.KindImage || pr == nil {
			return warn("Total ink coverage is not measured for this file (it needs the page rendered through a colour engine): check it in preflight", "", exp)
		}
		ink := pr.Ink
		if ink == nil {
			if pr.Unread != "" {
				return warn("No ink measured on the pages read; "+pr.Unread, "", exp)
			}
			return pass("The pages paint only the default black (100% at most), within "+exp, "100% at most", exp)
		}
		got := fmtNum(ink.MaxPercent, 0) + "%"
		where := ""
		if ink.What != "" {
			where = fmt.Sprintf(" (%s on page %d)", ink.What, ink.Page)
		}
		if out, bad := b.outOfRange("Total ink", got, ink.MaxPercent, "%", 0, exp); bad {
			out.Message += where
			out.Detected += where
			return out
		}
		var unmeasured []string
		if len(ink.NotSummed) > 0 {
			unmeasured = append(unmeasured, "not summed without a colour engine: "+strings.Join(ink.NotSummed, ", "))
		}
		if pr.Unread != "" {
			unmeasured = append(unmeasured, pr.Unread)
		}
		if len(unmeasured) > 0 {
			lead, det := "Total ink at least "+got+where, "at least "+got
			if ink.What == "" {
				lead, det = "Total ink not measured", ""
			}
			return warn(lead+"; "+strings.Join(unmeasured, "; ")+": check it in preflight", det, exp)
		}
		return pass("Total ink "+got+where+" within "+exp, got+where, exp)
	}
}

// colorSpaceChecker checks colour spaces against Params.Allowed ("CMYK",
// "RGB", "Gray", "Lab", "Spot"; "sRGB" is RGB): the colour model an image
// file declares (media.Info.ColorModel: a JPEG's component count, a PNG's
// colour type), or every colour space a PDF's pages paint with
// (media.PrintInfo.ColorSpaces: colour operators, images, shadings, in
// forms too). Grey prints on the black plate and shows on screens: it
// meets a CMYK or an RGB rule. A spot colour meets only a rule that allows
// "Spot". A file whose colour is not read is reported, not failed.
func colorSpaceChecker(p Params) CheckFunc {
	var allowed []string
	for _, a := range p.Allowed {
		a = strings.ToUpper(strings.TrimSpace(a))
		if a == "SRGB" {
			a = "RGB"
		}
		allowed = append(allowed, a)
	}
	exp := "colour space " + strings.Join(allowed, " or ")
	meets := func(space string) bool {
		space = strings.ToUpper(space)
		return space == "GRAY" || slices.Contains(allowed, space)
	}
	return func(_ context.Context, a *Asset, _ Options) Outcome {
		if a.Info.Kind != media.KindDocument && a.Info.Kind != media.KindImage {
			return skip()
		}
		if pr := a.Info.Print; a.Info.Kind == media.KindDocument && pr != nil && len(allowed) > 0 {
			return pdfColorSpaces(pr, meets, exp)
		}
		got := strings.ToUpper(a.Info.ColorModel)
		if got == "INDEXED" {
			got = "RGB" // a palette of RGB colours
		}
		switch {
		case got == "" || len(allowed) == 0:
			return warn("The colour space is not read from this file: check it in preflight", "", exp)
		case meets(got):
			return pass("Colour space "+got+" is "+exp, got, exp)
		}
		return fail("Colour space "+got+" is not "+exp, got, exp)
	}
}

// pdfColorSpaces judges the colour spaces a PDF's pages use: it fails
// naming where each one that is not allowed is first used ("RGB image Im2
// on page 1", "spot colour PANTONE 286 C on page 2").
func pdfColorSpaces(pr *media.PrintInfo, meets func(string) bool, exp string) Outcome {
	var used, bad []string
	for _, u := range pr.ColorSpaces {
		label := u.Space
		if u.Space == media.ColorSpot {
			label = "spot colour " + u.Name
		}
		if !slices.Contains(used, label) {
			used = append(used, label)
		}
		if meets(u.Space) {
			continue
		}
		if u.Space == media.ColorSpot {
			bad = append(bad, fmt.Sprintf("spot colour %s on page %d (%s)", u.Name, u.Page, u.What))
		} else {
			bad = append(bad, fmt.Sprintf("%s %s on page %d", u.Space, u.What, u.Page))
		}
	}
	got := strings.Join(used, ", ")
	if len(used) == 0 {
		got = "the default black"
	}
	if len(bad) > 0 {
		shown := bad[:min(len(bad), 4)]
		msg := "Not " + exp + ": " + strings.Join(shown, "; ")
		if len(bad) > len(shown) {
			msg += fmt.Sprintf(" (+%d more)", len(bad)-len(shown))
		}
		return fail(msg, got, exp)
	}
	if pr.Unread != "" {
		return warn("Colour spaces "+got+" meet "+exp+" on the pages read; "+pr.Unread, got, exp)
	}
	if len(used) == 0 {
		return pass("The pages paint only in the default black, which meets "+exp, got, exp)
	}
	return pass("Colour spaces "+got+" meet "+exp, got, exp)
}

// checkTypography checks fontsEmbedded from the bytes; every other
// typography rule needs perception.
func checkTypography(ctx context.Context, a Asset, r Rule, opts Options) Outcome {
	if paramsOf(r).Check == TypographyCheckFontsEmbedded {
		return checkFontsEmbedded(a)
	}
	return perceptionChecker{}.Check(ctx, a, r, opts)
}

// checkFontsEmbedded checks that every font a PDF's pages draw text with
// is embedded, naming those that are not.
func checkFontsEmbedded(a Asset) Outcome {
	const exp = "every font embedded"
	if a.Info.Kind != media.KindDocument {
		return skip()
	}
	pr := a.Info.Print
	switch {
	case pr == nil:
		return warn("The fonts could not be read from this file: check them in preflight", "", exp)
	case len(pr.FontsNotEmbedded) > 0:
		got := strings.Join(pr.FontsNotEmbedded, ", ")
		return fail(fmt.Sprintf("%d of %d fonts not embedded: %s", len(pr.FontsNotEmbedded), pr.Fonts, got), got+" not embedded", exp)
	case pr.Unread != "":
		return warn(fmt.Sprintf("The %d fonts of the pages read are embedded; %s", pr.Fonts, pr.Unread), "embedded", exp)
	case pr.Fonts == 0:
		return pass("The pages draw no text with fonts", "no fonts", exp)
	}
	return pass(fmt.Sprintf("All %d fonts are embedded", pr.Fonts), "all embedded", exp)
}

// checkPageCount checks a PDF's page count against Params.Allowed counts
// or Params.Min/Max pages.
func checkPageCount(a Asset, p Params) Outcome {
	if a.Info.Kind != media.KindDocument {
		return skip()
	}
	b := boundsOf(p, nil, nil, nil)
	var counts []int
	for _, s := range p.Allowed {
		if n, err := strconv.Atoi(strings.TrimSpace(s)); err == nil {
			counts = append(counts, n)
		}
	}
	var parts []string
	if len(p.Allowed) > 0 {
		unit := " pages"
		if len(counts) == 1 && counts[0] == 1 {
			unit = " page"
		}
		parts = append(parts, strings.Join(p.Allowed, " or ")+unit)
	}
	if b.set() {
		parts = append(parts, b.expected(" pages", 0))
	}
	exp := strings.Join(parts, ", ")
	n := a.Info.PageCount
	if n <= 0 {
		return warn("The page count could not be read", "", exp)
	}
	got := fmt.Sprintf("%d pages", n)
	if n == 1 {
		got = "1 page"
	}
	if len(counts) > 0 && !slices.Contains(counts, n) {
		return fail(got+", not "+exp, got, exp)
	}
	if out, bad := b.outOfRange("Page count", got, float64(n), " pages", 0, exp); bad {
		return out
	}
	return pass(got+" ("+exp+")", got, exp)
}

// checkOutputIntent checks a PDF's output intents and PDF/X version
// against Params.Allowed: values that name a PDF/X version ("PDF/X-1a",
// "PDF/X-4:2010") must match the file's GTS_PDFXVersion, the others its
// output condition ("Coated FOGRA39" matches the identifier "FOGRA39" and
// the condition "Coated FOGRA39 (ISO 12647-2:2004)"). When the rule lists
// both kinds, the file must meet one of each.
func checkOutputIntent(a Asset, p Params) Outcome {
	if a.Info.Kind != media.KindDocument {
		return skip()
	}
	var versions, conditions []string
	for _, v := range p.Allowed {
		if v = strings.TrimSpace(v); v == "" {
			continue
		}
		if strings.HasPrefix(compactText(v), "pdfx") {
			versions = append(versions, v)
		} else {
			conditions = append(conditions, v)
		}
	}
	exp := strings.Join(p.Allowed, " or ")
	if exp == "" {
		exp = "an output intent"
	}
	pr := a.Info.Print
	if pr == nil {
		return warn("The output intent could not be read from this file: check it in preflight", "", exp)
	}
	var have []string
	for _, oi := range pr.OutputIntents {
		name := oi.Identifier
		if oi.Condition != "" {
			name = oi.Condition
		}
		have = append(have, name)
	}
	got := strings.Join(have, ", ")
	if pr.PDFX != "" {
		got = strings.TrimPrefix(got+", "+pr.PDFX, ", ")
	}
	if got == "" {
		got = "none"
	}
	if len(pr.OutputIntents) == 0 && len(conditions)+len(versions) == 0 {
		return fail("The PDF declares no output intent", got, exp)
	}
	if len(versions) > 0 && !slices.ContainsFunc(versions, func(v string) bool { return pdfxMatches(v, pr.PDFX) }) {
		if pr.PDFX == "" {
			return fail("Not a PDF/X file (no GTS_PDFXVersion); want "+strings.Join(versions, " or "), got, exp)
		}
		return fail("PDF/X version "+pr.PDFX+" is not "+strings.Join(versions, " or "), got, exp)
	}
	if len(conditions) > 0 && !slices.ContainsFunc(conditions, func(c string) bool { return intentMatches(c, pr.OutputIntents) }) {
		if len(pr.OutputIntents) == 0 {
			return fail("The PDF declares no output intent; want "+strings.Join(conditions, " or "), got, exp)
		}
		return fail("Output intent "+strings.Join(have, ", ")+" is not "+strings.Join(conditions, " or "), got, exp)
	}
	return pass("Output intent "+got+" meets "+exp, got, exp)
}

// pdfxMatches reports whether a file's PDF/X version meets an allowed
// one: the same version ("PDF/X-1a" meets "PDF/X-1a:2001"), and the same
// year when the allowed one names it.
func pdfxMatches(allowed, version string) bool {
	if version == "" {
		return false
	}
	av, ay, _ := strings.Cut(allowed, ":")
	fv, fy, _ := strings.Cut(version, ":")
	if compactText(av) != compactText(fv) {
		return false
	}
	return ay == "" || compactText(ay) == compactText(fy)
}

// intentMatches reports whether an allowed output condition names one of
// the file's output intents: the identifier or the condition, either
// containing the other, ignoring case, spaces and punctuation.
func intentMatches(allowed string, intents []media.OutputIntent) bool {
	want := compactText(allowed)
	if want == "" {
		return false
	}
	for _, oi := range intents {
		for _, s := range []string{oi.Identifier, oi.Condition} {
			// A short identifier ("CGATS") must not match by being part of a longer name.
			if c := compactText(s); c != "" && (strings.Contains(c, want) || len(c) >= 6 && strings.Contains(want, c)) {
				return true
			}
		}
	}
	return false
}

// compactText lower-cases s and keeps its letters and digits.
func compactText(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, s)
}
