// Package ratelimit budgets load: how often one client may do something (a
// token bucket per key, such as a client address or a user, refilled at a
// steady rate; Limiter) and how many expensive jobs run at once, with a
// bounded queue behind them (Queue). A refused call learns how long to
// wait, for the Retry-After header.
//
// The buckets of keys that have been idle long enough to be full again are
// dropped, and the number of keys is bounded, so a flood of distinct keys
// cannot grow memory without end: past the bound the oldest-idle keys go
// first (a dropped bucket starts full, so this only ever errs towards
// letting a request through).
package ratelimit

import (
	"math"
	"sync"
	"time"
)

// Rule is a budget: Burst calls at once, then one more every Every.
type Rule struct {
	// Burst is how many calls a fresh key may make at once.
	Burst int
	// Every is how often one more call is allowed once the burst is spent.
	Every time.Duration
}

// Off reports whether the rule limits nothing.
func (r Rule) Off() bool { return r.Burst <= 0 || r.Every <= 0 }

// maxKeys bounds the buckets a Limiter holds.
const maxKeys = 100_000

// Limiter holds one token bucket per key for a Rule. The zero value is not
// usable; use New. A Limiter is safe for concurrent use.
type Limiter struct {
	rule Rule
	now  func() time.Time

	mu      sync.Mutex
	buckets map[string]*bucket
	swept   time.Time
}

type bucket struct {
	tokens float64
	at     time.Time // when tokens was last brought up to date
}

// New returns a Limiter for the rule. An Off rule allows everything.
func New(rule Rule) *Limiter {
	return &Limiter{rule: rule, now: time.Now, buckets: map[string]*bucket{}}
}

// SetClock replaces the clock, for tests.
func (l *Limiter) SetClock(now func() time.Time) { l.now = now }

// Allow takes one call from key's budget. When the budget is spent it
// takes nothing and returns false and how long until the next call is
// allowed (at least a second, whole seconds, as Retry-After counts).
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	if l == nil || l.rule.Off() {
		return true, 0
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	b := l.buckets[key]
	if b == nil {
		b = &bucket{tokens: float64(l.rule.Burst), at: now}
		l.buckets[key] = b
	}
	b.refill(now, l.rule)
	if b.tokens >= 1 {
		b.tokens--
		return true, 0
	}
	return false, b.wait(l.rule)
}

// Peek reports whether key could take one call now, without taking it.
func (l *Limiter) Peek(key string) (bool, time.Duration) {
	if l == nil || l.rule.Off() {
		return true, 0
	}
	now := l.now()
	l.mu.Lock()
	defer l.mu.Unlock()
	b := l.buckets[key]
	if b == nil {
		return true, 0
	}
	b.refill(now, l.rule)
	if b.tokens >= 1 {
		return true, 0
	}
	return false, b.wait(l.rule)
}

// wait is how long until the bucket holds one call, in whole seconds (at
// least one), as Retry-After counts.
func (b *bucket) wait(r Rule) time.Duration {
	wait := time.Duration(math.Ceil((1-b.tokens)*float64(r.Every)/float64(time.Second))) * time.Second
	return max(wait, time.Second)
}

func (b *bucket) refill(now time.Time, r Rule) {
	if el := now.Sub(b.at); el > 0 {
		b.tokens = min(float64(r.Burst), b.tokens+float64(el)/float64(r.Every))
		b.at = now
	}
}

// fullAfter is how long an untouched bucket takes to be full again; such a
// bucket is the same as no bucket.
func (r Rule) fullAfter() time.Duration { return time.Duration(r.Burst) * r.Every }

// sweep drops buckets that are full again (at most once a second), and,
// when there are still too many keys, the longest idle ones.
func (l *Limiter) sweep(now time.Time) {
	if len(l.buckets) < maxKeys && now.Sub(l.swept) < time.Second {
		return
	}
	l.swept = now
	idle := l.rule.fullAfter()
	for k, b := range l.buckets {
		if now.Sub(b.at) >= idle {
			delete(l.buckets, k)
		}
	}
	for cut := idle / 2; len(l.buckets) >= maxKeys && cut > 0; cut /= 2 {
		for k, b := range l.buckets {
			if now.Sub(b.at) >= cut {
				delete(l.buckets, k)
			}
		}
	}
	if len(l.buckets) >= maxKeys {
		clear(l.buckets)
	}
}

// Len is the number of keys with a bucket, for tests and metrics.
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

// Budget is what a caller needs of a rate limit: take one call from a
// key's budget, or look whether one could be taken. Limiter keeps the
// budgets in this process; pkg/cluster keeps them in PostgreSQL, shared
// by the instances of a cluster.
type Budget interface {
	Allow(key string) (bool, time.Duration)
	Peek(key string) (bool, time.Duration)
}

var _ Budget = (*Limiter)(nil)
