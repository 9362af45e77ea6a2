package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"os/user"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/pharmaops/pharmaops/internal/outfile"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/tui"
	"github.com/pharmaops/pharmaops/tui/pages"
)

// tuiOptions are the flags of `tui`.
type tuiOptions struct {
	check      assetCheckOptions
	campaignID string
	server     string
	reviewFile string
	exportDir  string
	frameStats string
}

func newTUICommand(g *globalOptions) *cobra.Command {
	var opts tuiOptions
	cmd := &cobra.Command{
		Use:   "tui [flags] PATH... | --campaign ID [--server URL]",
		Short: "Review a batch of assets in the terminal",
		Long: `Review creative assets in the terminal, with the keyboard.

With PATH..., the files and folders are checked here, as 'pharmaops asset
check' checks them (the same --rules, --profile, --channel, --customer-type,
--exclude and --jobs), and results appear as they arrive. Reviews (an issue
marked reviewed, a fix note) are kept in a review file beside the first
path: the reviews of ./creatives are in ./creatives.pharmaops-review.json
(--review-file to choose another), so the next run shows them.

With --campaign ID, a campaign stored in the data directory is opened and
reviews are stored with it, as the web app stores them. While 'pharmaops
serve' holds the database, the campaign opens read-only from a snapshot the
server gives; to review it then, go through the server: --server URL with a
session token (--token or PHARMAOPS_TOKEN).

Keys: enter opens an asset, f cycles the filter (all, failed, warnings,
passed), s the sort (found, score, name, size), / searches, x exports the
matrix of the assets on screen (CSV or Excel, into --export-dir); in an
asset, ↑/↓ choose a check, r marks it reviewed, n writes its fix note, ←/→
go to the previous or next asset, esc goes back; ? shows every key; q quits.
Colours are off when NO_COLOR is set.
` + exitCodesHelp,
		Example: `  pharmaops tui ./creatives
  pharmaops tui --profile iab-display --exclude '*.psd' ./creatives
  pharmaops tui --campaign 06gzt8f3txzn78ybvhy7frmevm
  PHARMAOPS_TOKEN=… pharmaops tui --server https://pharmaops.example.com --campaign 06gzt8f3txzn78ybvhy7frmevm`,
		RunE: func(cmd *cobra.Command, paths []string) error {
			in, out := os.Stdin, os.Stdout
			if !term.IsTerminal(int(in.Fd())) || !term.IsTerminal(int(out.Fd())) {
				return usagef("pharmaops tui needs a terminal; for reports in pipes and CI use 'pharmaops asset check'")
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGHUP)
			defer stop()
			src, closeSrc, err := openTUISource(ctx, g, opts, paths)
			if err != nil {
				return err
			}
			defer closeSrc()
			return runTUI(ctx, opts, src, lipgloss.NewRenderer(out), in, out)
		},
	}
	f := cmd.Flags()
	c := &opts.check
	f.StringVar(&c.rulesFile, "rules", "", `rules file: {"rules":[…]} as written by 'pharmaops brd parse --format json'`)
	f.StringVar(&c.profile, "profile", "spec", "built-in rule profile when --rules is not given: "+strings.Join(compliance.ProfileNames(), ", "))
	f.StringVar(&c.channel, "channel", "", "the assets' channel (Display, Social, Video, Email, Print, Mobile, Web); rules for other channels are skipped")
	f.StringVar(&c.customerType, "customer-type", "", "the assets' audience: DTC or HCP")
	// One core is left to the screen, so that it answers at once while
	// the checks run.
	f.IntVar(&c.jobs, "jobs", max(1, runtime.NumCPU()-1), "assets checked in parallel (default: one fewer than the CPUs, leaving one to the screen)")
	f.StringSliceVar(&c.exclude, "exclude", nil, "skip files whose name or relative path matches this glob (repeatable)")
	f.StringVar(&opts.campaignID, "campaign", "", "open this stored campaign instead of checking files")
	f.StringVar(&opts.server, "server", "", "open --campaign on this running server (e.g. http://localhost:8000)")
	f.String("token", "", "session token for --server (env PHARMAOPS_TOKEN)")
	f.StringVar(&opts.reviewFile, "review-file", "", "where the reviews of checked files are kept (default: beside the first PATH)")
	f.StringVar(&opts.exportDir, "export-dir", ".", "folder the matrix exports are written to")
	f.StringVar(&opts.frameStats, "frame-stats", "", "append the frame times of the session to this file (for docs/performance.md)")
	_ = f.MarkHidden("frame-stats")
	bindFlags(g.v, cmd, map[string]string{"token": "token"})
	return cmd
}

// openTUISource opens what the flags name: files to check, a stored
// campaign, or a campaign on a server. close releases it.
func openTUISource(ctx context.Context, g *globalOptions, opts tuiOptions, paths []string) (src tui.Source, close func(), err error) {
	nothing := func() {}
	switch {
	case opts.campaignID != "" && len(paths) > 0:
		return nil, nil, usagef("give asset paths or --campaign, not both")
	case opts.server != "" && opts.campaignID == "":
		return nil, nil, usagef("--server needs --campaign ID")
	case opts.server != "":
		s, err := tui.NewServerSource(ctx, opts.server, g.v.GetString("token"), opts.campaignID)
		if err != nil {
			return nil, nil, usageError{err}
		}
		return s, nothing, nil
	case opts.campaignID != "":
		return openStoredCampaign(ctx, g, opts.campaignID)
	case len(paths) == 0:
		return nil, nil, usagef("tui needs asset paths, or --campaign ID")
	}
	job, err := opts.check.job(paths)
	if err != nil {
		return nil, nil, err
	}
	if err := statPaths(paths); err != nil {
		return nil, nil, err
	}
	reviewFile := opts.reviewFile
	if reviewFile == "" {
		reviewFile = tui.DefaultReviewFile(paths)
	}
	s, err := tui.NewFolderSource(job, reviewFile, localUser(), writeFile)
	if err != nil {
		return nil, nil, usageError{err}
	}
	return s, nothing, nil
}

// statPaths makes a path that does not exist a usage error before the
// screen opens.
func statPaths(paths []string) error {
	for _, p := range paths {
		if _, err := os.Stat(p); err != nil {
			return usagef("%v", err)
		}
	}
	return nil
}

// openStoredCampaign opens a campaign of the data directory for review.
// While a server holds the database, the campaign is read from a snapshot
// the server takes (as 'pharmaops backup' does) and reviews are off.
func openStoredCampaign(ctx context.Context, g *globalOptions, id string) (tui.Source, func(), error) {
	if pg, err := openPostgresIfSelected(ctx, g); err != nil {
		return nil, nil, err
	} else if pg != nil {
		src, err := storedCampaignSource(ctx, pg, id, "")
		if err != nil {
			pg.Close()
			return nil, nil, err
		}
		return src, func() { pg.Close() }, nil
	}
	dir := g.dataDir()
	if _, err := os.Stat(filepath.Join(dir, bolt.FileName)); err != nil {
		return nil, nil, usagef("no database in %s", dir)
	}
	readOnly := ""
	st, err := bolt.Open(dir, bolt.Options{LockTimeout: 300 * time.Millisecond})
	closeAll := func() { st.Close() }
	if errors.Is(err, store.ErrLocked) {
		st, closeAll, err = openSnapshot(ctx, dir)
		readOnly = "a server holds the database; review with --server URL --token TOKEN"
	}
	if err != nil {
		return nil, nil, err
	}
	src, err := storedCampaignSource(ctx, st, id, readOnly)
	if err != nil {
		closeAll()
		return nil, nil, err
	}
	return src, closeAll, nil
}

func storedCampaignSource(ctx context.Context, st campaignStore, id, readOnly string) (tui.Source, error) {
	c, err := st.FindCampaign(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, usagef("no campaign %s in the database", id)
	}
	if err != nil {
		return nil, err
	}
	core := app.New(st, nil, app.Config{}, nil)
	p, err := core.LocalReviewer(ctx, c.OrganizationID, localUser()+" (command line)")
	if err != nil {
		return nil, err
	}
	return tui.NewStoreSource(ctx, core, p, c.ID, readOnly)
}

// writeFile writes a file of the TUI (an export, the review file) whole
// or not at all, as the commands write their -o files.
func writeFile(path string, write func(io.Writer) error) error {
	return outfile.Write(path, io.Discard, write)
}

// localUser names the person at the terminal.
func localUser() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return u.Username
	}
	if name := os.Getenv("USER"); name != "" {
		return name
	}
	return "local user"
}

// runTUI runs the screens until the user quits; Ctrl-C ends it with
// context.Canceled (exit 130).
func runTUI(ctx context.Context, opts tuiOptions, src tui.Source, r *lipgloss.Renderer, in io.Reader, out io.Writer) error {
	var frames *pages.FrameStats
	if opts.frameStats != "" {
		frames = &pages.FrameStats{}
	}
	err := pages.Run(ctx, src, pages.Options{Renderer: r, Write: writeFile, ExportDir: opts.exportDir, Frames: frames}, in, out)
	if frames != nil {
		f, ferr := os.OpenFile(opts.frameStats, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if ferr == nil {
			fmt.Fprintf(f, "%s %s: ", time.Now().UTC().Format(time.RFC3339), src.Title())
			ferr = frames.Report(f)
			if cerr := f.Close(); ferr == nil {
				ferr = cerr
			}
		}
		if err == nil {
			err = ferr
		}
	}
	return err
}
