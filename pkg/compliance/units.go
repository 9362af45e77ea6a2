package compliance

import (
	"math"
	"strconv"
	"strings"
)

// ParseDimensions parses "WxH" (also "W×H", "W X H") into width and height.
func ParseDimensions(s string) (int, int, bool) {
	if w, h, ok := parsePlainDimensions(s); ok {
		return w, h, true
	}
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.ReplaceAll(s, "×", "x")
	s = strings.ReplaceAll(s, " ", "")
	w, h, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, false
	}
	wi, err1 := strconv.Atoi(w)
	hi, err2 := strconv.Atoi(h)
	if err1 != nil || err2 != nil || wi <= 0 || hi <= 0 || wi > 100000 || hi > 100000 {
		return 0, 0, false
	}
	return wi, hi, true
}

// parsePlainDimensions is ParseDimensions' fast path for the common
// spelling, digits, 'x' or 'X', digits ("300x250"): it runs for every
// sized rule of every asset. Anything else is left to the general parse.
func parsePlainDimensions(s string) (int, int, bool) {
	w, i := plainNumber(s, 0)
	if i == 0 || i >= len(s) || (s[i] != 'x' && s[i] != 'X') {
		return 0, 0, false
	}
	h, j := plainNumber(s, i+1)
	if j == i+1 || j != len(s) || w <= 0 || h <= 0 || w > 100000 || h > 100000 {
		return 0, 0, false
	}
	return w, h, true
}

// plainNumber reads up to 7 decimal digits of s from i; it returns the
// value and the index after them.
func plainNumber(s string, i int) (int, int) {
	v, j := 0, i
	for j < len(s) && j-i < 7 && s[j] >= '0' && s[j] <= '9' {
		v = v*10 + int(s[j]-'0')
		j++
	}
	return v, j
}

// FormatDimensions formats a width and height as "WxH".
func FormatDimensions(w, h int) string {
	var buf [48]byte
	b := strconv.AppendInt(buf[:0], int64(w), 10)
	b = append(b, 'x')
	return string(strconv.AppendInt(b, int64(h), 10))
}

// fmtNum formats v with at most decimals digits after the point, no
// trailing zeros.
func fmtNum(v float64, decimals int) string {
	p := math.Pow(10, float64(decimals))
	return strconv.FormatFloat(math.Round(v*p)/p, 'f', -1, 64)
}

// sizeUnitFactor converts a size unit to KB (1 KB = 1024 bytes).
func sizeUnitFactor(unit string) (float64, bool) {
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "", "kb", "kib", "k":
		return 1, true
	case "b", "byte", "bytes":
		return 1.0 / 1024, true
	case "mb", "mib", "m":
		return 1024, true
	case "gb", "gib", "g":
		return 1024 * 1024, true
	}
	return 0, false
}

// durationUnitFactor converts a duration unit to seconds.
func durationUnitFactor(unit string) (float64, bool) {
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "", "s", "sec", "secs", "second", "seconds":
		return 1, true
	case "ms", "millisecond", "milliseconds":
		return 0.001, true
	case "min", "mins", "minute", "minutes":
		return 60, true
	}
	return 0, false
}

// bitrateUnitFactor converts a bitrate unit to kbps.
func bitrateUnitFactor(unit string) (float64, bool) {
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "", "kbps", "kbit/s", "kb/s":
		return 1, true
	case "bps", "bit/s":
		return 0.001, true
	case "mbps", "mbit/s", "mb/s":
		return 1000, true
	}
	return 0, false
}

// frameRateUnitFactor accepts only frames per second.
func frameRateUnitFactor(unit string) (float64, bool) {
	switch strings.ToLower(strings.TrimSpace(unit)) {
	case "", "fps", "frames/s":
		return 1, true
	}
	return 0, false
}

// unitFactorFor returns the unit converter of a field, or nil when the
// field has no unit.
func unitFactorFor(field string) func(string) (float64, bool) {
	switch field {
	case "fileSize":
		return sizeUnitFactor
	case "duration":
		return durationUnitFactor
	case "bitrate":
		return bitrateUnitFactor
	case "frameRate":
		return frameRateUnitFactor
	}
	return nil
}

// bounds are a numeric range in a field's canonical unit.
type bounds struct {
	min, max       float64
	hasMin, hasMax bool
}

// boundsOf reads a rule's min/max in the field's canonical unit, falling
// back to the defaults given (pass nil for no default).
func boundsOf(p Params, conv func(string) (float64, bool), defMin, defMax *float64) bounds {
	f := 1.0
	if conv != nil {
		if v, ok := conv(p.Unit); ok {
			f = v
		}
	}
	var b bounds
	if p.Min != nil || p.Max != nil {
		if p.Min != nil {
			b.min, b.hasMin = *p.Min*f, true
		}
		if p.Max != nil {
			b.max, b.hasMax = *p.Max*f, true
		}
		return b
	}
	if defMin != nil {
		b.min, b.hasMin = *defMin, true
	}
	if defMax != nil {
		b.max, b.hasMax = *defMax, true
	}
	return b
}

func (b bounds) set() bool { return b.hasMin || b.hasMax }

// expected describes the range, e.g. "at most 150KB", "6-30s".
func (b bounds) expected(unit string, decimals int) string {
	switch {
	case b.hasMin && b.hasMax:
		return fmtNum(b.min, decimals) + "-" + fmtNum(b.max, decimals) + unit
	case b.hasMax:
		return "at most " + fmtNum(b.max, decimals) + unit
	case b.hasMin:
		return "at least " + fmtNum(b.min, decimals) + unit
	}
	return ""
}

// violation returns "" when v is in range, else "exceeds" or "below".
func (b bounds) violation(v float64) string {
	const eps = 1e-9
	if b.hasMax && v > b.max+eps {
		return "exceeds"
	}
	if b.hasMin && v < b.min-eps {
		return "below"
	}
	return ""
}

// outOfRange is the failure of a measured value v (shown as got) outside
// b: "{label} {got} exceeds {max}{unit} limit" or "… below {min}{unit}
// minimum"; false when v is within b.
func (b bounds) outOfRange(label, got string, v float64, unit string, decimals int, exp string) (Outcome, bool) {
	switch b.violation(v) {
	case "exceeds":
		return fail(label+" "+got+" exceeds "+fmtNum(b.max, decimals)+unit+" limit", got, exp), true
	case "below":
		return fail(label+" "+got+" below "+fmtNum(b.min, decimals)+unit+" minimum", got, exp), true
	}
	return Outcome{}, false
}

func ptr(v float64) *float64 { return &v }
