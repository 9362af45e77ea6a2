package pages

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// FrameStats records how long the App's frames take, to show that the
// screen stays responsive while checks run (docs/performance.md). A frame
// is the update of one message and the view drawn after it.
type FrameStats struct {
	mu      sync.Mutex
	pending time.Duration // the last update's time, until its view
	kind    string        // the last update's message
	frames  []frame
}

type frame struct {
	took time.Duration
	kind string
}

func (f *FrameStats) update(start time.Time, msg tea.Msg) {
	took := time.Since(start)
	f.mu.Lock()
	f.pending += took
	f.kind = msgKind(msg)
	f.mu.Unlock()
}

func (f *FrameStats) view(start time.Time) {
	took := time.Since(start)
	f.mu.Lock()
	f.frames = append(f.frames, frame{took: f.pending + took, kind: f.kind})
	f.pending, f.kind = 0, ""
	f.mu.Unlock()
}

// msgKind names a message for the report: a key by its name.
func msgKind(msg tea.Msg) string {
	if k, ok := msg.(tea.KeyMsg); ok {
		return "key " + k.String()
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", msg), "pages.")
}

// Report writes the count, median, 99th percentile and maximum of the
// frame times, how many took over 50 ms, and the slowest frames' messages.
func (f *FrameStats) Report(w io.Writer) error {
	f.mu.Lock()
	d := slices.Clone(f.frames)
	f.mu.Unlock()
	if len(d) == 0 {
		_, err := fmt.Fprintln(w, "frames: none")
		return err
	}
	slices.SortFunc(d, func(a, b frame) int { return int(a.took - b.took) })
	over := 0
	for _, fr := range d {
		if fr.took > 50*time.Millisecond {
			over++
		}
	}
	var slowest []string
	for i := len(d) - 1; i >= max(0, len(d)-3); i-- {
		slowest = append(slowest, fmt.Sprintf("%s %v", d[i].kind, d[i].took.Round(time.Microsecond)))
	}
	r := func(i int) time.Duration { return d[i].took.Round(time.Microsecond) }
	_, err := fmt.Fprintf(w, "frames: %d, median %v, p99 %v, max %v, over 50 ms: %d; slowest: %s\n",
		len(d), r(len(d)/2), r(len(d)*99/100), r(len(d)-1), over, strings.Join(slowest, ", "))
	return err
}
