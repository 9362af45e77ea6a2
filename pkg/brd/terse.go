package brd

import (
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// Spec sheets state requirements without verbs: "Feed: 1080x1080, 1:1",
// "CTV spots: 1920x1080, 15s and 30s, 29.97 fps", "- ISI: full ISI in every
// unit", "- Job code (format VLT-######) on every asset". Such a line is a
// requirement when it is terse (a label and values, or a short list item)
// and either carries a measurable value or says where or on what it applies.

var (
	// specLabel is a short label ending in a colon at the start of a line.
	specLabel = lazyregexp.New(`^\s*[^:.;!?]{1,40}:\s+\S`)
	// scopeWords say that something applies to every asset or at a fixed
	// place ("on every asset", "in each unit", "on final frame").
	scopeWords = lazyregexp.New(`(?i)\b(?:every|each|all)\s+\w+|\b(?:first|final|last|end|opening|closing)\s+(?:frames?|cards?|slates?|screens?|pages?|slides?)\b`)
	// finiteVerb marks narrative prose ("The campaign runs…", "We will…"),
	// which is not spec shorthand even when it is short.
	finiteVerb = lazyregexp.New(`(?i)\b(?:is|are|was|were|will|would|has|have|had|does|did|we|our|you|your|runs|launches|supports|includes|means|looks)\b`)
)

// maxTerseWords bounds a spec-sheet line; longer text is prose.
const maxTerseWords = 25

// terseSpec reports whether sentence s of block b reads as an implicit
// requirement of a spec sheet (see the comment above): a labelled line with
// a measurable value, or a labelled line or list item about a field that
// says where or on what it applies. The caller has found no normative
// wording in it.
func terseSpec(b Block, s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > maxTerseWords {
		return false
	}
	labelled := specLabel().MatchString(s)
	if !labelled && b.Kind != KindListItem {
		return false
	}
	body := s
	if labelled {
		body = s[strings.Index(s, ":")+1:]
	}
	if finiteVerb().MatchString(body) {
		return false
	}
	if labelled {
		// "Feed: 1080x1080, 1:1": a label and its values. An unlabelled
		// item with values only ("- Leaderboard 728x90") is inventory.
		for f := range ExtractParams(s) {
			if technicalFields[f] || f == "naming" || f == "fdaFilingNumber" {
				return true
			}
		}
	}
	return ClassifyField(s) != "" && scopeWords().MatchString(s)
}
