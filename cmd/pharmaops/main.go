// Command pharmaops is the pharmaceutical creative-operations toolkit: the
// team web app (serve), and the same engines on the command line for CI.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Exit codes, the same for every command.
const (
	exitOK      = 0 // success
	exitFailure = 1 // the command ran and found failures, or failed at run time
	exitUsage   = 2 // bad flags or arguments, or unreadable input
	exitLocked  = 3 // the data directory is in use by another pharmaops process
	// exitInterrupted is the shell's code for a process ended by SIGINT
	// (128 + 2): Ctrl-C, or SIGTERM, stopped the command.
	exitInterrupted = 130
)

// exitCodesHelp is appended to every command's long help.
const exitCodesHelp = `
Exit codes:
  0  success
  1  failures found, or the command failed while running
  2  usage error or unreadable input
  3  the database is locked by another pharmaops process
  130  interrupted (Ctrl-C)`

// usageError marks an error as the caller's mistake (exit code 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usage error.
func usagef(format string, args ...any) error { return usageError{fmt.Errorf(format, args...)} }

// exitError carries an explicit exit code, e.g. 1 for failed checks.
type exitError struct {
	code int
	msg  string
}

func (e exitError) Error() string { return e.msg }

// exitCode maps an error to the process exit code, in this one place.
func exitCode(err error) int {
	var ee exitError
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	case errors.Is(err, context.Canceled):
		return exitInterrupted
	case errors.Is(err, store.ErrLocked):
		return exitLocked
	case errors.As(err, &ue), errors.As(err, new(*scan.PathError)), errors.Is(err, app.ErrInvalid):
		return exitUsage
	case strings.HasPrefix(err.Error(), "unknown command "):
		// cobra reports an unknown subcommand as a plain error.
		return exitUsage
	}
	return exitFailure
}

// args wraps a cobra argument validator so its errors are usage errors.
func args(fn cobra.PositionalArgs) cobra.PositionalArgs {
	return func(cmd *cobra.Command, a []string) error {
		if err := fn(cmd, a); err != nil {
			return usageError{err}
		}
		return nil
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	cmd := newRootCommand()
	err := cmd.ExecuteContext(ctx)
	var ee exitError
	switch {
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(os.Stderr, "pharmaops: interrupted")
	case err != nil && !(errors.As(err, &ee) && ee.msg == ""):
		fmt.Fprintln(os.Stderr, "pharmaops:", err)
	}
	os.Exit(exitCode(err))
}
