package app

import (
	"context"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// maxRules bounds an organization's rule list.
const maxRules = 5000

// customField is the field of a new custom rule (spec §4).
const customField = "customField"

// ListRules returns the organization's BRD rules in their saved order.
func (a *App) ListRules(ctx context.Context, p *Principal) ([]compliance.Rule, error) {
	return a.store.GetRules(ctx, p.Org.ID)
}

// SaveRules replaces the organization's rule list (the client sends the
// full list on every change). Rules without an ID get one.
func (a *App) SaveRules(ctx context.Context, p *Principal, rules []compliance.Rule) ([]compliance.Rule, error) {
	if err := p.require(ActionManageRules); err != nil {
		return nil, err
	}
	if len(rules) > maxRules {
		return nil, Invalid("too many rules (at most %d)", maxRules)
	}
	seen := map[string]bool{}
	for i := range rules {
		if err := normaliseRule(&rules[i]); err != nil {
			return nil, err
		}
		if seen[rules[i].ID] {
			return nil, Invalid("rule ID %q appears twice", rules[i].ID)
		}
		seen[rules[i].ID] = true
	}
	var old []compliance.Rule
	saved, err := a.store.UpdateRules(ctx, p.Org.ID, func(current []compliance.Rule) ([]compliance.Rule, error) {
		old = current
		return rules, nil
	})
	if err != nil {
		return nil, err
	}
	a.audit(ctx, p, "rules.replace", "rules", jsonString(old), jsonString(saved))
	return saved, nil
}

// normaliseRule trims and validates one rule in place.
func normaliseRule(r *compliance.Rule) error {
	r.ID = strings.TrimSpace(r.ID)
	if r.ID == "" {
		r.ID = "rule-" + store.NewID()
	}
	r.Rule = strings.TrimSpace(r.Rule)
	if r.Rule == "" {
		return Invalid("rule %s has no title", r.ID)
	}
	switch r.Severity {
	case compliance.SeverityCritical, compliance.SeverityWarning, compliance.SeverityMinor, compliance.SeverityInfo:
	default:
		return Invalid("rule %q has an unknown severity %q", r.Rule, r.Severity)
	}
	if r.Field != customField && !slices.Contains(compliance.FieldTypes, r.Field) {
		return Invalid("rule %q has an unknown field %q", r.Rule, r.Field)
	}
	if r.Channel == "" {
		r.Channel = "All"
	}
	if !slices.Contains(compliance.Channels, r.Channel) {
		return Invalid("rule %q has an unknown channel %q", r.Rule, r.Channel)
	}
	for _, t := range r.Tests {
		if t.Expected != "pass" && t.Expected != "fail" {
			return Invalid("rule %q has a test expecting %q (pass or fail)", r.Rule, t.Expected)
		}
	}
	return nil
}
