package api

import (
	"encoding/json"
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindConfigurations(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/configurations", s.authed(s.listConfigurations))
	mux.HandleFunc("POST /api/configurations", s.authed(s.createConfiguration))
	mux.HandleFunc("DELETE /api/configurations/{id}", s.authed(s.deleteConfiguration))
	mux.HandleFunc("GET /api/configurations/fields", s.authed(s.listFormFields))
	mux.HandleFunc("PUT /api/configurations/fields/{id}", s.authed(s.updateFormField))
	mux.HandleFunc("POST /api/configurations/validate", s.authed(s.validateForm))
	mux.HandleFunc("GET /api/settings", s.authed(s.listSettings))
	mux.HandleFunc("POST /api/settings", s.authed(s.saveSettings))
	mux.HandleFunc("PUT /api/settings/{key}", s.authed(s.saveSetting))
}

func (s *Server) listConfigurations(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListConfigurations(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"configurations": list})
	return nil
}

// createConfiguration accepts {name, description, values} or the same
// wrapped in {configuration}.
func (s *Server) createConfiguration(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		app.Configuration
		Wrapped *app.Configuration `json:"configuration"`
	}
	if err := decodeJSON(w, r, 64<<10, &body); err != nil {
		return err
	}
	in := body.Configuration
	if body.Wrapped != nil {
		in = *body.Wrapped
	}
	c, err := s.app.CreateConfiguration(r.Context(), p, in)
	if err != nil {
		return err
	}
	ok(w, http.StatusCreated, map[string]any{"configuration": c})
	return nil
}

func (s *Server) deleteConfiguration(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	if err := s.app.DeleteConfiguration(r.Context(), p, r.PathValue("id")); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]bool{"deleted": true})
	return nil
}

func (s *Server) listFormFields(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	fields, err := s.app.FormFields(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"fields": fields})
	return nil
}

func (s *Server) updateFormField(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body app.FormFieldUpdate
	if err := decodeJSON(w, r, 16<<10, &body); err != nil {
		return err
	}
	f, err := s.app.UpdateFormField(r.Context(), p, r.PathValue("id"), body)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"field": f})
	return nil
}

// validateForm answers {valid, errors} for the spec's {formData}.
func (s *Server) validateForm(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		FormData map[string]any `json:"formData"`
	}
	if err := decodeJSON(w, r, 64<<10, &body); err != nil {
		return err
	}
	if body.FormData == nil {
		return httpError(http.StatusBadRequest, "formData is required")
	}
	v, err := s.app.ValidateForm(r.Context(), p, body.FormData)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, v)
	return nil
}

func (s *Server) listSettings(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	all, err := s.app.Settings(r.Context(), p)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"settings": all})
	return nil
}

func (s *Server) saveSettings(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Settings map[string]json.RawMessage `json:"settings"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	all, err := s.app.SaveSettings(r.Context(), p, body.Settings)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"settings": all})
	return nil
}

func (s *Server) saveSetting(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		Value json.RawMessage `json:"value"`
	}
	if err := decodeJSON(w, r, 64<<10, &body); err != nil {
		return err
	}
	key := r.PathValue("key")
	if err := s.app.SaveSetting(r.Context(), p, key, body.Value); err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"key": key, "value": body.Value})
	return nil
}
