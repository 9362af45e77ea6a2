package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// techRule is the rule of field whose quote contains quote, or nil.
func techRule(rules []compliance.Rule, field, quote string) *compliance.Rule {
	for i, r := range rules {
		if r.Field == field && r.Source != nil && strings.Contains(r.Source.Quote, quote) {
			return &rules[i]
		}
	}
	return nil
}

// A help page prints each property as a small heading with a short
// paragraph under it whose first sentence is the value and whose next
// sentences explain it: the first sentence is the heading's value.
func TestHeadedValueParagraph(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		allowed                 []string
		max                     float64
	}{
		{"lengths then a refusal", "# Spot delivery\n### Spot length\n10, 20 or 45 seconds. Spots of other lengths are sent back.",
			"duration", "10, 20 or 45 seconds", []string{"10", "20", "45"}, 0},
		{"rates then an exclusion", "# Spot delivery\n### Frame rate\n25 or 50 fps, progressive. Interlaced masters are sent back to the agency.",
			"frameRate", "25 or 50 fps", []string{"25", "50"}, 0},
		{"a measured quantity's label", "# Audio\n### Sample rate\n48 kHz, 24-bit. Files at 44.1 kHz are sent back.",
			"audioSampleRate", "48 kHz", []string{"48000"}, 0},
		{"a question that asks for the property", "# Podcast ads: questions\n## Q. Which frame rates do you accept?\n24 or 25 fps. Anything else is converted and may stutter.",
			"frameRate", "24 or 25 fps", []string{"24", "25"}, 0},
		{"two weights in one line", "# Web units\n### Max file size\n90KB for still images and animated GIF; 180KB initial load for HTML5 units",
			"fileSize", "90KB for still images", nil, 90},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			r := techRule(res.Rules, tt.field, tt.quote)
			if r == nil {
				t.Fatalf("no %s rule quoting %q in %v", tt.field, tt.quote, ruleQuotes(res.Rules))
			}
			if r.Severity != compliance.SeverityCritical || r.Params == nil {
				t.Fatalf("rule %+v", r)
			}
			if tt.allowed != nil && !slices.Equal(r.Params.Allowed, tt.allowed) {
				t.Errorf("allowed %v, want %v", r.Params.Allowed, tt.allowed)
			}
			if tt.max > 0 && (r.Params.Max == nil || *r.Params.Max != tt.max) {
				t.Errorf("max %v, want %v", r.Params.Max, tt.max)
			}
		})
	}
	// A heading that names no property, or a paragraph whose first
	// sentence is prose without a value, adds nothing.
	for _, src := range []string{
		"# About us\n### Our history\n1998, 2004 and 2011 were our busiest years. We grew every year.",
		"# Spot delivery\n### Frame rate\nThe frame rate is agreed with the studio before the shoot. Ask your producer.",
	} {
		if res := extractText(src); len(res.Rules) != 0 {
			t.Errorf("%q gave %v", src, ruleQuotes(res.Rules))
		}
	}
}

// measuredAllowed joins the allowed values of the rules of field and
// measurement check extracted from src.
func measuredAllowed(src, field, check string) string {
	var got []string
	for _, r := range extractText(src).Rules {
		if r.Field == field && r.Params != nil && r.Params.Check == check {
			got = append(got, r.Params.Allowed...)
		}
	}
	return strings.Join(got, ",")
}

func ruleQuotes(rules []compliance.Rule) []string {
	var out []string
	for _, r := range rules {
		if r.Source != nil {
			out = append(out, r.Field+": "+r.Source.Quote)
		}
	}
	return out
}

// Prose says what each kind of asset is without "must": "Delivery files
// are MP4 …" in a paragraph is the delivery files' specification, as it
// is in a list item; two clauses with subjects of their own are two
// rules, each with its own values.
func TestCopulaSpecInProse(t *testing.T) {
	tests := []struct {
		name, src string
		want      map[string][]string // quote -> allowed values of its rule
		field     string
	}{
		{"several kinds of value", "# 5. Handover\nHandover files are MOV (ProRes 422) with PCM audio, 3840 × 2160. Ask the studio if unsure.",
			map[string][]string{"Handover files are MOV": {"3840x2160"}}, "dimensions"},
		{"a choice after a line number", "# 2. Social\nS2.3 Story images are 1080x1920 or 720x1280.",
			map[string][]string{"Story images are 1080x1920 or 720x1280": {"1080x1920", "720x1280"}}, "dimensions"},
		{"a long sentence of several kinds", "# 6. Masters\nMasters are Apple ProRes 4444 in a MOV container, 3840 × 2160, progressive, at 50 fps for European jobs and 59.94 fps for North American jobs.",
			map[string][]string{"Masters are Apple ProRes 4444": {"3840x2160"}}, "dimensions"},
		{"what a kind runs for", "# Audio\nPodcast ads run 20, 40 or 60 seconds. Sponsorship reads are priced apart.",
			map[string][]string{"Podcast ads run 20, 40 or 60 seconds": {"20", "40", "60"}}, "duration"},
		{"two kinds in one sentence", "# 3. Online video\nPre-roll spots are 20 or 40 seconds; bumpers are exactly 5 seconds.",
			map[string][]string{"Pre-roll spots are 20 or 40 seconds": {"20", "40"}, "bumpers are exactly 5 seconds": {"5"}}, "duration"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			for quote, allowed := range tt.want {
				r := techRule(res.Rules, tt.field, quote)
				if r == nil {
					t.Fatalf("no %s rule quoting %q in %v", tt.field, quote, ruleQuotes(res.Rules))
				}
				if r.Params == nil || !slices.Equal(r.Params.Allowed, allowed) {
					t.Errorf("%q: params %+v, want allowed %v", quote, r.Params, allowed)
				}
			}
		})
	}
	// One deliverable's description ("our", "the") with one value, and a
	// kind's single figure without a choice, stay descriptions.
	for _, src := range []string{
		"Our launch spot is 45 seconds long and was shot in Lisbon.",
		"Banners are 300x250.",
	} {
		if res := extractText(src); len(res.Rules) != 0 {
			t.Errorf("%q gave %v", src, ruleQuotes(res.Rules))
		}
	}
}

// Words that name a statement, a tag or a part ("companion", "logo",
// "alt text") decide the sentence's field, but values of several kinds
// beside them are the specification of that thing's file: each is a rule
// of its own, beside the named field's.
func TestFileSpecBesideNamedField(t *testing.T) {
	tests := []struct {
		name, src string
		fields    []string
	}{
		{"a tag's companion", "# Companions\nWhen the VAST response carries a CompanionAds node, each companion must be a static 320 × 480 image (JPG or PNG) of no more than 90 KB.",
			[]string{"dimensions", "format", "fileSize"}},
		{"an email image with alt text", "# Newsletter\nOne static 640×160 JPG, 45 KB max., with alt text.",
			[]string{"dimensions", "fileSize"}},
		{"the media file inside the tag", "# Native video\nThe media file inside the tag must be an MP4 (H.264 video, AAC audio) of at least 1280 × 720 pixels, and no larger than 40 MB.",
			[]string{"fileSize"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			for _, f := range tt.fields {
				if r := techRule(res.Rules, f, ""); r == nil || r.Params == nil {
					t.Errorf("no %s rule with values in %v", f, ruleQuotes(res.Rules))
				}
			}
		})
	}
	// A statement shown inside the creative gives the size of its own
	// region: an ISI panel's minimum size and weight are no banner's.
	res := extractText("# Display units\nThe ISI box on each unit must be at least 300x250 and no heavier than 150 KB.")
	for _, f := range []string{"dimensions", "fileSize"} {
		if r := techRule(res.Rules, f, ""); r != nil && r.Enabled {
			t.Errorf("an ISI box's %s became an enabled rule for every unit: %+v", f, r.Params)
		}
	}
	// A table row labelled with the part gives the same rules.
	row := extractText("# Search ads\n| Asset | Requirement |\n| Brand logo | 512 × 512 px or larger, PNG or JPG, up to 2 MB, on a white background |")
	for _, f := range []string{"dimensions", "fileSize"} {
		if r := techRule(row.Rules, f, "Brand logo"); r == nil || r.Params == nil {
			t.Errorf("no %s rule of the labelled row in %v", f, ruleQuotes(row.Rules))
		}
	}
	// One measure of a part stays the part's own rule: a logo's width is
	// no creative's width.
	res = extractText("# Branding\nThe logo must be at least 80 px wide.")
	if r := techRule(res.Rules, "dimensions", ""); r != nil {
		t.Errorf("a logo's width became a dimensions rule: %+v", r.Params)
	}
}

// "no higher than", "no lower than" bound a value as "no more than" does:
// the line is a requirement and the bound its limit.
func TestHigherLowerBounds(t *testing.T) {
	tests := []struct {
		src, field, check string
		min, max          float64
	}{
		{"Mix at -18 LUFS integrated (±1 LU), true peak no higher than -2 dBTP.", "audioLoudness", "truePeak", 0, -2},
		{"Line 2, outstream. H.264 in MP4, 1280×720, video bitrate no lower than 6 Mbps.", "bitrate", "", 6000, 0},
	}
	for _, tt := range tests {
		t.Run(tt.field, func(t *testing.T) {
			res := extractText("# Delivery\n" + tt.src)
			var got *compliance.Rule
			for i, r := range res.Rules {
				if r.Field == tt.field && r.Params != nil && r.Params.Check == tt.check {
					got = &res.Rules[i]
				}
			}
			if got == nil {
				t.Fatalf("no %s rule in %v", tt.field, ruleQuotes(res.Rules))
			}
			if tt.min != 0 && (got.Params.Min == nil || *got.Params.Min != tt.min) || tt.max != 0 && (got.Params.Max == nil || *got.Params.Max != tt.max) {
				t.Errorf("params %s, want min %v max %v", dumpP(got.Params), tt.min, tt.max)
			}
		})
	}
}

// A page exported from a notes tool prints each collapsible section's
// title after its toggle glyph ("▾ YouTube"): the lines under it are that
// section's, scoped as under a heading.
func TestToggleSectionScopes(t *testing.T) {
	src := "# Channel specs\n▾ YouTube\nAudio -14 LUFS integrated (±1 LU), true peak no higher than -1 dBTP.\n▾ TikTok\nAudio -16 LUFS integrated (±2 LU)."
	res := extractText(src)
	for _, tc := range []struct{ quote, platform string }{{"-14 LUFS", "youtube"}, {"-16 LUFS", "tiktok"}} {
		r := techRule(res.Rules, "audioLoudness", tc.quote)
		if r == nil || r.Params == nil {
			t.Fatalf("no loudness rule quoting %q in %v", tc.quote, ruleQuotes(res.Rules))
		}
		if !slices.Contains(r.Params.Platforms, tc.platform) {
			t.Errorf("%q: platforms %v, want %s", tc.quote, r.Params.Platforms, tc.platform)
		}
	}
}

// A standard kept as a workbook lists one property per row ("Ref | Asset
// type | Channel | Property | Requirement | Level | Notes"): the property
// names the field, the requirement is its value, the level its severity
// (SHALL, SHOULD; INFO rows are not checked) and the notes are no values.
func TestPropertyRequirementRows(t *testing.T) {
	src := "# Asset catalogue\n" +
		"| Ref | Asset type | Channel | Property | Requirement | Level | Notes |\n" +
		"| C-1 | Static banner | Display | Dimensions | 300x250, 160x600 | SHALL | |\n" +
		"| C-2 | Static banner | Display | File size | 120 KB max. | SHALL | Raised from 90 KB in 2026 |\n" +
		"| C-3 | Static banner | Display | Typical file size | 30–50 KB | INFO | Planning value |\n" +
		"| C-4 | HTML5 banner | Display | Files in package | 12 max. | SHOULD | |\n" +
		"| C-5 | Feed image | Social | File size | 20 MB max. | SHALL | |\n"
	res := extractText(src)
	tests := []struct {
		quote, field string
		sev          compliance.Severity
		max          float64
		kind         string
	}{
		{"Dimensions | 300x250, 160x600", "dimensions", compliance.SeverityCritical, 0, ""},
		{"File size | 120 KB max.", "fileSize", compliance.SeverityCritical, 120, ""},
		{"Files in package | 12 max.", "metadata", compliance.SeverityWarning, 12, ""},
		{"File size | 20 MB max.", "fileSize", compliance.SeverityCritical, 20480, "static"},
	}
	for _, tt := range tests {
		r := techRule(res.Rules, tt.field, tt.quote)
		if r == nil || r.Params == nil {
			t.Errorf("no %s rule quoting %q in %v", tt.field, tt.quote, ruleQuotes(res.Rules))
			continue
		}
		if r.Severity != tt.sev {
			t.Errorf("%q: severity %s, want %s", tt.quote, r.Severity, tt.sev)
		}
		if tt.max != 0 && (r.Params.Max == nil || *r.Params.Max != tt.max) {
			t.Errorf("%q: params %s, want max %v", tt.quote, dumpP(r.Params), tt.max)
		}
		if tt.kind != "" && !slices.Equal(r.Params.Kinds, []string{tt.kind}) {
			t.Errorf("%q: kinds %v, want %s", tt.quote, r.Params.Kinds, tt.kind)
		}
	}
	if r := techRule(res.Rules, "fileSize", "30–50 KB"); r != nil {
		t.Errorf("an INFO row became a rule: %q", r.Source.Quote)
	}
}

// A lead-in that allows an asset ("A sponsor may add one video to the
// page:") gives its items no permission: each item is the specification
// of that asset, a requirement when it is supplied.
func TestPermittedAssetSpecItems(t *testing.T) {
	src := "# Sponsor video\nA sponsor may add one short explainer video to the page:\n- MP4 (H.264), 1280 × 720, 30 fps.\n- Loudness: −24 LUFS integrated.\n"
	res := extractText(src)
	for _, f := range []string{"dimensions", "frameRate", "audioLoudness"} {
		r := techRule(res.Rules, f, "")
		if r == nil {
			t.Fatalf("no %s rule in %v", f, ruleQuotes(res.Rules))
		}
		if r.Severity != compliance.SeverityCritical {
			t.Errorf("%s: severity %s, want critical", f, r.Severity)
		}
	}
}

// A specification line a document styled as a heading ("Loudness: -23
// LUFS ±1") is read as a requirement as well as a title; a title whose
// label names no property is not.
func TestSpecLineHeading(t *testing.T) {
	res := extractText("# 2. Video\n## Loudness: -23 LUFS ±1\nMixes are checked on delivery.")
	if r := techRule(res.Rules, "audioLoudness", "-23 LUFS"); r == nil || r.Params == nil || r.Params.Max == nil || *r.Params.Max != -22 {
		t.Errorf("no loudness rule from the heading: %v", ruleQuotes(res.Rules))
	}
	if res := extractText("# Part 3: 300x250 banners\nBanners are reviewed weekly."); len(res.Rules) != 0 {
		t.Errorf("a section title gave %v", ruleQuotes(res.Rules))
	}
}

// The colour space print and screen files must be in is a format rule of
// its own measurement (check colorSpace); a refused space is no allowed
// one.
func TestColorSpaceRules(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Print\nEvery colour must be CMYK; spot colours are converted.", "CMYK"},
		{"# Print\nColour mode: CMYK only, no RGB.", "CMYK"},
		{"# Social\nFeed images: PNG or JPG, sRGB.", "RGB"},
		{"# Print\nRGB files are rejected at preflight.", ""},
	}
	for _, tt := range tests {
		if got := measuredAllowed(tt.src, "format", compliance.FormatCheckColorSpace); got != tt.want {
			t.Errorf("%q: colour spaces %q, want %q", tt.src, got, tt.want)
		}
	}
}

// A table whose first cell is the requirement itself, in values of
// several kinds, and whose other cells say how it is checked ("Criterion
// | Tolerance | Method"), gives a rule of each kind; a deliverable named
// with one value and its quantity and date gives none.
func TestValuesInTheFirstCell(t *testing.T) {
	src := "# Quality criteria\n| Criterion | Tolerance | Method | Owner |\n| MOV, ProRes 422, 3840 × 2160 at 50 fps | None | Technical check | Studio |\n"
	res := extractText(src)
	for _, f := range []string{"format", "dimensions", "frameRate"} {
		if r := techRule(res.Rules, f, "MOV, ProRes 422"); r == nil || r.Params == nil {
			t.Errorf("no %s rule in %v", f, ruleQuotes(res.Rules))
		}
	}
	inventory := "# Deliverables\n| Deliverable | Qty | Due |\n| Leaderboard 728x90 | 2 | 12 March |\n| MPU 300x250 | 3 | 14 March |\n"
	if res := extractText(inventory); len(res.Rules) != 0 {
		t.Errorf("an inventory gave %v", ruleQuotes(res.Rules))
	}
}

// Whether the picture is progressive or interlaced is a codec rule of its
// own measurement (check scanType); a refused interlace asks for
// progressive, and a progressive JPEG is no video's scan type. A line of
// values with the scan type in it is still a line of values.
func TestScanTypeRules(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Video\n- 3840 × 2160, 50 fps progressive, MOV (ProRes).", "progressive"},
		{"# Broadcast\nMasters are 1920 × 1080 interlaced, 25 fps, upper field first.", "interlaced"},
		{"# Broadcast\nThe master must be 25 fps; interlaced files are rejected.", "progressive"},
		{"# Display\nBackup images may be progressive JPEGs of 40 KB at most.", ""},
	}
	for _, tt := range tests {
		if got := measuredAllowed(tt.src, "codec", compliance.CodecCheckScanType); got != tt.want {
			t.Errorf("%q: scan types %q, want %q", tt.src, got, tt.want)
		}
	}
}

// A constant frame rate ("25 or 50 fps, constant", "a constant 24 fps",
// "variable frame rate is not accepted") is a frame-rate rule of its own
// measurement (check constantFrameRate) beside the allowed rates.
func TestConstantFrameRateRules(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"# Video\nFrame rate: 25 or 50 fps, constant.", true},
		{"# Video\nSpots must be delivered at a constant 24 fps.", true},
		{"# Video\nA variable frame rate is not accepted.", true},
		{"# Brand\nKeep a constant brand presence in every frame.", false},
	}
	for _, tt := range tests {
		got := false
		for _, r := range extractText(tt.src).Rules {
			if r.Field == "frameRate" && r.Params != nil && r.Params.Check == compliance.FrameRateCheckConstant {
				got = true
			}
		}
		if got != tt.want {
			t.Errorf("%q: constant frame rate rule %v, want %v", tt.src, got, tt.want)
		}
	}
}

// A spec sheet's terse refusal without a verb ("30 fps not accepted.",
// "Interlaced not accepted.") refuses what it names, as "… is not
// accepted" does.
func TestTerseRefusal(t *testing.T) {
	res := extractText("# Video\n- Frame rate 29.97 or 30 fps.\n- 30 fps not accepted.\n- Interlaced not accepted.")
	var rates, scans []string
	for _, r := range res.Rules {
		if r.Params == nil {
			continue
		}
		switch {
		case r.Field == "frameRate" && r.Params.Check == "":
			rates = append(rates, r.Params.Allowed...)
		case r.Field == "codec" && r.Params.Check == compliance.CodecCheckScanType:
			scans = append(scans, r.Params.Allowed...)
		}
	}
	if strings.Join(rates, ",") != "29.97" || strings.Join(scans, ",") != "progressive" {
		t.Errorf("rates %v, scan types %v; want 29.97 and progressive (%v)", rates, scans, ruleQuotes(res.Rules))
	}
}
