package ai

import (
	"strconv"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// dateLabelKind says what a labelled date means.
type dateLabelKind int

const (
	dateExpiry     dateLabelKind = iota // DOFU expiration, "expires", "valid through"
	dateFirstUse                        // "date of first use" spelled out: a start date
	soonWindowDays = 30                 // an expiry this close is reported
)

// dateLabelRe finds a date label and what follows it. Group 1 is the label,
// group 2 the text after it (a date, hopefully).
var dateLabelRe = newMatcher(`(?i)\b(dofu(?:\s+(?:exp(?:iration|iry)?\.?|date))?|date\s+of\s+first\s+use|expir(?:es|ed|ation(?:\s+date)?|y(?:\s+date)?)|exp\.|valid\s+(?:through|thru|until|till)|use\s+by|do\s+not\s+use\s+after)\s*(?:date)?\s*(?:on|is)?\s*[:=\-–—]?\s*([^\n]{0,40})`,
	"dofu", "first use", "expir", "exp.", "valid", "use by", "use after")

var (
	isoDateRe     = lazyregexp.New(`^([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})\b`)
	numDateRe     = lazyregexp.New(`^([0-9]{1,2})[-/.]([0-9]{1,2})[-/.]([0-9]{4}|[0-9]{2})\b`)
	monthYearRe   = lazyregexp.New(`^([0-9]{1,2})[-/.]([0-9]{4})\b`)
	isoMonthRe    = lazyregexp.New(`^([0-9]{4})-([0-9]{1,2})\b`)
	monthDayRe    = lazyregexp.New(`(?i)^([a-z]{3,9})\.?\s+([0-9]{1,2})(?:st|nd|rd|th)?,?\s+([0-9]{4})\b`)
	dayMonthRe    = lazyregexp.New(`(?i)^([0-9]{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]{3,9})\.?[\s-]+([0-9]{4}|[0-9]{2})\b`)
	monthOnlyRe   = lazyregexp.New(`(?i)^([a-z]{3,9})\.?\s+([0-9]{4})\b`)
	dateLikeRe    = lazyregexp.New(`^[0-9]{1,4}[-/.][0-9]{1,4}(?:[-/.][0-9]{1,4})?\b`)
	monthNames    = map[string]time.Month{}
	monthPrefixes = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
)

func init() {
	for i, p := range monthPrefixes {
		monthNames[p] = time.Month(i + 1)
	}
	for _, full := range []string{"january", "february", "march", "april", "june", "july", "august", "september", "sept", "october", "november", "december"} {
		monthNames[full] = monthNames[full[:3]]
	}
}

// labelledDate is a date found after a label.
type labelledDate struct {
	kind  dateLabelKind
	label string
	raw   string    // the date as written
	date  time.Time // zero when raw looks like a date but is not a valid one
}

// findLabelledDates returns the dates that follow DOFU / expiry / first-use
// labels in text, at most max of them.
func findLabelledDates(s *scanText, max int) []labelledDate {
	var out []labelledDate
	for _, loc := range dateLabelRe.findAll(s, -1) {
		if len(out) >= max {
			break
		}
		m := []string{s.text[loc[0]:loc[1]], s.text[loc[2]:loc[3]], s.text[loc[4]:loc[5]]}
		label := strings.Join(strings.Fields(m[1]), " ")
		kind := dateExpiry
		if strings.HasPrefix(strings.ToLower(label), "date of first use") {
			kind = dateFirstUse
		}
		rest := strings.TrimSpace(m[2])
		d, raw, ok := parseLeadingDate(rest)
		if !ok {
			if raw = dateLikeRe().FindString(rest); raw == "" {
				continue // a label without a date: "expires soon"
			}
		}
		out = append(out, labelledDate{kind: kind, label: label, raw: raw, date: d})
	}
	return out
}

// parseLeadingDate parses a date at the start of s. Numeric dates are read
// month first (US) unless the first number cannot be a month; a month
// without a day means the end of that month. It returns the date, the text
// it was read from, and whether it is a valid date.
func parseLeadingDate(s string) (time.Time, string, bool) {
	if m := isoDateRe().FindStringSubmatch(s); m != nil {
		return mkDate(atoi(m[1]), atoi(m[2]), atoi(m[3]), m[0])
	}
	if m := numDateRe().FindStringSubmatch(s); m != nil {
		a, b, y := atoi(m[1]), atoi(m[2]), fullYear(m[3])
		if a > 12 && b <= 12 {
			a, b = b, a
		}
		return mkDate(y, a, b, m[0])
	}
	if m := monthDayRe().FindStringSubmatch(s); m != nil {
		if mon, ok := monthOf(m[1]); ok {
			return mkDate(atoi(m[3]), int(mon), atoi(m[2]), m[0])
		}
	}
	if m := dayMonthRe().FindStringSubmatch(s); m != nil {
		if mon, ok := monthOf(m[2]); ok {
			return mkDate(fullYear(m[3]), int(mon), atoi(m[1]), m[0])
		}
	}
	if m := monthOnlyRe().FindStringSubmatch(s); m != nil {
		if mon, ok := monthOf(m[1]); ok {
			return endOfMonth(atoi(m[2]), int(mon), m[0])
		}
	}
	if m := isoMonthRe().FindStringSubmatch(s); m != nil {
		return endOfMonth(atoi(m[1]), atoi(m[2]), m[0])
	}
	if m := monthYearRe().FindStringSubmatch(s); m != nil {
		return endOfMonth(atoi(m[2]), atoi(m[1]), m[0])
	}
	return time.Time{}, "", false
}

func monthOf(s string) (time.Month, bool) {
	s = strings.ToLower(s)
	if m, ok := monthNames[s]; ok {
		return m, true
	}
	return 0, false
}

func mkDate(y, mo, d int, raw string) (time.Time, string, bool) {
	if y < 1900 || y > 2200 || mo < 1 || mo > 12 || d < 1 || d > 31 {
		return time.Time{}, raw, false
	}
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d { // 31 April, 30 February
		return time.Time{}, raw, false
	}
	return t, raw, true
}

func endOfMonth(y, mo int, raw string) (time.Time, string, bool) {
	if y < 1900 || y > 2200 || mo < 1 || mo > 12 {
		return time.Time{}, raw, false
	}
	return time.Date(y, time.Month(mo)+1, 0, 0, 0, 0, 0, time.UTC), raw, true
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}

func fullYear(s string) int {
	y := atoi(s)
	if len(s) == 2 && y >= 0 {
		y += 2000
	}
	return y
}

// day truncates t to its UTC calendar day.
func day(t time.Time) time.Time {
	y, m, d := t.UTC().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
