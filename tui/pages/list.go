package pages

import (
	"fmt"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/progress"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/tui"
	"github.com/pharmaops/pharmaops/tui/components"
)

// List is the asset list: filter tabs, the table, a search prompt and the
// export prompt.
type List struct {
	d      *Data
	filter tui.Filter
	sort   tui.Sort
	search components.Prompt
	query  string
	// exporting is set while the export prompt waits for a format.
	exporting bool

	rows     []int // indexes in d.Assets, in screen order
	cursor   int   // position in rows
	offset   int   // first row drawn
	selected int   // asset under the cursor, kept across refreshes; -1 for none

	table  components.AssetTable
	bar    progress.Model
	width  int
	height int
}

// NewList returns the list page of d.
func NewList(d *Data, bar progress.Model) *List {
	return &List{d: d, search: components.NewPrompt("/ ", 200), selected: -1, table: components.AssetTable{Styles: d.Styles}, bar: bar}
}

// SetSize sets the page's size.
func (l *List) SetSize(w, h int) {
	l.width, l.height = w, h
	l.table.Width = w
	l.search.SetWidth(w)
	l.bar.Width = max(10, min(40, w-40))
	l.scroll()
}

// Rows are the indexes in Data.Assets of the assets on screen, in order.
func (l *List) Rows() []int { return l.rows }

// Filter is the list's filter.
func (l *List) Filter() tui.Filter { return l.filter }

// Sort is the list's order.
func (l *List) Sort() tui.Sort { return l.sort }

// Cursor is the position of the cursor in Rows.
func (l *List) Cursor() int { return l.cursor }

// Prompting reports whether a prompt takes the keys.
func (l *List) Prompting() bool { return l.search.Active() || l.exporting }

// Refresh recomputes the rows after assets arrive or the filter, sort or
// search change, keeping the cursor on the asset it was on.
func (l *List) Refresh() {
	l.rows = tui.View(l.d.Assets, l.filter, l.sort, l.query)
	if l.selected >= 0 {
		for i, idx := range l.rows {
			if idx == l.selected {
				l.cursor = i
				l.scroll()
				return
			}
		}
	}
	l.cursor = min(l.cursor, max(0, len(l.rows)-1))
	l.pin()
}

// Step moves the cursor by delta rows and returns the asset it lands on.
func (l *List) Step(delta int) (int, bool) {
	if len(l.rows) == 0 {
		return -1, false
	}
	next := l.cursor + delta
	if next < 0 || next >= len(l.rows) {
		return l.rows[l.cursor], false
	}
	l.move(delta)
	return l.rows[l.cursor], true
}

// tableHeight is the number of asset rows drawn.
func (l *List) tableHeight() int { return max(1, l.height-4) }

func (l *List) move(delta int) {
	l.cursor = max(0, min(len(l.rows)-1, l.cursor+delta))
	l.pin()
}

// pin remembers the asset under the cursor and scrolls to it.
func (l *List) pin() {
	l.selected = -1
	if l.cursor < len(l.rows) {
		l.selected = l.rows[l.cursor]
	}
	l.scroll()
}

// scroll keeps the cursor's row in the window.
func (l *List) scroll() {
	h := l.tableHeight()
	if l.cursor < l.offset {
		l.offset = l.cursor
	}
	if l.cursor >= l.offset+h {
		l.offset = l.cursor - h + 1
	}
	l.offset = max(0, min(l.offset, len(l.rows)-h))
}

// Update handles a key and returns what the App is to do next (open an
// asset, export, show a status), or nil.
func (l *List) Update(msg tea.Msg) tea.Msg {
	km, ok := msg.(tea.KeyMsg)
	if !ok {
		return nil
	}
	k := tui.Keys
	switch {
	case l.exporting:
		return l.updateExport(km)
	case l.search.Active():
		return l.updateSearch(km)
	}
	switch {
	case key.Matches(km, k.Up):
		l.move(-1)
	case key.Matches(km, k.Down):
		l.move(1)
	case key.Matches(km, k.PageUp):
		l.move(-l.tableHeight())
	case key.Matches(km, k.PageDown):
		l.move(l.tableHeight())
	case key.Matches(km, k.Top):
		l.move(-len(l.rows))
	case key.Matches(km, k.Bottom):
		l.move(len(l.rows))
	case key.Matches(km, k.Open):
		if l.cursor < len(l.rows) {
			return openMsg{index: l.rows[l.cursor]}
		}
	case key.Matches(km, k.Sort):
		l.sort = l.sort.Next()
		l.cursor, l.selected = 0, -1
		l.Refresh()
	case key.Matches(km, k.Filter):
		l.filter = (l.filter + 1) % tui.Filter(len(tui.Filters))
		l.cursor, l.selected = 0, -1
		l.Refresh()
	case key.Matches(km, k.Search):
		l.search.Open(l.query)
	case key.Matches(km, k.Back):
		if l.query != "" {
			l.query = ""
			l.Refresh()
		}
	case key.Matches(km, k.Export):
		if len(l.rows) == 0 {
			return status("nothing on screen to export", true)
		}
		l.exporting = true
	}
	return nil
}

// updateSearch edits the search; the list follows each key. Enter keeps
// the search, Esc clears it.
func (l *List) updateSearch(km tea.KeyMsg) tea.Msg {
	switch {
	case key.Matches(km, tui.Keys.Accept):
		l.search.Close()
		return nil
	case key.Matches(km, tui.Keys.Cancel):
		l.search.Close()
		l.query = ""
	default:
		l.search.Update(km)
		l.query = strings.TrimSpace(l.search.Value())
	}
	l.cursor, l.selected = 0, -1
	l.Refresh()
	return nil
}

// updateExport waits for the export's format.
func (l *List) updateExport(km tea.KeyMsg) tea.Msg {
	format := ""
	switch {
	case key.Matches(km, tui.Keys.ExportCSV):
		format = export.FormatCSV
	case key.Matches(km, tui.Keys.ExportExcel):
		format = export.FormatXLSX
	case key.Matches(km, tui.Keys.Cancel):
		l.exporting = false
		return nil
	default:
		return nil
	}
	l.exporting = false
	return exportMsg{format: format, rows: append([]int(nil), l.rows...)}
}

// View draws the page at its size.
func (l *List) View() string {
	st := l.d.Styles
	lines := make([]string, 0, l.height)
	lines = append(lines, l.titleLine(), l.progressLine(), l.tabsLine(), l.table.Header())
	h := l.tableHeight()
	end := min(len(l.rows), l.offset+h)
	for i := l.offset; i < end; i++ {
		lines = append(lines, l.table.Row(&l.d.Assets[l.rows[i]], i == l.cursor))
	}
	if len(l.rows) == 0 {
		lines = append(lines, st.Muted.Render("  "+l.emptyText()))
	}
	for len(lines) < l.height {
		lines = append(lines, "")
	}
	return strings.Join(lines[:l.height], "\n")
}

// Prompt is the prompt line, when a prompt is open.
func (l *List) Prompt() string {
	switch {
	case l.exporting:
		return fmt.Sprintf("Export the matrix of the %s assets on screen:  c CSV · e Excel · esc cancel", components.Thousands(len(l.rows)))
	case l.search.Active():
		return l.search.View()
	}
	return ""
}

func (l *List) emptyText() string {
	switch {
	case l.d.Loading && len(l.d.Assets) == 0:
		return "Looking for assets…"
	case len(l.d.Assets) == 0:
		return "No assets found. Check the path, or the --exclude patterns."
	case l.query != "":
		return fmt.Sprintf("No %s assets match %q. Esc clears the search.", strings.ToLower(l.filter.String()), l.query)
	}
	return fmt.Sprintf("No %s assets. Press f for the next filter.", strings.ToLower(l.filter.String()))
}

func (l *List) titleLine() string {
	st := l.d.Styles
	right := "sort: " + l.sort.String()
	if l.query != "" {
		right = "search: " + l.query + " · " + right
	}
	left := st.Title.Render("pharmaops") + " " + components.Fit(l.d.Source.Title(), max(0, l.width-len(right)-12))
	return components.Fit(left, max(0, l.width-len(right)-1)) + " " + st.Muted.Render(right)
}

func (l *List) progressLine() string {
	st := l.d.Styles
	d := l.d
	switch {
	case d.LoadErr != nil:
		return st.Error.Render(components.Fit("Stopped: "+d.LoadErr.Error(), l.width))
	case d.Loading:
		p := d.Progress
		if p.Found == 0 {
			return st.Muted.Render("Loading…")
		}
		total := components.Thousands(p.Found)
		if !p.Walked {
			total += "+"
		}
		return l.bar.ViewAs(float64(p.Checked)/float64(max(1, p.Found))) +
			fmt.Sprintf("  %s/%s checked  %s", components.Thousands(p.Checked), total, elapsed(d.Elapsed))
	}
	line := count(len(d.Assets), "asset") + ", " + elapsed(d.Elapsed)
	if ro := d.Source.ReadOnly(); ro != "" {
		return st.Notice.Render(components.Fit("Read-only: "+ro, l.width))
	}
	return st.Muted.Render(line)
}

func elapsed(d time.Duration) string {
	return fmt.Sprintf("%.1f s", d.Seconds())
}

func (l *List) tabsLine() string {
	st := l.d.Styles
	parts := make([]string, 0, len(tui.Filters))
	for _, f := range tui.Filters {
		label := fmt.Sprintf("%s %s", f, components.Thousands(l.d.Counts.Of(f)))
		if f == l.filter {
			parts = append(parts, st.ActiveTab.Render("["+label+"]"))
		} else {
			parts = append(parts, st.Tab.Render(" "+label+" "))
		}
	}
	return strings.Join(parts, " ")
}

// Help lists the page's keys for the help bar.
func (l *List) Help() []key.Binding {
	k := tui.Keys
	switch {
	case l.exporting:
		return []key.Binding{k.ExportCSV, k.ExportExcel, k.Cancel}
	case l.search.Active():
		return []key.Binding{k.Accept, cancelSearch}
	}
	return []key.Binding{k.Open, k.Filter, k.Search, k.Sort, k.Export, k.Help, k.Quit}
}

// FullHelp lists every key of the page, in columns.
func (l *List) FullHelp() [][]key.Binding {
	k := tui.Keys
	return [][]key.Binding{
		{k.Up, k.Down, k.PageUp, k.PageDown, k.Top, k.Bottom},
		{k.Open, k.Filter, k.Sort, k.Search, clearSearch},
		{k.Export, k.Help, k.Quit, k.ForceQuit},
	}
}

var (
	cancelSearch = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "clear"))
	clearSearch  = key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "clear search"))
)

// status asks the App to show a status line.
func status(text string, isErr bool) tea.Msg { return statusMsg{text: text, err: isErr} }
