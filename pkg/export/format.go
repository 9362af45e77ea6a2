package export

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrUnknownFormat is returned for an export format other than csv, html
// and xlsx.
var ErrUnknownFormat = errors.New("unknown export format")

// The export formats Write and MediaType accept.
const (
	FormatCSV  = "csv"
	FormatHTML = "html"
	FormatXLSX = "xlsx"
)

// MediaType returns the Content-Type of an export format: csv, html or
// xlsx (case-insensitive, an optional leading dot allowed).
func MediaType(format string) (string, error) {
	switch normFormat(format) {
	case FormatCSV:
		return "text/csv; charset=utf-8", nil
	case FormatHTML:
		return "text/html; charset=utf-8", nil
	case FormatXLSX:
		return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", nil
	}
	return "", fmt.Errorf("%w %q: use csv, html or xlsx", ErrUnknownFormat, format)
}

func normFormat(f string) string {
	return strings.ToLower(strings.TrimPrefix(strings.TrimSpace(f), "."))
}

// Write writes m in the given format (csv, html or xlsx; see MediaType):
// the matrix CSV, the printable HTML page or the Excel workbook.
func Write(w io.Writer, format string, m Matrix) error {
	switch normFormat(format) {
	case FormatCSV:
		return WriteMatrixCSV(w, m.Rows)
	case FormatHTML:
		return WriteHTML(w, m)
	case FormatXLSX:
		return WriteExcel(w, m)
	}
	_, err := MediaType(format)
	return err
}
