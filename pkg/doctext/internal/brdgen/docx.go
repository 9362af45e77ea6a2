package brdgen

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// DOCX renders the BRD as a Word document. Headings use the Heading1 and
// Heading2 styles, lists use numbering definitions, tables are real w:tbl
// tables, a page break is inserted every pageEvery elements (0 for none), and
// each requirement paragraph carries a tracked deletion that an extractor
// must drop and a tracked insertion it must keep (unless tracked is false:
// word processors print tracked deletions struck through, so documents
// meant for PDF conversion are generated without them).
func (b *BRD) DOCX(pageEvery int, tracked bool) []byte {
	var doc strings.Builder
	doc.WriteString(xml.Header)
	doc.WriteString(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>`)
	para(&doc, "Title", "", b.Title)
	for i, e := range b.Elems {
		if pageEvery > 0 && i > 0 && i%pageEvery == 0 {
			doc.WriteString(`<w:p><w:r><w:br w:type="page"/></w:r></w:p>`)
		}
		switch e.Kind {
		case ElemHeading:
			para(&doc, fmt.Sprintf("Heading%d", e.Level), "", e.Text)
		case ElemParagraph:
			if e.Req && tracked {
				reqPara(&doc, e.Text)
			} else {
				para(&doc, "", "", e.Text)
			}
		case ElemBullet:
			para(&doc, "ListParagraph", `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>`, e.Text)
		case ElemNumbered:
			para(&doc, "ListParagraph", `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="2"/></w:numPr>`, e.Text)
		case ElemTable:
			doc.WriteString(`<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/></w:tblPr>`)
			for _, row := range e.Rows {
				doc.WriteString(`<w:tr>`)
				for _, c := range row {
					doc.WriteString(`<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>`)
					para(&doc, "", "", c)
					doc.WriteString(`</w:tc>`)
				}
				doc.WriteString(`</w:tr>`)
			}
			doc.WriteString(`</w:tbl>`)
		}
	}
	doc.WriteString(`<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`)

	var buf bytes.Buffer
	z := zip.NewWriter(&buf)
	files := []struct{ name, body string }{
		{"[Content_Types].xml", contentTypes},
		{"_rels/.rels", rootRels},
		{"word/_rels/document.xml.rels", docRels},
		{"word/document.xml", doc.String()},
		{"word/styles.xml", styles},
		{"word/numbering.xml", numbering},
	}
	for _, f := range files {
		w, err := z.Create(f.name)
		if err != nil {
			panic(err) // cannot happen with a bytes.Buffer
		}
		w.Write([]byte(f.body))
	}
	if err := z.Close(); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

func para(w *strings.Builder, style, numPr, text string) {
	w.WriteString(`<w:p>`)
	if style != "" || numPr != "" {
		w.WriteString(`<w:pPr>`)
		if style != "" {
			fmt.Fprintf(w, `<w:pStyle w:val="%s"/>`, style)
		}
		w.WriteString(numPr)
		w.WriteString(`</w:pPr>`)
	}
	run(w, text)
	w.WriteString(`</w:p>`)
}

// reqPara writes a requirement paragraph split into several runs, with a
// tracked insertion holding its last word and a tracked deletion in front.
func reqPara(w *strings.Builder, text string) {
	w.WriteString(`<w:p>`)
	cut := strings.LastIndex(strings.TrimSuffix(text, "."), " ")
	if cut < 0 {
		run(w, text)
	} else {
		half := strings.Index(text, " ")
		run(w, text[:half])
		w.WriteString(`<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">`)
		xml.EscapeText(w, []byte(text[half:cut+1]))
		w.WriteString(`</w:t></w:r>`)
		w.WriteString(`<w:del w:id="1" w:author="Reviewer"><w:r><w:delText>obsolete wording </w:delText></w:r></w:del>`)
		w.WriteString(`<w:ins w:id="2" w:author="Reviewer">`)
		run(w, text[cut+1:])
		w.WriteString(`</w:ins>`)
	}
	w.WriteString(`</w:p>`)
}

func run(w *strings.Builder, text string) {
	w.WriteString(`<w:r><w:t xml:space="preserve">`)
	xml.EscapeText(w, []byte(text))
	w.WriteString(`</w:t></w:r>`)
}

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`

const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`

const docRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`

const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="48"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="26"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:pPr><w:ind w:left="720"/></w:pPr></w:style><w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>`

const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>`
