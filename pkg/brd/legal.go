package brd

import (
	"strings"
)

// Contract-style BRDs (statements of work, schedules to a services
// agreement) use "shall" for everything: definitions, the client's duties,
// interpretation clauses, fees. Only obligations about the creative are
// rules. They also wrap requirements in provisos and cross-references that
// carry numbers of their own ("Subject to clause 3.2.5", "provided that
// polite-loaded assets may total up to 1 MB").

var (
	// definitionRe matches a definition: `"Deliverable" shall mean…`.
	definitionRe = lazyRe(`(?i)^\s*(?:[\d.]+\s+)?["“'‘][^"”'’]{1,60}["”'’]\s+(?:shall mean|means|shall have the meaning|has the meaning|refers to|shall refer to|is defined as|shall include)\b`)
	// partyDutyRe matches obligations of the client or of the parties,
	// which are contract terms rather than creative requirements.
	partyDutyRe = lazyRe(`(?i)^\s*(?:[\d.]+\s+)?(?:(?:the|each|either|both|neither)\s+)?(?:client|sponsor|customer|company|parties|party|licensor|licensee)(?:'s)?\s+(?:shall|will|must|may|agrees?|undertakes?|acknowledges?|warrants?|is entitled|are entitled|reserves?)\b`)
	// interpretationRe matches clauses about how the document is read.
	interpretationRe = lazyRe(`(?i)\b(?:references? to (?:clauses?|sections?|paragraphs?|annex(?:es)?|schedules?|appendi(?:x|ces)|exhibits?)|headings shall not affect|shall prevail|in the event of (?:any )?conflict)\b`)
	// crossRefRe matches a cross-reference to another clause of the
	// document; its numbers are not values.
	crossRefRe = lazyRe(`\b(?:[Cc]lauses?|[Pp]aragraphs?|[Aa]nnex(?:es)?|[Ss]chedules?|[Aa]ppendi(?:x|ces)|[Ee]xhibits?|[Aa]rticles?)\s+(?:\d+(?:\.\d+)*|[A-Z])\b|\b[Ss]ections?\s+\d+\.\d+(?:\.\d+)*\b`)
	// regulationRe names a body of rules ("the FDA requirements"): a duty to
	// comply with them is not a filing-number rule.
	regulationRe = lazyRe(`(?i)\b(?:fda|opdp|ftc|fda's)\s+(?:requirements?|regulations?|rules|guidance|guidelines|laws?|standards)\b`)
	// provisoRe starts a qualifying clause of exceptions.
	provisoRe = lazyRe(`(?i),?\s*\b(?:provided that|provided, however, that|provided however that|save where|save that|except where|except that|unless otherwise|other than where)\b`)
)

// contractTerm reports whether s is a definition, an obligation of the
// client or the parties, or an interpretation clause: not a creative rule.
// lower is asciiLower(s).
func contractTerm(s, lower string) bool {
	if strings.ContainsAny(s, "\"“'‘") && containsAny(lower, "mean", "refer", "defined", "include") && definitionRe().MatchString(s) {
		return true
	}
	if containsAny(lower, "client", "sponsor", "customer", "company", "part", "licens") && partyDutyRe().MatchString(s) {
		return true
	}
	return containsAny(lower, "reference", "heading", "prevail", "conflict") && interpretationRe().MatchString(s)
}

// containsAny reports whether s contains one of subs.
func containsAny(s string, subs ...string) bool {
	for _, sub := range subs {
		if strings.Contains(s, sub) {
			return true
		}
	}
	return false
}

// legalNeutral rewrites s for classification and parameter extraction:
// cross-references and the names of regulations are blanked, spelled-out
// numbers become digits, and a proviso is dropped when the main clause
// already states the values the proviso would add to or override. lower
// is asciiLower(s).
func legalNeutral(s, lower string) string {
	if hasNumberWord(lower) {
		s = spellNumbers(s)
		lower = asciiLower(s)
	}
	if r := readableNumbers(s); r != s {
		s, lower = r, asciiLower(r)
	}
	if strings.ContainsAny(s, "0123456789") && containsAny(lower, "clause", "paragraph", "annex", "schedule", "appendi", "exhibit", "article", "section") {
		s = crossRefRe().ReplaceAllString(s, " ")
	}
	if containsAny(lower, "fda", "opdp", "ftc") {
		s = regulationRe().ReplaceAllString(s, "regulations")
	}
	if !containsAny(lower, "provided", "save ", "except", "unless", "other than where") {
		return s
	}
	if loc := provisoRe().FindStringIndex(s); loc != nil && loc[0] > 0 {
		main, rest := s[:loc[0]], s[loc[0]:]
		mp := ExtractParams(main)
		drop := len(mp) > 0
		for f := range ExtractParams(rest) {
			if mp[f] == nil {
				drop = false // the proviso carries a value of its own
			}
		}
		if drop {
			s = main
		}
	}
	return s
}
