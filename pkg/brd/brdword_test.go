package brd_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
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
	for _, header := range []string{"| Network | Copy element | Max characters | Recommended |", "| Channel | Field | Character limit | Ideal length |",
		"| Network | Copy element | Limit (characters) | Target (characters) |"} {
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

// TestCopulaItemStatesItsMeasure: a list item saying what the assets
// measure, with one kind of value ("Cutdowns are 6 or 10 seconds long",
// "Templates are 650 px wide", "Bumpers are :06 only"), is a requirement
// though it has no "must"; an item naming no measure is not.
func TestCopulaItemStatesItsMeasure(t *testing.T) {
	for _, tc := range []struct{ item, want string }{
		{"Cutdowns are 6 or 10 seconds long.", `duration {"allowed":["6","10"],"min":6,"max":10,"unit":"s","parts":["cutdown"]}`},
		{"Bumpers are :06 only.", `duration {"allowed":["6"],"unit":"s","parts":["bumper"]}`},
		{"Templates are 650 px wide.", `dimensions {"pattern":"^650x\\d+$","minWidth":650,"maxWidth":650}`},
		{"Our spots are popular with 20 percent of viewers.", ""},
	} {
		t.Run(tc.item, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# Deliverables\n- " + tc.item).Rules {
				got = append(got, r.Field+" "+dumpP(r.Params))
			}
			if want := []string{tc.want}; tc.want == "" && len(got) > 0 || tc.want != "" && !slices.Equal(got, want) {
				t.Errorf("rules %q, want %q", got, tc.want)
			}
		})
	}
}

// TestExactLayoutWidthIsLeftForReview: "Newsletters are 650 px wide" is
// an exact width, both bounds of the side; an email's or template's width
// is its layout's, which the images inside it would fail, so the rule
// arrives for review. A stated bound of the same side wins over the exact
// reading ("Layout width: 600 px, never wider than 600 px").
func TestExactLayoutWidthIsLeftForReview(t *testing.T) {
	for _, tc := range []struct{ heading, item, want string }{
		{"Email build", "Emails are 650 px wide.", `review {"pattern":"^650x\\d+$","minWidth":650,"maxWidth":650}`},
		{"Display", "Banners are 650 px wide.", `enabled {"pattern":"^650x\\d+$","minWidth":650,"maxWidth":650}`},
		{"Email build", "Layout width 600 px and never wider than 600 px.", `review {"maxWidth":600}`},
	} {
		t.Run(tc.item, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# " + tc.heading + "\n- " + tc.item).Rules {
				if r.Field == "dimensions" {
					state := "enabled"
					if !r.Enabled {
						state = "review"
					}
					p := *r.Params
					p.Placements = nil
					got = append(got, state+" "+dumpP(&p))
				}
			}
			if !slices.Equal(got, []string{tc.want}) {
				t.Errorf("rules %q, want %q", got, tc.want)
			}
		})
	}
}

// TestExactSidePatternIsBothBounds: the scorer reads an older key's exact
// side written as a pattern ("^600x\d+$") as both bounds of that side.
func TestExactSidePatternIsBothBounds(t *testing.T) {
	for _, tc := range []struct {
		p    heldOutParams
		want [4]int
	}{
		{heldOutParams{Pattern: `^600x\d+$`}, [4]int{600, 0, 600, 0}},
		{heldOutParams{Pattern: `^\d+x250$`}, [4]int{0, 250, 0, 250}},
		{heldOutParams{Pattern: `^ACM_\d+x\d+$`}, [4]int{}},
		{heldOutParams{MaxWidth: 640}, [4]int{0, 0, 640, 0}},
	} {
		if got := tc.p.pixelBounds(); got != tc.want {
			t.Errorf("%+v: bounds %v, want %v", tc.p, got, tc.want)
		}
	}
}

// TestTotalWeightWithTheLaterLoadIncluded: a total weight that counts the
// polite load in ("total weight up to 2 MB, polite load included") is the
// whole unit's weight, not the polite load's; a polite load alone stays
// the subload.
func TestTotalWeightWithTheLaterLoadIncluded(t *testing.T) {
	for _, tc := range []struct{ item, check string }{
		{"HTML5 units: total weight up to 2 MB, polite load included.", "totalSize"},
		{"HTML5 units: a total weight of 2 MB including the subload.", "totalSize"},
		{"HTML5 units: polite load up to 2 MB.", "subload"},
	} {
		t.Run(tc.item, func(t *testing.T) {
			got := "no rule"
			for _, r := range extractText("# Display\n- " + tc.item).Rules {
				if r.Field == "fileSize" {
					got = r.Params.Check
				}
			}
			if got != tc.check {
				t.Errorf("check %q, want %q", got, tc.check)
			}
		})
	}
}

// TestDecimalCommaFrameRatesAndPeaks: the fractional video frame rates
// and peak or print measures written with a decimal comma ("59,94 fps",
// "-2,5 dBTP", "3,5 mm") are one value, while a list after a comma and a
// space stays a list.
func TestDecimalCommaFrameRatesAndPeaks(t *testing.T) {
	for _, tc := range []struct{ item, want string }{
		{"Frame rate 59,94 fps.", `frameRate {"allowed":["59.94"],"min":59.94,"max":59.94,"unit":"fps"}`},
		{"Frame rates 24, 30 fps.", `frameRate {"allowed":["24","30"],"min":24,"max":30,"unit":"fps"}`},
		{"True peak no higher than -2,5 dBTP.", `audioLoudness {"max":-2.5,"unit":"dBTP","check":"truePeak"}`},
	} {
		t.Run(tc.item, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# Video\n- " + tc.item).Rules {
				got = append(got, r.Field+" "+dumpP(&compliance.Params{Allowed: r.Params.Allowed, Min: r.Params.Min, Max: r.Params.Max, Unit: r.Params.Unit, Check: r.Params.Check}))
			}
			if !slices.Equal(got, []string{tc.want}) {
				t.Errorf("rules %q, want %q", got, tc.want)
			}
		})
	}
}

// TestHeaderNamingHTML5IsAHeader: a first row whose only digits end names
// ("HTML5 initial load", "MP4 weight") is the header, so the size rows
// under it give per-size limits of each column instead of being read as
// values of a headerless table.
func TestHeaderNamingHTML5IsAHeader(t *testing.T) {
	src := strings.Join([]string{
		"# Display",
		"| Unit size | Static (GIF, JPG) | HTML5 initial load |",
		"| 336 x 280 | 120 kB | 180 kB |",
		"| 970 x 250 | 180 kB | 240 kB |",
	}, "\n")
	var header []string
	for _, b := range brd.ReadBlocks(parseSource(src)) {
		if b.Table != nil {
			header = b.Table.Header
		}
	}
	if want := []string{"Unit size", "Static (GIF, JPG)", "HTML5 initial load"}; !slices.Equal(header, want) {
		t.Errorf("header %q, want %q", header, want)
	}
	var got []string
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && r.Params.Check == "initialLoad" {
			got = append(got, strings.Join(r.Params.Sizes, ",")+" "+numText(r.Params.Max))
		}
	}
	slices.Sort(got)
	if want := []string{"336x280 180", "970x250 240"}; !slices.Equal(got, want) {
		t.Errorf("initial loads %q, want %q", got, want)
	}
}

// TestNamingTemplatesOfAllStyles: a naming template is the convention
// whatever its verb ("Deliverables are named …"), a placeholder may name
// alternatives with a bare slash ("[Size/Length]"); each template's rule
// accepts the document's own examples and stays enabled.
func TestNamingTemplatesOfAllStyles(t *testing.T) {
	for _, tc := range []struct{ line, example string }{
		{"Deliverables are named QX_[Region]_[Size or Length]_V[n], for example QX_NORTH_728x90_V3.zip.", "QX_NORTH_728x90_V3.zip"},
		{"File names: Brandly_[Tactic]_[Size/Length]_[YYMMDD]_V[#], e.g. Brandly_DSP_300x600_270115_V2.zip or Brandly_OLV_30s_270115_V1.mp4.", "Brandly_OLV_30s_270115_V1.mp4"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# File names\n" + tc.line).Rules {
				if r.Field != "naming" {
					continue
				}
				ok, _ := regexp.MatchString(r.Params.Pattern, tc.example)
				got = append(got, fmt.Sprintf("enabled %v accepts %v", r.Enabled, ok))
			}
			if want := []string{"enabled true accepts true"}; !slices.Equal(got, want) {
				t.Errorf("naming rules %q, want %q", got, want)
			}
		})
	}
}

// TestAACBesideOtherAudioValues: AAC named as the audio's codec in a line
// that also gives the audio's bitrate or sample rate ("Soundtrack audio:
// AAC-coded, 44.1 kHz, 256 kbps or more") gives an audio-codec rule as
// well, though no codec keyword names the field.
func TestAACBesideOtherAudioValues(t *testing.T) {
	for _, item := range []string{
		"Soundtrack audio must be AAC, 44.1 kHz, 256 kbps or more.",
		"Stereo AAC audio, 256 kbps or more.",
	} {
		t.Run(item, func(t *testing.T) {
			got := "no codec rule"
			for _, r := range extractText("# Video\n- " + item).Rules {
				if r.Field == "codec" {
					got = dumpP(&compliance.Params{Allowed: r.Params.Allowed, Check: r.Params.Check})
				}
			}
			if want := `{"allowed":["aac"],"check":"audio"}`; got != want {
				t.Errorf("codec %s, want %s", got, want)
			}
		})
	}
}

// TestScorerCellOfALetterNamesNoRow: the held-out scorer matches a key
// entry's table row by its cells, but a cell of a letter or two (the
// row's priority mark "E") is in nearly every quote and names no row, so
// it no longer lets one entry take another row's rule.
func TestScorerCellOfALetterNamesNoRow(t *testing.T) {
	e := heldOutEntry{Field: "dimensions", Quote: "Size (px)", Alt: []string{"300 × 250 | 120 | JPG | E"}}
	for _, tc := range []struct {
		quote string
		want  bool
	}{
		{"Size (px) (300x250): 300 × 250", true},
		{"Picture | 1920 × 1080, MP4 | E", false},
	} {
		r := compliance.Rule{Field: "dimensions", Source: &compliance.Source{Quote: tc.quote}}
		if got := e.matches(r); got != tc.want {
			t.Errorf("%q matches %v, want %v", tc.quote, got, tc.want)
		}
	}
}

// TestSizeGridWithSpanningNoteRows: a matrix of sizes whose last rows span
// the value columns with a note for every size ("Every size | Loop at
// most three times | M") is still read as a matrix: per-size weights and
// formats come from the full rows, and each note row is a requirement of
// its own.
func TestSizeGridWithSpanningNoteRows(t *testing.T) {
	src := strings.Join([]string{
		"# Web banners",
		"| Size | Static weight (kB) | Formats | Level |",
		"| 336 × 280 | 90 | JPG, PNG | M |",
		"| 970 × 250 | 140 | JPG, PNG | M |",
		"| Every size | Animation must stop within 12 seconds | M |",
	}, "\n")
	var got []string
	for _, r := range extractText(src).Rules {
		switch r.Field {
		case "fileSize", "duration":
			got = append(got, r.Field+" "+strings.Join(r.Params.Sizes, ",")+" "+numText(r.Params.Max))
		}
	}
	slices.Sort(got)
	if want := []string{"duration  12", "fileSize 336x280 90", "fileSize 970x250 140"}; !slices.Equal(got, want) {
		t.Errorf("rules %q, want %q", got, want)
	}
}

// TestBackupFormatsAfterTheUnit: "Each HTML5 creative needs a fallback …
// backup image in GIF or JPG" names the unit as the subject and the
// backup's formats after it: a format rule of the backup part allowing
// the images only (it allowed HTML5 too, unscoped). A sentence giving the
// unit's format and the backup's side by side is not the backup's.
func TestBackupFormatsAfterTheUnit(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"Each HTML5 creative must include a backup image in GIF or JPG.", `{"allowed":["GIF","JPG"],"parts":["backup"]}`},
		{"Creatives must be HTML5 or JPG, each with a backup image.", "not the backup's"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			got := "no format rule"
			for _, r := range extractText("# Display\n- " + tc.line).Rules {
				if r.Field == "format" {
					got = dumpP(r.Params)
					if !slices.Contains(r.Params.Parts, "backup") {
						got = "not the backup's"
					}
				}
			}
			if got != tc.want {
				t.Errorf("format %s, want %s", got, tc.want)
			}
		})
	}
}

// TestTotalWeightColumnOfABannerTable: a "Max. total weight" column beside
// the initial load in a table of banners is the units' total load (the
// column's own words do not name HTML5; the table and its heading do), so
// it meets another total limit for review instead of capping the zip.
func TestTotalWeightColumnOfABannerTable(t *testing.T) {
	src := strings.Join([]string{
		"# Rich-media banners",
		"| Size | Max. initial load | Max. total weight |",
		"| 336 × 280 | 100 kB | 2 MB |",
		"| 970 × 250 | 150 kB | 2 MB |",
	}, "\n")
	got := "no rule"
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && numText(r.Params.Max) == "2048" {
			got = r.Params.Check
		}
	}
	if got != "totalSize" {
		t.Errorf("total weight check %q, want totalSize", got)
	}
}

// TestBulletColumnIsAList: a PDF that printed a list's bullets in a column
// of their own ("• | A (advisory): …") gives list items (so a legend given
// as such a list is read as the list it is); a table whose first column
// holds words is still a table.
func TestBulletColumnIsAList(t *testing.T) {
	for _, tc := range []struct {
		rows []string
		want []string
	}{
		{[]string{"| • | M (must): work that fails an M line is sent back. |", "| • | A (advisory): good practice; it never blocks approval. |"}, []string{"heading", "listItem", "listItem"}},
		{[]string{"| 1. | Banners are 300 x 250. |", "| 2. | Spots are 15 seconds long. |"}, []string{"heading", "listItem", "listItem"}},
		{[]string{"| Weight | 150 KB |", "| Format | JPG |"}, []string{"heading", "table"}},
	} {
		src := "# Reading this brief\n" + strings.Join(tc.rows, "\n")
		var kinds []string
		for _, b := range brd.ReadBlocks(parseSource(src)) {
			kinds = append(kinds, string(b.Kind))
		}
		if !slices.Equal(kinds, tc.want) {
			t.Errorf("%q: blocks %q, want %q", tc.rows[0], kinds, tc.want)
		}
	}
}
