package api

import (
	"net/http"
	"strconv"
)

func (s *Server) bindHealth(mux *http.ServeMux) {
	mux.HandleFunc("GET /health", s.health)
}

// health reports status, version, storage and disk health. It answers 503
// when the store does not answer; "degraded" with 200 when the data
// directory's free space is low (below twice its floor; below the floor
// reads work and writes answer 507).
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	data := map[string]any{"status": "ok", "version": s.opts.Version, "storage": "ok"}
	if d, known := s.app.DiskSpace(); known {
		data["disk"] = d
		if d.Low {
			data["status"] = "degraded"
			data["message"] = "Free disk space is low; uploads and changes are refused below the configured minimum of " + strconv.FormatInt(d.MinFreeBytes, 10) + " bytes"
		}
	}
	if err := s.app.Health(r.Context()); err != nil {
		s.log.Error("health: storage", "err", err)
		data["status"], data["storage"] = "degraded", "error"
		writeJSON(w, http.StatusServiceUnavailable, envelope{Success: false, Data: data, Error: "storage unavailable"})
		return
	}
	ok(w, http.StatusOK, data)
}
