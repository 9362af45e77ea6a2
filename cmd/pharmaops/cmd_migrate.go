package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/pkg/store/postgres"
	"github.com/pharmaops/pharmaops/pkg/store/storecopy"
)

type migrateOptions struct {
	from, to string
}

func newMigrateCommand(g *globalOptions) *cobra.Command {
	var opts migrateOptions
	cmd := &cobra.Command{
		Use:   "migrate --from bolt --to postgres",
		Short: "Copy a bbolt data directory into PostgreSQL (and its files into the blob store)",
		Long: `Copy the database pharmaops.db of --data-dir into the PostgreSQL database of
store.dsn (PHARMAOPS_STORE_DSN), and the stored files it references into
the blob store blobs.driver selects (an S3 bucket with blobs.driver s3; with
the disk driver the files stay where they are).

Stop the server first: the copy needs the bbolt file to itself (exit code 3
while a server holds it). The PostgreSQL database must be empty (created by
the operator, or by a first 'pharmaops serve' with no data yet); its schema
is created or migrated first.

The files are copied first, each checked against its SHA-256 (files already
in the bucket are kept), so the command can be run again after a failure.
The records are then copied in one transaction: every record as stored
(audit entries byte for byte, with their sequence numbers and the recorded
heads; document and rule versions; the URL signing key). Before it commits,
the copy is read back and the number and a SHA-256 digest of the content of
each kind of record must equal the source's, or nothing is kept. The audit
trails are verified before the copy (a broken trail is not migrated) and
again on PostgreSQL after the commit: every hash chain intact, every head
equal to the source's.

Then set store.driver postgres (and the blobs.* settings) and start
'pharmaops serve'. See docs/scaling.md.

Exit codes: 0 copied and verified; 1 a referenced file is missing, an audit
trail of the source is broken, or the copy or its verification failed
(nothing of the records is kept; only the final audit check runs after the
commit); 2 usage: wrong flags, no database in
--data-dir, no store.dsn, or a PostgreSQL database that is not empty;
3 a server holds the bbolt database.
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMigrate(cmd.Context(), g, opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&opts.from, "from", "bolt", "the store to copy from: bolt (the data directory's pharmaops.db)")
	cmd.Flags().StringVar(&opts.to, "to", "postgres", "the store to copy to: postgres (store.dsn)")
	return cmd
}

func runMigrate(ctx context.Context, g *globalOptions, opts migrateOptions, out io.Writer) error {
	if opts.from != driverBolt || opts.to != driverPostgres {
		return usagef("migrate copies --from bolt --to postgres (not --from %s --to %s)", opts.from, opts.to)
	}
	dsn := g.v.GetString("store.dsn")
	if dsn == "" {
		return usagef("migrate needs the PostgreSQL database in store.dsn (PHARMAOPS_STORE_DSN), e.g. postgres://pharmaops:PASSWORD@db:5432/pharmaops")
	}
	dataDir := g.dataDir()
	src, err := openDataDirReadOnly(dataDir)
	if errors.Is(err, store.ErrLocked) {
		return fmt.Errorf("%w: stop 'pharmaops serve' before migrating", err)
	}
	if err != nil {
		return err
	}
	defer src.Close()
	openCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	dst, err := postgres.Open(openCtx, dsn)
	cancel()
	if err != nil {
		return err
	}
	defer dst.Close()

	// A broken trail is not carried over as if it were whole.
	checks, err := app.VerifyAudit(ctx, src)
	if err != nil {
		return err
	}
	for _, c := range checks {
		if !c.OK() {
			return exitError{code: exitFailure, msg: fmt.Sprintf("the audit trail of %s in %s is broken at entry %d (%s): nothing migrated; see 'pharmaops audit verify'",
				c.OrganizationID, dataDir, c.BrokenAt, c.Problem)}
		}
	}
	if err := migrateBlobs(ctx, g, src, dataDir, out); err != nil {
		return err
	}
	rep, err := storecopy.Copy(ctx, src, dst)
	if errors.Is(err, postgres.ErrNotEmpty) {
		return usageError{err}
	}
	if err != nil {
		return fmt.Errorf("records not migrated (the PostgreSQL database is left as it was): %w", err)
	}
	fmt.Fprintln(out, "records copied and verified (count and content digest of each kind):")
	for _, kind := range rep.Kinds() {
		fmt.Fprintf(out, "  %-13s %d\n", kind, rep.Target[kind].Count)
	}
	if err := verifyMigratedAudit(ctx, src, dst, out); err != nil {
		return err
	}
	fmt.Fprintf(out, "migrated %s to PostgreSQL %s; set store.driver postgres to serve from it\n", filepath.Join(dataDir, bolt.FileName), postgres.Describe(dsn))
	return nil
}

// migrateBlobs copies the files the source references into the configured
// blob store, each checked against its digest; files already there are
// kept. With the disk driver on the same data directory there is nothing
// to copy, only to check.
//
// This is also where a later blob migration (between buckets) would go.
func migrateBlobs(ctx context.Context, g *globalOptions, src *bolt.Store, dataDir string, out io.Writer) error {
	sums, err := src.ReferencedBlobs(ctx)
	if err != nil {
		return err
	}
	from, err := blob.Open(filepath.Join(dataDir, "blobs"))
	if err != nil {
		return err
	}
	driver := g.v.GetString("blobs.driver")
	var to blob.Store
	if driver != "" && driver != "disk" {
		if to, err = openBlobs(ctx, g, dataDir); err != nil {
			return err
		}
	}
	var missing []string
	copied, present := 0, 0
	for _, sum := range sums {
		obj, err := from.Open(ctx, sum)
		if errors.Is(err, blob.ErrNotFound) {
			missing = append(missing, sum)
			continue
		}
		if err != nil {
			return err
		}
		if to == nil {
			obj.Close()
			present++
			continue
		}
		if there, err := to.Open(ctx, sum); err == nil {
			size := there.Size()
			there.Close()
			if size == obj.Size() {
				obj.Close()
				present++
				continue
			}
		}
		_, err = blob.Import(ctx, to, sum, obj)
		obj.Close()
		if err != nil {
			return fmt.Errorf("copy file %s: %w", sum, err)
		}
		copied++
	}
	if len(missing) > 0 {
		return exitError{code: exitFailure, msg: fmt.Sprintf("%d referenced files are missing from %s: %s (nothing migrated; restore them from a backup first)",
			len(missing), filepath.Join(dataDir, "blobs"), strings.Join(missing, ", "))}
	}
	if to == nil {
		fmt.Fprintf(out, "files: %d referenced, all in %s (blobs.driver disk: they stay there)\n", len(sums), filepath.Join(dataDir, "blobs"))
		return nil
	}
	fmt.Fprintf(out, "files: %d referenced, %d copied to the %s blob store, %d already there (each checked against its SHA-256)\n", len(sums), copied, driver, present)
	return nil
}

// verifyMigratedAudit re-computes every trail's hash chain on PostgreSQL
// and compares its head with the source's.
func verifyMigratedAudit(ctx context.Context, src, dst store.Audit, out io.Writer) error {
	checks, err := app.VerifyAudit(ctx, dst)
	if err != nil {
		return err
	}
	var problems []string
	for _, c := range checks {
		if !c.OK() {
			problems = append(problems, fmt.Sprintf("%s: entry %d: %s", c.OrganizationID, c.BrokenAt, c.Problem))
			continue
		}
		srcSeq, srcHash, err := src.AuditHead(ctx, c.OrganizationID)
		if err != nil {
			return err
		}
		seq, hash, err := dst.AuditHead(ctx, c.OrganizationID)
		if err != nil {
			return err
		}
		if seq != srcSeq || hash != srcHash {
			problems = append(problems, fmt.Sprintf("%s: head %d %s, the source's %d %s", c.OrganizationID, seq, hash, srcSeq, srcHash))
		}
	}
	if len(problems) > 0 {
		return exitError{code: exitFailure, msg: "audit trail verification on PostgreSQL failed: " + strings.Join(problems, "; ")}
	}
	fmt.Fprintf(out, "audit trails: %d organizations, every hash chain intact, heads equal to the source's\n", len(checks))
	return nil
}
