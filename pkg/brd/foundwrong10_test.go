package brd_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Found but wrong (brdwrong10): rules found with the wrong level,
// measurement or scope, each read from the words or the context that
// state it. Wording of our own; none is a held-out document's.

// TestRowLevelOverClauseWords: a requirement table whose first column
// only identifies the row ("R-3") and whose last gives the row's level
// ("Should"): the level cell states the severity, whatever the value's
// own "or fewer" or "at least" says.
func TestRowLevelOverClauseWords(t *testing.T) {
	src := "# Social copy\n| Ref | Requirement | Level |\n| S-1 | Primary text 90 characters or fewer | Should |\n| S-2 | Headline 30 characters or fewer | Shall |"
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Field == "characterCount" && r.Params != nil && r.Params.Max != nil {
			got[fmt.Sprint(*r.Params.Max)] = string(r.Severity)
		}
	}
	if got["90"] != "warning" || got["30"] != "critical" {
		t.Errorf("severities by limit %v, want 90 warning and 30 critical", got)
	}
}

// TestTotalInABracketedColumn: a column "Max total (polite)" gives the
// total the polite load is part of, not the polite load alone.
func TestTotalInABracketedColumn(t *testing.T) {
	src := "# Rich media\n| Size | Max initial (KB) | Max total (polite) (KB) |\n| 970x250 | 120 | 350 |\n| 300x600 | 120 | 350 |"
	var checks []string
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && r.Params != nil && r.Params.Max != nil {
			checks = append(checks, fmt.Sprintf("%v %s", *r.Params.Max, r.Params.Check))
		}
	}
	slices.Sort(checks)
	if want := []string{"120 initialLoad", "120 initialLoad", "350 totalSize", "350 totalSize"}; !slices.Equal(checks, want) {
		t.Errorf("loads %q, want %q", checks, want)
	}
}

// TestAppliesToCellScopesTheSentence: a requirement cell read as a
// sentence keeps the platform or placement its row's "applies to" cell
// names, as the row's other readings do.
func TestAppliesToCellScopesTheSentence(t *testing.T) {
	src := "# Video\n| No. | Requirement | For | Priority |\n| VR-2 | Video bitrate of at least 12 Mbps | CTV | Mandatory |\n| VR-3 | Keep logos out of the top 15% of the frame | TikTok | Recommended |\n| VR-4 | Every spot must be at least 6 seconds long | All video | Mandatory |"
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Params == nil {
			continue
		}
		got[r.Field] = strings.Join(r.Params.Platforms, ",")
	}
	want := map[string]string{"bitrate": "ctv", "brandGuidelines": "tiktok", "duration": ""}
	for f, w := range want {
		if g, ok := got[f]; !ok || g != w {
			t.Errorf("%s platforms %q (found %v), want %q", f, g, ok, w)
		}
	}
}
