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

// TestPrintMeasurementsAsWritten: print measurements as spec sheets and
// mechanical-requirement pages write them become rules of their own
// measurement: total ink under a label or as "TAC", colours to convert to
// process, a bleed with its metric value in brackets (in mm from the
// inches), a bleed that sizes "include" (the bleed) against one the
// artwork must "extend" (a least), a verbless line opening with a print
// measurement, and a count of a PDF's pages.
func TestPrintMeasurementsAsWritten(t *testing.T) {
	tests := []struct {
		name, src, field, want string
	}{
		{"ink under a row label", "# Files\n| Item | Requirement |\n| Total ink | 320% maximum |\n| Colour | CMYK only |", "format", `{"max":320,"unit":"%","check":"totalInk"}`},
		{"ink written TAC", "# Files\n- TAC 280% max", "format", `{"max":280,"unit":"%","check":"totalInk"}`},
		{"coverage after the value", "# Files\nThere must be no more than 310% total area coverage.", "format", `{"max":310,"unit":"%","check":"totalInk"}`},
		{"colours converted to process", "# Files\nSpot and RGB colours must be converted to process before upload.", "format", `{"allowed":["CMYK"],"check":"colorSpace"}`},
		{"bleed with its metric aside", "# Sizes\nAll bleed sizes must include 0.25\" (6 mm) bleed beyond the trim.", "dimensions", `{"min":6.35,"max":6.35,"unit":"mm","check":"bleed"}`},
		{"bleed the artwork extends", "# Sizes\nBleed backgrounds must extend 0.125 in beyond the trim.", "dimensions", `{"min":3.175,"unit":"mm","check":"bleed"}`},
		{"verbless print line", "# Leaflet\n3.1 Trim size 5.5 x 8.5 in with 0.125 in bleed on every edge.", "dimensions", `{"allowed":["139.7x215.9"],"unit":"mm","check":"trimSize"}`},
		{"pages per PDF", "# Files\nSupply one page per PDF.", "metadata", `{"max":1,"unit":"pages","check":"pageCount"}`},
		{"most pages", "# Inserts\nInserts must have 12 pages maximum.", "metadata", `{"max":12,"unit":"pages","check":"pageCount"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			for _, r := range res.Rules {
				if r.Field != tt.field || r.Params == nil {
					continue
				}
				p := *r.Params
				p.Kinds, p.Platforms, p.Placements, p.Parts = nil, nil, nil, nil
				if dumpP(&p) == tt.want {
					if err := compliance.ValidateRule(r); err != nil {
						t.Fatalf("invalid rule: %v", err)
					}
					return
				}
			}
			t.Fatalf("no %s %s in %s", tt.field, tt.want, dump(res.Rules))
		})
	}
}

// TestBleedPerUnitRow: a grid whose bleed column differs by unit ("Full
// page | 0.125 in", "Half page | non-bleed only") gives each unit's bleed
// for review, and the column's rule admits every unit's (no least bleed
// that would fail the non-bleed units).
func TestBleedPerUnitRow(t *testing.T) {
	src := "# Sizes\n| Unit | Trim size | Bleed |\n| Quarter page | 3.5\" x 4.75\" | non-bleed only |\n| Full page | 8.375\" x 10.875\" | 0.125\" |"
	res := extractText(src)
	var unitRows, column int
	for _, r := range res.Rules {
		if r.Field != "dimensions" || r.Params == nil || r.Params.Check != compliance.DimensionsCheckBleed {
			continue
		}
		q := r.Source.Quote
		switch {
		case strings.HasPrefix(q, "Quarter page |"):
			unitRows++
			if r.Params.Max == nil || *r.Params.Max != 0 || r.Enabled {
				t.Errorf("the non-bleed unit's rule: %s enabled %v", dumpP(r.Params), r.Enabled)
			}
		case strings.HasPrefix(q, "Full page |"):
			unitRows++
			if r.Params.Min == nil || *r.Params.Min != 3.175 {
				t.Errorf("the bleed unit's rule: %s", dumpP(r.Params))
			}
		default:
			column++
			if r.Enabled && r.Params.Min != nil {
				t.Errorf("the column's rule sets a least bleed that fails the non-bleed unit: %s", dumpP(r.Params))
			}
		}
	}
	if unitRows != 2 {
		t.Fatalf("%d unit rows in %s", unitRows, dump(res.Rules))
	}
}

// TestLineArtResolution: a resolution whose subject is line art ("line
// art 1200 dpi" after the images' 300 dpi) is a rule of the line art, so
// that it never fails a photograph; the images keep their own.
func TestLineArtResolution(t *testing.T) {
	res := extractText("# Files\n- Resolution: photographs 300 dpi minimum; monochrome bitmaps at 1200 dpi.")
	var images, lineArt bool
	for _, r := range res.Rules {
		if r.Field != "dimensions" || r.Params == nil || r.Params.Check != compliance.DimensionsCheckResolution || r.Params.Min == nil {
			continue
		}
		switch {
		case *r.Params.Min == 300 && len(r.Params.Parts) == 0:
			images = true
		case *r.Params.Min == 1200 && slices.Equal(r.Params.Parts, []string{"lineArt"}):
			lineArt = true
		default:
			t.Errorf("unexpected resolution rule %s", dumpP(r.Params))
		}
	}
	if !images || !lineArt {
		t.Fatalf("images %v line art %v in %s", images, lineArt, dump(res.Rules))
	}
}

// TestBleedOfSomeUnits: a document with non-bleed units and a bleed
// stated without its units leaves the bleed, and a size with bleed, for
// review (applied to a non-bleed unit's file either would fail it); a
// size written after the word "bleed" is no bleed.
func TestBleedOfSomeUnits(t *testing.T) {
	src := "# Sizes\nBleed sizes must include 0.125 in bleed on every side.\n| Unit | Trim size | Bleed size |\n| Full page | 8.5\" x 11\" | 8.75\" x 11.25\" |\n| Spread | 17\" x 11\" | 17.25\" x 11.25\" |\n| Third page | 2.25\" x 10\" | non-bleed only |"
	res := extractText(src)
	var bleeds, pages int
	for _, r := range res.Rules {
		if r.Field != "dimensions" || r.Params == nil {
			continue
		}
		switch r.Params.Check {
		case compliance.DimensionsCheckBleed:
			if r.Params.Min != nil && *r.Params.Min > 0 {
				bleeds++
				if r.Enabled {
					t.Errorf("a bleed of some units is enabled: %s from %q", dumpP(r.Params), r.Source.Quote)
				}
			}
		case compliance.DimensionsCheckMediaBox:
			pages++
			if r.Enabled {
				t.Errorf("a size with bleed of some units is enabled: %s", dumpP(r.Params))
			}
		}
	}
	if bleeds == 0 || pages == 0 {
		t.Fatalf("bleeds %d pages with bleed %d in %s", bleeds, pages, dump(res.Rules))
	}
	res = extractText("# Carriers\n| Item | Folder |\n| Artwork size (flat, with bleed) | 18.25\" x 12.25\" |")
	for _, r := range res.Rules {
		if r.Params != nil && r.Params.Check == compliance.DimensionsCheckBleed {
			t.Errorf("a size after the word bleed read as a bleed: %s", dumpP(r.Params))
		}
	}
}

// TestPrintSizesOfSomePieces: sizes that are not every piece's PDF page
// arrive for review or give no trim: a trim column with a unit that has
// no trim of its own (a non-bleed unit sized elsewhere), a finished size
// in a document that supplies pieces flat (the folded piece), a size
// delivered untrimmed.
func TestPrintSizesOfSomePieces(t *testing.T) {
	tests := []struct{ name, src, size string }{
		{"unit without a trim in the column",
			"# Sizes\n| Unit | Trim size | Type area |\n| Full page | 8.5\" x 11\" | 7.5\" x 10\" |\n| Spread | 17\" x 11\" | 16\" x 10\" |\n| Quarter page | non-bleed | 3.5\" x 4.75\" |", "215.9x279.4"},
		{"finished size beside a flat one",
			"# Folder\n| Item | Pocket folder |\n| Finished size | 9\" x 12\" |\n| Artwork size (flat, with bleed) | 18.25\" x 12.25\" |", "228.6x304.8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range extractText(tt.src).Rules {
				if r.Enabled && r.Params != nil && r.Params.Check == compliance.DimensionsCheckTrimSize && slices.Contains(r.Params.Allowed, tt.size) {
					t.Errorf("enabled trim %s from %q", dumpP(r.Params), r.Source.Quote)
				}
			}
		})
	}
	for _, r := range extractText("# Inserts\nInserts must be delivered untrimmed at 8.375\" × 11.25\".").Rules {
		if r.Params != nil && r.Params.Check == compliance.DimensionsCheckTrimSize {
			t.Errorf("an untrimmed delivery size read as the trim: %s", dumpP(r.Params))
		}
	}
}

// TestColourSpaceBesideExampleNames: a document's example file names
// (".pdf") say nothing of the colour space, so a CMYK rule stays enabled
// beside them.
func TestColourSpaceBesideExampleNames(t *testing.T) {
	res := extractText("# Files\nColour space: CMYK.\nName each file BRAND_ISSUE_UNIT.pdf, for example ACME_0427_FP.pdf or ACME_0527_HP.pdf.")
	for _, r := range res.Rules {
		if r.Field == "format" && r.Params != nil && r.Params.Check == compliance.FormatCheckColorSpace {
			if !r.Enabled {
				t.Fatalf("colour space left for review: %s", r.ReviewReason)
			}
			return
		}
	}
	t.Fatalf("no colour space rule in %s", dump(res.Rules))
}
