package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

func (s *Server) bindWorkflows(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/workflows", s.authed(s.listWorkflows))
	mux.HandleFunc("POST /api/workflows", s.authed(s.createWorkflow))
	mux.HandleFunc("GET /api/workflows/{id}", s.authed(s.getWorkflow))
	mux.HandleFunc("PUT /api/workflows/{id}", s.authed(s.updateWorkflow))
}

func (s *Server) listWorkflows(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	list, err := s.app.ListWorkflows(r.Context(), p, r.URL.Query().Get("campaignId"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"workflows": list})
	return nil
}

// createWorkflow accepts {campaignId, name?, stages?} or {workflow:{…}}.
func (s *Server) createWorkflow(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		app.NewWorkflow
		Workflow *app.NewWorkflow `json:"workflow"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	in := body.NewWorkflow
	if body.Workflow != nil {
		in = *body.Workflow
	}
	wf, err := s.app.CreateWorkflow(r.Context(), p, in)
	if err != nil {
		return err
	}
	ok(w, http.StatusCreated, map[string]any{"workflow": wf})
	return nil
}

func (s *Server) getWorkflow(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	wf, err := s.app.GetWorkflow(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	setETag(w, wf.Version)
	ok(w, http.StatusOK, map[string]any{"workflow": wf})
	return nil
}

// updateWorkflow changes one stage: {stage, status?, reviewer?, comment?}
// or {updates:{…}}.
func (s *Server) updateWorkflow(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	var body struct {
		app.StageUpdate
		Updates *app.StageUpdate `json:"updates"`
	}
	if err := decodeJSON(w, r, maxJSONBody, &body); err != nil {
		return err
	}
	u := body.StageUpdate
	if body.Updates != nil {
		u = *body.Updates
	}
	var err error
	if u.Version, err = expectedVersion(r, u.Version); err != nil {
		return err
	}
	wf, err := s.app.UpdateWorkflow(r.Context(), p, r.PathValue("id"), u)
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"workflow": wf})
	return nil
}
