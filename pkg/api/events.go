package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// sseHeartbeat keeps idle event streams open through proxies.
const sseHeartbeat = 20 * time.Second

func (s *Server) bindEvents(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/campaigns/{id}/events", s.authed(s.campaignEvents))
}

// campaignEvents streams the campaign's asset changes as Server-Sent
// Events: one 'asset' event per change carrying the whole asset (with its
// signed URLs), and a comment line as heartbeat.
func (s *Server) campaignEvents(w http.ResponseWriter, r *http.Request, p *app.Principal) error {
	id := r.PathValue("id")
	if id != "no-campaign" {
		if _, err := s.app.GetCampaign(r.Context(), p, id); err != nil {
			return err
		}
	}
	closeStream, ok := s.budgets.openStream(p.User.ID)
	if !ok {
		return httpError(http.StatusTooManyRequests, "Too many open event streams for your account (at most "+
			strconv.Itoa(s.budgets.limits.EventStreamsPerUser)+"); close other tabs of the app")
	}
	defer closeStream()
	rc := http.NewResponseController(w)
	events, cancel := s.app.Subscribe(p, id)
	defer cancel()
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	if _, err := w.Write([]byte(": connected\n\n")); err != nil {
		return nil
	}
	_ = rc.Flush()
	tick := time.NewTicker(sseHeartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-tick.C:
			if _, err := w.Write([]byte(": heartbeat\n\n")); err != nil {
				return nil
			}
		case ev := <-events:
			if ev.Import != nil {
				raw, _ := json.Marshal(ev.Import)
				if _, err := w.Write([]byte("event: import\ndata: " + string(raw) + "\n\n")); err != nil {
					return nil
				}
				break
			}
			view, err := s.viewAsset(r.Context(), p, ev.Asset)
			if err != nil {
				return nil
			}
			msg := map[string]any{"type": ev.Type, "asset": view}
			if ev.Recheck != nil {
				msg["recheck"] = ev.Recheck
			}
			raw, _ := json.Marshal(msg)
			if _, err := w.Write([]byte("event: asset\ndata: " + string(raw) + "\n\n")); err != nil {
				return nil
			}
		}
		if err := rc.Flush(); err != nil {
			return nil
		}
	}
}
