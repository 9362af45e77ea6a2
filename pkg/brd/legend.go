package brd

import (
	"maps"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A document's legend says what its marks mean: "M = mandatory, R =
// recommended", "Pref. = preferred; Opt. = optional", "Unmarked lines are
// mandatory." readLegend learns the marks; a requirement carrying one takes
// its severity from the legend, and a terse line without a mark takes the
// legend's default.

// legendEntry is one mark of a document's legend.
type legendEntry struct {
	mark     string
	severity compliance.Severity
	word     string // the legend's own word ("preferred")
	re       *regexp.Regexp
}

var (
	// legendPair is "Pref. = preferred", "M: mandatory", "(O) optional",
	// "● = required" (a symbol in a column of marks), "P means a house
	// preference".
	legendPair = lazyRe(`(?:^|[\s,;(\[])(?P<mark>[A-Z][A-Za-z]{0,5}\.?|\([A-Z][A-Za-z]{0,4}\.?\)|\[[A-Z][A-Za-z]{0,4}\.?\]|[*†‡]{1,2}|[●○◉◎■□◆◇★☆✓✔✗✘])\s*(?:=|:|–|—|means|-)\s*(?P<word>mandatory|required|must|critical|hard stop|recommended|preferred|should|advisory|soft check|optional|nice to have|informational|info|(?:an?\s+|the\s+)?(?:[A-Za-z]+\s+){0,2}?preferences?)\b`)
	// legendDefault is "unmarked lines are mandatory", "lines without a
	// mark are required", "everything else is mandatory".
	legendDefault = lazyRe(`(?i)(?:\b(?:unmarked|un-marked|without (?:a |any )?(?:mark|marker|flag|label)|not marked|no mark(?:er)?)\b|\bwithout (?:an? |the )?(?:\[[A-Za-z]{1,6}\]|\([A-Za-z]{1,6}\))\B)[^.]{0,40}?\b(?P<word>mandatory|required|hard stop|recommended|advisory|soft check|optional)\b`)
	// legendParen is a mark with its meaning in brackets, opening a
	// definition: "E (essential): material that fails …", "D (desirable):".
	legendParen = lazyRe(`^\s*(?P<mark>[A-Z]{1,3})\s*\((?P<word>essential|desirable|mandatory|required|recommended|preferred|advisory|optional|nice to have)\)\s*[:=–—-]`)
	// legendSymbol is "lines marked ◆ are hard stops", "items flagged with
	// ★ are mandatory", "Items marked (L) are local preferences": a symbol
	// or a bracketed letter defined in a sentence.
	legendSymbol = lazyRe(`(?i)\b(?:lines?|items?|rows?|checks?|entries|questions?|criteria)\s+(?:marked|flagged|tagged)\s+(?:with\s+)?(?:an?\s+|the\s+)?(?P<mark>[^\s\w.,;:()\[\]]{1,2}|\([A-Za-z]{1,4}\.?\)|\[[A-Za-z]{1,6}\])\s*(?:are|is|mean|=)\s+(?:an?\s+|the\s+)?(?P<word>hard stop|blocking|mandatory|required|must|critical|recommended|preferred|advisory|optional|(?:[a-z]+\s+)?preferences?|advice)`)
)

// legendSeverity maps a legend's word to a severity.
func legendSeverity(word string) compliance.Severity {
	word = strings.ToLower(word)
	if strings.HasSuffix(word, " preference") || strings.HasSuffix(word, " preferences") {
		word = "preferences" // "local preferences", "house preferences"
	}
	switch word {
	case "mandatory", "required", "must", "critical", "hard stop", "blocking", "essential":
		return compliance.SeverityCritical
	case "recommended", "preferred", "should", "advisory", "soft check", "desirable", "nice to have",
		"preference", "preferences", "advice":
		return compliance.SeverityWarning
	case "optional":
		return compliance.SeverityMinor
	}
	return compliance.SeverityInfo
}

// readLegend learns the marks a block defines, if it is a legend (a block
// that says "legend" or "key", or that defines two or more marks), and
// reports whether it was one.
func (x *extractor) readLegend(b Block) bool {
	text := b.Text
	if b.Kind == KindTable && b.Table != nil {
		var rows []string
		for _, r := range b.Table.Rows {
			rows = append(rows, strings.Join(r, " = "))
		}
		text = strings.Join(rows, "; ")
	}
	if len(text) > 500 {
		return false
	}
	lower := strings.ToLower(text)
	re := legendPair()
	ms := re.FindAllStringSubmatch(text, -1)
	symbols := legendSymbol().FindAllStringSubmatch(text, -1)
	if m := legendParen().FindStringSubmatch(text); m != nil && b.Kind != KindTable {
		// "E (essential): …": one mark defined per line of a list.
		x.defineMark(m[legendParen().SubexpIndex("mark")], m[legendParen().SubexpIndex("word")], letterMarkEnd)
		return true
	}
	if len(symbols) == 0 && len(text) > 400 {
		// (A block defining a symbol in words, "Lines marked ◆ are hard
		// stops", is a legend at any length up to the cap above.)
		return false
	}
	abbreviations := len(ms) >= 2
	for _, m := range ms {
		mark := m[re.SubexpIndex("mark")]
		if utf8.RuneCountInString(mark) > 2 && !strings.HasSuffix(mark, ".") && !strings.ContainsAny(mark[:1], "([") {
			abbreviations = false // "Logo: required; Font: preferred" are requirements
		}
	}
	isLegend := strings.Contains(lower, "legend") || strings.HasPrefix(lower, "key:") || abbreviations || len(symbols) > 0
	if m := legendDefault().FindStringSubmatch(text); m != nil {
		x.legendDefault = legendEntry{severity: legendSeverity(m[legendDefault().SubexpIndex("word")]), word: m[0]}
		isLegend = true
	}
	if !isLegend {
		return false
	}
	x.defineSymbols(symbols)
	for _, m := range ms {
		mark := strings.Trim(m[re.SubexpIndex("mark")], "()[]")
		word := m[re.SubexpIndex("word")]
		if x.legend == nil {
			x.legend = map[string]legendEntry{}
		}
		quoted := regexp.QuoteMeta(mark)
		pat := `(?:^|[\s(\[,;])` + quoted
		if !strings.HasSuffix(mark, ".") {
			pat += `(?:[\s)\],;:]|$)`
		}
		x.legend[mark] = legendEntry{mark: mark, severity: legendSeverity(word), word: word, re: regexp.MustCompile(pat)}
	}
	return true
}

// legendMark returns the legend entry whose mark s carries (the last one
// in s when it carries several: marks follow what they qualify).
func (x *extractor) legendMark(s string) (legendEntry, bool) {
	best, at := legendEntry{}, -1
	for _, mark := range slices.Sorted(maps.Keys(x.legend)) {
		e := x.legend[mark]
		for _, m := range e.re.FindAllStringIndex(s, -1) {
			if m[0] > at {
				best, at = e, m[0]
			}
		}
	}
	return best, at >= 0
}

// defineSymbols records symbol marks ("◆") from legendSymbol matches. A
// symbol needs no space after it ("◆ISI present" as a PDF prints it).
func (x *extractor) defineSymbols(ms [][]string) {
	re := legendSymbol()
	for _, m := range ms {
		x.defineMark(m[re.SubexpIndex("mark")], m[re.SubexpIndex("word")], "")
	}
}

// letterMarkEnd is what follows a letter mark ("E", "D") in a cell or
// line; it keeps "E" from matching inside "E-mail".
const letterMarkEnd = `(?:[\s)\],;:|]|$)`

// defineMark records a mark the document defines; end is the pattern
// that must follow it ("" for a symbol).
func (x *extractor) defineMark(mark, word, end string) {
	if x.legend == nil {
		x.legend = map[string]legendEntry{}
	}
	pat := `(?:^|[\s(\[,;|])` + regexp.QuoteMeta(mark) + end
	x.legend[mark] = legendEntry{mark: mark, severity: legendSeverity(word), word: word, re: regexp.MustCompile(pat)}
}
