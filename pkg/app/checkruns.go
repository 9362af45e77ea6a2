package app

import (
	"context"
	"encoding/json"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Check runs are the runs of `pharmaops asset check --server` that CI
// reported for a campaign: the checks ran on the pipeline's machine
// against the campaign's rules, and the builder lists the results.

// maxCheckRunAssets bounds the assets of one reported run.
const maxCheckRunAssets = 20000

// maxCheckRunsPerCampaign is how many runs a campaign keeps; reporting one
// more forgets the oldest.
const maxCheckRunsPerCampaign = 100

// CheckRunInput is a run as CI reports it.
type CheckRunInput struct {
	CampaignID     string
	Source         string
	Reference      string
	RuleSetID      string
	RuleSetVersion int
	Assets         []report.JSONAsset
}

// CheckRun is a reported run with its counts; only GetCheckRun fills Results.
type CheckRun struct {
	ID             string             `json:"id"`
	CampaignID     string             `json:"campaignId"`
	Source         string             `json:"source"`
	Reference      string             `json:"reference"`
	ReportedAt     time.Time          `json:"reportedAt"`
	ReportedBy     string             `json:"reportedBy"`
	RuleSetID      string             `json:"ruleSetId"`
	RuleSetVersion int                `json:"ruleSetVersion"`
	Assets         int                `json:"assets"`
	Passed         int                `json:"passed"`
	Failed         int                `json:"failed"`
	Warnings       int                `json:"warnings"`
	Results        []report.JSONAsset `json:"results,omitempty"`
}

// ReportCheckRun stores a run for the campaign, with its audit entry.
func (a *App) ReportCheckRun(ctx context.Context, p *Principal, in CheckRunInput) (CheckRun, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return CheckRun{}, err
	}
	if _, err := a.GetCampaign(ctx, p, in.CampaignID); err != nil {
		return CheckRun{}, err
	}
	for name, v := range map[string]string{"source": in.Source, "reference": in.Reference} {
		if utf8.RuneCountInString(v) > 300 || !utf8.ValidString(v) {
			return CheckRun{}, Invalid("%s must be at most 300 characters of text", name)
		}
	}
	if len(in.Assets) > maxCheckRunAssets {
		return CheckRun{}, Invalid("a check run holds at most %d assets", maxCheckRunAssets)
	}
	run := CheckRun{
		ID: store.NewID(), CampaignID: in.CampaignID, Source: strings.TrimSpace(in.Source), Reference: strings.TrimSpace(in.Reference),
		ReportedAt: a.now().UTC(), ReportedBy: p.User.Email, RuleSetID: in.RuleSetID, RuleSetVersion: in.RuleSetVersion,
		Assets: len(in.Assets), Results: in.Assets,
	}
	for _, r := range in.Assets {
		failed, warned := r.Error != "", false
		for _, is := range r.Issues {
			failed = failed || is.Status == compliance.StatusFail
			warned = warned || is.Status == compliance.StatusWarning
		}
		switch {
		case failed:
			run.Failed++
		case warned:
			run.Warnings++
			run.Passed++
		default:
			run.Passed++
		}
	}
	// The counts and the results are kept apart, so that listing runs
	// reads no results.
	summary := run
	summary.Results = nil
	raw, err := json.Marshal(summary)
	if err != nil {
		return CheckRun{}, err
	}
	results, err := json.Marshal(in.Assets)
	if err != nil {
		return CheckRun{}, err
	}
	err = a.inTx(ctx, func(tx store.Tx) error {
		runs, err := campaignCheckRuns(ctx, tx, p.Org.ID, in.CampaignID)
		if err != nil {
			return err
		}
		for i := maxCheckRunsPerCampaign - 1; i < len(runs); i++ {
			for _, kind := range []string{store.DocCheckRun, store.DocCheckRunResults} {
				if err := tx.DeleteDoc(ctx, p.Org.ID, kind, runs[i].ID); err != nil {
					return err
				}
			}
		}
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocCheckRun, run.ID, raw); err != nil {
			return err
		}
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocCheckRunResults, run.ID, results); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "checkrun.report", "campaign", in.CampaignID, nil, summary)
	})
	if err != nil {
		return CheckRun{}, err
	}
	return run, nil
}

// ListCheckRuns lists the campaign's reported runs, newest first, without
// their per-asset results.
func (a *App) ListCheckRuns(ctx context.Context, p *Principal, campaignID string) ([]CheckRun, error) {
	if _, err := a.GetCampaign(ctx, p, campaignID); err != nil {
		return nil, err
	}
	return campaignCheckRuns(ctx, a.store, p.Org.ID, campaignID)
}

// GetCheckRun returns one run of the campaign with its per-asset results.
func (a *App) GetCheckRun(ctx context.Context, p *Principal, campaignID, id string) (CheckRun, error) {
	if id == "" {
		return CheckRun{}, NotFound("check run")
	}
	raw, err := a.store.GetDoc(ctx, p.Org.ID, store.DocCheckRun, id)
	if err != nil {
		return CheckRun{}, notFoundAs(err, "check run")
	}
	var run CheckRun
	if err := json.Unmarshal(raw, &run); err != nil {
		return CheckRun{}, err
	}
	if run.CampaignID != campaignID {
		return CheckRun{}, NotFound("check run")
	}
	raw, err = a.store.GetDoc(ctx, p.Org.ID, store.DocCheckRunResults, id)
	if err != nil {
		return CheckRun{}, err
	}
	if err := json.Unmarshal(raw, &run.Results); err != nil {
		return CheckRun{}, err
	}
	return run, nil
}

// campaignCheckRuns returns the campaign's runs, newest first, without
// their results.
func campaignCheckRuns(ctx context.Context, tx store.Tx, orgID, campaignID string) ([]CheckRun, error) {
	docs, ids, err := tx.ListDocs(ctx, orgID, store.DocCheckRun)
	if err != nil {
		return nil, err
	}
	out := []CheckRun{}
	for _, id := range ids {
		var run CheckRun
		if err := json.Unmarshal(docs[id], &run); err != nil {
			return nil, err
		}
		if run.CampaignID == campaignID {
			out = append(out, run)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].ReportedAt.After(out[j].ReportedAt) })
	return out, nil
}

// EnabledRules returns the enabled rules of the organization, or of the
// campaign when campaignID is set, and the rule-set version they are.
func (a *App) EnabledRules(ctx context.Context, p *Principal, campaignID string) (store.RuleSetRef, []compliance.Rule, error) {
	var c *store.Campaign
	if campaignID != "" {
		got, err := a.GetCampaign(ctx, p, campaignID)
		if err != nil {
			return store.RuleSetRef{}, nil, err
		}
		c = &got
	}
	rules, ref, err := a.RulesFor(ctx, p.Org.ID, c)
	if err != nil {
		return ref, nil, err
	}
	enabled := make([]compliance.Rule, 0, len(rules))
	for _, r := range rules {
		if r.Enabled {
			enabled = append(enabled, r)
		}
	}
	return ref, enabled, nil
}
