package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/cluster"
	"github.com/pharmaops/pharmaops/pkg/store/postgres"
)

// joinCluster makes the core one of several instances when it runs on
// PostgreSQL: its campaign events reach the browsers of every instance
// (LISTEN/NOTIFY), its processing jobs are claimed from a shared table
// under a lease (cluster.job-lease), and wrong passwords and the request
// rate limits are counted in shared tables, and a campaign is re-checked
// by one instance at a time (an advisory lock). On bbolt, one process owns the
// database and the in-process broker and queue stay. It returns once the
// instance listens, so no event of another instance is missed from the
// first request on. It returns the membership, or nil on bbolt.
func joinCluster(ctx context.Context, g *globalOptions, st openedStore, core *app.App, log *slog.Logger) (*cluster.Cluster, error) {
	pg, ok := st.Store.(*postgres.Store)
	if !ok {
		return nil, nil
	}
	if g.v.GetString("secrets.key") == "" {
		log.Warn("store.driver is postgres but secrets.key is not set: every instance keeps the key of its own data directory, " +
			"so service credentials one instance stored cannot be read by another; set the same secrets.key on every instance")
	}
	c, err := cluster.New(ctx, pg.Pool(), cluster.Options{
		Lease: g.v.GetDuration("cluster.job-lease"), LoadAsset: pg.GetAsset, Log: log,
	})
	if err != nil {
		return nil, err
	}
	core.SetBroker(c.Broker())
	core.SetQueue(c.Queue())
	core.SetPasswordThrottle(c.Throttle(auth.NewThrottle()))
	core.SetRecheckLock(c.RecheckLock())
	go c.Run(ctx)
	select {
	case <-c.Ready():
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(30 * time.Second):
		log.Warn("not yet listening for the other instances' events; events may be missed until it is")
	}
	log.Info("instance of a cluster on PostgreSQL", "instance", c.Instance())
	return c, nil
}
