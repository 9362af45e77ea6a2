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
	if _, err := (report.Results{}).Fails(opts.failOn); err != nil {
		return usageError{err}
	}
	if err := validateCheckFlags(opts); err != nil {
		return err
	}
	rules, err := loadRules(opts.rulesFile, opts.profile)
	if err != nil {
		return err
	}
	files, err := collectFiles(paths, opts.exclude)
	if err != nil {
		return err
	}
	results := checkFiles(ctx, files, rules, opts, newProgress(stderr, opts.progress, len(files)))
	res := report.Results{Assets: results, Rules: rules}
	if err := writeReport(opts, res, stdout); err != nil {
		return err
	}
	if s := res.Summary(); s.Errors > 0 {
		return exitError{code: exitUsage, msg: fmt.Sprintf("%d of %d files could not be checked", s.Errors, s.Assets)}
	}
	if fails, _ := res.Fails(opts.failOn); fails {
		return exitError{code: exitFailure}
	}
	return ctx.Err()
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

// collectFiles expands folders recursively, in sorted order, skipping
// hidden entries and --exclude matches. A path that does not exist is a
// usage error.
func collectFiles(paths, exclude []string) ([]string, error) {
	excluded := func(rel, name string) bool {
		for _, p := range exclude {
			if m, _ := filepath.Match(p, name); m {
				return true
			}
			if m, _ := filepath.Match(p, rel); m {
				return true
			}
		}
		return false
	}
	var files []string
	for _, root := range paths {
		st, err := os.Stat(root)
		if err != nil {
			return nil, usagef("%v", err)
		}
		if !st.IsDir() {
			files = append(files, root)
			continue
		}
		err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			rel, _ := filepath.Rel(root, p)
			if p != root && (strings.HasPrefix(name, ".") || excluded(rel, name)) {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.Type().IsRegular() {
				files = append(files, p)
			}
			return nil
		})
		if err != nil {
			return nil, usagef("reading %s: %v", root, err)
		}
	}
	return files, nil
}

// checkFiles checks the files with --jobs workers; results keep the
// files' order.
func checkFiles(ctx context.Context, files []string, rules []compliance.Rule, opts assetCheckOptions, prog *progress) []report.AssetResult {
	results := make([]report.AssetResult, len(files))
	jobs := max(1, opts.jobs)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(jobs, max(1, len(files))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = checkFile(ctx, files[i], rules, opts)
				prog.step()
			}
		}()
	}
	for i := range files {
		if ctx.Err() != nil {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	prog.done()
	for i := range results {
		if results[i].Path == "" { // not reached: interrupted
			results[i] = report.ErrorResult(files[i], errors.New("not checked: interrupted"))
		}
	}
	return results
}

// checkFile probes one file, extracts document text and checks the rules.
func checkFile(ctx context.Context, path string, rules []compliance.Rule, opts assetCheckOptions) report.AssetResult {
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
	return report.NewAssetResult(a, compliance.Check(ctx, a, rules, compliance.Options{}))
}

// writeReport writes to -o FILE through a temporary file, so a failed run
// never leaves a half-written report, or to standard output.
func writeReport(opts assetCheckOptions, res report.Results, stdout io.Writer) error {
	ropts := report.Options{Color: opts.color}
	if opts.output == "" {
		return report.Write(stdout, opts.format, res, ropts)
	}
	return writeFileAtomic(opts.output, func(w io.Writer) error {
		return report.Write(w, opts.format, res, ropts)
	})
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

func (p *progress) done() {
	if p.on && p.visible {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
