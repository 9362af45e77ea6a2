package api

import (
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindBRD(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/brd/parse", s.authed(s.parseBRD))
	mux.HandleFunc("GET /api/brd/documents", s.authed(s.listBRDs))
}

// parseBRD accepts a multipart upload in the field brdFile or brd (spec
// §7) and answers {success, message, data:{rules, document, stats}}. The
// rules are not applied until the client saves the rule list.
func (s *Server) parseBRD(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := p.Require(app.ActionManageRules); err != nil {
		return err // before reading the upload
	}
	mr, err := multipartReader(r, 1, app.MsgBRDUploadFailed+": expected a multipart upload in the 'brdFile' field")
	if err != nil {
		return err
	}
	part, err := mr.nextFile([]string{"brdFile", "brd"}, nil)
	if errors.Is(err, io.EOF) {
		return app.Invalid(app.MsgBRDUploadFailed + ": no file in the 'brdFile' field")
	}
	if err != nil {
		return err
	}
	res, err := s.app.ParseBRD(r.Context(), p, part.FileName(), part, r.URL.Query().Get("ai") == "true")
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, envelope{Success: true, Message: "BRD processed successfully! Found " + strconv.Itoa(len(res.Rules)) + " rules.", Data: res})
	return nil
}

func (s *Server) listBRDs(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListBRDs(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"documents": list})
	return nil
}
