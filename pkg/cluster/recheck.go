package cluster

import (
	"context"
)

// recheckLock is the class of the advisory locks of re-checks (the
// two-int form; the second int is a hash of organization and campaign).
// pkg/store/postgres uses the classes 0x70686172 to +2.
const recheckLock = 0x70686172 + 3

// RecheckLock is app.RecheckLock over PostgreSQL session-level advisory
// locks: the instance that re-checks a campaign holds its lock on a pooled
// connection of its own for the whole re-check, so a second instance asked
// to re-check it answers 409 as the first would. An instance that dies
// loses its connection and with it the lock.
type RecheckLock struct{ c *Cluster }

// RecheckLock returns the instances' shared re-check lock.
func (c *Cluster) RecheckLock() *RecheckLock { return &RecheckLock{c: c} }

// TryLock implements app.RecheckLock.
func (l *RecheckLock) TryLock(ctx context.Context, key string) (func(), bool, error) {
	conn, err := l.c.pool.Acquire(ctx)
	if err != nil {
		return nil, false, err
	}
	var ok bool
	if err := conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1, hashtext($2))`, recheckLock, key).Scan(&ok); err != nil {
		conn.Release()
		return nil, false, err
	}
	if !ok {
		conn.Release()
		return nil, false, nil
	}
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), dbTimeout)
		defer cancel()
		if _, err := conn.Exec(ctx, `SELECT pg_advisory_unlock($1, hashtext($2))`, recheckLock, key); err != nil {
			// A connection that may still hold the lock must not go
			// back to the pool: closing it ends the session and the lock.
			l.c.log.Warn("cluster: releasing a re-check lock", "err", err)
			_ = conn.Hijack().Close(ctx)
			return
		}
		conn.Release()
	}, true, nil
}
