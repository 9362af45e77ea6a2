package export_test

import (
	"archive/zip"
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/pharmaops/pharmaops/pkg/export"
)

func writeExcel(t *testing.T, m export.Matrix) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := export.WriteExcel(&buf, m); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestWriteExcelReadBack(t *testing.T) {
	rows := trickyRows()
	rows[0].FileName += "\x01\x0b" // invalid in XML: dropped, not a broken workbook
	b := writeExcel(t, export.Matrix{Campaign: "Spring Launch", Generated: exportDate, Rows: rows})
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := f.GetSheetList(); !reflect.DeepEqual(got, []string{"Creative Matrix", "Summary"}) {
		t.Fatalf("sheets = %q", got)
	}

	got, err := f.GetRows("Creative Matrix")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got[0], export.ExcelColumns) {
		t.Fatalf("header = %q", got[0])
	}
	if len(got) != len(rows)+1 {
		t.Fatalf("%d rows, want %d", len(got), len(rows)+1)
	}
	wantRow1 := []string{"Spring_Hero_300x250.jpg", "JPG", "300x250", "80.0", "Display", "Plaque psoriasis", "HCP", "92", "Adding"}
	if !reflect.DeepEqual(got[1], wantRow1) {
		t.Errorf("row 1 = %q, want %q", got[1], wantRow1)
	}
	if got[2][0] != `Banner "Final", v2.png` || got[2][5] != "Asthma,\nsevere" || got[3][0] != "Ñandú – ünïcödé 日本.gif" {
		t.Errorf("text values: %q / %q", got[2], got[3])
	}
	if got[4][0] != `=HYPERLINK("http://evil")` {
		t.Errorf("formula-like text must stay text: %q", got[4][0])
	}
	if f, _ := f.GetCellFormula("Creative Matrix", "A5"); f != "" {
		t.Errorf("A5 became a formula %q", f)
	}
	if got[5][2] != "300x250" || got[5][4] != "Display" || got[5][5] != "Pharma" || got[5][6] != "HCP" {
		t.Errorf("defaults row = %q", got[5])
	}

	// Numbers are numbers; unknown values are empty cells.
	for _, c := range []struct {
		cell string
		typ  excelize.CellType
		raw  string
	}{
		{"D2", excelize.CellTypeUnset, "80"}, // no t attribute: a number
		{"H2", excelize.CellTypeUnset, "92"},
		{"D3", excelize.CellTypeUnset, "149.96"},
		{"A2", excelize.CellTypeInlineString, ""},
		{"H5", excelize.CellTypeUnset, ""},
	} {
		typ, err := f.GetCellType("Creative Matrix", c.cell)
		if err != nil || typ != c.typ {
			t.Errorf("%s type = %v (%v), want %v", c.cell, typ, err, c.typ)
		}
		if c.raw != "" {
			if v, _ := f.GetCellValue("Creative Matrix", c.cell, excelize.Options{RawCellValue: true}); v != c.raw {
				t.Errorf("%s raw = %q, want %q", c.cell, v, c.raw)
			}
		}
	}

	panes, err := f.GetPanes("Creative Matrix")
	if err != nil || !panes.Freeze || panes.YSplit != 1 || panes.TopLeftCell != "A2" {
		t.Errorf("panes = %+v, %v", panes, err)
	}
	style, _ := f.GetCellStyle("Creative Matrix", "A1")
	st, err := f.GetStyle(style)
	if err != nil || st.Font == nil || !st.Font.Bold || st.Font.Family != "Calibri" || len(st.Fill.Color) == 0 {
		t.Errorf("header style = %+v, %v", st, err)
	}
	if w, _ := f.GetColWidth("Creative Matrix", "A"); w < 24 || w > 60 {
		t.Errorf("column A width = %v", w)
	}
	sheetXML := zipPart(t, b, "xl/worksheets/sheet1.xml")
	for _, num := range []string{`<c r="D2" s="4"><v>80</v></c>`, `<c r="H2" s="5"><v>92</v></c>`} {
		if !strings.Contains(sheetXML, num) {
			t.Errorf("sheet XML lacks number cell %s", num)
		}
	}
	if !strings.Contains(sheetXML, `<cols><col min="1" max="1" `) {
		t.Errorf("<col> elements are not in ascending order")
	}
	if !strings.Contains(sheetXML, `<autoFilter ref="$A$1:$I$6"`) {
		t.Errorf("no autofilter over the header and 5 rows in sheet XML")
	}
	if !strings.Contains(zipPart(t, b, "xl/workbook.xml"), `name="_xlnm._FilterDatabase">&#39;Creative Matrix&#39;!$A$1:$I$6<`) {
		t.Errorf("no filter database name")
	}

	sum, err := f.GetRows("Summary")
	if err != nil {
		t.Fatal(err)
	}
	cells := map[string]string{}
	for _, r := range sum {
		if len(r) >= 2 {
			cells[r[0]] = strings.Join(r[1:], "|")
		}
	}
	wantSummary := map[string]string{
		"Campaign":                 "Spring Launch",
		"Export Date":              "2026-11-21",
		"Total Rows":               "5",
		"Assets":                   "5",
		"Scored Rows":              "3",
		"Average Compliance Score": "65.7",
		"Compliant (≥80)":          "1|20.00%",
		"Review (60–79)":           "1|20.00%",
		"Non-Compliant (<60)":      "1|20.00%",
		"Not Scored":               "2|40.00%",
		"Display":                  "3",
		"Programmatic":             "1",
		"Email":                    "1",
		"Compliance Breakdown":     "Rows|Share",
	}
	for k, w := range wantSummary {
		if cells[k] != w {
			t.Errorf("Summary %q = %q, want %q", k, cells[k], w)
		}
	}
	if !strings.Contains(zipPart(t, b, "xl/worksheets/sheet2.xml"), `<c r="B7"><v>5</v></c>`) {
		t.Errorf("Total Rows is not a number cell")
	}
}

func TestWriteExcelEmpty(t *testing.T) {
	b := writeExcel(t, export.Matrix{})
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, _ := f.GetRows("Creative Matrix")
	if len(rows) != 1 {
		t.Fatalf("empty matrix sheet has %d rows", len(rows))
	}
	if v, _ := f.GetCellValue("Summary", "B3"); v != "BRD Campaign" {
		t.Errorf("campaign default = %q", v)
	}
}

func TestWriteExcelTooManyRows(t *testing.T) {
	err := export.WriteExcel(io.Discard, export.Matrix{Rows: make([]export.Row, export.MaxExcelRows+1)})
	if err == nil || !strings.Contains(err.Error(), "export as CSV") {
		t.Fatalf("error = %v", err)
	}
}

func zipPart(t *testing.T, b []byte, name string) string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range zr.File {
		if f.Name == name {
			rc, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			defer rc.Close()
			data, err := io.ReadAll(rc)
			if err != nil {
				t.Fatal(err)
			}
			return string(data)
		}
	}
	t.Fatalf("no part %s", name)
	return ""
}
