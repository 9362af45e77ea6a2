//go:build ignore

// gen renders a BRD corpus source (*.brd.txt) as groff -ms input or as a
// DOCX file. Usage:
//
//	go run gen.go -ms SRC > OUT.ms
//	go run gen.go -docx SRC OUT.docx
//
// The source markup: "% title", "# heading" (level = number of '#'),
// "- list item", "| table | row |", "---page---", other lines are paragraphs.
package main

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"strings"
	"time"
)

type block struct {
	kind  string // title, h, li, tr, p, page
	level int
	text  string
	cells []string
}

func parse(src string) []block {
	var out []block
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case line == "---page---":
			out = append(out, block{kind: "page"})
		case strings.HasPrefix(line, "% "):
			out = append(out, block{kind: "title", text: line[2:]})
		case strings.HasPrefix(line, "#"):
			l := len(line) - len(strings.TrimLeft(line, "#"))
			out = append(out, block{kind: "h", level: l, text: strings.TrimSpace(line[l:])})
		case strings.HasPrefix(line, "- "):
			out = append(out, block{kind: "li", text: line[2:]})
		case strings.HasPrefix(line, "|"):
			cells := strings.Split(strings.Trim(line, "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			out = append(out, block{kind: "tr", cells: cells})
		default:
			out = append(out, block{kind: "p", text: line})
		}
	}
	return out
}

// troff escapes text for groff: backslashes, and leading dots/quotes.
func troff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}

func ms(blocks []block) string {
	var b strings.Builder
	b.WriteString(".nr HY 0\n.nh\n.ds CH \"\n.ds CF Page %\n")
	for i := 0; i < len(blocks); i++ {
		bl := blocks[i]
		switch bl.kind {
		case "title":
			b.WriteString(".ds LH " + troff(bl.text) + "\n")
		case "h":
			fmt.Fprintf(&b, ".SH %d\n%s\n", bl.level, troff(bl.text))
		case "p":
			b.WriteString(".PP\n" + troff(bl.text) + "\n")
		case "li":
			b.WriteString(".IP \\(bu 2\n" + troff(bl.text) + "\n")
		case "page":
			b.WriteString(".bp\n")
		case "tr":
			j := i
			cols := 0
			for j < len(blocks) && blocks[j].kind == "tr" {
				cols = max(cols, len(blocks[j].cells))
				j++
			}
			// Column widths follow the longest cell, as a word processor's
			// autofit does; cells are left-aligned, not justified.
			longest := make([]int, cols)
			total := 0
			for k := i; k < j; k++ {
				for c, cell := range blocks[k].cells {
					longest[c] = max(longest[c], min(len(cell), 60), 6)
				}
			}
			for _, l := range longest {
				total += l
			}
			var spec []string
			for _, l := range longest {
				spec = append(spec, fmt.Sprintf("lw(%.2fi)", 5.0*float64(l)/float64(total)))
			}
			b.WriteString(".TS\nallbox tab(@);\n")
			b.WriteString(strings.Join(spec, " ") + ".\n")
			for k := i; k < j; k++ {
				cells := make([]string, cols)
				for c := range cells {
					if c < len(blocks[k].cells) {
						cells[c] = "T{\n.na\n" + troff(blocks[k].cells[c]) + "\nT}"
					}
				}
				b.WriteString(strings.Join(cells, "@") + "\n")
			}
			b.WriteString(".TE\n")
			i = j - 1
		}
	}
	return b.String()
}

func esc(s string) string {
	var buf bytes.Buffer
	xml.EscapeText(&buf, []byte(s))
	return buf.String()
}

func run(text string, bold bool) string {
	rpr := ""
	if bold {
		rpr = "<w:rPr><w:b/></w:rPr>"
	}
	return `<w:r>` + rpr + `<w:t xml:space="preserve">` + esc(text) + `</w:t></w:r>`
}

func docx(blocks []block) ([]byte, error) {
	var body strings.Builder
	title := ""
	pendingBreak := false
	para := func(style, text string) {
		ppr := ""
		if style != "" {
			ppr = `<w:pPr><w:pStyle w:val="` + style + `"/>`
			if style == "ListBullet" {
				ppr += `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>`
			}
			ppr += `</w:pPr>`
		}
		br := ""
		if pendingBreak {
			br = `<w:r><w:br w:type="page"/></w:r>`
			pendingBreak = false
		}
		body.WriteString(`<w:p>` + ppr + br + run(text, false) + `</w:p>`)
	}
	for i := 0; i < len(blocks); i++ {
		bl := blocks[i]
		switch bl.kind {
		case "title":
			title = bl.text
		case "h":
			para(fmt.Sprintf("Heading%d", min(bl.level, 3)), bl.text)
		case "p":
			para("", bl.text)
		case "li":
			para("ListBullet", bl.text)
		case "page":
			pendingBreak = true
		case "tr":
			if pendingBreak {
				para("", "")
			}
			body.WriteString(`<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr>`)
			for ; i < len(blocks) && blocks[i].kind == "tr"; i++ {
				body.WriteString(`<w:tr>`)
				for _, c := range blocks[i].cells {
					body.WriteString(`<w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr><w:p>` + run(c, false) + `</w:p></w:tc>`)
				}
				body.WriteString(`</w:tr>`)
			}
			i--
			body.WriteString(`</w:tbl>`)
		}
	}
	const ns = `xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"`
	files := []struct{ name, data string }{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`},
		{"word/_rels/document.xml.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`},
		{"docProps/core.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>` + esc(title) + `</dc:title></cp:coreProperties>`},
		{"word/styles.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ` + ns + `><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:pPr><w:spacing w:after="120"/></w:pPr><w:rPr><w:sz w:val="21"/></w:rPr></w:style>` +
			headingStyle(1, 32) + headingStyle(2, 26) + headingStyle(3, 23) +
			`<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/><w:basedOn w:val="Normal"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:style><w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4"/><w:left w:val="single" w:sz="4"/><w:bottom w:val="single" w:sz="4"/><w:right w:val="single" w:sz="4"/><w:insideH w:val="single" w:sz="4"/><w:insideV w:val="single" w:sz="4"/></w:tblBorders></w:tblPr></w:style></w:styles>`},
		{"word/numbering.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering ` + ns + `><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`},
		{"word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ` + ns + `><w:body>` + body.String() + `<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`},
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	fixed := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, f := range files {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: fixed})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write([]byte(f.data)); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func headingStyle(level, size int) string {
	return fmt.Sprintf(`<w:style w:type="paragraph" w:styleId="Heading%d"><w:name w:val="heading %d"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="%d"/></w:pPr><w:rPr><w:b/><w:sz w:val="%d"/></w:rPr></w:style>`, level, level, level-1, size)
}

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: go run gen.go -ms SRC | -docx SRC OUT")
		os.Exit(2)
	}
	src, err := os.ReadFile(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	blocks := parse(string(src))
	switch os.Args[1] {
	case "-ms":
		fmt.Print(ms(blocks))
	case "-docx":
		if len(os.Args) < 4 {
			fmt.Fprintln(os.Stderr, "-docx needs an output file")
			os.Exit(2)
		}
		data, err := docx(blocks)
		if err == nil {
			err = os.WriteFile(os.Args[3], data, 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown mode", os.Args[1])
		os.Exit(2)
	}
}
