package brd

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// nonTerminalAbbrevs never end a sentence, whatever follows them.
var nonTerminalAbbrevs = map[string]bool{
	"e.g": true, "i.e": true, "eg": true, "ie": true, "fig": true, "figs": true,
	"no": true, "nos": true, "vs": true, "cf": true, "approx": true, "dr": true,
	"mr": true, "mrs": true, "ms": true, "st": true, "ref": true, "refs": true, "p": true, "pp": true,
	"vol": true, "ch": true, "sect": true, "para": true,
	"dept": true, "tel": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true,
	"aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
	"resp": true, "rev": true, "ver": true, "v": true, "al": true,
	// Spec-sheet shorthand ("Max. wt. 150KB", "Dur. :15", "Backup img. JPG").
	"wt": true, "wgt": true, "dur": true, "anim": true, "dim": true, "img": true,
	"imgs": true, "req": true, "reqd": true, "res": true, "qty": true,
}

// softAbbrevs end a sentence when the next word starts with a capital letter
// ("150 KB max. Files must …", "Acme Inc. All assets …").
var softAbbrevs = map[string]bool{
	"etc": true, "min": true, "max": true, "sec": true, "secs": true, "mins": true,
	"incl": true, "ext": true, "co": true, "inc": true, "ltd": true, "corp": true, "est": true,
}

// SplitSentences splits text into sentences. A '.', '!' or '?' ends a sentence
// when it is followed by white space (or the end) and the next word does not
// start with a lower-case letter, unless the word before it is a known
// abbreviation ("e.g.", "Fig.", "No."), an initial ("U.S.", "J."), or part of
// a number ("1.5 MB" has no space after the dot anyway). Returned sentences are
// trimmed and never empty.
func SplitSentences(text string) []string { return splitSentences(text, false) }

// splitSentences is SplitSentences; lowerStarts says the writer starts
// sentences in lower case ("scroller is fine. min 8px font for isi"), so
// a lower-case word after a full stop that ends no abbreviation starts
// a new sentence.
func splitSentences(text string, lowerStarts bool) []string {
	text = strings.TrimSpace(text)
	if text == "" {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		next := i + size
		if r != '.' && r != '!' && r != '?' {
			i = next
			continue
		}
		// Swallow closing quotes/brackets and repeated terminators.
		end := next
		for end < len(text) {
			r2, s2 := utf8.DecodeRuneInString(text[end:])
			if r2 == '.' || r2 == '!' || r2 == '?' || r2 == '"' || r2 == '\'' || r2 == ')' || r2 == ']' || r2 == '”' || r2 == '’' {
				end += s2
				continue
			}
			break
		}
		if end < len(text) {
			r2, _ := utf8.DecodeRuneInString(text[end:])
			if !unicode.IsSpace(r2) {
				i = end
				continue
			}
		}
		if r == '.' && !sentenceEndsAt(text, i, end, lowerStarts) {
			i = end
			continue
		}
		if s := strings.TrimSpace(text[start:end]); s != "" {
			out = append(out, s)
		}
		start = end
		i = end
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// sentenceEndsAt reports whether the '.' at dot (with terminators up to end)
// ends a sentence.
func sentenceEndsAt(text string, dot, end int, lowerStarts bool) bool {
	// The word before the dot.
	ws := dot
	for ws > 0 {
		r, s := utf8.DecodeLastRuneInString(text[:ws])
		if unicode.IsSpace(r) || r == '(' || r == '"' || r == '“' {
			break
		}
		ws -= s
	}
	word := text[ws:dot]
	lw := strings.ToLower(strings.TrimRight(word, "."))
	if nonTerminalAbbrevs[lw] {
		return false
	}
	// Initials and dotted abbreviations: "U.S", "J", "a.m". (Not a unit
	// of one letter after a number: "15 s or 30 s. Outstream: …" ends.)
	if isInitials(word) && !unitAfterNumber(text[:ws], lw) {
		return false
	}
	// The next word.
	rest := strings.TrimLeftFunc(text[end:], unicode.IsSpace)
	if rest == "" {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest)
	if unicode.IsLower(r) && (!lowerStarts || softAbbrevs[lw]) {
		return false
	}
	if softAbbrevs[lw] {
		return !unicode.IsDigit(r) && !signedNumber(rest) && !strings.ContainsRune("≥≤<>=~±", r)
	}
	if (unicode.IsDigit(r) || r == ':' || signedNumber(rest) || strings.ContainsRune("≥≤<>=~±", r)) && looksAbbreviated(lw) {
		// "Max. anim. 15s": a short word clipped before a value ("true
		// peak max. −1 dBTP": a signed one; "Video br. ≥ 8 Mbps": a bound).
		return false
	}
	return true
}

// unitAfterNumber reports whether lw, the one-letter word after before,
// is a unit of a number ("30 s", "2 m", "1 h"): a measurement, not an
// initial.
func unitAfterNumber(before, lw string) bool {
	if len(lw) != 1 || !strings.Contains("smhg", lw) {
		return false
	}
	before = strings.TrimRightFunc(before, unicode.IsSpace)
	r, _ := utf8.DecodeLastRuneInString(before)
	return unicode.IsDigit(r)
}

// signedNumber reports whether s starts with a sign and a digit ("−1",
// "-24", "+3").
func signedNumber(s string) bool {
	r, n := utf8.DecodeRuneInString(s)
	if r != '-' && r != '−' && r != '–' && r != '+' {
		return false
	}
	d, _ := utf8.DecodeRuneInString(s[n:])
	return unicode.IsDigit(d)
}

// looksAbbreviated reports whether lw (lower-cased, dot removed) reads as a
// clipped word: letters only and at most four of them. Such a word followed
// by a value ("anim. 15s", "Dims. 300x250") does not end a sentence.
func looksAbbreviated(lw string) bool {
	if lw == "" || utf8.RuneCountInString(lw) > 4 || shortWords[lw] {
		return false
	}
	for _, r := range lw {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// shortWords are whole words of four letters or fewer that end sentences
// before a value ("constant only. 23.976 fps is not accepted").
var shortWords = map[string]bool{
	"only": true, "also": true, "here": true, "each": true, "none": true, "both": true,
	"them": true, "this": true, "that": true, "once": true, "well": true, "used": true,
	"all": true, "any": true, "too": true, "yes": true, "else": true, "ok": true,
	"size": true, "file": true, "unit": true, "ads": true, "one": true, "two": true,
	// Units: "… 29.97 fps. 23.976 fps is not accepted."
	"fps": true, "kb": true, "mb": true, "gb": true, "px": true, "pt": true, "kbps": true, "mbps": true,
	"hz": true, "khz": true, "lufs": true, "lkfs": true, "dbtp": true, "ms": true,
}

// isInitials reports whether word is a single letter or dotted letters such
// as "U.S" or "a.m" (the final dot already removed).
func isInitials(word string) bool {
	if word == "" {
		return false
	}
	parts := strings.Split(word, ".")
	for _, p := range parts {
		if utf8.RuneCountInString(p) != 1 {
			return false
		}
		r, _ := utf8.DecodeRuneInString(p)
		if !unicode.IsLetter(r) {
			return false
		}
	}
	// A lone capital letter could be a sentence-final word ("plan B."), but in
	// BRDs it is far more often an initial or a list marker.
	return true
}
