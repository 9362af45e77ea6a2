package brd

import (
	"slices"
	"strings"
)

// A spec matrix often ends in a column of what else each row requires:
// "Other specs | ISI scroll box in unit", "Requirements | Black triangle ▼
// after the brand", "ISI | Link to full ISI", "Notes | 1 px border if the
// background is white (rec.)". The matrix readings take the columns of
// measured values; noteCells reads these cells as the row's qualitative
// requirements, scoped to the row's sizes.

// noteColumnHeader names a column of further requirements or notes.
var noteColumnHeader = lazyRe(`(?i)^\s*(?:other(?:\s+(?:specs?|specifications?|requirements?))?|requirements?|notes?|remarks?|comments?|observa\w*(?:\s*\(notes?\))?)\s*$`)

// notNeeded says a row does not need something ("Subtitles not needed",
// "scroll box not required", "n/a").
var notNeeded = lazyRe(`(?i)\bnot (?:needed|required|necessary|applicable|used)\b|\bn/a\b|\bno need\b`)

// noteCells reads the qualitative requirements in t's note columns (a
// notes, requirements or "other" column, or one whose heading names a
// statement, "ISI"), one candidate per clause that states one. A clause
// saying the row does not need something states nothing.
func (x *extractor) noteCells(t *Table) {
	for k, h := range t.Header {
		if k == 0 || !(noteColumnHeader().MatchString(h) || textStatementFields[ClassifyField(h)]) {
			continue
		}
		headerField := ClassifyField(h)
		status := x.statusColumn(t)
		labelled := labelsBinding(t.Rows, k)
		for i, row := range t.Rows {
			if k >= len(row) || strings.TrimSpace(row[k]) == "" || noLimitCell(row[k]) {
				continue
			}
			cell := row[k]
			if labelled {
				cell = labelledSentences(cell)
			}
			var others []string
			for j, c := range row {
				if j != k {
					others = append(others, c)
				}
			}
			var sizes []string
			if p := ExtractParams(strings.Join(others, " | "))["dimensions"]; p != nil {
				sizes = p.Allowed // the row's sizes
			}
			for _, s := range SplitSentences(cell) {
				for _, clause := range strings.Split(s, ";") {
					clause = strings.TrimSpace(clause)
					text := clause
					if ClassifyField(text) == "" && stateFields[headerField] {
						text = h + ": " + clause // "ISI | Link to full ISI"
					}
					if !stateFields[ClassifyField(text)] || len(strings.Fields(clause)) < 2 || notNeeded().MatchString(clause) {
						continue
					}
					from := len(x.cands)
					x.checklistLine = true
					x.prose(Block{Kind: KindListItem, Page: t.Pages[min(i, len(t.Pages)-1)], Text: text}, "")
					x.checklistLine = false
					sev := status.of(row)
					for c := from; c < len(x.cands); c++ {
						if len(x.cands[c].sizes) == 0 {
							x.cands[c].sizes, x.cands[c].rowSizes = sizes, true
						}
						if sev.severity != "" && x.cands[c].sevWord == "checklist line" {
							x.cands[c].severity, x.cands[c].sevWord = sev.severity, sev.word
						}
					}
				}
			}
		}
	}
}

// A tracker's notes column mixes the team's working notes with the spec
// ("Kim to reuse the ISI scroller", "SPEC: backup ≤ 40 KB"). When its
// cells label what binds ("SPEC:", "REQ:", "Must:"), a sentence without a
// label is a working note: what binds was labelled.

// noteLabel is a sentence's opening label in a notes cell ("SPEC:",
// "Rec.:", "NB:").
var noteLabel = lazyRe(`^\s*[A-Za-z]{1,6}\.?\s*:\s`)

// bindingNoteLabel is an opening label that says the sentence binds.
var bindingNoteLabel = lazyRe(`(?i)^\s*(?:spec|specs|req|reqs|required|requirement|must|mandatory|binding|hard)\.?\s*:\s`)

// labelsBinding reports whether two or more cells of column k label a
// sentence as binding (bindingNoteLabel).
func labelsBinding(rows [][]string, k int) bool {
	n := 0
	for _, r := range rows {
		if k < len(r) && slices.ContainsFunc(SplitSentences(r[k]), func(s string) bool { return bindingNoteLabel().MatchString(s) }) {
			n++
		}
	}
	return n >= 2
}

// labelledSentences is the sentences of a notes cell that open with a
// label ("SPEC: …", "Rec.: …"), without the unlabelled ones.
func labelledSentences(cell string) string {
	var kept []string
	for _, s := range SplitSentences(cell) {
		if noteLabel().MatchString(s) {
			kept = append(kept, s)
		}
	}
	return strings.Join(kept, " ")
}
