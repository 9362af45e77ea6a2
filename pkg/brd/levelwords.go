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

// trailingPair is a row's label, value and level when the row ends in a
// level (levelCell) after two filled cells and holds more cells before
// them ("A8 | Video | Lengths | :15 and :30 only | STOP" gives "Lengths |
// :15 and :30 only | STOP"), or nil.
func trailingPair(cells []string) []string {
	end := len(cells)
	for end > 0 && strings.TrimSpace(cells[end-1]) == "" {
		end--
	}
	if end < 5 || !levelCell().MatchString(cells[end-1]) {
		return nil
	}
	label, value := strings.TrimSpace(cells[end-3]), strings.TrimSpace(cells[end-2])
	if label == "" || value == "" || levelCell().MatchString(value) {
		return nil
	}
	return []string{label, value, cells[end-1]}
}
