package compliance

import (
	"strings"
	"unicode"
)

// checkLabels name the measurements (Params.Check) for people, by
// "field.check": the web app's rule editor offers them by these names
// (webui/src/features/shared/checks.gen.ts, generated from ValidChecks
// and CheckLabel). A measurement without one is named from its key.
var checkLabels = map[string]string{
	"fileSize.":                   "File size",
	"fileSize.initialLoad":        "Initial load (HTML5)",
	"fileSize.subload":            "Subload / polite load (HTML5)",
	"fileSize.totalSize":          "Total size, unzipped (HTML5)",
	"metadata.":                   "Required metadata keys",
	"metadata.entryHtml":          "One entry HTML file (HTML5)",
	"metadata.adSize":             "ad.size meta tag (HTML5)",
	"metadata.clickTag":           "clickTag declared and used (HTML5)",
	"metadata.secureReferences":   "No insecure or external references (HTML5)",
	"metadata.fileCount":          "Files in the zip (HTML5)",
	"metadata.pageCount":          "Page count (PDF)",
	"metadata.outputIntent":       "Output intent / PDF/X version (PDF)",
	"codec.":                      "Video codec",
	"codec.audio":                 "Audio codec",
	"codec.audioPresent":          "Audio track present or absent",
	"codec.scanType":              "Scan type (progressive / interlaced)",
	"frameRate.":                  "Frame rate",
	"frameRate.constantFrameRate": "Constant frame rate",
	"bitrate.":                    "Overall bitrate",
	"bitrate.audio":               "Audio bitrate",
	"disclaimers.":                "Disclaimer text",
	"disclaimers.dofuExpiration":  "Date of first use / expiry",
	"duration.":                   "Duration (one play)",
	"duration.loops":              "Animation loops",
	"duration.totalAnimation":     "Total animation time",
	"duration.headTailSilence":    "Silence at head and tail (WAV)",
	"dimensions.":                 "Pixel size",
	"dimensions.trimSize":         "Trim size, mm (PDF, every page)",
	"dimensions.bleed":            "Bleed, mm (PDF, every page)",
	"dimensions.imageResolution":  "Image resolution, dpi",
	"dimensions.mediaBox":         "Page size with bleed, mm (PDF)",
	"format.":                     "File format",
	"format.totalInk":             "Total ink coverage, % (PDF)",
	"format.colorSpace":           "Colour space (CMYK / RGB / Gray / Spot)",
	"brandGuidelines.":            "Brand guidelines",
	"brandGuidelines.safeArea":    "Safe area",
	"brandGuidelines.textArea":    "Share of the image text covers",
	"accessibility.":              "Accessibility",
	"accessibility.flashRate":     "Flash rate",
	"typography.":                 "Typography",
	"typography.onScreenTime":     "On-screen time of supers",
	"typography.fontsEmbedded":    "Fonts embedded (PDF)",
	"safetyInfo.":                 "Safety information present",
	"safetyInfo.isiBoxHeight":     "ISI panel height",
	"safetyInfo.isiBoxArea":       "ISI panel area",
	"safetyInfo.crawlSpeed":       "ISI crawl speed",
	"safetyInfo.speechRate":       "ISI speech rate",
	"audioLoudness.":              "Integrated loudness (LUFS)",
	"audioLoudness.truePeak":      "True peak (dBTP)",
	"characterCount.":             "Longest line of copy",
}

// CheckLabel names a field's measurement for people: "Bleed, mm (PDF,
// every page)"; one without a label of its own is named from its key
// ("sitelinkText" is "Sitelink text").
func CheckLabel(field, check string) string {
	if l, ok := checkLabels[field+"."+check]; ok {
		return l
	}
	var b strings.Builder
	for i, r := range check {
		switch {
		case i == 0:
			b.WriteRune(unicode.ToUpper(r))
		case unicode.IsUpper(r):
			b.WriteByte(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
