// Package xlsx writes and reads the small part of Office Open XML
// spreadsheets (.xlsx) that pharmaops needs: a streaming writer for the
// matrix export, and a reader for the first wanted row of a workbook's
// first sheet (the header row of a trafficking template). It is not a
// general spreadsheet library: it knows nothing of styles, formulas,
// number formats or any sheet but the first.
package xlsx
