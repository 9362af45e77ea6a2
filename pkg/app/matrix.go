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
	return a.buildMatrix(ctx, p, c, AssetSummaries(assets))
}

// buildMatrix is the campaign's saved matrix synced with its assets, or
// one generated from them.
func (a *App) buildMatrix(ctx context.Context, p *Principal, c store.Campaign, summaries []matrix.AssetSummary) (matrix.Matrix, error) {
	saved, found, err := a.readSavedMatrix(ctx, p.Org.ID, c.ID)
	if err != nil {
		return matrix.Matrix{}, err
	}
	if !found {
		return matrix.Generate(summaries, MatrixOptions(c, a.now().UTC())), nil
	}
	saved.Options.Today = a.now().UTC()
	return matrix.Sync(saved, summaries), nil
}

// MatrixVersion returns the version of a campaign's saved matrix (0 while
// none was saved).
func (a *App) MatrixVersion(ctx context.Context, p *Principal, campaignID string) (int64, error) {
	return a.docVersion(ctx, p, store.DocMatrix, campaignID)
}

// SaveMatrix stores the team's edits of a campaign's matrix after
// validating every row, and returns its new version. With expected set, a
// matrix saved since that version is not touched (a *ConflictError).
func (a *App) SaveMatrix(ctx context.Context, p *Principal, campaignID string, m matrix.Matrix, expected *int64) (matrix.Matrix, int64, error) {
	return a.saveMatrix(ctx, p, campaignID, m, expected, "matrix.save", nil)
}

// saveMatrix is SaveMatrix with the trail's action and, when set, what it
// records instead of the whole matrix before and after.
func (a *App) saveMatrix(ctx context.Context, p *Principal, campaignID string, m matrix.Matrix, expected *int64, action string, audit *auditValues) (matrix.Matrix, int64, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return m, 0, err
	}
	if len(m.Rows) > 100_000 {
		return m, 0, Invalid("too many matrix rows (at most 100000)")
	}
	for i := range m.Rows {
		matrix.Refresh(&m.Rows[i])
	}
	if err := m.Validate(); err != nil {
		return m, 0, Invalid("%s", err.Error())
	}
	if audit == nil {
		// A whole save's trail holds the matrix before and after.
		prev, found, err := a.readSavedMatrix(ctx, p.Org.ID, campaignID)
		if err != nil {
			return m, 0, err
		}
		audit = &auditValues{new: m}
		if found {
			audit.old = prev
		}
	}
	var v int64
	err := a.inTx(ctx, func(tx store.Tx) error {
		if _, err := readCampaign(ctx, tx, p.Org.ID, campaignID); err != nil {
			return err
		}
		prev, err := tx.GetDoc(ctx, p.Org.ID, store.DocMatrix, campaignID)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		head, _, err := writeMatrixRows(ctx, tx, p.Org.ID, campaignID, m, prev)
		if err != nil {
			return err
		}
		v, err = a.saveDocTx(ctx, tx, p, docChange{kind: store.DocMatrix, id: campaignID, doc: head, expected: expected,
			what: "matrix", action: action, entityType: "campaign", entityID: campaignID, audit: audit})
		return err
	})
	var ce *ConflictError
	if errors.As(err, &ce) {
		// The stored head holds no rows: a conflict answers the matrix
		// itself, when it is small enough to answer in an error.
		cur := VersionedDoc{Version: ce.Version}
		if saved, found, rerr := a.readSavedMatrix(ctx, p.Org.ID, campaignID); rerr == nil && found {
			if raw, merr := json.Marshal(saved); merr == nil && len(raw) <= maxConflictValue {
				cur.Value = raw
			}
		}
		ce.Current = cur
	}
	return m, v, err
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
	if err := json.Unmarshal(raw, &headers); err != nil {
		return nil, err
	}
	return headers, nil
}

// TraffickingHeadersVersion returns the version of the organization's
// trafficking headers (0 while the spec's fallback applies).
func (a *App) TraffickingHeadersVersion(ctx context.Context, p *Principal) (int64, error) {
	return a.docVersion(ctx, p, store.DocSetting, settingTraffickingHeaders)
}

// SaveTraffickingHeaders stores the organization's trafficking headers and
// returns their new version. With expected set, headers saved since that
// version are not touched (a *ConflictError).
func (a *App) SaveTraffickingHeaders(ctx context.Context, p *Principal, headers []string, expected *int64) ([]string, int64, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return nil, 0, err
	}
	headers = matrix.CleanHeaders(headers)
	if len(headers) == 0 {
		return nil, 0, Invalid("headers is empty")
	}
	if len(headers) > 500 {
		return nil, 0, Invalid("too many headers (at most 500)")
	}
	if err := matrix.CheckHeaderRow(headers); err != nil {
		return nil, 0, Invalid("%s", err.Error())
	}
	raw, _ := json.Marshal(headers)
	var v int64
	err := a.inTx(ctx, func(tx store.Tx) error {
		var err error
		v, err = a.saveDocTx(ctx, tx, p, docChange{kind: store.DocSetting, id: settingTraffickingHeaders, doc: raw, expected: expected,
			what: "trafficking header list", action: "settings.update", entityType: "setting", entityID: settingTraffickingHeaders})
		return err
	})
	if err != nil {
		return nil, 0, err
	}
	return headers, v, nil
}

// ParseTraffickingTemplate reads the headers of an uploaded .xlsx or .csv
// trafficking template, and refuses, with the reason, a file whose first row
// does not look like a header row (matrix.CheckHeaderRow). Nothing is saved:
// the client shows the headers for confirmation, then saves them.
func (a *App) ParseTraffickingTemplate(r io.ReaderAt, size int64, name string) ([]string, error) {
	headers, err := matrix.ParseHeaders(r, size, name)
	if err == nil {
		err = matrix.CheckHeaderRow(headers)
	}
	if err != nil {
		return nil, Invalid("Failed to process trafficking file: %s", err.Error())
	}
	return headers, nil
}
