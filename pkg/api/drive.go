package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindDrive(mux *http.ServeMux) {
	// The authorization URL is part of the sign-in flow, so it needs no session.
	mux.HandleFunc("GET /api/google-drive/auth-url", s.public(s.driveAuthURL))
	mux.HandleFunc("GET /api/google-drive/status", s.authed(s.driveStatus))
}

// driveAuthURL answers {authUrl, accountsHost} to start a Google sign-in,
// or 503 when Google is not configured (the login screen then offers the
// other sign-ins, as the spec's demo fallback).
func (s *Server) driveAuthURL(w http.ResponseWriter, r *http.Request) error {
	u, host, err := s.app.GoogleAuthURL(r.Context())
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]string{"authUrl": u, "accountsHost": host})
	return nil
}

// driveStatus reports the caller's Drive connection. No Drive account can be
// connected until Google is configured.
func (s *Server) driveStatus(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	ok(w, http.StatusOK, map[string]any{"connected": false})
	return nil
}
