package pdf

import (
	"errors"
	"strings"
	"testing"
)

// TestReadBudgetEndsALoop: a reader that keeps re-reading runs out of its
// budget, and Do reports that as ErrCorrupt instead of spinning forever.
func TestReadBudgetEndsALoop(t *testing.T) {
	b := &budgetReader{r: strings.NewReader(strings.Repeat("x", 100))}
	b.left.Store(1000)
	d := &Doc{}
	reads := 0
	err := d.Do(func() {
		buf := make([]byte, 100)
		for { // a loop with no exit of its own, as in the library
			b.ReadAt(buf, 0)
			reads++
		}
	})
	if !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "read budget") {
		t.Fatalf("err = %v, want ErrCorrupt naming the read budget", err)
	}
	if reads != 10 {
		t.Fatalf("%d reads of 100 bytes within a budget of 1000, want 10", reads)
	}
}
