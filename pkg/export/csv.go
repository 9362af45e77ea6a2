package export

import (
	"io"
	"strconv"

	"github.com/pharmaops/pharmaops/internal/quotedcsv"
)

// MatrixCSVColumns are the matrix CSV's columns (spec §9), in order.
var MatrixCSVColumns = []string{
	"Asset Name", "Format", "Dimensions", "File Size (KB)", "Channel",
	"Indication", "Customer Type", "Compliance Score", "Preview URL",
}

// utf8BOM starts every CSV so that spreadsheet programs read it as UTF-8.
const utf8BOM = "\uFEFF"

// newCSVWriter starts a CSV export on w with the byte order mark.
func newCSVWriter(w io.Writer) *quotedcsv.Writer {
	cw := quotedcsv.NewWriter(w)
	cw.WriteString(utf8BOM)
	return cw
}

// WriteMatrixCSV writes the matrix CSV: the spec's columns (MatrixCSVColumns)
// and one line per row with the export defaults applied. File sizes have one
// decimal; a missing score or size is an empty field.
func WriteMatrixCSV(w io.Writer, rows []Row) error {
	cw := newCSVWriter(w)
	cw.Record(MatrixCSVColumns...)
	for _, r := range rows {
		r = r.WithDefaults()
		cw.Record(r.FileName, r.Format, r.Dimensions, formatKB(r.FileSizeKB),
			r.Channel, r.Indication, r.CustomerType, formatScore(r.ComplianceScore),
			r.PreviewURL)
		if cw.Err() != nil {
			break
		}
	}
	return cw.Flush()
}

// WriteTraffickingCSV writes the trafficking CSV: the headers, then for each
// row the value of every header (empty when the row has none).
func WriteTraffickingCSV(w io.Writer, headers []string, rows []map[string]string) error {
	cw := newCSVWriter(w)
	cw.Record(headers...)
	fields := make([]string, len(headers))
	for _, r := range rows {
		for i, h := range headers {
			fields[i] = r[h]
		}
		cw.Record(fields...)
		if cw.Err() != nil {
			break
		}
	}
	return cw.Flush()
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
