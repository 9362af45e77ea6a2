package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/memlimit"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// run executes the CLI with args and returns its output and error.
func run(ctx context.Context, args ...string) (string, error) {
	cmd := newRootCommand()
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetErr(&out)
	cmd.SetArgs(args)
	err := cmd.ExecuteContext(ctx)
	return out.String(), err
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		err  error
		want int
	}{
		{nil, 0},
		{errors.New("boom"), 1},
		{usagef("bad"), 2},
		{fmt.Errorf("wrapped: %w", usagef("bad")), 2},
		{app.Invalid("bad"), 2},
		{fmt.Errorf("%w (x)", store.ErrLocked), 3},
		{exitError{code: 1}, 1},
	}
	for _, c := range cases {
		if got := exitCode(c.err); got != c.want {
			t.Errorf("exitCode(%v) = %d, want %d", c.err, got, c.want)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--no-such-flag"},
		{"backup"},
		{"version", "extra"},
		{"serve", "--log-format", "xml", "--data-dir", t.TempDir()},
		{"version", "--config", filepath.Join(t.TempDir(), "missing.yaml")},
	} {
		_, err := run(context.Background(), args...)
		if code := exitCode(err); code != exitUsage {
			t.Errorf("%v: exit %d (%v), want %d", args, code, err, exitUsage)
		}
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func waitHealthy(t *testing.T, addr string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if resp, err := http.Get("http://" + addr + "/health"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("server did not become healthy")
}

func TestServeLockAndHotBackup(t *testing.T) {
	dir := t.TempDir()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := run(ctx, "serve", "--addr", addr, "--data-dir", dir)
		done <- err
	}()
	waitHealthy(t, addr)

	// Write something through the API, then back up while serving.
	resp, err := http.Post("http://"+addr+"/api/auth/demo", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()

	_, err = run(context.Background(), "serve", "--addr", freeAddr(t), "--data-dir", dir)
	if exitCode(err) != exitLocked || !strings.Contains(err.Error(), "database is locked by another pharmaops process") {
		t.Fatalf("second serve: %v (exit %d)", err, exitCode(err))
	}

	backup := filepath.Join(t.TempDir(), "backup.tar")
	out, err := run(context.Background(), "backup", "--data-dir", dir, "-o", backup)
	if err != nil {
		t.Fatalf("hot backup: %v %s", err, out)
	}
	if !strings.Contains(out, "backup written to") {
		t.Fatalf("output %q", out)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("serve: %v", err)
	}

	// The backup holds the demo organization.
	restoreDir := filepath.Join(t.TempDir(), "restored")
	if out, err := run(context.Background(), "restore", backup, "--data-dir", restoreDir); err != nil {
		t.Fatalf("restore: %v %s", err, out)
	}
	st, err := bolt.Open(restoreDir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if orgs, err := st.ListOrganizations(context.Background()); err != nil || len(orgs) == 0 {
		t.Fatalf("backup lacks the demo organization: %v %v", orgs, err)
	}

	// With the server stopped, backup opens the file directly.
	if _, err := run(context.Background(), "backup", "--data-dir", dir, "-o", backup); err != nil {
		t.Fatalf("cold backup: %v", err)
	}
}

func TestBackupOfMissingDatabase(t *testing.T) {
	_, err := run(context.Background(), "backup", "--data-dir", t.TempDir(), "-o", filepath.Join(t.TempDir(), "b.db"))
	if exitCode(err) != exitUsage || !strings.Contains(err.Error(), "no database") {
		t.Fatalf("got %v", err)
	}
}

func TestEnvironmentConfiguresDataDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("PHARMAOPS_DATA_DIR", dir)
	_, err := run(context.Background(), "backup", "-o", filepath.Join(t.TempDir(), "b.db"))
	if err == nil || !strings.Contains(err.Error(), dir) {
		t.Fatalf("PHARMAOPS_DATA_DIR not used: %v", err)
	}
}

func TestCompactCommand(t *testing.T) {
	dir := t.TempDir()
	if _, err := run(context.Background(), "compact", "--data-dir", dir); exitCode(err) != exitFailure || !strings.Contains(err.Error(), "no database") {
		t.Fatalf("compact without a database: %v", err)
	}
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = run(context.Background(), "compact", "--data-dir", dir)
	if exitCode(err) != exitLocked || !strings.Contains(err.Error(), "stop the server before compacting") {
		t.Fatalf("compact of a database in use: exit %d, %v", exitCode(err), err)
	}
	st.Close()
	out, err := run(context.Background(), "compact", "--data-dir", dir)
	if err != nil || !strings.HasPrefix(out, "compacted "+dir+": ") {
		t.Fatalf("compact: %v %q", err, out)
	}
}

func TestSetMemoryLimit(t *testing.T) {
	if os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOMEMLIMIT is set: it wins")
	}
	old := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(old) })
	log := slog.New(slog.DiscardHandler)
	setMemoryLimit(300<<20, log)
	if got := debug.SetMemoryLimit(-1); got != 300<<20 {
		t.Fatalf("configured limit: %d", got)
	}
	setMemoryLimit(0, log)
	if want, _ := memlimit.Default(); want > 0 && debug.SetMemoryLimit(-1) != want {
		t.Fatalf("default limit %d, want %d", debug.SetMemoryLimit(-1), want)
	}
	debug.SetMemoryLimit(old)
	setMemoryLimit(-1, log)
	if got := debug.SetMemoryLimit(-1); got != old {
		t.Fatalf("-1 changed the limit to %d", got)
	}
}
