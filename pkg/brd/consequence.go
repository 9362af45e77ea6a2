package brd

import (
	"strings"
	"unicode"
)

// What a mail client, player or platform does to content beyond a value
// ("Gmail clips anything over 102 kB", "the pane truncates titles longer
// than 60 characters") is the reason for a document's limit, not a limit
// of its own: read as one, "over 102 kB" became a minimum file size that
// every small email fails, and "a message above 102 KB" in brackets
// after "must not exceed 100 KB" gave one rule of 102–100 KB. Such a
// clause states no requirement (requirement), a bracketed one is left
// out of the values its sentence gives (withoutConsequences), and neither
// is another limit the document states (flagUnscopedAgainstOtherLimits).

// consequenceRe is what something does to content beyond a value: a verb
// of cutting or hiding, then "over", "above", "larger than", "exceeds" …
// and a number.
var consequenceRe = lazyRe(`(?i)\b(?:clips?|clipped|clipping|truncates?|truncated|cuts?\s+off|crops?|cropped|hides?|folds?)\b[^.;()\d]{0,40}?\b(?:over|above|beyond|past|at|(?:larger|longer|bigger|more|greater|heavier)\s+than|exceed(?:s|ing)?)\s+\d`)

// toldConsequence reports whether a cutting verb of consequenceRe is told
// of something: a verb has its subject before it ("Gmail clips anything
// over 102 kB"). The same word opening its clause is the plural noun
// that names the assets ("Clips longer than 45 seconds are rejected",
// "Crops over 2 MB are refused"): that is a requirement, not what a
// client does to content.
func toldConsequence(s string) bool {
	for _, m := range consequenceRe().FindAllStringIndex(s, -1) {
		if strings.TrimFunc(s[:m[0]], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) != "" {
			return true
		}
	}
	return false
}

// consequenceAside is a bracketed aside that is such a clause.
var consequenceAside = lazyRe(`\s*\([^()]*\)`)

// isConsequence reports whether a clause only says what happens to
// content beyond a value: it names the consequence and asks nothing of
// the asset in a modal verb of its own.
func isConsequence(s string) bool {
	if toldConsequence(s) && !modalRe().MatchString(s) {
		return true
	}
	// The same told of the content ("files below 5 Mbps are re-encoded
	// and may look soft", "Stories longer than 15 seconds are split into
	// cards"): a modal after the platform's verb is the consequence's.
	m := treatedBeyondRe().FindStringIndex(s)
	return m != nil && !modalRe().MatchString(s[:m[0]])
}

// treatedBeyondRe is content beyond a value and what the platform does to
// it, in the passive: "longer than 15 seconds are split", "below 5 Mbps
// are re-encoded", "over 150 KB get compressed".
var treatedBeyondRe = lazyRe(`(?i)\b(?:over|above|below|under|beyond|exceeding|(?:larger|longer|shorter|smaller|bigger|more|less|fewer|greater|heavier|lower|higher)\s+than)\s+\d[^.;()]{0,30}?\b(?:is|are|will be|get|gets)\s+(?:automatically\s+|then\s+)?(?:split|re-?encoded|transcoded|compressed|truncated|clipped|cropped|cut(?:\s+off)?|resized|downscaled|scaled(?:\s+down)?|shortened|trimmed|converted|hidden|dropped|skipped|looped)\b`)

// withoutConsequences drops bracketed asides that only say what happens
// beyond a value ("must not exceed 100 KB (Gmail clips a message above
// 102 KB)").
func withoutConsequences(s string) string {
	if !toldConsequence(s) {
		return s
	}
	return consequenceAside().ReplaceAllStringFunc(s, func(a string) string {
		if isConsequence(a) {
			return ""
		}
		return a
	})
}
