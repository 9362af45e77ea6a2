package brd_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// matrixLines renders rules as "severity field params [disabled]" lines,
// sorted, for the matrix tests.
func matrixLines(src string) []string {
	var out []string
	for _, r := range extractText(src).Rules {
		line := string(r.Severity) + " " + r.Field + " " + dumpP(r.Params)
		if !r.Enabled {
			line += " disabled"
		}
		out = append(out, line)
	}
	sort.Strings(out)
	return out
}

// TestExtractMatrixRows covers specification matrices whose rows are
// deliverables of different sizes: every limit column gives one rule per
// limit scoped to the sizes of its rows, whatever the first column's
// header says, and whatever follows the table.
func TestExtractMatrixRows(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want []string
	}{
		{
			name: "first column headed by a field word names the rows; counts and caps per size; a user-initiated load holds back the polite limit",
			src: "# Rich media\n| Format | Base size | Initial load | Polite load | User-initiated | Max files | Animation |\n" +
				"| Push-down | 970 x 90 | 150 KB | 1.5 MB | 10 MB | 40 | 15 s |\n" +
				"| Interstitial | 320 x 480 | 250 KB | 2 MB | n/a | 30 | 30 s |\n" +
				"Sizes not listed above are custom builds.\n",
			want: []string{
				`critical dimensions {"allowed":["970x90","320x480"]}`,
				`critical duration {"max":15,"unit":"s","sizes":["970x90"]}`,
				`critical duration {"max":30,"unit":"s","sizes":["320x480"]}`,
				`critical fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["970x90"]}`,
				`critical fileSize {"max":1536,"unit":"KB","check":"subload","sizes":["970x90"]} disabled`,
				`critical fileSize {"max":2048,"unit":"KB","check":"subload","sizes":["320x480"]}`,
				`critical fileSize {"max":250,"unit":"KB","check":"initialLoad","sizes":["320x480"]}`,
				`critical metadata {"max":30,"check":"fileCount","sizes":["320x480"]}`,
				`critical metadata {"max":40,"check":"fileCount","sizes":["970x90"]}`,
			},
		},
		{
			name: "a status column defined elsewhere sets each row's severity; a row without a size is a rule of its own; a limit some sizes lack is scoped",
			src: "# Spec matrix\n| Ref | Placement | Size | Max initial (KB) | Max loops | Status |\n" +
				"| D1 | Leaderboard | 728x90 | 150 | 3 | Hard limit |\n" +
				"| D2 | Half page | 300x600 | 200 | — | Hard limit |\n" +
				"| D3 | All sizes | — | 100 | — | Goal |\n" +
				"# Legend\n| Term | Meaning |\n" +
				"| Hard limit | Units over it are sent back. |\n" +
				"| Goal | A value we recommend; it is reported, never enforced. |\n",
			want: []string{
				`critical dimensions {"allowed":["728x90","300x600"]}`,
				`critical duration {"max":3,"check":"loops","sizes":["728x90"]}`,
				`critical fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`,
				`critical fileSize {"max":200,"unit":"KB","check":"initialLoad","sizes":["300x600"]}`,
				`warning fileSize {"max":100,"unit":"KB","check":"initialLoad"}`,
			},
		},
		{
			name: "requirements inside a notes or audio column are read per row, at the row's size and severity; a bracket after a full stop qualifies, a note without values makes nothing",
			src: "# Video matrix\n| Ref | Placement | Size | Length (s) | Audio | Notes | Status |\n" +
				"| V1 | Pre-roll | 1920x1080 | 15, 30 | AAC stereo | see note 1 | Hard limit |\n" +
				"| V2 | Outstream | 1280x720 | 6 to 30 | 48 kHz | headline 40 characters max | Hard limit |\n" +
				"| V3 | Podcast | — | — | 128 kbps min. (MP3) | — | Hard limit |\n" +
				"| V4 | All video | — | — | -23 LUFS ±1 | — | Guideline |\n",
			want: []string{
				`critical audioChannels {"allowed":["2"],"sizes":["1920x1080"]}`,
				`critical audioSampleRate {"allowed":["48000"],"unit":"Hz","sizes":["1280x720"]}`,
				`critical bitrate {"min":128,"unit":"kbps","check":"audio"}`,
				`critical characterCount {"max":40,"unit":"chars","check":"headline","sizes":["1280x720"]}`,
				`critical codec {"allowed":["aac"],"check":"audio","sizes":["1920x1080"]}`,
				`critical dimensions {"allowed":["1280x720"]} disabled`, // each named row's own size, for review
				`critical dimensions {"allowed":["1920x1080","1280x720"]}`,
				`critical dimensions {"allowed":["1920x1080"]} disabled`,
				`critical duration {"allowed":["15","30"],"min":15,"max":30,"unit":"s","sizes":["1920x1080"]}`,
				`critical duration {"min":6,"max":30,"unit":"s","sizes":["1280x720"]}`,
				`warning audioLoudness {"min":-24,"max":-22,"unit":"LUFS"}`,
			},
		},
		{
			name: "a transposed table whose columns are platforms gives each cell a rule scoped to its platform; 'none' gives no limit",
			src: "# Video delivery\n| Specification | Connected TV | YouTube | Meta |\n" +
				"| Frame rate | 29.97 fps only | 23.976 or 29.97 fps | 30 fps maximum |\n" +
				"| Maximum file size | none | 1 GB | 250 MB |\n" +
				"| File | MOV, ProRes 422 HQ | MP4, H.264 | not specified |\n",
			want: []string{
				`critical codec {"allowed":["h264"],"platforms":["youtube"]}`,
				`critical codec {"allowed":["prores"],"platforms":["ctv"]}`,
				`critical fileSize {"max":1048576,"unit":"KB","platforms":["youtube"]}`,
				`critical fileSize {"max":256000,"unit":"KB","platforms":["meta"]}`,
				`critical format {"allowed":["MOV"],"platforms":["ctv"]}`,
				`critical format {"allowed":["MP4"],"platforms":["youtube"]}`,
				`critical frameRate {"allowed":["23.976","29.97"],"min":23.976,"max":29.97,"unit":"fps","platforms":["youtube"]}`,
				`critical frameRate {"allowed":["29.97"],"min":29.97,"max":29.97,"unit":"fps","platforms":["ctv"]}`,
				`critical frameRate {"max":30,"unit":"fps","platforms":["meta"]}`,
			},
		},
		{
			name: "a transposed table with two label columns (an attribute merged down over its details) gives per-size limits; '15 maximum' under a unit",
			src: "# Display\n| Attribute | Detail | MPU | Leaderboard |\n" +
				"| Size | Dimensions (px) | 300 × 250 | 728 × 90 |\n" +
				"| File weight | Initial load (KB) | 150 | 200 |\n" +
				"| | Polite load (KB) | 500 | 500 |\n" +
				"| Animation | Length (s) | 15 maximum | |\n",
			want: []string{
				`critical dimensions {"allowed":["300x250","728x90"]}`,
				`critical duration {"max":15,"unit":"s"}`,
				`critical fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["300x250"]}`,
				`critical fileSize {"max":200,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`,
				`critical fileSize {"max":500,"unit":"KB","check":"subload"}`,
			},
		},
		{
			name: "a note allowing values where a unit runs is no limit of its size; a limit in the same note is",
			src: "# Display\n| Placement | Size | Max initial (KB) | Notes |\n" +
				"| Leaderboard | 728x90 | 150 | HTML5 accepted on mobile web |\n" +
				"| Mobile banner | 320x50 | 50 | GIF allowed in-app; no more than 3 loops |\n",
			want: []string{
				`critical dimensions {"allowed":["728x90","320x50"]}`,
				`critical duration {"max":3,"check":"loops","sizes":["320x50"]}`,
				`critical fileSize {"max":150,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`,
				`critical fileSize {"max":50,"unit":"KB","check":"initialLoad","sizes":["320x50"]}`,
			},
		},
		{
			name: "a codec column whose cell also gives a loudness and channels is read for them too",
			src: "# Screens\n| Screen | Resolution | Audio |\n" +
				"| Metro | 1080 × 1920 | none |\n" +
				"| Clinic | 1920 × 1080 | stereo AAC, -24 LKFS |\n",
			want: []string{
				`critical audioChannels {"allowed":["2"],"sizes":["1920x1080"]}`,
				`critical audioLoudness {"min":-24,"max":-24,"unit":"LUFS","sizes":["1920x1080"]}`,
				`critical codec {"allowed":["aac"],"check":"audio","sizes":["1920x1080"]}`,
				`critical dimensions {"allowed":["1080x1920","1920x1080"]}`,
				`critical dimensions {"allowed":["1080x1920"]} disabled`, // each named row's own size, for review
				`critical dimensions {"allowed":["1920x1080"]} disabled`,
			},
		},
		{
			name: "an audio column's bitrate in a video row is the audio's",
			src: "# Video\n| Channel | Placement | Size | Audio |\n" +
				"| Video | Pre-roll | 1920x1080 | AAC, 192 kbps min. |\n" +
				"| Video | Outstream | 1280x720 | AAC, 128 kbps min. |\n",
			want: []string{
				`critical bitrate {"min":128,"unit":"kbps","check":"audio","sizes":["1280x720"]}`,
				`critical bitrate {"min":192,"unit":"kbps","check":"audio","sizes":["1920x1080"]}`,
				`critical codec {"allowed":["aac"],"check":"audio","sizes":["1280x720"]}`,
				`critical codec {"allowed":["aac"],"check":"audio","sizes":["1920x1080"]}`,
				`critical dimensions {"allowed":["1280x720"]} disabled`, // each named row's own size, for review
				`critical dimensions {"allowed":["1920x1080","1280x720"]}`,
				`critical dimensions {"allowed":["1920x1080"]} disabled`,
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := matrixLines(tt.src); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestReadBlocksHeaderOnTwoBaselines checks that a header row a PDF printed
// on two baselines (the cells spanning both header rows between them) is
// read as one row over the second header row.
func TestReadBlocksHeaderOnTwoBaselines(t *testing.T) {
	rows := [][]string{
		{"", "", "Max weight (KB)", "", "Animation", ""},
		{"Unit", "Size (px)", "", "", "", ""},
		{"", "", "Initial", "Total", "Length", "Loops"},
		{"Medium rectangle", "300x250", "150", "600", "15 s", "3"},
		{"Leaderboard", "728x90", "150", "600", "15 s", "3"},
	}
	var blocks []doctext.Block
	for _, r := range rows {
		blocks = append(blocks, doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(r, " | "), Cells: r})
	}
	got := brd.ReadBlocks(doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: blocks}}})
	want := []string{"Unit", "Size (px)", "Max weight (KB) Initial", "Max weight (KB) Total", "Animation Length", "Animation Loops"}
	if len(got) != 1 || got[0].Table == nil || strings.Join(got[0].Table.Header, "|") != strings.Join(want, "|") || len(got[0].Table.Rows) != 2 {
		t.Fatalf("blocks %+v, want one table with header %q and two rows", got, want)
	}
}

// TestReadBlocksItemWrappedToTheMargin: a list item's last line that a PDF
// printed at the margin is the item's, not a paragraph of its own; a
// paragraph after an item that ends its sentence, or that starts a new
// sentence, stays a paragraph.
func TestReadBlocksItemWrappedToTheMargin(t *testing.T) {
	tests := []struct {
		name  string
		lines []doctext.Block
		want  []string
	}{
		{"wrapped line", []doctext.Block{
			{Kind: doctext.BlockListItem, Text: "3. Every spot shall be delivered in a QuickTime"},
			{Kind: doctext.BlockParagraph, Text: "wrapper (ProRes 422)."},
		}, []string{"listItem: 3. Every spot shall be delivered in a QuickTime wrapper (ProRes 422)."}},
		{"an item that ends its sentence", []doctext.Block{
			{Kind: doctext.BlockListItem, Text: "3. Spots are 30 seconds."},
			{Kind: doctext.BlockParagraph, Text: "see the annex for cut-downs."},
		}, []string{"listItem: 3. Spots are 30 seconds.", "paragraph: see the annex for cut-downs."}},
		{"a new sentence", []doctext.Block{
			{Kind: doctext.BlockListItem, Text: "3. Spots are 30 seconds"},
			{Kind: doctext.BlockParagraph, Text: "Banners follow in section 4."},
		}, []string{"listItem: 3. Spots are 30 seconds", "paragraph: Banners follow in section 4."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, b := range brd.ReadBlocks(doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: tt.lines}}}) {
				got = append(got, string(b.Kind)+": "+b.Text)
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
