package brd_test

import (
	"strings"
	"testing"
)

// ruleCase is a snippet and the rules it must give (rulesLine's form).
type ruleCase struct{ name, src, want string }

// checkRuleCases extracts each case's snippet and compares its rules.
func checkRuleCases(t *testing.T, tests []ruleCase) {
	t.Helper()
	checkCasesWith(t, tests, rulesLine)
}

// checkCasesWith compares line(src) of each case with its want.
func checkCasesWith(t *testing.T, tests []ruleCase, line func(string) string) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := line(tt.src); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

// TestImperativeStatements: qualitative requirements written as bare
// imperatives, the way help pages and creator briefs write them ("Add …",
// "Pin …", "Show your …"), are requirements; the same verbs naming things
// at the start of a sentence are not.
func TestImperativeStatements(t *testing.T) {
	tests := []ruleCase{
		{"add captions", "# Video tips\nAdd closed captions to every clip, since many people scroll with the sound off.",
			"critical accessibility null"},
		{"a numbered step", "# Posting checklist\n3. Pin a reply that links to the full prescribing information.",
			"critical safetyInfo null"},
		{"show the brand early", "# Creative tips\nShow the brand in the opening two seconds.",
			`critical brandGuidelines {"max":2,"unit":"s"}`}, // when the brand appears, as brandEarly reads it
		{"write into a tag", "# Audio delivery\nWrite the campaign code into the ID3 title tag.",
			"critical metadata null"},
		{"a noun, not a verb", "# Formats\nDisplay units appear beside articles about allergy.",
			""},
		{"an open caption is a thing", "# Video\nOpen captions appear in white on a dark box.",
			""},
	}
	checkRuleCases(t, tests)
}

// TestRequirementTableStatements: a requirement table's row that states a qualitative
// requirement with no verb and no value (beside an element's name, or alone
// beside its level) is a requirement by its place in the table; its level
// comes from the marks beside it. Rows of dates, names or notes are not.
func TestRequirementTableStatements(t *testing.T) {
	tests := []ruleCase{
		{"beside an element's name", "# Mandatories\n| Element | Requirement |\n| Social posts | Burned-in subtitles on every video post |",
			"critical accessibility null"},
		{"a present-tense statement with its priority", "# Email\n| Item | Requirement | Priority |\n| Photos | Each photo has alternative text | R |",
			"warning accessibility null"},
		{"the statement alone beside its level", "# Digital\n| Requirement | Level |\n| Boxed warning shown in full on every banner. | M |",
			"critical safetyInfo null"},
		{"a place on the asset", "# Footer\n| Element | Standard |\n| Legal | Unsubscribe link and postal address in the footer |",
			"critical disclaimers null"},
		{"a change log row", "# Changes\n| Version | Date | Change |\n| 2 | 3 March | Moved the owners to page two |",
			""},
		{"a note about a deliverable", "# Deliverables\n| Deliverable | Notes |\n| Launch email | Drafted by the agency in week two |",
			""},
	}
	checkRuleCases(t, tests)
}

// TestLinksAndSponsors: where a click goes and how it is served (HTTPS, the
// final or destination URL, a new tab) is a metadata rule; saying who pays
// (a sponsor line, naming the sponsor, a paid-partnership label) is a
// disclaimer. Link words take no values of the image they sit beside, and a
// link that carries the safety information is the safety rule.
func TestLinksAndSponsors(t *testing.T) {
	tests := []ruleCase{
		{"served over HTTPS", "# Native\nThe click URL and every impression tracker must use HTTPS.",
			"critical metadata null"},
		{"the same domain", "# Search\nThe final URL must sit on the same domain as the display URL.",
			"critical metadata null"},
		{"a new tab", "# Display\nThe click-through must open in a new window.",
			"critical metadata null"},
		{"a link carrying the safety information", "# Search\nPrescription ads are accepted, and their final URL must lead to the full Important Safety Information.",
			"critical safetyInfo null"},
		{"an image beside its link", "# Audio spots\n| Item | Spec |\n| Tile image Click-through | 600x600 JPG or PNG, under 150 Kb HTTPS landing page only |",
			"critical dimensions {\"allowed\":[\"600x600\"]}\ncritical format {\"allowed\":[\"JPG\",\"PNG\"]}\ncritical fileSize {\"max\":150,\"unit\":\"KB\"}"},
		{"a click-through rate is no link", "# Results\nLast year the click-through rate was 0.2% and the units weighed 90 KB on average.",
			""},
		{"naming the sponsor", "# Voice apps\nThe opening prompt must name the sponsor.",
			"critical disclaimers null"},
		{"a paid-partnership label", "# Creators\nEvery post must switch on the paid partnership label.",
			"critical disclaimers null"},
		{"a sponsor line on the last frame", "# Unbranded video\nThe sponsor line must be visible on the closing frame.",
			"critical disclaimers null"},
	}
	checkRuleCases(t, tests)
}

// TestGenericNameAndTwoStatements: how the brand name is written with its
// generic (established, non-proprietary) name is the brand's rule; a
// sentence requiring two statements of different fields ("…, and must …")
// gives a rule for each.
func TestGenericNameAndTwoStatements(t *testing.T) {
	tests := []ruleCase{
		{"generic name beside the brand", "# Copy\nThe established name must follow the brand name at its first appearance.",
			"critical brandGuidelines null"},
		{"active ingredient next to the product name", "# Social\nPosts must put the active ingredient right after the product name.",
			"critical brandGuidelines null"},
		{"two statements in one sentence", "# Audio\nEach spot must state the indication, and must say where listeners can find the full Prescribing Information.",
			"critical indication null\ncritical safetyInfo null"},
	}
	checkRuleCases(t, tests)
}

// TestProseHeading: a paragraph a PDF printed as a heading (a dozen words
// or more, in sentences, with normative wording) is read as prose; a long
// section title is still a title.
func TestProseHeading(t *testing.T) {
	tests := []ruleCase{
		{"sentences printed large", "# Launch deck\n## Each banner must show the boxed warning in a scrolling panel from the first frame. Each banner must also carry alt text.\nBrief owner: brand team.",
			"critical safetyInfo null\ncritical accessibility null"},
		{"a long title", "# Launch deck\n## Requirements for every banner that must carry the safety information\nBrief owner: brand team.",
			""},
	}
	checkRuleCases(t, tests)
}

// TestCreativeElementRules: what a creative or one of its elements must or
// must not be or show, in words no field names, is a creative guideline;
// where it may run, whom it targets and how it is cleared are not rules.
func TestCreativeElementRules(t *testing.T) {
	tests := []ruleCase{
		{"an element's conduct", "# Rich media\nThe dismiss button must stay visible on every panel.",
			"critical brandGuidelines null"},
		{"what copy must not do", "# Search\nDescriptions should not repeat the wording of the headlines.",
			"warning brandGuidelines null"},
		{"where it may run", "# Targeting\nPrescription-drug ads may not run beside articles about children's health.",
			""},
		{"how it is cleared", "# Process\nEvery creative must have a clearance certificate before it is booked.",
			""},
	}
	checkRuleCases(t, tests)
}

// TestBracketedLegendMark: a legend sentence may define a bracketed letter
// ("Items marked (P) are preferences"); a table row whose value cell
// carries it takes the legend's level over its own wording.
func TestBracketedLegendMark(t *testing.T) {
	src := "# Market rules\nItems marked (P) are house preferences, everything else is mandatory.\n" +
		"| Element | Requirement |\n| Colour | Never use the accent orange behind safety text (P) |\n| Logo | Never recolour the logo |"
	// (Recolouring the logo is the logo part's rule: TestLogoTreatmentIsTheLogos.)
	want := "warning brandGuidelines null\ncritical brandGuidelines {\"parts\":[\"logo\"]}"
	if got := rulesLine(src); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestAdviceWording: an opening advice label ("Recommended:", "Nice to
// have:", "Optional:") states the line's level over the imperative after
// it; "desirable" and "would like" are advice too.
func TestAdviceWording(t *testing.T) {
	tests := []ruleCase{
		{"a recommended label over an imperative", "# Search\nRecommended: add alt text to every image in the feed.",
			"warning accessibility null"},
		{"nice to have", "# Video\nNice to have: keep burned-in subtitles on every cut.",
			"warning accessibility null"},
		{"an optional label", "# Video\nOptional: upload a transcript with every spot.",
			"minor accessibility null"},
		{"desirable", "# Print\nIt is desirable that every video carries burned-in subtitles.",
			"warning accessibility null"},
		{"would like", "# Brand\nWould like brand colour #00A0B0 behind every headline.",
			"warning brandGuidelines null"},
	}
	checkRuleCases(t, tests)
}

// TestTickAndCrossRows: a row whose every value cell is a cross forbids
// its label; in a do/don't table a ticked row requires and a crossed one
// forbids. A row with a tick beside its cross is not read this way.
func TestTickAndCrossRows(t *testing.T) {
	tests := []ruleCase{
		{"crossed everywhere", "# Copy rules\n| In copy | Title | Body |\n| Hashtags | ✗ | ✗ |\n| Prices | ✓ | ✗ |",
			"critical brandGuidelines null"},
		{"a do/don't table", "# Build rules\n| ✓ | Keep every font inside the package |\n| ✗ | Sound that plays before the first tap |",
			"critical typography null\ncritical brandGuidelines null"},
	}
	checkRuleCases(t, tests)
}

// TestMatrixNoteCells: the notes or "other" column of a spec matrix holds
// each row's qualitative requirements; each is a rule scoped to the row's
// size. A cell saying the row does not need something is none.
func TestMatrixNoteCells(t *testing.T) {
	src := "# Display\n| Size | Max weight (KB) | Other |\n| 300x250 | 150 | Scrolling ISI panel inside the unit |\n" +
		"| 728x90 | 100 | Captions not needed |\n| 160x600 | 150 | Link to the full ISI on every frame |"
	var got []string
	for _, line := range strings.Split(rulesLine(src), "\n") {
		if strings.Contains(line, "safetyInfo") || strings.Contains(line, "accessibility") {
			got = append(got, line)
		}
	}
	want := `critical safetyInfo {"sizes":["300x250"]}` + "\n" + `critical safetyInfo {"sizes":["160x600"]}`
	if strings.Join(got, "\n") != want {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
}

// TestRequiredHeadingItems: a short heading that says its items are
// required gives verbless list items its level; a heading that negates
// ("Not required") does not.
func TestRequiredHeadingItems(t *testing.T) {
	checkRuleCases(t, []ruleCase{
		{"required items", "# Deck\n## Mandatory slides\n- A safety information summary after the data section",
			"critical safetyInfo null"},
		{"a negated heading", "# Deck\n## Not required\n- A safety information summary after the data section",
			""},
	})
}
