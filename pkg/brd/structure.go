package brd

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// joinContinuations repairs a common extraction fault: the wrapped second
// line of a table cell or sentence coming out as a heading of its own
// ("REQ-05 | … the Important Safety | Must have" then "Information or a
// persistent ISI link."). A heading is a continuation when it starts with a
// lower-case letter or ends with a full stop while the block before it does
// not end a sentence; it is appended to that block (to a table row's longest
// unfinished cell).
//
// A writer who never capitalises (a spec typed on a phone: "max 150k
// initial pls" on one line, "polite load ok up to 300k total" on the next)
// starts most paragraphs in lower case: there a lower-case start says
// nothing, and only a line broken by a hyphen ("ex-" / "ceed") continues.
func joinContinuations(blocks []flatBlock) []flatBlock {
	out := blocks[:0:0]
	lowerWriter := writesInLowerCase(blocks)
	for _, b := range blocks {
		if b.Kind == doctext.BlockParagraph && len(out) > 0 && continuesParagraph(out[len(out)-1], b.Text) &&
			(!lowerWriter || strings.HasSuffix(out[len(out)-1].Text, "-")) {
			// A sentence that runs on at the top of the next column or
			// page.
			out[len(out)-1].Text += " " + b.Text
			continue
		}
		if b.Kind == doctext.BlockHeading && len(out) > 0 && isContinuation(out[len(out)-1], b.Text) {
			prev := &out[len(out)-1]
			if prev.Kind == doctext.BlockTableRow && len(prev.Cells) > 0 {
				cells := slices.Clone(prev.Cells)
				k := 0
				for i, c := range cells {
					if !sentenceEnd().MatchString(c) && len(c) > len(cells[k]) || sentenceEnd().MatchString(cells[k]) && !sentenceEnd().MatchString(c) {
						k = i
					}
				}
				cells[k] += " " + b.Text
				prev.Cells = cells
				prev.Text = strings.Join(cells, " | ")
			} else {
				prev.Text += " " + b.Text
			}
			continue
		}
		out = append(out, b)
	}
	return out
}

// writesInLowerCase reports whether at least a third of the document's
// paragraphs (of eight or more that start with a letter) start in lower
// case: a writer who does not capitalise, not lines wrapped by a layout
// (a wrapped document starts a few of its paragraphs so, one per wrap).
func writesInLowerCase(blocks []flatBlock) bool {
	lower, letter := 0, 0
	for _, b := range blocks {
		if b.Kind != doctext.BlockParagraph {
			continue
		}
		r, _ := utf8.DecodeRuneInString(b.Text)
		if !unicode.IsLetter(r) {
			continue
		}
		letter++
		if unicode.IsLower(r) {
			lower++
		}
	}
	return letter >= 8 && 3*lower >= letter
}

// writesModals reports whether the document states a requirement with
// "must", "shall" or "required" anywhere. A writer who does reserves them
// for what a file must meet, so an imperative target beside them ("Keep
// headlines under 70 characters") is advice; in notes written without
// them (a terse spec, a phone note) an imperative is the requirement.
func writesModals(blocks []flatBlock) bool {
	return slices.ContainsFunc(blocks, func(b flatBlock) bool { return requirementModal().MatchString(b.Text) })
}

// requirementModal is a modal verb of requirement.
var requirementModal = lazyRe(`(?i)\b(?:must|shall|required)\b`)

// continuesParagraph reports whether paragraph text continues paragraph
// prev: prev stops mid-sentence and text starts in lower case.
func continuesParagraph(prev flatBlock, text string) bool {
	if prev.Kind != doctext.BlockParagraph || sentenceEnd().MatchString(prev.Text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text)
	return unicode.IsLower(r)
}

// isContinuation reports whether heading text continues block prev.
func isContinuation(prev flatBlock, text string) bool {
	if prev.Kind == doctext.BlockHeading || text == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text)
	if unicode.IsLower(r) {
		return true
	}
	if !strings.HasSuffix(text, ".") || headingNumber().MatchString(text) {
		return false
	}
	last := prev.Text
	if prev.Kind == doctext.BlockTableRow && len(prev.Cells) > 0 {
		for _, c := range prev.Cells {
			if len(c) > 20 && !sentenceEnd().MatchString(c) {
				return true
			}
		}
		return false
	}
	return !sentenceEnd().MatchString(last)
}

// isListLike reports whether a block after a lead-in reads as a list item:
// a list item, or a short paragraph without sentence punctuation (formats
// such as DOC lose list markup: "300 x 250").
func isListLike(b flatBlock) bool {
	if b.Kind == doctext.BlockListItem {
		return true
	}
	return b.Kind == doctext.BlockParagraph && b.Text != "" && len(b.Text) <= 80 && !strings.ContainsAny(b.Text[len(b.Text)-1:], ".!?:")
}

// isListLikeBlock is isListLike for stage-1 blocks.
func isListLikeBlock(b Block) bool {
	if b.Kind == KindListItem {
		return true
	}
	return b.Kind == KindParagraph && b.Text != "" && len(b.Text) <= 80 && !strings.ContainsAny(b.Text[len(b.Text)-1:], ".!?:")
}

var (
	headingNumber = lazyRe(`^(\d{1,2}(?:\.\d{1,2})*)\.?\s+[A-Za-z]{2,}`)
	sentenceEnd   = lazyRe(`[.!?:;,]$`)
)

// inferHeadings marks heading-like paragraphs as headings when the
// extraction found no headings at all (DOC files often lose their styles):
// short lines without end punctuation that are numbered ("4.2 File Weight")
// or in title case ("Endemic Display"). Numbering depth gives the level.
// It reports whether it inferred any heading.
func inferHeadings(blocks []flatBlock) bool {
	for _, b := range blocks {
		if b.Kind == doctext.BlockHeading {
			return false
		}
	}
	inferred := false
	for i := range blocks {
		b := &blocks[i]
		if b.Kind != doctext.BlockParagraph || len(b.Text) > 70 || sentenceEnd().MatchString(b.Text) {
			continue
		}
		if m := headingNumber().FindStringSubmatch(b.Text); m != nil {
			b.Kind, b.Level = doctext.BlockHeading, strings.Count(m[1], ".")+1
			inferred = true
			continue
		}
		if isTitleCase(b.Text) {
			b.Kind, b.Level = doctext.BlockHeading, 1
			inferred = true
		}
	}
	return inferred
}

// isTitleCase reports whether every word of three letters or more starts
// with a capital letter and the text starts with a letter.
func isTitleCase(s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > 10 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(s); !unicode.IsLetter(r) {
		return false
	}
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if utf8.RuneCountInString(w) >= 4 && unicode.IsLetter(r) && !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}
