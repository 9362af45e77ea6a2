package brd

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

var (
	digitRe = lazyRe(`\d`)
	// requirementHeader names a column of requirements ("Asset |
	// Requirement"): its rows are requirements whatever their labels.
	requirementHeader = lazyRe(`(?i)^\s*(?:requirements?|specifications?|specs?|values?|rules?|guidelines?|constraints?|standards?|criteria)\s*$`)
)

// table reads consecutive table rows. Two layouts are understood:
//
//   - Property tables: each row names a property in its first cell and
//     gives its value in the next ("Max file size | 150 KB"). Each row is a
//     requirement of that property (see tableRow).
//   - Specification matrices: the header names technical properties per
//     column ("Placement | Dimensions | Max file size | Formats") and each
//     row is one deliverable. Each such column becomes one rule whose
//     parameters combine all rows: the union of allowed values, the lowest
//     minimum and the highest maximum (see columnRules).
//
// Rows whose first cell names no property are inventory and make no rule.
func (x *extractor) table(t *Table) {
	if t.ColumnLabels {
		// Cards of specs side by side: each cell is a requirement of its
		// column's placement, read with the column's label ("CTV: 29.97
		// fps, progressive") so the review scopes it.
		for i, r := range t.Rows {
			for k, cell := range r {
				if strings.TrimSpace(cell) != "" {
					x.prose(Block{Kind: KindParagraph, Page: t.Pages[i], Text: t.Header[k] + ": " + cell}, "")
				}
			}
		}
		return
	}
	t = resolveSameAs(t)
	if t = x.markRows(t); len(t.Rows) == 0 {
		return // every row was a tick or a cross
	}
	if rt, notes := withoutNoteRows(t); notes != nil {
		// Notes typed under a sheet's grid ("File naming: BRX_[Market]_…"
		// in the first cell, the rest empty) are paragraphs, not rows
		// whose label names a field.
		x.table(rt)
		for _, n := range notes {
			x.prose(n, "")
		}
		return
	}
	if sections := rowSections(t); sections != nil {
		// Rows grouped under section rows ("B | Display advertising")
		// are read under their section as a sub-heading.
		saved := slices.Clone(x.path)
		x.rowSection = func(i int) {
			x.path = slices.Clone(saved)
			if i < len(sections) && sections[i] != "" {
				x.path = append(x.path, heading{x.depth() + 1, sections[i]})
			}
		}
		defer func() { x.path, x.rowSection = saved, nil }()
	}
	if x.outcomeTable(t) || x.questionnaire(t) {
		return
	}
	if x.cardColumns(t) {
		return
	}
	if x.tracker(t) {
		return
	}
	if x.marketColumns(t) {
		return
	}
	if rt := requirementFirst(t); rt != nil {
		x.table(rt)
		return
	}
	if rt := criteriaLast(t); rt != nil {
		x.table(rt)
		return
	}
	if rt := withoutIDColumn(t); rt != nil {
		x.table(rt)
		return
	}
	if rt := withoutRowNumbers(t); rt != nil {
		x.table(rt)
		return
	}
	if grid, notes := spanningNotes(t); notes != nil {
		// "All sizes | Animation no longer than 20 seconds … | E" under a
		// matrix of sizes: the grid is read as a matrix, each note row as
		// a row of its own.
		x.table(grid)
		for _, i := range notes {
			x.plainRow(t, i)
		}
		return
	}
	if x.pairedColumns(t) || x.levelColumns(t) {
		return
	}
	if checkboxColumn(t) {
		x.checkboxRows(t)
		return
	}
	header := t.Header
	if checkCol := checklistColumn(header); checkCol >= 0 {
		x.checklist(t, checkCol)
		return
	}
	if x.boundColumns(t) || x.characterColumns(t) {
		return
	}
	t = splitLoadColumns(t)
	made, matrix := x.columnRules(t)
	if made || x.sizeColumns(t) || x.crossTable(t) || matrix {
		if made {
			x.noteCells(t) // "Other specs | ISI scroll box in unit"
		}
		return // a matrix of one row is inventory (or a table the extraction broke)
	}
	criteria := criteriaFirst(t.Header)
	for i := range t.Rows {
		from := len(x.cands)
		x.plainRow(t, i)
		if criteria && len(x.cands) == from {
			x.criterionRow(t, i)
		}
	}
}

// criteriaFirst reports whether a table's first column holds the criteria
// a piece is checked against and the others only say how and by whom
// ("Quality criterion | Quality tolerance | Quality method |
// Responsibility"); a table whose other columns give values or
// requirements reads its first column as labels.
func criteriaFirst(header []string) bool {
	if len(header) < 3 || !criterionHeader().MatchString(header[0]) {
		return false
	}
	for _, h := range header[1:] {
		if requirementHeader().MatchString(h) || criteriaHeader().MatchString(h) || statusHeader().MatchString(h) {
			return false
		}
	}
	return true
}

// criterionHeader names a column of criteria ("Quality criterion",
// "Acceptance criteria").
var criterionHeader = lazyRe(`(?i)^\s*(?:(?:quality|acceptance|pass|success|review)\s+)?criteri(?:on|a)\s*$`)

// criterionRow reads row i's criterion, which the label/value reading
// left, as a checklist line when it states a value or what the piece
// carries ("Slides at 2048 × 1536 px", "Burned-in subtitles throughout")
// and no tolerance beside it loosens it; a criterion of how the product
// works ("Works offline on the tablet") is no check of the creative.
func (x *extractor) criterionRow(t *Table, i int) {
	r := t.Rows[i]
	if len(r) < 2 || !emptyCell().MatchString(r[1]) && !strings.EqualFold(strings.TrimSpace(r[1]), "none") {
		return
	}
	c := strings.TrimSpace(r[0])
	if !hasSpecValue(scanFamilies(withDefaultUnit(c))) && !statesSomething(c) {
		return
	}
	x.checklistLine = true
	x.prose(Block{Kind: KindListItem, Page: t.Pages[i], Text: c}, "")
	x.checklistLine = false
}

// plainRow reads row i of a table that is no matrix: a property row
// ("Max file size | 150 KB") or a requirement row, with the header as its
// context (see tableRow).
func (x *extractor) plainRow(t *Table, i int) {
	cells, page, header := t.Rows[i], t.Pages[i], t.Header
	x.enterRow(i)
	if len(cells) < 2 {
		x.prose(Block{Kind: KindParagraph, Page: page, Text: strings.Join(cells, " ")}, "")
		return
	}
	if text := strings.Join(cells, " | "); len(text) > MaxSentenceBytes {
		x.warnf("page %d: skipped a %d-byte table row", page, len(text))
		return
	}
	width := len(cells)
	if width == 3 && symbolMark().MatchString(cells[2]) {
		width = 2 // "File | MOV or MP4 | ●": a label, its value and the row's mark
	}
	reqTable := width == 2 && (header == nil || len(header) == 2 || len(header) == 3) ||
		len(header) >= 2 && requirementHeader().MatchString(header[1])
	context := strings.Join(header, " | ")
	if m := t.mark(i); m != "" {
		context = m // "X" under "Advisory": the row's severity
	}
	if pair := trailingPair(cells); header == nil && pair != nil {
		// A table printed without its header ("A8 | Video | Lengths |
		// :15 and :30 only | STOP"): the row's level closes it, so the
		// two cells before the level are its label and value, and the
		// cells before them only number and group the rows.
		x.tableRow(page, pair, context, true)
		return
	}
	for _, seg := range rowSegments(cells) {
		x.tableRow(page, seg, context, reqTable || levelledPair(seg))
	}
}

// spanningNotes splits a matrix of sizes (each full row's first cell a
// size) from its note rows: rows with fewer cells than the header, one of
// them spanning the value columns ("All sizes | Animation no longer than 20
// seconds | E" under "Size | Static | HTML5 | Formats | Priority"). It
// returns the matrix without them and their indexes, or nil when the table
// has no such rows or fewer than two full rows.
func spanningNotes(t *Table) (*Table, []int) {
	width := len(t.Header)
	if width < 3 || t.ColumnLabels {
		return nil, nil
	}
	var notes, full []int
	for i, r := range t.Rows {
		switch {
		case len(r) == width:
			full = append(full, i)
		case len(r) >= 2 && len(r) < width:
			notes = append(notes, i)
		default:
			return nil, nil
		}
	}
	if len(notes) == 0 || len(full) < 2 {
		return nil, nil
	}
	for _, i := range full {
		if ExtractParams(t.Rows[i][0])["dimensions"] == nil {
			return nil, nil // a grid of sizes, each full row one size
		}
	}
	grid := &Table{Header: t.Header}
	for _, i := range full {
		grid.Rows = append(grid.Rows, t.Rows[i])
		grid.Pages = append(grid.Pages, t.Pages[i])
		if t.Marks != nil {
			grid.Marks = append(grid.Marks, t.mark(i))
		}
	}
	return grid, notes
}

// labelledCell is a cell that states its own label: "Max weight: 150 KB".
var labelledCell = lazyRe(`^\s*([^:|]{2,40}?)\s*:\s*(\S.*)$`)

// cardColumns reads a grid of cards printed side by side, one card a
// column: the header names the cards ("Leaderboard | Half page") and every
// cell is a labelled value ("Size: 728 × 90", "Max weight: 150 KB"). Each
// cell is read as a label/value row of its card, and a card whose cells
// give it one size scopes its other limits to that size. It reports
// whether the table was such a grid.
func (x *extractor) cardColumns(t *Table) bool {
	if len(t.Header) < 2 || len(t.Rows) < 2 {
		return false
	}
	for _, r := range t.Rows {
		if len(r) != len(t.Header) {
			return false
		}
		for _, c := range r {
			if c != "" && !labelledCell().MatchString(c) {
				return false
			}
		}
	}
	sizeLabel, sizeRow := "", -1
	var sizes []string // every card's size, one rule of the sizes allowed
	for k, title := range t.Header {
		var size []string
		for i, r := range t.Rows {
			if m := labelledCell().FindStringSubmatch(r[k]); m != nil && labelField(m[1]) == "dimensions" {
				if p := ExtractParams(r[k])["dimensions"]; p != nil && len(p.Allowed) == 1 && size == nil {
					size, sizeLabel, sizeRow = p.Allowed, m[1], i
					sizes = append(sizes, m[2])
				}
			}
		}
		for i, r := range t.Rows {
			m := labelledCell().FindStringSubmatch(r[k])
			if m == nil || size != nil && i == sizeRow {
				continue
			}
			x.enterRow(i)
			before := len(x.cands)
			x.tableRow(t.Pages[i], []string{m[1], m[2]}, title, true)
			for j := before; j < len(x.cands); j++ {
				c := &x.cands[j]
				c.quote = title + " | " + c.quote
				if size != nil && len(c.sizes) == 0 && c.labelField != "dimensions" {
					c.sizes = slices.Clone(size)
				}
			}
		}
	}
	if sizes != nil {
		x.enterRow(sizeRow)
		x.tableRow(t.Pages[sizeRow], []string{sizeLabel, strings.Join(sizes, "; ")}, "", true)
	}
	return true
}

// boundHeader names a column of lower or upper bounds ("Limits Minimum",
// "Max").
var boundHeader = lazyRe(`(?i)\b(min(?:imum)?|max(?:imum)?)\.?\s*$`)

// boundColumns reads a table whose bound columns ("Limits Minimum |
// Limits Maximum") hold a different property on each row ("Title | … |
// 25 characters", "Main image | … | 1200 × 627 px | 1.5 MB"): no column is
// one property, so each row is read as its label's requirement, "Main
// image: minimum 1200 × 627 px; maximum 1.5 MB". It reports whether the
// table was such a one.
func (x *extractor) boundColumns(t *Table) bool {
	var bounds []int
	for k, h := range t.Header {
		if k > 0 && boundHeader().MatchString(h) {
			bounds = append(bounds, k)
		}
	}
	if len(bounds) == 0 || len(t.Rows) < 2 {
		return false
	}
	fields := map[string]bool{}
	for _, r := range t.Rows {
		for _, k := range bounds {
			if k < len(r) && !noLimitCell(r[k]) {
				for f := range ExtractParams(r[k]) {
					fields[f] = true
				}
				for _, m := range scanFamilies(r[k]).measured {
					fields[m.field] = true
				}
			}
		}
	}
	if len(fields) < 2 {
		return false // one property: a matrix column (columnRules)
	}
	for i, r := range t.Rows {
		label := ""
		for k, c := range r {
			if k < bounds[0] && hasLetter(c) {
				label = c // the first named cell: "Main image"
				break
			}
		}
		var parts, lows, highs []string
		for _, k := range bounds {
			if k < len(r) && !noLimitCell(r[k]) {
				if word := strings.ToLower(boundHeader().FindStringSubmatch(t.Header[k])[1]); strings.HasPrefix(word, "min") {
					parts, lows = append(parts, "minimum "+r[k]), append(lows, r[k])
				} else {
					parts, highs = append(parts, "maximum "+r[k]), append(highs, r[k])
				}
			}
		}
		if label == "" || len(parts) == 0 {
			continue
		}
		text := strings.Join(parts, ", ")
		if len(lows) == 1 && len(highs) == 1 && sameFields(lows[0], highs[0]) {
			text = "from " + lows[0] + " to " + highs[0] // one property's range: one rule
		}
		x.enterRow(i)
		x.prose(Block{Kind: KindParagraph, Page: t.Pages[i], Text: label + ": " + text}, "")
	}
	return true
}

// characterHeader names a column of character counts ("Max characters",
// "Character limit", "Chars").
var characterHeader = lazyRe(`(?i)\bchar(?:acter)?s?\b`)

// countCell is a cell holding a bare count ("500", "1,000", "90 chars"),
// perhaps bounded by a sign ("≤ 30", "<= 90", "≥ 10").
var countCell = lazyRe(`(?i)^\s*(?:[≤≥<>]=?\s*)?\d[\d,]*\s*(?:chars?|characters)?\s*$`)

// countsCharacters reports whether a cell gives a character count ("50
// characters", "max. 90 chars").
func countsCharacters(cell string) bool {
	for _, m := range scanFamilies(cell).measured {
		if m.field == "characterCount" {
			return true
		}
	}
	return false
}

// charUnit is a count cell's own unit ("50 characters", "90 chars").
var charUnit = lazyRe(`(?i)\d\s*(?:chars?|characters)\s*$`)

// characterColumns reads a table of text limits whose rows name texts and
// whose columns hold their character counts as bare numbers ("Platform |
// Text field | Max characters | Recommended", a row "Meta | Headline | 40 |
// 27"): each count is its row's requirement, read as the line "Meta
// Headline: 40 characters maximum" (or "recommended", "minimum", as its
// column's header says). Read as a matrix, a column would combine every
// text's count into one rule and lose which text each is of. A column
// without a unit beside one headed by characters ("Recommended") counts
// characters too. It reports whether the table was such a one.
func (x *extractor) characterColumns(t *Table) bool {
	if len(t.Header) < 2 || len(t.Rows) < 2 {
		return false
	}
	first, named := -1, false // the first count column; a header names characters
	var cols []int
	for k := 1; k < len(t.Header); k++ {
		counts, other, unit := 0, false, 0
		for _, r := range t.Rows {
			switch {
			case k >= len(r) || noLimitCell(r[k]):
			case countCell().MatchString(r[k]):
				counts++
				if charUnit().MatchString(r[k]) {
					unit++
				}
			default:
				other = true
			}
		}
		if counts == 0 || other {
			if first >= 0 {
				break // the counts end: notes follow
			}
			continue
		}
		if first < 0 {
			first = k
		}
		// The header names characters ("Max characters"), or every
		// count says so itself ("Limit" over "50 characters").
		named = named || characterHeader().MatchString(t.Header[k]) || unit == counts
		cols = append(cols, k)
	}
	if !named || first < 1 {
		return false
	}
	for i, r := range t.Rows {
		label := rowLabel(r, t.Header, first)
		if label == "" {
			continue
		}
		x.enterRow(i)
		for _, k := range cols {
			if k >= len(r) || noLimitCell(r[k]) {
				continue
			}
			bound := "maximum"
			switch h := t.Header[k]; {
			case recommendationRe().MatchString(h) || idealHeader().MatchString(h) || adviceHeader(h) || adviceColumn().MatchString(h):
				// (A "Target" column beside "Max characters" holds goals.)
				bound = "recommended"
			case boundHeader().MatchString(h) && strings.HasPrefix(strings.ToLower(boundHeader().FindStringSubmatch(h)[1]), "min"),
				regexpMin().MatchString(h):
				bound = "minimum"
			}
			n := len(x.cands)
			count := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(r[k]), "charsacterCHARS "))
			if sign := strings.TrimLeft(count, "≤≥<>= "); sign != count {
				// The cell's own sign bounds it: "≤ 30" is a maximum.
				if strings.ContainsAny(count[:len(count)-len(sign)], "≥>") {
					bound = "minimum"
				}
				count = sign
			}
			unit := "characters"
			if thing := headerThing(t.Header[k]); thing != "" {
				// "Max bubbles per turn" beside "Max characters per
				// bubble": the column counts bubbles, not characters.
				unit = thing
			}
			x.prose(Block{Kind: KindParagraph, Page: t.Pages[i], Text: label + ": " + count + " " + unit + " " + bound}, "")
			lsev, lword, leveled := rowLevel(r[cols[len(cols)-1]+1:])
			for c := n; c < len(x.cands); c++ {
				// The quote is the row as the document printed it, up to
				// the count.
				x.cands[c].quote = strings.Join(r[:k+1], " | ")
				x.cands[c].columnHeader = t.Header[k]
				if leveled && bound != "recommended" {
					// "Pre-header | 85 characters | Nice to have".
					x.cands[c].severity, x.cands[c].sevWord = lsev, lword
				}
			}
		}
	}
	return true
}

// adviceHeader reports whether a column's header reads as advice
// ("Target (characters)", "Nice to have"): its counts are targets.
func adviceHeader(h string) bool {
	sev, _, ok := severityWithWord(h)
	return ok && sev == compliance.SeverityWarning
}

// levelCell is a cell that holds nothing but a row's level: binding
// ("Mandatory", "Must have", "Conformance") or advice ("Recommended",
// "Nice to have", "Target", "Guideline"), also in the words of the team
// that applies the table rather than a standard's (see levelledPair): a
// gate ("STOP"), what an ad server does to a creative that fails the row
// ("Reject", "Block", "Warn", "Flag"), a workbook's "HARD" and "SOFT", an
// abbreviation ("REQ", "ADV", "REC", "OBR").
var levelCell = lazyRe(`(?i)^\s*[\[(]?(?:(mandatory|required|must|must[- ]have|conformance|hard stop|req\.?|hard|hard limit|stop|reject(?:ed)?|block(?:ed|er|ing)?|must[- ]fix|essential|obligatorio|obligatoire|obrigat[óo]rio|obr\.?|enforced)|(advisory|recommended|preferred|should|nice[- ]to[- ]have|target|guideline|desirable|soft check|rec\.?|adv\.?|advised|pref\.?|soft|soft limit|warn(?:ing)?|flag(?:ged)?|should[- ]fix|best practice))[\])]?\s*$`)

// withRowScope runs read with the row's scope cells (later cells that
// only name the platforms or placements the row is for: "… | Video
// bitrate at least 15 Mbps | CTV | Shall") after the quotes of the
// candidates it reads, in the row's order ("Video bitrate at least 15
// Mbps | CTV"): a requirement cell read alone as a sentence would lose
// them, and the review scopes a rule by its quote.
func (x *extractor) withRowScope(later []string, read func()) {
	var scope []string
	for _, c := range later {
		if c = strings.TrimSpace(c); scopeCell(c) {
			scope = append(scope, c)
		}
	}
	if len(scope) == 0 || x.rowAppliesTo != "" {
		read()
		return
	}
	x.rowAppliesTo = strings.Join(scope, " | ")
	defer func() { x.rowAppliesTo = "" }()
	read()
}

// scopeCell reports whether a cell only names where a row applies: a few
// words, no values, naming a platform or placement ("CTV, YouTube",
// "Meta Reels").
func scopeCell(c string) bool {
	if c == "" || len(strings.Fields(c)) > 4 || strings.ContainsAny(c, "0123456789") || levelCell().MatchString(c) {
		return false
	}
	return restrictions[0].re().MatchString(c) || restrictions[1].re().MatchString(c)
}

// rowLevel is the level a row's later cells state (levelCell), if one of
// them is such a cell.
func rowLevel(cells []string) (compliance.Severity, string, bool) {
	for _, c := range cells {
		if m := levelCell().FindStringSubmatch(c); m != nil {
			if m[1] != "" {
				return compliance.SeverityCritical, "row level: " + strings.ToLower(m[1]), true
			}
			return compliance.SeverityWarning, "row level: " + strings.ToLower(m[2]), true
		}
	}
	return "", "", false
}

// idealHeader names a column of advised lengths ("Ideal length").
var idealHeader = lazyRe(`(?i)\bideal\b`)

// regexpMin names a lower bound anywhere in a header ("Min. characters").
var regexpMin = lazyRe(`(?i)\bmin(?:imum)?\b\.?`)

// sameFields reports whether two cells give values of the same fields
// ("6 seconds", "30 seconds").
func sameFields(a, b string) bool {
	pa, pb := ExtractParams(a), ExtractParams(b)
	if len(pa) == 0 || len(pa) != len(pb) {
		return false
	}
	for f := range pa {
		if pb[f] == nil {
			return false
		}
	}
	return true
}

// preferredAside is a parenthesised preference with a value inside a
// limit ("(320 kbps preferred)").
var preferredAside = lazyRe(`\s*\(([^()]*\d[^()]*\b(?:preferred|recommended|ideally|ideal)\b[^()]*)\)`)

// pairedColumns reads a table of side-by-side lists of label/value pairs
// ("Technical requirements | Design recommendations", then a row of labels
// "File type | Aspect ratio" over a row of their values "JPG or PNG | 4:5
// fills the feed"): each value is read with the label above it, as the
// line "File type: JPG or PNG", and takes its severity from its column's
// heading when its own words give none. It reports whether the table was
// such a one. A grid of cards, each a label over its value ("TRIM SIZE"
// over "210 × 297 mm", three cards a row), comes out as a table whose
// header is the first row of labels: its rows then alternate values and
// labels, and it is read the same way under columns without a heading.
func (x *extractor) pairedColumns(t *Table) bool {
	if len(t.Header) >= 2 && len(t.Rows) >= 3 && len(t.Rows)%2 == 1 && !slices.ContainsFunc(t.Header, func(h string) bool { return !isPairLabel(h) }) {
		grid := &Table{Header: make([]string, len(t.Header)), Rows: append([][]string{t.Header}, t.Rows...), Pages: append([]int{t.Pages[0]}, t.Pages...)}
		return x.pairedColumns(grid)
	}
	if len(t.Header) < 2 || len(t.Rows) < 2 || len(t.Rows)%2 != 0 {
		return false
	}
	valued := false
	for i := 0; i < len(t.Rows); i += 2 {
		labels, values := t.Rows[i], t.Rows[i+1]
		if len(labels) != len(t.Header) || len(values) != len(t.Header) {
			return false
		}
		for k, l := range labels {
			if l != "" && !isPairLabel(l) || l == "" && values[k] != "" {
				return false
			}
			if values[k] != "" && !isPairLabel(values[k]) {
				valued = true
			}
		}
	}
	if !valued {
		return false
	}
	// Column by column: each column is a list read top to bottom.
	for k := range t.Header {
		for i := 0; i < len(t.Rows); i += 2 {
			l, v := t.Rows[i][k], t.Rows[i+1][k]
			if l == "" || v == "" {
				continue
			}
			n := len(x.cands)
			x.prose(Block{Kind: KindParagraph, Page: t.Pages[i+1], Text: l + ": " + v}, t.Header[k])
			for c := n; c < len(x.cands); c++ {
				// The value is the document's words; the label above it
				// says what it is of (the candidate's text keeps both).
				x.cands[c].quote = strings.Replace(x.cands[c].quote, l+": ", "", 1)
			}
			if h := t.Header[k]; h != "" && recommendationRe().MatchString(h) && !mandatoryRe().MatchString(h) {
				// "Design recommendations": every value in the column is
				// advice, whatever limit word it uses.
				for c := n; c < len(x.cands); c++ {
					if x.cands[c].severity == compliance.SeverityCritical {
						x.cands[c].severity, x.cands[c].sevWord = compliance.SeverityWarning, "column "+strconv.Quote(h)
					}
				}
			}
		}
	}
	return true
}

// isPairLabel reports whether a cell is a label naming a property ("File
// type", "Aspect ratio"): a few words, the first capitalised, no digits and
// nothing that ends a sentence.
func isPairLabel(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(strings.Fields(s)) > 4 || strings.ContainsAny(s, "0123456789.:;!?,") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// columnRules handles a specification matrix (see table). made reports
// whether it gave rules, matrix whether the header names properties per
// column (a matrix of one row gives none).
//
// A matrix whose rows are deliverables of different sizes gives, per
// column, one rule per limit scoped to the sizes of the rows that have it
// ("Max initial (KB) (300x250, 728x90): 150"); a row without a size gives
// a rule of its own read with its label cells ("All sizes", "Streaming
// audio") so the review can scope it. A status column ("Hard limit",
// "Guideline") sets each row's severity, from its word or from the
// document's own definition of it (statusSeverity).
func (x *extractor) columnRules(t *Table) (made, matrix bool) {
	header, rows := t.Header, t.Rows
	if len(header) < 2 || len(rows) == 0 {
		return false, false
	}
	first := 1
	if f := ClassifyField(header[0]); f != "" {
		// "Ad size | Max weight (KB) | …" with a size in each row's first
		// cell: the first column names the rows and is a column of the
		// matrix too. "Format | Collapsed size | Initial load" whose first
		// cells name units, not formats, is a matrix whose first column
		// labels the rows. Otherwise the table is a property table.
		switch {
		case technicalFields[f] && keyColumn(rows, f):
			first = 0
		case technicalFields[f] && labelColumn(rows, f):
		default:
			return false, false
		}
	}
	var cols []*matrixColumn
	userLoad := make([]bool, len(rows)) // rows with a user-initiated load
	for k := 1; k < len(header); k++ {
		if userLoadHeader().MatchString(header[k]) {
			// A load after the user's action: no measure reads it apart
			// (the subload includes it), so it gives no rule of its own.
			for i, r := range rows {
				userLoad[i] = userLoad[i] || k < len(r) && !noLimitCell(r[k])
			}
			continue
		}
		if requirementHeader().MatchString(header[k]) && len(header) == 2 {
			// "Field | Spec" whose rows name what they limit ("Headline |
			// 40 characters max"): a property table, each row read with its
			// label, even when every value measures the same quantity (a
			// combined column would lose which text each limit is of, and
			// its reader drops character counts, so the table gave nothing).
			continue
		}
		f := labelField(header[k])
		if check := columnMeasure(header[k], rows, k); check.field != "" && (f == "" || f == check.field) {
			cols = append(cols, &matrixColumn{index: k, field: check.field, check: check.check})
			if plainValues(header[k], rows, k, check.field) {
				// "Animation | 15 s, 3 loops": the cells give the
				// animation's length beside its loop count; each is a
				// measurement of its own.
				cols = append(cols, &matrixColumn{index: k, field: check.field})
			}
			continue
		}
		if f == "" && !requirementHeader().MatchString(header[k]) && !notesHeader().MatchString(header[k]) && !labelsNameFields(rows) {
			f = columnValuesField(rows, k) // "Init. ≤ | 150k": the values say
		}
		if technicalFields[f] {
			cols = append(cols, &matrixColumn{index: k, field: f})
			if f == "format" && containerCodecs(rows, k) {
				// "Format | MP4 (H.264)": a container's cell also names
				// the codec of its picture, a rule of its own per row.
				cols = append(cols, &matrixColumn{index: k, field: "codec", videoOnly: true})
			}
		}
	}
	if len(cols) == 0 {
		return false, false
	}
	if first == 0 {
		cols = append([]*matrixColumn{{index: 0, field: ClassifyField(header[0])}}, cols...)
	}
	status := x.statusColumn(t)
	// Each row's sizes, from the first column that gives them: one size, or
	// a group of sizes one row limits together ("Standard: 300 × 250, 728
	// × 90").
	var sizes [][]string
	sizeCol := -1
	for _, cells := range rows {
		var size []string
		for _, c := range cols {
			if c.index >= len(cells) {
				c.rows, c.cells = append(c.rows, nil), append(c.cells, "")
				continue
			}
			v := strings.Join(strings.Fields(cells[c.index]), " ")
			p := c.cellParams(header[c.index], v)
			c.rows, c.cells = append(c.rows, p), append(c.cells, v)
			if p == nil {
				continue
			}
			if c.field == "dimensions" && len(p.Allowed) >= 1 && size == nil && (sizeCol < 0 || sizeCol == c.index) {
				size, sizeCol = slices.Clone(p.Allowed), c.index
			}
			c.add(p, v, strings.TrimSpace(cells[0]))
		}
		sizes = append(sizes, size)
	}
	sizedRows := 0
	for _, s := range sizes {
		if len(s) > 0 {
			sizedRows++
		}
	}
	var sevs []rowSeverity
	for i := range rows {
		sevs = append(sevs, status.of(rows[i]))
	}
	for _, c := range cols {
		if len(c.labels) == 0 || len(c.labels) == 1 && (len(rows) == 1 || sizedRows == 0) {
			continue // one row is no matrix (often a table the extraction broke)
		}
		groups := c.perSize(sizes, cellSeverities(c, sevs), sizeCol, rows, t.Header)
		if len(groups) > 1 || len(groups) == 1 && (groups[0].sizes == nil || len(groups[0].rows) < sizedRows) {
			// "300x250 | 150 KB", "300x600 | 200 KB": one limit per size;
			// a limit some sizes do not have ("—") is scoped to the sizes
			// that have it. A list (formats, codecs) also gives the whole
			// column's list, which admits every row's: each size's own
			// list is then the narrower word for that size.
			components := componentRows(t.Header) && technicalFields[c.field]
			if listField(c.field) && len(groups) > 1 && !(components && !slices.ContainsFunc(groups, func(g sizeGroup) bool { return rowsPart(g.rowLabels, true) == "" })) {
				// (Not when every row is a component of its own: each
				// component's list is its own, and the union would check
				// the whole creative.)
				if p := cleanParams(&c.params); p != nil {
					x.columnRule(t, c, p, nil, header[c.index]+": "+strings.Join(c.values, "; "), sevs[0].orDefault(sevs), strings.Join(header, " ")+" "+strings.Join(c.labels, " "), "", nil)
				}
			}
			for _, g := range groups {
				quote := header[c.index] + " (" + strings.Join(g.sizes, ", ") + "): " + strings.Join(g.values, "; ")
				if rowsPlatform(g.rows, rows) != "" {
					// "V1 | YouTube | In-stream | 1920 x 1080 | 1 GB": the
					// rows' one platform or placement heads the quote, as
					// it heads the rows, so the review scopes the limit.
					quote = strings.Join(slices.Compact(slices.Clone(g.rowLabels)), "; ") + " | " + quote
				}
				labels := strings.Join(g.rowLabels, " ")
				if g.sizes == nil {
					quote = header[c.index] + " (" + g.label + "): " + strings.Join(g.values, "; ")
					labels = g.label
				}
				if part := rowsPart(g.rowLabels, components); part != "" && g.params != nil && len(g.params.Parts) == 0 {
					// "App icon | 512 × 512 | PNG": the row's limit is the
					// part's its label names, as a sentence's would be.
					g.params.Parts = []string{part}
				}
				if sc := rowsScope(g.rowLabels); !sc.empty() && g.params != nil && len(g.params.Platforms) == 0 && len(g.params.Placements) == 0 {
					// "Instagram Reels | 1080 × 1920 | 15 to 90 seconds": the
					// row's limit is that platform's and placement's.
					sc.apply(&compliance.Rule{Params: g.params})
				}
				x.columnRule(t, c, g.params, g.sizes, quote, g.sev, labels, userLoadReview(header[c.index], g.rows, userLoad), g.kinds)
			}
			made = true
			continue
		}
		if c.field == "dimensions" && (x.partRows(t, c, rows, sizes, sevs) || x.placementRows(t, c, rows, sevs)) {
			made = true
			continue
		}
		if p := cleanParams(&c.params); p != nil && len(c.labels) > 1 {
			if c.check == compliance.DimensionsCheckBleed && slices.ContainsFunc(c.rows, func(r *compliance.Params) bool { return r != nil && r.Min == nil }) {
				// A unit without bleed beside units with it: the column
				// admits every unit's, so it sets no least bleed.
				p.Min = nil
			}
			var all []int
			for i := range rows {
				all = append(all, i)
			}
			before := len(x.cands)
			x.columnRule(t, c, p, nil, header[c.index]+": "+strings.Join(c.values, "; "), sevs[0].orDefault(sevs), strings.Join(header, " ")+" "+strings.Join(c.labels, " "),
				userLoadReview(header[c.index], all, userLoad), nil)
			if unit := unitWithoutSize(t, c, rows); unit != "" && p.Check == compliance.DimensionsCheckTrimSize {
				// "Half page | non-bleed | … | 7 × 4.875 in" under a Trim
				// size column: the column's list is not every unit's trim,
				// and would fail that unit's file.
				for j := before; j < len(x.cands); j++ {
					if r := x.cands[j].column; r != nil {
						r.Enabled, r.NeedsReview = false, true
						r.ReviewReason = fmt.Sprintf("The table's unit %q has no size in this column: the column's sizes are not every unit's, and would fail that unit's file: left for review.", unit)
					}
				}
			}
			if c.field == "dimensions" {
				x.unitRows(t, c, rows, sevs)
			}
			made = true
		}
	}
	if x.cellColumns(t, cols, status, sizes, sevs) {
		made = true
	}
	return made, true
}

// cellSeverities is the severity of each row's cell of column c: the
// row's, unless the cell itself marks its value as advice ("15 (rec.)",
// "150 (pref.)", "Opt. 10"), which then stands apart from the same value
// required in other rows.
func cellSeverities(c *matrixColumn, sevs []rowSeverity) []rowSeverity {
	out := slices.Clone(sevs)
	for i, cell := range c.cells {
		if i >= len(out) {
			continue
		}
		if m := adviceMark().FindStringSubmatch(cell); m != nil {
			word := strings.ToLower(strings.TrimSuffix(m[1], "."))
			sev := compliance.SeverityWarning
			if strings.HasPrefix(word, "opt") {
				sev = legendSeverity("optional")
			}
			out[i] = rowSeverity{severity: sev, word: "cell marked " + strconv.Quote(m[1])}
		}
	}
	return out
}

// adviceMark is a cell's own mark that its value is advice.
var adviceMark = lazyRe(`(?i)(?:^|[\s(\[])(rec\.|recommended|pref\.|preferred|opt\.|optional|ideal|ideally)(?:$|[\s)\].,;:])`)

// cellColumns reads the other columns of a matrix after its first limit
// column ("Audio | AAC stereo, 192 kbps min.", "Notes | headline 40
// characters max"): each cell that states a requirement is one, scoped to
// its row's size and read with its row's labels, at its row's severity.
// Cells that state nothing ("see note 1", "transparent background") make
// no rule.
func (x *extractor) cellColumns(t *Table, cols []*matrixColumn, status statusCol, sizes [][]string, sevs []rowSeverity) bool {
	firstCol := len(t.Header)
	for _, c := range cols {
		firstCol = min(firstCol, c.index)
	}
	made := false
	for k := firstCol + 1; k < len(t.Header); k++ {
		limitCol := slices.ContainsFunc(cols, func(c *matrixColumn) bool { return c.index == k && c.check == "" })
		if k == status.index || slices.ContainsFunc(cols, func(c *matrixColumn) bool { return c.index == k && c.check != "" }) || userLoadHeader().MatchString(t.Header[k]) {
			continue
		}
		labelled := labelsBinding(t.Rows, k)
		for i, r := range t.Rows {
			if k >= len(r) {
				continue
			}
			cell := r[k]
			if labelled {
				cell = labelledSentences(cell) // "SPEC: backup ≤ 40 KB", not the working notes beside it
			}
			if noLimitCell(cell) || !statesValues(cell) {
				continue
			}
			if limitCol && len(scanFamilies(cell).measured) == 0 {
				continue // the column's rule has read it ("Audio | stereo AAC, -24 LKFS" has a loudness besides)
			}
			label := rowLabel(r, t.Header, firstCol)
			x.enterRow(i)
			before := len(x.cands)
			// Each clause read under the column's name, as a specification
			// line ("Audio: AAC stereo"; "GIF allowed in-app; no more than
			// 3 loops" is two notes).
			for _, clause := range strings.Split(cell, ";") {
				if clause = strings.TrimSpace(clause); clause != "" {
					x.prose(Block{Kind: KindParagraph, Page: t.Pages[i], Text: t.Header[k] + ": " + clause}, "")
				}
			}
			kept := x.cands[:before]
			for _, c := range x.cands[before:] {
				if bracketedOnly().MatchString(c.quote) {
					continue // "128 kbps min. (MP3)": the bracket qualifies the sentence before it
				}
				if placedPermission().MatchString(c.quote) {
					continue // "HTML5 accepted on mobile web": a permission where it runs, no limit of the size
				}
				kept = append(kept, c)
			}
			x.cands = kept
			for j := before; j < len(x.cands); j++ {
				c := &x.cands[j]
				// The row's labels scope it ("Streaming audio", "Main
				// image"), the column's name says what the value is of.
				c.quote = strings.TrimSpace(label + " | " + c.quote)
				c.text = label + " " + c.text
				if len(sizes[i]) > 0 && len(c.sizes) == 0 {
					c.sizes = slices.Clone(sizes[i])
				}
				if sevs[i].word != "" && !(sevs[i].severity == compliance.SeverityCritical && c.severity != compliance.SeverityCritical) {
					c.severity, c.sevWord = sevs[i].severity, sevs[i].word
				}
				made = true
			}
		}
	}
	return made
}

// matrixColumn gathers one column of a specification matrix.
type matrixColumn struct {
	index  int
	field  string
	check  string               // a measured quantity's check ("loops", "fileCount"), from columnMeasure
	params compliance.Params    // all rows combined
	rows   []*compliance.Params // each row's own
	cells  []string             // each row's cell
	values []string
	labels []string
	// videoOnly: a codec column read from a format column's cells, where
	// only a video codec names the picture's ("AAC" alone there is the
	// sound's, not a video codec).
	videoOnly bool
}

// containerCodecs reports whether a format column's cells name a video
// codec beside the container ("MP4 (H.264)", "MP4 or MOV (H.264)").
func containerCodecs(rows [][]string, k int) bool {
	for _, r := range rows {
		if k < len(r) && videoCodecRe().MatchString(mpeg4AudioRe().ReplaceAllString(r[k], " ")) {
			return true
		}
	}
	return false
}

// cellParams reads one cell of the column with its header's words and unit.
func (c *matrixColumn) cellParams(header, v string) *compliance.Params {
	text := header + ": " + withLabelUnit(header, v)
	if c.videoOnly && !videoCodecRe().MatchString(mpeg4AudioRe().ReplaceAllString(v, " ")) {
		return nil
	}
	if c.check != "" {
		for _, m := range scanFamilies(text).measured {
			if m.field == c.field && m.check == c.check {
				return cleanParams(m.params)
			}
		}
		return nil
	}
	if c.field == "fileSize" && !digitRe().MatchString(v) && (noLaterLoadCell().MatchString(v) || refusedCell().MatchString(v) && subloadHeader(header)) {
		// "320 × 50 | 50 kB | no polite load": the cell refuses the load
		// after the initial one, whatever its column limits. Only an HTML5
		// unit loads in stages (a still image's subload is its file).
		none := 0.0
		return &compliance.Params{Max: &none, Unit: "KB", Check: compliance.SizeCheckSubload, Kinds: []string{"html5"}}
	}
	p := ExtractParams(text)[c.field]
	if p != nil && c.field == "duration" && animationHeader().MatchString(header) && p.Min != nil && p.Max != nil && *p.Min == *p.Max {
		// An animation column's one length is its cap: a shorter
		// animation meets it.
		p = &compliance.Params{Max: p.Max, Unit: p.Unit}
	}
	return p
}

// animationHeader names an animation's length in a column header ("Max
// anim. (s)", "Animation").
var animationHeader = lazyRe(`(?i)\banim(?:ation|\.)?(?:\s|$|\()`)

// plainValues reports whether a column of measured counts also gives a
// plain value of the same field in some cell ("15 s" beside "3 loops").
func plainValues(header string, rows [][]string, k int, field string) bool {
	for _, r := range rows {
		if k < len(r) && ExtractParams(header + ": " + withLabelUnit(header, r[k]))[field] != nil {
			return true
		}
	}
	return false
}

// measuredColumn is the measured quantity a column gives.
type measuredColumn struct{ field, check string }

// columnMeasure reads a column whose cells are counts of a measured
// quantity named by its header ("Max loops | 3", "Max files | 40"): every
// filled cell read with the header gives the same measured quantity.
func columnMeasure(header string, rows [][]string, k int) measuredColumn {
	var got measuredColumn
	for _, r := range rows {
		if k >= len(r) || !digitRe().MatchString(r[k]) {
			continue
		}
		ms := scanFamilies(header + ": " + r[k]).measured
		if len(ms) != 1 || got.field != "" && (ms[0].field != got.field || ms[0].check != got.check) {
			return measuredColumn{}
		}
		got = measuredColumn{ms[0].field, ms[0].check}
	}
	return got
}

// labelColumn reports whether a first column headed by a field's name
// ("Format") holds names of deliverables instead of the field's values:
// no cell gives a value of the field or names another field.
func labelColumn(rows [][]string, field string) bool {
	for _, r := range rows {
		if len(r) == 0 {
			continue
		}
		if ExtractParams(r[0])[field] != nil || ClassifyField(r[0]) != "" && ExtractParams(r[0])["dimensions"] == nil {
			return false
		}
	}
	return true
}

// add combines one row's parameters into the column's.
func (c *matrixColumn) add(p *compliance.Params, value, label string) {
	combineParams(&c.params, p)
	if !slices.Contains(c.values, value) {
		c.values = append(c.values, value)
	}
	c.labels = append(c.labels, label)
}

// combineParams widens dst to admit what p admits: the union of allowed
// values, the lowest minimum and the highest maximum.
func combineParams(dst, p *compliance.Params) {
	for _, a := range p.Allowed {
		addAllowed(dst, a)
	}
	if p.Min != nil {
		setMin(dst, *p.Min)
	}
	if p.Max != nil {
		setMax(dst, *p.Max)
	}
	if p.Unit != "" {
		dst.Unit = p.Unit
	}
	if p.Pattern != "" && dst.Pattern == "" {
		dst.Pattern = p.Pattern
	}
	if p.Check != "" && dst.Check == "" {
		dst.Check = p.Check // a column of trim sizes is one of trim sizes
	}
}

// hasDuplicates reports whether a value repeats.
func hasDuplicates(v []string) bool {
	for i := range v {
		if slices.Contains(v[i+1:], v[i]) {
			return true
		}
	}
	return false
}

// sizeGroup is one row of a column read as its own limit (perSize), with
// its sizes, or its label when it has none.
type sizeGroup struct {
	params        *compliance.Params
	sizes, values []string
	label         string   // an unsized row's label cells
	rowLabels     []string // the label cells of a sized group's rows
	rows          []int    // the group's rows
	sev           rowSeverity
	// kinds are the asset kinds the rows' labels name (a weight column's
	// rows are grouped by them): a row of static images or videos under a
	// load column gives its file's own weight.
	kinds []string
}

// perSize gives each row of a column its own group when the rows have
// sizes: a row's limit is scoped to its sizes, even where another row has
// the same limit (issue 12: one rule per size with its own limit, which a
// reviewer can change for that size alone); a row without a size is read
// with its label. A list column whose rows all give one list stays one
// list. It returns nil when no row has a size, or for the size-giving
// column itself.
func (c *matrixColumn) perSize(sizes [][]string, sevs []rowSeverity, sizeCol int, rows [][]string, header []string) []sizeGroup {
	if c.field == "dimensions" || c.index == sizeCol {
		return nil
	}
	if !slices.ContainsFunc(sizes, func(s []string) bool { return len(s) > 0 }) {
		return c.perKind(sevs, rows, header)
	}
	if c.check == "" && c.field != "fileSize" && c.field != "duration" && c.field != "bitrate" && c.field != "frameRate" && !listField(c.field) {
		return nil
	}
	var groups []sizeGroup
	for i, p := range c.rows {
		if p == nil {
			continue
		}
		label := rowLabel(rows[i], header, c.index)
		var kinds []string
		if c.field == "fileSize" {
			kinds = kindsOf(label, nil, "")
		}
		g := sizeGroup{params: p, values: []string{c.cells[i]}, sev: sevs[i], rows: []int{i}, kinds: kinds}
		if len(sizes[i]) == 0 {
			g.label = label
		} else {
			g.sizes, g.rowLabels = sizes[i], []string{label}
		}
		groups = append(groups, g)
	}
	if listField(c.field) {
		return oneListForAll(groups, componentRows(header))
	}
	return groups
}

// perKind gives each row of a column its own group, scoped to the asset
// kind its label names, when the rows are creatives of different kinds
// ("Creative type | Accepted files | Max file size": "Display image | JPG,
// PNG, GIF | 200 KB", "Hosted video | MP4, MOV | 500 MB"): one limit for
// all would check a video against the image's weight, or combine every
// row's into a limit no row states. It returns nil unless every row with a
// value names a kind and the rows name two kinds or more.
func (c *matrixColumn) perKind(sevs []rowSeverity, rows [][]string, header []string) []sizeGroup {
	var groups []sizeGroup
	distinct := map[string]bool{}
	for i, p := range c.rows {
		if p == nil {
			continue
		}
		label := rowLabel(rows[i], header, c.index)
		kinds := kindsOf(label, nil, "")
		if len(kinds) == 0 {
			// "Native image | JPG, PNG | 2 MB": a row may name a part of
			// a creative instead of a kind; its limit is that part's.
			part := rowsPart([]string{label}, false)
			if part == "" {
				return nil
			}
			if len(p.Parts) == 0 {
				p = cloneParams(p)
				p.Parts = []string{part}
			}
			distinct["part "+part] = true
			groups = append(groups, sizeGroup{params: p, values: []string{c.cells[i]}, sev: sevs[i], rows: []int{i}, label: label})
			continue
		}
		distinct[strings.Join(kinds, ",")] = true
		groups = append(groups, sizeGroup{params: p, values: []string{c.cells[i]}, sev: sevs[i], rows: []int{i}, kinds: kinds, label: label})
	}
	if len(distinct) < 2 {
		return nil
	}
	return groups
}

// oneListForAll makes the sized rows of a list column one group when they
// all give the same list ("HTML5" on every row): the column's one list,
// not a copy per size. perSize gives it at least one sized row.
func oneListForAll(groups []sizeGroup, components bool) []sizeGroup {
	first := slices.IndexFunc(groups, func(g sizeGroup) bool { return g.sizes != nil })
	for _, g := range groups {
		if g.sizes != nil && (paramsKey(g.params) != paramsKey(groups[first].params) || g.sev != groups[first].sev || rowsPart(g.rowLabels, components) != rowsPart(groups[first].rowLabels, components)) {
			return groups
		}
	}
	var out []sizeGroup
	merged := -1
	for _, g := range groups {
		switch {
		case g.sizes == nil:
			out = append(out, g)
		case merged < 0:
			// The row's sizes are the caller's: the group grows a copy.
			g.sizes = slices.Clone(g.sizes)
			merged = len(out)
			out = append(out, g)
		default:
			m := &out[merged]
			m.sizes = append(m.sizes, g.sizes...)
			m.rows = append(m.rows, g.rows...)
			m.rowLabels = append(m.rowLabels, g.rowLabels...)
			if v := g.values[0]; !slices.Contains(m.values, v) {
				m.values = append(m.values, v)
			}
		}
	}
	return out
}

// bracketedOnly is a fragment that is only a bracket ("(MP3)").
var bracketedOnly = lazyRe(`^\s*\([^()]*\)\s*\.?\s*$`)

// notesHeader names a column of remarks: its cells are read as sentences
// (cellColumns), never as one limit per column.
var notesHeader = lazyRe(`(?i)^\s*(?:notes?|comments?|remarks?|details?|descriptions?|explanations?)\s*$`)

// placedPermission is a note that allows values where a unit runs ("HTML5
// accepted on mobile web", "GIF allowed in-app").
var placedPermission = lazyRe(`(?i)\b(?:accepted|allowed|permitted|supported|possible)\s+(?:on|in|for|at)\b`)

// partRows gives a size column one rule per row when every row with a
// size is a part of the creative its label names ("App icon | 1024 ×
// 1024", "Feature graphic | 1024 × 500"): each size is that part's, not
// one list every asset may take from. It reports whether it did.
func (x *extractor) partRows(t *Table, c *matrixColumn, rows [][]string, sizes [][]string, sevs []rowSeverity) bool {
	if boundHeaderRe().MatchString(t.Header[c.index]) {
		// "Minimum size, px", "Recommended size": the cells are bounds or
		// advice, not the one size each part must have.
		return false
	}
	var idx []int
	for i, p := range c.rows {
		if p == nil || len(sizes[i]) == 0 {
			continue
		}
		if rowsPart([]string{rowLabel(rows[i], t.Header, c.index)}, componentRows(t.Header)) == "" {
			return false
		}
		idx = append(idx, i)
	}
	if len(idx) < 2 {
		return false
	}
	for _, i := range idx {
		label := rowLabel(rows[i], t.Header, c.index)
		p := cleanParams(c.rows[i])
		if p == nil {
			continue
		}
		p.Parts = []string{rowsPart([]string{label}, componentRows(t.Header))}
		x.columnRule(t, c, p, nil, t.Header[c.index]+" ("+label+"): "+c.cells[i], sevs[i], label, "", nil)
	}
	return true
}

// unitRowVariant marks the rule of one unit row of a size column (see
// unitRows): rows of equal sizes are each their own unit's.
const unitRowVariant = "unit row "

// unitRows gives a size column whose rows are named units of different
// sizes ("Shopping centres | 1080 × 1920", "Office lobbies | 1920 × 1080",
// "Leaflet | A4") one rule per row besides the column's list: the row's
// size is that unit's. No scope of the rule model states a unit the
// document names (a screen network's site, a publisher's slot), so each
// row's rule arrives for review with the unit named, and the column's
// list, which fails no unit's asset, stays the enabled rule.
func (x *extractor) unitRows(t *Table, c *matrixColumn, rows [][]string, sevs []rowSeverity) {
	if boundHeaderRe().MatchString(t.Header[c.index]) {
		return // "Minimum size", "Recommended size": bounds or advice
	}
	var idx []int
	labels := map[string]bool{}
	bleed := c.check == compliance.DimensionsCheckBleed
	for i, p := range c.rows {
		if p == nil || len(p.Allowed) == 0 && !(bleed && (p.Min != nil || p.Max != nil)) {
			continue
		}
		label := rowLabel(rows[i], t.Header, c.index)
		if label == "" || labels[label] {
			return // rows without a name of their own, or one unit twice
		}
		labels[label] = true
		idx = append(idx, i)
	}
	union := cleanParams(&c.params)
	if bleed {
		// "Full page | 0.125 in", "Half page | non-bleed": each unit's
		// own bleed, when the units differ.
		for _, i := range idx {
			if p := cleanParams(c.rows[i]); paramsKey(p) != paramsKey(cleanParams(c.rows[idx[0]])) {
				x.bleedRows(t, c, rows, sevs, idx)
				return
			}
		}
		return
	}
	if len(idx) < 2 || allIn(union.Allowed, bannerSizes, "dimensions") {
		// (A table of standard banners names each row by its size:
		// "Leaderboard | 728 × 90" says nothing the list does not.)
		return
	}
	for _, i := range idx {
		p := cleanParams(c.rows[i])
		if len(p.Allowed) == len(union.Allowed) {
			continue // the row allows what the column does
		}
		label := rowLabel(rows[i], t.Header, c.index)
		before := len(x.cands)
		x.columnRule(t, c, p, nil, label+" | "+t.Header[c.index]+": "+c.cells[i], sevs[i], label, "", nil)
		for j := before; j < len(x.cands); j++ {
			x.cands[j].variant = unitRowVariant + label
			if r := x.cands[j].column; r != nil {
				r.Enabled, r.NeedsReview = false, true
				r.ReviewReason = fmt.Sprintf("This is the size of one unit the table names (%q), which no scope of an asset states: left for review; the column's list of every unit's sizes stays.", label)
			}
		}
	}
}

// unitWithoutSize returns a unit of the table (a labelled row) that has
// no value in column c ("non-bleed", "—"), or "".
func unitWithoutSize(t *Table, c *matrixColumn, rows [][]string) string {
	for i, p := range c.rows {
		if p == nil && i < len(rows) {
			if label := rowLabel(rows[i], t.Header, c.index); label != "" {
				return label
			}
		}
	}
	return ""
}

// bleedRows gives a bleed column whose units differ ("Full page |
// 0.125 in", "Half page | non-bleed") one rule per unit, left for review
// with the unit named as unitRows does for sizes.
func (x *extractor) bleedRows(t *Table, c *matrixColumn, rows [][]string, sevs []rowSeverity, idx []int) {
	for _, i := range idx {
		label := rowLabel(rows[i], t.Header, c.index)
		before := len(x.cands)
		x.columnRule(t, c, cleanParams(c.rows[i]), nil, label+" | "+t.Header[c.index]+": "+c.cells[i], sevs[i], label, "", nil)
		for j := before; j < len(x.cands); j++ {
			x.cands[j].variant = unitRowVariant + label
			if r := x.cands[j].column; r != nil {
				r.Enabled, r.NeedsReview = false, true
				r.ReviewReason = fmt.Sprintf("This is the bleed of one unit the table names (%q), which no scope of an asset states: left for review.", label)
			}
		}
	}
}

// boundHeaderRe is a size column's header that makes its sizes bounds or
// advice.
var boundHeaderRe = lazyRe(`(?i)\b(?:min(?:imum)?|max(?:imum)?|at least|up to|recommended|preferred|suggested|ideal)\b`)

// placementRows reads the sizes of a matrix whose rows are for different
// platforms or placements ("V1 | YouTube | In-stream | 1920 x 1080", "S2 |
// Meta | Reels | 1080 x 1920"): the sizes of each platform or placement
// are one rule, its rows' labels heading the quote so that the review
// scopes it, instead of one list admitting every row's size everywhere.
// It reports whether the rows named two or more.
func (x *extractor) placementRows(t *Table, c *matrixColumn, rows [][]string, sevs []rowSeverity) bool {
	var keys []string
	groups := map[string][]int{}
	for i, p := range c.rows {
		if p == nil {
			continue
		}
		k := rowsPlatform([]int{i}, rows)
		if _, ok := groups[k]; !ok {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], i)
	}
	if len(slices.DeleteFunc(slices.Clone(keys), func(k string) bool { return k == "" })) < 2 {
		return false
	}
	for _, k := range keys {
		var p compliance.Params
		var labels, values []string
		var sev []rowSeverity
		for _, i := range groups[k] {
			combineParams(&p, c.rows[i])
			labels = append(labels, rowLabel(rows[i], t.Header, c.index))
			if !slices.Contains(values, c.cells[i]) {
				values = append(values, c.cells[i])
			}
			sev = append(sev, sevs[i])
		}
		quote := t.Header[c.index] + ": " + strings.Join(values, "; ")
		if k != "" {
			quote = strings.Join(slices.Compact(labels), "; ") + " | " + quote
		}
		x.columnRule(t, c, &p, nil, quote, sev[0].orDefault(sev), strings.Join(labels, " "), "", nil)
	}
	return true
}

// rowsPlatform is the platform the given rows name in a cell of its own
// (a "Channel" column's "YouTube", "Meta"), when they all name the same
// one; "" otherwise. A platform inside a longer label ("iPhone 6.9"
// screenshots") names what the row is, not where it runs.
func rowsPlatform(idx []int, rows [][]string) string {
	platform := ""
	for _, i := range idx {
		found := ""
		for _, cell := range rows[i] {
			cell = strings.TrimSpace(cell)
			if loc := restrictions[0].re().FindStringIndex(cell); loc != nil && loc[0] == 0 && loc[1] == len(cell) {
				found = strings.ToLower(cell)
				break
			}
		}
		if found == "" || platform != "" && found != platform {
			return ""
		}
		platform = found
	}
	return platform
}

// rowsScope is the platform and placement every one of a sized group's
// row labels names ("Instagram Reels | 9:16, 1080 × 1920 | 15 to 90
// seconds", "S-01 | Meta feed image | DTC | 1080x1080 | 30 MB"): in a
// tracker or spec sheet with a row per platform and placement the size
// does not tell the rows apart (a 1080 × 1920 Reel may run 90 seconds, a
// Story 15), so each row's limit is its label's. The zero scope when a
// label names neither, or the labels name different ones.
func rowsScope(labels []string) scope {
	var out scope
	for i, l := range labels {
		s := labelScope(l)
		if s.empty() || i > 0 && s != out {
			return scope{}
		}
		out = s
	}
	return out
}

// billboardRe is a billboard, which a size table's row label names as the
// display unit (970 × 250), not the outdoor screen.
var billboardRe = lazyRe(`(?i)^billboards?$`)

// labelScope is the platforms and placements a label names.
func labelScope(label string) scope {
	var placements []string
	for _, loc := range restrictions[1].re().FindAllStringIndex(label, -1) {
		if referenceRe().MatchString(label[:loc[0]]) || billboardRe().MatchString(label[loc[0]:loc[1]]) {
			continue // (a display unit's "Billboard" is the 970 × 250 banner)
		}
		if p := scopeOfRestriction("placement", label[loc[0]:loc[1]]).placements; p != "" && !slices.Contains(placements, p) {
			placements = append(placements, p)
		}
	}
	// A device ("iPhone 6.9\" screenshots") is the screen a row is sized
	// for, which its size already says, not where the ad runs.
	platforms := slices.DeleteFunc(platformFamilies(platformsNamed(label)), func(p string) bool { return p == "iphone" || p == "ipad" })
	return scope{platforms: strings.Join(platforms, ","), placements: strings.Join(placements, ",")}
}

// rowsPart is the part of the creative every one of a group's row labels
// names ("App icon", "Phone screenshots"), or "" when one names none or
// they name different parts. In a table whose rows are the components of
// a creative or kit (components: componentRows), a label that names no
// part of the model's is the document's own component (documentPartOf:
// "Rich push image" is "richPushImage").
func rowsPart(labels []string, components bool) string {
	part := ""
	for _, l := range labels {
		i := slices.IndexFunc(creativeParts, func(p struct {
			name, part string
			re         func() *filteredRe
		}) bool {
			return partApplies(p.name, nil) && !inCarouselOnly[p.name] && p.re().MatchString(l)
		})
		this := ""
		switch {
		case i >= 0:
			this = creativeParts[i].part
		case components:
			this = documentPartOf(l)
		}
		if this == "" || part != "" && this != part {
			return ""
		}
		part = this
	}
	return part
}

// listField is a field whose column gives lists of values (formats,
// codecs).
func listField(f string) bool { return f == "format" || f == "codec" }

// rowLabel is the text of a row's label cells: the cells before the first
// technical column that are not values ("D5 All sizes", "Video Pre-roll").
func rowLabel(row, header []string, upTo int) string {
	var parts []string
	for k, cell := range row {
		if k >= upTo {
			break
		}
		if f := labelField(header[min(k, len(header)-1)]); technicalFields[f] || cell == "" || !hasLetter(cell) || noLimitCell(cell) {
			continue
		}
		parts = append(parts, cell)
	}
	return strings.Join(parts, " ")
}

// hasLetter reports whether s has a letter.
func hasLetter(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }) >= 0
}

// noLimitCell is a cell that says a column does not apply: "—", "n/a",
// "none".
func noLimitCell(s string) bool {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "-", "–", "—", "n/a", "na", "none", "n.a.", "not applicable", "not specified", "no limit", "unlimited":
		return true
	}
	return false
}

// noLaterLoadCell is a cell that refuses the load after the initial one
// ("no polite load", "no subload", "polite load: none", the German "kein
// Nachladen" as the lexicon writes it).
var noLaterLoadCell = lazyRe(`(?i)^\s*(?:no|without(?: an?| any)?|kein(?:e|en)?)\s+(?:polite|sub-?|later|additional)[- ]?(?:load(?:s|ing)?)?\b|^\s*(?:polite|sub-?)[- ]?loads?\s*[:=]?\s*(?:none|not allowed|not permitted|no)\s*$`)

// subloadHeader reports whether a column header names the later load.
func subloadHeader(header string) bool {
	_, check := measurementOf("fileSize", header, "")
	return check == compliance.SizeCheckSubload
}

// refusedCell is a cell that refuses what its column names ("Polite load
// (KB) | not permitted").
var refusedCell = lazyRe(`(?i)^\s*(?:not (?:allowed|permitted|accepted)|forbidden|prohibited)\s*\.?\s*$`)

// totalWord is a column header's word for a total.
var totalWord = lazyRe(`(?i)\btotal\b`)

// userLoadHeader names a load after the user's action ("User-initiated",
// "On click", "After interaction").
var userLoadHeader = lazyRe(`(?i)\buser[- ]*(?:initiated|interaction|action|load)|\bon[- ](?:click|interaction|expan\w*)\b|\bafter (?:click|interaction|user)`)

// userLoadReview is the review reason of a polite-load limit whose rows
// also allow a user-initiated load, which the subload measure includes.
func userLoadReview(header string, rows []int, userLoad []bool) string {
	for _, i := range rows {
		if userLoad[i] {
			return "The table also allows a user-initiated load for these units; the subload measure includes it, so this " +
				header + " limit would fail units that use it: left for review."
		}
	}
	return ""
}

// keyColumn reports whether every row's first cell gives a value of field
// (the sizes of a "Ad size | …" matrix).
func keyColumn(rows [][]string, field string) bool {
	for _, r := range rows {
		if len(r) == 0 || ExtractParams(r[0])[field] == nil {
			return false
		}
	}
	return true
}

// columnRule adds the rule of one matrix column (or of the rows of one
// size) as a candidate.
func (x *extractor) columnRule(t *Table, c *matrixColumn, p *compliance.Params, sizes []string, quote string, sev rowSeverity, labels, review string, kinds []string) {
	header := t.Header
	headings := x.headings()
	p = cleanParams(p)
	// "Max. total weight" beside "Max. initial load" in a table of
	// banners: the column's own words do not say what the total is of.
	about := strings.Join(header, " ") + " " + strings.Join(headings, " ") + " " + labels
	cellCheck := p.Check // a cell that names its own measure ("no polite load")
	if _, check := measurementOf(c.field, header[c.index], about); check != "" {
		p.Check = check
	} else if c.field == "fileSize" && totalWord().MatchString(header[c.index]) && html5Talk().MatchString(about) {
		// A column headed "Total" under "Max weight (KB)", or "HTML5
		// total, max (kB)": a header names its measure in a word.
		p.Check = compliance.SizeCheckTotal
	}
	if c.check != "" {
		p.Check = c.check
	}
	if cellCheck != "" {
		p.Check = cellCheck
	}
	if len(kinds) > 0 && c.field == "fileSize" && cellCheck == "" {
		if loadCheck(p.Check) && !slices.Contains(kinds, "html5") {
			// "Display – static" under "Max initial load (KB)": only an
			// HTML5 unit loads in stages; a still image or a video is
			// one file.
			p.Check = compliance.SizeCheckFile
		}
		if len(p.Kinds) == 0 {
			p.Kinds = kinds // the quote does not carry the rows' words
		}
	}
	p.Sizes = sizes
	channel := Channel(header[c.index]+" "+labels, headings)
	x.stats.Sentences++
	x.stats.Requirements++
	severity, word := compliance.SeverityCritical, "specification table"
	if adviceColumn().MatchString(header[c.index]) {
		// "Initial load (KB) Target" beside "… Max": the column gives
		// goals, not limits.
		severity, word = compliance.SeverityWarning, "column "+strconv.Quote(header[c.index])
	}
	if sev.word != "" {
		severity, word = sev.severity, sev.word
	}
	r := compliance.Rule{
		Severity:    severity,
		Field:       c.field,
		Section:     Section(headings, c.field, channel),
		Channel:     channel,
		Description: fmt.Sprintf("%s column of the specification table (%s).", header[c.index], strings.Join(c.labels, ", ")),
		Enabled:     true,
		Params:      p,
		Source:      &compliance.Source{Document: x.opts.DocumentName, Page: t.Pages[0], Quote: quote},
	}
	if review != "" && p.Check == compliance.SizeCheckSubload {
		r.Enabled, r.NeedsReview, r.ReviewReason = false, true, review
	}
	r.Rule = Title(r)
	r.Rationale = rationale(headings, candidate{severity: r.Severity, sevWord: word}, c.field) +
		" Values combined from the rows of the table's " + header[c.index] + " column."
	applyConfidence(&r, evidence{field: c.field, params: p, labelled: true, sevWord: word})
	x.addCandidate(candidate{quote: quote, page: t.Pages[0], severity: r.Severity, sevWord: word, column: &r, sizes: sizes})
}

// adviceColumn is a column header that ends naming goals rather than
// limits ("Initial load (KB) Target", "Weight Recommended"), or opens
// with a word of advice or calls itself guidance ("Recommended size",
// "Size, px (guidance)"); a header that only starts with "target" or
// "goal" ("Target loudness") names its quantity.
var adviceColumn = lazyRe(`(?i)\b(?:target|goal|recommended|preferred|ideal|suggested)\s*$|^\s*(?:recommended|preferred|suggested|ideal|advised)\b|\((?:guidance|recommended|advisory|advice)\)`)

// rowSegments splits a row into label/value groups: at empty cells, and
// into pairs when the row alternates labels and values ("Format | MP4 |
// Codec | H.264"). Most rows are one segment.
func rowSegments(cells []string) [][]string {
	var segs [][]string
	start := 0
	for i := 0; i <= len(cells); i++ {
		if i == len(cells) || cells[i] == "" {
			if i-start >= 2 {
				segs = append(segs, cells[start:i])
			}
			start = i + 1
		}
	}
	var out [][]string
	for _, s := range segs {
		if len(s) >= 4 && len(s)%2 == 0 && ClassifyField(s[0]) != "" && ClassifyField(s[2]) != "" && ClassifyField(s[1]) == "" {
			for j := 0; j < len(s); j += 2 {
				out = append(out, s[j:j+2])
			}
			continue
		}
		out = append(out, s)
	}
	return out
}

// tableRow reads one label/value row of a table. In a requirement table
// (two columns, or a "Requirement" column) a row whose label names no
// property ("App icon | 1024 x 1024 PNG") is read from its values.
func (x *extractor) tableRow(page int, cells []string, header string, reqTable bool) {
	if len(cells) == 2 {
		if m := preferredAside().FindStringSubmatchIndex(cells[1]); m != nil {
			// "192 kbps minimum (320 kbps preferred)": the limit and the
			// advice beside it are two rules, each with its own severity.
			rest := strings.TrimSpace(cells[1][:m[0]] + cells[1][m[1]:])
			if statesValues(rest) {
				x.tableRow(page, []string{cells[0], rest}, header, reqTable)
				x.tableRow(page, []string{cells[0], cells[1][m[2]:m[3]]}, header, reqTable)
				return
			}
		}
	}
	if i, l, ok := loadPair(cells[1]); ok && len(cells) == 2 && labelField(cells[0]) == "fileSize" {
		// "Weight | 100k initial load, 300k total": each load is a limit
		// of its own.
		x.tableRow(page, []string{cells[0], i}, header, reqTable)
		x.tableRow(page, []string{cells[0], l}, header, reqTable)
		return
	}
	label := cells[0]
	if isQuestion(label) && !statesValues(strings.Join(cells[1:], "; ")) {
		// "Reels length: 15 s or 30 s? (M-04) | Media | Nov 14": an open
		// question beside its owner and date, no requirement yet (a
		// question answered in the next cell is read as before).
		return
	}
	if n := technicalFamilies(scanFamilies(withDefaultUnit(label))); (n >= 3 || n >= 2 && len(strings.Fields(label)) > 5) && !statesValues(strings.Join(cells[1:], "; ")) {
		// "MP4, H.264, 1920 × 1080 at 25 fps | None | Inspection": the
		// first cell is the requirement itself, in values of several
		// kinds, and the cells after it say how it is checked or by whom
		// (no label names one field). So is a sentence with values of two
		// kinds ("Template width 600 px; HTML file no larger than 90 KB. |
		// Must"): a label is a few words.
		x.stats.Sentences++
		x.stats.Requirements++
		x.addCandidate(candidate{text: label, quote: strings.Join(cells, " | "), page: page, severity: compliance.SeverityCritical,
			sevWord: "specification table", tableHeader: header})
		return
	}
	field := labelField(label)
	if field == "" {
		field = printLabelField(label) // "Total ink | 300% maximum"
	}
	if field == "" && reqTable {
		// A row ticked under "Mandatory" or "Advisory" is a requirement
		// by its place in the table, whatever its verb ("Backups are
		// delivered as JPG or PNG").
		_, _, own := severityWithWord(cells[1])
		ticked := markHeader().MatchString(header)
		if (own || ticked) && len(strings.Fields(cells[1])) > 5 && !countsCharacters(cells[1]) {
			// (A character count is read with its label, which names
			// the copy it counts: "Headline | Up to 70 characters
			// including spaces".)
			// "REQ-05 | Every page MUST display the ISI. | Must have": the
			// requirement cell is prose; later cells (priority) or the
			// ticked column give the severity when it has none of its own.
			ctx := strings.Join(cells[2:], " ")
			if ticked {
				ctx = strings.TrimSpace(ctx + " " + header)
			}
			b := Block{Kind: KindParagraph, Page: page, Text: cells[1]}
			from := len(x.cands)
			x.withRowScope(cells[2:], func() {
				for _, s := range SplitSentences(cells[1]) {
					x.stats.Sentences++
					for _, clause := range splitConflictingClauses(s) {
						x.clauseRequirements(b, clause, s, ctx)
					}
				}
			})
			if sev, word, ok := severityWithWord(header); ticked && ok {
				// The tick states the row's level whatever its verb ("Use
				// no more than two web fonts" ticked Advisory).
				for i := from; i < len(x.cands); i++ {
					x.cands[i].severity, x.cands[i].sevWord = sev, "ticked "+word
				}
			} else if sev, word, ok := rowLevel(cells[2:]); ok {
				// The row's class ("… shall achieve 4.5:1 | Target") states
				// its level over the sentence's own verb.
				for i := from; i < len(x.cands); i++ {
					if x.cands[i].severity != sev {
						x.cands[i].severity, x.cands[i].sevWord = sev, word
					}
				}
			}
			return
		}
	}
	if reqTable {
		read := false
		x.withRowScope(cells[2:], func() { read = x.statementRow(page, cells, header) })
		if read {
			return // "Social video | Subtitles burned in on every social video"
		}
	}
	if field == "" && (!reqTable && !countsCharacters(cells[1]) || !statesValues(strings.Join(cells[1:], "; "))) {
		// (A character count is a requirement of the text its label
		// names in any table: "Subject line | 50 characters | Must".)
		return
	}
	values := withoutConsequences(strings.Join(cells[1:], "; "))
	if technicalFields[field] {
		values = withLabelUnit(label, values)
	}
	if field == "bitrate" {
		values = kBitrate().ReplaceAllString(values, "${1} kbps") // "Aud. bitrate | ≥ 192k"
	}
	text := label + ": " + values
	quote := strings.Join(cells, " | ")
	// Severity from the label and the requirement cell; later cells are
	// notes ("MOV preferred for mezzanine") that qualify one option.
	sev, sevWord, ok := severityWithWord(label + ": " + cells[1])
	hasParams := statesValues(text)
	if !ok {
		if !hasParams && !(stateFields[field] && (statePredicate().MatchString(cells[1]) || scopeWords().MatchString(cells[1]))) {
			// (A row of a statement the asset carries says where or in
			// what state: "ISI | Scrolling ISI window on every size",
			// "Captions | Burned in".)
			return
		}
		sev, sevWord = compliance.SeverityCritical, "specification table"
		if s, w, hok := severityWithWord(header); hok && header != "" {
			sev, sevWord = s, w
		}
	}
	if s, w, tok := severityWithWord(header); tok && markHeader().MatchString(header) {
		// The row's tick or priority mark states its level, whatever
		// its value's "≥" or "max."
		sev, sevWord = s, "ticked "+w
	}
	if e, marked := x.legendMark(cells[1]); marked {
		// The value cell carries the legend's mark ("Use the teal for
		// the logo only (L)" where "(L)" marks local preferences).
		sev, sevWord = e.severity, "legend: "+e.word
	} else if e, marked := x.legendMark(label); marked {
		// So does the label ("[HARD] Loops | Two loops maximum").
		sev, sevWord = e.severity, "legend: "+e.word
	} else if len(x.legend) > 0 && x.legendDefault.word != "" {
		// An unmarked row of a document whose legend says what unmarked
		// lines are ("Lines without [HARD] are advisory").
		sev, sevWord = x.legendDefault.severity, "legend: "+x.legendDefault.word
	}
	if s, w, lok := rowLevel(cells[2:]); lok && s != sev {
		// A later cell is the row's level ("… | 150 characters or fewer |
		// Nice to have"): it states the level, whatever the value's "or
		// fewer" or "max."
		sev, sevWord = s, w
	}
	if e, marked := x.legendMark(strings.Join(cells[2:], " | ")); marked && len(cells) > 2 {
		// A later cell holds the row's mark from the document's legend (a
		// Priority column's "D" for desirable): it sets the level.
		sev, sevWord = e.severity, "legend: "+e.word
	}
	if parts := strings.Split(cells[1], ";"); field == "bitrate" && len(parts) > 1 && len(cells) == 2 {
		// "≥ 10 Mbps @ 1080p; ≥ 5 Mbps @ 720p": one limit per resolution.
		scoped := true
		for _, p := range parts {
			scoped = scoped && resolutionScope(label+": "+p) != nil
		}
		if scoped {
			for _, p := range parts {
				p = strings.TrimSpace(p)
				x.stats.Sentences++
				x.stats.Requirements++
				x.addCandidate(candidate{text: label + ": " + withLabelUnit(label, p), quote: label + " | " + p, page: page, severity: sev, sevWord: sevWord,
					labelField: field, valueCell: p, tableHeader: header, sizes: resolutionScope(label + ": " + p)})
			}
			return
		}
	}
	if parts := strings.Split(cells[1], ";"); len(parts) > 1 && len(cells) == 2 && len(splitConflictingClauses(label+": "+cells[1])) > 1 {
		// "1280 × 720 minimum; 1920 × 1080 preferred": a limit and a
		// recommendation of one property are two rules, each with its
		// own severity. A nominal value beside a looser bound of it is
		// not a rule of its own (withoutNominalValues).
		var labelled []string
		for _, p := range parts {
			if p = strings.TrimSpace(p); p != "" {
				labelled = append(labelled, label+": "+p)
			}
		}
		for _, p := range withoutNominalValues(labelled) {
			p = strings.TrimPrefix(p, label+": ")
			psev, pword, pok := severityWithWord(label + ": " + p)
			if !pok {
				psev, pword = sev, sevWord
			}
			x.stats.Sentences++
			x.stats.Requirements++
			x.addCandidate(candidate{text: label + ": " + withLabelUnit(label, p), quote: label + " | " + p, page: page, severity: psev, sevWord: pword,
				labelField: field, valueCell: p, tableHeader: header, sizes: sizeScope(p)})
		}
		return
	}
	if main, exception, sizes, ok := sizeException(cells[1]); ok && len(cells) == 2 {
		// "Weight | 120 kB (the 1200 × 300 version may be up to 250 kB)":
		// the limit and its exception for one size.
		for _, v := range []struct {
			text  string
			sizes []string
		}{{main, nil}, {exception, sizes}} {
			x.stats.Sentences++
			x.stats.Requirements++
			x.addCandidate(candidate{text: label + ": " + withLabelUnit(label, v.text), quote: quote, page: page, severity: sev, sevWord: sevWord,
				labelField: field, valueCell: v.text, tableHeader: header, sizes: v.sizes})
		}
		return
	}
	x.stats.Sentences++
	x.stats.Requirements++
	x.addCandidate(candidate{text: text, quote: quote, page: page, severity: sev, sevWord: sevWord, labelField: field, valueCell: cells[1], tableHeader: header})
}

var (
	// labelUnit finds the unit a table label names: "fps", "Bitrate
	// (Mbps)", "Max size (KB)", "Length (sec)".
	labelUnit = lazyRe(`(?i)(?:^|[\s(])(fps|kbps|mbps|kb|mb|gb|secs?|seconds|s|px)\)?\s*$`)
	// labelUnitParen finds a unit in brackets anywhere in a label: "Max
	// weight (KB) Initial load".
	labelUnitParen = lazyRe(`(?i)[(\[](fps|kbps|mbps|kb|mb|gb|secs?|seconds|s|px|hz|khz)[)\]]`)
	// bareNumber is a number with no unit after it.
	bareNumber = lazyRe(`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s*[A-Za-z%:x×]+)?`) // "1,500" is one number, as numPat reads it
)

// kBitrate is a bare "k" after a number, kilobits per second in a bitrate
// row ("≥ 192k").
var kBitrate = lazyRe(`(\d)\s*k\b`)

// unitFields are the fields a unit in a row label or column header names
// when its words name none ("Static backup cap (KB)", "Length (sec)").
var unitFields = map[string]string{"kb": "fileSize", "mb": "fileSize", "gb": "fileSize", "fps": "frameRate",
	"kbps": "bitrate", "mbps": "bitrate", "sec": "duration", "secs": "duration", "seconds": "duration", "s": "duration"}

// labelField is the field a table label or header names: its words'
// field, or else its bracketed unit's.
func labelField(label string) string {
	if sizedFormatLabel(label) {
		// "HTML file size (KB)": the size of the HTML file, no format.
		return "fileSize"
	}
	if f := ClassifyField(label); f != "" {
		return f
	}
	if m := labelUnitParen().FindStringSubmatch(label); m != nil {
		return unitFields[strings.ToLower(m[1])]
	}
	return ""
}

// sizedFormatLabel reports whether a label names the size of the file of a
// format ("HTML file size (KB)", "JPG weight"): which file is measured.
func sizedFormatLabel(label string) bool {
	lower := asciiLower(label)
	for _, l := range formatRe().FindAllStringIndex(lower, -1) {
		if sizeNounAfter().MatchString(lower[l[1]:]) {
			return true
		}
	}
	return false
}

// withLabelUnit appends the unit named in a row's label to the bare
// numbers of its values ("fps | 23.976 or 29.97" reads as "23.976 fps or
// 29.97 fps").
func withLabelUnit(label, values string) string {
	m := labelUnit().FindStringSubmatch(label)
	if m == nil {
		m = labelUnitParen().FindStringSubmatch(label)
	}
	if m == nil {
		return values
	}
	unit := m[1]
	return bareNumber().ReplaceAllStringFunc(values, func(n string) string {
		// A thousands separator is part of the number ("1,000" under "(KB)").
		if i := strings.IndexFunc(n, func(r rune) bool { return r != '.' && r != ',' && (r < '0' || r > '9') }); i >= 0 {
			if word := strings.TrimSpace(n[i:]); i < len(n) && n[i] == ' ' && limitWord[strings.ToLower(word)] {
				return n[:i] + " " + unit + " " + word // "15 maximum": a word, no unit
			}
			return n // already has a unit, or is a ratio or size
		}
		return n + " " + unit
	})
}

// limitWord are words after a number that bound it rather than name its
// unit ("15 maximum", "2 or fewer").
var limitWord = map[string]bool{"max": true, "maximum": true, "min": true, "minimum": true, "or": true, "and": true,
	"to": true, "only": true, "each": true, "per": true, "preferred": true, "recommended": true, "at": true}

// sizeColumns reads a transposed table: its columns are placements or
// sizes (a row whose value cells each name one size, "Size | 728x90 |
// 300x250 | 160x600") and each further row gives a property per column
// ("Weight cap (KB) | 100 | 100 | 180"). A row whose values differ by column
// gives one rule per value, scoped to the sizes of its columns. It reports
// whether the table was one.
func (x *extractor) sizeColumns(t *Table) bool {
	sizeRow := -1
	var sizes []string
	rows := t.Rows
	if t.Header != nil {
		rows = append([][]string{t.Header}, rows...)
	}
	for i, r := range rows {
		if i > 1 {
			break
		}
		if s, ok := columnSizes(r); ok {
			sizeRow, sizes = i, s
			break
		}
	}
	if sizeRow < 0 {
		if t2 := collapseLabelColumns(t); t2 != nil {
			return x.sizeColumns(t2)
		}
		return false
	}
	dataRow := func(i int) int {
		if t.Header != nil {
			return i - 1
		}
		return i
	}
	pageOf := func(i int) int {
		return t.Pages[max(0, min(dataRow(i), len(t.Pages)-1))]
	}
	if label := rows[sizeRow][0]; ClassifyField(label) == "dimensions" {
		// "Resolution | 1920x1080 | 1920x1080": the sizes are a
		// requirement too.
		x.tableRow(pageOf(sizeRow), rows[sizeRow], t.mark(dataRow(sizeRow)), false)
	}
	for i, r := range rows {
		if i != sizeRow && spanningValue(r) {
			// "Formats | HTML5 or GIF" across every column (a merged
			// cell): one value for all sizes.
			x.tableRow(pageOf(i), []string{r[0], r[1]}, t.mark(dataRow(i)), true)
			continue
		}
		if i == sizeRow || len(r) != len(sizes)+1 {
			continue
		}
		label := r[0]
		field := labelField(label)
		if !technicalFields[field] || field == "dimensions" {
			if i > sizeRow {
				x.tableRow(pageOf(i), r, t.mark(dataRow(i)), false)
			}
			continue
		}
		// Group the columns by the parameters their cell gives.
		type group struct {
			key          string
			sizes, cells []string
		}
		var groups []*group
		for k, cell := range r[1:] {
			p := ExtractParams(label + ": " + withLabelUnit(label, cell))[field]
			key := paramsKey(cleanParams(p))
			if key == "" {
				continue
			}
			var g *group
			for _, have := range groups {
				if have.key == key {
					g = have
				}
			}
			if g == nil {
				g = &group{key: key}
				groups = append(groups, g)
			}
			g.sizes = append(g.sizes, sizes[k])
			g.cells = append(g.cells, cell)
		}
		sev, sevWord, ok := severityWithWord(label)
		if !ok {
			sev, sevWord, ok = severityWithWord(t.mark(dataRow(i)))
		}
		if !ok {
			sev, sevWord = compliance.SeverityCritical, "specification table"
		}
		if len(groups) > 1 && hasDuplicates(sizes) {
			// Columns are placements of one size ("In-stream :15 |
			// In-stream :30 | CTV :30", all 1920x1080): a size cannot tell
			// them apart, so the row gives its most lenient value.
			var all compliance.Params
			for _, cell := range r[1:] {
				if p := ExtractParams(label + ": " + withLabelUnit(label, cell))[field]; p != nil {
					combineParams(&all, p)
				}
			}
			x.stats.Sentences++
			x.stats.Requirements++
			x.addCandidate(candidate{
				text: label + ": " + withLabelUnit(label, r[1]), quote: strings.Join(r, " | "), page: pageOf(i),
				severity: sev, sevWord: sevWord, labelField: field, valueCell: r[1], preset: cleanParams(&all),
			})
			continue
		}
		for _, g := range groups {
			var scoped []string
			if len(groups) > 1 || len(g.sizes) < len(sizes) {
				// Limits that differ by size, or a limit some sizes do not
				// have ("static only", "n/a"), are scoped to their sizes.
				scoped = g.sizes
			}
			var parts []string
			for k, s := range g.sizes {
				parts = append(parts, s+": "+g.cells[k])
			}
			quote := label + " | " + strings.Join(parts, " | ")
			x.stats.Sentences++
			x.stats.Requirements++
			x.addCandidate(candidate{
				text: label + ": " + withLabelUnit(label, g.cells[0]), quote: quote, page: pageOf(i),
				severity: sev, sevWord: sevWord, labelField: field, valueCell: g.cells[0], sizes: scoped,
			})
		}
	}
	return true
}

// collapseLabelColumns reads a transposed table with two label columns
// ("Attribute | Detail | MPU | Leaderboard", "File weight | Initial load
// (KB) | 150 | 150"; an empty attribute is the one above, merged down) as
// one with a single label column ("File weight Initial load (KB)"), or
// returns nil when its first or second row is not a row of sizes after
// two labels.
func collapseLabelColumns(t *Table) *Table {
	rows := t.Rows
	if t.Header != nil {
		rows = append([][]string{t.Header}, rows...)
	}
	found := false
	for i := 0; i < len(rows) && i < 2; i++ {
		if len(rows[i]) > 3 && ExtractParams(rows[i][0])["dimensions"] == nil {
			if _, ok := columnSizes(rows[i][1:]); ok {
				found = true
			}
		}
	}
	if !found {
		return nil
	}
	out := &Table{Pages: t.Pages, Marks: t.Marks}
	group := ""
	collapse := func(r []string) []string {
		if len(r) < 2 {
			return r
		}
		if r[0] != "" {
			group = r[0]
		}
		label := r[1]
		if group != "" && !strings.EqualFold(group, r[1]) {
			label = group + " " + r[1]
		}
		return append([]string{strings.TrimSpace(label)}, r[2:]...)
	}
	if t.Header != nil {
		out.Header = collapse(t.Header)
	}
	for _, r := range t.Rows {
		out.Rows = append(out.Rows, collapse(r))
	}
	return out
}

// columnSizes reads a row whose value cells each name one size ("Size |
// 728x90 | 300x250", "Placement | Leaderboard 728x90 | MPU 300x250").
func columnSizes(r []string) ([]string, bool) {
	if len(r) < 3 {
		return nil, false
	}
	var sizes []string
	for _, c := range r[1:] {
		p := ExtractParams(c)["dimensions"]
		if p == nil || len(p.Allowed) != 1 {
			return nil, false
		}
		sizes = append(sizes, p.Allowed[0])
	}
	return sizes, true
}

// crossTable reads a table whose rows name properties and whose columns
// name what the value is for: a measurement ("Spec | Initial load |
// Subload"), an asset kind ("Static | HTML5 | Video") or a severity
// ("Requirement | Mandatory | Advisory"). Each filled cell of a property row
// is a requirement of its own, read with its column's name ("Weight (KB) |
// Initial load: 200"). It reports whether the table was one.
func (x *extractor) crossTable(t *Table) bool {
	h := t.Header
	if len(h) < 3 {
		return false
	}
	scoped := true // every column names a platform or placement
	// Rows labelled by fields ("Sample rate", "Channels") make the other
	// columns versions of one creative ("Streaming | Podcast"): each names
	// what its cells are for, whatever its words; a trailing notes column
	// is read as each row's remarks.
	properties := technicalLabels(t.Rows)
	variants, named := 0, false
	for _, name := range h[1:] {
		if properties && notesHeader().MatchString(name) {
			continue
		}
		variants++
		if restrictionWords(name) == "" {
			scoped = false
		}
		if !crossColumn().MatchString(name) && restrictionWords(name) == "" {
			if !properties || !isVariantName(name) {
				return false
			}
			named = true
		}
	}
	if variants < 2 || named && (!unscopedVariants(h[1:]) || !valueColumns(t)) {
		return false
	}
	made := false
	for i, r := range t.Rows {
		if len(r) != len(h) {
			continue
		}
		label := r[0]
		field := labelField(label)
		if named && !technicalRow(r) || !named && field == "" && !scoped {
			continue // a variant table's rows other than technical ones are its remarks
		}
		if named && versionsDisagree(h, r) {
			// Only a version whose name is a kind word would be scoped
			// ("Podcast"), its twin not ("Streaming music"): the one value
			// would be checked against the other version's assets.
			continue
		}
		for k := 1; k < len(r); k++ {
			cell := r[k]
			if noLimitCell(cell) || field == "" && !statesValues(cell) {
				continue // "none", "not specified": no limit for that column
			}
			text, quote := label+" "+h[k]+": "+withLabelUnit(label, withLabelUnit(h[k], cell)), label+" | "+h[k]+": "+cell
			if properties && notesHeader().MatchString(h[k]) {
				text, quote = label+": "+cell, label+" | "+cell
			}
			sev, sevWord, ok := severityWithWord(h[k])
			if !ok {
				if sev, sevWord, ok = severityWithWord(label + ": " + cell); !ok {
					sev, sevWord = compliance.SeverityCritical, "specification table"
				}
			}
			fields := []string{field}
			if field == "" {
				// "File | MOV, ProRes 422 HQ": a label naming no field;
				// each technical value of the cell is a requirement.
				fields = nil
				for _, f := range scanFamilies(cell).order {
					if technicalFields[f] {
						fields = append(fields, f)
					}
				}
				if len(fields) < 2 {
					fields = []string{""} // one value, or measured ones (loudness): read from the words
				}
			}
			for _, f := range fields {
				x.stats.Sentences++
				x.stats.Requirements++
				x.addCandidate(candidate{
					text: text, quote: quote, page: t.Pages[i],
					severity: sev, sevWord: sevWord, labelField: f, valueCell: cell, tableHeader: strings.Join(h, " | "),
				})
				made = true
			}
		}
	}
	return made
}

// versionsDisagree reports whether a row of a version table gives
// different values in its version columns (the notes column aside) while
// only some of those columns' names are kind words ("Podcast"), so that a
// kind-scoped version's value would be checked against an unscoped twin's
// assets. (A version table's headings name no platform or placement:
// unscopedVariants.)
func versionsDisagree(header, row []string) bool {
	first, differ, scoped, unscoped := "", false, false, false
	for k := 1; k < len(row) && k < len(header); k++ {
		cell := strings.TrimSpace(row[k])
		if notesHeader().MatchString(header[k]) || cell == "" || noLimitCell(cell) {
			continue
		}
		if len(kindsOf(header[k], nil, "")) > 0 {
			scoped = true
		} else {
			unscoped = true
		}
		if first == "" {
			first = cell
		} else if !strings.EqualFold(cell, first) {
			differ = true
		}
	}
	return differ && scoped && unscoped
}

// isVariantName reports whether a column heading names a version of the
// creative ("Podcast (DAI)", "Streaming music & radio"): a few words, no
// number (a size or a limit) and no field or requirement word.
func isVariantName(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && len(strings.Fields(s)) <= 4 && !strings.ContainsAny(s, "0123456789") &&
		labelField(s) == "" && !requirementHeader().MatchString(s)
}

// technicalLabels reports whether at least two rows, and half of them,
// are labelled by a technical field ("Sample rate", "Channels"): a
// specification of one creative per column, not a plan or a tracker.
func technicalLabels(rows [][]string) bool {
	n := 0
	for _, r := range rows {
		if technicalRow(r) {
			n++
		}
	}
	return n >= 2 && 2*n >= len(rows)
}

// valueColumns reports whether every column but the first and a notes
// column is mostly values ("44.1 kHz", "Stereo" read with the row's
// label): a register's "Priority" or "Status" column is not a version of
// the creative.
func valueColumns(t *Table) bool {
	for k := 1; k < len(t.Header); k++ {
		if notesHeader().MatchString(t.Header[k]) {
			continue
		}
		filled, valued := 0, 0
		for _, r := range t.Rows {
			if k >= len(r) || noLimitCell(r[k]) || strings.TrimSpace(r[k]) == "" {
				continue
			}
			filled++
			if readsValue(r[0], r[k]) {
				valued++
			}
		}
		if 2*valued < filled {
			return false
		}
	}
	return true
}

// technicalRow reports whether a row's label names a technical field or
// its label and a value cell read together state a measurable value
// ("Sample rate | 44.1 kHz").
func technicalRow(r []string) bool {
	if len(r) == 0 || len(strings.Fields(r[0])) > 5 {
		return false // a deliverable's description, not a property's name
	}
	if technicalFields[labelField(r[0])] {
		return true
	}
	return slices.ContainsFunc(r[1:], func(cell string) bool { return readsValue(r[0], cell) })
}

// readsValue reports whether a cell states a value, alone ("44.1 kHz") or
// read with a label that states none itself ("Channels: Stereo").
func readsValue(label, cell string) bool {
	return statesValues(cell) || !statesValues(label) && statesValues(label+": "+cell)
}

// unscopedVariants reports whether no column heading names a platform,
// placement or a cross table's kind: a table mixing a scoped version
// ("Mezzanine file (CTV)") with plain ones ("Progressive file (each)")
// would apply the plain ones' limits to it.
func unscopedVariants(headers []string) bool {
	return !slices.ContainsFunc(headers, func(h string) bool {
		return restrictionWords(h) != "" || crossColumn().MatchString(h)
	})
}

// crossColumn names a column of a cross table (see crossTable).
var crossColumn = lazyRe(`(?i)^(?:[\w./ ()-]*\s)?(?:initial(?: load)?|sub-?load|polite(?: load)?|total(?: load)?|max(?:imum)? load|static|html ?5|rich[- ]media|animated|gif|video|audio|display|mobile|desktop|ctv|olv|social|email|mandatory|required|must|advisory|recommended|preferred|optional|should|hcp|dtc|consumer|professional)(?:\s[\w./ ()-]*)?$`)

// statesValues reports whether text states parameters of any family.
func statesValues(text string) bool {
	f := scanFamilies(text)
	return len(f.byField) > 0 || len(f.measured) > 0
}

// spanningValue reports whether a row is a label and one value cell that
// spans the other columns (a merged cell: the rest empty or missing).
func spanningValue(r []string) bool {
	if len(r) < 2 || r[0] == "" || r[1] == "" {
		return false
	}
	for _, c := range r[2:] {
		if c != "" {
			return false
		}
	}
	return true
}

// columnValuesField is the one technical field every filled cell of
// column k gives values of, or "".
func columnValuesField(rows [][]string, k int) string {
	field := ""
	for _, r := range rows {
		if k >= len(r) || strings.TrimSpace(r[k]) == "" {
			continue
		}
		var tech []string
		for f := range ExtractParams(r[k]) {
			if technicalFields[f] {
				tech = append(tech, f)
			}
		}
		if len(tech) == 0 && !digitRe().MatchString(r[k]) {
			continue // "n/a", "—": a size the limit does not apply to
		}
		if len(tech) == 2 && slices.Contains(tech, "dimensions") && slices.Contains(tech, "aspectRatio") {
			tech = []string{"dimensions"} // "1080 x 1350 (4:5)": the ratio is the size's
		}
		if len(tech) != 1 || field != "" && tech[0] != field {
			return ""
		}
		field = tech[0]
	}
	return field
}

// labelsNameFields reports whether some row's first cell names a field (a
// property table, "Frame rate | 23.976 fps"), not an entity (a unit, a
// size).
func labelsNameFields(rows [][]string) bool {
	for _, r := range rows {
		if len(r) > 0 && ClassifyField(r[0]) != "" && ExtractParams(r[0])["dimensions"] == nil {
			return true
		}
	}
	return false
}

// answerHeader names a checklist's answer columns ("Yes", "No", "N/A").
var answerHeader = lazyRe(`(?i)^\s*(?:yes|no|n/?a|y|n|pass|fail|done|✓|✔)\s*$`)

// checklistColumn returns the column of a checklist's checks: the table
// has "Yes" and "No" answer columns and one column left of them that
// holds the lines to answer ("# | Check | Yes | No | N/A | Notes"). It
// returns -1 for any other table.
func checklistColumn(header []string) int {
	answers, first := 0, -1
	for i, h := range header {
		if answerHeader().MatchString(h) {
			answers++
			if first < 0 {
				first = i
			}
		}
	}
	if answers < 2 || first < 1 {
		return -1
	}
	return first - 1
}

// checklist reads a checklist's lines as requirements: each line is what
// a piece must satisfy to be answered Yes. A line's own wording, its mark
// in the document's legend, or the legend's default sets its severity;
// else it is a hard requirement (a No sends the piece back).
func (x *extractor) checklist(t *Table, col int) {
	for i, cells := range t.Rows {
		if col >= len(cells) || strings.TrimSpace(cells[col]) == "" {
			continue
		}
		text := strings.TrimSpace(cells[col])
		if len(text) > MaxSentenceBytes {
			x.warnf("page %d: skipped a %d-byte checklist line", t.Pages[i], len(text))
			continue
		}
		x.checklistLine = true
		x.prose(Block{Kind: KindListItem, Page: t.Pages[i], Text: text}, "")
		x.checklistLine = false
	}
}

// withoutNoteRows returns t without its note rows, and the notes as
// paragraphs: in a table of four or more columns, a row whose only filled
// cell is its first and holds more than a section title (over 80
// characters, see isSectionRow). It returns nil notes for a table
// without them.
func withoutNoteRows(t *Table) (*Table, []Block) {
	if len(t.Header) < 4 {
		return t, nil
	}
	var notes []Block
	rt := &Table{Header: t.Header, ColumnLabels: t.ColumnLabels}
	for i, r := range t.Rows {
		if len(r) > 0 && len(strings.TrimSpace(r[0])) > 80 && !slices.ContainsFunc(r[1:], func(c string) bool { return strings.TrimSpace(c) != "" }) {
			notes = append(notes, Block{Kind: KindParagraph, Page: t.Pages[i], Text: strings.TrimSpace(r[0])})
			continue
		}
		rt.Rows, rt.Pages = append(rt.Rows, r), append(rt.Pages, t.Pages[i])
		if t.Marks != nil {
			rt.Marks = append(rt.Marks, t.mark(i))
		}
	}
	if notes == nil || len(rt.Rows) == 0 {
		return t, nil
	}
	return rt, notes
}

// sameAsRe is a cell that gives another row's value by reference: "same
// as CTV", "Same as MPU.", "idem V1", "as per the leaderboard".
var sameAsRe = lazyRe(`(?i)^\s*(?:same as|as for|as per|identical to|idem)\s+(?:the\s+)?(?P<ref>[^.;,]{1,40}?)(?:\s+row)?\s*\.?\s*$`)

// resolveSameAs returns t with each cell that refers to another row ("same
// as CTV") holding that row's cell of the same column: the row is one a
// cell of names ("CTV", "V1", "ClinView MPU"), above it, and of those the
// one sharing most cells with it (the same spec item, "Loudness"), the
// nearest on a tie. The reference itself is not kept: the referent's name
// ("CTV") would scope the row's rules to the other row's platform. A
// reference to no row, or to a row whose cell refers on, stays as it is.
func resolveSameAs(t *Table) *Table {
	var out *Table
	for i, r := range t.Rows {
		for k, cell := range r {
			m := sameAsRe().FindStringSubmatch(cell)
			if m == nil {
				continue
			}
			ref := refWords(m[sameAsRe().SubexpIndex("ref")])
			best, bestScore := -1, -1
			for j := i - 1; j >= 0; j-- {
				o := t.Rows[j]
				if k >= len(o) || strings.TrimSpace(o[k]) == "" || sameAsRe().MatchString(o[k]) || noLimitCell(o[k]) ||
					!slices.ContainsFunc(o, func(c string) bool { return ref.MatchString(c) }) {
					continue
				}
				score := 0
				for c := range min(len(o), len(r)) {
					if c != k && o[c] != "" && o[c] == r[c] {
						score++
					}
				}
				if score > bestScore {
					best, bestScore = j, score
				}
			}
			if best < 0 {
				continue
			}
			if out == nil {
				cp := *t
				cp.Rows = slices.Clone(t.Rows)
				out = &cp
			}
			row := slices.Clone(out.Rows[i])
			row[k] = t.Rows[best][k]
			out.Rows[i] = row
		}
	}
	if out == nil {
		return t
	}
	return out
}

// refWords matches a reference's words as a whole in a cell.
func refWords(ref string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:^|[^\p{L}\p{N}])` + regexp.QuoteMeta(strings.TrimSpace(ref)) + `(?:$|[^\p{L}\p{N}])`)
}

// loadSplit separates the two limits of a weight cell ("150 kB initial /
// 400 kB total", "100k initial load, 300k total").
var loadSplit = lazyRe(`\s+/\s+|\s*[,;]\s*|\s+and\s+`)

// loadPair splits a weight cell into its initial-load limit and its
// later or total one; ok is false unless the cell is exactly those two.
func loadPair(cell string) (initial, later string, ok bool) {
	parts := loadSplit().Split(strings.TrimSpace(cell), -1)
	if len(parts) != 2 {
		return "", "", false
	}
	a, b := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1])
	if !digitRe().MatchString(a) || !digitRe().MatchString(b) {
		return "", "", false
	}
	laterRe := func(s string) bool {
		return totalLoadRe().MatchString(s) || subloadRe().MatchString(s) || totalWord().MatchString(s)
	}
	switch {
	case initialLoadRe().MatchString(a) && !initialLoadRe().MatchString(b) && laterRe(b):
		return a, b, true
	case initialLoadRe().MatchString(b) && !initialLoadRe().MatchString(a) && laterRe(a):
		return b, a, true
	}
	return "", "", false
}

// splitLoadColumns returns t with each weight column whose cells give an
// initial load and a total or later load side by side ("150 kB initial /
// 400 kB total") split in two columns named for each load, so each is a
// limit of its own measurement per size; cells of one limit stay in the
// column. It returns t itself when no column has such cells.
func splitLoadColumns(t *Table) *Table {
	for k, h := range t.Header {
		if labelField(h) != "fileSize" {
			continue
		}
		pairs := 0
		for _, r := range t.Rows {
			if k < len(r) {
				if _, _, ok := loadPair(r[k]); ok {
					pairs++
				}
			}
		}
		if pairs == 0 {
			continue
		}
		insert := func(cells []string, a, b string) []string {
			out := slices.Clone(cells[:k+1])
			out = append(out, a, b)
			return append(out, cells[k+1:]...)
		}
		rt := &Table{Header: insert(t.Header, h+" (initial load)", h+" (total load)"), Pages: t.Pages, Marks: t.Marks, ColumnLabels: t.ColumnLabels}
		for _, r := range t.Rows {
			if k >= len(r) {
				rt.Rows = append(rt.Rows, r)
				continue
			}
			row := slices.Clone(r)
			a, b := "", ""
			if i, l, ok := loadPair(r[k]); ok {
				row[k], a, b = "", i, l
			}
			rt.Rows = append(rt.Rows, insert(row, a, b))
		}
		return splitLoadColumns(rt)
	}
	return t
}

// rowSections returns, per row, the title of the section row above it,
// for a table of four or more columns whose rows are grouped under section
// rows ("B | Display advertising" with the other cells empty); nil for any
// other table.
func rowSections(t *Table) []string {
	if len(t.Header) < 4 {
		return nil
	}
	out := make([]string, len(t.Rows))
	found, current := 0, ""
	for i, r := range t.Rows {
		if isSectionRow(r, len(t.Header)) {
			found++
			current = sectionLabel(r)
		}
		out[i] = current
	}
	if found == 0 || found == len(t.Rows) {
		return nil
	}
	return out
}

// isSectionRow reports whether a row only names a section: one or two
// filled cells at its start (a code and a title), the rest empty.
func isSectionRow(cells []string, width int) bool {
	filled, last := 0, -1
	for i, c := range cells {
		if strings.TrimSpace(c) != "" {
			filled++
			last = i
		}
	}
	return filled >= 1 && filled <= 2 && last <= 1 && width-last-1 >= 2 && len(strings.Join(cells, " ")) <= 80
}

// sectionLabel is a section row's title (its last filled cell).
func sectionLabel(cells []string) string {
	label := ""
	for _, c := range cells {
		if c = strings.TrimSpace(c); c != "" {
			label = c
		}
	}
	return label
}

// enterRow puts row i of the table being read under its section row, if
// the table has them (see rowSections).
func (x *extractor) enterRow(i int) {
	if x.rowSection != nil {
		x.rowSection(i)
	}
}

// propertyHeader names a column of the property each row specifies.
var propertyHeader = lazyRe(`(?i)^\s*(?:property|attribute|parameter|characteristic|spec(?:ification)? item)\s*$`)

// idHeader names a column of row identifiers ("ID", "Ref", "#").
var idHeader = lazyRe(`(?i)^\s*(?:id|ref\.?|#|no\.?|req\.? ?id|item id|code)\s*$`)

// requirementFirst returns t with its columns reordered when a column of
// identifiers comes first and the requirement column later ("ID | Area |
// Requirement | Value | Unit | Applies to | Priority"): the requirement
// becomes the row's label, the columns after it its values, and the ones
// between (an area) trail as context. It returns nil for other tables.
func requirementFirst(t *Table) *Table {
	if len(t.Header) < 4 || !idHeader().MatchString(t.Header[0]) {
		return nil
	}
	k := -1
	for i := 2; i < len(t.Header); i++ {
		if requirementHeader().MatchString(t.Header[i]) || strings.EqualFold(strings.TrimSpace(t.Header[i]), "item") {
			k = i
			break
		}
	}
	if k < 0 || k+1 >= len(t.Header) {
		return nil
	}
	fields := 0
	for _, h := range t.Header[1:k] {
		if technicalFields[labelField(h)] {
			fields++
		}
	}
	if fields >= 2 {
		return nil // "# | Format | Dimensions | Max weight | Requirements": a matrix with a column of notes
	}
	// A "Unit" column right after the value joins it ("20" and "s"), and
	// a priority column gives each row's level as a mark (a MoSCoW
	// "Won't" row states no requirement).
	unit, prio := -1, -1
	if k+2 < len(t.Header) && unitHeader().MatchString(t.Header[k+2]) {
		unit = k + 2
	}
	for i := k + 1; i < len(t.Header); i++ {
		if statusHeader().MatchString(t.Header[i]) || levelColumn(t.Rows, i) {
			prio = i
		}
	}
	// A column before it that names each row's property ("Ref | Asset
	// type | Property | Requirement | Level": "Dimensions | 300x250, 728x90")
	// is the row's label, and the requirement its value.
	prop := -1
	for i := 1; i < k; i++ {
		if propertyHeader().MatchString(t.Header[i]) {
			prop = i
		}
	}
	order := []int{k}
	if prop >= 0 {
		order = []int{prop, k}
	}
	for i := k + 1; i < len(t.Header) && prop < 0; i++ {
		// (Beside a property column the columns after the requirement
		// are its notes: "Was 200 KB before 2027" states no value.)
		if i != unit && i != prio {
			order = append(order, i)
		}
	}
	for i := 1; i < k; i++ {
		if i != prop {
			order = append(order, i)
		}
	}
	pick := func(cells []string) []string {
		out := make([]string, 0, len(order))
		for _, i := range order {
			if i < len(cells) {
				out = append(out, cells[i])
			} else {
				out = append(out, "")
			}
		}
		return out
	}
	rt := &Table{Header: pick(t.Header), ColumnLabels: t.ColumnLabels}
	for i, r := range t.Rows {
		mark, skip := t.priorityMark(i, prio)
		if skip {
			continue
		}
		row := pick(r)
		if unit >= 0 && unit < len(r) && len(row) > 1 {
			if u := strings.TrimSpace(r[unit]); u != "" && !noLimitCell(u) && !noLimitCell(row[1]) {
				row[1] = strings.TrimSpace(row[1] + " " + u)
			}
		}
		rt.Rows, rt.Pages, rt.Marks = append(rt.Rows, row), append(rt.Pages, t.Pages[i]), append(rt.Marks, mark)
	}
	return rt
}

// checkedHeader names a column a checklist's user fills in: the result of
// the check and who ran it ("Result", "By", "Checked by", "Initials").
var checkedHeader = lazyRe(`(?i)^\s*(?:results?|(?:checked|tested|signed|reviewed|verified|done|qc'?d) by|by|tester|initials|sign(?:ed)?[- ]?off|tick|done|ok\??|y\s*/\s*n)\s*$`)

// criteriaHeader names a column of what a check must find ("Pass
// criteria", "Acceptance criterion").
var criteriaHeader = lazyRe(`(?i)^\s*(?:(?:pass|acceptance|success)\s+)?criteri(?:a|on)\s*$`)

// criteriaLast returns t as label/value rows when its last column holds
// the requirements and the one before it names what they are about ("# |
// Area | Check | Pass criteria": "Initial load within limit | ≤ 150 kB"),
// after the columns the checker fills in (result, initials);
// a section row (one filled cell) stays as it is. It returns nil for other
// tables.
func criteriaLast(t *Table) *Table {
	k := len(t.Header) - 1
	for k > 2 && (checkedHeader().MatchString(t.Header[k]) || workflowHeader().MatchString(t.Header[k]) || qaHeader().MatchString(t.Header[k])) {
		k-- // "… | Pass criteria | Result | By": what the check found and who ran it
	}
	if k < 2 || !criteriaHeader().MatchString(t.Header[k]) || requirementHeader().MatchString(t.Header[k-1]) {
		return nil
	}
	rt := &Table{Header: slices.Clone(t.Header[k-1 : k+1]), Pages: t.Pages, Marks: t.Marks}
	for _, r := range t.Rows {
		if len(r) <= k {
			rt.Rows = append(rt.Rows, r)
			continue
		}
		rt.Rows = append(rt.Rows, slices.Clone(r[k-1:k+1]))
	}
	return rt
}

// withoutRowNumbers returns t without its first column when that column
// only numbers the rows ("# | Check | Pass criterion | Pass/Fail": 1, 2,
// 3…), so the check beside it is the row's label; nil for other tables.
func withoutRowNumbers(t *Table) *Table {
	if len(t.Header) < 3 || !idHeader().MatchString(t.Header[0]) || len(t.Rows) == 0 {
		return nil
	}
	for _, r := range t.Rows {
		if len(r) < 2 || !rowNumber().MatchString(r[0]) {
			return nil
		}
	}
	rt := &Table{Header: t.Header[1:], Pages: t.Pages, Marks: t.Marks, ColumnLabels: t.ColumnLabels}
	for _, r := range t.Rows {
		rt.Rows = append(rt.Rows, r[1:])
	}
	return rt
}

// withoutIDColumn returns t without a column of requirement IDs that
// follows the row's group ("Channel | ID | Requirement | MoSCoW": "Web
// video | R-12 | Open captions on every film | Must"): the group is the
// row's label and the requirement its cell, as without the IDs; an ID is
// never part of a requirement. It returns nil for other tables (an ID
// column first is read by requirementFirst).
func withoutIDColumn(t *Table) *Table {
	if len(t.Header) < 3 || len(t.Rows) == 0 {
		return nil
	}
	id := slices.IndexFunc(t.Header, func(h string) bool { return idHeader().MatchString(h) })
	if id < 1 || id+1 >= len(t.Header) || !requirementHeader().MatchString(t.Header[id+1]) {
		return nil
	}
	// A level column ("Priority", or "MoSCoW" holding Must … Won't) gives
	// each row's mark: a "Won't" row states no requirement, a "Could" row
	// is optional.
	prio := -1
	for i := id + 2; i < len(t.Header); i++ {
		if statusHeader().MatchString(t.Header[i]) || levelColumn(t.Rows, i) {
			prio = i
		}
	}
	rt := &Table{Header: slices.Delete(slices.Clone(t.Header), id, id+1)}
	for i, r := range t.Rows {
		mark, skip := t.priorityMark(i, prio)
		if skip {
			continue
		}
		if id < len(r) {
			r = slices.Delete(slices.Clone(r), id, id+1)
		}
		rt.Rows, rt.Pages, rt.Marks = append(rt.Rows, r), append(rt.Pages, t.Pages[i]), append(rt.Marks, mark)
	}
	return rt
}

// levelColumn reports whether every filled cell of column k is a level
// ("Must", "Should", "Could", "Won't", "M"), whatever its header calls it
// ("MoSCoW", "Class").
func levelColumn(rows [][]string, k int) bool {
	n := 0
	for _, r := range rows {
		if k >= len(r) || strings.TrimSpace(r[k]) == "" {
			continue
		}
		if moscowMark(r[k]) == "" && !levelMarkCell().MatchString(r[k]) && !levelCell().MatchString(r[k]) {
			return false
		}
		n++
	}
	return n > 0
}

// rowNumber is a row's number in a numbered list of rows: "3", "3.", "12a".
var rowNumber = lazyRe(`^\s*\d{1,3}[a-z]?\.?\s*$`)

// unitHeader names a column of units.
var unitHeader = lazyRe(`(?i)^\s*units?\s*$`)

// priorityMark is data row i's mark read from its priority column prio
// (-1: none) over the row's ticked mark; skip says the row states no
// requirement ("Won't").
func (t *Table) priorityMark(i, prio int) (mark string, skip bool) {
	mark = t.mark(i)
	if prio < 0 || prio >= len(t.Rows[i]) {
		return mark, false
	}
	switch m := moscowMark(t.Rows[i][prio]); m {
	case "skip":
		return "", true
	case "":
		if sev, _, ok := rowLevel(t.Rows[i][prio : prio+1]); ok {
			// A level in the table's own words ("Reject", "Warn").
			if sev == compliance.SeverityCritical {
				return "mandatory", false
			}
			return "advisory", false
		}
		return mark, false
	default:
		return m, false
	}
}

// moscowMark reads a priority cell as a row mark: "Must" (and "SHALL")
// and "Should" as themselves, "Could" as optional, "Won't" and "INFO" as
// "skip" (no requirement); "" for anything else.
func moscowMark(cell string) string {
	switch w := strings.ToLower(strings.TrimSpace(strings.ReplaceAll(cell, "’", "'"))); {
	case strings.HasPrefix(w, "won't"), strings.HasPrefix(w, "wont"), strings.HasPrefix(w, "will not"), w == "info", w == "informative", w == "informational":
		// (An "INFO" level marks a planning value that is not checked.)
		return "skip"
	case strings.HasPrefix(w, "must"), w == "shall":
		return "must"
	case strings.HasPrefix(w, "should"):
		return "should"
	case strings.HasPrefix(w, "could"):
		return "optional"
	}
	return ""
}
