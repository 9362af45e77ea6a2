package compliance_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// goldenAssets is a varied set of assets for the profile golden files.
func goldenAssets() []compliance.Asset {
	gif := img("Brand_DTC_US-ABC-1234_160x600.gif", 160, 600, 140*1024)
	gif.Info.Format, gif.Info.Animated, gif.Info.FrameCount, gif.Info.DurationSeconds = "GIF", true, 90, 18
	badZip := goodHTML5()
	badZip.EntryHTML = []string{"index.html", "backup.html"}
	badZip.AdSizeDeclared, badZip.FileCount, badZip.TotalBytes = false, 120, 6<<20
	z := html5("Brand_HCP_970x250.zip", badZip)
	z.Info.Width, z.Info.Height = 970, 250
	return []compliance.Asset{
		img("Brand_HCP_PP-XYZ-US-1234_300x250.png", 300, 250, 90*1024),
		gif,
		video("Brand DTC spot.mp4", 1920, 1080, 40<<20, 30.03),
		pdf("Brand_HCP_leave-behind.pdf", "INDICATION: BRANDX is indicated for moderate to severe plaque psoriasis.\nIMPORTANT SAFETY INFORMATION\nSerious infections may occur. US-BRX-2300123"),
		html5("Brand_DTC_300x250.zip", goodHTML5()),
		z,
	}
}

func TestProfilesGolden(t *testing.T) {
	for _, name := range compliance.ProfileNames() {
		t.Run(name, func(t *testing.T) {
			rules, err := compliance.Profile(name)
			if err != nil {
				t.Fatal(err)
			}
			type entry struct {
				Asset    string              `json:"asset"`
				Analysis compliance.Analysis `json:"analysis"`
			}
			var out []entry
			for _, a := range goldenAssets() {
				out = append(out, entry{a.Name(), compliance.Check(context.Background(), a, rules, compliance.Options{})})
			}
			got, err := json.MarshalIndent(out, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden.Assert(t, filepath.Join("testdata", "profile-"+name+".golden.json"), got)
		})
	}
}

func TestCheckIsSafeConcurrently(t *testing.T) {
	rules, _ := compliance.Profile("iab-display")
	spec, _ := compliance.Profile("spec")
	rules = append(rules, spec...)
	var wg sync.WaitGroup
	scores := make([]int, 16)
	for i := range scores {
		wg.Add(1)
		go func() {
			defer wg.Done()
			an := compliance.Check(context.Background(), goldenAssets()[0], rules, compliance.Options{})
			scores[i] = *an.ComplianceScore
		}()
	}
	wg.Wait()
	for _, s := range scores[1:] {
		if s != scores[0] {
			t.Fatalf("scores differ: %v", scores)
		}
	}
}

func FuzzLoadRulesFile(f *testing.F) {
	f.Add(`{"rules":[{"rule":"A","severity":"minor","field":"naming","params":{"pattern":"^a"}}]}`)
	f.Add(`[{"rule":"B","severity":"critical","field":"fileSize","params":{"max":1,"unit":"MB","sizes":["300x250"]}}]`)
	f.Add(`{"rules":null}`)
	f.Fuzz(func(t *testing.T, s string) {
		rules, err := compliance.LoadRulesFile(strings.NewReader(s))
		if err != nil {
			return
		}
		// Every loaded rule is valid and checkable without panicking.
		a := img("x_300x250.png", 300, 250, 1000)
		for _, r := range rules {
			if err := compliance.ValidateRule(r); err != nil {
				t.Fatalf("loaded an invalid rule: %v", err)
			}
			compliance.RunRuleTest(r, a)
		}
		compliance.Check(context.Background(), a, rules, compliance.Options{})
	})
}

func FuzzGridLocation(f *testing.F) {
	f.Add(0.0, 0.0, 100.0, 100.0)
	f.Add(-5.0, 50.0, 1e300, -3.0)
	f.Fuzz(func(t *testing.T, x, y, w, h float64) {
		g := compliance.GridLocation(compliance.Coordinates{X: x, Y: y, Width: w, Height: h})
		if g == "" {
			return
		}
		for _, part := range strings.Split(g, "-") {
			if len(part) < 2 || part[0] < 'A' || part[0] > 'L' {
				t.Fatalf("bad cell %q in %q", part, g)
			}
		}
	})
}

func BenchmarkCheck(b *testing.B) {
	rules, _ := compliance.Profile("iab-display")
	spec, _ := compliance.Profile("spec")
	rules = append(rules, spec...)
	a := compliance.Asset{Path: "x/Brand_HCP_US-ABC-1234_300x250.jpg", Info: media.Info{Kind: media.KindImage, Format: "JPG", Size: 90 * 1024, Width: 300, Height: 250}}
	b.ReportAllocs()
	for b.Loop() {
		compliance.Check(context.Background(), a, rules, compliance.Options{})
	}
}

// TestRuleSetCheckAllocations holds the per-asset work of `asset check` to
// the allocations it needs today: each is paid for every file of a run (20,500
// in the asset-check benchmark, docs/performance.md), and per-asset work a rule
// set did not need once went unnoticed (an asset's part read from its name
// for a profile without part rules: two allocations and 6,300 instructions an
// asset). Raise the limit only for an allocation a new check needs.
func TestRuleSetCheckAllocations(t *testing.T) {
	spec, _ := compliance.Profile("spec")
	rs := compliance.NewRuleSet(spec)
	a := compliance.Asset{Path: "corpus/images/campaign-01_Cardiovex/Display/Cardiovex_DTC_Mobile_300x250_Savings_v3_0468.png",
		Info: media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 129246, Width: 300, Height: 250}}
	// What one banner needs: the asset, its issues, the messages and
	// values its checks write, its score and its recommendations.
	const limit = 14
	n := testing.AllocsPerRun(20, func() { rs.Check(context.Background(), a, compliance.Options{}) })
	if n > limit {
		t.Errorf("RuleSet.Check of a display banner against the spec profile made %.0f allocations, more than %d", n, limit)
	}
}

// BenchmarkRuleSetCheck is the per-asset work of `asset check`: the spec
// profile prepared once, checked against a display banner named as the
// benchmark corpus names them.
func BenchmarkRuleSetCheck(b *testing.B) {
	spec, _ := compliance.Profile("spec")
	rs := compliance.NewRuleSet(spec)
	a := compliance.Asset{Path: "corpus/images/campaign-01_Cardiovex/Display/Cardiovex_DTC_Mobile_300x250_Savings_v3_0468.png",
		Info: media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 129246, Width: 300, Height: 250}}
	b.ReportAllocs()
	for b.Loop() {
		rs.Check(context.Background(), a, compliance.Options{})
	}
}
