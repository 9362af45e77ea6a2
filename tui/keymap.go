package tui

import "github.com/charmbracelet/bubbles/key"

// KeyMap is every key of the TUI, in one place: the pages match on these
// bindings and the help bar shows them.
type KeyMap struct {
	// Everywhere.
	Quit, ForceQuit, Help key.Binding
	// Moving in a list: the asset list, the checks of an asset.
	Up, Down, PageUp, PageDown, Top, Bottom key.Binding
	// The asset list.
	Open, Sort, Filter, Search, Export key.Binding
	// The asset detail.
	Back, PrevAsset, NextAsset, MarkReviewed, FixNote key.Binding
	// Prompts (search, fix note, export).
	Accept, Cancel key.Binding
	// The export prompt's formats.
	ExportCSV, ExportExcel key.Binding
}

// Keys is the keymap.
var Keys = KeyMap{
	Quit:      key.NewBinding(key.WithKeys("q"), key.WithHelp("q", "quit")),
	ForceQuit: key.NewBinding(key.WithKeys("ctrl+c"), key.WithHelp("ctrl+c", "quit")),
	Help:      key.NewBinding(key.WithKeys("?"), key.WithHelp("?", "keys")),

	Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/k", "up")),
	Down:     key.NewBinding(key.WithKeys("down", "j"), key.WithHelp("↓/j", "down")),
	PageUp:   key.NewBinding(key.WithKeys("pgup", "ctrl+b"), key.WithHelp("pgup", "page up")),
	PageDown: key.NewBinding(key.WithKeys("pgdown", "ctrl+f", " "), key.WithHelp("pgdn", "page down")),
	Top:      key.NewBinding(key.WithKeys("home", "g"), key.WithHelp("g", "top")),
	Bottom:   key.NewBinding(key.WithKeys("end", "G"), key.WithHelp("G", "bottom")),

	Open:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "open")),
	Sort:   key.NewBinding(key.WithKeys("s"), key.WithHelp("s", "sort")),
	Filter: key.NewBinding(key.WithKeys("f", "tab"), key.WithHelp("f", "filter")),
	Search: key.NewBinding(key.WithKeys("/"), key.WithHelp("/", "search")),
	Export: key.NewBinding(key.WithKeys("x"), key.WithHelp("x", "export")),

	Back:         key.NewBinding(key.WithKeys("esc", "backspace"), key.WithHelp("esc", "back")),
	PrevAsset:    key.NewBinding(key.WithKeys("left", "h", "["), key.WithHelp("←", "prev")),
	NextAsset:    key.NewBinding(key.WithKeys("right", "l", "]"), key.WithHelp("→", "next")),
	MarkReviewed: key.NewBinding(key.WithKeys("r"), key.WithHelp("r", "reviewed")),
	FixNote:      key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "fix note")),

	Accept: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "ok")),
	Cancel: key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "cancel")),

	ExportCSV:   key.NewBinding(key.WithKeys("c"), key.WithHelp("c", "CSV")),
	ExportExcel: key.NewBinding(key.WithKeys("e"), key.WithHelp("e", "Excel")),
}
