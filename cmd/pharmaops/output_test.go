package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/pharmaops/pharmaops/internal/mediatest"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// outputCommands are the commands with -o, each with what its output holds.
func outputCommands(t *testing.T) []struct {
	name string
	args []string
	want string
} {
	dir := mediatest.Dir(t, map[string]string{"a_300x250.png": "png_rgb_300x250.png"})
	brd := filepath.Join("..", "..", "testdata", "brd", "dtc-display.docx")
	return []struct {
		name string
		args []string
		want string
	}{
		{"asset check", []string{"asset", "check", "--format", "csv", "--fail-on", "none", dir}, "a_300x250.png"},
		{"matrix export", []string{"matrix", "export", "--format", "csv", dir}, "a_300x250"},
		{"brd parse", []string{"brd", "parse", "--format", "json", brd}, `"rules"`},
	}
}

// Each command writes through a FIFO (a reader gets the output, the FIFO
// stays a FIFO), writes '-' to standard output, and refuses a directory.
func TestOutputToFIFOStdoutAndDirectory(t *testing.T) {
	for _, c := range outputCommands(t) {
		t.Run(c.name, func(t *testing.T) {
			fifo := filepath.Join(t.TempDir(), "out.fifo")
			if err := syscall.Mkfifo(fifo, 0o600); err != nil {
				t.Skip("no FIFOs here:", err)
			}
			got := make(chan string, 1)
			go func() {
				f, err := os.Open(fifo)
				if err != nil {
					got <- err.Error()
					return
				}
				defer f.Close()
				b, _ := io.ReadAll(f)
				got <- string(b)
			}()
			if msg, err := run(context.Background(), append(c.args, "-o", fifo)...); err != nil {
				t.Fatalf("-o FIFO: %v: %s", err, msg)
			}
			if s := <-got; !strings.Contains(s, c.want) {
				t.Fatalf("the FIFO's reader got %q, want %q in it", s, c.want)
			}
			if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
				t.Fatalf("the FIFO was replaced: %v %v", st.Mode(), err)
			}

			msg, err := run(context.Background(), append(c.args, "-o", "-")...)
			if err != nil || !strings.Contains(msg, c.want) || strings.Contains(msg, "wrote ") {
				t.Fatalf("-o -: %v: %.300q", err, msg)
			}

			dir := t.TempDir()
			msg, err = run(context.Background(), append(c.args, "-o", dir)...)
			if exitCode(err) != exitUsage || !strings.Contains(err.Error(), "is a directory") {
				t.Fatalf("-o DIR: exit %d, %v %s", exitCode(err), err, msg)
			}
		})
	}
}

// As root, -o on a character device writes to it and leaves it a device
// (the device is a node of our own with /dev/null's numbers, so a failing
// test cannot break the machine's /dev/null).
func TestOutputToCharDevice(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("only root could replace a device")
	}
	for _, c := range outputCommands(t) {
		t.Run(c.name, func(t *testing.T) {
			dev := filepath.Join(t.TempDir(), "null")
			if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
				t.Skip("cannot create a device node:", err)
			}
			if msg, err := run(context.Background(), append(c.args, "-o", dev)...); err != nil {
				t.Fatalf("%v: %s", err, msg)
			}
			if st, _ := os.Lstat(dev); st.Mode()&os.ModeCharDevice == 0 {
				t.Fatalf("the device became %v", st.Mode())
			}
		})
	}
}

// backup -o on a FIFO streams the archive to the reader and leaves the
// FIFO in place; on a device node (as root) it leaves the device.
func TestBackupToFIFOAndDevice(t *testing.T) {
	dir := t.TempDir()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	fifo := filepath.Join(t.TempDir(), "backup.fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	got := make(chan int, 1)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- -1
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- len(b)
	}()
	if msg, err := run(context.Background(), "backup", "--data-dir", dir, "-o", fifo); err != nil {
		t.Fatalf("backup -o FIFO: %v %s", err, msg)
	}
	if n := <-got; n < 1024 {
		t.Fatalf("the FIFO's reader got %d bytes", n)
	}
	if st, _ := os.Lstat(fifo); st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO became %v", st.Mode())
	}
	if os.Geteuid() != 0 {
		return
	}
	dev := filepath.Join(t.TempDir(), "null")
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3); err != nil {
		t.Skip("cannot create a device node:", err)
	}
	if msg, err := run(context.Background(), "backup", "--data-dir", dir, "-o", dev); err != nil {
		t.Fatalf("backup -o device: %v %s", err, msg)
	}
	if st, _ := os.Lstat(dev); st.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("the device became %v", st.Mode())
	}
}
