package brd

import (
	"slices"
	"strings"
)

// A checklist printed for the person who prepares the files opens each
// row with an empty box to tick ("☐ | All colour CMYK; no RGB images |
// Notes"), and may mark each line under "Required" or "Recommended". The
// box is no label: the line beside it is the requirement, as a line of a
// checklist is, at its row's mark.

// checkboxCell is an empty box to tick: "☐", "□", "[ ]".
var checkboxCell = lazyRe(`^\s*(?:[☐□❑❒]|\[\s?\])\s*$`)

// checkboxColumn reports whether t's first column holds only empty boxes
// to tick (at least two rows besides section rows, and the column's header, if any, one too or
// empty), with the line to check beside each.
func checkboxColumn(t *Table) bool {
	if len(t.Rows) < 2 || len(t.Header) > 0 && strings.TrimSpace(t.Header[0]) != "" && !checkboxCell().MatchString(t.Header[0]) {
		return false
	}
	boxes := 0
	for _, r := range t.Rows {
		switch {
		case len(r) >= 2 && checkboxCell().MatchString(r[0]):
			boxes++
		case !slices.ContainsFunc(r[min(1, len(r)):], func(c string) bool { return strings.TrimSpace(c) != "" }):
			// a section row ("2.1 File"), read by rowSections
		default:
			return false
		}
	}
	return boxes >= 2
}

// checkboxRows reads the line beside each box as a checklist line; a
// row's mark ("Recommended" ticked) sets its level over the line's words.
func (x *extractor) checkboxRows(t *Table) {
	for i, r := range t.Rows {
		if len(r) < 2 || !checkboxCell().MatchString(r[0]) {
			continue
		}
		text := strings.TrimSpace(r[1])
		if text == "" || len(text) > MaxSentenceBytes {
			continue
		}
		x.enterRow(i)
		from := len(x.cands)
		x.checklistLine = true
		x.prose(Block{Kind: KindListItem, Page: t.Pages[i], Text: text}, "")
		x.checklistLine = false
		if sev, word, ok := severityWithWord(t.mark(i)); ok {
			for c := from; c < len(x.cands); c++ {
				x.cands[c].severity, x.cands[c].sevWord = sev, "ticked "+word
			}
		}
	}
}
