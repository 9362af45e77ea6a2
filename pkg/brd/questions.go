package brd

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// questionHeadings turns the questions of a help page's FAQ or accordion
// ("Do I need a companion image?", printed as a list item or a line of its
// own, its answer below it) into headings one level under the last real
// heading: the answer's table rows and sentences are about what the
// question names (the companion image), as under a heading. A question
// beside other questions (a checklist, a questionnaire) is left as it is:
// it introduces no answer. Sentences ending in '?' state no requirement,
// so nothing is lost.
func questionHeadings(doc doctext.Document) doctext.Document {
	isQuestion := func(blocks []doctext.Block, i int) bool {
		if i < 0 || i >= len(blocks) {
			return false
		}
		b := blocks[i]
		text := strings.TrimSpace(b.Text)
		return (b.Kind == doctext.BlockListItem || b.Kind == doctext.BlockParagraph) &&
			strings.HasSuffix(text, "?") && len(strings.Fields(text)) <= 12 && !strings.Contains(strings.TrimSuffix(text, "?"), "?")
	}
	return promoteHeadings(doc, func(blocks []doctext.Block, i int) bool {
		return isQuestion(blocks, i) && !isQuestion(blocks, i-1) && !isQuestion(blocks, i+1) && i+1 < len(blocks)
	})
}

// toggleHeadings turns the title of a collapsible section, printed as a
// paragraph after its toggle ("▾ YouTube", "▸ Naming": a page exported
// from a notes or wiki tool), into a heading one level under the last real
// heading: the lines under it are that section's, as under a heading.
func toggleHeadings(doc doctext.Document) doctext.Document {
	return promoteHeadings(doc, func(blocks []doctext.Block, i int) bool {
		b := blocks[i]
		m := toggleGlyph().FindString(b.Text)
		return b.Kind == doctext.BlockParagraph && m != "" && isLabelText(strings.Join(strings.Fields(b.Text[len(m):]), " "))
	})
}

// toggleGlyph opens the title of a collapsible section.
var toggleGlyph = lazyRe(`^\s*[▾▸▶▼►▽▹]\s*`)

// labelHeadings turns a label line over a list ("Display", "Video (YouTube
// and OLV)", "Email" on a line of their own, then the items) and a
// numbered section line that lost its style into a heading one level under
// the last real heading, for the review's outline (the extractor reads the
// labels so too: isListLabel): an e-mail, a plain-text brief or a scanned
// media pack heads its sections so, and the blocks below are that
// section's. A greeting or a signature is followed by no list.
func labelHeadings(doc doctext.Document) doctext.Document {
	return promoteHeadings(doc, func(blocks []doctext.Block, i int) bool {
		b := blocks[i]
		if b.Kind != doctext.BlockParagraph || i+1 == len(blocks) {
			return false
		}
		text := strings.Join(strings.Fields(b.Text), " ")
		return blocks[i+1].Kind == doctext.BlockListItem && isLabelText(text) || isNumberedHeading(text)
	})
}

// isNumberedHeading reports whether a paragraph is a numbered section
// heading that lost its style ("1. PRINT ADVERTISEMENTS", "4. eNEWSLETTER",
// "5. File names" in a scan or a plain-text export): a section number,
// then at most six words starting with a capital (or in capitals), no
// sentence punctuation.
func isNumberedHeading(text string) bool {
	m := headingNumber().FindStringSubmatch(text)
	if m == nil || len(text) > 60 || sentenceEnd().MatchString(text) {
		return false
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(text, m[1]), "."))
	if len(strings.Fields(rest)) > 6 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return unicode.IsUpper(r) || len(rest) > 3 && rest[1:] == strings.ToUpper(rest[1:])
}

// promoteHeadings makes each non-empty block that pick chooses (given the
// document's non-empty blocks in order) a heading one level under the
// last real heading before it. The document's pages are copied before a
// change: the caller's document is not modified.
func promoteHeadings(doc doctext.Document, pick func(blocks []doctext.Block, i int) bool) doctext.Document {
	type at struct{ page, block int }
	var flat []at
	var blocks []doctext.Block
	for pi, p := range doc.Pages {
		for bi, b := range p.Blocks {
			if strings.TrimSpace(b.Text) != "" || len(b.Cells) > 0 {
				flat = append(flat, at{pi, bi})
				blocks = append(blocks, b)
			}
		}
	}
	var copied map[int]bool // pages whose blocks were copied before changing
	level := 0
	for i, b := range blocks {
		if b.Kind == doctext.BlockHeading {
			level = max(b.Level, 1)
			continue
		}
		if !pick(blocks, i) {
			continue
		}
		pi := flat[i].page
		if copied == nil {
			doc.Pages = append([]doctext.Page(nil), doc.Pages...)
			copied = map[int]bool{}
		}
		if !copied[pi] {
			doc.Pages[pi].Blocks = append([]doctext.Block(nil), doc.Pages[pi].Blocks...)
			copied[pi] = true
		}
		// (A toggle's glyph is no part of its title.)
		doc.Pages[pi].Blocks[flat[i].block] = doctext.Block{Kind: doctext.BlockHeading, Level: level + 1, Text: toggleGlyph().ReplaceAllString(b.Text, "")}
	}
	return doc
}
