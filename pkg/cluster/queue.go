package cluster

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// jobsSchema is the processing queue's table: one row per asset waiting or
// being processed. A row with a lease in the future is an instance's; one
// without, or whose lease ran out, is anyone's.
const jobsSchema = `
CREATE TABLE IF NOT EXISTS cluster_processing_jobs (
	organization_id text NOT NULL,
	asset_id        text NOT NULL,
	queued_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
	lease           text,
	leased_by       text,
	lease_until     timestamptz,
	attempts        integer NOT NULL DEFAULT 0,
	PRIMARY KEY (organization_id, asset_id)
);
CREATE INDEX IF NOT EXISTS cluster_processing_jobs_queued ON cluster_processing_jobs (queued_at);
`

// Queue is the processing queue shared by the instances.
type Queue struct {
	c *Cluster

	mu   sync.Mutex
	held map[string]chan struct{} // leases this instance holds, renewed by heartbeat; closed when lost
	wake chan struct{}            // closed (and replaced) to wake the idle workers
}

func newQueue(c *Cluster) *Queue {
	return &Queue{c: c, held: map[string]chan struct{}{}, wake: make(chan struct{})}
}

// Add implements app.Queue: the job is queued again from the start, even
// if an instance is processing it (its Done then ends nothing, and the job
// runs again).
func (q *Queue) Add(ctx context.Context, orgID, assetID string) error {
	return q.insert(ctx, `INSERT INTO cluster_processing_jobs (organization_id, asset_id) VALUES ($1, $2)
		ON CONFLICT (organization_id, asset_id) DO UPDATE
		SET queued_at = clock_timestamp(), lease = NULL, leased_by = NULL, lease_until = NULL`, orgID, assetID)
}

// Resume implements app.Queue: a job already queued or claimed is left as
// it is.
func (q *Queue) Resume(ctx context.Context, orgID, assetID string) error {
	return q.insert(ctx, `INSERT INTO cluster_processing_jobs (organization_id, asset_id) VALUES ($1, $2)
		ON CONFLICT (organization_id, asset_id) DO NOTHING`, orgID, assetID)
}

func (q *Queue) insert(ctx context.Context, sql, orgID, assetID string) error {
	if _, err := q.c.pool.Exec(ctx, sql, orgID, assetID); err != nil {
		return err
	}
	q.wakeAll()
	// The other instances' idle workers wake too; if the notification is
	// lost they find the job at their next poll.
	_, _ = q.c.pool.Exec(ctx, `SELECT pg_notify($1, '')`, jobsChannel)
	return nil
}

// Next implements app.Queue: it claims the oldest job no live instance
// holds, waiting for one until ctx ends.
func (q *Queue) Next(ctx context.Context) (app.Job, error) {
	poll := time.NewTicker(q.c.opts.Poll)
	defer poll.Stop()
	for {
		q.mu.Lock()
		wake := q.wake
		q.mu.Unlock()
		job, ok, err := q.claim(ctx)
		if err != nil || ok {
			return job, err
		}
		select {
		case <-ctx.Done():
			return app.Job{}, ctx.Err()
		case <-wake:
		case <-poll.C:
		}
	}
}

// claim takes one job with SELECT … FOR UPDATE SKIP LOCKED: workers of
// every instance claim at once without waiting for each other or taking
// the same job.
func (q *Queue) claim(ctx context.Context) (app.Job, bool, error) {
	lease := newLease()
	job := app.Job{Lease: lease}
	err := q.c.pool.QueryRow(ctx, `
		UPDATE cluster_processing_jobs j
		SET lease = $1, leased_by = $2, lease_until = clock_timestamp() + make_interval(secs => $3), attempts = j.attempts + 1
		FROM (SELECT organization_id, asset_id FROM cluster_processing_jobs
		      WHERE lease_until IS NULL OR lease_until < clock_timestamp()
		      ORDER BY queued_at LIMIT 1
		      FOR UPDATE SKIP LOCKED) next
		WHERE j.organization_id = next.organization_id AND j.asset_id = next.asset_id
		RETURNING j.organization_id, j.asset_id`,
		lease, q.c.instance, q.c.opts.Lease.Seconds()).Scan(&job.OrgID, &job.AssetID)
	if errors.Is(err, pgx.ErrNoRows) {
		return app.Job{}, false, nil
	}
	if err != nil {
		return app.Job{}, false, err
	}
	lost := make(chan struct{})
	job.Lost = lost
	q.mu.Lock()
	q.held[lease] = lost
	q.mu.Unlock()
	return job, true, nil
}

// Done implements app.Queue: the job's row goes, unless it was queued
// again meanwhile (a new lease, or none).
func (q *Queue) Done(ctx context.Context, job app.Job) error {
	q.mu.Lock()
	delete(q.held, job.Lease)
	q.mu.Unlock()
	_, err := q.c.pool.Exec(ctx, `DELETE FROM cluster_processing_jobs
		WHERE organization_id = $1 AND asset_id = $2 AND lease = $3`, job.OrgID, job.AssetID, job.Lease)
	return err
}

// heartbeat renews this instance's leases every third of the lease until
// ctx ends; when the instance dies, they run out. A lease it can no longer
// renew was lost (it ran out while this instance was starved of CPU and
// another instance claimed the job, or the asset was queued again): its
// job's Lost is closed, so the asset is not processed twice.
func (q *Queue) heartbeat(ctx context.Context) {
	t := time.NewTicker(q.c.opts.Lease / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		q.mu.Lock()
		leases := make([]string, 0, len(q.held))
		for l := range q.held {
			leases = append(leases, l)
		}
		q.mu.Unlock()
		if len(leases) == 0 {
			continue
		}
		if err := q.renew(ctx, leases); err != nil && ctx.Err() == nil {
			q.c.log.Warn("cluster: renewing job leases", "err", err)
		}
	}
}

// renew moves the leases forward and closes the Lost of those no longer
// this instance's.
func (q *Queue) renew(ctx context.Context, leases []string) error {
	rows, err := q.c.pool.Query(ctx, `UPDATE cluster_processing_jobs
		SET lease_until = clock_timestamp() + make_interval(secs => $2) WHERE lease = ANY($1) RETURNING lease`,
		leases, q.c.opts.Lease.Seconds())
	if err != nil {
		return err
	}
	renewed, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	for _, l := range leases {
		if lost, ok := q.held[l]; ok && !slices.Contains(renewed, l) {
			close(lost) // still held here (not Done meanwhile), gone from the table
			delete(q.held, l)
		}
	}
	return nil
}

// wakeAll wakes this instance's idle workers.
func (q *Queue) wakeAll() {
	q.mu.Lock()
	close(q.wake)
	q.wake = make(chan struct{})
	q.mu.Unlock()
}

func newLease() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
