package brd_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// sheet is one page holding a heading and a table of rows.
func sheet(heading string, rows ...doctext.Block) doctext.Document {
	blocks := append([]doctext.Block{{Kind: doctext.BlockHeading, Level: 1, Text: heading}}, rows...)
	return doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: blocks}}}
}

// ruleLines describes the rules as "field params severity enabled", one a line.
func ruleLines(rules []compliance.Rule) string {
	var out []string
	for _, r := range rules {
		out = append(out, fmt.Sprintf("%s %s %s %v", r.Field, dumpP(r.Params), r.Severity, r.Enabled))
	}
	return strings.Join(out, "\n")
}

// TestWorkingTables: the tables of working documents (change requests,
// decision logs, filled-in QA checklists) carry values that are not the
// specification: the value a change replaces, a decision a later one
// what a tester measured. Only what applies becomes a rule,
// and a Y/N column saying whether a check blocks release sets its level.
func TestWorkingTables(t *testing.T) {
	tests := []struct {
		name        string
		doc         doctext.Document
		want, avoid []string // substrings of ruleLines
	}{
		{
			name: "an approved change replaces the old value",
			doc: sheet("Requested changes to the banner specification",
				sheetRow("No.", "Item", "Existing specification", "Proposed specification", "Decision"),
				sheetRow("1", "Max file weight", "120 KB", "90 KB", "☒ Approved ☐ Rejected"),
				sheetRow("2", "Frame rate", "25 fps", "30 fps", "Approved")),
			want:  []string{`fileSize {"max":90,"unit":"KB"}`, `frameRate {"max":30,`},
			avoid: []string{`"max":120`, `"max":25`},
		},
		{
			name: "a rejected change leaves the old value in force",
			doc: sheet("Requested changes to the banner specification",
				sheetRow("No.", "Item", "Existing specification", "Proposed specification", "Decision"),
				sheetRow("1", "Max file weight", "120 KB", "90 KB", "☐ Approved ☒ Rejected"),
				sheetRow("2", "Animation length", "20 seconds max.", "10 seconds max.", "☒ Approved ☐ Rejected")),
			want:  []string{`fileSize {"max":120,"unit":"KB"}`, `"max":10,"unit":"s"`},
			avoid: []string{`"max":90`, `"max":20,`},
		},
		{
			name: "two version columns: the later one applies",
			doc: sheet("Differences from the last release",
				sheetRow("Setting", "v1.4 (last year)", "v2.0 (now)"),
				sheetRow("Max file weight", "70 KB", "95 KB")),
			want:  []string{`fileSize {"max":95,"unit":"KB"}`},
			avoid: []string{`"max":70`},
		},
		{
			name: "a tester's measurements and results are no requirements; Blocking Y/N sets the level",
			doc: sheet("Release checks",
				sheetRow("#", "Topic", "Check", "Pass criteria", "Blocking?", "Result", "Tester notes"),
				sheetRow("T1", "Weight", "File weight within the cap", "Under 180 KB", "Y", "Pass", "163 KB"),
				sheetRow("T2", "Legibility", "Smallest type", "Body text 12 px or larger", "N", "Pass", "14 px"),
				sheetRow("T3", "Animation", "Runtime", "Ends within 25 seconds", "Y", "Fail", "Ran 31 s")),
			want:  []string{`fileSize {"max":180,"unit":"KB"} critical`, `typography {"min":12,"unit":"px"} warning`, `"max":25,"unit":"s"`},
			avoid: []string{`"max":163`, `"min":14`, `"max":31`, `:31`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ruleLines(brd.Extract(tt.doc, brd.Options{}).Rules)
			for _, w := range tt.want {
				if !strings.Contains(got, w) {
					t.Errorf("want a rule with %s; got\n%s", w, got)
				}
			}
			for _, a := range tt.avoid {
				if strings.Contains(got, a) {
					t.Errorf("want no rule with %s; got\n%s", a, got)
				}
			}
		})
	}
}

// TestRowScopeWords: a table's section row scopes the rows under it, in
// the review as in the extractor; a section naming several things does not.
func TestRowScopeWords(t *testing.T) {
	tests := []struct {
		name  string
		doc   doctext.Document
		field string
		kinds string
	}{
		{
			name: "a section row names the kind",
			doc: sheet("Release checks",
				sheetRow("#", "Topic", "Check", "Pass criteria"),
				sheetRow("A. Banners", "", "", ""),
				sheetRow("A1", "Weight", "File weight", "Under 180 KB"),
				sheetRow("B. Meta feed video cut-downs", "", "", ""),
				sheetRow("B1", "Resolution", "Width", "At least 1080 px wide")),
			field: "dimensions", kinds: `meta`,
		},
		{
			name: "a section row naming two things gives no scope",
			doc: sheet("Release checks",
				sheetRow("#", "Topic", "Check", "Pass criteria"),
				sheetRow("A. Banners", "", "", ""),
				sheetRow("A1", "Weight", "File weight", "Under 180 KB"),
				sheetRow("B. Native and email", "", "", ""),
				sheetRow("B1", "Copy", "Headline", "Headline of 40 characters or fewer")),
			field: "characterCount", kinds: `{"max":40,"unit":"chars","check":"headline"}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.Extract(tt.doc, brd.Options{DocumentName: "deliverables.docx"}).Rules
			for _, r := range rules {
				if r.Field == tt.field {
					if got := dumpP(r.Params); !strings.Contains(got, tt.kinds) {
						t.Errorf("%s rule %s, want kinds %s", tt.field, got, tt.kinds)
					}
					return
				}
			}
			t.Errorf("no %s rule in\n%s", tt.field, ruleLines(rules))
		})
	}
}

// TestRemovedValues: a change that removes a value ("Remove the 120x600")
// excludes it from the list beside it.
func TestRemovedValues(t *testing.T) {
	tests := []struct{ text, want, avoid string }{
		{"# Display\nBanner sizes must change: remove the 120x600; sizes: 300x250, 970x250.\n", `"300x250","970x250"`, `120x600`},
		{"# Display\n| Item | Specification |\n| Sizes | Retire the 160x160; accepted sizes 336x280, 468x60 |\n| Weight | 100 KB max. |\n", `"336x280","468x60"`, `160x160`},
	}
	for _, tt := range tests {
		got := ruleLines(brd.Extract(parseSource(tt.text), brd.Options{}).Rules)
		if !strings.Contains(got, tt.want) || strings.Contains(got, tt.avoid) {
			t.Errorf("%q: want %s without %s; got\n%s", tt.text, tt.want, tt.avoid, got)
		}
	}
}
