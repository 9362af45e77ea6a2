package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// subloadRefusals are the fileSize rules of a later load of 0 KB.
func subloadRefusals(rules []compliance.Rule) []compliance.Rule {
	var out []compliance.Rule
	for _, r := range rules {
		if r.Field == "fileSize" && r.Params != nil && r.Params.Check == compliance.SizeCheckSubload && r.Params.Max != nil && *r.Params.Max == 0 {
			out = append(out, r)
		}
	}
	return out
}

// A unit that may load nothing after its initial load has a subload limit
// of 0 KB, for that unit's size and for HTML5 units only (a still image's
// "subload" is its whole file): a weight table's cell refusing it, in the
// polite-load column or in a notes column, and a sentence saying so. A
// column's other cells keep their own limits, and a refusal that names no
// size arrives for review.
func TestNoLaterLoadIsASubloadOfNothing(t *testing.T) {
	tests := []struct {
		name, src string
		refusals  int
		sizes     []string // the refusal's sizes
		enabled   bool
	}{
		{"a cell of the polite-load column",
			"# Display\n| Size | Initial load (KB) | Polite load (KB) |\n| 300x250 | 150 | 600 |\n| 728x90 | 150 | 600 |\n| 320x50 | 40 | not permitted |",
			1, []string{"320x50"}, true},
		{"a notes cell",
			"# Display\n| Size | Initial load (KB) | Total (KB) | Notes |\n| 300x250 | 150 | 600 | |\n| 728x90 | 150 | 600 | |\n| 320x50 | 40 | 40 | no polite load |",
			1, []string{"320x50"}, true},
		{"a sentence about one size",
			"# Display\n- The 320x50 must stay under 40 KB, with no polite load.",
			1, []string{"320x50"}, true},
		{"a refusal that names no size",
			"# Display\n| Size | Initial load (KB) | Polite load (KB) |\n| 300x250 | 150 | 600 |\n| 728x90 | 150 | 600 |\n\nSmall mobile units must have no polite load.",
			1, nil, false},
		{"a refusal alone that names no size",
			"# Display\n- Small mobile units must have no polite load.",
			1, nil, false},
		{"a limit of the initial load alone",
			"# Display\n- Banners must not exceed 150 KB without polite load.",
			0, nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			got := subloadRefusals(res.Rules)
			if len(got) != tt.refusals {
				t.Fatalf("%d refusals of the later load, want %d: %+v", len(got), tt.refusals, got)
			}
			if len(got) == 0 {
				return
			}
			r := got[0]
			if !slices.Equal(r.Params.Sizes, tt.sizes) || !slices.Equal(r.Params.Kinds, []string{"html5"}) || r.Enabled != tt.enabled {
				t.Errorf("sizes %v kinds %v enabled %v (%s), want %v [html5] %v", r.Params.Sizes, r.Params.Kinds, r.Enabled, r.ReviewReason, tt.sizes, tt.enabled)
			}
			for _, o := range res.Rules {
				if o.Field == "fileSize" && o.Params != nil && o.Params.Max != nil && *o.Params.Max > 0 && !o.Enabled {
					t.Errorf("%q left for review: %s", o.Rule, o.ReviewReason)
				}
			}
		})
	}
}

// A broader weight limit beside a tighter one of some sizes fails no asset
// the tighter one allows: both stay (the tighter is the document's word for
// its sizes). A broader limit below a size's own higher one would fail that
// size's assets, and is still left for review.
func TestBroaderLimitThatAdmitsTheNarrowerStays(t *testing.T) {
	limit := func(max float64, sizes ...string) compliance.Rule {
		return compliance.Rule{Field: "fileSize", Enabled: true, Severity: compliance.SeverityCritical,
			Params: &compliance.Params{Max: ptrTo(max), Unit: "KB", Check: compliance.SizeCheckInitialLoad, Sizes: sizes, Kinds: []string{"html5"}},
			Source: &compliance.Source{Quote: "limit", Page: 1}}
	}
	tests := []struct {
		name              string
		broad, narrow     compliance.Rule
		broadOn, narrowOn bool
	}{
		{"a tighter limit for one size", limit(150), limit(50, "320x50"), true, true},
		{"a higher limit for one size", limit(150), limit(200, "300x600"), false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.Review(parseSource("# Display\n- Weights."), []compliance.Rule{tt.broad, tt.narrow})
			if rules[0].Enabled != tt.broadOn || rules[1].Enabled != tt.narrowOn {
				t.Errorf("broad enabled %v (%s), narrow enabled %v (%s); want %v, %v", rules[0].Enabled, rules[0].ReviewReason, rules[1].Enabled, rules[1].ReviewReason, tt.broadOn, tt.narrowOn)
			}
		})
	}
}

// A size column whose rows are named units of different sizes gives one
// rule per unit besides the column's list: the unit's own size, left for
// review (no scope states a unit the table names), while the list of every
// unit's sizes stays enabled. Rows of one size each keep their own rule;
// rows named only by their size, and a column of minimum sizes, give none.
func TestUnitRowsOfASizeColumn(t *testing.T) {
	tests := []struct {
		name, src string
		units     map[string][]string // a unit's rule: its allowed sizes
	}{
		{"named screens",
			"# Screens\n| Site | Resolution (px) | Slot |\n| Harbour mall | 1080 × 1920 | 10 s |\n| North station | 1080 × 1920 | 10 s |\n| Airport lounge | 1920 × 1080 | 15 s |",
			map[string][]string{"Harbour mall": {"1080x1920"}, "North station": {"1080x1920"}, "Airport lounge": {"1920x1080"}}},
		{"rows named by their size", "# Display\n| Size | Max weight (KB) |\n| 300x250 | 150 |\n| 728x90 | 150 |", nil},
		{"a column of minimum sizes",
			"# Images\n| Asset | Minimum size (px) |\n| Landscape image | 600 × 314 |\n| Square image | 300 × 300 |", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			got := map[string][]string{}
			lists := 0
			for _, r := range res.Rules {
				if r.Field != "dimensions" || r.Params == nil {
					continue
				}
				if strings.Contains(r.Source.Quote, " | ") {
					unit := strings.SplitN(r.Source.Quote, " | ", 2)[0]
					got[unit] = r.Params.Allowed
					if r.Enabled || !strings.Contains(r.ReviewReason, unit) {
						t.Errorf("%q: enabled %v, reason %q; want it left for review naming the unit", r.Source.Quote, r.Enabled, r.ReviewReason)
					}
				} else if r.Enabled && len(r.Params.Allowed) > 1 {
					lists++
				}
			}
			if len(got) != len(tt.units) {
				t.Fatalf("unit rules %v, want %v", got, tt.units)
			}
			for u, want := range tt.units {
				if !slices.Equal(got[u], want) {
					t.Errorf("%s: %v, want %v", u, got[u], want)
				}
			}
			if len(tt.units) > 0 && lists != 1 {
				t.Errorf("%d enabled lists of every unit's sizes, want 1", lists)
			}
		})
	}
}
