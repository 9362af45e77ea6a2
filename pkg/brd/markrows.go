package brd

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Platform spec pages mark what is allowed with ticks and crosses: a row
// "Emoji | ✗ | ✗" under "In headlines and descriptions | Headline |
// Description" forbids emoji everywhere; a do/don't list printed as a table,
// "✓ | Open the store with mraid.open()" and "✗ | Sound before the first
// tap", requires and forbids. The marks carry no words a field keyword could
// find, so markRows reads them before the other table readings.

var (
	// crossCell is a cell that only says "not allowed".
	crossCell = lazyRe(`^\s*(?:[✗✘✕❌]|not allowed|prohibited)\s*$`)
	// tickCell is a cell that only says "allowed" or "do".
	tickCell = lazyRe(`^\s*[✓✔]\s*$`)
)

// markRows reads t's rows that are marks only: a label whose every value
// cell is a cross is a prohibition, and in a do/don't table (a tick or a
// cross as each row's first cell, text in the second) a ticked row is a
// requirement and a crossed one a prohibition. Only labels of no field or a
// qualitative one are read (a cross beside a format or size is left to the
// value readings). It returns t without the rows it read, or t itself.
func (x *extractor) markRows(t *Table) *Table {
	rows := t.Rows
	if t.Header != nil {
		rows = append([][]string{t.Header}, rows...) // a do/don't table's first row often becomes its header
	}
	doDont := len(rows) >= 2
	for _, r := range rows {
		if len(r) < 2 || !(crossCell().MatchString(r[0]) || tickCell().MatchString(r[0])) || strings.TrimSpace(r[1]) == "" {
			doDont = false
			break
		}
	}
	read := map[int]bool{}
	for i, r := range rows {
		if len(r) < 2 {
			continue
		}
		var text, label string
		switch {
		case doDont && crossCell().MatchString(r[0]):
			label, text = r[1], "No "+r[1]
		case doDont:
			label, text = r[1], r[1]
		case onlyMarks(r[1:], crossCell().MatchString) && hasLetter(r[0]):
			label, text = r[0], "No "+r[0]
		default:
			continue
		}
		field := ClassifyField(label)
		if field != "" && !stateFields[field] {
			continue
		}
		if field == "" {
			field = "brandGuidelines" // what a creative may show or do
		}
		page := 0
		if j := i - len(rows) + len(t.Rows); j >= 0 && j < len(t.Pages) {
			page = t.Pages[j]
		} else if len(t.Pages) > 0 {
			page = t.Pages[0]
		}
		x.stats.Sentences++
		x.stats.Requirements++
		x.addCandidate(candidate{text: text, quote: strings.Join(r, " | "), page: page,
			severity: compliance.SeverityCritical, sevWord: "marked " + strings.TrimSpace(r[0]), labelField: field})
		read[i] = true
	}
	if len(read) == 0 {
		return t
	}
	rt := &Table{Header: t.Header, ColumnLabels: t.ColumnLabels}
	if read[0] && t.Header != nil {
		rt.Header = nil
	}
	for j, r := range t.Rows {
		i := j + len(rows) - len(t.Rows)
		if read[i] {
			continue
		}
		rt.Rows = append(rt.Rows, r)
		if j < len(t.Pages) {
			rt.Pages = append(rt.Pages, t.Pages[j])
		}
		if t.Marks != nil {
			rt.Marks = append(rt.Marks, t.mark(j))
		}
	}
	return rt
}
