package brd_test

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// parseSource reads the corpus markup of testdata/brd/*.brd.txt into a
// doctext.Document, as doctext would produce from a perfect extraction:
//
//	% title             document title
//	# text, ## text     headings, level = number of '#'
//	- text              list item
//	| a | b |           table row
//	---page---          page break
//	other lines         one paragraph each; blank lines are ignored
func parseSource(src string) doctext.Document {
	doc := doctext.Document{Format: "TEXT"}
	page := doctext.Page{Number: 1}
	for _, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case line == "---page---":
			doc.Pages = append(doc.Pages, page)
			page = doctext.Page{Number: page.Number + 1}
		case strings.HasPrefix(line, "% "):
			doc.Title = strings.TrimPrefix(line, "% ")
		case strings.HasPrefix(line, "#"):
			level := len(line) - len(strings.TrimLeft(line, "#"))
			page.Blocks = append(page.Blocks, doctext.Block{Kind: doctext.BlockHeading, Level: level, Text: strings.TrimSpace(line[level:])})
		case strings.HasPrefix(line, "- "):
			page.Blocks = append(page.Blocks, doctext.Block{Kind: doctext.BlockListItem, Text: strings.TrimPrefix(line, "- ")})
		case strings.HasPrefix(line, "|"):
			cells := strings.Split(strings.Trim(line, "|"), "|")
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			page.Blocks = append(page.Blocks, doctext.Block{Kind: doctext.BlockTableRow, Text: strings.Join(cells, " | "), Cells: cells})
		default:
			page.Blocks = append(page.Blocks, doctext.Block{Kind: doctext.BlockParagraph, Text: line})
		}
	}
	doc.Pages = append(doc.Pages, page)
	return doc
}
