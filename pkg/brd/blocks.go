package brd

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// Stage 1 of extraction: the document's blocks. doctext gives pages of
// headings, paragraphs, list items and single table rows; ReadBlocks turns
// them into the blocks a reader sees: tables with their resolved header
// (two header rows joined, a spanning header cell repeated over the columns
// it spans, a merged cell's value repeated down, a wrapped cell joined back
// to its row), heading/value pairs ("Frame rate" then "30fps"), and run-on
// paragraphs split back into the items they were.

// BlockKind is the kind of a Block.
type BlockKind string

// The kinds of blocks.
const (
	KindHeading      BlockKind = "heading"
	KindParagraph    BlockKind = "paragraph"
	KindListItem     BlockKind = "listItem"
	KindTable        BlockKind = "table"
	KindHeadingValue BlockKind = "headingValue" // a short label and its value on the next line
)

// Block is one block of the document as the extractor reads it.
type Block struct {
	Kind  BlockKind `json:"kind"`
	Page  int       `json:"page"`
	Level int       `json:"level,omitempty"` // headings: 1 = top
	// Text is the block's text; for a heading/value pair, the value.
	Text string `json:"text,omitempty"`
	// Label is a heading/value pair's label ("Frame rate").
	Label string `json:"label,omitempty"`
	Table *Table `json:"table,omitempty"`
	// Split is set on list items recovered from a run-on paragraph (items
	// printed without bullet glyphs).
	Split bool `json:"split,omitempty"`
}

// Table is a table with its header resolved.
type Table struct {
	// Header holds one name per column, or nothing when the first row
	// already carries values. Two header rows are joined ("Max weight
	// (KB) Initial load").
	Header []string   `json:"header,omitempty"`
	Rows   [][]string `json:"rows"`
	// Pages holds the page of each row.
	Pages []int `json:"pages"`
	// Marks holds, per row, the severity word of the marker column ticked
	// ("X" under "Mandatory" or "Advisory"), or "" (see takeMarkColumns).
	Marks []string `json:"marks,omitempty"`
	// ColumnLabels is set when the header came from a line of labels above
	// a headerless table, one a column ("CTV YouTube" over a slide's two
	// cards of specs): each cell is a requirement of its column's
	// placement, not a label/value pair.
	ColumnLabels bool `json:"columnLabels,omitempty"`
	// head is the header as the document printed it, before its tick and
	// level columns were taken out: a continuation of the table takes it
	// (continuedHeader).
	head []string
}

// ReadBlocks is stage 1: the document's blocks (see BlockKind).
func ReadBlocks(doc doctext.Document) []Block {
	flat, _ := flatBlocks(doc)
	return groupBlocks(flat)
}

// continuedHeader is the header of the table a headerless table continues,
// or nil: the table before it, with only headings between them (a sheet's
// section rows printed as headings), whose printed header has as many
// columns as every row of t (three or more, three of them filled and
// different).
func continuedHeader(out []Block, t *Table) []string {
	if t.Header != nil || len(t.Rows) == 0 {
		return nil
	}
	width := len(t.Rows[0])
	for _, r := range t.Rows {
		distinct := map[string]bool{}
		for _, c := range r {
			if c != "" {
				distinct[c] = true
			}
		}
		if len(r) != width || len(distinct) < 3 {
			return nil // (a note merged across the columns is no row of the table)
		}
	}
	for i, headings := len(out)-1, 0; i >= 0 && headings <= 2; i-- {
		switch b := out[i]; {
		case b.Kind == KindHeading:
			headings++
		case b.Kind == KindTable && b.Table != nil:
			if width >= 3 && len(b.Table.head) == width && headings > 0 {
				return b.Table.head
			}
			return nil
		default:
			return nil
		}
	}
	return nil
}

// flatBlocks flattens the pages into blocks with their page numbers,
// normalising white space, joining wrapped lines that came out as headings
// and inferring headings when the extraction has none. inferred reports
// the latter (heading levels are then guesses).
func flatBlocks(doc doctext.Document) (blocks []flatBlock, inferred bool) {
	doc = toggleHeadings(questionHeadings(doc))
	for i, p := range doc.Pages {
		n := p.Number
		if n <= 0 {
			n = i + 1
		}
		for _, b := range p.Blocks {
			b.Text = strings.Join(strings.Fields(b.Text), " ")
			if b.Text == "" && len(b.Cells) == 0 {
				continue
			}
			blocks = append(blocks, flatBlock{page: n, Block: b})
		}
	}
	blocks = joinContinuations(blocks)
	inferred = inferHeadings(blocks)
	return blocks, inferred
}

// groupBlocks turns flat blocks into stage-1 blocks.
func groupBlocks(flat []flatBlock) []Block {
	var out []Block
	for i := 0; i < len(flat); i++ {
		b := flat[i]
		switch b.Kind {
		case doctext.BlockTableRow:
			j := i + 1
			for j < len(flat) && flat[j].Kind == doctext.BlockTableRow && !startsTable(flat[j-1], flat[j]) {
				j++
			}
			rows := flat[i:j]
			if items, ok := bulletRows(rows); ok {
				// "• | Emails are 600 px wide." (a PDF printed the list's
				// bullets in a column of their own): list items.
				out = append(out, items...)
				i = j - 1
				continue
			}
			if top, n := headerFragments(out, rows); n > 0 {
				// Header cells printed on baselines of their own (a
				// spanning cell above, cells spanning two rows between)
				// came out as short lines before the table.
				out = out[:len(out)-n]
				rows = append([]flatBlock{top}, rows...)
			}
			t := readTable(rows)
			if head := continuedHeader(out, t); head != nil {
				// The rows continue the table before, under a section
				// heading a sheet printed between them ("VIDEO"): they
				// are read under its header.
				t = readTable(append([]flatBlock{{page: b.page, Block: doctext.Block{Kind: doctext.BlockTableRow, Cells: head, Header: true}}}, rows...))
			}
			if n := len(out); n > 0 && out[n-1].Kind == KindParagraph && t.Header == nil && len(t.Rows) > 0 {
				if labels, ok := columnLabels(out[n-1].Text, t.Rows); ok {
					t.Header, t.ColumnLabels = labels, true
					out = out[:n-1]
				}
			}
			out = append(out, Block{Kind: KindTable, Page: b.page, Table: t})
			i = j - 1
		case doctext.BlockHeading:
			if isValuePair(flat, i) {
				out = append(out, Block{Kind: KindHeadingValue, Page: b.page, Label: b.Text, Text: flat[i+1].Text})
				i++
				continue
			}
			out = append(out, Block{Kind: KindHeading, Page: b.page, Level: max(b.Level, 1), Text: b.Text})
			if isPropertyLabel(b.Text) && i+2 < len(flat) && isListLike(flat[i+1]) && isListLike(flat[i+2]) {
				// "Sizes" then a list of values: the heading is the list's
				// lead-in too.
				out = append(out, Block{Kind: KindParagraph, Page: b.page, Text: strings.TrimSuffix(b.Text, ":") + ":"})
			}
		case doctext.BlockListItem:
			out = append(out, Block{Kind: KindListItem, Page: b.page, Text: b.Text})
		default:
			if n := len(out); n > 0 && out[n-1].Kind == KindListItem && out[n-1].Page == b.page && continuesItem(out[n-1].Text, b.Text) {
				// A PDF printed the item's wrapped line at the margin,
				// outside the item's indent ("… supplied as an MXF" /
				// "file (XDCAM HD 50)."): it is the item's end.
				out[n-1].Text += " " + b.Text
				continue
			}
			if !strings.HasSuffix(b.Text, ":") && isValuePair(flat, i) {
				out = append(out, Block{Kind: KindHeadingValue, Page: b.page, Label: b.Text, Text: flat[i+1].Text})
				i++
				continue
			}
			if items := splitRunOn(b.Text); len(items) > 1 {
				for _, it := range items {
					out = append(out, Block{Kind: KindListItem, Page: b.page, Text: it, Split: true})
				}
				continue
			}
			if m := typedBullet().FindStringIndex(b.Text); m != nil && m[1] < len(b.Text) {
				// "• the adverse event statement on the PI page;": a Word
				// paragraph whose writer typed the bullet is a list item.
				out = append(out, Block{Kind: KindListItem, Page: b.page, Text: b.Text[m[1]:]})
				continue
			}
			out = append(out, Block{Kind: KindParagraph, Page: b.page, Text: b.Text})
		}
	}
	return joinAcrossLabels(headerLine(out))
}

// headerLine rebuilds a sheet printed to PDF whose header row came out as
// a line of text ("# Area Check Pass criteria Blocking? Result Tester
// notes": the header cells printed white on a dark band) and whose section
// rows came out as headings between headerless tables: when the line
// splits at its capitalised words into as many labels as the tables below
// have columns (a header capitalises each column's first word only), the
// line is their header and the tables, each under its section heading as
// a section row, one table, read as a table the layout had found whole.
func headerLine(out []Block) []Block {
	for i := 0; i+2 < len(out); i++ {
		p := out[i]
		if p.Kind != KindParagraph || len(strings.Fields(p.Text)) > 16 || strings.ContainsAny(p.Text, ".;:") {
			continue
		}
		j := i + 1
		var t *Table
		width := 0
		for j+1 < len(out) && out[j].Kind == KindHeading && out[j+1].Kind == KindTable && out[j+1].Table.Header == nil && out[j+1].Page-p.Page <= 1 {
			rows := out[j+1].Table.Rows
			if width == 0 && len(rows) > 0 {
				width = len(rows[0])
			}
			if width < 3 || slices.ContainsFunc(rows, func(r []string) bool { return len(r) > width || len(r) < width-2 }) {
				break
			}
			for k, r := range rows {
				for len(r) < width {
					r = append(slices.Clone(r), "") // trailing empty cells the layout left out
				}
				rows[k] = r
			}
			if t == nil {
				labels := capitalLabels(p.Text)
				if len(labels) != width {
					break
				}
				t = &Table{Header: labels}
			}
			section := make([]string, width)
			section[0] = out[j].Text
			t.Rows, t.Pages = append(t.Rows, section), append(t.Pages, out[j].Page)
			t.Rows, t.Pages = append(t.Rows, rows...), append(t.Pages, out[j+1].Table.Pages...)
			j += 2
		}
		if t == nil {
			continue
		}
		t.dropRecordColumns()
		t.takeLevelColumn()
		t.takeMarkColumns()
		out[i] = Block{Kind: KindTable, Page: p.Page, Table: t}
		out = slices.Delete(out, i+1, j)
	}
	return out
}

// capitalLabels splits a header line at its capitalised words and marks
// ("#"): "Pass criteria" and "Tester notes" stay one label each.
func capitalLabels(line string) []string {
	var labels []string
	for _, w := range strings.Fields(line) {
		r, _ := utf8.DecodeRuneInString(w)
		if len(labels) > 0 && unicode.IsLower(r) {
			labels[len(labels)-1] += " " + w
			continue
		}
		labels = append(labels, w)
	}
	return labels
}

// joinAcrossLabels joins back a table a PDF cut at a cell spanning rows:
// a spreadsheet's merged cell ("Display" down the Area column of a
// requirements sheet) is printed centred between its rows, where it reads
// as a heading, and the rows after it as a table without a header, the
// row beside the label one cell short. Such a table right after a short
// heading that follows a table with a header of its width (or one more
// cell) continues that table; its short rows take an empty cell in the
// column the full rows leave empty (the merged cell's column). The label
// is dropped: which rows it spans is not known.
func joinAcrossLabels(out []Block) []Block {
	for i := 0; i+2 < len(out); i++ {
		a, h, b := out[i], out[i+1], out[i+2]
		if a.Kind != KindTable || h.Kind != KindHeading || b.Kind != KindTable || a.Table.Header == nil || b.Table.Header != nil ||
			len(strings.Fields(h.Text)) > 4 || b.Page != a.Page || h.Page != a.Page {
			continue
		}
		w := len(a.Table.Header)
		gap := emptyColumn(a.Table.Rows, w)
		if gap < 0 || emptyColumn(b.Table.Rows, w) != gap && slices.ContainsFunc(b.Table.Rows, func(r []string) bool { return len(r) == w }) {
			continue // the merged cell's column is empty in the rows on both sides
		}
		rows := slices.Clone(a.Table.Rows)
		ok := w >= 4 && len(b.Table.Rows) > 0
		for _, r := range b.Table.Rows {
			switch {
			case len(r) == w:
				rows = append(rows, r)
			case len(r) == w-1:
				rows = append(rows, slices.Insert(slices.Clone(r), gap, ""))
			default:
				ok = false
			}
		}
		if !ok {
			continue
		}
		t := *a.Table
		t.Rows, t.Pages = rows, append(slices.Clone(a.Table.Pages), b.Table.Pages...)
		if t.Marks != nil || b.Table.Marks != nil {
			t.Marks = append(padMarks(a.Table.Marks, len(a.Table.Rows)), padMarks(b.Table.Marks, len(b.Table.Rows))...)
		}
		out[i].Table = &t
		out = slices.Delete(out, i+1, i+3)
		i-- // the joined table may continue after the next label
	}
	return out
}

// emptyColumn is the column (after the first) the rows of width w leave
// empty most often, at least in half of them; -1 when none does.
func emptyColumn(rows [][]string, w int) int {
	best, bestN, full := -1, 0, 0
	for _, r := range rows {
		if len(r) == w {
			full++
		}
	}
	for k := 1; k < w; k++ {
		n := 0
		for _, r := range rows {
			if len(r) == w && strings.TrimSpace(r[k]) == "" {
				n++
			}
		}
		if n > bestN {
			best, bestN = k, n
		}
	}
	if full == 0 || 2*bestN < full {
		return -1
	}
	return best
}

// padMarks is marks with one entry per row.
func padMarks(marks []string, n int) []string {
	out := make([]string, n)
	copy(out, marks)
	return out
}

// continuesItem reports whether text, a paragraph right after a list
// item, is the item's wrapped last line: the item stops without a
// sentence's end and the text starts in lower case.
func continuesItem(item, text string) bool {
	item = strings.TrimSpace(item)
	r, _ := utf8.DecodeRuneInString(text)
	return item != "" && !strings.ContainsRune(".;:!?)", rune(item[len(item)-1])) && unicode.IsLower(r)
}

// startsTable reports whether table row b, right after row prev, starts
// a table of its own: the layout says so, or it has another number of cells and either starts a
// page (a workbook printed sheet after sheet: the legend sheet's "Term |
// Meaning" right after the spec matrix's last row) or is a header the
// layout showed while prev was not.
func startsTable(prev, b flatBlock) bool {
	if b.TableStart {
		return true // the layout separated it (a blank row in a sheet)
	}
	if rowWidth(prev) == rowWidth(b) {
		return false
	}
	return b.page != prev.page || b.Header && !prev.Header
}

// rowWidth is a table row's number of cells.
func rowWidth(b flatBlock) int {
	if len(b.Cells) > 0 {
		return len(b.Cells)
	}
	return strings.Count(b.Text, "|") + 1
}

// columnLabels reads a line above a headerless table as one short label a
// column: "CTV YouTube" over two columns, "Meta (Facebook / Instagram)
// TikTok" (a bracket, "/", "+" or "&" keeps words together). ok is false
// unless the line has exactly as many labels as every row has cells, and
// no digits or sentence punctuation.
func columnLabels(line string, rows [][]string) ([]string, bool) {
	width := len(rows[0])
	for _, r := range rows {
		if len(r) != width {
			return nil, false
		}
	}
	if width < 2 || digitRe().MatchString(line) || strings.ContainsAny(line, ".;:!?") {
		return nil, false
	}
	var labels []string
	depth, join := 0, false
	for _, w := range strings.Fields(line) {
		switch {
		case len(labels) > 0 && (depth > 0 || join || strings.HasPrefix(w, "(") || w == "/" || w == "+" || w == "&"):
			labels[len(labels)-1] += " " + w
		default:
			labels = append(labels, w)
		}
		depth += strings.Count(w, "(") - strings.Count(w, ")")
		join = w == "/" || w == "+" || w == "&"
	}
	if len(labels) != width {
		return nil, false
	}
	for _, l := range labels {
		if len(strings.Fields(l)) > 5 {
			return nil, false
		}
	}
	return labels, true
}

// isPropertyLabel reports whether a line is a bare property label
// ("Loop limit", "Frame rate", "Max file size:"): short, no digits, no
// sentence punctuation, and naming a rule field.
func isPropertyLabel(s string) bool {
	s = strings.TrimSuffix(strings.TrimSpace(s), ":")
	if s == "" || len(strings.Fields(s)) > 5 || digitRe().MatchString(s) || strings.ContainsAny(s, ".!?;,") || finiteVerb().MatchString(s) {
		return false
	}
	return ClassifyField(s) != "" || measuredLabel().MatchString(s)
}

// measuredLabel names a quantity of its own measurement, which no field's
// keywords name: "Loudness", "Sample rate", "Channels", "True peak".
var measuredLabel = lazyRe(`(?i)^\s*(?:(?:audio|integrated|programme|program)\s+)?(?:loudness|sample\s*rate|sampling\s+(?:rate|frequency)|channels|true[- ]peak|peak\s+level)\s*$`)

// isValuePair reports whether flat[i] and flat[i+1] are a label and its one
// value (not the first item of a list).
func isValuePair(flat []flatBlock, i int) bool {
	if i+1 >= len(flat) || !isValueLine(flat[i].Text, flat[i+1]) {
		return false
	}
	return i+2 >= len(flat) || !isListLike(flat[i+2]) || isPropertyLabel(flat[i+2].Text)
}

// isValueLine reports whether next is the value of label: a short line of
// values ("2x", "30fps", "JPG, PNG, GIF") under a label that names a field.
func isValueLine(label string, next flatBlock) bool {
	if next.Kind != doctext.BlockParagraph && next.Kind != doctext.BlockListItem {
		return false
	}
	if !isPropertyLabel(label) || len(next.Text) > 60 || len(strings.Fields(next.Text)) > 8 {
		return false
	}
	if _, _, ok := severityWithWord(next.Text); ok && !digitRe().MatchString(next.Text) {
		return false // a sentence, not a value
	}
	return len(ExtractParams(label+": "+next.Text)) > 0 || digitRe().MatchString(next.Text)
}

// typedBullet is a bullet glyph typed at the start of a paragraph, with
// the space after it. (A hyphen or a dash may open a value, "-16 LUFS" or
// "– 2 dB", so only the round and square glyphs count.)
var typedBullet = lazyRe(`^[•◦▪▫‣∙●○■□◆◇►▸➢➤]\s+`)

// bulletGlyph is a list's bullet printed alone.
var bulletGlyph = lazyRe(`^\s*(?:[•◦▪▫‣∙·●○■□◆◇–—*-]|\d{1,2}[.)]|[a-z][.)])\s*$`)

// bulletRows reads a run of two-cell rows whose first cells are all bullet
// glyphs ("•", "–", "1.") as the list items they are.
func bulletRows(rows []flatBlock) ([]Block, bool) {
	var items []Block
	for _, r := range rows {
		if len(r.Cells) != 2 || !bulletGlyph().MatchString(r.Cells[0]) || strings.TrimSpace(r.Cells[1]) == "" {
			return nil, false
		}
		items = append(items, Block{Kind: KindListItem, Page: r.page, Text: strings.Join(strings.Fields(r.Cells[1]), " ")})
	}
	return items, len(items) > 0
}

// readTable resolves a run of table rows into a Table.
func readTable(rows []flatBlock) *Table {
	t := &Table{}
	for _, r := range rows {
		cells := make([]string, 0, len(r.Cells))
		for _, c := range r.Cells {
			cells = append(cells, strings.Join(strings.Fields(c), " "))
		}
		if len(cells) == 0 {
			for _, c := range strings.Split(r.Text, "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
		}
		t.Rows = append(t.Rows, cells)
		t.Pages = append(t.Pages, r.page)
	}
	raw := slices.Clone(t.Rows)
	if rows[0].Header && len(t.Rows) > 1 {
		// The layout showed the header (a PDF's bold lines over the rows),
		// its spanning cells already repeated over their columns.
		t.Header, t.Rows, t.Pages = t.Rows[0], t.Rows[1:], t.Pages[1:]
	} else {
		t.resolveHeader()
	}
	t.head = slices.Clone(t.Header)
	t.dropRepeatedHeader(raw[:len(raw)-len(t.Rows)])
	t.dropFieldIcons()
	t.dropNotProduced()
	t.dropIconColumns()
	t.joinWrapped()
	t.fillMerged()
	t.takeRevisionColumns()
	t.dropRecordColumns()
	t.takeLevelColumn()
	t.takeMarkColumns()
	return t
}

var (
	// markHeader names a column of ticks that give a row's severity.
	markHeader = lazyRe(`(?i)^\s*(?:mandatory|required|must|advisory|recommended|preferred|optional|should|nice to have|m|a|o|r)\s*$`)
	// markCell is a tick: "X", "✓", "☒", "Yes".
	markCell = lazyRe(`(?i)^\s*(?:x|✓|✔|☒|☑|■|●|yes|y)\s*$`)
)

// takeMarkColumns removes the header's tick columns ("… | Mandatory |
// Advisory" with an "X" in one of them) and keeps each row's ticked
// column name as its severity word (Marks).
func (t *Table) takeMarkColumns() {
	if len(t.Header) < 3 {
		return
	}
	var cols []int
	for k, h := range t.Header {
		if k > 0 && markHeader().MatchString(h) {
			cols = append(cols, k)
		}
	}
	if len(cols) == 0 {
		return
	}
	for _, r := range t.Rows {
		for _, k := range cols {
			if k < len(r) && r[k] != "" && !markCell().MatchString(r[k]) {
				return // values, not ticks: a "Mandatory | Advisory" value table
			}
		}
	}
	t.Marks = make([]string, len(t.Rows))
	for i, r := range t.Rows {
		for _, k := range cols {
			if k < len(r) && markCell().MatchString(r[k]) && t.Marks[i] == "" {
				t.Marks[i] = t.Header[k]
			}
		}
		t.Rows[i] = dropColumns(r, cols)
	}
	t.Header = dropColumns(t.Header, cols)
}

var (
	// levelHeader names one column whose Y/N answers a row's level: "Blocking?",
	// "Hard stop (Y/N)", "Mandatory?".
	levelHeader = lazyRe(`(?i)^\s*(?:blocking|blocker|release blocker|hard stop|show[- ]?stopper|mandatory|required|must[- ]have|critical)\s*\??\s*(?:\((?:y/n|yes/no)\))?\s*$`)
	yesCell     = lazyRe(`(?i)^\s*(?:y|yes)\s*$`)
	noCell      = lazyRe(`(?i)^\s*(?:n|no)\s*$`)
)

// takeLevelColumn removes a Y/N column that says whether each row is
// binding ("Blocking? | Y" is mandatory, "N" advisory) and keeps the level
// as the row's severity word (Marks), as a tick under "Mandatory" does.
func (t *Table) takeLevelColumn() {
	if len(t.Header) < 3 || t.Marks != nil {
		return
	}
	col := -1
	for k, h := range t.Header {
		if k > 0 && levelHeader().MatchString(h) {
			if col >= 0 {
				return // two level columns: ticks, read by takeMarkColumns
			}
			col = k
		}
	}
	if col < 0 {
		return
	}
	yes, no := 0, 0
	for _, r := range t.Rows {
		switch {
		case col >= len(r) || strings.TrimSpace(r[col]) == "":
		case yesCell().MatchString(r[col]):
			yes++
		case noCell().MatchString(r[col]):
			no++
		default:
			return // values, not answers
		}
	}
	if no == 0 {
		return // all ticks: one "Mandatory" column, read by takeMarkColumns
	}
	t.Marks = make([]string, len(t.Rows))
	for i, r := range t.Rows {
		if col < len(r) {
			switch {
			case yesCell().MatchString(r[col]):
				t.Marks[i] = "mandatory"
			case noCell().MatchString(r[col]):
				t.Marks[i] = "advisory"
			}
		}
		t.Rows[i] = dropColumns(r, []int{col})
	}
	t.Header = dropColumns(t.Header, []int{col})
}

// dropRepeatedHeader drops rows that repeat the header rows (head, as
// they were before they were resolved): a spreadsheet or a long table
// printed over several pages repeats its header at the top of each page.
func (t *Table) dropRepeatedHeader(head [][]string) {
	if len(head) == 0 {
		return
	}
	var rows [][]string
	var pages []int
	for i, r := range t.Rows {
		if slices.ContainsFunc(head, func(h []string) bool { return slices.Equal(h, r) }) {
			continue
		}
		rows = append(rows, r)
		pages = append(pages, t.Pages[i])
	}
	t.Rows, t.Pages = rows, pages
}

// mark is the severity word ticked for data row i, or "".
func (t *Table) mark(i int) string {
	if i < 0 || i >= len(t.Marks) {
		return ""
	}
	return t.Marks[i]
}

// dropColumns returns cells without the columns at cols.
func dropColumns(cells []string, cols []int) []string {
	var out []string
	for k, c := range cells {
		if !slices.Contains(cols, k) {
			out = append(out, c)
		}
	}
	return out
}

// namedDigits are digits that end a name ("HTML5 initial load", "MP4
// files"): part of a column's name, not a value.
var namedDigits = lazyRe(`\b[A-Za-z]{2,}\d+\b`)

// lowerWord is a word of a name ("initial", "weight").
var lowerWord = lazyRe(`\b[a-z]{3,}\b`)

// isHeaderRow reports whether cells read as column names: two or more
// cells without digits (but those of names like "HTML5").
func isHeaderRow(cells []string) bool {
	if len(cells) < 2 {
		return false
	}
	for _, c := range cells {
		c = versionInName().ReplaceAllString(c, "")
		if named := namedDigits().ReplaceAllString(c, ""); named != c && lowerWord().MatchString(named) {
			c = named // "HTML5 initial load"; not a value cell "MP4" or "HTML5 / JPG"
		}
		if digitRe().MatchString(c) {
			return false
		}
	}
	return true
}

// versionInName is a version number after a standard's name inside a
// column name ("OpenRTB 1.2 object", "VAST 4.2", "Spec v3.1"): part of the
// name, not a value. The name is an acronym-like word (two capitals) or
// the number says "v", so "Max 1.5" stays a value.
var versionInName = lazyRe(`(?:\b[A-Za-z]*[A-Z][a-z]*[A-Z][A-Za-z]* v?|\b[A-Z][A-Za-z]* v)\d+(?:\.\d+)+(?:\s+[a-z]+)?\s*$`)

// isSubHeaderRow reports whether the row under a header with a spanning
// cell names columns too: two or more cells without numbers, digits inside
// a name ("HTML5 initial") aside.
func isSubHeaderRow(cells []string) bool {
	if len(cells) < 2 {
		return false
	}
	for _, c := range cells {
		if numberInCell().MatchString(c) {
			return false
		}
	}
	return true
}

// numberInCell finds a number that is not part of a name: a digit not
// right after a letter.
var numberInCell = lazyRe(`(?:^|[^A-Za-z0-9])\d`)

// resolveHeader takes the header off the rows. A first row without values
// is a header (unless it is the only row, or a single requirement
// sentence). A second such row under a header with a spanning cell (fewer
// cells, or an empty one) is its second header row: "Max weight (KB)"
// spanning "Initial load" and "Subload" names two columns "Max weight (KB)
// Initial load" and "Max weight (KB) Subload".
func (t *Table) resolveHeader() {
	if len(t.Rows) == 0 || !isHeaderRow(t.Rows[0]) {
		return
	}
	for len(t.Rows) > 3 && isHeaderRow(t.Rows[1]) && disjointCells(t.Rows[0], t.Rows[1]) {
		// One header row printed on two baselines (cells spanning both
		// header rows centred between them, "Unit | Size (px)", beside the
		// top cells, "Max weight (KB)"): one row.
		merged := slices.Clone(t.Rows[0])
		for k, c := range t.Rows[1] {
			if c != "" {
				merged[k] = c
			}
		}
		t.Rows = append([][]string{merged}, t.Rows[2:]...)
		t.Pages = t.Pages[1:]
	}
	top := t.Rows[0]
	if _, _, ok := severityWithWord(strings.Join(top, " | ")); ok && len(t.Rows) == 1 {
		return
	}
	t.Header, t.Rows, t.Pages = top, t.Rows[1:], t.Pages[1:]
	if len(t.Rows) < 2 || !isSubHeaderRow(t.Rows[0]) {
		return
	}
	sub := t.Rows[0]
	width := len(t.Rows[1])
	spanning := len(top) < width || len(sub) < width || hasEmpty(top) || sub[0] == "" || mergedCells(top, sub)
	if !spanning || len(sub) > width || len(top) > width {
		return
	}
	if spread, ok := spreadOverSub(top, sub, width); ok {
		top = spread
	} else {
		top = spreadSpans(top, width)
	}
	sub = alignRight(sub, width)
	header := make([]string, width)
	for k := range header {
		switch {
		case sub[k] == "" || sub[k] == top[k]:
			header[k] = top[k]
		case top[k] == "":
			header[k] = sub[k]
		default:
			header[k] = top[k] + " " + sub[k]
		}
	}
	t.Header, t.Rows, t.Pages = header, t.Rows[1:], t.Pages[1:]
}

// mergedCells reports whether two header rows show merged cells with
// their value repeated over the cells they cover (as a spreadsheet's
// merges are read): a top cell repeated across ("Max weight (KB)" over
// two columns) or down into the row below ("Size (px)" spanning both rows).
func mergedCells(top, sub []string) bool {
	for k := range top {
		if top[k] == "" {
			continue
		}
		if k > 0 && top[k] == top[k-1] || k < len(sub) && sub[k] == top[k] {
			return true
		}
	}
	return false
}

// disjointCells reports whether two rows of one width fill no column both.
func disjointCells(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if a[k] != "" && b[k] != "" {
			return false
		}
	}
	return true
}

func hasEmpty(cells []string) bool {
	for _, c := range cells {
		if c == "" {
			return true
		}
	}
	return false
}

// spreadSpans widens a top header row to width columns: an empty cell takes
// the name of the spanning cell to its left, and when the row has fewer
// cells than columns its last cell spans the rest.
func spreadSpans(top []string, width int) []string {
	out := make([]string, 0, width)
	for i, c := range top {
		if c == "" && i > 0 {
			c = out[len(out)-1]
		}
		out = append(out, c)
	}
	for len(out) < width {
		out = append(out, out[len(out)-1])
	}
	return out
}

// spreadOverSub widens a top header row to width columns by the second
// row's layout: "Placement | Size | File weight (KB) | Notes" over " | |
// Static | HTML5 initial | HTML5 polite | " (a Word cell spanning three
// columns): an empty cell below takes the next top cell, a run of named
// cells below shares one. ok is false when the rows do not line up so.
func spreadOverSub(top, sub []string, width int) ([]string, bool) {
	if len(top) >= width || len(sub) != width {
		return nil, false
	}
	out := make([]string, 0, width)
	next := 0
	for k, c := range sub {
		if c == "" || k == 0 || sub[k-1] == "" {
			if next >= len(top) {
				return nil, false
			}
			next++
		}
		out = append(out, top[next-1])
	}
	return out, next == len(top)
}

// alignRight pads a second header row on the left: its cells name the
// spanned columns at the right ("Initial load | Subload" under a table
// whose first column has a one-row header).
func alignRight(sub []string, width int) []string {
	if len(sub) >= width {
		return sub
	}
	return append(make([]string, width-len(sub)), sub...)
}

// dropIconColumns removes columns of icons: a column without a header
// name whose cells are empty in most rows and hold a short token without
// digits where filled ("Tt" beside "Text size" in a one-pager's rows of
// icons). Kept, the icon would be read as a label and repeated down as a
// merged cell.
func (t *Table) dropIconColumns() {
	if len(t.Rows) < 3 {
		return
	}
	width := len(t.Rows[0])
	var icons []int
	for k := 0; k < width; k++ {
		if k < len(t.Header) && t.Header[k] != "" {
			continue
		}
		filled, icon := 0, true
		for _, r := range t.Rows {
			if len(r) != width {
				return
			}
			if c := r[k]; c != "" {
				filled++
				icon = icon && utf8.RuneCountInString(c) <= 3 && !digitRe().MatchString(c) && !symbolMark().MatchString(c)
			}
		}
		if icon && filled*2 < len(t.Rows) {
			icons = append(icons, k)
		}
	}
	if len(icons) == 0 || len(icons) == width {
		return
	}
	for i, r := range t.Rows {
		t.Rows[i] = dropColumns(r, icons)
	}
	if t.Header != nil {
		t.Header = dropColumns(t.Header, icons)
	}
}

// dropFieldIcons takes off the field-type icons a database export prints
// before its column names ("A Deliverable", "◉ Channel", "≡ Requirements",
// "▦ Due"): when most header cells start with one character and a space,
// that character is an icon, not a word.
func (t *Table) dropFieldIcons() {
	if len(t.Header) < 3 {
		return
	}
	iconed := 0
	for _, h := range t.Header {
		if fieldIcon().MatchString(h) {
			iconed++
		}
	}
	if 2*iconed <= len(t.Header) {
		return
	}
	for k, h := range t.Header {
		t.Header[k] = fieldIcon().ReplaceAllString(h, "")
	}
}

// fieldIcon is a header cell's leading one-character icon.
var fieldIcon = lazyRe(`^\s*(?:[A-Z#]|[^\p{L}\p{N}\s(\[])\s+`)

// dropNotProduced drops the rows a progress column says are not being
// produced ("Status | Cut", "Dropped", "Parked", "Not doing"): a tracker or
// database keeps them for the record, but they state no requirement.
func (t *Table) dropNotProduced() {
	col := -1
	for k, h := range t.Header {
		if progressHeader().MatchString(h) {
			col = k
		}
	}
	if col < 0 {
		return
	}
	keep := 0
	for i, r := range t.Rows {
		if col < len(r) && notProducedWord().MatchString(r[col]) {
			continue
		}
		t.Rows[keep], t.Pages[keep] = r, t.Pages[i]
		if t.Marks != nil {
			t.Marks[keep] = t.Marks[i]
		}
		keep++
	}
	if keep == 0 {
		return // every row: a legend of the statuses, not records
	}
	t.Rows, t.Pages = t.Rows[:keep], t.Pages[:keep]
	if t.Marks != nil {
		t.Marks = t.Marks[:keep]
	}
}

// symbolMark is a cell holding one mark symbol: a column of marks whose
// meaning the document's legend gives ("● = required").
var symbolMark = lazyRe(`^\s*[●○◉◎■□◆◇★☆✓✔✗✘☑☒]\s*$`)

// joinWrapped joins a row that continues the one above (its first cell is
// empty and its other cells continue the above's text) back into it: a cell
// that wrapped onto a second line in a PDF.
func (t *Table) joinWrapped() {
	var rows [][]string
	var pages []int
	for i, r := range t.Rows {
		if len(rows) > 0 && len(r) > 1 && r[0] == "" && len(r) == len(rows[len(rows)-1]) && isContinuationRow(r) {
			prev := rows[len(rows)-1]
			for k, c := range r {
				if c != "" {
					prev[k] = strings.TrimSpace(prev[k] + " " + c)
				}
			}
			continue
		}
		rows = append(rows, r)
		pages = append(pages, t.Pages[i])
	}
	t.Rows, t.Pages = rows, pages
}

// isContinuationRow reports whether a row with an empty first cell is the
// wrapped tail of the row above rather than a row of a merged label: its
// text starts in lower case or with a unit or bracket.
func isContinuationRow(r []string) bool {
	for _, c := range r[1:] {
		if c == "" {
			continue
		}
		ch := c[0]
		if 'a' <= ch && ch <= 'z' || ch == '(' || ch == '/' || ch == '&' || ch == '+' {
			continue
		}
		return false
	}
	return true
}

// fillMerged repeats a vertically merged first cell (a label that spans
// several rows comes out as empty cells below it).
func (t *Table) fillMerged() {
	for i := 1; i < len(t.Rows); i++ {
		r, above := t.Rows[i], t.Rows[i-1]
		if len(r) > 1 && r[0] == "" && above[0] != "" && len(r) == len(above) {
			r[0] = above[0]
		}
	}
}

// splitRunOn splits a paragraph that is really several list items printed
// without bullet glyphs and merged by the text extraction ("Max file size
// 150KB Frame rate 30fps Loop limit 2x (recommended)"). It splits before a
// capitalised word that follows a value (a token with a digit, or a closing
// bracket), when the paragraph has no sentence punctuation and every piece
// talks about a field. Anything else is returned whole.
func splitRunOn(text string) []string {
	if strings.ContainsAny(text, ".;!?") && !decimalOnly(text) {
		return nil
	}
	words := strings.Fields(text)
	if len(words) < 4 {
		return nil
	}
	var items []string
	start := 0
	for i := 1; i < len(words); i++ {
		prev, w := words[i-1], words[i]
		if !(digitRe().MatchString(prev) || strings.HasSuffix(prev, ")")) || w[0] < 'A' || w[0] > 'Z' {
			continue
		}
		items = append(items, strings.Join(words[start:i], " "))
		start = i
	}
	items = append(items, strings.Join(words[start:], " "))
	if len(items) < 2 {
		return nil
	}
	for _, it := range items {
		if ClassifyField(it) == "" || !digitRe().MatchString(it) {
			return nil
		}
	}
	return items
}

// decimalOnly reports whether every full stop of text is a decimal point.
func decimalOnly(text string) bool {
	if strings.ContainsAny(text, ";!?") {
		return false
	}
	for i := 0; i < len(text); i++ {
		if text[i] == '.' && (i == 0 || i+1 >= len(text) || text[i-1] < '0' || text[i-1] > '9' || text[i+1] < '0' || text[i+1] > '9') {
			return false
		}
	}
	return true
}

// headerFragments repairs a two-row header a PDF printed on three
// baselines: the table's first row has empty leading cells ("| | Initial
// load | Subload") and the one or two blocks before it are short labels
// without values: the cells spanning both header rows ("Unit Size", one
// word a cell) and, before them, the cell spanning the value columns ("Max
// file weight (KB)"). It returns the rebuilt first header row and how
// many blocks of out it used.
func headerFragments(out []Block, rows []flatBlock) (flatBlock, int) {
	if len(rows) < 2 || len(out) == 0 {
		return flatBlock{}, 0
	}
	first := rows[0].Cells
	lead := 0
	for lead < len(first) && first[lead] == "" {
		lead++
	}
	if lead == 0 || lead == len(first) {
		return flatBlock{}, 0
	}
	fragment := func(b Block) bool {
		return (b.Kind == KindParagraph || b.Kind == KindHeading) && len(strings.Fields(b.Text)) <= 6 &&
			!strings.ContainsAny(b.Text, ".:;") && !digitRe().MatchString(strings.Trim(b.Text, "()"))
	}
	spanning := out[len(out)-1]
	if !fragment(spanning) || len(strings.Fields(spanning.Text)) != lead {
		return flatBlock{}, 0
	}
	cells := strings.Fields(spanning.Text)
	used := 1
	topText := ""
	if len(out) >= 2 && fragment(out[len(out)-2]) {
		topText = out[len(out)-2].Text
		used = 2
	}
	for len(cells) < len(first) {
		cells = append(cells, topText)
	}
	return flatBlock{page: rows[0].page, Block: doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(cells, " | "), Cells: cells}}, used
}
