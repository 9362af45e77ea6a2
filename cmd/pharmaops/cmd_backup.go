package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

type backupOptions struct {
	output string
}

func newBackupCommand(g *globalOptions) *cobra.Command {
	var opts backupOptions
	cmd := &cobra.Command{
		Use:   "backup -o FILE",
		Short: "Write a consistent backup of the database",
		Long: `Write a consistent snapshot of the database in --data-dir to FILE.

It works whether or not 'pharmaops serve' is running: when the server holds
the database, the snapshot is taken by the server (through the Unix socket
pharmaops.sock in the data directory) inside one read transaction, while it
keeps serving. The backup is a complete pharmaops.db: restore it by stopping
the server and copying it over pharmaops.db. FILE is written to a temporary
name first and checked before it is renamed, so a failed backup leaves no
partial file.
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runBackup(cmd.Context(), g, opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVarP(&opts.output, "output", "o", "", "file to write the backup to (required)")
	return cmd
}

func runBackup(ctx context.Context, g *globalOptions, opts backupOptions, out io.Writer) error {
	if opts.output == "" {
		return usagef("backup needs -o FILE")
	}
	dir := filepath.Dir(opts.output)
	tmp, err := os.CreateTemp(dir, ".pharmaops-backup-*")
	if err != nil {
		return usagef("cannot write in %s: %v", dir, err)
	}
	defer os.Remove(tmp.Name())
	n, err := snapshot(ctx, g.dataDir(), tmp)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if err := verifyBackup(tmp.Name()); err != nil {
		return fmt.Errorf("backup check failed: %w", err)
	}
	if err := os.Rename(tmp.Name(), opts.output); err != nil {
		return err
	}
	_, err = fmt.Fprintf(out, "backup written to %s (%d bytes)\n", opts.output, n)
	return err
}

// snapshot writes the database to w: directly when no server holds it,
// otherwise through the running server's admin socket.
func snapshot(ctx context.Context, dataDir string, w io.Writer) (int64, error) {
	if _, err := os.Stat(filepath.Join(dataDir, bolt.FileName)); err != nil {
		return 0, usagef("no database in %s", dataDir)
	}
	st, err := bolt.Open(dataDir, bolt.Options{LockTimeout: 300 * time.Millisecond, ReadOnly: true})
	if err == nil {
		defer st.Close()
		return st.Backup(ctx, w)
	}
	if !errors.Is(err, store.ErrLocked) {
		return 0, err
	}
	return snapshotFromServer(ctx, filepath.Join(dataDir, adminSocketName), w)
}

func snapshotFromServer(ctx context.Context, socket string, w io.Writer) (int64, error) {
	client := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", socket)
		},
	}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://pharmaops/backup", nil)
	if err != nil {
		return 0, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("%w, and its server's admin socket did not answer: %v", store.ErrLocked, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("server refused the backup: %s", resp.Status)
	}
	return io.Copy(w, resp.Body)
}

// verifyBackup opens the written file as a database to prove it is whole.
func verifyBackup(path string) error {
	dir, err := os.MkdirTemp(filepath.Dir(path), ".pharmaops-verify-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.Link(path, filepath.Join(dir, bolt.FileName)); err != nil {
		return err
	}
	st, err := bolt.Open(dir, bolt.Options{ReadOnly: true})
	if err != nil {
		return err
	}
	defer st.Close()
	return st.Health(context.Background())
}
