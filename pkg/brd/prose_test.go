package brd_test

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestNamingTemplatesAcceptOwnExamples: a template with "##", "[NN]",
// "[YYMMDD]", alternatives in one placeholder ("[Size or Length]") and
// codes that contain hyphens builds a pattern that accepts the names the
// document gives as its examples (issue 12, naming).
func TestNamingTemplatesAcceptOwnExamples(t *testing.T) {
	tests := []struct {
		name, src string
		examples  []string
	}{
		{"bare version hashes", "# Files\nAll files must be named QZT_[Region]_[YYMMDD]_V##.",
			[]string{"QZT_EU_261130_V07.zip"}},
		{"alternatives inside one placeholder", "# Files\nFile names: QZT_[Market]_[Size or Length]_r[NN].",
			[]string{"QZT_DE_160x600_r03.jpg", "QZT_DE_20s_r11.mp4"}},
		{"width-by-height or length with a date", "# Files\nName every deliverable QZT_[Unit]_[WxH or Length]_[YYYYMMDD]_v[N].",
			[]string{"QZT_Mrec_300x250_20261201_v3.zip", "QZT_Spot_6s_20261201_v12.mp4"}},
		{"aspect and a hyphenated code", "# Files\nFiles must be named QZT_[Platform]_[Aspect]_[Code].",
			[]string{"QZT_Meta_4x5_RX-QZ-00912.mp4"}},
		{"a bare template as a list item", "# 9. Naming\n- QZT_[Tactic]_[WxH]_V## (for instance QZT_BAN_728x90_V02.zip)",
			[]string{"QZT_BAN_728x90_V02.zip"}},
		// Placeholders without brackets: capital digit markers, also after
		// a literal letter.
		{"a version letter before capital N's", "# Files\nThe leaflet PDF must be named QZT_LFT_YYYYMMDD_vNN.pdf, for example QZT_LFT_20270301_v04.pdf.",
			[]string{"QZT_LFT_20270301_v04.pdf"}},
		{"a month placeholder", "# Files\nThe web copy must be named qzt_leaflet_YYYYMM.pdf, for example qzt_leaflet_202703.pdf.",
			[]string{"qzt_leaflet_202703.pdf"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var pattern string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "naming" && r.Params != nil && r.Params.Pattern != "" {
					pattern = r.Params.Pattern
					if !r.Enabled {
						// (A template is no example the rule must accept.)
						t.Errorf("the rule is left for review: %s", r.ReviewReason)
					}
				}
			}
			if pattern == "" {
				t.Fatal("no naming rule with a pattern")
			}
			re := regexp.MustCompile(pattern)
			for _, ex := range tt.examples {
				if !re.MatchString(ex) {
					t.Errorf("pattern %s rejects the example %s", pattern, ex)
				}
			}
			if re.MatchString("unrelated-name.zip") || strings.Contains(pattern, "##") {
				t.Errorf("pattern %s is too loose or keeps a literal ##", pattern)
			}
		})
	}
}

// TestSafetyProseFields: pharma statements worded without the field's own
// keyword get the field a reviewer would give them (issue 12, prose
// without numbers).
func TestSafetyProseFields(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Legal\nEach piece must carry the adverse event reporting statement for its country.", "disclaimers"},
		{"# Legal\nThe inverted black triangle must appear beside the first brand mention.", "disclaimers"},
		{"# Legal\nThe partner line must read \"Brought to you by Qestra Labs\".", "disclaimers"},
		{"# Claims\nClaims shall agree with the label and be balanced by the relevant safety information.", "fairBalance"},
		{"# Claims\nAny claim must be balanced and capable of substantiation.", "fairBalance"},
		{"# Native\nSponsored posts must not pair the brand with its indication without fair balance in the post.", "fairBalance"},
		{"# Video\nThe end card must carry the prescribing information link.", "safetyInfo"},
		{"# Units\nProfessional units must link to the product monograph.", "safetyInfo"},
		{"# Reminder ads\nReminder banners must not say what Qestrol is used for.", "indication"},
		{"# Slide 4\nPrescribing information link on last slide: Approval code QST-####-EU on every asset", "fdaFilingNumber"},
		{"# Detail aid\nThe detail aid must work offline.", "metadata"},
		{"# TV\nSupers that carry the safety information must be held for at least 3 seconds.", "safetyInfo"},
		{"# Stand\nThe banner must be labelled “Promotional material” at the bottom.", "disclaimers"},
		{"# Key\nLegend: Pref. = preferred; Opt. = optional.\n# Banners\n- Verdana/Tahoma for the ISI (Pref.)", "typography"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				got = append(got, r.Field)
			}
			if len(got) != 1 || got[0] != tt.want {
				t.Errorf("fields %v, want [%s]", got, tt.want)
			}
		})
	}
}

// TestTypeSizesOfStatements: a type size given for a statement (safety
// information, footnotes) is a typography rule, and clauses of different
// weight are rules of their own (issue 12, typography minimums).
func TestTypeSizesOfStatements(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"statement's type never smaller than", "# Banners\nSafety copy must never be smaller than 9 px.",
			[]string{`critical typography {"min":9,"unit":"px"}`}},
		{"two weights split at a semicolon", "# Banners\nCopy should be at least 14 px; the boxed warning must never be smaller than 10 px.",
			[]string{`warning typography {"min":14,"unit":"px"}`, `critical typography {"min":10,"unit":"px"}`}},
		{"two weights split at a comma and 'and'", "# Print\nThe minimum type size in print is 7 pt, and the important safety information should be set at 8 pt or larger.",
			[]string{`critical typography {"min":7,"unit":"pt"}`, `warning typography {"min":8,"unit":"pt"}`}},
		{"the clause without a text word is still a type size", "# Banners\nKeep all copy at 11 px or larger; 13 px is preferred on mobile.",
			[]string{`critical typography {"min":11,"unit":"px"}`, `warning typography {"min":13,"unit":"px"}`}},
		{"a bounded permission is a statement of its own", "# Video\nSupers must be at least 40 px tall; the ISI crawl may be set at 30 px minimum.",
			[]string{`critical typography {"min":40,"unit":"px"}`, `critical typography {"min":30,"unit":"px","parts":["isiCrawl"]}`}},
		{"the height of letters is a type size, not the asset's height", "# Screens\nHeadline letters must be at least 70 px tall.",
			[]string{`critical typography {"min":70,"unit":"px"}`}},
		{"where the statement appears stays its own rule", "# Email\nThe ISI must appear below the sign-off in at least 11 px type.",
			[]string{`critical safetyInfo {"min":11,"unit":"px"}`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				got = append(got, string(r.Severity)+" "+r.Field+" "+dumpP(r.Params))
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestBoundedPermissionSeverity: a permission with a bound ("may … no more
// than") is a hard limit, and so is the amount a permission grants ("a
// further 800 KB may be loaded": nothing beyond it is granted); a
// permission of values without an amount is not.
func TestBoundedPermissionSeverity(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Display\nRich-media units may animate for no more than 12 seconds.", "critical"},
		{"# Display\nPackages may hold at most 25 files.", "critical"},
		{"# Social\nStory videos may run up to 45 seconds.", "critical"},
		{"# Display\nUnits may be JPG or PNG.", "minor"},
		{"# Display\nAfter a tap, another 800 KB may be loaded.", "critical"},
		{"# Email\nPreheaders may run to 90 characters.", "critical"},
		// What is optional is the part; if supplied, these are its specs.
		{"# Audio\nCompanion banner 640 x 640, 200 KB max (optional).", "critical"},
		{"# Audio\nOptional companion: 640 x 640, JPG.", "critical"},
		{"# Display\nThe polite load can be up to 1 MB.", "critical"},
		{"# Display\nAim for 80 KB or less where possible.", "warning"},
		{"# Social\nNice to have: captions under 100 characters.", "warning"},
		{"# Hub\nA partner page may include one video from the sponsor:\n- MP4, 1280 x 720, 30 fps.", "critical"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			rules := extractText(tt.src).Rules
			if len(rules) == 0 {
				t.Fatal("no rule")
			}
			for _, r := range rules {
				if string(r.Severity) != tt.want {
					t.Errorf("%s: severity %s, want %s", r.Field, r.Severity, tt.want)
				}
			}
		})
	}
}

// TestPreferredAmongAcceptedValues: a list that prefers one value and
// accepts another ("X (preferred) or Y", "X preferred; Y accepted") is
// the list of accepted values, a requirement; a preference alone is
// advice.
func TestPreferredAmongAcceptedValues(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"# Video\nMezzanine codec: DNxHR (preferred) or ProRes 422.", "codec", "critical"},
		{"# Social\nStory images: 1080 × 1920 preferred; 1080 × 1350 accepted.", "dimensions", "critical"},
		{"# Audio\nDeliver FLAC or WAV (pref.).", "format", "critical"},
		{"# Video\nDNxHR is preferred for masters.", "codec", "info"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			if got := fieldSeverities(tt.src, tt.field); got != tt.want {
				t.Errorf("%s severities %q, want %q", tt.field, got, tt.want)
			}
		})
	}
}

// TestWarnOutcomeSeverity: a limit whose outcome is a warning ("shall warn
// when …") is advice; one whose outcome is a block stays a requirement.
func TestWarnOutcomeSeverity(t *testing.T) {
	src := "# Upload checks\nThe portal shall warn when a banner is larger than 90 KB.\nThe portal shall block a video larger than 400 MB."
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && r.Params != nil && r.Params.Max != nil {
			got[fmt.Sprint(*r.Params.Max)] = string(r.Severity)
		}
	}
	if want := map[string]string{"90": "warning", "409600": "critical"}; !maps.Equal(got, want) {
		t.Errorf("severities by limit %v, want %v", got, want)
	}
}

// TestRowLevelCell: a later cell holding nothing but the row's level
// ("Nice to have", "Must", "Target") sets the row's severity over its
// value's own "or fewer" or "shall", as a tick does.
func TestRowLevelCell(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"# Rep-triggered email\n| Element | Limit | Priority |\n| Subject line | 60 characters | Must |\n| Pre-header | 90 characters | Nice to have |", "characterCount", "critical warning"},
		{"# Specifications\n| Ref | Specification | Class |\n|---|---|---|\n| S.1 | Text shall have a contrast ratio of at least 4.5:1 against its background. | Target |\n| S.2 | Banners shall not exceed 150 KB. | Conformance |", "contrast", "warning"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			if got := fieldSeverities(tt.src, tt.field); got != tt.want {
				t.Errorf("%s severities %q, want %q", tt.field, got, tt.want)
			}
		})
	}
}

// fieldSeverities are the severities of a field's rules, sorted and joined.
func fieldSeverities(src, field string) string {
	var got []string
	for _, r := range extractText(src).Rules {
		if r.Field == field {
			got = append(got, string(r.Severity))
		}
	}
	slices.Sort(got)
	return strings.Join(got, " ")
}

// TestKeepTargetSeverity: an imperative "keep" that asks for a target of
// a measured quantity is advice in a document that states its requirements
// with "must"; where it goes ("inside the safe area") or a floor stays a
// requirement, and in notes without any modal verb the imperative is the
// requirement.
func TestKeepTargetSeverity(t *testing.T) {
	const rules = "# Social\nVideos must be MP4 files.\n"
	tests := []struct{ src, want string }{
		{rules + "Keep captions under 80 characters.", "warning"},
		{rules + "Keep the teaser to 12 seconds or less.", "warning"},
		{rules + "keep clips between 10 and 20 seconds for reach.", "warning"},
		{rules + "Keep the headline within 40 characters.", "warning"},
		{rules + "Keep logos at least 12 px from every edge.", "critical"},
		{rules + "Keep the audio bitrate at or below 256 kbps.", "critical"},
		{rules + "You must keep captions under 80 characters.", "critical"},
		{"# Notes\nvideos mp4 only\nkeep each clip under 20 seconds", "critical"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field != "format" {
					got = append(got, string(r.Severity))
				}
			}
			if len(got) == 0 {
				t.Fatal("no rule besides the format")
			}
			for _, g := range got {
				if g != tt.want {
					t.Errorf("severity %s, want %s", g, tt.want)
				}
			}
		})
	}
}

// TestCopulaListItems: a list item that says what the assets are, in values
// of several kinds, is a specification even without "must"; a list item
// that describes something in one value is not.
func TestCopulaListItems(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"what the spots are", "# Online video\n- Teaser spots are 10 seconds long, 1280 x 720, at 30 fps.",
			[]string{`dimensions {"allowed":["1280x720"]}`, `duration {"allowed":["10"],"min":10,"max":10,"unit":"s"}`, `frameRate {"allowed":["30"],"min":30,"max":30,"unit":"fps"}`}},
		{"one value is a description", "# Plan\n- Our hero spot is 30 seconds long.", nil},
		{"prose without a list stays prose", "# Plan\nThe spots are 6 seconds long, 1280 x 720, at 30 fps.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestRefusalsAndLabelledStatements: "X is not accepted" without a value
// and a labelled line whose label names a text field are requirements a
// reviewer sees (the refusal arrives for review: it has no value to check).
func TestRefusalsAndLabelledStatements(t *testing.T) {
	tests := []struct {
		name, src, field string
		enabled          bool
	}{
		{"a refused format", "# Display\nAnimated WebP files are not accepted.", "format", false},
		{"a label naming typography", "# Detail aid\n- Typefaces: embedded, not linked", "typography", true},
		{"a label naming fair balance", "# Compliance\n- Fair balance: risks shown as prominently as benefits", "fairBalance", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := extractText(tt.src).Rules
			if len(rules) != 1 || rules[0].Field != tt.field || rules[0].Enabled != tt.enabled || rules[0].Severity != "critical" {
				t.Fatalf("rules %+v, want one critical %s rule (enabled %v)", rules, tt.field, tt.enabled)
			}
		})
	}
	// A label that names no field stays no requirement.
	if rules := extractText("# Contacts\n- Production: L. Varga"); len(rules.Rules) != 0 {
		t.Errorf("rules from a contact line: %+v", rules.Rules)
	}
}

// TestTypefacesAreAllowedValues: the typefaces a typography line names are
// its allowed values.
func TestTypefacesAreAllowedValues(t *testing.T) {
	got := fieldParams(extractText("# Email\n- Web fonts: not supported; use Georgia or Tahoma").Rules)
	want := `typography {"allowed":["Georgia","Tahoma"]}`
	if strings.Join(got, "\n") != want {
		t.Errorf("got %v, want %s", got, want)
	}
}

// TestTwoAudiencesTwoRequirements: two requirements joined by ", and",
// each with its own audience and modal verb, are two rules, each scoped to
// its own audience.
func TestTwoAudiencesTwoRequirements(t *testing.T) {
	res := extractText("# Regulatory\nProfessional assets must link to the full prescribing information, and DTC units must show the important safety information in the unit.")
	var got []string
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+dumpP(r.Params))
	}
	want := []string{`safetyInfo {"customerTypes":["HCP"]}`, `safetyInfo {"customerTypes":["DTC"]}`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestConditionFormatDoesNotSplit: a format named as a condition ("for
// HTML5") is no value a safety-information clause could take, so the line
// stays one rule with its whole quote.
func TestConditionFormatDoesNotSplit(t *testing.T) {
	res := extractText("# Compliance\n- Safety info: the full ISI in every unit; an expandable ISI for HTML5.")
	if len(res.Rules) != 1 || res.Rules[0].Field != "safetyInfo" || !strings.Contains(res.Rules[0].Source.Quote, "expandable ISI for HTML5") {
		for _, r := range res.Rules {
			t.Logf("%s %q", r.Field, r.Source.Quote)
		}
		t.Fatal("want one safety-information rule quoting the whole line")
	}
}

// TestOneRulePerTypeMinimum: a sentence giving a minimum type size for
// each kind of text gives one typography rule per minimum, with its own
// value and the severity of its clause.
func TestOneRulePerTypeMinimum(t *testing.T) {
	res := extractText("# Banners\n- Min. font 11px headline / 8px footnotes")
	var got []string
	for _, r := range res.Rules {
		got = append(got, string(r.Severity)+" "+r.Field+" "+dumpP(r.Params))
	}
	want := []string{`critical typography {"min":11,"unit":"px"}`, `critical typography {"min":8,"unit":"px"}`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(res.Rules) == 2 && res.Rules[0].ID == res.Rules[1].ID {
		t.Errorf("both rules have the ID %s", res.Rules[0].ID)
	}
}

// TestStateItemsAndHardSoftLegend: a terse item stating a state the asset
// must be in is a requirement, and a legend's "hard stop" / "soft check"
// set the severity of unmarked and marked lines.
func TestStateItemsAndHardSoftLegend(t *testing.T) {
	src := "# Legend\nUnmarked line = hard stop. ‡ = soft check.\n# Video QC\n- Subtitles burnt in for social cuts\n- ‡ ISI panel legible at 1x speed"
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		got[r.Source.Quote] = r.Field + " " + string(r.Severity)
	}
	want := map[string]string{
		"Subtitles burnt in for social cuts": "accessibility critical",
		"‡ ISI panel legible at 1x speed":    "safetyInfo warning",
	}
	for q, w := range want {
		if got[q] != w {
			t.Errorf("%q: got %q, want %q (all: %v)", q, got[q], w, got)
		}
	}
}

// TestContainerWithCodecIsAFormat: a container named with its codec ("MOV
// (ProRes)") in a line of several values is a format value; a format
// naming the kind of unit ("HTML5 banners must not exceed 150 KB") is not.
func TestContainerWithCodecIsAFormat(t *testing.T) {
	got := strings.Join(fieldParams(extractText("# TV\n- Masters are 30 seconds long, 1920 x 1080, MOV (ProRes), at 25 fps.").Rules), "\n")
	if !strings.Contains(got, `format {"allowed":["MOV"]}`) {
		t.Errorf("no format rule for the container:\n%s", got)
	}
	got = strings.Join(fieldParams(extractText("# Display\nHTML5 banners must not exceed 150 KB.").Rules), "\n")
	if strings.Contains(got, "format") {
		t.Errorf("a format rule from the kind of unit:\n%s", got)
	}
}

// TestHTML5DeliveredAsZip: "HTML5 units are delivered as a ZIP" names the
// kind of unit and its format: the format is ZIP.
func TestHTML5DeliveredAsZip(t *testing.T) {
	for _, src := range []string{
		"# Display\nHTML5 creatives shall be supplied as a single ZIP file.",
		"# Display\nHTML5 ads must be uploaded as a zipped bundle.",
	} {
		got := strings.Join(fieldParams(extractText(src).Rules), "\n")
		if !strings.Contains(got, `format {"allowed":["ZIP"]`) {
			t.Errorf("%q:\n%s", src, got)
		}
	}
}

// TestEmbeddedFontsBesideFileValues: "with all fonts embedded" beside a
// file's format and size is a typography requirement of its own.
func TestEmbeddedFontsBesideFileValues(t *testing.T) {
	got := strings.Join(fieldParams(extractText("# Poster\nThe e-poster must be a PDF of 8 MB or less, with all fonts embedded.").Rules), "\n")
	if !strings.Contains(got, "typography null") || !strings.Contains(got, "fileSize") {
		t.Errorf("got\n%s", got)
	}
}

// TestQuotedLineIsADisclaimer: quoted copy named as a line ("“For EU
// Healthcare Professionals Only” line visible") is a mandatory statement,
// not the campaign's audience.
func TestQuotedLineIsADisclaimer(t *testing.T) {
	rules := extractText("# QC\n- “Intended for Healthcare Professionals Only” line visible").Rules
	if len(rules) != 1 || rules[0].Field != "disclaimers" {
		for _, r := range rules {
			t.Logf("%s %q", r.Field, r.Source.Quote)
		}
		t.Fatal("want one disclaimers rule")
	}
}

// TestStatementsOfTwoFields: a sentence listing statements of two fields
// ("the ISI, the adverse event reporting statement and …") gives a rule for
// each field.
func TestStatementsOfTwoFields(t *testing.T) {
	var got []string
	for _, r := range extractText("# Email\nThe footer must contain the important safety information, the adverse event reporting statement and an opt-out link.").Rules {
		got = append(got, r.Field)
	}
	if strings.Join(got, ",") != "disclaimers,safetyInfo" && strings.Join(got, ",") != "safetyInfo,disclaimers" {
		t.Errorf("fields %v, want disclaimers and safetyInfo", got)
	}
}

// TestLogoAndSafetyLine: "show the logo and the line "See Important Safety
// Information"" asks for the logo and for a safety statement.
func TestLogoAndSafetyLine(t *testing.T) {
	var got []string
	for _, r := range extractText("# Companion\nThe companion banner must show the brand logo and the text \"See Important Safety Information\".").Rules {
		got = append(got, r.Field)
	}
	if !slices.Contains(got, "safetyInfo") || !slices.Contains(got, "brandGuidelines") {
		t.Errorf("fields %v, want brandGuidelines and safetyInfo", got)
	}
}

// TestNamedMeasureItems: an item naming a subject field and giving its
// measure ("- Border 2px, any colour") is a specification; touch targets
// are accessibility.
func TestNamedMeasureItems(t *testing.T) {
	got := strings.Join(fieldParams(extractText("# Banners\n- Border 2px, any colour.").Rules), "\n")
	if got != `brandGuidelines {"min":2,"max":2,"unit":"px"}` {
		t.Errorf("border item: %s", got)
	}
	rules := extractText("# Kiosk\nTap targets must be at least 12 mm across.").Rules
	if len(rules) != 1 || rules[0].Field != "accessibility" {
		t.Errorf("tap targets: %+v", rules)
	}
}

// TestRunInHistoryParagraph: a paragraph opening with a run-in "History:"
// or "Background:" label tells what earlier versions set or why; its
// numbers are superseded or context, as under such a heading, while the
// same limit stated on its own stays a rule.
func TestRunInHistoryParagraph(t *testing.T) {
	tests := []struct {
		name, src string
		want      int
	}{
		{"history run-in", "# Banners\nHistory: the first edition capped the initial load at 80 KB and allowed four loops; the second raised the cap to 120 KB.", 0},
		{"background run-in", "# Banners\nBackground: earlier campaigns used 60 KB banners.", 0},
		{"the limit itself", "# Banners\nThe initial load must not exceed 80 KB.", 1},
		{"a field label", "# Banners\nInitial load: 80 KB maximum.", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if rules := extractText(tt.src).Rules; len(rules) != tt.want {
				t.Fatalf("%d rules %+v, want %d", len(rules), rules, tt.want)
			}
		})
	}
}

// TestOwnProcessingIsNoLimit: a sentence about what the publisher's own
// system makes from a delivered file gives its outputs, not limits on the
// file; a limit on the file in the same words stays a rule.
func TestOwnProcessingIsNoLimit(t *testing.T) {
	tests := []struct {
		name, src string
		want      int
	}{
		{"our transcoder", "# Video\nOur transcoder creates five versions of each ad between 300 kbps and 8 Mbps, so we need a single high-quality master.", 0},
		{"we encode", "# Video\nWe encode every spot to 1280 × 720 at 4 Mbps for mobile, so you must send one master.", 0},
		{"a limit on the file", "# Video\nThe master must be encoded between 300 kbps and 8 Mbps.", 1},
		{"a system that requires", "# Video\nOur ad server requires files no larger than 200 MB.", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if rules := extractText(tt.src).Rules; len(rules) != tt.want {
				t.Fatalf("%d rules %+v, want %d", len(rules), rules, tt.want)
			}
		})
	}
}

// TestFAQQuestionsAreHeadings: on a help page printed as questions and
// answers, the question heads its answer: a label/value table under "Do I
// send a companion banner?" is the companion's, and the "should" of "How
// should files be named?" asks, it does not make the answer advice.
func TestFAQQuestionsAreHeadings(t *testing.T) {
	src := "# Podcast ad help\n" +
		"- Do I send a companion banner?\n" +
		"Yes, every spot comes with one, shown while it plays.\n" +
		"| Max file size | 120 KB |\n" +
		"| File type | JPG or PNG |\n" +
		"- How should files be named?\n" +
		"Use [Brand]_[Campaign]_[Length]s_[YYYYMMDD], for example Acme_Spring_30s_20270101.mp3."
	var size, naming *compliance.Rule
	rules := extractText(src).Rules
	for i := range rules {
		switch rules[i].Field {
		case "fileSize":
			size = &rules[i]
		case "naming":
			naming = &rules[i]
		}
	}
	if size == nil || size.Params == nil || !slices.Equal(size.Params.Parts, []string{"companionBanner"}) {
		t.Errorf("file size rule %+v: want it scoped to the companion banner", size)
	}
	if naming == nil || naming.Severity != compliance.SeverityCritical {
		t.Errorf("naming rule %+v: want critical", naming)
	}
}

// TestSideBySideLabelValueColumns: a table whose columns are lists of
// label/value pairs printed side by side ("Required | Good practice", a
// row of labels over a row of their values) reads each value with the
// label above it, and a column headed as recommendations makes its values
// advice even when they use a limit word.
func TestSideBySideLabelValueColumns(t *testing.T) {
	src := "# Banner formats\n" +
		"| Required specs | Recommendations |\n" +
		"| File size | Resolution |\n" +
		"| 2 MB maximum | 1600 × 900 px minimum |\n" +
		"| Formats | Headline length |\n" +
		"| PNG or JPG | 30 characters maximum |"
	got := map[string]compliance.Severity{}
	for _, r := range extractText(src).Rules {
		got[r.Field+" "+dumpP(r.Params)] = r.Severity
	}
	want := map[string]compliance.Severity{}
	for _, r := range extractText("# Banner formats\n- File size: 2 MB maximum\n- Formats: PNG or JPG\n- Resolution: 1600 × 900 px minimum\n- Headline length: 30 characters maximum").Rules {
		want[r.Field+" "+dumpP(r.Params)] = r.Severity
	}
	for k := range want {
		if !strings.HasPrefix(k, "fileSize") && !strings.HasPrefix(k, "format") {
			want[k] = compliance.SeverityWarning // the recommendations column
		}
	}
	if len(want) < 4 || !maps.Equal(got, want) {
		t.Errorf("rules %v, want %v", got, want)
	}
}

// TestPixelSizeWithBoundAfterUnit: a bound word after the pixel unit
// ("… px or larger", "… pixels minimum") makes the size a bound, not the one
// size allowed.
func TestPixelSizeWithBoundAfterUnit(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Display\nBanners must be 1600 × 900 px or larger.", `dimensions {"minWidth":1600,"minHeight":900}`},
		{"# Display\nBanners must be 1600 × 900 pixels minimum.", `dimensions {"minWidth":1600,"minHeight":900}`},
		{"# Display\nSkyscrapers must be 320 × 180 px or smaller.", `dimensions {"maxWidth":320,"maxHeight":180}`},
		{"# Display\nBanners must be 1600 × 900 px.", `dimensions {"allowed":["1600x900"]}`},
	}
	for _, tt := range tests {
		// (The bitmaps' own resolution is a rule of the line art:
		// TestLineArtResolution.)
		got := slices.DeleteFunc(fieldParams(extractText(tt.src).Rules), func(s string) bool { return strings.Contains(s, `"lineArt"`) })
		if !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%q: %v, want %s", tt.src, got, tt.want)
		}
	}
}

// TestSizesSingledOutFromOthers: a size named to single some units out
// from "every other size" is a condition of the value, not the one size
// allowed; a list of sizes without such words stays the sizes allowed.
func TestSizesSingledOutFromOthers(t *testing.T) {
	for _, src := range []string{
		"# Safety box\n| Position | Left quarter on 160 × 600; the top of the unit on every other size |",
		"# Safety box\nThe box sits at the right on 970 × 250 and at the bottom on all other sizes.",
	} {
		for _, r := range extractText(src).Rules {
			if r.Field == "dimensions" && r.Params != nil && len(r.Params.Allowed) > 0 {
				t.Errorf("%q: dimensions rule %v", src, r.Params.Allowed)
			}
		}
	}
	if got := fieldParams(extractText("# Display\nBanners must be 160 × 600 or 970 × 250.").Rules); !slices.Equal(got, []string{`dimensions {"allowed":["160x600","970x250"]}`}) {
		t.Errorf("a size list: %v", got)
	}
}

// TestImageAdHeadingIsStatic: under a section on image ads, in a document
// whose title also names video, a file-size limit is the still images'.
func TestImageAdHeadingIsStatic(t *testing.T) {
	for _, h := range []string{"Photo ads in the feed", "Image units"} {
		src := "# Photo and video ad formats\n## " + h + "\nFiles must not exceed 20 MB."
		rules := extractText(src).Rules
		if len(rules) != 1 || rules[0].Params == nil || !slices.Equal(rules[0].Params.Kinds, []string{"static"}) {
			t.Errorf("under %q: %+v, want one rule for static assets", h, rules)
		}
	}
}

// TestImageCardLabelIsStatic: a label naming the image cards of a
// carousel ("Image card size: 20 MB maximum") is the still images' limit,
// so it does not fail the carousel's video cards.
func TestImageCardLabelIsStatic(t *testing.T) {
	rules := extractText("# Photo and video ad formats\n## Carousels\n- Image card size: 20 MB maximum").Rules
	if len(rules) != 1 || rules[0].Params == nil || !slices.Equal(rules[0].Params.Kinds, []string{"static"}) {
		t.Errorf("%+v, want one rule for static assets", rules)
	}
}

// TestPreferredAsideInALimitCell: a table cell with a limit and a
// parenthesised preference ("128 kbps minimum (256 kbps preferred)") gives
// the limit as a critical rule and the preference as advice, instead of
// one rule that is all advice.
func TestPreferredAsideInALimitCell(t *testing.T) {
	rules := extractText("# Audio spots\n| Item | Spec |\n| Bitrate | 128 kbps minimum (256 kbps preferred) |").Rules
	var limit, advice bool
	for _, r := range rules {
		if r.Field != "bitrate" || r.Params == nil {
			continue
		}
		switch {
		case r.Params.Min != nil && *r.Params.Min == 128 && r.Severity == compliance.SeverityCritical:
			limit = true
		case r.Severity != compliance.SeverityCritical && strings.Contains(dumpP(r.Params), "256"):
			advice = true
		}
	}
	if !limit || !advice {
		t.Errorf("rules %+v: want a critical 128 kbps minimum and 256 kbps as advice", rules)
	}
}

// TestPrintResolutionAndBleedWording: a second stated resolution minimum
// is another subject's (line art), not the images'; a bleed given in
// inches with its metric value beside it is read in millimetres from the
// inches (the bracketed value is rounded), and a bleed the artwork "must
// extend beyond the trim" is a minimum.
func TestPrintResolutionAndBleedWording(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Print\n- Photographs: 240 dpi minimum; monochrome bitmaps 800 dpi minimum.", `dimensions {"min":240,"unit":"dpi","check":"imageResolution"}`},
		{"# Print\nFull-bleed pages must extend 0.25 in (6 mm) past the trim on all four sides.", `dimensions {"min":6.35,"unit":"mm","check":"bleed"}`},
		{"# Print\nA 5 mm bleed is required on every side.", `dimensions {"min":5,"max":5,"unit":"mm","check":"bleed"}`},
	}
	for _, tt := range tests {
		// (The bitmaps' own resolution is a rule of the line art:
		// TestLineArtResolution.)
		got := slices.DeleteFunc(fieldParams(extractText(tt.src).Rules), func(s string) bool { return strings.Contains(s, `"lineArt"`) })
		if !slices.Equal(got, []string{tt.want}) {
			t.Errorf("%q: %v, want %s", tt.src, got, tt.want)
		}
	}
}
