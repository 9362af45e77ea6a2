package doctext

import "math"

// Table detection: rows are lines split into segments (cells) at wide
// gaps that line up with the lines around them.

// tableLines marks lines that are table rows: runs of at least two
// multi-segment lines whose segments line up in columns. A line right
// below a row whose segments all start at that row's column starts, with
// fewer segments, continues the row's cells (a wrapped cell): cont maps it
// to the row it continues.
//
// When seeded, lines[0] is the previous page's last line, a table row, so
// a table continues across the page break (no spacing test for line 1).
func tableLines(lines []pdfLine, seeded bool, body float64) (rows []bool, cont map[int]int) {
	rows = make([]bool, len(lines))
	cont = map[int]int{}
	last := -1 // the last table row
	if seeded && len(lines) > 0 {
		rows[0], last = true, 0
	}
	for i := range lines {
		if seeded && i == 0 {
			continue
		}
		l := lines[i]
		if last >= 0 {
			r := lines[last]
			gap := lines[i-1].y - l.y
			crossPage := seeded && i == 1
			if (crossPage || gap > 0 && gap < 1.6*max(l.size, 1)) && len(l.segs) < len(r.segs) && fitsColumns(r, l) &&
				!isHeadingLine(l, body) && !hasListMarker(l.text) {
				cont[i] = last
				continue
			}
			if len(l.segs) >= 2 && aligned(r, l) >= 2 && (crossPage || gap > 0 && gap < 3*max(l.size, 1)) {
				rows[i] = true
				last = i
				continue
			}
		}
		last = -1
		if i > 0 && len(l.segs) >= 2 && len(lines[i-1].segs) >= 2 && aligned(lines[i-1], l) >= 2 {
			rows[i-1], rows[i] = true, true
			last = i
		}
	}
	return rows, cont
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
