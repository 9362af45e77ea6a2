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
	marketWordRe = lazyRe(`\b(?:UK|U\.K\.|US|U\.S\.|USA|EU|DE|FR|ES|IT|IE)\b|(?i:\b(?:united kingdom|britain|british|united states|canada|canadian|ireland|irish|germany|france|spain|italy|netherlands|belgium|belgian|austria|austrian|switzerland|swiss|portugal|sweden|swedish|denmark|danish|finland|finnish|poland|polish|australia|australian|new zealand|europe|european(?: union)?)\b)`)
	// languageWordRe names a language (capitalised, as English writes it).
	languageWordRe = lazyRe(`\b(?:English|French|German|Spanish|Italian|Dutch|Portuguese)\b`)
)

// referenceRe ends a text before a market, platform or placement named as
// the reference of a comparison ("as in the UK", "same as for Europe",
// "than in the US", "the same frame rate as the CTV masters").
var referenceRe = lazyRe(`(?i)\b(?:as (?:in|for|with)|same as(?: in| for)?|like|than(?: in| for)?|same\b[^.;:]{0,40}\bas(?: in| for)?)\s+(?:the\s+)?$`)

// listedWithCodes reports whether the code at loc stands in a list with
// another market's code ("DE, FR, ES and IT", "ES/IT").
func listedWithCodes(text string, loc []int, codes [][]int) bool {
	for _, c := range codes {
		if c[0] == loc[0] || c[1]-c[0] > 4 {
			continue
		}
		between := text[loc[1]:max(loc[1], c[0])]
		if c[0] < loc[0] {
			between = text[c[1]:loc[0]]
		}
		if codeListJoinRe().MatchString(between) {
			return true
		}
	}
	return false
}

// codeListJoinRe joins two codes of a list.
var codeListJoinRe = lazyRe(`^\s*(?:[,/;&+]|and|or)?\s*(?:and|or)?\s*$`)

// inIdentifier reports whether the market code at loc is one segment of an
// identifier or of a code's template: joined by a hyphen, dot, slash or
// underscore to other segments, one of them with a digit or a placeholder
// ("FR-VAL-01" is a functional requirement, "US-1042" a user story,
// "UK/OST/0418" a job number), or one capitalised word of a spaced code
// of three or more ("QRV US YYYY NNNN"). "UK-only", "US/EU", "U.S." and
// "the UK 2027 launch" stay markets.
func inIdentifier(text string, loc []int) bool {
	segment := func(b byte) bool {
		return b >= '0' && b <= '9' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b == '#'
	}
	joiner := func(b byte) bool { return b == '-' || b == '.' || b == '/' || b == '_' }
	start, end := loc[0], loc[1]
	for start > 0 && (segment(text[start-1]) || joiner(text[start-1]) && start > 1 && segment(text[start-2])) {
		start--
	}
	for end < len(text) && (segment(text[end]) || joiner(text[end]) && end+1 < len(text) && segment(text[end+1])) {
		end++
	}
	if (start != loc[0] || end != loc[1]) && codeSegmentRe().MatchString(text[start:loc[0]]+" "+text[loc[1]:end]) {
		return true
	}
	// A spaced code: capitalised words and numbers only, around the code.
	words := strings.Fields(text[max(0, loc[0]-30):loc[0]])
	before := 0
	for i := len(words) - 1; i >= 0 && spacedCodeWordRe().MatchString(words[i]); i-- {
		before++
	}
	words = strings.Fields(text[loc[1]:min(len(text), loc[1]+30)])
	after := 0
	for after < len(words) && spacedCodeWordRe().MatchString(words[after]) {
		after++
	}
	if before+after < 2 || loc[0] > 0 && text[loc[0]-1] != ' ' || loc[1] < len(text) && text[loc[1]] != ' ' {
		return false
	}
	around := strings.Join(strings.Fields(text[max(0, loc[0]-30):loc[0]])[len(strings.Fields(text[max(0, loc[0]-30):loc[0]]))-before:], " ") + " " + strings.Join(words[:after], " ")
	return codeSegmentRe().MatchString(around)
}

var (
	// codeSegmentRe is a segment of a code that no word is: a number or a
	// placeholder for one.
	codeSegmentRe = lazyRe(`[0-9#]|\b(?:Y{2,4}|N{2,}|X{3,}|MM|DD)\b`)
	// spacedCodeWordRe is one word of a code written with spaces: capitals
	// or digits only.
	spacedCodeWordRe = lazyRe(`^(?:[A-Z]{2,}|[0-9#]+)[.,;)]?$`)
)

// nationalAdjectiveRe is a language word used for its country's creative,
// audience or outlets ("French animated banners", "every German item",
// "Spanish medical portals"), not for words in that language ("French
// copy", "German subtitles").
var nationalAdjectiveRe = lazyRe(`\b(French|German|Spanish|Italian|Dutch|Portuguese)\s+(?:[\w-]+\s+){0,2}?(?:items?|assets?|banners?|units?|creatives?|materials?|emails?|e-mails?|videos?|spots?|files?|portals?|publishers?|websites?|sites?|HCPs?|doctors?|physicians?|pharmacists?|patients?|audiences?|affiliates?|regulators?|authorities|authority|law|code|market)\b`)

// languageCountry is the country whose market a language's adjective names
// ("French items" are France's); English names several, so none.
var languageCountry = map[string]string{"fr": "fr", "de": "de", "es": "es", "it": "it", "nl": "nl", "pt": "pt"}

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
	if m, ok := marketNames[w]; ok {
		return m
	}
	m, _ := compliance.NormalizeLocale(w, "")
	return m
}

// marketNames are the names of markets the model's aliases leave out.
var marketNames = map[string]string{"netherlands": "nl", "belgium": "be", "belgian": "be", "austria": "at", "austrian": "at",
	"switzerland": "ch", "swiss": "ch", "portugal": "pt", "sweden": "se", "swedish": "se", "denmark": "dk", "danish": "dk",
	"finland": "fi", "finnish": "fi", "poland": "pl", "polish": "pl", "australia": "au", "australian": "au", "new zealand": "nz"}

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
	codes := marketWordRe().FindAllStringIndex(text, -1)
	for _, loc := range codes {
		w := text[loc[0]:loc[1]]
		if referenceRe().MatchString(text[:loc[0]]) {
			continue // "initial load as in the UK": the other market is the reference
		}
		if inIdentifier(text, loc) {
			continue // "FR-VAL-01", "US-1042": a requirement's or story's number
		}
		if w == "IT" && !listedWithCodes(text, loc, codes) {
			continue // "the IT team", "Reviewer (IT)": Italy's code only in a list of markets' codes
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
// as a restriction, or "" when there is no such heading or no base section
// (parallelLocaleSections).
func firstLocaleHeading(o *outline) string {
	first := ""
	seen := map[scope]bool{}
	for _, b := range o.blocks {
		for _, h := range b.headings {
			if h == o.title {
				continue
			}
			if ls := localeScope(h, o.markets, o.languages); ls != (scope{}) {
				if first == "" {
					first = h
				}
				seen[ls] = true
			}
		}
	}
	if len(seen) >= parallelLocaleSections {
		return ""
	}
	return first
}

// parallelLocaleSections is how many sections for different markets or
// languages make them parallel ("2. United States", "3. United Kingdom",
// "4. Germany"): each gives its own market's requirements, none is the base
// the others follow. Two ("3. UK specification", "4. Other European
// markets") are a base and its exceptions.
const parallelLocaleSections = 3

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
		if scoped[i] && len(paramsOrEmpty(&rules[i]).Markets) == 0 && len(paramsOrEmpty(&rules[i]).Languages) == 0 {
			// (A market its own words name is narrower than its section's:
			// "Spanish portals cap…" under "Spain and Italy".)
			sections[i].apply(&rules[i])
		}
	}
}

// localeScope is the market and language scope a text states in a
// document naming docMarkets and docLanguages: what it names, when the
// document names others it leaves out ("the UK" in a UK and Europe brief;
// not "English and French" in a bilingual one, which is every language).
// everyMarketExceptRe is "every market except", "all markets other than",
// "in all countries but".
var everyMarketExceptRe = lazyRe(`(?i)\b(?:every|all|each|any)\s+(?:other\s+)?(?:markets?|countries|country|regions?|territor(?:y|ies))\s+(?:except|but|apart from|other than|excluding|outside)(?:\s+(?:in|for))?\s+`)

func localeScope(text string, docMarkets, docLanguages []string) scope {
	if loc := everyMarketExceptRe().FindStringIndex(text); loc != nil {
		// "40 characters in every market except Germany": every market
		// the document names but those after "except" (up to the end of
		// the clause), not the one named.
		rest := text[loc[1]:]
		if end := strings.IndexAny(rest, ",;.!?"); end >= 0 {
			rest = rest[:end]
		}
		if excluded, _ := localesIn(rest); len(excluded) > 0 {
			kept := slices.DeleteFunc(slices.Clone(docMarkets), func(a string) bool {
				return slices.ContainsFunc(excluded, func(x string) bool { return compliance.MarketCovers(x, a) || compliance.MarketCovers(a, x) })
			})
			var sc scope
			if len(kept) > 0 && len(kept) < len(docMarkets) {
				sc.markets = strings.Join(kept, ",")
			}
			return sc
		}
	}
	m, l := localesIn(text)
	for _, loc := range nationalAdjectiveRe().FindAllStringSubmatchIndex(text, -1) {
		// "every French item", "German banners": the country's creative,
		// when the document names that country as a market.
		_, lang := compliance.NormalizeLocale("", text[loc[2]:loc[3]])
		if c := languageCountry[lang]; c != "" && slices.Contains(docMarkets, c) {
			l = slices.DeleteFunc(l, func(v string) bool { return v == lang })
			if !slices.Contains(m, c) {
				m = append(m, c)
			}
		}
	}
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
