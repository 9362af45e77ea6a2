package matrix

import (
	"fmt"
	"strings"
	"time"
)

// dateLayouts are the DOFU date layouts ParseDate accepts: ISO first, then
// the US month-first forms that trafficking sheets use.
var dateLayouts = []string{
	"2006-01-02",
	"2006/01/02",
	"01/02/2006",
	"1/2/2006",
	"01-02-2006",
	"Jan 2, 2006",
	"January 2, 2006",
	"2 Jan 2006",
	"2 January 2006",
	time.RFC3339,
}

// ParseDate parses a DOFU expiration date. It accepts ISO dates
// (2026-03-31, 2026/03/31), US dates (03/31/2026, 3/31/2026, 03-31-2026),
// written dates (Mar 31, 2026; 31 March 2026) and RFC 3339 timestamps. The
// result is midnight UTC of that date.
func ParseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, fmt.Errorf("empty date")
	}
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return dateOnly(t), nil
		}
	}
	return time.Time{}, fmt.Errorf("%q is not a date (use YYYY-MM-DD)", s)
}

// FlagDOFUExpired is the flag of a row whose DOFU date has passed.
const FlagDOFUExpired = "DOFU expired"

// CheckDOFU marks r expired when its DOFU expiration date lies before today:
// Expired is set, a flag "DOFU expired on YYYY-MM-DD" is recorded and the
// suggested creative status becomes "Remove". A row whose date is today or
// later, empty or unreadable is not expired (an unreadable date is reported
// by Validate). Earlier DOFU flags are replaced, other flags kept.
func CheckDOFU(r *Row, today time.Time) {
	r.Expired = false
	if r.SuggestedStatus == StatusRemove {
		r.SuggestedStatus = ""
	}
	kept := r.Flags[:0:0]
	for _, f := range r.Flags {
		if !strings.HasPrefix(f, FlagDOFUExpired) {
			kept = append(kept, f)
		}
	}
	r.Flags = kept
	if strings.TrimSpace(r.DOFUExpiration) == "" {
		if len(r.Flags) == 0 {
			r.Flags = nil
		}
		return
	}
	exp, err := ParseDate(r.DOFUExpiration)
	if err != nil || !exp.Before(dateOnly(today)) {
		if len(r.Flags) == 0 {
			r.Flags = nil
		}
		return
	}
	r.Expired = true
	r.SuggestedStatus = StatusRemove
	r.Flags = append(r.Flags, FlagDOFUExpired+" on "+exp.Format("2006-01-02"))
}

// Expired returns the rows of m whose DOFU date has passed.
func (m Matrix) Expired() []Row {
	var out []Row
	for _, r := range m.Rows {
		if r.Expired {
			out = append(out, r)
		}
	}
	return out
}
