package main

import (
	"context"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/viper"

	"github.com/pharmaops/pharmaops/internal/mediatest"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// tmuxSession is pharmaops running in a tmux pane of its own tmux server.
type tmuxSession struct {
	t      *testing.T
	socket string
	exit   string // file the shell writes the exit code to
}

// startTmux runs command in a detached 80x24 tmux session; the shell
// writes the command's exit code to a file when it ends.
func startTmux(t *testing.T, dir, command string) *tmuxSession {
	t.Helper()
	s := &tmuxSession{t: t, socket: filepath.Join(t.TempDir(), "tmux.sock"), exit: filepath.Join(t.TempDir(), "exit")}
	shell := "cd '" + dir + "' && " + command + "; echo $? > '" + s.exit + "'; sleep 60"
	s.tmux("-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "80", "-y", "24", "env", "NO_COLOR=1", "TERM=xterm-256color", "sh", "-c", shell)
	t.Cleanup(func() { _ = exec.Command("tmux", "-S", s.socket, "kill-server").Run() })
	return s
}

func (s *tmuxSession) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", s.socket}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// screen is the pane's text.
func (s *tmuxSession) screen() string { return s.tmux("capture-pane", "-p", "-t", "e2e") }

// waitFor waits until the screen shows every text, and returns it.
func (s *tmuxSession) waitFor(texts ...string) string {
	s.t.Helper()
	return s.waitUntil("every one of "+strings.Join(texts, ", "), func(screen string) bool {
		for _, text := range texts {
			if !strings.Contains(screen, text) {
				return false
			}
		}
		return true
	})
}

// waitUntil waits until ok accepts the screen, and returns it.
func (s *tmuxSession) waitUntil(what string, ok func(screen string) bool) string {
	s.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		screen := s.screen()
		if ok(screen) {
			return screen
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the screen does not show %s:\n%s", what, screen)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// keys types keys one at a time, as a person would.
func (s *tmuxSession) keys(keys ...string) {
	s.t.Helper()
	for _, k := range keys {
		s.tmux("send-keys", "-t", "e2e", k)
		time.Sleep(30 * time.Millisecond)
	}
}

// exitCode waits for the command to end and returns its exit code.
func (s *tmuxSession) exitCode() string {
	s.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if raw, err := os.ReadFile(s.exit); err == nil && len(raw) > 0 {
			return strings.TrimSpace(string(raw))
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("pharmaops did not exit:\n%s", s.screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestTUIInTmux runs `pharmaops tui` in a real terminal (tmux): a
// reviewer finds the failed assets, reads why, marks an issue reviewed,
// writes a fix note and exports the matrix with the keyboard alone; the
// next run shows the review; the screen follows a resize; q exits 0 and
// Ctrl-C 130, leaving the terminal usable.
func TestTUIInTmux(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed, so the end-to-end TUI test cannot run (scripts/install-deps.sh installs it)")
	}
	bin := filepath.Join(t.TempDir(), "pharmaops")
	if out, err := exec.CommandContext(context.Background(), "go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	dir := mediatest.Dir(t, map[string]string{
		"creatives/Zeta_HCP_Display_300x250.png":      "png_rgb_300x250.png",
		"creatives/display/Zeta_DTC_Web_728x90.jpg":   "jpeg_baseline_728x90.jpg",
		"creatives/display/Zeta_anim_120x60.gif":      "gif_anim_120x60.gif",
		"creatives/video/Zeta_Spot_64x36.mp4":         "mp4_faststart_64x36.mp4",
		"creatives/notes.png":                         "generate.sh",
		"creatives/docs/Zeta_leave_behind_letter.pdf": "pdf_letter_3pages.pdf",
		"creatives/.DS_Store":                         "generate.sh",
	})
	run := bin + " tui --export-dir '" + dir + "' creatives"

	s := startTmux(t, dir, run)
	s.waitFor("pharmaops creatives", "6 assets", "[All 6]")
	// The failed assets, worst first, in two keys.
	s.keys("f", "s")
	screen := s.waitFor("[Failed", "sort: score")
	lines := strings.Split(screen, "\n")
	if !strings.Contains(lines[4], "› ERR  notes.png") || !strings.Contains(lines[4], "unsupported file type") {
		t.Fatalf("the first failed asset is not the unreadable one with its reason:\n%s", screen)
	}
	// Read why the next one failed, and review it.
	s.keys("j", "Enter")
	s.waitFor("‹ 2/", "Checks (", "› FAIL", "detected:", "expected:", "source:")
	s.keys("r")
	s.waitFor("✓ reviewed", "marked reviewed in "+dir)
	s.keys("n")
	s.waitFor("Fix note:")
	s.tmux("send-keys", "-t", "e2e", "-l", "Re-export with the FDA filing number")
	s.keys("Enter")
	s.waitFor("fix note saved", "fix note: Re-export with the FDA filing number")
	// Back to the list, export what is on screen.
	s.keys("Escape", "x")
	s.waitFor("Export the matrix of the")
	s.keys("c")
	s.waitFor("wrote " + dir + "/creatives_matrix.csv")
	csv, err := os.ReadFile(filepath.Join(dir, "creatives_matrix.csv"))
	if err != nil || !strings.Contains(string(csv), "Asset Name") {
		t.Fatalf("matrix export: %v %s", err, csv)
	}
	// A resize redraws at the new size.
	s.tmux("resize-window", "-t", "e2e", "-x", "120", "-y", "30")
	s.waitUntil("a title line 120 columns wide", func(screen string) bool {
		title := strings.Split(screen, "\n")[0]
		return len([]rune(title)) == 120 && strings.HasSuffix(title, "sort: score")
	})
	s.keys("q")
	if code := s.exitCode(); code != "0" {
		t.Fatalf("q: exit %s", code)
	}
	raw, err := os.ReadFile(filepath.Join(dir, "creatives.pharmaops-review.json"))
	if err != nil || !strings.Contains(string(raw), `"fix": "Re-export with the FDA filing number"`) {
		t.Fatalf("review file: %v %s", err, raw)
	}

	// The next run shows what was reviewed; Ctrl-C exits 130 and gives the
	// terminal back.
	s = startTmux(t, dir, run)
	s.waitFor("6 assets")
	s.keys("f", "s", "j", "Enter")
	s.waitFor("✓ reviewed", "fix note: Re-export with the FDA filing number")
	s.keys("C-c")
	if code := s.exitCode(); code != "130" {
		t.Fatalf("ctrl+c: exit %s", code)
	}
	// tmux may draw the restored screen a moment after the process ended.
	s.waitUntil("the shell's screen back", func(screen string) bool {
		return !strings.Contains(screen, "pharmaops creatives") && !strings.Contains(screen, "Checks (") && strings.Contains(screen, "pharmaops: interrupted")
	})
}

// TestTUIArguments checks that the TUI refuses to start without a
// terminal and with arguments that do not go together, with a usage error
// before any screen is drawn.
func TestTUIArguments(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{"a.png": "png_rgb_300x250.png"})
	if _, err := run(context.Background(), "tui", dir); exitCode(err) != exitUsage || !strings.Contains(err.Error(), "needs a terminal") {
		t.Errorf("without a terminal: %v", err)
	}
	g := &globalOptions{v: viper.New()}
	cases := []struct {
		name  string
		opts  tuiOptions
		paths []string
		want  string
	}{
		{"nothing to open", tuiOptions{}, nil, "needs asset paths"},
		{"paths and a campaign", tuiOptions{campaignID: "c1"}, []string{dir}, "not both"},
		{"server without campaign", tuiOptions{server: "http://localhost:1"}, nil, "--server needs --campaign"},
		{"missing path", tuiOptions{check: assetCheckOptions{profile: "spec"}}, []string{filepath.Join(dir, "missing")}, "no such file"},
		{"bad profile", tuiOptions{check: assetCheckOptions{profile: "nope"}}, []string{dir}, "profiles:"},
		{"no database", tuiOptions{campaignID: "c1"}, nil, "no database"},
		{"server without token", tuiOptions{campaignID: "c1", server: "http://127.0.0.1:1"}, nil, "needs a session token"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g.v.Set("data-dir", t.TempDir())
			_, _, err := openTUISource(context.Background(), g, c.opts, c.paths)
			if exitCode(err) != exitUsage || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%v (exit %d), want a usage error with %q", err, exitCode(err), c.want)
			}
		})
	}
}

// TestTUIStoredCampaign checks that --campaign opens a stored campaign
// for review, and read-only from the server's snapshot while a server
// holds the database.
func TestTUIStoredCampaign(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	blobs, err := blob.Open(filepath.Join(dir, "blobs"))
	if err != nil {
		t.Fatal(err)
	}
	core := app.New(st, blobs, app.Config{DemoEnabled: true}, nil)
	login, err := core.DemoLogin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	p, err := core.Authenticate(ctx, login.Token)
	if err != nil {
		t.Fatal(err)
	}
	name := "Zeta Launch"
	c, err := core.CreateCampaign(ctx, p, app.CampaignFields{Name: &name})
	if err != nil {
		t.Fatal(err)
	}
	g := &globalOptions{v: viper.New()}
	g.v.Set("data-dir", dir)

	// A server holds the database: a snapshot, read-only.
	admin := startAdminSocket(filepath.Join(dir, adminSocketName), st, blobs, dir, slog.New(slog.DiscardHandler))
	src, closeSrc, err := openTUISource(ctx, g, tuiOptions{campaignID: c.ID}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if src.Title() != "campaign Zeta Launch" || !strings.Contains(src.ReadOnly(), "a server holds the database") {
		t.Errorf("while the server runs: %q, read-only %q", src.Title(), src.ReadOnly())
	}
	closeSrc()
	admin.Close()
	st.Close()

	// Without a server: the database itself, open for reviews.
	src, closeSrc, err = openTUISource(ctx, g, tuiOptions{campaignID: c.ID}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if src.ReadOnly() != "" {
		t.Errorf("without a server: read-only %q", src.ReadOnly())
	}
	// The TUI holds the database while it is open.
	if _, _, err := openTUISource(ctx, g, tuiOptions{campaignID: c.ID}, nil); exitCode(err) != exitLocked {
		t.Errorf("a second open while the first holds the database: %v (exit %d), want exit %d", err, exitCode(err), exitLocked)
	}
	closeSrc()
	if _, _, err := openTUISource(ctx, g, tuiOptions{campaignID: "missing"}, nil); exitCode(err) != exitUsage || !strings.Contains(err.Error(), "no campaign missing") {
		t.Errorf("a missing campaign: %v", err)
	}
}
