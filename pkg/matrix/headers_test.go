package matrix_test

import (
	"bytes"
	"compress/flate"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode/utf16"

	"github.com/xuri/excelize/v2"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

func parse(b []byte, name string) ([]string, error) {
	return matrix.ParseHeaders(bytes.NewReader(b), int64(len(b)), name)
}

func utf16LE(s string) []byte {
	out := []byte{0xFF, 0xFE}
	for _, u := range utf16.Encode([]rune(s)) {
		out = append(out, byte(u), byte(u>>8))
	}
	return out
}

func TestParseHeadersCSV(t *testing.T) {
	tests := []struct {
		name string
		in   []byte
		want []string
	}{
		{"plain", []byte("Country,Language,Creative Size\nUSA,ENG,300x250\n"), []string{"Country", "Language", "Creative Size"}},
		{"bom and crlf", []byte("\xEF\xBB\xBFCountry,Advertiser ID\r\nUSA,1\r\n"), []string{"Country", "Advertiser ID"}},
		{"leading blank rows", []byte("\n\r\n,,,\n \t \nCountry,URL 1\n"), []string{"Country", "URL 1"}},
		{"trim, drop empty, dedupe", []byte(" Country ,,country,\"CTA\n1\",  URL 1  ,\"\"\n"), []string{"Country", "CTA 1", "URL 1"}},
		{"quoted comma", []byte(`"Size, px","Name ""quoted"""` + "\n"), []string{"Size, px", `Name "quoted"`}},
		{"semicolon", []byte("Country;Language;CTA/Button Description\nUSA;ENG;x\n"), []string{"Country", "Language", "CTA/Button Description"}},
		{"tab", []byte("Country\tCreative Name\n"), []string{"Country", "Creative Name"}},
		{"utf16 tab text", utf16LE("Country\tIndicación\r\nUSA\tx\r\n"), []string{"Country", "Indicación"}},
		{"windows-1252", []byte("Pa\xEDs,Idioma,Price \x80,\x93Quoted\x94\n"), []string{"País", "Idioma", "Price €", "“Quoted”"}},
		{"lazy quote", []byte("Country,Size \"px\n"), []string{"Country", `Size "px`}},
		{"single column", []byte("Taxonomy String"), []string{"Taxonomy String"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parse(tt.in, "template.xlsx") // the name must not matter
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func xlsxBytes(t *testing.T, build func(f *excelize.File)) []byte {
	t.Helper()
	f := excelize.NewFile()
	defer f.Close()
	build(f)
	buf, err := f.WriteToBuffer()
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestParseHeadersXLSX(t *testing.T) {
	tests := []struct {
		name  string
		build func(f *excelize.File)
		want  []string
	}{
		{"first row", func(f *excelize.File) {
			_ = f.SetSheetRow("Sheet1", "A1", &[]any{"Country", "Advertiser ID", "Creative Size"})
			_ = f.SetSheetRow("Sheet1", "A2", &[]any{"USA", 42, "300x250"})
		}, []string{"Country", "Advertiser ID", "Creative Size"}},
		{"leading empty rows and columns", func(f *excelize.File) {
			_ = f.SetCellValue("Sheet1", "A1", "   ")
			_ = f.SetSheetRow("Sheet1", "C4", &[]any{" Country ", "", "Creative\nName", "country", 2026})
		}, []string{"Country", "Creative Name", "2026"}},
		{"a date header reads as Excel shows it, not as a serial number", func(f *excelize.File) {
			date, _ := f.NewStyle(&excelize.Style{NumFmt: 14}) // m/d/yyyy
			_ = f.SetSheetRow("Sheet1", "A1", &[]any{"Creative Name", time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)})
			_ = f.SetCellStyle("Sheet1", "B1", "B1", date)
		}, []string{"Creative Name", "03-01-26"}},
		{"rich text", func(f *excelize.File) {
			_ = f.SetCellValue("Sheet1", "A1", "Country")
			_ = f.SetCellRichText("Sheet1", "B1", []excelize.RichTextRun{{Text: "Creative ", Font: &excelize.Font{Bold: true}}, {Text: "Size"}})
		}, []string{"Country", "Creative Size"}},
		{"first sheet in workbook order, not file order", func(f *excelize.File) {
			_, _ = f.NewSheet("Other")
			_ = f.SetCellValue("Sheet1", "A1", "Wrong")
			_ = f.SetSheetRow("Other", "A1", &[]any{"Country", "Creative Size"})
			_ = f.MoveSheet("Other", "Sheet1")
		}, []string{"Country", "Creative Size"}},
		{"first sheet only", func(f *excelize.File) {
			_ = f.SetSheetName("Sheet1", "Trafficking")
			_, _ = f.NewSheet("Other")
			_ = f.SetCellValue("Other", "A1", "Wrong")
			_ = f.SetSheetRow("Trafficking", "A2", &[]any{"Taxonomy String", "URL 1"})
		}, []string{"Taxonomy String", "URL 1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parse(xlsxBytes(t, tt.build), "headers.csv") // sniffed, not named
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestParseHeadersLibreOffice reads workbooks saved by LibreOffice Calc
// (testdata/README.md says how they were made).
func TestParseHeadersLibreOffice(t *testing.T) {
	tests := []struct {
		file string
		want []string
	}{
		{"libreoffice-template.xlsx", []string{"Country", "Advertiser ID", "Creative Status", "Indicación", "2024", "CTA 1"}},
		{"libreoffice-template.csv", []string{"Country", "Advertiser ID", "Creative Status", "Indicación", "2024", "CTA 1"}},
		{"libreoffice-resaved-export.xlsx", []string{"Asset Name", "Format", "Dimensions", "File Size (KB)", "Channel", "Indication", "Customer Type", "Compliance Score", "Status"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			got, err := parse(b, tt.file)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// bombBytes returns a zip whose one entry declares size bytes of content:
// the unzip limit must stop it from the central directory, before any
// inflating. (Go's zip reader refuses entries that inflate beyond their
// declared size, so the declaration is what an attacker controls.)
func bombBytes(t *testing.T, name string, size uint64) []byte {
	t.Helper()
	var raw bytes.Buffer
	fw, _ := flate.NewWriter(&raw, flate.BestCompression)
	_, _ = fw.Write(make([]byte, 1<<16))
	_ = fw.Close()
	return ziptest.Build(t, ziptest.Entry{Name: name, Raw: raw.Bytes(), Size: size})
}

func TestParseHeadersErrors(t *testing.T) {
	emptyBook := xlsxBytes(t, func(*excelize.File) {})
	blankBook := xlsxBytes(t, func(f *excelize.File) { _ = f.SetCellValue("Sheet1", "B3", "  ") })
	tests := []struct {
		name string
		in   []byte
		want error
		text string
	}{
		{"empty file", nil, matrix.ErrNoHeaders, "no headers"},
		{"only blank lines", []byte("\n\n , ,\n"), matrix.ErrNoHeaders, ""},
		{"empty workbook", emptyBook, matrix.ErrNoHeaders, ""},
		{"blank workbook", blankBook, matrix.ErrNoHeaders, ""},
		{"binary", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), matrix.ErrUnsupportedTemplate, "binary"},
		{"legacy xls", []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0}, matrix.ErrUnsupportedTemplate, ".xls"},
		{"zip that is no workbook", ziptest.Files(t, "word/document.xml", strings.Repeat("\x00", 100)), matrix.ErrUnsupportedTemplate, "not an Excel workbook"},
		{"truncated zip", emptyBook[:len(emptyBook)/2], matrix.ErrUnsupportedTemplate, ""},
		{"zip bomb", bombBytes(t, "xl/worksheets/sheet1.xml", 101<<20), matrix.ErrUnsupportedTemplate, "expands beyond"},
		{"workbook without sheets", ziptest.Files(t, "xl/workbook.xml", "<workbook><sheets/></workbook>"), matrix.ErrUnsupportedTemplate, "not an Excel workbook"},
		{"malformed sheet", ziptest.Files(t, "xl/workbook.xml", `<workbook><sheets><sheet name="S"/></sheets></workbook>`,
			"xl/worksheets/sheet1.xml", "<worksheet><sheetData><row><c><v>1</c>"), matrix.ErrUnsupportedTemplate, "not an Excel workbook"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parse(tt.in, "upload.csv")
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %q, %v; want %v", got, err, tt.want)
			}
			if !strings.Contains(err.Error(), tt.text) || !strings.Contains(err.Error(), `"upload.csv"`) {
				t.Fatalf("error %q lacks %q or the file name", err, tt.text)
			}
		})
	}
	t.Run("too large", func(t *testing.T) {
		_, err := matrix.ParseHeaders(bytes.NewReader(nil), matrix.MaxTemplateSize+1, "big.csv")
		if !errors.Is(err, matrix.ErrTemplateTooLarge) || !strings.Contains(err.Error(), "20 MB") {
			t.Fatalf("error = %v", err)
		}
	})
	t.Run("too many columns", func(t *testing.T) {
		var b strings.Builder
		for i := 0; i <= matrix.MaxHeaders; i++ {
			b.WriteString("h")
			b.WriteString(strings.Repeat("x", i%7))
			b.WriteString(string(rune('a' + i%26)))
			b.WriteString(strings.Repeat("y", i/26))
			b.WriteByte(',')
		}
		if _, err := parse([]byte(b.String()), "wide.csv"); err == nil || !strings.Contains(err.Error(), "columns") {
			t.Fatalf("error = %v", err)
		}
	})
	t.Run("huge single line is bounded", func(t *testing.T) {
		in := bytes.Repeat([]byte(" "), 3<<20)
		if _, err := parse(in, "spaces.csv"); !errors.Is(err, matrix.ErrNoHeaders) {
			t.Fatalf("error = %v", err)
		}
	})
}

func FuzzParseHeaders(f *testing.F) {
	f.Add([]byte("Country,Language\n"))
	f.Add([]byte("\xEF\xBB\xBF\"a\"\"b\",c\n"))
	f.Add([]byte("PK\x03\x04garbage"))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := parse(b, "fuzz")
		if err == nil && len(got) == 0 {
			t.Fatal("no error and no headers")
		}
		for _, h := range got {
			if h == "" || h != strings.TrimSpace(h) {
				t.Fatalf("untrimmed header %q", h)
			}
		}
	})
}

func TestCheckHeaderRow(t *testing.T) {
	tests := []struct {
		name    string
		headers []string
		reason  string // "" means accepted
	}{
		{"the spec's fallback list", matrix.DefaultHeaders, ""},
		{"a short real template", []string{"Placement", "Creative Size", "Click URL"}, ""},
		{"one word", []string{"hello"}, "at least two columns; found one, \"hello\""},
		{"nothing", nil, "found none"},
		{"a data row", []string{"USA", "12345", "300x250", "https://acme.example/", "2026-03-01"}, "looks like a data row"},
		{"no known column", []string{"apples", "pears"}, "none of its 2 columns"},
		{"a sentence", []string{"Country", "This template lists every creative we plan to run in the third quarter of the year for the brand"}, "longer than a column name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := matrix.CheckHeaderRow(tt.headers)
			if tt.reason == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if !errors.Is(err, matrix.ErrNotHeaderRow) || !strings.Contains(err.Error(), tt.reason) {
				t.Fatalf("err = %v, want ErrNotHeaderRow saying %q", err, tt.reason)
			}
		})
	}
}
