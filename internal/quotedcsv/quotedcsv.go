// Package quotedcsv writes the CSV files pharmaops hands to spreadsheets:
// every field quoted, inner quotes doubled, CRLF line ends (RFC 4180, as
// spec §5 asks; encoding/csv quotes only when needed), and text a
// spreadsheet would run as a formula defused. The asset check report and
// the matrix and trafficking exports all write through it.
package quotedcsv

import (
	"bufio"
	"io"
	"strings"
)

// Writer writes records. Write errors are kept: Flush reports the first.
type Writer struct {
	w   *bufio.Writer
	err error
}

// NewWriter returns a Writer on w, buffered.
func NewWriter(w io.Writer) *Writer {
	return &Writer{w: bufio.NewWriterSize(w, 64<<10)}
}

// WriteString writes s as it is, outside any record (a byte order mark).
func (cw *Writer) WriteString(s string) {
	if cw.err == nil {
		_, cw.err = cw.w.WriteString(s)
	}
}

// Record writes one line of fields.
func (cw *Writer) Record(fields ...string) {
	if cw.err != nil {
		return
	}
	for i, f := range fields {
		if i > 0 {
			_ = cw.w.WriteByte(',')
		}
		_ = cw.w.WriteByte('"')
		if FormulaLike(f) {
			_ = cw.w.WriteByte('\'')
		}
		for {
			j := strings.IndexByte(f, '"')
			if j < 0 {
				break
			}
			_, _ = cw.w.WriteString(f[:j+1])
			_ = cw.w.WriteByte('"')
			f = f[j+1:]
		}
		_, _ = cw.w.WriteString(f)
		_ = cw.w.WriteByte('"')
	}
	_, cw.err = cw.w.WriteString("\r\n")
}

// Err is the first write error, if any.
func (cw *Writer) Err() error { return cw.err }

// Flush writes out what is buffered and returns the first write error.
func (cw *Writer) Flush() error {
	if cw.err != nil {
		return cw.err
	}
	return cw.w.Flush()
}

// FormulaLike reports whether a spreadsheet would evaluate v as a formula:
// it starts with =, +, -, @, a tab or a carriage return and is not simply a
// decimal number such as -5, +1.5 or -2e3. Record writes such a field with a
// leading apostrophe, which spreadsheets read as "this is text".
//
// "Simply a number" is what a spreadsheet reads as one, which is narrower
// than strconv.ParseFloat: "+Inf", "-0x1p-2" or "-1_000" are formulas to
// it. The web app's offline CSV (webui/src/features/trafficking/preview.ts)
// applies the same rule; both are tested against testdata/fields.json.
func FormulaLike(v string) bool {
	if v == "" {
		return false
	}
	switch v[0] {
	case '=', '@', '\t', '\r':
		return true
	case '+', '-':
		return !signedDecimal(v)
	}
	return false
}

// signedDecimal reports whether v is a sign, digits with at most one
// decimal point (at least one digit), and an optional exponent.
func signedDecimal(v string) bool {
	i, digits := 1, 0
	for ; i < len(v) && isDigit(v[i]); i++ {
		digits++
	}
	if i < len(v) && v[i] == '.' {
		for i++; i < len(v) && isDigit(v[i]); i++ {
			digits++
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(v) && (v[i] == 'e' || v[i] == 'E') {
		i++
		if i < len(v) && (v[i] == '+' || v[i] == '-') {
			i++
		}
		start := i
		for ; i < len(v) && isDigit(v[i]); i++ {
		}
		if i == start {
			return false
		}
	}
	return i == len(v)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
