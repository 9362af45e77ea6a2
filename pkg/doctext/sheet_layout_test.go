package doctext_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/xuri/excelize/v2"
)

// sheetCells is one sheet of a test workbook: rows of cells from A1, and
// the ranges to merge ("A1:D1").
type sheetCells struct {
	name   string
	rows   [][]any
	merges []string
}

// workbook writes an XLSX of the given sheets.
func workbook(t *testing.T, sheets ...sheetCells) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	for i, sh := range sheets {
		if i == 0 {
			if err := f.SetSheetName("Sheet1", sh.name); err != nil {
				t.Fatal(err)
			}
		} else if _, err := f.NewSheet(sh.name); err != nil {
			t.Fatal(err)
		}
		for r, row := range sh.rows {
			for c, v := range row {
				if v == nil || v == "" {
					continue
				}
				cell, _ := excelize.CoordinatesToCellName(c+1, r+1)
				if err := f.SetCellValue(sh.name, cell, v); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, m := range sh.merges {
			a, b, _ := strings.Cut(m, ":")
			if err := f.MergeCell(sh.name, a, b); err != nil {
				t.Fatal(err)
			}
		}
	}
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// sheetBlockLines renders blocks as "kind text", a table row that starts
// a table of its own marked "tableRow*".
func sheetBlockLines(doc doctext.Document) []string {
	var out []string
	for _, p := range doc.Pages {
		for _, b := range p.Blocks {
			k := string(b.Kind)
			if b.TableStart {
				k += "*"
			}
			out = append(out, k+" "+b.Text)
		}
	}
	return out
}

// TestSheetLayouts: how a sheet's rows become blocks when its table does
// not start on the first row: a banner title merged over the table's width
// is one heading (not a row naming every column with the title), label and
// value rows above the header are notes ("Campaign: Spring push"), and
// each table a blank row separates starts a table of its own.
func TestSheetLayouts(t *testing.T) {
	tests := []struct {
		name  string
		sheet sheetCells
		want  []string
	}{
		{
			name: "title banner merged over the table",
			sheet: sheetCells{name: "Specs", rows: [][]any{
				{"Autumn banner specifications"},
				{"Unit", "Size (px)", "Max weight (KB)"},
				{"Skyscraper", "160x600", 90},
			}, merges: []string{"A1:C1"}},
			want: []string{
				"heading Specs",
				"heading Autumn banner specifications",
				"tableRow* Unit | Size (px) | Max weight (KB)",
				"tableRow Skyscraper | 160x600 | 90",
			},
		},
		{
			name: "label/value rows right above the header",
			sheet: sheetCells{name: "Specs", rows: [][]any{
				{"Campaign", "Spring push"},
				{"Revision", "7"},
				{"Unit", "Size (px)", "Max weight (KB)", "Loops"},
				{"Skyscraper", "160x600", 90, 2},
			}},
			want: []string{
				"heading Specs",
				"paragraph Campaign: Spring push",
				"paragraph Revision: 7",
				"tableRow* Unit | Size (px) | Max weight (KB) | Loops",
				"tableRow Skyscraper | 160x600 | 90 | 2",
			},
		},
		{
			name: "tables separated by a blank row",
			sheet: sheetCells{name: "Specs", rows: [][]any{
				{"Owner", "Trafficking desk"},
				{"Issued", "4 May"},
				{},
				{"Unit", "Size (px)", "Max weight (KB)"},
				{"Skyscraper", "160x600", 90},
			}},
			want: []string{
				"heading Specs",
				"tableRow* Owner | Trafficking desk",
				"tableRow Issued | 4 May",
				"tableRow* Unit | Size (px) | Max weight (KB)",
				"tableRow Skyscraper | 160x600 | 90",
			},
		},
		{
			name: "a spanning header cell is still repeated over its columns",
			sheet: sheetCells{name: "Specs", rows: [][]any{
				{"Unit", "Weight (KB)", "", "Loops"},
				{"", "Initial", "Polite", ""},
				{"Skyscraper", 90, 300, 2},
			}, merges: []string{"B1:C1", "A1:A2", "D1:D2"}},
			want: []string{
				"heading Specs",
				"tableRow* Unit | Weight (KB) | Weight (KB) | Loops",
				"tableRow Unit | Initial | Polite | Loops",
				"tableRow Skyscraper | 90 | 300 | 2",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := workbook(t, tt.sheet)
			doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatal(err)
			}
			if got := sheetBlockLines(doc); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
