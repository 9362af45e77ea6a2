package cluster

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// assets is what LoadAsset reads in these tests: the "stored" assets.
type assets struct {
	mu sync.Mutex
	m  map[string]store.Asset
}

func (s *assets) load(_ context.Context, orgID, id string) (store.Asset, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	as, ok := s.m[orgID+"/"+id]
	if !ok {
		return store.Asset{}, store.ErrNotFound
	}
	return as, nil
}

// instances starts n cluster members on one fresh database, each on a
// pool of its own as separate processes would be, and waits until each
// listens.
func instances(t testing.TB, n int, lease time.Duration, stored *assets) []*Cluster {
	t.Helper()
	dsn := pgtest.DSN(t)
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	t.Cleanup(func() { cancel(); wg.Wait() })
	var out []*Cluster
	for range n {
		pool, err := pgxpool.New(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(pool.Close)
		c, err := New(ctx, pool, Options{Lease: lease, Poll: 50 * time.Millisecond, LoadAsset: stored.load})
		if err != nil {
			t.Fatal(err)
		}
		wg.Go(func() { c.Run(ctx) })
		out = append(out, c)
	}
	for _, c := range out {
		select {
		case <-c.Ready():
		case <-time.After(30 * time.Second):
			t.Fatal("an instance never listened")
		}
	}
	return out
}

// within is the failure guard of the waits below (a test that hangs fails).
func within(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func TestJobsAreClaimedOnceAcrossInstances(t *testing.T) {
	cs := instances(t, 2, time.Minute, &assets{})
	ctx := within(t)
	const jobs = 40
	for i := range jobs {
		if err := cs[i%2].Queue().Add(ctx, "org", fmt.Sprintf("a%02d", i)); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	seen := map[string]int{}
	var wg sync.WaitGroup
	for w := range 6 { // three workers per instance, as the server runs
		q := cs[w%2].Queue()
		wg.Go(func() {
			for {
				mu.Lock()
				total := 0
				for _, n := range seen {
					total += n
				}
				mu.Unlock()
				if total >= jobs {
					return
				}
				wctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
				job, err := q.Next(wctx)
				cancel()
				if err != nil {
					if ctx.Err() != nil {
						return
					}
					continue
				}
				mu.Lock()
				seen[job.AssetID]++
				mu.Unlock()
				if err := q.Done(ctx, job); err != nil {
					t.Error(err)
				}
			}
		})
	}
	wg.Wait()
	if len(seen) != jobs {
		t.Fatalf("%d jobs claimed, want %d", len(seen), jobs)
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("job %s claimed %d times", id, n)
		}
	}
	if n := pending(t, cs[0]); n != 0 {
		t.Fatalf("%d rows left after every job was done", n)
	}
}

func pending(t *testing.T, c *Cluster) int {
	t.Helper()
	var n int
	if err := c.pool.QueryRow(context.Background(), `SELECT count(*) FROM cluster_processing_jobs`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// An instance that dies holding a job loses it when its lease runs out:
// another claims it.
func TestJobOfADeadInstanceIsClaimedAgain(t *testing.T) {
	cs := instances(t, 2, time.Second, &assets{})
	ctx := within(t)
	a, b := cs[0].Queue(), cs[1].Queue()
	if err := a.Add(ctx, "org", "asset"); err != nil {
		t.Fatal(err)
	}
	job, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// Instance A "dies": it neither finishes the job nor renews the lease.
	a.mu.Lock()
	delete(a.held, job.Lease)
	a.mu.Unlock()
	if _, ok, err := b.claim(ctx); err != nil || ok {
		t.Fatalf("a held job was claimed by another instance (%v)", err)
	}
	again, err := b.Next(ctx) // waits for the lease to run out
	if err != nil {
		t.Fatal(err)
	}
	if again.AssetID != "asset" || again.Lease == job.Lease {
		t.Fatalf("claimed %+v after %+v", again, job)
	}
	if err := a.Done(ctx, job); err != nil { // the dead instance's late Done ends nothing
		t.Fatal(err)
	}
	if n := pending(t, cs[0]); n != 1 {
		t.Fatalf("the late Done of a lost lease removed the job (%d rows)", n)
	}
	if err := b.Done(ctx, again); err != nil {
		t.Fatal(err)
	}
	if n := pending(t, cs[0]); n != 0 {
		t.Fatalf("%d rows after Done", n)
	}
}

// A live instance's heartbeat keeps its job: the lease moves forward.
func TestHeartbeatRenewsLeases(t *testing.T) {
	cs := instances(t, 1, time.Second, &assets{})
	ctx := within(t)
	q := cs[0].Queue()
	if err := q.Add(ctx, "org", "asset"); err != nil {
		t.Fatal(err)
	}
	if _, err := q.Next(ctx); err != nil {
		t.Fatal(err)
	}
	leaseUntil := func() time.Time {
		var at time.Time
		if err := cs[0].pool.QueryRow(ctx, `SELECT lease_until FROM cluster_processing_jobs`).Scan(&at); err != nil {
			t.Fatal(err)
		}
		return at
	}
	first := leaseUntil()
	for !leaseUntil().After(first) {
		if ctx.Err() != nil {
			t.Fatal("the lease was never renewed")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if _, ok, err := q.claim(ctx); err != nil || ok {
		t.Fatalf("a renewed job was claimed again (%v)", err)
	}
}

func TestAddRequeuesAndResumeDoesNotSteal(t *testing.T) {
	cs := instances(t, 2, time.Minute, &assets{})
	ctx := within(t)
	a, b := cs[0].Queue(), cs[1].Queue()
	if err := a.Add(ctx, "org", "asset"); err != nil {
		t.Fatal(err)
	}
	job, err := a.Next(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The start-up sweep of instance B finds the asset unfinished: it is
	// A's, and stays A's.
	if err := b.Resume(ctx, "org", "asset"); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := b.claim(ctx); err != nil || ok {
		t.Fatalf("Resume handed a held job to another instance (%v)", err)
	}
	// The asset changed while A processed it: Add queues it again, A's
	// Done ends nothing, and it is processed once more.
	if err := b.Add(ctx, "org", "asset"); err != nil {
		t.Fatal(err)
	}
	if err := a.Done(ctx, job); err != nil {
		t.Fatal(err)
	}
	again, err := b.Next(ctx)
	if err != nil || again.AssetID != "asset" {
		t.Fatalf("the requeued job: %+v %v", again, err)
	}
}

// next waits for the next event on ch.
func next(t *testing.T, ch <-chan app.AssetEvent) app.AssetEvent {
	t.Helper()
	select {
	case ev := <-ch:
		return ev
	case <-time.After(30 * time.Second):
		t.Fatal("no event arrived")
		return app.AssetEvent{}
	}
}

func TestEventsReachSubscribersOfEveryInstance(t *testing.T) {
	stored := &assets{m: map[string]store.Asset{}}
	cs := instances(t, 2, time.Minute, stored)
	a, b := cs[0].Broker(), cs[1].Broker()
	onA, cancelA := a.Subscribe("org", "camp")
	defer cancelA()
	onB, cancelB := b.Subscribe("org", "camp")
	defer cancelB()
	other, cancelOther := b.Subscribe("org", "other-campaign")
	defer cancelOther()

	small := store.Asset{ID: "a1", OrganizationID: "org", CampaignID: "camp", Status: store.AssetUploading, Progress: 43}
	a.Publish("org", "camp", app.AssetEvent{Type: "asset.updated", Asset: small})
	for name, ch := range map[string]<-chan app.AssetEvent{"A": onA, "B": onB} {
		if ev := next(t, ch); ev.Asset.ID != "a1" || ev.Asset.Progress != 43 {
			t.Errorf("subscriber on %s got %+v", name, ev)
		}
	}

	// An asset too large for one notification goes by reference: B reads
	// the stored asset and lays the live progress over it.
	big := store.Asset{ID: "a2", OrganizationID: "org", CampaignID: "camp", Name: "big.pdf",
		Status: store.AssetUploading, Progress: 5, TextExcerpt: strings.Repeat("text ", 4000)}
	stored.mu.Lock()
	stored.m["org/a2"] = big
	stored.mu.Unlock()
	live := big
	live.Progress, live.ProcessingSteps = 62, []store.ProcessingStep{{Label: "Store & sniff", Status: "done"}}
	b.Publish("org", "camp", app.AssetEvent{Type: "asset.updated", Asset: live})
	if ev := next(t, onA); ev.Asset.ID != "a2" || ev.Asset.Progress != 62 || ev.Asset.TextExcerpt != big.TextExcerpt || len(ev.Asset.ProcessingSteps) != 1 {
		t.Errorf("by reference: %+v", ev.Asset.Progress)
	}
	if ev := next(t, onB); ev.Asset.Progress != 62 {
		t.Errorf("publisher's own subscriber: %+v", ev.Asset.Progress)
	}
	// A deleted asset that is too large is announced by its ID.
	stored.mu.Lock()
	delete(stored.m, "org/a2")
	stored.mu.Unlock()
	b.Publish("org", "camp", app.AssetEvent{Type: "asset.deleted", Asset: big})
	if ev := next(t, onA); ev.Type != "asset.deleted" || ev.Asset.ID != "a2" {
		t.Errorf("deletion by reference: %+v", ev)
	}
	next(t, onB)
	select {
	case ev := <-other:
		t.Fatalf("another campaign's subscriber got %+v", ev)
	default:
	}
}

// An instance's own notifications come back to it; its subscribers got
// the event when it was published and do not get it twice.
func TestOwnNotificationsAreNotDeliveredTwice(t *testing.T) {
	cs := instances(t, 1, time.Minute, &assets{})
	b := cs[0].Broker()
	ch, cancel := b.Subscribe("org", "camp")
	defer cancel()
	payload, ok := b.encode("org", "camp", app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a1"}})
	if !ok {
		t.Fatal("a small event did not encode")
	}
	if err := b.receive(context.Background(), string(payload)); err != nil {
		t.Fatal(err)
	}
	select {
	case ev := <-ch:
		t.Fatalf("own notification delivered: %+v", ev)
	default:
	}
	var env envelope
	_ = json.Unmarshal(payload, &env)
	env.Instance = "another"
	raw, _ := json.Marshal(env)
	if err := b.receive(context.Background(), string(raw)); err != nil {
		t.Fatal(err)
	}
	if ev := next(t, ch); ev.Asset.ID != "a1" {
		t.Fatalf("another instance's event: %+v", ev)
	}
}

func TestEncodeFitsTheNotificationLimit(t *testing.T) {
	b := &Broker{c: &Cluster{instance: "i"}}
	long := strings.Repeat("x", 9000)
	cases := []struct {
		name  string
		ev    app.AssetEvent
		ok    bool
		byRef bool
		steps bool
	}{
		{"small: whole", app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a"}}, true, false, false},
		{"large: by reference", app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a", TextExcerpt: long,
			ProcessingSteps: []store.ProcessingStep{{Label: "x"}}}}, true, true, true},
		{"long step details: reference without them", app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a",
			ProcessingSteps: []store.ProcessingStep{{Label: "x", Detail: long}}}}, true, true, false},
		{"large Drive import: not sent", app.AssetEvent{Type: "drive.import", Import: &app.DriveImport{ID: long}}, false, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			raw, ok := b.encode("org", "camp", c.ev)
			if ok != c.ok {
				t.Fatalf("ok = %v", ok)
			}
			if !ok {
				return
			}
			if len(raw) > maxPayload {
				t.Fatalf("%d bytes", len(raw))
			}
			var env envelope
			if err := json.Unmarshal(raw, &env); err != nil {
				t.Fatal(err)
			}
			if (env.Ref != nil) != c.byRef || c.byRef && (len(env.Ref.Steps) > 0) != c.steps {
				t.Fatalf("envelope %+v", env)
			}
		})
	}
}

// BenchmarkEventAcrossInstances measures one event's trip from a publish
// on one instance to a subscriber on another (NOTIFY, LISTEN, decode).
func BenchmarkEventAcrossInstances(b *testing.B) {
	cs := instances(b, 2, time.Minute, &assets{})
	ch, cancel := cs[1].Broker().Subscribe("org", "camp")
	defer cancel()
	ev := app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a1", OrganizationID: "org", CampaignID: "camp", Progress: 43}}
	b.ResetTimer()
	for b.Loop() {
		cs[0].Broker().Publish("org", "camp", ev)
		<-ch
	}
}

// BenchmarkJobCycle measures queueing, claiming and ending one job.
func BenchmarkJobCycle(b *testing.B) {
	cs := instances(b, 1, time.Minute, &assets{})
	q := cs[0].Queue()
	ctx := context.Background()
	i := 0
	for b.Loop() {
		i++
		if err := q.Add(ctx, "org", fmt.Sprint(i)); err != nil {
			b.Fatal(err)
		}
		job, err := q.Next(ctx)
		if err != nil {
			b.Fatal(err)
		}
		if err := q.Done(ctx, job); err != nil {
			b.Fatal(err)
		}
	}
}

// Wrong passwords count across instances: failures on A make B wait, and
// a success on B clears A.
func TestPasswordThrottleIsShared(t *testing.T) {
	cs := instances(t, 2, time.Minute, &assets{})
	policy := &auth.Throttle{Free: 3, MaxDelay: time.Minute, Forget: time.Hour}
	a, b := cs[0].Throttle(policy), cs[1].Throttle(policy)
	now := time.Date(2026, 11, 27, 2, 0, 0, 0, time.UTC)
	steps := []struct {
		name string
		do   func()
		at   time.Time
		want time.Duration // b's wait at at
	}{
		{"free failures", func() { a.Fail("Ann@Example.com", now); b.Fail("ann@example.com", now) }, now, 0},
		{"third failure: 1 s", func() { a.Fail(" ann@example.com ", now) }, now, time.Second},
		{"fourth failure: 2 s", func() { b.Fail("ann@example.com", now) }, now.Add(500 * time.Millisecond), 1500 * time.Millisecond},
		{"waited long enough", func() {}, now.Add(3 * time.Second), 0},
		{"after Forget of quiet, a failure starts afresh", func() { a.Fail("ann@example.com", now.Add(2*time.Hour)) }, now.Add(2 * time.Hour), 0},
		{"a success clears", func() {
			a.Fail("ann@example.com", now.Add(2*time.Hour))
			a.Fail("ann@example.com", now.Add(2*time.Hour))
			b.Succeed("ANN@example.com")
		}, now.Add(2 * time.Hour), 0},
	}
	for _, s := range steps {
		s.do()
		if got := b.Wait("ann@example.com", s.at); got != s.want {
			t.Errorf("%s: wait %v, want %v", s.name, got, s.want)
		}
	}
	if got := a.Wait("bob@example.com", now); got != 0 {
		t.Errorf("another account waits %v", got)
	}
}

// Events that cannot reach the subscribers as they were published become
// a resync: the subscribers read the stored state again rather than keep
// an older one.
func TestLostEventsBecomeAResync(t *testing.T) {
	failing := func(context.Context, string, string) (store.Asset, error) {
		return store.Asset{}, errors.New("connection reset")
	}
	large := app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "a1", OrganizationID: "org", CampaignID: "camp",
		Status: store.AssetUploading, TextExcerpt: strings.Repeat("text ", 4000)}}
	cases := []struct {
		name string
		lose func(from, to *Broker) // loses an event of org/camp sent from one instance to another
	}{
		{"an event sent by reference whose asset cannot be read", func(from, to *Broker) {
			payload, ok := from.encode("org", "camp", large)
			if !ok {
				t.Fatal("not encoded")
			}
			if err := to.receive(context.Background(), string(payload)); err == nil {
				t.Error("the failed read was not reported")
			}
		}},
		{"an event the full outbox dropped", func(from, to *Broker) {
			from.Publish("org", "camp", large) // nobody empties the outbox
			resyncs := from.takeDropped()
			if len(resyncs) != 1 {
				t.Fatalf("%d resyncs for one campaign", len(resyncs))
			}
			if err := to.receive(context.Background(), string(resyncs[0])); err != nil {
				t.Fatal(err)
			}
			if again := from.takeDropped(); len(again) != 0 {
				t.Errorf("the resync was sent twice")
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			from := &Broker{c: &Cluster{instance: "from", log: slog.New(slog.DiscardHandler)}, out: make(chan []byte), dropped: map[topicKey]bool{}}
			to := newBroker(&Cluster{instance: "to", log: slog.New(slog.DiscardHandler), opts: Options{LoadAsset: failing}})
			ch, cancel := to.Subscribe("org", "camp")
			defer cancel()
			other, cancelOther := to.Subscribe("org", "other")
			defer cancelOther()
			c.lose(from, to)
			select {
			case ev := <-ch:
				if ev.Type != app.EventResync {
					t.Fatalf("got %+v, want a resync", ev)
				}
			default:
				t.Fatal("the subscriber was not told to read the campaign again")
			}
			select {
			case ev := <-other:
				t.Fatalf("another campaign's subscriber got %+v", ev)
			default:
			}
		})
	}
}

// An instance whose listening connection was lost missed what the others
// notified meanwhile: once it listens again, its subscribers resync.
func TestListeningAgainResyncsTheSubscribers(t *testing.T) {
	cs := instances(t, 1, time.Minute, &assets{})
	ch, cancel := cs[0].Broker().Subscribe("org", "camp")
	defer cancel()
	ctx := within(t)
	// Ends the listening connection (the pool's own connections run no LISTEN).
	if _, err := cs[0].pool.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'listen %'`); err != nil {
		t.Fatal(err)
	}
	if ev := next(t, ch); ev.Type != app.EventResync {
		t.Fatalf("got %+v, want a resync", ev)
	}
}

// A lease this instance can no longer renew was lost: its job's Lost
// closes, so the worker stops and the asset is processed once, by the new
// holder. A lease still held is renewed and its job goes on.
func TestLostLeaseStopsTheJob(t *testing.T) {
	cases := []struct {
		name      string
		meanwhile func(ctx context.Context, cs []*Cluster) // what happens while A's heartbeat is late
		lost      bool
	}{
		{"still held", func(context.Context, []*Cluster) {}, false},
		{"ran out and another instance claimed it", func(ctx context.Context, cs []*Cluster) {
			if _, err := cs[0].pool.Exec(ctx, `UPDATE cluster_processing_jobs SET lease_until = clock_timestamp() - interval '1 second'`); err != nil {
				t.Fatal(err)
			}
			if _, ok, err := cs[1].Queue().claim(ctx); err != nil || !ok {
				t.Fatalf("B did not claim the expired job (%v)", err)
			}
		}, true},
		{"queued again", func(ctx context.Context, cs []*Cluster) {
			if err := cs[1].Queue().Add(ctx, "org", "asset"); err != nil {
				t.Fatal(err)
			}
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cs := instances(t, 2, time.Minute, &assets{}) // the heartbeat's own tick is 20 s away
			ctx := within(t)
			a := cs[0].Queue()
			if err := a.Add(ctx, "org", "asset"); err != nil {
				t.Fatal(err)
			}
			job, err := a.Next(ctx)
			if err != nil {
				t.Fatal(err)
			}
			c.meanwhile(ctx, cs)
			if err := a.renew(ctx, []string{job.Lease}); err != nil { // the late heartbeat
				t.Fatal(err)
			}
			select {
			case <-job.Lost:
				if !c.lost {
					t.Fatal("a held lease was reported lost")
				}
			default:
				if c.lost {
					t.Fatal("the lost lease's job goes on")
				}
			}
		})
	}
}
