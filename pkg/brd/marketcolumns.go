package brd

import (
	"slices"
	"strings"
)

// A regional hub's specification matrix gives one column per market
// ("Element | ES – España | PT – Portugal | IT – Italia | Mandatory"): each
// cell is the row's requirement for that market, read with the row's label
// ("Banner max. initial load (kB)" over 150 | 150 | 100) and scoped to the
// column's market. A row whose markets all give the same value states one
// requirement for all of them; a level column beside them sets each row's
// level (an "Info" row states none), and a leading column of identifiers
// is no label.

// marketColumn reports the market a short column header names alone
// ("ES – España", "Italy", "DE"), or "".
func marketColumn(h string) string {
	if len(strings.Fields(h)) > 4 {
		return ""
	}
	markets, _ := localesIn(h)
	if len(markets) != 1 {
		return ""
	}
	return markets[0]
}

// marketColumns reads t as a matrix of market columns, if it is one, and
// reports whether it was.
func (x *extractor) marketColumns(t *Table) bool {
	var cols []int
	for k, h := range t.Header {
		if marketColumn(h) != "" {
			cols = append(cols, k)
		}
	}
	if len(cols) < 2 || cols[0] == 0 {
		return false
	}
	label := cols[0] - 1
	if label > 0 && idHeader().MatchString(t.Header[label]) {
		return false // "Element" must name the row, not its code
	}
	level := -1
	for k := cols[len(cols)-1] + 1; k < len(t.Header); k++ {
		if statusHeader().MatchString(t.Header[k]) || mostly(t.Rows, k, func(s string) bool { return levelMark(s, x.terms) != "" || moscowMark(s) != "" }) {
			level = k
		}
	}
	saved := slices.Clone(x.path)
	defer func() { x.path, x.rowScope = saved, "" }()
	for i, r := range t.Rows {
		if label >= len(r) || strings.TrimSpace(r[label]) == "" {
			continue
		}
		x.path = slices.Clone(saved)
		x.enterRow(i)
		mark := t.mark(i)
		if level >= 0 && level < len(r) {
			if moscowMark(r[level]) == "skip" {
				continue // "Info": a reference, not checked
			}
			if m := levelMark(strings.TrimSpace(r[level]), x.terms); m != "" {
				mark = m
			}
		}
		var cells []string
		for _, k := range cols {
			if k < len(r) {
				cells = append(cells, strings.TrimSpace(r[k]))
			}
		}
		if same := slices.Compact(slices.Clone(cells)); len(same) == 1 {
			// One value for every market: one requirement.
			if !noLimitCell(same[0]) && same[0] != "" {
				x.rowScope = ""
				x.tableRow(t.Pages[i], []string{r[label], same[0]}, mark, true)
			}
			continue
		}
		for j, k := range cols {
			if j >= len(cells) || cells[j] == "" || noLimitCell(cells[j]) {
				continue
			}
			x.rowScope = t.Header[k]
			from := len(x.cands)
			x.tableRow(t.Pages[i], []string{r[label], cells[j]}, mark, true)
			for c := from; c < len(x.cands); c++ {
				x.cands[c].columnHeader, x.cands[c].marketCell = t.Header[k], true // the market, kept apart when merging
			}
		}
	}
	return true
}
