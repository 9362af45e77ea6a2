package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindCampaigns(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/campaigns", s.authed(s.listCampaigns))
	mux.HandleFunc("POST /api/campaigns", s.authed(s.createCampaign))
	mux.HandleFunc("GET /api/campaigns/{id}", s.authed(s.getCampaign))
	mux.HandleFunc("PUT /api/campaigns/{id}", s.authed(s.updateCampaign))
	mux.HandleFunc("DELETE /api/campaigns/{id}", s.authed(s.deleteCampaign))
}

func (s *Server) listCampaigns(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	q := r.URL.Query()
	pg, err := pageRequest(r)
	if err != nil {
		return err
	}
	page, err := s.app.ListCampaigns(r.Context(), p, app.CampaignFilter{
		Status: q.Get("status"), CustomerType: q.Get("customerType"), Phase: q.Get("phase"), Query: q.Get("q"),
	}, pg)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, pageData("campaigns", page))
	return nil
}

// createCampaign accepts both payload shapes of the spec: the form's fields
// at the top level (answered with data.campaignId) or {campaign:{…}}
// (answered with data.campaign). Client-sent assetCount and
// complianceScore are ignored: the server keeps them.
func (s *Server) createCampaign(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		app.CampaignFields
		Campaign *app.CampaignFields `json:"campaign"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	fields := body.CampaignFields
	if body.Campaign != nil {
		fields = *body.Campaign
	}
	c, err := s.app.CreateCampaign(r.Context(), p, fields)
	if err != nil {
		return err
	}
	ok(w, http.StatusCreated, map[string]any{"campaignId": c.ID, "campaign": c})
	return nil
}

func (s *Server) getCampaign(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	c, err := s.app.GetCampaign(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	setETag(w, c.Version)
	ok(w, http.StatusOK, map[string]any{"campaign": c})
	return nil
}

func (s *Server) updateCampaign(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Updates *app.CampaignFields `json:"updates"`
		Version *int64              `json:"version"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	if body.Updates == nil {
		return app.Invalid("updates is required")
	}
	u := *body.Updates
	if u.Version == nil {
		u.Version = body.Version
	}
	var err error
	if u.Version, err = expectedVersion(r, u.Version); err != nil {
		return err
	}
	c, err := s.app.UpdateCampaign(r.Context(), p, r.PathValue("id"), u)
	if err != nil {
		return err
	}
	setETag(w, c.Version)
	ok(w, http.StatusOK, map[string]any{"campaign": c})
	return nil
}

func (s *Server) deleteCampaign(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.DeleteCampaign(r.Context(), p, r.PathValue("id")); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"deleted": true})
	return nil
}
