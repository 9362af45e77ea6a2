package ratelimit_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ratelimit"
)

func TestLimiter(t *testing.T) {
	tests := []struct {
		name      string
		rule      ratelimit.Rule
		calls     int           // calls at t0
		after     time.Duration // then one more call this much later
		wantOK    int           // how many of the first calls pass
		wantLater bool
		wantWait  time.Duration // Retry-After of the first refused call
	}{
		{"burst then refused", ratelimit.Rule{Burst: 3, Every: 10 * time.Second}, 5, 0, 3, false, 10 * time.Second},
		{"refill after Every", ratelimit.Rule{Burst: 2, Every: time.Second}, 3, time.Second, 2, true, time.Second},
		{"partial refill is not enough", ratelimit.Rule{Burst: 1, Every: 4 * time.Second}, 2, 2 * time.Second, 1, false, 4 * time.Second},
		{"sub-second wait rounds up to a second", ratelimit.Rule{Burst: 1, Every: 100 * time.Millisecond}, 2, 0, 1, false, time.Second},
		{"off rule allows all", ratelimit.Rule{}, 100, 0, 100, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			now := time.Unix(1000, 0)
			l := ratelimit.New(tt.rule)
			l.SetClock(func() time.Time { return now })
			okN, firstWait := 0, time.Duration(0)
			for range tt.calls {
				ok, wait := l.Allow("1.2.3.4")
				if ok {
					okN++
				} else if firstWait == 0 {
					firstWait = wait
				}
			}
			if okN != tt.wantOK || firstWait != tt.wantWait {
				t.Fatalf("passed %d (want %d), first wait %v (want %v)", okN, tt.wantOK, firstWait, tt.wantWait)
			}
			now = now.Add(tt.after)
			if ok, _ := l.Allow("1.2.3.4"); ok != tt.wantLater {
				t.Fatalf("call after %v: ok=%v, want %v", tt.after, ok, tt.wantLater)
			}
			if ok, _ := l.Allow("5.6.7.8"); !ok {
				t.Fatal("another key shares the budget")
			}
		})
	}
}

func TestLimiterForgetsIdleKeys(t *testing.T) {
	now := time.Unix(1000, 0)
	l := ratelimit.New(ratelimit.Rule{Burst: 2, Every: time.Second})
	l.SetClock(func() time.Time { return now })
	for i := range 1000 {
		l.Allow(fmt.Sprint(i))
	}
	now = now.Add(3 * time.Second)
	l.Allow("new")
	if n := l.Len(); n != 1 {
		t.Fatalf("%d keys kept after they were all full again, want 1", n)
	}
}

func TestQueue(t *testing.T) {
	q := ratelimit.NewQueue(1, 1)
	release, err := q.Acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan error, 1)
	go func() {
		r, err := q.Acquire(context.Background())
		if err == nil {
			r()
		}
		got <- err
	}()
	for q.Busy() < 2 {
		time.Sleep(time.Millisecond)
	}
	if _, err := q.Acquire(context.Background()); !errors.Is(err, ratelimit.ErrQueueFull) {
		t.Fatalf("third job: %v, want ErrQueueFull", err)
	}
	release()
	if err := <-got; err != nil {
		t.Fatalf("queued job: %v", err)
	}
	if q.Busy() != 0 {
		t.Fatalf("busy %d after all released", q.Busy())
	}
}
