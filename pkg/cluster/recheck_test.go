package cluster

import (
	"testing"
	"time"
)

func TestRecheckLockIsShared(t *testing.T) {
	cs := instances(t, 2, time.Minute, &assets{})
	a, b := cs[0].RecheckLock(), cs[1].RecheckLock()
	ctx := within(t)
	release, ok, err := a.TryLock(ctx, "org1/campaign1")
	if err != nil || !ok {
		t.Fatalf("first lock: %v, %v", ok, err)
	}
	steps := []struct {
		name string
		lock *RecheckLock
		key  string
		want bool
	}{
		{"another instance is refused", b, "org1/campaign1", false},
		{"the same instance is refused too (another re-check)", a, "org1/campaign1", false},
		{"another campaign is free", b, "org1/campaign2", true},
		{"the same campaign ID of another organization is free", b, "org2/campaign1", true},
	}
	for _, s := range steps {
		rel, ok, err := s.lock.TryLock(ctx, s.key)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if ok != s.want {
			t.Errorf("%s: got the lock %v, want %v", s.name, ok, s.want)
		}
		if ok {
			rel()
		}
	}
	release()
	rel, ok, err := b.TryLock(ctx, "org1/campaign1")
	if err != nil || !ok {
		t.Fatalf("after release: %v, %v", ok, err)
	}
	rel()
}
