package brd

import (
	"math"
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
)

var numberWords = map[string]int{
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
}

// Longer spelled quantities: a house style that spells every number out
// ("one hundred and fifty kilobytes", "half a megabyte", "a dozen files",
// "twenty-nine point nine seven frames per second", "minus twenty-four
// LKFS, give or take two", "a quarter of a minute", "fifteen or thirty
// seconds"). A run of number words becomes digits when a unit follows it,
// or another run with a unit after "or", "and", "to" or a comma, or when a
// tolerance word stands before it; other number words stay words ("one of
// the sizes", "two teams").
var (
	// numberRunWord is one word of a spelled number run.
	numberRunWord = lazyRe(`(?i)^(?:minus|a|an|and|point|half|quarter|quarters|dozen|thousand|zero|oh|nought|` + numberWordAlternation() + `)$`)
	// spelledUnitAfter is a unit after a spelled number ("-second", " kilobytes").
	spelledUnitAfter = lazyRe(`(?i)^(?:-|\s+)(?:of\s+an?\s+|an?\s+)?(?:seconds?|secs?|minutes?|mins?|frames per second|frames?|megabytes?|kilobytes?|gigabytes?|mb|kb|gb|fps|pixels?|px|points?|pt|characters?|chars|words|files|loops?|times|kilohertz|khz|hertz|hz|lufs|lkfs|lu|db|dbtp|dbfs|percent|per cent|kilobits?|megabits?|kbps|mbps)\b`)
	// listJoinAfter joins two spelled numbers of one quantity.
	listJoinAfter = lazyRe(`(?i)^(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and|to)\s+)$`)
	// toleranceBefore is a tolerance word before a spelled number.
	toleranceBefore = lazyRe(`(?i)(?:give or take|plus or minus|within|±)\s*$`)
)

// numberWordAlternation lists the words of numberWords for a pattern.
func numberWordAlternation() string {
	var ws []string
	for w := range numberWords {
		ws = append(ws, w)
	}
	return strings.Join(ws, "|")
}

// spelledRun is a run of number words in a text and its value.
type spelledRun struct {
	start, end int
	value      float64
	ok         bool
}

// spelledRuns finds the runs of number words in s ("one hundred and
// fifty", "twenty-nine point nine seven", "half a").
func spelledRuns(s string) []spelledRun {
	var runs []spelledRun
	var words [][2]int // byte spans of the current run's words
	var emit func(words [][2]int)
	emit = func(words [][2]int) {
		lw := func(k int) string { return strings.ToLower(s[words[k][0]:words[k][1]]) }
		// "and" joins "one hundred and fifty" and "one and a half", not
		// two numbers ("between forty and ninety").
		for k := 1; k < len(words)-1; k++ {
			if lw(k) != "and" {
				continue
			}
			prev, next := lw(k-1), lw(k+1)
			_, nextNum := numberWords[next]
			if (prev == "hundred" || prev == "thousand") && nextNum || next == "a" && k+2 < len(words) && (lw(k+2) == "half" || lw(k+2) == "quarter") {
				continue
			}
			emit(words[:k])
			emit(words[k+1:])
			return
		}
		// A run neither starts nor ends with a joining word; an article
		// starts it only before "hundred", "dozen", "half"…
		for len(words) > 0 {
			w := lw(len(words) - 1)
			if w != "and" && w != "a" && w != "an" && w != "point" && w != "minus" {
				break
			}
			words = words[:len(words)-1]
		}
		for len(words) > 0 {
			w := lw(0)
			if w == "a" || w == "an" {
				if len(words) > 1 {
					if n := lw(1); n == "hundred" || n == "thousand" || n == "dozen" || n == "half" || n == "quarter" {
						break
					}
				}
			} else if w != "and" && w != "point" {
				break
			}
			words = words[1:]
		}
		if len(words) > 0 {
			var ws []string
			for k := range words {
				ws = append(ws, lw(k))
			}
			v, ok := spelledValue(ws)
			runs = append(runs, spelledRun{words[0][0], words[len(words)-1][1], v, ok})
		}
	}
	flush := func() {
		if len(words) > 0 {
			emit(words)
		}
		words = nil
	}
	i := 0
	for i < len(s) {
		j := i
		for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
			j++
		}
		if j == i {
			// A hyphen joins "twenty-four"; a space continues the run;
			// anything else ends it.
			if s[i] != ' ' && !(s[i] == '-' && len(words) > 0 && i+1 < len(s) && s[i+1] != ' ') {
				flush()
			}
			i++
			continue
		}
		if numberRunWord().MatchString(s[i:j]) {
			words = append(words, [2]int{i, j})
		} else {
			flush()
		}
		i = j
	}
	flush()
	return runs
}

// spelledValue is the value of a run of number words; ok is false when
// the words make no number ("a", "and half").
func spelledValue(ws []string) (float64, bool) {
	neg := false
	if ws[0] == "minus" {
		neg, ws = true, ws[1:]
	}
	var total, cur, frac float64
	seen, decimals := false, 0
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		switch {
		case decimals > 0:
			v, ok := numberWords[w]
			if w == "zero" || w == "oh" || w == "nought" {
				v, ok = 0, true
			}
			if !ok || v > 9 {
				return 0, false
			}
			frac += float64(v) / math.Pow(10, float64(decimals))
			decimals++
		case w == "point":
			if !seen {
				return 0, false
			}
			decimals = 1
		case w == "a" || w == "an":
			// "a hundred", "a dozen", "half a", "and a half", "a quarter of a".
			if i+1 < len(ws) && (ws[i+1] == "hundred" || ws[i+1] == "thousand" || ws[i+1] == "dozen") {
				cur, seen = 1, true
			}
		case w == "and":
			if i+2 < len(ws) && ws[i+1] == "a" && (ws[i+2] == "half" || ws[i+2] == "quarter") {
				continue // "one and a half"
			}
		case w == "half":
			cur += 0.5
			seen = true
		case w == "quarter":
			cur += 0.25
			seen = true
		case w == "quarters":
			cur = cur * 0.25
			seen = true
		case w == "dozen":
			if cur == 0 {
				cur = 1
			}
			cur *= 12
			seen = true
		case w == "hundred":
			if cur == 0 {
				cur = 1
			}
			cur *= 100
			seen = true
		case w == "thousand":
			if cur == 0 {
				cur = 1
			}
			total += cur * 1000
			cur, seen = 0, true
		case w == "zero" || w == "oh" || w == "nought":
			seen = true
		default:
			v, ok := numberWords[w]
			if !ok {
				return 0, false
			}
			cur += float64(v)
			seen = true
		}
	}
	if !seen {
		return 0, false
	}
	v := total + cur + frac
	if neg {
		v = -v
	}
	return v, true
}

// spellQuantities writes the spelled quantities of s as digits (see
// above).
func spellQuantities(s string) string {
	runs := spelledRuns(s)
	if len(runs) == 0 {
		return s
	}
	convert := make([]bool, len(runs))
	for i := len(runs) - 1; i >= 0; i-- {
		r := runs[i]
		if !r.ok {
			continue
		}
		after := s[r.end:]
		switch {
		case spelledUnitAfter().MatchString(after):
			convert[i] = true
		case i+1 < len(runs) && convert[i+1] && listJoinAfter().MatchString(s[r.end:runs[i+1].start]):
			convert[i] = true // "fifteen or thirty seconds"
		case toleranceBefore().MatchString(s[:r.start]):
			convert[i] = true // "give or take two"
		}
		if convert[i] && r.value == 1 && !toleranceBefore().MatchString(s[:r.start]) && !strings.Contains(s[r.start:r.end], " ") {
			convert[i] = false // "in any one second" counts occurrences
		}
	}
	var b strings.Builder
	last := 0
	for i, r := range runs {
		if !convert[i] {
			continue
		}
		b.WriteString(s[last:r.start])
		b.WriteString(strconv.FormatFloat(r.value, 'f', -1, 64))
		last = r.end
		if m := spelledUnitAfter().FindString(s[r.end:]); m != "" {
			// "half a megabyte", "a quarter of a minute": the article
			// between the number and its unit goes.
			if k := strings.Index(strings.ToLower(m), "of a"); k >= 0 || strings.HasPrefix(strings.ToLower(strings.TrimLeft(m, " -")), "a ") || strings.HasPrefix(strings.ToLower(strings.TrimLeft(m, " -")), "an ") {
				unit := strings.TrimLeft(m, " -")
				for _, art := range []string{"of an ", "of a ", "an ", "a "} {
					if strings.HasPrefix(strings.ToLower(unit), art) {
						unit = unit[len(art):]
						break
					}
				}
				b.WriteString(" " + unit)
				last = r.end + len(m)
			}
		}
	}
	b.WriteString(s[last:])
	return b.String()
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
	return spellQuantities(s)
}

// hasNumberWord reports whether lower may contain a spelled number (a
// cheap test before the regular expressions run).
func hasNumberWord(lower string) bool {
	if strings.Contains(lower, "half") || strings.Contains(lower, "dozen") || strings.Contains(lower, "quarter") {
		return true
	}
	for w := range numberWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
