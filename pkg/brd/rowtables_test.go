package brd_test

import (
	"strings"
	"testing"
)

// TestIDColumnAfterTheGroup: a requirement table whose ID column follows
// the column that groups its rows ("Channel | ID | Requirement | Level")
// is read as the same table without the IDs: the requirement cell is the
// candidate, the ID is never part of its quote, and a level column holding
// MoSCoW words gives the row's level ("Won't" states no requirement,
// "Could" is optional).
func TestIDColumnAfterTheGroup(t *testing.T) {
	const head = "# Deliverables\n| Channel | ID | Requirement | MoSCoW |\n"
	tests := []ruleCase{
		{"a verbless statement", head + "| Web film | V-07 | Open captions burned into every cut. | Must |",
			"critical accessibility null enabled"},
		{"a statement with a value", "# Deliverables\n| Channel | ID | Requirement | Priority |\n| Leaflet | L-02 | Body copy 9 pt or larger. | Must |",
			`critical typography {"min":9,"unit":"pt"} enabled`},
		{"a row left out", head + "| Web film | V-08 | A 6 s teaser for stories. | Won't |",
			""},
		{"an optional row", head + "| Web film | V-09 | Scene markers every 20 s. | Could |",
			`minor duration {"max":20,"unit":"s"} enabled`},
	}
	checkStatedCases(t, tests)
	res := extractText(head + "| Web film | V-07 | Open captions burned into every cut. | Must |")
	for _, r := range res.Rules {
		if strings.Contains(r.Source.Quote, "V-07") {
			t.Errorf("quote %q carries the row's ID", r.Source.Quote)
		}
	}
}

// TestRequirementColumnRows: in a table's column of requirements, a row
// whose label names a statement's field, or whose cell gives the copy in
// quotes, is a requirement by its place even without a verb or a placement;
// a row beside it sharing its "applies to" cell is still read; a row of
// facts about the document stays out.
func TestRequirementColumnRows(t *testing.T) {
	tests := []ruleCase{
		{"a field's label", "# Rules\n| Element | Requirement |\n| Fair balance | Risks given the same weight as the benefits on the same screen |",
			"critical fairBalance null enabled"},
		{"quoted copy", "# Rules\n| Element | Requirement |\n| Sponsor line | “Made by Acme Pharma Ltd, Reg. No. 123456” |",
			"critical disclaimers null enabled"},
		{"beside a read row with the same scope",
			"# Rules\n| Element | Requirement | Applies to |\n| Safety information | Full ISI on every piece | Every piece |\n| Fair balance | Risks given the same weight as the benefits on the same screen | Every piece |",
			"critical safetyInfo null enabled\ncritical fairBalance null enabled"},
		{"left open", "# Rules\n| Element | Requirement |\n| Alt text | Agency to confirm with the brand |",
			""},
		{"a fact", "# Rules\n| Element | Requirement |\n| Owner | Brand team, Leeds office |",
			""},
	}
	checkStatedCases(t, tests)
}

// TestColumnsNamedByLevel: a table giving each property's requirement and
// its advice side by side ("Property | Required | Advised") reads each
// filled cell with its row's label at its column's level; a dash gives
// nothing, and a row its label calls optional is advice.
func TestColumnsNamedByLevel(t *testing.T) {
	const head = "# Print\n| Property | Required | Recommended |\n"
	tests := []ruleCase{
		{"both levels", head + "| Photographs | 250 dpi minimum | 400 dpi |",
			"critical dimensions {\"min\":250,\"unit\":\"dpi\",\"check\":\"imageResolution\"} enabled\nwarning dimensions {\"min\":400,\"unit\":\"dpi\",\"check\":\"imageResolution\"} enabled"},
		{"a dash gives nothing", head + "| Tile | PNG only, 300 KB max. | — |",
			"critical format {\"allowed\":[\"PNG\"]} enabled\ncritical fileSize {\"max\":300,\"unit\":\"KB\"} enabled"},
		{"an optional row", head + "| Skyscraper (optional) | 200 KB max. | — |",
			"warning fileSize {\"max\":200,\"unit\":\"KB\"} enabled"},
	}
	checkStatedCases(t, tests)
}

// TestCriteriaInTheFirstColumn: a product description's table of quality
// criteria ("Quality criterion | Quality tolerance | Quality method |
// Responsibility") holds its requirement in the first column; a criterion
// with no tolerance that states a value or what the piece carries is read,
// one about how the product works is not.
func TestCriteriaInTheFirstColumn(t *testing.T) {
	const head = "# Detail aid\n| Acceptance criterion | Tolerance | Method | Owner |\n"
	tests := []ruleCase{
		{"a size", head + "| Pages at 1536 × 2048 px | None | Inspection | Studio |",
			`critical dimensions {"allowed":["1536x2048"]} enabled`},
		{"a loosened criterion is left to its tolerance", head + "| Pages at 1536 × 2048 px | 2048 × 1536 also accepted | Inspection | Studio |",
			""},
		{"how it works", head + "| Runs without a network connection on the tablet | None | Test | Studio |",
			""},
	}
	checkStatedCases(t, tests)
}
