package doctext_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/doctext"
	"github.com/xuri/excelize/v2"
)

// blockLines renders a document's blocks as "page kind text" lines.
func blockLines(doc doctext.Document) []string {
	var out []string
	for _, p := range doc.Pages {
		for _, b := range p.Blocks {
			out = append(out, string(rune('0'+p.Number))+" "+string(b.Kind)+" "+b.Text)
		}
	}
	return out
}

// xlsxWorkbook builds a workbook: a spec sheet with a title row, a header
// cell merged over two columns, a blank row and a second table; a default
// named sheet of notes.
func xlsxWorkbook(t *testing.T) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	if err := f.SetSheetName("Sheet1", "Display specs"); err != nil {
		t.Fatal(err)
	}
	set := func(sheet, cell string, v any) {
		if err := f.SetCellValue(sheet, cell, v); err != nil {
			t.Fatal(err)
		}
	}
	set("Display specs", "B1", "Banner specifications 2027")
	set("Display specs", "B2", "Size")
	set("Display specs", "C2", "Weight (KB)")
	set("Display specs", "B3", "")
	set("Display specs", "C3", "Initial")
	set("Display specs", "D3", "Polite")
	set("Display specs", "B4", "300x250")
	set("Display specs", "C4", 150)
	set("Display specs", "D4", "—")
	set("Display specs", "B6", "Status")
	set("Display specs", "C6", "Meaning")
	set("Display specs", "B7", "Guideline")
	set("Display specs", "C7", "Reported,\nnever rejected.")
	if err := f.MergeCell("Display specs", "C2", "D2"); err != nil {
		t.Fatal(err)
	}
	if _, err := f.NewSheet("Sheet2"); err != nil {
		t.Fatal(err)
	}
	set("Sheet2", "A1", "All files must be named in lower case.")
	var buf bytes.Buffer
	if err := f.Write(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// odsContent is a Calc sheet: a header row with a cell spanning two
// columns (and the covered cell after it), repeated empty columns and
// rows, a cell of two paragraphs and a number shown formatted.
const odsContent = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>
<table:table table:name="Video">
<table:table-row><table:table-cell table:number-columns-repeated="2"/><table:table-cell office:value-type="string"><text:p>Spot</text:p></table:table-cell><table:table-cell table:number-columns-spanned="2" office:value-type="string"><text:p>Frame rate</text:p></table:table-cell><table:covered-table-cell/><table:table-cell table:number-columns-repeated="16000"/></table:table-row>
<table:table-row><table:table-cell table:number-columns-repeated="2"/><table:table-cell office:value-type="string"><text:p>:30</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="29.97"><text:p>29.97</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>constant</text:p><text:p>only</text:p></table:table-cell></table:table-row>
<table:table-row table:number-rows-repeated="1048000"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>
</table:table>
<table:table table:name="Notes"><table:table-row><table:table-cell office:value-type="float" office:value="2"><text:p>2<text:s/>MB</text:p></table:table-cell></table:table-row></table:table>
</office:spreadsheet></office:body></office:document-content>`

func TestExtractSpreadsheets(t *testing.T) {
	tests := []struct {
		name   string
		data   []byte
		format string
		want   []string
	}{
		{"xlsx: sheets as pages, merged header repeated, title and note rows, blank rows end tables", xlsxWorkbook(t), "XLSX", []string{
			"1 heading Display specs",
			"1 heading Banner specifications 2027",
			"1 tableRow Size | Weight (KB) | Weight (KB)",
			"1 tableRow  | Initial | Polite",
			"1 tableRow 300x250 | 150 | —",
			"1 tableRow Status | Meaning",
			"1 tableRow Guideline | Reported, never rejected.",
			"2 paragraph All files must be named in lower case.",
		}},
		{"ods: spanned cell repeated, repeats bounded, paragraphs of a cell joined", ziptest.Files(t,
			"mimetype", "application/vnd.oasis.opendocument.spreadsheet", "content.xml", odsContent), "ODS", []string{
			"1 heading Video",
			"1 tableRow Spot | Frame rate | Frame rate",
			"1 tableRow :30 | 29.97 | constant only",
			"2 heading Notes",
			"2 heading 2 MB",
		}},
		{"flat ods", []byte(odsContent), "FODS", []string{
			"1 heading Video",
			"1 tableRow Spot | Frame rate | Frame rate",
			"1 tableRow :30 | 29.97 | constant only",
			"2 heading Notes",
			"2 heading 2 MB",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := doctext.Extract(bytes.NewReader(tt.data), int64(len(tt.data)))
			if err != nil {
				t.Fatal(err)
			}
			if doc.Format != tt.format {
				t.Errorf("format %q, want %q", doc.Format, tt.format)
			}
			if got := blockLines(doc); strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
