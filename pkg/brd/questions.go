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
	type at struct{ page, block int }
	var flat []at
	for pi, p := range doc.Pages {
		for bi := range p.Blocks {
			if strings.TrimSpace(p.Blocks[bi].Text) != "" || len(p.Blocks[bi].Cells) > 0 {
				flat = append(flat, at{pi, bi})
			}
		}
	}
	block := func(i int) doctext.Block { return doc.Pages[flat[i].page].Blocks[flat[i].block] }
	isQuestion := func(i int) bool {
		if i < 0 || i >= len(flat) {
			return false
		}
		b := block(i)
		text := strings.TrimSpace(b.Text)
		return (b.Kind == doctext.BlockListItem || b.Kind == doctext.BlockParagraph) &&
			strings.HasSuffix(text, "?") && len(strings.Fields(text)) <= 12 && !strings.Contains(strings.TrimSuffix(text, "?"), "?")
	}
	var copied map[int]bool // pages whose blocks were copied before changing
	level := 0
	for i := range flat {
		b := block(i)
		if b.Kind == doctext.BlockHeading {
			level = max(b.Level, 1)
			continue
		}
		if !isQuestion(i) || isQuestion(i-1) || isQuestion(i+1) || i+1 == len(flat) {
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
		doc.Pages[pi].Blocks[flat[i].block] = doctext.Block{Kind: doctext.BlockHeading, Level: level + 1, Text: b.Text}
	}
	return doc
}

// labelHeadings turns a label line over a list ("Display", "Video (YouTube
// and OLV)", "Email" on a line of their own, then the items) into a heading
// one level under the last real heading: an e-mail or a plain-text brief
// heads its sections so, and the items below are that section's, as under
// a heading. A label is a short paragraph without sentence punctuation or
// figures, starting with a capital, whose next block is a list item; a
// greeting or a signature is followed by no list.
func labelHeadings(doc doctext.Document) doctext.Document {
	type at struct{ page, block int }
	var flat []at
	for pi, p := range doc.Pages {
		for bi := range p.Blocks {
			if strings.TrimSpace(p.Blocks[bi].Text) != "" || len(p.Blocks[bi].Cells) > 0 {
				flat = append(flat, at{pi, bi})
			}
		}
	}
	block := func(i int) doctext.Block { return doc.Pages[flat[i].page].Blocks[flat[i].block] }
	var copied map[int]bool // pages whose blocks were copied before changing
	level := 0
	for i := range flat {
		b := block(i)
		if b.Kind == doctext.BlockHeading {
			level = max(b.Level, 1)
			continue
		}
		if i+1 == len(flat) || block(i+1).Kind != doctext.BlockListItem || !isLabelLine(b) {
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
		doc.Pages[pi].Blocks[flat[i].block] = doctext.Block{Kind: doctext.BlockHeading, Level: level + 1, Text: b.Text}
	}
	return doc
}

// isLabelLine reports whether a paragraph is a section label: at most five
// words and 40 characters, a capital first, no figure and no sentence
// punctuation at its end.
func isLabelLine(b doctext.Block) bool {
	text := strings.Join(strings.Fields(b.Text), " ")
	if b.Kind != doctext.BlockParagraph || text == "" || len(text) > 40 || len(strings.Fields(text)) > 5 ||
		sentenceEnd().MatchString(text) || strings.ContainsAny(text, "0123456789!") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text)
	return unicode.IsUpper(r)
}
