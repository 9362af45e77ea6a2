package xlsx

import (
	"archive/zip"
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Excel's limits on a worksheet and a cell.
const (
	MaxRows      = 1 << 20 // rows in a worksheet
	MaxCols      = 1 << 14 // columns in a worksheet (A to XFD)
	MaxCellChars = 32767   // characters in one cell
)

// Style is a cell format. The zero Style is the workbook's default (11-point
// Calibri, no fill, no border, General number format).
type Style struct {
	Bold bool
	// Size is the font size in points; 0 keeps the default 11.
	Size float64
	// Color is the font colour as RGB hex, e.g. "0F172A"; "" is automatic.
	Color string
	// Fill is a solid background colour as RGB hex; "" is none.
	Fill string
	// BottomBorder is the colour of a thin bottom border; "" is none.
	BottomBorder string
	// VerticalCenter centres the content vertically.
	VerticalCenter bool
	// NumFmt is a number format code such as "0", "0.0" or "0.00%"; ""
	// is General.
	NumFmt string
}

// Col sets a column's width (in Excel's character units; 0 keeps the
// default) and the style of its cells that have none of their own.
type Col struct {
	Width float64
	Style int
}

// SheetOptions shape a worksheet.
type SheetOptions struct {
	// Cols are the first columns' widths and styles, from column A.
	Cols []Col
	// FreezeHeader keeps the first row in view when scrolling.
	FreezeHeader bool
	// AutoFilter puts filter buttons on the first row, over the columns in
	// Cols and every row written.
	AutoFilter bool
}

// Cell is one cell: text, a number or nothing, with a style from
// Writer.AddStyle (0 is the column's style, or the default).
type Cell struct {
	kind  cellKind
	text  string
	num   float64
	Style int
}

type cellKind uint8

const (
	kindEmpty cellKind = iota
	kindText
	kindNumber
)

// Text is a text cell ("" is an empty cell). Characters that XML cannot carry are dropped and
// the text is cut to MaxCellChars; text is never read as a formula.
func Text(s string) Cell { return Cell{kind: kindText, text: s} }

// Number is a numeric cell; NaN and infinities are written as empty cells.
func Number(f float64) Cell { return Cell{kind: kindNumber, num: f} }

// Empty is a cell with nothing in it.
func Empty() Cell { return Cell{} }

// WithStyle returns c with a style.
func (c Cell) WithStyle(style int) Cell { c.Style = style; return c }

// Writer writes an .xlsx workbook as a stream: its worksheets one after
// the other, each row as it comes, so memory does not grow with the rows.
// Call AddStyle for the styles, then Sheet and Row, then Close. The first
// error is kept: later calls do nothing and Close returns it.
type Writer struct {
	zw     *zip.Writer
	styles []Style
	sheets []sheetState
	part   io.Writer // the current worksheet part
	buf    []byte    // XML of the current worksheet not yet written
	err    error
}

// sheetState is what the workbook part needs to know about a worksheet.
type sheetState struct {
	name       string
	opts       SheetOptions
	rows       int
	autoFilter string // the filtered range, once the sheet is done
}

// NewWriter returns a Writer that writes a workbook to w. Parts are
// compressed at flate's best speed: a large matrix export spends most of
// its time compressing, and best speed costs about 40 % in file size.
func NewWriter(w io.Writer) *Writer {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestSpeed)
	})
	return &Writer{zw: zw, styles: []Style{{}}}
}

// AddStyle registers a cell style and returns its number for Cell.Style
// and Col.Style. Add styles before the rows that use them.
func (w *Writer) AddStyle(s Style) int {
	w.styles = append(w.styles, s)
	return len(w.styles) - 1
}

// Sheet ends the current worksheet, if any, and starts the next one.
// Names are 1 to 31 characters without : \ / ? * [ ] and unique (ignoring
// case), as Excel requires.
func (w *Writer) Sheet(name string, opts SheetOptions) error {
	if w.err != nil {
		return w.err
	}
	if err := w.checkSheet(name, opts); err != nil {
		w.err = err
		return err
	}
	w.endSheet()
	if w.err != nil {
		return w.err
	}
	part, err := w.zw.Create(fmt.Sprintf("xl/worksheets/sheet%d.xml", len(w.sheets)+1))
	if err != nil {
		w.err = err
		return err
	}
	w.part = part
	w.sheets = append(w.sheets, sheetState{name: name, opts: opts})
	w.buf = append(w.buf[:0], xmlHeader...)
	w.buf = append(w.buf, `<worksheet xmlns="`+nsMain+`" xmlns:r="`+nsRel+`">`...)
	w.buf = append(w.buf, `<sheetViews><sheetView workbookViewId="0"`...)
	if len(w.sheets) == 1 {
		w.buf = append(w.buf, ` tabSelected="1"`...)
	}
	if opts.FreezeHeader {
		w.buf = append(w.buf, `><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>`+
			`<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>`...)
	} else {
		w.buf = append(w.buf, `/></sheetViews>`...)
	}
	w.buf = append(w.buf, `<sheetFormatPr defaultRowHeight="15"/>`...)
	w.appendCols(opts.Cols)
	w.buf = append(w.buf, `<sheetData>`...)
	return nil
}

func (w *Writer) checkSheet(name string, opts SheetOptions) error {
	n := utf8.RuneCountInString(name)
	if n == 0 || n > 31 || strings.ContainsAny(name, `:\/?*[]`) || name[0] == '\'' || name[len(name)-1] == '\'' {
		return fmt.Errorf("xlsx: invalid sheet name %q", name)
	}
	for _, s := range w.sheets {
		if strings.EqualFold(s.name, name) {
			return fmt.Errorf("xlsx: two sheets named %q", name)
		}
	}
	if len(opts.Cols) > MaxCols {
		return fmt.Errorf("xlsx: %d columns, more than %d", len(opts.Cols), MaxCols)
	}
	for _, c := range opts.Cols {
		if c.Style < 0 || c.Style >= len(w.styles) {
			return fmt.Errorf("xlsx: unknown style %d", c.Style)
		}
	}
	return nil
}

func (w *Writer) appendCols(cols []Col) {
	if len(cols) == 0 {
		return
	}
	w.buf = append(w.buf, `<cols>`...)
	for i, c := range cols {
		w.buf = append(w.buf, `<col min="`...)
		w.buf = strconv.AppendInt(w.buf, int64(i+1), 10)
		w.buf = append(w.buf, `" max="`...)
		w.buf = strconv.AppendInt(w.buf, int64(i+1), 10)
		w.buf = append(w.buf, `"`...)
		if c.Width > 0 {
			w.buf = append(w.buf, ` width="`...)
			w.buf = strconv.AppendFloat(w.buf, min(c.Width, 255), 'f', -1, 64)
			w.buf = append(w.buf, `" customWidth="1"`...)
		}
		if c.Style > 0 {
			w.buf = append(w.buf, ` style="`...)
			w.buf = strconv.AppendInt(w.buf, int64(c.Style), 10)
			w.buf = append(w.buf, `"`...)
		}
		w.buf = append(w.buf, `/>`...)
	}
	w.buf = append(w.buf, `</cols>`...)
}

// RowOptions shape one row.
type RowOptions struct {
	// Height is the row height in points; 0 keeps the default.
	Height float64
}

// Row writes the next row of the current worksheet. A row without cells
// is left empty.
func (w *Writer) Row(cells []Cell, opts RowOptions) error {
	if w.err != nil {
		return w.err
	}
	if w.part == nil {
		w.err = errors.New("xlsx: Row before Sheet")
		return w.err
	}
	s := &w.sheets[len(w.sheets)-1]
	if s.rows == MaxRows {
		w.err = fmt.Errorf("xlsx: sheet %q has more than %d rows", s.name, MaxRows)
		return w.err
	}
	if len(cells) > MaxCols {
		w.err = fmt.Errorf("xlsx: a row of %d cells, more than %d", len(cells), MaxCols)
		return w.err
	}
	s.rows++
	if !hasValue(cells) && opts.Height <= 0 {
		return nil
	}
	w.buf = append(w.buf, `<row r="`...)
	w.buf = strconv.AppendInt(w.buf, int64(s.rows), 10)
	if opts.Height > 0 {
		w.buf = append(w.buf, `" ht="`...)
		w.buf = strconv.AppendFloat(w.buf, min(opts.Height, 409), 'f', -1, 64)
		w.buf = append(w.buf, `" customHeight="1`...)
	}
	w.buf = append(w.buf, `">`...)
	for i, c := range cells {
		if err := w.appendCell(i, s.rows, c, s.opts.Cols); err != nil {
			w.err = err
			return err
		}
	}
	w.buf = append(w.buf, `</row>`...)
	if len(w.buf) >= 64<<10 {
		w.flush()
	}
	return w.err
}

func hasValue(cells []Cell) bool {
	for _, c := range cells {
		if c.kind == kindNumber || c.kind == kindText && c.text != "" || c.Style != 0 {
			return true
		}
	}
	return false
}

// appendCell writes cell c at column i of row r. A cell without a style
// takes its column's: Excel applies a column style only to cells that are
// not in the file.
func (w *Writer) appendCell(i, r int, c Cell, cols []Col) error {
	style := c.Style
	if style == 0 && i < len(cols) {
		style = cols[i].Style
	}
	if style < 0 || style >= len(w.styles) {
		return fmt.Errorf("xlsx: unknown style %d", c.Style)
	}
	if c.kind == kindNumber && (math.IsNaN(c.num) || math.IsInf(c.num, 0)) || c.kind == kindText && c.text == "" {
		c.kind = kindEmpty
	}
	if c.kind == kindEmpty && style == 0 {
		return nil
	}
	w.buf = append(w.buf, `<c r="`...)
	w.buf = appendCellRef(w.buf, i, r)
	w.buf = append(w.buf, '"')
	if style > 0 {
		w.buf = append(w.buf, ` s="`...)
		w.buf = strconv.AppendInt(w.buf, int64(style), 10)
		w.buf = append(w.buf, '"')
	}
	switch c.kind {
	case kindEmpty:
		w.buf = append(w.buf, `/>`...)
	case kindNumber:
		w.buf = append(w.buf, `><v>`...)
		w.buf = appendNumber(w.buf, c.num)
		w.buf = append(w.buf, `</v></c>`...)
	case kindText:
		w.buf = append(w.buf, ` t="inlineStr"><is><t`...)
		if c.text != strings.TrimSpace(c.text) {
			w.buf = append(w.buf, ` xml:space="preserve"`...)
		}
		w.buf = append(w.buf, '>')
		w.buf = appendText(w.buf, c.text, MaxCellChars)
		w.buf = append(w.buf, `</t></is></c>`...)
	}
	return nil
}

// appendNumber writes f the way Excel stores numbers: plain decimals, with
// an exponent only for very large or very small values.
func appendNumber(b []byte, f float64) []byte {
	if a := math.Abs(f); a != 0 && (a < 1e-6 || a >= 1e15) {
		return strconv.AppendFloat(b, f, 'E', -1, 64)
	}
	return strconv.AppendFloat(b, f, 'f', -1, 64)
}

// appendText writes s as XML character data: markup characters escaped,
// invalid UTF-8 and characters XML 1.0 does not allow dropped, at most
// limit characters.
func appendText(b []byte, s string, limit int) []byte {
	for i, n := 0, 0; i < len(s) && n < limit; {
		c, size := utf8.DecodeRuneInString(s[i:])
		i += size
		switch {
		case c == utf8.RuneError && size == 1, !xmlChar(c):
			continue
		case c == '&':
			b = append(b, "&amp;"...)
		case c == '<':
			b = append(b, "&lt;"...)
		case c == '>':
			b = append(b, "&gt;"...)
		case c == '"':
			b = append(b, "&quot;"...)
		case c == '\r':
			b = append(b, "&#xD;"...) // a raw CR would be read as a line end
		default:
			b = utf8.AppendRune(b, c)
		}
		n++
	}
	return b
}

// xmlChar reports whether c may appear in an XML 1.0 document.
func xmlChar(c rune) bool {
	return c == '\t' || c == '\n' || c == '\r' ||
		(c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF)
}

// ColName returns the letters of column i (0 is A, 26 is AA).
func ColName(i int) string { return string(appendColName(nil, i)) }

func appendColName(b []byte, i int) []byte {
	var tmp [3]byte
	n := len(tmp)
	for i++; i > 0; i = (i - 1) / 26 {
		n--
		tmp[n] = byte('A' + (i-1)%26)
	}
	return append(b, tmp[n:]...)
}

// appendCellRef writes the A1 reference of column i, row r (from 1).
func appendCellRef(b []byte, i, r int) []byte {
	return strconv.AppendInt(appendColName(b, i), int64(r), 10)
}

// flush writes the buffered worksheet XML to its part.
func (w *Writer) flush() {
	if w.err != nil || len(w.buf) == 0 {
		return
	}
	if _, err := w.part.Write(w.buf); err != nil {
		w.err = err
	}
	w.buf = w.buf[:0]
}

// endSheet closes the current worksheet's XML.
func (w *Writer) endSheet() {
	if w.part == nil || w.err != nil {
		return
	}
	s := &w.sheets[len(w.sheets)-1]
	w.buf = append(w.buf, `</sheetData>`...)
	if s.opts.AutoFilter && len(s.opts.Cols) > 0 {
		last := max(s.rows, 1)
		ref := "A1:" + string(appendCellRef(nil, len(s.opts.Cols)-1, last))
		w.buf = append(w.buf, `<autoFilter ref="`+ref+`"/>`...)
		s.autoFilter = "$A$1:$" + ColName(len(s.opts.Cols)-1) + "$" + strconv.Itoa(last)
	}
	w.buf = append(w.buf, `</worksheet>`...)
	w.flush()
	w.part = nil
}

// Close ends the last worksheet and writes the workbook's other parts. It
// does not close the underlying writer.
func (w *Writer) Close() error {
	if w.err != nil {
		return w.err
	}
	w.endSheet()
	if w.err == nil && len(w.sheets) == 0 {
		w.err = errors.New("xlsx: a workbook needs at least one sheet")
	}
	for _, p := range []struct {
		name string
		body func() []byte
	}{
		{"[Content_Types].xml", w.contentTypes},
		{"_rels/.rels", rootRels},
		{"docProps/app.xml", appProps},
		{"xl/workbook.xml", w.workbook},
		{"xl/_rels/workbook.xml.rels", w.workbookRels},
		{"xl/styles.xml", w.stylesXML},
	} {
		if w.err != nil {
			return w.err
		}
		part, err := w.zw.Create(p.name)
		if err == nil {
			_, err = part.Write(p.body())
		}
		w.err = err
	}
	if w.err != nil {
		return w.err
	}
	if err := w.zw.Close(); err != nil {
		w.err = err
		return err
	}
	w.err = errClosed
	return nil
}

var errClosed = errors.New("xlsx: writer closed")

const (
	xmlHeader = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n"
	nsMain    = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
	nsRel     = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	nsPkgRel  = "http://schemas.openxmlformats.org/package/2006/relationships"
	ctPrefix  = "application/vnd.openxmlformats-officedocument."
)

func (w *Writer) contentTypes() []byte {
	b := []byte(xmlHeader + `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
		`<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
		`<Default Extension="xml" ContentType="application/xml"/>` +
		`<Override PartName="/xl/workbook.xml" ContentType="` + ctPrefix + `spreadsheetml.sheet.main+xml"/>` +
		`<Override PartName="/xl/styles.xml" ContentType="` + ctPrefix + `spreadsheetml.styles+xml"/>` +
		`<Override PartName="/docProps/app.xml" ContentType="` + ctPrefix + `extended-properties+xml"/>`)
	for i := range w.sheets {
		b = fmt.Appendf(b, `<Override PartName="/xl/worksheets/sheet%d.xml" ContentType="%sspreadsheetml.worksheet+xml"/>`, i+1, ctPrefix)
	}
	return append(b, `</Types>`...)
}

func rootRels() []byte {
	return []byte(xmlHeader + `<Relationships xmlns="` + nsPkgRel + `">` +
		`<Relationship Id="rId1" Type="` + nsRel + `/officeDocument" Target="xl/workbook.xml"/>` +
		`<Relationship Id="rId2" Type="` + nsRel + `/extended-properties" Target="docProps/app.xml"/>` +
		`</Relationships>`)
}

func appProps() []byte {
	return []byte(xmlHeader + `<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
		`<Application>pharmaops</Application></Properties>`)
}

// workbook lists the sheets (rId1… are the worksheets, in order) and the
// hidden names Excel keeps for autofilters.
func (w *Writer) workbook() []byte {
	b := []byte(xmlHeader + `<workbook xmlns="` + nsMain + `" xmlns:r="` + nsRel + `">` +
		`<bookViews><workbookView activeTab="0"/></bookViews><sheets>`)
	for i, s := range w.sheets {
		b = append(b, `<sheet name="`...)
		b = appendText(b, s.name, 31)
		b = fmt.Appendf(b, `" sheetId="%d" r:id="rId%d"/>`, i+1, i+1)
	}
	b = append(b, `</sheets>`...)
	names := false
	for i, s := range w.sheets {
		if s.autoFilter == "" {
			continue
		}
		if !names {
			b = append(b, `<definedNames>`...)
			names = true
		}
		b = fmt.Appendf(b, `<definedName name="_xlnm._FilterDatabase" localSheetId="%d" hidden="1">`, i)
		b = appendText(b, "'"+strings.ReplaceAll(s.name, "'", "''")+"'!"+s.autoFilter, 300)
		b = append(b, `</definedName>`...)
	}
	if names {
		b = append(b, `</definedNames>`...)
	}
	return append(b, `</workbook>`...)
}

func (w *Writer) workbookRels() []byte {
	b := []byte(xmlHeader + `<Relationships xmlns="` + nsPkgRel + `">`)
	for i := range w.sheets {
		b = fmt.Appendf(b, `<Relationship Id="rId%d" Type="%s/worksheet" Target="worksheets/sheet%d.xml"/>`, i+1, nsRel, i+1)
	}
	b = fmt.Appendf(b, `<Relationship Id="rId%d" Type="%s/styles" Target="styles.xml"/>`, len(w.sheets)+1, nsRel)
	return append(b, `</Relationships>`...)
}

// builtinNumFmt returns the number of a format every spreadsheet
// application knows by number; other codes are declared from 164 on.
func builtinNumFmt(code string) (int, bool) {
	switch code {
	case "", "General":
		return 0, true
	case "0":
		return 1, true
	case "0.00":
		return 2, true
	case "#,##0":
		return 3, true
	case "#,##0.00":
		return 4, true
	case "0%":
		return 9, true
	case "0.00%":
		return 10, true
	}
	return 0, false
}

// stylesXML writes the style sheet: the fonts, fills, borders and number
// formats the styles use, each once, and one cell format per style in
// AddStyle order. Style 0 gives the defaults Excel expects first (Calibri
// 11, no fill, no border); fills 0 and 1 are reserved (none, gray125).
func (w *Writer) stylesXML() []byte {
	fonts, fills, borders := newXMLTable(), newXMLTable(), newXMLTable()
	fills.id(`<fill><patternFill patternType="none"/></fill>`)
	fills.id(`<fill><patternFill patternType="gray125"/></fill>`)
	customNumFmts := map[string]int{} // numbered from 164
	var numFmts, xfs []byte
	for i, s := range w.styles {
		numFmt, ok := builtinNumFmt(s.NumFmt)
		if !ok {
			if numFmt, ok = customNumFmts[s.NumFmt]; !ok {
				numFmt = 164 + len(customNumFmts)
				customNumFmts[s.NumFmt] = numFmt
				numFmts = fmt.Appendf(numFmts, `<numFmt numFmtId="%d" formatCode="%s"/>`, numFmt, appendText(nil, s.NumFmt, 255))
			}
		}
		fill := 0
		if s.Fill != "" {
			fill = fills.id(`<fill><patternFill patternType="solid"><fgColor rgb="FF` + string(appendText(nil, s.Fill, 6)) + `"/><bgColor indexed="64"/></patternFill></fill>`)
		}
		border := `<border><left/><right/><top/><bottom/><diagonal/></border>`
		if s.BottomBorder != "" {
			border = `<border><left/><right/><top/><bottom style="thin"><color rgb="FF` + string(appendText(nil, s.BottomBorder, 6)) + `"/></bottom><diagonal/></border>`
		}
		xfs = fmt.Appendf(xfs, `<xf numFmtId="%d" fontId="%d" fillId="%d" borderId="%d" xfId="0"`, numFmt, fonts.id(fontXML(s)), fill, borders.id(border))
		if i > 0 { // every style but the default says what it applies
			xfs = append(xfs, ` applyNumberFormat="1" applyFont="1" applyFill="1" applyBorder="1"`...)
		}
		if s.VerticalCenter {
			xfs = append(xfs, ` applyAlignment="1"><alignment vertical="center"/></xf>`...)
		} else {
			xfs = append(xfs, `/>`...)
		}
	}
	b := []byte(xmlHeader + `<styleSheet xmlns="` + nsMain + `">`)
	if len(customNumFmts) > 0 {
		b = fmt.Appendf(b, `<numFmts count="%d">%s</numFmts>`, len(customNumFmts), numFmts)
	}
	b = fmt.Appendf(b, `<fonts count="%d">%s</fonts>`, len(fonts.ids), fonts.xml)
	b = fmt.Appendf(b, `<fills count="%d">%s</fills>`, len(fills.ids), fills.xml)
	b = fmt.Appendf(b, `<borders count="%d">%s</borders>`, len(borders.ids), borders.xml)
	b = append(b, `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>`...)
	b = fmt.Appendf(b, `<cellXfs count="%d">%s</cellXfs>`, len(w.styles), xfs)
	return append(b, `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`...)
}

// fontXML is a style's font element, its children in the schema's order.
func fontXML(s Style) string {
	b := []byte(`<font>`)
	if s.Bold {
		b = append(b, `<b/>`...)
	}
	size := s.Size
	if size <= 0 {
		size = 11
	}
	b = append(b, `<sz val="`...)
	b = strconv.AppendFloat(b, size, 'f', -1, 64)
	b = append(b, `"/>`...)
	if s.Color != "" {
		b = append(b, `<color rgb="FF`...)
		b = appendText(b, s.Color, 6)
		b = append(b, `"/>`...)
	}
	return string(append(b, `<name val="Calibri"/><family val="2"/></font>`...))
}

// xmlTable numbers distinct XML elements in the order they are first seen.
type xmlTable struct {
	xml []byte
	ids map[string]int
}

func newXMLTable() *xmlTable { return &xmlTable{ids: map[string]int{}} }

func (t *xmlTable) id(element string) int {
	if id, ok := t.ids[element]; ok {
		return id
	}
	id := len(t.ids)
	t.ids[element] = id
	t.xml = append(t.xml, element...)
	return id
}
