package doctext

import (
	"fmt"
	"io"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/safezip"
	"github.com/xuri/excelize/v2"
)

// ExtractXLSX extracts an Excel workbook: each sheet a page of tables
// (sheetPage).
func ExtractXLSX(r io.ReaderAt, size int64) (doc Document, err error) {
	defer func() {
		if x := recover(); x != nil {
			doc, err = Document{}, fmt.Errorf("%w: XLSX: %v", ErrCorrupt, x)
		}
	}()
	// The zip is checked against the DOCX bounds before excelize inflates it.
	if _, err := safezip.Open(r, size, docxLimits); err != nil {
		return Document{}, zipErr("XLSX", err)
	}
	f, err := excelize.OpenReader(io.NewSectionReader(r, 0, size), excelize.Options{
		UnzipSizeLimit:    docxLimits.MaxTotalSize,
		UnzipXMLSizeLimit: maxXMLBytes,
	})
	if err != nil {
		if strings.Contains(err.Error(), "size exceeds") { // excelize has no sentinel for it
			return Document{}, fmt.Errorf("%w: XLSX: %v", ErrTooLarge, err)
		}
		return Document{}, fmt.Errorf("%w: XLSX: %v", ErrCorrupt, err)
	}
	defer f.Close()
	sheets := f.GetSheetList()
	if len(sheets) == 0 {
		return Document{}, fmt.Errorf("%w: XLSX: a workbook without sheets", ErrCorrupt)
	}
	doc = Document{Format: "XLSX"}
	var budget textBudget
	for i, name := range sheets {
		if i == maxSheets {
			doc.Warnings = append(doc.Warnings, fmt.Sprintf("only the first %d sheets were read", maxSheets))
			break
		}
		rows, err := xlsxRows(f, name)
		if err != nil {
			doc.Warnings = append(doc.Warnings, fmt.Sprintf("sheet %q could not be read: %v", name, err))
			continue
		}
		var merges []mergeRange
		if mc, err := f.GetMergeCells(name); err == nil {
			for _, m := range mc {
				c1, r1, err1 := excelize.CellNameToCoordinates(m.GetStartAxis())
				c2, r2, err2 := excelize.CellNameToCoordinates(m.GetEndAxis())
				if err1 == nil && err2 == nil {
					merges = append(merges, mergeRange{top: r1 - 1, left: c1 - 1, bottom: r2 - 1, right: c2 - 1})
				}
			}
		}
		page := sheetPage(len(doc.Pages)+1, name, fillMerged(rows, merges))
		if err := budget.add(len(page.Text())); err != nil {
			return Document{}, err
		}
		doc.Pages = append(doc.Pages, page)
	}
	if len(doc.Pages) == 0 {
		doc.Pages = []Page{{Number: 1, Blocks: []Block{}}}
	}
	return doc, nil
}

// xlsxRows reads a sheet's rows as shown (formatted), at most maxSheetRows
// rows of maxSheetCols cells.
func xlsxRows(f *excelize.File, sheet string) ([][]string, error) {
	it, err := f.Rows(sheet)
	if err != nil {
		return nil, err
	}
	defer it.Close()
	var rows [][]string
	for it.Next() && len(rows) < maxSheetRows {
		cols, err := it.Columns()
		if err != nil {
			return nil, err
		}
		if len(cols) > maxSheetCols {
			cols = cols[:maxSheetCols]
		}
		rows = append(rows, cols)
	}
	return rows, it.Error()
}
