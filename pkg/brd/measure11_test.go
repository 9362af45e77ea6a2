package brd_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Which measurement, which values, which severity (brdmeasure11): rules
// found with the wrong bounds or values, each read from the words that
// state them. Wording of our own; none is a held-out document's.

// valuesOf prints a rule's values: its allowed set, else min–max.
func valuesOf(p *compliance.Params) string {
	if p == nil {
		return "none"
	}
	if len(p.Allowed) > 0 {
		return "allowed " + strings.Join(p.Allowed, ",")
	}
	lo, hi := "-", "-"
	if p.Min != nil {
		lo = fmt.Sprint(*p.Min)
	}
	if p.Max != nil {
		hi = fmt.Sprint(*p.Max)
	}
	return lo + "/" + hi
}

// TestSpotLengthIsExact: one length stated for a spot, a bumper, an
// audio or video ad or the slot it fills is what the spot runs, not a
// cap; a display animation's one length stays its longest, and so does a
// length beside other lengths that bound words qualify.
func TestSpotLengthIsExact(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"audio spots long", "# Radio\nRadio ads shall be 20 seconds long, supplied as WAV.", "allowed 20"},
		{"spots only", "# Screens\n## Lobby screens\n- Portrait, 1080 x 1920.\n- 12-second spots only.", "allowed 12"},
		{"bumpers accepted", "# Mobile\n6-second bumpers are accepted in the app only.", "allowed 6"},
		{"a slot", "# Roadside\n| Site | Screen | Slot |\n| Ring road east | 1080x1920 | 12 s |\n| Ring road west | 1920x1080 | 12 s |", "allowed 12"},
		{"ad length", "# Screens\nAd length: 20 s", "allowed 20"},
		{"an animation stays a cap", "# Display\nAnimation length 12 seconds.", "-/12"},
		{"a display row stays a cap", "# Display banners\n| Size | Max weight | Length |\n| 300x600 | 150 KB | 12 s |\n| 728x90 | 150 KB | 12 s |", "-/12"},
		{"loops stay a cap", "# Display\nBanners: 12 s, then stop; no more than 2 loops.", "-/12"},
		{"one of several lengths", "# Social\nVideo length 45 s 20 s max for Feed and 10 s max for Stories.", "-/45"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText(tc.src).Rules {
			if r.Field == "duration" && (r.Params == nil || r.Params.Check == "") {
				got = append(got, valuesOf(r.Params))
			}
		}
		if len(got) == 0 || got[0] != tc.want {
			t.Errorf("%s: durations %q, want first %q", tc.name, got, tc.want)
		}
	}
}

// TestRangeWithRomanceJoin: "5 a 60 s", "de 5 à 60 s", "da 10 a 30 s" are
// ranges as "5 to 60 s" is; an English "a 30 s spot" is no range.
func TestRangeWithRomanceJoin(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"Duração 5 a 45 s", "duration", "5/45"},
		{"Durée de 6 à 20 s", "duration", "6/20"},
		{"Peso da 100 a 150 KB", "fileSize", "100/150"},
		{"Every spot is a 30 s spot", "duration", "allowed 30"},
	}
	for _, tc := range tests {
		if got := valuesOf(brd.ExtractParams(tc.src)[tc.field]); got != tc.want {
			t.Errorf("%q: %s %s, want %s", tc.src, tc.field, got, tc.want)
		}
	}
}

// TestLoudnessRangesAndCommaTolerances: a loudness range written without
// "between" or "from" ("-27 to -21 LKFS", "−18 – −14 LUFS") gives both
// ends, not the last alone; a tolerance with a decimal comma ("±0,5 LU")
// widens the target as "±0.5 LU" does. A list of two targets is no range.
func TestLoudnessRangesAndCommaTolerances(t *testing.T) {
	tests := []struct{ line, want string }{
		{"A spot is rejected if its loudness is outside -27 to -21 LKFS.", "-27/-21"},
		{"Podcast loudness: −18 – −14 LUFS.", "-18/-14"},
		{"Programme loudness must be −24 LUFS ±0,5 LU.", "-24.5/-23.5"},
		{"Loudness must be −24 LUFS ±0.5 LU.", "-24.5/-23.5"},
		{"Loudness must be −24 LUFS.", "-24/-24"},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText("# Audio\n" + tc.line).Rules {
			if r.Field == "audioLoudness" {
				got = append(got, valuesOf(r.Params))
			}
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%q: loudness %q, want %s", tc.line, got, tc.want)
		}
	}
}

// TestTotalAfterTheLaterLoad: a weight called the total "after" the polite
// load, or to which the polite load "brings" a unit, is the total of both
// loads, not the polite load alone; a polite load's own cap stays one.
func TestTotalAfterTheLaterLoad(t *testing.T) {
	tests := []struct{ line, want string }{
		{"Total weight after the polite load must stay below 350 KB.", compliance.SizeCheckTotal},
		{"Should: total size under 280 KB once the subload has run.", compliance.SizeCheckTotal},
		{"A polite load may then bring each banner up to a total of 450 KB.", compliance.SizeCheckTotal},
		{"The polite load must not exceed 250 KB.", compliance.SizeCheckSubload},
	}
	for _, tc := range tests {
		var got []string
		for _, r := range extractText("# HTML5 banners\n" + tc.line).Rules {
			if r.Field == "fileSize" && r.Params != nil {
				got = append(got, r.Params.Check)
			}
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%q: measures %q, want %s", tc.line, got, tc.want)
		}
	}
}

// TestBusinessNameIsTheBrandName: the business, company or display name
// an ad shows is counted as its advertiser's name, not as the whole copy.
func TestBusinessNameIsTheBrandName(t *testing.T) {
	for _, line := range []string{
		"| Asset | Max count | Max characters |\n| Business name | 1 | 30 |\n| Headline | 5 | 30 |",
		"| Platform | Field | Max characters |\n| Snapchat | Display name | 30 |\n| Snapchat | Headline | 30 |",
		"- Company name: no more than 30 characters.",
	} {
		var got []string
		for _, r := range extractText("# Ad copy\n" + line).Rules {
			if r.Field == "characterCount" && r.Params != nil {
				got = append(got, r.Params.Check)
			}
		}
		if len(got) == 0 || got[0] != compliance.CopyCheckBrandName {
			t.Errorf("%q: checks %q, want %s first", line, got, compliance.CopyCheckBrandName)
		}
	}
}

// TestLegendSymbolMarksAStatementRow: a statement row whose level cell
// holds a symbol the document's legend defines ("○ = recommended spec") takes
// that level, whatever its own "no more than" says.
func TestLegendSymbolMarksAStatementRow(t *testing.T) {
	src := "# Matrix\nThe Req. column says what the row is: ● = mandatory spec, the cut is not released until it meets every value on the row; ○ = recommended spec, our editors aim for it but a cut that misses it can still ship.\n" +
		"## All cuts\n| Ref | Standard | Req. |\n| Captions | | |\n| K06 | Burned-in captions at least 40 px high | ● |\n| K08 | No more than 3 lines of caption on screen at once | ○ |\n| K13 | Product name visible in the first 2 seconds | ○ |"
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Source != nil {
			got[r.Source.Quote] = string(r.Severity)
		}
	}
	want := map[string]string{"Burned-in captions at least 40 px high": "critical", "No more than 3 lines of caption on screen at once": "warning", "Product name visible in the first 2 seconds": "warning"}
	for q, w := range want {
		found := false
		for gq, g := range got {
			if strings.Contains(gq, q) {
				found = true
				if g != w {
					t.Errorf("%q: severity %s, want %s", gq, g, w)
				}
			}
		}
		if !found {
			t.Errorf("no rule quotes %q (rules %v)", q, got)
		}
	}
}

// TestAdviceOfALaterClause: in "limit; advised values are recommended"
// the advice is the later clause's: the limit before it, with no word of
// its own, stays a requirement.
func TestAdviceOfALaterClause(t *testing.T) {
	src := "# Video\n- Length 8 to 45 seconds; 20 to 30 seconds is recommended.\n- File size 2 GB; 500 MB or less is preferred."
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		got[r.Field+" "+valuesOf(r.Params)] = string(r.Severity)
	}
	want := map[string]string{"duration 8/45": "critical", "duration 20/30": "warning"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: severity %q, want %s (rules %v)", k, got[k], w, got)
		}
	}
}

// TestAbbreviatedAdviceLabel: a line opening with an abbreviated advice
// label ("Rec.:", "Pref.") is advice, as one opening with "Recommended:"
// is; the same count without it stays a limit.
func TestAbbreviatedAdviceLabel(t *testing.T) {
	src := "# Social copy\n- Headline: 45 characters max.\n- Rec.: body copy 90 characters or fewer.\n- Pref. subject line under 35 characters."
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		got[r.Field+" "+valuesOf(r.Params)] = string(r.Severity)
	}
	want := map[string]string{"characterCount -/45": "critical", "characterCount -/90": "warning", "characterCount -/35": "warning"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: severity %q, want %s (rules %v)", k, got[k], w, got)
		}
	}
}

// TestTypeSizesOfARow: a table row labelled with a type size that gives
// two minimums for two contexts ("11 pt minimum; 13 pt where space
// allows", "18px on phones, 15px minimum on desktop") gives a rule for
// each, not one range from the smaller to the larger.
func TestTypeSizesOfARow(t *testing.T) {
	src := "# Production\n| Element | Requirement | Level |\n| Body text | 11 pt minimum; 13 pt where space allows | M |\n| Body text (email) | 18px on phones, 15px minimum on desktop | M |"
	var got []string
	for _, r := range extractText(src).Rules {
		if r.Field == "typography" && r.Params != nil {
			got = append(got, valuesOf(r.Params)+" "+r.Params.Unit)
		}
	}
	if want := []string{"11/- pt", "13/- pt", "18/- px", "15/- px"}; strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("type sizes %q, want %q", got, want)
	}
}

// TestThreeDigitSpotLengths: broadcast lengths written ":90" or ":120"
// are lengths of the list as ":15" and ":30" are.
func TestThreeDigitSpotLengths(t *testing.T) {
	got := valuesOf(brd.ExtractParams("Commercials are delivered as :30, :60 or :120 spots.")["duration"])
	if want := "allowed 30,60,120"; got != want {
		t.Errorf("lengths %s, want %s", got, want)
	}
}
