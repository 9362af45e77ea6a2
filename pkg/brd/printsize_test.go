package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestPrintSizesInMillimetres: a width × height in inches, centimetres or
// millimetres is a print size read in mm to one decimal, whatever way it
// is typed; which box of the page it is comes from its words; it never
// becomes a size in pixels, and a pixel size never becomes a print one.
func TestPrintSizesInMillimetres(t *testing.T) {
	tests := []struct {
		name, src string
		check     string   // the print rule's measurement; "" = no print size rule
		sizes     []string // its allowed sizes in mm
		enabled   bool
		pixels    []string // pixel sizes the text must still give ("" check only)
	}{
		{"decimal inches with marks", "# Journal\nThe full-page trim must be 8.375\" × 10.875\".", "trimSize", []string{"212.7x276.2"}, true, nil},
		{"inches spelt out", "# Poster\nPosters must be 18 x 24 inches finished.", "trimSize", []string{"457.2x609.6"}, true, nil},
		{"in. with a full stop", "# Leaflet\nSupply the leaflet at 5.5 x 8.5 in. trim size.", "trimSize", []string{"139.7x215.9"}, true, nil},
		{"mixed fraction", "# Journal\nTrim size: 8 1/4 x 10 7/8 in", "trimSize", []string{"209.6x276.2"}, true, nil},
		{"vulgar fraction", "# Insert\nThe insert must measure 5½″ × 8½″ after trimming.", "trimSize", []string{"139.7x215.9"}, true, nil},
		{"centimetres", "# Poster\nThe poster must be 42 × 59.4 cm.", "trimSize", []string{"420x594"}, true, nil},
		{"millimetres with a decimal", "# Card\nCards must be 85.6 × 54 mm.", "trimSize", []string{"85.6x54"}, true, nil},
		{"metric aside is the same size", "# Journal\nPage: 8.5\" × 11\" (216 × 279 mm).", "trimSize", []string{"215.9x279.4"}, true, nil},
		{"two sizes in one sentence are either", "# Leaflets\nLeaflets must be A5 (148 × 210 mm) or A6 (105 × 148 mm).", "trimSize", []string{"148x210", "105x148"}, true, nil},
		{"a size with bleed is the page", "# Journal\nBleed size: 8.625\" × 11.125\"", "mediaBox", []string{"219.1x282.6"}, true, nil},
		{"artwork including bleed", "# Folder\nArtwork 18.25 x 12.25 in including 0.125 in bleed.", "mediaBox", []string{"463.6x311.2"}, true, nil},
		{"trim with bleed around it", "# Ad\nThe ad must be A4 (210 × 297 mm) with 3 mm bleed.", "trimSize", []string{"210x297"}, true, nil},
		{"live area left for review", "# Journal\nLive area: 7 × 10 in", "trimSize", []string{"177.8x254"}, false, nil},
		{"a folded size is no page", "# Brochure\nFolded size 3.67 x 8.5 in.", "", nil, false, nil},
		{"a bound is no trim", "# Inserts\nInserts may be up to 8.5 × 11 in.", "", nil, false, nil},
		{"pixels followed by in stay pixels", "# Display\nThe MPU is 300 x 250 in the right rail.", "", nil, false, []string{"300x250"}},
		{"quoted pixel size stays pixels", "# Display\nName the size \"728x90\" in the file name.", "", nil, false, []string{"728x90"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			var found *compliance.Rule
			for i, r := range res.Rules {
				if r.Field != "dimensions" || r.Params == nil {
					continue
				}
				switch r.Params.Check {
				case compliance.DimensionsCheckTrimSize, compliance.DimensionsCheckMediaBox:
					if tt.check == "" {
						t.Fatalf("a print size rule %s from %q", dumpP(r.Params), r.Source.Quote)
					}
					found = &res.Rules[i]
				case "":
					for _, a := range r.Params.Allowed {
						if !slices.Contains(tt.pixels, a) {
							t.Fatalf("a pixel size %s from a print size: %s", a, dumpP(r.Params))
						}
					}
				}
			}
			if tt.check == "" {
				return
			}
			if found == nil {
				t.Fatalf("no print size rule in %s", dump(res.Rules))
			}
			if found.Params.Check != tt.check || !slices.Equal(found.Params.Allowed, tt.sizes) || found.Params.Unit != "mm" || found.Enabled != tt.enabled {
				t.Fatalf("got %s enabled %v (%s), want %s %v enabled %v", dumpP(found.Params), found.Enabled, found.ReviewReason, tt.check, tt.sizes, tt.enabled)
			}
			if err := compliance.ValidateRule(*found); err != nil {
				t.Fatalf("invalid rule: %v", err)
			}
			if tt.enabled && strings.Contains(found.ReviewReason, "live") {
				t.Fatalf("flagged as a live area: %s", found.ReviewReason)
			}
		})
	}
}
