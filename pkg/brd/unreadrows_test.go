package brd_test

import "testing"

// TestUnreadRequirementRows: a requirement table's row that no table
// reading turned into a candidate is read as a checklist line when its
// place says it is a requirement (a level mark, a column named as the
// requirement) and its cell states something; topics, audiences, dropped
// rows and rows of values stay as the table readings left them.
func TestUnreadRequirementRows(t *testing.T) {
	tests := []ruleCase{
		{"an ID, an area, the standard and its level", "# Standards\n| Ref | Area | Standard | Level |\n| T-4 | Copy | Reminder texts must not name the medicine | HARD |",
			"critical brandGuidelines null stated"},
		{"a check with its letter", "# Every piece\n| Ref | Check | Status |\n| C2 | The black triangle right after the first mention of the brand | M |",
			"critical disclaimers null enabled"},
		{"under a requirement column", "# UK\n| Element | Requirement | Applies to |\n| Leaflet link | A link to the patient leaflet beside the prescribing information link | Consumer pieces |",
			"critical safetyInfo null enabled"},
		{"advice by its level", "# Email\n| Ref | Standard | Level |\n| E-7 | Every closing line names a real person at the brand | Should |",
			"warning brandGuidelines null stated"},
		{"a topic, not a statement", "# Criteria\n| Ref | Criterion | Level |\n| 2.1 | Keyboard trap | M |",
			""},
		{"a fact about the document", "# About\n| Item | Requirement |\n| Owner | Brand team, Leeds office |",
			""},
		{"whom the document is for", "# Audience\n| Item | Requirement |\n| Audience | Every piece in this kit is for enrolled adult patients |",
			""},
		{"a dropped row", "# Standards\n| Ref | Requirement | Status |\n| R9 | Reminder texts must not name the medicine | Deprecated |",
			""},
	}
	checkStatedCases(t, tests)
}
