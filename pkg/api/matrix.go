package api

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

// maxTemplateBytes bounds an uploaded trafficking template.
const maxTemplateBytes = 20 << 20

// maxMatrixBody bounds a saved matrix: about 25,000 rows, far beyond a
// real campaign's hundreds. The JSON decoder holds the whole body while it
// decodes, so this bound is what one save can cost in memory.
const maxMatrixBody = 8 << 20

func (s *Server) bindMatrix(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/campaigns/{id}/matrix", s.authed(s.getMatrix))
	mux.HandleFunc("PUT /api/campaigns/{id}/matrix", s.authed(s.saveMatrix))
	mux.HandleFunc("PATCH /api/campaigns/{id}/matrix", s.authed(s.patchMatrix))
	mux.HandleFunc("GET /api/campaigns/{id}/matrix/export", s.authed(s.exportMatrix))
	mux.HandleFunc("POST /api/trafficking/parse", s.authed(s.parseTrafficking))
	mux.HandleFunc("GET /api/settings/trafficking-headers", s.authed(s.getTraffickingHeaders))
	mux.HandleFunc("POST /api/settings/trafficking-headers", s.authed(s.saveTraffickingHeaders))
	mux.HandleFunc("GET /api/trafficking", s.authed(s.listPackages))
	mux.HandleFunc("POST /api/trafficking", s.authed(s.createPackage))
	mux.HandleFunc("GET /api/trafficking/{id}", s.authed(s.getPackage))
	mux.HandleFunc("POST /api/trafficking/{id}/send", s.authed(s.sendPackage))
	mux.HandleFunc("GET /api/trafficking/{id}/export", s.authed(s.exportPackage))
}

// getMatrix answers the campaign's matrix. With limit, cursor or concept it
// answers one page of rows (of that concept) in matrix.rows and nextCursor
// unless it is the last page; summary always counts the whole matrix.
func (s *Server) getMatrix(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	q := r.URL.Query()
	if q.Has("limit") || q.Has("cursor") || q.Has("concept") {
		return s.getMatrixPage(w, r, p)
	}
	m, err := s.app.CampaignMatrix(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	v, err := s.app.MatrixVersion(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	setETag(w, v)
	ok(w, http.StatusOK, map[string]any{"matrix": m, "fieldOptions": matrix.FieldOptions, "version": v, "summary": app.MatrixSummaryOf(m)})
	return nil
}

func (s *Server) getMatrixPage(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	pg, err := pageRequest(r)
	if err != nil {
		return err
	}
	q := app.MatrixRowsQuery{Page: pg}
	if c := r.URL.Query().Get("concept"); c != "" {
		n, err := strconv.Atoi(c)
		if err != nil || n < 1 {
			return app.Invalid("concept must be a concept number (1 or more)")
		}
		q.Concept = n
	}
	page, err := s.app.CampaignMatrixPage(r.Context(), p, r.PathValue("id"), q)
	if err != nil {
		return err
	}
	setETag(w, page.Version)
	data := map[string]any{
		"matrix":       matrix.Matrix{Options: page.Options, Rows: page.Rows.Items},
		"fieldOptions": matrix.FieldOptions, "version": page.Version, "summary": page.Summary,
	}
	if page.Rows.NextCursor != "" {
		data["nextCursor"] = page.Rows.NextCursor
	}
	ok(w, http.StatusOK, data)
	return nil
}

// patchMatrix applies edits to the matrix without sending all of it (see
// app.MatrixPatch): {version, cells, country, advertiser, phases,
// plannedSizes, addConcept, applySuggestedRemovals}. It answers the new
// version, the changed rows and the new counts.
func (s *Server) patchMatrix(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		app.MatrixPatch
		Version *int64 `json:"version"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	expected, err := expectedVersion(r, body.Version)
	if err != nil {
		return err
	}
	res, err := s.app.PatchMatrix(r.Context(), p, r.PathValue("id"), body.MatrixPatch, expected)
	if err != nil {
		return err
	}
	setETag(w, res.Version)
	data := map[string]any{"version": res.Version, "rows": res.Rows, "summary": res.Summary}
	if res.AddedConcept > 0 {
		data["addedConcept"] = res.AddedConcept
	}
	ok(w, http.StatusOK, data)
	return nil
}

func (s *Server) saveMatrix(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Matrix  *matrix.Matrix `json:"matrix"`
		Version *int64         `json:"version"`
	}
	if err := decodeJSON(w, r, maxMatrixBody, &body); err != nil {
		return err
	}
	if body.Matrix == nil {
		return app.Invalid("matrix is required")
	}
	expected, err := expectedVersion(r, body.Version)
	if err != nil {
		return err
	}
	m, v, err := s.app.SaveMatrix(r.Context(), p, r.PathValue("id"), *body.Matrix, expected)
	if err != nil {
		return err
	}
	setETag(w, v)
	ok(w, http.StatusOK, map[string]any{"matrix": m, "version": v})
	return nil
}

// exportMatrix answers the matrix as a download: ?format=csv|html|xlsx,
// named {campaign}_matrix.{ext}. It is rendered whole before anything is
// sent, so a failure is a JSON error, never a truncated file.
func (s *Server) exportMatrix(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	format := r.URL.Query().Get("format")
	if format == "" {
		format = export.FormatCSV
	}
	ctype, err := export.MediaType(format)
	if err != nil {
		return app.Invalid("%s", err.Error())
	}
	c, err := s.app.GetCampaign(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := s.app.ExportMatrix(r.Context(), p, c.ID, format, &buf); err != nil {
		if errors.Is(err, export.ErrUnknownFormat) {
			return app.Invalid("%s", err.Error())
		}
		return err
	}
	download(w, ctype, export.MatrixFileName(c.Name, format), buf.Bytes())
	return nil
}

// download writes a file as an attachment.
func download(w http.ResponseWriter, ctype, name string, body []byte) {
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Disposition", export.ContentDisposition(name))
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	if ctype == "text/html; charset=utf-8" {
		// The printable page has no scripts; make sure none could run.
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox allow-modals")
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
}

// parseTrafficking reads the headers of an uploaded template (multipart
// field 'trafficking', .xlsx or .csv).
func (s *Server) parseTrafficking(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	mr, err := multipartReader(r, 1, "Failed to upload trafficking file: expected a multipart upload in the 'trafficking' field")
	if err != nil {
		return err
	}
	part, err := mr.nextFile([]string{"trafficking"}, nil)
	if errors.Is(err, io.EOF) {
		return app.Invalid("Failed to upload trafficking file: no file in the 'trafficking' field")
	}
	if err != nil {
		return err
	}
	tmp, err := s.app.Spool(part, maxTemplateBytes)
	if errors.Is(err, blob.ErrTooLarge) {
		return &app.Error{Kind: app.ErrTooLarge, Msg: "Failed to process trafficking file: larger than 20 MB"}
	}
	if err != nil {
		return app.Invalid("Failed to upload trafficking file")
	}
	defer tmp.Remove()
	headers, err := s.app.ParseTraffickingTemplate(tmp, tmp.Size, part.FileName())
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"headers": headers})
	return nil
}

func (s *Server) getTraffickingHeaders(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	headers, err := s.app.TraffickingHeaders(r.Context(), p)
	if err != nil {
		return err
	}
	v, err := s.app.TraffickingHeadersVersion(r.Context(), p)
	if err != nil {
		return err
	}
	setETag(w, v)
	// defaults is the spec's fallback list, which "Reset to defaults" saves.
	ok(w, http.StatusOK, map[string]any{"headers": headers, "version": v, "defaults": matrix.DefaultHeaders, "isDefault": v == 0})
	return nil
}

func (s *Server) saveTraffickingHeaders(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Headers []string `json:"headers"`
		Version *int64   `json:"version"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	expected, err := expectedVersion(r, body.Version)
	if err != nil {
		return err
	}
	headers, v, err := s.app.SaveTraffickingHeaders(r.Context(), p, body.Headers, expected)
	if err != nil {
		return err
	}
	setETag(w, v)
	ok(w, http.StatusOK, map[string]any{"headers": headers, "version": v})
	return nil
}

func (s *Server) listPackages(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListTraffickingPackages(r.Context(), p, r.URL.Query().Get("campaignId"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"packages": list})
	return nil
}

// createPackage snapshots a campaign's trafficking sheet: {campaignId,
// headers?}. With ?limit the answer holds the first page of rows and
// nextCursor (GET /api/trafficking/{id} pages on); without it, every row.
func (s *Server) createPackage(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		CampaignID string   `json:"campaignId"`
		Headers    []string `json:"headers"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	paged := r.URL.Query().Has("limit")
	pg, err := pageRequest(r)
	if err != nil {
		return err
	}
	pkg, err := s.app.CreateTraffickingPackage(r.Context(), p, body.CampaignID, body.Headers)
	if err != nil {
		return err
	}
	data := map[string]any{"package": pkg}
	if paged {
		page, next, err := s.app.TraffickingPackagePage(r.Context(), p, pkg.ID, pg)
		if err != nil {
			return err
		}
		data = packagePage(page, next)
	}
	ok(w, http.StatusCreated, data)
	return nil
}

// getPackage answers a package with every row, or with limit or cursor
// one page of them and nextCursor unless it is the last page.
func (s *Server) getPackage(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	q := r.URL.Query()
	if q.Has("limit") || q.Has("cursor") {
		pg, err := pageRequest(r)
		if err != nil {
			return err
		}
		page, next, err := s.app.TraffickingPackagePage(r.Context(), p, r.PathValue("id"), pg)
		if err != nil {
			return err
		}
		ok(w, http.StatusOK, packagePage(page, next))
		return nil
	}
	pkg, err := s.app.GetTraffickingPackage(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"package": pkg})
	return nil
}

func packagePage(pkg app.TraffickingPackage, next string) map[string]any {
	data := map[string]any{"package": pkg}
	if next != "" {
		data["nextCursor"] = next
	}
	return data
}

func (s *Server) sendPackage(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	pkg, err := s.app.SendTraffickingPackage(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"package": pkg})
	return nil
}

// exportPackage downloads a package's trafficking CSV,
// {campaign in lowercase with underscores}_trafficking.csv.
func (s *Server) exportPackage(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var buf bytes.Buffer
	pkg, err := s.app.ExportTraffickingPackage(r.Context(), p, r.PathValue("id"), &buf)
	if err != nil {
		return err
	}
	download(w, "text/csv; charset=utf-8", pkg.FileName, buf.Bytes())
	return nil
}
