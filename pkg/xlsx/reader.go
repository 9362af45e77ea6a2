package xlsx

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// The errors of FirstRow. Other errors wrap one of them (test with
// errors.Is) and say what was wrong.
var (
	// ErrNotWorkbook means the bytes are not a readable .xlsx workbook: not
	// a zip, no workbook part, or malformed XML in a part that was read.
	ErrNotWorkbook = errors.New("xlsx: not a workbook")
	// ErrTooLarge means the zip hit a limit against zip bombs: too many
	// entries, too much uncompressed content, or too high a compression
	// ratio.
	ErrTooLarge = errors.New("xlsx: workbook too large")
	// ErrNoSheet means the workbook lists no sheet.
	ErrNoSheet = errors.New("xlsx: workbook has no sheet")
)

// MaxUnzipped is the most a workbook FirstRow reads may expand to, all its
// entries together; beyond it FirstRow returns ErrTooLarge.
const MaxUnzipped = 100 << 20

// Limits against hostile uploads. Parts are streamed, so these bound the
// work done more than the memory used.
const (
	maxEntries     = 10000
	maxIndexPart   = 8 << 20 // workbook.xml and relationship parts
	maxSheetPart   = 100 << 20
	maxStringsPart = 64 << 20         // sharedStrings.xml
	maxCellBytes   = MaxCellChars * 4 // UTF-8 takes at most 4 bytes a character
)

// Where the parts usually are, for packages whose relationships do not say.
const (
	fallbackBook   = "xl/workbook.xml"
	fallbackSheet  = "xl/worksheets/sheet1.xml"
	fallbackShared = "xl/sharedStrings.xml"
)

// FirstRow returns the cell texts of the first row of the first worksheet
// (in workbook order) for which keep(cells) is true, scanning at most
// maxRows rows. Only <row> elements count: rows absent from the XML are not
// seen. cells[i] is the text of column i (A is 0); missing cells are "" and
// trailing empty cells are dropped, so an empty row is an empty, non-nil
// slice. keep sees every row, empty ones too; a nil keep takes the first.
//
// A cell's text is what its XML holds: shared and inline strings (without
// phonetic runs), numbers as written (no number format is applied),
// booleans as TRUE or FALSE, and error, date and formula-string values as
// written.
//
// FirstRow returns nil, nil when no row is kept. Errors wrap ErrNotWorkbook,
// ErrTooLarge or ErrNoSheet.
func FirstRow(r io.ReaderAt, size int64, maxRows int, keep func([]string) bool) ([]string, error) {
	cells, err := firstRow(r, size, maxRows, keep)
	switch {
	case err == nil, errors.Is(err, ErrNotWorkbook), errors.Is(err, ErrTooLarge), errors.Is(err, ErrNoSheet):
		return cells, err
	case errors.Is(err, safezip.ErrTooManyEntries), errors.Is(err, safezip.ErrTooLarge), errors.Is(err, safezip.ErrRatio):
		return nil, fmt.Errorf("%w: %w", ErrTooLarge, err)
	default: // zip, deflate and XML errors
		return nil, fmt.Errorf("%w: %w", ErrNotWorkbook, err)
	}
}

func firstRow(r io.ReaderAt, size int64, maxRows int, keep func([]string) bool) ([]string, error) {
	z, err := safezip.Open(r, size, safezip.Limits{
		MaxEntries:   maxEntries,
		MaxTotalSize: MaxUnzipped,
		MaxFileSize:  maxSheetPart, // the largest per-part limit below
	})
	if err != nil {
		return nil, err
	}
	book, err := workbookPart(z)
	if err != nil {
		return nil, err
	}
	id, err := firstSheetID(z, book)
	if err != nil {
		return nil, err
	}
	sheet, shared, err := sheetParts(z, book, id)
	if err != nil {
		return nil, err
	}
	p, err := openPart(z, sheet, maxSheetPart)
	if err != nil {
		return nil, err
	}
	defer p.close()
	ss := &sharedStrings{z: z, name: shared}
	defer ss.close()
	return scanRows(p, ss, maxRows, keep)
}

// part is an XML part of the package, streamed.
type part struct {
	name string
	rc   io.ReadCloser
	d    *xml.Decoder
}

// openPart opens the part called name, which may hold at most limit bytes.
func openPart(z *safezip.Reader, name string, limit int64) (*part, error) {
	rc, err := z.OpenFile(name, limit)
	if err != nil {
		return nil, err
	}
	return &part{name: name, rc: rc, d: xml.NewDecoder(rc)}, nil
}

func (p *part) close() { p.rc.Close() }

// token returns the next token. The decoder checks that elements nest
// properly; matching is by local name only, so that the namespaces of
// both transitional and Strict OOXML work.
func (p *part) token() (xml.Token, error) {
	tok, err := p.d.Token()
	if err != nil && err != io.EOF {
		err = fmt.Errorf("%s: %w", p.name, err)
	}
	return tok, err
}

// text consumes the tokens up to the end of the element whose start tag
// was just read. Unless dst is nil it appends the character data inside,
// at most limit bytes of it: all of it, or with runs set only that of <t>
// elements outside phonetic runs (<rPh>), as in <si> and <is>.
func (p *part) text(dst *strings.Builder, runs bool, limit int) error {
	n, depth, inT, inPh := 0, 1, 0, 0
	for depth > 0 {
		tok, err := p.token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			inT, inPh = count(t.Name.Local, inT, inPh, 1)
		case xml.EndElement:
			depth--
			inT, inPh = count(t.Name.Local, inT, inPh, -1)
		case xml.CharData:
			if dst == nil || (runs && (inT == 0 || inPh > 0)) {
				continue
			}
			if n += len(t); n > limit {
				return fmt.Errorf("%s: %w: a cell text is longer than %d characters", p.name, ErrNotWorkbook, MaxCellChars)
			}
			dst.Write(t)
		}
	}
	return nil
}

// count adds d to the depth inside <t> or <rPh> elements.
func count(local string, inT, inPh, d int) (int, int) {
	switch local {
	case "t":
		inT += d
	case "rPh":
		inPh += d
	}
	return inT, inPh
}

// rel is an internal relationship, its target resolved to a zip entry.
type rel struct{ id, typ, target string }

// readRels calls fn for each internal relationship of the part called
// owner ("" for the package). It reports whether owner has a relationships
// part at all.
func readRels(z *safezip.Reader, owner string, fn func(rel)) (bool, error) {
	dir, name := "", "_rels/.rels"
	if owner != "" {
		dir = path.Dir(owner)
		name = path.Join(dir, "_rels", path.Base(owner)+".rels")
	}
	if _, ok := z.Stat(name); !ok {
		return false, nil
	}
	p, err := openPart(z, name, maxIndexPart)
	if err != nil {
		return true, err
	}
	defer p.close()
	for {
		tok, err := p.token()
		if err == io.EOF {
			return true, nil
		}
		if err != nil {
			return true, err
		}
		t, ok := tok.(xml.StartElement)
		if !ok || t.Name.Local != "Relationship" {
			continue
		}
		var r rel
		external := false
		for _, a := range t.Attr {
			switch a.Name.Local {
			case "Id":
				r.id = a.Value
			case "Type":
				r.typ = a.Value
			case "Target":
				r.target = a.Value
			case "TargetMode":
				external = a.Value == "External"
			}
		}
		if !external {
			r.target = resolve(dir, r.target)
			fn(r)
		}
	}
}

// resolve turns a relationship target into a zip entry name: relative to
// dir, the folder of the part owning the relationship, or from the zip
// root when it starts with a slash.
func resolve(dir, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return path.Join(dir, target)
}

// workbookPart names the package's main part.
func workbookPart(z *safezip.Reader) (string, error) {
	book := ""
	_, err := readRels(z, "", func(r rel) {
		if book == "" && strings.HasSuffix(r.typ, "/officeDocument") {
			book = r.target
		}
	})
	if err != nil {
		return "", err
	}
	if book == "" {
		book = fallbackBook
	}
	return book, nil
}

// firstSheetID returns the relationship id of the first <sheet> of the
// workbook part.
func firstSheetID(z *safezip.Reader, book string) (string, error) {
	p, err := openPart(z, book, maxIndexPart)
	if err != nil {
		return "", err
	}
	defer p.close()
	root, inSheets := true, false
	for {
		tok, err := p.token()
		if err == io.EOF && root {
			return "", fmt.Errorf("%w: %s is empty", ErrNotWorkbook, book)
		}
		if err == io.EOF {
			return "", ErrNoSheet
		}
		if err != nil {
			return "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if root && t.Name.Local != "workbook" {
				return "", fmt.Errorf("%w: %s holds a <%s>, not a <workbook>", ErrNotWorkbook, book, t.Name.Local)
			}
			root = false
			switch t.Name.Local {
			case "sheets":
				inSheets = true
			case "sheet":
				if inSheets {
					return attr(t, "id"), nil // r:id, whatever the prefix
				}
			}
		case xml.EndElement:
			if t.Name.Local == "sheets" {
				inSheets = false
			}
		}
	}
}

func attr(t xml.StartElement, local string) string {
	for _, a := range t.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// sheetParts finds the part of the sheet with relationship id and the
// shared strings part ("" if there is none) among the workbook's
// relationships.
func sheetParts(z *safezip.Reader, book, id string) (sheet, shared string, err error) {
	found, err := readRels(z, book, func(r rel) {
		switch {
		case r.id == id && sheet == "":
			sheet = r.target
		case strings.HasSuffix(r.typ, "/sharedStrings") && shared == "":
			shared = r.target
		}
	})
	if err != nil {
		return "", "", err
	}
	if !found {
		sheet = fallbackSheet
	}
	if sheet == "" {
		return "", "", fmt.Errorf("%w: the workbook has no relationship %q for its first sheet", ErrNotWorkbook, id)
	}
	if shared == "" {
		if _, ok := z.Stat(fallbackShared); ok {
			shared = fallbackShared
		}
	}
	return sheet, shared, nil
}

// scanRows reads the worksheet's rows until keep takes one or maxRows
// have been seen.
func scanRows(p *part, ss *sharedStrings, maxRows int, keep func([]string) bool) ([]string, error) {
	var cells []string
	rows, col := 0, -1
	for {
		tok, err := p.token()
		if err == io.EOF {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "row":
				if rows >= maxRows {
					return nil, nil
				}
				rows++
				cells, col = []string{}, -1
			case "c":
				var text string
				if col, text, err = readCell(p, t, col, ss); err != nil {
					return nil, err
				}
				if text != "" { // only text is placed: rows never end in empty cells
					if col >= len(cells) {
						cells = append(cells, make([]string, col+1-len(cells))...)
					}
					cells[col] = text
				}
			}
		case xml.EndElement:
			if t.Name.Local == "row" && (keep == nil || keep(cells)) {
				return cells, nil
			}
		}
	}
}

// readCell reads the cell whose start tag c was just read and returns its
// column and text. A cell without a reference follows column prev.
func readCell(p *part, c xml.StartElement, prev int, ss *sharedStrings) (int, string, error) {
	col, typ := prev+1, ""
	for _, a := range c.Attr {
		switch a.Name.Local {
		case "r":
			var err error
			if col, err = column(a.Value); err != nil {
				return 0, "", fmt.Errorf("%s: %w", p.name, err)
			}
		case "t":
			typ = a.Value
		}
	}
	if col >= MaxCols {
		return 0, "", fmt.Errorf("%s: %w: a row has a cell beyond column XFD", p.name, ErrNotWorkbook)
	}
	var v, is strings.Builder
	for {
		tok, err := p.token()
		if err != nil {
			return 0, "", err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "v":
				err = p.text(&v, false, maxCellBytes-v.Len())
			case "is":
				err = p.text(&is, true, maxCellBytes-is.Len())
			default: // a formula, extensions
				err = p.text(nil, false, 0)
			}
			if err != nil {
				return 0, "", err
			}
		case xml.EndElement: // </c>: text consumed every element inside
			text, err := cellValue(typ, v.String(), is.String(), ss)
			return col, text, err
		}
	}
}

// cellValue is the text of a cell of type typ with value v and inline
// string is.
func cellValue(typ, v, is string, ss *sharedStrings) (string, error) {
	switch typ {
	case "s":
		if v == "" {
			return "", nil
		}
		i, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || i < 0 {
			return "", fmt.Errorf("%w: bad shared string index %.20q", ErrNotWorkbook, v)
		}
		return ss.get(i)
	case "inlineStr":
		return is, nil
	case "b":
		switch strings.TrimSpace(v) {
		case "1", "true":
			return "TRUE", nil
		case "0", "false":
			return "FALSE", nil
		}
	}
	return v, nil
}

// column returns the zero-based column of a cell reference such as "AB12".
func column(ref string) (int, error) {
	col, i := 0, 0
	for ; i < len(ref); i++ {
		c := ref[i]
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		if c < 'A' || c > 'Z' {
			break
		}
		if col = col*26 + int(c-'A'+1); col > MaxCols {
			return 0, fmt.Errorf("%w: cell %.20q is beyond column XFD", ErrNotWorkbook, ref)
		}
	}
	if i == 0 || i == len(ref) || strings.Trim(ref[i:], "0123456789") != "" {
		return 0, fmt.Errorf("%w: bad cell reference %.20q", ErrNotWorkbook, ref)
	}
	return col - 1, nil
}

// sharedStrings reads the shared string table lazily, only as far as the
// largest index asked for, and keeps what it read.
type sharedStrings struct {
	z    *safezip.Reader
	name string // "" when the workbook has no table
	p    *part  // opened on first use
	done bool   // the whole table has been read
	// text holds the items read so far back to back; ends[i] is where item
	// i ends. Items are substrings of text.String(), so a row repeating a
	// long item does not copy it (int32 is enough: the part is at most
	// maxStringsPart bytes).
	text strings.Builder
	ends []int32
}

func (s *sharedStrings) get(i int) (string, error) {
	for len(s.ends) <= i && !s.done {
		if err := s.next(); err != nil {
			return "", err
		}
	}
	if i >= len(s.ends) {
		return "", fmt.Errorf("%w: shared string %d does not exist (the table has %d)", ErrNotWorkbook, i, len(s.ends))
	}
	start := int32(0)
	if i > 0 {
		start = s.ends[i-1]
	}
	return s.text.String()[start:s.ends[i]], nil
}

// next reads the next <si> item, or sets done at the end of the table.
func (s *sharedStrings) next() error {
	if s.p == nil {
		if s.name == "" {
			s.done = true
			return nil
		}
		p, err := openPart(s.z, s.name, maxStringsPart)
		if err != nil {
			return err
		}
		s.p = p
	}
	for {
		tok, err := s.p.token()
		if err == io.EOF {
			s.done = true
			return nil
		}
		if err != nil {
			return err
		}
		if t, ok := tok.(xml.StartElement); ok && t.Name.Local == "si" {
			if err := s.p.text(&s.text, true, maxCellBytes); err != nil {
				return err
			}
			s.ends = append(s.ends, int32(s.text.Len()))
			return nil
		}
	}
}

func (s *sharedStrings) close() {
	if s.p != nil {
		s.p.close()
	}
}
