package export

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// MatrixCSVColumns are the matrix CSV's columns (spec §9), in order.
var MatrixCSVColumns = []string{
	"Asset Name", "Format", "Dimensions", "File Size (KB)", "Channel",
	"Indication", "Customer Type", "Compliance Score", "Preview URL",
}

// utf8BOM starts every CSV so that spreadsheet programs read it as UTF-8.
const utf8BOM = "\uFEFF"

// csvWriter writes records with every field quoted, inner quotes doubled
// and CRLF line ends (RFC 4180). encoding/csv quotes only when needed,
// which the spec does not allow.
type csvWriter struct {
	w   *bufio.Writer
	err error
}

func newCSVWriter(w io.Writer) *csvWriter {
	cw := &csvWriter{w: bufio.NewWriterSize(w, 64<<10)}
	_, cw.err = cw.w.WriteString(utf8BOM)
	return cw
}

// record writes one line. Write errors are kept and reported by flush.
func (cw *csvWriter) record(fields ...string) {
	if cw.err != nil {
		return
	}
	for i, f := range fields {
		if i > 0 {
			_ = cw.w.WriteByte(',')
		}
		_ = cw.w.WriteByte('"')
		if formulaLike(f) {
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

func (cw *csvWriter) flush() error {
	if cw.err != nil {
		return cw.err
	}
	return cw.w.Flush()
}

// formulaLike reports whether a spreadsheet would evaluate v as a formula:
// it starts with =, +, -, @, a tab or a carriage return and is not simply a
// number such as -5 or +1.5.
func formulaLike(v string) bool {
	if v == "" {
		return false
	}
	switch v[0] {
	case '=', '@', '\t', '\r':
		return true
	case '+', '-':
		_, err := strconv.ParseFloat(v, 64)
		return err != nil
	}
	return false
}

// WriteMatrixCSV writes the matrix CSV: the spec's columns (MatrixCSVColumns)
// and one line per row with the export defaults applied. File sizes have one
// decimal; a missing score or size is an empty field.
func WriteMatrixCSV(w io.Writer, rows []Row) error {
	cw := newCSVWriter(w)
	cw.record(MatrixCSVColumns...)
	for _, r := range rows {
		r = r.WithDefaults()
		cw.record(r.FileName, r.Format, r.Dimensions, formatKB(r.FileSizeKB),
			r.Channel, r.Indication, r.CustomerType, formatScore(r.ComplianceScore),
			r.PreviewURL)
		if cw.err != nil {
			break
		}
	}
	return cw.flush()
}

// WriteTraffickingCSV writes the trafficking CSV: the headers, then for each
// row the value of every header (empty when the row has none).
func WriteTraffickingCSV(w io.Writer, headers []string, rows []map[string]string) error {
	cw := newCSVWriter(w)
	cw.record(headers...)
	fields := make([]string, len(headers))
	for _, r := range rows {
		for i, h := range headers {
			fields[i] = r[h]
		}
		cw.record(fields...)
		if cw.err != nil {
			break
		}
	}
	return cw.flush()
}

func formatKB(kb float64) string {
	if kb <= 0 {
		return ""
	}
	return strconv.FormatFloat(kb, 'f', 1, 64)
}

func formatScore(s *int) string {
	if s == nil {
		return ""
	}
	return strconv.Itoa(*s)
}
