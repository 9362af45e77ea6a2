package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindCredentials(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/settings/credentials-status", s.authed(s.credentialsStatus))
	mux.HandleFunc("POST /api/settings/credentials", s.authed(s.saveCredentials))
	mux.HandleFunc("GET /api/settings/credentials/{service}/{type}", s.authed(s.getCredentials))
	mux.HandleFunc("DELETE /api/settings/credentials/{service}/{type}", s.authed(s.deleteCredentials))
}

func (s *Server) credentialsStatus(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	st, err := s.app.CredentialsStatus(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"status": st})
	return nil
}

// saveCredentials stores {serviceName, credentialType, credentials},
// encrypted; the answer masks every secret.
func (s *Server) saveCredentials(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		ServiceName    string            `json:"serviceName"`
		CredentialType string            `json:"credentialType"`
		Credentials    map[string]string `json:"credentials"`
	}
	if err := decodeJSON(w, r, 64<<10, &body); err != nil {
		return err
	}
	v, err := s.app.SaveCredentials(r.Context(), p, body.ServiceName, body.CredentialType, body.Credentials)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, v)
	return nil
}

func (s *Server) getCredentials(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	v, err := s.app.GetCredentials(r.Context(), p, r.PathValue("service"), r.PathValue("type"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, v)
	return nil
}

func (s *Server) deleteCredentials(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.DeleteCredentials(r.Context(), p, r.PathValue("service"), r.PathValue("type")); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"deleted": true})
	return nil
}
