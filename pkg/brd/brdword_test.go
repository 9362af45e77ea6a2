package brd_test

import (
	"slices"
	"strings"
	"testing"
)

// Table tests of the Word, Calc and plain-text BRD kinds (issue 12,
// engineer brdword). Each uses wording of its own.

// TestCharacterCountColumnsPerText: a table of text limits whose rows name
// texts (with the network they run on) and whose columns hold bare counts
// under "Max characters" and "Recommended" gives one rule per text and
// column: the maximum critical, the recommendation advice, each scoped to
// its row's platform. Read as a matrix it gave nothing (a column of
// different texts' counts is no one limit).
func TestCharacterCountColumnsPerText(t *testing.T) {
	for _, header := range []string{"| Network | Copy element | Max characters | Recommended |", "| Channel | Field | Character limit | Ideal length |"} {
		t.Run(header, func(t *testing.T) {
			src := strings.Join([]string{
				"# Social copy",
				header,
				"| LinkedIn | Headline | 70 | 50 |",
				"| LinkedIn | Description | 300 | n/a |",
				"| Pinterest | Description | 480 | 90 |",
			}, "\n")
			var got []string
			for _, r := range extractText(src).Rules {
				if r.Field == "characterCount" && r.Enabled {
					got = append(got, string(r.Severity)+" "+strings.Join(r.Params.Platforms, ",")+" "+dumpP(r.Params))
				}
			}
			want := []string{
				`critical linkedin {"max":70,"unit":"chars","check":"headline","platforms":["linkedin"]}`,
				`warning linkedin {"max":50,"unit":"chars","check":"headline","platforms":["linkedin"]}`,
				`critical linkedin {"max":300,"unit":"chars","check":"description","platforms":["linkedin"]}`,
				`critical pinterest {"max":480,"unit":"chars","check":"description","platforms":["pinterest"]}`,
				`warning pinterest {"max":90,"unit":"chars","check":"description","platforms":["pinterest"]}`,
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("character limits\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// TestHTMLFileOfAnEmailIsNoHTML5Unit: "HTML" alone (an email's HTML file)
// does not name an HTML5 unit, so its weight limit does not become an
// HTML5 banner's; "HTML5" and "HTML banners" still do.
func TestHTMLFileOfAnEmailIsNoHTML5Unit(t *testing.T) {
	for _, tc := range []struct{ line, kinds string }{
		{"The email's HTML document must stay under 90 KB.", ""},
		{"HTML5 creatives must stay under 90 KB.", "html5"},
		{"HTML banners must stay under 90 KB.", "html5"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			got := "no rule"
			for _, r := range extractText("# Delivery\n- " + tc.line).Rules {
				if r.Field == "fileSize" {
					got = strings.Join(r.Params.Kinds, ",")
				}
			}
			if got != tc.kinds {
				t.Errorf("kinds %q, want %q", got, tc.kinds)
			}
		})
	}
}
