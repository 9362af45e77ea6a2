package brd

import (
	"slices"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// The extractor runs in stages, each with its own type (docs/brd.md shows
// them on one example):
//
//  1. blocks (ReadBlocks, Block): headings, paragraphs, list items with and
//     without bullet glyphs, tables with resolved headers, heading/value
//     pairs;
//  2. candidates (Candidate): one per requirement sentence, list item or
//     table row, with its context: heading path, lead-in, table header,
//     legend, per-size scope;
//  3. classification and parameters (the draft rules): field, measurement
//     (Params.Check), scope (Params.Sizes, CustomerTypes), severity from
//     the words and the context, parameters from the families
//     (scanFamilies), confidence and its reason;
//  4. merge of restatements and exclusions;
//  5. review and self-check against the document's own examples (Review,
//     SelfCheck), then the rules with their evidence (Source, Rationale,
//     Confidence, NeedsReview and ReviewReason).
//
// TraceExtract runs the offline stages and keeps each stage's output, for
// tests and for explaining a result.

// Candidate is a requirement before classification (stage 2).
type Candidate struct {
	Quote string `json:"quote"`
	// Text is what is classified when it differs from the quote (a
	// lead-in or table label added).
	Text         string              `json:"text,omitempty"`
	Page         int                 `json:"page"`
	Section      []string            `json:"section,omitempty"`
	LeadIn       string              `json:"leadIn,omitempty"`
	TableHeader  string              `json:"tableHeader,omitempty"`
	LabelField   string              `json:"labelField,omitempty"`
	Sizes        []string            `json:"sizes,omitempty"`
	Severity     compliance.Severity `json:"severity"`
	SeverityWord string              `json:"severityWord,omitempty"`
	// Column is set when the candidate is a specification table's column,
	// already read into a rule.
	Column bool `json:"column,omitempty"`
}

// Trace is the output of each stage of one extraction.
type Trace struct {
	Blocks     []Block           `json:"blocks"`
	Candidates []Candidate       `json:"candidates"`
	Drafts     []compliance.Rule `json:"drafts"` // classified, with parameters, before merging
	Rules      []compliance.Rule `json:"rules"`  // merged
	Reviewed   []compliance.Rule `json:"reviewed"`
}

// TraceExtract runs the offline extraction and returns each stage's output.
func TraceExtract(doc doctext.Document, opts Options) Trace {
	x := &extractor{opts: opts}
	doc, glosses := glossDocument(doc)
	flat, inferred := flatBlocks(doc)
	x.inferred = inferred
	x.lowerWriter = writesInLowerCase(flat)
	x.modalWriter = writesModals(flat)
	blocks := groupBlocks(flat)
	x.findCandidates(blocks)
	t := Trace{Blocks: blocks}
	for _, c := range x.cands {
		t.Candidates = append(t.Candidates, c.view())
		x.addDrafts(c)
	}
	x.applyExclusions()
	x.measureTotals()
	x.measureBeforeFurtherLoad()
	for _, d := range x.drafts {
		t.Drafts = append(t.Drafts, d.rule)
	}
	t.Rules = x.merge()
	t.Reviewed = Review(doc, slices.Clone(t.Rules))
	glosses.restoreQuotes(t.Reviewed)
	return t
}

// view is the exported form of a candidate.
func (c candidate) view() Candidate {
	v := Candidate{
		Quote: c.quote, Page: c.page, Section: c.headings, LeadIn: c.leadIn, TableHeader: c.tableHeader,
		LabelField: c.labelField, Sizes: c.sizes, Severity: c.severity, SeverityWord: c.sevWord, Column: c.column != nil,
	}
	if c.text != c.quote {
		v.Text = c.text
	}
	return v
}
