package brd_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// measuredSizes lists the file-size rules of a source as "check max kinds
// sizes" ("initialLoad 120 html5 300x250"), sorted.
func measuredSizes(src string) []string {
	var out []string
	for _, r := range extractText(src).Rules {
		if r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil {
			continue
		}
		check := r.Params.Check
		if check == "" {
			check = "file"
		}
		line := check + " " + strconv.FormatFloat(*r.Params.Max, 'f', -1, 64)
		if len(r.Params.Kinds) > 0 {
			line += " " + strings.Join(r.Params.Kinds, ",")
		}
		if len(r.Params.Sizes) > 0 {
			line += " " + strings.Join(r.Params.Sizes, ",")
		}
		out = append(out, line)
	}
	slices.Sort(out)
	return out
}

// TestWhichLoadMeasurement: which weight a limit is of (the file, an HTML5
// unit's initial load, its subload or its total) comes from the words of
// the line, the sentence it was cut from, the document's own
// abbreviations, and a table's header and row labels.
func TestWhichLoadMeasurement(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"the document's abbreviations",
			"Shorthand in this sheet: PL = polite load; FL = first load; w/ = with.\n# Rich media\n- FL ≤ 90k.\n- PL ≤ 700k.",
			[]string{"initialLoad 90 html5", "subload 700 html5"}},
		{"industry shorthand without a legend",
			"# Rich media\n- Expandable IL ≤ 120k; SL ≤ 800k.",
			[]string{"initialLoad 120 html5", "subload 800 html5"}},
		{"a total load cut from its sentence",
			"Each rich-media creative shall be a package whose initial load is at most 100 KB and whose total load is at most 450 KB.",
			[]string{"initialLoad 100 html5", "totalSize 450 html5"}},
		{"a sentence's subject before two bounds",
			"Rich-media units: delivered zipped, with an initial load of at most 120 kB and a total size of at most 900 kB.",
			[]string{"initialLoad 120 html5", "totalSize 900 html5"}},
		{"a later value takes the bound before it",
			"Rich-media units must not exceed 80 KB at first load and 600 KB in total, polite files included.",
			[]string{"initialLoad 80 html5", "totalSize 600 html5"}},
		{"a total with the polite load, abbreviated",
			"# Rich media\n- 120k initial load max, 400k total w/ polite",
			[]string{"initialLoad 120 html5", "totalSize 400 html5"}},
		{"an initial load named before a total with the polite load in it",
			"# Rich media\nInitial load: 90 KB max (the total weight, polite load included, is set by each publisher).",
			[]string{"initialLoad 90 html5"}},
		{"a later load up to a total",
			"# Rich media\n- Initial load 100k max. Polite loading is fine up to 350k total.",
			[]string{"initialLoad 100 html5", "totalSize 350 html5"}},
		{"a later load refused",
			"# Rich media\nThe 320x50 must stay under 40 KB, no polite load for it.",
			[]string{"file 40 html5 320x50", "subload 0 html5 320x50"}}, // the refusal is a subload of nothing
		{"the later load's own sum",
			"# Rich media\nUnits may add a polite load of no more than 600 KB in total.",
			[]string{"subload 600 html5"}},
		{"before and after the user's interaction",
			"# Rich media\n- Pre-interaction weight must not exceed 90 KB.\n- Post-click load must not exceed 900 KB.",
			[]string{"initialLoad 90 html5", "subload 900 html5"}},
		{"lazy loading is the later load",
			"# Rich media\nLazy-loaded files must stay under 700 KB.",
			[]string{"subload 700 html5"}},
		{"the banner industry's k-weight",
			"# Banners\nTotal k-weight must not exceed 250 KB.",
			[]string{"totalSize 250 static,animated,html5"}},
		{"in total for a unit",
			"# Sizes\nThe 300x50 unit shall weigh no more than 45 KB in total.",
			[]string{"totalSize 45 html5 300x50"}},
		{"a total with the polite load in it",
			"Overall creative weight, including polite-loaded files, must stay under 2 MB.",
			[]string{"totalSize 2048 html5"}},
		{"a banner's total weight",
			"The total banner weight must not exceed 1.5 MB.",
			[]string{"totalSize 1536 static,animated,html5"}},
		{"an email with its images",
			"# Newsletter\nThe complete e-mail, images included, must stay below 600 kB.",
			[]string{"totalSize 600"}},
		{"after the page has loaded",
			"# Rich media\nFurther files must stay within 1 MB after page load.",
			[]string{"subload 1024 html5"}},
		{"a file's own weight stays the file's",
			"# Video\nThe MP4 file must not exceed 10 MB.",
			[]string{"file 10240 video"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := measuredSizes(tt.src); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestAbbreviationListIsNoRequirement: a list of the document's
// abbreviations says what later lines mean; it states no requirement,
// and a severity mark in it stays the legend's.
func TestAbbreviationListIsNoRequirement(t *testing.T) {
	for _, src := range []string{
		"Key to abbreviations: FR = frame rate; AR = aspect ratio; EC = end card.",
		"IL = initial load, SL = subload, BU = backup image",
	} {
		if rules := extractText(src).Rules; len(rules) != 0 {
			t.Errorf("%q gave %d rules, first %q (%s)", src, len(rules), rules[0].Rule, rules[0].Field)
		}
	}
}

// TestLoadColumnRowsOfOneFile: under a column of initial loads, a row of
// static images or videos gives its file's own weight (scoped to its
// kind), apart from the HTML5 rows of the same value.
func TestLoadColumnRowsOfOneFile(t *testing.T) {
	src := strings.Join([]string{
		"# Deliverables",
		"| Unit type | Sizes | Max initial load (KB) | Max total load (KB) |",
		"| Display static | 300x250, 728x90 | 120 | — |",
		"| Display HTML5 | 300x250, 728x90 | 120 | 500 |",
		"| Pre-roll video | 1920x1080 | — | 30720 |",
	}, "\n")
	want := []string{
		"file 120 static 300x250,728x90",
		"file 30720 video 1920x1080",
		"initialLoad 120 html5 300x250,728x90",
		"totalSize 500 html5 300x250,728x90",
	}
	if got := measuredSizes(src); !slices.Equal(got, want) {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// TestCharacterCountRowsInAnyTable: a row naming a piece of copy with a
// character count is that copy's limit whatever else the table holds
// ("Item | Spec | Level" with a width row among the counts), and a column
// whose cells carry "characters" themselves is a column of counts.
func TestCharacterCountRowsInAnyTable(t *testing.T) {
	tests := []struct {
		name, src string
		want      string
	}{
		{"mixed rows", "# Newsletter\n| Part | Cap | Priority |\n| Subject line | 45 characters | Must |\n| Body width | 640 px | Must |",
			`characterCount {"max":45,"unit":"chars","check":"subject"}`},
		{"counts that name their unit", "# Newsletter\n| Part | Cap |\n| Preview text | 90 chars |\n| Subject line | 45 characters |",
			`characterCount {"max":90,"unit":"chars","check":"preheader"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if !slices.Contains(got, tt.want) {
				t.Errorf("got %q, want %s among them", got, tt.want)
			}
		})
	}
}

// TestTotalColumnHeader: a weight column headed by "total" alone ("Max
// total (KB)", "HTML5 total, max (kB)") beside an initial-load column is
// the units' total, not each file's own weight.
func TestTotalColumnHeader(t *testing.T) {
	for _, tc := range []struct{ header, cell string }{{"Max total (KB)", "400"}, {"HTML5 total, max (kB)", "400"}, {"Weight max total", "400 KB"}} {
		header := tc.header
		src := "# Banners\n| Size | Max initial (KB) | " + header + " |\n| 300x250 | 100 | " + tc.cell + " |\n| 160x600 | 100 | " + tc.cell + " |"
		var got []string
		for _, line := range measuredSizes(src) {
			f := strings.Fields(line)
			got = append(got, f[0]+" "+f[1])
		}
		// One rule per size (the two rows share their limits).
		if want := []string{"initialLoad 100", "initialLoad 100", "totalSize 400", "totalSize 400"}; !slices.Equal(got, want) {
			t.Errorf("%s: got %q, want %q", header, got, want)
		}
	}
}

// TestBackupHeadingOverEveryUnit: under a heading naming the backup image
// alone, "required for every HTML5 unit, 40 KB max" limits the backup (one
// per unit), not every unit.
func TestBackupHeadingOverEveryUnit(t *testing.T) {
	src := "# Display\n## Fallback and backup\n### Backup image\nRequired for every rich-media unit, same dimensions as the unit, 40 KB max"
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && (r.Params == nil || !slices.Equal(r.Params.Parts, []string{"backup"})) {
			t.Errorf("%s: parts %v, want [backup]", r.Rule, r.Params)
		}
	}
}

// TestAnimationColumnLengthAndLoops: a column whose cells give an
// animation's length and its loop count ("18 s, 2 loops") gives both
// measurements, not only the loops.
func TestAnimationColumnLengthAndLoops(t *testing.T) {
	src := "# Display\n| Size | Weight | Animation |\n| 300x250 | 120 KB | 18 s, 2 loops |\n| 160x600 | 120 KB | 18 s, 2 loops |"
	got := fieldParams(extractText(src).Rules)
	for _, want := range []string{`duration {"max":18,"unit":"s","sizes":["300x250"]}`, `duration {"max":2,"check":"loops","sizes":["300x250"]}`} {
		if !slices.Contains(got, want) {
			t.Errorf("got %q, want %s among them", got, want)
		}
	}
}

// TestAudioSectionBitrate: under a heading about audio ads, a bitrate
// whose own words name no track is the sound's, and so is a voice-over's
// ("VO").
func TestAudioSectionBitrate(t *testing.T) {
	for _, src := range []string{"# Podcast spots\n- Bitrate: 128 kbps minimum.", "# Video\n- VO track at 256 kbps minimum."} {
		for _, r := range extractText(src).Rules {
			if r.Field == "bitrate" && (r.Params == nil || r.Params.Check != "audio") {
				t.Errorf("%s: params %s, want the audio check", r.Rule, dumpP(r.Params))
			}
		}
	}
}

// TestWhichPieceOfCopy: the piece of copy a character count is of comes
// from the words before it or the row's label, whatever the row's length.
func TestWhichPieceOfCopy(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"a sub-headline is the description's place", "# Native\n- Subheads must stay within 60 characters.", "description"},
		{"a text link calls to act", "# Native\n- Add a text link of no more than 30 characters below the picture.", "cta"},
		{"the advertiser's name", "# Native\n- Advertiser name: 30 characters max.", "brandName"},
		{"a bracket after the count names the copy", "# Native\n- Sponsor line: 30 characters max (brand or advertiser name).", "brandName"},
		{"an image's alternative text", "# Newsletter\n- Alternative text on each image, under 80 characters.", "altText"},
		{"a translated subject line", "# E-mail\n- Object of the e-mail: 50 characters maximum.", "subject"},
		{"a long count row keeps its label", "# Native\nThe panel sits between two stories.\n| Headline | Up to 55 characters including spaces |\n| Button text | Up to 20 characters |", "headline"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "characterCount" && r.Params != nil {
					got = append(got, r.Params.Check)
				}
			}
			if len(got) == 0 || got[0] != tt.want {
				t.Errorf("checks %q, want %q first", got, tt.want)
			}
		})
	}
}

// TestCountOfUnknownCopyArrivesForReview: a table row whose count names
// no copy (its label lost to the layout) is left for review rather than
// counted on the whole copy.
func TestCountOfUnknownCopyArrivesForReview(t *testing.T) {
	src := "# Tiles\n| Size | Weight | Limit |\n| 600 × 300 px | 150 KB | 40 characters max. |"
	for _, r := range extractText(src).Rules {
		if r.Field == "characterCount" && r.Enabled {
			t.Errorf("%s (%q) is enabled; want it left for review", r.Rule, r.Source.Quote)
		}
	}
}

// TestLoopCountWording: how many times an animation plays, however the
// line says it, is the loop count.
func TestLoopCountWording(t *testing.T) {
	for _, line := range []string{
		"Banners must play a maximum of 2 times.",
		"The animation must not repeat more than twice.",
		"Max. 2 animation cycles.",
	} {
		got := fieldParams(extractText("# Animation\n- " + line).Rules)
		if !slices.Contains(got, `duration {"max":2,"check":"loops"}`) {
			t.Errorf("%q: got %q, want a loop count of 2", line, got)
		}
	}
}
