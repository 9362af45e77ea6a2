package pages

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/pharmaops/pharmaops/tui"
)

func TestListMoves(t *testing.T) {
	cases := []struct {
		keys []string
		want string
	}{
		{nil, "Zeta_HCP_300x250.png"},
		{[]string{"j"}, "Zeta_DTC_Launch_970x250.png"},
		{[]string{"down", "down"}, "notes.png"},
		{[]string{"j", "k"}, "Zeta_HCP_300x250.png"},
		{[]string{"up"}, "Zeta_HCP_300x250.png"}, // stays at the top
		{[]string{"G"}, "Zeta_HCP_728x90.png"},
		{[]string{"end", "j"}, "Zeta_HCP_728x90.png"}, // stays at the bottom
		{[]string{"G", "g"}, "Zeta_HCP_300x250.png"},
		{[]string{"G", "home"}, "Zeta_HCP_300x250.png"},
		{[]string{"pgdown"}, "Zeta_HCP_728x90.png"}, // a page is longer than the list
		{[]string{"G", "pgup"}, "Zeta_HCP_300x250.png"},
		{[]string{" "}, "Zeta_HCP_728x90.png"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.keys, ","), func(t *testing.T) {
			a, _ := loadedApp(t)
			keys(t, a, c.keys...)
			if got := current(a); got != c.want {
				t.Errorf("cursor on %s, want %s", got, c.want)
			}
		})
	}
}

func TestListScrollsLongLists(t *testing.T) {
	src := &memSource{}
	base := testAssets()
	for i := range 100 {
		as := base[i%len(base)]
		as.Name = strings.Repeat("x", i%7) + as.Name
		as.ID = as.Name + string(rune('A'+i%26))
		src.assets = append(src.assets, as)
	}
	a := newTestApp(t, src)
	a.Init()
	send(t, a, tickMsg{})
	h := a.list.tableHeight()
	keys(t, a, "pgdown")
	must(t, a.list.Cursor() == h, "pgdown: cursor %d, want %d", a.list.Cursor(), h)
	must(t, strings.Contains(a.View(), "› "), "the cursor row is not drawn after a page down")
	keys(t, a, "G")
	must(t, a.list.Cursor() == 99 && a.list.offset == 100-h, "G: cursor %d offset %d", a.list.Cursor(), a.list.offset)
	keys(t, a, "pgup")
	must(t, a.list.Cursor() == 99-h, "pgup: cursor %d", a.list.Cursor())
}

func TestListFilters(t *testing.T) {
	a, _ := loadedApp(t)
	want := map[tui.Filter][]string{
		tui.FilterAll:      {"Zeta_HCP_300x250.png", "Zeta_DTC_Launch_970x250.png", "notes.png", "Zeta_Spot_15s.mp4", "Zeta_HCP_728x90.png"},
		tui.FilterFailed:   {"Zeta_DTC_Launch_970x250.png", "notes.png"},
		tui.FilterWarnings: {"Zeta_Spot_15s.mp4"},
		tui.FilterPassed:   {"Zeta_HCP_300x250.png", "Zeta_HCP_728x90.png"},
	}
	keys(t, a, "G")
	for _, step := range []string{"f", "tab", "f", "f"} { // failed, warnings, passed, all
		keys(t, a, step)
		f := a.list.Filter()
		if got := names(a); !slices.Equal(got, want[f]) {
			t.Errorf("%s: %v, want %v", f, got, want[f])
		}
		must(t, a.list.Cursor() == 0, "%s: the cursor is not back at the top", f)
	}
	must(t, a.list.Filter() == tui.FilterAll, "four presses do not cycle back to All")
}

func TestListSorts(t *testing.T) {
	a, _ := loadedApp(t)
	want := map[tui.Sort][]string{
		tui.SortScore: {"notes.png", "Zeta_DTC_Launch_970x250.png", "Zeta_Spot_15s.mp4", "Zeta_HCP_300x250.png", "Zeta_HCP_728x90.png"},
		tui.SortName:  {"notes.png", "Zeta_DTC_Launch_970x250.png", "Zeta_HCP_300x250.png", "Zeta_HCP_728x90.png", "Zeta_Spot_15s.mp4"},
		tui.SortSize:  {"Zeta_Spot_15s.mp4", "Zeta_DTC_Launch_970x250.png", "Zeta_HCP_300x250.png", "Zeta_HCP_728x90.png", "notes.png"},
		tui.SortFound: {"Zeta_HCP_300x250.png", "Zeta_DTC_Launch_970x250.png", "notes.png", "Zeta_Spot_15s.mp4", "Zeta_HCP_728x90.png"},
	}
	for range 4 {
		keys(t, a, "s")
		s := a.list.Sort()
		if got := names(a); !slices.Equal(got, want[s]) {
			t.Errorf("sort %s: %v, want %v", s, got, want[s])
		}
		must(t, strings.Contains(a.View(), "sort: "+s.String()), "sort %s is not shown", s)
	}
}

func TestListSearch(t *testing.T) {
	a, _ := loadedApp(t)
	keys(t, a, "/")
	must(t, a.list.Prompting(), "/ does not open the search")
	// While searching, letters are text, not commands: q does not quit,
	// f does not filter.
	quit := keys(t, a, "h", "c", "p", "q", "backspace")
	must(t, !quit && a.list.Filter() == tui.FilterAll, "keys typed in the search ran as commands")
	if got := names(a); !slices.Equal(got, []string{"Zeta_HCP_300x250.png", "Zeta_HCP_728x90.png"}) {
		t.Errorf("search hcp: %v", got)
	}
	keys(t, a, "enter")
	must(t, !a.list.Prompting() && a.list.query == "hcp", "enter does not keep the search: %q", a.list.query)
	must(t, strings.Contains(a.View(), "search: hcp"), "the search is not shown")
	keys(t, a, "f") // the filter applies within the search
	must(t, len(a.list.Rows()) == 0 && strings.Contains(a.View(), `No failed assets match "hcp"`), "filter within search: %v", names(a))
	keys(t, a, "f", "f", "f", "esc")
	must(t, a.list.query == "" && len(a.list.Rows()) == 5, "esc does not clear the search")
	keys(t, a, "/", "z", "z", "esc")
	must(t, !a.list.Prompting() && len(a.list.Rows()) == 5, "esc in the search does not cancel it")
}

func TestListOpensAndComesBack(t *testing.T) {
	a, _ := loadedApp(t)
	keys(t, a, "j", "enter")
	must(t, a.onDetail && a.d.Assets[a.detail.Index()].Name == "Zeta_DTC_Launch_970x250.png", "enter does not open the asset")
	keys(t, a, "esc")
	must(t, !a.onDetail && current(a) == "Zeta_DTC_Launch_970x250.png", "esc does not come back to the same row")
	keys(t, a, "enter", "backspace")
	must(t, !a.onDetail, "backspace does not come back")
}

func TestListExports(t *testing.T) {
	for _, c := range []struct{ key, file, magic string }{
		{"c", "Zeta Launch_matrix.csv", "\ufeff\"Asset Name\""},
		{"e", "Zeta Launch_matrix.xlsx", "PK"},
	} {
		t.Run(c.file, func(t *testing.T) {
			a, _ := loadedApp(t)
			keys(t, a, "f") // failed: one readable asset, one unreadable
			keys(t, a, "x")
			must(t, a.list.Prompting() && strings.Contains(a.View(), "Export the matrix of the 2 assets on screen"), "x does not ask for a format")
			keys(t, a, c.key)
			path := filepath.Join(a.d.ExportDir, c.file)
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (status %q)", err, a.status)
			}
			must(t, strings.HasPrefix(string(raw), c.magic), "%s starts %q", c.file, raw[:min(20, len(raw))])
			if c.key == "c" {
				must(t, strings.Contains(string(raw), "Zeta_DTC_Launch_970x250") && !strings.Contains(string(raw), "Zeta_HCP_300x250"),
					"the CSV is not the assets on screen: %s", raw)
			}
			must(t, strings.Contains(a.status, "wrote "+path+": 1 asset, ") && strings.Contains(a.status, "1 unreadable left out"), "status %q", a.status)
		})
	}
	a, _ := loadedApp(t)
	keys(t, a, "x", "z", "esc")
	must(t, !a.list.Prompting(), "esc does not cancel the export")
	keys(t, a, "/", "z", "z", "z", "enter", "x")
	must(t, !a.list.Prompting() && a.statusErr && strings.Contains(a.status, "nothing on screen"), "export of nothing: %q", a.status)
	send(t, a, exportedMsg{err: os.ErrPermission})
	must(t, a.statusErr && strings.Contains(a.status, "export failed"), "a failed export: %q", a.status)
}

func TestListShowsResultsAsTheyArrive(t *testing.T) {
	src := &memSource{hold: true}
	a := newTestApp(t, src)
	a.Init()
	send(t, a, tickMsg{})
	must(t, strings.Contains(a.View(), "Looking for assets"), "empty list while loading:\n%s", a.View())
	all := testAssets()
	src.feed.SetProgress(progressOf(4, 2, false))
	src.feed.Add(all[:2]...)
	_, cmd := a.Update(tickMsg{})
	must(t, cmd != nil, "the App stops ticking while loading")
	view := a.View()
	must(t, len(a.list.Rows()) == 2 && strings.Contains(view, "2/4+ checked"), "partial results:\n%s", view)
	keys(t, a, "j") // the cursor stays on its asset as more arrive
	src.feed.SetProgress(progressOf(5, 5, true))
	src.feed.Add(all[2:]...)
	src.feed.Finish(nil)
	_, cmd = a.Update(tickMsg{})
	must(t, cmd == nil && !a.d.Loading, "the App keeps ticking after loading")
	must(t, current(a) == "Zeta_DTC_Launch_970x250.png", "the cursor moved to %s", current(a))
	must(t, strings.Contains(a.View(), "5 assets, 0.0 s") && strings.Contains(a.View(), "Failed 2"), "after loading:\n%s", a.View())
}

func TestListShowsLoadErrorsAndReadOnly(t *testing.T) {
	src := &memSource{hold: true}
	a := newTestApp(t, src)
	a.Init()
	src.feed.Finish(errOffline)
	send(t, a, tickMsg{})
	must(t, strings.Contains(a.View(), "Stopped: connection refused") && a.statusErr, "load error:\n%s", a.View())
	must(t, strings.Contains(a.View(), "No assets found"), "empty state:\n%s", a.View())

	ro := &memSource{assets: testAssets(), readOnly: "a pharmaops server holds the database"}
	b := newTestApp(t, ro)
	b.Init()
	send(t, b, tickMsg{})
	must(t, strings.Contains(b.View(), "Read-only: a pharmaops server holds"), "read-only notice:\n%s", b.View())
}

func TestGlobalKeys(t *testing.T) {
	a, _ := loadedApp(t)
	must(t, keys(t, a, "q"), "q does not quit")
	a, _ = loadedApp(t)
	must(t, keys(t, a, "ctrl+c") && a.interrupted, "ctrl+c does not interrupt")
	a, _ = loadedApp(t)
	keys(t, a, "enter")
	must(t, keys(t, a, "q"), "q does not quit from the detail")

	a, _ = loadedApp(t)
	short := a.list.tableHeight()
	keys(t, a, "?")
	must(t, a.fullHelp && a.list.tableHeight() < short && strings.Contains(a.View(), "clear search"), "? does not show every key")
	keys(t, a, "?")
	must(t, !a.fullHelp && a.list.tableHeight() == short, "? does not hide the keys again")
}

func TestBatchedKeys(t *testing.T) {
	a, _ := loadedApp(t)
	// "fj" then Enter typed faster than read: filter, down, open.
	send(t, a, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("fj")})
	must(t, a.list.Filter() == tui.FilterFailed && current(a) == "notes.png", "batched keys: filter %s, on %s", a.list.Filter(), current(a))
	// ] opens the next asset before r is read: r marks a check of the asset
	// ] opened.
	keys(t, a, "k", "enter")
	send(t, a, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("]r")})
	must(t, a.d.Assets[a.detail.Index()].Name == "notes.png", "] did not open the next asset")
	must(t, a.statusErr && strings.Contains(a.status, "no checks to review"), "r ran before ] opened the next asset: %q", a.status)
	keys(t, a, "esc")
	// Pasted text is not commands.
	send(t, a, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("fff"), Paste: true})
	must(t, a.list.Filter() == tui.FilterFailed, "a paste ran as commands")
}

func TestResize(t *testing.T) {
	a, _ := loadedApp(t)
	for _, size := range [][2]int{{80, 24}, {120, 40}, {60, 12}, {200, 50}} {
		send(t, a, tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		lines := strings.Split(a.View(), "\n")
		must(t, len(lines) == size[1], "%dx%d: %d lines", size[0], size[1], len(lines))
		for i, l := range lines {
			must(t, lipglossWidth(l) <= size[0], "%dx%d: line %d is %d wide: %q", size[0], size[1], i, lipglossWidth(l), l)
		}
		keys(t, a, "enter")
		lines = strings.Split(a.View(), "\n")
		must(t, len(lines) == size[1], "detail %dx%d: %d lines", size[0], size[1], len(lines))
		for i, l := range lines {
			must(t, lipglossWidth(l) <= size[0], "detail %dx%d: line %d is %d wide: %q", size[0], size[1], i, lipglossWidth(l), l)
		}
		keys(t, a, "esc")
	}
}
