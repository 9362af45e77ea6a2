package brd

import "strings"

// levelledPair reports whether a row is a label, a value and after them
// only its level ("Loudness | -24 LKFS ±2 | STOP", "Lengths | :15 and :30
// only | Must"): a column of levels says each row it marks is a
// requirement, so the row reads as a "label | value" row of a requirement
// table, at its level (rowLevel), whatever the table's other columns.
func levelledPair(cells []string) bool {
	if len(cells) < 3 {
		return false
	}
	level := false
	for _, c := range cells[2:] {
		switch c = strings.TrimSpace(c); {
		case levelCell().MatchString(c):
			level = true
		case c != "":
			return false
		}
	}
	return level
}
