package brd

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Parameter families: each yields the Params of one field type.
var (
	dimRe = lazyRe(`(?:^|[^\w.])(?P<w>\d{2,5})(?P<wu>\s*(?:mm|px))?\s*(?:x|×|by|\*)\s*(?P<h>\d{2,5})(?:\s*(?:px|pixels?))?\b`)
	// pageOf catches "page 300 of 250" style phrases that are not sizes.
	dimNegBefore = lazyRe(`\b(?:page|pages|pp?\.|slide|step|item|figure|fig\.|table|section)\s*$`)

	// "Ko": the French kilooctet ("Mo" and "Go" are left out: "3 mo" is
	// three months, "Wave 2 go-live" no size).
	sizeFamily = newUnitFamily(`kilobytes?|megabytes?|gigabytes?|kib|mib|gib|kb|mb|gb|ko|bytes|k`, func(v float64, u string) (float64, bool) {
		switch u {
		case "kb", "kib", "kilobyte", "kilobytes", "k", "ko":
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
	kResolution = lazyRe(`^\s*(?:video|resolution|uhd|display|monitor|screen|content|footage|master|source|impressions?|users?|views?|viewers?|subscribers?|reach|people|patients?|hcps?|clicks?|visits?|visitors?|followers?|members?|downloads?|sends?|opens?|dollars?|usd|eur|gbp|euros?|pounds?|budget)\b|^\s*[$€£]`)

	// moneyBefore ends in a currency or a word of money before a "k"
	// amount: "prod budget is 180k", "fee: €12k", "costs 25k".
	moneyBefore    = lazyRe(`(?:[$€£¥]|\b(?:usd|eur|gbp|chf|r\$))\s*$|\b(?:budgets?|costs?|fees?|prices?|spend|invoiced?|quoted?|paid|pay|fees?|rates?|charged?)\b(?:\s+(?:\w+|[:=]))?\s*(?:is|are|of|at|:|=)?\s*(?:about|around|approx\.?|roughly|~)?\s*$`)
	durationFamily = newUnitFamily(`seconds|second|secs|sec|s|minutes|minute|mins|min`, func(v float64, u string) (float64, bool) {
		switch u {
		case "seconds", "second", "secs", "sec", "s":
			if v > 0 && v < 1 && math.Abs(v*100-math.Round(v*100)) > 1e-6 {
				// "Scenario: Backup image 0.019s": a time measured to the
				// millisecond (a test report's run time), not a limit.
				return 0, false
			}
			return v, v <= 36000
		case "minutes", "minute", "mins", "min":
			return v * 60, v <= 600
		}
		return 0, false
	})
	// (":120", ":090": a two-minute spot is written so too.)
	spotRe = lazyRe(`(?:^|[\s(/,])(?P<spot>:\d{2,3})\b`)

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

	ratioRe     = lazyRe(`(?:^|[^\w.:])(?P<a>\d{1,2}(?:\.\d{1,2})?)\s*:\s*(?P<b>\d{1,2})(?:[^\w:]|$)`)
	ratioNotAft = lazyRe(`^\s*(?:am|pm|a\.m|p\.m)\b`)
	ratioKw     = lazyRe(`\b(?:aspect|ratios?|orientation|vertical|square|landscape|portrait|horizontal|widescreen)\b`)
	knownRatios = map[string]bool{"16:9": true, "9:16": true, "1:1": true, "4:5": true, "5:4": true, "4:3": true, "3:4": true, "2:3": true, "3:2": true, "21:9": true, "1.91:1": true, "2:1": true, "1:2": true, "2.35:1": true, "2.39:1": true}
	widthRe     = lazyRe(`\bwidth(?: of|:|\s)\s*(?P<w1>\d{2,5})\s*(?:px|pixels)\b|\b(?P<w2>\d{2,5})\s*(?:px|pixels)\s+wide\b|\bwider than\s+(?P<w3>\d{2,5})\s*(?:px|pixels)\b|\bheight(?: of|:|\s)\s*(?P<h1>\d{2,5})\s*(?:px|pixels)\b|\b(?P<h2>\d{2,5})\s*(?:px|pixels)\s+(?:high|tall)\b|\b(?:taller|higher) than\s+(?P<h3>\d{2,5})\s*(?:px|pixels)\b`)
	// comparisonNegated ends in a negation of the comparison after it
	// ("must not be wider than", "no wider than").
	comparisonNegated = lazyRe(`\b(?:not|never|no)(?:\s+be)?\s*$`)
	contrastRe        = lazyRe(`(?P<v>\d+(?:\.\d+)?)\s*:\s*1\b`)
	contrastKw        = lazyRe(`\bcontrast(?:s|ing)?\b`) // "contrasts with the background by 4.5:1"

	formatRe = lazyRe(`\b(?P<fmt>jpeg|jpg|png|gif|mp4|m4v|mov|webp|html5|html|pdf|svg|webm|avi|wmv|zip|psd|eps|tiff|tif|mxf|srt|webvtt|vtt|scc|docx|pptx|wav|mp3|mpeg-4|mpeg4|mpeg-2|mpeg2|mpg|mpeg)\b(?:/[xa]-?\d[a-z]?\b)?`)
	codecRe  = lazyRe(`\b(?P<codec>h\.?\s?264|h\.?\s?265|hevc|avc|prores(?:\s?422(?:\s?hq)?)?|xdcam(?:\s?hd(?:\s?422)?)?|dnxh[dr]|vp8|vp9|av1|aac|l?pcm|mp3)\b`)
)

// families holds the parameters found in one text, per field type.
type families struct {
	byField map[string]*compliance.Params
	order   []string // fields in order of first appearance
	pos     map[string]int
	extra   *compliance.Params // pt/px/% measures, attached to non-technical rules
	// measured are quantities that make rules of their own with a
	// measurement (loops, file count, loudness, character counts…).
	measured []measured
	// excluded lists values a text excludes per field ("23.976 fps is not
	// accepted").
	excluded map[string][]string
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
	if p := f.byField["duration"]; p != nil && len(p.Allowed) > 1 && (p.Min != nil || p.Max != nil) && (p.Min == nil || p.Max == nil || *p.Min != *p.Max) {
		// "15- and 30-second slots only; :60 spots run on …": the bounds
		// a list of lengths gave span every length the text allows, so
		// no allowed length fails the rule's own maximum. (An exact
		// length, "the last 3 seconds", is no list's bounds.)
		for _, a := range p.Allowed {
			if v, err := strconv.ParseFloat(a, 64); err == nil {
				if p.Min != nil {
					setMin(p, v)
				}
				if p.Max != nil {
					setMax(p, v)
				}
			}
		}
	}
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

// familyScan is the state shared by the family scanners of one text: the
// text, its ASCII lower-case copy (same byte offsets) and a masked copy in
// which every value already read is blanked, so that a later family does
// not read the same digits again ("300x250" is no "250 s").
type familyScan struct {
	text, lower string
	masked      []byte
	f           families
}

// familyScanners run in this order: print sizes (in mm or inches) and
// dimensions first, then the templates
// (codes, names) whose digits are no values, then ratios and spot lengths,
// then numbers with units, then formats, codecs and measures.
var familyScanners = []func(*familyScan){
	scanPrintSizes,
	scanDimensions,
	scanCodeTemplates,
	scanNamingTemplates,
	scanSingleSide,
	scanContrast,
	scanAspectRatios,
	scanSpotLengths,
	scanMeasured,
	scanUnitQuantities,
	scanBareFrameRates,
	scanResolutionNames,
	scanFormats,
	scanCodecs,
	scanMeasures,
}

// familiesMemo remembers the families of texts read before (see memo).
var familiesMemo = memo[families]{copy: families.clone}

// scanFamilies does the work of ExtractParams.
func scanFamilies(text string) families { return familiesMemo.get(text, readFamilies) }

// clone is a deep copy of f.
func (f families) clone() families {
	out := families{order: slices.Clone(f.order), pos: maps.Clone(f.pos), extra: cloneParams(f.extra)}
	if f.byField != nil {
		out.byField = make(map[string]*compliance.Params, len(f.byField))
		for k, p := range f.byField {
			out.byField[k] = cloneParams(p)
		}
	}
	for _, m := range f.measured {
		m.params = cloneParams(m.params)
		out.measured = append(out.measured, m)
	}
	if f.excluded != nil {
		out.excluded = make(map[string][]string, len(f.excluded))
		for k, v := range f.excluded {
			out.excluded[k] = slices.Clone(v)
		}
	}
	return out
}

// cloneParams is a deep copy of p.
func cloneParams(p *compliance.Params) *compliance.Params {
	if p == nil {
		return nil
	}
	c := *p
	c.Allowed, c.Sizes, c.Kinds, c.CustomerTypes = slices.Clone(p.Allowed), slices.Clone(p.Sizes), slices.Clone(p.Kinds), slices.Clone(p.CustomerTypes)
	c.Platforms, c.Placements, c.Parts = slices.Clone(p.Platforms), slices.Clone(p.Placements), slices.Clone(p.Parts)
	c.Markets, c.Languages = slices.Clone(p.Markets), slices.Clone(p.Languages)
	if p.Min != nil {
		v := *p.Min
		c.Min = &v
	}
	if p.Max != nil {
		v := *p.Max
		c.Max = &v
	}
	return &c
}

// readFamilies reads the families of one text.
func readFamilies(text string) families {
	text = decimalCommas(readableNumbers(text))
	s := &familyScan{text: text, lower: asciiLower(text), masked: []byte(text)}
	for _, scan := range familyScanners {
		scan(s)
	}
	s.f.finish()
	return s.f
}

// group returns the text of the named group of match m of re, or "" and -1.
func group(re *filteredRe, text string, m []int, name string) (string, int) {
	i := re.SubexpIndex(name)
	if i < 0 || m[2*i] < 0 {
		return "", -1
	}
	return text[m[2*i]:m[2*i+1]], m[2*i]
}

// otherSizesRe names the sizes a text does not list ("every other size",
// "all other sizes").
var otherSizesRe = lazyRe(`\b(?:every|all|any|the)\s+other\s+(?:ad\s+|unit\s+)?sizes?\b`)

// otherSizesRefused refuses the sizes a text does not list ("any other
// size is rejected at upload"): the list is the only sizes allowed, not
// sizes singled out from the rest.
var otherSizesRefused = lazyRe(`\b(?:every|all|any)\s+other\s+(?:ad\s+|unit\s+)?sizes?\s+(?:is|are|will be|gets?)\s+(?:rejected|refused|declined|not (?:accepted|allowed|supported|permitted))\b`)

// scanDimensions reads "300x250", "1920 × 1080 px", "728 by 90".
func scanDimensions(s *familyScan) {
	re := dimRe()
	// "right-hand third on 728 × 90; at the bottom on every other size":
	// the sizes single some units out from the rest, they are not the
	// sizes allowed (unless the other sizes are refused).
	singled := otherSizesRe().MatchString(s.lower) && !otherSizesRefused().MatchString(s.lower)
	for _, m := range re.FindAllStringSubmatchIndex(s.lower, -1) {
		if singled {
			blank(s.masked, m[0], m[1])
			continue
		}
		w, ws := group(re, s.text, m, "w")
		h, _ := group(re, s.text, m, "h")
		he := m[2*re.SubexpIndex("h")+1]
		if s.masked[ws] == ' ' {
			continue // read as a print size (scanPrintSizes)
		}
		tight := he-ws == len(w)+1+len(h) // "300x600", never "page 3 by 4"
		wu, _ := group(re, s.lower, m, "wu")
		mm := mmAfter().MatchString(s.lower[m[1]:]) || strings.TrimSpace(wu) == "mm" // "100 mm × 150 mm"
		bnd := boundExact
		if !mm {
			bnd = nearBoundOf(s.text, ws, he) // "no larger than 1280 x 720" is a bound, not a negation
		}
		if bnd == boundExact && (!tight && dimNegBefore().MatchString(s.lower[:ws]) || negatedAt(s.text, ws, he)) || strings.HasPrefix(w, "0") {
			blank(s.masked, ws, m[1])
			continue
		}
		if referenceFrame(s.lower, ws) {
			// "Text must be at least 36 px high at 1920 × 1080", "a
			// margin of 60 px (at 1920 × 1080)": the frame a measure in
			// pixels is stated for, not a size the asset must have.
			blank(s.masked, ws, m[1])
			continue
		}
		wi, _ := strconv.Atoi(w)
		hi, _ := strconv.Atoi(h)
		if wi < 10 || hi < 10 {
			continue
		}
		if mm && boundOf(s.text, ws, he) != boundExact {
			// "accepted up to 297 × 210 mm": a bound of a physical size
			// (an insert), not a page's trim size.
			blank(s.masked, ws, m[1])
			continue
		}
		p := s.f.get("dimensions", ws)
		if !mm {
			// "1280 × 720 minimum", "no larger than 1280 x 720": a bound
			// on the pixels, not a size to deliver.
			switch bnd {
			case boundMin:
				p.MinWidth, p.MinHeight = wi, hi
				blank(s.masked, ws, m[1])
				continue
			case boundMax:
				p.MaxWidth, p.MaxHeight = wi, hi
				blank(s.masked, ws, m[1])
				continue
			}
		}
		addAllowed(p, strconv.Itoa(wi)+"x"+strconv.Itoa(hi))
		if mm {
			// "210 × 297 mm": a print page's trim size.
			p.Unit, p.Check = "mm", compliance.DimensionsCheckTrimSize
		}
		blank(s.masked, ws, m[1])
	}
}

// frameBefore ends in the preposition that introduces the frame a measure
// is stated for ("at", "in a", "on the", "(at").
var frameBefore = lazyRe(`(?:^|[\s(])(?:at|in|on|for)\s+(?:an?\s+|the\s+)?$`)

// pxMeasureRe is a measure in pixels that is not itself a size ("36 px",
// "60 pixels").
var pxMeasureRe = lazyRe(`\b\d{1,4}\s*(?:px|pixels)\b`)

// referenceFrame reports whether the size at ws (lower-case text) is the
// frame a pixel measure earlier in its clause is stated for.
func referenceFrame(lower string, ws int) bool {
	if !frameBefore().MatchString(lower[:ws]) {
		return false
	}
	clause := lower[:ws]
	if i := strings.LastIndexAny(clause, ".;"); i >= 0 && !strings.ContainsAny(clause[i:], "0123456789") {
		clause = clause[i+1:]
	}
	return pxMeasureRe().MatchString(clause)
}

// frameScope returns the frames a pixel measure of the sentence is stated
// for ("Text must be at least 36 px high at 1920 × 1080", "120 px at 3840 ×
// 2160"): the measure applies to assets of that size (see referenceFrame).
func frameScope(sentence string) []string {
	lower := asciiLower(sentence)
	var sizes []string
	for _, m := range dimRe().FindAllStringSubmatchIndex(lower, -1) {
		w, ws := group(dimRe(), lower, m, "w")
		h, _ := group(dimRe(), lower, m, "h")
		if referenceFrame(lower, ws) {
			sizes = append(sizes, w+"x"+h)
		}
	}
	return sizes
}

// spotNegated ends in a word that rules out the spot length after it.
var spotNegated = lazyRe(`\b(?:no|not|never|except|excluding)\s*$`)

// mmAfter is "mm" right after a size: a print measure, not pixels.
var mmAfter = lazyRe(`^\s*mm\b`)

// scanCodeTemplates reads code templates ("HAL-NEX-####",
// "CAL-ORV-YYYY-NNNN") and example codes ("e.g. US-SOL-2400123"), which
// describe approval or job codes.
func scanCodeTemplates(s *familyScan) {
	if pat, a, b := codePattern(s.text); pat != "" {
		s.f.get("fdaFilingNumber", a).Pattern = pat
		blank(s.masked, a, b)
	}
}

// scanNamingTemplates reads file-name templates; their sizes and versions
// are not values.
func scanNamingTemplates(s *familyScan) {
	if pat, a, b := namingPattern(s.text); pat != "" {
		s.f.get("naming", a).Pattern = pat
		blank(s.masked, a, b)
	}
}

// typeHeight ends in the height of type ("a minimum type height", "cap
// height", "x-height"): a type size, not the asset's height.
var typeHeight = lazyRe(`\b(?:type|cap|x|text|letter|character|font)[- ]height$`)

// scanSingleSide reads a width or height alone: bounded ("at least 1080
// px wide") or exact ("built at a width of 600 px").
func scanSingleSide(s *familyScan) {
	var exact []exactSide
	re := widthRe()
	for _, m := range re.FindAllStringSubmatchIndex(s.lower, -1) {
		n, a, name := "", m[0], ""
		for _, g := range []string{"w1", "w2", "w3", "h1", "h2", "h3"} {
			if v, at := group(re, s.text, m, g); at >= 0 {
				n, a, name = v, at, g
				break
			}
		}
		if name == "h2" && textSize().MatchString(s.text) || name == "h1" && typeHeight().MatchString(s.lower[:m[0]+len("height")]) {
			// "Supers must be at least 40 px tall", "its letters at
			// least 60 px tall": the height of type, a type size.
			continue
		}
		width := name[0] == 'w'
		b := boundOf(s.text, m[0], m[1])
		if name == "w3" || name == "h3" {
			// "wider than 600 px" is a minimum, "not wider than" a maximum.
			b = boundMin
			if comparisonNegated().MatchString(asciiLower(s.text[max(0, m[0]-16):m[0]])) {
				b = boundMax
			}
		}
		if b != boundExact {
			// "at least 1200 px wide", "no wider than 600 px".
			v, _ := strconv.Atoi(n)
			p := s.f.get("dimensions", a)
			switch {
			case b == boundMin && width:
				p.MinWidth = v
			case b == boundMin:
				p.MinHeight = v
			case width:
				p.MaxWidth = v
			default:
				p.MaxHeight = v
			}
			// Not blanked: a sentence about another field reads the px
			// value as its measure ("the logo at least 300 px wide").
			continue
		}
		// "Emails are 600 px wide": exactly that width, whatever the
		// height: both bounds of the one side (and the pattern of sizes
		// with it, which tells it from a bound when rules are merged),
		// unless the sentence bounds that side in words too (below).
		s.f.get("dimensions", a)
		v, _ := strconv.Atoi(n)
		exact = append(exact, exactSide{a, v, width})
		blank(s.masked, m[0], m[1])
	}
	for _, e := range exact {
		p := s.f.get("dimensions", e.at)
		switch {
		case p.Pattern != "" || len(p.Allowed) > 0:
		case e.width && p.MinWidth == 0 && p.MaxWidth == 0:
			p.MinWidth, p.MaxWidth = e.v, e.v
			p.Pattern = `^` + strconv.Itoa(e.v) + `x\d+$`
		case !e.width && p.MinHeight == 0 && p.MaxHeight == 0:
			p.MinHeight, p.MaxHeight = e.v, e.v
			p.Pattern = `^\d+x` + strconv.Itoa(e.v) + `$`
		}
	}
}

// exactSide is one side's exact pixel value read by scanSingleSide.
type exactSide struct {
	at, v int
	width bool
}

// scanContrast reads contrast ratios ("4.5:1") before aspect ratios can.
func scanContrast(s *familyScan) {
	if !contrastKw().MatchString(s.lower) {
		return
	}
	re := contrastRe()
	masked := string(s.masked)
	for _, m := range re.FindAllStringSubmatchIndex(masked, -1) {
		num, _ := group(re, s.text, m, "v")
		v, ok := parseNum(num)
		if !ok {
			continue
		}
		p := s.f.get("contrast", m[0])
		p.Unit = "ratio"
		if p.Min == nil { // the first ratio is the body-text requirement
			setMin(p, v)
		} else if *p.Min != v {
			// "4.5:1 (3:1 for 24 px+ headlines)", "text at least 4.5:1;
			// large text at least 3:1": a second ratio is the floor of
			// other text, a rule of its own.
			q := &compliance.Params{Unit: "ratio"}
			setMin(q, v)
			s.f.measured = append(s.f.measured, measured{"contrast", "", q, m[0]})
		}
		blank(s.masked, m[0], m[1])
	}
}

// scanAspectRatios reads known ratios ("16:9", "1.91:1"), and any ratio
// when the text talks about aspect or orientation.
func scanAspectRatios(s *familyScan) {
	re := ratioRe()
	hasRatioKw := ratioKw().MatchString(s.lower)
	for _, m := range re.FindAllStringSubmatchIndex(string(s.masked), -1) {
		a, as := group(re, s.text, m, "a")
		b, _ := group(re, s.text, m, "b")
		be := m[2*re.SubexpIndex("b")+1]
		r := a + ":" + b
		if ratioNotAft().MatchString(s.lower[be:]) || !knownRatios[r] && !hasRatioKw {
			continue
		}
		if negatedAt(s.text, as, be) {
			// "16:9 only; 4:3 and 9:16 are refused": ruled out.
			if s.f.excluded == nil {
				s.f.excluded = map[string][]string{}
			}
			s.f.excluded["aspectRatio"] = append(s.f.excluded["aspectRatio"], r)
			blank(s.masked, as, be)
			continue
		}
		addAllowed(s.f.get("aspectRatio", as), r)
		blank(s.masked, as, be)
	}
}

// scanSpotLengths reads broadcast spot lengths (":15", ":30").
func scanSpotLengths(s *familyScan) {
	re := spotRe()
	for _, m := range re.FindAllStringSubmatchIndex(string(s.masked), -1) {
		spot, at := group(re, s.text, m, "spot")
		v, _ := strconv.Atoi(spot[1:])
		if v == 0 {
			continue
		}
		if spotNegated().MatchString(s.lower[max(0, at-12):at]) || negatedAt(s.text, at, at+len(spot)) {
			// "(no :20, no :60)": a length the document rules out.
			blank(s.masked, at, at+len(spot))
			continue
		}
		p := s.f.get("duration", at)
		p.Unit = "s"
		addAllowed(p, strconv.Itoa(v))
		blank(s.masked, at, at+len(spot))
	}
}

// toleranceOf ends in the words of a tolerance before its quantity.
var toleranceOf = lazyRe(`(?:\btolerances?|\bmargin|\bleeway)(?:\s+of)?\s*(?:\+/-|±)?\s*$|(?:±|\+/-|\bgive or take|\bplus or minus)\s*$`)

// unitQuantities are the families read as numbers with units, in order.
var unitQuantities = []struct {
	field, unit string
	fam         *unitFamily
	defaultMax  bool // a bare "150 KB" is a maximum
	accept      func(q quantity, before, after string) bool
}{
	{"fileSize", "KB", sizeFamily, true, func(q quantity, before, after string) bool {
		// "100k" is a weight; "4K video", "10k impressions" and a
		// budget of "180k" or "$25k" are not.
		return q.unit != "k" || q.values[0] >= 10 && !kResolution().MatchString(asciiLower(after)) && !moneyBefore().MatchString(asciiLower(before))
	}},
	{"bitrate", "kbps", bitrateFamily, false, nil},
	{"frameRate", "fps", fpsFamily, false, nil},
	{"duration", "s", durationFamily, false, nil},
}

// scanUnitQuantities reads file sizes, bitrates, frame rates and durations
// with their bounds: a range gives min and max, "at most" a max, "at
// least" a min, and a list of exact values the allowed set.
func scanUnitQuantities(s *familyScan) {
	mtext := string(s.masked)
	for _, u := range unitQuantities {
		qs := u.fam.scan(mtext)
		// "a video bitrate of 10 to 20 Mbps, with AAC audio at 192 kbps or
		// higher": the sound's bitrate is a measure of its own, read apart
		// when the text also gives the picture's.
		var audio *compliance.Params
		soundAt := -1
		if u.field == "bitrate" {
			soundAt = audioBitrates(mtext, qs)
		}
		for qi, q := range qs {
			if u.accept != nil && !u.accept(q, mtext[max(0, q.start-40):q.start], mtext[q.end:min(len(mtext), q.end+20)]) {
				continue
			}
			if u.field == "duration" && !q.isRange && otherLengthRe().MatchString(s.lower[q.end:]) {
				// "2 seconds of black after the last frame", "1 s of
				// silence": a stretch inside or around the spot, not its
				// length.
				continue
			}
			if toleranceOf().MatchString(s.lower[max(0, q.start-30):q.start]) {
				// "15 or 30 seconds, with a tolerance of 0.5 seconds": how
				// far a value may stray, not a value.
				continue
			}
			if !q.isRange && boundOf(mtext, q.start, q.end) == boundExact && negatedAt(s.text, q.start, q.end) {
				// "23.976 fps is not accepted": excluded, not allowed.
				if s.f.excluded == nil {
					s.f.excluded = map[string][]string{}
				}
				for _, v := range q.values {
					s.f.excluded[u.field] = append(s.f.excluded[u.field], fmtNum(round3(v)))
				}
				continue
			}
			if u.field == "frameRate" {
				for i, v := range q.values {
					if v == 23.98 {
						q.values[i] = 23.976 // 24000/1001 fps, written to two decimals
					}
				}
			}
			p := s.f.get(u.field, q.start)
			if soundAt >= 0 && qi >= soundAt {
				if audio == nil {
					audio = &compliance.Params{}
					s.f.measured = append(s.f.measured, measured{"bitrate", compliance.BitrateCheckAudio, audio, q.start})
				}
				p = audio
			}
			p.Unit = u.unit
			if q.isRange {
				setMin(p, q.values[0])
				setMax(p, q.values[1])
				continue
			}
			switch b := boundOf(mtext, q.start, q.end); {
			case b == boundMax || (b == boundExact && u.defaultMax && len(q.values) == 1):
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
}

// audioWordsRe names a soundtrack; videoWordsRe the picture.
var (
	audioWordsRe = lazyRe(`(?i)\b(?:audio|aac|mp3|pcm|sound(?:track)?|stereo|mono|music)\b`)
	videoWordsRe = lazyRe(`(?i)\b(?:video|picture|h\.?26[45]|hevc|prores|image)\b`)
)

// audioBitrates is the index of the first of qs that is a soundtrack's
// bitrate after one of the picture: the words between it and the bitrate
// before it name audio and not video ("…not more than 20 Mbps, with AAC
// audio at 192 kbps"), and every bitrate from it on is the sound's. It is
// -1 when the text gives only one kind (the review tells an audio
// sentence's bitrate by its words).
func audioBitrates(text string, qs []quantity) int {
	for i := 1; i < len(qs); i++ {
		if qs[i].start < qs[i-1].end {
			continue // (quantities of one phrase, not in text order)
		}
		between := text[qs[i-1].end:qs[i].start]
		if audioWordsRe().MatchString(between) && !videoWordsRe().MatchString(between) && slices.Max(qs[i].values) <= 1000 {
			return i
		}
	}
	return -1
}

// Video frame rates typed without a unit ("23.976 or 29.97 both fine",
// "FR: 23.976 or 29.97, CFR"): a list of rates with a broadcast fraction
// (23.976, 29.97, 59.94…) among them names frame rates, whatever the
// words around it. A list without such a fraction ("24 or 30") could count
// anything and is left alone.
var (
	bareRatePat   = `23\.976|23\.98|29\.97|59\.94|47\.952|119\.88|24|25|30|48|50|60`
	bareRateList  = lazyRe(`(?:^|[^\w.,$€£:/-])((?:` + bareRatePat + `)(?:` + listJoinPat + `(?:` + bareRatePat + `))*)(?:[^\w.%]|$)`)
	broadcastRate = lazyRe(`23\.976|23\.98|29\.97|59\.94|47\.952|119\.88`)
	unitAfterRate = lazyRe(`(?i)^\s*(?:[a-z%×:]|\d)`)
	rateWordAfter = lazyRe(`(?i)^\s*(?:fps|i/s|frames?|p\b|i\b|or\b|and\b|both\b|only\b|are\b|is\b|cfr\b|constant\b|progressive\b|accepted\b|allowed\b|fine\b|ok\b|$)`)
)

// scanBareFrameRates reads a list of frame rates written without a unit.
func scanBareFrameRates(s *familyScan) {
	if s.f.byField["frameRate"] != nil || !strings.Contains(s.lower, ".9") {
		return
	}
	mtext := string(s.masked)
	for _, m := range bareRateList().FindAllStringSubmatchIndex(mtext, -1) {
		list := mtext[m[2]:m[3]]
		after := mtext[m[3]:]
		if !broadcastRate().MatchString(list) || unitAfterRate().MatchString(after) && !rateWordAfter().MatchString(after) ||
			moneyBefore().MatchString(s.lower[max(0, m[2]-40):m[2]]) || negatedAt(s.text, m[2], m[3]) {
			continue
		}
		p := s.f.get("frameRate", m[2])
		p.Unit = "fps"
		var vals []float64
		for _, n := range numOnly().FindAllString(list, -1) {
			v, _ := parseNum(n)
			if v == 23.98 {
				v = 23.976
			}
			vals = append(vals, v)
			addAllowed(p, fmtNum(v))
		}
		setMin(p, slices.Min(vals))
		setMax(p, slices.Max(vals))
		blank(s.masked, m[2], m[3])
	}
}

// scanFormats reads file formats, upper-case as written (JPEG and JPG both
// listed); negated ones ("no GIF") are left out.
func scanFormats(s *familyScan) {
	re := formatRe()
	for _, m := range re.FindAllStringSubmatchIndex(s.lower, -1) {
		tok, at := group(re, s.text, m, "fmt")
		if negatedAt(s.text, at, at+len(tok)) || fileNameExtension(s.text, at) || backupsUnit(s.text, at, at+len(tok)) || measuredFile(s, at, at+len(tok)) {
			continue
		}
		tok = strings.ToUpper(tok)
		if end := m[1]; strings.HasPrefix(tok, "PDF") && end > at+len(tok) {
			tok = pdfProfile(s.text[at+len(tok) : end])
		}
		switch tok {
		case "WEBVTT":
			tok = "VTT"
		case "MPEG-4", "MPEG4":
			tok = "MP4"
		case "MPEG-2", "MPEG2", "MPEG":
			tok = "MPG"
		}
		addAllowed(s.f.get("format", at), tok)
	}
	if p := s.f.byField["format"]; p != nil && slices.Contains(p.Allowed, "PDF") &&
		slices.ContainsFunc(p.Allowed, func(f string) bool { return strings.HasPrefix(f, "PDF/") }) {
		// "one print-ready PDF per item, as PDF/X-1a or PDF/X-4": the
		// profiles say which PDF.
		p.Allowed = slices.DeleteFunc(p.Allowed, func(f string) bool { return f == "PDF" })
	}
}

// measuredFile reports whether the format at lower[start:end] names the
// file whose size or deadline the text states, not a format the creative
// may take:
// "HTML file size (KB)", "HTML file no larger than 90 KB", "Given the HTML
// file, then it is under 102 KB". The format says which file is measured;
// a banner of another format is no such file, and the document does not
// refuse it. (With a verb, "WebM files must not exceed 2 GB", the subject
// pass of the review stage leaves the format for review and gives the limit
// its kind: flagSubjectValues.)
func measuredFile(s *familyScan, start, end int) bool {
	after := s.lower[end:]
	if sizeNounAfter().MatchString(after) || dueAfter().MatchString(after) {
		return true
	}
	if !boundAfterFile().MatchString(after) {
		return false
	}
	if p := s.f.byField["fileSize"]; p != nil && (p.Max != nil || p.Min != nil) {
		return true
	}
	return slices.ContainsFunc(s.f.measured, func(m measured) bool { return m.field == "fileSize" })
}

var (
	// dueAfter: a deadline of the file named by its format ("Final HTML
	// is due 5 business days before the send"): which deliverable, not
	// its format.
	dueAfter = lazyRe(`^\s*(?:files?\s+|artwork\s+|assets?\s+)?(?:is|are)\s+due\b`)
	// sizeNounAfter: "HTML file size", "JPG weight", "HTML5 file weights".
	sizeNounAfter = lazyRe(`^\s*(?:files?\s+)?(?:size|weight)s?\b`)
	// boundAfterFile: the file named, then a comparison of its size with
	// no verb ("HTML file no larger than 90 KB"), or a condition's subject
	// set off before its consequence ("the HTML file, then it is …", an
	// acceptance criterion's "the HTML file: it is under 102 KB"). A
	// spec line's "MP4 files up to 1 GB" offers MP4 and stays a format.
	boundAfterFile = lazyRe(`^\s*files?\s*(?:(?:no|not)\s+(?:larger|bigger|heavier|more)\s+than\b|,\s*then\b|:\s*(?:it|its)\b)`)
)

// backupsUnit reports whether the format at text[start:end] names the unit
// a backup image is for, not a format the backup may be: "a backup GIF or
// JPG for HTML5 builds", "a static backup image (JPG, PNG or GIF) for
// environments that cannot run HTML5".
func backupsUnit(text string, start, end int) bool {
	if !backupRe().MatchString(text[:start]) {
		return false
	}
	before := text[max(0, start-40):start]
	return forUnitBefore().MatchString(before) && unitNounAfter().MatchString(text[end:]) || cannotRunBefore().MatchString(before)
}

var (
	forUnitBefore   = lazyRe(`(?i)\bfor\s+(?:all\s+|every\s+|each\s+|the\s+|your\s+|its\s+)?$`)
	unitNounAfter   = lazyRe(`(?i)^\s*(?:builds?|units?|banners?|creatives?|ads?|versions?|placements?|files?)\b`)
	cannotRunBefore = lazyRe(`(?i)\b(?:cannot|can['’]?t|can not|do(?:es)? not|don['’]t|unable to|that fail to)\s+(?:run|play|display|render|show|support|load)\s+$`)
)

// pdfProfile names a PDF profile the way print specifications write it
// ("/x-1a" → "PDF/X-1a", "/X4" → "PDF/X-4"); the format check compares it
// as PDF, which is what the bytes show.
func pdfProfile(suffix string) string {
	p := strings.TrimPrefix(strings.ReplaceAll(suffix, "-", ""), "/")
	if len(p) < 2 {
		return "PDF"
	}
	return "PDF/" + strings.ToUpper(p[:1]) + "-" + strings.ToLower(p[1:])
}

// fileNameExtension reports whether the format at text[at:] is the
// extension of a file name ("BRX_US_JPG_728x90_r12.jpg", "index.html"):
// an example's name, not a format the document asks for.
func fileNameExtension(text string, at int) bool {
	if at < 2 || text[at-1] != '.' {
		return false
	}
	c := text[at-2]
	return c == '_' || c == '-' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// scanCodecs reads codecs in the model's spelling ("h264"). Beside a video
// codec, the audio track's codec is a rule of its own with the audio
// measurement ("MP4 (H.264 video, AAC audio)": H.264 for the picture, AAC
// for the sound), not a second video codec.
func scanCodecs(s *familyScan) {
	re := codecRe()
	type codecAt struct {
		codec string
		at    int
	}
	var video, audio []codecAt
	for _, m := range re.FindAllStringSubmatchIndex(s.lower, -1) {
		tok, at := group(re, s.text, m, "codec")
		if negatedAt(s.text, at, at+len(tok)) {
			continue
		}
		c := canonicalCodec(tok)
		if c == "aac" || c == "pcm" {
			audio = append(audio, codecAt{c, at})
		} else {
			video = append(video, codecAt{c, at})
		}
	}
	if len(video) == 0 {
		video, audio = audio, nil
	}
	for _, c := range video {
		addAllowed(s.f.get("codec", c.at), c.codec)
	}
	if len(audio) > 0 {
		p := &compliance.Params{}
		for _, c := range audio {
			addAllowed(p, c.codec)
		}
		s.f.measured = append(s.f.measured, measured{"codec", compliance.CodecCheckAudio, p, audio[0].at})
	}
}

// scanMeasures reads pt, px or % measures for typography, ISI and logo
// rules (families.extra). The first unit wins: "8 pt in print and 12 px on
// screen" keeps the points.
func scanMeasures(s *familyScan) {
	mtext := string(s.masked)
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
				continue
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
		s.f.extra = &extra
	}
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
	case strings.HasPrefix(l, "xdcam"):
		return "mpeg2" // XDCAM HD is MPEG-2 long-GOP in MXF or MOV
	case strings.HasPrefix(l, "dnxh"):
		return "dnxhd"
	case l == "lpcm":
		return "pcm"
	}
	return l
}

// decimalComma is a European decimal comma before a unit: "1,5 MB",
// "2,5 Mo", "0,5 s" (one digit after the comma; "15,30 s" is a list and
// "1,024 KB" a thousands separator).
//
// The video frame rates with fractions are written so too ("29,97 fps",
// "23,976 fps", also first in a list, "29,97 ou 30 fps"), and peak and print measures ("-1,5 dBTP", "2,5 mm"),
// a contrast ratio ("4,5:1"), a bitrate in "Mbit/s", a sample rate ("44,1 kHz") and a share ("2,5 %").
// and a loudness tolerance ("±0,5 LU").
var decimalComma = lazyRe(`\b(\d),(\d)(?:\s?(?:[kKmMgG][bB]|[kKmM]o|[mMkK]bps|[mMkK]bit/s|[kK]Hz|s|secs?|seconds?|fps|dBTP|dBFS|dB|LU|mm|cm|pt)\b|:1\b|\s?%)|\b(?:23|29|47|59|119)(,)(?:976|97|94|952|88)(?:\s?(?:fps|frames|i\b|p\b)|\s*(?:/|\bor\b|\bou\b|\boder\b|\bo\b|\bof\b)\s*\d)`)

// decimalCommas writes a decimal comma as a point, keeping every byte
// offset, so that "1,5 MB" is 1.5 MB and not a list of 1 and 5 MB.
func decimalCommas(text string) string {
	if !strings.Contains(text, ",") {
		return text
	}
	ms := decimalComma().FindAllStringSubmatchIndex(text, -1)
	if ms == nil {
		return text
	}
	b := []byte(text)
	for _, m := range ms {
		if m[3] >= 0 {
			b[m[3]] = '.' // the comma sits right after the first digit
		} else {
			b[m[6]] = '.' // a frame rate's comma
		}
	}
	return string(b)
}

// resolutionName is a video resolution named by its lines ("1080p",
// "720p", "2160p").
var resolutionName = lazyRe(`(?i)(?:^|[^\w@])(2160|1080|720)p\b`)

// resolutionNameBefore says a resolution is what another value is for
// ("10 Mbps @ 1080p", "at 720p", "for 1080p sources").
var resolutionNameBefore = lazyRe(`(?i)(?:@|\bat|\bfor|\bin|\bto)\s*(?:an?\s+|the\s+)?$`)

// pixelMeasure is a length in pixels ("30 px tall"): a text giving one
// measures something inside the frame its resolution names.
var pixelMeasure = lazyRe(`(?i)\d\s*(?:px|pixels?)\b`)

// scanResolutionNames reads a frame size named by its lines ("1080p,
// 29.97" is 1920 × 1080; "1080p max" bounds the size) when the text gives
// no size in pixels and no bitrate (a rate "@ 1080p" is scoped to it, see
// resolutionScope).
func scanResolutionNames(s *familyScan) {
	if s.f.byField["dimensions"] != nil || s.f.byField["bitrate"] != nil || !strings.Contains(s.lower, "0p") || pixelMeasure().MatchString(s.lower) {
		return
	}
	for _, m := range resolutionName().FindAllStringSubmatchIndex(s.lower, -1) {
		if resolutionNameBefore().MatchString(s.lower[max(0, m[2]-12):m[2]]) {
			continue
		}
		w, h, _ := compliance.ParseDimensions(resolutions[s.lower[m[2]:m[3]]+"p"])
		p := s.f.get("dimensions", m[2])
		switch boundOf(s.lower, m[2], m[1]) {
		case boundMax:
			p.MaxWidth, p.MaxHeight = w, h
		case boundMin:
			p.MinWidth, p.MinHeight = w, h
		default:
			addAllowed(p, fmt.Sprintf("%dx%d", w, h))
		}
		blank(s.masked, m[2], m[1])
		return
	}
}
