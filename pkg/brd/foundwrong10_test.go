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

// TestBracketedSizeException: a limit with a bracketed exception for a
// size gives two rules: the limit for the other sizes of the document's
// list, the exception for its own. An aside without a value of the
// limit's quantity splits nothing.
func TestBracketedSizeException(t *testing.T) {
	tests := []struct {
		name, src, field string
		want             []string
	}{
		{"size first", "# Banners\nDeliver 160x600, 300x250 and 320x100.\n- Polite load no more than 300 KB (320x100: ≤ 120 KB)", "fileSize",
			[]string{"120 320x100", "300 160x600,300x250"}},
		{"value first", "# Banners\nDeliver 160x600, 300x250 and 970x250.\n- The initial load must stay under 100 KB (180 KB for the 970x250).", "fileSize",
			[]string{"100 160x600,300x250", "180 970x250"}},
		{"a table row", "# Newsletter\n| Spec | Value |\n| Sizes | 640 x 160 or 1280 x 320 |\n| Weight | 90 kB at most (the 1280 × 320 file may weigh 200 kB) |", "fileSize",
			[]string{"200 1280x320", "90 640x160"}},
		{"a share of the unit", "# Safety\nDeliver 300x250, 728x90 and 300x600.\n- The ISI panel fills at least 30% of the unit height (728x90: at least 20%).", "safetyInfo",
			[]string{"20 728x90", "30 300x250,300x600"}},
		{"an aside of another quantity", "# Banners\nDeliver 160x600 and 300x250.\n- Maximum weight 150 KB (300x250: JPG only).", "fileSize",
			[]string{"150 "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field != tt.field || r.Params == nil {
					continue
				}
				v := r.Params.Max
				if v == nil {
					v = r.Params.Min
				}
				if v != nil {
					got = append(got, fmt.Sprintf("%v %s", *v, strings.Join(r.Params.Sizes, ",")))
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSafeAreaWordings: where text must stay, in more of the ways writers
// put it: a centre share "in the centre", a band along every edge ("the
// outer 8%"), a margin in inches with a decimal, a margin from edges
// listed with commas.
func TestSafeAreaWordings(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Takeover\n- Keep copy in the centre 85% of the image.", "max 85 %"},
		{"# Push image\n- Keep text out of the outer 8% of the image.", "min 8 %"},
		{"# Print\n- Keep type at least 0.125 in inside the trim.", "min 0.125 in"},
		{"# Squeezeback\n- Leave at least 48 px from the left, top and bottom edges free of copy.", "min 48 px"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got := ""
			for _, r := range extractText(tt.src).Rules {
				if p := r.Params; r.Field == "brandGuidelines" && p != nil && p.Check == "safeArea" {
					switch {
					case p.Max != nil:
						got = fmt.Sprintf("max %v %s", *p.Max, p.Unit)
					case p.Min != nil:
						got = fmt.Sprintf("min %v %s", *p.Min, p.Unit)
					}
				}
			}
			if got != tt.want {
				t.Errorf("safe area %q, want %q", got, tt.want)
			}
		})
	}
}

// TestAdviceColumnHeader: a table column whose header opens with a word
// of advice ("Suggested resolution") or calls itself guidance gives
// advice; the limits beside it stay requirements.
func TestAdviceColumnHeader(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Tiles\n| Tile | Formats | Max weight | Suggested resolution |\n| Small tile | JPG or PNG | 5 MB | 600 × 600 px |\n| Wide tile | JPG or PNG | 8 MB | 1200 × 600 px |", "dimensions info"},
		{"# Tiles\n| Tile | Formats | Max weight | Resolution (guidance) |\n| Small tile | JPG or PNG | 5 MB | 600 × 600 px |\n| Wide tile | JPG or PNG | 8 MB | 1200 × 600 px |", "dimensions info"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			sev := map[string]string{}
			for _, r := range extractText(tt.src).Rules {
				sev[r.Field] = string(r.Severity)
			}
			if got := "dimensions " + sev["dimensions"]; got != tt.want && !(strings.HasSuffix(got, "warning") && strings.HasSuffix(tt.want, "info")) {
				t.Errorf("%s, want %s", got, tt.want)
			}
			if sev["fileSize"] != "critical" {
				t.Errorf("fileSize %s, want critical", sev["fileSize"])
			}
		})
	}
}

// TestOtherSizesRefused: a list after "any other size is rejected" is the
// only sizes allowed; a size singled out from "every other size" is not.
func TestOtherSizesRefused(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Upload\nBanners must use one of these sizes; any other size is refused by the ad server: 300x600, 970x250 and 320x100.", "300x600,970x250,320x100"},
		{"# ISI\nThe ISI sits in the right-hand third on 728 × 90 and at the bottom on every other size.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got := ""
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "dimensions" && r.Params != nil {
					got = strings.Join(r.Params.Allowed, ",")
				}
			}
			if got != tt.want {
				t.Errorf("allowed sizes %q, want %q", got, tt.want)
			}
		})
	}
}

// TestWhatAClientDoesBeyondAValue: what a mail client or platform does to
// content beyond a value ("… truncates anything over 4,000 characters")
// is the reason for a limit, not one: no minimum comes of it, in a clause
// of its own or in brackets, and the document's own limit stays enabled.
func TestWhatAClientDoesBeyondAValue(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Newsletter\n- The HTML must weigh no more than 80 KB; Outlook clips anything over 100 KB.", "max 80 enabled"},
		{"# Newsletter\n- The HTML must not exceed 95 KB (some webmail clients clip a message above 100 KB and drop the footer).", "max 95 enabled"},
		{"# Newsletter\nThe HTML must stay under 85 KB.\n- Webmail clients clip messages larger than 100 KB, which hides the footer.", "max 85 enabled"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field != "fileSize" || r.Params == nil {
					continue
				}
				if r.Params.Min != nil {
					got = append(got, fmt.Sprintf("min %v", *r.Params.Min))
				}
				if r.Params.Max != nil {
					s := fmt.Sprintf("max %v", *r.Params.Max)
					if r.Enabled {
						s += " enabled"
					}
					got = append(got, s)
				}
			}
			if strings.Join(got, "; ") != tt.want {
				t.Errorf("file size rules %q, want %q", got, tt.want)
			}
		})
	}
}

// TestChangedFromTo: a limit "raised from X to Y" is Y; X is what it no
// longer is (read as a bound, the old cap of a raised limit would fail the
// files the new one allows, a lowered one let through what it refuses).
func TestChangedFromTo(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"# Display\n- Polite load cap raised from 300 KB to 450 KB.", "fileSize", "-/450"},
		{"# Display\n- Banner weight limit changed from 200 KB to 120 KB for every size.", "fileSize", "-/120"},
		{"# Email\n- Preheader limit lowered from 100 to 85 characters.", "characterCount", "-/85"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field && r.Params != nil {
					got = append(got, numText(r.Params.Min)+"/"+numText(r.Params.Max))
				}
			}
			if strings.Join(got, ",") != tt.want {
				t.Errorf("bounds %q, want %q", got, tt.want)
			}
		})
	}
}

// TestLegendMarkMeansAPreference: a legend that says what its marks mean
// in a sentence ("R means required … A means an agency preference") sets
// the level of the lines that carry them.
func TestLegendMarkMeansAPreference(t *testing.T) {
	src := "# Key\nEvery line carries a mark. R means required: an asset that fails it is sent back. A means an agency preference: we comment but approve.\n# Email\n- (R) Subject line of no more than 50 characters.\n- (A) Preheader of 90 characters or fewer."
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Field == "characterCount" && r.Params != nil {
			got[r.Params.Check] = string(r.Severity)
		}
	}
	if got["subject"] != "critical" || got["preheader"] != "warning" {
		t.Errorf("severities by copy %v, want subject critical, preheader warning", got)
	}
}

// TestActiveRefusal: "the system blocks a banner whose size is not A, B or
// C" requires A, B or C (the first value is not negated); a condition on
// a part of the subject ("whose slides are not …") is no requirement of
// the subject.
func TestActiveRefusal(t *testing.T) {
	tests := []struct{ src, want string }{
		{"# Upload checks\n- The portal shall block a banner whose size is not 970 × 250, 300 × 600 or 320 × 100 pixels.", "970x250,300x600,320x100"},
		{"# Upload checks\n- The portal shall reject a deck whose slides are not 1024 × 768 pixels.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got := ""
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "dimensions" && r.Params != nil && r.Enabled {
					got = strings.Join(r.Params.Allowed, ",")
				}
			}
			if got != tt.want {
				t.Errorf("allowed sizes %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTargetCountColumn: in a table of character counts, a "Target"
// column beside "Max characters" gives advice; the maximum stays the
// requirement, and neither is left for review against the other.
func TestTargetCountColumn(t *testing.T) {
	src := "# Copy budgets\n| Channel | Text | Max characters | Target | Notes |\n| Display | Headline | 50 | 30 | |\n| Email | Subject line | 60 | 45 | |"
	var got []string
	for _, r := range extractText(src).Rules {
		if r.Field == "characterCount" && r.Params != nil && r.Params.Max != nil {
			got = append(got, fmt.Sprintf("%v %s %v", *r.Params.Max, r.Severity, r.Enabled))
		}
	}
	slices.Sort(got)
	if want := []string{"30 warning true", "45 warning true", "50 critical true", "60 critical true"}; !slices.Equal(got, want) {
		t.Errorf("counts %q, want %q", got, want)
	}
}
