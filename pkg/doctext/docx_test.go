package doctext_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

const wNS = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"`

func docxOf(t testing.TB, body, styles string) []byte {
	t.Helper()
	files := []string{
		"[Content_Types].xml", `<Types/>`,
		"_rels/.rels", `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="/word/document.xml"/></Relationships>`,
		"word/document.xml", `<?xml version="1.0"?><w:document ` + wNS + `><w:body>` + body + `</w:body></w:document>`,
	}
	if styles != "" {
		files = append(files, "word/styles.xml", `<w:styles `+wNS+`>`+styles+`</w:styles>`)
	}
	return ziptest.Files(t, files...)
}

func p(style, inner string) string {
	ppr := ""
	if style != "" {
		ppr = `<w:pPr><w:pStyle w:val="` + style + `"/></w:pPr>`
	}
	return `<w:p>` + ppr + inner + `</w:p>`
}

func r(text string) string { return `<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r>` }

func TestDOCXBlocks(t *testing.T) {
	styles := `<w:style w:type="paragraph" w:styleId="Berschrift1"><w:name w:val="heading 1"/></w:style>` +
		`<w:style w:type="paragraph" w:styleId="Req"><w:name w:val="Requirement Heading"/><w:basedOn w:val="Custom"/></w:style>` +
		`<w:style w:type="paragraph" w:styleId="Custom"><w:name w:val="Custom"/><w:pPr><w:outlineLvl w:val="2"/></w:pPr></w:style>` +
		`<w:style w:type="paragraph" w:styleId="Bul"><w:name w:val="Bullets"/><w:pPr><w:numPr><w:numId w:val="3"/></w:numPr></w:pPr></w:style>`
	tests := []struct {
		name string
		body string
		want []doctext.Block
	}{
		{"localized heading style name", p("Berschrift1", r("Display")), []doctext.Block{{Kind: doctext.BlockHeading, Level: 1, Text: "Display"}}},
		{"heading from basedOn outline level", p("Req", r("Sizes")), []doctext.Block{{Kind: doctext.BlockHeading, Level: 3, Text: "Sizes"}}},
		{"built-in heading id without styles part", p("Heading2", r("Video")), []doctext.Block{{Kind: doctext.BlockHeading, Level: 2, Text: "Video"}}},
		{"direct outline level", `<w:p><w:pPr><w:outlineLvl w:val="0"/></w:pPr>` + r("Scope") + `</w:p>`, []doctext.Block{{Kind: doctext.BlockHeading, Level: 1, Text: "Scope"}}},
		{"list by numPr", `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>` + r("Max 150KB.") + `</w:p>`, []doctext.Block{{Kind: doctext.BlockListItem, Text: "Max 150KB."}}},
		{"numId 0 is no list", `<w:p><w:pPr><w:numPr><w:numId w:val="0"/></w:numPr></w:pPr>` + r("Plain.") + `</w:p>`, []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Plain."}}},
		{"list by style", p("Bul", r("Loop 3 times.")), []doctext.Block{{Kind: doctext.BlockListItem, Text: "Loop 3 times."}}},
		{"runs, tabs and line breaks", p("", r("Size:")+`<w:r><w:tab/></w:r>`+r("300")+`<w:r><w:t>x250</w:t><w:br/><w:t>max</w:t></w:r>`), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Size: 300x250 max"}}},
		{"tracked changes", p("", r("Files must be ")+`<w:del w:id="1"><w:r><w:delText>200KB</w:delText></w:r></w:del><w:ins w:id="2">`+r("150KB")+`</w:ins>`+r(".")), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Files must be 150KB."}}},
		{"struck-through old wording dropped", p("", r("Loudness: ")+`<w:r><w:rPr><w:strike/></w:rPr><w:t>-23 LUFS</w:t></w:r>`+r(" ")+`<w:r><w:rPr><w:dstrike w:val="true"/></w:rPr><w:t>-20 LUFS</w:t></w:r>`+r("-24 LKFS.")), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Loudness: -24 LKFS."}}},
		{"strike switched off is read", p("", `<w:r><w:rPr><w:strike w:val="0"/></w:rPr><w:t>Max 150KB.</w:t></w:r>`), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Max 150KB."}}},
		{"field code dropped, result kept", p("", `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`+r("7")+`<w:r><w:fldChar w:fldCharType="end"/></w:r>`), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "7"}}},
		{"alternate content read once", p("", `<mc:AlternateContent><mc:Choice>`+r("Choice")+`</mc:Choice><mc:Fallback>`+r("Fallback")+`</mc:Fallback></mc:AlternateContent>`), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Choice"}}},
		{"hyperlink and smart tags", p("", `<w:hyperlink>`+r("ISI")+`</w:hyperlink><w:smartTag>`+r(" link")+`</w:smartTag>`), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "ISI link"}}},
		{"table with multi-paragraph cell", `<w:tbl><w:tr><w:tc>` + p("", r("Leaderboard")) + `</w:tc><w:tc>` + p("", r("728x90")) + p("", r("970x90")) + `</w:tc><w:tc></w:tc></w:tr></w:tbl>`,
			[]doctext.Block{{Kind: doctext.BlockTableRow, Text: "Leaderboard | 728x90 970x90 | ", Cells: []string{"Leaderboard", "728x90 970x90", ""}}}},
		{"nested table flattened into the cell", `<w:tbl><w:tr><w:tc>` + p("", r("Video")) + `</w:tc><w:tc><w:tbl><w:tr><w:tc>` + p("", r(":15")) + `</w:tc><w:tc>` + p("", r(":30")) + `</w:tc></w:tr></w:tbl></w:tc></w:tr></w:tbl>`,
			[]doctext.Block{{Kind: doctext.BlockTableRow, Text: "Video | :15 | :30", Cells: []string{"Video", ":15 | :30"}}}},
		{"empty rows and paragraphs skipped", `<w:tbl><w:tr><w:tc><w:p/></w:tc></w:tr></w:tbl><w:p/>` + p("", r("  ")), nil},
		{"entities and non-breaking hyphen", p("", r("A &amp; B")+`<w:r><w:t>HTML5</w:t><w:noBreakHyphen/><w:t>based</w:t></w:r>`), []doctext.Block{{Kind: doctext.BlockParagraph, Text: "A & BHTML5-based"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := docxOf(t, tt.body, styles)
			doc, err := doctext.ExtractDOCX(bytes.NewReader(data), int64(len(data)))
			if err != nil {
				t.Fatal(err)
			}
			var got []doctext.Block
			for _, pg := range doc.Pages {
				got = append(got, pg.Blocks...)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("blocks = %#v\nwant %#v", got, tt.want)
			}
		})
	}
}

func TestDOCXPageBreaksAndTitle(t *testing.T) {
	body := p("Title", r("Launch BRD")) + p("", r("One.")) + `<w:p><w:r><w:br w:type="page"/></w:r></w:p>` + p("", r("Two.")) +
		p("", r("Three a")+`<w:r><w:br w:type="page"/></w:r>`+r("Three b"))
	data := docxOf(t, body, "")
	doc, err := doctext.Extract(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Format != "DOCX" || doc.Title != "Launch BRD" {
		t.Errorf("format %q title %q", doc.Format, doc.Title)
	}
	want := []string{"Launch BRD\nOne.", "Two.\nThree a", "Three b"}
	var got []string
	for i, pg := range doc.Pages {
		if pg.Number != i+1 {
			t.Errorf("page %d numbered %d", i+1, pg.Number)
		}
		got = append(got, pg.Text())
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("pages = %q, want %q", got, want)
	}
}

// TestDOCXRenderedPageBreaks: Word's last rendered page breaks give page
// numbers; a paragraph broken across pages stays whole on its first page,
// and a rendered break right after an explicit one counts once.
func TestDOCXRenderedPageBreaks(t *testing.T) {
	body := p("", r("One.")) +
		p("", r("Two starts")+`<w:r><w:lastRenderedPageBreak/><w:t xml:space="preserve"> and ends.</w:t></w:r>`) +
		p("", r("Three.")) +
		`<w:p><w:r><w:br w:type="page"/></w:r></w:p>` +
		p("", `<w:r><w:lastRenderedPageBreak/><w:t>Four.</w:t></w:r>`)
	data := docxOf(t, body, "")
	doc, err := doctext.ExtractDOCX(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, pg := range doc.Pages {
		got = append(got, pg.Text())
	}
	want := []string{"One.\nTwo starts and ends.", "Three.", "Four."}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("pages = %q, want %q", got, want)
	}
}

// TestDOCXZipBomb: a highly compressible document part over the limit is
// refused with ErrTooLarge, without inflating it into memory.
func TestDOCXZipBomb(t *testing.T) {
	huge := strings.Repeat("<w:p><w:r><w:t>aaaaaaaaaaaaaaaaaaaa</w:t></w:r></w:p>", 1<<16) // 3 MB, compresses far beyond the ratio limit
	data := ziptest.Files(t, "word/document.xml", `<w:document `+wNS+`><w:body>`+huge+`</w:body></w:document>`)
	_, err := doctext.ExtractDOCX(bytes.NewReader(data), int64(len(data)))
	if !errors.Is(err, doctext.ErrTooLarge) {
		t.Fatalf("err = %v, want ErrTooLarge", err)
	}
}
