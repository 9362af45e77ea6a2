package brd

import (
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Columns named by a level (candidates stage). A specification table may
// give each property's requirement and its advice side by side under
// columns named by their level ("Item | Required | Preferred": "Line art |
// 600 dpi minimum | 1200 dpi", "Safe area | Logos 5% inside every edge |
// —"). No matrix reading fits it (the columns are no properties), so its
// rows gave nothing. Each filled cell is read as a row of its own, the
// property's label with that cell, at the level its column names: the
// required column's at the cell's own level, the advised column's as
// advice whatever limit word it uses.

// levelColumnHeader is a column header that only names a level.
var levelColumnHeader = lazyRe(`(?i)^\s*(?:required|requirement|mandatory|must(?: have)?|minimum requirement|recommended|recommendation|preferred|optional|ideal|nice to have|best practice|advised|suggested)\s*:?\s*$`)

// optionalLabel is a row label that calls the row optional.
var optionalLabel = lazyRe(`(?i)\b(?:optional|if used|nice to have)\b`)

// emptyCell is a cell that gives nothing ("—", "-", "n/a", "none").
var emptyCell = lazyRe(`(?i)^\s*(?:[-–—]+|n/?a|none|)\s*$`)

// levelColumns reads t when its first column labels the rows and every
// other column is named by a level, reporting whether it did.
func (x *extractor) levelColumns(t *Table) bool {
	if len(t.Header) < 3 || levelColumnHeader().MatchString(t.Header[0]) {
		return false
	}
	advice := 0
	for _, h := range t.Header[1:] {
		if !levelColumnHeader().MatchString(h) {
			return false
		}
		if isAdviceHeader(h) {
			advice++
		}
	}
	if advice == 0 || advice == len(t.Header)-1 {
		return false // one level only: a plain table of values
	}
	for i, r := range t.Rows {
		if len(r) < 2 || strings.TrimSpace(r[0]) == "" {
			continue
		}
		x.enterRow(i)
		for k := 1; k < len(r) && k < len(t.Header); k++ {
			if emptyCell().MatchString(r[k]) {
				continue
			}
			from := len(x.cands)
			x.tableRow(t.Pages[i], []string{r[0], r[k]}, t.Header[k], true)
			if !isAdviceHeader(t.Header[k]) && !optionalLabel().MatchString(r[0]) {
				// (A row its label calls optional, "Banner (desktop only,
				// optional)", is advice in every column.)
				continue
			}
			for c := from; c < len(x.cands); c++ {
				if x.cands[c].severity == compliance.SeverityCritical {
					x.cands[c].severity, x.cands[c].sevWord = compliance.SeverityWarning, "column "+strconv.Quote(t.Header[k])
				}
			}
		}
	}
	return true
}

// isAdviceHeader reports whether a level column's header names advice.
func isAdviceHeader(h string) bool {
	return recommendationRe().MatchString(h) && !mandatoryRe().MatchString(h) || strings.EqualFold(strings.TrimSpace(h), "optional")
}
