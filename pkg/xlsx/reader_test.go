package xlsx_test

import (
	"bytes"
	"compress/flate"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/xlsx"
)

// Namespaces and relationship types of transitional and Strict OOXML.
const (
	nsPkgRels    = "http://schemas.openxmlformats.org/package/2006/relationships"
	nsMain       = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
	relTypes     = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
	nsStrictMain = "http://purl.oclc.org/ooxml/spreadsheetml/main"
	relStrict    = "http://purl.oclc.org/ooxml/officeDocument/relationships"
)

func deflate(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	fw, err := flate.NewWriter(&buf, flate.BestCompression)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := fw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// noise is n bytes that do not compress, deflated.
func noise(t testing.TB, n int) []byte {
	t.Helper()
	b := make([]byte, n)
	_, _ = rand.NewChaCha8([32]byte{}).Read(b)
	return deflate(t, b)
}

func rels(rs ...string) string {
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="` + nsPkgRels + `">` + strings.Join(rs, "") + `</Relationships>`
}

func rel(id, typ, target string) string {
	return fmt.Sprintf(`<Relationship Id="%s" Type="%s/%s" Target="%s"/>`, id, relTypes, typ, target)
}

func bookXML(sheets string) string {
	return `<workbook xmlns="` + nsMain + `" xmlns:r="` + relTypes + `"><bookViews><workbookView/></bookViews><sheets>` + sheets + `</sheets></workbook>`
}

func sheetXML(rows string) string {
	return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="` + nsMain + `"><dimension ref="A1"/><sheetData>` + rows + `</sheetData></worksheet>`
}

func sstXML(items string) string { return `<sst xmlns="` + nsMain + `">` + items + `</sst>` }

// inline is an inline string cell.
func inline(ref, text string) string {
	return `<c r="` + ref + `" t="inlineStr"><is><t>` + text + `</t></is></c>`
}

// book builds a transitional workbook whose first sheet has the given
// sheetData rows, with a shared string table of items unless it is "".
// Parts are stored, not deflated.
func book(t testing.TB, rows, items string) []byte {
	t.Helper()
	bookRels := []string{rel("rId1", "worksheet", "worksheets/sheet1.xml")}
	entries := []ziptest.Entry{
		{Name: "_rels/.rels", Body: rels(rel("rId1", "officeDocument", "xl/workbook.xml"))},
		{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="Sheet1" sheetId="1" r:id="rId1"/>`)},
		{Name: "xl/worksheets/sheet1.xml", Body: sheetXML(rows)},
	}
	if items != "" {
		bookRels = append(bookRels, rel("rId2", "sharedStrings", "sharedStrings.xml"))
		entries = append(entries, ziptest.Entry{Name: "xl/sharedStrings.xml", Body: sstXML(items)})
	}
	entries = append(entries, ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Body: rels(bookRels...)})
	for i := range entries {
		entries[i].Stored = true
	}
	return ziptest.Build(t, entries...)
}

func excelizeBook(t testing.TB, build func(f *excelize.File) error) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	if err := build(f); err != nil {
		t.Fatal(err)
	}
	buf, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// nonEmpty keeps the first row with a non-blank cell.
func nonEmpty(cells []string) bool {
	for _, c := range cells {
		if strings.TrimSpace(c) != "" {
			return true
		}
	}
	return false
}

func firstRow(b []byte, maxRows int, keep func([]string) bool) ([]string, error) {
	return xlsx.FirstRow(bytes.NewReader(b), int64(len(b)), maxRows, keep)
}

func TestFirstRowExcelize(t *testing.T) {
	tests := []struct {
		name  string
		build func(f *excelize.File) error
		want  []string
	}{
		{"shared strings, numbers, booleans, a gap", func(f *excelize.File) error {
			return errors.Join(
				f.SetCellValue("Sheet1", "A1", "Country"),
				f.SetCellValue("Sheet1", "B1", 42),
				f.SetCellValue("Sheet1", "D1", 1.5),
				f.SetCellValue("Sheet1", "E1", true),
				f.SetCellValue("Sheet1", "A2", "USA"),
			)
		}, []string{"Country", "42", "", "1.5", "TRUE"}},
		{"blank rows before", func(f *excelize.File) error {
			return errors.Join(
				f.SetCellValue("Sheet1", "A1", "   "),
				f.SetCellValue("Sheet1", "C4", "Header"),
			)
		}, []string{"", "", "Header"}},
		{"first sheet in workbook order is sheet2.xml", func(f *excelize.File) error {
			_, err := f.NewSheet("Other")
			return errors.Join(err,
				f.SetCellValue("Sheet1", "A1", "Wrong"),
				f.SetCellValue("Other", "A1", "Right"),
				f.MoveSheet("Other", "Sheet1"),
			)
		}, []string{"Right"}},
		{"rich text", func(f *excelize.File) error {
			return f.SetCellRichText("Sheet1", "B1", []excelize.RichTextRun{
				{Text: "Bold ", Font: &excelize.Font{Bold: true}}, {Text: "plain"},
			})
		}, []string{"", "Bold plain"}},
		{"stream writer: inline rich text and formula strings", func(f *excelize.File) error {
			sw, err := f.NewStreamWriter("Sheet1")
			if err != nil {
				return err
			}
			return errors.Join(
				sw.SetRow("A1", []any{[]excelize.RichTextRun{{Text: "In"}, {Text: "line"}}, "text", 7}),
				sw.Flush(),
			)
		}, []string{"Inline", "text", "7"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := firstRow(excelizeBook(t, tt.build), 100, nonEmpty)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestFirstRow(t *testing.T) {
	relsRoot := ziptest.Entry{Name: "_rels/.rels", Body: rels(rel("rId1", "officeDocument", "xl/workbook.xml"))}
	lastColumn := make([]string, 16384)
	lastColumn[16383] = "XFD"
	longest := strings.Repeat("😀", xlsx.MaxCellChars) // 4 bytes a character
	tests := []struct {
		name    string
		in      []byte
		maxRows int // 0 means 100
		keep    func([]string) bool
		want    []string
	}{
		{"shared strings", book(t,
			`<row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>`,
			`<si><t>Alpha</t></si><si><t xml:space="preserve"> Beta </t></si>`),
			0, nil, []string{" Beta ", "Alpha", " Beta "}},
		{"rich text runs without the phonetic run", book(t,
			`<row r="1"><c r="A1" t="s"><v>0</v></c></row>`,
			`<si><r><t>Kan</t></r><r><rPr><b/></rPr><t xml:space="preserve">ji </t></r><rPh sb="0" eb="1"><t>かんじ</t></rPh><phoneticPr fontId="1"/></si>`),
			0, nil, []string{"Kanji "}},
		{"inline strings", book(t,
			`<row r="1">`+inline("A1", "Plain &amp; simple")+
				`<c r="B1" t="inlineStr"><is><r><t>Ri</t></r><r><t>ch</t></r><rPh><t>x</t></rPh></is></c></row>`, ""),
			0, nil, []string{"Plain & simple", "Rich"}},
		{"numbers, booleans, errors, dates, formula strings", book(t,
			`<row r="1"><c r="A1"><v>2024</v></c><c r="B1" t="n"><v>1.5</v></c><c r="C1" t="b"><v>1</v></c><c r="D1" t="b"><v>0</v></c>`+
				`<c r="E1" t="e"><v>#N/A</v></c><c r="F1" t="str"><f>A1&amp;"x"</f><v>2024x</v></c><c r="G1" t="d"><v>2024-01-02T00:00:00</v></c></row>`, ""),
			0, nil, []string{"2024", "1.5", "TRUE", "FALSE", "#N/A", "2024x", "2024-01-02T00:00:00"}},
		{"gaps and trailing empty cells", book(t,
			`<row r="1">`+inline("A1", "a")+inline("C1", "c")+inline("E1", "")+`<c r="F1" s="3"/><c r="G1"><v></v></c></row>`, ""),
			0, nil, []string{"a", "", "c"}},
		{"cells without r follow the previous one", book(t,
			`<row>`+strings.ReplaceAll(inline("", "a"), ` r=""`, "")+inline("C1", "c")+`<c><v>4</v></c></row>`, ""),
			0, nil, []string{"a", "", "c", "4"}},
		{"leading empty rows", book(t,
			`<row r="1"/><row r="2"><c r="A2"><v></v></c>`+inline("B2", "  ")+`</row><row r="5">`+inline("B5", "Header")+`</row>`, ""),
			0, nil, []string{"", "Header"}},
		{"maxRows counts row elements, not row numbers", book(t,
			`<row r="1"/><row r="9">`+inline("A9", "Header")+`</row>`, ""),
			2, nil, []string{"Header"}},
		{"maxRows reached", book(t,
			`<row r="1"/><row r="2"/><row r="3">`+inline("A3", "Header")+`</row>`, ""),
			2, nil, nil},
		{"no rows", book(t, "", ""), 0, nil, nil},
		{"an empty row can be kept", book(t, `<row r="1"/><row r="2">`+inline("A2", "x")+`</row>`, ""),
			0, func([]string) bool { return true }, []string{}},
		{"a cell outside any row is no row", book(t, inline("A1", "x"), ""), 0, nil, nil},
		{"column XFD", book(t, `<row>`+inline("XFD1", "XFD")+`</row>`, ""), 0, nil, lastColumn},
		{"longest cell text", book(t, `<row>`+inline("A1", longest)+`</row>`, ""), 0, nil, []string{longest}},
		{"first sheet is sheet2.xml", ziptest.Build(t, relsRoot,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="Second" sheetId="2" r:id="rId2"/><sheet name="First" sheetId="1" r:id="rId1"/>`)},
			ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Body: rels(rel("rId1", "worksheet", "worksheets/sheet1.xml"), rel("rId2", "worksheet", "worksheets/sheet2.xml"))},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML(`<row>` + inline("A1", "Wrong") + `</row>`)},
			ziptest.Entry{Name: "xl/worksheets/sheet2.xml", Body: sheetXML(`<row>` + inline("A1", "Right") + `</row>`)}),
			0, nil, []string{"Right"}},
		{"absolute targets", ziptest.Build(t,
			ziptest.Entry{Name: "_rels/.rels", Body: rels(rel("rId1", "officeDocument", "/xl/workbook.xml"))},
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1" r:id="rId7"/>`)},
			ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Body: rels(rel("rId7", "worksheet", "/xl/worksheets/data.xml"), rel("rId8", "sharedStrings", "/xl/strings.xml"))},
			ziptest.Entry{Name: "xl/worksheets/data.xml", Body: sheetXML(`<row><c r="A1" t="s"><v>0</v></c></row>`)},
			ziptest.Entry{Name: "xl/strings.xml", Body: sstXML(`<si><t>Absolute</t></si>`)}),
			0, nil, []string{"Absolute"}},
		{"targets relative to their part's folder", ziptest.Build(t,
			ziptest.Entry{Name: "_rels/.rels", Body: rels(rel("rId1", "officeDocument", "./book/main.xml"))},
			ziptest.Entry{Name: "book/main.xml", Body: bookXML(`<sheet name="S" sheetId="1" r:id="s1"/>`)},
			ziptest.Entry{Name: "book/_rels/main.xml.rels", Body: rels(rel("s1", "worksheet", "../sheets/first.xml"), rel("s2", "sharedStrings", "strings.xml"))},
			ziptest.Entry{Name: "sheets/first.xml", Body: sheetXML(`<row><c r="B1" t="s"><v>0</v></c></row>`)},
			ziptest.Entry{Name: "book/strings.xml", Body: sstXML(`<si><t>Relative</t></si>`)}),
			0, nil, []string{"", "Relative"}},
		{"strict OOXML with prefixes", ziptest.Build(t,
			ziptest.Entry{Name: "_rels/.rels", Body: rels(`<Relationship Id="rId1" Type="` + relStrict + `/officeDocument" Target="xl/workbook.xml"/>`)},
			ziptest.Entry{Name: "xl/workbook.xml", Body: `<x:workbook xmlns:x="` + nsStrictMain + `" xmlns:rel="` + relStrict + `"><x:sheets><x:sheet name="S" sheetId="1" rel:id="rId1"/></x:sheets></x:workbook>`},
			ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Body: rels(`<Relationship Id="rId1" Type="`+relStrict+`/worksheet" Target="worksheets/sheet1.xml"/>`,
				`<Relationship Id="rId2" Type="`+relStrict+`/sharedStrings" Target="sharedStrings.xml"/>`)},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: `<x:worksheet xmlns:x="` + nsStrictMain + `"><x:sheetData><x:row x:r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c>` +
				`<x:c r="B1" t="inlineStr"><x:is><x:t>Inline</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`},
			ziptest.Entry{Name: "xl/sharedStrings.xml", Body: `<sst xmlns="` + nsStrictMain + `"><si><t>Strict</t></si></sst>`}),
			0, nil, []string{"Strict", "Inline"}},
		{"no relationship parts", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1"/>`)},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML(`<row><c r="A1" t="s"><v>0</v></c></row>`)},
			ziptest.Entry{Name: "xl/sharedStrings.xml", Body: sstXML(`<si><t>Fallback</t></si>`)}),
			0, nil, []string{"Fallback"}},
		{"external relationships are ignored", ziptest.Build(t,
			ziptest.Entry{Name: "_rels/.rels", Body: rels(`<Relationship Id="x" Type="`+relTypes+`/officeDocument" Target="https://example.com/book.xml" TargetMode="External"/>`,
				rel("rId1", "officeDocument", "xl/workbook.xml"))},
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1" r:id="rId1"/>`)},
			ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Body: rels(rel("rId1", "worksheet", "worksheets/sheet1.xml"))},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML(`<row>` + inline("A1", "Local") + `</row>`)}),
			0, nil, []string{"Local"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			maxRows, keep := tt.maxRows, tt.keep
			if maxRows == 0 {
				maxRows = 100
			}
			if keep == nil {
				keep = nonEmpty
			}
			got, err := firstRow(tt.in, maxRows, keep)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %.300q, want %.300q", got, tt.want)
			}
		})
	}
}

func TestFirstRowNilKeep(t *testing.T) {
	got, err := firstRow(book(t, `<row r="3"/><row r="4">`+inline("A4", "x")+`</row>`, ""), 10, nil)
	if err != nil || got == nil || len(got) != 0 {
		t.Fatalf("got %q, %v; want the empty first row", got, err)
	}
}

func TestFirstRowKeepSeesEveryRow(t *testing.T) {
	in := book(t, `<row r="1"/><row r="2">`+inline("B2", "b")+`</row><row r="4">`+inline("A4", "a")+`<c r="B4" t="s"><v>0</v></c></row>`, `<si><t>s</t></si>`)
	var seen [][]string
	got, err := firstRow(in, 10, func(cells []string) bool {
		seen = append(seen, cells)
		return len(cells) == 2 && cells[0] != ""
	})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{}, {"", "b"}, {"a", "s"}}
	if !reflect.DeepEqual(seen, want) || !reflect.DeepEqual(got, want[2]) {
		t.Fatalf("keep saw %q and FirstRow returned %q; want %q", seen, got, want)
	}
}

// The shared string table is read only as far as the row needs: a broken
// tail after the items used goes unnoticed, and items read for an earlier
// row are still there for a later one.
func TestFirstRowReadsSharedStringsLazily(t *testing.T) {
	in := book(t,
		`<row r="1"><c r="A1" t="s"><v>2</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>2</v></c></row>`,
		`<si><t>zero</t></si><si><t>  </t></si><si><t>two</t></si><si><t>broken</sst>`)
	got, err := firstRow(in, 10, func(cells []string) bool { return cells[0] == "zero" })
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"zero", "two"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	// The same table, read past its items, is malformed.
	in = book(t, `<row r="1"><c r="A1" t="s"><v>3</v></c></row>`, `<si><t>zero</t></si><si><t>  </t></si><si><t>two</t></si><si><t>broken</sst>`)
	if _, err := firstRow(in, 10, nonEmpty); !errors.Is(err, xlsx.ErrNotWorkbook) {
		t.Fatalf("error = %v, want ErrNotWorkbook", err)
	}
}

func TestFirstRowErrors(t *testing.T) {
	valid := book(t, `<row>`+inline("A1", "x")+`</row>`, "")
	docx := ziptest.Build(t,
		ziptest.Entry{Name: "_rels/.rels", Body: rels(rel("rId1", "officeDocument", "word/document.xml"))},
		ziptest.Entry{Name: "word/document.xml", Body: `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>`})
	withBook := func(workbook string) []byte {
		return ziptest.Build(t, ziptest.Entry{Name: "xl/workbook.xml", Body: workbook}, ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML("")})
	}
	cellOf := func(c string) []byte { return book(t, `<row>`+c+`</row>`, `<si><t>only</t></si>`) }
	var many []ziptest.Entry
	for i := 0; i <= 10000; i++ {
		many = append(many, ziptest.Entry{Name: fmt.Sprintf("xl/media/%d.bin", i)})
	}
	zeros := sheetXML(`<row><c><v>` + strings.Repeat("0", 16<<20) + `</v></c></row>`)
	tests := []struct {
		name string
		in   []byte
		want error
	}{
		{"empty", nil, xlsx.ErrNotWorkbook},
		{"not a zip", []byte("Country,Language\n"), xlsx.ErrNotWorkbook},
		{"truncated zip", valid[:len(valid)/2], xlsx.ErrNotWorkbook},
		{"a docx", docx, xlsx.ErrNotWorkbook},
		{"a zip with no workbook", ziptest.Build(t, ziptest.Entry{Name: "word/document.xml", Body: "<document/>"}), xlsx.ErrNotWorkbook},
		{"empty workbook part", withBook(""), xlsx.ErrNotWorkbook},
		{"malformed workbook part", withBook(`<workbook><bookViews></workbook>`), xlsx.ErrNotWorkbook},
		{"malformed relationships", ziptest.Build(t, ziptest.Entry{Name: "_rels/.rels", Body: "<Relationships><Relationship"}), xlsx.ErrNotWorkbook},
		{"no sheets", withBook(bookXML("")), xlsx.ErrNoSheet},
		{"sheet outside sheets", withBook(`<workbook><sheet r:id="rId1"/></workbook>`), xlsx.ErrNoSheet},
		{"no relationship for the first sheet", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1" r:id="rId9"/>`)},
			ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Body: rels(rel("rId1", "worksheet", "worksheets/sheet1.xml"))},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML("")}), xlsx.ErrNotWorkbook},
		{"missing sheet part", ziptest.Build(t, ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1"/>`)}), xlsx.ErrNotWorkbook},
		{"malformed sheet", book(t, `<row><c r="A1"><v>1</v></row>`, ""), xlsx.ErrNotWorkbook},
		{"unknown entity", book(t, `<row>`+inline("A1", "&nbsp;")+`</row>`, ""), xlsx.ErrNotWorkbook},
		{"shared string index out of range", cellOf(`<c r="A1" t="s"><v>1</v></c>`), xlsx.ErrNotWorkbook},
		{"shared string without a table", book(t, `<row><c r="A1" t="s"><v>0</v></c></row>`, ""), xlsx.ErrNotWorkbook},
		{"bad shared string index", cellOf(`<c r="A1" t="s"><v>one</v></c>`), xlsx.ErrNotWorkbook},
		{"negative shared string index", cellOf(`<c r="A1" t="s"><v>-1</v></c>`), xlsx.ErrNotWorkbook},
		{"column beyond XFD", cellOf(inline("XFE1", "x")), xlsx.ErrNotWorkbook},
		{"very long column", cellOf(inline(strings.Repeat("Z", 1000)+"1", "x")), xlsx.ErrNotWorkbook},
		{"implicit column beyond XFD", cellOf(inline("XFD1", "x") + `<c><v>1</v></c>`), xlsx.ErrNotWorkbook},
		{"reference without row", cellOf(inline("A", "x")), xlsx.ErrNotWorkbook},
		{"reference without column", cellOf(inline("12", "x")), xlsx.ErrNotWorkbook},
		{"reference with junk", cellOf(inline("A1:B2", "x")), xlsx.ErrNotWorkbook},
		{"inline text too long", cellOf(inline("A1", strings.Repeat("😀", xlsx.MaxCellChars)+"x")), xlsx.ErrNotWorkbook},
		{"value too long", cellOf(`<c r="A1"><v>` + strings.Repeat("1", xlsx.MaxCellChars*2) + `</v><v>` + strings.Repeat("1", xlsx.MaxCellChars*2+1) + `</v></c>`), xlsx.ErrNotWorkbook},
		{"shared string too long", book(t, `<row><c r="A1" t="s"><v>0</v></c></row>`,
			`<si><r><t>`+strings.Repeat("😀", 20000)+`</t></r><r><t>`+strings.Repeat("😀", xlsx.MaxCellChars-20000)+`x</t></r></si>`), xlsx.ErrNotWorkbook},
		{"zip bomb: megabytes of zeros", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1"/>`)},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: zeros}), xlsx.ErrTooLarge},
		{"zip bomb: over 100 MB declared", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1"/>`)},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Raw: noise(t, 2<<20), Size: 101 << 20}), xlsx.ErrTooLarge},
		{"entry inflating past its declared size", ziptest.Build(t, // corrupt, and read no further
			ziptest.Entry{Name: "xl/workbook.xml", Raw: deflate(t, []byte(bookXML("")+strings.Repeat(" ", 1<<20))), Size: 1000}), xlsx.ErrNotWorkbook},
		{"package relationships over 8 MB", ziptest.Build(t,
			ziptest.Entry{Name: "_rels/.rels", Raw: noise(t, 100<<10), Size: 9 << 20}), xlsx.ErrTooLarge},
		{"workbook relationships over 8 MB", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1" r:id="rId1"/>`)},
			ziptest.Entry{Name: "xl/_rels/workbook.xml.rels", Raw: noise(t, 100<<10), Size: 9 << 20}), xlsx.ErrTooLarge},
		{"workbook part over 8 MB", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Raw: noise(t, 100<<10), Size: 9 << 20}), xlsx.ErrTooLarge},
		{"shared strings over 64 MB", ziptest.Build(t,
			ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1"/>`)},
			ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML(`<row><c r="A1" t="s"><v>0</v></c></row>`)},
			ziptest.Entry{Name: "xl/sharedStrings.xml", Raw: noise(t, 700<<10), Size: 65 << 20}), xlsx.ErrTooLarge},
		{"too many entries", ziptest.Build(t, many...), xlsx.ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := firstRow(tt.in, 100, nonEmpty)
			if !errors.Is(err, tt.want) || got != nil {
				t.Fatalf("got %d cells, %.300v; want %v", len(got), err, tt.want)
			}
		})
	}
}

// FuzzFirstRow checks that no input makes FirstRow panic, return an error
// other than its own, or a row beyond Excel's limits.
func FuzzFirstRow(f *testing.F) {
	f.Add(book(f, `<row r="1"/><row r="2">`+inline("B2", "Country")+`<c r="C2" t="s"><v>0</v></c><c><v>1.5</v></c></row>`, `<si><r><t>Lang</t></r><rPh><t>x</t></rPh></si>`))
	f.Add(book(f, `<row><c r="A1" t="b"><v>1</v></c><c r="XFD1" t="s"><v>1</v></c></row>`, `<si><t>a</t></si>`))
	f.Add(ziptest.Build(f, ziptest.Entry{Name: "xl/workbook.xml", Body: bookXML(`<sheet name="S" sheetId="1"/>`), Stored: true},
		ziptest.Entry{Name: "xl/worksheets/sheet1.xml", Body: sheetXML(`<row>` + inline("A1", "x") + `</row>`), Stored: true}))
	f.Add(ziptest.Build(f, ziptest.Entry{Name: "_rels/.rels", Body: rels(rel("rId1", "officeDocument", "/word/document.xml")), Stored: true}))
	f.Add([]byte("PK\x03\x04"))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := firstRow(b, 10, nonEmpty)
		if err != nil && !errors.Is(err, xlsx.ErrNotWorkbook) && !errors.Is(err, xlsx.ErrTooLarge) && !errors.Is(err, xlsx.ErrNoSheet) {
			t.Fatalf("unexpected error %v", err)
		}
		if err != nil && got != nil {
			t.Fatalf("cells %q with error %v", got, err)
		}
		if len(got) > xlsx.MaxCols {
			t.Fatalf("%d cells", len(got))
		}
		for _, c := range got {
			if len(c) > 4*xlsx.MaxCellChars {
				t.Fatalf("a cell of %d bytes", len(c))
			}
		}
	})
}
