package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func (s *Server) bindAuth(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/auth/demo", s.public(s.demoLogin))
	mux.HandleFunc("GET /api/auth/me", s.authed(s.me))
	mux.HandleFunc("POST /api/auth/logout", s.authed(s.logout))
	mux.HandleFunc("GET /api/organizations/demo", s.authed(s.currentOrganization))
}

// userView is the signed-in user as the web app stores it (spec §3).
type userView struct {
	ID             string `json:"id"`
	Email          string `json:"email"`
	FirstName      string `json:"firstName"`
	LastName       string `json:"lastName"`
	Picture        string `json:"picture,omitempty"`
	Role           string `json:"role"`
	Provider       string `json:"provider"`
	CreatedAt      string `json:"createdAt"`
	OrganizationID string `json:"organizationId"`
}

func viewUser(u store.User) userView {
	return userView{
		ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, Picture: u.Picture,
		Role: u.Role, Provider: u.Provider, CreatedAt: u.CreatedAt.Format("2006-01-02T15:04:05Z07:00"),
		OrganizationID: u.OrganizationID,
	}
}

func (s *Server) demoLogin(w http.ResponseWriter, r *http.Request) error {
	res, err := s.app.DemoLogin(r.Context())
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"token": res.Token, "user": viewUser(res.User), "organization": res.Org})
	return nil
}

func (s *Server) me(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	ok(w, http.StatusOK, map[string]any{"user": viewUser(p.User), "organization": p.Org})
	return nil
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.Logout(r.Context(), p); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"loggedOut": true})
	return nil
}

// currentOrganization answers the spec's GET /api/organizations/demo with
// the caller's own organization: no caller can read another's.
func (s *Server) currentOrganization(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	ok(w, http.StatusOK, map[string]any{"organization": p.Org})
	return nil
}
