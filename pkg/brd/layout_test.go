package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestHeaderRowFromLayout: a row the text layout marked as the table's
// header (a PDF's bold header lines, already flattened) is the header,
// even when its names carry digits ("HTML5 initial", "OpenRTB 1.2") that
// would make an unmarked row read as values.
func TestHeaderRowFromLayout(t *testing.T) {
	tests := []struct {
		name   string
		header []string
		rows   [][]string
	}{
		{
			name:   "a kind with a digit in a spanned column's name",
			header: []string{"Unit", "Weight (KB) Static", "Weight (KB) HTML5 initial", "Weight (KB) HTML5 polite"},
			rows:   [][]string{{"Skyscraper", "80", "120", "500"}, {"Billboard", "150", "200", "1,000"}},
		},
		{
			name:   "a versioned standard over two columns",
			header: []string{"Part", "IAB 2.0 field Name", "IAB 2.0 field Kind", "Limits Minimum", "Limits Maximum"},
			rows:   [][]string{{"Headline", "title", "text", "-", "30 chars"}, {"Picture", "img", "image", "600x300 px", "2 MB"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			blocks := []doctext.Block{{Kind: doctext.BlockTableRow, Text: strings.Join(tt.header, " | "), Cells: tt.header, Header: true}}
			for _, r := range tt.rows {
				blocks = append(blocks, doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(r, " | "), Cells: r})
			}
			got := brd.ReadBlocks(doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: blocks}}})
			if len(got) != 1 || got[0].Table == nil || !slices.Equal(got[0].Table.Header, tt.header) || len(got[0].Table.Rows) != len(tt.rows) {
				t.Fatalf("blocks %s, want one table headed %q with %d rows", dump(got), tt.header, len(tt.rows))
			}
		})
	}
}

// TestRowsOfSizeGroups: a matrix whose first cell names a group of sizes
// per row ("Large: 970 x 250, 320 x 480") gives each row's limits scoped
// to all the sizes of its group, not one limit combined over the rows.
func TestRowsOfSizeGroups(t *testing.T) {
	src := "# Load limits\n| Sizes by group (px) | Max initial (KB) | Max loops |\n" +
		"| Regular: 300 x 250, 728 x 90 | 120 | 3 |\n" +
		"| Small: 320 x 50 | 40 | 3 |\n" +
		"| Large: 970 x 250, 320 x 480 | 250 | 1 |\n"
	want := []string{
		`critical dimensions {"allowed":["300x250","728x90","320x50","970x250","320x480"]}`,
		`critical duration {"max":1,"check":"loops","sizes":["970x250","320x480"]}`,
		`critical duration {"max":3,"check":"loops","sizes":["300x250","728x90"]}`,
		`critical duration {"max":3,"check":"loops","sizes":["320x50"]}`,
		`critical fileSize {"max":120,"unit":"KB","check":"initialLoad","sizes":["300x250","728x90"]}`,
		`critical fileSize {"max":250,"unit":"KB","check":"initialLoad","sizes":["970x250","320x480"]}`,
		`critical fileSize {"max":40,"unit":"KB","check":"initialLoad","sizes":["320x50"]}`,
	}
	if got := matrixLines(src); !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRowsOfMarkedCards: a one-pager's card of label/value rows with a
// column of marks ("●", "○") that the document's key defines. Each mark
// sets its row's level; a row whose label names no field ("Delivery |
// MOV or MP4 | ●") is still a requirement, as in a two-column table; a
// mostly empty column of icons ("Aa" beside one row) is no label.
func TestRowsOfMarkedCards(t *testing.T) {
	rows := [][]string{
		{"", "Spot length", "6 or 15 s", "●"},
		{"Aa", "Frame rate", "25 fps", "●"},
		{"", "Delivery", "MOV or MP4", "●"},
		{"", "Spot bitrate", "10 Mbps or more", "○"},
	}
	blocks := []doctext.Block{
		{Kind: doctext.BlockParagraph, Text: "Key: ● = required (files without it go back) ○ = recommended (we only tell you)"},
		{Kind: doctext.BlockHeading, Level: 2, Text: "Video file"},
	}
	for _, r := range rows {
		blocks = append(blocks, doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(r, " | "), Cells: r})
	}
	res := brd.Extract(doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: blocks}}}, brd.Options{DocumentName: "card.pdf"})
	var got []string
	for _, r := range res.Rules {
		got = append(got, string(r.Severity)+" "+r.Field+" "+dumpP(r.Params))
	}
	slices.Sort(got)
	want := []string{
		`critical duration {"allowed":["6","15"],"min":6,"max":15,"unit":"s"}`,
		`critical format {"allowed":["MOV","MP4"]}`,
		`critical frameRate {"allowed":["25"],"min":25,"max":25,"unit":"fps"}`,
		`warning bitrate {"min":10000,"unit":"kbps"}`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCardGridOfLabelsOverValues: a grid of cards, each a small label over
// its value, three a row, comes out of a PDF as a table whose header is the
// first row of labels and whose rows alternate values and labels. Each
// value is read with the label above it.
func TestCardGridOfLabelsOverValues(t *testing.T) {
	src := "# Print advertisement\n| PAGE SIZE | BLEED | FILE TYPE |\n" +
		"| 148 × 210 mm | 5 mm on every side | PDF only |\n" +
		"| RESOLUTION | FONTS | PROOF |\n" +
		"| 350 dpi minimum | All fonts embedded | Not needed |\n"
	want := []string{
		`critical dimensions {"allowed":["148x210"],"unit":"mm","check":"trimSize"}`,
		`critical dimensions {"min":350,"unit":"dpi","check":"imageResolution"}`,
		`critical dimensions {"min":5,"max":5,"unit":"mm","check":"bleed"}`,
		`critical format {"allowed":["PDF"]}`,
		`critical typography null`,
	}
	got := matrixLines(src)
	if !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestMatrixTargetColumnsAndThousands: in a matrix with a goal column
// beside a limit column ("… Target | … Max"), the goals are advice and the
// limits stay hard; a limit written with a thousands separator ("1,500"
// under "(KB)") is read with the column's unit.
func TestMatrixTargetColumnsAndThousands(t *testing.T) {
	src := "# Weights\n| Unit sizes (px) | Initial (KB) Target | Initial (KB) Max | Polite load (KB) |\n" +
		"| 300 x 250 | 80 | 120 | 1,500 |\n" +
		"| 728 x 90 | 60 | 100 | 2,000 |\n"
	want := []string{
		`critical dimensions {"allowed":["300x250","728x90"]}`,
		`critical fileSize {"max":100,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`,
		`critical fileSize {"max":120,"unit":"KB","check":"initialLoad","sizes":["300x250"]}`,
		`critical fileSize {"max":1500,"unit":"KB","check":"subload","sizes":["300x250"]}`,
		`critical fileSize {"max":2000,"unit":"KB","check":"subload","sizes":["728x90"]}`,
		`warning fileSize {"max":60,"unit":"KB","check":"initialLoad","sizes":["728x90"]}`,
		`warning fileSize {"max":80,"unit":"KB","check":"initialLoad","sizes":["300x250"]}`,
	}
	if got := matrixLines(src); !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCharacterCountsWithASign: a column of character counts whose cells
// carry their own bound sign ("≤ 30") is read as the counts are, each row
// a limit of its text, "≤" a maximum and "≥" a minimum.
func TestCharacterCountsWithASign(t *testing.T) {
	src := "# Search ads\n| Text | Per ad | Characters |\n" +
		"| Headline | 3 to 15 | ≤ 30 |\n" +
		"| Description | 2 to 4 | <= 90 |\n" +
		"| Call to action | 1 | ≥ 2 |\n"
	want := []string{
		`critical characterCount {"max":30,"unit":"chars","check":"headline"}`,
		`critical characterCount {"max":90,"unit":"chars","check":"description"}`,
		`critical characterCount {"min":2,"unit":"chars","check":"cta"}`,
	}
	if got := matrixLines(src); !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestCardsOfLabelledValues: a grid of unit cards printed side by side,
// one card a column, the card's name over lines that state their own label
// ("Size: 300 × 600", "Max weight: 200 KB"). Each card's limits are scoped
// to the size it gives, and the sizes make one rule of the sizes allowed,
// instead of the first card's cells being read as row labels.
func TestCardsOfLabelledValues(t *testing.T) {
	src := "# Units\n| Skyscraper | Billboard | Mobile strip |\n" +
		"| Size: 160 × 600 | Size: 970 × 250 | Size: 320 × 100 |\n" +
		"| Max weight: 120 KB | Max weight: 250 KB | Max weight: 60 KB |\n" +
		"| Frame rate: 24 fps | Frame rate: 24 fps | Frame rate: 12 fps |\n"
	want := []string{
		`critical dimensions {"allowed":["160x600","970x250","320x100"]}`,
		`critical fileSize {"max":120,"unit":"KB","sizes":["160x600"]}`,
		`critical fileSize {"max":250,"unit":"KB","sizes":["970x250"]}`,
		`critical fileSize {"max":60,"unit":"KB","sizes":["320x100"]}`,
		`critical frameRate {"allowed":["12"],"min":12,"max":12,"unit":"fps","sizes":["320x100"]}`,
		`critical frameRate {"allowed":["24"],"min":24,"max":24,"unit":"fps","sizes":["160x600"]}`,
		`critical frameRate {"allowed":["24"],"min":24,"max":24,"unit":"fps","sizes":["970x250"]}`,
	}
	if got := matrixLines(src); !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
