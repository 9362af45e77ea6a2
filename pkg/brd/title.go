package brd

import (
	"strings"
	"unicode"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

var (
	widthPattern  = lazyRe(`^\^(\d+)x\\d\+\$$`)
	heightPattern = lazyRe(`^\^\\d\+x(\d+)\$$`)
)

// fieldLabels are human names of the field types, used in titles.
var fieldLabels = map[string]string{
	"dimensions": "Dimensions", "fileSize": "File size", "format": "Format", "duration": "Duration",
	"aspectRatio": "Aspect ratio", "frameRate": "Frame rate", "bitrate": "Bitrate", "codec": "Codec",
	"typography": "Typography", "contrast": "Contrast", "safetyInfo": "Safety information",
	"fairBalance": "Fair balance", "indication": "Indication", "disclaimers": "Disclaimers",
	"fdaFilingNumber": "FDA filing number", "customerType": "Customer type",
	"brandGuidelines": "Brand guidelines", "accessibility": "Accessibility", "naming": "File naming convention",
	"metadata":      "Metadata",
	"audioLoudness": "Audio loudness", "audioSampleRate": "Audio sample rate", "audioChannels": "Audio channels",
	"characterCount": "Character count", "endCardDuration": "End card duration",
}

// Title builds a short human title for a rule from its field, channel and
// parameters: "Approved display dimensions", "Maximum file size 150 KB",
// "Duration 6–30 s", "Allowed formats: JPG, PNG". Rules without parameters
// get the field's name and the start of their sentence.
func Title(r compliance.Rule) string {
	t := title(r)
	if r.Params != nil && len(r.Params.Sizes) > 0 {
		t += " (" + strings.Join(r.Params.Sizes, ", ") + ")"
	}
	return t
}

// measuredTitle titles a rule of a measurement or a measured field type;
// ok is false for the fields' default measurements.
func measuredTitle(field string, p *compliance.Params) (string, bool) {
	count := func(v float64) string { return fmtNum(v) }
	switch {
	case field == "fileSize" && p.Check == compliance.SizeCheckInitialLoad:
		return rangeTitle("initial load", p, sizeText), true
	case field == "fileSize" && p.Check == compliance.SizeCheckSubload:
		return rangeTitle("subload", p, sizeText), true
	case field == "fileSize" && p.Check == compliance.SizeCheckTotal:
		return rangeTitle("total load", p, sizeText), true
	case field == "duration" && p.Check == compliance.DurationCheckLoops:
		return rangeTitle("loops", p, count), true
	case field == "duration" && p.Check == compliance.DurationCheckTotalAnimation:
		return rangeTitle("total animation time", p, func(v float64) string { return fmtNum(v) + " s" }), true
	case field == "metadata" && p.Check == compliance.MetaCheckFileCount:
		return rangeTitle("files in the package", p, count), true
	case p.Check == "" && (p.Min != nil || p.Max != nil) && (field == "metadata" && p.Unit != "" || field == "typography" && countsFonts(p.Unit)):
		// A count of things ("Maximum quick replies 5"; counts.go).
		return rangeTitle(p.Unit, p, count), true
	case field == "audioLoudness" && p.Check == compliance.LoudnessCheckTruePeak:
		return rangeTitle("true peak", p, func(v float64) string { return fmtNum(v) + " dBTP" }), true
	case field == "audioLoudness":
		return rangeTitle("integrated loudness", p, func(v float64) string { return fmtNum(v) + " LUFS" }), true
	case field == "audioSampleRate":
		if len(p.Allowed) > 0 {
			return "Audio sample rate " + joinOr(p.Allowed) + " Hz", true
		}
		return rangeTitle("audio sample rate", p, func(v float64) string { return fmtNum(v) + " Hz" }), true
	case field == "audioChannels":
		return "Audio channels " + joinOr(p.Allowed), true
	case field == "characterCount":
		name := "characters"
		switch p.Check {
		case "":
		case compliance.CopyCheckBrandName:
			name = "brand name characters"
		case compliance.CopyCheckAltText:
			name = "alt text characters"
		case compliance.CopyCheckAppName, compliance.CopyCheckSubtitle, compliance.CopyCheckShortDescription,
			compliance.CopyCheckPromotionalText, compliance.CopyCheckKeywords, compliance.CopyCheckSitelinkText,
			compliance.CopyCheckSitelinkDescription, compliance.CopyCheckDisplayPath, compliance.CopyCheckCallout:
			name = copyPieceNames[p.Check] + " characters"
		default:
			name = p.Check + " characters"
		}
		return rangeTitle(name, p, count), true
	case field == "endCardDuration":
		return rangeTitle("end card duration", p, func(v float64) string { return fmtNum(v) + " s" }), true
	case field == "dimensions" && p.Check == compliance.DimensionsCheckResolution:
		return rangeTitle("image resolution", p, func(v float64) string { return fmtNum(v) + " dpi" }), true
	case field == "dimensions" && p.Check == compliance.DimensionsCheckBleed:
		unit := p.Unit
		if unit == "" {
			unit = "mm"
		}
		return rangeTitle("bleed", p, func(v float64) string { return fmtNum(v) + " " + unit }), true
	case field == "frameRate" && p.Check == compliance.FrameRateCheckConstant:
		return "Constant frame rate", true
	case field == "codec" && p.Check == compliance.CodecCheckScanType && len(p.Allowed) > 0:
		return "Scan type " + strings.Join(p.Allowed, " or "), true
	case field == "format" && p.Check == compliance.FormatCheckColorSpace && len(p.Allowed) > 0:
		return "Colour space " + strings.Join(p.Allowed, " or "), true
	case field == "format" && p.Check == compliance.FormatCheckTotalInk:
		return rangeTitle("total ink coverage", p, func(v float64) string { return fmtNum(v) + "%" }), true
	case field == "dimensions" && p.Check == "" && p.HasPixelBounds() && p.Pattern == "":
		// (One exact side has its pattern too: "Email width 600 px", below.)
		var parts []string
		if t := pixelBoundTitle(p.MinWidth, p.MinHeight); t != "" {
			parts = append(parts, "at least "+t)
		}
		if t := pixelBoundTitle(p.MaxWidth, p.MaxHeight); t != "" {
			parts = append(parts, "at most "+t)
		}
		return "Dimensions " + strings.Join(parts, ", "), true
	}
	return "", false
}

// pixelBoundTitle is "1280x720", "600 px wide", "720 px high" or "".
func pixelBoundTitle(w, h int) string {
	switch {
	case w > 0 && h > 0:
		return fmtNum(float64(w)) + "x" + fmtNum(float64(h))
	case w > 0:
		return fmtNum(float64(w)) + " px wide"
	case h > 0:
		return fmtNum(float64(h)) + " px high"
	}
	return ""
}

func title(r compliance.Rule) string {
	p := r.Params
	if p != nil {
		if t, ok := measuredTitle(r.Field, p); ok {
			return t
		}
	}
	ch := ""
	if r.Channel != "" && r.Channel != "All" {
		ch = strings.ToLower(r.Channel) + " "
	}
	if p != nil {
		switch r.Field {
		case "dimensions":
			if len(p.Allowed) == 0 && p.Pattern != "" {
				if m := widthPattern().FindStringSubmatch(p.Pattern); m != nil {
					return upperFirst(ch + "width " + m[1] + " px")
				}
				if m := heightPattern().FindStringSubmatch(p.Pattern); m != nil {
					return upperFirst(ch + "height " + m[1] + " px")
				}
			}
			if len(p.Allowed) == 1 {
				return upperFirst(ch + "dimensions " + p.Allowed[0])
			}
			return "Approved " + ch + "dimensions"
		case "fileSize":
			return rangeTitle("file size", p, sizeText)
		case "duration":
			if len(p.Allowed) > 0 {
				return "Durations " + joinUnit(p.Allowed, " s")
			}
			return rangeTitle("duration", p, func(v float64) string { return fmtNum(v) + " s" })
		case "frameRate":
			if len(p.Allowed) > 0 {
				return "Frame rate " + joinOr(p.Allowed) + " fps"
			}
			return rangeTitle("frame rate", p, func(v float64) string { return fmtNum(v) + " fps" })
		case "bitrate":
			return rangeTitle("bitrate", p, func(v float64) string { return fmtNum(v) + " kbps" })
		case "format":
			return "Allowed " + ch + "formats: " + strings.Join(p.Allowed, ", ")
		case "codec":
			return "Codec " + joinOr(p.Allowed)
		case "aspectRatio":
			if len(p.Allowed) == 1 {
				return upperFirst(ch + "aspect ratio " + p.Allowed[0])
			}
			return "Allowed " + ch + "aspect ratios: " + strings.Join(p.Allowed, ", ")
		case "contrast":
			if p.Min != nil {
				return "Minimum contrast ratio " + fmtNum(*p.Min) + ":1"
			}
		case "naming":
			return "File naming convention"
		}
	}
	return fieldLabels[r.Field] + ": " + shorten(r.Description, 60)
}

// rangeTitle renders "Maximum X v", "Minimum X v", "X a–b" or "X v".
func rangeTitle(name string, p *compliance.Params, unit func(float64) string) string {
	switch {
	case p.Min != nil && p.Max != nil && *p.Min == *p.Max:
		return upperFirst(name) + " " + unit(*p.Min)
	case p.Min != nil && p.Max != nil:
		return upperFirst(name) + " " + strings.TrimSuffix(unit(*p.Min), " "+lastWord(unit(*p.Min))) + "–" + unit(*p.Max)
	case p.Max != nil:
		return "Maximum " + name + " " + unit(*p.Max)
	case p.Min != nil:
		return "Minimum " + name + " " + unit(*p.Min)
	}
	return upperFirst(name)
}

func lastWord(s string) string {
	if i := strings.LastIndex(s, " "); i >= 0 {
		return s[i+1:]
	}
	return s
}

// sizeText renders KB as "150 KB" or "1.5 MB".
func sizeText(kb float64) string {
	switch {
	case kb >= 1024*1024:
		return fmtNum(round1(kb/(1024*1024))) + " GB"
	case kb >= 1024:
		return fmtNum(round1(kb/1024)) + " MB"
	}
	return fmtNum(round1(kb)) + " KB"
}

func round1(v float64) float64 { return float64(int64(v*10+0.5)) / 10 }

func joinOr(vals []string) string {
	switch len(vals) {
	case 0:
		return ""
	case 1:
		return vals[0]
	}
	return strings.Join(vals[:len(vals)-1], ", ") + " or " + vals[len(vals)-1]
}

func joinUnit(vals []string, unit string) string {
	return joinOr(vals) + unit
}

// shorten cuts s at a word boundary to at most n runes, with an ellipsis.
func shorten(s string, n int) string {
	s = strings.TrimRight(strings.TrimSpace(s), ".;:")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n
	for cut > n/2 && !unicode.IsSpace(r[cut]) {
		cut--
	}
	return strings.TrimRight(string(r[:cut]), " ,;:") + "…"
}

func upperFirst(s string) string {
	r := []rune(s)
	if len(r) == 0 {
		return s
	}
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// copyPieceNames are the words of the copy checks of app store listings
// and search-ad extensions.
var copyPieceNames = map[string]string{
	compliance.CopyCheckAppName: "app name", compliance.CopyCheckSubtitle: "subtitle",
	compliance.CopyCheckShortDescription: "short description", compliance.CopyCheckPromotionalText: "promotional text",
	compliance.CopyCheckKeywords: "keyword field", compliance.CopyCheckSitelinkText: "sitelink text",
	compliance.CopyCheckSitelinkDescription: "sitelink description", compliance.CopyCheckDisplayPath: "display path",
	compliance.CopyCheckCallout: "callout",
}
