package matrix

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/xuri/excelize/v2"
	"golang.org/x/text/encoding/charmap"
)

// ErrNoHeaders is returned by ParseHeaders when a template has no non-empty
// row to take headers from.
var ErrNoHeaders = errors.New("no headers found: the first sheet has no non-empty row")

// ErrUnsupportedTemplate is returned by ParseHeaders for content that is
// neither an .xlsx workbook nor CSV text.
var ErrUnsupportedTemplate = errors.New("unsupported trafficking template: upload an .xlsx workbook or a .csv file")

// ErrTemplateTooLarge is returned by ParseHeaders for a template larger than
// MaxTemplateSize.
var ErrTemplateTooLarge = errors.New("trafficking template too large")

// Limits that keep a hostile template from exhausting memory.
const (
	// MaxTemplateSize is the largest template ParseHeaders reads.
	MaxTemplateSize = 20 << 20
	// maxUnzipped caps the total uncompressed size of an .xlsx's parts;
	// maxUnzippedXML is how much of one worksheet excelize keeps in memory
	// before spilling to a temporary file.
	maxUnzipped    = 100 << 20
	maxUnzippedXML = 8 << 20
	// maxHeaderScan is how much CSV text is read looking for the header row.
	maxHeaderScan = 1 << 20
	// maxRowsScanned is how many empty leading rows are skipped at most.
	maxRowsScanned = 1000
	// MaxHeaders is the most columns a header row may have.
	MaxHeaders = 500
)

// ParseHeaders reads the column headers of an uploaded trafficking template:
// the first non-empty row of the first sheet of an .xlsx workbook, or the
// first non-empty row of a CSV file. The format is sniffed from the content;
// name is used only in messages. CSV may be UTF-8 (with or without a byte
// order mark), UTF-16 with a byte order mark or Windows-1252, separated by
// commas, semicolons or tabs. Each header is trimmed and its inner white
// space collapsed; empty cells are dropped and repeated headers (ignoring
// case) kept once. Errors wrap ErrNoHeaders (no non-empty row),
// ErrTemplateTooLarge (over MaxTemplateSize) or ErrUnsupportedTemplate
// (anything other than a workbook or CSV text, a zip bomb, more than
// MaxHeaders columns).
func ParseHeaders(r io.ReaderAt, size int64, name string) ([]string, error) {
	if r == nil || size <= 0 {
		return nil, fmt.Errorf("%s: %w", label(name), ErrNoHeaders)
	}
	if size > MaxTemplateSize {
		return nil, fmt.Errorf("%s: %w (%.1f MB; the limit is %d MB)", label(name), ErrTemplateTooLarge, float64(size)/(1<<20), MaxTemplateSize>>20)
	}
	var head [8]byte
	n, err := r.ReadAt(head[:], 0)
	if err != nil && err != io.EOF {
		return nil, fmt.Errorf("%s: reading template: %w", label(name), err)
	}
	magic := head[:n]
	var cells []string
	switch {
	case bytes.HasPrefix(magic, []byte("PK\x03\x04")):
		cells, err = xlsxHeaderRow(io.NewSectionReader(r, 0, size))
	case bytes.HasPrefix(magic, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		err = fmt.Errorf("%w (legacy .xls or password-protected workbooks cannot be read; save it as .xlsx or .csv)", ErrUnsupportedTemplate)
	default:
		cells, err = csvHeaderRow(io.NewSectionReader(r, 0, size))
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", label(name), err)
	}
	headers := CleanHeaders(cells)
	if len(headers) == 0 {
		return nil, fmt.Errorf("%s: %w", label(name), ErrNoHeaders)
	}
	if len(headers) > MaxHeaders {
		return nil, fmt.Errorf("%s: %w (the header row has %d columns, more than %d)", label(name), ErrUnsupportedTemplate, len(headers), MaxHeaders)
	}
	return headers, nil
}

// CleanHeaders trims each header, collapses inner white space (line breaks
// included) to single spaces, drops empty ones and keeps the first of
// headers that differ only in case.
func CleanHeaders(cells []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range cells {
		h := strings.Join(strings.Fields(strings.Map(dropControl, c)), " ")
		if h == "" {
			continue
		}
		k := strings.ToLower(h)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, h)
	}
	return out
}

// dropControl turns control characters other than white space into spaces.
func dropControl(c rune) rune {
	if unicode.IsControl(c) || c == '\uFEFF' {
		return ' '
	}
	return c
}

func label(name string) string {
	if strings.TrimSpace(name) == "" {
		return "trafficking template"
	}
	return fmt.Sprintf("trafficking template %q", name)
}

// xlsxHeaderRow returns the first non-empty row of the first sheet, each
// cell as Excel shows it (a date header reads as a date, not a serial
// number).
func xlsxHeaderRow(r io.Reader) ([]string, error) {
	f, err := excelize.OpenReader(r, excelize.Options{
		UnzipSizeLimit:    maxUnzipped,
		UnzipXMLSizeLimit: maxUnzippedXML,
	})
	if err != nil {
		if strings.Contains(err.Error(), "unzip size exceeds") { // excelize has no sentinel for it
			return nil, fmt.Errorf("%w (the workbook expands beyond %d MB)", ErrUnsupportedTemplate, maxUnzipped>>20)
		}
		// excelize's causes (EOF, XML syntax errors) say nothing to a user.
		return nil, fmt.Errorf("%w (the zip is not an Excel workbook)", ErrUnsupportedTemplate)
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return nil, ErrNoHeaders
	}
	rows, err := f.Rows(sheets[0])
	if err != nil {
		return nil, fmt.Errorf("%w (reading sheet %q: %v)", ErrUnsupportedTemplate, sheets[0], err)
	}
	defer rows.Close()
	for i := 0; i < maxRowsScanned && rows.Next(); i++ {
		cols, err := rows.Columns()
		if err != nil {
			return nil, fmt.Errorf("%w (reading sheet %q: %v)", ErrUnsupportedTemplate, sheets[0], err)
		}
		if len(CleanHeaders(cols)) > 0 {
			return cols, nil
		}
	}
	if err := rows.Error(); err != nil {
		return nil, fmt.Errorf("%w (reading sheet %q: %v)", ErrUnsupportedTemplate, sheets[0], err)
	}
	return nil, ErrNoHeaders
}

// csvHeaderRow returns the first non-empty record of CSV text.
func csvHeaderRow(r io.Reader) ([]string, error) {
	text, err := io.ReadAll(io.LimitReader(r, maxHeaderScan))
	if err != nil {
		return nil, fmt.Errorf("reading template: %w", err)
	}
	text, err = decodeText(text)
	if err != nil {
		return nil, err
	}
	// Drop a final line that may have been cut by the scan limit.
	if len(text) == maxHeaderScan {
		if i := bytes.LastIndexByte(text, '\n'); i >= 0 {
			text = text[:i+1]
		}
	}
	cr := csv.NewReader(bytes.NewReader(text))
	cr.Comma = sniffDelimiter(text)
	cr.FieldsPerRecord = -1
	cr.LazyQuotes = true
	cr.ReuseRecord = false
	for i := 0; i < maxRowsScanned; i++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%w (malformed CSV: %v)", ErrUnsupportedTemplate, err)
		}
		if len(CleanHeaders(rec)) > 0 {
			return rec, nil
		}
	}
	return nil, ErrNoHeaders
}

// decodeText strips a UTF-8 byte order mark, decodes UTF-16 with a byte
// order mark, and rejects binary content.
func decodeText(b []byte) ([]byte, error) {
	switch {
	case bytes.HasPrefix(b, []byte{0xEF, 0xBB, 0xBF}):
		b = b[3:]
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}), bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		big := b[0] == 0xFE
		b = b[2:]
		u := make([]uint16, 0, len(b)/2)
		for i := 0; i+1 < len(b); i += 2 {
			if big {
				u = append(u, uint16(b[i])<<8|uint16(b[i+1]))
			} else {
				u = append(u, uint16(b[i+1])<<8|uint16(b[i]))
			}
		}
		var out bytes.Buffer
		for _, c := range utf16.Decode(u) {
			out.WriteRune(c)
		}
		b = out.Bytes()
	}
	if bytes.IndexByte(b, 0) >= 0 {
		return nil, fmt.Errorf("%w (the file is binary, not CSV text)", ErrUnsupportedTemplate)
	}
	if !utf8.Valid(trimPartialRune(b)) {
		b = windows1252ToUTF8(b)
	}
	return b, nil
}

// trimPartialRune drops an incomplete UTF-8 sequence at the end of b, left
// by a read limit.
func trimPartialRune(b []byte) []byte {
	for i := 1; i <= utf8.UTFMax && i <= len(b); i++ {
		if utf8.RuneStart(b[len(b)-i]) {
			if !utf8.FullRune(b[len(b)-i:]) {
				return b[:len(b)-i]
			}
			break
		}
	}
	return b
}

// windows1252ToUTF8 reads b as Windows-1252 text, which is what Excel
// writes for "CSV (Comma delimited)" on Western systems.
func windows1252ToUTF8(b []byte) []byte {
	out, err := charmap.Windows1252.NewDecoder().Bytes(b)
	if err != nil { // cannot happen: every byte has a mapping
		return b
	}
	return out
}

// sniffDelimiter picks the separator of the first non-blank line: the most
// frequent of comma, semicolon and tab outside quotes (comma on a tie).
func sniffDelimiter(text []byte) rune {
	line := text
	for len(line) > 0 {
		i := bytes.IndexByte(line, '\n')
		cur := line
		if i >= 0 {
			cur, line = line[:i], line[i+1:]
		} else {
			line = nil
		}
		if len(bytes.TrimSpace(cur)) == 0 || len(bytes.Trim(cur, ",;\t \r")) == 0 {
			continue
		}
		counts := map[byte]int{}
		quoted := false
		for _, c := range cur {
			switch {
			case c == '"':
				quoted = !quoted
			case !quoted && (c == ',' || c == ';' || c == '\t'):
				counts[c]++
			}
		}
		best, n := byte(','), counts[',']
		for _, c := range []byte{';', '\t'} {
			if counts[c] > n {
				best, n = c, counts[c]
			}
		}
		return rune(best)
	}
	return ','
}

// ErrNotHeaderRow is returned by CheckHeaderRow for a row that does not look
// like the header row of a trafficking template.
var ErrNotHeaderRow = errors.New("this does not look like a trafficking template's header row")

// maxHeaderLength is the longest column name CheckHeaderRow accepts; longer
// cells are sentences or data, not column names.
const maxHeaderLength = 80

// CheckHeaderRow reports, wrapping ErrNotHeaderRow with the reason, when
// headers do not look like a trafficking template's header row: fewer than
// two columns, a cell longer than a column name, cells that look like data
// (numbers, dates, sizes, URLs, e-mail addresses) rather than names, or no
// column the trafficking sheet knows how to fill (see KnownHeader). A file
// containing only "hello" is refused rather than replacing every column.
func CheckHeaderRow(headers []string) error {
	if len(headers) < 2 {
		found := "none"
		if len(headers) == 1 {
			found = fmt.Sprintf("one, %q", headers[0])
		}
		return fmt.Errorf("%w: a header row has at least two columns; found %s", ErrNotHeaderRow, found)
	}
	data, known := 0, 0
	for _, h := range headers {
		if utf8.RuneCountInString(h) > maxHeaderLength {
			return fmt.Errorf("%w: %q is longer than a column name (at most %d characters)", ErrNotHeaderRow, truncate(h, 40), maxHeaderLength)
		}
		if looksLikeData(h) {
			data++
		}
		if KnownHeader(h) {
			known++
		}
	}
	if data*2 >= len(headers) {
		return fmt.Errorf("%w: %d of its %d cells are values (numbers, dates, sizes, links), so it looks like a data row; put the column names in the first row", ErrNotHeaderRow, data, len(headers))
	}
	if known == 0 {
		return fmt.Errorf("%w: none of its %d columns is one the trafficking sheet fills (for example Creative Name, Creative Size, Campaign Name, Country)", ErrNotHeaderRow, len(headers))
	}
	return nil
}

// looksLikeData reports whether a cell is a value rather than a column name:
// a number, a date, a WxH size, a link or an e-mail address.
func looksLikeData(s string) bool {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "://") || strings.HasPrefix(strings.ToLower(s), "www.") || strings.Contains(s, "@") && strings.Contains(s, ".") {
		return true
	}
	if sizePattern().MatchString(s) {
		return true
	}
	if _, err := ParseDate(s); err == nil {
		return true
	}
	letters := 0
	for _, c := range s {
		if unicode.IsLetter(c) {
			letters++
		}
	}
	return letters == 0
}

// truncate shortens s to at most n runes, marking the cut with an ellipsis.
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n]) + "…"
}
