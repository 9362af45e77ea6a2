package doctext

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// runningZone is the part of the page height, at the top and at the
// bottom, where running headers, footers and page numbers live.
const runningZone = 0.12

var pageNumberRe = lazyregexp.New(`(?i)^(page\s*)?[-–—(\[]?\s*([0-9]+|[ivxlc]+)\s*[-–—)\]]?(\s*(of|/)\s*[0-9]+)?$`)

// runningKey normalizes a line for comparison across pages: digits become
// '#', case and spacing are folded.
func runningKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case unicode.IsDigit(r):
			b.WriteByte('#')
		case unicode.IsSpace(r):
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// dropRunningLines marks as dropped: running headers and footers (lines in
// the top or bottom zone that repeat, digits aside, on at least half the
// pages, and at least two); headers and footers of documents whose first
// page has none (lines on every later page, not bold, set apart from the
// text and beyond where the first page's text reaches); and page numbers
// (repeated, or stating their own page).
func dropRunningLines(pages []pdfPage) {
	inZone := func(p pdfPage, l pdfLine) bool {
		y := l.y - p.originY
		return y > p.height*(1-runningZone) || y < p.height*runningZone
	}
	counts := map[string]int{}
	later := map[string]int{} // pages after the first with the line set apart
	for pi, p := range pages {
		seen := map[string]bool{}
		ext := extremesOf(p.lines)
		for li, l := range p.lines {
			if inZone(p, l) {
				k := runningKey(l.text)
				if !seen[k] {
					seen[k] = true
					counts[k]++
					if pi > 0 && ext.setApart(li, l) {
						later[k]++
					}
				}
			}
		}
	}
	var first extremes
	if len(pages) > 0 {
		first = extremesOf(pages[0].lines)
	}
	need := max(2, (len(pages)+1)/2)
	for pi := range pages {
		p := &pages[pi]
		for li := range p.lines {
			l := &p.lines[li]
			if !inZone(*p, *l) {
				continue
			}
			k := runningKey(l.text)
			switch {
			case len(pages) >= 2 && counts[k] >= need,
				pageNumberRe().MatchString(l.text) && (counts[k] >= 2 || pageNumberOf(l.text) == p.number),
				pi > 0 && !l.bold && later[k] == len(pages)-1 && counts[k] == len(pages)-1 && first.outside(*l):
				l.dropped = true
			}
		}
	}
}

// extremes are a page's top and bottom lines (by index, -1 when the page
// has none) and the baselines next to them.
type extremes struct {
	top, bottom         int
	topY, bottomY       float64
	secondY, secondLowY float64 // the next baseline down from the top, up from the bottom
}

// extremesOf finds the top and bottom lines of a page in one pass.
func extremesOf(lines []pdfLine) extremes {
	e := extremes{top: -1, bottom: -1, topY: math.Inf(-1), secondY: math.Inf(-1), bottomY: math.Inf(1), secondLowY: math.Inf(1)}
	for i, l := range lines {
		switch {
		case l.y > e.topY:
			e.secondY, e.topY, e.top = e.topY, l.y, i
		case l.y > e.secondY:
			e.secondY = l.y
		}
		switch {
		case l.y < e.bottomY:
			e.secondLowY, e.bottomY, e.bottom = e.bottomY, l.y, i
		case l.y < e.secondLowY:
			e.secondLowY = l.y
		}
	}
	return e
}

// setApart reports whether line li (l) is its page's top or bottom line and
// at least 2.5 sizes from the next line in, as headers and footers are.
func (e extremes) setApart(li int, l pdfLine) bool {
	gap := 2.5 * max(l.size, 1)
	return li == e.top && e.secondY <= l.y-gap || li == e.bottom && e.secondLowY >= l.y+gap
}

// outside reports whether l lies above or below all the text of the page
// e describes: a header or footer where that page has none.
func (e extremes) outside(l pdfLine) bool {
	if e.top < 0 {
		return true
	}
	half := 0.5 * max(l.size, 1)
	return l.y > e.topY+half || l.y < e.bottomY-half
}

// pageNumberOf is the page number a page-number line states, or -1.
func pageNumberOf(s string) int {
	m := pageNumberRe().FindStringSubmatch(s)
	if m == nil {
		return -1
	}
	n, err := strconv.Atoi(m[2])
	if err != nil {
		return -1
	}
	return n
}

// resolveHyphens decides each line-end hyphen: a word seen elsewhere in the
// document with the hyphen keeps it ("HTML5-based"), one seen without it is
// joined ("require-ments" → "requirements"); otherwise the hyphen stays
// after capitals, digits and common compound prefixes and is removed
// between lower-case syllables.
func resolveHyphens(doc *Document) {
	vocab := map[string]bool{}
	found := false
	for _, p := range doc.Pages {
		for _, b := range p.Blocks {
			if strings.Contains(b.Text, hyphenMark) {
				found = true
			}
			for _, w := range strings.Fields(b.Text) {
				if !strings.Contains(w, hyphenMark) {
					vocab[vocabWord(w)] = true
				}
			}
		}
	}
	if !found {
		return
	}
	for pi := range doc.Pages {
		for bi := range doc.Pages[pi].Blocks {
			b := &doc.Pages[pi].Blocks[bi]
			b.Text = resolveMarks(b.Text, vocab)
			for ci := range b.Cells {
				b.Cells[ci] = resolveMarks(b.Cells[ci], vocab)
			}
		}
	}
}

// resolveMarks replaces each hyphen mark in s by a hyphen or nothing.
func resolveMarks(s string, vocab map[string]bool) string {
	for strings.Contains(s, hyphenMark) {
		i := strings.Index(s, hyphenMark)
		sep := ""
		if keepHyphen(wordBefore(s[:i]), wordAfter(s[i+1:]), vocab) {
			sep = "-"
		}
		s = s[:i] + sep + s[i+1:]
	}
	return s
}

func vocabWord(w string) string {
	return strings.ToLower(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}

func wordBefore(s string) string {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' })
	return s[i+1:]
}

func wordAfter(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' })
	if i < 0 {
		return s
	}
	return s[:i]
}

// compoundPrefixes usually start hyphenated compounds in requirement text.
var compoundPrefixes = map[string]bool{
	"self": true, "third": true, "high": true, "low": true, "full": true, "user": true, "brand": true,
	"fair": true, "real": true, "end": true, "opt": true, "above": true, "cross": true, "well": true,
	"non": true, "e": true, "x": true, "first": true, "second": true, "one": true, "two": true, "three": true,
}

func keepHyphen(left, right string, vocab map[string]bool) bool {
	hyph := strings.ToLower(left + "-" + right)
	joined := strings.ToLower(left + right)
	switch {
	case vocab[hyph] && !vocab[joined]:
		return true
	case vocab[joined] && !vocab[hyph]:
		return false
	}
	last := left
	if i := strings.LastIndex(left, "-"); i >= 0 {
		last = left[i+1:]
	}
	// Two words the document uses on their own make a compound
	// ("polite-loaded"); a syllable split leaves a fragment ("require-ments").
	if vocab[strings.ToLower(last)] && vocab[strings.ToLower(right)] && len(right) > 2 {
		return true
	}
	upper := 0
	for _, r := range last {
		if unicode.IsDigit(r) {
			return true
		}
		if unicode.IsUpper(r) {
			upper++
		}
	}
	first, _ := utf8.DecodeRuneInString(right)
	if upper >= 2 || unicode.IsUpper(first) || unicode.IsDigit(first) {
		return true
	}
	return compoundPrefixes[strings.ToLower(last)]
}
