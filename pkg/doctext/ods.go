package doctext

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// ExtractODS extracts an OpenDocument spreadsheet (LibreOffice Calc): each
// sheet a page of tables (sheetPage).
func ExtractODS(r io.ReaderAt, size int64) (doc Document, err error) {
	z, err := safezip.Open(r, size, docxLimits)
	if err != nil {
		return Document{}, zipErr("ODS", err)
	}
	rc, err := z.OpenFile("content.xml", maxXMLBytes)
	if err != nil {
		if errors.Is(err, safezip.ErrTooLarge) || errors.Is(err, safezip.ErrRatio) {
			return Document{}, fmt.Errorf("%w: ODS: %v", ErrTooLarge, err)
		}
		return Document{}, fmt.Errorf("%w: ODS: %v", ErrCorrupt, err)
	}
	defer rc.Close()
	return parseODSContent(rc, "ODS")
}

// isODS reports whether a zip is an OpenDocument spreadsheet: its mimetype
// entry says so.
func isODS(z *safezip.Reader) bool {
	b, err := z.ReadFile("mimetype", 256)
	return err == nil && strings.Contains(string(b), "opendocument.spreadsheet")
}

// odsSheet collects one table:table.
type odsSheet struct {
	name   string
	rows   [][]string
	merges []mergeRange
	row    []string
	col    int
}

// parseODSContent reads the tables of content.xml (or of a flat .fods
// document, which has the same body).
func parseODSContent(r io.Reader, format string) (Document, error) {
	doc := Document{Format: format}
	var budget textBudget
	d := xml.NewDecoder(r)
	var (
		sheet    *odsSheet
		rowRep   int
		cell     *strings.Builder
		cellRep  int
		cellSpan mergeRange
		paras    int
	)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return Document{}, fmt.Errorf("%w: %s: %v", ErrCorrupt, format, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "table":
				if t.Name.Space != "" && !strings.Contains(t.Name.Space, ":table:") {
					continue
				}
				sheet = &odsSheet{name: attr(t, "name")}
			case "table-row":
				if sheet != nil {
					sheet.row, sheet.col = nil, 0
					rowRep = repeatAttr(t, "number-rows-repeated")
				}
			case "table-cell", "covered-table-cell":
				if sheet == nil {
					continue
				}
				cell, paras = &strings.Builder{}, 0
				cellRep = repeatAttr(t, "number-columns-repeated")
				cellSpan = mergeRange{top: len(sheet.rows), left: sheet.col,
					bottom: len(sheet.rows) + repeatAttr(t, "number-rows-spanned") - 1,
					right:  sheet.col + repeatAttr(t, "number-columns-spanned") - 1}
				if v := attr(t, "value"); v != "" && attr(t, "value-type") != "string" {
					// The shown text follows in text:p; the value is kept for cells without one.
					cell.WriteString("\x00" + v)
				}
			case "p", "h":
				if cell != nil {
					if strings.HasPrefix(cell.String(), "\x00") {
						cell.Reset()
					}
					if paras > 0 {
						cell.WriteByte(' ')
					}
					paras++
				}
			case "s", "tab", "line-break":
				if cell != nil {
					cell.WriteByte(' ')
				}
			}
		case xml.CharData:
			if cell != nil && paras > 0 {
				cell.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "table-cell", "covered-table-cell":
				if sheet == nil || cell == nil {
					continue
				}
				v := strings.TrimPrefix(cell.String(), "\x00")
				if cellSpan.bottom > cellSpan.top || cellSpan.right > cellSpan.left {
					sheet.merges = append(sheet.merges, cellSpan)
				}
				for i := 0; i < cellRep && sheet.col < maxSheetCols; i++ {
					if v != "" {
						for len(sheet.row) < sheet.col {
							sheet.row = append(sheet.row, "")
						}
						sheet.row = append(sheet.row, v)
					}
					sheet.col++
				}
				cell = nil
			case "table-row":
				if sheet == nil {
					continue
				}
				if len(sheet.row) == 0 {
					rowRep = min(rowRep, 1) // a run of blank rows is one break
				}
				for i := 0; i < rowRep && len(sheet.rows) < maxSheetRows; i++ {
					sheet.rows = append(sheet.rows, append([]string(nil), sheet.row...))
				}
			case "table":
				if sheet == nil || t.Name.Space != "" && !strings.Contains(t.Name.Space, ":table:") {
					continue
				}
				if len(doc.Pages) == maxSheets {
					doc.Warnings = append(doc.Warnings, fmt.Sprintf("only the first %d sheets were read", maxSheets))
				} else {
					page := sheetPage(len(doc.Pages)+1, sheet.name, fillMerged(sheet.rows, sheet.merges))
					if err := budget.add(len(page.Text())); err != nil {
						return Document{}, err
					}
					doc.Pages = append(doc.Pages, page)
				}
				sheet = nil
			}
		}
	}
	if len(doc.Pages) == 0 {
		doc.Pages = []Page{{Number: 1, Blocks: []Block{}}}
	}
	return doc, nil
}

// repeatAttr reads a repeat or span count, 1 when absent, bounded.
func repeatAttr(e xml.StartElement, local string) int {
	n, err := strconv.Atoi(attr(e, local))
	if err != nil || n < 1 {
		return 1
	}
	return min(n, maxSheetRows)
}
