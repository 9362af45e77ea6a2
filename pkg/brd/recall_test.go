package brd_test

import (
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestExtractRecallKinds covers the kinds of requirement issue 12 lists as
// missed, each with wording none of the corpus documents use.
func TestExtractRecallKinds(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"two limits in one sentence", "# Display\nFirst load no more than 100k; after user interaction up to 1 MB.",
			[]string{`fileSize {"max":100,"unit":"KB","check":"initialLoad"}`, `fileSize {"max":1024,"unit":"KB","check":"subload"}`}},
		{"loop count in words", "# Display\nThe banner may loop twice at most.",
			[]string{`duration {"max":2,"check":"loops"}`}},
		{"animation cap with loops", "# Display\nAnimation stops after 20 seconds or two loops, whichever is sooner.",
			[]string{`duration {"max":2,"check":"loops"}`, `duration {"max":20,"unit":"s","check":"totalAnimation"}`}},
		{"file count", "# HTML5\nA zip may contain no more than 15 files.",
			[]string{`metadata {"max":15,"check":"fileCount"}`}},
		{"negation removes a value", "# Video\nFrame rate: 23.976, 25 or 29.97 fps. 23.976 fps is not accepted.",
			[]string{`frameRate {"allowed":["25","29.97"],"min":25,"max":29.97,"unit":"fps"}`}},
		{"a terse 'NO' removes a value", "# Video\nFR: 23.976 or 29.97 fps, CFR. 25/50 fps: NO.",
			[]string{`frameRate {"allowed":["23.976","29.97"],"min":23.976,"max":29.97,"unit":"fps"}`, `frameRate {"allowed":["constant"],"check":"constantFrameRate"}`}},
		{"a value that is the subject of a negation after 'and'", "# Video\nFrame rate: 25 or 29.97 fps. Files at 23.976 fps judder after our encode and are not accepted.",
			[]string{`frameRate {"allowed":["25","29.97"],"min":25,"max":29.97,"unit":"fps"}`}},
		{"values from the sentence before", "# Video\n:15 and :30 spots. Every spot must be one of these.",
			[]string{`duration {"allowed":["15","30"],"unit":"s"}`}},
		{"terse line without a unit", "# Video\nFrame rate: 25 / 50 — progressive only.",
			[]string{`codec {"allowed":["progressive"],"check":"scanType"}`, `frameRate {"allowed":["25","50"],"min":25,"max":50,"unit":"fps"}`}},
		{"heading then value", "# Video\n## Frame rate\n25fps",
			[]string{`frameRate {"allowed":["25"],"min":25,"max":25,"unit":"fps"}`}},
		{"label then value lines", "Max file size\n200KB\nLoop limit\n3x",
			[]string{`duration {"max":3,"check":"loops"}`, `fileSize {"max":200,"unit":"KB"}`}},
		{"bulletless items", "# Specs\nMax file size 150KB Frame rate 24fps Loop limit 2x (recommended)",
			[]string{`duration {"max":2,"check":"loops"}`, `fileSize {"max":150,"unit":"KB"}`, `frameRate {"allowed":["24"],"min":24,"max":24,"unit":"fps"}`}},
		{"audience scopes safety information", "# Compliance\nEach patient-facing banner shall include the Important Safety Information.",
			[]string{`safetyInfo {"customerTypes":["DTC"]}`}},
		{"placement condition", "# Media\nCreatives must not run on pharmacy websites or physician portals.", nil},
		{"first N seconds is a ceiling", "# Video\nIndication statement on first frame / first 5s.",
			[]string{`indication {"max":5,"unit":"s"}`}},
		{"files in the zip", "# Display\n- Files in zip ≤ 20.",
			[]string{`format null`, `metadata {"max":20,"check":"fileCount"}`}},
		{"characters between two bounds", "# Email\nPre-header text should be between 40 and 90 characters.",
			[]string{`characterCount {"min":40,"max":90,"unit":"chars","check":"preheader"}`}},
		{"loops: not more than twice", "# Display\nAnimations may not loop more than twice.",
			[]string{`duration {"max":2,"check":"loops"}`}},
		{"an end frame as the next step is no end card", "# Display\nAnim. ≤ 15s total; ≤ 2 loops, then end frame.",
			[]string{`duration {"max":15,"unit":"s"}`, `duration {"max":2,"check":"loops"}`}},
		{"the end frame an animation rests on is no end card", "# Display\nThe animation runs 12 seconds at most and then comes to rest on its end frame.",
			[]string{`duration {"max":12,"unit":"s"}`}},
		// A format in a relative clause or a condition names the file the
		// limit is for; it does not restrict the formats.
		{"a format in a relative clause", "# Newsletter\nThe mailing tool must refuse any email whose HTML file is larger than 90 kB.",
			[]string{`fileSize {"max":90,"unit":"KB"}`}},
		{"a format in a condition", "# Video\nIf the MOV file exceeds 4 GB, the upload fails.",
			[]string{`fileSize {"max":4194304,"unit":"KB"}`}},
		// A bound written as a label before its value.
		{"a size after a 'Minimum:' label is a floor", "# Display\nSupply artwork at 2x.\nMinimum: 600x500.",
			// (Supplying at 2x is a stated requirement no family measures:
			// a rule for review, TestStatedRequirements.)
			[]string{"brandGuidelines null", `dimensions {"minWidth":600,"minHeight":500}`}},
		{"a weight after a 'Max.:' label is a cap", "# Display\nMax.: 150 KB per unit.",
			[]string{`fileSize {"max":150,"unit":"KB"}`}},
		// A length that counts the end card in is the spot's.
		{"an end card counted in a length is no end card", "# Video\nSpot length: no more than 32 seconds including the end card.",
			[]string{`duration {"max":32,"unit":"s"}`}},
		// A nominal value beside a looser bound of the same quantity is no
		// rule of its own: the bound is the limit.
		{"a nominal length beside its ceiling", "# Video\nLength: 45 seconds; never longer than 47 seconds.",
			[]string{`duration {"max":47,"unit":"s"}`}},
		{"a length beside another file's far bound stays", "# Video\nLength: 30 seconds; bumpers no shorter than 6 seconds.",
			[]string{`duration {"allowed":["30"],"min":30,"max":30,"unit":"s"}`, `duration {"min":6,"unit":"s","parts":["bumper"]}`}},
		{"a nominal length beside its ceiling in a table cell", "# Video\n| Item | Spec |\n| Length | 45 seconds; no more than 47 seconds |",
			[]string{`duration {"max":47,"unit":"s"}`}},
		{"an end card whose own hold is given still is one", "# Video\nEach spot closes by ending on an end card of at least 4 seconds.",
			[]string{`endCardDuration {"min":4,"unit":"s"}`}},
		{"loudness with a tolerance in words", "# Audio\nIntegrated loudness shall be -24 LKFS with a tolerance of 2 LU.",
			[]string{`audioLoudness {"min":-26,"max":-22,"unit":"LUFS"}`}},
		{"loudness within a tolerance", "# Audio\nIntegrated loudness must be -16 LUFS, within 1 LU.",
			[]string{`audioLoudness {"min":-17,"max":-15,"unit":"LUFS"}`}},
		{"loudness with tolerance", "# Audio\nMix to -23 LUFS (±1 LU) with true peaks at or below -1 dBTP.",
			[]string{`audioLoudness {"max":-1,"unit":"dBTP","check":"truePeak"}`, `audioLoudness {"min":-24,"max":-22,"unit":"LUFS"}`}},
		{"sample rate and channels", "# Audio\nDeliver audio at 48 kHz, stereo.",
			[]string{`audioChannels {"allowed":["2"]}`, `audioSampleRate {"allowed":["48000"],"unit":"Hz"}`}},
		{"character count", "# Email\nSubject lines must be no longer than 45 characters; preheaders 85 characters max.",
			[]string{`characterCount {"max":45,"unit":"chars","check":"subject"}`, `characterCount {"max":85,"unit":"chars","check":"preheader"}`}},
		{"end card", "# Video\nThe end card must be held for at least 3 seconds.",
			[]string{`endCardDuration {"min":3,"unit":"s"}`}},
		{"legend marks", "# Key\nLegend: R = required, A = advisory.\n# Specs\n- Frame rate 30 fps (A)\n- Max file size 2 MB (R)",
			[]string{`fileSize {"max":2048,"unit":"KB"}`, `frameRate {"allowed":["30"],"min":30,"max":30,"unit":"fps"}`}},
		{"naming template with literal prefixes", "# Naming\nFile names: ACM_[Market]_[WxH]_v[NN]_[YYMMDD], e.g. ACM_DE_300x250_v02_260315.zip",
			[]string{`naming {"pattern":"^ACM_[A-Za-z0-9]+_\\d+(?:\\.\\d+)?x\\d+(?:\\.\\d+)?_[Vv]\\d{2}_\\d{6}(?:_[a-z]+)?(?:\\.[A-Za-z0-9]+)?$"}`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestExtractLegendSeverity: a mark from the document's legend decides the
// severity of its line.
func TestExtractLegendSeverity(t *testing.T) {
	res := extractText("# Key\nLegend: R = required, A = advisory.\n# Specs\n- Frame rate 30 fps (A)\n- Max file size 2 MB (R)")
	sev := map[string]string{}
	for _, r := range res.Rules {
		sev[r.Field] = string(r.Severity)
	}
	if sev["frameRate"] != "warning" || sev["fileSize"] != "critical" {
		t.Errorf("severities %v", sev)
	}
}

// TestExtractTables covers table layouts of real specifications.
func TestExtractTables(t *testing.T) {
	row := func(cells ...string) doctext.Block {
		return doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(cells, " | "), Cells: cells}
	}
	tests := []struct {
		name string
		rows []doctext.Block
		want []string
	}{
		{"transposed, per-size limits", []doctext.Block{
			row("Placement", "Leaderboard 728x90", "MPU 300x250", "Half page 300x600"),
			row("Weight cap (KB)", "100", "100", "180"),
		}, []string{`fileSize {"max":100,"unit":"KB","sizes":["728x90","300x250"]}`, `fileSize {"max":180,"unit":"KB","sizes":["300x600"]}`}},
		{"two-row header with a spanning cell", []doctext.Block{
			row("Ad size", "Max weight (KB)"),
			row("", "Initial load", "Subload"),
			row("300x250", "150", "1000"),
			row("728x90", "150", "1000"),
		}, []string{`dimensions {"allowed":["300x250","728x90"]}`, `fileSize {"max":1000,"unit":"KB","check":"subload","sizes":["300x250"]}`, `fileSize {"max":1000,"unit":"KB","check":"subload","sizes":["728x90"]}`, `fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["300x250"]}`, `fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`}},
		{"wrapped cells", []doctext.Block{
			row("Property", "Requirement"),
			row("Maximum file", "150 KB for every"),
			row("", "unit"),
		}, []string{`fileSize {"max":150,"unit":"KB"}`}},
		{"mandatory and advisory columns", []doctext.Block{
			row("Spec", "Mandatory", "Advisory"),
			row("File weight", "200 KB", "150 KB"),
		}, []string{`fileSize {"max":150,"unit":"KB"}`, `fileSize {"max":200,"unit":"KB"}`}},
		{"a header cell spanning three named columns, in the middle", []doctext.Block{
			row("Placement", "Size (px)", "File weight (KB)", "Notes"),
			row("", "", "Static", "HTML5 initial", "HTML5 polite", ""),
			row("Display", "300x250", "100", "150", "600", "Most inventory"),
			row("Display", "728x90", "100", "150", "600", ""),
		}, []string{`dimensions {"allowed":["300x250","728x90"]}`, `fileSize {"max":100,"unit":"KB","sizes":["300x250"]}`, `fileSize {"max":100,"unit":"KB","sizes":["728x90"]}`, `fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["300x250"]}`, `fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`, `fileSize {"max":600,"unit":"KB","check":"subload","sizes":["300x250"]}`, `fileSize {"max":600,"unit":"KB","check":"subload","sizes":["728x90"]}`}},
		{"cards side by side under a line of column labels", []doctext.Block{
			{Kind: doctext.BlockHeading, Level: 1, Text: "Campaign specs"},
			{Kind: doctext.BlockHeading, Level: 2, Text: "Video specs at a glance"},
			{Kind: doctext.BlockParagraph, Text: "CTV Meta (Facebook / Instagram)"},
			row("1920x1080, 16:9", "Feed: 1080x1080 (1:1)"),
			row("29.97 fps, progressive", "File size up to 500 MB"),
		}, []string{`aspectRatio {"allowed":["16:9"],"platforms":["ctv"]}`, `aspectRatio {"allowed":["1:1"],"platforms":["meta"],"placements":["feed"]}`,
			`codec {"allowed":["progressive"],"check":"scanType","platforms":["ctv"]}`,
			`dimensions {"allowed":["1080x1080"],"platforms":["meta"],"placements":["feed"]}`, `dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`,
			`fileSize {"max":512000,"unit":"KB","platforms":["meta"]}`, `frameRate {"allowed":["29.97"],"min":29.97,"max":29.97,"unit":"fps","platforms":["ctv"]}`}},
		{"a unit in the label names the field", []doctext.Block{
			row("Placement", "Leaderboard 728x90", "MPU 300x250"),
			row("Static backup cap (KB)", "60", "40"),
		}, []string{`fileSize {"max":40,"unit":"KB","sizes":["300x250"],"parts":["backup"]}`, `fileSize {"max":60,"unit":"KB","sizes":["728x90"],"parts":["backup"]}`}},
		{"a column with n/a for some sizes", []doctext.Block{
			row("Unit", "WxH", "Polite ≤"),
			row("MR", "300x250", "400k"),
			row("HP", "300x600", "600k"),
			row("Mob LB", "320x50", "n/a"),
		}, []string{`dimensions {"allowed":["300x250","300x600","320x50"]}`, `fileSize {"max":400,"unit":"KB","check":"subload","sizes":["300x250"]}`, `fileSize {"max":600,"unit":"KB","check":"subload","sizes":["300x600"]}`}},
		{"a bitrate per resolution", []doctext.Block{
			row("Spec", "Val."),
			row("Vid. bitrate", "≥ 10 Mbps @ 1080p; ≥ 5 Mbps @ 720p"),
		}, []string{`bitrate {"min":10000,"unit":"kbps","sizes":["1920x1080"]}`, `bitrate {"min":5000,"unit":"kbps","sizes":["1280x720"]}`}},
		{"a requirement cell with two limits", []doctext.Block{
			row("ID", "Requirement"),
			row("AUD-4", "MP3 files SHALL be encoded at a constant bitrate of at least 192 kbps; 320 kbps SHOULD be used where the service accepts it."),
		}, []string{`bitrate {"min":192,"unit":"kbps","check":"audio"}`, `bitrate {"min":320,"unit":"kbps"}`, `codec {"allowed":["mp3"],"check":"audio"}`}},
		{"a ticked row without a modal verb", []doctext.Block{
			row("ID", "Requirement", "Mandatory", "Advisory"),
			row("GEN-02", "Static backup images are delivered as JPG or PNG.", "X", ""),
			row("GEN-03", "Example names: BRX_US_JPG_728x90_r12.jpg, BRX_US_HTML5_300x250_r01.zip.", "X", ""),
		}, []string{`format {"allowed":["JPG","PNG"],"parts":["backup"]}`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: tt.rows}}}
			got := fieldParams(brd.Extract(doc, brd.Options{}).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestTickGivesSeverity: a row ticked under "Advisory" is advice even when
// its sentence reads as an order ("Use no more than…").
func TestTickGivesSeverity(t *testing.T) {
	row := func(cells ...string) doctext.Block {
		return doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(cells, " | "), Cells: cells}
	}
	doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: []doctext.Block{
		row("ID", "Requirement", "Mandatory", "Advisory"),
		row("GEN-07", "Use no more than two web font families per unit.", "", "X"),
		row("GEN-08", "Every unit has a 1 px border on all four sides.", "X", ""),
	}}}}
	sev := map[string]string{}
	for _, r := range brd.Extract(doc, brd.Options{}).Rules {
		sev[r.Field] = string(r.Severity)
	}
	if sev["typography"] != "warning" || sev["brandGuidelines"] != "critical" {
		t.Errorf("severities %v", sev)
	}
}
