package doctext

import (
	"math"
	"slices"
	"unicode/utf8"
)

// Table detection: rows are lines split into segments (cells) at wide
// gaps that line up with the lines around them.

// colSpan is the horizontal extent of one table column.
type colSpan struct{ x0, x1 float64 }

// tableLayout says which lines of a page are table rows, which continue a
// row's cells (wrapped cell text), and the columns of each line's table.
type tableLayout struct {
	rows []bool
	cont map[int]int       // continuation line → the row line it continues
	cols map[int][]colSpan // row or continuation line → its table's columns
	head map[int]bool      // header lines found above the rows (headerLinesAbove)
	// header holds the cells of a header printed on several lines, by its
	// top line (headerBand); the band's other lines are in skip.
	header map[int][]string
	skip   map[int]bool
	// label marks a first-column cell printed centred between two rows
	// (a cell spanning rows, vertically centred); fill holds, by row, the
	// centred label its empty first cell takes (centreLabels).
	label map[int]bool
	fill  map[int]string
}

// tableLines finds the tables among a page's lines: runs of at least two
// multi-segment lines whose segments line up in columns. A line right
// below a row, with fewer segments that each start at one of the row's
// cells, continues the row (a wrapped cell) when it is closer to the row
// than rows are to each other and its first words could not have fitted
// at the end of the cells above. Otherwise it is a row of its own with
// empty cells ("Video codec | ProRes 422 | "). pitch is the body text's
// line spacing.
//
// When seeded, lines[0] is the previous page's last line, a table row, so
// a table continues across the page break (no spacing test for line 1).
func tableLines(lines []pdfLine, seeded bool, body, pitch float64) tableLayout {
	t := tableLayout{rows: make([]bool, len(lines)), cont: map[int]int{}, cols: map[int][]colSpan{}, head: map[int]bool{},
		header: map[int][]string{}, skip: map[int]bool{}, label: map[int]bool{}, fill: map[int]string{}}
	var members []int // lines of the table being read, rows and continuations
	var cellEnd []float64
	rowGap := 0.0 // smallest gap between rows of the current table, 0 if unknown
	last := -1    // the last table row
	startRow := func(i int) {
		last = i
		cellEnd = cellEnd[:0]
		for _, s := range lines[i].segs {
			cellEnd = append(cellEnd, s[len(s)-1].x1)
		}
	}
	endTable := func() {
		if len(members) > 0 {
			band := boldBand(lines, members, t.rows, seeded && members[0] == 0)
			splitAtColumnStarts(lines, members, len(band), t.rows)
			cols := tableColumns(lines, members[len(band):], t.rows)
			heads := headerLinesAbove(lines, members[0], cols, t)
			for _, h := range heads {
				t.rows[h], t.head[h] = true, true
			}
			for _, m := range append(heads, members...) {
				t.cols[m] = cols
			}
			if hdr := append(heads, band...); len(band) > 0 && len(hdr) >= 2 {
				t.flattenHeader(lines, hdr, cols)
			}
			t.centreLabels(lines, members[len(band):], cols)
		}
		members, rowGap, last = members[:0], 0, -1
	}
	if seeded && len(lines) > 0 {
		t.rows[0] = true
		members = append(members, 0)
		startRow(0)
	}
	for i := range lines {
		if seeded && i == 0 {
			continue
		}
		l := lines[i]
		size := max(l.size, 1)
		if last >= 0 {
			r := lines[last]
			gap := lines[i-1].y - l.y
			crossPage := seeded && i == 1
			if j, k := hiddenCellStart(lines, members, last, l); j >= 0 {
				// Two cells of the row printed too close to split: the line
				// below starts one of them, so the row's segment is split
				// there before the line is tested as its continuation.
				seg := r.segs[j]
				r.segs = slices.Insert(slices.Clone(r.segs), j+1, seg[k:])
				r.segs[j] = seg[:k]
				lines[last] = r
				cellEnd = slices.Insert(cellEnd, j+1, cellEnd[j])
				cellEnd[j] = seg[k-1].x1
			}
			if len(l.segs) < len(r.segs) && fitsColumns(r, l) && !hasListMarker(l.text) {
				var ok bool
				switch {
				case !wrapsCells(lines, members, last, l, cellEnd):
				case crossPage:
					ok = !isHeadingLine(l, body)
				case gap <= 0 || gap >= 1.6*size:
				case rowGap > 0 && gap < rowGap-0.1*size:
					ok = true
				default:
					// As far from the row as rows are from each other: a
					// new row, unless rows are no further apart than lines
					// of text.
					ok = rowGap <= pitch+0.1*size
				}
				if ok {
					t.cont[i] = last
					members = append(members, i)
					tol := 0.6 * max(r.size, size)
					for _, s := range l.segs {
						if j := cellOf(r, s[0].x0, tol); j >= 0 {
							cellEnd[j] = s[len(s)-1].x1
						}
					}
					continue
				}
			}
			if len(l.segs) >= 2 && alignedTable(lines, members, l) >= 2 && (crossPage || gap > 0 && gap < 3*size) {
				t.rows[i] = true
				members = append(members, i)
				if !crossPage && (rowGap == 0 || gap < rowGap) {
					rowGap = gap
				}
				startRow(i)
				continue
			}
		}
		if last >= 0 && !(seeded && i == 1) && spanLabel(lines, members, last, i) {
			t.label[i], t.skip[i] = true, true
			members = append(members, i)
			continue
		}
		endTable()
		if i > 0 && len(l.segs) >= 2 && len(lines[i-1].segs) >= 2 && aligned(lines[i-1], l) >= 2 {
			delete(t.cont, i-1)
			t.rows[i-1], t.rows[i] = true, true
			members = append(members, i-1, i)
			rowGap = lines[i-1].y - l.y
			startRow(i)
		} else if i > 1 && len(l.segs) >= 2 && firstRowWrapped(lines, i, t) {
			// The table's first row wrapped a cell onto a line of its own
			// ("Medium" then "Rectangle"): that row, its wrapped line, then
			// this row.
			t.rows[i-2], t.rows[i] = true, true
			t.cont[i-1] = i - 2
			members = append(members, i-2, i-1, i)
			rowGap = lines[i-1].y - l.y
			startRow(i)
		}
	}
	endTable()
	return t
}

// boldBand is the run of bold lines a table starts with, when rows that
// are not bold follow: a header printed on several lines (browsers print
// header cells bold), whether its cells wrapped ("Subload," over "max
// (KB)") or it has two rows, one cell spanning columns over the cells
// that name them ("Initial load (KB)" over "Target | Max"). A single
// bold line, a table bold throughout or over a single row gives none.
func boldBand(lines []pdfLine, members []int, rows []bool, seeded bool) []int {
	if seeded {
		return nil
	}
	n := 0
	for n < len(members) && n < 5 && allBold(lines[members[n]]) {
		n++
	}
	if n < 2 || n == len(members) || lines[members[n]].bold {
		return nil
	}
	body := 0
	for _, m := range members[n:] {
		if lines[m].bold && len(lines[m].segs) >= 2 {
			return nil // bold rows of labels between rows of values: a grid of labelled cards
		}
		if rows[m] {
			body++
		}
	}
	if body < 2 {
		return nil // labels over one row of values, not a header over rows
	}
	return members[:n]
}

// allBold reports whether every word of a line is bold: a header line, not
// a row whose long label in bold outweighs its value ("Maximum initial
// file weight (compressed) | 150").
func allBold(l pdfLine) bool {
	for _, w := range l.words {
		if w.bold < w.chars {
			return false
		}
	}
	return len(l.words) > 0
}

// flattenHeader makes the header lines hdr (top first) one header row:
// each column is named by every header segment over it, top down, so a
// cell spanning columns names each of them ("Initial load (KB) Target",
// "Initial load (KB) Max") and a wrapped cell is joined ("Subload, max
// (KB)"). A segment is over the columns whose text it overlaps (a cell's
// text never leaves its cell), else over the nearest one. The top line
// becomes the row; the others are skipped.
func (t tableLayout) flattenHeader(lines []pdfLine, hdr []int, cols []colSpan) {
	// parts[j][k]: the text over column j on header line k.
	parts := make([][]string, len(cols))
	for j := range parts {
		parts[j] = make([]string, len(hdr))
	}
	for k, i := range hdr {
		for _, s := range lines[i].segs {
			x0, x1 := s[0].x0, s[len(s)-1].x1
			over := false
			for j, c := range cols {
				if min(x1, c.x1) > max(x0, c.x0) {
					parts[j][k] = joinCell(parts[j][k], segText(s))
					over = true
				}
			}
			if !over {
				j := columnOf(cols, s)
				parts[j][k] = joinCell(parts[j][k], segText(s))
			}
		}
	}
	// A spanning cell printed flush left names only the first column it
	// overlaps ("Limits" over "Minimum | Maximum"): a column whose first
	// text starts a header row lower down, beside its left neighbour's
	// text on that row, is under the neighbour's upper cell too. A new
	// header row is further below the one above than a wrapped line.
	for j := 1; j < len(cols); j++ {
		first := slices.IndexFunc(parts[j], func(s string) bool { return s != "" })
		if first <= 0 || parts[j-1][first] == "" {
			continue
		}
		up := first - 1
		for up >= 0 && parts[j-1][up] == "" {
			up--
		}
		size := max(lines[hdr[first]].size, 1)
		if up >= 0 && lines[hdr[up]].y-lines[hdr[first]].y > 1.4*size {
			for k := 0; k <= up; k++ {
				parts[j][k] = parts[j-1][k]
			}
		}
	}
	cells := make([]string, len(cols))
	for j := range parts {
		for _, p := range parts[j] {
			if p != "" {
				cells[j] = joinCell(cells[j], p)
			}
		}
	}
	top := hdr[0]
	t.rows[top], t.header[top] = true, cells
	delete(t.cont, top)
	for _, i := range hdr[1:] {
		t.rows[i], t.skip[i] = false, true
		delete(t.cont, i)
	}
}

// spanLabel reports whether line i is a first-column cell spanning rows,
// printed vertically centred between two of them ("Mobile display"
// between its "320 × 50" and "300 × 250" rows): one segment starting where
// the table's first column starts, under a row whose first cell is empty
// and over a row of the table (after any further lines of the label)
// whose first cell is empty too, no further from either than a line and
// a half.
func spanLabel(lines []pdfLine, members []int, last, i int) bool {
	l := lines[i]
	if len(l.segs) != 1 {
		return false
	}
	size := max(l.size, 1)
	x0, x1 := l.segs[0][0].x0, l.segs[0][len(l.segs[0])-1].x1
	firstCol := false
	for _, m := range members {
		if s := lines[m].segs; len(s) > 0 && math.Abs(s[0][0].x0-x0) < 0.6*size {
			firstCol = true
			break
		}
	}
	j := i + 1
	for j < len(lines) && len(lines[j].segs) == 1 && math.Abs(lines[j].segs[0][0].x0-x0) < 0.6*size {
		j++ // the label's own further lines
	}
	if !firstCol || j >= len(lines) || lines[i-1].y-l.y > 1.5*size || l.y-lines[j-1].y > 1.5*size*float64(j-i) {
		return false
	}
	above, below := lines[last], lines[j]
	return len(above.segs) >= 2 && above.segs[0][0].x0 > x1 && len(below.segs) >= 2 && below.segs[0][0].x0 > x1 &&
		lines[j-1].y-below.y <= 1.5*size && alignedTable(lines, members, below) >= 2
}

// centreLabels gives the rows whose first cell is empty the first-column
// label of the cell spanning them, when the table centres such cells
// vertically: some are printed between rows (spanLabel), or the first row
// has none. A centred label sits in the middle of the rows it spans, so
// each such row takes the nearest label. (A table whose first row has its
// label prints spanning cells at the top; those are repeated down later.)
func (t tableLayout) centreLabels(lines []pdfLine, members []int, cols []colSpan) {
	type label struct {
		y    float64
		text string
	}
	var labels []label
	var empty []int
	between, firstEmpty := false, false
	body := 0
	for k := 0; k < len(members); k++ {
		m := members[k]
		if t.label[m] {
			between = true
			text, ys, n := segText(lines[m].segs[0]), lines[m].y, 1
			for k+1 < len(members) && t.label[members[k+1]] {
				k++
				text, ys, n = joinLine(text, segText(lines[members[k]].segs[0])), ys+lines[members[k]].y, n+1
			}
			labels = append(labels, label{ys / float64(n), text})
			continue
		}
		if !t.rows[m] || t.head[m] || t.header[m] != nil || body == 0 && lines[m].bold {
			continue // header rows (a bold first row is the header)
		}
		body++
		first := ""
		for _, s := range lines[m].segs {
			if columnOf(cols, s) == 0 {
				first = joinCell(first, segText(s))
			}
		}
		switch {
		case first == "":
			empty = append(empty, m)
			firstEmpty = firstEmpty || body == 1
		case utf8.RuneCountInString(first) > 3: // not an icon ("Tt")
			labels = append(labels, label{lines[m].y, first})
		}
	}
	if len(labels) == 0 || !between && !firstEmpty {
		return
	}
	for _, m := range empty {
		best := 0
		for k, lb := range labels {
			if math.Abs(lb.y-lines[m].y) < math.Abs(labels[best].y-lines[m].y) {
				best = k
			}
		}
		t.fill[m] = labels[best].text
	}
}

// splitAtColumnStarts splits a table row's segment where one of its words
// starts exactly where cells of two or more other rows start: narrow
// columns (a spreadsheet printed to PDF) leave too little space between
// neighbouring cells for a wide gap ("3 —" under "Max loops" and "Length",
// "Max initial Max polite" in the header). The first band lines of
// members are a header (boldBand): a header segment is split only when it
// starts at a column start itself (cells printed flush left), never a
// cell centred over the columns it spans ("Initial load (KB)").
func splitAtColumnStarts(lines []pdfLine, members []int, band int, rows []bool) {
	var starts []struct {
		x    float64
		line int
	}
	for _, m := range members {
		if rows[m] {
			for _, seg := range lines[m].segs {
				starts = append(starts, struct {
					x    float64
					line int
				}{seg[0].x0, m})
			}
		}
	}
	startsAt := func(x float64, self, n int) bool {
		seen := map[int]bool{}
		for _, st := range starts {
			if st.line != self && math.Abs(st.x-x) <= 0.8 {
				seen[st.line] = true
			}
		}
		return len(seen) >= n
	}
	for n, m := range members {
		if !rows[m] {
			continue
		}
		var out [][]pdfWord
		for _, seg := range lines[m].segs {
			if n < band && !startsAt(seg[0].x0, m, 1) {
				out = append(out, seg)
				continue
			}
			from := 0
			for k := 1; k < len(seg); k++ {
				if startsAt(seg[k].x0, m, 2) {
					out = append(out, seg[from:k])
					from = k
				}
			}
			out = append(out, seg[from:])
		}
		lines[m].segs = out
	}
}

// headerLinesAbove finds the header lines a table's rows did not take in
// because their cells do not line up with the values: a two-row header
// whose top cells span two columns and whose other cells sit between the
// rows' baselines ("Max weight (KB)" over "Initial | Total", "Unit" centred
// beside them), and header cells wrapped onto a line of their own ("Fixed
// size" over "(px)"). They are the up to four bold lines right above the
// first row, in its font size and as close as rows are, of short segments
// within the table's width. A line of one segment is a wrapped header cell
// when it starts under a cell of the line above (it joins that line, as
// cont), else a cell spanning value columns, never a caption starting over
// the first column. It returns the header rows, top first, and marks the
// wrapped lines in t.cont.
func headerLinesAbove(lines []pdfLine, first int, cols []colSpan, t tableLayout) []int {
	if len(cols) < 2 || first <= 0 {
		return nil
	}
	size := max(lines[first].size, 1)
	left, right := cols[0].x0-3*size, cols[len(cols)-1].x1+3*size
	var run []int // candidate lines, bottom first
	below := first
	for j := first - 1; j >= 0 && len(run) < 4; j-- {
		l := lines[j]
		if _, cont := t.cont[j]; t.rows[j] || cont || !l.bold || len(l.segs) == 0 || math.Abs(l.size-size) > 0.15*size {
			break
		}
		if gap := l.y - lines[below].y; gap <= 0 || gap > 2*size {
			break
		}
		short := true
		for _, seg := range l.segs {
			if len(seg) > 6 || seg[0].x0 < left || seg[len(seg)-1].x1 > right {
				short = false
			}
		}
		if !short {
			break
		}
		run = append(run, j)
		below = j
	}
	// Top down: the top line must be a row of cells (or one cell spanning
	// value columns); a one-segment line under a header line that starts
	// under one of its cells continues that cell.
	var out []int
	for k := len(run) - 1; k >= 0; k-- {
		j := run[k]
		l := lines[j]
		if len(l.segs) == 1 {
			if len(out) > 0 && underCell(lines[out[len(out)-1]], l.segs[0], size) {
				t.cont[j], t.cols[j] = out[len(out)-1], cols
				continue
			}
			if firstColumnUnder(cols, l.segs[0], -1) <= 0 {
				out = out[:0] // a caption or title over the table: the header starts below it
				for _, c := range run[k:] {
					delete(t.cont, c)
					delete(t.cols, c)
				}
				continue
			}
		}
		out = append(out, j)
	}
	if len(out) == 1 && len(lines[out[0]].segs) == 1 {
		return nil
	}
	return out
}

// firstRowWrapped reports whether line i and the line two above it are
// rows of one table and the line between continues the upper one's cells:
// fewer segments, each under one of its cells, closer to it than to line i.
func firstRowWrapped(lines []pdfLine, i int, t tableLayout) bool {
	a, w, l := lines[i-2], lines[i-1], lines[i]
	if hasListMarker(a.text) || hasListMarker(l.text) {
		return false // list items with a wrapped line, not rows
	}
	if _, cont := t.cont[i-2]; t.rows[i-2] || cont || len(a.segs) < 2 || aligned(a, l) < 2 || len(w.segs) >= len(a.segs) || !fitsColumns(a, w) {
		return false
	}
	size := max(l.size, 1)
	up, down := a.y-w.y, w.y-l.y
	return up > 0 && down > 0 && up < down && up < 1.6*size
}

// underCell reports whether seg starts under one of l's cells.
func underCell(l pdfLine, seg []pdfWord, size float64) bool {
	x := seg[0].x0
	for _, s := range l.segs {
		if x >= s[0].x0-0.6*size && x <= s[len(s)-1].x1 {
			return true
		}
	}
	return false
}

// wrapsCells reports whether every segment of l could be the wrapped end
// of the cell above it in row: the segment's first word would not have fit
// after the cell's text so far (cellEnd, by the row's segment) within the
// column, whose text reaches at least as far right as the widest text seen
// in it (in the table's last 64 lines). A wrapped line's first word never fits there; a new row's first
// words often do.
func wrapsCells(lines []pdfLine, members []int, row int, l pdfLine, cellEnd []float64) bool {
	r := lines[row]
	size := max(l.size, 1)
	tol := 0.6 * max(r.size, size)
	for _, s := range l.segs {
		j := cellOf(r, s[0].x0, tol)
		if j < 0 {
			return false
		}
		bound := 0.0
		for k := len(members) - 1; k >= 0 && k >= len(members)-64; k-- {
			for _, ms := range lines[members[k]].segs {
				if cellOf(r, ms[0].x0, tol) == j {
					bound = max(bound, ms[len(ms)-1].x1)
				}
			}
		}
		word := s[0].x1 - s[0].x0
		if cellEnd[j]+0.2*size+word <= bound+0.05*size {
			return false
		}
	}
	return true
}

// hiddenCellStart finds a cell hidden inside a segment of the table row
// lines[row]: a segment of l, the line below, starts at none of the row's
// segments but exactly where a later word of one of them starts, and a
// cell of another line of the table starts there too (narrow spreadsheet
// columns leave no wide gap between "5000" and "AAC stereo, 192 kbps";
// the cell's wrapped "min." starts under "AAC"). It returns the row's
// segment and the word where the hidden cell starts, or -1.
func hiddenCellStart(lines []pdfLine, members []int, row int, l pdfLine) (seg, word int) {
	r := lines[row]
	tol := 0.6 * max(r.size, l.size, 1)
	for _, s := range l.segs {
		x := s[0].x0
		if cellOf(r, x, tol) >= 0 {
			continue
		}
		for j, rs := range r.segs {
			for k := 1; k < len(rs); k++ {
				if math.Abs(rs[k].x0-x) > 0.8 {
					continue
				}
				for _, m := range members {
					if m != row && cellOf(lines[m], x, 0.8) >= 0 {
						return j, k
					}
				}
			}
		}
	}
	return -1, -1
}

// tableColumns finds a table's columns from its rows with the most cells:
// each column spans its cells in those rows.
func tableColumns(lines []pdfLine, members []int, rows []bool) []colSpan {
	n := 0
	for _, m := range members {
		if rows[m] {
			n = max(n, len(lines[m].segs))
		}
	}
	cols := make([]colSpan, n)
	for i := range cols {
		cols[i] = colSpan{math.Inf(1), math.Inf(-1)}
	}
	for _, m := range members {
		if !rows[m] || len(lines[m].segs) != n {
			continue
		}
		for j, s := range lines[m].segs {
			cols[j].x0 = min(cols[j].x0, s[0].x0)
			cols[j].x1 = max(cols[j].x1, s[len(s)-1].x1)
		}
	}
	return cols
}

// columnOf is the column a segment falls in: the one it overlaps most, or
// failing that the nearest.
func columnOf(cols []colSpan, seg []pdfWord) int {
	x0, x1 := seg[0].x0, seg[len(seg)-1].x1
	best, bestScore := -1, math.Inf(-1)
	for j, c := range cols {
		// Overlap when positive, minus the distance when apart.
		score := min(x1, c.x1) - max(x0, c.x0)
		if score > bestScore {
			best, bestScore = j, score
		}
	}
	return best
}

// firstColumnUnder is the leftmost column a header segment overlaps: a
// cell spanning columns is centred over them and names them from the
// first. best is the answer when it overlaps none.
func firstColumnUnder(cols []colSpan, seg []pdfWord, best int) int {
	x0, x1 := seg[0].x0, seg[len(seg)-1].x1
	for j, c := range cols {
		if min(x1, c.x1)-max(x0, c.x0) > 0 {
			return j
		}
	}
	return best
}

// rowCells splits a row line into its table's cells; columns the line has
// no text in are empty.
func (t tableLayout) rowCells(lines []pdfLine, i int) []string {
	if h, ok := t.header[i]; ok {
		return h
	}
	l := lines[i]
	cols := t.cols[i]
	if len(cols) < len(l.segs) {
		cells := make([]string, len(l.segs))
		for j, s := range l.segs {
			cells[j] = segText(s)
		}
		return cells
	}
	cells := make([]string, len(cols))
	for _, s := range l.segs {
		j := columnOf(cols, s)
		if t.head[i] {
			j = firstColumnUnder(cols, s, j)
		}
		cells[j] = joinCell(cells[j], segText(s))
	}
	if f, ok := t.fill[i]; ok && cells[0] == "" {
		cells[0] = f
	}
	return cells
}

// joinCell appends text to a cell, as joinLine does for wrapped lines.
func joinCell(cell, text string) string {
	if cell == "" {
		return text
	}
	return joinLine(cell, text)
}

// fitsColumns reports whether every segment of l starts at one of row's
// cell starts and ends before the next cell starts.
func fitsColumns(row, l pdfLine) bool {
	tol := 0.6 * max(row.size, l.size, 1)
	for _, s := range l.segs {
		j := cellOf(row, s[0].x0, tol)
		if j < 0 || (j+1 < len(row.segs) && s[len(s)-1].x1 > row.segs[j+1][0].x0) {
			return false
		}
	}
	return true
}

// alignedTable counts segments of l that start or end where a segment of
// one of the table's lines (the last 64) does: a row may leave any cell
// empty.
func alignedTable(lines []pdfLine, members []int, l pdfLine) int {
	n := 0
	for _, sb := range l.segs {
		x0, x1 := sb[0].x0, sb[len(sb)-1].x1
	rows:
		for k := len(members) - 1; k >= 0 && k >= len(members)-64; k-- {
			a := lines[members[k]]
			tol := 0.6 * max(a.size, l.size, 1)
			for _, sa := range a.segs {
				if math.Abs(sa[0].x0-x0) < tol || math.Abs(sa[len(sa)-1].x1-x1) < tol {
					n++
					break rows
				}
			}
		}
	}
	return n
}

// aligned counts segments of b that start or end where one of a's does.
func aligned(a, b pdfLine) int {
	tol := 0.6 * max(a.size, b.size, 1)
	n := 0
	for _, sb := range b.segs {
		x0, x1 := sb[0].x0, sb[len(sb)-1].x1
		for _, sa := range a.segs {
			if math.Abs(sa[0].x0-x0) < tol || math.Abs(sa[len(sa)-1].x1-x1) < tol {
				n++
				break
			}
		}
	}
	return n
}
