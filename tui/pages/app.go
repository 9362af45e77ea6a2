package pages

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/progress"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/tui"
	"github.com/pharmaops/pharmaops/tui/components"
)

// Options configure the App.
type Options struct {
	// Renderer draws the styles; its colour profile decides whether
	// colours are drawn (NO_COLOR, tests).
	Renderer *lipgloss.Renderer
	// Write writes exports whole or not at all.
	Write tui.WriteFileFunc
	// ExportDir is where exports go (default: the current directory).
	ExportDir string
	// Frames, when set, records how long each update and frame took.
	Frames *FrameStats
	// Now is the clock (default time.Now); tests fix it.
	Now func() time.Time
}

// tickEvery is how often the App takes what the feed has while loading.
const tickEvery = 100 * time.Millisecond

// App is the TUI's root model: it loads the source, holds the data, shows
// the list or an asset's detail, and draws the status line and help bar.
type App struct {
	ctx    context.Context
	d      *Data
	feed   *tui.Feed
	list   *List
	detail *Detail
	help   help.Model
	frames *FrameStats

	onDetail    bool
	fullHelp    bool
	status      string
	statusErr   bool
	width       int
	height      int
	interrupted bool
}

// New returns the App of a source. Loading starts with the program (Init)
// and stops when ctx ends.
func New(ctx context.Context, src tui.Source, opts Options) *App {
	r := opts.Renderer
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	styles := tui.NewStyles(r)
	d := newData(src, &styles, opts.Write, opts.ExportDir)
	if opts.Now != nil {
		d.now = opts.Now
	}
	bar := progress.New(progress.WithSolidFill("#6366F1"), progress.WithoutPercentage(), progress.WithColorProfile(r.ColorProfile()))
	h := help.New()
	h.Styles.ShortKey, h.Styles.FullKey = styles.Key, styles.Key
	h.Styles.ShortDesc, h.Styles.FullDesc = styles.KeyHelp, styles.KeyHelp
	h.Styles.ShortSeparator, h.Styles.FullSeparator = styles.KeyHelp, styles.KeyHelp
	a := &App{ctx: ctx, d: d, feed: &tui.Feed{}, list: NewList(d, bar), detail: NewDetail(d), help: h, frames: opts.Frames}
	a.resize(80, 24)
	return a
}

// Run runs the TUI on the terminal until the user quits. Ctrl-C returns
// context.Canceled (exit 130); the terminal is put back however it ends.
func Run(ctx context.Context, src tui.Source, opts Options, in io.Reader, out io.Writer) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	a := New(ctx, src, opts)
	p := tea.NewProgram(a, tea.WithContext(ctx), tea.WithAltScreen(), tea.WithInput(in), tea.WithOutput(out))
	final, err := p.Run()
	if err != nil {
		// A signal (SIGINT, SIGTERM, SIGHUP) ends the program either
		// through ctx or through Bubble Tea's own handler.
		if ctx.Err() != nil || errors.Is(err, tea.ErrInterrupted) {
			return context.Canceled
		}
		return err
	}
	if final.(*App).interrupted {
		return context.Canceled
	}
	return nil
}

// Init starts loading.
func (a *App) Init() tea.Cmd {
	a.d.Started = a.d.now()
	a.d.Source.Load(a.ctx, a.feed)
	return tick()
}

func tick() tea.Cmd {
	return tea.Tick(tickEvery, func(time.Time) tea.Msg { return tickMsg{} })
}

// Update handles a message.
func (a *App) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if a.frames != nil {
		defer a.frames.update(time.Now(), msg)
	}
	return a, a.handle(msg)
}

// handle handles a message: the program's, the pages' requests (handled
// at once, so that the keys after Enter go to the page Enter opened), and
// the outcomes of work done off the event loop.
func (a *App) handle(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		a.resize(msg.Width, msg.Height)
	case tickMsg:
		return a.take()
	case tea.KeyMsg:
		return a.key(msg)
	case openMsg:
		a.open(msg.index)
	case backMsg:
		a.onDetail = false
		a.list.Refresh()
	case stepMsg:
		if idx, ok := a.list.Step(msg.delta); ok {
			a.open(idx)
		} else {
			a.setStatus("no more assets in this list", false)
		}
	case reviewMsg:
		return a.review(msg)
	case reviewedMsg:
		a.reviewed(msg)
	case exportMsg:
		a.setStatus(fmt.Sprintf("exporting %s…", count(len(msg.rows), "asset")), false)
		return a.export(msg)
	case exportedMsg:
		a.exported(msg)
	case statusMsg:
		a.setStatus(msg.text, msg.err)
	}
	return nil
}

// key handles a key: prompts first, then the keys that work everywhere,
// then the page's.
func (a *App) key(msg tea.KeyMsg) tea.Cmd {
	k := tui.Keys
	if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste && !a.prompting() {
		// Keys typed faster than they are read (a slow SSH link) arrive
		// together: each is a command of its own.
		var cmds []tea.Cmd
		for _, r := range msg.Runes {
			cmds = append(cmds, a.key(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}}))
		}
		return tea.Batch(cmds...)
	}
	if key.Matches(msg, k.ForceQuit) {
		a.interrupted = true
		return tea.Quit
	}
	if !a.prompting() {
		switch {
		case key.Matches(msg, k.Quit):
			return tea.Quit
		case key.Matches(msg, k.Help):
			a.fullHelp = !a.fullHelp
			a.resize(a.width, a.height)
			return nil
		}
		a.status = ""
	}
	if a.onDetail {
		return a.handle(a.detail.Update(msg))
	}
	return a.handle(a.list.Update(msg))
}

// prompting reports whether a prompt of the page on screen takes the keys.
func (a *App) prompting() bool {
	if a.onDetail {
		return a.detail.Prompting()
	}
	return a.list.Prompting()
}

// take adds what the feed has and keeps ticking until loading ends.
func (a *App) take() tea.Cmd {
	assets, prog, done, err := a.feed.Take()
	a.d.Progress = prog
	if a.d.Loading {
		a.d.Elapsed = a.d.now().Sub(a.d.Started)
	}
	if len(assets) > 0 {
		a.d.add(assets)
		a.list.Refresh()
	}
	if done && a.d.Loading {
		a.d.Loading, a.d.LoadErr = false, err
		if err != nil && a.ctx.Err() == nil {
			a.setStatus(err.Error(), true)
		}
		return nil
	}
	return tick()
}

func (a *App) open(index int) {
	pos := a.list.Cursor()
	a.onDetail = true
	a.detail.Show(index, pos, len(a.list.Rows()))
}

// review records a decision through the source, off the event loop.
func (a *App) review(msg reviewMsg) tea.Cmd {
	if msg.index < 0 || msg.index >= len(a.d.Assets) {
		return nil
	}
	asset := a.d.Assets[msg.index] // a copy: the source reads it off the loop
	ctx := a.ctx
	return func() tea.Msg {
		reviews, err := a.d.Source.Review(ctx, &asset, msg.act)
		return reviewedMsg{index: msg.index, id: asset.ID, act: msg.act, reviews: reviews, err: err}
	}
}

func (a *App) reviewed(msg reviewedMsg) {
	if msg.err != nil {
		a.setStatus("not saved: "+msg.err.Error(), true)
		return
	}
	a.d.setReviews(msg.index, msg.id, msg.reviews)
	if msg.act.Apply {
		a.setStatus("fix note saved in "+a.d.Source.ReviewsAt(), false)
	} else {
		a.setStatus("marked reviewed in "+a.d.Source.ReviewsAt(), false)
	}
	a.detail.Rebuild()
}

// export writes the matrix of the assets on screen, off the event loop.
// Unreadable assets have no place in a matrix and are left out.
func (a *App) export(msg exportMsg) tea.Cmd {
	summaries := make([]matrix.AssetSummary, 0, len(msg.rows))
	unreadable := 0
	for _, i := range msg.rows {
		if a.d.Assets[i].Error != "" {
			unreadable++
			continue
		}
		summaries = append(summaries, a.d.Assets[i].Summary)
	}
	opts := a.d.Source.MatrixOptions()
	path := filepath.Join(a.d.ExportDir, export.MatrixFileName(opts.CampaignName, msg.format))
	write := a.d.Write
	return func() tea.Msg {
		m := matrix.Generate(summaries, opts)
		err := write(path, func(w io.Writer) error { return export.Write(w, msg.format, export.FromMatrix(m)) })
		return exportedMsg{path: path, assets: len(summaries), rows: len(m.Rows), unreadable: unreadable, err: err}
	}
}

func (a *App) exported(msg exportedMsg) {
	if msg.err != nil {
		a.setStatus("export failed: "+msg.err.Error(), true)
		return
	}
	text := fmt.Sprintf("wrote %s: %s, %s", msg.path, count(msg.assets, "asset"), count(msg.rows, "row"))
	if msg.unreadable > 0 {
		text += fmt.Sprintf(" (%d unreadable left out)", msg.unreadable)
	}
	a.setStatus(text, false)
}

func (a *App) setStatus(text string, isErr bool) { a.status, a.statusErr = text, isErr }

// resize lays the pages out for the terminal's size.
func (a *App) resize(w, h int) {
	a.width, a.height = max(w, 20), max(h, 6)
	a.help.Width = a.width
	body := a.height - 1 - lipgloss.Height(a.helpView())
	a.list.SetSize(a.width, body)
	a.detail.SetSize(a.width, body)
}

func (a *App) helpView() string {
	if a.fullHelp {
		if a.onDetail {
			return a.help.FullHelpView(a.detail.FullHelp())
		}
		return a.help.FullHelpView(a.list.FullHelp())
	}
	if a.onDetail {
		return a.help.ShortHelpView(a.detail.Help())
	}
	return a.help.ShortHelpView(a.list.Help())
}

// View draws the screen: the page, the status or prompt line, the help.
func (a *App) View() string {
	if a.frames != nil {
		defer a.frames.view(time.Now())
	}
	page, prompt := a.list.View(), a.list.Prompt()
	if a.onDetail {
		page, prompt = a.detail.View(), a.detail.Prompt()
	}
	line := prompt
	if line == "" {
		line = components.Fit(a.status, a.width)
		if a.statusErr {
			line = a.d.Styles.Error.Render(line)
		} else {
			line = a.d.Styles.Notice.Render(line)
		}
	}
	return strings.Join([]string{page, line, a.helpView()}, "\n")
}

// count writes "1 asset", "2,000 assets".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return components.Thousands(n) + " " + noun + "s"
}

// when writes ", 2026-11-24 14:05 UTC", or nothing.
func when(t *time.Time) string {
	if t == nil {
		return ""
	}
	return ", " + t.UTC().Format("2006-01-02 15:04 UTC")
}
