package brd

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"
)

// Terse spec sheets write their measures in abbreviations and say what
// they mean in a list of their own: "Abbrev.: IL = initial load; SL =
// subload; AR = aspect ratio". Such a list states no requirement; it says
// what later lines mean. A candidate is classified with each abbreviation
// it uses followed by the document's words for it ("IL ≤ 150k" is read as
// "IL (initial load) ≤ 150k", an initial-load limit); its quote stays the
// document's own words.

// abbrevPair is one definition of an abbreviation list: a short mark
// starting with a capital letter ("IL", "CFR", "Pref.", "br.") then "=",
// then the words, in lower case, up to the next separator.
var abbrevPair = lazyRe(`(?:^|[\s;,(])(?P<abbr>[A-Z][A-Z0-9]{0,4}|[A-Za-z][a-z]{0,4}\.)\s*=\s*(?P<words>[a-z][a-z0-9 /-]{1,40}?)\s*(?:[;,.()]|$)`)

// legendWord is a severity word a legend gives a mark.
var legendWord = lazyRe(`(?i)^(?:mandatory|required|must|critical|hard stop|recommended|preferred|should|advisory|soft check|optional|nice to have|informational|info)$`)

// abbreviations maps the document's abbreviations to their words.
type abbreviations struct {
	words map[string]string
	res   map[string]*regexp.Regexp // where the abbreviation is used
	order []string                  // longest first ("CFR" before "FR")
}

// readAbbreviations collects the abbreviations defined by the blocks that
// are abbreviation lists (isAbbreviationList), wherever they stand in the
// document (a glossary may close it).
func readAbbreviations(blocks []Block) abbreviations {
	a := abbreviations{words: map[string]string{}, res: map[string]*regexp.Regexp{}}
	for _, b := range blocks {
		if b.Kind == KindTable || !isAbbreviationList(b.Text) {
			continue
		}
		re := abbrevPair()
		for _, m := range re.FindAllStringSubmatch(b.Text, -1) {
			abbr, words := m[re.SubexpIndex("abbr")], strings.TrimSpace(m[re.SubexpIndex("words")])
			if _, ok := a.words[abbr]; ok || strings.EqualFold(abbr, words) || legendWord().MatchString(words) {
				// A severity mark ("Pref. = preferred") is the legend's
				// (readLegend): it says how strong a line is, not what
				// it measures.
				continue
			}
			a.words[abbr] = words
			end := `(?:[^\pL\pN]|$)`
			if strings.HasSuffix(abbr, ".") {
				end = ""
			}
			a.res[abbr] = regexp.MustCompile(`(?:^|[^\pL\pN])` + regexp.QuoteMeta(abbr) + end)
			a.order = append(a.order, abbr)
		}
	}
	slices.SortStableFunc(a.order, func(x, y string) int { return len(y) - len(x) })
	return a
}

// isAbbreviationList reports whether text is a list of abbreviations: two
// or more definitions and, besides them, at most a short label
// ("Abbrev.:", "Abbreviations used in this sheet:").
func isAbbreviationList(text string) bool {
	if len(text) > 600 || !strings.Contains(text, "=") {
		return false
	}
	ms := abbrevPair().FindAllStringIndex(text, -1)
	if len(ms) < 2 {
		return false
	}
	rest := text
	for i := len(ms) - 1; i >= 0; i-- {
		rest = rest[:ms[i][0]] + " " + rest[ms[i][1]:]
	}
	// What is left: the label and the definitions' asides ("(1k = 1,024
	// bytes)"), not a sentence of its own.
	return len(strings.Fields(rest)) <= 2*len(ms)+4
}

// expand returns text with each abbreviation it uses followed by its
// words in brackets; text without any is returned as it is.
func (a abbreviations) expand(text string) string {
	for _, abbr := range a.order {
		re := a.res[abbr]
		if !strings.Contains(text, abbr) || strings.Contains(text, a.words[abbr]) {
			continue
		}
		text = re.ReplaceAllStringFunc(text, func(m string) string {
			lead := ""
			if !strings.HasPrefix(m, abbr) {
				_, n := utf8.DecodeRuneInString(m)
				lead, m = m[:n], m[n:]
			}
			tail := strings.TrimPrefix(m, abbr)
			return lead + abbr + " (" + a.words[abbr] + ")" + tail
		})
	}
	return text
}
