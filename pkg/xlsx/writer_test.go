package xlsx_test

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/pharmaops/pharmaops/pkg/xlsx"
)

// openWritten reads a workbook back with excelize, an independent
// implementation of the format.
func openWritten(t *testing.T, b []byte) *excelize.File {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("excelize cannot open the workbook: %v", err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func TestWriterReadBack(t *testing.T) {
	var buf bytes.Buffer
	w := xlsx.NewWriter(&buf)
	bold := w.AddStyle(xlsx.Style{Bold: true, Size: 14, Color: "0F172A", Fill: "E2E8F0", BottomBorder: "94A3B8", VerticalCenter: true})
	oneDecimal := w.AddStyle(xlsx.Style{NumFmt: "0.0"})
	percent := w.AddStyle(xlsx.Style{NumFmt: "0.00%"})
	alsoOneDecimal := w.AddStyle(xlsx.Style{NumFmt: "0.0", Bold: true})
	must(t, w.Sheet("Q1 'Data' sheet", xlsx.SheetOptions{
		Cols:         []xlsx.Col{{Width: 30}, {Width: 12, Style: oneDecimal}, {}},
		FreezeHeader: true,
		AutoFilter:   true,
	}))
	must(t, w.Row([]xlsx.Cell{xlsx.Text("Name").WithStyle(bold), xlsx.Text("Size").WithStyle(bold), xlsx.Text("Share").WithStyle(bold)}, xlsx.RowOptions{Height: 20}))
	must(t, w.Row([]xlsx.Cell{xlsx.Text(`a & <b> "c"`), xlsx.Number(80), xlsx.Number(0.25).WithStyle(percent)}, xlsx.RowOptions{}))
	must(t, w.Row([]xlsx.Cell{xlsx.Text("=SUM(A1:A2)"), xlsx.Number(-1.5).WithStyle(alsoOneDecimal), xlsx.Number(math.NaN())}, xlsx.RowOptions{}))
	must(t, w.Row(nil, xlsx.RowOptions{})) // an empty row still counts
	must(t, w.Row([]xlsx.Cell{xlsx.Text("  padded\r\nline\x00\x1b\uFFFD end"), xlsx.Empty(), xlsx.Number(1e20)}, xlsx.RowOptions{}))
	must(t, w.Sheet("Second", xlsx.SheetOptions{}))
	must(t, w.Row([]xlsx.Cell{xlsx.Empty(), xlsx.Text("B1 only")}, xlsx.RowOptions{}))
	must(t, w.Close())

	f := openWritten(t, buf.Bytes())
	if got := f.GetSheetList(); !reflect.DeepEqual(got, []string{"Q1 'Data' sheet", "Second"}) {
		t.Fatalf("sheets = %q", got)
	}
	rows, err := f.GetRows("Q1 'Data' sheet", excelize.Options{RawCellValue: true})
	must(t, err)
	want := [][]string{
		{"Name", "Size", "Share"},
		{`a & <b> "c"`, "80", "0.25"},
		{"=SUM(A1:A2)", "-1.5"},
		nil,
		{"  padded\r\nline\uFFFD end", "", "1E+20"},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("rows =\n%q\nwant\n%q", rows, want)
	}
	if formula, _ := f.GetCellFormula("Q1 'Data' sheet", "A3"); formula != "" {
		t.Errorf("text became a formula: %q", formula)
	}
	if v, _ := f.GetCellValue("Q1 'Data' sheet", "C2"); v != "25.00%" {
		t.Errorf("percent cell shows %q", v)
	}
	if v, _ := f.GetCellValue("Q1 'Data' sheet", "B2"); v != "80.0" {
		t.Errorf("column-styled cell shows %q, want the column's 0.0 format", v)
	}
	if typ, _ := f.GetCellType("Q1 'Data' sheet", "B2"); typ != excelize.CellTypeUnset {
		t.Errorf("number cell type = %v", typ)
	}

	st := cellStyle(t, f, "Q1 'Data' sheet", "A1")
	if st.Font == nil || !st.Font.Bold || st.Font.Size != 14 || st.Font.Color != "0F172A" {
		t.Errorf("header font = %+v", st.Font)
	}
	// excelize reads fill and border colours only through a theme part,
	// which the workbook does not need: check them in the XML.
	if st.Fill.Type != "pattern" || st.Fill.Pattern != 1 || len(st.Border) != 1 || st.Border[0].Type != "bottom" || st.Border[0].Style != 1 {
		t.Errorf("header fill = %+v, border = %+v", st.Fill, st.Border)
	}
	if st.Alignment == nil || st.Alignment.Vertical != "center" {
		t.Errorf("header alignment = %+v", st.Alignment)
	}
	if st := cellStyle(t, f, "Q1 'Data' sheet", "B3"); st.CustomNumFmt == nil || *st.CustomNumFmt != "0.0" || st.Font == nil || !st.Font.Bold {
		t.Errorf("B3 style = %+v", st)
	}
	if h, _ := f.GetRowHeight("Q1 'Data' sheet", 1); h != 20 {
		t.Errorf("header height = %v", h)
	}
	if w, _ := f.GetColWidth("Q1 'Data' sheet", "A"); w != 30 {
		t.Errorf("column A width = %v", w)
	}
	panes, err := f.GetPanes("Q1 'Data' sheet")
	if err != nil || !panes.Freeze || panes.YSplit != 1 || panes.TopLeftCell != "A2" {
		t.Errorf("panes = %+v, %v", panes, err)
	}
	if p, _ := f.GetPanes("Second"); p.Freeze {
		t.Errorf("second sheet is frozen")
	}
	if v, _ := f.GetCellValue("Second", "B1"); v != "B1 only" {
		t.Errorf("Second!B1 = %q", v)
	}

	sheet := zipPart(t, buf.Bytes(), "xl/worksheets/sheet1.xml")
	if !strings.Contains(sheet, `<autoFilter ref="A1:C5"/>`) {
		t.Errorf("autofilter missing or wrong in %s", sheet)
	}
	if !strings.Contains(sheet, `<t xml:space="preserve">  padded`) {
		t.Errorf("leading spaces not preserved")
	}
	if strings.Contains(sheet, `<c r="A4"`) || strings.Contains(sheet, `<row r="4"`) {
		t.Errorf("the empty row was written")
	}
	names, err := f.GetDefinedName(), error(nil)
	if len(names) != 1 || names[0].Name != "_xlnm._FilterDatabase" || names[0].RefersTo != "'Q1 ''Data'' sheet'!$A$1:$C$5" {
		t.Errorf("defined names = %+v, %v", names, err)
	}
	styles := zipPart(t, buf.Bytes(), "xl/styles.xml")
	for _, part := range []string{`<fgColor rgb="FFE2E8F0"/>`, `<bottom style="thin"><color rgb="FF94A3B8"/></bottom>`} {
		if !strings.Contains(styles, part) {
			t.Errorf("styles lack %s", part)
		}
	}
	if n := strings.Count(styles, `formatCode="0.0"`); n != 1 {
		t.Errorf("the 0.0 format is declared %d times", n)
	}
}

func cellStyle(t *testing.T, f *excelize.File, sheet, cell string) *excelize.Style {
	t.Helper()
	id, err := f.GetCellStyle(sheet, cell)
	must(t, err)
	st, err := f.GetStyle(id)
	must(t, err)
	return st
}

func TestWriterTextLimits(t *testing.T) {
	long := strings.Repeat("é", xlsx.MaxCellChars+10)
	var buf bytes.Buffer
	w := xlsx.NewWriter(&buf)
	must(t, w.Sheet("S", xlsx.SheetOptions{}))
	must(t, w.Row([]xlsx.Cell{xlsx.Text(long), xlsx.Text("bad \xff\xfe utf-8")}, xlsx.RowOptions{}))
	must(t, w.Close())
	f := openWritten(t, buf.Bytes())
	v, _ := f.GetCellValue("S", "A1")
	if n := len([]rune(v)); n != xlsx.MaxCellChars {
		t.Errorf("long text kept %d characters, want %d", n, xlsx.MaxCellChars)
	}
	if v, _ := f.GetCellValue("S", "B1"); v != "bad  utf-8" {
		t.Errorf("invalid UTF-8 gave %q", v)
	}
}

func TestWriterErrors(t *testing.T) {
	tests := []struct {
		name string
		run  func(w *xlsx.Writer) error
		want string
	}{
		{"no sheet", func(w *xlsx.Writer) error { return w.Close() }, "at least one sheet"},
		{"row before sheet", func(w *xlsx.Writer) error { return w.Row([]xlsx.Cell{xlsx.Text("x")}, xlsx.RowOptions{}) }, "Row before Sheet"},
		{"empty name", func(w *xlsx.Writer) error { return w.Sheet("", xlsx.SheetOptions{}) }, "invalid sheet name"},
		{"long name", func(w *xlsx.Writer) error { return w.Sheet(strings.Repeat("x", 32), xlsx.SheetOptions{}) }, "invalid sheet name"},
		{"bad character", func(w *xlsx.Writer) error { return w.Sheet("a/b", xlsx.SheetOptions{}) }, "invalid sheet name"},
		{"quote first", func(w *xlsx.Writer) error { return w.Sheet("'a", xlsx.SheetOptions{}) }, "invalid sheet name"},
		{"same name", func(w *xlsx.Writer) error {
			_ = w.Sheet("Data", xlsx.SheetOptions{})
			return w.Sheet("DATA", xlsx.SheetOptions{})
		}, "two sheets"},
		{"unknown cell style", func(w *xlsx.Writer) error {
			_ = w.Sheet("S", xlsx.SheetOptions{})
			return w.Row([]xlsx.Cell{xlsx.Text("x").WithStyle(7)}, xlsx.RowOptions{})
		}, "unknown style"},
		{"unknown column style", func(w *xlsx.Writer) error {
			return w.Sheet("S", xlsx.SheetOptions{Cols: []xlsx.Col{{Style: 1}}})
		}, "unknown style"},
		{"too many cells", func(w *xlsx.Writer) error {
			_ = w.Sheet("S", xlsx.SheetOptions{})
			return w.Row(make([]xlsx.Cell, xlsx.MaxCols+1), xlsx.RowOptions{})
		}, "more than 16384"},
		{"errors stick", func(w *xlsx.Writer) error {
			_ = w.Sheet("", xlsx.SheetOptions{})
			_ = w.Sheet("fine", xlsx.SheetOptions{})
			return w.Close()
		}, "invalid sheet name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.run(xlsx.NewWriter(io.Discard))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestWriterTooManyRows(t *testing.T) {
	w := xlsx.NewWriter(io.Discard)
	must(t, w.Sheet("S", xlsx.SheetOptions{}))
	for range xlsx.MaxRows {
		if err := w.Row(nil, xlsx.RowOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Row(nil, xlsx.RowOptions{}); err == nil || !strings.Contains(err.Error(), "more than 1048576 rows") {
		t.Fatalf("error = %v", err)
	}
}

func TestWriterReportsWriteErrors(t *testing.T) {
	w := xlsx.NewWriter(failingWriter{})
	must(t, w.Sheet("S", xlsx.SheetOptions{}))
	for range 3000 {
		_ = w.Row([]xlsx.Cell{xlsx.Text(strings.Repeat("x", 100))}, xlsx.RowOptions{})
	}
	if err := w.Close(); !errors.Is(err, errDiskFull) {
		t.Fatalf("Close = %v, want the write error", err)
	}
}

var errDiskFull = errors.New("disk full")

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errDiskFull }

func TestColName(t *testing.T) {
	for i, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA", 16383: "XFD"} {
		if got := xlsx.ColName(i); got != want {
			t.Errorf("ColName(%d) = %q, want %q", i, got, want)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func zipPart(t *testing.T, b []byte, name string) string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	must(t, err)
	rc, err := zr.Open(name)
	must(t, err)
	defer rc.Close()
	data, err := io.ReadAll(rc)
	must(t, err)
	return string(data)
}
