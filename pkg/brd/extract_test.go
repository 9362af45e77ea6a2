package brd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

var idRe = regexp.MustCompile(`^brd-[0-9a-f]{10}$`)

func extractText(src string) brd.Result {
	return brd.Extract(parseSource(src), brd.Options{DocumentName: "test.pdf"})
}

func TestExtractProseProducesNoRules(t *testing.T) {
	tests := []string{
		"The campaign launches in April and runs for twelve weeks.",
		"This document may be updated as the media plan evolves.",
		"Questions should be sent to the agency lead.",
		"The brand team approved the concept on 14 January.",
		"Publishers may reject files that exceed their own limits, e.g. 40 KB.",
		"Runs on programmatic inventory in the U.S. only.",
		"See page 300 of 250 for the appendix.",
		"Is a 1:1 version required?",
		"Requirements use the words must, should and may.",
		"# 10. Contacts\n| Role | Name |\n| Brand Director | Priya Raman, must approve all files |",
		"# Revision History\nFiles must be 300x250.",
		"| Unit | Size | Versions |\n| Medium Rectangle | 300x250 | 2 |",
	}
	for _, src := range tests {
		if res := extractText(src); len(res.Rules) != 0 {
			t.Errorf("%q gave %d rules, first %q (%s)", src, len(res.Rules), res.Rules[0].Rule, res.Rules[0].Field)
		}
	}
}

func TestExtractRule(t *testing.T) {
	tests := []struct {
		name, src               string
		field, section, channel string
		severity                compliance.Severity
		title                   string
		params                  *compliance.Params
		quote                   string
	}{
		{"display size limit", "# 4. Display Specifications\n## 4.2 File Weight\nThe initial load of each HTML5 banner must not exceed 150 KB.",
			"fileSize", "Display Requirements", "Display", compliance.SeverityCritical, "Maximum initial load 150 KB",
			&compliance.Params{Max: f(150), Unit: "KB", Check: compliance.SizeCheckInitialLoad}, "The initial load of each HTML5 banner must not exceed 150 KB."},
		{"approved sizes", "Approved display dimensions for this campaign are 300x250, 728x90 and 160x600.",
			"dimensions", "Display Requirements", "Display", compliance.SeverityCritical, "Approved display dimensions",
			&compliance.Params{Allowed: []string{"300x250", "728x90", "160x600"}}, ""},
		{"table row", "# Video Specs\n| Spec | Value |\n| Frame rate | 23.976 fps |",
			"frameRate", "Video Requirements", "Video", compliance.SeverityCritical, "Frame rate 23.976 fps",
			&compliance.Params{Allowed: []string{"23.976"}, Min: f(23.976), Max: f(23.976), Unit: "fps"}, "Frame rate | 23.976 fps"},
		{"lead-in list of values", "The following sizes are approved:\n- 300x250\n- 728x90",
			"dimensions", "Technical", "All", compliance.SeverityCritical, "Approved dimensions",
			&compliance.Params{Allowed: []string{"300x250", "728x90"}}, "The following sizes are approved: 300x250; 728x90"},
		{"warning", "Email images should be under 1 MB.",
			"fileSize", "Email", "Email", compliance.SeverityWarning, "Maximum file size 1 MB",
			&compliance.Params{Max: f(1024), Unit: "KB", Placements: []string{"email"}}, ""},
		{"isi", "# Compliance\nEvery banner must include the Important Safety Information.",
			"safetyInfo", "Compliance", "Display", compliance.SeverityCritical, "Safety information: Every banner must include the Important Safety Information",
			nil, ""},
		{"naming", "Files must follow the naming convention Brand_Size_Version.",
			"naming", "Technical", "All", compliance.SeverityCritical, "File naming convention",
			&compliance.Params{Pattern: `^[A-Za-z0-9]+_\d+(?:\.\d+)?x\d+(?:\.\d+)?_[Vv]\d+(?:_[a-z]+)?(?:\.[A-Za-z0-9]+)?$`}, ""},
		{"info note", "Note: the regulatory team assigns FDA filing numbers.",
			"fdaFilingNumber", "Compliance", "All", compliance.SeverityInfo, "", nil, ""},
		{"negated format", "Animated GIF backups are not recommended.",
			"format", "Technical", "All", compliance.SeverityWarning, "", nil, ""},
		{"negated audience", "Content is for consumers (DTC) only and must not be served on HCP sites.",
			"customerType", "Compliance", "All", compliance.SeverityCritical, "",
			&compliance.Params{Allowed: []string{"DTC"}}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			if len(res.Rules) != 1 {
				t.Fatalf("got %d rules: %s", len(res.Rules), dump(res.Rules))
			}
			r := res.Rules[0]
			if r.Field != tt.field || r.Section != tt.section || r.Channel != tt.channel || r.Severity != tt.severity {
				t.Errorf("got field %s section %s channel %s severity %s; want %s %s %s %s",
					r.Field, r.Section, r.Channel, r.Severity, tt.field, tt.section, tt.channel, tt.severity)
			}
			if tt.title != "" && r.Rule != tt.title {
				t.Errorf("title %q, want %q", r.Rule, tt.title)
			}
			if dumpP(r.Params) != dumpP(tt.params) {
				t.Errorf("params %s, want %s", dumpP(r.Params), dumpP(tt.params))
			}
			if tt.quote != "" && r.Source.Quote != tt.quote {
				t.Errorf("quote %q, want %q", r.Source.Quote, tt.quote)
			}
			if r.Enabled == r.NeedsReview || r.Confidence <= 0 || r.IsCustom || r.Source.Document != "test.pdf" || r.Source.Page != 1 || !idRe.MatchString(r.ID) {
				t.Errorf("bad rule envelope: %s", dump(r))
			}
			if r.Description == "" || r.Rationale == "" {
				t.Errorf("description or rationale empty: %s", dump(r))
			}
		})
	}
}

func TestExtractSplitsFamilies(t *testing.T) {
	res := extractText("Masters shall be delivered as ProRes 422 HQ in a MOV container at 1920x1080, 23.976 fps.")
	var fields []string
	for _, r := range res.Rules {
		fields = append(fields, r.Field)
	}
	slices.Sort(fields)
	want := []string{"codec", "dimensions", "format", "frameRate"}
	if !slices.Equal(fields, want) {
		t.Fatalf("fields %v, want %v", fields, want)
	}
}

func TestExtractMergesDuplicates(t *testing.T) {
	src := "# Display\nBanners must not exceed 150 KB.\n| Spec | Value |\n| Max file size | 150 KB |\n---page---\n# Display\nBanners must not exceed 150 KB."
	res := extractText(src)
	if len(res.Rules) != 1 {
		t.Fatalf("got %d rules, want 1: %s", len(res.Rules), dump(res.Rules))
	}
	if res.Stats.Merged != 2 {
		t.Errorf("merged %d, want 2", res.Stats.Merged)
	}
	if !strings.Contains(res.Rules[0].Rationale, "page 2") {
		t.Errorf("rationale %q does not name the other page", res.Rules[0].Rationale)
	}
	// Different channels are different rules.
	res = extractText("Banners must not exceed 150 KB. Emails must not exceed 150 KB.")
	if len(res.Rules) != 2 {
		t.Errorf("got %d rules, want 2", len(res.Rules))
	}
}

func TestExtractStableIDs(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(corpusDir, "dtc-display.brd.txt"))
	if err != nil {
		t.Fatal(err)
	}
	a := extractText(string(src))
	b := extractText(string(src))
	seen := map[string]bool{}
	for i, r := range a.Rules {
		if r.ID != b.Rules[i].ID {
			t.Errorf("rule %d: ID %s then %s", i, r.ID, b.Rules[i].ID)
		}
		if !idRe.MatchString(r.ID) || seen[r.ID] {
			t.Errorf("bad or duplicate ID %q", r.ID)
		}
		seen[r.ID] = true
	}
	// The ID depends on field and normalised quote only.
	if brd.RuleID("fileSize", "Max. file size: 150 KB") != brd.RuleID("fileSize", "max file size 150 kb") {
		t.Error("RuleID is not normalised")
	}
	if brd.RuleID("fileSize", "x") == brd.RuleID("format", "x") {
		t.Error("RuleID ignores the field")
	}
}

func TestExtractBadInput(t *testing.T) {
	if res := brd.Extract(doctext.Document{}, brd.Options{}); len(res.Rules) != 0 || res.Stats.Pages != 0 {
		t.Errorf("empty document: %+v", res)
	}
	long := strings.Repeat("must 150 KB ", 1000)
	res := extractText(long)
	if len(res.Rules) != 0 || len(res.Warnings) != 1 {
		t.Errorf("run-on text: %d rules, warnings %q", len(res.Rules), res.Warnings)
	}
	// Headings without levels and pages without numbers still work.
	doc := doctext.Document{Pages: []doctext.Page{{Blocks: []doctext.Block{
		{Kind: doctext.BlockHeading, Text: "Video"},
		{Kind: doctext.BlockParagraph, Text: "Spots must be 15 or 30 seconds."},
		{Kind: doctext.BlockTableRow, Text: "Frame rate | 25 fps"},
	}}}}
	res = brd.Extract(doc, brd.Options{})
	if len(res.Rules) != 2 || res.Rules[0].Source.Page != 1 || res.Rules[1].Field != "frameRate" {
		t.Errorf("got %s", dump(res.Rules))
	}
}

func TestResultJSON(t *testing.T) {
	data, err := brd.Result{}.JSON()
	if err != nil || string(data) != "{\n  \"rules\": []\n}" {
		t.Errorf("empty JSON %q, %v", data, err)
	}
	res := extractText("Banners must not exceed 150 KB.")
	data, err = res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		Rules []map[string]any `json:"rules"`
	}
	if err := json.Unmarshal(data, &out); err != nil || len(out.Rules) != 1 {
		t.Fatalf("%s: %v", data, err)
	}
	for _, k := range []string{"id", "rule", "severity", "field", "section", "channel", "description", "enabled", "isCustom", "params", "source"} {
		if _, ok := out.Rules[0][k]; !ok {
			t.Errorf("JSON rule has no %q: %s", k, data)
		}
	}
}

// TestGolden pins the full extraction of each corpus source; refresh with
// go test ./pkg/brd -run TestGolden -update.
func TestGolden(t *testing.T) {
	for _, name := range corpusNames(t) {
		src, err := os.ReadFile(filepath.Join(corpusDir, name+".brd.txt"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := brd.Extract(parseSource(string(src)), brd.Options{DocumentName: name + ".pdf"}).JSON()
		if err != nil {
			t.Fatal(err)
		}
		golden.Assert(t, filepath.Join("testdata", name+".golden.json"), got)
	}
}

func TestExtractLargeInputIsBounded(t *testing.T) {
	var sb strings.Builder
	sb.WriteString("# Display\n| Max file size | " + strings.Repeat("150 KB or 1.5 MB, ", 20000) + " |\n")
	sb.WriteString("Approved sizes:\n" + strings.Repeat("- 300x250\n", 5000))
	sb.WriteString(strings.Repeat("Banners must not exceed 150 KB and must be 300x250 at 24 fps. ", 30000))
	sb.WriteString(strings.Repeat("x", 1<<20))
	start := time.Now()
	res := brd.Extract(parseSource(sb.String()), brd.Options{MaxSentences: 300})
	if d := time.Since(start); d > 30*time.Second {
		t.Errorf("%d bytes took %v", sb.Len(), d)
	}
	if len(res.Rules) == 0 || len(res.Rules) > 10 || res.Stats.Sentences != 300 {
		t.Errorf("rules %d, sentences %d", len(res.Rules), res.Stats.Sentences)
	}
	var long, capped bool
	for _, w := range res.Warnings {
		long = long || strings.Contains(w, "table row")
		capped = capped || strings.Contains(w, "document too long")
	}
	if !long || !capped {
		t.Errorf("warnings %q", res.Warnings)
	}
}

func TestExtractSpecificationMatrix(t *testing.T) {
	src := "# Display Specs\n| Placement | Dimensions | Max file size | Formats | Notes |\n" +
		"| Leaderboard | 728x90 | 150 KB | HTML5, JPG | top of page |\n" +
		"| Medium Rectangle | 300 x 250 | 150KB | HTML5 | |\n" +
		"| Half Page | 300x600 | 200 KB | HTML5, PNG | premium |\n"
	res := extractText(src)
	for _, r := range res.Rules {
		if r.Section != "Display Requirements" || r.Severity != compliance.SeverityCritical {
			t.Errorf("rule %s: section %s severity %s", r.Field, r.Section, r.Severity)
		}
	}
	// A weight limit that differs by size is one rule per size; formats
	// that differ by size give the column's list and each size's own.
	want := []string{
		`dimensions {"allowed":["728x90","300x250","300x600"]}`,
		`fileSize {"max":150,"unit":"KB","sizes":["300x250"]}`,
		`fileSize {"max":150,"unit":"KB","sizes":["728x90"]}`,
		`fileSize {"max":200,"unit":"KB","sizes":["300x600"]}`,
		`format {"allowed":["HTML5","JPG","PNG"]}`,
		`format {"allowed":["HTML5","JPG"],"sizes":["728x90"]}`,
		`format {"allowed":["HTML5","PNG"],"sizes":["300x600"]}`,
		`format {"allowed":["HTML5"],"sizes":["300x250"]}`,
	}
	if got := fieldParams(res.Rules); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestExtractTableLayouts(t *testing.T) {
	tests := []struct {
		name, src string
		want      map[string]string // field -> params JSON
	}{
		{"requirement table with asset labels",
			"| Asset | Requirement |\n| App icon | 1024 x 1024 PNG, no transparency |\n| Feature graphic | JPG or PNG |",
			map[string]string{"dimensions": `{"allowed":["1024x1024"],"parts":["appIcon"]}`, "format": `{"allowed":["JPG","PNG"],"parts":["featureGraphic"]}`}},
		{"two-column table without header",
			"| Screen size | 2048 x 1536 |\n| Max package size | 50 MB |",
			map[string]string{"dimensions": `{"allowed":["2048x1536"]}`, "fileSize": `{"max":51200,"unit":"KB"}`}},
		{"label/value pairs in one row",
			"| Spec | Value | | Format | MP4 |\n| Codec | H.264 | | Frame rate | 25 fps |",
			map[string]string{"format": `{"allowed":["MP4"]}`, "codec": `{"allowed":["h264"]}`, "frameRate": `{"allowed":["25"],"min":25,"max":25,"unit":"fps"}`}},
		{"notes column does not set severity or params",
			"| Spec | Requirement | Notes |\n| Container | MOV or MP4 | MOV preferred |\n| Minimum bitrate | 15 Mbps | H.264 only |",
			map[string]string{"format": `{"allowed":["MOV","MP4"]}`, "bitrate": `{"min":15000,"unit":"kbps"}`}},
		{"a container's codecs",
			"| Spec | Val. |\n| Container | MP4 (H.264) / MOV (ProRes 422) |",
			map[string]string{"format": `{"allowed":["MP4","MOV"]}`, "codec": `{"allowed":["h264","prores"]}`}},
		{"k in a bitrate row is kbps",
			"| Spec | Val. |\n| Aud. bitrate | ≥ 192k (AAC) |",
			map[string]string{"bitrate": `{"min":192,"unit":"kbps","check":"audio"}`}},
		{"inventory table",
			"| Unit | Concept | Versions |\n| Medium Rectangle 300x250 | Clear Days | 2 |\n| Leaderboard 728x90 | Clear Days | 2 |",
			map[string]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			got := map[string]string{}
			for _, r := range res.Rules {
				if _, dup := got[r.Field]; dup {
					t.Errorf("two %s rules", r.Field)
				}
				got[r.Field] = dumpP(r.Params)
				if r.Severity != compliance.SeverityCritical {
					t.Errorf("%s: severity %s", r.Field, r.Severity)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
			for f, w := range tt.want {
				if got[f] != w {
					t.Errorf("%s: got %s, want %s", f, got[f], w)
				}
			}
		})
	}
}

// TestExtractDegradedStructure reads a document whose extraction lost its
// heading styles and list markup (as DOC files often do).
func TestExtractDegradedStructure(t *testing.T) {
	para := func(s string) doctext.Block { return doctext.Block{Kind: doctext.BlockParagraph, Text: s} }
	doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: []doctext.Block{
		para("Revision History"),
		para("Version 1.0 must be archived."),
		para("4.1 Display Specifications"),
		para("The accepted ad sizes are:"),
		para("300 x 250"),
		para("728 x 90"),
		para("Banners must not exceed 150 KB."),
	}}}}
	res := brd.Extract(doc, brd.Options{})
	if len(res.Rules) != 2 {
		t.Fatalf("got %s", dump(res.Rules))
	}
	dims, size := res.Rules[0], res.Rules[1]
	if dumpP(dims.Params) != `{"allowed":["300x250","728x90"]}` || dims.Section != "Display Requirements" {
		t.Errorf("dimensions rule %s", dump(dims))
	}
	if size.Field != "fileSize" || !strings.Contains(size.Rationale, "4.1 Display Specifications") {
		t.Errorf("size rule %s", dump(size))
	}
}

// TestExtractJoinsWrappedLines repairs wrapped cell and sentence lines that
// an extraction reported as headings.
func TestExtractJoinsWrappedLines(t *testing.T) {
	row := func(cells ...string) doctext.Block {
		return doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(cells, " | "), Cells: cells}
	}
	head := func(s string) doctext.Block { return doctext.Block{Kind: doctext.BlockHeading, Level: 1, Text: s} }
	doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: []doctext.Block{
		head("2. Requirements"),
		row("ID", "Requirement", "Priority"),
		row("REQ-05", "Every screen and kiosk page MUST display the Important Safety", "Must have"),
		head("Information or a persistent ISI link."),
		row("REQ-06", "Banners must not exceed 150 KB and must be", "Must have"),
		head("delivered as HTML5 packages."),
		head("3. Design"),
		{Kind: doctext.BlockParagraph, Text: "The logo must have a minimum width of"},
		head("300 px on screens."),
	}}}}
	res := brd.Extract(doc, brd.Options{})
	var quotes []string
	for _, r := range res.Rules {
		quotes = append(quotes, r.Field+": "+r.Source.Quote)
	}
	want := []string{
		"safetyInfo: Every screen and kiosk page MUST display the Important Safety Information or a persistent ISI link.",
		"format: Banners must not exceed 150 KB and must be delivered as HTML5 packages.",
		"fileSize: Banners must not exceed 150 KB and must be delivered as HTML5 packages.",
		"brandGuidelines: The logo must have a minimum width of 300 px on screens.",
	}
	if !slices.Equal(quotes, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(quotes, "\n"), strings.Join(want, "\n"))
	}
	if res.Rules[3].Section != "Branding" {
		t.Errorf("a real heading was swallowed: %s", dump(res.Rules[3]))
	}
}

// TestExtractOddBlocks feeds blocks no extractor should produce.
func TestExtractOddBlocks(t *testing.T) {
	doc := doctext.Document{Pages: []doctext.Page{
		{Number: -3, Blocks: []doctext.Block{
			{Kind: doctext.BlockParagraph, Cells: []string{"x"}},
			{Kind: doctext.BlockHeading, Level: -2, Text: "lower-case heading must be 300x250."},
			{Kind: doctext.BlockTableRow, Cells: []string{"", "", ""}},
			{Kind: doctext.BlockTableRow, Text: "Max file size"},
			{Kind: doctext.BlockTableRow, Cells: []string{"Max file size", ""}},
			{Kind: doctext.BlockTableRow, Cells: []string{"Dimensions", "300x250", "", "Format", "JPG", "", ""}},
			{Kind: "bogus", Text: "Videos must be 15 seconds:"},
			{Kind: doctext.BlockListItem, Text: ""},
			{Kind: doctext.BlockListItem, Text: "- 15s"},
			{Kind: doctext.BlockParagraph, Text: ":"},
			{Kind: doctext.BlockParagraph, Text: "\x00\xff must 1e309 KB 99999999999999999999 fps"},
		}},
		{},
	}}
	res := brd.Extract(doc, brd.Options{DocumentName: "odd"})
	for _, r := range res.Rules {
		if r.Source.Page < 1 || !idRe.MatchString(r.ID) {
			t.Errorf("bad rule %s", dump(r))
		}
	}
	if _, err := res.JSON(); err != nil {
		t.Fatal(err)
	}
}
