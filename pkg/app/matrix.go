package app

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"time"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// settingTraffickingHeaders is the setting key of the trafficking headers.
const settingTraffickingHeaders = "trafficking-headers"

// AssetSummaries turns analysed assets into what the matrix needs.
func AssetSummaries(assets []store.Asset) []matrix.AssetSummary {
	out := make([]matrix.AssetSummary, 0, len(assets))
	for _, as := range assets {
		s := matrix.AssetSummary{ID: as.ID, Name: as.Name, Kind: as.Type, Format: as.Format, SizeBytes: as.Size, Status: as.Status}
		if as.Info != nil {
			s.Kind, s.Width, s.Height = string(as.Info.Kind), as.Info.Width, as.Info.Height
		}
		if an := as.Analysis; an != nil {
			s.ComplianceScore = an.ComplianceScore
			s.FDAFilingNumber, s.CustomerType = an.FDAFilingNumber, an.CustomerType
		}
		out = append(out, s)
	}
	return out
}

// MatrixOptions are a campaign's matrix options.
func MatrixOptions(c store.Campaign, today time.Time) matrix.Options {
	return matrix.Options{
		CampaignName: c.Name, FDAFilingNumber: c.FDAFilingNumber, Indication: c.Indication,
		CustomerType: c.CustomerType, Channel: c.Channel, DOFUExpiration: c.DOFUExpiration, Today: today,
	}
}

// CampaignMatrix returns the campaign's creative matrix: the saved,
// edited one brought up to date with the assets, or one generated from
// the assets (spec §4).
func (a *App) CampaignMatrix(ctx context.Context, p *Principal, campaignID string) (matrix.Matrix, error) {
	c, err := a.GetCampaign(ctx, p, campaignID)
	if err != nil {
		return matrix.Matrix{}, err
	}
	assets, err := a.store.ListAssets(ctx, p.Org.ID, campaignID)
	if err != nil {
		return matrix.Matrix{}, err
	}
	summaries := AssetSummaries(assets)
	raw, err := a.store.GetDoc(ctx, p.Org.ID, store.DocMatrix, campaignID)
	if errors.Is(err, store.ErrNotFound) {
		return matrix.Generate(summaries, MatrixOptions(c, a.now().UTC())), nil
	}
	if err != nil {
		return matrix.Matrix{}, err
	}
	var saved matrix.Matrix
	if err := json.Unmarshal(raw, &saved); err != nil {
		return matrix.Matrix{}, err
	}
	saved.Options.Today = a.now().UTC()
	return matrix.Sync(saved, summaries), nil
}

// SaveMatrix stores the team's edits of a campaign's matrix after
// validating every row.
func (a *App) SaveMatrix(ctx context.Context, p *Principal, campaignID string, m matrix.Matrix) (matrix.Matrix, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return m, err
	}
	if _, err := a.GetCampaign(ctx, p, campaignID); err != nil {
		return m, err
	}
	if len(m.Rows) > 100_000 {
		return m, Invalid("too many matrix rows (at most 100000)")
	}
	for i := range m.Rows {
		matrix.Refresh(&m.Rows[i])
	}
	if err := m.Validate(); err != nil {
		return m, Invalid("%s", err.Error())
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return m, err
	}
	if err := a.store.PutDoc(ctx, p.Org.ID, store.DocMatrix, campaignID, raw); err != nil {
		return m, err
	}
	a.audit(ctx, p, "matrix.save", "campaign/"+campaignID, "", "")
	return m, nil
}

// ExportMatrix writes the campaign's matrix as csv, html or xlsx and
// returns the file name (spec §9).
func (a *App) ExportMatrix(ctx context.Context, p *Principal, campaignID, format string, w io.Writer) error {
	m, err := a.CampaignMatrix(ctx, p, campaignID)
	if err != nil {
		return err
	}
	return export.Write(w, format, export.FromMatrix(m))
}

// TraffickingHeaders returns the organization's trafficking headers, or
// the spec's fallback list.
func (a *App) TraffickingHeaders(ctx context.Context, p *Principal) ([]string, error) {
	raw, err := a.store.GetDoc(ctx, p.Org.ID, store.DocSetting, settingTraffickingHeaders)
	if errors.Is(err, store.ErrNotFound) {
		return append([]string(nil), matrix.DefaultHeaders...), nil
	}
	if err != nil {
		return nil, err
	}
	var headers []string
	return headers, json.Unmarshal(raw, &headers)
}

// SaveTraffickingHeaders stores the organization's trafficking headers.
func (a *App) SaveTraffickingHeaders(ctx context.Context, p *Principal, headers []string) ([]string, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return nil, err
	}
	headers = matrix.CleanHeaders(headers)
	if len(headers) == 0 {
		return nil, Invalid("headers is empty")
	}
	if len(headers) > 500 {
		return nil, Invalid("too many headers (at most 500)")
	}
	raw, _ := json.Marshal(headers)
	if err := a.store.PutDoc(ctx, p.Org.ID, store.DocSetting, settingTraffickingHeaders, raw); err != nil {
		return nil, err
	}
	a.audit(ctx, p, "settings.trafficking-headers", "settings", "", string(raw))
	return headers, nil
}

// ParseTraffickingTemplate reads the headers of an uploaded .xlsx or .csv
// trafficking template.
func (a *App) ParseTraffickingTemplate(r io.ReaderAt, size int64, name string) ([]string, error) {
	headers, err := matrix.ParseHeaders(r, size, name)
	if err != nil {
		return nil, Invalid("Failed to process trafficking file: %s", err.Error())
	}
	return headers, nil
}
