package tui

import (
	"context"
	"errors"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// StoredAsset is a stored asset under review. An asset still processing,
// or one processing failed on, is listed with why it has no result.
func StoredAsset(as store.Asset) Asset {
	r := report.AssetResult{Path: as.Name, Name: as.Name, Info: media.Info{Format: as.Format, MimeType: as.MimeType, Size: as.Size}}
	if as.Info != nil {
		r.Info = *as.Info
	}
	switch {
	case as.Error != "":
		r.Error = as.Error
	case as.Analysis == nil:
		r.Error = "not checked yet (" + as.Status + ")"
	default:
		r.Analysis = as.Analysis.Analysis
	}
	return Asset{ID: as.ID, AssetResult: r, Summary: app.AssetSummaries([]store.Asset{as})[0], Reviews: as.Reviews}
}

// StoreSource is a campaign in the data directory, read and reviewed
// through pkg/app as the server would.
type StoreSource struct {
	core     *app.App
	p        *app.Principal
	campaign store.Campaign
	rules    []compliance.Rule
	readOnly string
}

// NewStoreSource returns the source of a stored campaign, reviewed as p.
// readOnly, when set, says why reviews cannot be saved (a snapshot taken
// while the server holds the database).
func NewStoreSource(ctx context.Context, core *app.App, p *app.Principal, campaignID, readOnly string) (*StoreSource, error) {
	c, err := core.GetCampaign(ctx, p, campaignID)
	if err != nil {
		return nil, err
	}
	rules, _, err := core.RulesFor(ctx, p.Org.ID, &c)
	if err != nil {
		return nil, err
	}
	return &StoreSource{core: core, p: p, campaign: c, rules: rules, readOnly: readOnly}, nil
}

// Title names the campaign.
func (s *StoreSource) Title() string { return "campaign " + s.campaign.Name }

// Rules are the rules of the campaign's rule set.
func (s *StoreSource) Rules() []compliance.Rule { return s.rules }

// ReadOnly says why reviews cannot be saved, if they cannot.
func (s *StoreSource) ReadOnly() string { return s.readOnly }

// ReviewsAt says reviews are stored with the campaign.
func (s *StoreSource) ReviewsAt() string { return "the campaign, in the data directory" }

// MatrixOptions are the campaign's.
func (s *StoreSource) MatrixOptions() matrix.Options {
	return app.MatrixOptions(s.campaign, time.Now().UTC())
}

// Load reads the campaign's assets.
func (s *StoreSource) Load(ctx context.Context, feed *Feed) {
	go func() {
		pg := app.PageRequest{Limit: app.MaxPageSize}
		for {
			page, err := s.core.ListAssets(ctx, s.p, s.campaign.ID, pg)
			feed.Add(storedAssets(page.Items)...)
			if err != nil || page.NextCursor == "" {
				feed.Finish(err)
				return
			}
			pg.Cursor = page.NextCursor
		}
	}()
}

func storedAssets(list []store.Asset) []Asset {
	out := make([]Asset, len(list))
	for i, as := range list {
		out[i] = StoredAsset(as)
	}
	return out
}

// Review records the decision in the store, with its audit entry.
func (s *StoreSource) Review(ctx context.Context, a *Asset, act app.ReviewAction) ([]store.IssueReview, error) {
	if s.readOnly != "" {
		return nil, errors.New(s.readOnly)
	}
	as, err := s.core.ReviewIssue(ctx, s.p, a.ID, act)
	return as.Reviews, err
}
