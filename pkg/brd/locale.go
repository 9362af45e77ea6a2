package brd

import (
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A limit a document gives for one market or language ("UK specification",
// "not accepted by our European publishers", a column "French (max.
// characters)") is scoped to it (compliance.Params Markets, Languages) when
// the document names several: a document about one market or one language
// states no condition by naming it.
var (
	// marketWordRe names a market: abbreviations in capitals only ("US",
	// "IT" are words in lower case), names and the adjectives that are no
	// language ("European", "British").
	marketWordRe = lazyRe(`\b(?:UK|U\.K\.|US|U\.S\.|USA|EU|DE|FR|ES|IT|IE)\b|(?i:\b(?:united kingdom|britain|british|united states|canada|canadian|ireland|irish|germany|france|spain|italy|europe|european(?: union)?)\b)`)
	// languageWordRe names a language (capitalised, as English writes it).
	languageWordRe = lazyRe(`\b(?:English|French|German|Spanish|Italian|Dutch|Portuguese)\b`)
)

// referenceRe ends a text before a market named as the reference of a
// comparison ("as in the UK", "same as for Europe", "than in the US").
var referenceRe = lazyRe(`(?i)\b(?:as (?:in|for|with)|same as(?: in| for)?|like|than(?: in| for)?)\s+(?:the\s+)?$`)

// marketOfWord is the market a word of marketWordRe names.
func marketOfWord(w string) string {
	w = strings.ToLower(strings.ReplaceAll(w, ".", ""))
	switch w {
	case "britain", "british":
		return "uk"
	case "canadian":
		return "ca"
	case "irish":
		return "ie"
	case "european", "european union", "europe":
		return "eu"
	}
	m, _ := compliance.NormalizeLocale(w, "")
	return m
}

// localesIn are the markets and languages a text names, each once, in the
// model's spelling. "Canadian French" is a language, not a market; a text
// naming Europe and some of its members names Europe.
func localesIn(text string) (markets, languages []string) {
	for _, loc := range languageWordRe().FindAllStringIndex(text, -1) {
		_, l := compliance.NormalizeLocale("", text[loc[0]:loc[1]])
		if l != "" && !slices.Contains(languages, l) {
			languages = append(languages, l)
		}
		if strings.HasSuffix(text[:loc[0]], "Canadian ") {
			text = text[:loc[0]-len("Canadian ")] + strings.Repeat(" ", len("Canadian ")) + text[loc[0]:]
		}
	}
	for _, loc := range marketWordRe().FindAllStringIndex(text, -1) {
		w := text[loc[0]:loc[1]]
		if referenceRe().MatchString(text[:loc[0]]) {
			continue // "initial load as in the UK": the other market is the reference
		}
		if m := marketOfWord(w); m != "" && !slices.Contains(markets, m) {
			markets = append(markets, m)
		}
	}
	if slices.Contains(markets, "eu") {
		markets = slices.DeleteFunc(markets, func(m string) bool { return m != "eu" && compliance.MarketCovers("eu", m) })
	}
	return markets, languages
}

// documentLocales are the markets and languages named anywhere in the
// document, its title included.
func documentLocales(o *outline) (markets, languages []string) {
	add := func(text string) {
		m, l := localesIn(text)
		for _, v := range m {
			if !slices.Contains(markets, v) {
				markets = append(markets, v)
			}
		}
		for _, v := range l {
			if !slices.Contains(languages, v) {
				languages = append(languages, v)
			}
		}
	}
	add(o.title)
	seen := map[string]bool{}
	for _, b := range o.blocks {
		add(b.text)
		for _, h := range b.headings {
			if !seen[h] {
				seen[h] = true
				add(h)
			}
		}
	}
	return markets, languages
}

// columnLocale is the scope a table column's header states when it names
// one market or one language and nothing else of the kind ("French (max.
// characters)"): the columns beside it hold the others'.
func columnLocale(header string) scope {
	m, l := localesIn(header)
	switch {
	case len(m) == 1 && len(l) == 0:
		return scope{markets: m[0]}
	case len(l) == 1 && len(m) == 0:
		return scope{languages: l[0]}
	}
	return scope{}
}

// sectionLocale is the market or language of the section a rule was read
// in (not the title's).
type sectionLocale struct {
	scope
	// later: the section is not the document's first one for a market or
	// language, so it gives that market's differences from the first.
	later bool
}

// headingLocale is the section locale of a block: its outermost heading
// naming a market or language ("3. UK specification" over "3.2 Video (UK
// websites)").
func headingLocale(at *outlineBlock, o *outline) sectionLocale {
	if at == nil {
		return sectionLocale{}
	}
	for i := range at.headings {
		if at.headings[i] == o.title {
			continue
		}
		if ls := localeScope(at.headings[i], o.markets, o.languages); ls != (scope{}) {
			return sectionLocale{ls, at.headings[i] != firstLocaleHeading(o)}
		}
	}
	return sectionLocale{}
}

// firstLocaleHeading is the first heading that names a market or language
// as a restriction, or "".
func firstLocaleHeading(o *outline) string {
	for _, b := range o.blocks {
		for _, h := range b.headings {
			if h != o.title && localeScope(h, o.markets, o.languages) != (scope{}) {
				return h
			}
		}
	}
	return ""
}

// scopeBySectionLocales scopes a rule read under a section for one market
// or language: always in a later such section (the document's first is
// often the base the others follow, "4. Other European markets" then gives
// their differences), and in the first when a later section gives another
// value of the same measurement ("3. UK specification": 25 or 29.97 fps;
// "4. Other European markets": 25 fps only). A first section's value no
// other section restates stays every market's.
func scopeBySectionLocales(rules []compliance.Rule, sections []sectionLocale) {
	differ := func(a, b compliance.Rule) bool {
		a.Enabled, b.Enabled = true, true
		a.Severity, b.Severity = compliance.SeverityCritical, compliance.SeverityCritical
		return conflicting(a, b)
	}
	scoped := make([]bool, len(rules))
	for i := range rules {
		scoped[i] = scoped[i] || sections[i].later
		for j := i + 1; j < len(rules); j++ {
			li, lj := sections[i].scope, sections[j].scope
			if li == (scope{}) || lj == (scope{}) || li == lj || rules[i].Field != rules[j].Field ||
				!slices.Equal(paramsOrEmpty(&rules[i]).Parts, paramsOrEmpty(&rules[j]).Parts) || !differ(rules[i], rules[j]) {
				continue
			}
			scoped[i], scoped[j] = true, true
		}
	}
	for i := range rules {
		if scoped[i] && hasValues(rules[i].Params) {
			sections[i].apply(&rules[i])
		}
	}
}

// localeScope is the market and language scope a text states in a
// document naming docMarkets and docLanguages: what it names, when the
// document names others it leaves out ("the UK" in a UK and Europe brief;
// not "English and French" in a bilingual one, which is every language).
func localeScope(text string, docMarkets, docLanguages []string) scope {
	m, l := localesIn(text)
	restricts := func(named, all []string) bool {
		if len(named) == 0 || len(all) < 2 {
			return false
		}
		for _, a := range all {
			// (A member named covers its family: "UK, DE, FR, ES or IT"
			// is every market of a UK and Europe brief.)
			if !slices.ContainsFunc(named, func(n string) bool { return compliance.MarketCovers(n, a) || compliance.MarketCovers(a, n) }) {
				return true // something the document names is left out
			}
		}
		return false
	}
	var sc scope
	if restricts(m, docMarkets) {
		sc.markets = strings.Join(m, ",")
	}
	if restricts(l, docLanguages) {
		sc.languages = strings.Join(l, ",")
	}
	return sc
}
