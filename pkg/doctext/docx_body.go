package doctext

import (
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// docxPara is a paragraph being read.
type docxPara struct {
	text    strings.Builder
	style   string
	outline int // direct outline level, 1-based
	numID   string
}

// docxRow is a table row being read; cells collect paragraph texts.
type docxRow struct {
	cells []string
	open  bool // a cell is open
}

// docxParser turns the main document part into blocks.
type docxParser struct {
	styles docxStyleSheet
	doc    Document
	page   Page
	paras  []*docxPara
	rows   []*docxRow
	skip   int // depth inside ignored elements (deleted text, fallbacks)
	inRun  bool
	inText bool
	// struck is set inside a run formatted as struck through: in a
	// document's revisions that is the old wording ("-23 LUFS ±1" struck
	// beside the new "-24 LKFS ±2"), text no longer meant.
	struck     bool
	budget     textBudget
	pageBreak  bool // a page break is pending
	breakAfter bool // a page break follows the paragraph being read
}

func parseDOCXBody(r io.Reader, styles docxStyleSheet) (Document, error) {
	p := &docxParser{styles: styles, doc: Document{Format: "DOCX"}, page: Page{Number: 1}}
	d := xml.NewDecoder(r)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			if errors.Is(err, ErrTooLarge) || strings.Contains(err.Error(), "too large") {
				return Document{}, fmt.Errorf("%w: DOCX: %v", ErrTooLarge, err)
			}
			return Document{}, fmt.Errorf("%w: DOCX: %v", ErrCorrupt, err)
		}
		if err := p.token(tok); err != nil {
			return Document{}, err
		}
	}
	p.flushPage()
	if len(p.doc.Pages) == 0 {
		p.doc.Pages = []Page{{Number: 1, Blocks: []Block{}}}
	}
	return p.doc, nil
}

// offValue reports whether a toggle property's w:val switches it off
// ("0", "false", "off"); without a value it is on.
func offValue(v string) bool {
	return v == "0" || v == "false" || v == "off"
}

func attr(e xml.StartElement, local string) string {
	for _, a := range e.Attr {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

func (p *docxParser) para() *docxPara {
	if len(p.paras) == 0 {
		return nil
	}
	return p.paras[len(p.paras)-1]
}

func (p *docxParser) token(tok xml.Token) error {
	switch t := tok.(type) {
	case xml.StartElement:
		name := t.Name.Local
		if p.skip > 0 {
			p.skip++
			return nil
		}
		switch name {
		case "del", "delText", "instrText", "Fallback", "moveFrom", "footnoteReference", "commentReference":
			p.skip = 1
		case "p":
			if len(p.paras) >= 32 {
				p.skip = 1
				return nil
			}
			p.paras = append(p.paras, &docxPara{})
		case "pStyle":
			if pa := p.para(); pa != nil {
				pa.style = attr(t, "val")
			}
		case "outlineLvl":
			if pa := p.para(); pa != nil {
				if n, ok := atoiSmall(attr(t, "val")); ok && n < 9 {
					pa.outline = n + 1
				}
			}
		case "numId":
			if pa := p.para(); pa != nil {
				pa.numID = attr(t, "val")
			}
		case "r":
			p.inRun, p.struck = true, false
		case "strike", "dstrike":
			if p.inRun && !offValue(attr(t, "val")) {
				p.struck = true
			}
		case "t":
			p.inText = true
		case "tab", "cr":
			p.write(" ")
		case "br":
			if attr(t, "type") == "page" {
				p.endPara()
				p.pageBreak = true
			} else {
				p.write(" ")
			}
		case "lastRenderedPageBreak":
			// Where Word last laid out a page break: the paragraph goes on
			// the page where it starts, the break after it.
			if pa := p.para(); pa != nil && strings.TrimSpace(pa.text.String()) != "" {
				p.breakAfter = true
			} else {
				p.pageBreak = true
			}
		case "noBreakHyphen":
			p.write("-")
		case "tbl":
			if len(p.rows) >= 16 {
				p.skip = 1
			}
		case "tr":
			p.rows = append(p.rows, &docxRow{})
		case "tc":
			if n := len(p.rows); n > 0 {
				p.rows[n-1].cells = append(p.rows[n-1].cells, "")
				p.rows[n-1].open = true
			}
		}
	case xml.EndElement:
		if p.skip > 0 {
			p.skip--
			return nil
		}
		switch t.Name.Local {
		case "t":
			p.inText = false
		case "r":
			p.inRun, p.struck = false, false
		case "p":
			p.endPara()
			if n := len(p.paras); n > 0 {
				p.paras = p.paras[:n-1]
			}
			if p.breakAfter && len(p.paras) == 0 {
				p.breakAfter = false
				p.pageBreak = true
			}
		case "tc":
			if n := len(p.rows); n > 0 {
				p.rows[n-1].open = false
			}
		case "tr":
			if n := len(p.rows); n > 0 {
				row := p.rows[n-1]
				p.rows = p.rows[:n-1]
				cells := make([]string, len(row.cells))
				any := false
				for i, c := range row.cells {
					cells[i] = cleanText(c)
					any = any || cells[i] != ""
				}
				if !any {
					return nil
				}
				if n > 1 { // nested table: its row goes into the outer cell
					p.cellText(tableText(cells))
					return nil
				}
				return p.emit(Block{Kind: BlockTableRow, Text: tableText(cells), Cells: cells})
			}
		}
	case xml.CharData:
		if p.skip == 0 && p.inText && !p.struck {
			p.write(string(t))
		}
	}
	return nil
}

func (p *docxParser) write(s string) {
	if pa := p.para(); pa != nil && pa.text.Len() < MaxTextBytes {
		pa.text.WriteString(s)
	}
}

// cellText appends text to the open cell of the innermost row.
func (p *docxParser) cellText(s string) {
	row := p.rows[len(p.rows)-1]
	if len(row.cells) == 0 {
		row.cells = append(row.cells, "")
	}
	i := len(row.cells) - 1
	if row.cells[i] != "" {
		row.cells[i] += " "
	}
	row.cells[i] += s
}

// endPara turns the open paragraph into a block (or cell text).
func (p *docxParser) endPara() {
	pa := p.para()
	if pa == nil {
		return
	}
	text := cleanText(pa.text.String())
	pa.text.Reset()
	if text == "" {
		return
	}
	if len(p.rows) > 0 {
		if err := p.budget.add(len(text)); err == nil {
			p.cellText(text)
		}
		return
	}
	level, list, title := p.styles.resolve(pa.style)
	if pa.outline > 0 && level == 0 {
		level = pa.outline
	}
	b := Block{Kind: BlockParagraph, Text: text}
	switch {
	case level > 0:
		b.Kind, b.Level = BlockHeading, level
		if title && p.doc.Title == "" {
			p.doc.Title = text
		}
	case list || (pa.numID != "" && pa.numID != "0"):
		b.Kind = BlockListItem
	}
	_ = p.emit(b)
}

func (p *docxParser) emit(b Block) error {
	if err := p.budget.add(len(b.Text) + 1); err != nil {
		return err
	}
	if p.pageBreak {
		p.pageBreak = false
		if len(p.page.Blocks) > 0 {
			p.flushPage()
			if len(p.doc.Pages) >= MaxPages {
				return fmt.Errorf("%w: more than %d pages", ErrTooLarge, MaxPages)
			}
			p.page = Page{Number: len(p.doc.Pages) + 1}
		}
	}
	p.page.Blocks = append(p.page.Blocks, b)
	return nil
}

func (p *docxParser) flushPage() {
	if len(p.page.Blocks) > 0 || len(p.doc.Pages) == 0 {
		if p.page.Blocks == nil {
			p.page.Blocks = []Block{}
		}
		p.doc.Pages = append(p.doc.Pages, p.page)
		p.page = Page{}
	}
}
