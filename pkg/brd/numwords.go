package brd

import (
	"strconv"
	"strings"
)

// Legal and formal BRDs spell numbers out: "thirty (30) seconds", "six
// seconds", "forty-five days". spellNumbers turns them into digits so the
// parameter families can read them.

var (
	// numberWordParen is a spelled number followed by its digits in
	// parentheses: "thirty (30)".
	numberWordParen = lazyRe(`(?i)\b([a-z]+(?:[- ][a-z]+)?)\s*\((\d+(?:\.\d+)?)\)`)
	// numberWordUnit is a spelled number directly before a unit word.
	numberWordUnit = lazyRe(`(?i)\b([a-z]+(?:-[a-z]+)?)\s+(seconds?|secs?|minutes?|mins?|frames|megabytes?|kilobytes?|gigabytes?|mb|kb|gb|fps|pixels?|px|points?|pt)\b`)
)

var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}

// wordNumber parses a spelled number of up to two words ("sixty",
// "forty-five", "forty five"); ok is false otherwise.
func wordNumber(w string) (int, bool) {
	w = strings.ToLower(w)
	if v, ok := numberWords[w]; ok {
		return v, true
	}
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == ' ' })
	if len(parts) != 2 {
		return 0, false
	}
	tens, ok1 := numberWords[parts[0]]
	ones, ok2 := numberWords[parts[1]]
	if !ok1 || !ok2 || tens < 20 || tens%10 != 0 || tens > 90 || ones > 9 {
		return 0, false
	}
	return tens + ones, true
}

// spellNumbers replaces spelled numbers by digits where they count something
// measurable: before their own digits in parentheses ("thirty (30)" → "30")
// and before a unit ("six seconds" → "6 seconds"). Other words are kept.
func spellNumbers(s string) string {
	if !hasNumberWord(asciiLower(s)) {
		return s
	}
	s = numberWordParen().ReplaceAllStringFunc(s, func(m string) string {
		sm := numberWordParen().FindStringSubmatch(m)
		words := sm[1]
		// "not more than sixty (60)": only the trailing number word goes.
		prefix := ""
		if _, ok := wordNumber(words); !ok {
			if i := strings.LastIndexAny(words, " -"); i >= 0 {
				if _, ok := wordNumber(words[i+1:]); ok {
					prefix, words = words[:i+1], words[i+1:]
				}
			}
		}
		if _, ok := wordNumber(words); !ok {
			return m
		}
		return prefix + sm[2]
	})
	return numberWordUnit().ReplaceAllStringFunc(s, func(m string) string {
		sm := numberWordUnit().FindStringSubmatch(m)
		v, ok := wordNumber(sm[1])
		if !ok || v == 1 {
			// "in any one second" counts occurrences; it bounds nothing.
			return m
		}
		return strconv.Itoa(v) + " " + sm[2]
	})
}

// hasNumberWord reports whether lower may contain a spelled number (a
// cheap test before the regular expressions run).
func hasNumberWord(lower string) bool {
	for w := range numberWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
