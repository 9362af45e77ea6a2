package brd_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// extractBlocks extracts the rules of a one-page document of blocks.
func extractBlocks(name string, blocks []doctext.Block) brd.Result {
	return brd.Extract(doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: blocks}}}, brd.Options{DocumentName: name})
}

// extractSheet extracts the rules of a one-page sheet of rows.
func extractSheet(name string, rows [][]string) brd.Result {
	var blocks []doctext.Block
	for _, r := range rows {
		blocks = append(blocks, sheetRow(r...))
	}
	return extractBlocks(name, blocks)
}

// want is one rule a test expects: its field, a value its parameters
// print, its severity and whether it arrives enabled.
type trackerWant struct {
	field, param string
	severity     compliance.Severity
	enabled      bool
}

// checkWantedRules reports each wanted rule rules lacks and each rule
// holding one of the absent texts, and returns the rules as lines
// ("enabled field severity params quote") for further checks.
func checkWantedRules(t *testing.T, rules []compliance.Rule, want []trackerWant, absent ...string) []string {
	t.Helper()
	var got []string
	for _, r := range rules {
		got = append(got, fmt.Sprint(r.Enabled)+" "+r.Field+" "+string(r.Severity)+" "+dumpP(r.Params)+" "+r.Source.Quote)
	}
	for _, w := range want {
		if !slices.ContainsFunc(rules, func(r compliance.Rule) bool {
			return r.Field == w.field && strings.Contains(dumpP(r.Params), w.param) && r.Severity == w.severity && r.Enabled == w.enabled
		}) {
			t.Errorf("no %s rule with %s (%s, enabled %v); got:\n%s", w.field, w.param, w.severity, w.enabled, strings.Join(got, "\n"))
		}
	}
	for _, a := range absent {
		for _, g := range got {
			if strings.Contains(g, a) {
				t.Errorf("a rule holds %q: %s", a, g)
			}
		}
	}
	return got
}

// TestTrackerGrids: a grid exported from a work-management tool or a
// shared sheet has one requirement per row beside columns that run the
// work (owner, dates, comments, progress). Each row is read as its spec
// item and requirement cell, at its level (Hard / Soft, Mandatory / Best
// practice), under the asset or channel it names; rows not being produced,
// subitems and a parked group state nothing, and owners, dates and
// comments are never values.
func TestTrackerGrids(t *testing.T) {
	tests := []struct {
		name   string
		rows   [][]string
		want   []trackerWant
		absent []string // text no rule's quote or parameters may hold
	}{
		{
			name: "a production tracker with levels, progress and comments",
			rows: [][]string{
				{"Ref", "Deliverable", "Channel", "Property", "Spec", "Priority", "Progress", "Assignee", "Updated", "Comments"},
				{"P1", "Pre-roll video", "YouTube", "Max file size", "200 MB max", "Hard", "Done", "Kim", "3 May", "first cut was 240 MB"},
				{"P2", "Pre-roll video", "YouTube", "Frame rate", "25 fps", "Soft", "In progress", "Kim", "4 May", ""},
				{"P3", "Leaderboard", "Display", "File weight", "90 KB", "Hard", "Cut", "Lee", "1 May", "client cut the format"},
			},
			want: []trackerWant{
				{"fileSize", `"max":204800`, compliance.SeverityCritical, true},
				{"fileSize", `"platforms":["youtube"]`, compliance.SeverityCritical, true},
				{"frameRate", `"allowed":["25"]`, compliance.SeverityWarning, true},
			},
			absent: []string{"Kim", "240", `"max":90`},
		},
		{
			name: "a board with subitems and a parked group",
			rows: [][]string{
				{"Item", "Owner", "Status", "Spec", "Requirement type", "Due", "Last update"},
				{"Banner weight", "Ana", "Working on it", "150 KB max", "Mandatory", "Jun 2", "Ana: hero is 180 KB"},
				{"Banner weight", "Subitem", "Owner", "Status", "Due", "", ""},
				{"Banner weight", "Compress hero to 170 KB", "Ana", "Stuck", "Jun 1", "", ""},
				{"Hero video length", "Ana", "Done", "Keep under 20 sec", "Best practice", "Jun 2", ""},
				{"Parked", "", "", "", "", "", ""},
				{"Audio spot", "Ana", "Working on it", "45 s exactly", "Mandatory", "—", ""},
			},
			want: []trackerWant{
				{"fileSize", `"max":150`, compliance.SeverityCritical, true},
				{"duration", `"max":20`, compliance.SeverityWarning, true},
			},
			absent: []string{"170", "180", "45"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var blocks []doctext.Block
			for _, r := range tt.rows {
				blocks = append(blocks, sheetRow(r...))
			}
			doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: blocks}}}
			res := brd.Extract(doc, brd.Options{DocumentName: "tracker.xlsx"})
			checkWantedRules(t, res.Rules, tt.want, tt.absent...)
		})
	}
}

// TestAdExtensionCopyCounts: a search ad's extensions (sitelinks,
// callouts, paths) have description lines and text of their own; a count
// of them is no limit on the ad's own description. Those a check finds
// (a sitelink's text and description, a callout, a display path) are
// checked as their own piece; the others, which no check tells apart,
// arrive for review. The ad's own description stays checked.
func TestAdExtensionCopyCounts(t *testing.T) {
	tests := []struct {
		text    string
		enabled bool
		check   string
	}{
		{"# Search\n\nSitelink description lines must not exceed 35 characters.\n", true, "sitelinkDescription"},
		{"# Search\n\nCallouts must be 20 characters or fewer.\n", true, "callout"},
		{"# Search\n\nStructured snippet values must not exceed 25 characters.\n", false, ""},
		{"# Search\n\nEach ad description must not exceed 90 characters.\n", true, "description"},
	}
	for _, tt := range tests {
		res := brd.Extract(parseSource(tt.text), brd.Options{})
		n := 0
		for _, r := range res.Rules {
			if r.Field != "characterCount" {
				continue
			}
			n++
			if r.Enabled != tt.enabled {
				t.Errorf("%q: enabled %v, want %v (%s)", tt.text, r.Enabled, tt.enabled, r.ReviewReason)
			}
			if tt.enabled && (r.Params == nil || r.Params.Check != tt.check) {
				t.Errorf("%q: params %+v, want check %q", tt.text, r.Params, tt.check)
			}
		}
		if n == 0 {
			t.Errorf("%q: no character count rule", tt.text)
		}
	}
}

// TestMatrixRowsOfSeveralPlatforms: a spec matrix whose rows are for
// different platforms (a "Channel" column of YouTube, TikTok, Display)
// gives each platform's sizes and per-size limits scoped to it, not one
// list of every row's sizes; a size written with its ratio ("1080 x 1920
// (9:16)") keeps the column a column of sizes; and a note typed under the
// grid in the first cell (a naming template) is a paragraph, not a row
// whose label names a field.
func TestMatrixRowsOfSeveralPlatforms(t *testing.T) {
	rows := [][]string{
		{"Ref", "Channel", "Unit", "Size (px)", "Max weight", "Length"},
		{"A1", "YouTube", "Skippable", "1920 x 1080", "1 GB", "15 s or 30 s"},
		{"A2", "TikTok", "In-feed", "1080 x 1920 (9:16)", "500 MB", "9 to 60 s"},
		{"A3", "Display", "Leaderboard", "728 x 90", "150 KB", "—"},
		{"File naming: ACM_[Channel]_[Size]_v[NN], for example ACM_YT_1920x1080_v01.mp4 or ACM_TT_1080x1920_v02.mp4", "", "", "", "", ""},
	}
	res := extractSheet("matrix.xlsx", rows)
	want := []struct{ field, params string }{
		{"dimensions", `"allowed":["1920x1080"],"platforms":["youtube"]`},
		{"dimensions", `"allowed":["1080x1920"],"platforms":["tiktok"]`},
		{"fileSize", `"max":1048576,"unit":"KB","sizes":["1920x1080"],"platforms":["youtube"]`},
		{"fileSize", `"max":512000,"unit":"KB","sizes":["1080x1920"],"platforms":["tiktok"]`},
		{"naming", `"pattern"`},
	}
	var got []string
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+dumpP(r.Params)+" "+r.Source.Quote)
	}
	for _, w := range want {
		found := false
		for _, r := range res.Rules {
			found = found || r.Field == w.field && strings.Contains(dumpP(r.Params), w.params)
		}
		if !found {
			t.Errorf("no %s rule with %s; got:\n%s", w.field, w.params, strings.Join(got, "\n"))
		}
	}
}

// TestSizeColumnWithRatios: a column headed with no field word whose cells
// are sizes written with their ratio ("9:16, 1080 x 1920") is a column of
// sizes, so the lengths beside it are per size and per platform.
func TestSizeColumnWithRatios(t *testing.T) {
	rows := [][]string{
		{"Platform", "Frame", "Length"},
		{"TikTok", "9:16, 1080 x 1920", "10 to 45 seconds"},
		{"YouTube", "16:9, 1920 x 1080", "up to 120 seconds"},
	}
	res := extractSheet("sizes.xlsx", rows)
	var got []string
	found := false
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+dumpP(r.Params)+" "+r.Source.Quote)
		found = found || r.Field == "duration" && strings.Contains(dumpP(r.Params), `"max":45`) && strings.Contains(dumpP(r.Params), `"platforms":["tiktok"]`)
	}
	if !found {
		t.Errorf("no 45-second limit for TikTok; got:\n%s", strings.Join(got, "\n"))
	}
}

// TestDatabaseGridExport: a database grid printed with its field-type
// icons before the column names ("A Unit", "◉ Status", "≡ Requirements")
// reads its columns by their names, its long-text requirements column
// beside the size and weight columns leaves it a matrix, and a record
// whose status says it is cut gives no value to the columns' rules.
func TestDatabaseGridExport(t *testing.T) {
	rows := [][]string{
		{"#", "A Unit", "◉ Channel", "A Size", "A Weight", "≡ Requirements", "◉ Priority", "◉ Status", "▦ Due"},
		{"1", "Medium rectangle", "Display", "300 × 250", "120 kB", "Static backup required.", "Must", "In build", "02/03"},
		{"2", "Skyscraper", "Display", "160 × 600", "120 kB", "Same as MPU.", "Must", "Approved", "02/03"},
		{"3", "Wide billboard", "Display", "970 × 250", "200 kB", "No inventory this quarter.", "Must", "Cut", "—"},
	}
	res := extractSheet("grid.pdf", rows)
	var got []string
	sizes := false
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+dumpP(r.Params)+" "+r.Source.Quote)
		if r.Field == "dimensions" && strings.Contains(dumpP(r.Params), "300x250") {
			sizes = true
		}
	}
	all := strings.Join(got, "\n")
	if !sizes {
		t.Errorf("no sizes rule; got:\n%s", all)
	}
	if strings.Contains(all, "970") || strings.Contains(all, `"max":200`) {
		t.Errorf("the cut record's values are in a rule:\n%s", all)
	}
	// The requirements column does not make the grid a list of
	// requirements with values after them: the weight column is the
	// matrix's, one limit per record's size.
	if n := strings.Count(all, "fileSize "); n != 2 {
		t.Errorf("%d weight rules, want 2:\n%s", n, all)
	}
}

// TestInitialAndTotalInOneCell: a weight cell giving an initial load and a
// total side by side ("120 kB initial / 350 kB total", "90k initial load,
// 250k total") is two limits, each of its own measurement, in a matrix of
// sizes as in a property row; a cell of one limit stays a plain limit.
func TestInitialAndTotalInOneCell(t *testing.T) {
	tests := []struct {
		name string
		rows [][]string
		want []string // dumpP fragments of fileSize rules
	}{
		{
			name: "matrix of sizes",
			rows: [][]string{
				{"Unit", "Size", "Max weight"},
				{"MPU", "300 × 250", "120 kB initial / 350 kB total"},
				{"Half page", "300 × 600", "180 kB initial / 350 kB total"},
				{"Mobile", "320 × 50", "40 kB"},
			},
			want: []string{`"max":120,"unit":"KB","check":"initialLoad"`, `"max":180,"unit":"KB","check":"initialLoad"`, `"max":350,"unit":"KB","check":"totalSize"`, `"max":40,"unit":"KB","sizes":["320x50"]`},
		},
		{
			name: "property row",
			rows: [][]string{
				{"Spec", "Value"},
				{"Banner weight", "90k initial load, 250k total"},
				{"Animation", "15 s max"},
			},
			want: []string{`"max":90,"unit":"KB","check":"initialLoad"`, `"max":250,"unit":"KB","check":"totalSize"`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractSheet("weights.xlsx", tt.rows)
			var got []string
			for _, r := range res.Rules {
				if r.Field == "fileSize" {
					got = append(got, dumpP(r.Params)+" "+r.Source.Quote)
				}
			}
			all := strings.Join(got, "\n")
			for _, w := range tt.want {
				if !strings.Contains(all, w) {
					t.Errorf("no weight rule with %s; got:\n%s", w, all)
				}
			}
		})
	}
}

// tableRowBlock is a doctext table row of cells; header marks a row the
// layout showed as the table's header.
func tableRowBlock(header bool, cells ...string) doctext.Block {
	b := sheetRow(cells...)
	b.Header = header
	return b
}

// TestMergedCellPrintedBetweenRows: a spreadsheet's cell merged down a
// column ("Display" down the Area column) prints, in a PDF, centred between
// its rows as a line of its own, which reads as a heading; the rows after
// it, one of them a cell short, continue the table above (its header and
// columns).
func TestMergedCellPrintedBetweenRows(t *testing.T) {
	blocks := []doctext.Block{
		tableRowBlock(true, "Ref", "Group", "Item", "Value", "Unit", "Scope", "Level"),
		tableRowBlock(false, "R1", "", "Animation length", "≤ 20", "s", "HTML5", "Must"),
		tableRowBlock(false, "R2", "", "Loops", "3 max.", "loops", "HTML5", "Must"),
		{Kind: doctext.BlockHeading, Level: 2, Text: "Banners"},
		tableRowBlock(false, "R3", "Backup image weight", "40", "KB", "Static", "Must"),
		tableRowBlock(false, "R4", "", "Frame rate", "25 or 30", "fps", "Pre-roll", "Must"),
	}
	res := extractBlocks("sheet.pdf", blocks)
	var got []string
	want := map[string]bool{"fileSize": false, "frameRate": false}
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+dumpP(r.Params)+" "+r.Source.Quote)
		if r.Field == "fileSize" && strings.Contains(dumpP(r.Params), `"max":40,"unit":"KB"`) {
			want["fileSize"] = true
		}
		if r.Field == "frameRate" && strings.Contains(dumpP(r.Params), `"allowed":["25","30"]`) {
			want["frameRate"] = true
		}
	}
	for f, ok := range want {
		if !ok {
			t.Errorf("no %s rule from the rows after the merged cell; got:\n%s", f, strings.Join(got, "\n"))
		}
	}
}

// TestSameAsAnotherRow: a grid cell that gives another row's value by
// reference ("same as CTV") takes that row's value for the same column
// (the row naming the referent and sharing the spec item), and is not
// scoped to the referent's platform.
func TestSameAsAnotherRow(t *testing.T) {
	rows := [][]string{
		{"ID", "Asset", "Channel", "Spec item", "Requirement", "Level", "Owner"},
		{"T1", "TV spot", "CTV", "Length", "30 s exactly", "Hard", "Kai"},
		{"T2", "TV spot", "CTV", "Loudness", "-23 LUFS ±1", "Hard", "Kai"},
		{"W1", "Web video", "Pre-roll", "Length", "6 to 20 s", "Hard", "Ola"},
		{"W2", "Web video", "Pre-roll", "Loudness", "same as CTV", "Hard", "Ola"},
		{"Y1", "Bumper", "YouTube", "Length", "6 s exactly", "Hard", "Ola"},
	}
	res := extractSheet("tracker.xlsx", rows)
	var got []string
	found := false
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+dumpP(r.Params)+" "+r.Source.Quote)
		found = found || r.Field == "audioLoudness" && strings.Contains(r.Source.Quote, "Web video") && strings.Contains(dumpP(r.Params), `"min":-24,"max":-22`) &&
			!strings.Contains(dumpP(r.Params), "ctv")
	}
	if !found {
		t.Errorf("no loudness rule for the row that refers to the CTV row; got:\n%s", strings.Join(got, "\n"))
	}
}

// TestHeaderPrintedAsTextLine: a checklist sheet printed to PDF whose
// header row came out as a line of text ("Ref Topic Check Pass criteria
// Blocking? Tester notes") and whose section rows came out as headings
// between headerless tables (the last one without its empty notes cells):
// the line's capitalised words are the columns, the sections rows of one
// table, its Y/N column sets each row's level and the notes are no values.
func TestHeaderPrintedAsTextLine(t *testing.T) {
	blocks := []doctext.Block{
		{Kind: doctext.BlockHeading, Level: 1, Text: "Banner QA checklist"},
		{Kind: doctext.BlockParagraph, Text: "Ref Topic Check Pass criteria Blocking? Tester notes"},
		{Kind: doctext.BlockHeading, Level: 2, Text: "A. Display banners"},
		sheetRow("A1", "Weight", "Initial load within limit", "≤ 120 kB", "Y", "98 kB"),
		sheetRow("A2", "Animation", "Animation length", "15 seconds max", "N", "ran 14 s"),
		{Kind: doctext.BlockHeading, Level: 2, Text: "B. Email"},
		sheetRow("B1", "Width", "Email width", "600 px wide", "Y"),
		sheetRow("B2", "Weight", "Email weight", "Under 90 kB", "Y"),
	}
	res := extractBlocks("checklist.pdf", blocks)
	var got []string
	want := map[string]bool{}
	for _, r := range res.Rules {
		got = append(got, r.Field+" "+string(r.Severity)+" "+dumpP(r.Params)+" "+r.Source.Quote)
		p := dumpP(r.Params)
		switch {
		case r.Field == "fileSize" && strings.Contains(p, `"max":120`) && r.Severity == compliance.SeverityCritical:
			want["initial load"] = true
		case r.Field == "duration" && strings.Contains(p, `"max":15`) && r.Severity == compliance.SeverityWarning:
			want["advisory animation length"] = true
		}
	}
	for _, w := range []string{"initial load", "advisory animation length"} {
		if !want[w] {
			t.Errorf("no %s rule; got:\n%s", w, strings.Join(got, "\n"))
		}
	}
}
