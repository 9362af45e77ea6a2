package api

import (
	"net/http"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// Check runs CI reported for a campaign (over Connect, pkg/rpc), for the
// campaign builder.
func (s *Server) bindCheckRuns(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/campaigns/{id}/check-runs", s.authed(s.listCheckRuns))
	mux.HandleFunc("GET /api/campaigns/{id}/check-runs/{runId}", s.authed(s.getCheckRun))
}

func (s *Server) listCheckRuns(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	runs, err := s.app.ListCheckRuns(r.Context(), p, r.PathValue("id"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, map[string]any{"runs": runs})
	return nil
}

func (s *Server) getCheckRun(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	run, err := s.app.GetCheckRun(r.Context(), p, r.PathValue("id"), r.PathValue("runId"))
	if err != nil {
		return err
	}
	ok(w, http.StatusOK, run)
	return nil
}
