package doctext

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pdfPage is one PDF page as text lines in reading order.
type pdfPage struct {
	number        int
	width, height float64
	originY       float64
	lines         []pdfLine
}

// pdfWord is a run of glyphs without a space.
type pdfWord struct {
	x0, x1 float64
	y      float64 // baseline of the first glyph
	text   string
	chars  int
	bold   int // bold characters
	size   float64
}

// pdfLine is one line of text: words on a common baseline.
type pdfLine struct {
	y, size float64
	x0, x1  float64
	words   []pdfWord
	segs    [][]pdfWord // words split at wide gaps (table cells, columns)
	text    string
	bold    bool
	dropped bool
}

// Gap thresholds, as fractions of the font size.
const (
	wordGap = 0.15 // a gap wider than this between glyphs is a space
	cellGap = 0.9  // a gap wider than this splits a line into segments
)

// buildLines groups glyphs into lines and words, in reading order: top to
// bottom, then left to right, with two columns read one after the other
// when the page clearly has them.
func buildLines(gs []textGlyph) []pdfLine {
	if len(gs) == 0 {
		return nil
	}
	for i := range gs {
		gs[i].s = normalizeGlyph(gs[i].s)
	}
	// Assign glyphs to baselines in content order (usually line by line),
	// then scatter them line by line, lines top to bottom.
	type group struct {
		y, size      float64
		count, start int
	}
	var groups []group
	lineOf := make([]int32, len(gs))
	cur := -1
	for i, g := range gs {
		if cur < 0 || math.Abs(groups[cur].y-g.y) > 0.35*max(groups[cur].size, g.size) {
			cur = -1
			for j := len(groups) - 1; j >= 0 && j >= len(groups)-64; j-- {
				if math.Abs(groups[j].y-g.y) <= 0.35*max(groups[j].size, g.size) {
					cur = j
					break
				}
			}
			if cur < 0 {
				groups = append(groups, group{y: g.y, size: g.size})
				cur = len(groups) - 1
			}
		}
		lineOf[i] = int32(cur)
		groups[cur].count++
		groups[cur].size = max(groups[cur].size, g.size)
	}
	order := make([]int, len(groups))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(groups[b].y, groups[a].y) })
	at := 0
	for _, gi := range order {
		groups[gi].start = at
		at += groups[gi].count
	}
	sorted := make([]textGlyph, len(gs))
	fill := make([]int, len(groups))
	for i, g := range gs {
		gi := lineOf[i]
		sorted[groups[gi].start+fill[gi]] = g
		fill[gi]++
	}
	// Baselines closer than the tolerance after sorting (a line drawn in
	// pieces) are merged into one line.
	var lines []pdfLine
	for i := 0; i < len(order); {
		first := groups[order[i]]
		end := first.start + first.count
		j := i + 1
		for j < len(order) && first.y-groups[order[j]].y <= 0.35*max(first.size, groups[order[j]].size) {
			end += groups[order[j]].count
			j++
		}
		if l, ok := makeLine(sorted[first.start:end]); ok {
			lines = append(lines, l)
		}
		i = j
	}
	return orderColumns(joinCentredLabels(lines))
}

// joinCentredLabels joins a short label a browser centred vertically
// beside a value of two or three lines (a table cell's default alignment)
// with that value. With two lines the label's line lies half way between
// them; with three it shares the middle one's baseline. The value's lines
// are a line apart and start at one x right of the label, the label is
// less than half as wide as the value's first line, and label and value
// are each a row's gap from the next line at their x (so two columns of
// text whose baselines are offset, a sidebar, or a list of labels over
// values are not taken for it). The lines become one row line of two
// cells, the label and the value, and of any cells centred beside them on
// the label's line right of the value.
func joinCentredLabels(lines []pdfLine) []pdfLine {
	var out []pdfLine
	for i := 0; i < len(lines); i++ {
		if i+2 < len(lines) {
			a, n, b := lines[i], lines[i+1], lines[i+2]
			size := max(a.size, n.size, b.size, 1)
			oneValue := func(label []pdfWord, value []pdfWord) bool {
				return len(a.segs) == 1 && len(b.segs) == 1 && a.y-b.y <= 2.6*size &&
					math.Abs(a.x0-b.x0) < 0.6*size && math.Abs(value[0].x0-a.x0) < 0.6*size &&
					label[len(label)-1].x1 < a.x0 && label[len(label)-1].x1-label[0].x0 < 0.5*(a.x1-a.x0) &&
					cellApart(lines, i, i+2, a.x0, size) && cellApart(lines, i+1, i+1, label[0].x0, size)
			}
			var label, value []pdfWord
			var after [][]pdfWord // cells centred right of the value ("Required" in a Notes column)
			middle := false       // the label shares the value's middle line
			switch {
			case len(n.segs) >= 1 && math.Abs(n.y-(a.y+b.y)/2) < 0.2*size && a.y-b.y <= 1.3*size:
				label, value = n.segs[0], b.segs[0] // half way between two lines
				after = n.segs[1:]
				for _, c := range after {
					if c[0].x0 <= max(a.x1, b.x1) {
						label = nil
					}
				}
			case len(n.segs) == 2 && math.Abs((a.y-n.y)-(n.y-b.y)) < 0.2*size && a.y-n.y > 0.75*size:
				label, value, middle = n.segs[0], n.segs[1], true // on the middle of three
			}
			if label != nil && oneValue(label, value) {
				var v []pdfWord
				v = append(v, a.words...)
				if middle {
					v = append(v, value...)
				}
				v = append(v, b.words...)
				words := append(slices.Clone(label), v...)
				row := pdfLine{segs: [][]pdfWord{slices.Clone(label), v}}
				for _, c := range after {
					words = append(words, c...)
					row.segs = append(row.segs, c)
				}
				segs := row.segs
				row = finishLine(words, n.y)
				row.segs = segs
				row.x0, row.x1 = label[0].x0, max(a.x1, n.x1, b.x1)
				out = append(out, row)
				i += 2
				continue
			}
		}
		out = append(out, lines[i])
	}
	return out
}

// cellApart reports whether lines a to b are a cell of their own at x:
// the nearest line above a and below b with text starting at x is a row's
// gap away (a line and a half or more), not the next line of a paragraph
// or of a list of labels and values.
func cellApart(lines []pdfLine, a, b int, x, size float64) bool {
	at := func(l pdfLine) bool {
		return slices.ContainsFunc(l.segs, func(s []pdfWord) bool { return math.Abs(s[0].x0-x) < 0.6*size })
	}
	for k := a - 1; k >= 0; k-- {
		if at(lines[k]) {
			if lines[k].y-lines[a].y < 1.5*size {
				return false
			}
			break
		}
	}
	for k := b + 1; k < len(lines); k++ {
		if at(lines[k]) {
			return lines[b].y-lines[k].y >= 1.5*size
		}
	}
	return true
}

// makeLine builds one line from glyphs sharing a baseline.
func makeLine(gs []textGlyph) (pdfLine, bool) {
	byX := func(a, b textGlyph) int { return cmp.Compare(a.x, b.x) }
	if !slices.IsSortedFunc(gs, byX) {
		slices.SortStableFunc(gs, byX)
	}
	var words []pdfWord
	var cur strings.Builder
	var w pdfWord
	lastEnd := 0.0
	lastX := -1e9
	lastS := ""
	spaceW := -1.0 // nominal width of a space glyph since the last letter, -1 if none
	flush := func() {
		if cur.Len() > 0 {
			w.text = cur.String()
			words = append(words, w)
		}
		cur.Reset()
		w = pdfWord{}
	}
	for _, g := range gs {
		if g.s == "" {
			continue
		}
		// Overprinted duplicates (fake bold, shadows).
		if g.s == lastS && g.x-lastX < 0.1*g.size && g.x >= lastX {
			continue
		}
		lastS, lastX = g.s, g.x
		if strings.TrimSpace(g.s) == "" {
			spaceW = max(spaceW, g.w)
			continue
		}
		if cur.Len() > 0 && isWordGap(g, g.x-lastEnd, spaceW) {
			flush()
		}
		spaceW = -1
		if cur.Len() == 0 {
			w.x0, w.y = g.x, g.y
		}
		cur.WriteString(strings.TrimSpace(g.s))
		w.x1 = max(w.x1, g.x+g.w)
		w.chars++
		if g.bold {
			w.bold++
		}
		w.size = max(w.size, g.size)
		lastEnd = g.x + g.w
	}
	flush()
	if len(words) == 0 {
		return pdfLine{}, false
	}
	return finishLine(words, gs[0].y), true
}

// isWordGap reports whether a gap before glyph g separates words. Without a
// space glyph in between, the gap must exceed wordGap of the font size (or
// most of the font's own space width when that is narrower), so kerning
// and positioning offsets (TJ adjustments, Ghostscript's per-glyph moves)
// do not split words. A space glyph (spaceW is its nominal width, -1 when
// there is none) separates words unless character and word spacing shrank
// its advance to almost nothing: Ghostscript draws a space with a large
// negative Tw to move a glyph by a fraction of a point ("Te" " " "xt").
func isWordGap(g textGlyph, gap, spaceW float64) bool {
	if spaceW >= 0 {
		return gap > 0.3*spaceW-0.02*g.size
	}
	limit := wordGap * g.size
	if g.space > 0 {
		limit = max(min(limit, 0.6*float64(g.space)), 0.08*g.size)
	}
	return gap > limit
}

// finishLine computes a line's extent, size, segments and text.
func finishLine(words []pdfWord, y float64) pdfLine {
	l := pdfLine{y: y, words: words, x0: words[0].x0, x1: words[len(words)-1].x1}
	type sizeCount struct {
		size  float64
		count int
	}
	var sizeBuf [4]sizeCount
	sizes := sizeBuf[:0]
	chars, bold := 0, 0
	for _, w := range words {
		s := roundHalf(w.size)
		found := false
		for i := range sizes {
			if sizes[i].size == s {
				sizes[i].count += w.chars
				found = true
				break
			}
		}
		if !found {
			sizes = append(sizes, sizeCount{s, w.chars})
		}
		chars += w.chars
		bold += w.bold
	}
	best := 0
	for _, sc := range sizes {
		if sc.count > best || (sc.count == best && sc.size > l.size) {
			l.size, best = sc.size, sc.count
		}
	}
	l.bold = bold*10 >= chars*9
	seg := []pdfWord{words[0]}
	for i, w := range words[1:] {
		// A mark ending a run of text is a cell of its own: a column of
		// required/recommended marks printed close to the values ("MP4 ●").
		last := i+2 == len(words) || words[i+2].x0-w.x1 > cellGap*max(l.size, 1)
		if w.x0-seg[len(seg)-1].x1 > cellGap*max(l.size, 1) || last && isMarkGlyph(w.text) && !isMarkGlyph(seg[len(seg)-1].text) {
			l.segs = append(l.segs, seg)
			seg = nil
		}
		seg = append(seg, w)
	}
	l.segs = append(l.segs, seg)
	n := len(words) - 1
	for _, w := range words {
		n += len(w.text)
	}
	var b strings.Builder
	b.Grow(n)
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w.text)
	}
	l.text = b.String()
	return l
}

// isMarkGlyph reports whether a word is one mark symbol: a filled or empty
// circle, square, diamond or star, a tick or a cross.
func isMarkGlyph(w string) bool {
	return utf8.RuneCountInString(w) == 1 && strings.ContainsAny(w, "●○◉◎■□◆◇★☆✓✔✗✘☑☒")
}

func roundHalf(f float64) float64 { return float64(int(f*2+0.5)) / 2 }

func segText(seg []pdfWord) string {
	parts := make([]string, len(seg))
	for i, w := range seg {
		parts[i] = w.text
	}
	return strings.Join(parts, " ")
}

// maxColumnSlots bounds the slots of orderColumns' coverage count, so a
// page with absurd coordinates costs no more than a wide one.
const maxColumnSlots = 4096

// orderColumns detects a clear two-column layout and, if found, reorders
// lines so the left column is read before the right one between full-width
// lines. Otherwise lines stay top to bottom.
func orderColumns(lines []pdfLine) []pdfLine {
	if len(lines) < 8 {
		return proseColumns(lines)
	}
	minX, maxX := lines[0].x0, lines[0].x1
	for _, l := range lines {
		minX, maxX = min(minX, l.x0), max(maxX, l.x1)
	}
	width := maxX - minX
	if width < 100 {
		return lines
	}
	if gutter, ok := widestGap(lines, minX+0.3*width, minX+0.7*width); ok {
		if out, ok := twoColumns(lines, gutter, minX, maxX); ok {
			return out
		}
	}
	// A sidebar (a printed page's navigation beside its article): a gutter
	// in the outer part of the text area.
	for _, band := range [][2]float64{{0.08, 0.3}, {0.7, 0.92}} {
		if gutter, ok := widestGap(lines, minX+band[0]*width, minX+band[1]*width); ok && isSidebar(lines, gutter, band[0] < 0.5) {
			return splitColumns(lines, gutter, false)
		}
	}
	return proseColumns(lines)
}

// proseColumns reads a part of the page set in two columns of running
// text under full-width text (an order's terms and conditions below its
// tables): a run of lines, each with one run of text on one or both sides
// of one gutter and none across it, four or more of them on both sides, whose
// sides each run on from line to line (a line not ending a sentence, the
// next starting in lower case) at least twice. Each such run is read left
// column first; the rest of the page keeps its order.
func proseColumns(lines []pdfLine) []pdfLine {
	var out []pdfLine
	for i := 0; i < len(lines); {
		l := lines[i]
		lo, hi := widestSegGap(l) // the gutter's room
		if hi <= lo {
			out = append(out, l)
			i++
			continue
		}
		gutter := (lo + hi) / 2
		j, both := i, 0
		for ; j < len(lines); j++ {
			left, right, across := false, false, false
			for _, s := range lines[j].segs {
				switch x0, x1 := s[0].x0, s[len(s)-1].x1; {
				case x1 <= gutter && !left:
					left = true
				case x0 >= gutter && !right:
					right = true
				default:
					across = true // across the gutter, or a second cell on a side: a table
				}
			}
			if across {
				break
			}
			if left && right {
				both++
			}
		}
		if both >= 4 && runsOn(lines[i:j], gutter, true) && runsOn(lines[i:j], gutter, false) {
			out = append(out, splitColumns(lines[i:j], gutter, false)...)
			i = j
			continue
		}
		out = append(out, l)
		i++
	}
	return out
}

// widestSegGap is the widest gap between two of a line's segments, or
// an empty one.
func widestSegGap(l pdfLine) (lo, hi float64) {
	for k := 1; k < len(l.segs); k++ {
		a, b := l.segs[k-1][len(l.segs[k-1])-1].x1, l.segs[k][0].x0
		if b-a > hi-lo {
			lo, hi = a, b
		}
	}
	return lo, hi
}

// runsOn reports whether the text on one side of the gutter runs on from
// line to line twice or more: a line that does not end a sentence, the next
// starting in lower case.
func runsOn(lines []pdfLine, gutter float64, left bool) bool {
	var texts []string
	for _, l := range lines {
		var words []string
		for _, w := range l.words {
			if (w.x1 <= gutter) == left {
				words = append(words, w.text)
			}
		}
		if len(words) > 0 {
			texts = append(texts, strings.Join(words, " "))
		}
	}
	n := 0
	for k := 1; k < len(texts); k++ {
		r, _ := utf8.DecodeRuneInString(texts[k])
		if unicode.IsLower(r) && !strings.ContainsAny(texts[k-1][len(texts[k-1])-1:], ".:;!?") {
			n++
		}
	}
	return n >= 2
}

// widestGap finds the middle of the widest vertical strip between lo and
// hi that at most a quarter of the lines cross (full-width titles, tables
// and figures may cross), if it is 8 points wide or more.
func widestGap(lines []pdfLine, lo, hi float64) (float64, bool) {
	// Coverage of each slot (1 point, or wider on a huge page so that
	// there are at most maxColumnSlots).
	slotW := max(1, (hi-lo)/maxColumnSlots)
	slots := int((hi - lo) / slotW)
	cover := make([]int, slots)
	for _, l := range lines {
		for _, w := range l.words {
			for x := int(max((w.x0-lo)/slotW, 0)); x < slots && float64(x)*slotW+lo < w.x1; x++ {
				cover[x]++
			}
		}
	}
	limit := len(lines) / 4
	bestLen, bestAt, run := 0, 0, 0
	for x := 0; x < slots; x++ {
		if cover[x] <= limit {
			run++
			if run > bestLen {
				bestLen, bestAt = run, x-run+1
			}
		} else {
			run = 0
		}
	}
	if float64(bestLen)*slotW < 8 {
		return 0, false
	}
	return lo + (float64(bestAt)+float64(bestLen)/2)*slotW, true
}

// twoColumns reads the lines as two columns split at the gutter, if they
// are.
func twoColumns(lines []pdfLine, gutter, minX, maxX float64) ([]pdfLine, bool) {
	// Two columns: few lines cross the gutter, both sides carry a fair
	// share of the lines, and a good part of those fill their column
	// (short table cells do not; short paragraphs and headings of a
	// brief leave many lines short). Baselines of the two columns need not align.
	cards := sideBySideRows(lines, gutter)
	cross, leftN, rightN, leftWide, rightWide := 0, 0, 0, 0, 0
	for _, l := range lines {
		hasLeft, hasRight, crosses := sidesOf(l, gutter, cards)
		if crosses || !cards && wideRow(l, hasLeft, hasRight) {
			cross++
			continue
		}
		if hasLeft {
			leftN++
			if lineSpan(l, minX, gutter) >= 0.6*(gutter-minX) {
				leftWide++
			}
		}
		if hasRight {
			rightN++
			if lineSpan(l, gutter, maxX) >= 0.6*(maxX-gutter) {
				rightWide++
			}
		}
	}
	n := len(lines)
	if cross*4 > n || leftN*4 < n || rightN*4 < n || leftWide*3 < leftN || rightWide*3 < rightN {
		return nil, false
	}
	return splitColumns(lines, gutter, cards), true
}

// isSidebar reports whether the narrow side of the gutter (the left one
// when left is set) is a sidebar beside the page's main text: few lines
// cross the gutter, the narrow side has three lines or more but no more
// than half as many as the main side, and most of its lines have nothing
// beside them (a table's first column has its row's cells beside it).
func isSidebar(lines []pdfLine, gutter float64, left bool) bool {
	cross, narrow, alone, main := 0, 0, 0, 0
	for _, l := range lines {
		hasLeft, hasRight, crosses := sidesOf(l, gutter, false)
		if !left {
			hasLeft, hasRight = hasRight, hasLeft
		}
		switch {
		case crosses:
			cross++
			continue
		case hasLeft:
			narrow++
			if !hasRight {
				alone++
			}
		}
		if hasRight {
			main++
		}
	}
	return cross*4 <= len(lines) && narrow >= 3 && narrow*2 <= main && alone*2 > narrow
}

// splitColumns splits lines at the gutter and reads column by column
// between lines that cross it; with cards, lines with cells on both sides
// are split too, and a wide gap ends the columns.
func splitColumns(lines []pdfLine, gutter float64, cards bool) []pdfLine {
	var out, left, right []pdfLine
	flushCols := func() {
		out = append(out, left...)
		out = append(out, right...)
		left, right = nil, nil
	}
	prevY := math.Inf(1)
	for _, l := range lines {
		if cards && prevY-l.y > 2.5*max(l.size, 1) {
			flushCols() // the cards end: what follows a wide gap is read after both
		}
		prevY = l.y
		var lw, rw []pdfWord
		for _, w := range l.words {
			if w.x1 <= gutter {
				lw = append(lw, w)
			} else {
				rw = append(rw, w)
			}
		}
		if _, _, crosses := sidesOf(l, gutter, cards); crosses || !cards && wideRow(l, len(lw) > 0, len(rw) > 0) {
			flushCols()
			out = append(out, l)
			continue
		}
		// Each column's part keeps its own baseline: baselines of two
		// columns close enough to share a line need not be equal.
		if len(lw) > 0 {
			left = append(left, finishLine(lw, lw[0].y))
		}
		if len(rw) > 0 {
			right = append(right, finishLine(rw, rw[0].y))
		}
	}
	flushCols()
	return out
}

// sidesOf says on which sides of the gutter a line has text, and whether
// it crosses it: a word over the gutter, or, with joined, words on both
// sides no further apart than words of one cell (a full-width line beside
// cards, whose gutter is narrow).
func sidesOf(l pdfLine, gutter float64, joined bool) (left, right, crosses bool) {
	lastLeft, firstRight := math.Inf(-1), math.Inf(1)
	for _, w := range l.words {
		switch {
		case w.x1 <= gutter:
			left, lastLeft = true, max(lastLeft, w.x1)
		case w.x0 >= gutter:
			right, firstRight = true, min(firstRight, w.x0)
		default:
			crosses = true
		}
	}
	if joined && left && right && firstRight-lastLeft <= cellGap*max(l.size, 1) {
		crosses = true
	}
	return left, right, crosses
}

// sideBySideRows reports whether the lines on each side of the gutter are
// rows of their own: two cards of label/value rows printed next to each
// other ("Base video" beside "Overlay"), whose rows share a baseline only
// by chance. Each side then has rows of two or more cells with nothing on
// the other side, two or more, and together at least as many as the lines
// of cells on both sides; a table across the gutter has its cells on both
// sides.
func sideBySideRows(lines []pdfLine, gutter float64) bool {
	var rows [2]int
	both := 0
	for _, l := range lines {
		var side [2]bool
		var crosses bool
		side[0], side[1], crosses = sidesOf(l, gutter, true)
		switch {
		case crosses || len(l.segs) < 2:
		case side[0] && side[1]:
			both++
		case side[0]:
			rows[0]++
		default:
			rows[1]++
		}
	}
	return rows[0] >= 2 && rows[1] >= 2 && rows[0]+rows[1] >= both
}

// wideRow reports whether a line with words on both sides of the gutter
// is a row of a table spanning both columns (three cells or more), read
// whole between the columns, rather than two column lines that share a
// baseline.
func wideRow(l pdfLine, hasLeft, hasRight bool) bool {
	return hasLeft && hasRight && len(l.segs) >= 3
}

// lineSpan is the width covered by a line's words between a and b.
func lineSpan(l pdfLine, a, b float64) float64 {
	lo, hi := b, a
	for _, w := range l.words {
		if w.x0 >= a && w.x1 <= b {
			lo, hi = min(lo, w.x0), max(hi, w.x1)
		}
	}
	return max(hi-lo, 0)
}
