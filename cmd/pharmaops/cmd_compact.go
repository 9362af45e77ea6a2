package main

import (
	"context"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

func newCompactCommand(g *globalOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "compact",
		Short: "Shrink the database file (offline)",
		Long: `Rewrite the database pharmaops.db in --data-dir without its free pages.

bbolt reuses the space of deleted records but never returns it to the file
system: after a flood of sign-ins whose sessions have since expired, the
file stays as large as it grew. compact copies the live records into a new
file beside the old one and renames it over pharmaops.db once complete;
if anything fails the old file is untouched.

Stop the server first: compact needs the database to itself and refuses
(exit code 3) while a server holds it. It needs free space for the new
copy, at most the size of the current file. Take a backup first
('pharmaops backup -o FILE') if you want to be able to go back.
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := requireBolt(g, cmd, "PostgreSQL reclaims space itself (autovacuum; VACUUM FULL to shrink tables)"); err != nil {
				return err
			}
			return runCompact(cmd.Context(), g, cmd.OutOrStdout())
		},
	}
}

func runCompact(_ context.Context, g *globalOptions, out io.Writer) error {
	before, after, err := bolt.Compact(g.dataDir())
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "compacted %s: %s -> %s\n", g.dataDir(), humanBytes(before), humanBytes(after))
	return err
}
