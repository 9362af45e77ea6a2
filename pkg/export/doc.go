// Package export writes a campaign's creative matrix and trafficking sheet
// in the formats ad-ops teams use (spec §9 "Exports", §5 "CSV output quotes
// every field"):
//
//   - the matrix CSV (WriteMatrixCSV) and the trafficking CSV
//     (WriteTraffickingCSV): UTF-8 with a byte order mark so that Excel
//     reads accents correctly, CRLF line ends, every field quoted and inner
//     quotes doubled. A text value that a spreadsheet would run as a formula
//     (starting with =, +, -, @, tab or carriage return and not a number) is
//     prefixed with an apostrophe, the OWASP defence against CSV injection;
//   - a self-contained printable HTML page (WriteHTML): escaped values, no
//     scripts, inline CSS with print rules, the matrix table and a summary by
//     compliance band and channel;
//   - an Excel workbook (WriteExcel) with the sheets 'Creative Matrix' and
//     'Summary', streamed so that 100,000 rows stay within a small, fixed
//     memory budget.
//
// MatrixFileName and TraffickingFileName give the spec's download names.
// The package is a pure library: rows in, bytes out.
package export
