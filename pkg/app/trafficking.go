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

// Trafficking package statuses.
const (
	PackageDraft = "draft"
	PackageSent  = "sent"
)

// TraffickingPackage is a frozen snapshot of a campaign's trafficking
// sheet: its headers and rows when it was made. Sending it records who
// sent it and when, and makes it immutable.
type TraffickingPackage struct {
	ID           string              `json:"id"`
	CampaignID   string              `json:"campaignId"`
	CampaignName string              `json:"campaignName"`
	Headers      []string            `json:"headers"`
	Rows         []map[string]string `json:"rows"`
	Status       string              `json:"status"`
	CreatedBy    string              `json:"createdBy"`
	CreatedAt    time.Time           `json:"createdAt"`
	SentBy       string              `json:"sentBy,omitempty"`
	SentAt       *time.Time          `json:"sentAt,omitempty"`
	FileName     string              `json:"fileName"`
}

// CreateTraffickingPackage snapshots the campaign's trafficking sheet with
// the organization's headers (or the given ones).
func (a *App) CreateTraffickingPackage(ctx context.Context, p *Principal, campaignID string, headers []string) (TraffickingPackage, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return TraffickingPackage{}, err
	}
	m, err := a.CampaignMatrix(ctx, p, campaignID)
	if err != nil {
		return TraffickingPackage{}, err
	}
	if len(m.Rows) == 0 {
		return TraffickingPackage{}, Invalid("the campaign has no assets to traffic")
	}
	if headers = matrix.CleanHeaders(headers); len(headers) == 0 {
		if headers, err = a.TraffickingHeaders(ctx, p); err != nil {
			return TraffickingPackage{}, err
		}
	}
	pkg := TraffickingPackage{
		ID: store.NewID(), CampaignID: campaignID, CampaignName: m.Options.CampaignName,
		Headers: headers, Rows: matrix.TraffickingRows(m, headers), Status: PackageDraft,
		CreatedBy: reviewerName(p), CreatedAt: a.now().UTC(),
		FileName: export.TraffickingFileName(m.Options.CampaignName),
	}
	err = a.inTx(ctx, func(tx store.Tx) error {
		if _, err := tx.GetCampaign(ctx, p.Org.ID, campaignID); errors.Is(err, store.ErrNotFound) {
			return NotFound("campaign")
		} else if err != nil {
			return err
		}
		if err := putPackage(ctx, tx, p, pkg); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "trafficking.create", "trafficking-package", pkg.ID, nil, packageSummary(pkg))
	})
	return pkg, err
}

// SendTraffickingPackage marks a package sent; a sent package cannot be
// sent or changed again.
func (a *App) SendTraffickingPackage(ctx context.Context, p *Principal, id string) (TraffickingPackage, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return TraffickingPackage{}, err
	}
	var pkg TraffickingPackage
	err := a.inTx(ctx, func(tx store.Tx) error {
		var err error
		if pkg, err = getPackage(ctx, tx, p, id); err != nil {
			return err
		}
		if pkg.Status == PackageSent {
			return &Error{Kind: ErrConflict, Msg: "this trafficking package was already sent on " + pkg.SentAt.Format("2006-01-02 15:04 MST") + " and cannot change"}
		}
		old := packageSummary(pkg)
		now := a.now().UTC()
		pkg.Status, pkg.SentBy, pkg.SentAt = PackageSent, reviewerName(p), &now
		if err := putPackage(ctx, tx, p, pkg); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "trafficking.send", "trafficking-package", pkg.ID, old, packageSummary(pkg))
	})
	return pkg, err
}

// GetTraffickingPackage returns one package.
func (a *App) GetTraffickingPackage(ctx context.Context, p *Principal, id string) (TraffickingPackage, error) {
	return getPackage(ctx, a.store, p, id)
}

func getPackage(ctx context.Context, tx store.Tx, p *Principal, id string) (TraffickingPackage, error) {
	var pkg TraffickingPackage
	raw, err := tx.GetDoc(ctx, p.Org.ID, store.DocTrafficking, id)
	if errors.Is(err, store.ErrNotFound) {
		return pkg, NotFound("trafficking package")
	}
	if err != nil {
		return pkg, err
	}
	return pkg, json.Unmarshal(raw, &pkg)
}

// ListTraffickingPackages returns the packages, of one campaign when
// campaignID is set, newest first, without their rows.
func (a *App) ListTraffickingPackages(ctx context.Context, p *Principal, campaignID string) ([]TraffickingPackage, error) {
	docs, ids, err := a.store.ListDocs(ctx, p.Org.ID, store.DocTrafficking)
	if err != nil {
		return nil, err
	}
	out := []TraffickingPackage{}
	for i := len(ids) - 1; i >= 0; i-- {
		var pkg TraffickingPackage
		if err := json.Unmarshal(docs[ids[i]], &pkg); err != nil {
			return nil, err
		}
		if campaignID == "" || pkg.CampaignID == campaignID {
			pkg.Rows = nil
			out = append(out, pkg)
		}
	}
	return out, nil
}

// ExportTraffickingPackage writes a package's trafficking CSV.
func (a *App) ExportTraffickingPackage(ctx context.Context, p *Principal, id string, w io.Writer) (TraffickingPackage, error) {
	pkg, err := a.GetTraffickingPackage(ctx, p, id)
	if err != nil {
		return pkg, err
	}
	return pkg, export.WriteTraffickingCSV(w, pkg.Headers, pkg.Rows)
}

func putPackage(ctx context.Context, tx store.Tx, p *Principal, pkg TraffickingPackage) error {
	raw, err := json.Marshal(pkg)
	if err != nil {
		return err
	}
	return tx.PutDoc(ctx, p.Org.ID, store.DocTrafficking, pkg.ID, raw)
}

// packageSummary is a package as the trail records it: everything but the
// rows, which the package keeps.
func packageSummary(pkg TraffickingPackage) TraffickingPackage {
	pkg.Rows = nil
	return pkg
}
