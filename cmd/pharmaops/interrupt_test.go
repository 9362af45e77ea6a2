package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/mediatest"
)

// TestCtrlCExits130 starts the real command (this test binary running
// main) on a large folder, sends it SIGINT while it is reading the files,
// and checks what a user at a terminal sees: exit code 130, a message
// that says the run was interrupted, and the -o file as it was before the
// run (neither replaced by the report of a half-done run, nor a temporary
// file left beside it).
func TestCtrlCExits130(t *testing.T) {
	if testing.Short() {
		t.Skip("checks a folder of 20,000 files in a child process")
	}
	if _, err := os.Stat("/proc/self/io"); err != nil {
		t.Skip("needs /proc/PID/io to see that the run has started reading files")
	}
	dir := largeFolder(t, 20000)
	cases := []struct {
		name string
		args []string // the output file's path is appended after -o
	}{
		{"asset check, streamed json", []string{"asset", "check", "--format", "json", "--fail-on", "none", dir, "-o"}},
		{"asset check, table", []string{"asset", "check", "--format", "table", "--fail-on", "none", dir, "-o"}},
		{"matrix export, csv", []string{"matrix", "export", dir, "-o"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			outDir := t.TempDir()
			out := filepath.Join(outDir, "report.out")
			const old = "the previous run's report\n"
			if err := os.WriteFile(out, []byte(old), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(os.Args[0], append(c.args, out)...)
			cmd.Env = append(os.Environ(), "PHARMAOPS_TEST_MAIN=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Once the child has read 2 MB it is past start-up (its
			// signal handler is installed) and checking files; the
			// folder holds many times that.
			if !waitUntilRead(cmd.Process.Pid, 2<<20) {
				_ = cmd.Wait()
				t.Fatalf("the run ended before it read 2 MB (exit %d): %s", cmd.ProcessState.ExitCode(), stderr.String())
			}
			if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
				t.Fatal(err)
			}
			_ = cmd.Wait()
			if code := cmd.ProcessState.ExitCode(); code != exitInterrupted {
				t.Errorf("exit code %d, want %d (stderr: %q)", code, exitInterrupted, stderr.String())
			}
			if got := stderr.String(); got != "pharmaops: interrupted\n" {
				t.Errorf("stderr %q, want %q", got, "pharmaops: interrupted\n")
			}
			if raw, err := os.ReadFile(out); err != nil || string(raw) != old {
				t.Errorf("the output file was changed by the interrupted run (%v): %.200q", err, raw)
			}
			entries, _ := os.ReadDir(outDir)
			if len(entries) != 1 {
				var names []string
				for _, e := range entries {
					names = append(names, e.Name())
				}
				t.Errorf("files left beside the output: %v", names)
			}
		})
	}
}

// largeFolder makes a folder of n asset files in 100 subfolders: hard
// links to a few media fixtures (images, an animated GIF, a video, a PDF),
// so that checking it takes long enough to be interrupted.
func largeFolder(t *testing.T, n int) string {
	t.Helper()
	fixtures := []string{"png_rgb_300x250.png", "jpeg_baseline_728x90.jpg", "gif_anim_120x60.gif", "mp4_faststart_64x36.mp4", "pdf_letter_3pages.pdf"}
	src := make(map[string]string, len(fixtures))
	for _, f := range fixtures {
		src[f] = f
	}
	srcDir := mediatest.Dir(t, src)
	dir := t.TempDir()
	for i := range n {
		sub := filepath.Join(dir, fmt.Sprintf("folder-%02d", i%100))
		if i < 100 {
			if err := os.Mkdir(sub, 0o755); err != nil {
				t.Fatal(err)
			}
		}
		f := fixtures[i%len(fixtures)]
		name := fmt.Sprintf("Brand_DTC_%05d_%s", i, f)
		if err := os.Link(filepath.Join(srcDir, f), filepath.Join(sub, name)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// waitUntilRead waits until process pid has read at least n bytes (rchar
// in /proc/PID/io) and reports true, or reports false once the process
// has ended.
func waitUntilRead(pid int, n int64) bool {
	for {
		raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/io", pid))
		if err != nil {
			return false
		}
		if zombie(pid) {
			return false
		}
		for _, line := range strings.Split(string(raw), "\n") {
			if v, ok := strings.CutPrefix(line, "rchar: "); ok {
				if read, _ := strconv.ParseInt(v, 10, 64); read >= n {
					return true
				}
			}
		}
		time.Sleep(time.Millisecond)
	}
}

// zombie reports whether process pid has exited and waits to be reaped.
func zombie(pid int) bool {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	// The state follows the command name, which is in parentheses.
	i := bytes.LastIndexByte(raw, ')')
	return i < 0 || i+2 >= len(raw) || raw[i+2] == 'Z'
}
