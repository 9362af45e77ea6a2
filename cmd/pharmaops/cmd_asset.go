package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/report"
)

func newAssetCommand(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "asset",
		Short: "Check creative assets",
		Long:  "Commands that read creative assets from their bytes.\n" + exitCodesHelp,
		Args:  args(cobra.NoArgs),
	}
	cmd.AddCommand(newAssetCheckCommand(g))
	return cmd
}

// assetCheckOptions are the flags of `asset check`.
type assetCheckOptions struct {
	rulesFile    string
	profile      string
	channel      string
	customerType string
	format       string
	output       string
	failOn       string
	jobs         int
	exclude      []string
	progress     bool // decided from the terminal, not a flag
	color        bool
}

func (o *assetCheckOptions) AddFlags(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&o.rulesFile, "rules", "", `rules file: {"rules":[…]} as written by 'pharmaops brd parse --format json'`)
	f.StringVar(&o.profile, "profile", "spec", "built-in rule profile when --rules is not given: "+strings.Join(compliance.ProfileNames(), ", "))
	f.StringVar(&o.channel, "channel", "", "the assets' channel (Display, Social, Video, Email, Print, Mobile, Web); rules for other channels are skipped")
	f.StringVar(&o.customerType, "customer-type", "", "the assets' audience: DTC or HCP")
	f.StringVar(&o.format, "format", "table", "output format: "+strings.Join(report.Formats, ", "))
	f.StringVarP(&o.output, "output", "o", "", "write the report to FILE instead of standard output")
	f.StringVar(&o.failOn, "fail-on", report.FailOnCritical, "exit 1 when a check fails at this level: critical, warning or none")
	f.IntVar(&o.jobs, "jobs", runtime.NumCPU(), "assets checked in parallel")
	f.StringSliceVar(&o.exclude, "exclude", nil, "skip files whose name or relative path matches this glob (repeatable)")
}

func newAssetCheckCommand(g *globalOptions) *cobra.Command {
	var opts assetCheckOptions
	cmd := &cobra.Command{
		Use:   "check [flags] PATH...",
		Short: "Check assets against rules, from their real bytes",
		Long: `Check creative assets (files, and folders recursively) against rules.

Every number comes from the asset's bytes: the type is sniffed from content,
dimensions, duration, frame rate, codec and bitrate are read from the file's
headers, and document text is extracted for text rules. Hidden files (names
starting with '.') are skipped; --exclude skips more.

Rules come from --rules FILE, or from a built-in profile (--profile): 'spec'
(the product spec's defaults), 'iab-display' (IAB display creative
guidelines) or 'html5-adserver' (HTML5 zip banners as ad servers accept them).

Report formats: table (default), json, junit (one testsuite per asset, one
testcase per check), sarif (SARIF 2.1.0 for code-scanning UIs) and csv. The
JSON shape is documented in docs/cli.md.

Exit codes:
  0  nothing failed at or above --fail-on
  1  a check failed at or above --fail-on
  2  usage error, a path that does not exist, or a file that could not be
     read or is not a supported asset (it is still reported, and the run
     goes on)
  3  the database is locked by another pharmaops process (not used here)`,
		Example: `  pharmaops asset check ./creatives
  pharmaops asset check --rules rules.json --format junit -o report.xml ./creatives
  pharmaops asset check --profile iab-display --fail-on warning banner_300x250.zip`,
		Args: args(cobra.MinimumNArgs(1)),
		RunE: func(cmd *cobra.Command, paths []string) error {
			stderr := cmd.ErrOrStderr()
			if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) {
				opts.progress = true
			}
			if opts.output == "" {
				if f, ok := cmd.OutOrStdout().(*os.File); ok && term.IsTerminal(int(f.Fd())) && os.Getenv("NO_COLOR") == "" {
					opts.color = true
				}
			}
			return runAssetCheck(cmd.Context(), opts, paths, cmd.OutOrStdout(), stderr)
		},
	}
	opts.AddFlags(cmd)
	return cmd
}

// loadRules reads --rules, or the --profile.
func loadRules(rulesFile, profile string) ([]compliance.Rule, error) {
	if rulesFile == "" {
		rules, err := compliance.Profile(profile)
		if err != nil {
			return nil, usagef("%v (profiles: %s)", err, strings.Join(compliance.ProfileNames(), ", "))
		}
		return rules, nil
	}
	f, err := os.Open(rulesFile)
	if err != nil {
		return nil, usagef("rules file: %v", err)
	}
	defer f.Close()
	rules, err := compliance.LoadRulesFile(f)
	if err != nil {
		return nil, usagef("rules file %s: %v", rulesFile, err)
	}
	return rules, nil
}

func runAssetCheck(ctx context.Context, opts assetCheckOptions, paths []string, stdout, stderr io.Writer) error {
	if !slices.Contains(report.Formats, opts.format) {
		return usagef("--format must be one of %s", strings.Join(report.Formats, ", "))
	}
	if err := report.ValidFailOn(opts.failOn); err != nil {
		return usageError{err}
	}
	if err := validateCheckFlags(opts); err != nil {
		return err
	}
	rules, err := loadRules(opts.rulesFile, opts.profile)
	if err != nil {
		return err
	}
	gc := relaxGC()
	defer gc.restore()
	var summary report.Summary
	fails := false
	check := func(w io.Writer) error {
		out, finish, streams := reportWriter(w, opts, rules)
		// A streamed result is written and forgotten: its issues' memory
		// goes back to the workers.
		var spare chan []compliance.Issue
		if streams {
			spare = make(chan []compliance.Issue, 64)
		}
		err := walkAndCheck(ctx, paths, rules, opts, newProgress(stderr, opts.progress, 0), gc, spare, func(a report.AssetResult) error {
			summary.Add(a)
			fails = fails || a.Fails(opts.failOn)
			if err := out(a); err != nil {
				return err
			}
			if cap(a.Analysis.Issues) > 0 {
				select {
				case spare <- a.Analysis.Issues:
				default: // the workers have enough
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
		return finish()
	}
	if opts.output == "" {
		err = check(stdout)
	} else {
		err = writeFileAtomic(opts.output, check)
	}
	if err != nil {
		return err
	}
	if summary.Errors > 0 {
		return exitError{code: exitUsage, msg: fmt.Sprintf("%d of %d files could not be checked", summary.Errors, summary.Assets)}
	}
	if fails {
		return exitError{code: exitFailure}
	}
	return ctx.Err()
}

// reportWriter returns what takes each result in order and what ends the
// report. JSON and CSV are written as the results come; the other formats
// need them all (table column widths, JUnit and SARIF totals).
func reportWriter(w io.Writer, opts assetCheckOptions, rules []compliance.Rule) (add func(report.AssetResult) error, finish func() error, streams bool) {
	if s, err := report.NewStream(w, opts.format); err == nil {
		return s.Add, s.Close, true
	}
	res := report.Results{Rules: rules}
	add = func(a report.AssetResult) error {
		res.Assets = append(res.Assets, a)
		return nil
	}
	finish = func() error { return report.Write(w, opts.format, res, report.Options{Color: opts.color}) }
	return add, finish, false
}

// GC settings for a run of asset check (relaxGC).
const (
	// relaxedGCPercent lets the heap grow to 9 times the live data
	// between collections instead of twice.
	relaxedGCPercent = 800
	// relaxedGCMaxFiles is the largest run that keeps relaxGC's settings:
	// the results (a few KB a file) are most of the live heap.
	relaxedGCMaxFiles = 20000
	// relaxedGCMemoryLimit bounds the heap the relaxed setting may reach.
	relaxedGCMemoryLimit = 256 << 20
)

// gcSettings are the garbage collector's settings before relaxGC.
type gcSettings struct {
	once    sync.Once
	relaxed bool
	percent int
	limit   int64
}

// relaxGC makes the garbage collector run less often during a check;
// restore puts its settings back. A check of a few thousand files keeps a
// few MB of results and allocates a few tens of MB in short-lived
// buffers; with Go's default GOGC=100 the collector ran seven times and
// took about a quarter of the run's CPU time. GOGC or GOMEMLIMIT set in
// the environment are left alone.
func relaxGC() *gcSettings {
	g := &gcSettings{}
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return g
	}
	g.relaxed = true
	g.limit = debug.SetMemoryLimit(relaxedGCMemoryLimit)
	g.percent = debug.SetGCPercent(relaxedGCPercent)
	return g
}

// restore puts the settings relaxGC changed back, once; it is called
// early when a run turns out to have more than relaxedGCMaxFiles files.
func (g *gcSettings) restore() {
	g.once.Do(func() {
		if g.relaxed {
			debug.SetGCPercent(g.percent)
			debug.SetMemoryLimit(g.limit)
		}
	})
}

// validateCheckFlags checks the flags asset check and matrix export share.
func validateCheckFlags(opts assetCheckOptions) error {
	if opts.customerType != "" && opts.customerType != "DTC" && opts.customerType != "HCP" {
		return usagef("--customer-type must be DTC or HCP")
	}
	if opts.channel != "" && !slices.Contains(compliance.Channels, opts.channel) {
		return usagef("--channel must be one of %s", strings.Join(compliance.Channels, ", "))
	}
	for _, pattern := range opts.exclude {
		if _, err := filepath.Match(pattern, ""); err != nil {
			return usagef("--exclude %q: %v", pattern, err)
		}
	}
	return nil
}

// statRoots checks that every path exists: a usage error before any work
// when one does not.
func statRoots(paths []string) error {
	for _, root := range paths {
		if _, err := os.Stat(root); err != nil {
			return usagef("%v", err)
		}
	}
	return nil
}

// walkFiles calls emit with the files of paths (files, and folders
// recursively, in lexical order), skipping hidden entries and --exclude
// matches. A folder that cannot be read is passed to emit with its error,
// and the walk goes on.
func walkFiles(paths, exclude []string, emit func(path string, err error)) error {
	excluded := func(root, p, name string) bool {
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
	for _, root := range paths {
		st, err := os.Stat(root)
		if err != nil {
			return usagef("%v", err)
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
			if p != root && (strings.HasPrefix(name, ".") || excluded(root, p, name)) {
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
			return usagef("reading %s: %v", root, err)
		}
	}
	return nil
}

// walkAndCheck checks the files of paths (as walkFiles lists them) on
// --jobs workers while the folders are still being walked, and passes
// each result to emit in the walk's order as soon as it and every earlier
// one are ready. Folders that cannot be read, and files not checked when
// ctx ends, are emitted as error results. A path that does not exist is a
// usage error before anything is checked; an error from emit ends the run
// and is returned.
func walkAndCheck(ctx context.Context, paths []string, rules []compliance.Rule, opts assetCheckOptions, prog *progress, gc *gcSettings, spare <-chan []compliance.Issue, emit func(report.AssetResult) error) error {
	if err := statRoots(paths); err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type job struct {
		i    int
		path string
	}
	type result struct {
		i   int
		res report.AssetResult
	}
	jobs := make(chan job, 256)
	results := make(chan result, 64)
	analyze := checkWith(ctx, compliance.NewRuleSet(rules), spare)
	var workers sync.WaitGroup
	for range max(1, opts.jobs) {
		workers.Go(func() {
			for j := range jobs {
				results <- result{j.i, checkFile(j.path, opts, analyze)}
				prog.step()
			}
		})
	}
	walkErr := make(chan error, 1)
	go func() {
		n := 0
		walkErr <- walkFiles(paths, opts.exclude, func(p string, err error) {
			i := n
			n++
			if n > relaxedGCMaxFiles {
				gc.restore() // a long run: let the collector reuse the memory
			}
			prog.found()
			switch {
			case err != nil:
				results <- result{i, report.ErrorResult(p, err)}
				prog.step()
			case ctx.Err() != nil:
				results <- result{i, report.ErrorResult(p, errors.New("not checked: interrupted"))}
				prog.step()
			default:
				jobs <- job{i, p}
			}
		})
		close(jobs)
		workers.Wait()
		close(results)
	}()
	// Results arrive in any order; pending holds those that wait for an
	// earlier one (most arrive in order and never wait).
	pending := map[int]report.AssetResult{}
	next := 0
	var emitErr error
	for r := range results {
		if emitErr != nil {
			continue // drain: the walk and the workers are stopping
		}
		if r.i != next {
			pending[r.i] = r.res
			continue
		}
		emitErr = emit(r.res)
		for next++; emitErr == nil; next++ {
			a, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			emitErr = emit(a)
		}
		if emitErr != nil {
			cancel()
		}
	}
	prog.done()
	if err := <-walkErr; err != nil {
		return err
	}
	return emitErr
}

// collectResults is walkAndCheck keeping every result.
func collectResults(ctx context.Context, paths []string, rules []compliance.Rule, opts assetCheckOptions) ([]report.AssetResult, error) {
	var all []report.AssetResult
	err := walkAndCheck(ctx, paths, rules, opts, newProgress(io.Discard, false, 0), &gcSettings{}, nil, func(a report.AssetResult) error {
		all = append(all, a)
		return nil
	})
	return all, err
}

// checkWith returns what checks an asset against rules. With spare, the
// issues of results already written come back through it, and their
// memory is reused.
func checkWith(ctx context.Context, rules *compliance.RuleSet, spare <-chan []compliance.Issue) func(compliance.Asset) compliance.Analysis {
	if spare == nil {
		return func(a compliance.Asset) compliance.Analysis { return rules.Check(ctx, a, compliance.Options{}) }
	}
	return func(a compliance.Asset) compliance.Analysis {
		var issues []compliance.Issue
		select {
		case issues = <-spare:
		default:
		}
		return rules.CheckInto(issues, ctx, a, compliance.Options{})
	}
}

// checkFile probes one file, extracts document text and checks it.
func checkFile(path string, opts assetCheckOptions, analyze func(compliance.Asset) compliance.Analysis) report.AssetResult {
	info, err := media.ProbeFile(path)
	if err != nil {
		return report.ErrorResult(path, err)
	}
	a := compliance.Asset{Path: path, Info: info, CustomerType: opts.customerType, Channel: opts.channel}
	if info.Kind == media.KindDocument {
		// Without text (an encrypted document) the text rules report a
		// manual review instead of passing.
		a.Text, _, _ = pipeline.DocumentText(path, info)
	}
	return report.NewAssetResult(a, analyze(a))
}

// writeFileAtomic writes a file through a temporary sibling and a rename.
func writeFileAtomic(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".pharmaops-*")
	if err != nil {
		return usagef("cannot write %s: %v", path, err)
	}
	defer os.Remove(tmp.Name())
	err = write(tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// progress draws "checked n/N" on a terminal's stderr once a run has taken
// longer than a moment; it draws nothing in CI logs.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	on      bool
	total   int
	n       int
	start   time.Time
	last    time.Time
	visible bool
}

const progressDelay = 500 * time.Millisecond

func newProgress(w io.Writer, on bool, total int) *progress {
	return &progress{w: w, on: on, total: total, start: time.Now()}
}

func (p *progress) step() {
	if !p.on {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	now := time.Now()
	if now.Sub(p.start) < progressDelay || now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last, p.visible = now, true
	const width = 30
	filled := width * p.n / max(1, p.total)
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d assets", strings.Repeat("█", filled), strings.Repeat("·", width-filled), p.n, p.total)
}

// found adds a file to the total while the walk finds them.
func (p *progress) found() {
	if !p.on {
		return
	}
	p.mu.Lock()
	p.total++
	p.mu.Unlock()
}

func (p *progress) done() {
	if p.on && p.visible {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
