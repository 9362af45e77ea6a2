package api

import "net/http"

func (s *Server) bindHealth(mux *http.ServeMux) {
	mux.HandleFunc("GET /health", s.health)
}

// health reports status, version and storage health; 503 when the store
// does not answer.
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	data := map[string]string{"status": "ok", "version": s.opts.Version, "storage": "ok"}
	if err := s.app.Health(r.Context()); err != nil {
		s.log.Error("health: storage", "err", err)
		data["status"], data["storage"] = "degraded", "error"
		writeJSON(w, http.StatusServiceUnavailable, envelope{Success: false, Data: data, Error: "storage unavailable"})
		return
	}
	ok(w, http.StatusOK, data)
}
