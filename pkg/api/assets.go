package api

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// maxFilesPerUpload bounds the files of one multipart upload.
const maxFilesPerUpload = 200

func (s *Server) bindAssets(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/assets/upload", s.authed(s.uploadAssets))
	mux.HandleFunc("POST /api/campaigns/upload-files", s.authed(s.uploadAssets))
	mux.HandleFunc("POST /api/campaigns/upload-zip", s.authed(s.uploadZip))
	mux.HandleFunc("GET /api/assets", s.authed(s.listAllAssets))
	mux.HandleFunc("POST /api/assets", s.authed(s.assignAsset))
	mux.HandleFunc("POST /api/campaigns/{id}/assets", s.authed(s.assignAsset))
	mux.HandleFunc("GET /api/campaigns/{id}/assets", s.authed(s.listCampaignAssets))
	mux.HandleFunc("GET /api/assets/{id}", s.authed(s.getAsset))
	mux.HandleFunc("DELETE /api/assets/{id}", s.authed(s.deleteAsset))
	mux.HandleFunc("PATCH /api/assets/{id}", s.authed(s.patchAsset))
	mux.HandleFunc("POST /api/assets/{id}/classify", s.authed(s.classifyAsset))
	mux.HandleFunc("POST /api/assets/{id}/review", s.authed(s.reviewAsset))
	mux.HandleFunc("GET /api/assets/{id}/file", s.assetFile("file"))
	mux.HandleFunc("GET /api/assets/{id}/thumbnail", s.assetFile("thumbnail"))
}

// assetView is an asset as the builder reads it (spec §3 builder asset),
// with signed URLs for its bytes and thumbnail.
type assetView struct {
	store.Asset
	URL           string `json:"url"`
	ThumbnailLink string `json:"thumbnailLink,omitempty"`
	// WebViewLink opens a Drive import in Google Drive.
	WebViewLink string `json:"webViewLink,omitempty"`
}

func (s *Server) viewAsset(ctx context.Context, p *app.Principal, a store.Asset) (assetView, error) {
	v := assetView{Asset: a}
	var err error
	if v.URL, err = s.app.SignedAssetURL(ctx, p, a.ID, "file"); err != nil {
		return v, err
	}
	if a.ThumbnailSHA256 != "" || a.ThumbnailOnRequest {
		v.ThumbnailLink, err = s.app.SignedAssetURL(ctx, p, a.ID, "thumbnail")
	}
	if a.Drive != nil {
		v.WebViewLink = a.Drive.WebViewLink
		if v.ThumbnailLink == "" { // Drive's own, for the files the pipeline draws no thumbnail of
			v.ThumbnailLink = a.Drive.ThumbnailLink
		}
	}
	return v, err
}

// writeAsset answers {asset} for the result of a use case.
func (s *Server) writeAsset(w http.ResponseWriter, r *http.Request, p *app.Principal, status int, a store.Asset, err error) error {
	if err != nil {
		return err
	}
	v, err := s.viewAsset(r.Context(), p, a)
	if err != nil {
		return err
	}
	ok(w, status, map[string]any{"asset": v})
	return nil
}

// writeAssets answers {assets, rejected?} with the status.
func (s *Server) writeAssets(w http.ResponseWriter, r *http.Request, p *app.Principal, status int, list []store.Asset, rejected any) error {
	views, err := s.viewAssets(r.Context(), p, list)
	if err != nil {
		return err
	}
	data := map[string]any{"assets": views}
	if rejected != nil {
		data["rejected"] = rejected
	}
	writeJSON(w, status, envelope{Success: true, Data: data})
	return nil
}

func (s *Server) viewAssets(ctx context.Context, p *app.Principal, list []store.Asset) ([]assetView, error) {
	out := make([]assetView, 0, len(list))
	for _, a := range list {
		v, err := s.viewAsset(ctx, p, a)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// uploadStatus is 201 when every file was stored, 207 when some were
// rejected.
func uploadStatus(rejected int) int {
	if rejected > 0 {
		return http.StatusMultiStatus
	}
	return http.StatusCreated
}

// uploadError names a file that was not stored and why.
type uploadError struct {
	Name  string `json:"name"`
	Error string `json:"error"`
}

// uploadOutcome is what became of one file of an upload, in the order
// sent: "stored" (with the asset) or "rejected" (with why; nothing of it
// was kept).
type uploadOutcome struct {
	Name    string `json:"name"`
	Status  string `json:"status"`
	AssetID string `json:"assetId,omitempty"`
	Error   string `json:"error,omitempty"`
	// Replayed is true when an earlier request with the same
	// Idempotency-Key stored the asset.
	Replayed bool `json:"replayed,omitempty"`
}

// IdempotencyKeyHeader makes an upload safe to retry: a retry with the same
// key answers the assets the first request stored and stores nothing new.
const IdempotencyKeyHeader = "Idempotency-Key"

// uploadAssets streams a multipart upload: repeated 'files' fields, and the
// campaign in 'campaignId' (a query parameter, or a form field before the
// files). Each file is stored whole (bytes, record, campaign counters and
// audit entry together) or not at all. The answer lists every file's
// outcome: 201 when all were stored, 207 when some were refused. A body
// that breaks off, or more files than allowed, ends the upload there and
// still answers what was stored before. When nothing could be stored the
// status is the first error's.
func (s *Server) uploadAssets(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := p.Require(app.ActionManageCampaign); err != nil {
		return err // before reading the upload: a refused role sends no bytes to disk
	}
	mr, err := multipartReader(r, maxFilesPerUpload, "Expected a multipart/form-data upload with files in the 'files' field")
	if err != nil {
		return err
	}
	key := r.Header.Get(IdempotencyKeyHeader)
	values := map[string]string{"campaignId": r.URL.Query().Get("campaignId")}
	// Each file is read in turn; a small one is made durable and committed
	// in the background while the next is read (app.UploadAssetAsync), and
	// the answer waits for all of them.
	var files []sentFile
	for n := 1; ; n++ {
		part, err := mr.nextFile([]string{"files", "file", "assets"}, values)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil { // the body broke off or holds too much: stop here
			files = append(files, sentFile{name: "(rest of the upload)", err: err, rest: true})
			break
		}
		fileKey := ""
		if key != "" {
			fileKey = key + "/" + strconv.Itoa(n)
		}
		wait, err := s.app.UploadAssetAsync(r.Context(), p, values["campaignId"], part.FileName(), part, fileKey)
		part.Close()
		files = append(files, sentFile{name: part.FileName(), wait: wait, err: err})
		if err != nil {
			if status, _ := classify(err); status >= 500 || status == http.StatusNotFound || status == http.StatusForbidden || isBodyError(err) {
				break // the rest would fail the same way
			}
		}
	}
	var stored []store.Asset
	var rejected []uploadError
	var outcomes []uploadOutcome
	var firstErr error
	for i, f := range files { // every file's outcome, in the order sent
		var a store.Asset
		var replayed bool
		if f.wait != nil {
			a, replayed, f.err = f.wait()
		}
		if f.err != nil {
			status, _ := classify(f.err)
			if len(stored) == 0 && (f.rest || status == http.StatusForbidden || status == http.StatusNotFound) {
				waitAll(files[i+1:])
				return f.err // the whole request is wrong, not this file
			}
			if status >= 500 && !f.rest {
				s.log.Error("upload of one file failed", "name", f.name, "requestId", requestID(r), "err", f.err)
			}
			_, msg := classify(f.err)
			rejected = append(rejected, uploadError{Name: f.name, Error: msg})
			outcomes = append(outcomes, uploadOutcome{Name: f.name, Status: "rejected", Error: msg})
			if firstErr == nil {
				firstErr = f.err
			}
			continue
		}
		stored = append(stored, a)
		outcomes = append(outcomes, uploadOutcome{Name: f.name, Status: "stored", AssetID: a.ID, Replayed: replayed})
	}
	if len(stored) == 0 && firstErr != nil {
		return firstErr
	}
	if len(stored) == 0 {
		return app.Invalid("No files in the upload (send them in the 'files' field)")
	}
	return s.writeUpload(w, r, p, stored, rejected, outcomes)
}

// sentFile is a file of an upload: refused before anything was stored
// (err), or being stored (wait). rest marks the failure of the body after
// the last file read.
type sentFile struct {
	name string
	wait app.UploadWait
	err  error
	rest bool
}

// waitAll waits for the files of an upload still being stored, so that
// none is left running behind a request that has answered.
func waitAll(files []sentFile) {
	for _, f := range files {
		if f.wait != nil {
			f.wait()
		}
	}
}

// isBodyError reports whether err is the request body failing (cut off,
// too slow or too large), after which nothing more can be read.
func isBodyError(err error) bool {
	var mbe *http.MaxBytesError
	var cbe *ClientBodyError
	return errors.As(err, &mbe) || errors.As(err, &cbe) || errors.Is(err, io.ErrUnexpectedEOF)
}

// writeUpload answers an upload: the stored assets, the rejected files and
// every file's outcome.
func (s *Server) writeUpload(w http.ResponseWriter, r *http.Request, p *app.Principal, stored []store.Asset, rejected []uploadError, outcomes []uploadOutcome) error {
	views, err := s.viewAssets(r.Context(), p, stored)
	if err != nil {
		return err
	}
	data := map[string]any{"assets": views, "outcomes": outcomes}
	if rejected != nil {
		data["rejected"] = rejected
	}
	writeJSON(w, uploadStatus(len(rejected)), envelope{Success: true, Data: data})
	return nil
}

// uploadZip stores the assets of an uploaded zip (field 'file', 'zip' or
// 'files'; the campaign in 'campaignId' before it or in the query). Each
// entry is stored whole or not at all and has its outcome in the answer
// (207 when some were refused); a bad entry never fails the others.
func (s *Server) uploadZip(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := p.Require(app.ActionManageCampaign); err != nil {
		return err // before reading the upload
	}
	mr, err := multipartReader(r, 1, "Expected a multipart/form-data upload with a zip in the 'file' field")
	if err != nil {
		return err
	}
	values := map[string]string{"campaignId": r.URL.Query().Get("campaignId")}
	part, err := mr.nextFile([]string{"file", "zip", "files"}, values)
	if errors.Is(err, io.EOF) {
		return app.Invalid("No zip in the upload (send it in the 'file' field)")
	}
	if err != nil {
		return err
	}
	res, err := s.app.UploadZipOnce(r.Context(), p, values["campaignId"], part.FileName(), part, r.Header.Get(IdempotencyKeyHeader))
	if err != nil {
		return err
	}
	var rejected []uploadError
	var outcomes []uploadOutcome
	for _, e := range res.Entries {
		o := uploadOutcome{Name: e.Name, Status: "stored", AssetID: e.AssetID, Replayed: e.Replayed}
		if e.Error != "" {
			o.Status, o.Error = "rejected", e.Error
			rejected = append(rejected, uploadError{Name: e.Name, Error: e.Error})
		}
		outcomes = append(outcomes, o)
	}
	return s.writeUpload(w, r, p, res.Stored, rejected, outcomes)
}

// assignAsset handles {asset:{id, campaignId?}}: it moves an uploaded asset
// to the campaign of the path, or of asset.campaignId ('no-campaign' when
// none).
func (s *Server) assignAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Asset *struct {
			ID         string `json:"id"`
			CampaignID string `json:"campaignId"`
		} `json:"asset"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	if body.Asset == nil {
		return app.Invalid("asset is required")
	}
	campaignID := r.PathValue("id")
	if campaignID == "" {
		campaignID = body.Asset.CampaignID
	}
	a, err := s.app.AssignAsset(r.Context(), p, body.Asset.ID, campaignID)
	return s.writeAsset(w, r, p, http.StatusOK, a, err)
}

func (s *Server) listAllAssets(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	return s.writeAssetList(w, r, p, r.URL.Query().Get("campaignId"))
}

func (s *Server) listCampaignAssets(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	return s.writeAssetList(w, r, p, r.PathValue("id"))
}

func (s *Server) writeAssetList(w http.ResponseWriter, r *http.Request, p *app.Principal, campaignID string) error {
	pg, err := pageRequest(r)
	if err != nil {
		return err
	}
	q, err := app.ParseAssetQuery(r.URL.Query().Get("outcome"), r.URL.Query().Get("sort"), pg)
	if err != nil {
		return err
	}
	page, err := s.app.QueryAssets(r.Context(), p, campaignID, q)
	if err != nil {
		return err
	}
	views, err := s.viewAssets(r.Context(), p, page.Items)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, pageData("assets", app.Page[assetView]{Items: views, NextCursor: page.NextCursor}))
	return nil
}

func (s *Server) getAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	a, err := s.app.GetAsset(r.Context(), p, r.PathValue("id"))
	return s.writeAsset(w, r, p, http.StatusOK, a, err)
}

func (s *Server) deleteAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.DeleteAsset(r.Context(), p, r.PathValue("id")); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"deleted": true})
	return nil
}

func (s *Server) classifyAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	a, err := s.app.ReprocessAsset(r.Context(), p, r.PathValue("id"))
	return s.writeAsset(w, r, p, http.StatusAccepted, a, err)
}

// reviewAsset records Apply Fix / Mark as Reviewed on one issue.
// patchAsset changes what the team says of an asset: its platform,
// placement and part ({"scope": {...}}).
func (s *Server) patchAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Scope *store.AssetScope `json:"scope"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	if body.Scope == nil {
		return app.Invalid("scope is required")
	}
	a, err := s.app.SetAssetScope(r.Context(), p, r.PathValue("id"), *body.Scope)
	return s.writeAsset(w, r, p, http.StatusOK, a, err)
}

func (s *Server) reviewAsset(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var act app.ReviewAction
	if err := decodeJSON(w, r, maxJSONBody, &act); err != nil {
		return err
	}
	a, err := s.app.ReviewIssue(r.Context(), p, r.PathValue("id"), act)
	return s.writeAsset(w, r, p, http.StatusOK, a, err)
}

// assetFile serves an asset's bytes or thumbnail to a session or a signed
// URL, with the sniffed type and never as HTML: uploads are attacker
// controlled, so the response is nosniff, sandboxed by CSP, and zips and
// documents download as attachments.
// assetCSP is the policy of served asset bytes: nothing runs, nothing loads
// but this origin's images and media.
const assetCSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox"

func (s *Server) assetFile(variant string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		p, err := s.app.Authenticate(r.Context(), bearerToken(r))
		if err != nil && r.URL.Query().Has("sig") {
			p, err = s.app.VerifyAssetURL(r.Context(), id, variant, r.URL.Query())
		}
		if err != nil {
			fail(w, r, s.log, err)
			return
		}
		a, f, err := s.app.OpenAssetFile(r.Context(), p, id, variant == "thumbnail")
		if err != nil {
			fail(w, r, s.log, err)
			return
		}
		defer f.Close()
		ctype := a.MimeType
		if variant == "thumbnail" {
			ctype = "image/png"
		}
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("X-Content-Type-Options", "nosniff")
		// The same sandbox for every asset, PDFs included: a PDF's scripts
		// and forms must not run with this origin's rights.
		h.Set("Content-Security-Policy", assetCSP)
		h.Set("Cache-Control", "private, max-age=3600")
		disposition := "inline"
		if a.Type == "document" && a.MimeType != "application/pdf" || a.MimeType == "application/zip" {
			disposition = "attachment"
		}
		h.Set("Content-Disposition", export.Disposition(disposition, a.Name))
		http.ServeContent(w, r, "", time.Time{}, f)
	}
}
