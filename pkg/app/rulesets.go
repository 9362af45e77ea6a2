package app

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Rule sets. Every campaign's assets are checked against one rule set:
// the organization's own rules (OrganizationRuleSetID, the spec's /rules
// list; until it is first saved, the built-in default profile), or a rule
// set made from a BRD for that brand or campaign. Every change of a rule
// set makes a new version and earlier versions are kept; each analysis
// records the version it was checked against, so the builder can offer a
// re-check when the campaign's rules changed.

// OrganizationRuleSetID is the ID of the organization's own rule set.
const OrganizationRuleSetID = "organization"

// organizationRuleSetName is its display name.
const organizationRuleSetName = "Organization rules"

// maxRuleSetVersions bounds the versions kept of one rule set.
const maxRuleSetVersions = 200

// RuleSetVersion is one version of a BRD rule set.
type RuleSetVersion struct {
	Version   int               `json:"version"`
	Document  string            `json:"document,omitempty"` // the BRD it was parsed from
	Note      string            `json:"note,omitempty"`     // what changed
	CreatedBy string            `json:"createdBy"`
	CreatedAt time.Time         `json:"createdAt"`
	Rules     []compliance.Rule `json:"rules"`
}

// RuleSet is a named, versioned rule set made from BRDs.
type RuleSet struct {
	ID       string           `json:"id"`
	Name     string           `json:"name"`
	Versions []RuleSetVersion `json:"versions"`
}

// latest is the rule set's newest version.
func (s *RuleSet) latest() RuleSetVersion { return s.Versions[len(s.Versions)-1] }

// RuleSetSummary describes a rule set in lists.
type RuleSetSummary struct {
	store.RuleSetRef
	// Kind is "organization", "brd" or "profile" (built-in, read-only).
	Kind        string `json:"kind"`
	Description string `json:"description,omitempty"`
	Rules       int    `json:"ruleCount"`
	Enabled     int    `json:"enabled"`
	NeedsReview int    `json:"needsReview"`
	// Campaigns lists the IDs of the campaigns that use the set.
	Campaigns []string `json:"campaigns"`
	// Versions counts the versions kept.
	Versions  int        `json:"versions"`
	UpdatedAt *time.Time `json:"updatedAt,omitempty"`
}

// RuleSetDetails is a rule set's current rules with what is wrong with
// them: pairs no asset can pass together.
type RuleSetDetails struct {
	RuleSetSummary
	List           []compliance.Rule          `json:"rules"`
	Contradictions []compliance.Contradiction `json:"contradictions"`
	History        []RuleSetVersionInfo       `json:"history"`
}

// RuleSetVersionInfo describes a kept version without its rules.
type RuleSetVersionInfo struct {
	Version   int       `json:"version"`
	Document  string    `json:"document,omitempty"`
	Note      string    `json:"note,omitempty"`
	CreatedBy string    `json:"createdBy"`
	CreatedAt time.Time `json:"createdAt"`
	Rules     int       `json:"rules"`
}

// organizationRules returns the organization's rules and their version.
// Until the organization saves its list, its rules are the default
// profile's, shown and checked as version 0.
func (a *App) organizationRules(ctx context.Context, tx store.Tx, orgID string) ([]compliance.Rule, store.RuleSetRef, error) {
	ref := store.RuleSetRef{ID: OrganizationRuleSetID, Name: organizationRuleSetName}
	version, err := tx.GetRulesVersion(ctx, orgID)
	if err != nil {
		return nil, ref, err
	}
	ref.Version = version
	if version == 0 {
		p, err := compliance.ProfileDetails(compliance.DefaultProfile)
		if err != nil {
			return nil, ref, err
		}
		ref.Profile = p.Name + " " + p.Version
		return p.Rules, ref, nil
	}
	rules, err := tx.GetRules(ctx, orgID)
	return rules, ref, err
}

// loadRuleSet reads a BRD rule set.
func loadRuleSet(ctx context.Context, tx store.Tx, orgID, id string) (RuleSet, error) {
	s, err := readDoc[RuleSet](ctx, tx, orgID, store.DocRuleSet, id, "rule set")
	if err != nil {
		return RuleSet{}, err
	}
	if len(s.Versions) == 0 {
		return RuleSet{}, NotFound("rule set")
	}
	return s, nil
}

// RulesFor returns the rules a campaign's assets are checked against and
// which rule set version they are. A campaign without a rule set, or
// without a campaign at all, uses the organization's.
func (a *App) RulesFor(ctx context.Context, orgID string, c *store.Campaign) ([]compliance.Rule, store.RuleSetRef, error) {
	if c == nil || c.RuleSetID == "" || c.RuleSetID == OrganizationRuleSetID {
		return a.organizationRules(ctx, a.store, orgID)
	}
	s, err := loadRuleSet(ctx, a.store, orgID, c.RuleSetID)
	if err != nil {
		return nil, store.RuleSetRef{}, err
	}
	v := s.latest()
	return v.Rules, store.RuleSetRef{ID: s.ID, Name: s.Name, Version: v.Version}, nil
}

// preparedRuleSets caches one prepared compliance.RuleSet per rule set
// version, for processing and re-checks: the key holds the version, so a
// changed rule set is prepared afresh.
type preparedRuleSets struct {
	mu sync.Mutex
	m  map[string]*compliance.RuleSet
}

const maxPreparedRuleSets = 256

// get returns the prepared rules of a version, preparing them once.
func (p *preparedRuleSets) get(orgID string, ref store.RuleSetRef, rules []compliance.Rule) *compliance.RuleSet {
	key := fmt.Sprintf("%s/%s@%d", orgID, ref.ID, ref.Version)
	p.mu.Lock()
	defer p.mu.Unlock()
	if s, ok := p.m[key]; ok {
		return s
	}
	if p.m == nil || len(p.m) >= maxPreparedRuleSets {
		p.m = map[string]*compliance.RuleSet{}
	}
	s := compliance.NewRuleSet(rules)
	p.m[key] = s
	return s
}

// ListRuleSets lists the organization's rule set, its BRD rule sets and
// the built-in profiles, with the campaigns that use each.
func (a *App) ListRuleSets(ctx context.Context, p *Principal) ([]RuleSetSummary, error) {
	campaigns, err := a.store.ListCampaigns(ctx, p.Org.ID)
	if err != nil {
		return nil, err
	}
	users := map[string][]string{}
	for _, c := range campaigns {
		id := c.RuleSetID
		if id == "" {
			id = OrganizationRuleSetID
		}
		users[id] = append(users[id], c.ID)
	}
	rules, ref, err := a.organizationRules(ctx, a.store, p.Org.ID)
	if err != nil {
		return nil, err
	}
	org := summarize(ref, "organization", rules, users[OrganizationRuleSetID])
	org.Versions = max(ref.Version, 1)
	out := []RuleSetSummary{org}
	docs, ids, err := a.store.ListDocs(ctx, p.Org.ID, store.DocRuleSet)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		var s RuleSet
		if err := json.Unmarshal(docs[id], &s); err != nil || len(s.Versions) == 0 {
			continue
		}
		v := s.latest()
		sum := summarize(store.RuleSetRef{ID: s.ID, Name: s.Name, Version: v.Version}, "brd", v.Rules, users[s.ID])
		sum.Versions, sum.Description = len(s.Versions), v.Document
		at := v.CreatedAt
		sum.UpdatedAt = &at
		out = append(out, sum)
	}
	for _, name := range compliance.ProfileNames() {
		pr, err := compliance.ProfileDetails(name)
		if err != nil {
			return nil, err
		}
		sum := summarize(store.RuleSetRef{ID: "profile:" + pr.Name, Name: pr.Name, Profile: pr.Name + " " + pr.Version}, "profile", pr.Rules, nil)
		sum.Description, sum.Versions = pr.Description, 1
		out = append(out, sum)
	}
	return out, nil
}

func summarize(ref store.RuleSetRef, kind string, rules []compliance.Rule, campaigns []string) RuleSetSummary {
	s := RuleSetSummary{RuleSetRef: ref, Kind: kind, Rules: len(rules), Campaigns: campaigns}
	if s.Campaigns == nil {
		s.Campaigns = []string{}
	}
	for _, r := range rules {
		if r.Enabled {
			s.Enabled++
		}
		if r.NeedsReview {
			s.NeedsReview++
		}
	}
	return s
}

// GetRuleSet returns a rule set's current rules, its contradictions and
// its kept versions. id is OrganizationRuleSetID, a BRD rule set's ID or
// "profile:NAME".
func (a *App) GetRuleSet(ctx context.Context, p *Principal, id string) (RuleSetDetails, error) {
	all, err := a.ListRuleSets(ctx, p)
	if err != nil {
		return RuleSetDetails{}, err
	}
	i := slices.IndexFunc(all, func(s RuleSetSummary) bool { return s.ID == id })
	if i < 0 {
		return RuleSetDetails{}, NotFound("rule set")
	}
	d := RuleSetDetails{RuleSetSummary: all[i], History: []RuleSetVersionInfo{}}
	switch d.Kind {
	case "organization":
		d.List, _, err = a.organizationRules(ctx, a.store, p.Org.ID)
	case "profile":
		d.List, err = compliance.Profile(strings.TrimPrefix(id, "profile:"))
	default:
		var s RuleSet
		if s, err = loadRuleSet(ctx, a.store, p.Org.ID, id); err == nil {
			d.List = s.latest().Rules
			for _, v := range slices.Backward(s.Versions) {
				d.History = append(d.History, RuleSetVersionInfo{Version: v.Version, Document: v.Document, Note: v.Note,
					CreatedBy: v.CreatedBy, CreatedAt: v.CreatedAt, Rules: len(v.Rules)})
			}
		}
	}
	if err != nil {
		return RuleSetDetails{}, err
	}
	d.Contradictions = compliance.Contradictions(d.List)
	if d.Contradictions == nil {
		d.Contradictions = []compliance.Contradiction{}
	}
	return d, nil
}

// NewRuleSetVersion is a new version of a BRD rule set: the reviewed
// rules of a parsed BRD. Without RuleSetID and Name, a campaign that has a
// BRD rule set gets its next version; otherwise a new rule set is made,
// named Name (by default after the campaign's brand). With CampaignID the
// campaign uses the set from then on.
type NewRuleSetVersion struct {
	RuleSetID  string            `json:"ruleSetId"`
	Name       string            `json:"name"`
	CampaignID string            `json:"campaignId"`
	Document   string            `json:"document"`
	Rules      []compliance.Rule `json:"rules"`
}

// SaveRuleSetVersion stores a new version of a BRD rule set (a new set
// when none is named), keeping the earlier versions, and points the
// campaign at it. Rules that check the same thing as an earlier rule are
// dropped; an invalid rule rejects the whole version.
func (a *App) SaveRuleSetVersion(ctx context.Context, p *Principal, in NewRuleSetVersion) (RuleSetDetails, error) {
	if err := p.require(ActionManageRules); err != nil {
		return RuleSetDetails{}, err
	}
	var id string
	err := a.inTx(ctx, func(tx store.Tx) error {
		var c store.Campaign
		var err error
		if in.CampaignID != "" {
			if c, err = readCampaign(ctx, tx, p.Org.ID, in.CampaignID); err != nil {
				return err
			}
		}
		if in.RuleSetID == "" && in.Name == "" && c.RuleSetID != "" {
			in.RuleSetID = c.RuleSetID // the campaign's BRD again: its next version
		}
		var s RuleSet
		if in.RuleSetID != "" && in.RuleSetID != OrganizationRuleSetID {
			if s, err = loadRuleSet(ctx, tx, p.Org.ID, in.RuleSetID); err != nil {
				return err
			}
		} else {
			name := strings.TrimSpace(in.Name)
			if name == "" && c.Brand != "" {
				name = c.Brand + " BRD"
			} else if name == "" && c.ID != "" {
				name = c.Name + " BRD"
			}
			if name == "" {
				name = strings.TrimSpace(in.Document)
			}
			if name == "" {
				return Invalid("a new rule set needs a name")
			}
			s = RuleSet{ID: "rs-" + store.NewID(), Name: truncateRunes(name, 200)}
		}
		id = s.ID
		var stored []compliance.Rule // the version this one follows
		if len(s.Versions) > 0 {
			stored = s.latest().Rules
		}
		rules, err := normaliseRuleList(in.Rules, stored)
		if err != nil {
			return err
		}
		rules, dropped := compliance.DropDuplicates(rules)
		note := fmt.Sprintf("%d rules", len(rules))
		if in.Document != "" {
			note = "parsed from " + in.Document + ": " + note
		}
		if len(dropped) > 0 {
			note += fmt.Sprintf(" (%d duplicates dropped)", len(dropped))
		}
		if err := a.appendRuleSetVersion(ctx, tx, p, &s, in.Document, note, rules); err != nil {
			return err
		}
		if c.ID != "" && c.RuleSetID != s.ID {
			return a.useRuleSet(ctx, tx, p, c, s.ID)
		}
		return nil
	})
	if err != nil {
		return RuleSetDetails{}, err
	}
	return a.GetRuleSet(ctx, p, id)
}

// appendRuleSetVersion stores s with a new version holding rules, and
// its audit entry, in tx.
func (a *App) appendRuleSetVersion(ctx context.Context, tx store.Tx, p *Principal, s *RuleSet, document, note string, rules []compliance.Rule) error {
	var before *RuleSetVersionInfo
	next := 1
	if len(s.Versions) > 0 {
		l := s.latest()
		next = l.Version + 1
		before = &RuleSetVersionInfo{Version: l.Version, Document: l.Document, Note: l.Note, CreatedBy: l.CreatedBy, CreatedAt: l.CreatedAt, Rules: len(l.Rules)}
	}
	v := RuleSetVersion{Version: next, Document: document, Note: note, CreatedBy: reviewerName(p), CreatedAt: a.now().UTC(), Rules: rules}
	s.Versions = append(s.Versions, v)
	if len(s.Versions) > maxRuleSetVersions {
		s.Versions = s.Versions[len(s.Versions)-maxRuleSetVersions:]
	}
	raw, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := tx.PutDoc(ctx, p.Org.ID, store.DocRuleSet, s.ID, raw); err != nil {
		return err
	}
	return a.record(ctx, tx, p, "ruleset.version", "ruleset", s.ID, before, map[string]any{
		"name": s.Name, "version": next, "note": note, "rules": rules})
}

// reviseRule normalises r, an edited copy of before, and gives it the next
// version when it differs from before; it reports whether it did.
func reviseRule(before compliance.Rule, r *compliance.Rule) (bool, error) {
	if err := normaliseStoredRule(r, map[string]compliance.Rule{before.ID: before}); err != nil {
		return false, err
	}
	if sameRule(before, *r) {
		return false, nil
	}
	r.Version = max(before.Version, 1) + 1
	return true, nil
}

// UpdateRuleSetRule changes one rule of a rule set. For the organization's
// set it is UpdateRule; for a BRD set it makes a new version.
func (a *App) UpdateRuleSetRule(ctx context.Context, p *Principal, setID, ruleID string, u RuleUpdate) (compliance.Rule, error) {
	if setID == OrganizationRuleSetID {
		return a.UpdateRule(ctx, p, ruleID, u)
	}
	if strings.HasPrefix(setID, "profile:") {
		return compliance.Rule{}, Invalid("built-in profiles are read-only: use them through the organization's rules")
	}
	if err := p.require(ActionManageRules); err != nil {
		return compliance.Rule{}, err
	}
	var changed compliance.Rule
	err := a.inTx(ctx, func(tx store.Tx) error {
		s, err := loadRuleSet(ctx, tx, p.Org.ID, setID)
		if err != nil {
			return err
		}
		rules := slices.Clone(s.latest().Rules)
		i := slices.IndexFunc(rules, func(r compliance.Rule) bool { return r.ID == ruleID })
		if i < 0 {
			return NotFound("rule")
		}
		if err := checkVersion("rule", u.Version, max(rules[i].Version, 1), rules[i]); err != nil {
			return err
		}
		before := rules[i]
		u.applyTo(&rules[i])
		revised, err := reviseRule(before, &rules[i])
		if err != nil {
			return err
		}
		changed = rules[i]
		if !revised {
			return nil // nothing changed: no new version
		}
		return a.appendRuleSetVersion(ctx, tx, p, &s, "", "changed "+rules[i].Rule, rules)
	})
	return changed, err
}

// ReviewDecision is what a reviewer decides for a list of rules at once:
// switch them on, or keep them off. Either way a person has looked at
// them, so their review mark is cleared.
type ReviewDecision string

// The review decisions.
const (
	ReviewEnable  ReviewDecision = "enable"
	ReviewKeepOff ReviewDecision = "keep-off"
)

// RuleReview names the rules of a rule set a reviewer settles in one go.
type RuleReview struct {
	RuleIDs  []string       `json:"ruleIds"`
	Decision ReviewDecision `json:"decision"`
}

// ReviewRuleSetRules settles many rules of a rule set at once: all or none.
// A BRD set gets one new version and one audit entry for the whole review
// (a set of eight flagged rules switched on is one version, not eight); the
// organization's rules are one save of the list, audited rule by rule as
// every change of that list is. A rule ID the set does not have refuses
// the whole review (404 naming them), as does an empty list or an unknown
// decision (400); nothing is written then.
func (a *App) ReviewRuleSetRules(ctx context.Context, p *Principal, setID string, in RuleReview) (RuleSetDetails, error) {
	if err := p.require(ActionManageRules); err != nil {
		return RuleSetDetails{}, err
	}
	if strings.HasPrefix(setID, "profile:") {
		return RuleSetDetails{}, Invalid("built-in profiles are read-only: use them through the organization's rules")
	}
	// settle applies the decision to the named rules of a list.
	settle := func(cur []compliance.Rule) ([]compliance.Rule, error) {
		ids, err := reviewIDs(in)
		if err != nil {
			return nil, err
		}
		if missing := missingRuleIDs(cur, ids); len(missing) > 0 {
			return nil, &Error{Kind: ErrNotFound, Msg: fmt.Sprintf("rule set has no rule %s: nothing was changed", listIDs(missing))}
		}
		on, reviewed := in.Decision == ReviewEnable, true
		u := RuleUpdate{Enabled: &on, Reviewed: &reviewed}
		next := slices.Clone(cur)
		for i := range next {
			if ids[next[i].ID] {
				u.applyTo(&next[i])
			}
		}
		return next, nil
	}
	if setID == OrganizationRuleSetID {
		if _, err := a.updateRules(ctx, p, settle); err != nil {
			return RuleSetDetails{}, err
		}
		return a.GetRuleSet(ctx, p, setID)
	}
	// The set is looked up first: another organization's set is a 404
	// whatever the body says.
	err := a.inTx(ctx, func(tx store.Tx) error {
		s, err := loadRuleSet(ctx, tx, p.Org.ID, setID)
		if err != nil {
			return err
		}
		cur := s.latest().Rules
		next, err := settle(cur)
		if err != nil {
			return err
		}
		changed := 0
		for i := range next {
			revised, err := reviseRule(cur[i], &next[i])
			if err != nil {
				return err
			}
			if revised {
				changed++
			}
		}
		if changed == 0 {
			return nil // already as decided: no new version
		}
		what := "switched on"
		if in.Decision == ReviewKeepOff {
			what = "kept off"
		}
		note := fmt.Sprintf("reviewed %d rules: %s", changed, what)
		if changed == 1 {
			note = "reviewed 1 rule: " + what
		}
		return a.appendRuleSetVersion(ctx, tx, p, &s, "", note, next)
	})
	if err != nil {
		return RuleSetDetails{}, err
	}
	return a.GetRuleSet(ctx, p, setID)
}

// reviewIDs validates a review and returns the set of its rule IDs.
func reviewIDs(in RuleReview) (map[string]bool, error) {
	if in.Decision != ReviewEnable && in.Decision != ReviewKeepOff {
		return nil, Invalid("decision must be %q or %q", ReviewEnable, ReviewKeepOff)
	}
	if len(in.RuleIDs) == 0 {
		return nil, Invalid("ruleIds is empty: name the rules to review")
	}
	if len(in.RuleIDs) > maxRules {
		return nil, Invalid("too many rules (at most %d)", maxRules)
	}
	ids := make(map[string]bool, len(in.RuleIDs))
	for _, id := range in.RuleIDs {
		if id = strings.TrimSpace(id); id == "" {
			return nil, Invalid("ruleIds has an empty ID")
		}
		ids[id] = true
	}
	return ids, nil
}

// missingRuleIDs lists, sorted, the IDs of ids that no rule of rules has.
func missingRuleIDs(rules []compliance.Rule, ids map[string]bool) []string {
	have := make(map[string]bool, len(rules))
	for _, r := range rules {
		have[r.ID] = true
	}
	var missing []string
	for id := range ids {
		if !have[id] {
			missing = append(missing, id)
		}
	}
	slices.Sort(missing)
	return missing
}

// listIDs names IDs for a message: the first few, quoted, and how many more.
func listIDs(ids []string) string {
	const shown = 5
	var b strings.Builder
	for i, id := range ids[:min(len(ids), shown)] {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", id)
	}
	if len(ids) > shown {
		fmt.Fprintf(&b, " and %d more", len(ids)-shown)
	}
	return b.String()
}

// SetCampaignRuleSet makes a campaign use a rule set
// (OrganizationRuleSetID for the organization's).
func (a *App) SetCampaignRuleSet(ctx context.Context, p *Principal, campaignID, setID string) (store.Campaign, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return store.Campaign{}, err
	}
	var c store.Campaign
	err := a.inTx(ctx, func(tx store.Tx) error {
		var err error
		c, err = readCampaign(ctx, tx, p.Org.ID, campaignID)
		if err != nil {
			return err
		}
		if setID != OrganizationRuleSetID {
			if _, err := loadRuleSet(ctx, tx, p.Org.ID, setID); err != nil {
				return err
			}
		}
		return a.useRuleSet(ctx, tx, p, c, setID)
	})
	return c, err
}

// useRuleSet points campaign c at rule set setID, with its audit entry.
func (a *App) useRuleSet(ctx context.Context, tx store.Tx, p *Principal, c store.Campaign, setID string) error {
	old := c
	c.RuleSetID = setID
	if setID == OrganizationRuleSetID {
		c.RuleSetID = ""
	}
	c.Version = max(old.Version, 1) + 1
	c.UpdatedAt = a.now().UTC()
	if err := tx.PutCampaign(ctx, c); err != nil {
		return err
	}
	return a.record(ctx, tx, p, "campaign.ruleset", "campaign", c.ID, old, c)
}

// normaliseRuleList validates a rule list and gives rules without an ID
// one; IDs must be unique. Rules the same as their stored version (in
// stored, the list being replaced) are not refused (normaliseStoredRule).
func normaliseRuleList(rules, stored []compliance.Rule) ([]compliance.Rule, error) {
	if len(rules) > maxRules {
		return nil, Invalid("too many rules (at most %d)", maxRules)
	}
	byID := make(map[string]compliance.Rule, len(stored))
	for _, r := range stored {
		byID[r.ID] = r
	}
	out := slices.Clone(rules)
	seen := map[string]bool{}
	for i := range out {
		if err := normaliseStoredRule(&out[i], byID); err != nil {
			return nil, err
		}
		if seen[out[i].ID] {
			return nil, Invalid("rule ID %q appears twice", out[i].ID)
		}
		seen[out[i].ID] = true
	}
	if out == nil {
		out = []compliance.Rule{}
	}
	return out, nil
}

func truncateRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}

// LocalRuleEditor is the principal of a person at the command line who
// saves a parsed BRD as a campaign's rule set (pharmaops brd parse
// --campaign): whoever can open the data directory can change it, so the
// role is manager, the least that manages rules; the audit entry carries
// name.
func (a *App) LocalRuleEditor(ctx context.Context, orgID, name string) (*Principal, error) {
	p, err := a.LocalPrincipal(ctx, orgID)
	if err != nil {
		return nil, err
	}
	p.User.Role, p.User.Email = RoleManager, name
	return p, nil
}
