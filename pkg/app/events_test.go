package app_test

import (
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// A subscriber that falls further behind than its buffer loses events
// (processing never waits for it), and is then sent a resync, after the
// events it holds, so it reads the stored state again rather than keep an
// older one. Other campaigns' subscribers are not told.
func TestSlowSubscriberIsSentAResync(t *testing.T) {
	cases := []struct {
		name      string
		published int
		resync    bool
	}{
		{"within its buffer", 100, false},
		{"past its buffer", 5000, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b app.LocalBroker
			ch, cancel := b.Subscribe("org", "camp")
			defer cancel()
			other, cancelOther := b.Subscribe("org", "other")
			defer cancelOther()
			for i := range c.published {
				b.Publish("org", "camp", app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a", Revision: int64(i)}})
			}
			// The events it holds, then a marker: a subscriber that lost
			// none has nothing else coming before the marker; one that lost
			// some is sent a resync (the marker may come first).
			for range min(c.published, cap(ch)) {
				<-ch
			}
			b.Publish("org", "camp", app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "marker"}})
			resyncs, marker := 0, false
			guard := time.After(30 * time.Second) // a hang fails
			for !marker || c.resync && resyncs == 0 {
				select {
				case ev := <-ch:
					switch {
					case ev.Type == app.EventResync:
						resyncs++
					case ev.Asset.ID == "marker":
						marker = true
					default:
						t.Fatalf("an event past the buffer arrived: %+v", ev.Asset)
					}
				case <-guard:
					t.Fatalf("marker %v, %d resyncs, then nothing", marker, resyncs)
				}
			}
			if (resyncs > 0) != c.resync { // two are possible: events lost while the first was on its way
				t.Errorf("%d resyncs after %d events, want a resync: %v", resyncs, c.published, c.resync)
			}
			if len(other) != 0 {
				t.Errorf("another campaign's subscriber got %d events", len(other))
			}
		})
	}
}
