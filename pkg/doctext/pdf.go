package doctext

import (
	"errors"
	"fmt"
	"io"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// ExtractPDF extracts the text of a PDF document, rebuilding words, lines,
// paragraphs, headings, list items and table rows from glyph positions.
func ExtractPDF(r io.ReaderAt, size int64) (Document, error) {
	d, err := pdf.Open(r, size)
	if err != nil {
		return Document{}, pdfError(err)
	}
	var doc Document
	var extractErr error
	if err := d.Do(func() { doc, extractErr = extractPDF(d) }); err != nil {
		return Document{}, pdfError(err)
	}
	return doc, extractErr
}

// pdfError maps the PDF layer's errors to the package's sentinels.
func pdfError(err error) error {
	switch {
	case errors.Is(err, pdf.ErrNotPDF):
		return fmt.Errorf("%w: no PDF header", ErrUnsupported)
	case errors.Is(err, pdf.ErrEncrypted):
		return fmt.Errorf("%w: PDF", ErrEncrypted)
	case errors.Is(err, pdf.ErrCorrupt):
		return fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	return err
}

func extractPDF(d *pdf.Doc) (Document, error) {
	pages, err := pdfPages(d)
	if err != nil {
		return Document{}, err
	}
	var lay pdfLayout
	var budget textBudget
	c := &contentReader{glyphs: make([]textGlyph, 0, 4096), fonts: map[fontKey]*pdfFont{}}
	for i, p := range pages {
		pl, warn := readPDFPage(c, p, i+1)
		if warn != "" {
			lay.warnings = append(lay.warnings, warn)
		}
		for _, l := range pl.lines {
			if err := budget.add(len(l.text) + 1); err != nil {
				return Document{}, err
			}
		}
		lay.pages = append(lay.pages, pl)
	}
	return lay.document(), nil
}

// pdfPages walks the page tree with bounded depth and node count, so that
// cyclic or lying trees cannot hang extraction.
func pdfPages(d *pdf.Doc) ([]pdf.Page, error) {
	root := d.Trailer().Key("Root").Key("Pages")
	if root.Kind() != pdf.Dict {
		return nil, fmt.Errorf("%w: PDF has no page tree", ErrCorrupt)
	}
	var pages []pdf.Page
	visited := 0
	var walk func(v pdf.Value, depth int) error
	walk = func(v pdf.Value, depth int) error {
		visited++
		if visited > maxPageTreeNodes || depth > 64 {
			return fmt.Errorf("%w: PDF page tree is too deep or too large", ErrCorrupt)
		}
		kids := v.Key("Kids")
		if v.Key("Type").Name() == "Pages" || (kids.Kind() == pdf.Array && v.Key("Type").Name() != "Page") {
			for i, n := 0, kids.Len(); i < n; i++ {
				if err := walk(kids.Index(i), depth+1); err != nil {
					return err
				}
			}
			return nil
		}
		if v.Kind() != pdf.Dict {
			return nil
		}
		if len(pages) >= MaxPages {
			return fmt.Errorf("%w: more than %d pages", ErrTooLarge, MaxPages)
		}
		pages = append(pages, pdf.Page{V: v})
		return nil
	}
	if err := walk(root, 0); err != nil {
		return nil, err
	}
	return pages, nil
}

// readPDFPage extracts one page's lines, reusing c's buffers. A page whose content is damaged or
// over budget keeps what was read and returns a warning.
func readPDFPage(c *contentReader, p pdf.Page, num int) (pl pdfPage, warn string) {
	pl = pdfPage{number: num, height: 792, width: 612}
	c.glyphs, c.ops = c.glyphs[:0], 0
	func() {
		defer func() {
			if x := recover(); x != nil {
				if x == errPageBudget {
					warn = fmt.Sprintf("page %d: %v", num, errPageBudget)
				} else {
					warn = fmt.Sprintf("page %d: damaged content: %v", num, x)
				}
			}
		}()
		if box := inheritedKey(p.V, "MediaBox"); box.Len() == 4 {
			x0, y0 := box.Index(0).Float64(), box.Index(1).Float64()
			x1, y1 := box.Index(2).Float64(), box.Index(3).Float64()
			if w, h := x1-x0, y1-y0; w > 10 && h > 10 {
				pl.width, pl.height, pl.originY = w, h, y0
			}
		}
		content := p.V.Key("Contents")
		if content.Kind() == pdf.Null {
			return
		}
		c.budget = maxContentBytes
		data, err := pdf.ReadContent(content, &c.budget)
		if err != nil {
			warn = fmt.Sprintf("page %d: content larger than %d MB skipped", num, maxContentBytes>>20)
			return
		}
		sc := &scope{res: inheritedKey(p.V, "Resources"), fonts: map[string]*pdfFont{}, cache: c.fonts}
		g := textState{ctm: identity, tm: identity, tlm: identity, th: 1}
		// A rotated page (landscape tables) draws its text rotated the other
		// way; turning the page makes that text upright again.
		switch (int(inheritedKey(p.V, "Rotate").Int64())%360 + 360) % 360 {
		case 90:
			g.ctm = affine{0, -1, 1, 0, 0, pl.width}
			pl.width, pl.height = pl.height, pl.width
		case 180:
			g.ctm = affine{-1, 0, 0, -1, pl.width, pl.height}
		case 270:
			g.ctm = affine{0, 1, -1, 0, pl.height, 0}
			pl.width, pl.height = pl.height, pl.width
		}
		c.run(data, sc, g, 0)
	}()
	pl.lines = buildLines(c.glyphs)
	return pl, warn
}

// inheritedKey looks key up on the page and its ancestors, at most 32 levels.
func inheritedKey(v pdf.Value, key string) pdf.Value {
	for i := 0; i < 32 && v.Kind() == pdf.Dict; i++ {
		if r := v.Key(key); r.Kind() != pdf.Null {
			return r
		}
		v = v.Key("Parent")
	}
	return pdf.Value{}
}

// pdfLayout holds every page's lines until the document-wide analysis
// (body size, running headers, hyphenation) builds the blocks.
type pdfLayout struct {
	pages    []pdfPage
	warnings []string
}

func (l *pdfLayout) document() Document {
	dropRunningLines(l.pages)
	st := fontStats(l.pages)
	doc := Document{Format: "PDF", Warnings: l.warnings}
	var seed *pdfLine
	for _, p := range l.pages {
		res := pageBlocks(p, st, seed)
		seed = res.lastRow
		if len(res.carry) > 0 && len(doc.Pages) > 0 {
			prev := doc.Pages[len(doc.Pages)-1].Blocks
			if n := len(prev); n > 0 && prev[n-1].Kind == BlockTableRow {
				row := &prev[n-1]
				for j, t := range res.carry {
					if j < len(row.Cells) {
						row.Cells[j] = joinLine(row.Cells[j], t)
					}
				}
				row.Text = tableText(row.Cells)
			}
		}
		doc.Pages = append(doc.Pages, Page{Number: p.number, Blocks: res.blocks})
	}
	joinAcrossPages(doc.Pages)
	resolveHyphens(&doc)
	nestNumberedHeadings(doc.Pages)
	for _, p := range doc.Pages {
		for _, b := range p.Blocks {
			if b.Kind == BlockHeading && doc.Title == "" && p.Number == 1 && b.Level == 1 {
				doc.Title = b.Text
			}
		}
	}
	if doc.Pages == nil {
		doc.Pages = []Page{}
	}
	return doc
}

// joinAcrossPages moves the start of a page that continues the previous
// page's last paragraph or list item (the previous text does not end a
// sentence and the page starts in lower case) back into that block, so a requirement split by a page break stays one
// block, cited on the page where it starts.
func joinAcrossPages(pages []Page) {
	for i := 1; i < len(pages); i++ {
		cur := pages[i].Blocks
		if len(cur) == 0 || cur[0].Kind != BlockParagraph {
			continue
		}
		j := i - 1
		for j > 0 && len(pages[j].Blocks) == 0 {
			j--
		}
		prev := pages[j].Blocks
		if len(prev) == 0 {
			continue
		}
		last := &prev[len(prev)-1]
		if last.Kind != BlockParagraph && last.Kind != BlockListItem {
			continue
		}
		first, _ := utf8.DecodeRuneInString(cur[0].Text)
		if endsSentence(last.Text) || !unicode.IsLower(first) {
			continue
		}
		last.Text = joinLine(last.Text, cur[0].Text)
		pages[i].Blocks = cur[1:]
	}
}
