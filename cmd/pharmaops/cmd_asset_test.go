package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/mediatest"
)

func TestAssetCheckExitCodes(t *testing.T) {
	good := map[string]string{"ok/banner_300x250.png": "png_rgb_300x250.png"}
	cases := []struct {
		name  string
		files map[string]string
		args  []string
		want  int
	}{
		{"critical failure fails", good, nil, exitFailure},
		{"fail-on none passes", good, []string{"--fail-on", "none"}, exitOK},
		{"unreadable file", map[string]string{"notes.png": "generate.sh", "b.png": "png_rgb_300x250.png"}, []string{"--fail-on", "none"}, exitUsage},
		{"excluded file is skipped", map[string]string{"notes.sh": "generate.sh", "b.png": "png_rgb_300x250.png"}, []string{"--fail-on", "none", "--exclude", "*.sh"}, exitOK},
		{"hidden files are skipped", map[string]string{".DS_Store": "generate.sh", "b.png": "png_rgb_300x250.png"}, []string{"--fail-on", "none"}, exitOK},
		{"bad format flag", good, []string{"--format", "xml"}, exitUsage},
		{"bad fail-on", good, []string{"--fail-on", "sometimes"}, exitUsage},
		{"bad profile", good, []string{"--profile", "nope"}, exitUsage},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := mediatest.Dir(t, c.files)
			args := append([]string{"asset", "check", "--format", "json"}, c.args...)
			_, err := run(context.Background(), append(args, dir)...)
			if got := exitCode(err); got != c.want {
				t.Fatalf("exit %d (%v), want %d", got, err, c.want)
			}
		})
	}
	if _, err := run(context.Background(), "asset", "check", filepath.Join(t.TempDir(), "missing")); exitCode(err) != exitUsage {
		t.Fatalf("missing path: %v", err)
	}
}

func TestAssetCheckJSONComesFromBytes(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{
		"banner_300x250.png": "really_jpeg.png", // a 728x90 JPEG
		"video/spot.mp4":     "mp4_moov_end_64x36.mp4",
	})
	out, err := run(context.Background(), "asset", "check", "--format", "json", "--fail-on", "none", "--jobs", "2", dir)
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	var res struct {
		Assets []struct {
			Name, Type, Format, MimeType string
			Width, Height                int
			DurationSeconds              float64
			ComplianceScore              *int
			Issues                       []struct{ Status, Message string }
		}
		Summary struct{ Assets, TotalChecks, Passed, Failed, Warnings int }
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if res.Summary.Assets != 2 || len(res.Assets) != 2 {
		t.Fatalf("summary %+v", res.Summary)
	}
	jpeg := res.Assets[0]
	if jpeg.Format != "JPG" || jpeg.Width != 728 || jpeg.Height != 90 || jpeg.ComplianceScore == nil {
		t.Errorf("JPEG named .png: %+v", jpeg)
	}
	video := res.Assets[1]
	if video.Type != "video" || video.DurationSeconds <= 0 || video.Width != 64 {
		t.Errorf("video: %+v", video)
	}
}

func TestAssetCheckWritesReportFiles(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{"banner.png": "png_rgb_300x250.png"})
	for _, c := range []struct{ format, want string }{
		{"junit", "<testsuites"},
		{"sarif", `"version": "2.1.0"`},
		{"csv", `"`},
		{"table", "banner.png"},
	} {
		out := filepath.Join(t.TempDir(), "report."+c.format)
		if _, err := run(context.Background(), "asset", "check", "--format", c.format, "-o", out, "--fail-on", "none", dir); err != nil {
			t.Fatalf("%s: %v", c.format, err)
		}
		raw, err := os.ReadFile(out)
		if err != nil || !strings.Contains(string(raw), c.want) {
			t.Errorf("%s report lacks %q: %s", c.format, c.want, raw)
		}
	}
}

// TestAssetCheckInterrupted checks that a run stopped by Ctrl-C exits 130.
func TestAssetCheckInterrupted(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{"b.png": "png_rgb_300x250.png"})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, format := range []string{"json", "table"} {
		if _, err := run(ctx, "asset", "check", "--format", format, "--fail-on", "none", dir); exitCode(err) != exitInterrupted {
			t.Errorf("%s: interrupted run: exit %d (%v), want %d", format, exitCode(err), err, exitInterrupted)
		}
	}
	if _, err := run(ctx, "matrix", "export", "-o", filepath.Join(t.TempDir(), "m.csv"), dir); exitCode(err) != exitInterrupted {
		t.Errorf("matrix export: exit %d (%v), want %d", exitCode(err), err, exitInterrupted)
	}
}

// TestAssetCheckLocaleFlags: --market and --language say what every asset
// is for, so rules scoped to markets (a family covering its members) or
// languages check them; unknown values are a usage error.
func TestAssetCheckLocaleFlags(t *testing.T) {
	rules := filepath.Join(t.TempDir(), "rules.json")
	os.WriteFile(rules, []byte(`{"rules":[{"id":"eu-weight","rule":"European files stay tiny","severity":"critical","field":"fileSize","section":"Technical","channel":"All","enabled":true,"params":{"max":0.1,"markets":["eu"]}}]}`), 0o644)
	dir := mediatest.Dir(t, map[string]string{"banner.png": "png_rgb_300x250.png"})
	cases := []struct {
		name string
		args []string
		want int
	}{
		{"no market: the European rule does not apply", nil, exitOK},
		{"a member market", []string{"--market", "DE"}, exitFailure},
		{"a market outside", []string{"--market", "UK"}, exitOK},
		{"unknown market", []string{"--market", "Atlantis"}, exitUsage},
		{"unknown language", []string{"--language", "Klingon"}, exitUsage},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"asset", "check", "--format", "json", "--rules", rules}, c.args...)
			out, err := run(context.Background(), append(args, dir)...)
			if got := exitCode(err); got != c.want {
				t.Fatalf("exit %d (%v), want %d: %s", got, err, c.want, out)
			}
			if c.want == exitUsage && !strings.Contains(err.Error(), "use one of") {
				t.Errorf("the usage error does not list the allowed values: %v", err)
			}
		})
	}
}

// TestAssetCheckScopeFlags: --platform, --placement and --part say what
// every asset is, so rules scoped to it check them; unknown values are a
// usage error that names the allowed ones. A part may also be a
// document's own component in lowerCamelCase, as a rule's may.
func TestAssetCheckScopeFlags(t *testing.T) {
	rules := filepath.Join(t.TempDir(), "rules.json")
	os.WriteFile(rules, []byte(`{"rules":[{"id":"tt-weight","rule":"TikTok files stay tiny","severity":"critical","field":"fileSize","section":"Technical","channel":"All","enabled":true,"params":{"max":0.1,"platforms":["tiktok"]}},`+
		`{"id":"kiosk-weight","rule":"Kiosk posters stay tiny","severity":"critical","field":"fileSize","section":"Technical","channel":"All","enabled":true,"params":{"max":0.1,"parts":["kioskPoster"]}}]}`), 0o644)
	dir := mediatest.Dir(t, map[string]string{"banner.png": "png_rgb_300x250.png"})
	cases := []struct {
		name string
		args []string
		want int
	}{
		{"no platform: the TikTok rule does not apply", nil, exitOK},
		{"the platform said", []string{"--platform", "TikTok"}, exitFailure},
		{"another platform", []string{"--platform", "youtube"}, exitOK},
		{"a part the rule does not limit", []string{"--platform", "tiktok", "--part", "End card"}, exitFailure},
		{"unknown platform", []string{"--platform", "myspace"}, exitUsage},
		{"a document part the rule names", []string{"--part", "kioskPoster"}, exitFailure},
		{"another document part", []string{"--part", "footerStrip"}, exitOK},
		{"a document part not in lowerCamelCase", []string{"--part", "Kiosk poster"}, exitUsage},
		{"a part too short to name anything", []string{"--part", "kp"}, exitUsage},
		{"a part with punctuation", []string{"--part", "kiosk_poster!"}, exitUsage},
		{"a misspelt listed part", []string{"--part", "endcrd"}, exitUsage},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"asset", "check", "--format", "json", "--rules", rules}, c.args...)
			out, err := run(context.Background(), append(args, dir)...)
			if got := exitCode(err); got != c.want {
				t.Fatalf("exit %d (%v), want %d: %s", got, err, c.want, out)
			}
			if slices.Contains(c.args, "endcrd") {
				if !strings.Contains(err.Error(), `unknown part "endcrd": did you mean endCard?`) {
					t.Errorf("the usage error does not name the part meant: %v", err)
				}
				return
			}
			if c.want == exitUsage && !strings.Contains(err.Error(), "use one of") {
				t.Errorf("the usage error does not list the allowed values: %v", err)
			}
			if c.want == exitUsage && slices.Contains(c.args, "--part") && !strings.Contains(err.Error(), "lowerCamelCase") {
				t.Errorf("the usage error does not say a document part's form: %v", err)
			}
		})
	}
	// A rules file whose rule names a misspelt part is refused the same way.
	typo := filepath.Join(t.TempDir(), "typo.json")
	os.WriteFile(typo, []byte(`{"rules":[{"id":"end-weight","rule":"End cards stay tiny","severity":"critical","field":"fileSize","section":"Technical","channel":"All","enabled":true,"params":{"max":0.1,"parts":["endcrd"]}}]}`), 0o644)
	out, err := run(context.Background(), "asset", "check", "--format", "json", "--rules", typo, dir)
	if got := exitCode(err); got != exitUsage || !strings.Contains(err.Error(), "did you mean endCard?") {
		t.Fatalf("a rules file with part endcrd: exit %d (%v), want %d naming endCard: %s", got, err, exitUsage, out)
	}
}
