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

// EventResync tells a campaign's subscribers that events may have been
// missed (an instance lost its connection to the others, or a notification
// could not be read or sent): they read the assets' stored state again.
// Its Asset is empty.
const EventResync = "campaign.resync"

// Broker carries asset events to the subscribers of a campaign: in this
// process (LocalBroker, the default), or on every instance sharing a
// database (pkg/cluster's PostgreSQL LISTEN/NOTIFY broker). Delivery is
// best effort: a slow subscriber misses events rather than blocking
// processing, and every event carries the whole asset, so the next one
// brings it up to date.
type Broker interface {
	Publish(orgID, campaignID string, ev AssetEvent)
	// Subscribe returns a channel of the campaign's events and a cancel
	// function that must be called when the subscriber leaves.
	Subscribe(orgID, campaignID string) (<-chan AssetEvent, func())
}

// LocalBroker fans asset events out to the subscribers in this process.
type LocalBroker struct {
	mu   sync.Mutex
	subs map[string]map[chan AssetEvent]struct{} // org/campaign → subscribers
}

// subscriberBuffer is how many events a subscriber may fall behind
// before it misses some: an ingest of 300 assets a second publishes about
// 3,600 (each asset's steps), and an event stream writing a coalesced
// batch under load stopped reading for long enough that 64 lost the last,
// "complete" event of some assets, which then looked unfinished until the
// next reload. 4,096 events of about 1 KB each are a few MB for a stream,
// and streams are bounded per user.
const subscriberBuffer = 4096

func topic(orgID, campaignID string) string { return orgID + "/" + campaignID }

// Subscribe implements Broker.
func (b *LocalBroker) Subscribe(orgID, campaignID string) (<-chan AssetEvent, func()) {
	ch := make(chan AssetEvent, subscriberBuffer)
	t := topic(orgID, campaignID)
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

// Publish implements Broker.
func (b *LocalBroker) Publish(orgID, campaignID string, ev AssetEvent) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for ch := range b.subs[topic(orgID, campaignID)] {
		select {
		case ch <- ev:
		default:
		}
	}
}

// Resync sends EventResync to every subscriber of every campaign: after a
// spell in which other instances' events may have been missed.
func (b *LocalBroker) Resync() {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, subs := range b.subs {
		for ch := range subs {
			select {
			case ch <- AssetEvent{Type: EventResync}:
			default:
			}
		}
	}
}

// SetBroker replaces the in-process broker, before the server starts.
func (a *App) SetBroker(b Broker) { a.events = b }

// Subscribe returns a channel of the campaign's asset events and a cancel
// function that must be called when the subscriber leaves.
func (a *App) Subscribe(p *Principal, campaignID string) (<-chan AssetEvent, func()) {
	return a.events.Subscribe(p.Org.ID, campaignID)
}

func (a *App) publish(ev AssetEvent) {
	a.events.Publish(ev.Asset.OrganizationID, ev.Asset.CampaignID, ev)
}

// publishImport tells the campaign's subscribers how a Drive import goes.
func (a *App) publishImport(job DriveImport) {
	a.events.Publish(job.orgID, job.CampaignID, AssetEvent{Type: "drive.import", Import: &job})
}
