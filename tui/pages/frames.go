package pages

import (
	"fmt"
	"io"
	"slices"
	"sync"
	"time"
)

// FrameStats records how long the App's updates and frames take, to show
// that the screen stays responsive while checks run (docs/performance.md).
// A frame is an update and the view drawn after it.
type FrameStats struct {
	mu      sync.Mutex
	pending time.Duration // the last update's time, until its view
	frames  []time.Duration
}

func (f *FrameStats) update(start time.Time) {
	f.mu.Lock()
	f.pending += time.Since(start)
	f.mu.Unlock()
}

func (f *FrameStats) view(start time.Time) {
	f.mu.Lock()
	f.frames = append(f.frames, f.pending+time.Since(start))
	f.pending = 0
	f.mu.Unlock()
}

// Report writes the count, median, 99th percentile and maximum.
func (f *FrameStats) Report(w io.Writer) error {
	f.mu.Lock()
	d := slices.Clone(f.frames)
	f.mu.Unlock()
	if len(d) == 0 {
		_, err := fmt.Fprintln(w, "frames: none")
		return err
	}
	slices.Sort(d)
	over := len(d) - slices.IndexFunc(d, func(x time.Duration) bool { return x > 50*time.Millisecond })
	if d[len(d)-1] <= 50*time.Millisecond {
		over = 0
	}
	_, err := fmt.Fprintf(w, "frames: %d, median %v, p99 %v, max %v, over 50 ms: %d\n",
		len(d), d[len(d)/2].Round(time.Microsecond), d[len(d)*99/100].Round(time.Microsecond), d[len(d)-1].Round(time.Microsecond), over)
	return err
}
