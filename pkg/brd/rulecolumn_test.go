package brd_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestRuleColumnGrids: QA artefacts hold one requirement per row in a
// column named as the rule (the rule a defect broke, what a review
// accepts, a requirement's text) beside columns that record the work:
// identifiers, dates, the files a defect was seen on, test cases,
// sources, triage and statuses. Each rule cell is read as a requirement;
// file names, dates and test data are never values or scope, and rows a
// status takes out of force (withdrawn, draft, superseded) state nothing.
func TestRuleColumnGrids(t *testing.T) {
	tests := []struct {
		name   string
		rows   [][]string
		want   []trackerWant
		absent []string // text no rule's quote or parameters may hold
	}{
		{
			name: "a defect log quoting the broken rule",
			rows: [][]string{
				{"Bug", "Logged", "File", "Medium", "Rule violated", "Triage", "State", "Assignee"},
				{"B-1", "04/05/2027", "ACME_BNR_160x600_v1.zip", "Banner", "Guide 3.1: the zipped banner may weigh 180 KB at most.", "P2", "Fixed", "Ro"},
				{"B-2", "04/05/2027", "ACME_VID_20s_v1.mp4", "Video", "Guide 4.2: spots run 10 or 20 seconds.", "P1", "Open", "Ro"},
				{"B-3", "04/06/2027", "ACME_BNR_300x50_v2.zip", "Banner", "Same as B-1.", "P3", "Duplicate", "Ro"},
			},
			want: []trackerWant{
				{"fileSize", `"max":180`, compliance.SeverityCritical, true},
				{"duration", `"allowed":["10","20"]`, compliance.SeverityCritical, true},
			},
			absent: []string{"160x600", "300x50", "04/05"},
		},
		{
			name: "a channel column before the rule scopes it and names no spec item",
			rows: [][]string{
				{"Ref", "Logged by", "Channel", "Rule broken", "Status"},
				{"D1", "Ann", "HCP email", "The full ISI must appear in the email body, not only as a link.", "Fixed"},
				{"D2", "Ann", "Display", "Banners must weigh 150 KB or less.", "Open"},
			},
			want: []trackerWant{
				{"safetyInfo", `null`, compliance.SeverityCritical, true},
				{"fileSize", `"max":150`, compliance.SeverityCritical, true},
			},
			absent: []string{"customerType"},
		},
		{
			name: "a traceability matrix with withdrawn and draft rows",
			rows: [][]string{
				{"Req ID", "Requirement", "Source", "Priority", "Test case(s)", "Status"},
				{"R-10", "Video spots are delivered at 25 fps.", "Brief v2 §3", "Must", "T-4, T-5", "Verified"},
				{"R-11", "Banners weigh no more than 90 KB.", "Brief v2 §4", "Must", "T-7", "Approved"},
				{"R-12", "Banners weigh no more than 60 KB.", "Brief v1 §4", "Must", "T-7", "Withdrawn"},
				{"R-13", "Podcast reads last 45 seconds.", "Call notes", "Should", "", "Draft"},
			},
			want: []trackerWant{
				{"frameRate", `"allowed":["25"]`, compliance.SeverityCritical, true},
				{"fileSize", `"max":90`, compliance.SeverityCritical, true},
			},
			absent: []string{`"max":60`, "45", "T-4"},
		},
		{
			name: "a list of rejection codes with what is accepted",
			rows: [][]string{
				{"Code", "What we found", "What we accept"},
				{"X-1", "Picture too small", "1920 × 1080 only."},
				{"X-2", "Too loud", "Mix to -23 LUFS ±1 LU integrated."},
				{"X-3", "Overweight file", "Files of up to 2 GB."},
			},
			want: []trackerWant{
				{"dimensions", `"allowed":["1920x1080"]`, compliance.SeverityCritical, true},
				{"audioLoudness", `"min":-24,"max":-22`, compliance.SeverityCritical, true},
				{"fileSize", `"max":2097152`, compliance.SeverityCritical, true},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractSheet("qa.xlsx", tt.rows)
			checkWantedRules(t, res.Rules, tt.want, tt.absent...)
		})
	}
}

// TestExpectedResultColumn: a test script's expected result names what the
// tool does with the input ("Import refused: “…”", "Import accepted with
// a warning flag: “…”") after a word or two naming the action; the message
// is the requirement at the outcome's level. The column of what the run
// found (Pass / Fail, actual result) is never the outcome, nor is the test
// data a limit; a sheet printed without its header row reads the same.
func TestExpectedResultColumn(t *testing.T) {
	header := []string{"Case", "Step", "Input", "Expected result", "Actual result", "Pass / Fail"}
	rows := [][]string{
		{"C-1", "1", "MP4, 12 s", "Import accepted", "As expected", "Pass"},
		{"C-1", "2", "MP4, 21 s", "Import refused: “Spots must be 20 seconds or shorter”", "As expected", "Pass"},
		{"C-1", "3", "MP4, 3.5 GB", "Import refused: “Video files must be 3 GB or smaller”", "Import accepted", "Fail"},
		{"C-1", "4", "Headline of 36 characters", "Import accepted with a warning flag: “Headline over 35 characters”", "No flag", "Fail"},
	}
	want := []trackerWant{
		{"duration", `"max":20`, compliance.SeverityCritical, true},
		{"fileSize", `"max":3145728`, compliance.SeverityCritical, true},
		{"characterCount", `"max":35`, compliance.SeverityWarning, true},
	}
	for _, withHeader := range []bool{true, false} {
		sheet := rows
		if withHeader {
			sheet = append([][]string{header}, rows...)
		}
		res := extractSheet("script.xlsx", sheet)
		got := checkWantedRules(t, res.Rules, want)
		for _, g := range got {
			for _, a := range []string{`"max":21`, `"max":36`, "3.5", "12 s"} {
				if strings.Contains(g, a) {
					t.Errorf("header %v: a rule holds test data %q: %s", withHeader, a, g)
				}
			}
		}
	}
}

// TestCriteriaBeforeResultColumns: a pre-flight checklist's pass criteria
// are followed by the columns its user fills in (the result, who checked
// it). Each row is its check and its criterion; a bracketed mark in the
// check ("[MUST]") takes the level the legend gives it, and an unmarked
// row the legend's level for unmarked lines.
func TestCriteriaBeforeResultColumns(t *testing.T) {
	blocks := []doctext.Block{
		{Kind: doctext.BlockParagraph, Text: "Rows marked [MUST] are blocking: a unit that fails one is sent back. Rows without [MUST] are advisory."},
		sheetRow("Ref", "Check", "Pass criteria", "Result", "Checked by"),
		sheetRow("K1", "[MUST] Animation", "Every animation ends within 20 seconds", "✔", "JB"),
		sheetRow("K2", "[MUST] Weight", "180 kB or less per zipped unit", "✘ D-7", "JB"),
		sheetRow("K3", "Colour contrast", "Body text at least 4.5:1 against its background", "✔", "JB"),
	}
	res := extractBlocks("preflight.docx", blocks)
	got := checkWantedRules(t, res.Rules, []trackerWant{
		{"duration", `"max":20`, compliance.SeverityCritical, true},
		{"fileSize", `"max":180`, compliance.SeverityCritical, true},
		{"contrast", `"min":4.5`, compliance.SeverityWarning, true},
	})
	for _, g := range got {
		if strings.Contains(g, "JB") || strings.Contains(g, "D-7") {
			t.Errorf("a rule holds a result or initials: %s", g)
		}
	}
}

// TestRefusedUnlessConditionMet: a rule written as what gets a creative
// refused ("… is declined if it weighs more than 80 KB", "… is returned
// unless it is 1280x720", "a notice is shown if …") states the condition's
// opposite as the requirement, at the refusal's level; a refusal whose
// condition names nothing that could be turned round states no limit.
func TestRefusedUnlessConditionMet(t *testing.T) {
	tests := []struct {
		sentence, field, param string
		severity               compliance.Severity
	}{
		{"A static banner is declined if it weighs more than 80 KB.", "fileSize", `"max":80`, compliance.SeverityCritical},
		{"Each spot is returned unless it is 1280x720.", "dimensions", `"allowed":["1280x720"]`, compliance.SeverityCritical},
		{"And the spot is rejected if its frame rate is not 24 or 25 fps", "frameRate", `"allowed":["24","25"]`, compliance.SeverityCritical},
		{"A notice is shown if the subject line is longer than 45 characters.", "characterCount", `"max":45`, compliance.SeverityWarning},
		{"Then the unit is refused if it loops more than twice", "duration", `"max":2`, compliance.SeverityCritical},
	}
	for _, tt := range tests {
		res := extractBlocks("policy.docx", []doctext.Block{{Kind: doctext.BlockParagraph, Text: tt.sentence}})
		var got []string
		found := false
		for _, r := range res.Rules {
			got = append(got, fmt.Sprint(r.Enabled)+" "+r.Field+" "+string(r.Severity)+" "+dumpP(r.Params))
			found = found || r.Field == tt.field && strings.Contains(dumpP(r.Params), tt.param) && r.Severity == tt.severity && r.Enabled
		}
		if !found {
			t.Errorf("%q: no %s rule with %s (%s); got %v", tt.sentence, tt.field, tt.param, tt.severity, got)
		}
	}
	res := extractBlocks("policy.docx", []doctext.Block{{Kind: doctext.BlockParagraph, Text: "A video is rejected if our reviewers find it misleading."}})
	if len(res.Rules) > 0 {
		t.Errorf("a refusal for a judgement gave rules: %+v", res.Rules)
	}
}

// TestMarketColumns: a regional matrix gives one column per market; each
// cell is the row's requirement for its market (scoped to it, kept apart
// from the same value of another market), a row giving every market the
// same value is one requirement for all, and a row the level column marks
// as information states none.
func TestMarketColumns(t *testing.T) {
	rows := [][]string{
		{"No.", "Item", "DE – Germany", "FR – France", "Level"},
		{"M1", "Initial load (KB)", "120", "80", "Mandatory"},
		{"M2", "Weight of the backup image (KB)", "40", "40", "Mandatory"},
		{"M3", "Animation length (s)", "20", "20", "Mandatory"},
		{"M4", "Sizes", "300 × 250, 728 × 90", "300 × 250", "Mandatory"},
		{"M5", "Planned impressions", "2,000,000", "1,500,000", "Info"},
	}
	res := extractSheet("matrix.xlsx", rows)
	var got []string
	for _, r := range res.Rules {
		got = append(got, fmt.Sprint(r.Enabled)+" "+r.Field+" "+dumpP(r.Params)+" "+r.Source.Quote)
	}
	want := []struct{ field, a, b string }{
		{"fileSize", `"max":120`, `"markets":["de"]`},
		{"fileSize", `"max":80`, `"markets":["fr"]`},
		{"dimensions", `"allowed":["300x250","728x90"]`, `"markets":["de"]`},
		{"dimensions", `"allowed":["300x250"]`, `"markets":["fr"]`},
	}
	for _, w := range want {
		found := false
		for _, r := range res.Rules {
			p := dumpP(r.Params)
			found = found || r.Field == w.field && strings.Contains(p, w.a) && strings.Contains(p, w.b)
		}
		if !found {
			t.Errorf("no %s rule with %s and %s; got:\n%s", w.field, w.a, w.b, strings.Join(got, "\n"))
		}
	}
	for _, w := range []string{`"max":20`, `"max":40`} {
		n := 0
		for _, r := range res.Rules {
			if p := dumpP(r.Params); strings.Contains(p, w) {
				n++
				if strings.Contains(p, "markets") {
					t.Errorf("the value every market shares is scoped: %s", p)
				}
			}
		}
		if n != 1 {
			t.Errorf("%d rules with %s, want one for all markets; got:\n%s", n, w, strings.Join(got, "\n"))
		}
	}
	for _, g := range got {
		if strings.Contains(g, "000") {
			t.Errorf("an information row gave a rule: %s", g)
		}
	}
}

// TestBackupLeftOutOfCount: a limit whose count leaves the backup image
// out ("backup image excluded", "excluding the fallback") is the unit's
// own, not the backup's; a limit stated for the backup stays the backup's.
func TestBackupLeftOutOfCount(t *testing.T) {
	tests := []struct {
		line   string
		backup bool
	}{
		{"Each zipped unit must weigh 180 KB or less, backup image excluded.", false},
		{"Units must stay under 120 KB excluding the fallback image.", false},
		{"The backup image must weigh 40 KB or less.", true},
	}
	for _, tt := range tests {
		res := extractBlocks("spec.docx", []doctext.Block{
			{Kind: doctext.BlockHeading, Level: 1, Text: "HTML5 banners"},
			{Kind: doctext.BlockParagraph, Text: tt.line},
		})
		found := false
		for _, r := range res.Rules {
			if r.Field != "fileSize" {
				continue
			}
			found = true
			if got := strings.Contains(dumpP(r.Params), `"backup"`); got != tt.backup {
				t.Errorf("%q: backup part %v, want %v: %s", tt.line, got, tt.backup, dumpP(r.Params))
			}
		}
		if !found {
			t.Errorf("%q: no fileSize rule", tt.line)
		}
	}
}

// TestOutOfForceRowsAreNoExamples: a row whose status takes it out of
// force (draft, withdrawn) states no requirement, and its values are no
// example of what the document allows: the rules of the rows in force are
// not left for review because of them.
func TestOutOfForceRowsAreNoExamples(t *testing.T) {
	rows := [][]string{
		{"Req ID", "Requirement", "Source", "Priority", "Status"},
		{"A-1", "Radio spots are exactly 30 seconds.", "Brief", "Must", "Approved"},
		{"A-2", "Sponsored radio spots of up to 60 seconds.", "Call", "Must", "Draft"},
		{"A-3", "Banners are 300x250 or 728x90.", "Brief", "Must", "Approved"},
		{"A-4", "Expanding banners may open to 600x500.", "Brief", "Could", "Withdrawn"},
	}
	res := extractSheet("rtm.xlsx", rows)
	n := 0
	for _, r := range res.Rules {
		if strings.Contains(r.Source.Quote, "60") || strings.Contains(r.Source.Quote, "600x500") {
			t.Errorf("an out-of-force row gave a rule: %s", r.Source.Quote)
		}
		if (r.Field == "duration" || r.Field == "dimensions") && !r.Enabled {
			t.Errorf("%s arrives for review: %s", r.Source.Quote, r.ReviewReason)
		}
		if r.Field == "duration" || r.Field == "dimensions" {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d duration and dimensions rules, want 2", n)
	}
}

// TestExpectedResultWordings: expected results are written in many ways
// around the tool's message ("Asset is rejected with error “…”", "System
// rejects the file and shows “…”", "Error shown: “…”", "Warning displayed:
// “…”"); the quoted message is the requirement, at the outcome's level.
func TestExpectedResultWordings(t *testing.T) {
	rows := [][]string{
		{"ID", "Step", "Test data", "Expected result", "Actual result", "Status"},
		{"Q1", "Load a spot", "20 s", "Asset is rejected with error “Spots must be 10 or 25 seconds”", "As expected", "Pass"},
		{"Q2", "Load a zip", "220 KB", "System rejects the file and shows “Zipped units must not exceed 190 KB”", "As expected", "Pass"},
		{"Q3", "Load a backup", "70 KB", "Error shown: “Backup images must be 55 KB or smaller”", "As expected", "Pass"},
		{"Q4", "Type a headline", "45 chars", "Warning displayed: “Headlines should be 38 characters or fewer”", "As expected", "Pass"},
		{"Q5", "Load a spot", "10 s", "Asset accepted", "As expected", "Pass"},
	}
	res := extractSheet("uat.xlsx", rows)
	got := checkWantedRules(t, res.Rules, []trackerWant{
		{"duration", `"allowed":["10","25"]`, compliance.SeverityCritical, true},
		{"fileSize", `"max":190`, compliance.SeverityCritical, true},
		{"fileSize", `"max":55`, compliance.SeverityCritical, true},
		{"characterCount", `"max":38`, compliance.SeverityWarning, true},
	})
	for _, g := range got {
		if strings.Contains(g, "with error") || strings.Contains(g, "and shows") {
			t.Errorf("the quote holds the outcome's words, not the message: %s", g)
		}
	}
}

// TestRunTimesAreNoLimits: a test report prints how long each scenario
// took ("Scenario: Banner weight 0.042s"): a time measured to the
// millisecond is no duration limit; a short limit written as one ("no more
// than 0.5 seconds of black and silence at the head") still is.
func TestRunTimesAreNoLimits(t *testing.T) {
	res := extractBlocks("report.pdf", []doctext.Block{
		{Kind: doctext.BlockParagraph, Text: "Scenario: Spot length 0.042s"},
		{Kind: doctext.BlockParagraph, Text: "Then the spot is rejected if it runs longer than 20 seconds"},
		{Kind: doctext.BlockParagraph, Text: "Spots must have no more than 0.5 seconds of black and silence at the head."},
	})
	var got []string
	limits := map[string]bool{}
	for _, r := range res.Rules {
		p := dumpP(r.Params)
		got = append(got, fmt.Sprint(r.Enabled)+" "+r.Field+" "+p)
		if r.Field == "duration" {
			if strings.Contains(p, "0.042") {
				t.Errorf("a run time became a limit: %s", p)
			}
			for _, v := range []string{`"max":20`, `"max":0.5`} {
				limits[v] = limits[v] || strings.Contains(p, v)
			}
		}
	}
	for _, v := range []string{`"max":20`, `"max":0.5`} {
		if !limits[v] {
			t.Errorf("no duration rule with %s; got %v", v, got)
		}
	}
}

// TestOutlineExamplesBoundary: a test outline whose steps carry
// placeholders states its limit only through its examples: where the
// accepted values of a column end and the rejected begin ("90 | accepted",
// "91 | rejected") is the limit, scoped to the group's size; accepted
// values with rejected ones between and around them are the allowed set.
func TestOutlineExamplesBoundary(t *testing.T) {
	res := extractBlocks("report.pdf", []doctext.Block{
		{Kind: doctext.BlockParagraph, Text: "Scenario Outline: Banner weight by size"},
		{Kind: doctext.BlockParagraph, Text: "Given a zipped banner of size <size>"},
		{Kind: doctext.BlockParagraph, Text: "When its total weight is <weight KB> KB"},
		{Kind: doctext.BlockParagraph, Text: "Then the upload is <outcome>"},
		{Kind: doctext.BlockHeading, Level: 3, Text: "Examples:"},
		sheetRow("size", "weight KB", "outcome"),
		sheetRow("970x250", "90", "accepted"),
		sheetRow("970x250", "91", "rejected"),
		sheetRow("300x600", "120", "accepted"),
		sheetRow("300x600", "121", "rejected"),
		{Kind: doctext.BlockParagraph, Text: "Scenario Outline: Cut-down lengths"},
		{Kind: doctext.BlockParagraph, Text: "Given a cut-down spot of <secs> seconds"},
		{Kind: doctext.BlockParagraph, Text: "Then the spot is <outcome>"},
		{Kind: doctext.BlockHeading, Level: 3, Text: "Examples:"},
		sheetRow("secs", "outcome"),
		sheetRow("6", "accepted"),
		sheetRow("10", "accepted"),
		sheetRow("8", "rejected"),
		sheetRow("12", "rejected"),
	})
	var got []string
	want := map[string]bool{}
	for _, r := range res.Rules {
		p := dumpP(r.Params)
		got = append(got, fmt.Sprint(r.Enabled)+" "+r.Field+" "+p+" "+r.Source.Quote)
		switch {
		case r.Field == "fileSize" && strings.Contains(p, `"max":90`) && strings.Contains(p, `"sizes":["970x250"]`):
			want["970x250 weight"] = true
		case r.Field == "fileSize" && strings.Contains(p, `"max":120`) && strings.Contains(p, `"sizes":["300x600"]`):
			want["300x600 weight"] = true
		case r.Field == "duration" && strings.Contains(p, `"allowed":["6","10"]`):
			want["lengths"] = true
		}
		if strings.Contains(p, "91") || strings.Contains(p, "121") || strings.Contains(p, `"12"`) {
			t.Errorf("a rejected example became a value: %s", p)
		}
	}
	for _, w := range []string{"970x250 weight", "300x600 weight", "lengths"} {
		if !want[w] {
			t.Errorf("no %s rule; got:\n%s", w, strings.Join(got, "\n"))
		}
	}
}

// TestRecommendsIsAdvice: "the guide recommends at least 4.5:1" is advice,
// as "recommended" is, whatever its "at least".
func TestRecommendsIsAdvice(t *testing.T) {
	res := extractBlocks("guide.docx", []doctext.Block{{Kind: doctext.BlockParagraph, Text: "The publisher recommends a contrast ratio of at least 7:1 for body text."}})
	checkWantedRules(t, res.Rules, []trackerWant{{"contrast", `"min":7`, compliance.SeverityWarning, true}})
}
