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

// fillMerged repeats each range's top-left value over the range.
func fillMerged(rows [][]string, merges []mergeRange) [][]string {
	for _, m := range merges {
		if m.top < 0 || m.top >= len(rows) || m.left < 0 || m.left >= len(rows[m.top]) {
			continue
		}
		v := rows[m.top][m.left]
		for r := m.top; r <= m.bottom && r < len(rows) && r < maxSheetRows; r++ {
			for c := m.left; c <= m.right && c < maxSheetCols; c++ {
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
// start at the run's first used column and end at its last.
func runBlocks(run [][]string) []Block {
	left, right := maxSheetCols, -1
	firstTable := -1
	for i, row := range run {
		n := 0
		for c, v := range row {
			if v != "" {
				n++
				left, right = min(left, c), max(right, c)
			}
		}
		if n > 1 && firstTable < 0 {
			firstTable = i
		}
	}
	var out []Block
	for i, row := range run {
		if firstTable < 0 || i < firstTable {
			text := strings.Join(strings.Fields(strings.Join(row, " ")), " ")
			kind := BlockParagraph
			if i == 0 && len(text) <= 120 && !strings.HasSuffix(text, ".") {
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
		out = append(out, Block{Kind: BlockTableRow, Text: tableText(cells), Cells: cells})
	}
	return out
}
