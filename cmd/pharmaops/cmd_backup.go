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

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/internal/fsync"
	"github.com/pharmaops/pharmaops/internal/outfile"
	"github.com/pharmaops/pharmaops/pkg/backup"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

type backupOptions struct {
	output           string
	includeSecretKey bool
}

func newBackupCommand(g *globalOptions) *cobra.Command {
	var opts backupOptions
	cmd := &cobra.Command{
		Use:   "backup -o FILE",
		Short: "Write one archive with the database and every stored file",
		Long: `Write a backup of --data-dir to FILE: one tar archive holding a consistent
snapshot of the database and every stored file (asset bytes, thumbnails,
BRD documents) that snapshot references, each with its SHA-256.

It works whether or not 'pharmaops serve' is running: when the server holds
the database, the server writes the archive (through the Unix socket
pharmaops.sock in the data directory) while it keeps serving; files deleted
during the backup are kept until it ends.

FILE is written to a temporary name, fsynced, read back and checked (every
hash, the database opens, no referenced file missing) before it is renamed
into place, so a failed backup leaves no partial file.

secret.key, which decrypts the stored service credentials, is included only
with --include-secret-key: keep such a backup as secret as the key. Without
it, restore the key separately (see docs/configuration.md).

Restore with 'pharmaops restore FILE --data-dir DIR'.
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := requireBolt(g, cmd, pgDumpAdvice); err != nil {
				return err
			}
			return runBackup(cmd.Context(), g, opts, cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVarP(&opts.output, "output", "o", "", "file to write the backup to (required)")
	cmd.Flags().BoolVar(&opts.includeSecretKey, "include-secret-key", false, "also write secret.key, which decrypts stored credentials, into the archive")
	return cmd
}

func runBackup(ctx context.Context, g *globalOptions, opts backupOptions, out io.Writer) error {
	if opts.output == "" {
		return usagef("backup needs -o FILE")
	}
	if outfile.Streams(opts.output) {
		// A pipe, a device or standard output: there is no file to check
		// before it replaces an old one, and /dev/null must never be replaced.
		return writeOutput(opts.output, out, func(w io.Writer) error {
			return writeArchive(ctx, g, g.dataDir(), opts.includeSecretKey, w)
		})
	}
	dir := filepath.Dir(opts.output)
	tmp, err := os.CreateTemp(dir, ".pharmaops-backup-*")
	if err != nil {
		return usagef("cannot write in %s: %v", dir, err)
	}
	defer os.Remove(tmp.Name())
	err = writeArchive(ctx, g, g.dataDir(), opts.includeSecretKey, tmp)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	f, err := os.Open(tmp.Name())
	if err != nil {
		return err
	}
	m, err := backup.Verify(f, dir)
	f.Close()
	if err != nil {
		return fmt.Errorf("backup check failed: %w", err)
	}
	if err := os.Rename(tmp.Name(), opts.output); err != nil {
		return err
	}
	if err := fsync.Dir(dir); err != nil {
		return err
	}
	key := "without secret.key"
	if m.SecretKey {
		key = "with secret.key"
	}
	_, err = fmt.Fprintf(out, "backup written to %s: database %s, %d files, %s in all, %s (checked)\n",
		opts.output, humanBytes(m.Database.Size), len(m.Blobs), humanBytes(m.Bytes()), key)
	return err
}

// writeArchive writes the backup archive to w: directly when no server
// holds the database, otherwise through the running server's admin socket.
func writeArchive(ctx context.Context, g *globalOptions, dataDir string, includeKey bool, w io.Writer) error {
	st, err := openDataDirReadOnly(dataDir)
	if err == nil {
		defer st.Close()
		blobs, err := openBlobs(ctx, g, dataDir)
		if err != nil {
			return err
		}
		_, err = backup.Write(ctx, w, backupSource(st, blobs, dataDir, includeKey))
		return err
	}
	if !errors.Is(err, store.ErrLocked) {
		return err
	}
	path := "/backup-archive"
	if includeKey {
		path += "?include-secret-key=1"
	}
	_, err = fromAdminSocket(ctx, filepath.Join(dataDir, adminSocketName), path, w)
	return err
}

// backupSource is what a backup of the data directory reads.
func backupSource(st *bolt.Store, blobs blob.Store, dataDir string, includeKey bool) backup.Source {
	return backup.Source{Store: st, Blobs: blobs, SecretKeyFile: filepath.Join(dataDir, secrets.KeyFileName), IncludeSecretKey: includeKey}
}

// snapshotFromServer copies the running server's database snapshot to w.
func snapshotFromServer(ctx context.Context, socket string, w io.Writer) (int64, error) {
	return fromAdminSocket(ctx, socket, "/backup", w)
}

func fromAdminSocket(ctx context.Context, socket, path string, w io.Writer) (int64, error) {
	client := &http.Client{Transport: &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, "unix", socket)
		},
	}}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://pharmaops"+path, nil)
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

func newRestoreCommand(g *globalOptions) *cobra.Command {
	return &cobra.Command{
		Use:   "restore FILE --data-dir DIR",
		Short: "Restore a backup archive into an empty data directory",
		Long: `Restore a backup written by 'pharmaops backup' into --data-dir, which must be
empty or not exist. Every stored file is checked against its SHA-256 as it is
written, the database must open, and every file it references must be in the
archive; on any failure the directory is left empty again.

When the archive holds no secret.key, copy the original key into the data
directory (or set secrets.key) before starting the server, or stored service
credentials cannot be decrypted and must be entered again.
` + exitCodesHelp,
		Args: args(cobra.ExactArgs(1)),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := requireBolt(g, cmd, pgDumpAdvice); err != nil {
				return err
			}
			return runRestore(cmd.Context(), g, args[0], cmd.OutOrStdout())
		},
	}
}

func runRestore(ctx context.Context, g *globalOptions, file string, out io.Writer) error {
	f, err := os.Open(file)
	if err != nil {
		return usagef("cannot read %s: %v", file, err)
	}
	defer f.Close()
	// The files go where the server will look for them: blobs/ in the
	// data directory, or the configured bucket.
	m, err := backup.RestoreInto(f, g.dataDir(), func() (blob.Store, error) { return openBlobs(ctx, g, g.dataDir()) })
	if errors.Is(err, backup.ErrNotEmpty) {
		return usagef("%v: restore needs an empty directory", err)
	}
	if err != nil {
		return fmt.Errorf("restore failed, nothing was kept: %w", err)
	}
	key := "secret.key restored"
	if !m.SecretKey {
		key = "no secret.key in the backup: copy the original key into the data directory before starting the server"
	}
	_, err = fmt.Fprintf(out, "restored %s into %s: database %s, %d files checked; %s\n",
		file, g.dataDir(), humanBytes(m.Database.Size), len(m.Blobs), key)
	return err
}
