package brd

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	// codeToken is a code or code template whose segments are joined by
	// hyphens, slashes, underscores or single spaces: "HAL-NEX-####",
	// "CAL-ORV-YYYY-NNNN", "US-SOL-2400123", "ALD/UK/NNNN",
	// "LUM_UK_NNNNN", "QRV US nnnn" (a placeholder written in lower case
	// too).
	codeToken = lazyRe(`(?:^|[^\w/-])([A-Z][A-Z0-9]{1,9}(?:[-/_ ](?:[A-Z0-9#]{1,12}|[nxyd#]{2,12}))+)(?:[^\w/-]|$)`)
	// exampleIntro introduces an example value.
	exampleIntro = lazyRe(`(?i)(?:\be\.?g\.?|\bfor example|\bsuch as|\bi\.?e\.?|\blike)[,:]?\s*$`)
	// spelledCode is a code described in words: "HAL UNB followed by a
	// four-digit number", "ORBUS followed by five digits", "ADC/ plus
	// three letters and four digits".
	spelledCode = lazyRe(`\b(?P<prefix>[A-Z]{2,10}(?:[ /_-][A-Z]{2,10})*[/_-]?)\s*(?:followed by|plus|then)\s+(?:an?\s+)?(?:(?P<letters>\w+) (?:capital |upper-case )?letters? and\s+)?(?P<digits>\w+)[- ]digits?(?: numbers?| codes?)?\b`)
)

// placeholderSegment reports whether seg stands for digits in a code
// template: one character repeated, from '#', 'N', 'X', 'Y', 'D', '9', '0'
// (or 'n', 'x', 'y', 'd': "nnnn", "yy"), or 'J', the year (Jahr) of German
// templates ("…-NNNN/JJ").
func placeholderSegment(seg string) bool {
	if len(seg) < 2 || !strings.ContainsRune("#NXYDJ90nxyd", rune(seg[0])) {
		return false
	}
	return strings.Count(seg, seg[:1]) == len(seg)
}

// codePattern finds an approval or job code template in text (segments of
// '#', 'NNNN', 'YYYY' stand for digits; or a code spelled out, "ORBUS
// followed by five digits") or, after "e.g.", an example code whose digit
// runs are generalised, and returns it as an anchored regular expression
// with its byte span.
func codePattern(text string) (pattern string, start, end int) {
	if !strings.ContainsAny(text, "-/_ ") {
		return "", 0, 0
	}
	for _, m := range codeToken().FindAllStringSubmatchIndex(text, -1) {
		tok := text[m[2]:m[3]]
		if dateTemplate(tok) {
			continue // "MM/YYYY": a date's form, not a code's
		}
		example := exampleIntro().MatchString(text[max(0, m[2]-16):m[2]])
		var b strings.Builder
		placeholders, lowerSegs := 0, 0
		first := true
		for rest := tok; rest != ""; {
			i := strings.IndexAny(rest, "-/_ ")
			seg, sep := rest, ""
			if i >= 0 {
				seg, sep, rest = rest[:i], rest[i:i+1], rest[i+1:]
			} else {
				rest = ""
			}
			switch {
			case !first && placeholderSegment(seg):
				b.WriteString(`\d{` + strconv.Itoa(len(seg)) + `}`)
				placeholders++
				if seg[0] >= 'a' {
					lowerSegs++
				}
			case strings.Contains(seg, "#"):
				placeholders = -100 // a stray '#': not a template
			case example && !first && isDigits(seg) && len(seg) >= 3:
				b.WriteString(`\d{` + strconv.Itoa(len(seg)) + `}`)
				placeholders++
			default:
				b.WriteString(regexp.QuoteMeta(seg))
			}
			b.WriteString(regexp.QuoteMeta(sep))
			first = false
		}
		if placeholders > 0 && !isDigits(tok[:strings.IndexAny(tok, "-/_ ")]) && (lowerSegs == 0 || codeWords().MatchString(text)) {
			// (A lower-case placeholder only beside a code's name: "n"
			// and "yy" are words too.)
			return "^" + strings.TrimRight(b.String(), `\-/_ `) + "$", m[2], m[3]
		}
	}
	if m := spelledCode().FindStringSubmatchIndex(text); m != nil && codeWords().MatchString(text) {
		prefix, _ := group(spelledCode(), text, m, "prefix")
		digits, _ := group(spelledCode(), text, m, "digits")
		nd, ok := digitCount(digits)
		if !ok || nd > 12 {
			return "", 0, 0
		}
		pat := "^" + regexp.QuoteMeta(prefix) + " ?"
		if letters, at := group(spelledCode(), text, m, "letters"); at >= 0 {
			if nl, ok := digitCount(letters); ok && nl <= 12 {
				pat += `[A-Z]{` + strconv.Itoa(nl) + `}`
			}
		}
		return pat + `\d{` + strconv.Itoa(nd) + `}$`, m[0], m[1]
	}
	return "", 0, 0
}

// dateTemplate reports whether every segment of tok is a date
// placeholder ("MM/YYYY", "DD-MM-YY", "MM.JJJJ"): the form of a date of
// preparation or revision, which is no approval or job code.
func dateTemplate(tok string) bool {
	for _, seg := range strings.FieldsFunc(tok, func(r rune) bool { return strings.ContainsRune("-/_ .", r) }) {
		switch strings.ToUpper(seg) {
		case "MM", "DD", "YY", "YYYY", "JJ", "JJJJ", "AA", "AAAA", "TT":
		default:
			return false
		}
	}
	return true
}

// digitCount reads a count written in digits or words ("4", "six").
func digitCount(s string) (int, bool) {
	if n, err := strconv.Atoi(s); err == nil {
		return n, n > 0
	}
	return wordNumber(s)
}

// codeWords name an approval, job, review or clearance code.
var codeWords = lazyRe(`(?i)\b(?:codes?|numbers?|no\.|ref(?:erence)?s?|visa|id)\b`)

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
