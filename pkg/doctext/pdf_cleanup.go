package doctext

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// runningZone is the part of the page height, at the top and at the
// bottom, where running headers, footers and page numbers live.
const runningZone = 0.12

var pageNumberRe = regexp.MustCompile(`(?i)^(page\s*)?[-–—(\[]?\s*([0-9]+|[ivxlc]+)\s*[-–—)\]]?(\s*(of|/)\s*[0-9]+)?$`)

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

// dropRunningLines marks running headers and footers (lines in the top or
// bottom zone that repeat, digits aside, on at least half the pages, and at
// least two) and bare page numbers as dropped.
func dropRunningLines(pages []pdfPage) {
	if len(pages) < 2 {
		return
	}
	inZone := func(p pdfPage, l pdfLine) bool {
		y := l.y - p.originY
		return y > p.height*(1-runningZone) || y < p.height*runningZone
	}
	counts := map[string]int{}
	for _, p := range pages {
		seen := map[string]bool{}
		for _, l := range p.lines {
			if inZone(p, l) {
				k := runningKey(l.text)
				if !seen[k] {
					seen[k] = true
					counts[k]++
				}
			}
		}
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
			if counts[k] >= need || (pageNumberRe.MatchString(l.text) && counts[k] >= 2) {
				l.dropped = true
			}
		}
	}
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
