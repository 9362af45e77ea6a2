package brd

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Parameter families: each yields the Params of one field type.
var (
	dimRe = lazyregexp.New(`(?:^|[^\w.])(\d{2,5})\s*(?:x|×|by|\*)\s*(\d{2,5})(?:\s*(?:px|pixels?))?\b`)
	// pageOf catches "page 300 of 250" style phrases that are not sizes.
	dimNegBefore = lazyregexp.New(`\b(?:page|pages|pp?\.|slide|step|item|figure|fig\.|table|section)\s*$`)

	sizeFamily = newUnitFamily(`kilobytes?|megabytes?|gigabytes?|kib|mib|gib|kb|mb|gb|bytes|k`, func(v float64, u string) (float64, bool) {
		switch u {
		case "kb", "kib", "kilobyte", "kilobytes", "k":
			return v, true
		case "mb", "mib", "megabyte", "megabytes":
			return v * 1024, true
		case "gb", "gib", "gigabyte", "gigabytes":
			return v * 1024 * 1024, true
		case "bytes":
			return v / 1024, true
		}
		return 0, false
	})
	// k4Video filters "4K video": a resolution, not a size.
	kResolution = lazyregexp.New(`^\s*(?:video|resolution|uhd|display|monitor|screen|content|footage|master|source|impressions?|users?|views?|viewers?|subscribers?|reach|people|patients?|hcps?|clicks?|visits?|visitors?|followers?|members?|downloads?|sends?|opens?|dollars?|usd|budget)\b`)

	durationFamily = newUnitFamily(`seconds|second|secs|sec|s|minutes|minute|mins|min`, func(v float64, u string) (float64, bool) {
		switch u {
		case "seconds", "second", "secs", "sec", "s":
			return v, v <= 36000
		case "minutes", "minute", "mins", "min":
			return v * 60, v <= 600
		}
		return 0, false
	})
	spotRe = lazyregexp.New(`(?:^|[\s(/,])(:\d{2})\b`)

	fpsFamily = newUnitFamily(`fps|frames per second|frames/second|frames/sec|frames/s|frames a second`, func(v float64, _ string) (float64, bool) {
		return v, v > 0 && v <= 240
	})
	bitrateFamily = newUnitFamily(`kbps|kb/s|kbit/s|kbits/s|mbps|mb/s|mbit/s|mbits/s`, func(v float64, u string) (float64, bool) {
		if strings.HasPrefix(u, "m") {
			return v * 1000, true
		}
		return v, true
	})
	pointFamily   = newUnitFamily(`pt|points|point|px|pixels`, func(v float64, _ string) (float64, bool) { return v, v > 0 && v < 500 })
	percentFamily = newUnitFamily(`%|percent|per cent`, func(v float64, _ string) (float64, bool) { return v, v >= 0 && v <= 100 })

	ratioRe     = lazyregexp.New(`(?:^|[^\w.:])(\d{1,2}(?:\.\d{1,2})?)\s*:\s*(\d{1,2})(?:[^\w:]|$)`)
	ratioNotAft = lazyregexp.New(`^\s*(?:am|pm|a\.m|p\.m)\b`)
	ratioKw     = lazyregexp.New(`\b(?:aspect|ratios?|orientation|vertical|square|landscape|portrait|horizontal|widescreen)\b`)
	knownRatios = map[string]bool{"16:9": true, "9:16": true, "1:1": true, "4:5": true, "5:4": true, "4:3": true, "3:4": true, "2:3": true, "3:2": true, "21:9": true, "1.91:1": true, "2:1": true, "1:2": true, "2.35:1": true, "2.39:1": true}
	widthRe     = lazyregexp.New(`\bwidth(?: of|:|\s)\s*(\d{2,5})\s*(?:px|pixels)\b|\b(\d{2,5})\s*(?:px|pixels)\s+wide\b|\bheight(?: of|:|\s)\s*(\d{2,5})\s*(?:px|pixels)\b|\b(\d{2,5})\s*(?:px|pixels)\s+(?:high|tall)\b`)
	contrastRe  = lazyregexp.New(`(\d+(?:\.\d+)?)\s*:\s*1\b`)
	contrastKw  = lazyregexp.New(`\bcontrast\b`)

	formatRe = lazyregexp.New(`\b(jpeg|jpg|png|gif|mp4|m4v|mov|webp|html5|html|pdf|svg|webm|avi|wmv|zip|psd|eps|tiff|tif|mxf|srt|webvtt|vtt|scc|docx|pptx|wav|mp3|mpeg-4|mpeg4)\b`)
	codecRe  = lazyregexp.New(`\b(h\.?\s?264|h\.?\s?265|hevc|avc|prores(?:\s?422(?:\s?hq)?)?|vp8|vp9|av1|aac|mp3)\b`)
)

// families holds the parameters found in one text, per field type.
type families struct {
	byField map[string]*compliance.Params
	order   []string // fields in order of first appearance
	pos     map[string]int
	extra   *compliance.Params // pt/px/% measures, attached to non-technical rules
}

func (f *families) get(field string, at int) *compliance.Params {
	if f.byField == nil {
		f.byField = map[string]*compliance.Params{}
		f.pos = map[string]int{}
	}
	p := f.byField[field]
	if p == nil {
		p = &compliance.Params{}
		f.byField[field] = p
		f.pos[field] = at
	}
	if at < f.pos[field] {
		f.pos[field] = at
	}
	return p
}

func (f *families) finish() {
	for k := range f.byField {
		f.order = append(f.order, k)
	}
	sort.Slice(f.order, func(i, j int) bool {
		pi, pj := f.pos[f.order[i]], f.pos[f.order[j]]
		if pi != pj {
			return pi < pj
		}
		return f.order[i] < f.order[j]
	})
}

func addAllowed(p *compliance.Params, v string) {
	if !slices.Contains(p.Allowed, v) {
		p.Allowed = append(p.Allowed, v)
	}
}

func setMin(p *compliance.Params, v float64) {
	v = round3(v)
	if p.Min == nil || v < *p.Min {
		p.Min = &v
	}
}

func setMax(p *compliance.Params, v float64) {
	v = round3(v)
	if p.Max == nil || v > *p.Max {
		p.Max = &v
	}
}

// blank replaces text[a:b] with spaces, keeping byte offsets.
func blank(b []byte, from, to int) {
	for i := from; i < to && i < len(b); i++ {
		b[i] = ' '
	}
}

// ExtractParams finds every parameter family in text and returns the Params
// per field type (dimensions, fileSize, duration, format, frameRate, bitrate,
// codec, aspectRatio, contrast, naming) in order of appearance. It is
// exported for the rule editor and for tests.
func ExtractParams(text string) map[string]*compliance.Params {
	return scanFamilies(text).byField
}

// scanFamilies does the work of ExtractParams.
func scanFamilies(text string) families {
	var f families
	masked := []byte(text)
	// lower is text with ASCII letters lower-cased (same byte offsets); the
	// patterns below are lower-case and run on it.
	lower := asciiLower(text)

	// Dimensions first; their numbers must not be read as anything else.
	for _, m := range dimRe().FindAllStringSubmatchIndex(lower, -1) {
		if dimNegBefore().MatchString(lower[:m[2]]) || strings.HasPrefix(strings.TrimSpace(text[m[2]-0:m[1]]), "0") {
			blank(masked, m[2], m[1])
			continue
		}
		if negatedAt(text, m[2], m[5]) {
			blank(masked, m[2], m[1])
			continue
		}
		w, _ := strconv.Atoi(text[m[2]:m[3]])
		h, _ := strconv.Atoi(text[m[4]:m[5]])
		if w < 10 || h < 10 {
			continue
		}
		addAllowed(f.get("dimensions", m[2]), strconv.Itoa(w)+"x"+strconv.Itoa(h))
		blank(masked, m[2], m[1])
	}

	// Code templates ("HAL-NEX-####", "CAL-ORV-YYYY-NNNN") and example
	// codes ("e.g. US-SOL-2400123") describe approval or job codes.
	if pat, a, b := codePattern(text); pat != "" {
		f.get("fdaFilingNumber", a).Pattern = pat
		blank(masked, a, b)
	}

	// Naming templates carry sizes and versions that are not values.
	if pat, a, b := namingPattern(text); pat != "" {
		f.get("naming", a).Pattern = pat
		blank(masked, a, b)
	}

	// A width or height alone ("built at a width of 600 px") becomes a
	// dimensions pattern.
	for _, m := range widthRe().FindAllStringSubmatchIndex(lower, -1) {
		if boundOf(text, m[0], m[1]) != boundExact {
			continue
		}
		n, a := "", m[0]
		for g := 2; g < len(m); g += 2 {
			if m[g] >= 0 {
				n = text[m[g]:m[g+1]]
				a = m[g]
				break
			}
		}
		p := f.get("dimensions", a)
		if p.Pattern == "" && len(p.Allowed) == 0 {
			if m[2] >= 0 || m[4] >= 0 {
				p.Pattern = `^` + n + `x\d+$`
			} else {
				p.Pattern = `^\d+x` + n + `$`
			}
		}
		blank(masked, m[0], m[1])
	}

	// Contrast ratios (4.5:1) before aspect ratios.
	if contrastKw().MatchString(lower) {
		for _, m := range contrastRe().FindAllStringSubmatchIndex(string(masked), -1) {
			v, ok := parseNum(text[m[2]:m[3]])
			if !ok {
				continue
			}
			p := f.get("contrast", m[0])
			p.Unit = "ratio"
			if p.Min == nil { // the first ratio is the body-text requirement
				setMin(p, v)
			}
			blank(masked, m[0], m[1])
		}
	}
	hasRatioKw := ratioKw().MatchString(lower)
	for _, m := range ratioRe().FindAllStringSubmatchIndex(string(masked), -1) {
		r := text[m[2]:m[3]] + ":" + text[m[4]:m[5]]
		if ratioNotAft().MatchString(lower[m[5]:]) {
			continue
		}
		if !knownRatios[r] && !hasRatioKw {
			continue
		}
		addAllowed(f.get("aspectRatio", m[2]), r)
		blank(masked, m[2], m[5])
	}
	// Spot lengths ":15", ":30".
	for _, m := range spotRe().FindAllStringSubmatchIndex(string(masked), -1) {
		v, _ := strconv.Atoi(text[m[2]+1 : m[3]])
		if v == 0 {
			continue
		}
		p := f.get("duration", m[2])
		p.Unit = "s"
		addAllowed(p, strconv.Itoa(v))
		blank(masked, m[2], m[3])
	}

	mtext := string(masked)
	apply := func(field, unit string, fam *unitFamily, defaultMax bool, accept func(q quantity) bool) {
		for _, q := range fam.scan(mtext) {
			if accept != nil && !accept(q) {
				continue
			}
			p := f.get(field, q.start)
			p.Unit = unit
			if q.isRange {
				setMin(p, q.values[0])
				setMax(p, q.values[1])
				continue
			}
			switch b := boundOf(mtext, q.start, q.end); {
			case b == boundMax || (b == boundExact && defaultMax && len(q.values) == 1):
				setMax(p, slices.Max(q.values))
			case b == boundMin:
				setMin(p, slices.Min(q.values))
			default:
				for _, v := range q.values {
					addAllowed(p, fmtNum(round3(v)))
				}
				setMin(p, slices.Min(q.values))
				setMax(p, slices.Max(q.values))
			}
		}
	}
	apply("fileSize", "KB", sizeFamily, true, func(q quantity) bool {
		if q.unit == "k" {
			return q.values[0] >= 10 && !kResolution().MatchString(asciiLower(mtext[q.end:min(len(mtext), q.end+20)]))
		}
		return true
	})
	apply("bitrate", "kbps", bitrateFamily, false, nil)
	apply("frameRate", "fps", fpsFamily, false, nil)
	apply("duration", "s", durationFamily, false, func(q quantity) bool {
		// "30 min" is a duration; a bare "s" must touch or nearly touch its number.
		return true
	})

	// Formats and codecs: upper-case, as written (JPEG and JPG both listed).
	for _, m := range formatRe().FindAllStringSubmatchIndex(lower, -1) {
		if negatedAt(text, m[2], m[3]) {
			continue
		}
		tok := strings.ToUpper(text[m[2]:m[3]])
		switch tok {
		case "WEBVTT":
			tok = "VTT"
		case "MPEG-4", "MPEG4":
			tok = "MP4"
		}
		addAllowed(f.get("format", m[2]), tok)
	}
	for _, m := range codecRe().FindAllStringSubmatchIndex(lower, -1) {
		if negatedAt(text, m[2], m[3]) {
			continue
		}
		addAllowed(f.get("codec", m[2]), canonicalCodec(text[m[2]:m[3]]))
	}

	// Measures (pt, px, %) for typography, ISI and logo rules.
	var extra compliance.Params
	for _, fam := range []struct {
		fam  *unitFamily
		unit func(string) string
	}{
		{pointFamily, func(u string) string {
			if strings.HasPrefix(u, "p") && u != "pt" && u != "point" && u != "points" {
				return "px"
			}
			return "pt"
		}},
		{percentFamily, func(string) string { return "%" }},
	} {
		for _, q := range fam.fam.scan(mtext) {
			if u := fam.unit(q.unit); extra.Unit == "" {
				extra.Unit = u
			} else if u != extra.Unit {
				continue // "8 pt in print and 12 px on screen": the first unit wins
			}
			switch boundOf(mtext, q.start, q.end) {
			case boundMax:
				setMax(&extra, slices.Max(q.values))
			case boundMin:
				setMin(&extra, slices.Min(q.values))
			default:
				setMin(&extra, slices.Min(q.values))
				setMax(&extra, slices.Max(q.values))
			}
		}
		if extra.Unit != "" {
			break
		}
	}
	if extra.Unit != "" {
		f.extra = &extra
	}
	f.finish()
	return f
}

// canonicalCodec maps codec spellings to the model's values ("h264").
func canonicalCodec(s string) string {
	l := strings.ToLower(strings.NewReplacer(".", "", " ", "").Replace(s))
	switch {
	case l == "h264" || l == "avc":
		return "h264"
	case l == "h265" || l == "hevc":
		return "h265"
	case strings.HasPrefix(l, "prores"):
		return "prores"
	}
	return l
}
