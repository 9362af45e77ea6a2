package brd

import (
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// Building blocks for quantity patterns. All are RE2 (linear time).
const (
	numPat      = `\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`
	listJoinPat = `\s*(?:,\s*(?:or|and)\s+|,\s*|/\s*|\s+or\s+|\s+and\s+|\s*&\s*|\s+(?:ou|oder)\s+)`
	rangeJoin   = `(?:\s*(?:-|–|—|‑|to|through|thru)\s*|\s+(?:a|à)\s+)` // ("de 5 a 60 s", "da 6 a 30 s", "de 5 à 60 s")
)

// quantity is one number list or range followed by a unit.
type quantity struct {
	values     []float64 // in the family's canonical unit
	isRange    bool      // values[0]..values[1]
	start, end int       // byte offsets in the scanned text
	unit       string    // the unit as written, lower-cased
}

// unitFamily describes how numbers with units are found and converted.
type unitFamily struct {
	unit    string   // the regex alternation of units (longest first), lower-case
	lits    []string // unit spellings; text without any of them has no quantity
	convert func(v float64, u string) (float64, bool)
	res     func() unitRegexps // compiled on first use, like lazyregexp.New
}

// unitRegexps are a unit family's patterns: "between 6 and 30 s", ranges
// ("6-30 s") and lists ("15, 30 or 60 s").
type unitRegexps struct {
	between, rng, list *regexp.Regexp
}

func newUnitFamily(unit string, convert func(float64, string) (float64, bool)) *unitFamily {
	u := `(?:` + unit + `)`
	var lits []string
	for _, u := range strings.Split(unit, "|") {
		lits = append(lits, strings.TrimSuffix(u, "?"))
	}
	return &unitFamily{
		unit:    unit,
		lits:    lits,
		convert: convert,
		res: sync.OnceValue(func() unitRegexps {
			return unitRegexps{
				between: regexp.MustCompile(`\bbetween\s+(` + numPat + `)\s*(` + u + `)?\s*(?:and|&|-|–)\s*(` + numPat + `)\s*(` + u + `)\b`),
				rng:     regexp.MustCompile(`(?:^|[^\w.])(` + numPat + `)\s*(` + u + `)?` + rangeJoin + `(` + numPat + `)\s*(` + u + `)\b`),
				// ("15- and 30-second spots": a suspended hyphen before the
				// join.)
				list: regexp.MustCompile(`(?:^|[^\w.:])((?:(?:` + numPat + `)-?` + listJoinPat + `)*(?:` + numPat + `))\s*-?\s*(` + u + `)\b`),
			}
		}),
	}
}

var numOnly = lazyRe(numPat)

// parseNum parses "1,024" or "1.5".
func parseNum(s string) (float64, bool) {
	v, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", ""), 64)
	return v, err == nil
}

// asciiLower lower-cases ASCII letters only, so byte offsets stay valid.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// scan finds all quantities of the family in text, longest constructs first
// (between, ranges, lists); a span is consumed once.
func (f *unitFamily) scan(text string) []quantity {
	var out []quantity
	text = asciiLower(text)
	possible := false
	for _, l := range f.lits {
		if strings.Contains(text, l) {
			possible = true
			break
		}
	}
	if !possible || !strings.ContainsAny(text, "0123456789") {
		return nil
	}
	used := make([]bool, len(text)+1)
	free := func(a, b int) bool {
		for i := a; i < b; i++ {
			if used[i] {
				return false
			}
		}
		return true
	}
	mark := func(a, b int) {
		for i := a; i < b; i++ {
			used[i] = true
		}
	}
	conv := func(numS, unit, fallbackUnit string) (float64, bool) {
		v, ok := parseNum(numS)
		if !ok {
			return 0, false
		}
		if unit == "" {
			unit = fallbackUnit
		}
		return f.convert(v, strings.ToLower(unit))
	}
	res := f.res()
	var betweens, ranges [][]int
	if strings.Contains(text, "between") {
		betweens = res.between.FindAllStringSubmatchIndex(text, -1)
	}
	if strings.ContainsAny(text, "-–—‑") || strings.Contains(text, "to") || strings.Contains(text, "thr") || strings.Contains(text, " a ") || strings.Contains(text, " à ") {
		ranges = res.rng.FindAllStringSubmatchIndex(text, -1)
	}
	// ends reads the two numbers of a "between" or range match: groups 1
	// and 3 are the numbers, 4 their unit, and 2 the first number's own
	// unit when it has one ("500 KB to 1 MB").
	ends := func(m []int) (lo, hi float64, unit string, ok bool) {
		unit = text[m[8]:m[9]]
		first := unit
		if m[4] >= 0 {
			first = text[m[4]:m[5]]
		}
		lo, ok1 := conv(text[m[2]:m[3]], first, unit)
		hi, ok2 := conv(text[m[6]:m[7]], unit, unit)
		return lo, hi, strings.ToLower(unit), ok1 && ok2
	}
	for _, m := range betweens {
		if !free(m[0], m[1]) {
			continue
		}
		if a, b, unit, ok := ends(m); ok {
			out = append(out, quantity{values: []float64{min(a, b), max(a, b)}, isRange: true, start: m[0], end: m[1], unit: unit})
			mark(m[0], m[1])
		}
	}
	for _, m := range ranges {
		if !free(m[2], m[1]) {
			continue
		}
		if a, b, unit, ok := ends(m); ok && a < b {
			out = append(out, quantity{values: []float64{a, b}, isRange: true, start: m[2], end: m[1], unit: unit})
			mark(m[2], m[1])
		}
	}
	for _, m := range res.list.FindAllStringSubmatchIndex(text, -1) {
		if !free(m[2], m[1]) {
			continue
		}
		unit := text[m[4]:m[5]]
		var vals []float64
		for _, n := range numOnly().FindAllString(text[m[2]:m[3]], -1) {
			if v, ok := conv(n, unit, unit); ok {
				vals = append(vals, v)
			}
		}
		if len(vals) > 0 {
			out = append(out, quantity{values: vals, start: m[2], end: m[1], unit: strings.ToLower(unit)})
			mark(m[2], m[1])
		}
	}
	return out
}

// bound says whether a quantity is a maximum, a minimum or an exact value.
type bound int

const (
	boundExact bound = iota
	boundMax
	boundMin
)

var (
	maxBefore = lazyRe(`(?:(?:maximum|max\.?)\s+(?:resolution|dimensions?|frame size)\s*(?:is|of|:)?|at most|no more than|not more than|must not exceed|never exceed|not (?:to )?exceed|exceed(?:s|ing)?|(?:not|never|nor)\s+(?:\w+\s+)?(?:pass|surpass|go over|go beyond|go past|run past|run over|run beyond|top)|(?:not|never|nor)\s+(?:\w+\s+)?past|maximum(?: of)?:?|max\.?:?|máx(?:imo|\.)?|up to|under|less than|fewer than|below|no (?:larger|bigger|longer|greater|heavier|higher|wider|taller) than|not (?:be )?(?:larger|longer|bigger|greater|heavier|higher|wider|taller) than|limited to|capped at|within(?: the (?:first|last|opening))?|in the (?:first|opening)|(?:^|[\s/(])first|(?:stop|end|ceas|finish|complet)\w*(?:\s+\w+)?\s+(?:after|by|at|within)|≤|<=|<)\s*$`)
	minBefore = lazyRe(`(?:(?:minimum|min\.?)\s+(?:resolution|dimensions?|frame size)\s*(?:is|of|:)?|at least|no less than|not less than|no fewer than|minimum(?: of)?:?|min\.?:?|mín(?:imo|\.)?|not (?:be )?(?:less|shorter|smaller|lower) than|no (?:shorter|smaller|lower) than|more than|greater than|longer than|over|above|≥|>=|>)\s*$`)
	// negMinBefore / negMaxBefore read negated comparisons: "never below 6
	// pt" is a minimum, "not longer than 30 s" a maximum.
	negMinBefore = lazyRe(`\b(?:not|never|no)\s+(?:\w+\s+){0,2}?(?:below|under|less|shorter|smaller|lower|fewer)(?:\s+than)?\s*$`)
	negMaxBefore = lazyRe(`\b(?:not|never|no)\s+(?:\w+\s+){0,2}?(?:above|over|more|longer|larger|bigger|greater|higher|heavier|wider|taller)(?:\s+than)?\s*$`)
	// rejectBelowRe is a rejection whose condition is a quantity below a
	// value; rejectNegated its "not below", which is a maximum again.
	rejectBelowRe = lazyRe(`\b(?:reject|block|refuse|bounce|warn)(?:s|ed|ing)?\b[^.;:]{0,80}\b(?:below|under|less than|lower than|shorter than|smaller than|fewer than)\s*$`)
	rejectNegated = lazyRe(`\b(?:not|never|no)\b`)
	// rejectAboveRe is a rejection (or warning) whose condition is a
	// quantity above a value: "reject a unit that loops more than three
	// times" allows three at most.
	rejectAboveRe = lazyRe(`\b(?:reject|block|refuse|bounce|warn)(?:s|ed|ing)?\b[^.;:]{0,80}\b(?:more than|longer than|larger than|greater than|bigger than|heavier than|higher than|over|above)\s*$`)
	// rejectAtRe is a rejection whose condition puts its bound word after
	// the value: in "the host rejects anything at 90 KB or above" the
	// "or above" names what fails, so 90 KB is the most that may pass,
	// not the least.
	rejectAtRe = lazyRe(`\b(?:reject|block|refuse|bounce|decline)(?:s|ed|ing)?\b[^.;:]{0,80}$`)
	// rejectedAfter is a rejection stated after the quantity its condition
	// names ("a creative with a frame rate under 24 fps is rejected",
	// "units over 80 KB are refused"); belowWord and aboveWord are the
	// condition's comparison right before the quantity.
	rejectedAfter = lazyRe(`^[^.;:]{0,60}?\b(?:is|are|will be|shall be|gets?|get)\s+(?:\w+\s+)?(?:rejected|refused|declined|blocked|disapproved|bounced)\b`)
	// notAcceptedAfter is the same refusal told as a denied acceptance
	// ("files over 3 MB are not accepted", "spots longer than 30 seconds
	// are not supported").
	notAcceptedAfter = lazyRe(`^[^.;:]{0,60}?\b(?:(?:is|are|gets?)\s+(?:not|never)|(?:will|shall|can|would)\s+(?:not|never)\s+be|won'?t\s+be|cannot\s+be|can'?t\s+be)\s+(?:accepted|allowed|permitted|supported)\b`)
	belowWord        = lazyRe(`\b(?:below|under|less than|lower than|shorter than|smaller than|fewer than|lighter than)\s*$`)
	aboveWord        = lazyRe(`\b(?:more than|longer than|larger than|greater than|bigger than|heavier than|higher than|over|above)\s*$`)
	// A pixel unit may stand between the size and its bound word ("1200 ×
	// 628 px or larger", "600 px minimum").
	maxAfter = lazyRe(`^\s*(?:px\b|pixels?\b)?\s*\(?\s*(?:max(?:imum)?\b|máx(?:imo|\.)?|or (?:less|under|smaller|shorter|lower|below|fewer|lighter)\b|limit\b|cap\b)`)
	minAfter = lazyRe(`^\s*(?:px\b|pixels?\b)?\s*\(?\s*(?:min(?:imum)?\b|mín(?:imo|\.)?|or (?:more|longer|greater|higher|above|larger|bigger|taller|wider|over)\b)`)
	// qualifierWord finds a qualifier anywhere in the clause before a number.
	clauseMax = lazyRe(`\b(?:at most|no more than|not exceed|must not exceed|maximum|max|up to|limited to|no (?:larger|longer|bigger|greater|heavier) than|not (?:be )?(?:larger|longer|bigger|greater|heavier) than)\b`)
	clauseMin = lazyRe(`\b(?:at least|minimum|min|no (?:shorter|smaller|less) than)\b`)
)

// minutesRe is a number of minutes written "min" ("15 min", "2 mins").
var minutesRe = lazyRe(`(\d)\s*mins?\b`)

// boundOf decides whether the quantity at text[start:end] is a maximum or a
// minimum from the words right before or after it.
func boundOf(text string, start, end int) bound {
	if b := nearBoundOf(text, start, end); b != boundExact {
		return b
	}
	text = asciiLower(text[max(0, start-60):min(len(text), end+20)])
	start = start - max(0, start-60)
	// A qualifier earlier in the same clause: "a maximum file size of 150 KB".
	clause := text[:start]
	if i := strings.LastIndexAny(clause, ";,"); i >= 0 {
		clause = clause[i+1:]
	}
	if len(clause) > 60 {
		clause = clause[len(clause)-60:]
	}
	// "15 min" is minutes, not a minimum ("5 s – 15 min MP4 · MOV 1 GB").
	clause = minutesRe().ReplaceAllString(clause, "$1 minutes")
	mx := clauseMax().FindAllStringIndex(clause, -1)
	mn := clauseMin().FindAllStringIndex(clause, -1)
	switch {
	case len(mx) > 0 && (len(mn) == 0 || mx[len(mx)-1][0] > mn[len(mn)-1][0]):
		return boundMax
	case len(mn) > 0:
		return boundMin
	}
	return boundExact
}

// nearBoundOf is boundOf from the words right before or after the
// quantity only ("at least 1200 px", "1280 × 720 minimum"), not from a
// qualifier earlier in the clause, which may be another quantity's ("up
// to 40 KB: 300x250").
func nearBoundOf(text string, start, end int) bound {
	following := asciiLower(text[end:min(len(text), end+90)])
	if m := rejectedAfter().FindString(following); m != "" && !rejectNegated().MatchString(m) || notAcceptedAfter().MatchString(following) {
		// The condition names what fails: its "under" is the least
		// that passes, its "over" the most.
		before := strings.TrimRight(asciiLower(text[max(0, start-30):start]), " \t(")
		switch {
		case belowWord().MatchString(before):
			return boundMin
		case aboveWord().MatchString(before):
			return boundMax
		}
	}
	// A rejection's verb may stand further back than the bound words
	// ("should warn when the preheader text is shorter than 40 or longer
	// than 100 characters").
	lead := asciiLower(text[max(0, start-140):start])
	text = asciiLower(text[max(0, start-60):min(len(text), end+20)])
	start, end = start-max(0, start-60), end-max(0, start-60)
	before := text[max(0, start-40):start]
	before = strings.TrimRight(before, " \t(")
	before += " "
	if negMinBefore().MatchString(before) {
		return boundMin
	}
	// A rejection's condition names what fails, so its "below" is the
	// least that passes: "reject a video whose height is under 720 px".
	if m := rejectBelowRe().FindString(lead); m != "" && !rejectNegated().MatchString(m) {
		return boundMin
	}
	if m := rejectAboveRe().FindString(lead); m != "" && !rejectNegated().MatchString(m) {
		return boundMax
	}
	after := text[end:min(len(text), end+20)]
	if m := rejectAtRe().FindString(text[:start]); m != "" && !rejectNegated().MatchString(m) {
		switch {
		case minAfter().MatchString(after):
			return boundMax
		case maxAfter().MatchString(after):
			return boundMin
		}
	}
	if negMaxBefore().MatchString(before) {
		return boundMax
	}
	if maxBefore().MatchString(strings.TrimRight(before, " ")) || maxBefore().MatchString(before) {
		return boundMax
	}
	if minBefore().MatchString(strings.TrimRight(before, " ")) || minBefore().MatchString(before) {
		return boundMin
	}
	if maxAfter().MatchString(after) {
		return boundMax
	}
	if minAfter().MatchString(after) {
		return boundMin
	}
	return boundExact
}

// fmtNum prints a number without trailing zeros: 150, 1.5, 23.976.
func fmtNum(v float64) string {
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// round3 rounds to three decimals to hide float noise from unit conversion.
func round3(v float64) float64 {
	s := strconv.FormatFloat(v, 'f', 3, 64)
	r, _ := strconv.ParseFloat(s, 64)
	return r
}
