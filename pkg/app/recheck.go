package app

import (
	"context"
	"sync"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// RecheckProgress is how far a campaign's re-check got.
type RecheckProgress struct {
	Running bool `json:"running"`
	Total   int  `json:"total"`
	Done    int  `json:"done"`
}

// CampaignRuleStatus is the rule set a campaign uses and how many of its
// assets were checked against an older version of it.
type CampaignRuleStatus struct {
	RuleSet store.RuleSetRef `json:"ruleSet"`
	// Active counts the enabled rules.
	Active int `json:"active"`
	// Stale counts the checked assets whose results are of another rule
	// set or version: "Rules changed — re-check N assets".
	Stale   int             `json:"stale"`
	Recheck RecheckProgress `json:"recheck"`
}

// rechecks tracks the running re-checks, one per campaign.
type rechecks struct {
	mu      sync.Mutex
	running map[string]*RecheckProgress // org/campaign → progress
}

func (r *rechecks) get(key string) RecheckProgress {
	r.mu.Lock()
	defer r.mu.Unlock()
	if p := r.running[key]; p != nil {
		return *p
	}
	return RecheckProgress{}
}

// start registers a re-check; false when one is already running.
func (r *rechecks) start(key string, total int) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.running == nil {
		r.running = map[string]*RecheckProgress{}
	}
	if p := r.running[key]; p != nil && p.Running {
		return false
	}
	r.running[key] = &RecheckProgress{Running: true, Total: total}
	return true
}

// step records done of total assets re-checked and returns the progress.
func (r *rechecks) step(key string, done, total int) RecheckProgress {
	r.mu.Lock()
	defer r.mu.Unlock()
	p := r.running[key]
	if p == nil { // a re-check not started by StartRecheck
		p = &RecheckProgress{}
	}
	p.Done, p.Total, p.Running = done, total, done < total
	return *p
}

func (r *rechecks) finish(key string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.running, key)
}

// CampaignRules returns the rule set a campaign uses and how many of its
// assets need a re-check.
func (a *App) CampaignRules(ctx context.Context, p *Principal, campaignID string) (CampaignRuleStatus, error) {
	c, err := a.GetCampaign(ctx, p, campaignID)
	if err != nil {
		return CampaignRuleStatus{}, err
	}
	rules, ref, err := a.RulesFor(ctx, p.Org.ID, &c)
	if err != nil {
		return CampaignRuleStatus{}, err
	}
	assets, err := a.store.ListAssets(ctx, p.Org.ID, c.ID)
	if err != nil {
		return CampaignRuleStatus{}, err
	}
	st := CampaignRuleStatus{RuleSet: ref, Active: RuleListOf(rules, ref).Active,
		Stale: len(staleAssets(assets, ref)), Recheck: a.rechecks.get(topic(p.Org.ID, c.ID))}
	return st, nil
}

// staleAssets are the checked assets whose results are not of ref.
func staleAssets(assets []store.Asset, ref store.RuleSetRef) []store.Asset {
	var out []store.Asset
	for _, as := range assets {
		if as.Status != store.AssetComplete || as.Analysis == nil || as.Info == nil {
			continue
		}
		if rs := as.Analysis.RuleSet; rs == nil || rs.ID != ref.ID || rs.Version != ref.Version {
			out = append(out, as)
		}
	}
	return out
}

// chosenAssets are the checked assets among ids, in the campaign's order.
func chosenAssets(assets []store.Asset, ids []string) []store.Asset {
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	var out []store.Asset
	for _, as := range assets {
		if want[as.ID] && as.Status == store.AssetComplete && as.Analysis != nil && as.Info != nil {
			out = append(out, as)
		}
	}
	return out
}

// RecheckLock keeps instances sharing one database from re-checking one
// campaign at once. Without it (nil, one instance) the in-process
// bookkeeping is enough.
type RecheckLock interface {
	// TryLock takes the lock of key, or answers false at once when
	// another holds it. A true answer must be paired with a call of
	// release.
	TryLock(ctx context.Context, key string) (release func(), ok bool, err error)
}

// SetRecheckLock sets the lock shared with other instances, before serving.
func (a *App) SetRecheckLock(l RecheckLock) { a.recheckLock = l }

// maxRecheckIDs bounds the assets one re-check request may name.
const maxRecheckIDs = 10_000

// StartRecheck re-checks, in the background, the campaign's assets whose
// results are of another rule set version, or, when assetIDs are given,
// those of them that were checked (the builder's bulk "Re-check"), and
// returns at once. Progress is published on the campaign's events and kept
// for CampaignRules.
func (a *App) StartRecheck(ctx context.Context, p *Principal, campaignID string, assetIDs ...string) (CampaignRuleStatus, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return CampaignRuleStatus{}, err
	}
	c, err := a.GetCampaign(ctx, p, campaignID)
	if err != nil {
		return CampaignRuleStatus{}, err
	}
	assets, err := a.store.ListAssets(ctx, p.Org.ID, c.ID)
	if err != nil {
		return CampaignRuleStatus{}, err
	}
	_, ref, err := a.RulesFor(ctx, p.Org.ID, &c)
	if err != nil {
		return CampaignRuleStatus{}, err
	}
	if len(assetIDs) > maxRecheckIDs {
		return CampaignRuleStatus{}, Invalid("too many assets to re-check at once (at most %d)", maxRecheckIDs)
	}
	stale := staleAssets(assets, ref)
	if len(assetIDs) > 0 {
		stale = chosenAssets(assets, assetIDs)
	}
	key := topic(p.Org.ID, c.ID)
	running := &Error{Kind: ErrConflict, Msg: "a re-check of this campaign is already running"}
	if len(stale) > 0 && !a.rechecks.start(key, len(stale)) {
		return CampaignRuleStatus{}, running
	}
	if len(stale) > 0 {
		unlock := func() {}
		if a.recheckLock != nil {
			release, ok, err := a.recheckLock.TryLock(ctx, key)
			if err != nil || !ok {
				a.rechecks.finish(key)
				if err != nil {
					return CampaignRuleStatus{}, err
				}
				return CampaignRuleStatus{}, running // on another instance
			}
			unlock = release
		}
		err := a.inTx(ctx, func(tx store.Tx) error {
			return a.record(ctx, tx, p, "campaign.recheck", "campaign", c.ID, nil,
				map[string]any{"ruleSet": ref, "assets": len(stale)})
		})
		// The answer is read before the re-check runs. Read after, a quick
		// re-check could end between the two reads of CampaignRules: the
		// assets counted as stale, yet no re-check running, and the client,
		// which polls only while one runs, would offer the re-check again.
		var st CampaignRuleStatus
		if err == nil {
			st, err = a.CampaignRules(ctx, p, c.ID)
		}
		if err != nil {
			unlock()
			a.rechecks.finish(key)
			return CampaignRuleStatus{}, err
		}
		go func() {
			bg := context.WithoutCancel(ctx)
			defer a.rechecks.finish(key)
			defer unlock()
			if _, err := a.Recheck(bg, p.Org.ID, c, stale); err != nil {
				a.log.Error("re-check failed", "campaign", c.ID, "err", err)
			}
		}()
		return st, nil
	}
	return a.CampaignRules(ctx, p, c.ID)
}

// Recheck checks the given assets of a campaign again against the
// campaign's current rule set version, from what processing measured and
// detected (no file is read again), with one prepared rule set for all of
// them. Each result records the version. It returns how many assets it
// updated.
func (a *App) Recheck(ctx context.Context, orgID string, c store.Campaign, assets []store.Asset) (int, error) {
	rules, ref, err := a.RulesFor(ctx, orgID, &c)
	if err != nil {
		return 0, err
	}
	set := a.prepared.get(orgID, ref, rules)
	opts := compliance.Options{AI: ai.ValidatorFor(a.analyzer())}
	key := topic(orgID, c.ID)
	updated := 0
	for i, stored := range assets {
		if err := ctx.Err(); err != nil {
			return updated, err
		}
		as, err := a.store.UpdateAsset(ctx, orgID, stored.ID, func(as *store.Asset) error {
			an := a.recheckedAnalysis(ctx, as, c, set, ref, opts)
			if an == nil {
				return nil // changed meanwhile: processing will record its own result
			}
			as.Analysis = an
			as.LastModified = a.now().UTC()
			updated++
			return nil
		})
		progress := a.rechecks.step(key, i+1, len(assets))
		if err != nil {
			continue // deleted meanwhile
		}
		a.publish(AssetEvent{Type: "asset.updated", Asset: as, Recheck: &progress})
	}
	a.RefreshCampaignStats(ctx, orgID, c.ID)
	return updated, nil
}

// recheckedAnalysis checks a processed asset of campaign c again with set,
// from what processing measured and detected (no file is read), and
// returns its new analysis, recorded as of ref. The stored analysis is
// left as it was (the caller may still need it for the trail). It returns
// nil when the asset has no checked result in c: it failed, is being
// processed or was moved meanwhile.
func (a *App) recheckedAnalysis(ctx context.Context, as *store.Asset, c store.Campaign, set *compliance.RuleSet, ref store.RuleSetRef, opts compliance.Options) *store.AssetAnalysis {
	if as.Status != store.AssetComplete || as.Analysis == nil || as.Info == nil || as.CampaignID != c.ID {
		return nil
	}
	an := *as.Analysis
	ca := checkedAsset(as, c)
	an.Analysis = set.Check(ctx, ca, opts)
	an.Frames = storedFrames(pipeline.VideoFrames(*as.Info, an.Analysis.Issues))
	recordDetections(&an, ca)
	an.RuleSet = &ref
	an.AnalyzedAt = a.now().UTC()
	return &an
}

// checkedAsset rebuilds the compliance input of a processed asset: what
// the probe measured, the text read, what the analysis detected and the
// campaign's audience and channel, and the scope the team gave it.
func checkedAsset(as *store.Asset, c store.Campaign) compliance.Asset {
	ca := compliance.Asset{FileName: as.Name, Info: *as.Info, Text: as.TextExcerpt,
		CustomerType: c.CustomerType, Channel: c.Channel,
		Platform: as.Scope.Platform, Placement: as.Scope.Placement, Part: as.Scope.Part}
	if d := as.Analysis.Detected; d != nil {
		ca.Detected = *d
		if ca.CustomerType == "" {
			ca.CustomerType = d.TargetAudience
		}
	}
	return ca
}

// recordDetections stores what the checks read as detected and the scope
// they took the asset to be of, so the side panel shows what the FDA
// filing, audience and scoped checks saw.
func recordDetections(rec *store.AssetAnalysis, ca compliance.Asset) {
	platform, placement, part := compliance.ScopeOf(ca)
	rec.CheckedScope = store.AssetScope{Platform: platform, Placement: placement, Part: part}
	rec.FDAFilingNumber, rec.FDAFilingWhere = "", ""
	if m, ok := compliance.DetectFDAFiling(ca); ok {
		rec.FDAFilingNumber, rec.FDAFilingWhere = m.Number, m.Where
	}
	rec.CustomerType, _ = compliance.DetectCustomerType(ca)
}

// storedFrames converts the pipeline's frames to stored ones.
func storedFrames(frames []pipeline.Frame) []store.Frame {
	var out []store.Frame
	for _, f := range frames {
		fr := store.Frame{Timestamp: f.Timestamp, Label: f.Label}
		fr.Analysis.Issues = f.Issues
		out = append(out, fr)
	}
	return out
}
