package export

import (
	"archive/zip"
	"compress/flate"
	"fmt"
	"io"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
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
const MaxExcelRows = excelize.TotalRows - 1

// Column width bounds, in Excel character units.
const (
	minColWidth = 8
	maxColWidth = 60
	// maxCellChars is Excel's limit on the characters in one cell.
	maxCellChars = 32767
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
// The matrix sheet is written with excelize's StreamWriter, which spills to
// a temporary file beyond a few MB, so memory stays bounded for large
// matrices.
func WriteExcel(w io.Writer, m Matrix) error {
	if len(m.Rows) > MaxExcelRows {
		return fmt.Errorf("excel: %d rows do not fit one worksheet (at most %d); export as CSV", len(m.Rows), MaxExcelRows)
	}
	f := excelize.NewFile()
	defer f.Close()
	f.SetZipWriter(fastZip)

	rows := m.Rows // defaults are applied row by row, without a copy
	st, err := newExcelStyles(f)
	if err != nil {
		return err
	}
	if err := f.SetSheetName("Sheet1", SheetMatrix); err != nil {
		return fmt.Errorf("excel: %w", err)
	}
	if err := writeMatrixSheet(f, st, rows); err != nil {
		return fmt.Errorf("excel: %s sheet: %w", SheetMatrix, err)
	}
	if _, err := f.NewSheet(SheetSummary); err != nil {
		return fmt.Errorf("excel: %w", err)
	}
	if err := writeSummarySheet(f, st, m, Summarize(rows)); err != nil {
		return fmt.Errorf("excel: %s sheet: %w", SheetSummary, err)
	}
	f.SetActiveSheet(0)
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("excel: writing workbook: %w", err)
	}
	return nil
}

// fastZip compresses the workbook with flate's best-speed level: at the
// default level compression took over a third of a large export's CPU
// time; best speed makes the file about 40 % larger.
func fastZip(w io.Writer) excelize.ZipWriter {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestSpeed)
	})
	return zw
}

// excelStyles are the cell styles the workbook uses.
type excelStyles struct {
	header, title, kb, score, percent, label int
}

func newExcelStyles(f *excelize.File) (excelStyles, error) {
	var st excelStyles
	var err error
	border := []excelize.Border{
		{Type: "bottom", Color: "94A3B8", Style: 1},
	}
	if st.header, err = f.NewStyle(&excelize.Style{
		Font:      &excelize.Font{Bold: true, Color: "0F172A"},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E2E8F0"}},
		Border:    border,
		Alignment: &excelize.Alignment{Vertical: "center"},
	}); err != nil {
		return st, fmt.Errorf("excel: header style: %w", err)
	}
	if st.title, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}}); err != nil {
		return st, fmt.Errorf("excel: title style: %w", err)
	}
	if st.label, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}}); err != nil {
		return st, fmt.Errorf("excel: label style: %w", err)
	}
	kbFormat := "0.0"
	if st.kb, err = f.NewStyle(&excelize.Style{CustomNumFmt: &kbFormat}); err != nil {
		return st, fmt.Errorf("excel: number style: %w", err)
	}
	if st.score, err = f.NewStyle(&excelize.Style{NumFmt: 1}); err != nil { // 0
		return st, fmt.Errorf("excel: number style: %w", err)
	}
	if st.percent, err = f.NewStyle(&excelize.Style{NumFmt: 10}); err != nil { // 0.00%
		return st, fmt.Errorf("excel: percent style: %w", err)
	}
	return st, nil
}

func writeMatrixSheet(f *excelize.File, st excelStyles, rows []Row) error {
	sw, err := f.NewStreamWriter(SheetMatrix)
	if err != nil {
		return err
	}
	// Set from the last column to the first: excelize keeps the <col>
	// elements in reverse order of insertion, and Excel wants them ascending.
	widths := columnWidths(rows)
	for i := len(widths) - 1; i >= 0; i-- {
		if err := sw.SetColWidth(i+1, i+1, widths[i]); err != nil {
			return err
		}
	}
	// Number formats as column styles: plain values then need no per-cell
	// style wrapper, which keeps large exports light.
	if err := sw.SetColStyle(4, 4, st.kb); err != nil {
		return err
	}
	if err := sw.SetColStyle(8, 8, st.score); err != nil {
		return err
	}
	if err := sw.SetPanes(&excelize.Panes{
		Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}},
	}); err != nil {
		return err
	}
	header := make([]any, len(ExcelColumns))
	for i, c := range ExcelColumns {
		header[i] = excelize.Cell{StyleID: st.header, Value: c}
	}
	if err := sw.SetRow("A1", header, excelize.RowOpts{Height: 20}); err != nil {
		return err
	}
	values := make([]any, len(ExcelColumns))
	cell := make([]byte, 0, 16)
	for i := range rows {
		r := rows[i].WithDefaults()
		values[0] = cleanCell(r.FileName)
		values[1] = cleanCell(r.Format)
		values[2] = cleanCell(r.Dimensions)
		values[3] = nil
		if r.FileSizeKB > 0 {
			values[3] = r.FileSizeKB
		}
		values[4] = cleanCell(r.Channel)
		values[5] = cleanCell(r.Indication)
		values[6] = cleanCell(r.CustomerType)
		values[7] = nil
		if r.ComplianceScore != nil {
			values[7] = *r.ComplianceScore
		}
		values[8] = cleanCell(r.Status)
		cell = append(cell[:0], 'A')
		cell = fmt.Appendf(cell, "%d", i+2)
		if err := sw.SetRow(string(cell), values); err != nil {
			return err
		}
	}
	last, err := excelize.CoordinatesToCellName(len(ExcelColumns), len(rows)+1)
	if err != nil {
		return err
	}
	if err := f.AutoFilter(SheetMatrix, "A1:"+last, nil); err != nil {
		return err
	}
	return sw.Flush()
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

// cleanCell makes a string safe for a worksheet cell: characters XML 1.0
// does not allow are dropped and the text is cut to Excel's cell limit.
func cleanCell(s string) string {
	clean := true
	for _, c := range s {
		if !xmlChar(c) {
			clean = false
			break
		}
	}
	if !clean {
		s = strings.Map(func(c rune) rune {
			if xmlChar(c) {
				return c
			}
			return -1
		}, s)
	}
	if len(s) > maxCellChars && utf8.RuneCountInString(s) > maxCellChars {
		s = string([]rune(s)[:maxCellChars])
	}
	return s
}

// xmlChar reports whether c may appear in an XML 1.0 document.
func xmlChar(c rune) bool {
	return c == '\t' || c == '\n' || c == '\r' ||
		(c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF)
}

func writeSummarySheet(f *excelize.File, st excelStyles, m Matrix, s Summary) error {
	const sheet = SheetSummary
	date := m.Generated
	if date.IsZero() {
		date = time.Now().UTC()
	}
	type cellValue struct {
		ref   string
		value any
		style int
	}
	var cells []cellValue
	put := func(ref string, v any, style int) { cells = append(cells, cellValue{ref, v, style}) }
	row := 1
	at := func(col string) string { return fmt.Sprintf("%s%d", col, row) }

	put(at("A"), "Creative Matrix Summary", st.title)
	row += 2
	put(at("A"), "Campaign", st.label)
	put(at("B"), cleanCell(m.CampaignName()), 0)
	row++
	put(at("A"), "Export Date", st.label)
	put(at("B"), date.Format("2006-01-02"), 0)
	row += 2

	put(at("A"), "Totals", st.header)
	put(at("B"), "Value", st.header)
	row++
	for _, t := range []struct {
		label string
		value any
		style int
	}{
		{"Total Rows", s.Rows, 0},
		{"Assets", s.Assets, 0},
		{"Scored Rows", s.Scored, 0},
		{"Average Compliance Score", averageOrBlank(s), st.kb},
	} {
		put(at("A"), t.label, 0)
		if t.value != nil {
			put(at("B"), t.value, t.style)
		}
		row++
	}
	row++

	put(at("A"), "Compliance Breakdown", st.header)
	put(at("B"), "Rows", st.header)
	put(at("C"), "Share", st.header)
	row++
	for _, b := range s.Bands {
		put(at("A"), b.Label, 0)
		put(at("B"), b.Count, 0)
		put(at("C"), b.Share, st.percent)
		row++
	}
	row++

	put(at("A"), "Channel", st.header)
	put(at("B"), "Rows", st.header)
	row++
	for _, c := range s.Channels {
		put(at("A"), cleanCell(c.Channel), 0)
		put(at("B"), c.Count, 0)
		row++
	}

	for _, c := range cells {
		if err := f.SetCellValue(sheet, c.ref, c.value); err != nil {
			return err
		}
		if c.style != 0 {
			if err := f.SetCellStyle(sheet, c.ref, c.ref, c.style); err != nil {
				return err
			}
		}
	}
	if err := f.SetColWidth(sheet, "A", "A", 30); err != nil {
		return err
	}
	return f.SetColWidth(sheet, "B", "C", 18)
}

func averageOrBlank(s Summary) any {
	if s.Scored == 0 {
		return nil
	}
	return math.Round(s.AverageScore*10) / 10
}
