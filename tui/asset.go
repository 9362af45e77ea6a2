// Package tui holds what the pages and components of `pharmaops tui` share:
// the asset under review, where assets come from (a folder checked here, a
// stored campaign, a running server) and where reviews are kept, the one
// keymap and the one style sheet. The Bubble Tea models are in tui/pages
// (one per screen, and the App that switches between them) and
// tui/components (widgets the pages reuse).
package tui

import (
	"cmp"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Asset is one asset under review: its check result (or why it could not
// be read), what it adds to the matrix, and the reviews of its issues.
type Asset struct {
	// ID identifies the asset in its source: the stored asset's ID, or the
	// file's path when a folder is checked.
	ID string
	report.AssetResult
	// Summary is the asset as the matrix export sees it.
	Summary matrix.AssetSummary
	// Reviews are the decisions on its issues, by issue key.
	Reviews []store.IssueReview

	// lowerName and lowerPath are Name and Path in lower case, for
	// sorting and searching without allocating on every comparison.
	lowerName, lowerPath string
}

// lower returns the lower-case name and path, working them out once.
func (a *Asset) lower() (name, path string) {
	if a.lowerName == "" && a.Name != "" {
		a.lowerName, a.lowerPath = strings.ToLower(a.Name), strings.ToLower(a.Path)
	}
	return a.lowerName, a.lowerPath
}

// Outcome is what a review filter sorts an asset into.
type Outcome int

// Outcomes, from worst to best.
const (
	// OutcomeFailed: a check failed, or the file could not be read.
	OutcomeFailed Outcome = iota
	// OutcomeWarnings: no check failed and at least one warned.
	OutcomeWarnings
	// OutcomePassed: every check passed (or none applied).
	OutcomePassed
)

// Outcome sorts the asset into failed, warnings or passed.
func (a *Asset) Outcome() Outcome {
	s := a.Analysis.Summary
	switch {
	case a.Error != "" || s.Failed > 0:
		return OutcomeFailed
	case s.Warnings > 0:
		return OutcomeWarnings
	}
	return OutcomePassed
}

// IssueKey is the key of an issue's review (the one the server uses).
func IssueKey(is compliance.Issue) string { return app.IssueKey(is.RuleID, is.Rule, is.Field) }

// Review returns the review of an issue, if any.
func (a *Asset) Review(key string) (store.IssueReview, bool) {
	for _, rv := range a.Reviews {
		if rv.IssueKey == key {
			return rv, true
		}
	}
	return store.IssueReview{}, false
}

// Reviewed counts the asset's failed and warning issues already reviewed,
// and how many there are.
func (a *Asset) Reviewed() (done, total int) {
	for _, is := range a.Analysis.Issues {
		if is.Status != compliance.StatusFail && is.Status != compliance.StatusWarning {
			continue
		}
		total++
		if rv, ok := a.Review(IssueKey(is)); ok && rv.ReviewedAt != nil {
			done++
		}
	}
	return done, total
}

// Filter selects assets by outcome.
type Filter int

// Filters, in the order the filter key cycles through them.
const (
	FilterAll Filter = iota
	FilterFailed
	FilterWarnings
	FilterPassed
)

// Filters are every filter, in order.
var Filters = []Filter{FilterAll, FilterFailed, FilterWarnings, FilterPassed}

func (f Filter) String() string {
	return [...]string{"All", "Failed", "Warnings", "Passed"}[f]
}

// Keeps reports whether the filter keeps the asset.
func (f Filter) Keeps(a *Asset) bool {
	switch f {
	case FilterFailed:
		return a.Outcome() == OutcomeFailed
	case FilterWarnings:
		return a.Outcome() == OutcomeWarnings
	case FilterPassed:
		return a.Outcome() == OutcomePassed
	}
	return true
}

// Sort orders the asset list.
type Sort int

// Sorts, in the order the sort key cycles through them.
const (
	// SortFound keeps the order the assets were found in (folder order).
	SortFound Sort = iota
	// SortScore puts the lowest score first; unreadable assets come
	// before every score, assets without a score after.
	SortScore
	// SortName orders by file name, case-insensitively.
	SortName
	// SortSize puts the largest file first.
	SortSize
)

func (s Sort) String() string {
	return [...]string{"found", "score", "name", "size"}[s]
}

// Next is the sort after s in the cycle.
func (s Sort) Next() Sort { return (s + 1) % 4 }

// View lists the indexes of the assets the filter and the search keep,
// in the sort's order. The search matches the name or path, ignoring case.
func View(assets []Asset, f Filter, s Sort, search string) []int {
	search = strings.ToLower(search)
	out := make([]int, 0, len(assets))
	for i := range assets {
		a := &assets[i]
		if !f.Keeps(a) {
			continue
		}
		if name, path := a.lower(); search != "" && !strings.Contains(path, search) && !strings.Contains(name, search) {
			continue
		}
		out = append(out, i)
	}
	if s == SortFound {
		return out
	}
	slices.SortStableFunc(out, func(i, j int) int {
		a, b := &assets[i], &assets[j]
		switch s {
		case SortScore:
			return cmp.Compare(scoreRank(a), scoreRank(b))
		case SortName:
			an, _ := a.lower()
			bn, _ := b.lower()
			return cmp.Compare(an, bn)
		case SortSize:
			return cmp.Compare(b.Info.Size, a.Info.Size)
		}
		return 0
	})
	return out
}

// scoreRank orders unreadable assets first, then scores from the lowest,
// then assets without a score.
func scoreRank(a *Asset) int {
	switch {
	case a.Error != "":
		return -1
	case a.Analysis.ComplianceScore == nil:
		return 1000
	}
	return *a.Analysis.ComplianceScore
}

// Counts counts the assets of each outcome.
type Counts struct{ All, Failed, Warnings, Passed int }

// Of returns the count of a filter.
func (c Counts) Of(f Filter) int {
	return [...]int{c.All, c.Failed, c.Warnings, c.Passed}[f]
}

// Add counts one more asset.
func (c *Counts) Add(a *Asset) {
	c.All++
	switch a.Outcome() {
	case OutcomeFailed:
		c.Failed++
	case OutcomeWarnings:
		c.Warnings++
	default:
		c.Passed++
	}
}
