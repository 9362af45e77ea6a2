package brd_test

import (
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestLowerCaseWriterLines: a writer who never capitalises types one
// requirement per line; a lower-case start is then no wrapped line, while
// a line broken by a hyphen still continues. In a document written in
// sentence case, a lower-case line continues the paragraph before it.
func TestLowerCaseWriterLines(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string // paragraphs expected among the blocks
	}{
		{
			name: "phone typing: one line, one paragraph",
			src: "% quick specs\nok here goes\nbanner sizes 300x600 and 970x250 only\nkeep everything under 90k please\n" +
				"loops max 2 then hold on the last frame\nvideo is mp4 only\nspots 20s and 10s\nno sound on autoplay\n" +
				"subtitles burnt in\nping me with qs\nthanks",
			want: []string{"keep everything under 90k please", "loops max 2 then hold on the last frame", "spots 20s and 10s"},
		},
		{
			name: "phone typing: a hyphen still joins",
			src: "% quick specs\nok here goes\nbanner sizes 300x600 and 970x250 only\nkeep the initial load be-\nlow 90k please\n" +
				"loops max 2 then hold on the last frame\nvideo is mp4 only\nspots 20s and 10s\nno sound on autoplay\n" +
				"subtitles burnt in\nping me with qs\nthanks",
			want: []string{"keep the initial load be- low 90k please"},
		},
		{
			name: "sentence case: a lower-case line is a wrap",
			src: "% Display specifications\nAll banners are delivered as HTML5.\nThe initial load of every banner must\nnot exceed 120 KB.\n" +
				"Animations stop after 15 seconds.\nBackups are JPG files.\nThe ISI is on every frame.\nClick tags are set by the publisher.\n" +
				"Fonts are embedded.\nVideo is MP4.\nCaptions are burnt in.",
			want: []string{"The initial load of every banner must not exceed 120 KB."},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, b := range brd.ReadBlocks(parseSource(tc.src)) {
				got = append(got, b.Text)
			}
			for _, w := range tc.want {
				found := false
				for _, g := range got {
					found = found || g == w
				}
				if !found {
					t.Errorf("no block %q in:\n%s", w, strings.Join(got, "\n"))
				}
			}
		})
	}
}

// TestNumbersAsWritersTypeThem: thousands grouped by a dot or a space,
// French units, letters a scanner read for digits and tolerances typed in
// ASCII are read as the quantities they are; a grouping that may be a
// fraction ("1.500 MB", "3.375 × 10 in", "23.976 fps") or two cells of a
// flattened table ("300 × 600 200 kB") is not read as one number.
func TestNumbersAsWritersTypeThem(t *testing.T) {
	tests := []struct {
		name, sentence, field string
		want, notWant         string // substrings of the rule's params
	}{
		{"dot groups a size's sides", "The resolution must be at least 1.280 x 720 px.", "dimensions", `"minWidth":1280,"minHeight":720`, ""},
		{"dot groups both sides", "Delivery must be 1.920 × 1.080 px.", "dimensions", `"1920x1080"`, ""},
		{"dot groups kilobits", "The video bitrate must not exceed 6.000 kbps.", "bitrate", `"max":6000`, ""},
		{"dot groups kilobytes", "The total weight must not exceed 1.200 KB.", "fileSize", `"max":1200`, ""},
		{"a dot before megabytes may be a fraction", "Each file must not exceed 1.500 MB.", "fileSize", `"max":1536`, ""},
		{"a frame rate keeps its fraction", "Frame rate must be 23.976 fps.", "frameRate", `"23.976"`, ""},
		{"inches keep their fraction", "The ad must be 3.375 × 10 in.", "dimensions", "", "3375"},
		{"space groups a size", "Video must be delivered at 1 920 × 1 080.", "dimensions", `"1920x1080"`, ""},
		{"flattened cells are no group", "Weights must be: 300 × 600 200 kB.", "dimensions", `"300x600"`, "600200"},
		{"French gigabytes", "Weight maximum : 1,5 Go for every spot, it must not be more.", "fileSize", `"max":1572864`, ""},
		{"French images per second", "The cadence must be 25 i/s.", "frameRate", `"25"`, ""},
		{"scanner read l for 1", "The initial load must not exceed l50 kB.", "fileSize", `"max":150`, ""},
		{"scanner read O for 0", "Banner sizes must be 728 x 90 or 320 x 5O.", "dimensions", `"320x50"`, ""},
		{"tolerance typed in ASCII", "Loudness must be -23 LUFS +-1.", "audioLoudness", `"min":-24,"max":-22`, ""},
		{"tolerance in words", "Mix to -16 LUFS, give or take 1 LU, always.", "audioLoudness", `"min":-17,"max":-15`, ""},
		{"units written out", "Video must be encoded at no more than 12 megabits per second.", "bitrate", `"max":12000`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := extractText("# Specs\n" + tc.sentence)
			var got []string
			ok := false
			for _, r := range res.Rules {
				if r.Field != tc.field {
					continue
				}
				p := dumpP(r.Params)
				got = append(got, p)
				if strings.Contains(p, tc.want) && (tc.notWant == "" || !strings.Contains(p, tc.notWant)) {
					ok = true
				}
			}
			if tc.want == "" {
				ok = !strings.Contains(strings.Join(got, " "), tc.notWant)
			}
			if !ok {
				t.Errorf("%s rules %v: want %q, not %q", tc.field, got, tc.want, tc.notWant)
			}
		})
	}
}

// TestMoneyInThousandsIsNoWeight: "k" after an amount of money (a budget, a
// fee, a currency sign) counts thousands of it, not kilobytes; a weight in
// "k" beside it is still one.
func TestMoneyInThousandsIsNoWeight(t *testing.T) {
	tests := []struct {
		sentence string
		want     bool // a fileSize rule
	}{
		{"fyi the print budget is 240k, do not go over it.", false},
		{"Agency fee: €35k for the whole campaign, must be invoiced monthly.", false},
		{"It costs about 60k, which must be approved first.", false},
		{"Banners must stay under 120k.", true},
		{"keep the backup under 40k pls", true},
	}
	for _, tc := range tests {
		t.Run(tc.sentence, func(t *testing.T) {
			got := false
			for _, r := range extractText("# Notes\n" + tc.sentence).Rules {
				got = got || r.Field == "fileSize"
			}
			if got != tc.want {
				t.Errorf("fileSize rule: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestBoundedPermissionWithAbbreviation: a permission whose object carries
// an abbreviated bound ("may carry a clip of max. 20 seconds") states a hard
// limit, as "may … at most" does; a bare permission stays minor.
func TestBoundedPermissionWithAbbreviation(t *testing.T) {
	tests := []struct {
		sentence, field string
		want            compliance.Severity
	}{
		{"Each page may hold a clip of max. 20 seconds.", "duration", compliance.SeverityCritical},
		{"The hotspot may link to a video of min. 5 seconds.", "duration", compliance.SeverityCritical},
		{"A 6 second version may be added.", "duration", compliance.SeverityMinor},
	}
	for _, tc := range tests {
		t.Run(tc.sentence, func(t *testing.T) {
			var got []compliance.Severity
			for _, r := range extractText("# Video\n" + tc.sentence).Rules {
				if r.Field == tc.field {
					got = append(got, r.Severity)
				}
			}
			if len(got) == 0 || got[0] != tc.want {
				t.Errorf("%s severities %v, want %s", tc.field, got, tc.want)
			}
		})
	}
}

// TestQuantitiesSpelledOut: a house style that spells every number out
// gives the same rules as digits would: hundreds with "and", fractions
// ("half a", "one and a half", "a quarter of a"), "a dozen", decimals
// with "point", "minus", lists and ranges of spelled numbers, and a
// tolerance in words. Number words without a unit stay words.
func TestQuantitiesSpelledOut(t *testing.T) {
	tests := []struct {
		sentence, field, want string
	}{
		{"A unit must not weigh more than two hundred and forty kilobytes.", "fileSize", `"max":240`},
		{"The package must stay under half a megabyte.", "fileSize", `"max":512`},
		{"A master must not exceed two and a half gigabytes.", "fileSize", `"max":2621440`},
		{"Cutdowns must last no longer than a quarter of a minute.", "duration", `"max":15`},
		{"Masters must run at twenty-three point nine seven six frames per second.", "frameRate", `"23.976"`},
		{"Spots must be ten or twenty seconds.", "duration", `"allowed":["10","20"]`},
		{"The headline must not run past sixty-five characters.", "characterCount", `"max":65`},
		{"Audio must be mixed to minus sixteen LUFS, give or take one.", "audioLoudness", `"min":-17,"max":-15`},
		{"Spots must be 15 or 30 seconds, with a tolerance of half a second.", "duration", `"allowed":["15","30"],"min":15,`},
	}
	for _, tc := range tests {
		t.Run(tc.sentence, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# Specs\n" + tc.sentence).Rules {
				if r.Field == tc.field {
					got = append(got, dumpP(r.Params))
				}
			}
			if !strings.Contains(strings.Join(got, " "), tc.want) {
				t.Errorf("%s rules %v, want %s", tc.field, got, tc.want)
			}
		})
	}
	// Words that count no quantity stay words.
	for _, s := range []string{"One of the two teams must sign off.", "Three rounds of review are required."} {
		if rules := extractText("# Process\n" + s).Rules; len(rules) > 0 && dumpP(rules[0].Params) != "null" && strings.ContainsAny(dumpP(rules[0].Params), "123") {
			t.Errorf("%q: %s %s", s, rules[0].Field, dumpP(rules[0].Params))
		}
	}
}

// TestAdviceClauseHasItsOwnLevel: a clause that advises a value after one
// that states a value ("min. 9 px, recommended are 11 px") is a
// recommendation of its own (a recommended list is info: other values are
// reported, not failed); the stated value keeps its level.
func TestAdviceClauseHasItsOwnLevel(t *testing.T) {
	tests := []struct {
		sentence, field string
		want            map[string]compliance.Severity // params substring → severity
	}{
		{"Legal copy size min. 9 px, recommended are 11 px.", "typography",
			map[string]compliance.Severity{`"min":9`: compliance.SeverityCritical, `"min":11`: compliance.SeverityWarning}},
		{"Video resolution min. 1280 x 720 px, recommended is 1920 x 1080 px.", "dimensions",
			map[string]compliance.Severity{`"minWidth":1280`: compliance.SeverityCritical, `"1920x1080"`: compliance.SeverityInfo}},
		{"Spot length must be max. 30 seconds, ideally under 20 seconds.", "duration",
			map[string]compliance.Severity{`"max":30`: compliance.SeverityCritical, `"max":20`: compliance.SeverityWarning}},
		{"skyscraper 160x600, png, ideally under 60k", "dimensions",
			map[string]compliance.Severity{`"160x600"`: compliance.SeverityCritical}},
		{"skyscraper 160x600, png, ideally under 60k", "fileSize",
			map[string]compliance.Severity{`"max":60`: compliance.SeverityWarning}},
	}
	for _, tc := range tests {
		t.Run(tc.sentence, func(t *testing.T) {
			var got []string
			for want, sev := range tc.want {
				ok := false
				for _, r := range extractText("# Specs\n" + tc.sentence).Rules {
					if r.Field == tc.field {
						got = append(got, string(r.Severity)+" "+dumpP(r.Params))
						ok = ok || strings.Contains(dumpP(r.Params), want) && r.Severity == sev
					}
				}
				if !ok {
					t.Errorf("no %s rule %s at %s in %v", tc.field, want, sev, got)
				}
			}
		})
	}
}

// TestSignedValueAfterAbbreviation: a clipped word before a signed value
// or a bound sign ("peak max. −2 dBTP", "Audio br. ≥ 192 kbps") ends no
// sentence.
func TestSignedValueAfterAbbreviation(t *testing.T) {
	for _, s := range []string{"Mix to −16 LUFS, true peak max. −2 dBTP.", "Levels min. -30 dBFS at all times.", "Audio br. ≥ 192 kbps.", "Spot dur. ≤ 20 s."} {
		if got := brd.SplitSentences(s); len(got) != 1 {
			t.Errorf("%q splits into %q", s, got)
		}
	}
	if got := brd.SplitSentences("Banners are 90 KB max. Videos are MP4."); len(got) != 2 {
		t.Errorf("a capital after max. still ends the sentence: %q", got)
	}
}

// TestLimitVerbsOfOtherLanguages: writers translating "dépasser" or
// "überschreiten" write "must not pass" or "not go over" a value; it is a
// maximum as "must not exceed" is.
func TestLimitVerbsOfOtherLanguages(t *testing.T) {
	for _, s := range []string{"The weight of the banner must not pass 70 KB.", "The file should never go over 70 KB.", "Its weight must not run past 70 KB."} {
		var got []string
		for _, r := range extractText("# Display\n" + s).Rules {
			if r.Field == "fileSize" {
				got = append(got, dumpP(r.Params))
			}
		}
		if len(got) != 1 || !strings.Contains(got[0], `"max":70`) || strings.Contains(got[0], `"min"`) {
			t.Errorf("%q: fileSize %v, want a maximum of 70", s, got)
		}
	}
}

// TestFrameRatesWithoutUnit: a list of rates with a broadcast fraction
// (23.976, 29.97…) names frame rates without "fps", and a writer's "both
// fine" approves them as the allowed set; prices and lists of whole
// numbers are no frame rates.
func TestFrameRatesWithoutUnit(t *testing.T) {
	tests := []struct {
		sentence string
		want     string // "" for no frameRate rule
	}{
		{"mov prores 1920x1080, 25 or 29.97 both fine.", `"allowed":["25","29.97"]`},
		{"Deliver at 23.976 or 59.94, progressive only.", `"allowed":["23.976","59.94"]`},
		{"The licence costs $29.97 or $59.94 only.", ""},
		{"Loops must be 24 or 30 only.", ""},
	}
	for _, tc := range tests {
		t.Run(tc.sentence, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# Video\n" + tc.sentence).Rules {
				if r.Field == "frameRate" {
					got = append(got, dumpP(r.Params))
				}
			}
			switch {
			case tc.want == "" && len(got) > 0:
				t.Errorf("frameRate rules %v, want none", got)
			case tc.want != "" && !strings.Contains(strings.Join(got, " "), tc.want):
				t.Errorf("frameRate rules %v, want %s", got, tc.want)
			}
		})
	}
}

// TestLowerCaseWriterSentences: in a document whose writer starts lines in
// lower case, a full stop before a lower-case word that ends no
// abbreviation ends the sentence ("bg is fine. min 10px font"); in a
// document written in sentence case it does not.
func TestLowerCaseWriterSentences(t *testing.T) {
	lines := "ok here goes\nbanner sizes 300x600 and 970x250 only\nkeep everything under 90k please\n" +
		"loops max 2 then hold on the last frame\nvideo is mp4 only\nspots 20s and 10s\nno sound on autoplay\n" +
		"subtitles burnt in\nping me with qs\n"
	line := "logo has to be on every frame, white bg is fine. min 10px font for legal copy, legal will check"
	for _, tc := range []struct {
		name, src string
		split     bool
	}{
		{"lower-case writer", "% quick specs\n" + lines + line, true},
		{"sentence case", "% Display specifications\nAll banners are delivered as HTML5.\nAnimations stop after 15 seconds.\n" +
			"Backups are JPG files.\nThe ISI is on every frame.\nClick tags are set by the publisher.\nFonts are embedded.\n" +
			"Video is MP4.\nCaptions are burnt in.\nThe notes follow.\n" + line, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var quotes []string
			for _, r := range extractText(tc.src).Rules {
				if strings.Contains(r.Source.Quote, "min 10px") {
					quotes = append(quotes, r.Source.Quote)
				}
			}
			if len(quotes) == 0 {
				t.Fatal("no rule of the font size")
			}
			split := !strings.Contains(quotes[0], "logo has to be")
			if split != tc.split {
				t.Errorf("the font size's quote %q: split %v, want %v", quotes[0], split, tc.split)
			}
		})
	}
}

// TestNegatedComparisonIsALimit: a negated comparison with a value is a
// limit whatever its verb ("will not last more than 20 seconds", a
// translated future tense); a bare future statement is none.
func TestNegatedComparisonIsALimit(t *testing.T) {
	tests := []struct {
		sentence string
		want     bool
	}{
		{"The animation will not last more than 25 seconds, loops included.", true},
		{"Each spot does not run longer than 25 seconds.", true},
		{"The animation will last 25 seconds.", false},
	}
	for _, tc := range tests {
		t.Run(tc.sentence, func(t *testing.T) {
			got := false
			for _, r := range extractText("# Display\n" + tc.sentence).Rules {
				got = got || r.Field == "duration" && r.Severity == compliance.SeverityCritical && strings.Contains(dumpP(r.Params), `"max":25`)
			}
			if got != tc.want {
				t.Errorf("critical duration max 25: %v, want %v", got, tc.want)
			}
		})
	}
}
