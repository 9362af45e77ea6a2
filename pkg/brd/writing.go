package brd

import (
	"strings"
	"unicode/utf8"
)

// Numbers as writers type them. Documents written in other languages'
// conventions, scanned or typed in a hurry spell quantities in ways the
// parameter families do not read: thousands grouped by a dot or a space
// ("1.280 x 720 px", "2.500 kbps", "1 920 × 1 080"), French units ("1,5
// Go", "25 i/s"), letters a scanner read for digits ("l50 kB", "320 x 5O")
// and tolerances typed in ASCII ("-24 lufs +-2"). readableNumbers rewrites
// them into the form the families read, keeping every byte offset (a
// removed separator becomes a space before the number). Where a reading is
// ambiguous the text is left as it is: "1.500 MB" may be one and a half
// megabytes, so a dot groups thousands only where a fraction is no
// reading (pixels, kilobytes, kilobits per second).

var (
	// groupedNumber is a number with its thousands grouped by a dot, a
	// comma or a (no-break, narrow no-break) space.
	// Swiss writers group by an apostrophe ("1’150", "64'500").
	groupedNumber = lazyRe(`\d{1,3}(?:[.,\x{00A0}\x{202F} ’']\d{3})+`)
	// integerUnitAfter is a unit of whole numbers after a number: pixels,
	// kilobytes, kilobits per second, dots per inch, or the "x" of a size.
	integerUnitAfter = lazyRe(`(?i)^\s?(?:px\b|pixels?\b|kb\b|kib\b|k\b|ko\b|kilobytes?\b|bytes\b|kbps\b|kb/s\b|kbit/s\b|dpi\b|ppi\b|(?:x|×|by)\s?\d)`)
	// physicalSizeAfter is a size in inches or millimetres after a number
	// or its size's other side: "3.375 × 10 in" is three and three eighths.
	physicalSizeAfter = lazyRe(`(?i)^(?:\s?(?:x|×|by)\s?[\d.,]+)?\s?(?:in\b|inch|"|”|″|mm\b|cm\b)`)
	// sizeAfter is the "x" of a size after its first side, set apart by
	// spaces ("1 920 × 1 080"; "2 300x250" is two banners).
	sizeAfter = lazyRe(`^ (?:x|×|by) \d`)
	// sizeSideBefore is the "x" before a size's second side ("1.920 ×
	// 1.080").
	sizeSideBefore = lazyRe(`(?:x|×|by)\s?$`)
	// misreadDigits is a number in which a scanner read a letter for a
	// digit: l or I for 1, O for 0 ("l50", "5O", "l200").
	misreadDigits = lazyRe(`\b[0-9lIO]*[0-9][0-9lIO]*\b`)
	// measureUnitAfter is a unit a misread number stands before.
	measureUnitAfter = lazyRe(`(?i)^\s?(?:kb|mb|gb|k|px|pixels?|dpi|ppi|fps|mm|cm|pt|%|s|secs?|seconds?|x\s?\d|×)\b`)
	// frenchUnit is a French byte unit after a number ("1,5 Go", "2 Mo"):
	// only capitalised, since "3 mo" is three months and "go-live" a date.
	frenchUnit = lazyRe(`\d\s?[GM]o\b`)
	// imagesPerSecond is the French frame-rate unit ("25 i/s").
	imagesPerSecond = lazyRe(`\d\s?i/s\b`)
	// unitInWords is a unit written out that the families read as a
	// symbol: "48 kilohertz", "8 megabits per second".
	unitInWords = lazyRe(`(?i)\bkilohertz\b|\b(?:kilo|mega)bits? per second\b`)
	// asciiTolerance is a tolerance typed without "±": "+-2", "+/- 2",
	// "give or take 2".
	asciiTolerance = lazyRe(`(?i)\+-|\+/-|\bgive or take\b`)
)

// readableNumbers rewrites text's numbers and units into the forms the
// parameter families read, keeping byte offsets (see above).
func readableNumbers(text string) string {
	if !strings.ContainsAny(text, "0123456789") {
		return text
	}
	b := []byte(text)
	if strings.ContainsAny(text, ".,\u00a0\u202f ’'") {
		for _, m := range groupedNumber().FindAllStringIndex(text, -1) {
			groupThousands(b, text, m[0], m[1])
		}
	}
	text = string(b)
	if strings.ContainsAny(text, "lIO") {
		for _, m := range misreadDigits().FindAllStringIndex(text, -1) {
			tok := text[m[0]:m[1]]
			if !strings.ContainsAny(tok, "lIO") || !measureUnitAfter().MatchString(text[m[1]:]) && !sizeSideBefore().MatchString(text[:m[0]]) {
				continue
			}
			for i := m[0]; i < m[1]; i++ {
				switch b[i] {
				case 'l', 'I':
					b[i] = '1'
				case 'O':
					b[i] = '0'
				}
			}
		}
	}
	if strings.Contains(text, "o") {
		for _, m := range frenchUnit().FindAllStringIndex(text, -1) {
			if m[1] < len(text) && text[m[1]] == '-' {
				continue
			}
			b[m[1]-1] = 'B' // "Go" → "GB", "Mo" → "MB"
		}
	}
	if strings.Contains(text, "i/s") {
		for _, m := range imagesPerSecond().FindAllStringIndex(text, -1) {
			copy(b[m[1]-3:m[1]], "fps")
		}
	}
	if strings.Contains(asciiLower(text), "per second") || strings.Contains(asciiLower(text), "hertz") {
		for _, m := range unitInWords().FindAllStringIndex(text, -1) {
			w := strings.ToLower(text[m[0]:m[1]])
			short := "kbps"
			switch {
			case strings.HasPrefix(w, "kilohertz"):
				short = "kHz"
			case strings.HasPrefix(w, "mega"):
				short = "Mbps"
			}
			copy(b[m[0]:m[1]], short+strings.Repeat(" ", m[1]-m[0]-len(short)))
		}
	}
	if strings.Contains(text, "+") || strings.Contains(asciiLower(text), "give or take") {
		for _, m := range asciiTolerance().FindAllStringIndex(text, -1) {
			copy(b[m[0]:m[1]], "±"+strings.Repeat(" ", m[1]-m[0]-len("±")))
		}
	}
	return string(b)
}

// groupThousands rewrites the grouped number text[a:b] in b without its
// separators when the unit after it (or the "x" before it) says it is a
// whole number: "1.280 x 720" → " 1280 x 720". A comma already groups
// thousands for the families; a dot only before a unit of whole numbers; a
// space before any unit, or any number at all when it is a no-break space
// (a word processor's thousands separator) or an apostrophe (Swiss).
func groupThousands(b []byte, text string, start, end int) {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(text[:start])
		if r == '.' || r == ',' || r == '-' || r == '_' || r == '/' || r == ':' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' {
			return // part of a longer number, a code or a file name
		}
	}
	if end < len(text) {
		r, _ := utf8.DecodeRuneInString(text[end:])
		if r == '.' && end+1 < len(text) && text[end+1] >= '0' && text[end+1] <= '9' || r == ',' && end+1 < len(text) && text[end+1] >= '0' && text[end+1] <= '9' ||
			'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' {
			return
		}
	}
	num := text[start:end]
	sep, _ := utf8.DecodeRuneInString(num[strings.IndexFunc(num, func(r rune) bool { return r < '0' || r > '9' }):])
	for _, r := range num {
		if (r < '0' || r > '9') && r != sep {
			return // mixed separators: not one grouped number
		}
	}
	after, before := text[end:], text[:start]
	if physicalSizeAfter().MatchString(after) {
		return
	}
	whole := integerUnitAfter().MatchString(after) || sizeSideBefore().MatchString(strings.TrimRight(before, " \u00a0\u202f"))
	switch sep {
	case ',':
		if !whole {
			return // "1,024 KB" the families read; "2,5" is no group
		}
	case '.':
		if !whole {
			return // "1.500 MB", "23.976 fps": a fraction
		}
	case ' ':
		// A plain space also separates the cells of a flattened table
		// ("300 × 600 200 kB"): it groups thousands only in a size whose
		// first group is one digit ("1 920 × 1 080", "1 280 × 720"), not
		// after another number.
		prev := strings.TrimRight(before, " ")
		side := sizeSideBefore().MatchString(prev)
		if strings.IndexByte(num, ' ') != 1 || !side && !sizeAfter().MatchString(after) ||
			!side && prev != "" && strings.ContainsAny(prev[len(prev)-1:], "0123456789xX") || strings.HasSuffix(prev, "×") && !side {
			return
		}
	}
	digits := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, num)
	pad := (end - start) - len(digits)
	copy(b[start:end], strings.Repeat(" ", pad)+digits)
}
