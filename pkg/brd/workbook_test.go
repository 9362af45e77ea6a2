package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// sheetRow is a doctext table row of cells.
func sheetRow(cells ...string) doctext.Block {
	return doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(cells, " | "), Cells: cells}
}

// TestWorkbookPrintedTables: a workbook printed to PDF has no sheet names
// between its sheets, so one sheet's table runs straight into the next
// page's table; a table of another width starting a page is a table of
// its own (its first row its header), and a header row a long sheet
// repeats at the top of each printed page is no data row.
func TestWorkbookPrintedTables(t *testing.T) {
	type table struct {
		header []string
		rows   int
	}
	tests := []struct {
		name  string
		pages [][]doctext.Block
		want  []table
	}{
		{
			name: "the next sheet's table starts on a new page",
			pages: [][]doctext.Block{
				{sheetRow("Unit", "Size (px)", "Max weight (KB)"), sheetRow("Banner", "468x60", "60"), sheetRow("Tower", "120x600", "90")},
				{sheetRow("Word", "Definition"), sheetRow("Firm", "Files over a firm limit are sent back.")},
			},
			want: []table{{[]string{"Unit", "Size (px)", "Max weight (KB)"}, 2}, {[]string{"Word", "Definition"}, 1}},
		},
		{
			name: "one table of one width over two pages stays one table",
			pages: [][]doctext.Block{
				{sheetRow("Unit", "Size (px)", "Max weight (KB)"), sheetRow("Banner", "468x60", "60")},
				{sheetRow("Tower", "120x600", "90")},
			},
			want: []table{{[]string{"Unit", "Size (px)", "Max weight (KB)"}, 2}},
		},
		{
			name: "the header repeated at the top of the next page",
			pages: [][]doctext.Block{
				{sheetRow("Unit", "Size (px)", "Max weight (KB)"), sheetRow("Banner", "468x60", "60")},
				{sheetRow("Unit", "Size (px)", "Max weight (KB)"), sheetRow("Tower", "120x600", "90"), sheetRow("Square", "250x250", "70")},
			},
			want: []table{{[]string{"Unit", "Size (px)", "Max weight (KB)"}, 3}},
		},
		{
			name: "a two-row header repeated",
			pages: [][]doctext.Block{
				{sheetRow("Unit", "Weight (KB)", "Weight (KB)"), sheetRow("", "Initial", "Polite"), sheetRow("Banner", "60", "200")},
				{sheetRow("Unit", "Weight (KB)", "Weight (KB)"), sheetRow("", "Initial", "Polite"), sheetRow("Tower", "90", "300")},
			},
			want: []table{{[]string{"Unit", "Weight (KB) Initial", "Weight (KB) Polite"}, 2}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var doc doctext.Document
			for i, p := range tt.pages {
				doc.Pages = append(doc.Pages, doctext.Page{Number: i + 1, Blocks: p})
			}
			var got []table
			for _, b := range brd.ReadBlocks(doc) {
				if b.Table != nil {
					got = append(got, table{b.Table.Header, len(b.Table.Rows)})
				}
			}
			if !slices.EqualFunc(got, tt.want, func(a, b table) bool { return slices.Equal(a.header, b.header) && a.rows == b.rows }) {
				t.Errorf("tables %+v, want %+v", got, tt.want)
			}
		})
	}
}

// TestWorkbookSheetTables: a sheet's tables as the spreadsheet reader
// gives them. Two header rows whose merged cells are repeated over the
// cells they cover ("Weight (KB)" across two columns, "Unit" down both
// rows) are one header; a table the layout starts after a blank row is a
// table of its own even right after another table's rows.
func TestWorkbookSheetTables(t *testing.T) {
	start := func(b doctext.Block) doctext.Block { b.TableStart = true; return b }
	tests := []struct {
		name    string
		blocks  []doctext.Block
		headers [][]string
	}{
		{
			name: "merged two-row header",
			blocks: []doctext.Block{
				start(sheetRow("Unit", "Weight (KB)", "Weight (KB)", "Loops")),
				sheetRow("Unit", "Initial", "Polite", "Loops"),
				sheetRow("Skyscraper", "90", "300", "2"),
				sheetRow("Billboard", "150", "500", "1"),
			},
			headers: [][]string{{"Unit", "Weight (KB) Initial", "Weight (KB) Polite", "Loops"}},
		},
		{
			name: "a label/value table, a blank row, the spec table",
			blocks: []doctext.Block{
				start(sheetRow("Owner", "Trafficking desk")),
				sheetRow("Issued", "4 May"),
				start(sheetRow("Unit", "Size (px)", "Max weight (KB)")),
				sheetRow("Skyscraper", "160x600", "90"),
			},
			headers: [][]string{{"Owner", "Trafficking desk"}, {"Unit", "Size (px)", "Max weight (KB)"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][]string
			for _, b := range brd.ReadBlocks(doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: tt.blocks}}}) {
				if b.Table != nil {
					got = append(got, b.Table.Header)
				}
			}
			if !slices.EqualFunc(got, tt.headers, slices.Equal) {
				t.Errorf("table headers %q, want %q", got, tt.headers)
			}
		})
	}
}

// TestChecklistRowNumbers: a QA checklist whose first column only numbers
// its rows ("# | Check | Pass criterion | Result") is read with each check
// as its row's label, as it is without the numbers.
func TestChecklistRowNumbers(t *testing.T) {
	want := []string{
		`critical fileSize {"max":200,"unit":"KB"}`,
		`critical frameRate {"allowed":["25","50"],"min":25,"max":50,"unit":"fps"}`,
	}
	for _, src := range []string{
		"# Delivery QA\n| No. | Check | Pass criterion | Result | Signed off |\n" +
			"| 1 | File weight | 200 KB or less |  |  |\n| 2 | Frame rate | 25 or 50 fps |  |  |\n| 3. | Audio sync | checked by eye |  |  |\n",
		"# Delivery QA\n| Check | Pass criterion | Result | Signed off |\n" +
			"| File weight | 200 KB or less |  |  |\n| Frame rate | 25 or 50 fps |  |  |\n| Audio sync | checked by eye |  |  |\n",
	} {
		if got := matrixLines(src); !slices.Equal(got, want) {
			t.Errorf("rules of\n%s\n%s\nwant:\n%s", src, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestMatrixCellAdviceMarks: a spec matrix cell that marks its own value as
// advice ("12 (rec.)", "Pref. 250", "Opt. 2") gives a rule at that level,
// apart from the same value required in another row, which stays critical.
func TestMatrixCellAdviceMarks(t *testing.T) {
	src := "# Banner matrix\n| Unit | Size (px) | Max weight (KB) | Max animation (s) |\n" +
		"| Tower | 120x600 | 80 | 12 (rec.) |\n" +
		"| Square | 250x250 | Pref. 250 | 12 |\n" +
		"| Strip | 300x50 | 30 | Opt. 6 |\n"
	want := []string{
		`critical dimensions {"allowed":["120x600","250x250","300x50"]}`,
		`critical duration {"max":12,"unit":"s","sizes":["250x250"]}`,
		`critical fileSize {"max":30,"unit":"KB","sizes":["300x50"]}`,
		`critical fileSize {"max":80,"unit":"KB","sizes":["120x600"]}`,
		`minor duration {"max":6,"unit":"s","sizes":["300x50"]}`,
		`warning duration {"max":12,"unit":"s","sizes":["120x600"]}`,
		`warning fileSize {"max":250,"unit":"KB","sizes":["250x250"]}`,
	}
	if got := matrixLines(src); !slices.Equal(got, want) {
		t.Errorf("rules:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
