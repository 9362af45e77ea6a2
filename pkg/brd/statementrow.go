package brd

import (
	"strings"
)

// A requirement table's row often states a qualitative requirement with no
// verb and no value: "Social video | Subtitles burned in on every social
// video", "Images | Every image has alt text | E", or the statement alone
// beside its level, "Alt text on every image. | M". Its place in the table
// makes it a requirement, as a ticked row's is; the marks beside it set its
// level (statementRow).

var (
	// rowMarkCell is a cell that only marks a row: a tick, a level word or
	// a level's letter ("✓", "Must", "SHALL", "M", "E").
	rowMarkCell = lazyRe(`(?i)^\s*(?:[x✓✔☒☑■●]|yes|[a-z]|mandatory|required|must(?: have)?|shall|should(?: have)?|could(?: have)?|advisory|recommended|preferred|optional|essential|desirable|nice to have)\s*$`)
	// placeWords say where a statement goes on the asset or in what state
	// it is ("next to the brand name", "in the footer", "on by default").
	placeWords = lazyRe(`(?i)\b(?:next to|beside|adjacent to|alongside|in the (?:footer|header|caption|description)|at the (?:top|bottom|end|start|foot)\b|on (?:the )?(?:first|last|final|end|home|opening|closing) \w+|throughout|by default|on screen|on-screen)`)
	// letterMarks are the common one-letter levels when the document's
	// legend does not define them.
	letterMarks = map[string]string{"m": "mandatory", "r": "recommended", "o": "optional"}
)

// rowMark reports whether a cell only marks a row: a tick or level word
// (rowMarkCell), or a short mark the document's legend defines ("○" where
// the legend says "○ = recommended spec").
func (x *extractor) rowMark(c string) bool {
	if rowMarkCell().MatchString(c) {
		return true
	}
	_, defined := x.legendMark(c)
	return defined && len(strings.TrimSpace(c)) <= 12
}

// statementRow reads a requirement table's row whose requirement cell (or,
// beside marks only, its first cell) states what an asset carries, shows or
// is, in a qualitative field, and reports whether it did. A cell that
// classifies to a technical field or to none is left to the other readings
// (values, properties); so is a row whose first cell names a field, which
// tableRow reads with its label.
func (x *extractor) statementRow(page int, cells []string, header string) bool {
	stmt, rest, label := "", cells[1:], ""
	switch {
	case onlyMarks(cells[1:], x.rowMark):
		stmt = cells[0]
	case labelField(cells[0]) == "":
		stmt, rest, label = cells[1], cells[2:], cells[0]
	default:
		return false
	}
	stmt = strings.TrimSpace(stmt)
	if n := len(strings.Fields(stmt)); n < 2 || n > 30 || strings.HasSuffix(stmt, "?") {
		return false
	}
	text := stmt
	field := ClassifyField(stmt)
	if field == "" && label != "" {
		text = label + ": " + stmt
		field = ClassifyField(text)
	}
	if !stateFields[field] {
		return false
	}
	var marks []string
	for _, c := range rest {
		c = strings.TrimSpace(c)
		if !x.rowMark(c) {
			continue
		}
		if moscowMark(c) == "skip" {
			return true // "Won't": no requirement
		}
		if _, ok := x.legendMark(c); !ok {
			if w, ok := letterMarks[strings.ToLower(c)]; ok {
				c = w
			}
		}
		marks = append(marks, c)
	}
	_, _, own := severityWithWord(stmt)
	if !own && len(marks) == 0 && !markHeader().MatchString(header) && !namesRequirementColumn(header) &&
		!statePredicate().MatchString(stmt) && !scopeWords().MatchString(stmt) && !placeWords().MatchString(stmt) {
		return false
	}
	context := strings.Join(marks, " ")
	if context == "" && markHeader().MatchString(header) {
		context = header // the tick's column ("Advisory")
	}
	x.checklistLine = true
	x.prose(Block{Kind: KindListItem, Page: page, Text: text}, context)
	x.checklistLine = false
	return true
}

// onlyMarks reports whether every filled cell is a mark (is(cell)) and
// one cell is: "✗ | ✗", "M", "✓ | | Must".
func onlyMarks(cells []string, is func(string) bool) bool {
	n := 0
	for _, c := range cells {
		switch {
		case strings.TrimSpace(c) == "":
		case is(c):
			n++
		default:
			return false
		}
	}
	return n > 0
}

// namesRequirementColumn reports whether a joined table header names a
// column of requirements ("Element | Requirement | Applies to").
func namesRequirementColumn(header string) bool {
	for _, h := range strings.Split(header, " | ") {
		if requirementHeader().MatchString(h) {
			return true
		}
	}
	return false
}
