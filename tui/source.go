package tui

import (
	"context"
	"io"
	"sync"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Source is where the assets under review come from and where reviews are
// kept: a folder checked here (FolderSource), a campaign in the data
// directory (StoreSource) or one on a running server (ServerSource).
type Source interface {
	// Title names what is reviewed: the folder, or the campaign.
	Title() string
	// Load sends the assets to feed as they become ready, then finishes
	// it. It returns at once; the work goes on until ctx ends.
	Load(ctx context.Context, feed *Feed)
	// Rules are the rules the assets were checked against, when known: the
	// detail page quotes their source.
	Rules() []compliance.Rule
	// ReadOnly says why reviews cannot be saved, or "" when they can.
	ReadOnly() string
	// ReviewsAt says where reviews are kept, for the help screen.
	ReviewsAt() string
	// Review records a decision on one issue of an asset and returns the
	// asset's reviews.
	Review(ctx context.Context, a *Asset, act app.ReviewAction) ([]store.IssueReview, error)
	// MatrixOptions are the options of the matrix export (campaign name,
	// defaults).
	MatrixOptions() matrix.Options
}

// WriteFileFunc writes a file whole or not at all: the TUI writes its
// exports and the review file through the one the command line uses.
type WriteFileFunc func(path string, write func(io.Writer) error) error

// Feed hands assets from a Source's loading goroutine to the TUI, which
// takes what arrived on each tick: the screen is redrawn a few times a
// second however fast the checks go.
type Feed struct {
	mu       sync.Mutex
	assets   []Asset
	progress scan.Progress
	done     bool
	err      error
}

// Add adds assets.
func (f *Feed) Add(a ...Asset) {
	f.mu.Lock()
	f.assets = append(f.assets, a...)
	f.mu.Unlock()
}

// SetProgress records how far a check has come.
func (f *Feed) SetProgress(p scan.Progress) {
	f.mu.Lock()
	f.progress = p
	f.mu.Unlock()
}

// Finish ends the feed, with the error that stopped loading, if any.
func (f *Feed) Finish(err error) {
	f.mu.Lock()
	f.done, f.err = true, err
	f.mu.Unlock()
}

// Take returns the assets added since the last Take, the progress, and
// whether loading has ended (and why, when it failed).
func (f *Feed) Take() (assets []Asset, p scan.Progress, done bool, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	assets, f.assets = f.assets, nil
	return assets, f.progress, f.done, f.err
}
