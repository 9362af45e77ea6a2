package app

import (
	"sync"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// AssetEvent tells subscribers that an asset changed (progress, status,
// analysis) or was deleted.
type AssetEvent struct {
	Type  string      `json:"type"` // asset.updated, asset.deleted
	Asset store.Asset `json:"asset"`
	// Recheck is the campaign's re-check progress when the event comes
	// from a re-check.
	Recheck *RecheckProgress `json:"recheck,omitempty"`
	// Import is a Drive import's progress (type drive.import); Asset is
	// then empty.
	Import *DriveImport `json:"import,omitempty"`
}

// broker fans asset events out to subscribers of a campaign. A slow
// subscriber misses events rather than blocking processing; every event
// carries the whole asset, so the next one brings it up to date.
type broker struct {
	mu   sync.Mutex
	subs map[string]map[chan AssetEvent]struct{} // org/campaign → subscribers
}

func topic(orgID, campaignID string) string { return orgID + "/" + campaignID }

// Subscribe returns a channel of the campaign's asset events and a cancel
// function that must be called when the subscriber leaves.
func (a *App) Subscribe(p *Principal, campaignID string) (<-chan AssetEvent, func()) {
	b := &a.events
	ch := make(chan AssetEvent, 64)
	t := topic(p.Org.ID, campaignID)
	b.mu.Lock()
	if b.subs == nil {
		b.subs = map[string]map[chan AssetEvent]struct{}{}
	}
	if b.subs[t] == nil {
		b.subs[t] = map[chan AssetEvent]struct{}{}
	}
	b.subs[t][ch] = struct{}{}
	b.mu.Unlock()
	var once sync.Once
	return ch, func() {
		once.Do(func() {
			b.mu.Lock()
			delete(b.subs[t], ch)
			if len(b.subs[t]) == 0 {
				delete(b.subs, t)
			}
			b.mu.Unlock()
		})
	}
}

func (a *App) publish(ev AssetEvent) {
	a.publishTo(topic(ev.Asset.OrganizationID, ev.Asset.CampaignID), ev)
}

// publishImport tells the campaign's subscribers how a Drive import goes.
func (a *App) publishImport(job DriveImport) {
	a.publishTo(topic(job.orgID, job.CampaignID), AssetEvent{Type: "drive.import", Import: &job})
}

func (a *App) publishTo(t string, ev AssetEvent) {
	b := &a.events
	b.mu.Lock()
	defer b.mu.Unlock()
	for ch := range b.subs[t] {
		select {
		case ch <- ev:
		default:
		}
	}
}
