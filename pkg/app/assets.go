package app

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"golang.org/x/sync/semaphore"

	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// sniffBytes is how much of an upload is read to recognise its type
// before anything is stored.
const sniffBytes = 4096

// Blobs returns the content-addressed store of asset bytes.
func (a *App) Blobs() blob.Store { return a.blobs }

// acceptedKind reports whether a sniffed MIME type is an accepted asset:
// image, video, PDF, DOC, DOCX (spec §2), or a zipped HTML5 banner.
func acceptedKind(mime string) (media.Kind, bool) {
	k := media.KindFromMime(mime)
	return k, k != media.KindUnknown
}

// builderType is the builder's type of an asset kind (spec §3: image,
// video or document). HTML5 banners are display creatives: image.
func builderType(k media.Kind) string {
	switch k {
	case media.KindVideo:
		return "video"
	case media.KindDocument:
		return "document"
	}
	return "image"
}

// cleanFileName keeps the base name of a client-sent file name, without
// control characters or bidirectional controls (which make
// "x\u202Egnp.exe" read as "xexe.png"). A name of only dots (".", "..")
// becomes "upload".
func cleanFileName(name string) string {
	name = strings.ReplaceAll(name, "\\", "/")
	name = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, export.StripBidi(name))
	name = strings.TrimSpace(path.Base(name))
	if strings.Trim(name, ".") == "" || name == "/" {
		name = "upload"
	}
	return name
}

// maxFileName is the longest file name an upload keeps, in characters: the
// matrix's longest text value, since the asset's name is its matrix rows'
// asset name and the source of their content name. A longer name is
// refused with a 400 rather than cut: a cut name (the server once kept the
// last 255 characters) reads as another file's.
const maxFileName = 500

// checkFileName refuses a cleaned file name longer than maxFileName.
func checkFileName(name string) error {
	if n := utf8.RuneCountInString(name); n > maxFileName {
		return Invalid("the file name %s… is too long (%d characters, at most %d)", string([]rune(name)[:40]), n, maxFileName)
	}
	return nil
}

// UploadAsset stores an uploaded file as an asset of the campaign (or of no
// campaign when campaignID is empty or 'no-campaign') and schedules its
// processing. The type is sniffed from the bytes before anything is stored:
// an unaccepted type or an oversized file stores nothing.
func (a *App) UploadAsset(ctx context.Context, p *Principal, campaignID, name string, r io.Reader) (store.Asset, error) {
	as, _, err := a.UploadAssetOnce(ctx, p, campaignID, name, r, "")
	return as, err
}

// maxIdempotencyKey bounds an Idempotency-Key.
const maxIdempotencyKey = 200

// uploadAnswer is what an idempotency key remembers of an upload.
type uploadAnswer struct {
	AssetID string      `json:"assetId"`
	Asset   store.Asset `json:"asset"`
}

func uploadKey(p *Principal, key string) string { return "upload\x00" + p.User.ID + "\x00" + key }

// UploadAssetOnce is UploadAsset with an idempotency key (empty for none):
// the key is stored with the asset in the same transaction, and a retry
// with the key gets the first asset back (replayed true) without reading r
// or storing anything. The asset, its campaign's counters and the audit
// entry commit together; an upload into a campaign deleted meanwhile
// stores nothing.
func (a *App) UploadAssetOnce(ctx context.Context, p *Principal, campaignID, name string, r io.Reader, key string) (asset store.Asset, replayed bool, err error) {
	return a.uploadAsset(ctx, p, campaignID, name, r, key, uploadOrigin{action: "asset.upload"})
}

// uploadOrigin says where an upload comes from: the audit action, an ID
// prefix ('gd-' for Drive imports) and the Drive file.
type uploadOrigin struct {
	action   string
	idPrefix string
	drive    *store.DriveSource
}

func (a *App) uploadAsset(ctx context.Context, p *Principal, campaignID, name string, r io.Reader, key string, origin uploadOrigin) (asset store.Asset, replayed bool, err error) {
	up, err := a.receiveUpload(ctx, p, campaignID, name, r, key)
	if err != nil || up.replayed {
		return up.asset, up.replayed, err
	}
	return a.storeUpload(ctx, p, up, origin)
}

// receivedUpload is a file whose type is sniffed and whose bytes are yet
// to be stored (or an idempotent retry's earlier answer: replayed).
type receivedUpload struct {
	campaignID, name, key, mime string
	kind                        media.Kind
	body                        io.Reader // from the first byte
	replayed                    bool
	asset                       store.Asset
}

// receiveUpload checks what an upload may do and sniffs its type; nothing
// is stored yet.
func (a *App) receiveUpload(ctx context.Context, p *Principal, campaignID, name string, r io.Reader, key string) (receivedUpload, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return receivedUpload{}, err
	}
	if len(key) > maxIdempotencyKey {
		return receivedUpload{}, Invalid("Idempotency-Key is too long (at most %d characters)", maxIdempotencyKey)
	}
	if key != "" {
		if prev, ok, err := a.previousUpload(ctx, a.store, p, key); err != nil || ok {
			return receivedUpload{replayed: ok, asset: prev}, err
		}
	}
	if campaignID == "" {
		campaignID = store.NoCampaign
	}
	if campaignID != store.NoCampaign {
		if _, err := a.GetCampaign(ctx, p, campaignID); err != nil {
			return receivedUpload{}, err
		}
	}
	name = cleanFileName(name)
	if err := checkFileName(name); err != nil {
		return receivedUpload{}, err
	}
	br := bufio.NewReaderSize(r, sniffBytes)
	head, err := br.Peek(sniffBytes)
	if err != nil && !errors.Is(err, io.EOF) && !errors.Is(err, bufio.ErrBufferFull) {
		return receivedUpload{}, err
	}
	if len(head) == 0 {
		return receivedUpload{}, Invalid("%s is empty", name)
	}
	mime := media.SniffMime(head)
	kind, ok := acceptedKind(mime)
	if !ok {
		return receivedUpload{}, &Error{Kind: ErrUnsupportedType, Msg: name + " is not a supported asset type (accepted: image, video, PDF, DOC, DOCX, or a zipped HTML5 banner)"}
	}
	return receivedUpload{campaignID: campaignID, name: name, key: key, mime: mime, kind: kind, body: br}, nil
}

// storeUpload stores a received file's bytes, then its record, the
// campaign's counters, the idempotency answer and the audit entry in one
// transaction, which concurrent uploads and processing results may share
// (group commit); then schedules its processing.
func (a *App) storeUpload(ctx context.Context, p *Principal, up receivedUpload, origin uploadOrigin) (asset store.Asset, replayed bool, err error) {
	name, campaignID, key := up.name, up.campaignID, up.key
	bound, byDisk := a.roomFor(a.cfg.MaxUploadBytes)
	ref, err := a.blobs.Put(ctx, up.body, bound)
	if errors.Is(err, blob.ErrTooLarge) && byDisk {
		return store.Asset{}, false, errDiskFull
	}
	if errors.Is(err, blob.ErrTooLarge) {
		return store.Asset{}, false, &Error{Kind: ErrTooLarge, Msg: name + " is larger than the upload limit of " + formatBytes(a.cfg.MaxUploadBytes)}
	}
	if err != nil {
		return store.Asset{}, false, err
	}
	if up.kind == media.KindHTML5 {
		if err := a.requireBanner(ctx, name, ref.SHA256); err != nil {
			return store.Asset{}, false, err
		}
	}
	now := a.now().UTC()
	fresh := store.Asset{
		ID: origin.idPrefix + store.NewID(), OrganizationID: p.Org.ID, CampaignID: campaignID, Name: name, Drive: origin.drive,
		Type: builderType(up.kind), MimeType: up.mime, Size: ref.Size, SHA256: ref.SHA256,
		Status: store.AssetUploading, Progress: 5, ProcessingSteps: pendingSteps(),
		UploadedBy: p.User.ID, UploadDate: now, LastModified: now,
	}
	// A group commit may run fn more than once (again on its own when
	// another change of the group failed): it sets everything it returns.
	err = a.store.WithBatchTx(ctx, func(tx store.Tx) error {
		replayed = false
		if key != "" { // a concurrent retry may have won
			var err error
			if asset, replayed, err = a.previousUpload(ctx, tx, p, key); err != nil || replayed {
				return err
			}
		}
		asset = fresh
		if campaignID != store.NoCampaign {
			if _, err := readCampaign(ctx, tx, p.Org.ID, campaignID); err != nil {
				return err
			}
		}
		if err := tx.PutAsset(ctx, asset); err != nil {
			return err
		}
		if err := a.campaignAssetChanged(ctx, tx, p.Org.ID, campaignID, nil, &asset); err != nil {
			return err
		}
		if key != "" {
			raw, _ := json.Marshal(uploadAnswer{AssetID: asset.ID, Asset: asset})
			if err := tx.PutIdempotent(ctx, p.Org.ID, uploadKey(p, key), raw, now); err != nil {
				return err
			}
		}
		return a.record(ctx, tx, p, origin.action, "asset", asset.ID, nil, asset)
	})
	if err != nil || replayed {
		a.releaseBlobsIfUnused(ctx, store.Asset{SHA256: ref.SHA256})
		return asset, replayed, err
	}
	a.publish(AssetEvent{Type: "asset.updated", Asset: asset})
	a.enqueue(p.Org.ID, asset.ID)
	return asset, false, nil
}

// Files of a multipart upload up to uploadInMemory bytes are read into
// memory and stored in the background, at most uploadsInFlight at once in
// the whole server (so at most 16 MB held), while the request's next
// file is read: making a file durable (fsync of its bytes and directory)
// and committing its record take several milliseconds of waiting on the
// disk, which one file after the other made the ceiling of a large
// upload. Larger files are stored as they stream in.
const (
	uploadInMemory  = 1 << 20
	uploadsInFlight = 16
)

var uploadSlots = semaphore.NewWeighted(uploadsInFlight)

// UploadWait returns the outcome of a file of UploadAssetAsync.
type UploadWait func() (asset store.Asset, replayed bool, err error)

// UploadAssetAsync is UploadAssetOnce for the files of one request. It
// returns once the file is read from r, so the caller can read the next
// one; what is refused before anything is stored (role, type, campaign,
// empty file) is its error. A small file is stored in the background:
// wait returns its outcome, and the caller answers the request only
// after waiting for every file, so nothing is acknowledged before it is
// durable.
func (a *App) UploadAssetAsync(ctx context.Context, p *Principal, campaignID, name string, r io.Reader, key string) (UploadWait, error) {
	origin := uploadOrigin{action: "asset.upload"}
	up, err := a.receiveUpload(ctx, p, campaignID, name, r, key)
	if err != nil {
		return nil, err
	}
	if up.replayed {
		return func() (store.Asset, bool, error) { return up.asset, true, nil }, nil
	}
	head, err := io.ReadAll(io.LimitReader(up.body, uploadInMemory+1))
	if err != nil {
		return nil, err
	}
	if len(head) > uploadInMemory {
		up.body = io.MultiReader(bytes.NewReader(head), up.body)
		asset, replayed, err := a.storeUpload(ctx, p, up, origin)
		return func() (store.Asset, bool, error) { return asset, replayed, err }, nil
	}
	up.body = bytes.NewReader(head)
	if err := uploadSlots.Acquire(ctx, 1); err != nil {
		return nil, err
	}
	var (
		asset    store.Asset
		replayed bool
		stored   error
		done     = make(chan struct{})
	)
	go func() {
		defer uploadSlots.Release(1)
		defer close(done)
		asset, replayed, stored = a.storeUpload(ctx, p, up, origin)
	}()
	return func() (store.Asset, bool, error) {
		<-done
		return asset, replayed, stored
	}, nil
}

// previousUpload returns the asset an earlier upload with the key stored:
// as it is now, or as it was stored when it has been deleted since.
func (a *App) previousUpload(ctx context.Context, tx store.Tx, p *Principal, key string) (store.Asset, bool, error) {
	raw, err := tx.GetIdempotent(ctx, p.Org.ID, uploadKey(p, key))
	if errors.Is(err, store.ErrNotFound) {
		return store.Asset{}, false, nil
	}
	if err != nil {
		return store.Asset{}, false, err
	}
	var ans uploadAnswer
	if err := json.Unmarshal(raw, &ans); err != nil {
		return store.Asset{}, false, err
	}
	if cur, err := tx.GetAsset(ctx, p.Org.ID, ans.AssetID); err == nil {
		return cur, true, nil
	}
	return ans.Asset, true, nil
}

// requireBanner accepts a stored zip as an asset only when it is an HTML5
// banner (an HTML file at its root); otherwise the bytes are released and
// the upload refused. A zip of assets goes through UploadZip.
func (a *App) requireBanner(ctx context.Context, name, sum string) error {
	// A local file: the zip directory is read in many small pieces, which
	// from a bucket would be as many requests.
	path, release, err := a.blobs.Local(ctx, sum, a.cfg.MaxUploadBytes)
	if err != nil {
		return err
	}
	info, err := media.ProbeFile(path)
	release()
	if err == nil && info.HTML5 != nil && len(info.HTML5.EntryHTML) > 0 {
		return nil
	}
	a.releaseBlobsIfUnused(ctx, store.Asset{SHA256: sum})
	return &Error{Kind: ErrUnsupportedType, Msg: name + " is not an HTML5 banner: a banner zip needs an index.html at its root. " +
		"To add the files of a zip as separate assets, upload it with Upload ZIP"}
}

// releaseBlobsIfUnused deletes a just-stored blob that no record holds,
// after a failed write of its record: a failed upload leaves no bytes.
func (a *App) releaseBlobsIfUnused(ctx context.Context, asset store.Asset) {
	for _, sum := range asset.BlobRefs() {
		if used, err := a.store.BlobReferenced(ctx, sum); err == nil && !used {
			a.deleteBlobs([]string{sum})
		}
	}
}

func (a *App) deleteBlobs(sums []string) {
	for _, sum := range sums {
		if err := a.blobs.Delete(context.Background(), sum); err != nil {
			a.log.Warn("deleting blob", "sha256", sum, "err", err)
		}
	}
}

func pendingSteps() []store.ProcessingStep {
	steps := make([]store.ProcessingStep, len(pipeline.Labels))
	for i, l := range pipeline.Labels {
		steps[i] = store.ProcessingStep{Label: l, Status: store.StepPending}
	}
	return steps
}

// ListAssets returns a page of the organization's assets of a campaign (all
// when campaignID is empty), oldest first.
func (a *App) ListAssets(ctx context.Context, p *Principal, campaignID string, pg PageRequest) (Page[store.Asset], error) {
	return a.QueryAssets(ctx, p, campaignID, AssetQuery{Sort: AssetSortUpload, Page: pg})
}

// QueryAssets returns a page of the organization's assets of a campaign
// (all when campaignID is empty) of one outcome or all, in the query's
// order. The filter and the order apply before the page is cut; the cursor
// holds the last asset's place in the order, so assets added while a client
// pages never make it repeat or skip the others.
func (a *App) QueryAssets(ctx context.Context, p *Principal, campaignID string, q AssetQuery) (Page[store.Asset], error) {
	if q.Sort == "" {
		q.Sort = AssetSortUpload
	}
	if err := checkCursorOrder(q.Page.Cursor, q.Sort); err != nil {
		return Page[store.Asset]{}, err
	}
	if campaignID != "" && campaignID != store.NoCampaign {
		if _, err := a.GetCampaign(ctx, p, campaignID); err != nil {
			return Page[store.Asset]{}, err
		}
	}
	list, err := a.store.ListAssets(ctx, p.Org.ID, campaignID)
	if err != nil {
		return Page[store.Asset]{}, err
	}
	if q.Outcome != "" {
		list = slices.DeleteFunc(list, func(as store.Asset) bool { return AssetOutcome(as) != q.Outcome })
	}
	// IDs are time-ordered: ID order is upload order.
	return pageByKey(list, q.Page, assetKeyFunc(q.Sort))
}

// GetAsset returns one asset of the caller's organization.
func (a *App) GetAsset(ctx context.Context, p *Principal, id string) (store.Asset, error) {
	return readAsset(ctx, a.store, p.Org.ID, id)
}

// readAsset reads one of the organization's assets from r (the store, or a
// transaction); a missing one is NotFound("asset"), for the user.
func readAsset(ctx context.Context, r store.Assets, orgID, id string) (store.Asset, error) {
	asset, err := r.GetAsset(ctx, orgID, id)
	return asset, notFoundAs(err, "asset")
}

// OpenAssetFile opens the asset's stored bytes (or its thumbnail).
func (a *App) OpenAssetFile(ctx context.Context, p *Principal, id string, thumbnail bool) (store.Asset, blob.Object, error) {
	asset, err := a.GetAsset(ctx, p, id)
	if err != nil {
		return asset, nil, err
	}
	sum := asset.SHA256
	if thumbnail {
		if asset.ThumbnailSHA256 == "" && asset.ThumbnailOnRequest {
			if asset, err = a.makeThumbnail(ctx, asset); err != nil {
				return asset, nil, err
			}
		}
		if asset.ThumbnailSHA256 == "" {
			return asset, nil, NotFound("thumbnail")
		}
		sum = asset.ThumbnailSHA256
	}
	f, err := a.blobs.Open(ctx, sum)
	if errors.Is(err, blob.ErrNotFound) {
		return asset, nil, NotFound("asset file")
	}
	return asset, f, err
}

// makeThumbnail makes and stores the thumbnail of an image that processing
// left to be made on request (store.Asset.ThumbnailOnRequest). Requests
// racing for one thumbnail make the same bytes, which are stored once. An
// image the decoder refuses after all gets no thumbnail, and is not tried
// again.
func (a *App) makeThumbnail(ctx context.Context, asset store.Asset) (store.Asset, error) {
	// A local file: the decoder reads in small pieces, which from a bucket
	// would be as many requests.
	path, release, err := a.blobs.Local(ctx, asset.SHA256, max(a.cfg.MaxUploadBytes, asset.Size))
	if errors.Is(err, blob.ErrNotFound) {
		return asset, NotFound("asset file")
	}
	if err != nil {
		return asset, err
	}
	defer release()
	f, err := os.Open(path)
	if err != nil {
		return asset, err
	}
	defer f.Close()
	var info media.Info
	if asset.Info != nil {
		info = *asset.Info
	}
	thumb, err := pipeline.Thumbnail(ctx, f, info)
	if err != nil {
		if ctx.Err() != nil {
			return asset, ctx.Err()
		}
		a.log.Warn("no thumbnail of the image", "asset", asset.ID, "err", err)
		asset, err = a.store.UpdateAsset(context.WithoutCancel(ctx), asset.OrganizationID, asset.ID, func(as *store.Asset) error {
			as.ThumbnailOnRequest = false
			return nil
		})
		return asset, notFoundAs(err, "asset")
	}
	ref, err := a.blobs.Put(ctx, bytes.NewReader(thumb), int64(len(thumb)))
	if err != nil {
		return asset, err
	}
	made, err := a.store.UpdateAsset(context.WithoutCancel(ctx), asset.OrganizationID, asset.ID, func(as *store.Asset) error {
		if as.ThumbnailSHA256 == "" && as.SHA256 == asset.SHA256 {
			as.ThumbnailSHA256 = ref.SHA256
		}
		as.ThumbnailOnRequest = false
		return nil
	})
	if err != nil {
		a.releaseBlobsIfUnused(ctx, store.Asset{SHA256: ref.SHA256})
		return asset, notFoundAs(err, "asset")
	}
	return made, nil
}

// DeleteAsset deletes an asset and the bytes no other asset shares; the
// record, its campaign's counters and the audit entry change together.
func (a *App) DeleteAsset(ctx context.Context, p *Principal, id string) error {
	if err := p.require(ActionManageCampaign); err != nil {
		return err
	}
	var asset store.Asset
	var orphans []string
	err := a.inTx(ctx, func(tx store.Tx) error {
		var err error
		asset, err = readAsset(ctx, tx, p.Org.ID, id)
		if err != nil {
			return err
		}
		if orphans, err = tx.DeleteAsset(ctx, p.Org.ID, id); err != nil {
			return err
		}
		if err := a.campaignAssetChanged(ctx, tx, p.Org.ID, asset.CampaignID, &asset, nil); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "asset.delete", "asset", id, asset, nil)
	})
	if err != nil {
		return err
	}
	a.deleteBlobs(orphans)
	a.publish(AssetEvent{Type: "asset.deleted", Asset: asset})
	return nil
}

// ReprocessAsset runs the pipeline on an asset again (spec: classify).
func (a *App) ReprocessAsset(ctx context.Context, p *Principal, id string) (store.Asset, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return store.Asset{}, err
	}
	var asset store.Asset
	err := a.inTx(ctx, func(tx store.Tx) error {
		var old store.Asset
		var err error
		asset, err = tx.UpdateAsset(ctx, p.Org.ID, id, func(as *store.Asset) error {
			if err := notProcessing(as); err != nil {
				return err
			}
			old = *as
			as.Status, as.Progress, as.ProcessingSteps, as.Error = store.AssetUploading, 5, pendingSteps(), ""
			as.LastModified = a.now().UTC()
			return nil
		})
		if err != nil {
			return err
		}
		return a.record(ctx, tx, p, "asset.reprocess", "asset", id,
			map[string]string{"status": old.Status}, map[string]string{"status": asset.Status})
	})
	if err != nil {
		return asset, notFoundAs(err, "asset")
	}
	a.enqueue(p.Org.ID, asset.ID)
	return asset, nil
}

// notProcessing refuses a change that would run the pipeline on an asset
// it is already running on.
func notProcessing(as *store.Asset) error {
	if as.Status == store.AssetUploading || as.Status == store.AssetAnalyzing {
		return &Error{Kind: ErrConflict, Msg: "asset is still being processed; try again when it is complete"}
	}
	return nil
}

// ReviewAction is a reviewer's decision on an issue.
type ReviewAction struct {
	IssueKey string `json:"issueKey"`
	// Fix is the Required Fix text; set with Apply.
	Fix string `json:"fix"`
	// Apply stores Fix on the issue; Acknowledge marks it reviewed.
	Apply       bool `json:"apply"`
	Acknowledge bool `json:"acknowledge"`
}

// Validate checks a review decision: an issue, something to record, and
// a fix text that is not empty and at most 5000 characters when applied.
// The TUI's review file applies the same rules.
func (act ReviewAction) Validate() error {
	switch {
	case strings.TrimSpace(act.IssueKey) == "":
		return Invalid("issueKey is required")
	case !act.Apply && !act.Acknowledge:
		return Invalid("nothing to record: set apply or acknowledge")
	case act.Apply && strings.TrimSpace(act.Fix) == "":
		return Invalid("the Required Fix text is empty")
	case utf8.RuneCountInString(act.Fix) > 5000:
		return Invalid("the Required Fix text is too long (at most 5000 characters)")
	}
	return nil
}

// ReviewIssue records Apply Fix and Mark as Reviewed decisions on one of an
// asset's issues, with who and when.
func (a *App) ReviewIssue(ctx context.Context, p *Principal, id string, act ReviewAction) (store.Asset, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return store.Asset{}, err
	}
	act.IssueKey = strings.TrimSpace(act.IssueKey)
	if err := act.Validate(); err != nil {
		return store.Asset{}, err
	}
	now := a.now().UTC()
	var asset, old store.Asset
	err := a.inTx(ctx, func(tx store.Tx) error {
		var err error
		asset, err = tx.UpdateAsset(ctx, p.Org.ID, id, func(as *store.Asset) error {
			old = *as
			old.Reviews = slices.Clone(as.Reviews)
			return applyReview(as, p, act, now)
		})
		if err != nil {
			return err
		}
		return a.record(ctx, tx, p, "asset.review", "asset", id, reviewOf(old, act.IssueKey), reviewOf(asset, act.IssueKey))
	})
	return asset, notFoundAs(err, "asset")
}

// reviewOf returns the review of one issue of an asset, for the trail.
func reviewOf(as store.Asset, key string) any {
	for _, rv := range as.Reviews {
		if rv.IssueKey == key {
			return rv
		}
	}
	return nil
}

// applyReview records the decision on the asset's issue.
func applyReview(as *store.Asset, p *Principal, act ReviewAction, now time.Time) error {
	if !hasIssue(as, act.IssueKey) {
		return NotFound("issue " + act.IssueKey)
	}
	i := reviewIndex(as, act.IssueKey)
	rv := &as.Reviews[i]
	if act.Apply {
		rv.Fix, rv.FixAppliedBy, rv.FixAppliedAt = strings.TrimSpace(act.Fix), reviewerName(p), &now
	}
	if act.Acknowledge {
		rv.ReviewedBy, rv.ReviewedAt = reviewerName(p), &now
	}
	as.LastModified = now
	return nil
}

// IssueKey identifies an issue within an asset's analysis.
func IssueKey(ruleID, rule, field string) string {
	if ruleID != "" {
		return ruleID
	}
	return rule + "|" + field
}

func hasIssue(as *store.Asset, key string) bool {
	if as.Analysis == nil {
		return false
	}
	for _, is := range as.Analysis.Issues {
		if IssueKey(is.RuleID, is.Rule, is.Field) == key {
			return true
		}
	}
	return false
}

func reviewIndex(as *store.Asset, key string) int {
	for i, rv := range as.Reviews {
		if rv.IssueKey == key {
			return i
		}
	}
	as.Reviews = append(as.Reviews, store.IssueReview{IssueKey: key})
	return len(as.Reviews) - 1
}

func reviewerName(p *Principal) string {
	if n := strings.TrimSpace(p.User.FirstName + " " + p.User.LastName); n != "" {
		return n + " <" + p.User.Email + ">"
	}
	return p.User.Email
}

// campaignStatsTx recomputes a campaign's asset count and compliance
// score (the mean of its scored assets) from all its assets, inside the
// transaction that changed them; clients cannot set them. The campaign's
// version stays: the counters are not an edit anyone could lose.
func (a *App) campaignStatsTx(ctx context.Context, tx store.Tx, orgID, campaignID string) error {
	c, found, err := campaignForStats(ctx, tx, orgID, campaignID)
	if !found || err != nil {
		return err
	}
	return a.recountCampaign(ctx, tx, c)
}

func (a *App) recountCampaign(ctx context.Context, tx store.Tx, c store.Campaign) error {
	assets, err := tx.ListAssets(ctx, c.OrganizationID, c.ID)
	if err != nil {
		return err
	}
	sum, scored := 0, 0
	for _, as := range assets {
		if s, ok := assetScore(&as); ok {
			sum += s
			scored++
		}
	}
	c.AssetCount, c.ScoreSum, c.ScoredAssets = len(assets), &sum, scored
	return a.putCampaignStats(ctx, tx, c)
}

// campaignAssetChanged updates a campaign's counters for one asset that
// changed from before to after (nil: not in the campaign), in the
// transaction of the change: the cost does not grow with the campaign.
func (a *App) campaignAssetChanged(ctx context.Context, tx store.Tx, orgID, campaignID string, before, after *store.Asset) error {
	c, found, err := campaignForStats(ctx, tx, orgID, campaignID)
	if !found || err != nil {
		return err
	}
	if c.ScoreSum == nil {
		return a.recountCampaign(ctx, tx, c)
	}
	sum := *c.ScoreSum
	for sign, as := range map[int]*store.Asset{-1: before, 1: after} {
		if as == nil {
			continue
		}
		c.AssetCount += sign
		if s, ok := assetScore(as); ok {
			sum += sign * s
			c.ScoredAssets += sign
		}
	}
	c.ScoreSum = &sum
	return a.putCampaignStats(ctx, tx, c)
}

func campaignForStats(ctx context.Context, tx store.Tx, orgID, campaignID string) (store.Campaign, bool, error) {
	if campaignID == "" || campaignID == store.NoCampaign {
		return store.Campaign{}, false, nil
	}
	c, err := tx.GetCampaign(ctx, orgID, campaignID)
	if errors.Is(err, store.ErrNotFound) {
		return c, false, nil // deleted meanwhile
	}
	return c, err == nil, err
}

func assetScore(as *store.Asset) (int, bool) {
	if as.Analysis == nil || as.Analysis.ComplianceScore == nil {
		return 0, false
	}
	return *as.Analysis.ComplianceScore, true
}

func (a *App) putCampaignStats(ctx context.Context, tx store.Tx, c store.Campaign) error {
	c.ComplianceScore = 0
	if c.ScoredAssets > 0 {
		c.ComplianceScore = (*c.ScoreSum + c.ScoredAssets/2) / c.ScoredAssets
	}
	c.UpdatedAt = a.now().UTC()
	return tx.PutCampaign(ctx, c)
}

// RefreshCampaignStats is called by the pipeline when an asset's analysis
// changes.
func (a *App) RefreshCampaignStats(ctx context.Context, orgID, campaignID string) {
	err := a.inTx(ctx, func(tx store.Tx) error { return a.campaignStatsTx(ctx, tx, orgID, campaignID) })
	if err != nil {
		a.log.Error("campaign stats", "campaign", campaignID, "err", err)
	}
}

// formatBytes renders a byte count with one decimal: 1.5 GB, 200 MB, 150 KB.
func formatBytes(n int64) string {
	unit, div := "KB", float64(1<<10)
	switch {
	case n >= 1<<30:
		unit, div = "GB", 1<<30
	case n >= 1<<20:
		unit, div = "MB", 1<<20
	}
	return strings.TrimSuffix(strconv.FormatFloat(float64(n)/div, 'f', 1, 64), ".0") + " " + unit
}

// AssignAsset moves an uploaded asset to a campaign ('no-campaign' when
// campaignID is empty) and re-runs its processing there, since the
// campaign's audience and filing number feed the checks.
func (a *App) AssignAsset(ctx context.Context, p *Principal, assetID, campaignID string) (store.Asset, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return store.Asset{}, err
	}
	if assetID == "" {
		return store.Asset{}, Invalid("asset.id is required: upload the file's bytes with POST /api/assets/upload first")
	}
	if campaignID == "" {
		campaignID = store.NoCampaign
	}
	if campaignID != store.NoCampaign {
		if _, err := a.GetCampaign(ctx, p, campaignID); err != nil {
			return store.Asset{}, err
		}
	}
	running := false
	var old, asset store.Asset
	err := a.inTx(ctx, func(tx store.Tx) error {
		if campaignID != store.NoCampaign {
			if _, err := readCampaign(ctx, tx, p.Org.ID, campaignID); err != nil {
				return err
			}
		}
		var err error
		asset, err = tx.UpdateAsset(ctx, p.Org.ID, assetID, func(as *store.Asset) error {
			old = *as
			as.CampaignID = campaignID
			as.LastModified = a.now().UTC()
			// A running pipeline sees the move when it finishes and runs again
			// (see process); otherwise processing starts over here.
			if running = notProcessing(as) != nil; !running {
				as.Status, as.Progress, as.ProcessingSteps, as.Error = store.AssetUploading, 5, pendingSteps(), ""
			}
			return nil
		})
		if err != nil {
			return notFoundAs(err, "asset")
		}
		if old.CampaignID != campaignID {
			if err := a.campaignAssetChanged(ctx, tx, p.Org.ID, old.CampaignID, &old, nil); err != nil {
				return err
			}
			if err := a.campaignAssetChanged(ctx, tx, p.Org.ID, campaignID, nil, &asset); err != nil {
				return err
			}
		} else if err := a.campaignAssetChanged(ctx, tx, p.Org.ID, campaignID, &old, &asset); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "asset.assign", "asset", assetID,
			map[string]string{"campaignId": old.CampaignID}, map[string]string{"campaignId": campaignID})
	})
	if err != nil {
		return asset, err
	}
	if !running {
		a.enqueue(p.Org.ID, assetID)
	}
	return asset, nil
}
