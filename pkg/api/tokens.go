package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// API tokens for machines (Settings → API tokens): the token is answered
// once, by the creation; lists carry names, roles and last use.
func (s *Server) bindTokens(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/settings/tokens", s.authed(s.listTokens))
	mux.HandleFunc("POST /api/settings/tokens", s.authed(s.createToken))
	mux.HandleFunc("DELETE /api/settings/tokens/{id}", s.authed(s.revokeToken))
}

func (s *Server) listTokens(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListAPITokens(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"tokens": list})
	return nil
}

// createToken creates {name, role} and answers the token, shown once.
func (s *Server) createToken(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Name string `json:"name"`
		Role string `json:"role"`
	}
	if err := decodeJSON(w, r, 16<<10, &body); err != nil {
		return err
	}
	t, err := s.app.CreateAPIToken(r.Context(), p, body.Name, body.Role)
	if err != nil {
		return err
	}
	w.Header().Set("Cache-Control", "no-store")
	ok(w, http.StatusCreated, t)
	return nil
}

func (s *Server) revokeToken(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	t, err := s.app.RevokeAPIToken(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, t)
	return nil
}
