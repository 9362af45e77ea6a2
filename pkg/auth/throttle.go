package auth

import (
	"strings"
	"sync"
	"time"
)

// Throttle slows an account down after a burst of wrong passwords without
// locking its owner out for good: after Free failures in a row, each
// further attempt must wait twice as long as the one before (1 s, 2 s, 4 s…,
// at most MaxDelay) since the last failure. A success clears the account;
// an account left alone for Forget starts afresh.
//
// It is keyed by the e-mail as typed (lower-cased), whether or not an
// account exists, so its answers do not reveal which addresses have one.
// It complements the per-address and per-account request rate limits of
// the HTTP layer, which cap the request rate but not guessing over days.
type Throttle struct {
	Free     int           // failures allowed before any delay
	MaxDelay time.Duration // longest wait between attempts
	Forget   time.Duration // idle time after which failures are forgotten

	mu       sync.Mutex
	failures map[string]failureRecord
}

type failureRecord struct {
	count int
	last  time.Time
}

// NewThrottle returns a throttle with 5 free failures, a 5-minute cap and
// failures forgotten after an hour.
func NewThrottle() *Throttle {
	return &Throttle{Free: 5, MaxDelay: 5 * time.Minute, Forget: time.Hour}
}

func throttleKey(account string) string { return ThrottleKey(account) }

// ThrottleKey is the key failures are counted under: the e-mail as typed,
// lower-cased and trimmed (for stores of failures other than Throttle's
// own map, such as one shared by several instances).
func ThrottleKey(account string) string { return strings.ToLower(strings.TrimSpace(account)) }

// Wait reports how long the account must still wait before a password may
// be tried; zero means now.
func (t *Throttle) Wait(account string, now time.Time) time.Duration {
	t.mu.Lock()
	defer t.mu.Unlock()
	rec, ok := t.failures[throttleKey(account)]
	if !ok {
		return 0
	}
	if now.Sub(rec.last) >= t.Forget {
		delete(t.failures, throttleKey(account))
		return 0
	}
	return t.WaitAfter(rec.count, rec.last, now)
}

// WaitAfter is the policy: how long an account with count failures in a
// row, the last at last, must still wait at now.
func (t *Throttle) WaitAfter(count int, last, now time.Time) time.Duration {
	if count < t.Free || now.Sub(last) >= t.Forget {
		return 0
	}
	if wait := last.Add(t.delay(count)).Sub(now); wait > 0 {
		return wait
	}
	return 0
}

// delay is the wait imposed after count failures.
func (t *Throttle) delay(count int) time.Duration {
	over := count - t.Free
	if over < 0 {
		return 0
	}
	if over > 20 {
		return t.MaxDelay
	}
	return min(time.Second<<over, t.MaxDelay)
}

// Fail records a wrong password for the account.
func (t *Throttle) Fail(account string, now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.failures == nil {
		t.failures = map[string]failureRecord{}
	}
	k := throttleKey(account)
	rec := t.failures[k]
	if now.Sub(rec.last) >= t.Forget {
		rec.count = 0
	}
	rec.count++
	rec.last = now
	t.failures[k] = rec
	if len(t.failures) > 100_000 { // bound memory under a spray of addresses
		for key, r := range t.failures {
			if now.Sub(r.last) >= t.Forget || key != k && len(t.failures) > 100_000 {
				delete(t.failures, key)
			}
		}
	}
}

// Succeed clears the account's failures.
func (t *Throttle) Succeed(account string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.failures, throttleKey(account))
}
