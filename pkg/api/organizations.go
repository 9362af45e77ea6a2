package api

import (
	"net/http"
	"net/url"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindOrganizations(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/organizations/demo", s.authed(s.currentOrganization))
	mux.HandleFunc("GET /api/organizations/{organizationId}/users", s.authed(s.listMembers))
	mux.HandleFunc("PUT /api/organizations/{organizationId}/users/{userId}", s.authed(s.changeRole))
	mux.HandleFunc("DELETE /api/organizations/{organizationId}/users/{userId}", s.authed(s.removeMember))
	mux.HandleFunc("POST /api/users/create", s.authed(s.inviteUser))
}

// currentOrganization answers the spec's GET /api/organizations/demo with
// the caller's own organization: no caller can read another's.
func (s *Server) currentOrganization(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	org, err := s.app.Organization(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"organization": org})
	return nil
}

func (s *Server) listMembers(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	pg, err := pageRequest(r)
	if err != nil {
		return err
	}
	page, err := s.app.ListMembers(r.Context(), p, r.PathValue("organizationId"), pg)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, pageData("users", page))
	return nil
}

// inviteUser answers the spec's POST /api/users/create. The body's
// organizationId and invitedBy are ignored: the invitation is to the
// caller's organization, from the caller.
func (s *Server) inviteUser(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body app.Invitation
	if err := decodeJSON(w, r, 16<<10, &body); err != nil {
		return err
	}
	inv, err := s.app.InviteUser(r.Context(), p, body)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, envelope{Success: true, Message: "Invitation sent to " + inv.Email, Data: map[string]any{
		"user": inv.Member, "inviteCode": inv.Code, "inviteUrl": inviteURL(inv.Code, inv.Email), "expiresAt": inv.ExpiresAt}})
	return nil
}

// inviteURL is the path of the login screen that registers with the
// invitation code, relative to the server: the inviter's browser knows the
// address its colleagues reach the server at. The product sends no e-mail;
// the inviter shares this link.
func inviteURL(code, email string) string {
	return "/auth?" + url.Values{"invite": {code}, "email": {email}}.Encode()
}

func (s *Server) changeRole(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Role string `json:"role"`
	}
	if err := decodeJSON(w, r, 4<<10, &body); err != nil {
		return err
	}
	m, err := s.app.ChangeRole(r.Context(), p, r.PathValue("organizationId"), r.PathValue("userId"), body.Role)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"user": m})
	return nil
}

func (s *Server) removeMember(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.RemoveMember(r.Context(), p, r.PathValue("organizationId"), r.PathValue("userId")); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"removed": true})
	return nil
}
