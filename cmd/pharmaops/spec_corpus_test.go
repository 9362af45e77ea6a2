package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/internal/brdsource"
)

// specCorpus are public-style ad specifications (testdata/specs) and, for
// each, assets the document allows. The assets are generated here; only
// the specifications' text is committed.
var specCorpus = []struct {
	spec   string
	assets map[string]func() []byte
	// minRules is how many enabled rules the parse must give, and
	// disallowed an asset the document does not allow, which must fail:
	// a pass is not an empty or toothless rule set passing everything.
	minRules   int
	disallowed map[string]func() []byte
}{
	{"industry-size-weight-table", map[string]func() []byte{
		"mrec_300x250.png":        func() []byte { return assetgen.PNG(300, 250) },
		"leaderboard_728x90.jpg":  func() []byte { return assetgen.JPEG(728, 90) },
		"skyscraper_160x600.png":  func() []byte { return assetgen.PNG(160, 600) },
		"halfpage_300x600.jpg":    func() []byte { return assetgen.JPEG(300, 600) },
		"mobile_320x50.png":       func() []byte { return assetgen.PNG(320, 50) },
		"mrec_anim_300x250.gif":   func() []byte { return assetgen.GIF(300, 250, 10, 50, 2) }, // 5 s, twice
		"mrec_html5_300x250.zip":  func() []byte { return assetgen.HTML5(300, 250) },
		"leader_html5_728x90.zip": func() []byte { return assetgen.HTML5(728, 90) },
	}, 5, map[string]func() []byte{"billboard_970x250.png": func() []byte { return assetgen.PNG(970, 250) }}},
	{"agency-banner-spec-page", map[string]func() []byte{
		"Zynthera_300x250_v1.zip": func() []byte { return assetgen.HTML5(300, 250) },
		"Zynthera_728x90_v2.jpg":  func() []byte { return assetgen.JPEG(728, 90) },
		"Zynthera_160x600_v1.png": func() []byte { return assetgen.PNG(160, 600) },
		"Zynthera_320x50_v1.gif":  func() []byte { return assetgen.GIF(320, 50, 8, 100, 1) }, // 8 s
	}, 3, map[string]func() []byte{"zynthera-mrec-final.jpg": func() []byte { return assetgen.JPEG(300, 250) }}},
	{"health-publisher-display", map[string]func() []byte{
		"mrec_300x250.jpg":            func() []byte { return assetgen.JPEG(300, 250) },
		"leaderboard_728x90.png":      func() []byte { return assetgen.PNG(728, 90) },
		"halfpage_300x600.gif":        func() []byte { return assetgen.GIF(300, 600, 6, 200, 1) }, // 12 s
		"billboard_970x250.png":       func() []byte { return assetgen.PNG(970, 250) },
		"billboard_html5_970x250.zip": func() []byte { return assetgen.HTML5(970, 250) },
	}, 6, map[string]func() []byte{"mrec_300x250.gif": func() []byte { return assetgen.GIF(300, 250, 10, 200, 1) }}}, // 20 s
	{"video-platform-guidelines", map[string]func() []byte{
		"spot_15s_1080p.mp4": func() []byte {
			return assetgen.MP4(assetgen.Movie{Width: 1920, Height: 1080, Seconds: 15, FPS: 29.97, VideoCodec: "avc1", AudioCodec: "mp4a", BitrateKbps: 4000})
		},
		"spot_30s_1080p.mov": func() []byte {
			return assetgen.MP4(assetgen.Movie{Width: 1920, Height: 1080, Seconds: 30, FPS: 23.976, VideoCodec: "avc1", AudioCodec: "sowt", BitrateKbps: 2500, QuickTime: true})
		},
		"spot_15s_silent.mp4": func() []byte {
			return assetgen.MP4(assetgen.Movie{Width: 1920, Height: 1080, Seconds: 15, FPS: 25, VideoCodec: "avc1", BitrateKbps: 3000})
		},
	}, 8, map[string]func() []byte{"spot_20s.mp4": func() []byte {
		return assetgen.MP4(assetgen.Movie{Width: 1920, Height: 1080, Seconds: 20, FPS: 25, VideoCodec: "avc1", BitrateKbps: 3000})
	}}},
	// Written after the review stage was frozen (testdata/specs/README.md).
	{"held-out-rich-media-audio", map[string]func() []byte{
		"rm_300x600.zip":           func() []byte { return assetgen.HTML5(300, 600) },
		"rm_728x90.zip":            func() []byte { return assetgen.HTML5(728, 90) },
		"backup_300x250.jpg":       func() []byte { return assetgen.JPEG(300, 250) },
		"native_main_1200x627.jpg": func() []byte { return assetgen.JPEG(1200, 627) },
		"anim_300x250.gif":         func() []byte { return assetgen.GIF(300, 250, 8, 100, 1) }, // 8 s
	}, 3, map[string]func() []byte{"rm_970x250.zip": func() []byte { return assetgen.HTML5(970, 250) }}},
}

// TestSpecCorpusAllowedAssetsPass parses each specification with `brd
// parse` and checks the assets it allows with `asset check --rules`: no
// rule may fail an asset the document allows (warnings for its
// recommendations are fine).
func TestSpecCorpusAllowedAssetsPass(t *testing.T) {
	for _, c := range specCorpus {
		t.Run(c.spec, func(t *testing.T) {
			dir := t.TempDir()
			src, err := os.ReadFile(filepath.Join("..", "..", "testdata", "specs", c.spec+".spec.txt"))
			if err != nil {
				t.Fatal(err)
			}
			doc, err := brdsource.DOCXFromSource(string(src))
			if err != nil {
				t.Fatal(err)
			}
			docPath, rulesPath := filepath.Join(dir, c.spec+".docx"), filepath.Join(dir, "rules.json")
			if err := os.WriteFile(docPath, doc, 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := run(context.Background(), "brd", "parse", "--format", "json", "-o", rulesPath, docPath); err != nil {
				t.Fatalf("brd parse: %v: %s", err, out)
			}
			raw, _ := os.ReadFile(rulesPath)
			var parsed struct {
				Rules []struct {
					ID, Rule string
					Enabled  bool
					Source   struct{ Quote string }
				}
			}
			if err := json.Unmarshal(raw, &parsed); err != nil {
				t.Fatal(err)
			}
			enabled, quotes := 0, map[string]string{}
			for _, r := range parsed.Rules {
				quotes[r.ID] = r.Source.Quote
				if r.Enabled {
					enabled++
				}
			}
			if enabled < c.minRules {
				t.Fatalf("%d enabled rules, want at least %d", enabled, c.minRules)
			}
			res := checkGenerated(t, rulesPath, filepath.Join(dir, "allowed"), c.assets)
			for _, a := range res {
				if len(a.Issues) == 0 {
					t.Errorf("%s: no rule was checked", a.Name)
				}
				for _, is := range a.Issues {
					if is.Status == "fail" {
						t.Errorf("%s fails %q: %s (from %q)", a.Name, is.Rule, is.Message, strings.TrimSpace(quotes[is.RuleID]))
					}
				}
			}
			for _, a := range checkGenerated(t, rulesPath, filepath.Join(dir, "disallowed"), c.disallowed) {
				if !slices.ContainsFunc(a.Issues, func(is checkedIssue) bool { return is.Status == "fail" }) {
					t.Errorf("%s, which the document does not allow, fails no rule: %+v", a.Name, a.Issues)
				}
			}
		})
	}
}

type checkedIssue struct{ RuleID, Rule, Status, Message string }

type checkedAsset struct {
	Name   string
	Issues []checkedIssue
}

// checkGenerated writes the generated assets to dir and checks them with
// `asset check --rules`.
func checkGenerated(t *testing.T, rulesPath, dir string, assets map[string]func() []byte) []checkedAsset {
	t.Helper()
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, gen := range assets {
		if err := os.WriteFile(filepath.Join(dir, name), gen(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := run(context.Background(), "asset", "check", "--rules", rulesPath, "--format", "json", "--fail-on", "none", dir)
	if err != nil {
		t.Fatalf("asset check: %v: %s", err, out)
	}
	var res struct{ Assets []checkedAsset }
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(res.Assets) != len(assets) {
		t.Fatalf("%d assets checked, want %d", len(res.Assets), len(assets))
	}
	return res.Assets
}
