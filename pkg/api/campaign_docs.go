package api

import (
	"encoding/json"
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func (s *Server) bindCampaignDocs(mux *http.ServeMux) {
	mux.HandleFunc("PUT /api/campaigns/{id}/concept", s.authed(s.saveCampaignDoc(store.DocConcept)))
	mux.HandleFunc("GET /api/campaigns/{id}/concept", s.authed(s.getCampaignDoc(store.DocConcept)))
	mux.HandleFunc("POST /api/campaigns/{id}/results", s.authed(s.saveCampaignDoc(store.DocResults)))
	mux.HandleFunc("GET /api/campaigns/{id}/results", s.authed(s.getCampaignDoc(store.DocResults)))
	mux.HandleFunc("POST /api/user-data/processing-results", s.authed(s.saveProcessingResult))
	mux.HandleFunc("GET /api/user-data/processing-results", s.authed(s.listProcessingResults))
	mux.HandleFunc("GET /api/dashboard/stats", s.authed(s.dashboardStats))
}

// saveCampaignDoc stores {concept:…} or {results:…} on a campaign.
func (s *Server) saveCampaignDoc(kind string) authedFunc {
	return func(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
		var body map[string]json.RawMessage
		if err := decodeJSON(w, r, 2*maxJSONBody, &body); err != nil {
			return err
		}
		var bodyVersion *int64
		if raw, ok := body["version"]; ok && string(raw) != "null" {
			var v int64
			if err := json.Unmarshal(raw, &v); err != nil {
				return app.Invalid("version must be a number")
			}
			bodyVersion = &v
		}
		expected, err := expectedVersion(r, bodyVersion)
		if err != nil {
			return err
		}
		v, err := s.app.SaveCampaignDoc(r.Context(), p, r.PathValue("id"), kind, body[kind], expected)
		if err != nil {
			return err
		}
		setETag(w, v)
		ok(w, http.StatusOK, map[string]any{kind: body[kind], "version": v})
		return nil
	}
}

func (s *Server) getCampaignDoc(kind string) authedFunc {
	return func(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
		doc, v, err := s.app.CampaignDoc(r.Context(), p, r.PathValue("id"), kind)
		if err != nil {
			return err
		}
		setETag(w, v)
		ok(w, http.StatusOK, map[string]any{kind: doc, "version": v})
		return nil
	}
}

func (s *Server) saveProcessingResult(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body app.ProcessingResult
	if err := decodeJSON(w, r, 2*maxJSONBody, &body); err != nil {
		return err
	}
	saved, err := s.app.SaveProcessingResult(r.Context(), p, body)
	if err != nil {
		return err
	}
	ok(w, http.StatusCreated, map[string]any{"result": saved})
	return nil
}

func (s *Server) listProcessingResults(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListProcessingResults(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"results": list})
	return nil
}

func (s *Server) dashboardStats(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	st, err := s.app.Dashboard(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, st)
	return nil
}
