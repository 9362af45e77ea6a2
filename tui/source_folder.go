package tui

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// ReviewFileSuffix ends the name of a folder's review file, written beside
// the folder: the reviews of ./creatives are in
// ./creatives.pharmaops-review.json.
const ReviewFileSuffix = ".pharmaops-review.json"

// ReviewFileVersion is the version of the review file's shape.
const ReviewFileVersion = 1

// ReviewFile is the review file of a checked folder (docs/cli.md): the
// reviews of each asset, keyed by the asset's path relative to the file's
// folder with '/' separators, in the shape the server stores them.
type ReviewFile struct {
	Version int                            `json:"version"`
	Assets  map[string][]store.IssueReview `json:"assets"`
}

// DefaultReviewFile is where the reviews of a check of paths are kept:
// beside the first path.
func DefaultReviewFile(paths []string) string {
	first := filepath.Clean(paths[0])
	if abs, err := filepath.Abs(first); err == nil {
		first = abs
	}
	return first + ReviewFileSuffix
}

// FolderSource checks files and folders here, as `asset check` does, and
// keeps reviews in a review file.
type FolderSource struct {
	job        scan.Job
	reviewFile string
	reviewer   string
	write      WriteFileFunc
	now        func() time.Time

	mu      sync.Mutex // guards reviews and the file
	reviews ReviewFile
}

// NewFolderSource returns the source of a batch check. reviewFile is read
// now (a missing file is an empty one); reviewer names who reviews.
func NewFolderSource(job scan.Job, reviewFile, reviewer string, write WriteFileFunc) (*FolderSource, error) {
	s := &FolderSource{job: job, reviewFile: reviewFile, reviewer: reviewer, write: write, now: time.Now,
		reviews: ReviewFile{Version: ReviewFileVersion, Assets: map[string][]store.IssueReview{}}}
	raw, err := os.ReadFile(reviewFile)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return s, nil
	case err != nil:
		return nil, fmt.Errorf("review file: %w", err)
	}
	if err := json.Unmarshal(raw, &s.reviews); err != nil {
		return nil, fmt.Errorf("review file %s: %w", reviewFile, err)
	}
	if s.reviews.Version != ReviewFileVersion {
		return nil, fmt.Errorf("review file %s: version %d, want %d", reviewFile, s.reviews.Version, ReviewFileVersion)
	}
	if s.reviews.Assets == nil {
		s.reviews.Assets = map[string][]store.IssueReview{}
	}
	return s, nil
}

// Title names the checked paths.
func (s *FolderSource) Title() string { return strings.Join(s.job.Paths, " ") }

// Rules are the job's rules.
func (s *FolderSource) Rules() []compliance.Rule { return s.job.Rules }

// ReadOnly is "": reviews go to the review file.
func (s *FolderSource) ReadOnly() string { return "" }

// ReviewsAt names the review file.
func (s *FolderSource) ReviewsAt() string { return s.reviewFile }

// MatrixOptions name the campaign after the first path's folder.
func (s *FolderSource) MatrixOptions() matrix.Options {
	name := filepath.Base(filepath.Clean(s.job.Paths[0]))
	if abs, err := filepath.Abs(s.job.Paths[0]); err == nil {
		name = filepath.Base(abs)
	}
	return matrix.Options{CampaignName: name, CustomerType: s.job.CustomerType, Channel: s.job.Channel, Today: s.now().UTC()}
}

// Load checks the files, feeding each result with its earlier reviews.
func (s *FolderSource) Load(ctx context.Context, feed *Feed) {
	job := s.job
	job.Progress = feed.SetProgress
	go func() {
		feed.Finish(scan.Run(ctx, job, func(r report.AssetResult) error {
			a := Asset{ID: r.Path, AssetResult: r, Summary: matrix.ResultSummary(r)}
			s.mu.Lock()
			a.Reviews = s.reviews.Assets[s.key(r.Path)]
			s.mu.Unlock()
			feed.Add(a)
			return nil
		}))
	}()
}

// key is the review file's key of a checked file.
func (s *FolderSource) key(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	rel, err := filepath.Rel(filepath.Dir(s.reviewFile), abs)
	if err != nil {
		return filepath.ToSlash(abs)
	}
	return filepath.ToSlash(rel)
}

// Review records the decision and rewrites the review file.
func (s *FolderSource) Review(ctx context.Context, a *Asset, act app.ReviewAction) ([]store.IssueReview, error) {
	if err := act.Validate(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	key := s.key(a.Path)
	reviews := append([]store.IssueReview(nil), s.reviews.Assets[key]...)
	i := -1
	for j := range reviews {
		if reviews[j].IssueKey == act.IssueKey {
			i = j
		}
	}
	if i < 0 {
		reviews = append(reviews, store.IssueReview{IssueKey: act.IssueKey})
		i = len(reviews) - 1
	}
	now := s.now().UTC().Truncate(time.Second)
	if act.Apply {
		reviews[i].Fix, reviews[i].FixAppliedBy, reviews[i].FixAppliedAt = strings.TrimSpace(act.Fix), s.reviewer, &now
	}
	if act.Acknowledge {
		reviews[i].ReviewedBy, reviews[i].ReviewedAt = s.reviewer, &now
	}
	next := ReviewFile{Version: ReviewFileVersion, Assets: make(map[string][]store.IssueReview, len(s.reviews.Assets)+1)}
	for k, v := range s.reviews.Assets {
		next.Assets[k] = v
	}
	next.Assets[key] = reviews
	err := s.write(s.reviewFile, func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(next)
	})
	if err != nil {
		return nil, fmt.Errorf("saving the review file: %w", err)
	}
	s.reviews = next
	return reviews, nil
}
