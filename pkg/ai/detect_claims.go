package ai

import (
	"fmt"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// claimKind groups overstatement cues by the reviewer's concern.
type claimKind int

const (
	claimSuperlative claimKind = iota // best, safest, #1
	claimCure                         // cure, cures
	claimAbsolute                     // guaranteed, risk-free, no side effects
	claimExclusive                    // first and only
)

type claimCue struct {
	kind claimKind
	m    matcher
	// negatable cues do not count after a negation ("is not a cure").
	negatable bool
}

// claimCues are promotional wordings that FDA's Office of Prescription Drug
// Promotion (OPDP) commonly cites as overstatement or unsubstantiated
// superiority when they are not backed by substantial evidence.
var claimCues = []claimCue{
	{claimSuperlative, newMatcher(`(?i)\b(?:best|safest|strongest|most\s+(?:effective|powerful|advanced|trusted|prescribed)|fastest(?:[- ]acting)?|better\s+than|superior\s+to|unsurpassed|unmatched|unrivall?ed|number\s+one)\b|#\s?1\b`,
		"best", "safest", "strongest", "most", "fastest", "better", "superior", "unsurpassed", "unmatched", "unrival", "number", "#"), true},
	{claimCure, newMatcher(`(?i)\bcure[sd]?\b`, "cure"), true},
	{claimAbsolute, newMatcher(`(?i)\b(?:guarantee[sd]?|miracle|magic(?:al)?|breakthrough|revolutionary|100\s?%\s+(?:effective|safe)|completely\s+safe|totally\s+safe|perfectly\s+safe|risk[- ]free|no\s+side[- ]effects|without\s+(?:any\s+)?side[- ]effects|side[- ]effect[- ]free)\b|\bharmless\b`,
		"guarantee", "miracle", "magic", "breakthrough", "revolutionary", "100", "safe", "risk", "side", "harmless"), true},
	{claimExclusive, newMatcher(`(?i)\bfirst\s+and\s+only\b|\bthe\s+only\s+(?:treatment|medicine|medication|drug|therapy)\s+(?:that|to|for)\b`, "only"), false},
}

// negationRe finds a negation just before a claim.
var negationRe = lazyregexp.New(`(?i)\b(?:no|not|never|cannot|can't|isn't|aren't|doesn't|don't|won't|without|nor)\b[\w\s-]{0,12}$`)

// claimExceptionRe are harmless uses of the same words.
var claimExceptionRe = lazyregexp.New(`(?i)^(?:best\s+(?:practices?|regards|wishes|if\s+used)|best\s+(?:way|time)\s+to\s+(?:take|use|store)|guarantee[sd]?\s+(?:savings|price)|breakthrough\s+(?:bleeding|pain|infections?|seizures?|symptoms?|cancer\s+pain))`)

// maxClaims bounds the claim findings of one asset.
const maxClaims = 10

// findClaims returns one potential issue per distinct overstatement cue.
func findClaims(s *scanText) []string {
	text := s.text
	var out []string
	seen := map[string]bool{}
	for _, c := range claimCues {
		for _, loc := range c.m.findAll(s, -1) {
			if len(out) >= maxClaims {
				return out
			}
			word := strings.Join(strings.Fields(text[loc[0]:loc[1]]), " ")
			key := strings.ToLower(word)
			if seen[key] {
				continue
			}
			if claimExceptionRe().MatchString(text[loc[0]:]) {
				continue
			}
			if c.negatable && negationRe().MatchString(text[max(0, loc[0]-40):loc[0]]) {
				continue
			}
			seen[key] = true
			out = append(out, claimMessage(c.kind, word))
		}
	}
	return out
}

func claimMessage(k claimKind, word string) string {
	switch k {
	case claimSuperlative:
		return fmt.Sprintf("Superlative or comparative claim %q: FDA OPDP treats unsubstantiated superiority claims as overstatement", word)
	case claimCure:
		return fmt.Sprintf("Cure claim %q: overstates efficacy unless the labeling supports it", word)
	case claimAbsolute:
		return fmt.Sprintf("Absolute claim %q: FDA OPDP treats guarantees and claims of no risk as misleading", word)
	default:
		return fmt.Sprintf("Exclusivity claim %q needs substantiation", word)
	}
}

// placeholderRe finds text left over from production.
var placeholderRe = newMatcher(`(?i:\blorem\s+ipsum\b)|(?i:\[\s*(?:insert|tbd|tbc|placeholder|add)\b[^\]]{0,40}\])|\bTBD\b|\bTBC\b|\bXXXX*\b|(?i:\bplaceholder\s+(?:text|copy|image)\b)`,
	"lorem", "[", "tbd", "tbc", "xxx", "placeholder")

// findPlaceholders returns one issue per distinct placeholder found.
func findPlaceholders(s *scanText) []string {
	var out []string
	seen := map[string]bool{}
	for _, loc := range placeholderRe.findAll(s, 20) {
		m := strings.Join(strings.Fields(s.text[loc[0]:loc[1]]), " ")
		if seen[strings.ToLower(m)] {
			continue
		}
		seen[strings.ToLower(m)] = true
		out = append(out, fmt.Sprintf("Placeholder text %q left in the asset", m))
		if len(out) >= 3 {
			break
		}
	}
	return out
}
