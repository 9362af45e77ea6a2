package doctext

import (
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// docStats are document-wide typography facts used to classify lines.
type docStats struct {
	body   float64        // the body font size (most characters)
	pitch  float64        // the body line spacing over the document, 0 if unclear
	levels map[string]int // heading style key to heading level
}

func styleKey(size float64, bold bool) string {
	if bold {
		return "b" + formatSize(size)
	}
	return formatSize(size)
}

func formatSize(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }

// fontStats finds the body size and ranks heading styles.
func fontStats(pages []pdfPage) docStats {
	chars := map[float64]int{}
	for _, p := range pages {
		for _, l := range p.lines {
			if !l.dropped {
				chars[l.size] += utf8.RuneCountInString(l.text)
			}
		}
	}
	st := docStats{levels: map[string]int{}}
	best := 0
	for s, n := range chars {
		if n > best || (n == best && s < st.body) {
			st.body, best = s, n
		}
	}
	counts := map[float64]int{}
	total := 0
	for _, p := range pages {
		total += pitchCounts(p.lines, st.body, counts)
	}
	st.pitch = pickPitch(counts, total)
	type style struct {
		size float64
		bold bool
	}
	seen := map[string]style{}
	for _, p := range pages {
		for _, l := range p.lines {
			if !l.dropped && isHeadingLine(l, st.body) {
				seen[styleKey(l.size, l.bold)] = style{l.size, l.bold}
			}
		}
	}
	styles := make([]style, 0, len(seen))
	for _, s := range seen {
		styles = append(styles, s)
	}
	sort.Slice(styles, func(i, j int) bool {
		if styles[i].size != styles[j].size {
			return styles[i].size > styles[j].size
		}
		return styles[i].bold && !styles[j].bold
	})
	for i, s := range styles {
		st.levels[styleKey(s.size, s.bold)] = min(i+1, 6)
	}
	return st
}

// isHeadingLine: larger than the body or all bold, short, and not ending
// like a sentence continuation.
func isHeadingLine(l pdfLine, body float64) bool {
	if len(l.segs) > 1 || l.text == "" {
		return false
	}
	big := l.size >= body*1.12
	if !big && !l.bold {
		return false
	}
	words := len(l.words)
	if words > 16 || len(l.text) > 120 {
		return false
	}
	last := l.text[len(l.text)-1]
	if last == ',' || last == ';' {
		return false
	}
	if !big && last == '.' && words > 8 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(l.text)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

var (
	bulletRe    = lazyregexp.New(`^([•◦▪■●‣⁃\-*–·○□➢✓►▸o])\s+\S`)
	enumRe      = lazyregexp.New(`^(\(?(\d{1,3}|[a-zA-Z]|[ivxlcIVXLC]{1,5})[.)])\s+\S`)
	gluedEnumRe = lazyregexp.New(`^(\d{1,3}[.)])\p{Lu}`) // "10.Creative": number and text closer than a space
)

// listMarker returns the marker a line starts with and whether it is a
// bullet (dropped from the text) or an enumerator (kept).
func listMarker(text string) (marker string, bullet bool) {
	if m := bulletRe().FindStringSubmatch(text); m != nil {
		if m[1] == "o" && !strings.HasPrefix(text, "o ") {
			return "", false
		}
		return m[1], true
	}
	if m := enumRe().FindStringSubmatch(text); m != nil {
		return m[1], false
	}
	if m := gluedEnumRe().FindStringSubmatch(text); m != nil {
		return m[1], false
	}
	return "", false
}

// pageResult is one page's blocks plus what continues from the previous
// page: text for the cells of its last table row (carry, by cell index)
// and this page's last line when it is a table row (for the next page).
type pageResult struct {
	blocks  []Block
	carry   map[int]string
	lastRow *pdfLine
}

// pageBlocks groups a page's lines into blocks. seed is the previous
// page's last line if that was a table row.
func pageBlocks(p pdfPage, st docStats, seed *pdfLine) pageResult {
	lines := make([]pdfLine, 0, len(p.lines)+1)
	if seed != nil {
		lines = append(lines, *seed)
	}
	for _, l := range p.lines {
		if !l.dropped {
			lines = append(lines, l)
		}
	}
	var res pageResult
	pitch := st.pitch
	if pitch == 0 {
		pitch = linePitch(lines, st.body)
	}
	tl := tableLines(lines, seed != nil, st.body, pitch)
	table, cont := tl.rows, tl.cont
	rowBlock := map[int]int{} // table row line → index of its block
	if seed != nil {
		rowBlock[0] = -1 // the previous page's last block
	}
	right := 0.0
	for _, l := range lines {
		right = max(right, l.x1)
	}
	left0 := p.minX()
	var blocks []Block
	var cur *Block
	var curLeft, itemX0, prevX0, prevX1, prevY float64
	var curLines int
	closeBlock := func() {
		if cur != nil {
			cur.Text = strings.TrimSpace(cur.Text)
			if cur.Text != "" {
				blocks = append(blocks, *cur)
			}
		}
		cur = nil
	}
	lastRowLine := -1
	for i, l := range lines {
		size := max(l.size, 1)
		if seed != nil && i == 0 || tl.skip[i] {
			continue
		}
		if table[i] {
			lastRowLine = i
			closeBlock()
			cells := tl.rowCells(lines, i)
			rowBlock[i] = len(blocks)
			_, header := tl.header[i]
			blocks = append(blocks, Block{Kind: BlockTableRow, Text: tableText(cells), Cells: cells, Header: header})
			prevY = l.y
			continue
		}
		if r, ok := cont[i]; ok {
			cols := tl.cols[i]
			if bi, ok := rowBlock[r]; ok && bi < 0 {
				if res.carry == nil {
					res.carry = map[int]string{}
				}
				for _, s := range l.segs {
					if j := columnOf(cols, s); j >= 0 {
						res.carry[j] = strings.TrimSpace(res.carry[j] + " " + segText(s))
					}
				}
				prevY = l.y
				continue
			}
			if bi, ok := rowBlock[r]; ok {
				b := &blocks[bi]
				for _, s := range l.segs {
					if j := columnOf(cols, s); j >= 0 && j < len(b.Cells) {
						b.Cells[j] = joinCell(b.Cells[j], segText(s))
					}
				}
				b.Text = tableText(b.Cells)
				prevY = l.y
				continue
			}
		}
		// A bold line at body size that fills the width is the first line
		// of a bold paragraph, not a heading.
		if isHeadingLine(l, st.body) && !(l.size < st.body*1.12 && l.x1 > right-0.1*(right-left0)) {
			level := st.levels[styleKey(l.size, l.bold)]
			if cur != nil && cur.Kind == BlockHeading && cur.Level == level && prevY-l.y < 1.6*size && curLines < 3 {
				cur.Text = joinLine(cur.Text, l.text)
				curLines++
			} else {
				closeBlock()
				cur = &Block{Kind: BlockHeading, Level: max(level, 1), Text: l.text}
				curLines = 1
			}
			prevY, prevX0, prevX1 = l.y, l.x0, l.x1
			continue
		}
		text := l.text
		marker, bullet := listMarker(text)
		newBlock := cur == nil || cur.Kind == BlockHeading || marker != ""
		if !newBlock {
			gap := prevY - l.y
			switch {
			case gap > 1.2*pitch || gap < -0.5*size:
				newBlock = true
			case (curLines >= 2 || cur.Kind == BlockListItem) && l.x0 > curLeft+0.8*size:
				newBlock = true // first-line indent of a new paragraph
			case curLines == 1 && cur.Kind == BlockParagraph && l.x0 > prevX0+0.8*size:
				newBlock = true
			case cur.Kind == BlockListItem && l.x0 <= itemX0+0.3*size:
				// Back at (or left of) the marker: a new block, unless the
				// item has no hanging indent and its text clearly runs on.
				newBlock = endsSentence(cur.Text) || prevX1 < right-0.15*(right-itemX0) && !runsOnLower(cur.Text, text) || l.x0 < itemX0-0.8*size
			case prevX1 < right-0.15*(right-curLeft) && endsSentence(cur.Text):
				newBlock = true
			case deliberateBreak(p, lines, l, prevX1, cur.Text, left0):
				newBlock = true // list items printed without bullet glyphs
			}
		}
		if newBlock {
			closeBlock()
			kind := BlockParagraph
			left := l.x0
			if marker != "" {
				kind = BlockListItem
				if bullet {
					text = strings.TrimSpace(strings.TrimPrefix(text, marker))
				} else if rest := strings.TrimPrefix(text, marker); !strings.HasPrefix(rest, " ") {
					text = marker + " " + rest
				}
				if w := l.words[0]; w.text != marker && len(w.text) > 0 {
					// Marker glued to the text: estimate where the text starts.
					left = w.x0 + (w.x1-w.x0)*float64(len(marker))/float64(len(w.text))
				} else if len(l.words) > 1 {
					left = l.words[1].x0
				}
			}
			cur = &Block{Kind: kind, Text: text}
			curLeft, itemX0 = left, l.x0
			curLines = 1
		} else {
			if curLines == 1 && cur.Kind == BlockParagraph {
				curLeft = l.x0
			}
			cur.Text = joinLine(cur.Text, text)
			curLines++
		}
		prevY, prevX0, prevX1 = l.y, l.x0, l.x1
	}
	closeBlock()
	res.blocks = blocks
	if n := len(blocks); n > 0 && blocks[n-1].Kind == BlockTableRow && lastRowLine >= 0 && rowBlock[lastRowLine] == n-1 {
		row := lines[lastRowLine]
		res.lastRow = &row
	}
	return res
}

// runsOnLower reports whether next continues text: text does not end a
// sentence and next starts in lower case (an item's line in a column
// narrower than the page, which ends short of the page's right edge).
func runsOnLower(text, next string) bool {
	r, _ := utf8.DecodeRuneInString(next)
	return unicode.IsLower(r) && !endsSentence(text) && !strings.HasSuffix(text, ":")
}

// minX is the left edge of the page's text.
func (p pdfPage) minX() float64 {
	x := math.Inf(1)
	for _, l := range p.lines {
		if !l.dropped {
			x = min(x, l.x0)
		}
	}
	if math.IsInf(x, 1) {
		return 0
	}
	return x
}

func endsSentence(s string) bool {
	s = strings.TrimRight(s, ")\"”’'")
	if s == "" {
		return false
	}
	return strings.ContainsRune(".:;!?", rune(s[len(s)-1]))
}

// hyphenMark stands for a hyphen at a line end until the document-wide
// vocabulary decides between a compound and a hyphenated word.
const hyphenMark = "\x00"

// joinLine appends a line to a block's text, marking a line-end hyphen
// between letters for resolveHyphens.
func joinLine(text, next string) string {
	if n := len(text); n >= 2 && text[n-1] == '-' {
		prev, _ := utf8.DecodeLastRuneInString(text[:n-1])
		first, _ := utf8.DecodeRuneInString(next)
		if unicode.IsLetter(prev) || unicode.IsDigit(prev) {
			if unicode.IsLetter(first) {
				return text[:n-1] + hyphenMark + next
			}
			return text + next
		}
	}
	return text + " " + next
}

// linePitch is the line spacing of body text: the smallest baseline
// distance between consecutive body lines that occurs repeatedly
// (paragraph spacing only ever adds to it), or 1.2 times the body size.
func linePitch(lines []pdfLine, body float64) float64 {
	counts := map[float64]int{}
	total := pitchCounts(lines, body, counts)
	if pitch := pickPitch(counts, total); pitch > 0 {
		return pitch
	}
	return 1.2 * max(body, 1)
}

// pitchCounts counts the baseline distances between consecutive lines of
// plain body text (one segment, body size, not bold: not table rows or
// headings, whose spacing is their own; dropped lines are skipped) and
// returns how many it counted.
func pitchCounts(lines []pdfLine, body float64, counts map[float64]int) int {
	total := 0
	plain := func(l *pdfLine) bool { return len(l.segs) == 1 && !l.bold && math.Abs(l.size-body) < 0.6 }
	var prev *pdfLine
	for i := range lines {
		l := &lines[i]
		if l.dropped {
			continue
		}
		if prev != nil {
			d := roundHalf(prev.y - l.y)
			if d >= 0.8*body && d < 3*body && plain(l) && plain(prev) {
				counts[d]++
				total++
			}
		}
		prev = l
	}
	return total
}

// pickPitch is the smallest distance counted at least twice and for at
// least a tenth of the pairs, or 0.
func pickPitch(counts map[float64]int, total int) float64 {
	pitch := 0.0
	for d, n := range counts {
		if n >= 2 && n*10 >= total && (pitch == 0 || d < pitch) {
			pitch = d
		}
	}
	return pitch
}

func hasListMarker(text string) bool {
	m, _ := listMarker(text)
	return m != ""
}

// cellOf is the index of row's segment starting at x, or -1.
func cellOf(row pdfLine, x, tol float64) int {
	for j, s := range row.segs {
		if math.Abs(s[0].x0-x) < tol {
			return j
		}
	}
	return -1
}

// deliberateBreak reports whether line l starts a new block although the
// line before it (ending at prevX1, with the block's text so far) neither
// ended a sentence nor was indented: l starts with a capital letter or a
// digit, the text before does not run on (no trailing comma, hyphen or
// "and"), and l's first word would have fitted on the line before. Text
// wrapped by the layout never leaves room for the next word, so the break
// was the author's: list items printed without bullet glyphs, or label
// and value lines ("Loop limit" then "3x").
func deliberateBreak(p pdfPage, lines []pdfLine, l pdfLine, prevX1 float64, text string, left0 float64) bool {
	if len(l.words) == 0 || text == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(l.text)
	if !unicode.IsUpper(r) && !unicode.IsDigit(r) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(text)
	if strings.ContainsRune(",;-–—/&(+", last) || runOnWord().MatchString(text) {
		return false
	}
	w := l.words[0]
	need := (w.x1 - w.x0) + 0.35*max(l.size, 1)
	size := max(l.size, 1)
	colMax, room, setEnd, lengths := columnExtent(p, lines, l, left0)
	switch {
	case setEnd > 0:
		// Justified text: lines end at one edge.
		return prevX1+need < setEnd-0.5*size
	case colMax-l.x0 < 0.85*(room-l.x0) && lengths > 1 && !atPageEdge(lines, prevX1, size):
		// A column of lines all well short of their room and of
		// different lengths (a slide's items): each line is its own.
		return prevX1+need < room
	}
	// Ragged text wraps when the next word would pass the widest line.
	return prevX1+need < colMax-0.5*size
}

// runOnWord: text ending in a word that needs what follows.
var runOnWord = lazyregexp.New(`(?i)\b(?:and|or|the|a|an|of|to|for|with|in|on|at|by|from|per|than|is|are|must|should|may|be)$`)

// atPageEdge reports whether x is where three or more of the page's lines
// end: the right margin of set text (a justified line never breaks on
// purpose there, whatever the page's nominal width).
func atPageEdge(lines []pdfLine, x, size float64) bool {
	n := 0
	for _, m := range lines {
		if math.Abs(m.x1-x) < 0.5*size {
			n++
		}
	}
	return n >= 3
}

// columnExtent measures the column of line l: where its lines end at the
// most (colMax), the room they have (the left edge of a column to the
// right, or the page's right margin, the left margin mirrored), the edge
// three or more lines end at when the text is justified (setEnd, else 0)
// and how many distinct line ends it has.
func columnExtent(p pdfPage, lines []pdfLine, l pdfLine, left0 float64) (colMax, room, setEnd float64, lengths int) {
	for _, m := range lines {
		room = max(room, m.x1)
	}
	if p.width > 0 && p.width-left0 > room {
		room = p.width - left0
	}
	size := max(l.size, 1)
	for _, m := range lines {
		if m.x0 > l.x0+0.25*(room-left0) && m.x0 > l.x1 && m.x0 < room {
			room = m.x0 - size
		}
	}
	ends := map[int]int{} // line ends by half-size bucket
	for _, m := range lines {
		if math.Abs(m.x0-l.x0) < 2*size && m.x1 <= room+1 {
			colMax = max(colMax, m.x1)
			ends[int(m.x1/(0.5*size))]++
		}
	}
	for b, n := range ends {
		// Justified text ends at the column's edge; a few short items of
		// one length do not make it.
		if end := float64(b) * 0.5 * size; n >= 3 && end > setEnd && colMax-end < 0.1*(colMax-l.x0) {
			setEnd = end
		}
	}
	return colMax, room, setEnd, len(ends)
}
