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

// driveAuthURL answers 503 until Google sign-in is configured; the web app
// then enters demo mode as the spec says.
func (s *Server) driveAuthURL(w http.ResponseWriter, r *http.Request) error {
	return app.Unavailable("Google sign-in is not configured")
}

// driveStatus reports the caller's Drive connection. No Drive account can be
// connected until Google is configured.
func (s *Server) driveStatus(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	ok(w, http.StatusOK, map[string]any{"connected": false})
	return nil
}
