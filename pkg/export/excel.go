package export

import (
	"archive/zip"
	"compress/flate"
	"fmt"
	"io"
	"math"
	"strconv"
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
// Both sheets are written with excelize's StreamWriter, which keeps a few MB
// of sheet XML in memory and spills the rest to a temporary file, so memory
// stays bounded for large matrices.
func WriteExcel(w io.Writer, m Matrix) error {
	if len(m.Rows) > MaxExcelRows {
		return fmt.Errorf("excel: %d rows do not fit one worksheet (at most %d); export as CSV", len(m.Rows), MaxExcelRows)
	}
	f := excelize.NewFile()
	defer f.Close()
	f.SetZipWriter(fastZip)

	st, err := newExcelStyles(f)
	if err != nil {
		return err
	}
	if err := f.SetSheetName("Sheet1", SheetMatrix); err != nil {
		return fmt.Errorf("excel: %w", err)
	}
	if err := writeMatrixSheet(f, st, m.Rows); err != nil {
		return fmt.Errorf("excel: %s sheet: %w", SheetMatrix, err)
	}
	if _, err := f.NewSheet(SheetSummary); err != nil {
		return fmt.Errorf("excel: %w", err)
	}
	if err := writeSummarySheet(f, st, m, Summarize(m.Rows)); err != nil {
		return fmt.Errorf("excel: %s sheet: %w", SheetSummary, err)
	}
	f.SetActiveSheet(0)
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("excel: writing workbook: %w", err)
	}
	return nil
}

// fastZip compresses the workbook with flate's best-speed level: at the
// default level compression is over a third of a large export's CPU time,
// and best speed makes the file only somewhat larger (docs/performance.md).
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

// bodyFont is the workbook's default font; a bold font must name it too,
// or spreadsheet programs fall back to a font of their own.
const bodyFont = "Calibri"

func newExcelStyles(f *excelize.File) (excelStyles, error) {
	var st excelStyles
	var err error
	add := func(id *int, s excelize.Style) {
		if err == nil {
			*id, err = f.NewStyle(&s)
		}
	}
	kbFormat := "0.0"
	add(&st.header, excelize.Style{
		Font:      &excelize.Font{Bold: true, Family: bodyFont, Size: 11, Color: "0F172A"},
		Fill:      excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"E2E8F0"}},
		Border:    []excelize.Border{{Type: "bottom", Color: "94A3B8", Style: 1}},
		Alignment: &excelize.Alignment{Vertical: "center"},
	})
	add(&st.title, excelize.Style{Font: &excelize.Font{Bold: true, Family: bodyFont, Size: 14}})
	add(&st.label, excelize.Style{Font: &excelize.Font{Bold: true, Family: bodyFont, Size: 11}})
	add(&st.kb, excelize.Style{CustomNumFmt: &kbFormat})
	add(&st.score, excelize.Style{NumFmt: 1})    // 0
	add(&st.percent, excelize.Style{NumFmt: 10}) // 0.00%
	if err != nil {
		return st, fmt.Errorf("excel: style: %w", err)
	}
	return st, nil
}

func writeMatrixSheet(f *excelize.File, st excelStyles, rows []Row) error {
	sw, err := f.NewStreamWriter(SheetMatrix)
	if err != nil {
		return err
	}
	// Number formats as column styles: plain values then need no per-cell
	// style, which keeps large exports light. Columns are set from the last
	// to the first: excelize puts the column it last touched first, and
	// Excel wants the <col> elements in ascending order.
	colStyle := map[int]int{4: st.kb, 8: st.score}
	widths := columnWidths(rows)
	for col := len(widths); col >= 1; col-- {
		if err := sw.SetColWidth(col, col, widths[col-1]); err != nil {
			return err
		}
		if style, ok := colStyle[col]; ok {
			if err := sw.SetColStyle(col, col, style); err != nil {
				return err
			}
		}
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
	for i := range rows {
		r := rows[i].WithDefaults() // defaults row by row, without a copy of the matrix
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
		if err := sw.SetRow("A"+strconv.Itoa(i+2), values); err != nil {
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
// does not allow are dropped (excelize would write them as U+FFFD) and the
// text is cut to Excel's cell limit.
func cleanCell(s string) string {
	if strings.IndexFunc(s, func(c rune) bool { return !xmlChar(c) }) >= 0 {
		s = strings.Map(func(c rune) rune {
			if xmlChar(c) {
				return c
			}
			return -1
		}, s)
	}
	if len(s) > excelize.TotalCellChars && utf8.RuneCountInString(s) > excelize.TotalCellChars {
		s = string([]rune(s)[:excelize.TotalCellChars])
	}
	return s
}

// xmlChar reports whether c may appear in an XML 1.0 document.
func xmlChar(c rune) bool {
	return c == '\t' || c == '\n' || c == '\r' ||
		(c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF)
}

func writeSummarySheet(f *excelize.File, st excelStyles, m Matrix, s Summary) error {
	date := m.Generated
	if date.IsZero() {
		date = time.Now().UTC()
	}
	sw, err := f.NewStreamWriter(SheetSummary)
	if err != nil {
		return err
	}
	if err := sw.SetColWidth(2, 3, 18); err != nil { // before A: see writeMatrixSheet
		return err
	}
	if err := sw.SetColWidth(1, 1, 30); err != nil {
		return err
	}
	var rows [][]any
	row := func(cells ...any) { rows = append(rows, cells) }
	styled := func(v any, style int) excelize.Cell { return excelize.Cell{StyleID: style, Value: v} }
	label := func(s string) excelize.Cell { return styled(s, st.label) }
	header := func(s string) excelize.Cell { return styled(s, st.header) }

	row(styled("Creative Matrix Summary", st.title))
	row()
	row(label("Campaign"), cleanCell(m.CampaignName()))
	row(label("Export Date"), date.Format("2006-01-02"))
	row()

	row(header("Totals"), header("Value"))
	row("Total Rows", s.Rows)
	row("Assets", s.Assets)
	row("Missing Creatives", s.Missing)
	row("Scored Rows", s.Scored)
	var average any
	if s.Scored > 0 {
		average = styled(math.Round(s.AverageScore*10)/10, st.kb)
	}
	row("Average Compliance Score", average)
	row()

	row(header("Compliance Breakdown"), header("Rows"), header("Share"))
	for _, b := range s.Bands {
		row(b.Label, b.Count, styled(b.Share, st.percent))
	}
	row()

	row(header("Channel"), header("Rows"))
	for _, c := range s.Channels {
		row(cleanCell(c.Channel), c.Count)
	}
	for i, cells := range rows {
		if err := sw.SetRow("A"+strconv.Itoa(i+1), cells); err != nil {
			return err
		}
	}
	return sw.Flush()
}
