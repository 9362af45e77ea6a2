package brd

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// RuleExtractor is the hook for an AI model that reads a BRD's text and
// proposes rules (pkg/ai implements it against a JSON schema). text is the
// document as plain text with "--- page N ---" markers, headings prefixed
// with "#", list items with "- " and table rows with "| ".
type RuleExtractor interface {
	ExtractRules(ctx context.Context, text string) ([]compliance.Rule, error)
}

// MergeAI merges AI-proposed rules into deterministic ones and returns the
// merged list, how many AI rules were added and warnings about rejected ones.
//
//   - An AI rule with an unknown field type or an empty title and quote is
//     dropped with a warning; an unknown severity becomes "warning"; an
//     unknown section or channel is derived as for deterministic rules.
//   - An AI rule that matches a deterministic rule (same field, and the same
//     ID, or one normalised quote contains the other) does not add a rule.
//     Deterministic parameters win on conflict; AI parameters only fill a
//     deterministic rule that has none, and that is noted in its Rationale.
//   - Other AI rules are added with IDs computed like deterministic ones,
//     Enabled, not custom, Source.Document set, and a Rationale that says
//     they were proposed by the AI.
func MergeAI(det, ai []compliance.Rule, document string) ([]compliance.Rule, int, []string) {
	out := slices.Clone(det)
	var warnings []string
	ids := map[string]bool{}
	for _, r := range out {
		ids[r.ID] = true
	}
	added := 0
	for i, a := range ai {
		if !slices.Contains(compliance.FieldTypes, a.Field) {
			warnings = append(warnings, fmt.Sprintf("AI rule %d (%q): unknown field %q, ignored", i+1, a.Rule, a.Field))
			continue
		}
		quote := ""
		if a.Source != nil {
			quote = strings.TrimSpace(a.Source.Quote)
		}
		if quote == "" {
			quote = strings.TrimSpace(a.Description)
		}
		if quote == "" && strings.TrimSpace(a.Rule) == "" {
			warnings = append(warnings, fmt.Sprintf("AI rule %d: no title and no quote, ignored", i+1))
			continue
		}
		if quote == "" {
			quote = a.Rule
		}
		id := RuleID(a.Field, quote)
		if j := matchRule(out, a.Field, id, quote); j >= 0 {
			if out[j].Params == nil && cleanParams(a.Params) != nil {
				out[j].Params = cleanParams(a.Params)
				out[j].Rationale = strings.TrimSpace(out[j].Rationale + " Parameters proposed by the AI.")
			}
			continue
		}
		if ids[id] {
			continue
		}
		r := compliance.Rule{
			ID:          id,
			Rule:        strings.TrimSpace(a.Rule),
			Severity:    a.Severity,
			Field:       a.Field,
			Section:     a.Section,
			Channel:     a.Channel,
			Description: strings.TrimSpace(a.Description),
			Enabled:     true,
			Params:      cleanParams(a.Params),
			Source:      &compliance.Source{Document: document, Quote: quote},
			Rationale:   "Proposed by the AI extractor; no deterministic rule matched.",
			Tests:       a.Tests,
		}
		if a.Source != nil && a.Source.Page > 0 {
			r.Source.Page = a.Source.Page
		}
		if severityRank[r.Severity] == 0 {
			r.Severity = compliance.SeverityWarning
		}
		if !slices.Contains(compliance.Channels, r.Channel) {
			r.Channel = Channel(quote, nil)
		}
		if !slices.Contains(compliance.Sections, r.Section) {
			r.Section = sectionForField(r.Field, r.Channel)
		}
		if r.Description == "" {
			r.Description = quote
		}
		if r.Rule == "" {
			r.Rule = Title(r)
		}
		ids[id] = true
		out = append(out, r)
		added++
	}
	return out, added, warnings
}

// matchRule finds the deterministic rule an AI rule restates.
func matchRule(rules []compliance.Rule, field, id, quote string) int {
	nq := NormalizeQuote(quote)
	for i, r := range rules {
		if r.Field != field {
			continue
		}
		if r.ID == id {
			return i
		}
		if r.Source == nil || nq == "" {
			continue
		}
		rq := NormalizeQuote(r.Source.Quote)
		if rq != "" && (strings.Contains(rq, nq) || strings.Contains(nq, rq)) {
			return i
		}
	}
	return -1
}
