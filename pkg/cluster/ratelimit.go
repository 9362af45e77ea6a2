package cluster

import (
	"context"
	"errors"
	"math"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/pkg/ratelimit"
)

// rateLimitSchema is the table of request budgets the instances share.
// It is UNLOGGED: a crash of the database forgets the budgets, which only
// ever errs towards letting requests through, and spares the write-ahead
// log a write per limited request.
const rateLimitSchema = `
CREATE UNLOGGED TABLE IF NOT EXISTS cluster_rate_limits (
	rule    text NOT NULL,
	key     text NOT NULL,
	tat     timestamptz NOT NULL,
	allowed boolean NOT NULL,
	PRIMARY KEY (rule, key)
);
`

// RateLimit is a ratelimit.Rule over budgets kept in PostgreSQL, so that a
// client spread over the instances gets one budget, not one per instance.
// It is the token bucket of ratelimit.Limiter written as GCRA: a key holds
// the theoretical arrival time (tat) of its next call; a call is allowed
// when, after it, tat is at most Burst×Every ahead of now, and each
// allowed call moves tat Every on. One statement takes or refuses a call,
// so concurrent instances cannot both take the last one. When the
// database does not answer, the call is allowed (and a warning logged):
// an unreachable database fails the request anyway.
type RateLimit struct {
	c    *Cluster
	name string
	rule ratelimit.Rule
	now  func() time.Time
}

// RateLimit returns the shared budget of rule; name tells it apart from
// the other rules in the table ("signin/addr").
func (c *Cluster) RateLimit(name string, rule ratelimit.Rule) *RateLimit {
	return &RateLimit{c: c, name: name, rule: rule, now: time.Now}
}

// SetClock replaces the clock, for tests.
func (l *RateLimit) SetClock(now func() time.Time) { l.now = now }

// Allow implements ratelimit.Budget.
func (l *RateLimit) Allow(key string) (bool, time.Duration) {
	if l.rule.Off() {
		return true, 0
	}
	ctx, cancel := context.WithTimeout(context.Background(), dbTimeout)
	defer cancel()
	now := l.now()
	var allowed bool
	var tat time.Time
	err := l.c.pool.QueryRow(ctx, `
		INSERT INTO cluster_rate_limits AS r (rule, key, tat, allowed)
		VALUES ($1, $2, $3::timestamptz + make_interval(secs => $4), true)
		ON CONFLICT (rule, key) DO UPDATE SET
			allowed = greatest(r.tat, $3) + make_interval(secs => $4) <= $3::timestamptz + make_interval(secs => $4 * $5),
			tat = CASE WHEN greatest(r.tat, $3) + make_interval(secs => $4) <= $3::timestamptz + make_interval(secs => $4 * $5)
				THEN greatest(r.tat, $3) + make_interval(secs => $4) ELSE r.tat END
		RETURNING allowed, tat`,
		l.name, key, now, l.rule.Every.Seconds(), l.rule.Burst).Scan(&allowed, &tat)
	if err != nil {
		l.c.log.Warn("cluster: taking from a rate limit", "rule", l.name, "err", err)
		return true, 0
	}
	if allowed {
		return true, 0
	}
	return false, l.wait(tat, now)
}

// Peek implements ratelimit.Budget: whether key could take a call now.
func (l *RateLimit) Peek(key string) (bool, time.Duration) {
	if l.rule.Off() {
		return true, 0
	}
	ctx, cancel := context.WithTimeout(context.Background(), dbTimeout)
	defer cancel()
	now := l.now()
	var tat time.Time
	err := l.c.pool.QueryRow(ctx, `SELECT tat FROM cluster_rate_limits WHERE rule = $1 AND key = $2`, l.name, key).Scan(&tat)
	if err != nil {
		if !errors.Is(err, pgx.ErrNoRows) {
			l.c.log.Warn("cluster: reading a rate limit", "rule", l.name, "err", err)
		}
		return true, 0
	}
	if !tat.Add(l.rule.Every).After(now.Add(time.Duration(l.rule.Burst) * l.rule.Every)) {
		return true, 0
	}
	return false, l.wait(tat, now)
}

// wait is how long until a key whose next call is due at tat may call
// again, in whole seconds (at least one), as Retry-After counts.
func (l *RateLimit) wait(tat, now time.Time) time.Duration {
	d := tat.Sub(now) - time.Duration(l.rule.Burst-1)*l.rule.Every
	return max(time.Duration(math.Ceil(d.Seconds()))*time.Second, time.Second)
}

// sweepRateLimits deletes the budgets that are full again: a missing key
// is a full budget, so a spray of addresses does not grow the table.
func (c *Cluster) sweepRateLimits(ctx context.Context) error {
	_, err := c.pool.Exec(ctx, `DELETE FROM cluster_rate_limits WHERE tat < clock_timestamp()`)
	return err
}

var _ ratelimit.Budget = (*RateLimit)(nil)
