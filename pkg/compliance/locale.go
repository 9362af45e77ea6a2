package compliance

import (
	"slices"
	"strings"
	"unicode"
)

// Markets and Languages are the values a rule's market and language scope
// can name (Params.Markets, Params.Languages): a limit a document gives
// for one market ("UK only", "our European publishers") or one language
// ("French copy may run to 36 characters"). Markets are country codes as
// agencies write them in file names ("uk", not "gb"), plus "eu" for the
// European Union's markets; languages are ISO 639-1 codes.
var (
	Markets   = []string{"us", "ca", "uk", "ie", "de", "fr", "es", "it", "nl", "be", "at", "ch", "pt", "se", "dk", "fi", "pl", "au", "nz", "eu"}
	Languages = []string{"en", "fr", "de", "es", "it", "nl", "pt"}
)

// marketFamilies name the markets a market scope covers: a rule for the EU
// applies to an asset for Germany, not the other way round.
var marketFamilies = map[string][]string{"eu": {"ie", "de", "fr", "es", "it", "nl", "be", "at", "pt", "se", "dk", "fi", "pl"}}

// marketLanguage is the one language of a market's creative where it has
// one; a market of several (Canada, Belgium, Switzerland) says nothing.
var marketLanguage = map[string]string{"us": "en", "uk": "en", "ie": "en", "au": "en", "nz": "en",
	"de": "de", "at": "de", "fr": "fr", "es": "es", "it": "it", "nl": "nl", "pt": "pt"}

// marketAliases are other spellings of a market in names and metadata.
var marketAliases = map[string]string{"gb": "uk", "usa": "us", "can": "ca", "deu": "de", "ger": "de", "fra": "fr",
	"esp": "es", "ita": "it", "europe": "eu", "united kingdom": "uk", "united states": "us", "canada": "ca",
	"ireland": "ie", "germany": "de", "france": "fr", "spain": "es", "italy": "it"}

// languageAliases are other spellings of a language.
var languageAliases = map[string]string{"eng": "en", "english": "en", "fre": "fr", "fra": "fr", "french": "fr",
	"ger": "de", "deu": "de", "german": "de", "spa": "es", "spanish": "es", "ita": "it", "italian": "it",
	"dut": "nl", "nld": "nl", "dutch": "nl", "por": "pt", "portuguese": "pt"}

// LocaleOf is the market and language of an asset: what the caller knows
// (Asset.Market, Asset.Language; a locale "fr-CA" gives both) and
// otherwise what its file name says. A market is a token written in
// capitals ("MRV_UK_BAN_300x250.zip", "_DE_"), so words of a name ("it",
// "de") are not read as markets; a locale pair gives both ("_en-CA_",
// "_fr_CA"); a language token that is no market ("EN", "ENG") gives the
// language; a market with one language gives it. "" where none says.
func LocaleOf(a Asset) (market, language string) {
	market, language = canonicalLocale(a.Market, a.Language)
	var prev string // the previous token, when it was a language
	for _, tok := range strings.FieldsFunc(a.Name(), func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
		low := strings.ToLower(tok)
		capital := strings.ToUpper(tok) == tok && strings.IndexFunc(tok, unicode.IsLetter) >= 0
		m := marketCode(low)
		if prev != "" && m != "" && capital {
			// A locale pair: "en-CA", "fr_CA".
			if language == "" {
				language = prev
			}
			if market == "" {
				market = m
			}
			prev = ""
			continue
		}
		prev = languageCode(low)
		if !capital && len(low) > 2 {
			prev = "" // "english" as a word of a name is no locale
		}
		switch {
		case capital && m != "" && m != "eu" && market == "":
			market = m
		case capital && m == "" && prev != "" && language == "":
			language = prev
		}
	}
	if language == "" {
		language = marketLanguage[market]
	}
	return market, language
}

// NormalizeLocale is a market and a language a person or document gave
// ("UK", "United Kingdom", "French", "fr-CA") in the model's spelling
// (Markets, Languages); "" for one that names none.
func NormalizeLocale(market, language string) (string, string) {
	return canonicalLocale(market, language)
}

// MarketCovers reports whether a rule's market covers an asset's: the same
// market, or a member of the family ("eu" covers "de").
func MarketCovers(rule, asset string) bool {
	rule, asset = strings.ToLower(rule), strings.ToLower(asset)
	return rule == asset || slices.Contains(marketFamilies[rule], asset)
}

// canonicalLocale reads what a caller gave: a market, a language, or a
// locale "fr-CA" in either.
func canonicalLocale(market, language string) (string, string) {
	m, l := marketCode(strings.ToLower(strings.TrimSpace(market))), ""
	lang := strings.ToLower(strings.TrimSpace(language))
	if i := strings.IndexAny(lang, "-_"); i > 0 {
		if m == "" {
			m = marketCode(lang[i+1:])
		}
		lang = lang[:i]
	}
	l = languageCode(lang)
	return m, l
}

// marketCode is a market in the model's spelling, or "".
func marketCode(v string) string { return modelSpelling(v, marketAliases, Markets) }

// languageCode is a language in the model's spelling, or "".
func languageCode(v string) string { return modelSpelling(v, languageAliases, Languages) }

// modelSpelling is v, or the value its alias names, when it is one of
// values; otherwise "".
func modelSpelling(v string, aliases map[string]string, values []string) string {
	if a, ok := aliases[v]; ok {
		v = a
	}
	if slices.Contains(values, v) {
		return v
	}
	return ""
}

// localeApplies reports whether a rule limited to markets or languages
// applies to the asset: only when its market or language is known and one
// of them (a market family covers its members).
func localeApplies(p *Params, a *Asset) bool {
	if len(p.Markets) == 0 && len(p.Languages) == 0 {
		return true
	}
	market, language := LocaleOf(*a)
	if len(p.Markets) > 0 && !slices.ContainsFunc(p.Markets, func(want string) bool {
		want = strings.ToLower(want)
		return market != "" && MarketCovers(want, market)
	}) {
		return false
	}
	if len(p.Languages) > 0 && !slices.ContainsFunc(p.Languages, func(want string) bool { return language != "" && strings.EqualFold(want, language) }) {
		return false
	}
	return true
}
