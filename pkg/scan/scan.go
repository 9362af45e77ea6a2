// Package scan checks a batch of creative assets: it walks files and
// folders, skips hidden and excluded entries, checks each file from its
// bytes against a rule set on a pool of workers while the walk goes on,
// and hands the results back in the walk's order, with progress events on
// the way. `asset check`, `matrix export` and the TUI use it; each only
// renders what it gets.
//
// Results are the caller's to keep: nothing in a result is reused after
// it has been handed out.
package scan

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/report"
)

// Job is one batch check: what to check and against which rules.
type Job struct {
	// Paths are files, and folders checked recursively in lexical order.
	Paths []string
	// Exclude are globs (filepath.Match); a file or folder whose name, or
	// path relative to its root, matches one is skipped. Hidden entries
	// (names starting with '.') are always skipped.
	Exclude []string
	// Rules are checked in order; disabled rules are left out.
	Rules []compliance.Rule
	// Channel and CustomerType describe every asset of the job ("" for
	// unknown): rules for other channels and audiences do not apply.
	Channel      string
	CustomerType string
	// Scope is the platform, placement and part of every asset of the job;
	// what it leaves empty is read from each file's name.
	Scope compliance.Scope
	// Market and Language are every asset's market and language ("uk",
	// "fr"; "" for read from each file's name, see compliance.LocaleOf).
	Market, Language string
	// Workers is how many files are checked at once (at least one).
	Workers int
	// Progress, when set, is called after each file is found and after
	// each is checked, one call at a time.
	Progress func(Progress)
}

// Progress counts a running job's files.
type Progress struct {
	// Found counts the files the walk has listed so far.
	Found int
	// Checked counts the files whose result is ready (checked, unreadable,
	// or not checked because the run was interrupted).
	Checked int
	// Walked is set once the walk has listed every file: Found is final.
	Walked bool
}

// NotChecked is the error of a file listed after the job was cancelled.
const NotChecked = "not checked: interrupted"

// PathError is a path of the job that does not exist or cannot be
// walked. Run returns it before checking anything when a path does not
// exist.
type PathError struct{ Err error }

func (e *PathError) Error() string { return e.Err.Error() }
func (e *PathError) Unwrap() error { return e.Err }

// Run checks the files of the job and passes each result to emit in the
// walk's order, as soon as it and every earlier one are ready. Folders
// that cannot be read, files that cannot be read or are not assets, and
// files not checked because ctx ended are emitted as error results. An
// error from emit stops the run and is returned.
func Run(ctx context.Context, job Job, emit func(report.AssetResult) error) error {
	for _, root := range job.Paths {
		if _, err := os.Stat(root); err != nil {
			return &PathError{err}
		}
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type task struct {
		i    int
		path string
	}
	type result struct {
		i   int
		res report.AssetResult
	}
	tasks := make(chan task, 256)
	results := make(chan result, 64)
	c := checker{rules: compliance.NewRuleSet(job.Rules), channel: job.Channel, customerType: job.CustomerType, scope: job.Scope, market: job.Market, language: job.Language}
	prog := &counter{report: job.Progress}
	var workers sync.WaitGroup
	for range max(1, job.Workers) {
		workers.Go(func() {
			for t := range tasks {
				results <- result{t.i, c.check(ctx, t.path)}
				prog.checked()
			}
		})
	}
	walkErr := make(chan error, 1)
	go func() {
		n := 0
		err := Walk(job.Paths, job.Exclude, func(p string, err error) {
			i := n
			n++
			prog.found()
			switch {
			case err != nil:
				results <- result{i, report.ErrorResult(p, err)}
				prog.checked()
			case ctx.Err() != nil:
				results <- result{i, report.ErrorResult(p, errors.New(NotChecked))}
				prog.checked()
			default:
				tasks <- task{i, p}
			}
		})
		prog.walked()
		walkErr <- err
		close(tasks)
		workers.Wait()
		close(results)
	}()
	var order reorder
	var emitErr error
	for r := range results {
		if emitErr != nil {
			continue // drain: the walk and the workers are stopping
		}
		order.put(r.i, r.res)
		for emitErr == nil {
			a, ok := order.pop()
			if !ok {
				break
			}
			emitErr = emit(a)
		}
		if emitErr != nil {
			cancel()
		}
	}
	if err := <-walkErr; err != nil {
		return err
	}
	return emitErr
}

// Collect is Run keeping every result.
func Collect(ctx context.Context, job Job) ([]report.AssetResult, error) {
	var all []report.AssetResult
	err := Run(ctx, job, func(a report.AssetResult) error {
		all = append(all, a)
		return nil
	})
	return all, err
}

// Walk calls emit with the files of paths (files, and folders
// recursively, in lexical order), skipping hidden entries and those
// exclude matches. A folder that cannot be read is passed to emit with
// its error, and the walk goes on; a path that does not exist or cannot
// be walked ends it with a *PathError.
func Walk(paths, exclude []string, emit func(path string, err error)) error {
	for _, root := range paths {
		st, err := os.Stat(root)
		if err != nil {
			return &PathError{err}
		}
		if !st.IsDir() {
			emit(root, nil)
			continue
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				emit(p, err)
				return nil // a folder: its contents are skipped
			}
			name := d.Name()
			if p != root && (strings.HasPrefix(name, ".") || excluded(exclude, root, p, name)) {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() {
				emit(p, nil)
			}
			return nil
		})
		if err != nil {
			return &PathError{fmt.Errorf("reading %s: %w", root, err)}
		}
	}
	return nil
}

// excluded reports whether an exclude glob matches the entry's name or its
// path relative to root.
func excluded(exclude []string, root, p, name string) bool {
	if len(exclude) == 0 {
		return false
	}
	rel, _ := filepath.Rel(root, p)
	for _, pat := range exclude {
		if m, _ := filepath.Match(pat, name); m {
			return true
		}
		if m, _ := filepath.Match(pat, rel); m {
			return true
		}
	}
	return false
}

// checker checks one file of a job; it is safe for concurrent use.
type checker struct {
	rules        *compliance.RuleSet
	channel      string
	customerType string
	scope        compliance.Scope
	market       string
	language     string
}

// check probes one file, extracts document text and checks it. A panic
// while doing so (a bug that one file's bytes set off) becomes that file's
// error result: the rest of the batch is still checked, and a terminal the
// TUI holds is not left raw by a crash in a worker.
func (c checker) check(ctx context.Context, path string) (res report.AssetResult) {
	defer func() {
		if r := recover(); r != nil {
			res = report.ErrorResult(path, fmt.Errorf("internal error while checking this file: %v", r))
		}
	}()
	info, err := media.ProbeFile(path)
	if err != nil {
		return report.ErrorResult(path, err)
	}
	a := compliance.Asset{Path: path, Info: info, CustomerType: c.customerType, Channel: c.channel,
		Platform: c.scope.Platform, Placement: c.scope.Placement, Part: c.scope.Part, Market: c.market, Language: c.language}
	if info.Kind == media.KindDocument {
		// Without text (an encrypted document) the text rules report a
		// manual review instead of passing.
		a.Text, _, _ = pipeline.DocumentText(path, info)
	}
	return report.NewAssetResult(a, c.rules.Check(ctx, a, compliance.Options{}))
}

// reorder hands results out in the walk's order. They arrive in any order
// (with two workers, most of them after a later one), and wait in a ring
// indexed by their position in the walk until every earlier one has been
// handed out. A map held them before: a result is too large for a map to
// store in place, so every one that waited cost an allocation.
type reorder struct {
	next int    // the position of the next result to hand out
	ring []slot // result i is in ring[i%len(ring)]
}

type slot struct {
	res   report.AssetResult
	ready bool
}

// put holds result i until pop hands it out; the ring grows when i is
// further ahead of the next result than it can hold.
func (q *reorder) put(i int, res report.AssetResult) {
	for i-q.next >= len(q.ring) {
		bigger := make([]slot, max(16, 2*len(q.ring)))
		for k := q.next; k < q.next+len(q.ring); k++ {
			bigger[k%len(bigger)] = q.ring[k%len(q.ring)]
		}
		q.ring = bigger
	}
	q.ring[i%len(q.ring)] = slot{res, true}
}

// pop returns the next result in order, if it has arrived. Its slot is
// cleared: the result is the caller's.
func (q *reorder) pop() (report.AssetResult, bool) {
	if len(q.ring) == 0 {
		return report.AssetResult{}, false
	}
	s := &q.ring[q.next%len(q.ring)]
	if !s.ready {
		return report.AssetResult{}, false
	}
	res := s.res
	*s = slot{}
	q.next++
	return res, true
}

// counter counts a job's progress and reports each change, one at a time.
type counter struct {
	mu     sync.Mutex
	p      Progress
	report func(Progress)
}

func (c *counter) update(change func(*Progress)) {
	if c.report == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	change(&c.p)
	c.report(c.p)
}

func (c *counter) found()   { c.update(func(p *Progress) { p.Found++ }) }
func (c *counter) checked() { c.update(func(p *Progress) { p.Checked++ }) }
func (c *counter) walked()  { c.update(func(p *Progress) { p.Walked = true }) }
