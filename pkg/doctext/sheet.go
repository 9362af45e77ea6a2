package doctext

import (
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// Spreadsheets (XLSX, ODS) are read as tables: each sheet is a page whose
// first block is the sheet's name as a heading, and each run of rows
// between blank rows is a table. A merged (spanning) cell's value is
// repeated over every cell it covers, as the BRD reader expects of a
// spanning header cell. Cells are shown as the spreadsheet formats them.

// Sheet size bounds: a workbook may declare a million rows or columns.
const (
	maxSheetRows = 20_000
	maxSheetCols = 256
	maxSheets    = 64
)

// defaultSheetName matches the names a spreadsheet gives new sheets, which
// say nothing about the content.
var defaultSheetName = lazyregexp.New(`(?i)^(sheet|tabelle|feuil|hoja|foglio|blad)\s*\d*$`)

// mergeRange is a spanning cell, 0-based and inclusive.
type mergeRange struct{ top, left, bottom, right int }

// fillMerged repeats each range's top-left value over the range. A range
// that holds its row's only value (a title or section banner merged over
// the table's width) is not repeated across: it is one cell, not a header
// naming every column.
func fillMerged(rows [][]string, merges []mergeRange) [][]string {
	for _, m := range merges {
		if m.top < 0 || m.top >= len(rows) || m.left < 0 || m.left >= len(rows[m.top]) {
			continue
		}
		v := rows[m.top][m.left]
		right := m.right
		if onlyValue(rows[m.top], m.left, m.right) {
			right = m.left
		}
		for r := m.top; r <= m.bottom && r < len(rows) && r < maxSheetRows; r++ {
			for c := m.left; c <= right && c < maxSheetCols; c++ {
				for len(rows[r]) <= c {
					rows[r] = append(rows[r], "")
				}
				if rows[r][c] == "" {
					rows[r][c] = v
				}
			}
		}
	}
	return rows
}

// onlyValue reports whether row has no value outside columns left..right.
func onlyValue(row []string, left, right int) bool {
	for c, v := range row {
		if (c < left || c > right) && strings.TrimSpace(v) != "" {
			return false
		}
	}
	return true
}

// sheetPage turns one sheet's cell grid into a page of blocks.
func sheetPage(number int, name string, rows [][]string) Page {
	page := Page{Number: number, Blocks: []Block{}}
	if name = cleanText(name); name != "" && !defaultSheetName().MatchString(name) {
		page.Blocks = append(page.Blocks, Block{Kind: BlockHeading, Level: 1, Text: name})
	}
	var run [][]string
	flush := func() {
		page.Blocks = append(page.Blocks, runBlocks(run)...)
		run = nil
	}
	for _, row := range rows {
		cells := make([]string, len(row))
		empty := true
		for i, c := range row {
			cells[i] = cleanText(c)
			empty = empty && cells[i] == ""
		}
		if empty {
			flush()
			continue
		}
		run = append(run, cells)
	}
	flush()
	return page
}

// runBlocks reads a run of non-blank rows: single-cell rows before the
// first row of several cells are titles or notes (a heading when it is the
// run's first row and reads like one), the rest is a table whose columns
// start at the run's first used column and end at its last. Label/value
// rows above a wider header row ("Version | 3.2" over "Placement | Size
// (px) | Format | …") are notes too, written "Label: value": the table
// starts at its header.
func runBlocks(run [][]string) []Block {
	firstTable := -1
	for i, row := range run {
		if filled(row) > 1 {
			firstTable = i
			break
		}
	}
	pairs := 0 // label/value rows from firstTable on, read as notes
	if h := headerBelowPairs(run, firstTable); h > firstTable {
		for i := firstTable; i < h; i++ {
			run[i] = []string{pairText(run[i])}
		}
		pairs, firstTable = h-firstTable, h
	}
	left, right := maxSheetCols, -1
	for _, row := range run[max(firstTable, 0):] {
		for c, v := range row {
			if v != "" {
				left, right = min(left, c), max(right, c)
			}
		}
	}
	var out []Block
	start := true
	for i, row := range run {
		if firstTable < 0 || i < firstTable {
			text := strings.Join(strings.Fields(strings.Join(row, " ")), " ")
			kind := BlockParagraph
			if i == 0 && (firstTable < 0 || i < firstTable-pairs) && len(text) <= 120 && !strings.HasSuffix(text, ".") {
				kind = BlockHeading
			}
			b := Block{Kind: kind, Text: text}
			if kind == BlockHeading {
				b.Level = 2
			}
			out = append(out, b)
			continue
		}
		cells := make([]string, right-left+1)
		for c := left; c <= right && c < len(row); c++ {
			cells[c-left] = row[c]
		}
		out = append(out, Block{Kind: BlockTableRow, Text: tableText(cells), Cells: cells, TableStart: start})
		start = false
	}
	return out
}

// filled counts a row's non-empty cells.
func filled(row []string) int {
	n := 0
	for _, v := range row {
		if v != "" {
			n++
		}
	}
	return n
}

// headerBelowPairs finds, in a run whose first row of several cells is
// from, a header row under label/value rows: every row from `from` up to it
// has at most two values, and it has three or more, none of them a number.
// It returns the header's index, or -1.
func headerBelowPairs(run [][]string, from int) int {
	if from < 0 {
		return -1
	}
	for i := from; i < len(run); i++ {
		n := filled(run[i])
		if n <= 2 {
			continue
		}
		if i == from || i+1 >= len(run) {
			return -1
		}
		for _, v := range run[i] {
			if sheetNumber().MatchString(v) {
				return -1
			}
		}
		return i
	}
	return -1
}

// sheetNumber is a cell that holds a value, not a column's name.
var sheetNumber = lazyregexp.New(`^[\d\s.,:%x×–-]+$`)

// pairText writes a label/value row as one line: "Version: 3.2".
func pairText(row []string) string {
	var vals []string
	for _, v := range row {
		if v = strings.TrimSpace(v); v != "" {
			vals = append(vals, v)
		}
	}
	if len(vals) == 2 && !strings.HasSuffix(vals[0], ":") {
		return vals[0] + ": " + vals[1]
	}
	return strings.Join(vals, " ")
}
