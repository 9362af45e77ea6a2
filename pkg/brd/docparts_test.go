package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestComponentRowsGiveTheirParts: a table whose rows are the components
// of a kit ("Asset | Size | Format | Weight") gives each row's limits to
// the component its label names: a part of the model's, or the document's
// own component in lowerCamelCase; rows naming the creative itself, and
// tables whose rows are no components, give no part.
func TestComponentRowsGiveTheirParts(t *testing.T) {
	kit := "# Trade-show kit\n| Asset | Size | Format | Weight |\n| Kiosk poster | 1080 × 1920 px | JPG | ≤ 400 KB |\n| Floor decals | 600 × 600 px | PNG | ≤ 200 KB |\n| Logo | 500 × 500 px | SVG | ≤ 50 KB |"
	tests := []partCase{
		{"a component the model does not list", kit, "fileSize", "400 KB", []string{"kioskPoster"}},
		{"its format too, the plural made singular", kit, "format", "PNG", []string{"floorDecal"}},
		{"a component the model lists", kit, "fileSize", "50 KB", []string{"logo"}},
		{"rows naming the creative itself", "# Display\n| Asset | Size | Weight |\n| Static banner | 300 × 250 | 150 KB |\n| HTML5 banner | 728 × 90 | 200 KB |", "fileSize", "200 KB", nil},
		{"rows naming units a publisher sells", "# Display\n| Asset | Size | Weight |\n| Pushdown | 970 × 90 | 150 KB |\n| Full-screen takeover | 320 × 480 | 200 KB |", "fileSize", "200 KB", nil},
		{"rows of units, not components", "# Display\n| Unit | Size | Weight |\n| Kiosk poster | 1080 × 1920 | 400 KB |\n| Floor decals | 600 × 600 | 200 KB |", "fileSize", "400 KB", nil},
	}
	checkPartCases(t, tests)
}

// TestComponentRowsMinimumSizeIsNoExactSize: a minimum-size column of rows
// that are components gives no exact size for each component (that size
// would fail every larger image the document allows).
func TestComponentRowsMinimumSizeIsNoExactSize(t *testing.T) {
	res := extractText("# Responsive display\n| Asset | Minimum size, px | Max file size |\n| Wide image | 600 × 314 | 5 MB |\n| Tall image | 480 × 600 | 5 MB |")
	for _, r := range res.Rules {
		if r.Field == "dimensions" && r.Params != nil && len(r.Params.Parts) > 0 && len(r.Params.Allowed) > 0 {
			t.Errorf("a component's exact size from a minimum-size column: %s", dump(r))
		}
	}
}

// TestRowLabelledWithAPartsName: a row whose label is nothing but a part's
// own name gives that part its file limits; a code that spells a part's
// abbreviation, and a logo's presence on the creative, give none.
func TestRowLabelledWithAPartsName(t *testing.T) {
	tests := []partCase{
		{"an icon's size", "# In-app card\n| Element | Spec |\n| Headline | 35 characters max |\n| Icon | 96 × 96 px PNG |", "dimensions", "96", []string{"appIcon"}},
		{"a hero's size", "# Email\n| Element | Spec |\n| Width | 600 px |\n| Hero | 1200 × 600 px JPG |", "dimensions", "1200", []string{"mainImage"}},
		{"a code that spells an abbreviation", "# Contract\n| Req. | Requirement |\n| CMP-2 | Every file SHALL be no larger than 2 MB. |", "fileSize", "2 MB", nil},
		{"a logo's presence", "# Brand\n| Item | Rule |\n| Logo | Must appear in the end frame, at least 80 px wide |", "brandGuidelines", "80 px", nil},
	}
	checkPartCases(t, tests)
}

// TestPartNamedInItsOwnClause: a part named in one clause of a format list
// takes that clause's formats; the other clauses' formats are not the
// part's and get no part from it.
func TestPartNamedInItsOwnClause(t *testing.T) {
	res := extractText("# Site\n- Pictures must be JPG or GIF; SVG only for the logo.")
	var got []string
	for _, r := range res.Rules {
		if r.Field == "format" && r.Params != nil {
			got = append(got, dump(r.Params.Allowed)+" "+dump(r.Params.Parts))
		}
	}
	want := []string{`["JPG","GIF"] null`, `["SVG"] ["logo"]`}
	if !slices.Equal(got, want) {
		t.Fatalf("format rules %v, want %v", got, want)
	}
}

// TestImagesAsTheirClausesSubject: images named as the subject of their
// own clause with a limit of each are the still and animated images; a
// bare "Images must not exceed" stays any asset's.
func TestImagesAsTheirClausesSubject(t *testing.T) {
	tests := []struct{ src, field, quote, kinds string }{
		{"# Email\n- The email HTML stays under 90 KB; images live on our CDN and must not exceed 150 KB each.", "fileSize", "150 KB", `["static","animated"]`},
		{"# Journal\nImages must not exceed 2 MB.", "fileSize", "2 MB", `null`},
		// A row labelled as images alone, with a limit of each.
		{"# Website\n| Item | Standard |\n| Width | 1440 px |\n| Article images | Exported at 2x, no larger than 250 KB each |", "fileSize", "250 KB", `["static","animated"]`},
		{"# Website\n| Item | Standard |\n| Width | 1440 px |\n| Article images | no larger than 250 KB |", "fileSize", "250 KB", `null`},
	}
	for _, tt := range tests {
		r := reviewed(t, tt.src, tt.field, tt.quote)
		if got := dump(paramsOrNil(r).Kinds); got != tt.kinds {
			t.Errorf("%q: kinds %s, want %s", tt.quote, got, tt.kinds)
		}
	}
}

// TestNamedFileGivesItsPart: values given right after a file named by its
// fixed name are that file's: the part its name says, or the name itself;
// a file named only as an example gives none.
func TestNamedFileGivesItsPart(t *testing.T) {
	tests := []partCase{
		{"a name the product reads as a part", "# Slide package\nEach package has a cover image.\n- thumb.jpg: 300 × 200 px, JPG.", "dimensions", "300", []string{"thumbnail"}},
		{"a name of the document's own", "# Slide package\nEach package has a cover image.\n- cover.png: 1600 × 900 px, PNG; shown before the deck opens.", "dimensions", "1600", []string{"cover"}},
		{"a versioned example", "# Slide package\n- deck-v2.png: 1600 × 900 px, PNG.", "dimensions", "1600", nil},
	}
	checkPartCases(t, tests)
}

// TestSectionAboutOnePartOverSizes: a section headed by one part gives its
// table's sized limits to that part too; a section about the units does
// not.
func TestSectionAboutOnePartOverSizes(t *testing.T) {
	tests := []partCase{
		{"a companion section's table", "# Audio\nSpots are MP3.\n## 4. Companion banners\n| Size | Shown in | Max weight |\n| 640 × 640 | Mobile apps | 180 KB |\n| 300 × 250 | Web player | 120 KB |", "fileSize", "180", []string{"companionBanner"}},
		{"a display section's table", "# Audio\nSpots are MP3.\n## 4. Display units\n| Size | Shown in | Max weight |\n| 640 × 640 | Mobile apps | 180 KB |\n| 300 × 250 | Web player | 120 KB |", "fileSize", "180", nil},
	}
	checkPartCases(t, tests)
}

// TestNamingPatternOfOnePart: a naming pattern whose sentence is about one
// part's file names is that part's (the creative's own pattern yields to
// it for those files); a pattern that only mentions a part is not.
func TestNamingPatternOfOnePart(t *testing.T) {
	src := "# Build\n- Email names: ZY_EML_[Topic]_v[N], e.g. ZY_EML_Launch_v2. Thumbnail file names: ZY_[Topic]_thumb, e.g. ZY_Launch_thumb."
	tests := []struct {
		quote string
		parts []string
	}{
		{"Thumbnail file names", []string{"thumbnail"}},
		{"Email names", nil},
	}
	for _, tt := range tests {
		r := reviewed(t, src, "naming", tt.quote)
		if got := paramsParts(r); !slices.Equal(got, tt.parts) || !r.Enabled {
			t.Errorf("%q: parts %v enabled %v, want %v enabled: %s", tt.quote, got, r.Enabled, tt.parts, dump(r))
		}
	}
}

// TestItemLabelNamesAComponent: a list item whose label names a component
// of the creative ("Promo tiles: …") gives that component its file
// limits; a label naming the creative itself gives none.
func TestItemLabelNamesAComponent(t *testing.T) {
	tests := []partCase{
		{"a component the model does not list", "# Messenger\n- Promo tiles (app only): image 640 × 320 px, PNG, 90 KB max; tile title 40 characters max.", "fileSize", "90 KB", []string{"promoTile"}},
		{"a component the model lists", "# Email\n- Hero image: 1200 × 600 px, JPG, 150 KB max.", "fileSize", "150 KB", []string{"mainImage"}},
		{"the creative itself", "# Display\n- Static images: 300 × 250 px, JPG, 150 KB max.", "fileSize", "150 KB", nil},
	}
	checkPartCases(t, tests)
}

// TestHoldOnTheEndFrameIsNoEndCard: an animation that holds on its end
// frame after its loops limits the whole unit, not an end card.
func TestHoldOnTheEndFrameIsNoEndCard(t *testing.T) {
	r := reviewed(t, "# Display\n- Animation: 3 loops max, then hold on the end frame.", "duration", "3 loops")
	if got := paramsParts(r); len(got) > 0 {
		t.Fatalf("parts %v, want none: %s", got, dump(r))
	}
}

// TestPronounTextRequirementOfAPart: a requirement without values whose
// subject is a pronoun is about the part the text before it named; a
// pronoun after text naming no part leaves it the creative's.
func TestPronounTextRequirementOfAPart(t *testing.T) {
	tests := []struct {
		name, src, quote string
		parts            []string
	}{
		{"a condition without a comma", "# Audio\n- A companion banner of 640 × 640 px, PNG, may be sent; if sent it must show the brand name.", "if sent it must", []string{"companionBanner"}},
		{"the sentence before", "# Audio\n## Companion art\nCompanion banner size: 640 × 640 px, PNG. It must show the safety information link.", "It must show", []string{"companionBanner"}},
		{"no part before", "# Audio\nSpots are MP3 at 192 kbps. It must carry the safety information link.", "It must carry", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			found := false
			for _, r := range res.Rules {
				if !strings.Contains(r.Source.Quote, tt.quote) || hasParamValues(r) {
					continue
				}
				found = true
				if got := paramsParts(r); !slices.Equal(got, tt.parts) {
					t.Errorf("%s: parts %v, want %v: %s", r.Field, got, tt.parts, dump(r))
				}
			}
			if !found {
				t.Fatalf("no text rule quoting %q in %s", tt.quote, dump(res.Rules))
			}
		})
	}
}

func hasParamValues(r compliance.Rule) bool {
	p := r.Params
	return p != nil && (len(p.Allowed) > 0 || p.Min != nil || p.Max != nil || p.Pattern != "")
}

// partCase is a rule (field, a words of its quote) read from src and the
// parts it must have.
type partCase struct {
	name, src, field, quote string
	parts                   []string
}

func checkPartCases(t *testing.T, tests []partCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if got := paramsParts(r); !slices.Equal(got, tt.parts) {
				t.Fatalf("parts %v, want %v: %s", got, tt.parts, dump(r))
			}
		})
	}
}
