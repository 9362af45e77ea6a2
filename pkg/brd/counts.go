package brd

import (
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Counts of things: "no more than four options", "up to 5 quick replies",
// "one button per card", "a carousel shows 2 to 10 cards", "12 slides or
// fewer", "Fragments are limited to 3 per email". Every channel's spec
// limits how many of some element a creative may hold (bubbles per turn,
// fragments per email, slides per deck, trackers per creative), and no
// field of the spec names the element. Such a limit is a metadata rule
// whose min/max is the count and whose unit is the thing counted, in the
// document's words; its check stays the metadata field's default, which
// a person or the AI judges (the checker reports it for review and never
// fails an asset): the elements are in the creative's build, not in
// measurements the asset's bytes give. Files in a zip keep their own
// measured check (fileCountRe), and units of measure, time and copy length
// are other families' values, never things counted.

// countNum is a count written in digits or words.
const countNum = `\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty`

// countNoun is up to four words after the count; countedThing trims it.
const countNoun = `[a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,3}`

var countRe = lazyRe(`(?i)\b(?:` +
	`(?P<maxw>no more than|not more than|never more than|at most|up to|a maximum of|maximum of|max(?:imum)?\.?|limited to|only|not exceed(?:ing)?)\s+(?P<n1>` + countNum + `)\s+(?P<noun1>` + countNoun + `)` +
	`|(?P<minw>at least|a minimum of|minimum of|min\.?|no fewer than|no less than)\s+(?P<n2>` + countNum + `)\s+(?P<noun2>` + countNoun + `)` +
	`|(?:between\s+(?P<blo>` + countNum + `)\s+and\s+|(?:from\s+)?(?P<lo>` + countNum + `)\s*(?:to|–|-)\s*)(?P<hi>` + countNum + `)\s+(?P<noun3>` + countNoun + `)` +
	`|exactly\s+(?P<n4>` + countNum + `)\s+(?P<noun4>` + countNoun + `)` +
	`|(?P<n5>` + countNum + `)\s+(?P<noun5>[a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,2}?)\s+(?:or (?:fewer|less)\b|max(?:imum)?\b\.?|at most\b)` +
	`|(?P<n6>one|a single)\s+(?P<noun6>[a-z][a-z0-9-]*(?:\s+[a-z][a-z0-9-]*){0,3}?)\s+per\s+[a-z]` +
	`|(?P<noun7>[a-z][a-z0-9-]*s)\s+(?:are|is)\s+limited\s+to\s+(?P<n7>` + countNum + `)(?:\s+per\b|\s*[.;,]|\s*$)` +
	`)`)

// countStopWords end the counted thing ("three fragments into one email").
var countStopWords = map[string]bool{
	"per": true, "or": true, "and": true, "in": true, "into": true, "on": true, "at": true, "between": true, "before": true,
	"after": true, "each": true, "for": true, "from": true, "to": true, "of": true, "with": true, "without": true, "that": true,
	"which": true, "is": true, "are": true, "be": true, "may": true, "must": true, "should": true, "can": true, "will": true,
	"the": true, "a": true, "an": true, "than": true, "including": true, "max": true, "maximum": true, "min": true,
	"minimum": true, "only": true, "total": true, "plus": true, "more": true, "less": true, "fewer": true, "other": true,
	"across": true, "within": true, "inside": true, "under": true, "over": true, "by": true, "as": true, "if": true,
	"when": true, "where": true, "not": true, "no": true, "any": true, "all": true, "every": true, "long": true,
	"wide": true, "high": true, "tall": true, "deep": true, "old": true, "apart": true, "away": true, "later": true,
	"you": true, "we": true, "they": true, "it": true, "i": true, "he": true, "she": true, "your": true, "our": true,
	"their": true, "its": true,
}

// notCounted are words that open a quantity of another kind: units of
// size, time, rate and copy length (other families read them), the files
// of a zip (fileCountRe), and people, days and steps of a process, which
// no creative holds.
var notCounted = map[string]bool{
	"px": true, "pixel": true, "pixels": true, "pt": true, "pts": true, "point": true, "points": true, "kb": true, "k": true,
	"kbs": true, "mb": true, "gb": true, "byte": true, "bytes": true, "kilobytes": true, "megabytes": true, "kbps": true,
	"mbps": true, "fps": true, "hz": true, "khz": true, "db": true, "dbtp": true, "lufs": true, "lkfs": true, "lu": true,
	"percent": true, "per": true, "mm": true, "cm": true, "in": true, "inch": true, "inches": true, "dpi": true, "ppi": true,
	"em": true, "s": true, "sec": true, "secs": true, "second": true, "seconds": true, "ms": true, "min": true, "mins": true,
	"minute": true, "minutes": true, "h": true, "hr": true, "hrs": true, "hour": true, "hours": true, "day": true,
	"days": true, "week": true, "weeks": true, "month": true, "months": true, "year": true, "years": true, "business": true,
	"working": true, "calendar": true, "time": true, "times": true, "x": true, "character": true, "characters": true,
	"char": true, "chars": true, "word": true, "words": true, "letter": true, "letters": true, "line": true, "lines": true,
	"loop": true, "loops": true, "play": true, "plays": true, "repeat": true, "repeats": true, "cycle": true, "cycles": true,
	"file": true, "files": true, "request": true, "requests": true, "rep": true, "reps": true, "user": true, "users": true,
	"people": true, "person": true, "persons": true, "patient": true, "patients": true, "hcp": true, "hcps": true,
	"physician": true, "physicians": true, "round": true, "rounds": true, "revision": true, "revisions": true,
	"impression": true, "impressions": true, "click": true, "clicks": true, "send": true, "sends": true, "am": true,
	"pm": true, "january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true, "percentage": true,
	"review": true, "reviews": true, "address": true, "addresses": true, "seed": true,
	"wpm": true, "bpm": true, "dbfs": true, "nits": true, "nit": true, "cd": true, "kbit": true, "mbit": true, "kbits": true,
	"mbits": true, "lb": true, "lbs": true, "g": true, "gsm": true, "kg": true, "oz": true, "ft": true, "feet": true, "m": true,
	"metres": true, "meters": true, "p": true, "bit": true, "bits": true, "kilobyte": true, "megabyte": true, "gigabytes": true,
}

// unitWords are the units of measure among notCounted: a thing whose
// first word is one ("px high", "kb files") is a quantity, not things.
var unitWords = map[string]bool{
	"px": true, "pixel": true, "pixels": true, "pt": true, "pts": true, "kb": true, "k": true, "mb": true, "gb": true,
	"kbps": true, "mbps": true, "fps": true, "hz": true, "khz": true, "db": true, "dbtp": true, "lufs": true, "lkfs": true,
	"mm": true, "cm": true, "in": true, "inch": true, "inches": true, "dpi": true, "ppi": true, "s": true, "sec": true,
	"secs": true, "second": true, "seconds": true, "ms": true, "min": true, "mins": true, "minute": true, "minutes": true,
	"percent": true, "wpm": true, "x": true, "point": true, "points": true,
}

// countedThing trims the words after a count to the thing counted ("fragment
// slots per template" → "fragment slots"), or "" when they open a quantity
// of another kind or the thing (its last word) is none a creative holds
// ("review rounds", "business days"; "impression trackers" are things).
func countedThing(words string) string {
	var kept []string
	for _, w := range strings.Fields(strings.ToLower(words)) {
		if countStopWords[w] {
			break
		}
		kept = append(kept, w)
	}
	if len(kept) == 0 {
		return ""
	}
	head := kept[len(kept)-1]
	// (A unit ending a compound names things: "bullet points", "impression
	// pixels".)
	compound := len(kept) > 1 && unitWords[head]
	if unitWords[kept[0]] || notCounted[head] && !compound || slices.ContainsFunc(kept, func(w string) bool { return w == "file" || w == "files" }) {
		// ("exactly one HTML file", "at least one MP4 media file": the
		// files of a package or a VAST response have checks of their own.)
		return ""
	}
	return strings.Join(kept, " ")
}

// countGroups are countRe's single counts: the groups of the count and
// the thing, and whether the count is a floor, a cap or both ("exactly").
var countGroups = []struct {
	num, noun string
	min, max  bool
}{
	{"n1", "noun1", false, true}, {"n2", "noun2", true, false}, {"n4", "noun4", true, true},
	{"n5", "noun5", false, true}, {"n6", "noun6", false, true}, {"n7", "noun7", false, true},
}

// itemCounts reads the counts of things in text (see above) as measured
// metadata rules; a count of fonts is the typography's.
func itemCounts(text string) []measured {
	var out []measured
	masked := asciiLower(text)
	for _, m := range countRe().FindAllStringSubmatchIndex(masked, -1) {
		p := &compliance.Params{}
		var thing string
		at := -1
		if hi, _ := group(countRe(), masked, m, "hi"); hi != "" {
			// "2 to 10 cards", "between 3 and 6 fields".
			lo, a := firstGroup(countRe(), masked, m, "lo", "blo")
			noun, _ := group(countRe(), masked, m, "noun3")
			l, lok := countWord(lo)
			h, hok := countWord(hi)
			if !lok || !hok || l >= h {
				continue
			}
			setMin(p, float64(l))
			setMax(p, float64(h))
			thing, at = countedThing(noun), a
		}
		for _, g := range countGroups {
			n, a := group(countRe(), masked, m, g.num)
			if a < 0 {
				continue
			}
			v, ok := countWord(n)
			if n == "a single" {
				v, ok = 1, true
			}
			if !ok {
				break
			}
			if g.min {
				setMin(p, float64(v))
			}
			if g.max {
				setMax(p, float64(v))
			}
			noun, _ := group(countRe(), masked, m, g.noun)
			thing, at = countedThing(noun), a
		}
		if thing == "" || at < 0 || p.Min == nil && p.Max == nil || positionNounBefore().MatchString(masked[:m[0]]) || perTimeRe().MatchString(clauseAfter(masked, at)) ||
			notAboutCreative().MatchString(clauseAround(masked, at)) {
			// ("a maximum of four e-mails per HCP per calendar month",
			// "at least 100 calls per minute": a frequency of sending
			// or of a system, not of things a creative holds; "we show
			// up to 3 headlines at a time", "inserts of up to 4 pages are
			// quoted separately": what the platform does, what it costs.)
			continue
		}
		p.Unit = thing
		field := "metadata"
		if countsFonts(thing) {
			field = "typography"
		}
		out = append(out, measured{field, "", p, at})
	}
	return out
}

// positionNounBefore ends a text with a word naming numbered positions:
// the numbers after it are which tracks, channels, slides or pages
// ("Ch 3–6 silent or 5.1", "tracks 3-4 M&E", "slides 2 to 5 carry the
// ISI"), a layout of the file, not how many of a thing it holds.
var positionNounBefore = lazyRe(`(?i)\b(?:ch|chs|chan|channels?|tracks?|trk|pages?|pp|slides?|frames?|steps?|rows?|columns?|cols?|items?|sections?|clauses?|stems?|outputs?|inputs?|pairs?)\.?\s*$`)

// countHeaderWords open a column header that counts something ("Max
// bubbles per turn", "Number of cards", "Max. no. of quick replies").
var countHeaderWords = lazyRe(`(?i)^\s*(?:(?:max(?:imum)?|min(?:imum)?)\.?\s+)?(?:(?:number|no\.?|#)\s+of\s+)?`)

// headerThing is the thing a count column's header counts, or "" when the
// header names characters or no thing (a unit, a measure, a bound alone).
func headerThing(h string) string {
	if characterHeader().MatchString(h) {
		return ""
	}
	rest := countHeaderWords().ReplaceAllString(h, "")
	if rest == h && !strings.Contains(strings.ToLower(h), " per ") {
		return "" // no word says the column counts ("Limit", "Recommended")
	}
	return countedThing(rest)
}

// perTimeRe is a rate per period of time.
var perTimeRe = lazyRe(`(?i)\b(?:per|a|an|each|every|in any|in a|within a)\s+(?:\d+\s+|[a-z]+\s+)?(?:second|minute|hour|day|week|fortnight|month|quarter|year)s?\b`)

// notAboutCreative marks a clause about what the platform does with the
// creative or what it costs, not what the creative holds.
var notAboutCreative = lazyRe(`(?i)\bwe\s+(?:\w+\s+)?(?:show|display|serve|rotate|run|send|place|pick|choose|select|combine)\b|\b(?:quoted|priced|price|prices|costs?|charged?|rate card)\b|\$\s?\d`)

// clauseAround is the clause of text around position i (between ".", ";").
func clauseAround(text string, i int) string {
	start := strings.LastIndexAny(text[:i], ".;") + 1
	return text[start:i] + clauseAfter(text, i)
}

// clauseAfter is the rest of the clause of text after position i.
func clauseAfter(text string, i int) string {
	rest := text[i:]
	if j := strings.IndexAny(rest, ".;"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// countBoundWords are the bound words of a count: a line whose severity
// they give has no verb of its own ("Eight modules or fewer").
var countBoundWords = map[string]bool{
	"or fewer": true, "or less": true, "no more than": true, "not more than": true, "at most": true, "up to": true,
	"maximum": true, "max": true, "max.": true, "limited to": true, "at least": true, "minimum": true, "exactly": true,
}

// countsFonts reports whether a counted thing is a font ("web font
// families", "typefaces"): such a count is the typography's.
func countsFonts(thing string) bool {
	return strings.Contains(thing, "font") || strings.Contains(thing, "typeface")
}

// countsThing reports whether r is a count of things (see above).
func countsThing(r *compliance.Rule) bool {
	p := r.Params
	return p != nil && p.Check == "" && p.Unit != "" && (p.Min != nil || p.Max != nil) &&
		(r.Field == "metadata" || r.Field == "typography" && countsFonts(p.Unit))
}
