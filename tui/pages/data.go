// Package pages holds the TUI's screens — the asset list and the asset
// detail — and the App that loads the assets, switches between the
// screens and draws the status line and help bar under them.
package pages

import (
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/tui"
)

// Data is what the pages show: the assets so far and how loading goes.
// The App owns it; the pages read it.
type Data struct {
	Source tui.Source
	Styles *tui.Styles
	Write  tui.WriteFileFunc
	// ExportDir is where exports are written.
	ExportDir string

	Assets   []tui.Asset
	Counts   tui.Counts
	Progress scan.Progress
	Loading  bool
	LoadErr  error
	Started  time.Time
	Elapsed  time.Duration

	rules map[string]compliance.Rule
	now   func() time.Time
}

// newData returns the data of a source.
func newData(src tui.Source, styles *tui.Styles, write tui.WriteFileFunc, exportDir string) *Data {
	d := &Data{Source: src, Styles: styles, Write: write, ExportDir: exportDir, Loading: true, rules: map[string]compliance.Rule{}, now: time.Now}
	for _, r := range src.Rules() {
		if r.ID != "" {
			d.rules[r.ID] = r
		}
	}
	return d
}

// Rule returns the rule an issue was checked against, when known.
func (d *Data) Rule(is compliance.Issue) (compliance.Rule, bool) {
	r, ok := d.rules[is.RuleID]
	return r, ok
}

// add appends newly loaded assets. The list's memory is taken once for
// every file the walk has found, not regrown as results arrive: copying
// thousands of results on the event loop would stall a frame.
func (d *Data) add(assets []tui.Asset) {
	if want := max(d.Progress.Found, len(d.Assets)+len(assets)); cap(d.Assets) < want {
		d.Assets = append(make([]tui.Asset, 0, want), d.Assets...)
	}
	for i := range assets {
		d.Counts.Add(&assets[i])
	}
	d.Assets = append(d.Assets, assets...)
}

// setReviews stores an asset's reviews as the source returned them.
func (d *Data) setReviews(index int, id string, reviews []store.IssueReview) {
	if index >= 0 && index < len(d.Assets) && d.Assets[index].ID == id {
		d.Assets[index].Reviews = reviews
	}
}

// Messages between the App, its pages and the work they start.
type (
	// tickMsg asks the App to take what the feed has.
	tickMsg struct{}
	// openMsg opens the detail of an asset (an index in Data.Assets).
	openMsg struct{ index int }
	// backMsg goes back to the list.
	backMsg struct{}
	// stepMsg opens the previous (-1) or next (+1) asset of the list.
	stepMsg struct{ delta int }
	// reviewMsg asks the App to record a decision on an asset's issue.
	reviewMsg struct {
		index int
		act   app.ReviewAction
	}
	// reviewedMsg is the outcome of a review.
	reviewedMsg struct {
		index   int
		id      string
		act     app.ReviewAction
		reviews []store.IssueReview
		err     error
	}
	// exportMsg asks the App to export the matrix of assets on screen.
	exportMsg struct {
		format string
		rows   []int
	}
	// exportedMsg is the outcome of an export.
	exportedMsg struct {
		path       string
		assets     int
		rows       int
		unreadable int
		err        error
	}
	// statusMsg shows a line in the status bar.
	statusMsg struct {
		text string
		err  bool
	}
)
