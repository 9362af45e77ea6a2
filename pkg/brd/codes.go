package brd

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// codeToken is a hyphenated code or code template: "HAL-NEX-####",
	// "CAL-ORV-YYYY-NNNN", "US-SOL-2400123".
	codeToken = lazyRe(`(?:^|[^\w-])([A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9#]{1,12}){1,5})(?:[^\w-]|$)`)
	// exampleIntro introduces an example value.
	exampleIntro = lazyRe(`(?i)(?:\be\.?g\.?|\bfor example|\bsuch as|\bi\.?e\.?|\blike)[,:]?\s*$`)
)

// placeholderSegment reports whether seg stands for digits in a code
// template: one character repeated, from '#', 'N', 'X', 'Y', 'D', '9', '0'.
func placeholderSegment(seg string) bool {
	if len(seg) < 2 || !strings.ContainsRune("#NXYD90", rune(seg[0])) {
		return false
	}
	return strings.Count(seg, seg[:1]) == len(seg)
}

// codePattern finds an approval or job code template in text (segments of
// '#', 'NNNN', 'YYYY' stand for digits) or, after "e.g.", an example code
// whose digit runs are generalised, and returns it as an anchored regular
// expression with its byte span.
func codePattern(text string) (pattern string, start, end int) {
	if !strings.Contains(text, "-") {
		return "", 0, 0
	}
	for _, m := range codeToken().FindAllStringSubmatchIndex(text, -1) {
		tok := text[m[2]:m[3]]
		segs := strings.Split(tok, "-")
		example := exampleIntro().MatchString(text[max(0, m[2]-16):m[2]])
		var b strings.Builder
		placeholders := 0
		for i, seg := range segs {
			if i > 0 {
				b.WriteString("-")
			}
			switch {
			case i > 0 && placeholderSegment(seg):
				b.WriteString(`\d{` + strconv.Itoa(len(seg)) + `}`)
				placeholders++
			case strings.Contains(seg, "#"):
				placeholders = -100 // a stray '#': not a template
			case example && i > 0 && isDigits(seg) && len(seg) >= 3:
				b.WriteString(`\d{` + strconv.Itoa(len(seg)) + `}`)
				placeholders++
			default:
				b.WriteString(regexp.QuoteMeta(seg))
			}
		}
		if placeholders > 0 && !isDigits(segs[0]) {
			return "^" + b.String() + "$", m[2], m[3]
		}
	}
	return "", 0, 0
}

// isDigits reports whether s is a non-empty run of ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
