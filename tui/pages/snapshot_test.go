package pages

import (
	"bytes"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"
)

// TestSnapshots runs the App as a program at 80x24 without colour, types
// keys, and compares the last screen with testdata/TestSnapshots/*.golden
// (go test ./tui/pages -run TestSnapshots -update rewrites them).
func TestSnapshots(t *testing.T) {
	cases := []struct {
		name string
		keys []string
		// wait is text the screen shows once the keys have taken effect.
		wait []string
	}{
		{"list", nil, nil},
		{"list_failed_by_score", []string{"f", "s"}, []string{"sort: score"}},
		{"search", []string{"/", "h", "c", "p"}, []string{"/ hcp"}},
		{"detail", []string{"j", "enter"}, []string{"‹ 2/5 ›"}},
		{"detail_reviewed", []string{"j", "enter", "r", "j", "n", "R", "e", "s", "i", "z", "e", "enter"}, []string{"✓ reviewed", "fix note saved"}},
		{"unreadable", []string{"s", "enter"}, []string{"Could not be checked"}},
		{"help", []string{"?"}, []string{"clear search"}},
		{"export_prompt", []string{"f", "x"}, []string{"c CSV · e Excel"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t, &memSource{assets: testAssets(), rules: testRules()})
			tm := teatest.NewTestModel(t, a, teatest.WithInitialTermSize(80, 24))
			teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte("5 assets")) },
				teatest.WithDuration(5*time.Second))
			for _, k := range c.keys {
				tm.Send(keyMsg(k))
			}
			if len(c.keys) > 0 {
				teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
					for _, w := range c.wait {
						if !bytes.Contains(b, []byte(w)) {
							return false
						}
					}
					return true
				},
					teatest.WithDuration(5*time.Second))
			}
			if err := tm.Quit(); err != nil {
				t.Fatal(err)
			}
			final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*App)
			teatest.RequireEqualOutput(t, []byte(final.View()))
		})
	}
}

var _ tea.Model = (*App)(nil)
