package api

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// sseHeartbeat keeps idle event streams open through proxies.
const sseHeartbeat = 20 * time.Second

// sseCoalesce is how often a stream sends the assets that changed: each
// one once, in its latest state.
const sseCoalesce = 100 * time.Millisecond

func (s *Server) bindEvents(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/campaigns/{id}/events", s.authed(s.campaignEvents))
}

// campaignEvents streams the campaign's asset changes as Server-Sent
// Events: an 'asset' event carrying the whole asset (with its signed URLs)
// each time it changed, coalesced to its latest state every sseCoalesce,
// and a comment line as heartbeat.
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
	// Asset events are coalesced: the stream sends each changed asset's
	// latest state at most every sseCoalesce, not every step of every
	// asset, so a 2,000-asset upload stays readable for a browser.
	flush := time.NewTicker(sseCoalesce)
	defer flush.Stop()
	pending := map[string]app.AssetEvent{}
	var order []string
	newest := assetRevisions{}
	var sent time.Time
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-tick.C:
			if _, err := w.Write([]byte(": heartbeat\n\n")); err != nil {
				return nil
			}
		case <-flush.C:
			if len(order) == 0 {
				continue
			}
			for _, id := range order {
				if err := s.writeAssetEvent(w, r, p, pending[id]); err != nil {
					return nil
				}
			}
			clear(pending)
			order = order[:0]
			sent = time.Now()
		case ev := <-events:
			if ev.Type == app.EventResync {
				// Events may have been missed: the stored state of every
				// asset newer than what the stream has goes out with the
				// next batch.
				missed, err := s.storedNewer(r.Context(), p, id, newest)
				if err != nil {
					s.log.Warn("event stream: reading the campaign's assets again", "campaign", id, "err", err)
					return nil // the browser reconnects and reads the list
				}
				for _, as := range missed {
					if _, seen := pending[as.ID]; !seen {
						order = append(order, as.ID)
					}
					pending[as.ID] = app.AssetEvent{Type: "asset.updated", Asset: as}
				}
				continue
			}
			if ev.Import == nil && !newest.admit(ev) {
				continue // older than what the stream sent or holds for the asset
			}
			if ev.Import == nil && len(order) == 0 && time.Since(sent) >= sseCoalesce {
				// The first change after a quiet spell goes out at once.
				if err := s.writeAssetEvent(w, r, p, ev); err != nil {
					return nil
				}
				sent = time.Now()
				break
			}
			if ev.Import == nil {
				if _, seen := pending[ev.Asset.ID]; !seen {
					order = append(order, ev.Asset.ID)
				}
				pending[ev.Asset.ID] = ev
				continue
			}
			raw, _ := json.Marshal(ev.Import)
			if _, err := w.Write([]byte("event: import\ndata: " + string(raw) + "\n\n")); err != nil {
				return nil
			}
		}
		if err := rc.Flush(); err != nil {
			return nil
		}
	}
}

// assetRevisions is, per asset, the newest revision a stream sent or holds
// (the store raises an asset's revision on every write; a deletion counts
// as newest of all). Events can arrive out of order: another instance's
// notification is late when that instance's CPU is starved or its
// connection slow, and this instance may have processed the asset and
// published its final state meanwhile. An older event must then neither
// replace the final state the stream holds nor follow it.
type assetRevisions map[string]int64

const deletedRevision = math.MaxInt64

// admit reports whether ev is not older than what the stream has of its
// asset, and records it. Live progress events share the stored revision,
// so equal revisions are admitted.
func (n assetRevisions) admit(ev app.AssetEvent) bool {
	rev := ev.Asset.Revision
	if ev.Type == "asset.deleted" {
		rev = deletedRevision
	}
	if last, seen := n[ev.Asset.ID]; seen && rev < last {
		return false
	}
	n[ev.Asset.ID] = rev
	return true
}

// storedNewer reads the campaign's stored assets and returns those newer
// than the stream's events of them (or never streamed), recording them.
// Equal revisions are left out: a live event of an asset being processed
// is newer than its stored record of the same revision.
func (s *Server) storedNewer(ctx context.Context, p *app.Principal, campaignID string, newest assetRevisions) ([]store.Asset, error) {
	var out []store.Asset
	pg := app.PageRequest{Limit: app.MaxPageSize}
	for {
		page, err := s.app.ListAssets(ctx, p, campaignID, pg)
		if err != nil {
			return nil, err
		}
		for _, as := range page.Items {
			if last, seen := newest[as.ID]; !seen || as.Revision > last {
				newest[as.ID] = as.Revision
				out = append(out, as)
			}
		}
		if page.NextCursor == "" {
			return out, nil
		}
		pg.Cursor = page.NextCursor
	}
}

// writeAssetEvent writes one asset event with the asset's signed URLs.
func (s *Server) writeAssetEvent(w http.ResponseWriter, r *http.Request, p *app.Principal, ev app.AssetEvent) error {
	view, err := s.viewAsset(r.Context(), p, ev.Asset)
	if err != nil {
		return err
	}
	msg := map[string]any{"type": ev.Type, "asset": view}
	if ev.Recheck != nil {
		msg["recheck"] = ev.Recheck
	}
	raw, _ := json.Marshal(msg)
	_, err = w.Write([]byte("event: asset\ndata: " + string(raw) + "\n\n"))
	return err
}
