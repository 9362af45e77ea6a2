package brd_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestBareLabelOverListScopesItems: a short unstyled line ("Banners") right
// before bullets acts as their sub-heading, so a weight limit in those
// bullets is a display limit, not a whole-file limit on every asset
// (issue 12, scope from the section; blind set 4's first run).
func TestBareLabelOverListScopesItems(t *testing.T) {
	tests := []struct {
		name, src, field, want string
		last                   bool // the document's last rule of the field, not its first
	}{
		{"label over bullets", "# Launch creative specs\nHello team, here is what the media owner needs.\nBanners\n- Max 120 KB per unit (initial load); polite load up to 400 KB.\nVideo (OLV)\n- Spots must be 1280x720.",
			"fileSize", "Display", false},
		{"the next label takes over", "# Launch creative specs\nBanners\n- Max 120 KB per unit (initial load).\nVideo (OLV)\n- Files must not exceed 40 MB.",
			"fileSize", "Video", true},
		{"a sentence is not a label", "# Launch creative specs\nPlease find the specs below, thanks\n- Max 120 KB per unit (initial load).",
			"fileSize", "All", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field {
					got = append(got, r.Channel)
				}
			}
			if len(got) == 0 {
				t.Fatalf("no %s rule", tt.field)
			}
			pick := got[0]
			if tt.last {
				pick = got[len(got)-1]
			}
			if pick != tt.want {
				t.Errorf("channels %v, want %s", got, tt.want)
			}
		})
	}
}

// TestStagedLoadLimitsAreHTML5: an initial-load or polite-load cap whose
// words and headings name no kind of asset is an HTML5 unit's (only those
// load in stages); left unscoped, the checker reads every other file
// whole against it and a video fails a banner's cap. A whole-file cap
// stays unscoped, and kinds the heading names stay.
func TestStagedLoadLimitsAreHTML5(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"initial load", "# Deliverables\nThe initial load may not exceed 120 KB.", []string{"html5"}},
		{"polite load", "# Deliverables\nA polite load of up to 450 KB is accepted.", []string{"html5"}},
		{"whole file", "# Deliverables\nNo file may exceed 120 KB.", nil},
		{"kinds from the heading", "# Display banners\nThe initial load may not exceed 120 KB.", []string{"static", "animated", "html5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "fileSize" && r.Params != nil {
					got = append(got, r.Params.Kinds)
				}
			}
			if len(got) != 1 || !slices.Equal(got[0], tt.want) {
				t.Errorf("kinds %v, want one rule with %v", got, tt.want)
			}
		})
	}
}

// TestBareWeightContinuesMeasure: a weight with no measure of its own
// right after a measured one in the same item ("…200 KB initial load for
// the skyscraper. The other units stay at 120 KB.") is of that measure, not
// a whole-file cap on every asset; a sentence naming the file keeps its own.
func TestBareWeightContinuesMeasure(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"continues the initial load", "# Answers\n- 2. 160x600: agreed, the skyscraper may use 200 KB initial load. Every other size keeps 120 KB.", "initialLoad"},
		{"names the file", "# Answers\n- 2. 160x600: agreed, the skyscraper may use 200 KB initial load. The zipped file may not exceed 300 KB.", ""},
		{"another paragraph", "# Answers\n- 2. 160x600: agreed, the skyscraper may use 200 KB initial load.\n- 3. 300x250: every other size keeps 120 KB.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var checks []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "fileSize" && r.Params != nil {
					checks = append(checks, r.Params.Check)
				}
			}
			if len(checks) != 2 || checks[0] != "initialLoad" || checks[1] != tt.want {
				t.Errorf("checks %q, want [initialLoad %s]", checks, tt.want)
			}
		})
	}
}

// TestChecklistLinesUnderASymbolLegend: a review checklist ("# | Check |
// Yes | No | N/A") lists what a piece must satisfy; a legend sentence
// defining a symbol ("Items flagged ■ are mandatory", "unmarked items are
// advisory") sets each line's severity, and a heading saying its lines are
// not checked on the asset gives no rules.
func TestChecklistLinesUnderASymbolLegend(t *testing.T) {
	src := strings.Join([]string{
		"# Pre-flight form",
		"Answer every item. Items flagged ■ are mandatory: a piece failing one goes back to the studio. Unmarked items are advisory and need a note when answered No.",
		"# 2. Banners",
		"| Ref | Check | Yes | No | N/A | Notes |",
		"| 2.1 | ■Polite load ≤ 400 KB | ☐ | ☐ | ☐ | |",
		"| 2.2 | Static fallback ≤ 50 KB | ☐ | ☐ | ☐ | |",
		"# 3. Review pack (not checked on the piece)",
		"| Ref | Check | Yes | No | N/A | Notes |",
		"| 3.1 | Annotated proof of ≤ 20 MB | ☐ | ☐ | ☐ | |",
	}, "\n")
	res := extractText(src)
	got := map[string]string{}
	for _, r := range res.Rules {
		if r.Field == "fileSize" && r.Params != nil && r.Params.Max != nil {
			got[fmt.Sprint(*r.Params.Max)] = string(r.Severity)
		}
	}
	want := map[string]string{"400": "critical", "50": "warning"}
	if !maps.Equal(got, want) {
		t.Errorf("file-size rules (max → severity) %v, want %v", got, want)
	}
	for _, r := range res.Rules {
		if strings.Contains(r.Source.Quote, "Answer every item") {
			t.Errorf("the legend gave a rule: %s %q", r.Field, r.Source.Quote)
		}
	}
}

// TestTableSectionRowsScopeTheirRows: a questionnaire or spec grid whose
// rows sit under section rows ("2 | Banners" with the other cells empty)
// reads each row under its section, as under a heading: the banner
// weight is a display limit and the spot weight a video one, instead of
// two unscoped limits that contradict each other.
func TestTableSectionRowsScopeTheirRows(t *testing.T) {
	src := strings.Join([]string{
		"# Media owner questionnaire",
		"| Ref | Requirement | Status | Notes |",
		"| 1 | Banners | | |",
		"| 1.1 | Files must not exceed 80 KB. | Required | |",
		"| 2 | Online video | | |",
		"| 2.1 | Files must not exceed 150 MB. | Required | |",
	}, "\n")
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && r.Params != nil && r.Params.Max != nil {
			got[fmt.Sprint(*r.Params.Max, r.Params.Unit)] = r.Channel
		}
	}
	want := map[string]string{"80KB": "Display", "153600KB": "Video"}
	if !maps.Equal(got, want) {
		t.Errorf("channels %v, want %v", got, want)
	}
}

// TestDecimalCommaBeforeUnit: a European decimal comma before a unit
// ("2,5 MB") is one value, not a list of 2 and 5; a thousands separator
// ("1,024 KB") and a list without spaces keep their reading.
func TestDecimalCommaBeforeUnit(t *testing.T) {
	tests := []struct {
		text, field string
		max         float64
	}{
		{"Rich-media units: total weight up to 2,5 MB.", "fileSize", 2560},
		{"The spot must not exceed 0,5 MB.", "fileSize", 512},
		{"No file may exceed 1,024 KB.", "fileSize", 1024},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			p := brd.ExtractParams(tt.text)[tt.field]
			if p == nil || p.Max == nil || *p.Max != tt.max {
				t.Errorf("%s params %s, want max %v", tt.field, dumpP(p), tt.max)
			}
		})
	}
}

// TestRejectionTriggersInvertBounds: a policy that lists what gets a
// creative rejected ("What triggers it: bitrate below 2,000 kbps") states
// the opposite requirement (at least 2,000 kbps); a plain limit keeps its
// reading.
func TestRejectionTriggersInvertBounds(t *testing.T) {
	tests := []struct {
		text, field string
		min, max    float64 // 0: no bound
	}{
		{"What triggers it: highest media bitrate below 2,000 kbps.", "bitrate", 2000, 0},
		{"What triggers it: spot longer than 20 seconds.", "duration", 0, 20},
		{"The bitrate must be below 8,000 kbps.", "bitrate", 0, 8000},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			rules := extractText("# Video review\n" + tt.text).Rules
			if len(rules) != 1 || rules[0].Field != tt.field || rules[0].Params == nil {
				t.Fatalf("want one %s rule, got %d", tt.field, len(rules))
			}
			p := rules[0].Params
			bound := func(v *float64) float64 {
				if v == nil {
					return 0
				}
				return *v
			}
			if bound(p.Min) != tt.min || bound(p.Max) != tt.max {
				t.Errorf("params %s, want min %v max %v", dumpP(p), tt.min, tt.max)
			}
		})
	}
}

// TestLetterLegendInAListSetsRowLevels: a legend given as a list of
// letter marks with their meaning in brackets ("R (required): …", "N
// (nice to have)…"), even inside a background section, sets the level of
// each table row whose priority cell carries the mark, over a "max." or
// "up to" in the row's own words.
func TestLetterLegendInAListSetsRowLevels(t *testing.T) {
	src := strings.Join([]string{
		"# 1. Background",
		"Every line below carries a priority:",
		"- R (required): a file that misses an R line is sent back.",
		"- P (preferred): reviewers comment, nothing is sent back.",
		"# 3. Newsletter",
		"| Item | Requirement | Priority |",
		"| Weight | Whole email under 120 kB including images | R |",
		"| Subject line | Up to 55 characters | P |",
	}, "\n")
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		got[r.Field] = string(r.Severity)
	}
	if got["fileSize"] != "critical" || got["characterCount"] != "warning" {
		t.Errorf("severities by field %v, want fileSize critical and characterCount warning", got)
	}
}

// TestIDColumnBeforeRequirementColumn: a requirements sheet whose first
// column holds row IDs and whose requirement column comes later ("ID |
// Area | Requirement | Value | Unit | Priority") reads each row as the
// requirement with its value and unit, as when the requirement comes first.
func TestIDColumnBeforeRequirementColumn(t *testing.T) {
	src := strings.Join([]string{
		"# Requirements",
		"| ID | Area | Requirement | Value | Priority |",
		"| V-01 | Video | Maximum spot length | 20 s | Must |",
		"| D-02 | Display | Maximum file weight | 120 KB | Must |",
	}, "\n")
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Params != nil && r.Params.Max != nil {
			got[r.Field] = fmt.Sprint(*r.Params.Max, r.Params.Unit)
		}
	}
	want := map[string]string{"duration": "20s", "fileSize": "120KB"}
	if !maps.Equal(got, want) {
		t.Errorf("rules %v, want %v", got, want)
	}
}

// TestLoudnessToleranceBeforeUnit: a loudness target with its tolerance
// written before the unit ("-23 ±1 LUFS") is the target ±1, not a
// loudness of -1 LUFS.
func TestLoudnessToleranceBeforeUnit(t *testing.T) {
	for _, text := range []string{"Mix to -20 ±1 LUFS integrated.", "Mix to -20 LUFS ±1 integrated.", "Mix to -20 ± 1 LU LUFS integrated."} {
		t.Run(text, func(t *testing.T) {
			var p *compliance.Params
			for _, r := range extractText("# Audio\n" + text).Rules {
				if r.Field == "audioLoudness" {
					p = r.Params
				}
			}
			if p == nil || p.Min == nil || p.Max == nil || *p.Min != -21 || *p.Max != -19 {
				t.Errorf("loudness params %s, want -21 to -19 LUFS", dumpP(p))
			}
		})
	}
}

// TestRequirementSheetUnitAndPriorityColumns: on such a sheet a separate
// unit column completes the value ("20" and "s"), and a MoSCoW priority
// sets each row's level: "Should" is advice whatever the value's "≥",
// and a "Won't" row states no requirement.
func TestRequirementSheetUnitAndPriorityColumns(t *testing.T) {
	src := strings.Join([]string{
		"# Requirements",
		"| ID | Area | Requirement | Value | Unit | Priority |",
		"| V-01 | Video | Maximum spot length | 20 | s | Must |",
		"| V-02 | Video | Video bitrate | ≥ 8 | Mbps | Should |",
		"| V-03 | Video | 4K masters | 3840x2160 | px | Won’t |",
	}, "\n")
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		got[r.Field] = string(r.Severity) + " " + dumpP(r.Params)
	}
	want := map[string]string{
		"duration": `critical {"max":20,"unit":"s"}`,
		"bitrate":  `warning {"min":8000,"unit":"kbps"}`,
	}
	if !maps.Equal(got, want) {
		t.Errorf("rules %v, want %v", got, want)
	}
}
