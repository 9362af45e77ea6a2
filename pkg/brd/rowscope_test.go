package brd_test

import (
	"slices"
	"strings"
	"testing"
)

// TestRowLabelsScopeTheirLimits: in a spec sheet or tracker with one row per
// platform and placement, a row's limits are the platform's and
// placement's its label names (the sizes alone do not tell a Reel from a
// TikTok video); a label naming a display unit called a billboard, or the
// device a store screenshot is sized for, scopes nothing.
func TestRowLabelsScopeTheirLimits(t *testing.T) {
	social := "# Social deliverables\n| Deliverable | Size | Length | Max file |\n| Instagram Reels cut | 1080 × 1920 | up to 90 s | 4 GB |\n| TikTok in-feed cut | 1080 × 1920 | up to 60 s | 500 MB |\n| Meta feed still | 1080 × 1080 | — | 30 MB |"
	tests := []struct {
		name, src, field, value string
		platforms, placements   []string
	}{
		{"a platform's placement", social, "duration", `"max":90,`, []string{"instagram"}, []string{"reels"}},
		{"another platform's row of the same size", social, "duration", `"max":60,`, []string{"tiktok"}, []string{"feed"}},
		{"a weight", social, "fileSize", `"max":30720,`, []string{"meta"}, []string{"feed"}},
		{"a display unit called a billboard", "# Display\n| Unit | Size | Max weight |\n| Billboard | 970 × 250 | 200 KB |\n| Leaderboard | 728 × 90 | 150 KB |", "fileSize", `"max":200,`, nil, nil},
		{"a device a screenshot is sized for", "# Store listing\n| Asset | Size | Max file |\n| iPhone screenshots | 1290 × 2796 | 8 MB |\n| iPad screenshots | 2048 × 2732 | 10 MB |", "fileSize", `"max":10240,`, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkRuleScope(t, tc.src, tc.field, tc.value, tc.platforms, tc.placements) })
	}
}

// TestSizeHeadingScopesItsCard: a card or section headed by nothing but a
// size gives its weights and lengths that size; a heading that also names
// other things, and a format under a size heading, take none.
func TestSizeHeadingScopesItsCard(t *testing.T) {
	cards := "# Rich media units\n## 300 × 250\n- Initial load: 140 KB\n- Formats: HTML5 or GIF\n## 300 × 600\n- Initial load: 190 KB\n## Interstitials and skins\n- Initial load: 250 KB"
	tests := []struct {
		name, field, value string
		sizes              []string
	}{
		{"a size heading's weight", "fileSize", `"max":190,`, []string{"300x600"}},
		{"another card's weight", "fileSize", `"max":140,`, []string{"300x250"}},
		{"a heading naming units", "fileSize", `"max":250,`, nil},
		{"a format under a size heading", "format", `"GIF"`, nil},
	}
	res := extractText(cards)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			found := false
			for _, r := range res.Rules {
				if r.Field != tc.field || r.Params == nil || !strings.Contains(dump(r.Params), tc.value) {
					continue
				}
				found = true
				if !slices.Equal(r.Params.Sizes, tc.sizes) {
					t.Errorf("%s: sizes %v, want %v", dump(r.Params), r.Params.Sizes, tc.sizes)
				}
			}
			if !found {
				t.Fatalf("no %s rule with %s: %s", tc.field, tc.value, dump(res.Rules))
			}
		})
	}
}

// TestRefusedTestInputSizesItsLimit: a test step whose expected result
// refuses an input of one size ("320 × 50, 61 kB | Upload blocked: …")
// gives the limit its message states that size, not every other size.
func TestRefusedTestInputSizesItsLimit(t *testing.T) {
	script := "# Intake test script\n| Step | Action | Input | Expected result |\n| 1 | Upload a mobile banner above its cap | 320 × 50, 61 kB | Upload blocked: “Mobile banners must not exceed 60 kB” |\n| 2 | Upload a leaderboard | 728 × 90, 140 kB | Upload allowed |\n| 3 | Upload a half page | 300 × 600, 190 kB | Upload allowed |"
	res := extractText(script)
	found := false
	for _, r := range res.Rules {
		if r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil || *r.Params.Max != 60 {
			continue
		}
		found = true
		if !slices.Equal(r.Params.Sizes, []string{"320x50"}) {
			t.Errorf("%s: sizes %v, want [320x50]", dump(r.Params), r.Params.Sizes)
		}
	}
	if !found {
		t.Fatalf("no 60 kB rule: %s", dump(res.Rules))
	}
}
