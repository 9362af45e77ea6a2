package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// maxRules bounds an organization's rule list.
const maxRules = 5000

// ListRules returns the organization's BRD rules in their saved order;
// until the organization saves its list, the default profile's rules,
// which are the ones its assets are checked against.
func (a *App) ListRules(ctx context.Context, p *Principal) ([]compliance.Rule, error) {
	rules, _, err := a.organizationRules(ctx, a.store, p.Org.ID)
	return rules, err
}

// RuleList is the organization's rules with the rule set version they
// are, how many are active and the pairs no asset can pass together.
type RuleList struct {
	Rules          []compliance.Rule          `json:"rules"`
	RuleSet        store.RuleSetRef           `json:"ruleSet"`
	Active         int                        `json:"active"`
	Contradictions []compliance.Contradiction `json:"contradictions"`
	NextCursor     string                     `json:"nextCursor,omitempty"`
}

// RuleListOf describes a rule list of a rule set version.
func RuleListOf(rules []compliance.Rule, ref store.RuleSetRef) RuleList {
	l := RuleList{Rules: rules, RuleSet: ref, Contradictions: compliance.Contradictions(rules)}
	if l.Contradictions == nil {
		l.Contradictions = []compliance.Contradiction{}
	}
	for _, r := range rules {
		if r.Enabled {
			l.Active++
		}
	}
	return l
}

// OrganizationRuleList returns the organization's rules as a RuleList.
// A page holds the rules asked for in their saved order; active and
// contradictions describe the whole list.
func (a *App) OrganizationRuleList(ctx context.Context, p *Principal, pg PageRequest) (RuleList, error) {
	rules, ref, err := a.organizationRules(ctx, a.store, p.Org.ID)
	if err != nil {
		return RuleList{}, err
	}
	l := RuleListOf(rules, ref)
	// The key is the rule's position: rules keep the order people gave
	// them, and new rules are appended.
	type positioned struct {
		i int
		r compliance.Rule
	}
	all := make([]positioned, len(rules))
	for i, r := range rules {
		all[i] = positioned{i, r}
	}
	page, err := pageByKey(all, pg, func(p positioned) string { return fmt.Sprintf("%08d", p.i) })
	if err != nil {
		return RuleList{}, err
	}
	l.Rules = make([]compliance.Rule, len(page.Items))
	for i, p := range page.Items {
		l.Rules[i] = p.r
	}
	l.NextCursor = page.NextCursor
	return l, nil
}

// SaveRules replaces the organization's rule list (the client sends the
// full list on every change). Rules without an ID get one. An invalid rule
// rejects the whole list and the stored one stays as it was. A rule sent
// with a version that is no longer the stored one (changed or deleted by
// someone else) refuses the whole list with a *ConflictError.
func (a *App) SaveRules(ctx context.Context, p *Principal, rules []compliance.Rule) ([]compliance.Rule, error) {
	return a.updateRules(ctx, p, func(cur []compliance.Rule) ([]compliance.Rule, error) {
		for _, r := range rules {
			if r.Version == 0 || r.ID == "" {
				continue
			}
			i := slices.IndexFunc(cur, func(c compliance.Rule) bool { return c.ID == r.ID })
			if i < 0 {
				return nil, &ConflictError{What: "rule list", Current: cur}
			}
			if v := r.Version; v != max(cur[i].Version, 1) {
				return nil, &ConflictError{What: "rule list", Current: cur}
			}
		}
		// Applying a BRD again must not make an asset fail twice for one
		// problem: an enabled rule that checks what an earlier one checks
		// is dropped.
		valid, err := normaliseRuleList(rules, cur)
		if err != nil {
			return nil, err
		}
		kept, _ := compliance.DropDuplicates(valid)
		return kept, nil
	})
}

// AddRule appends a rule. A rule without severity, section or field is a
// new custom rule with the spec's defaults: warning, 'Custom Rules',
// 'customField' (spec §4).
func (a *App) AddRule(ctx context.Context, p *Principal, r compliance.Rule) (compliance.Rule, error) {
	if r.Severity == "" {
		r.Severity = compliance.SeverityWarning
	}
	if r.Section == "" {
		r.Section = "Custom Rules"
	}
	if r.Field == "" {
		r.Field, r.IsCustom = compliance.CustomField, true
	}
	r.ID = ""
	var added compliance.Rule
	_, err := a.updateRules(ctx, p, func(cur []compliance.Rule) ([]compliance.Rule, error) {
		if err := normaliseRule(&r); err != nil {
			return nil, err
		}
		added = r
		return append(cur, r), nil
	})
	return added, err
}

// RuleUpdate holds the fields of a rule to change; nil fields stay.
type RuleUpdate struct {
	Rule        *string                `json:"rule"`
	Description *string                `json:"description"`
	Severity    *compliance.Severity   `json:"severity"`
	Section     *string                `json:"section"`
	Field       *string                `json:"field"`
	Channel     *string                `json:"channel"`
	Enabled     *bool                  `json:"enabled"`
	Params      *compliance.Params     `json:"params"`
	Tests       *[]compliance.TestCase `json:"tests"`
	Rationale   *string                `json:"rationale"`
	// Reviewed, when true, clears the review mark of a rule a person looked
	// at and keeps as it is (switched off, say); switching the rule on or
	// completing its parameters clears it too.
	Reviewed *bool `json:"reviewed"`
	// Version is the rule version the client read; when set, a rule changed
	// since answers ErrConflict (409) with the current rule.
	Version *int64 `json:"version"`
}

// UpdateRule changes one rule's fields.
func (a *App) UpdateRule(ctx context.Context, p *Principal, id string, u RuleUpdate) (compliance.Rule, error) {
	var updated compliance.Rule
	_, err := a.updateRules(ctx, p, func(cur []compliance.Rule) ([]compliance.Rule, error) {
		i := slices.IndexFunc(cur, func(r compliance.Rule) bool { return r.ID == id })
		if i < 0 {
			return nil, NotFound("rule")
		}
		r := cur[i]
		if err := checkVersion("rule", u.Version, max(r.Version, 1), r); err != nil {
			return nil, err
		}
		u.applyTo(&r)
		next := slices.Clone(cur)
		next[i] = r
		updated = r
		return next, nil
	})
	return updated, err
}

// applyTo changes r's fields that u sets.
func (u RuleUpdate) applyTo(r *compliance.Rule) {
	setIf(&r.Rule, u.Rule)
	setIf(&r.Description, u.Description)
	setIf(&r.Severity, u.Severity)
	setIf(&r.Section, u.Section)
	setIf(&r.Field, u.Field)
	setIf(&r.Channel, u.Channel)
	setIf(&r.Enabled, u.Enabled)
	setIf(&r.Rationale, u.Rationale)
	if u.Params != nil {
		params := *u.Params
		r.Params = &params
	}
	if u.Tests != nil {
		r.Tests = *u.Tests
	}
	if u.Enabled != nil && *u.Enabled || u.Params != nil || u.Reviewed != nil && *u.Reviewed {
		// A person enabled, completed or reviewed the rule.
		r.NeedsReview, r.ReviewReason = false, ""
	}
}

func setIf[T any](dst *T, src *T) {
	if src != nil {
		*dst = *src
	}
}

// DeleteRule removes one rule. With expected set, a rule changed since
// that version is kept (a *ConflictError).
func (a *App) DeleteRule(ctx context.Context, p *Principal, id string, expected *int64) error {
	_, err := a.updateRules(ctx, p, func(cur []compliance.Rule) ([]compliance.Rule, error) {
		i := slices.IndexFunc(cur, func(r compliance.Rule) bool { return r.ID == id })
		if i < 0 {
			return nil, NotFound("rule")
		}
		if err := checkVersion("rule", expected, max(cur[i].Version, 1), cur[i]); err != nil {
			return nil, err
		}
		return slices.Delete(slices.Clone(cur), i, i+1), nil
	})
	return err
}

// GetRule returns one rule.
func (a *App) GetRule(ctx context.Context, p *Principal, id string) (compliance.Rule, error) {
	rules, err := a.ListRules(ctx, p)
	if err != nil {
		return compliance.Rule{}, err
	}
	i := slices.IndexFunc(rules, func(r compliance.Rule) bool { return r.ID == id })
	if i < 0 {
		return compliance.Rule{}, NotFound("rule")
	}
	return rules[i], nil
}

// updateRules applies change to the rule list in one transaction after
// checking the role, validates every rule of the result, counts up the
// version of every rule that changed and appends one audit entry per
// rule added, changed or removed, in the same transaction.
func (a *App) updateRules(ctx context.Context, p *Principal, change func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error) {
	if err := p.require(ActionManageRules); err != nil {
		return nil, err
	}
	var saved []compliance.Rule
	err := a.inTx(ctx, func(tx store.Tx) error {
		var old []compliance.Rule
		var err error
		// Until the organization saves its list it uses the default
		// profile: the first change starts from the profile's rules, so
		// disabling one of them keeps the others.
		version, err := tx.GetRulesVersion(ctx, p.Org.ID)
		if err != nil {
			return err
		}
		saved, err = tx.UpdateRules(ctx, p.Org.ID, func(cur []compliance.Rule) ([]compliance.Rule, error) {
			if version == 0 && len(cur) == 0 {
				profile, err := compliance.Profile(compliance.DefaultProfile)
				if err != nil {
					return nil, err
				}
				cur = profile
			}
			old = cur
			next, err := change(slices.Clone(cur))
			if err != nil {
				return nil, err
			}
			if next, err = normaliseRuleList(next, old); err != nil {
				return nil, err
			}
			return versionRules(old, next), nil
		})
		if err != nil {
			return err
		}
		return a.recordRuleChanges(ctx, tx, p, old, saved)
	})
	if err != nil {
		return nil, err
	}
	return saved, nil
}

// versionRules sets each rule's version: 1 for a new rule, the stored one
// for an unchanged rule, one more for a changed one.
func versionRules(old, next []compliance.Rule) []compliance.Rule {
	byID := make(map[string]compliance.Rule, len(old))
	for _, r := range old {
		byID[r.ID] = r
	}
	for i := range next {
		prev, ok := byID[next[i].ID]
		switch {
		case !ok:
			next[i].Version = 1
		case sameRule(prev, next[i]):
			next[i].Version = max(prev.Version, 1)
		default:
			next[i].Version = max(prev.Version, 1) + 1
		}
	}
	return next
}

// sameRule compares two rules apart from their versions.
func sameRule(x, y compliance.Rule) bool {
	x.Version, y.Version = 0, 0
	return jsonString(x) == jsonString(y)
}

// recordRuleChanges appends one entry per rule added, changed or removed.
func (a *App) recordRuleChanges(ctx context.Context, tx store.Tx, p *Principal, old, next []compliance.Rule) error {
	before := make(map[string]compliance.Rule, len(old))
	for _, r := range old {
		before[r.ID] = r
	}
	for _, r := range next {
		prev, ok := before[r.ID]
		delete(before, r.ID)
		var err error
		switch {
		case !ok:
			err = a.record(ctx, tx, p, "rule.create", "rule", r.ID, nil, r)
		case r.Version != max(prev.Version, 1):
			err = a.record(ctx, tx, p, "rule.update", "rule", r.ID, prev, r)
		}
		if err != nil {
			return err
		}
	}
	for _, r := range old { // removed, in the list's order
		if _, gone := before[r.ID]; gone {
			if err := a.record(ctx, tx, p, "rule.delete", "rule", r.ID, r, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// normaliseStoredRule is normaliseRule for a rule that may come back as it
// is stored: one the user did not change is kept even when it no longer
// passes validation (saved before a check was added, such as a misspelt
// document part, "endcrd", from before parts were checked against the
// listed ones), so saving the other rules of its list never fails on it. A
// changed or new rule is validated in full.
func normaliseStoredRule(r *compliance.Rule, stored map[string]compliance.Rule) error {
	err := normaliseRule(r)
	if prev, ok := stored[r.ID]; err != nil && ok && sameRule(prev, *r) {
		return nil
	}
	return err
}

// normaliseRule trims and validates one rule in place.
func normaliseRule(r *compliance.Rule) error {
	r.ID = strings.TrimSpace(r.ID)
	if r.ID == "" {
		r.ID = "rule-" + store.NewID()
	}
	r.Rule = strings.TrimSpace(r.Rule)
	if r.Channel == "" {
		r.Channel = "All"
	}
	if err := compliance.ValidateRule(*r); err != nil {
		name := r.Rule
		if name == "" {
			name = r.ID
		}
		return Invalid("rule %q: %s", name, strings.TrimPrefix(err.Error(), compliance.ErrInvalidRule.Error()+": "))
	}
	for _, t := range r.Tests {
		if t.Expected != "pass" && t.Expected != "fail" {
			return Invalid("rule %q has a test expecting %q (pass or fail)", r.Rule, t.Expected)
		}
	}
	return nil
}

// RuleTestReport is the outcome of testing a rule: its own test cases and,
// when a file or properties were given, the rule test runner's result.
type RuleTestReport struct {
	Rule   compliance.Rule             `json:"rule"`
	Result *compliance.TestResult      `json:"result,omitempty"`
	Cases  []compliance.TestCaseResult `json:"cases"`
	// Passed is true when the result passed and every case met its
	// expectation.
	Passed bool `json:"passed"`
}

// MaxRuleTestFile bounds a file uploaded to test a rule against.
const MaxRuleTestFile = 512 << 20

// TestRuleOnUpload runs a rule's test cases and the rule test runner
// against an uploaded file, measured from its bytes without storing it:
// it is spooled to a temporary file that is removed at once.
func (a *App) TestRuleOnUpload(ctx context.Context, p *Principal, id, name string, r io.Reader) (RuleTestReport, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return RuleTestReport{}, err
	}
	tmp, err := a.Spool(r, MaxRuleTestFile)
	if errors.Is(err, blob.ErrTooLarge) {
		return RuleTestReport{}, &Error{Kind: ErrTooLarge, Msg: name + " is too large to test (limit 512 MB)"}
	}
	if err != nil {
		return RuleTestReport{}, err
	}
	defer tmp.Remove()
	info, err := media.Probe(tmp, tmp.Size, name)
	if err != nil {
		return RuleTestReport{}, &Error{Kind: ErrUnsupportedType, Msg: name + ": " + err.Error()}
	}
	return a.TestRule(ctx, p, id, &compliance.Asset{FileName: name, Info: info})
}

// TestRuleOnAsset runs a rule's test cases and the rule test runner
// against a stored, processed asset.
func (a *App) TestRuleOnAsset(ctx context.Context, p *Principal, id, assetID string) (RuleTestReport, error) {
	asset, err := a.GetAsset(ctx, p, assetID)
	if err != nil {
		return RuleTestReport{}, err
	}
	if asset.Info == nil {
		return RuleTestReport{}, Invalid("asset %s has not been processed yet", asset.Name)
	}
	return a.TestRule(ctx, p, id, &compliance.Asset{FileName: asset.Name, Info: *asset.Info, Text: asset.TextExcerpt})
}

// TestRule runs a rule's test cases and, when asset is set, the rule test
// runner against it (spec §5).
func (a *App) TestRule(ctx context.Context, p *Principal, id string, asset *compliance.Asset) (RuleTestReport, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return RuleTestReport{}, err
	}
	rule, err := a.GetRule(ctx, p, id)
	if err != nil {
		return RuleTestReport{}, err
	}
	rep := RuleTestReport{Rule: rule, Cases: compliance.RunTestCases(ctx, rule, compliance.Options{}), Passed: true}
	if asset == nil && len(rep.Cases) == 0 {
		return rep, Invalid(compliance.MsgSelectFile)
	}
	if asset != nil {
		res := compliance.RunRuleTestContext(ctx, rule, *asset, compliance.Options{})
		rep.Result = &res
		rep.Passed = res.Passed
	}
	for _, c := range rep.Cases {
		rep.Passed = rep.Passed && c.Passed
	}
	return rep, nil
}
