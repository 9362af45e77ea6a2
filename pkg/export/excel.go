package export

import (
	"fmt"
	"io"
	"math"
	"time"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/xlsx"
)

// The workbook's sheet names (spec §9).
const (
	SheetMatrix  = "Creative Matrix"
	SheetSummary = "Summary"
)

// ExcelColumns are the 'Creative Matrix' sheet's columns (spec §9).
var ExcelColumns = []string{
	"Asset Name", "Format", "Dimensions", "File Size (KB)", "Channel",
	"Indication", "Customer Type", "Compliance Score", "Status",
}

// MaxExcelRows is the most matrix rows one worksheet holds: Excel's row
// limit less the header row.
const MaxExcelRows = xlsx.MaxRows - 1

// Column width bounds, in Excel character units.
const (
	minColWidth = 8
	maxColWidth = 60
)

// WriteExcel writes the matrix as an .xlsx workbook with two sheets:
//
//   - 'Creative Matrix': the spec's columns (ExcelColumns), a bold, filled
//     and frozen header row with an autofilter, column widths fitted to the
//     content, file sizes and scores as numbers (empty when unknown);
//   - 'Summary': the campaign, export date, totals, the compliance
//     breakdown by band (Compliant ≥80, Review 60–79, Non-Compliant <60,
//     Not Scored) with shares as percentages, and the row counts by channel.
//
// The workbook is streamed row by row, so memory does not grow with the
// matrix.
func WriteExcel(w io.Writer, m Matrix) error {
	if len(m.Rows) > MaxExcelRows {
		return fmt.Errorf("excel: %d rows do not fit one worksheet (at most %d); export as CSV", len(m.Rows), MaxExcelRows)
	}
	xw := xlsx.NewWriter(w)
	st := excelStyles{
		header:  xw.AddStyle(xlsx.Style{Bold: true, Color: "0F172A", Fill: "E2E8F0", BottomBorder: "94A3B8", VerticalCenter: true}),
		title:   xw.AddStyle(xlsx.Style{Bold: true, Size: 14}),
		label:   xw.AddStyle(xlsx.Style{Bold: true}),
		kb:      xw.AddStyle(xlsx.Style{NumFmt: "0.0"}),
		score:   xw.AddStyle(xlsx.Style{NumFmt: "0"}),
		percent: xw.AddStyle(xlsx.Style{NumFmt: "0.00%"}),
	}
	if err := writeMatrixSheet(xw, st, m.Rows); err != nil {
		return fmt.Errorf("excel: %s sheet: %w", SheetMatrix, err)
	}
	if err := writeSummarySheet(xw, st, m, Summarize(m.Rows)); err != nil {
		return fmt.Errorf("excel: %s sheet: %w", SheetSummary, err)
	}
	if err := xw.Close(); err != nil {
		return fmt.Errorf("excel: writing workbook: %w", err)
	}
	return nil
}

// excelStyles are the cell styles the workbook uses.
type excelStyles struct {
	header, title, kb, score, percent, label int
}

func writeMatrixSheet(xw *xlsx.Writer, st excelStyles, rows []Row) error {
	// Number formats as column styles: the writer gives them to the
	// column's cells that have no style of their own.
	cols := make([]xlsx.Col, len(ExcelColumns))
	for i, w := range columnWidths(rows) {
		cols[i].Width = w
	}
	cols[3].Style = st.kb
	cols[7].Style = st.score
	if err := xw.Sheet(SheetMatrix, xlsx.SheetOptions{Cols: cols, FreezeHeader: true, AutoFilter: true}); err != nil {
		return err
	}
	cells := make([]xlsx.Cell, len(ExcelColumns))
	for i, c := range ExcelColumns {
		cells[i] = xlsx.Text(c).WithStyle(st.header)
	}
	if err := xw.Row(cells, xlsx.RowOptions{Height: 20}); err != nil {
		return err
	}
	for i := range rows {
		r := rows[i].WithDefaults()
		cells[0] = xlsx.Text(r.FileName)
		cells[1] = xlsx.Text(r.Format)
		cells[2] = xlsx.Text(r.Dimensions)
		cells[3] = xlsx.Empty()
		if r.FileSizeKB > 0 {
			cells[3] = xlsx.Number(r.FileSizeKB)
		}
		cells[4] = xlsx.Text(r.Channel)
		cells[5] = xlsx.Text(r.Indication)
		cells[6] = xlsx.Text(r.CustomerType)
		cells[7] = xlsx.Empty()
		if r.ComplianceScore != nil {
			cells[7] = xlsx.Number(float64(*r.ComplianceScore))
		}
		cells[8] = xlsx.Text(r.Status)
		if err := xw.Row(cells, xlsx.RowOptions{}); err != nil {
			return err
		}
	}
	return nil
}

// columnWidths fits each column to its longest value (header included),
// within minColWidth and maxColWidth.
func columnWidths(rows []Row) []float64 {
	longest := make([]int, len(ExcelColumns))
	for i, c := range ExcelColumns {
		longest[i] = utf8.RuneCountInString(c) + 2 // room for the filter button
	}
	fit := func(i int, s string) {
		if n := utf8.RuneCountInString(s); n > longest[i] {
			longest[i] = n
		}
	}
	for i := range rows {
		r := rows[i].WithDefaults()
		fit(0, r.FileName)
		fit(1, r.Format)
		fit(2, r.Dimensions)
		fit(4, r.Channel)
		fit(5, r.Indication)
		fit(6, r.CustomerType)
		fit(8, r.Status)
	}
	out := make([]float64, len(longest))
	for i, n := range longest {
		out[i] = float64(min(max(n+1, minColWidth), maxColWidth))
	}
	return out
}

func writeSummarySheet(xw *xlsx.Writer, st excelStyles, m Matrix, s Summary) error {
	date := m.Generated
	if date.IsZero() {
		date = time.Now().UTC()
	}
	if err := xw.Sheet(SheetSummary, xlsx.SheetOptions{Cols: []xlsx.Col{{Width: 30}, {Width: 18}, {Width: 18}}}); err != nil {
		return err
	}
	var rows [][]xlsx.Cell
	row := func(cells ...xlsx.Cell) { rows = append(rows, cells) }
	label := func(s string) xlsx.Cell { return xlsx.Text(s).WithStyle(st.label) }
	header := func(s string) xlsx.Cell { return xlsx.Text(s).WithStyle(st.header) }
	count := func(n int) xlsx.Cell { return xlsx.Number(float64(n)) }

	row(xlsx.Text("Creative Matrix Summary").WithStyle(st.title))
	row()
	row(label("Campaign"), xlsx.Text(m.CampaignName()))
	row(label("Export Date"), xlsx.Text(date.Format("2006-01-02")))
	row()

	row(header("Totals"), header("Value"))
	row(xlsx.Text("Total Rows"), count(s.Rows))
	row(xlsx.Text("Assets"), count(s.Assets))
	row(xlsx.Text("Missing Creatives"), count(s.Missing))
	row(xlsx.Text("Scored Rows"), count(s.Scored))
	average := xlsx.Empty()
	if s.Scored > 0 {
		average = xlsx.Number(math.Round(s.AverageScore*10) / 10).WithStyle(st.kb)
	}
	row(xlsx.Text("Average Compliance Score"), average)
	row()

	row(header("Compliance Breakdown"), header("Rows"), header("Share"))
	for _, b := range s.Bands {
		row(xlsx.Text(b.Label), count(b.Count), xlsx.Number(b.Share).WithStyle(st.percent))
	}
	row()

	row(header("Channel"), header("Rows"))
	for _, c := range s.Channels {
		row(xlsx.Text(c.Channel), count(c.Count))
	}
	for _, cells := range rows {
		if err := xw.Row(cells, xlsx.RowOptions{}); err != nil {
			return err
		}
	}
	return nil
}
