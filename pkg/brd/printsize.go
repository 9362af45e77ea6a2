package brd

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// Print sizes: a width × height in inches, centimetres or millimetres is a
// physical size, never pixels. It is read in millimetres to one decimal
// (8.125 × 10.875 in → "206.4x276.2"), whatever unit the document writes
// it in: decimals, fractions ("8 1/8", "8⅛"), the inch marks (", ″, ”),
// "in", "in.", "inches", "cm", "mm". Which box of the page the size is
// comes from the words of its label or its clause: the trim (finished,
// page, trim size) is a trimSize rule; a size with bleed (bleed size,
// artwork size with bleed, document size) is the page the PDF is drawn on
// (check mediaBox); a live, type or safe area and a folded size are no
// size of the PDF at all and give no size rule (read as the trim they
// would fail every correct file).

// physNum is a length as writers type it: "8.125", "8 1/8", "8⅛", "1/8",
// "0,125" (a decimal comma is made a point before the scan).
const physNum = `(?:\d{1,4}(?:\.\d{1,4})?(?:\s+\d{1,2}/\d{1,2}|\s*[¼½¾⅛⅜⅝⅞])?|\d{1,2}/\d{1,2}|[¼½¾⅛⅜⅝⅞])`

// physUnit is a unit of length: millimetres, centimetres or inches.
const physUnit = `(?:mm|cm|inch(?:es)?|in\.?|"|″|”|'')`

// physSizeRe: "8.125" × 10.875"", "8 1/2 x 11 in", "210 × 297 mm",
// "42 x 59.4 cm", "5.5 by 8.5 inches".
var physSizeRe = lazyRe(`(?P<w>` + physNum + `)\s*(?P<wu>` + physUnit + `)?\s*(?:x|×|by)\s*(?P<h>` + physNum + `)\s*(?P<hu>` + physUnit + `)?`)

// physAsideRe is the same size written again in another unit right after
// it, in brackets or after a slash ("(206 × 276 mm)", "/ 8.5 x 11 in"):
// no second size.
var physAsideRe = lazyRe(`^\s*(?:\(\s*|/\s*)` + physNum + `\s*` + physUnit + `?\s*(?:x|×|by)\s*` + physNum + `\s*` + physUnit + `?\s*\)?`)

// headerUnitRe is a unit of length a label or column header gives its
// values ("Trim size (mm)", "Finished size, in"): the bare pairs after it
// are in that unit.
var headerUnitRe = lazyRe(`(?i)\(\s*(mm|cm|in|inch(?:es)?)\s*\)|,\s*(mm|cm|in|inches)\s*:`)

// inchFollowers are the words after "in" that make it a preposition, not
// inches ("300 x 250 in the feed", "in all sizes").
var inchFollowers = lazyRe(`^\s*(?:the|a|an|all|each|every|any|our|your|its|this|that|these|those|which|one|both|html5?|css|js|jpe?g|png|gif|mp4|size|sizes|landscape|portrait|format)\b`)

// fractionValues are the vulgar fractions writers type after inches.
var fractionValues = map[string]float64{"¼": 0.25, "½": 0.5, "¾": 0.75, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875}

// physLength parses a length of physNum: "8.125", "8 1/8", "8⅛", "1/8".
func physLength(s string) (float64, bool) {
	s = strings.TrimSpace(s)
	whole, frac := s, 0.0
	for g, v := range fractionValues {
		if strings.HasSuffix(s, g) {
			whole, frac = strings.TrimSpace(strings.TrimSuffix(s, g)), v
			break
		}
	}
	if a, b, ok := strings.Cut(whole, "/"); ok && !strings.ContainsAny(a, " ") {
		n, err1 := strconv.ParseFloat(a, 64)
		d, err2 := strconv.ParseFloat(b, 64)
		return n / d, err1 == nil && err2 == nil && d > 0
	}
	if i := strings.LastIndexByte(whole, ' '); i > 0 && strings.Contains(whole[i:], "/") {
		f, ok := physLength(whole[i+1:])
		if !ok {
			return 0, false
		}
		whole, frac = strings.TrimSpace(whole[:i]), frac+f
	}
	if whole == "" {
		return frac, frac > 0
	}
	v, err := strconv.ParseFloat(whole, 64)
	return v + frac, err == nil
}

// mmPerUnit converts a unit of physUnit to millimetres.
func mmPerUnit(u string) float64 {
	switch strings.TrimSuffix(asciiLower(strings.TrimSpace(u)), ".") {
	case "mm":
		return 1
	case "cm":
		return 10
	case "":
		return 0
	}
	return 25.4 // in, inch, inches and the inch marks
}

// mmText writes a length in millimetres to one decimal ("206.4", "254").
func mmText(v float64) string {
	return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64)
}

// printBox is which box of a print page a size is.
type printBox int

const (
	boxTrim  printBox = iota // the finished page: trimSize
	boxMedia                 // the page with its bleed: mediaBox
	boxLive                  // a live, type or safe area: the ad's size only for a non-bleed unit
	boxNone                  // a folded size: no size of the PDF
)

var (
	// mediaWords before a size name the page with its bleed: "Bleed
	// size", "Artwork size (flat, with bleed)", "document size".
	mediaBefore = lazyRe(`(?i)\b(?:bleed(?:\s+size)?|(?:with|incl(?:\.|uding)?|plus)\s+bleed|artwork(?:\s+size)?|document\s+size|bled)\b[^|;]{0,30}$`)
	// mediaAfter follows a size that includes its bleed ("… with 0.125"
	// bleed" is said of an artwork size; "+ 0.125 in bleed" is added to
	// the trim: not this).
	// ("A4 with 3 mm bleed" is the trim with a bleed around it).
	mediaAfter = lazyRe(`(?i)^[^|;+]{0,12}\b(?:incl(?:\.|uding)?|inc\.)\s+(?:\S+\s+){0,2}bleed\b`)
	// liveBefore names an area inside the page: "Live area", "Type
	// area", "Safe area", "live matter".
	liveBefore = lazyRe(`(?i)\b(?:live|type|safe|safety|text|image|copy)\s+(?:area|matter|zone)\b[^|;]{0,30}$`)
	// foldedBefore names a folded size, or a piece delivered untrimmed
	// ("deliver untrimmed at 8.375 × 11.25 in"): no size of the PDF.
	foldedBefore = lazyRe(`(?i)\b(?:folded|untrimmed)\b[^|;]{0,20}$`)
	// trimBefore names the trim right before the size: "Trim size",
	// "trim", "finished size", "page size" (a later word wins over an
	// earlier "bleed" in the same clause).
	trimBefore = lazyRe(`(?i)\b(?:trim(?:med)?(?:\s+size)?|finished(?:\s+size)?|page\s+size)\b[^|;]{0,12}$`)
)

// boxOf reads which box the size at text[ws:he] is from the words of its
// clause (after the last cell or clause break before it).
func boxOf(text string, ws, he int) printBox {
	before := text[max(0, ws-60):ws]
	if i := strings.LastIndexAny(before, "|;"); i >= 0 {
		before = before[i+1:]
	}
	after := text[he:min(len(text), he+40)]
	switch {
	case liveBefore().MatchString(before):
		return boxLive
	case foldedBefore().MatchString(before):
		return boxNone
	case trimBefore().MatchString(before):
		return boxTrim
	case mediaBefore().MatchString(before), mediaAfter().MatchString(after):
		return boxMedia
	}
	return boxTrim
}

// scanPrintSizes reads the print sizes of a text as trimSize rules (the
// trim) or mediaBox rules (the page with bleed), in millimetres; a size
// in a physical unit is masked so that no later scanner reads it as
// pixels.
func scanPrintSizes(s *familyScan) {
	if !strings.ContainsAny(s.text, `"″”'¼½¾⅛⅜⅝⅞`) && !strings.Contains(s.lower, "mm") && !strings.Contains(s.lower, "cm") && !strings.Contains(s.lower, "in") {
		return
	}
	re := physSizeRe()
	headerUnit := ""
	if m := headerUnitRe().FindStringSubmatch(s.text); m != nil {
		headerUnit = m[1] + m[2]
	}
	var media *compliance.Params // the sizes with bleed
	read := 0                    // the text before read is read (a size and its aside)
	for _, m := range re.FindAllStringSubmatchIndex(s.text, -1) {
		if m[0] < read {
			continue
		}
		w, ws := group(re, s.text, m, "w")
		h, hs := group(re, s.text, m, "h")
		wu, _ := group(re, s.text, m, "wu")
		hu, _ := group(re, s.text, m, "hu")
		if ws > 0 && (isWordByte(s.text[ws-1]) || s.text[ws-1] == '.' || s.text[ws-1] == '"' || strings.HasSuffix(s.text[:ws], "“")) {
			continue // a digit inside a word or a quoted size ("300x250")
		}
		he := hs + len(h)
		end := m[1]
		unit := hu
		if unit == "" {
			unit = wu
		}
		wv, ok1 := physLength(w)
		hv, ok2 := physLength(h)
		if !ok1 || !ok2 || wv <= 0 || hv <= 0 {
			continue
		}
		inch := mmPerUnit(unit) == 25.4
		if strings.HasPrefix(asciiLower(unit), "in") && len(unit) <= 3 && (inchFollowers().MatchString(s.lower[end:]) || wv > 60 && hv > 60 && wv == math.Trunc(wv) && hv == math.Trunc(hv)) {
			continue // "300 x 250 in the feed": a preposition
		}
		if (unit == `"` || unit == "”" || unit == "''") && wu == "" && (wv > 120 || hv > 120) {
			continue // a quoted pixel size
		}
		if unit == "" {
			if headerUnit == "" || !strings.ContainsAny(w+h, ".¼½¾⅛⅜⅝⅞/") && (wv >= 100 || hv >= 100) && headerUnit != "mm" && headerUnit != "cm" {
				continue // no unit: pixels, or a size in a unit the scan cannot tell
			}
			unit = headerUnit
			inch = mmPerUnit(unit) == 25.4
		}
		if inch && (wv > 600 || hv > 600) {
			continue
		}
		f := mmPerUnit(unit)
		// The same size written again in another unit ("(206 × 276
		// mm)") is no second size.
		if a := physAsideRe().FindStringIndex(s.text[end:]); a != nil {
			end += a[1]
		}
		read = end
		if b := boundOf(s.text, ws, he); b != boundExact {
			// "inserts up to 297 × 210 mm": a bound of a physical size,
			// not a page's trim size.
			blank(s.masked, ws, end)
			continue
		}
		if negatedAt(s.text, ws, he) {
			blank(s.masked, ws, end)
			continue
		}
		box := boxOf(s.text, ws, he)
		blank(s.masked, ws, end)
		if box == boxNone {
			continue
		}
		// The sizes of one box in one text are one rule: "A4 (210 × 297
		// mm) or A5 (148 × 210 mm)" allows either.
		if box == boxLive {
			// Read as a trim size and left for review
			// (flagLiveAreaSizes): a live area is the ad's size only
			// for a non-bleed unit.
			box = boxTrim
		}
		// The trim is the text's dimensions; the page with bleed a
		// measurement of its own.
		size := mmText(wv*f) + "x" + mmText(hv*f)
		if box == boxTrim {
			p := s.f.get("dimensions", ws)
			addAllowed(p, size)
			p.Unit, p.Check = "mm", compliance.DimensionsCheckTrimSize
			continue
		}
		if media == nil {
			media = &compliance.Params{Unit: "mm", Check: compliance.DimensionsCheckMediaBox}
			s.f.measured = append(s.f.measured, measured{"dimensions", media.Check, media, ws})
		}
		addAllowed(media, size)
	}
}

// isWordByte reports whether b is an ASCII letter, digit or underscore.
func isWordByte(b byte) bool {
	return b == '_' || b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// flagLiveAreaSizes leaves for review a trim size read from a live, type
// or safe area ("Live area: 7 × 10 in"): it is the size of a non-bleed
// ad, but of a bleed ad it is an area inside the page, and the table row
// that says which is not in the rule's text.
func flagLiveAreaSizes(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "dimensions" || r.Source == nil || r.Params == nil || r.Params.Check != compliance.DimensionsCheckTrimSize {
			continue
		}
		q := r.Source.Quote
		for _, m := range physSizeRe().FindAllStringIndex(q, -1) {
			if boxOf(q, m[0], m[1]) == boxLive {
				flag(r, "The size is a live or type area: it is the ad's trim size only for a non-bleed unit: left for review.")
				break
			}
		}
	}
}

var (
	// inkLabel names the total ink a press takes: "Total ink", "TAC",
	// "Ink limit", "Total area coverage".
	inkLabel = lazyRe(`(?i)^\s*(?:total\s+ink(?:\s+(?:coverage|limit))?|ink\s+(?:coverage|limit)|tac|total\s+area\s+coverage(?:\s+\(tac\))?)\s*(?:\(%\)|,\s*%)?\s*$`)
	// printSizeLabel names a box or the bleed of a print page: "Trim",
	// "Trim size", "Bleed", "Finished size", "Page size".
	printSizeLabel = lazyRe(`(?i)^\s*(?:trim(?:med)?(?:\s+size)?|bleed(?:\s+size)?|finished\s+size|page\s+size|flat\s+size)\s*(?:\((?:mm|cm|in|inches|w\s*[x×]\s*h)\))?\s*$`)
)

// printLabelField is the field a row label names when it is a print
// measurement the field words do not name ("Total ink", "Trim", "Bleed"):
// its value cell ("300% maximum", "0.125 in") is read with it.
func printLabelField(label string) string {
	switch {
	case inkLabel().MatchString(label):
		return "format"
	case printSizeLabel().MatchString(label):
		return "dimensions"
	}
	return ""
}

// printLineLabel opens a line with the print measurement it gives: "Trim
// size", "Trim", "Finished size", "Bleed", "Total ink", "TAC", "Colour
// space", "Image resolution".
var printLineLabel = lazyRe(`(?i)^\s*(?:trim(?:med)?(?:\s+size)?|finished\s+size|page\s+size|bleed|total\s+(?:ink|area\s+coverage)|tac|colou?r\s+space|(?:effective\s+|image\s+)?resolution)\b`)

// printSpecLine reports whether a line without a verb opens with a print
// measurement and gives one ("Trim size 8.5 x 11 in with 0.125 in bleed
// on all sides", "TAC 300% max"): a print spec's line.
func printSpecLine(s string, f families) bool {
	if !printLineLabel().MatchString(s) || finiteVerb().MatchString(s) {
		return false
	}
	if p := f.byField["dimensions"]; p != nil && p.Check == compliance.DimensionsCheckTrimSize {
		return true
	}
	for _, m := range f.measured {
		switch m.check {
		case compliance.DimensionsCheckBleed, compliance.DimensionsCheckMediaBox, compliance.DimensionsCheckResolution, compliance.FormatCheckTotalInk, compliance.FormatCheckColorSpace:
			return true
		}
	}
	return false
}

// pagesUnit is a count of a PDF's pages ("one page per PDF", "8 pages
// maximum").
var pagesUnit = lazyRe(`(?i)^pages?$`)

// countPages gives a count of pages the page-count measurement (check
// pageCount, in pages): a PDF's pages are read from its bytes.
func countPages(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if r.Field != "metadata" || r.Params == nil || r.Params.Check != "" || !pagesUnit().MatchString(r.Params.Unit) || len(r.Params.Allowed) > 0 && r.Params.Max == nil {
			continue
		}
		r.Params.Check, r.Params.Unit = compliance.MetaCheckPageCount, "pages"
	}
}

// flagBleedBesideNonBleed leaves for review the bleeds a document requires
// without saying of which units, when it has both units without bleed
// ("Half page | non-bleed only", also in a unit row left for review) and
// units with it ("0.125 in bleed"): either one, applied to the other
// units' files, would fail them.
//
// A document that names non-bleed units in words ("non-bleed only") has
// units without bleed even where no rule says so (nonBleed); then a size
// with bleed (mediaBox) is some units' only, and is left for review too.
func flagBleedBesideNonBleed(rules []compliance.Rule, nonBleed bool) {
	bleedRule := func(r compliance.Rule) bool {
		return r.Field == "dimensions" && r.Params != nil && r.Params.Check == compliance.DimensionsCheckBleed && r.Source != nil
	}
	none := func(p *compliance.Params) bool { return p.Max != nil && *p.Max == 0 }
	some := func(p *compliance.Params) bool { return p.Min != nil && *p.Min > 0 }
	var without, with string
	for _, r := range rules {
		switch {
		case !bleedRule(r):
		case none(r.Params) && without == "":
			without = r.Source.Quote
		case some(r.Params) && with == "":
			with = r.Source.Quote
		}
	}
	if nonBleed && without == "" {
		without = "non-bleed"
	}
	if without == "" || with == "" && !nonBleed {
		return
	}
	for i := range rules {
		r := &rules[i]
		p := r.Params
		mediaBox := r.Field == "dimensions" && p != nil && p.Check == compliance.DimensionsCheckMediaBox
		if !r.Enabled || !bleedRule(*r) && !mediaBox || len(p.Placements) > 0 || len(p.Parts) > 0 || len(p.Sizes) > 0 {
			continue
		}
		switch {
		case r.Field == "dimensions" && p.Check == compliance.DimensionsCheckMediaBox:
			flag(r, fmt.Sprintf("The document also has units without bleed (%q); which units this size with bleed is for is not in the rule: left for review.", without))
		case some(p):
			flag(r, fmt.Sprintf("The document also has units without bleed (%q); which units this bleed is for is not in the rule: left for review.", without))
		case none(p):
			flag(r, fmt.Sprintf("The document also has units with bleed (%q); which units have none is not in the rule: left for review.", with))
		}
	}
}

// nonBleedRe names units without bleed.
var nonBleedRe = lazyRe(`(?i)\bnon-?bleed\b`)

// mentionsNonBleed reports whether a document names non-bleed units.
func mentionsNonBleed(doc doctext.Document) bool {
	for _, pg := range doc.Pages {
		for _, b := range pg.Blocks {
			if nonBleedRe().MatchString(b.Text) {
				return true
			}
		}
	}
	return false
}

// flatRe names a piece supplied flat ("Artwork size (flat, with bleed)",
// "flat 297 × 210 mm").
var flatRe = lazyRe(`(?i)\bflat\b`)

// finishedRe names a finished size.
var finishedRe = lazyRe(`(?i)\bfinished\b`)

// suppliesFlat reports whether a document gives a size of a piece
// supplied flat: then its "finished size" is the folded piece.
func suppliesFlat(doc doctext.Document) bool {
	for _, pg := range doc.Pages {
		for _, b := range pg.Blocks {
			if flatRe().MatchString(b.Text) && physSizeRe().MatchString(b.Text) {
				return true
			}
		}
	}
	return false
}

// flagFinishedBesideFlat leaves for review a trim size read as a finished
// size in a document that supplies pieces flat: a folder's or a brochure's
// finished size is the folded piece, and would fail its flat PDF.
func flagFinishedBesideFlat(rules []compliance.Rule, flat bool) {
	if !flat {
		return
	}
	for i := range rules {
		r := &rules[i]
		if r.Enabled && r.Field == "dimensions" && r.Params != nil && r.Params.Check == compliance.DimensionsCheckTrimSize && r.Source != nil && finishedRe().MatchString(r.Source.Quote) {
			flag(r, "The document supplies some pieces flat; a finished size is then the folded piece, not the PDF's page: left for review.")
		}
	}
}

// oneUnitRowRe is a table row's quote that gives one named unit's value
// under a column ("P3 Reception counter wrap | File (in): 70 × 39").
var oneUnitRowRe = lazyRe(`^(?P<unit>[^|:]{2,60}?)\s*\|\s*[^|:]{1,40}:\s*[^|]*$`)

// flagOneUnitPrintSizes leaves for review a print size a table row gives
// one unit it names, wherever the table was read from: no scope of an
// asset states the unit, and applied to the other units' files the size
// would fail them (unitRows does the same for a grid's columns).
func flagOneUnitPrintSizes(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		p := r.Params
		if !r.Enabled || r.Field != "dimensions" || p == nil || r.Source == nil || len(p.Allowed) != 1 ||
			p.Check != compliance.DimensionsCheckTrimSize && p.Check != compliance.DimensionsCheckMediaBox ||
			len(p.Placements) > 0 || len(p.Parts) > 0 {
			continue
		}
		m := oneUnitRowRe().FindStringSubmatch(r.Source.Quote)
		if m == nil {
			continue
		}
		unit := strings.TrimSpace(m[oneUnitRowRe().SubexpIndex("unit")])
		if printLabelField(unit) != "" || printLineLabel().MatchString(unit) || ClassifyField(unit) != "" {
			continue // "Trim size | 8.5 × 11 in": the row names the measurement, not a unit
		}
		flag(r, fmt.Sprintf("This is the size of one unit the table names (%q), which no scope of an asset states: left for review.", unit))
	}
}
