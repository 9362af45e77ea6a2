package cluster

import (
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ratelimit"
)

func TestRateLimitIsShared(t *testing.T) {
	cs := instances(t, 2, time.Minute, &assets{})
	rule := ratelimit.Rule{Burst: 3, Every: 10 * time.Second}
	now := time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	a, b := cs[0].RateLimit("signin/addr", rule), cs[1].RateLimit("signin/addr", rule)
	other := cs[1].RateLimit("upload/addr", rule)
	for _, l := range []*RateLimit{a, b, other} {
		l.SetClock(clock)
	}
	steps := []struct {
		name     string
		lim      *RateLimit
		key      string
		advance  time.Duration
		want     bool
		wantWait time.Duration
	}{
		{"first call on a", a, "10.0.0.1", 0, true, 0},
		{"second call on b", b, "10.0.0.1", 0, true, 0},
		{"third call on a", a, "10.0.0.1", 0, true, 0},
		{"burst spent across both: b refuses", b, "10.0.0.1", 0, false, 10 * time.Second},
		{"and a refuses too", a, "10.0.0.1", 0, false, 10 * time.Second},
		{"another key has its own budget", b, "10.0.0.2", 0, true, 0},
		{"another rule has its own budget", other, "10.0.0.1", 0, true, 0},
		{"a partial wait rounds up", b, "10.0.0.1", 4 * time.Second, false, 6 * time.Second},
		{"one call back after Every", a, "10.0.0.1", 6 * time.Second, true, 0},
		{"but only one", b, "10.0.0.1", 0, false, 10 * time.Second},
		{"the whole burst back after Burst×Every", a, "10.0.0.1", time.Minute, true, 0},
		{"second of the new burst", b, "10.0.0.1", 0, true, 0},
		{"third of the new burst", a, "10.0.0.1", 0, true, 0},
		{"new burst spent", b, "10.0.0.1", 0, false, 10 * time.Second},
	}
	for _, s := range steps {
		now = now.Add(s.advance)
		peekOK, _ := s.lim.Peek(s.key)
		ok, wait := s.lim.Allow(s.key)
		if ok != s.want || wait != s.wantWait {
			t.Errorf("%s: Allow = %v, %v; want %v, %v", s.name, ok, wait, s.want, s.wantWait)
		}
		if peekOK != s.want {
			t.Errorf("%s: Peek = %v, want %v", s.name, peekOK, s.want)
		}
	}
}

func TestRateLimitOffAllowsEverything(t *testing.T) {
	cs := instances(t, 1, time.Minute, &assets{})
	l := cs[0].RateLimit("off", ratelimit.Rule{})
	for range 5 {
		if ok, _ := l.Allow("k"); !ok {
			t.Fatal("an off rule refused a call")
		}
	}
}

func TestSweepDropsFullBudgets(t *testing.T) {
	cs := instances(t, 1, time.Minute, &assets{})
	l := cs[0].RateLimit("sweep", ratelimit.Rule{Burst: 1, Every: time.Hour})
	past := time.Now().Add(-2 * time.Hour)
	l.SetClock(func() time.Time { return past })
	l.Allow("idle") // full again an hour later, long before now
	l.SetClock(time.Now)
	l.Allow("busy") // spent until an hour from now
	if err := cs[0].sweepRateLimits(within(t)); err != nil {
		t.Fatal(err)
	}
	var keys []string
	rows, err := cs[0].pool.Query(within(t), `SELECT key FROM cluster_rate_limits WHERE rule = 'sweep' ORDER BY key`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	if len(keys) != 1 || keys[0] != "busy" {
		t.Errorf("after the sweep: %v, want [busy]", keys)
	}
}

// BenchmarkRateLimitAllow is the cost a limited request pays: one upsert
// (shared) against the in-process bucket (docs/scaling.md has figures).
func BenchmarkRateLimitAllow(b *testing.B) {
	rule := ratelimit.Rule{Burst: 1 << 30, Every: time.Second}
	b.Run("postgres", func(b *testing.B) {
		l := instances(b, 1, time.Minute, &assets{})[0].RateLimit("bench", rule)
		for b.Loop() {
			l.Allow("10.0.0.1")
		}
	})
	b.Run("in-process", func(b *testing.B) {
		l := ratelimit.New(rule)
		for b.Loop() {
			l.Allow("10.0.0.1")
		}
	})
}
