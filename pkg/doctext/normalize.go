package doctext

import (
	"strings"
	"unicode"
)

// normRunes maps characters that carry no meaning for requirement text to
// their plain equivalents: ligatures, hyphen variants, odd spaces.
var normRunes = map[rune]string{
	'ﬀ': "ff", 'ﬁ': "fi", 'ﬂ': "fl", 'ﬃ': "ffi", 'ﬄ': "ffl", 'ﬅ': "st", 'ﬆ': "st",
	'\u2010': "-", '\u2011': "-", '\u2212': "-", '\u00AD': "-",
	'\u00A0': " ", '\u2002': " ", '\u2003': " ", '\u2004': " ", '\u2005': " ", '\u2006': " ",
	'\u2007': " ", '\u2008': " ", '\u2009': " ", '\u200A': " ", '\u202F': " ", '\u3000': " ",
	'\u200B': "", '\u200C': "", '\u200D': "", '\u2060': "", '\uFEFF': "", '\uFFFD': "",
}

// normalizeGlyph returns the plain form of one glyph's text.
func normalizeGlyph(s string) string {
	if len(s) == 1 && s[0] >= 0x20 && s[0] < 0x7F {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if t, ok := normRunes[r]; ok {
			b.WriteString(t)
			continue
		}
		if unicode.IsControl(r) {
			if r == '\t' || r == '\n' || r == '\r' {
				b.WriteByte(' ')
			}
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// cleanText normalizes a run of text and collapses white space to single
// spaces.
func cleanText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		var t string
		if mapped, ok := normRunes[r]; ok {
			t = mapped
		} else if unicode.IsSpace(r) {
			t = " "
		} else if unicode.IsControl(r) {
			continue
		} else {
			t = string(r)
		}
		for _, c := range t {
			if c == ' ' {
				space = true
				continue
			}
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(c)
		}
	}
	return b.String()
}
