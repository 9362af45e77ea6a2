package lazyregexp

import (
	"sync"
	"testing"
)

func TestNewCompilesOnceOnFirstUse(t *testing.T) {
	re := New(`^a+b$`)
	var wg sync.WaitGroup
	got := make(chan any, 8)
	for range 8 {
		wg.Go(func() { got <- re() })
	}
	wg.Wait()
	close(got)
	first := re()
	for r := range got {
		if r != first {
			t.Fatal("compiled more than once")
		}
	}
	if !first.MatchString("aab") || first.MatchString("ba") {
		t.Error("wrong expression")
	}
}

func TestNewList(t *testing.T) {
	res := NewList(`x`, `y+`)()
	if len(res) != 2 || !res[0].MatchString("x") || !res[1].MatchString("yy") {
		t.Errorf("NewList: %v", res)
	}
}

func TestInvalidPatternPanicsOnFirstUse(t *testing.T) {
	re := New(`(`) // no panic here
	defer func() {
		if recover() == nil {
			t.Error("invalid pattern did not panic on use")
		}
	}()
	re()
}
