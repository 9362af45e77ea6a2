package pages

import (
	"context"
	"errors"
	"io"
	"os"
	"reflect"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/tui"
)

// clock is the tests' fixed time.
var clock = time.Date(2026, 11, 24, 14, 0, 0, 0, time.UTC)

// memSource is a source of assets held in memory, for the pages' tests:
// loading is driven by the test through its feed, and reviews are kept in
// memory as a store would keep them.
type memSource struct {
	mu       sync.Mutex
	assets   []tui.Asset
	rules    []compliance.Rule
	readOnly string
	failWith error
	// hold keeps Load from finishing: the test feeds the assets.
	hold bool
	feed *tui.Feed
	acts []app.ReviewAction
}

func (s *memSource) Title() string            { return "creatives" }
func (s *memSource) Rules() []compliance.Rule { return s.rules }
func (s *memSource) ReadOnly() string         { return s.readOnly }
func (s *memSource) ReviewsAt() string        { return "memory" }
func (s *memSource) MatrixOptions() matrix.Options {
	return matrix.Options{CampaignName: "Zeta Launch", Today: clock}
}

func (s *memSource) Load(_ context.Context, feed *tui.Feed) {
	s.feed = feed
	if s.hold {
		return
	}
	feed.SetProgress(progressOf(len(s.assets), len(s.assets), true))
	feed.Add(s.assets...)
	feed.Finish(nil)
}

func (s *memSource) Review(_ context.Context, a *tui.Asset, act app.ReviewAction) ([]store.IssueReview, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.failWith != nil {
		return nil, s.failWith
	}
	s.acts = append(s.acts, act)
	reviews := append([]store.IssueReview(nil), a.Reviews...)
	i := len(reviews)
	for j, rv := range reviews {
		if rv.IssueKey == act.IssueKey {
			i = j
		}
	}
	if i == len(reviews) {
		reviews = append(reviews, store.IssueReview{IssueKey: act.IssueKey})
	}
	at := clock
	if act.Apply {
		reviews[i].Fix, reviews[i].FixAppliedBy, reviews[i].FixAppliedAt = act.Fix, "alice", &at
	}
	if act.Acknowledge {
		reviews[i].ReviewedBy, reviews[i].ReviewedAt = "alice", &at
	}
	return reviews, nil
}

// issue builds a check outcome.
func issue(id, rule string, st compliance.Status, sev compliance.Severity, detected, expected string) compliance.Issue {
	return compliance.Issue{RuleID: id, Rule: rule, Field: id, Channel: "Display", Status: st, Severity: sev,
		Message: rule + ": " + string(st), DetectedValue: detected, ExpectedValue: expected}
}

// testAssets are five assets: two failed (one unreadable), one with
// warnings, two passed.
func testAssets() []tui.Asset {
	mk := func(name string, kind media.Kind, size int64, w, h int, dur float64, issues ...compliance.Issue) tui.Asset {
		an := compliance.Finish(issues, 0)
		r := report.AssetResult{Path: "creatives/" + name, Name: name, Analysis: an,
			Info: media.Info{Kind: kind, Format: "PNG", MimeType: "image/png", Size: size, Width: w, Height: h, DurationSeconds: dur}}
		return tui.Asset{ID: r.Path, AssetResult: r, Summary: matrix.ResultSummary(r)}
	}
	pass := func(id string) compliance.Issue {
		return issue(id, "Rule "+id, compliance.StatusPass, compliance.SeverityCritical, "ok", "ok")
	}
	return []tui.Asset{
		mk("Zeta_HCP_300x250.png", media.KindImage, 48_211, 300, 250, 0, pass("dimensions"), pass("naming")),
		mk("Zeta_DTC_Launch_970x250.png", media.KindImage, 420_000, 970, 250, 0,
			issue("file-size", "File size at most 150 KB", compliance.StatusFail, compliance.SeverityCritical, "410.2KB", "at most 150KB"),
			issue("dimensions", "Approved display dimensions", compliance.StatusFail, compliance.SeverityCritical, "970x250", "one of 300x250, 728x90"),
			issue("naming", "File naming convention", compliance.StatusWarning, compliance.SeverityWarning, "Zeta DTC", "letters, digits"),
			pass("customer-type")),
		{ID: "creatives/notes.png", AssetResult: report.AssetResult{Path: "creatives/notes.png", Name: "notes.png", Error: "creatives/notes.png: unsupported file type: plain text"}},
		mk("Zeta_Spot_15s.mp4", media.KindVideo, 3_200_000, 1920, 1080, 15,
			issue("duration", "Video at most 30 s", compliance.StatusWarning, compliance.SeverityWarning, "15 s", "at most 30 s"), pass("codec")),
		mk("Zeta_HCP_728x90.png", media.KindImage, 30_000, 728, 90, 0, pass("dimensions")),
	}
}

// testRules carry the source quote of the file-size rule.
func testRules() []compliance.Rule {
	return []compliance.Rule{{ID: "file-size", Rule: "File size at most 150 KB", Enabled: true,
		Source: &compliance.Source{Document: "Zeta BRD.pdf", Page: 4, Quote: "Display banners must not exceed 150 KB."}}}
}

// newTestApp returns an App over src at 80x24, without colour, with exports
// going to a temporary folder.
func newTestApp(t testing.TB, src *memSource) *App {
	t.Helper()
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	a := New(context.Background(), src, Options{Renderer: r, Write: writeFile, ExportDir: t.TempDir(), Now: func() time.Time { return clock }})
	a.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return a
}

// loadedApp is newTestApp with the assets loaded.
func loadedApp(t *testing.T) (*App, *memSource) {
	t.Helper()
	src := &memSource{assets: testAssets(), rules: testRules()}
	a := newTestApp(t, src)
	a.Init()
	send(t, a, tickMsg{})
	if a.d.Loading || len(a.d.Assets) != 5 {
		t.Fatalf("loaded %d assets, loading %v", len(a.d.Assets), a.d.Loading)
	}
	return a, src
}

func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// send updates the App with msg and runs the commands it returns, feeding
// their messages back, as the program would; ticks are not followed (the
// test sends them). It returns whether the App asked to quit.
func send(t *testing.T, a *App, msg tea.Msg) (quit bool) {
	t.Helper()
	queue := []tea.Msg{msg}
	for len(queue) > 0 {
		m := queue[0]
		queue = queue[1:]
		_, cmd := a.Update(m)
		next, q := runCmd(cmd)
		quit = quit || q
		queue = append(queue, next...)
	}
	return quit
}

// runCmd runs a command and returns its messages, batches and sequences
// unpacked.
func runCmd(cmd tea.Cmd) (msgs []tea.Msg, quit bool) {
	if cmd == nil {
		return nil, false
	}
	msg := cmd()
	switch m := msg.(type) {
	case nil, tickMsg:
		return nil, false
	case tea.QuitMsg:
		return nil, true
	case tea.BatchMsg:
		for _, c := range m {
			ms, q := runCmd(c)
			msgs, quit = append(msgs, ms...), quit || q
		}
		return msgs, quit
	}
	// tea.Sequence's message is an unexported slice of commands.
	if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
		for i := range v.Len() {
			ms, q := runCmd(v.Index(i).Interface().(tea.Cmd))
			msgs, quit = append(msgs, ms...), quit || q
		}
		return msgs, quit
	}
	return []tea.Msg{msg}, false
}

// keys sends each key in turn: names like "enter", "esc", "ctrl+c", "up"
// or single characters.
func keys(t *testing.T, a *App, names ...string) (quit bool) {
	t.Helper()
	for _, n := range names {
		quit = send(t, a, keyMsg(n)) || quit
	}
	return quit
}

func keyMsg(name string) tea.KeyMsg {
	special := map[string]tea.KeyType{
		"enter": tea.KeyEnter, "esc": tea.KeyEsc, "backspace": tea.KeyBackspace, "ctrl+c": tea.KeyCtrlC,
		"up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight,
		"pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown, "home": tea.KeyHome, "end": tea.KeyEnd, "tab": tea.KeyTab,
	}
	if k, ok := special[name]; ok {
		return tea.KeyMsg{Type: k}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(name)}
}

// names are the names of the assets on the list, in order.
func names(a *App) []string {
	var out []string
	for _, i := range a.list.Rows() {
		out = append(out, a.d.Assets[i].Name)
	}
	return out
}

// current is the name of the asset under the list's cursor.
func current(a *App) string {
	rows := a.list.Rows()
	if len(rows) == 0 {
		return ""
	}
	return a.d.Assets[rows[a.list.Cursor()]].Name
}

func progressOf(found, checked int, walked bool) scan.Progress {
	return scan.Progress{Found: found, Checked: checked, Walked: walked}
}

var errOffline = errors.New("connection refused")

func must(t *testing.T, ok bool, format string, args ...any) {
	t.Helper()
	if !ok {
		t.Fatalf(format, args...)
	}
}

func lipglossWidth(s string) int { return lipgloss.Width(s) }

func sizeMsg(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }
