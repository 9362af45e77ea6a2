package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
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
	// RowCount is the number of rows of the sheet (Rows may hold one
	// page of them); MissingCount the missing creatives among them.
	RowCount     int        `json:"rowCount"`
	MissingCount int        `json:"missingCount"`
	Status       string     `json:"status"`
	CreatedBy    string     `json:"createdBy"`
	CreatedAt    time.Time  `json:"createdAt"`
	SentBy       string     `json:"sentBy,omitempty"`
	SentAt       *time.Time `json:"sentAt,omitempty"`
	FileName     string     `json:"fileName"`

	// inlineRows marks a package saved with its rows in its record, before
	// rows were kept in chunks.
	inlineRows bool
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
	pkg.RowCount = len(pkg.Rows)
	for _, r := range m.Rows {
		if r.Missing {
			pkg.MissingCount++
		}
	}
	err = a.inTx(ctx, func(tx store.Tx) error {
		if _, err := readCampaign(ctx, tx, p.Org.ID, campaignID); err != nil {
			return err
		}
		if err := putPackageRows(ctx, tx, p, pkg); err != nil {
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

// GetTraffickingPackage returns one package with all its rows.
func (a *App) GetTraffickingPackage(ctx context.Context, p *Principal, id string) (TraffickingPackage, error) {
	pkg, err := getPackage(ctx, a.store, p, id)
	if err != nil || pkg.Rows != nil {
		return pkg, err
	}
	pkg.Rows, err = packageRows(ctx, a.store, p, pkg, 0, pkg.RowCount)
	return pkg, err
}

// TraffickingPackagePage returns a package with one page of its rows
// (the rows are a frozen snapshot, so a row's place never changes) and
// the cursor of the next page.
func (a *App) TraffickingPackagePage(ctx context.Context, p *Principal, id string, pg PageRequest) (TraffickingPackage, string, error) {
	pkg, err := getPackage(ctx, a.store, p, id)
	if err != nil {
		return pkg, "", err
	}
	start := 0
	if pg.Cursor != "" {
		key, err := decodeKeyCursor(pg.Cursor)
		if err != nil {
			return pkg, "", err
		}
		n, err := strconv.Atoi(key)
		if err != nil || n < 0 || n >= pkg.RowCount {
			return pkg, "", Invalid("invalid cursor")
		}
		start = n + 1
	}
	end := min(start+pg.limit(), pkg.RowCount)
	if pkg.Rows != nil { // a package saved with its rows inline
		pkg.Rows = pkg.Rows[start:end]
	} else if pkg.Rows, err = packageRows(ctx, a.store, p, pkg, start, end); err != nil {
		return pkg, "", err
	}
	next := ""
	if end < pkg.RowCount {
		next = encodeKeyCursor(strconv.Itoa(end - 1))
	}
	return pkg, next, nil
}

// packageRowsChunk is how many rows one trafficking-rows document holds:
// a page of rows reads one or two of them, not the whole sheet.
const packageRowsChunk = 1000

func rowsChunkID(pkgID string, chunk int) string { return fmt.Sprintf("%s/%06d", pkgID, chunk) }

// putPackageRows stores a new package's rows in chunks.
func putPackageRows(ctx context.Context, tx store.Tx, p *Principal, pkg TraffickingPackage) error {
	for start := 0; start < len(pkg.Rows); start += packageRowsChunk {
		raw, err := json.Marshal(pkg.Rows[start:min(start+packageRowsChunk, len(pkg.Rows))])
		if err != nil {
			return err
		}
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocTraffickingRows, rowsChunkID(pkg.ID, start/packageRowsChunk), raw); err != nil {
			return err
		}
	}
	return nil
}

// packageRows reads rows [start, end) of a package whose rows are kept in
// chunks.
func packageRows(ctx context.Context, tx store.Tx, p *Principal, pkg TraffickingPackage, start, end int) ([]map[string]string, error) {
	out := make([]map[string]string, 0, max(0, end-start))
	for chunk := start / packageRowsChunk; chunk*packageRowsChunk < end; chunk++ {
		raw, err := tx.GetDoc(ctx, p.Org.ID, store.DocTraffickingRows, rowsChunkID(pkg.ID, chunk))
		if err != nil {
			return nil, fmt.Errorf("trafficking package %s, rows from %d: %w", pkg.ID, chunk*packageRowsChunk, err)
		}
		var rows []map[string]string
		if err := json.Unmarshal(raw, &rows); err != nil {
			return nil, err
		}
		first := chunk * packageRowsChunk
		lo, hi := max(start, first)-first, min(end, first+len(rows))-first
		if lo < hi {
			out = append(out, rows[lo:hi]...)
		}
	}
	return out, nil
}

func getPackage(ctx context.Context, tx store.Tx, p *Principal, id string) (TraffickingPackage, error) {
	pkg, err := readDoc[TraffickingPackage](ctx, tx, p.Org.ID, store.DocTrafficking, id, "trafficking package")
	if err != nil {
		return pkg, err
	}
	if pkg.Rows != nil { // saved before rows were kept in chunks
		pkg.RowCount, pkg.inlineRows = len(pkg.Rows), true
	}
	return pkg, nil
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

// putPackage writes a package's record; its rows live in their chunks
// (putPackageRows), unless it was saved with them inline before.
func putPackage(ctx context.Context, tx store.Tx, p *Principal, pkg TraffickingPackage) error {
	if !pkg.inlineRows {
		pkg.Rows = nil
	}
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
