package main

import (
	"fmt"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/version"
)

func newVersionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Long:  "Print the pharmaops version, commit and Go version.\n" + exitCodesHelp,
		Args:  args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, args []string) error {
			commit := version.Commit
			if commit == "" {
				commit = "unknown"
			}
			_, err := fmt.Fprintf(cmd.OutOrStdout(), "pharmaops %s (commit %s, %s, %s/%s)\n",
				version.Version, commit, runtime.Version(), runtime.GOOS, runtime.GOARCH)
			return err
		},
	}
}
