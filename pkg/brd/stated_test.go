package brd_test

import (
	"strings"
	"testing"
)

// statedLine describes the rules of a snippet with their state and, for a
// disabled rule, whether the review reason is the stated requirement's.
func statedLine(src string) string {
	var got []string
	for _, r := range extractText(src).Rules {
		state := "enabled"
		if !r.Enabled {
			state = "disabled"
			if strings.Contains(r.ReviewReason, "stated requirement with no measurable value") {
				state = "stated"
			}
		}
		got = append(got, string(r.Severity)+" "+r.Field+" "+dumpP(r.Params)+" "+state)
	}
	return strings.Join(got, "\n")
}

// TestStatedRequirements: a sentence that reads as a requirement but names
// no field and gives no value becomes one rule for review (brandGuidelines
// unless a keyword guesses better, severity from its words), while legends,
// process and vendor duties, where a medicine may be advertised, and
// permissions stay non-rules.
func TestStatedRequirements(t *testing.T) {
	tests := []ruleCase{
		{"a prohibition with no keyword", "# Chat persona\nNever invent a surname for the virtual assistant.",
			"critical brandGuidelines null stated"},
		{"a 'no' list", "# Messaging\nNo price comparisons with rival treatments, no patient stories.",
			"critical brandGuidelines null stated"},
		{"advice keeps its level", "# Conversation close\nThe closing message should invite the reader to rate the chat.",
			"warning brandGuidelines null stated"},
		{"a weak keyword's field is the guess", "# Tablet detail aid\nThe closing panel must feel calm in portrait.",
			"critical aspectRatio null stated"},
		{"a weak filing keyword is no filing rule", "# Copy\nClaims must avoid acronyms like FDA in the headline.",
			"critical brandGuidelines null stated"},
		{"quoted copy to carry is a mandatory statement", "# Texts\nEvery reminder shall end with “Text STOP to leave the programme.”",
			"critical disclaimers null stated"},
		{"how links are built is metadata", "# Newsletter\nNo link shorteners or redirects in the sponsor block.",
			"critical metadata null stated"},
		{"rendering in dark mode is accessibility", "# Email QA\nTemplates should be checked in dark mode on two phones.",
			"warning accessibility null stated"},
		{"a table's own requirement is no pointer to a table", "# Accessible PDF\nEvery table must keep its header row tagged as a header.",
			"critical brandGuidelines null stated"},
		{"search keywords are no legend's key words", "# Store listing\nThe listing must not use the words cure or heal anywhere, including keywords.",
			"critical brandGuidelines null stated"},
		{"an uploaded ad's own requirement", "# Display\nUploaded banners must show a visible border when the background is white.",
			"critical brandGuidelines null stated"},
		{"the agency's delivery", "# Timing\nThe agency must hand over the final files ten working days before launch.",
			""},
		{"money", "# Terms\nInvoices must quote the purchase order number.",
			""},
		{"a legend of the level words", "# How to read this\nLines that say must are binding; lines that say should are advice.",
			""},
		{"a legend of three levels", "# Priorities\nMust items block sign-off, should items are expected and could items are optional.",
			""},
		{"what review does", "# QA\nAdvisory findings never hold up the release.",
			""},
		{"where a medicine may be advertised", "# Market rules\nPrescription products may not be advertised to the general public.",
			""},
		{"a permission", "# Hosts\nHosts may add a story of their own.",
			""},
		{"a lead-in", "# Footer\nEvery message must end with the following:",
			""},
		{"a sending schedule", "# SMS\nReminders are sent between 8 a.m. and 6 p.m. only.",
			""},
		{"a need denied", "# Targeting\nYou do not need to tell us which screens will play it.",
			""},
	}
	checkStatedCases(t, tests)
}

// TestStatedSystemRequirements: in a requirements document about a system
// ("The Vault shall …" again and again), the lines about the system give no
// stated rule; a line about the creative in it still does.
func TestStatedSystemRequirements(t *testing.T) {
	src := "# Functional requirements\n" +
		"- The Vault shall keep every version of an item.\n" +
		"- The Vault shall notify the owner before an approval lapses.\n" +
		"- The Vault shall let users share collections.\n" +
		"- The Vault shall sign users in through single sign-on.\n" +
		"- The Vault shall open a ticket when an import fails.\n" +
		"- The Vault shall hide withdrawn items from agency users.\n" +
		"# Creative\n" +
		"- Banners must never imitate a system alert."
	want := "critical brandGuidelines null enabled"
	if got := statedLine(src); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// checkStatedCases compares each case's rules with their state.
func checkStatedCases(t *testing.T, tests []ruleCase) {
	t.Helper()
	checkCasesWith(t, tests, statedLine)
}

// TestStatedReasonWords: the reason of a stated rule quotes its normative
// words whole ("use", not the match's "use t").
func TestStatedReasonWords(t *testing.T) {
	res := extractText("# Persona\nUse a first-person voice in every reply.")
	if len(res.Rules) != 1 {
		t.Fatalf("got %d rules, want 1", len(res.Rules))
	}
	if r := res.Rules[0]; !strings.Contains(r.ReviewReason, `normative wording "use")`) {
		t.Errorf("review reason %q, want the whole word \"use\"", r.ReviewReason)
	}
}
