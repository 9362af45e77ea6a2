package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// maxPayload is the largest notification sent: PostgreSQL refuses payloads
// of 8000 bytes or more (in the default configuration).
const maxPayload = 7999

// outbox bounds the events waiting to be notified; past it they are
// dropped, and once the outbox has room the other instances are told to
// read the campaign's stored state again (a resync).
const outbox = 1024

// Broker delivers asset events to this instance's subscribers at once and
// to the other instances' through NOTIFY.
type Broker struct {
	c     *Cluster
	local app.LocalBroker
	out   chan []byte

	mu      sync.Mutex
	dropped map[topicKey]bool // campaigns whose events the full outbox dropped
}

type topicKey struct{ org, campaign string }

func newBroker(c *Cluster) *Broker {
	return &Broker{c: c, out: make(chan []byte, outbox), dropped: map[topicKey]bool{}}
}

// envelope is one notification: the whole event when it fits, otherwise a
// reference to the asset and its live progress, which is not stored while
// the asset is processed.
type envelope struct {
	Instance string          `json:"i"`
	Org      string          `json:"o"`
	Campaign string          `json:"c"`
	Event    *app.AssetEvent `json:"e,omitempty"`
	Ref      *eventRef       `json:"r,omitempty"`
	// Resync says events of the campaign were not sent: the receivers'
	// subscribers read its stored state again.
	Resync bool `json:"s,omitempty"`
}

type eventRef struct {
	Type         string                 `json:"type"`
	AssetID      string                 `json:"assetId"`
	Status       string                 `json:"status"`
	Progress     int                    `json:"progress"`
	Error        string                 `json:"error,omitempty"`
	Steps        []store.ProcessingStep `json:"steps,omitempty"`
	LastModified time.Time              `json:"lastModified"`
	Recheck      *app.RecheckProgress   `json:"recheck,omitempty"`
}

// Subscribe implements app.Broker: subscribers are this instance's.
func (b *Broker) Subscribe(orgID, campaignID string) (<-chan app.AssetEvent, func()) {
	return b.local.Subscribe(orgID, campaignID)
}

// Publish implements app.Broker: this instance's subscribers get the event
// now, the other instances' when the notification arrives.
func (b *Broker) Publish(orgID, campaignID string, ev app.AssetEvent) {
	b.local.Publish(orgID, campaignID, ev)
	payload, ok := b.encode(orgID, campaignID, ev)
	if !ok {
		b.c.log.Debug("cluster: event too large to notify", "type", ev.Type, "campaign", campaignID)
		return
	}
	select {
	case b.out <- payload:
	default:
		b.c.log.Debug("cluster: event outbox full; the other instances will read the campaign again", "type", ev.Type)
		b.mu.Lock()
		b.dropped[topicKey{orgID, campaignID}] = true
		b.mu.Unlock()
	}
}

// encode makes the notification of an event: whole, or as a reference
// with the live progress, or (a Drive import's progress of many files,
// which lives only on the importing instance) not at all.
func (b *Broker) encode(orgID, campaignID string, ev app.AssetEvent) ([]byte, bool) {
	env := envelope{Instance: b.c.instance, Org: orgID, Campaign: campaignID, Event: &ev}
	if raw, err := json.Marshal(env); err == nil && len(raw) <= maxPayload {
		return raw, true
	}
	if ev.Asset.ID == "" {
		return nil, false
	}
	as := ev.Asset
	env.Event = nil
	env.Ref = &eventRef{Type: ev.Type, AssetID: as.ID, Status: as.Status, Progress: as.Progress, Error: as.Error,
		Steps: as.ProcessingSteps, LastModified: as.LastModified, Recheck: ev.Recheck}
	if raw, err := json.Marshal(env); err == nil && len(raw) <= maxPayload {
		return raw, true
	}
	env.Ref.Steps, env.Ref.Error = nil, "" // long step details: the stored ones will do
	raw, err := json.Marshal(env)
	return raw, err == nil && len(raw) <= maxPayload
}

// send notifies the other instances of this one's events, in order, until
// ctx ends. A notification that fails is tried again: dropping it would
// leave the other instances' browsers with an older state of the asset.
// Once the outbox is empty, the campaigns whose events it dropped when full
// are notified as resyncs.
func (b *Broker) send(ctx context.Context) {
	for {
		var payload []byte
		select {
		case <-ctx.Done():
			return
		case payload = <-b.out:
		}
		b.notify(ctx, payload)
		if len(b.out) == 0 {
			for _, raw := range b.takeDropped() {
				b.notify(ctx, raw)
			}
		}
	}
}

// retryNotify is the wait before a failed notification is sent again.
var retryNotify = time.Second

// notify sends one notification, trying again until it is sent or ctx
// ends.
func (b *Broker) notify(ctx context.Context, payload []byte) {
	for {
		_, err := b.c.pool.Exec(ctx, `SELECT pg_notify($1, $2)`, eventsChannel, string(payload))
		if err == nil || ctx.Err() != nil {
			return
		}
		b.c.log.Warn("cluster: notifying an event; trying again", "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(retryNotify):
		}
	}
}

// takeDropped returns the resync notifications of the campaigns whose
// events were dropped, and forgets them.
func (b *Broker) takeDropped() [][]byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	var out [][]byte
	for k := range b.dropped {
		raw, _ := json.Marshal(envelope{Instance: b.c.instance, Org: k.org, Campaign: k.campaign, Resync: true})
		out = append(out, raw)
	}
	clear(b.dropped)
	return out
}

// receive hands another instance's event to this one's subscribers.
func (b *Broker) receive(ctx context.Context, payload string) error {
	var env envelope
	if err := json.Unmarshal([]byte(payload), &env); err != nil {
		return err
	}
	if env.Instance == b.c.instance {
		return nil // delivered here when it was published
	}
	switch {
	case env.Resync:
		b.local.Publish(env.Org, env.Campaign, app.AssetEvent{Type: app.EventResync})
	case env.Event != nil:
		b.local.Publish(env.Org, env.Campaign, *env.Event)
	case env.Ref != nil:
		ev, err := b.resolve(ctx, env)
		if err != nil {
			// The event is lost: the subscribers read the stored state
			// again instead of keeping an older one.
			b.local.Publish(env.Org, env.Campaign, app.AssetEvent{Type: app.EventResync})
			return err
		}
		b.local.Publish(env.Org, env.Campaign, ev)
	}
	return nil
}

// resolve rebuilds an event sent by reference: the stored asset with the
// live progress laid over it.
func (b *Broker) resolve(ctx context.Context, env envelope) (app.AssetEvent, error) {
	r := env.Ref
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	as, err := b.c.opts.LoadAsset(ctx, env.Org, r.AssetID)
	if errors.Is(err, store.ErrNotFound) {
		// Deleted: the subscribers need only which asset it was.
		as, err = store.Asset{ID: r.AssetID, OrganizationID: env.Org, CampaignID: env.Campaign}, nil
	}
	if err != nil {
		return app.AssetEvent{}, err
	}
	if r.Type == "asset.updated" && (as.Status == store.AssetUploading || as.Status == store.AssetAnalyzing) {
		as.Status, as.Progress, as.Error = r.Status, r.Progress, r.Error
		if r.Steps != nil {
			as.ProcessingSteps = r.Steps
		}
		as.LastModified = r.LastModified
	}
	return app.AssetEvent{Type: r.Type, Asset: as, Recheck: r.Recheck}, nil
}
