package cluster

import (
	"context"
	"time"

	"github.com/pharmaops/pharmaops/pkg/auth"
)

// throttleSchema is the table of wrong-password counts the instances share.
const throttleSchema = `
CREATE TABLE IF NOT EXISTS cluster_password_failures (
	account      text PRIMARY KEY,
	failures     integer NOT NULL,
	last_failure timestamptz NOT NULL
);
`

// Throttle is auth.Throttle's policy over counts kept in PostgreSQL: a
// guesser who spreads wrong passwords over the instances waits as long as
// on one. When the database does not answer, Wait answers no wait: the
// sign-in then fails on the database anyway.
type Throttle struct {
	c      *Cluster
	policy *auth.Throttle
}

// Throttle returns the instances' shared password throttle with the
// policy of p (its Free, MaxDelay and Forget; its own map is not used).
func (c *Cluster) Throttle(p *auth.Throttle) *Throttle {
	t := &Throttle{c: c, policy: p}
	c.throttle.Store(t)
	return t
}

// dbTimeout bounds a throttle query: a slow database must not hold a
// sign-in for long.
const dbTimeout = 5 * time.Second

// Wait implements app.PasswordThrottle.
func (t *Throttle) Wait(account string, now time.Time) time.Duration {
	ctx, cancel := context.WithTimeout(context.Background(), dbTimeout)
	defer cancel()
	var failures int
	var last time.Time
	err := t.c.pool.QueryRow(ctx, `SELECT failures, last_failure FROM cluster_password_failures WHERE account = $1`,
		auth.ThrottleKey(account)).Scan(&failures, &last)
	if err != nil {
		return 0 // none recorded (or no database: the sign-in fails there)
	}
	return t.policy.WaitAfter(failures, last, now)
}

// Fail implements app.PasswordThrottle: one more failure in a row, or the
// first after Forget of quiet.
func (t *Throttle) Fail(account string, now time.Time) {
	ctx, cancel := context.WithTimeout(context.Background(), dbTimeout)
	defer cancel()
	_, err := t.c.pool.Exec(ctx, `
		INSERT INTO cluster_password_failures AS f (account, failures, last_failure) VALUES ($1, 1, $2)
		ON CONFLICT (account) DO UPDATE SET
			failures = CASE WHEN $2 - f.last_failure >= make_interval(secs => $3) THEN 1 ELSE f.failures + 1 END,
			last_failure = $2`,
		auth.ThrottleKey(account), now, t.policy.Forget.Seconds())
	if err != nil {
		t.c.log.Warn("cluster: recording a wrong password", "err", err)
	}
}

// Succeed implements app.PasswordThrottle.
func (t *Throttle) Succeed(account string) {
	ctx, cancel := context.WithTimeout(context.Background(), dbTimeout)
	defer cancel()
	if _, err := t.c.pool.Exec(ctx, `DELETE FROM cluster_password_failures WHERE account = $1`, auth.ThrottleKey(account)); err != nil {
		t.c.log.Warn("cluster: clearing wrong passwords", "err", err)
	}
}

// forget deletes the counts idle for longer than forget, so a spray of
// addresses does not grow the table without end.
func (c *Cluster) forget(ctx context.Context, forget time.Duration) error {
	_, err := c.pool.Exec(ctx, `DELETE FROM cluster_password_failures WHERE last_failure < clock_timestamp() - make_interval(secs => $1)`,
		forget.Seconds())
	return err
}
