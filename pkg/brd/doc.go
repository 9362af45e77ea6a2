// Package brd turns the text of a business requirements document (BRD) into
// machine-checkable compliance rules.
//
// The input is a doctext.Document (pages of headings, paragraphs, list items
// and table rows); the output is a list of compliance.Rule values. The work
// runs in stages with their own types (stages.go, docs/brd.md): blocks
// (blocks.go), candidates with their context, classification with
// measurement, scope, severity and parameters (rules.go, params.go,
// measure.go, confidence.go), merge, then review and self-check
// (review.go, selfcheck.go). TraceExtract returns each stage's output. Extraction
// is deterministic, offline and bounded (see Options.MaxSentences and
// MaxSentenceBytes):
//
//   - Sections: the document's own headings are tracked as a heading path and
//     mapped to the spec's rule sections by keywords ("5. Video Technical
//     Specifications" becomes "Video Requirements"; generic "Technical"
//     headings yield to the channel). compliance.Rule has no field for the
//     document's heading, so the heading path is kept in the rule's Rationale
//     ("From section: 4. Display Specifications > 4.2 File Weight; severity
//     critical from "must"; field fileSize."). Parts of a BRD that hold no
//     requirements (revision history, contacts, glossary, timeline…) are
//     skipped. When an extraction has no headings at all (DOC files often
//     lose their styles), numbered or title-case short lines are read as
//     headings; "headings" that are really the wrapped end of a table cell
//     or sentence (lower-case start, or a full stop after an unfinished
//     line) are joined back.
//   - Requirement sentences: blocks are split into sentences (abbreviations,
//     decimals and initials such as "e.g.", "1.5 MB", "U.S." and "Fig. 2" do
//     not end a sentence). A sentence is a requirement when it carries
//     normative wording (must, shall, required, prohibited, should,
//     recommended, may, optional, an imperative "Use…", or a limit such as at
//     most, maximum, between, only with a value) and talks about one of the
//     spec's 20 rule field types. Prose without a field ("The agency should
//     contact the brand team") is counted in Stats.Unclassified; permissions
//     about people ("Publishers may reject…") and questions are ignored.
//     Words inside quoted copy ("Individual results may vary") do not count.
//   - Tables: a row whose first cell names a property ("Max file size",
//     "Frame rate") and whose other cells carry values is a requirement of
//     that property; severity comes from the label and the first value cell
//     (later cells are notes), and defaults to critical. In two-column or
//     "Requirement" tables a row is read from its values whatever its label
//     ("App icon | 1024 x 1024 PNG"), or from its requirement sentence, with
//     a priority column ("Must have", "Should have", "Could have") as the
//     severity when the sentence has no modal verb of its own. Rows holding label/value pairs
//     ("Format | MP4 | Codec | H.264") are split. A specification matrix
//     whose header names properties per column ("Placement | Dimensions |
//     Max file size") gives one rule per column combining all rows; a
//     sentence stating the same values replaces it on merge, since its quote
//     is the BRD's own words. Other rows are inventory and make no rule.
//   - Lead-in lists: a paragraph ending in ":" followed by list items (or
//     short unpunctuated lines) is read as one requirement when the items are
//     bare values (the list of approved sizes); otherwise each item is read
//     with the lead-in as context.
//   - Severity from wording (Severity), field type from weighted keywords
//     with a bonus for the field named first (ClassifyField), channel from
//     wording and headings (Channel), parameters from the sentence
//     (ExtractParams): dimensions, file sizes (KB, 1 KB = 1024 bytes),
//     durations (s), formats, codecs, frame rates, bitrates (kbps), aspect
//     and contrast ratios, naming templates as regular expressions, and pt,
//     px or % measures for typography, ISI and logo rules. Excluded values
//     ("must not be served on HCP sites", "GIF is not accepted") are dropped.
//   - A sentence that states parameters of several technical families
//     ("ProRes in a MOV container at 1920x1080, 23.976 fps") yields one rule
//     per family. Semicolon clauses that bound the same quantity differently
//     or with different severities become separate rules.
//
// Every rule keeps its Source (document name, page, verbatim quote) and has a
// stable ID: "brd-" plus 10 hex digits of a SHA-256 over the field and the
// normalised quote, so re-parsing the same BRD (even from another format)
// gives the same IDs. Duplicates (same field and normalised sentence, or same
// technical field, channel and parameters) are merged; the kept rule takes
// the highest severity and its Rationale lists the other pages.
//
// An optional AI extractor (Options.AI) can add rules; MergeAI explains how
// they are merged (deterministic parameters always win).
package brd
