package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// maxRulesBody bounds a full rule-list upload.
const maxRulesBody = 8 << 20

func (s *Server) bindRules(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/user-data/brd-rules", s.authed(s.listRules))
	mux.HandleFunc("POST /api/user-data/brd-rules", s.authed(s.saveRules))
}

func (s *Server) listRules(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	rules, err := s.app.ListRules(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"rules": rules})
	return nil
}

// saveRules replaces the organization's rule list with the full list sent.
func (s *Server) saveRules(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Rules *[]compliance.Rule `json:"rules"`
	}
	if err := decodeJSON(w, r, maxRulesBody, &body); err != nil {
		return err
	}
	if body.Rules == nil {
		return app.Invalid("rules is required")
	}
	saved, err := s.app.SaveRules(r.Context(), p, *body.Rules)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"rules": saved})
	return nil
}
