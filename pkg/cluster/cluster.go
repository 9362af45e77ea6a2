// Package cluster lets several pharmaops instances share one PostgreSQL
// database (store.driver=postgres): the campaign event stream reaches the
// browsers connected to any instance (LISTEN/NOTIFY, Broker), and the
// processing queue is a table every instance claims jobs from with
// SELECT … FOR UPDATE SKIP LOCKED under a lease, so the jobs of an
// instance that died are claimed again (Queue). It talks to PostgreSQL
// through pgx directly; the records stay pkg/store/postgres's.
package cluster

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgxlisten"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// The notification channels.
const (
	eventsChannel = "pharmaops_events"
	jobsChannel   = "pharmaops_jobs"
)

// schemaLock is the advisory lock (two-int form, as pkg/store/postgres's)
// under which an instance creates the jobs table, so two instances
// starting together do not both try. pkg/store/postgres holds the classes
// 0x70686172 to +2 and recheckLock is +3: this one is +4, so start-up does
// not wait on the store's migrations.
const schemaLock = 0x70686172 + 4

// Defaults of Options.
const (
	DefaultLease = time.Minute
	DefaultPoll  = 2 * time.Second
)

// Options tune a Cluster.
type Options struct {
	// Lease is how long a claimed job stays an instance's without a
	// heartbeat: the instance renews it every Lease/3 while it works, so
	// a job whose instance died is claimed again at most Lease later.
	Lease time.Duration
	// Poll is how often idle workers look for jobs whose lease ran out
	// (new jobs wake them at once through NOTIFY).
	Poll time.Duration
	// LoadAsset reads an asset, for events too large for one notification:
	// the receiving instance reads the stored asset instead.
	LoadAsset func(ctx context.Context, orgID, assetID string) (store.Asset, error)
	Log       *slog.Logger
}

// Cluster is this instance's membership: one listening connection and the
// broker and queue that use it.
type Cluster struct {
	pool     *pgxpool.Pool
	instance string // this instance's random ID, in notifications and leases
	opts     Options
	log      *slog.Logger

	broker *Broker
	queue  *Queue

	ready     chan struct{} // closed once the first LISTEN is in place
	readyOnce sync.Once

	throttle atomic.Pointer[Throttle] // the password throttle, once made
}

// New creates the jobs table if needed and returns the instance's cluster
// membership; Run must run for notifications to arrive.
func New(ctx context.Context, pool *pgxpool.Pool, opts Options) (*Cluster, error) {
	if opts.Lease <= 0 {
		opts.Lease = DefaultLease
	}
	if opts.Poll <= 0 {
		opts.Poll = DefaultPoll
	}
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	if opts.LoadAsset == nil {
		return nil, errors.New("cluster: Options.LoadAsset is required")
	}
	err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, 0)`, schemaLock); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, jobsSchema+throttleSchema+rateLimitSchema)
		return err
	})
	if err != nil {
		return nil, err
	}
	id := make([]byte, 8)
	_, _ = rand.Read(id)
	c := &Cluster{pool: pool, instance: hex.EncodeToString(id), opts: opts, log: opts.Log, ready: make(chan struct{})}
	c.broker = newBroker(c)
	c.queue = newQueue(c)
	return c, nil
}

// Ready is closed once the instance listens: from then on it receives
// every other instance's events.
func (c *Cluster) Ready() <-chan struct{} { return c.ready }

// listening is the events handler; its backlog hook, which pgxlisten
// calls once LISTEN is in place, marks the instance ready.
type listening struct {
	c *Cluster
	pgxlisten.HandlerFunc
}

func (l listening) HandleBacklog(context.Context, string, *pgx.Conn) error {
	first := false
	l.c.readyOnce.Do(func() { first = true; close(l.c.ready) })
	if !first {
		// Listening again after a lost connection: what the others
		// notified meanwhile never came, so every subscriber reads the
		// stored state again.
		l.c.broker.local.Resync()
	}
	return nil
}

// Instance is this instance's ID.
func (c *Cluster) Instance() string { return c.instance }

// Broker is the instances' shared event broker (app.SetBroker).
func (c *Cluster) Broker() *Broker { return c.broker }

// Queue is the instances' shared processing queue (app.SetQueue).
func (c *Cluster) Queue() *Queue { return c.queue }

// Run listens for the other instances' notifications, sends this one's
// events and renews its leases until ctx ends. A lost connection is
// reconnected; the events notified meanwhile are missed, so this
// instance's subscribers are then told to read the stored state again
// (app.EventResync), and jobs are found by polling.
func (c *Cluster) Run(ctx context.Context) {
	var wg sync.WaitGroup
	wg.Go(func() { c.broker.send(ctx) })
	wg.Go(func() { c.queue.heartbeat(ctx) })
	wg.Go(func() { c.sweep(ctx) })
	l := &pgxlisten.Listener{
		Connect: func(ctx context.Context) (*pgx.Conn, error) {
			return pgx.ConnectConfig(ctx, c.pool.Config().ConnConfig.Copy())
		},
		LogError: func(_ context.Context, err error) {
			if ctx.Err() == nil {
				c.log.Warn("cluster: listening for other instances", "err", err)
			}
		},
		ReconnectDelay: time.Second,
	}
	l.Handle(eventsChannel, listening{c, func(ctx context.Context, n *pgconn.Notification, _ *pgx.Conn) error {
		return c.broker.receive(ctx, n.Payload)
	}})
	l.Handle(jobsChannel, pgxlisten.HandlerFunc(func(context.Context, *pgconn.Notification, *pgx.Conn) error {
		c.queue.wakeAll()
		return nil
	}))
	_ = l.Listen(ctx)
	wg.Wait()
}

// sweep forgets idle wrong-password counts and full rate limits every ten
// minutes.
func (c *Cluster) sweep(ctx context.Context) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			forget := auth.NewThrottle().Forget
			if t := c.throttle.Load(); t != nil {
				forget = t.policy.Forget
			}
			if err := c.forget(ctx, forget); err != nil && ctx.Err() == nil {
				c.log.Warn("cluster: forgetting old wrong passwords", "err", err)
			}
			if err := c.sweepRateLimits(ctx); err != nil && ctx.Err() == nil {
				c.log.Warn("cluster: sweeping full rate limits", "err", err)
			}
		}
	}
}

var (
	_ app.Broker           = (*Broker)(nil)
	_ app.PasswordThrottle = (*Throttle)(nil)
	_ app.Queue            = (*Queue)(nil)
)

var _ app.RecheckLock = (*RecheckLock)(nil)
