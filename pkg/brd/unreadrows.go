package brd

import (
	"strings"
)

// Requirement rows no reading took (candidates stage). The table readings
// (matrices, property rows, checklists, trackers, statement rows) each know
// a shape; a row of a requirement table that none of them turned into a
// candidate was dropped without a word: "S-11 | Product | Adherence
// reminders must not name the product | HARD", "A7 | The inverted black
// triangle after the first mention of the brand | M", "Medication Guide |
// Link to the Medication Guide next to the PI link | Consumer assets" under
// "Element | Requirement | Applies to". After a table is read, each such row
// whose place says it is a requirement (a level mark in one of its cells,
// or a column the header names as the requirement) is read as a checklist
// line: its statement cell, with its label for context, at the level its
// mark gives. Classification then makes it a rule of its field, or a
// stated requirement for review (stated.go).

var (
	// requirementColumn names a table's column of requirements, checks or
	// criteria ("Requirement", "Standard", "Check", "Pass criteria", "What
	// the ad must carry").
	requirementColumn = lazyRe(`(?i)\b(?:requirements?|standards?|checks?|criteri(?:on|a)|rules?|specifications?|must carry|must include|must have)\b`)
	// rowIDCell is a requirement's ID ("S-11", "A7", "FR-VAL-12", "3.2").
	rowIDCell = lazyRe(`^\s*(?:[A-Za-z]{0,5}[-.]?)*\d+(?:[-.]\d+)*[a-z]?\s*$`)
	// levelMarkCell is a cell that gives a row's level: a level word or
	// its letter ("Must", "SHALL", "HARD", "M", "E", "[D]"). (A "Y" or a
	// tick under a channel or a result column says where a line applies
	// or that it passed, not that it is required.)
	levelMarkCell = lazyRe(`(?i)^\s*\[?(?:mandatory|required|must(?: have)?|shall|should(?: have)?|advisory|advised|recommended|preferred|essential|desirable|nice to have|hard|enforced|guidance|m|r|e|d)\]?\s*$`)
	// notProducedCell is a row's status saying it is not (or no longer)
	// part of the work.
	notProducedCell = lazyRe(`(?i)^\s*(?:` + notProducedWords + `|deprecated|struck|rejected|won'?t(?: have)?)\s*$`)
)

// unreadRequirementRows reads the requirement rows of t that gave no
// candidate among those from index from on.
func (x *extractor) unreadRequirementRows(t *Table, from int) {
	if t == nil || t.ColumnLabels || len(t.Rows) == 0 {
		return
	}
	reqCol := -1
	for k, h := range t.Header {
		if requirementColumn().MatchString(h) {
			reqCol = k
			break
		}
	}
	for i, row := range t.Rows {
		if filled(row) < 2 || rowWasRead(row, x.cands[from:]) || rowNotProduced(row) {
			continue
		}
		stmt, label, marks := x.requirementCells(row, reqCol)
		if stmt == "" || len(marks) == 0 && reqCol < 0 {
			continue
		}
		if fams := scanFamilies(withDefaultUnit(stmt)); hasSpecValue(fams) || len(fams.measured) > 0 {
			// Values a table reading left are left for a reason (another
			// channel's, a column's scope): a row with none is what this
			// reading is for.
			continue
		}
		text := stmt
		if label != "" {
			text = label + " | " + stmt
		}
		if _, _, own := severityWithWord(stmt); !own && ClassifyField(text) == "customerType" {
			continue // "Audience | Messages go to enrolled patients": whom the document is for
		}
		page := 0
		if i < len(t.Pages) {
			page = t.Pages[i]
		}
		x.checklistLine = true
		x.prose(Block{Kind: KindListItem, Page: page, Text: text}, strings.Join(marks, " "))
		x.checklistLine = false
	}
}

// requirementCells finds a row's statement (the requirement column's cell,
// else its longest cell of three words or more), its label (a short first
// cell that is no ID) and its level marks.
func (x *extractor) requirementCells(row []string, reqCol int) (stmt, label string, marks []string) {
	at := -1
	if reqCol >= 0 && reqCol < len(row) && len(strings.Fields(row[reqCol])) >= 3 {
		at = reqCol
	}
	for k, c := range row {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		if _, legend := x.legendMark(c); legend && len(c) <= 12 || levelMarkCell().MatchString(c) {
			if w, ok := letterMarks[strings.ToLower(c)]; ok && !legend {
				c = w
			}
			marks = append(marks, c)
			continue
		}
		if rowMarkCell().MatchString(c) {
			continue // a tick or a letter of no level
		}
		if reqCol < 0 || at < 0 {
			if n := len(strings.Fields(c)); n >= 3 && (at < 0 || n > len(strings.Fields(row[at]))) {
				at = k
			}
		}
	}
	if at < 0 {
		return "", "", nil
	}
	stmt = strings.TrimSpace(row[at])
	if n := len(strings.Fields(stmt)); n > 40 || strings.HasSuffix(stmt, "?") {
		return "", "", nil
	}
	for k, c := range row {
		c = strings.TrimSpace(c)
		if k == at || c == "" || rowIDCell().MatchString(c) || rowMarkCell().MatchString(c) {
			continue
		}
		if len(strings.Fields(c)) <= 5 && k < at {
			label = c
		}
		break
	}
	if !statesSomething(stmt) && !(at == reqCol && !deferredCell().MatchString(stmt) && (stateFields[labelField(label)] || quotedCopy().MatchString(stmt))) {
		// In the column of requirements, a row labelled with a statement's
		// field ("Fair balance | Risks as prominent as the benefits") or
		// giving the copy itself in quotes is a requirement by its place;
		// one left open ("Captions | Agency to confirm") is none yet.
		return "", "", nil
	}
	return stmt, label, marks
}

var (
	// quotedCopy is a cell that opens with quoted copy ("“For healthcare
	// professionals only” on every page").
	quotedCopy = lazyRe(`^\s*[“"„«‘]\S`)
	// deferredCell leaves the requirement to be settled later.
	deferredCell = lazyRe(`(?i)\b(?:to be (?:confirmed|agreed|decided|defined)|to confirm|tb[cda]|pending|to follow)\b`)
)

// statesSomething reports whether a cell says what the creative must do,
// carry or be, rather than naming a topic ("Use of Color", "Technical
// quality check", "Number of cards"), a person or a reference: it has
// normative words of its own, says where on the asset or in what state, or
// names every asset it is for.
func statesSomething(cell string) bool {
	if _, _, own := severityWithWord(cell); own {
		return true
	}
	return statePredicate().MatchString(cell) || scopeWords().MatchString(cell) || placeWords().MatchString(cell) || firstMention().MatchString(cell)
}

// firstMention is where a brand's companions go: "after the first mention of
// the brand", "at its first appearance".
var firstMention = lazyRe(`(?i)\b(?:first|most prominent)\s+(?:mention|use|appearance|occurrence)\b`)

// rowWasRead reports whether a candidate quotes the row's longest cell or
// the row quotes a candidate. (A shorter cell, "All assets" under "Applies
// to", is quoted by the candidates of the rows around it too.)
func rowWasRead(row []string, cands []candidate) bool {
	joined := NormalizeQuote(strings.Join(row, " "))
	longest := ""
	for _, cell := range row {
		if n := NormalizeQuote(cell); len(strings.Fields(n)) > len(strings.Fields(longest)) {
			longest = n
		}
	}
	for _, c := range cands {
		q := NormalizeQuote(c.quote)
		if q == "" {
			continue
		}
		if len(strings.Fields(q)) >= 2 && strings.Contains(joined, q) {
			return true
		}
		if len(strings.Fields(longest)) >= 2 && strings.Contains(q, longest) {
			return true
		}
	}
	return false
}

// rowNotProduced reports whether a cell of the row says it is dropped,
// superseded or not applicable as a whole.
func rowNotProduced(row []string) bool {
	for _, c := range row {
		if notProducedCell().MatchString(c) {
			return true
		}
	}
	return false
}

// filled counts a row's non-empty cells.
func filled(row []string) int {
	n := 0
	for _, c := range row {
		if strings.TrimSpace(c) != "" {
			n++
		}
	}
	return n
}
