package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
	pb "github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1"
	"github.com/pharmaops/pharmaops/pkg/scan"
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
	scope        compliance.Scope // --platform, --placement, --part
	market       string           // --market
	language     string           // --language
	format       string
	output       string
	failOn       string
	jobs         int
	exclude      []string
	progress     bool // decided from the terminal, not a flag
	color        bool

	// Team mode (teamserver.go).
	server    string
	campaign  string
	noReport  bool
	source    string
	reference string
	timeout   time.Duration
	token     string // from PHARMAOPS_TOKEN, never a flag (flags show in process lists)
}

func (o *assetCheckOptions) AddFlags(cmd *cobra.Command) {
	f := cmd.Flags()
	f.StringVar(&o.rulesFile, "rules", "", `rules file: {"rules":[…]} as written by 'pharmaops brd parse --format json'`)
	f.StringVar(&o.profile, "profile", "spec", "built-in rule profile when --rules is not given: "+strings.Join(compliance.ProfileNames(), ", "))
	f.StringVar(&o.channel, "channel", "", "the assets' channel (Display, Social, Video, Email, Print, Mobile, Web); rules for other channels are skipped")
	f.StringVar(&o.customerType, "customer-type", "", "the assets' audience: DTC or HCP")
	addScopeFlags(f, &o.scope)
	f.StringVar(&o.market, "market", "", "the market every asset is for (e.g. UK, DE, US); default: read from each file name (_UK_, _fr-CA_)")
	f.StringVar(&o.language, "language", "", "the language of every asset (e.g. fr, en, fr-CA); default: read from each file name")
	f.StringVar(&o.format, "format", "table", "output format: "+strings.Join(report.Formats, ", "))
	f.StringVarP(&o.output, "output", "o", "", "write the report to FILE instead of standard output ('-': standard output; a device or FIFO is written through)")
	f.StringVar(&o.failOn, "fail-on", report.FailOnCritical, "exit 1 when a check fails at this level: critical, warning or none")
	f.IntVar(&o.jobs, "jobs", runtime.NumCPU(), "assets checked in parallel")
	f.StringSliceVar(&o.exclude, "exclude", nil, "skip files whose name or relative path matches this glob (repeatable)")
	f.StringVar(&o.server, "server", "", "check against the rules of this pharmaops server and report the run to it (token in "+tokenEnv+")")
	f.StringVar(&o.campaign, "campaign", "", "with --server: the campaign whose rules to use and to report the run to (default: the organization's rules, not reported)")
	f.BoolVar(&o.noReport, "no-report", false, "with --server: fetch the rules but do not report the run")
	f.StringVar(&o.source, "source", checkRunSource(), "with --server: what ran the check, as the campaign lists it")
	f.StringVar(&o.reference, "ref", checkRunReference(), "with --server: the commit or pipeline run checked (default: from the CI's environment)")
	f.DurationVar(&o.timeout, "timeout", 20*time.Second, "with --server: the longest wait for one call to the server (each call is tried up to 3 times while the server is unavailable)")
}

// addScopeFlags adds --platform, --placement and --part, which say what
// every asset of a run is (asset check, matrix export).
func addScopeFlags(f *pflag.FlagSet, scope *compliance.Scope) {
	f.StringVar(&scope.Platform, "platform", "", "the platform every asset runs on (e.g. tiktok, ctv, veeva); default: read from each file name")
	f.StringVar(&scope.Placement, "placement", "", "the placement of every asset (e.g. stories, email, clm); default: read from each file name")
	f.StringVar(&scope.Part, "part", "", "the part of a creative every asset is (e.g. endCard, companionBanner); default: read from each file name")
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

Team mode: with --server URL and an API token in PHARMAOPS_TOKEN, the rules
are the enabled rules of the campaign (--campaign ID) or of the organization
on that pharmaops server; the assets are still checked here, and the run is
reported back to the campaign unless --no-report is given.

Report formats: table (default), json, junit (one testsuite per asset, one
testcase per check), sarif (SARIF 2.1.0 for code-scanning UIs) and csv. The
JSON shape is documented in docs/cli.md.

Exit codes:
  0  nothing failed at or above --fail-on
  1  a check failed at or above --fail-on
  2  usage error, a path that does not exist, or a file that could not be
     read or is not a supported asset (it is still reported, and the run
     goes on); with --server: the server is unreachable or too slow, the
     token is refused, or the run could not be reported
  3  the database is locked by another pharmaops process (not used here)`,
		Example: `  pharmaops asset check ./creatives
  pharmaops asset check --rules rules.json --format junit -o report.xml ./creatives
  pharmaops asset check --profile iab-display --fail-on warning banner_300x250.zip
  PHARMAOPS_TOKEN=pat_… pharmaops asset check --server https://pharmaops.example.com --campaign ID ./creatives`,
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
			opts.token = os.Getenv(tokenEnv)
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
	job, err := opts.job(paths)
	if err != nil {
		return err
	}
	var team *teamServer
	var ruleSet *pb.RuleSet
	var results []report.AssetResult // kept only to report them
	if opts.server != "" {
		if opts.rulesFile != "" {
			return usagef("--rules and --server cannot be used together: the server's rules are used")
		}
		if team, err = newTeamServer(opts.server, opts.token, opts.timeout); err != nil {
			return err
		}
		if job.Rules, ruleSet, err = team.fetchRules(ctx, opts.campaign); err != nil {
			return err
		}
	} else if opts.campaign != "" || opts.noReport {
		return usagef("--campaign and --no-report go with --server")
	}
	reporting := team != nil && !opts.noReport && opts.campaign != ""
	bar := newProgress(stderr, opts.progress)
	if opts.progress {
		// Without a bar nothing reads the counts, and scan keeps none: each
		// count takes a lock that the walk and every worker share.
		job.Progress = bar.draw
	}
	var summary report.Summary
	fails := false
	check := func(w io.Writer) error {
		out, finish := reportWriter(w, opts, job.Rules)
		err := scan.Run(ctx, job, func(a report.AssetResult) error {
			summary.Add(a)
			fails = fails || a.Fails(opts.failOn)
			if reporting {
				results = append(results, a)
			}
			return out(a)
		})
		bar.done()
		if err != nil {
			return err
		}
		return finish()
	}
	if opts.output == "" {
		err = check(stdout)
	} else {
		err = writeOutput(opts.output, stdout, func(w io.Writer) error {
			if err := check(w); err != nil {
				return err
			}
			// Interrupted: the report of a half-done run does not
			// replace the file (the old one stays as it was).
			return ctx.Err()
		})
	}
	if err == nil && ctx.Err() == nil && team != nil {
		switch {
		case reporting:
			run, rerr := team.reportRun(ctx, checkRunRequest(opts, ruleSet, results))
			if rerr != nil {
				return rerr
			}
			printReported(stderr, team, run)
		case !opts.noReport:
			fmt.Fprintln(stderr, "not reported: give --campaign ID to list the run on a campaign")
		}
	}
	switch {
	case err != nil:
		return err
	case ctx.Err() != nil:
		return ctx.Err() // interrupted: exit 130, whatever was found
	case summary.Errors > 0:
		return exitError{code: exitUsage, msg: fmt.Sprintf("%d of %d files could not be checked", summary.Errors, summary.Assets)}
	case fails:
		return exitError{code: exitFailure}
	}
	return nil
}

// job validates the flags asset check, matrix export and tui share, loads
// the rules and returns the batch check of paths.
func (o assetCheckOptions) job(paths []string) (scan.Job, error) {
	if o.customerType != "" && o.customerType != "DTC" && o.customerType != "HCP" {
		return scan.Job{}, usagef("--customer-type must be DTC or HCP")
	}
	if o.channel != "" && !slices.Contains(compliance.Channels, o.channel) {
		return scan.Job{}, usagef("--channel must be one of %s", strings.Join(compliance.Channels, ", "))
	}
	for _, pattern := range o.exclude {
		if _, err := filepath.Match(pattern, ""); err != nil {
			return scan.Job{}, usagef("--exclude %q: %v", pattern, err)
		}
	}
	scope, err := compliance.NormalizeAssetScope(o.scope)
	if err != nil {
		return scan.Job{}, usagef("%v", err)
	}
	market, language := compliance.NormalizeLocale(o.market, o.language)
	if o.market != "" && market == "" {
		return scan.Job{}, usagef("unknown market %q: use one of %s", o.market, strings.Join(compliance.Markets, ", "))
	}
	if o.language != "" && language == "" {
		return scan.Job{}, usagef("unknown language %q: use one of %s", o.language, strings.Join(compliance.Languages, ", "))
	}
	rules, err := loadRules(o.rulesFile, o.profile)
	if err != nil {
		return scan.Job{}, err
	}
	return scan.Job{
		Paths: paths, Exclude: o.exclude, Rules: rules,
		Channel: o.channel, CustomerType: o.customerType, Scope: scope, Market: market, Language: language, Workers: o.jobs,
	}, nil
}

// reportWriter returns what takes each result in order and what ends the
// report. JSON and CSV are written as the results come; the other formats
// need them all (table column widths, JUnit and SARIF totals).
func reportWriter(w io.Writer, opts assetCheckOptions, rules []compliance.Rule) (add func(report.AssetResult) error, finish func() error) {
	if s, err := report.NewStream(w, opts.format); err == nil {
		return s.Add, s.Close
	}
	res := report.Results{Rules: rules}
	add = func(a report.AssetResult) error {
		res.Assets = append(res.Assets, a)
		return nil
	}
	finish = func() error { return report.Write(w, opts.format, res, report.Options{Color: opts.color}) }
	return add, finish
}

// progress draws "checked n/N" on a terminal's stderr once a run has taken
// longer than a moment; it draws nothing in CI logs.
type progress struct {
	w       io.Writer
	on      bool
	start   time.Time
	last    time.Time
	visible bool
}

const progressDelay = 500 * time.Millisecond

func newProgress(w io.Writer, on bool) *progress {
	return &progress{w: w, on: on, start: time.Now()}
}

// draw shows p, at most every 100 ms (scan calls it one call at a time).
func (b *progress) draw(p scan.Progress) {
	if !b.on {
		return
	}
	now := time.Now()
	if now.Sub(b.start) < progressDelay || now.Sub(b.last) < 100*time.Millisecond {
		return
	}
	b.last, b.visible = now, true
	const width = 30
	filled := width * p.Checked / max(1, p.Found)
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d assets", strings.Repeat("█", filled), strings.Repeat("·", width-filled), p.Checked, p.Found)
}

func (b *progress) done() {
	if b.on && b.visible {
		fmt.Fprint(b.w, "\r\033[K")
	}
}
