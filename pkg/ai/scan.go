package ai

import (
	"regexp"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// scanText is a text prepared for keyword-filtered regular expression
// searches. Go's regular expressions step through every byte, so
// thirty-odd patterns over a long document cost seconds; each pattern here
// runs only on windows around the keywords every one of its matches
// contains.
type scanText struct {
	text string
	// lower is the text with ASCII letters lowered and tabs, line ends and
	// form feeds made spaces: the same byte offsets as text, so that
	// "use by" finds "USE\nBY".
	lower string
}

func newScanText(s string) *scanText {
	b := []byte(s)
	for i, c := range b {
		switch {
		case 'A' <= c && c <= 'Z':
			b[i] = c + 'a' - 'A'
		case c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v':
			b[i] = ' '
		}
	}
	return &scanText{text: s, lower: string(b)}
}

// matcher is a pattern and the lower-case keywords one of which every match
// of it contains. No keywords means the pattern runs on the whole text.
type matcher struct {
	re   func() *regexp.Regexp // compiled on first use
	keys []string
}

func newMatcher(pattern string, keys ...string) matcher {
	return matcher{re: lazyregexp.New(pattern), keys: keys}
}

// Window margins around a keyword: matches start at most windowBefore
// bytes before their keyword and end at most windowAfter bytes after it.
const (
	windowBefore = 96
	windowAfter  = 320
)

// windows returns the merged byte ranges of s around m's keywords.
func (m matcher) windows(s *scanText) [][2]int {
	if len(m.keys) == 0 {
		return [][2]int{{0, len(s.text)}}
	}
	var ws [][2]int
	for _, k := range m.keys {
		for off := 0; ; {
			i := strings.Index(s.lower[off:], k)
			if i < 0 {
				break
			}
			p := off + i
			ws = append(ws, [2]int{max(0, p-windowBefore), min(len(s.text), p+len(k)+windowAfter)})
			off = p + len(k)
		}
	}
	if len(ws) == 0 {
		return nil
	}
	slices.SortFunc(ws, func(a, b [2]int) int { return a[0] - b[0] })
	out := ws[:1]
	for _, w := range ws[1:] {
		last := &out[len(out)-1]
		if w[0] <= last[1] {
			last[1] = max(last[1], w[1])
			continue
		}
		out = append(out, w)
	}
	// Widen to word boundaries, so that a window never starts or ends
	// inside a word ("se|cure" must not read as "cure").
	for i := range out {
		for out[i][0] > 0 && isWordByte(s.text[out[i][0]-1]) {
			out[i][0]--
		}
		for out[i][1] < len(s.text) && isWordByte(s.text[out[i][1]]) {
			out[i][1]++
		}
	}
	return out
}

// isWordByte reports a byte that may be inside a word, including any byte
// of a multi-byte character.
func isWordByte(c byte) bool {
	return c >= 0x80 || c == '_' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// findAll returns up to n (all when n < 0) match index pairs, submatches
// included, in text order and relative to the whole text.
func (m matcher) findAll(s *scanText, n int) [][]int {
	var out [][]int
	last := -1
	for _, w := range m.windows(s) {
		for _, loc := range m.re().FindAllStringSubmatchIndex(s.text[w[0]:w[1]], -1) {
			for i := range loc {
				if loc[i] >= 0 {
					loc[i] += w[0]
				}
			}
			if loc[0] < last { // windows widened into each other
				continue
			}
			last = loc[1]
			out = append(out, loc)
			if n >= 0 && len(out) >= n {
				return out
			}
		}
	}
	return out
}

// match reports whether m matches s.
func (m matcher) match(s *scanText) bool {
	for _, w := range m.windows(s) {
		if m.re().MatchString(s.text[w[0]:w[1]]) {
			return true
		}
	}
	return false
}

// findString returns the first match, or "".
func (m matcher) findString(s *scanText) string {
	if l := m.findAll(s, 1); len(l) > 0 {
		return s.text[l[0][0]:l[0][1]]
	}
	return ""
}

// findSubmatch returns the first match's submatches, or nil.
func (m matcher) findSubmatch(s *scanText) []string {
	l := m.findAll(s, 1)
	if len(l) == 0 {
		return nil
	}
	loc := l[0]
	out := make([]string, len(loc)/2)
	for i := range out {
		if loc[2*i] >= 0 {
			out[i] = s.text[loc[2*i]:loc[2*i+1]]
		}
	}
	return out
}
