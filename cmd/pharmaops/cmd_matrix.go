package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/internal/outfile"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func newMatrixCommand(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "matrix",
		Short: "Build and export the creative matrix",
		Long:  "Commands for the creative matrix and trafficking sheet.\n" + exitCodesHelp,
		Args:  args(cobra.NoArgs),
	}
	cmd.AddCommand(newMatrixExportCommand(g))
	return cmd
}

type matrixExportOptions struct {
	check        assetCheckOptions
	campaignID   string
	campaignName string
	country      string
	advertiser   string
	fdaFiling    string
	indication   string
}

func newMatrixExportCommand(g *globalOptions) *cobra.Command {
	var opts matrixExportOptions
	cmd := &cobra.Command{
		Use:   "export [flags] PATH... | --campaign ID",
		Short: "Export the creative matrix as CSV, HTML or Excel",
		Long: `Build the creative matrix from a folder of assets, checking each as
'pharmaops asset check' does (one row per standard size per asset, one
concept per asset), and export it; or export a campaign stored in the data
directory with --campaign ID (the server must not be running, or use the
web app's export).

Formats: csv (every field quoted), html (a self-contained printable page)
and xlsx (sheets 'Creative Matrix' and 'Summary').
` + exitCodesHelp,
		Example: `  pharmaops matrix export ./creatives --format xlsx -o zeta_matrix.xlsx --campaign-name "Zeta Launch"
  pharmaops matrix export --campaign 06gzt8f3txzn78ybvhy7frmevm --format csv -o matrix.csv`,
		RunE: func(cmd *cobra.Command, paths []string) error {
			return runMatrixExport(cmd.Context(), g, opts, paths, cmd.OutOrStdout())
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.check.format, "format", "csv", "export format: csv, html or xlsx")
	f.StringVarP(&opts.check.output, "output", "o", "", "file to write (default: {campaign}_matrix.{format}; '-': standard output; a device or FIFO is written through)")
	f.StringVar(&opts.check.rulesFile, "rules", "", "rules file for the compliance scores")
	f.StringVar(&opts.check.profile, "profile", "spec", "built-in rule profile when --rules is not given")
	f.StringVar(&opts.check.customerType, "customer-type", "", "the assets' audience: DTC or HCP")
	addScopeFlags(f, &opts.check.scope)
	f.IntVar(&opts.check.jobs, "jobs", runtime.NumCPU(), "assets checked in parallel")
	f.StringSliceVar(&opts.check.exclude, "exclude", nil, "skip files matching this glob (repeatable)")
	f.StringVar(&opts.campaignID, "campaign", "", "export this stored campaign instead of a folder")
	f.StringVar(&opts.campaignName, "campaign-name", "", "campaign name (default 'BRD Campaign')")
	f.StringVar(&opts.country, "country", "", "country (default USA)")
	f.StringVar(&opts.advertiser, "advertiser", "", "advertiser name or ID")
	f.StringVar(&opts.fdaFiling, "fda-filing-number", "", "FDA filing number of the creatives")
	f.StringVar(&opts.indication, "indication", "", "indication")
	return cmd
}

func runMatrixExport(ctx context.Context, g *globalOptions, opts matrixExportOptions, paths []string, stdout io.Writer) error {
	format := strings.ToLower(opts.check.format)
	if _, err := export.MediaType(format); err != nil {
		return usageError{err}
	}
	var m matrix.Matrix
	var err error
	switch {
	case opts.campaignID != "" && len(paths) > 0:
		return usagef("give asset paths or --campaign, not both")
	case opts.campaignID != "":
		m, err = storedCampaignMatrix(ctx, g, opts.campaignID)
	case len(paths) == 0:
		return usagef("matrix export needs asset paths or --campaign ID")
	default:
		m, err = folderMatrix(ctx, opts, paths)
	}
	if err != nil {
		return err
	}
	if opts.country != "" {
		if err := m.SetAll("country", opts.country); err != nil {
			return usagef("--country: %v", err)
		}
	}
	if opts.advertiser != "" {
		if err := m.SetAll("advertiser", opts.advertiser); err != nil {
			return usagef("--advertiser: %v", err)
		}
	}
	out := opts.check.output
	if out == "" {
		out = export.MatrixFileName(m.Options.CampaignName, format)
	}
	if err := writeOutput(out, stdout, func(w io.Writer) error { return export.Write(w, format, export.FromMatrix(m)) }); err != nil {
		return err
	}
	if out == outfile.Stdout {
		return nil // standard output holds the export alone
	}
	_, err = fmt.Fprintf(stdout, "wrote %s: %d rows in %d concepts\n", out, len(m.Rows), len(m.Concepts()))
	return err
}

// folderMatrix checks the assets of the paths and generates their matrix.
func folderMatrix(ctx context.Context, opts matrixExportOptions, paths []string) (matrix.Matrix, error) {
	job, err := opts.check.job(paths)
	if err != nil {
		return matrix.Matrix{}, err
	}
	results, err := scan.Collect(ctx, job)
	if err != nil {
		return matrix.Matrix{}, err
	}
	if err := ctx.Err(); err != nil {
		return matrix.Matrix{}, err // interrupted: no half-checked matrix
	}
	var summaries []matrix.AssetSummary
	var unreadable []string
	for _, r := range results {
		if r.Error != "" {
			unreadable = append(unreadable, r.Path+": "+r.Error)
			continue
		}
		summaries = append(summaries, matrix.ResultSummary(r))
	}
	if len(unreadable) > 0 {
		return matrix.Matrix{}, usagef("%d files could not be read:\n  %s", len(unreadable), strings.Join(unreadable, "\n  "))
	}
	return matrix.Generate(summaries, matrix.Options{
		CampaignName: opts.campaignName, Country: opts.country, Advertiser: opts.advertiser,
		FDAFilingNumber: opts.fdaFiling, Indication: opts.indication, CustomerType: opts.check.customerType,
		Today: time.Now().UTC(),
	}), nil
}

// storedCampaignMatrix reads a campaign's matrix from the data directory.
func storedCampaignMatrix(ctx context.Context, g *globalOptions, id string) (matrix.Matrix, error) {
	var st campaignStore
	where := g.dataDir()
	if pg, err := openPostgresIfSelected(ctx, g); err != nil {
		return matrix.Matrix{}, err
	} else if pg != nil {
		st, where = pg, "the PostgreSQL database"
	} else {
		if st, err = openDataDirReadOnly(g.dataDir()); err != nil {
			return matrix.Matrix{}, err
		}
	}
	defer st.Close()
	c, err := st.FindCampaign(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return matrix.Matrix{}, usagef("no campaign %s in %s", id, where)
	}
	if err != nil {
		return matrix.Matrix{}, err
	}
	core := app.New(st, nil, app.Config{}, nil)
	p, err := core.LocalPrincipal(ctx, c.OrganizationID)
	if err != nil {
		return matrix.Matrix{}, err
	}
	return core.CampaignMatrix(ctx, p, c.ID)
}
