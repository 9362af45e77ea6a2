package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

func newAuditCommand(g *globalOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "audit",
		Short: "Verify and export the audit trail",
		Long: `Work with the audit trail in --data-dir: every change made through pharmaops,
numbered per organization and chained by SHA-256 hashes (21 CFR Part 11
§11.10(e), EU GMP Annex 11). Both commands read a consistent snapshot and
work whether or not 'pharmaops serve' is running.
` + exitCodesHelp,
	}
	cmd.AddCommand(newAuditVerifyCommand(g), newAuditExportCommand(g))
	return cmd
}

func newAuditVerifyCommand(g *globalOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "verify",
		Short: "Re-compute the audit trail's hash chain",
		Long: `Re-compute every organization's audit trail: entries numbered without gaps,
each entry's hash over its content and its predecessor's hash, and the last
entry matching the recorded head. An entry edited, inserted or removed behind
the product's back (for example by editing pharmaops.db) breaks the chain.

Exit code 1 names the first broken entry of each broken trail.
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runAuditVerify(cmd.Context(), g, cmd.OutOrStdout())
		},
	}
}

func runAuditVerify(ctx context.Context, g *globalOptions, out io.Writer) error {
	st, done, err := openAuditStore(ctx, g)
	if err != nil {
		return err
	}
	defer done()
	checks, err := app.VerifyAudit(ctx, st)
	if err != nil {
		return err
	}
	broken := 0
	for _, c := range checks {
		if c.OK() {
			fmt.Fprintf(out, "ok      %s: %d entries\n", c.OrganizationID, c.Entries)
			continue
		}
		broken++
		fmt.Fprintf(out, "BROKEN  %s: first broken entry %d: %s\n", c.OrganizationID, c.BrokenAt, c.Problem)
	}
	if broken > 0 {
		return exitError{code: exitFailure, msg: fmt.Sprintf("audit trail broken in %d of %d organizations", broken, len(checks))}
	}
	fmt.Fprintf(out, "audit trail intact (%d organizations)\n", len(checks))
	return nil
}

type auditExportOptions struct {
	format string
	org    string
	output string
}

func newAuditExportCommand(g *globalOptions) *cobra.Command {
	var opts auditExportOptions
	cmd := &cobra.Command{
		Use:   "export --format csv|json",
		Short: "Export the audit trail as CSV or JSON",
		Long: `Write the audit trail, oldest entry first, as CSV (one row per entry; old and
new values as JSON text) or as a JSON array, to standard output or -o FILE.
--organization limits it to one organization.
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runAuditExport(cmd.Context(), g, opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", app.AuditFormatCSV, "csv or json")
	cmd.Flags().StringVar(&opts.org, "organization", "", "export only this organization's trail")
	cmd.Flags().StringVarP(&opts.output, "output", "o", "-", "file to write ('-': standard output)")
	return cmd
}

func runAuditExport(ctx context.Context, g *globalOptions, opts auditExportOptions, out io.Writer) error {
	if opts.format != app.AuditFormatCSV && opts.format != app.AuditFormatJSON {
		return usagef("--format must be csv or json")
	}
	st, done, err := openAuditStore(ctx, g)
	if err != nil {
		return err
	}
	defer done()
	return writeOutput(opts.output, out, func(w io.Writer) error {
		_, err := app.ExportAudit(ctx, st, opts.org, opts.format, w)
		return err
	})
}

// openAuditStore opens the configured store's audit trail: PostgreSQL
// directly, or the data directory's bbolt snapshot.
func openAuditStore(ctx context.Context, g *globalOptions) (store.Audit, func(), error) {
	if pg, err := openPostgresIfSelected(ctx, g); err != nil {
		return nil, nil, err
	} else if pg != nil {
		return pg, func() { pg.Close() }, nil
	}
	return openSnapshot(ctx, g.dataDir())
}

// openSnapshot opens the data directory's database read-only, or, while a
// server holds it, a snapshot taken through the server's admin socket.
// done closes it and removes the snapshot.
func openSnapshot(ctx context.Context, dataDir string) (*bolt.Store, func(), error) {
	st, err := openDataDirReadOnly(dataDir)
	if err == nil {
		return st, func() { st.Close() }, nil
	}
	if !errors.Is(err, store.ErrLocked) {
		return nil, nil, err
	}
	dir, err := os.MkdirTemp(dataDir, ".snapshot-*")
	if err != nil {
		return nil, nil, err
	}
	f, err := os.Create(filepath.Join(dir, bolt.FileName))
	if err == nil {
		_, err = snapshotFromServer(ctx, filepath.Join(dataDir, adminSocketName), f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		st, err = bolt.Open(dir, bolt.Options{ReadOnly: true})
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, nil, err
	}
	return st, func() { st.Close(); os.RemoveAll(dir) }, nil
}
