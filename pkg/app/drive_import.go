package app

import (
	"context"
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/drive"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// MaxDriveImportFiles bounds the files of one Drive import.
const MaxDriveImportFiles = 200

// MaxRunningDriveImports bounds the imports one user runs at once; more
// answer 429 until one finishes.
const MaxRunningDriveImports = 2

// driveImportTimeout bounds one file's download.
const driveImportTimeout = 10 * time.Minute

// Statuses of a file of a Drive import.
const (
	ImportQueued          = "queued"
	ImportDownloading     = "downloading"
	ImportImported        = "imported"
	ImportAlreadyImported = "already imported"
	ImportFailed          = "failed"
)

// DriveImportRequest is POST /api/assets/import-from-drive: the campaign,
// the selected Drive file IDs, whether they come from the demo drive, and
// whether files already imported are imported again.
type DriveImportRequest struct {
	CampaignID string   `json:"campaignId"`
	FileIDs    []string `json:"fileIds"`
	Demo       bool     `json:"demo"`
	Reimport   bool     `json:"reimport"`
}

// DriveImportItem is one file's progress and result.
type DriveImportItem struct {
	FileID  string `json:"fileId"`
	Name    string `json:"name,omitempty"`
	Status  string `json:"status"`
	AssetID string `json:"assetId,omitempty"`
	// Error is why the file was not imported; Reason is Google's reason
	// code when Google refused it.
	Error  string `json:"error,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// DriveImport is a background import job.
type DriveImport struct {
	ID         string            `json:"id"`
	CampaignID string            `json:"campaignId"`
	Done       bool              `json:"done"`
	Files      []DriveImportItem `json:"files"`
	StartedAt  time.Time         `json:"startedAt"`
	FinishedAt *time.Time        `json:"finishedAt,omitempty"`

	orgID, userID string
}

// driveImports holds the jobs, running and finished, for an hour after
// they finish.
type driveImports struct {
	mu   sync.Mutex
	jobs map[string]*DriveImport
}

const finishedImportTTL = time.Hour

// snapshot copies a job under the lock.
func (d *driveImports) snapshot(j *DriveImport) DriveImport {
	d.mu.Lock()
	defer d.mu.Unlock()
	c := *j
	c.Files = append([]DriveImportItem(nil), j.Files...)
	return c
}

func (d *driveImports) update(j *DriveImport, i int, fn func(*DriveImportItem)) DriveImport {
	d.mu.Lock()
	fn(&j.Files[i])
	d.mu.Unlock()
	return d.snapshot(j)
}

// ImportFromDrive starts importing the selected files into the campaign as
// a background job and returns it. Each file is downloaded (Google
// documents exported as PDF) and stored through the upload path, with its
// size and type budgets and its audit entry, under an ID prefixed 'gd-';
// progress goes over the campaign's event stream. A file that fails is
// reported with Google's reason and the others go on; a file whose Drive
// ID and modified time are already in the campaign is reported "already
// imported" unless Reimport is set.
func (a *App) ImportFromDrive(ctx context.Context, p *Principal, req DriveImportRequest) (DriveImport, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return DriveImport{}, err
	}
	ids := uniqueIDs(req.FileIDs)
	switch {
	case len(ids) == 0:
		return DriveImport{}, Invalid("Select at least one file to import")
	case len(ids) > MaxDriveImportFiles:
		return DriveImport{}, Invalid("Too many files in one import (at most %d)", MaxDriveImportFiles)
	}
	if req.CampaignID == "" {
		req.CampaignID = store.NoCampaign
	}
	if req.CampaignID != store.NoCampaign {
		if _, err := a.GetCampaign(ctx, p, req.CampaignID); err != nil {
			return DriveImport{}, err
		}
	}
	src, err := a.driveFor(ctx, p, req.Demo)
	if err != nil {
		return DriveImport{}, err
	}
	job := &DriveImport{ID: store.NewID(), CampaignID: req.CampaignID, StartedAt: a.now().UTC(), orgID: p.Org.ID, userID: p.User.ID}
	for _, id := range ids {
		job.Files = append(job.Files, DriveImportItem{FileID: id, Status: ImportQueued})
	}
	d := &a.drive.imports
	d.mu.Lock()
	if d.jobs == nil {
		d.jobs = map[string]*DriveImport{}
	}
	now, running := a.now(), 0
	for id, j := range d.jobs {
		if j.FinishedAt != nil && now.Sub(*j.FinishedAt) > finishedImportTTL {
			delete(d.jobs, id)
		}
		if !j.Done && j.userID == p.User.ID {
			running++
		}
	}
	if running >= MaxRunningDriveImports {
		d.mu.Unlock()
		return DriveImport{}, &Error{Kind: ErrTooManyRequests, Msg: "You already have imports from Drive running; wait until one finishes"}
	}
	d.jobs[job.ID] = job
	d.mu.Unlock()
	// The job outlives the request; the principal is copied.
	pc := *p
	go a.runDriveImport(context.WithoutCancel(ctx), &pc, src, job, req.Reimport)
	return d.snapshot(job), nil
}

// DriveImportJob returns one of the caller's import jobs.
func (a *App) DriveImportJob(p *Principal, id string) (DriveImport, error) {
	d := &a.drive.imports
	d.mu.Lock()
	j, ok := d.jobs[id]
	d.mu.Unlock()
	if !ok || j.orgID != p.Org.ID || j.userID != p.User.ID {
		return DriveImport{}, NotFound("import")
	}
	return d.snapshot(j), nil
}

func uniqueIDs(ids []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, id := range ids {
		id = strings.TrimSpace(id)
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

func (a *App) runDriveImport(ctx context.Context, p *Principal, src driveSource, job *DriveImport, reimport bool) {
	d := &a.drive.imports
	for i := range job.Files {
		a.importDriveFile(ctx, p, src, job, i, reimport)
	}
	d.mu.Lock()
	now := a.now().UTC()
	job.Done, job.FinishedAt = true, &now
	d.mu.Unlock()
	a.publishImport(d.snapshot(job))
}

// importDriveFile imports one file of the job; whatever happens is written
// on the file's item and published.
func (a *App) importDriveFile(ctx context.Context, p *Principal, src driveSource, job *DriveImport, i int, reimport bool) {
	d := &a.drive.imports
	fail := func(err error) {
		item := DriveImportItem{Status: ImportFailed, Error: err.Error()}
		var de *drive.Error
		if errors.As(err, &de) {
			item.Reason = de.Reason
		}
		a.publishImport(d.update(job, i, func(it *DriveImportItem) { it.Status, it.Error, it.Reason = item.Status, item.Error, item.Reason }))
	}
	ctx, cancel := context.WithTimeout(ctx, driveImportTimeout)
	defer cancel()
	f, err := src.Get(ctx, job.Files[i].FileID)
	if err != nil {
		fail(driveFailure(err))
		return
	}
	a.publishImport(d.update(job, i, func(it *DriveImportItem) { it.Name, it.Status = f.Name, ImportDownloading }))
	if f.IsFolder {
		fail(Invalid("%s is a folder; open it and select its files", f.Name))
		return
	}
	if !reimport {
		if prev, ok := a.importedAlready(ctx, p, job.CampaignID, f); ok {
			a.publishImport(d.update(job, i, func(it *DriveImportItem) { it.Status, it.AssetID = ImportAlreadyImported, prev }))
			return
		}
	}
	body, err := src.Open(ctx, f)
	if err != nil {
		fail(driveFailure(err))
		return
	}
	defer body.Close()
	name := f.Name
	if f.Exported() && !strings.HasSuffix(strings.ToLower(name), ".pdf") {
		name += ".pdf"
	}
	_, demo := src.(*demoDriveSource)
	origin := uploadOrigin{action: "asset.import-from-drive", idPrefix: "gd-", drive: &store.DriveSource{
		FileID: f.ID, ModifiedTime: f.ModifiedTime, WebViewLink: f.WebViewLink, ThumbnailLink: f.ThumbnailLink, Demo: demo,
	}}
	asset, _, err := a.uploadAsset(ctx, p, job.CampaignID, name, body, "", origin)
	if err != nil {
		fail(driveFailure(err))
		return
	}
	a.publishImport(d.update(job, i, func(it *DriveImportItem) { it.Status, it.AssetID = ImportImported, asset.ID }))
}

// driveFailure keeps Google's refusal (with its reason) as it is and
// classifies the rest.
func driveFailure(err error) error {
	var de *drive.Error
	if errors.As(err, &de) && !de.Unauthorized() {
		return err
	}
	return driveError(err)
}

// importedAlready returns the asset of the campaign imported from the same
// Drive file at the same modified time.
func (a *App) importedAlready(ctx context.Context, p *Principal, campaignID string, f drive.File) (string, bool) {
	assets, err := a.store.ListAssets(ctx, p.Org.ID, campaignID)
	if err != nil {
		return "", false
	}
	for _, as := range assets {
		if as.Drive != nil && as.Drive.FileID == f.ID && as.Drive.ModifiedTime == f.ModifiedTime {
			return as.ID, true
		}
	}
	return "", false
}
