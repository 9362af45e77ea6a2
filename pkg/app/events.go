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
// database (pkg/cluster's PostgreSQL LISTEN/NOTIFY broker). A slow
// subscriber misses events rather than blocking processing; it is then
// sent EventResync, and reads the stored state again.
type Broker interface {
	Publish(orgID, campaignID string, ev AssetEvent)
	// Subscribe returns a channel of the campaign's events and a cancel
	// function that must be called when the subscriber leaves.
	Subscribe(orgID, campaignID string) (<-chan AssetEvent, func())
}

// LocalBroker fans asset events out to the subscribers in this process.
type LocalBroker struct {
	mu   sync.Mutex
	subs map[string]map[*subscriber]struct{} // org/campaign → subscribers
}

// subscriber is one subscription: its events, and whether it missed some
// and is owed a resync.
type subscriber struct {
	ch   chan AssetEvent
	left chan struct{} // closed when the subscriber leaves
	// Guarded by LocalBroker.mu: owed says events were lost since the last
	// resync was sent; sending, that a goroutine is sending resyncs.
	owed, sending bool
}

// subscriberBuffer is how many events a subscriber may fall behind
// before it misses some: an ingest of 300 assets a second publishes about
// 3,600 (each asset's steps), and an event stream writing a coalesced
// batch under load stopped reading for long enough that 64 lost the last,
// "complete" event of some assets, which then looked unfinished until the
// next reload. 4,096 events of about 1 KB each are a few MB for a stream,
// and streams are bounded per user. A subscriber that still falls behind
// gets EventResync once it has room again.
const subscriberBuffer = 4096

func topic(orgID, campaignID string) string { return orgID + "/" + campaignID }

// Subscribe implements Broker.
func (b *LocalBroker) Subscribe(orgID, campaignID string) (<-chan AssetEvent, func()) {
	s := &subscriber{ch: make(chan AssetEvent, subscriberBuffer), left: make(chan struct{})}
	t := topic(orgID, campaignID)
	b.mu.Lock()
	if b.subs == nil {
		b.subs = map[string]map[*subscriber]struct{}{}
	}
	if b.subs[t] == nil {
		b.subs[t] = map[*subscriber]struct{}{}
	}
	b.subs[t][s] = struct{}{}
	b.mu.Unlock()
	var once sync.Once
	return s.ch, func() {
		once.Do(func() {
			b.mu.Lock()
			delete(b.subs[t], s)
			if len(b.subs[t]) == 0 {
				delete(b.subs, t)
			}
			b.mu.Unlock()
			close(s.left)
		})
	}
}

// Publish implements Broker.
func (b *LocalBroker) Publish(orgID, campaignID string, ev AssetEvent) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for s := range b.subs[topic(orgID, campaignID)] {
		b.deliver(s, ev)
	}
}

// Resync sends EventResync to every subscriber of every campaign: after a
// spell in which other instances' events may have been missed.
func (b *LocalBroker) Resync() {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, subs := range b.subs {
		for s := range subs {
			b.deliver(s, AssetEvent{Type: EventResync})
		}
	}
}

// deliver hands ev to s without waiting (processing never waits for a
// slow subscriber). When s's buffer is full the event is lost, so s is owed
// a resync: one is sent as soon as s has room (after the events it holds),
// and the stored state it then reads is at least as new as every event it
// missed; events lost meanwhile are owed another. Called with b.mu held.
func (b *LocalBroker) deliver(s *subscriber, ev AssetEvent) {
	select {
	case s.ch <- ev:
		return
	default:
	}
	s.owed = true
	if s.sending {
		return
	}
	s.sending = true
	go func() {
		for {
			b.mu.Lock()
			if !s.owed {
				s.sending = false
				b.mu.Unlock()
				return
			}
			s.owed = false
			b.mu.Unlock()
			select {
			case s.ch <- AssetEvent{Type: EventResync}:
			case <-s.left:
				return
			}
		}
	}()
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
