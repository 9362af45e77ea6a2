package app

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// maxDocBytes bounds a stored concept, results or processing-result document.
const maxDocBytes = 1 << 20

// campaignDoc kinds a client may save on a campaign (spec §7).
var campaignDocKinds = map[string]bool{store.DocConcept: true, store.DocResults: true}

// SaveCampaignDoc stores a campaign's concept or results object and
// returns its new version. With expected set, a document changed since
// that version is not touched (a *ConflictError).
func (a *App) SaveCampaignDoc(ctx context.Context, p *Principal, campaignID, kind string, doc json.RawMessage, expected *int64) (int64, error) {
	if !campaignDocKinds[kind] {
		return 0, Invalid("unknown campaign document %q", kind)
	}
	if err := p.require(ActionManageCampaign); err != nil {
		return 0, err
	}
	if err := checkDoc(doc, kind); err != nil {
		return 0, err
	}
	var v int64
	err := a.inTx(ctx, func(tx store.Tx) error {
		if _, err := readCampaign(ctx, tx, p.Org.ID, campaignID); err != nil {
			return err
		}
		var err error
		v, err = a.saveDocTx(ctx, tx, p, docChange{kind: kind, id: campaignID, doc: doc, expected: expected,
			what: kind, action: "campaign." + kind, entityType: "campaign", entityID: campaignID})
		return err
	})
	return v, err
}

// CampaignDoc returns a campaign's concept or results object, or JSON null
// when none was saved, with its version (0 for none).
func (a *App) CampaignDoc(ctx context.Context, p *Principal, campaignID, kind string) (json.RawMessage, int64, error) {
	if _, err := a.GetCampaign(ctx, p, campaignID); err != nil {
		return nil, 0, err
	}
	var doc json.RawMessage
	var v int64
	err := a.store.View(ctx, func(tx store.Tx) error {
		var err error
		if doc, err = tx.GetDoc(ctx, p.Org.ID, kind, campaignID); errors.Is(err, store.ErrNotFound) {
			doc = json.RawMessage("null")
		} else if err != nil {
			return err
		}
		v, err = tx.DocVersion(ctx, p.Org.ID, kind, campaignID)
		return err
	})
	return doc, v, err
}

func checkDoc(doc json.RawMessage, what string) error {
	doc = bytes.TrimSpace(doc)
	if len(doc) == 0 || bytes.Equal(doc, []byte("null")) {
		return Invalid("%s is required", what)
	}
	if len(doc) > maxDocBytes {
		return Invalid("%s is too large (at most 1 MB)", what)
	}
	if !json.Valid(doc) {
		return Invalid("%s is not valid JSON", what)
	}
	return nil
}

// ProcessingResult is a processing result record (spec §3).
type ProcessingResult struct {
	ID              string          `json:"id"`
	Timestamp       string          `json:"timestamp"`
	AssetID         string          `json:"assetId"`
	AssetName       string          `json:"assetName"`
	ComplianceScore *float64        `json:"complianceScore"`
	Issues          json.RawMessage `json:"issues"`
	Recommendations json.RawMessage `json:"recommendations"`
	AIAnalysis      json.RawMessage `json:"aiAnalysis"`
	SavedBy         string          `json:"savedBy"`
	SavedAt         time.Time       `json:"savedAt"`
}

// SaveProcessingResult stores a client's processing result record.
func (a *App) SaveProcessingResult(ctx context.Context, p *Principal, r ProcessingResult) (ProcessingResult, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return r, err
	}
	if r.AssetID == "" && r.AssetName == "" {
		return r, Invalid("assetId or assetName is required")
	}
	if r.ComplianceScore != nil && (*r.ComplianceScore < 0 || *r.ComplianceScore > 100) {
		return r, Invalid("complianceScore must be between 0 and 100")
	}
	r.ID, r.SavedBy, r.SavedAt = store.NewID(), p.User.ID, a.now().UTC()
	raw, err := json.Marshal(r)
	if err != nil {
		return r, err
	}
	if len(raw) > maxDocBytes {
		return r, Invalid("processing result is too large (at most 1 MB)")
	}
	return r, a.inTx(ctx, func(tx store.Tx) error {
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocProcessingResults, r.ID, raw); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "processing-result.create", "processing-result", r.ID, nil, json.RawMessage(raw))
	})
}

// ListProcessingResults returns the saved processing results, newest first.
func (a *App) ListProcessingResults(ctx context.Context, p *Principal) ([]ProcessingResult, error) {
	docs, ids, err := a.store.ListDocs(ctx, p.Org.ID, store.DocProcessingResults)
	if err != nil {
		return nil, err
	}
	out := make([]ProcessingResult, 0, len(ids))
	for i := len(ids) - 1; i >= 0; i-- {
		var r ProcessingResult
		if err := json.Unmarshal(docs[ids[i]], &r); err != nil {
			return nil, fmt.Errorf("processing result %s: %w", ids[i], err)
		}
		out = append(out, r)
	}
	return out, nil
}

// DashboardStats are the dashboard's figures.
type DashboardStats struct {
	Campaigns          int            `json:"campaigns"`
	CampaignsByStatus  map[string]int `json:"campaignsByStatus"`
	Assets             int            `json:"assets"`
	AssetsByStatus     map[string]int `json:"assetsByStatus"`
	AverageCompliance  *int           `json:"averageCompliance"`
	Bands              map[string]int `json:"bands"` // Compliant, Review, Non-Compliant
	MostFailedRules    []RuleFailures `json:"mostFailedRules"`
	ActiveRules        int            `json:"activeRules"`
	AssetsNeedingFixes int            `json:"assetsNeedingFixes"`
	// AIMode is the configured analyzer ("offline" or "openai") and
	// AIAvailable whether a model stands behind it, so the dashboard shows
	// the real AI state rather than a fixed "AI Ready".
	AIMode      string `json:"aiMode"`
	AIAvailable bool   `json:"aiAvailable"`
}

// RuleFailures counts the assets failing one rule (an asset counts once
// however many of its checks fail the rule).
type RuleFailures struct {
	Rule     string `json:"rule"`
	Field    string `json:"field"`
	Severity string `json:"severity"`
	Failures int    `json:"failures"`
}

// Dashboard computes the organization's dashboard statistics.
func (a *App) Dashboard(ctx context.Context, p *Principal) (DashboardStats, error) {
	st := DashboardStats{CampaignsByStatus: map[string]int{}, AssetsByStatus: map[string]int{},
		Bands: map[string]int{"Compliant": 0, "Review": 0, "Non-Compliant": 0}, MostFailedRules: []RuleFailures{}}
	an := a.analyzer()
	st.AIMode, st.AIAvailable = an.Name(), an.Available()
	campaigns, err := a.store.ListCampaigns(ctx, p.Org.ID)
	if err != nil {
		return st, err
	}
	st.Campaigns = len(campaigns)
	for _, c := range campaigns {
		st.CampaignsByStatus[c.Status]++
	}
	assets, err := a.store.ListAssets(ctx, p.Org.ID, "")
	if err != nil {
		return st, err
	}
	st.Assets = len(assets)
	failures := map[string]*RuleFailures{}
	sum, scored := 0, 0
	for _, as := range assets {
		st.AssetsByStatus[as.Status]++
		if as.Analysis == nil {
			continue
		}
		if s := as.Analysis.ComplianceScore; s != nil {
			sum += *s
			scored++
			st.Bands[string(as.Analysis.Band)]++
		}
		if as.Analysis.Summary.Failed > 0 {
			st.AssetsNeedingFixes++
		}
		counted := map[string]bool{}
		for _, is := range as.Analysis.Issues {
			key := is.Rule + "|" + is.Field
			if is.Status != "fail" || counted[key] {
				continue
			}
			counted[key] = true
			if failures[key] == nil {
				failures[key] = &RuleFailures{Rule: is.Rule, Field: is.Field, Severity: string(is.Severity)}
			}
			failures[key].Failures++
		}
	}
	if scored > 0 {
		avg := (sum + scored/2) / scored
		st.AverageCompliance = &avg
	}
	for _, f := range failures {
		st.MostFailedRules = append(st.MostFailedRules, *f)
	}
	sort.Slice(st.MostFailedRules, func(i, j int) bool {
		x, y := st.MostFailedRules[i], st.MostFailedRules[j]
		if x.Failures != y.Failures {
			return x.Failures > y.Failures
		}
		return x.Rule < y.Rule
	})
	if len(st.MostFailedRules) > 10 {
		st.MostFailedRules = st.MostFailedRules[:10]
	}
	rules, err := a.store.GetRules(ctx, p.Org.ID)
	if err != nil {
		return st, err
	}
	for _, r := range rules {
		if r.Enabled {
			st.ActiveRules++
		}
	}
	return st, nil
}
