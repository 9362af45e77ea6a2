package brd

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// DefaultMaxSentences bounds the work on one document when
// Options.MaxSentences is zero: sentences and table rows beyond it are not
// read (a BRD has hundreds to a few thousand; 20,000 is some 800 pages) and
// a warning says so.
const DefaultMaxSentences = 20000

// MaxSentenceBytes bounds a requirement sentence. Longer "sentences" (text
// without punctuation, garbage from a broken PDF) are skipped with a warning.
const MaxSentenceBytes = 2000

// Options configure Extract.
type Options struct {
	// DocumentName is written into every rule's Source.Document.
	DocumentName string
	// AI, when set, is asked for further rules that are merged into the
	// deterministic ones (see MergeAI). Nil means offline extraction only.
	AI RuleExtractor
	// MaxSentences caps the sentences and table rows read; 0 means
	// DefaultMaxSentences.
	MaxSentences int
}

// Stats count what Extract saw and did.
type Stats struct {
	Pages        int `json:"pages"`
	Blocks       int `json:"blocks"`
	Sentences    int `json:"sentences"`
	Requirements int `json:"requirements"` // normative sentences and requirement table rows
	Unclassified int `json:"unclassified"` // normative sentences with no field type
	Merged       int `json:"merged"`       // duplicate rules merged into others
	AIRules      int `json:"aiRules"`      // rules added by the AI extractor
	Rules        int `json:"rules"`
	NeedsReview  int `json:"needsReview"` // rules Review disabled and flagged
}

// Result is the outcome of Extract.
type Result struct {
	Rules    []compliance.Rule `json:"rules"`
	Stats    Stats             `json:"stats"`
	Warnings []string          `json:"warnings,omitempty"`
}

// JSON encodes the rules as {"rules":[…]}, the input format of
// `asset check --rules`.
func (r Result) JSON() ([]byte, error) {
	rules := r.Rules
	if rules == nil {
		rules = []compliance.Rule{}
	}
	return json.MarshalIndent(struct {
		Rules []compliance.Rule `json:"rules"`
	}{rules}, "", "  ")
}

// Extract turns a BRD's text into rules without any AI. It never fails: bad
// or empty input gives an empty result, and problems are listed in
// Result.Warnings. When opts.AI is set it is called with a background
// context; use ExtractContext to bound it.
func Extract(doc doctext.Document, opts Options) Result {
	return ExtractContext(context.Background(), doc, opts)
}

// ExtractContext is Extract with a context for the optional AI call.
func ExtractContext(ctx context.Context, doc doctext.Document, opts Options) Result {
	x := &extractor{opts: opts}
	orig := doc
	doc, glosses := glossDocument(doc)
	x.run(doc)
	res := Result{Rules: x.merge(), Warnings: x.warnings}
	res.Stats = x.stats
	if opts.AI != nil {
		aiRules, err := opts.AI.ExtractRules(ctx, documentText(orig))
		if err != nil {
			res.Warnings = append(res.Warnings, "AI analysis unavailable: "+err.Error())
		} else {
			var added int
			var warns []string
			res.Rules, added, warns = MergeAI(res.Rules, aiRules, opts.DocumentName)
			res.Stats.AIRules = added
			res.Warnings = append(res.Warnings, warns...)
		}
	}
	res.Rules = Review(doc, res.Rules)
	glosses.restoreQuotes(res.Rules)
	res.Stats.NeedsReview = NeedsReviewCount(res.Rules)
	res.Stats.Rules = len(res.Rules)
	return res
}

// flatBlock is a block with its page number.
type flatBlock struct {
	page int
	doctext.Block
}

// heading is one entry of the heading path.
type heading struct {
	level int
	text  string
}

type extractor struct {
	opts     Options
	stats    Stats
	warnings []string
	cands    []candidate // stage 2's output
	drafts   []draft
	// prevSentence is the sentence read before, whose values "one of
	// these" refers to.
	prevSentence string
	// blockPrev is the sentence before the one being read in the same
	// paragraph or list item ("" for its first).
	blockPrev string
	// checklistLine: the text being read is a line of a checklist to
	// answer Yes or No, a requirement whatever its wording.
	checklistLine bool
	// rowSection, while a table with section rows is read, puts the
	// heading path under row i's section (see rowSections).
	rowSection func(i int)
	// rowScope is the asset or channel a tracker's row is for (see
	// tracker): it heads the quotes of the row's candidates, as it heads
	// the row's requirement in the document, so the review scopes them.
	rowScope string
	// rowAppliesTo are the cells after a requirement cell that name where
	// the row applies (withRowScope): they follow the quotes of candidates
	// read from the requirement cell alone.
	rowAppliesTo string
	// rowLabel is the spec item of a tracker's row: it heads the quotes
	// of candidates read from its requirement cell alone.
	rowLabel  string
	prevCands int // len(cands) before prevSentence was read
	// exclusions are values sentences exclude (see applyExclusions).
	exclusions []exclusion
	legend     map[string]legendEntry // the document's marks (see readLegend)
	// legendDefault is the severity the legend gives unmarked lines.
	legendDefault legendEntry
	path          []heading
	skipAt        int  // level of the skipped heading, 0 when not skipping
	inferred      bool // headings were inferred; their levels are guesses
	lowerWriter   bool // the writer starts lines and sentences in lower case (writesInLowerCase)
	modalWriter   bool // the writer states requirements with "must" or "shall" (writesModals)
	// terms are the document's definitions of words ("Guideline | Targets
	// we recommend…"), for status columns (see statusSeverity).
	terms map[string]string
	// refs are the document's defined terms with values and its numbered
	// clauses, which requirements refer to (see references).
	refs references
	// abbrevs are the document's own abbreviations (see abbreviations).
	abbrevs abbreviations
	// declared is what a paragraph said of the items of its section ("The
	// following points are mandatory", see sectionDeclaration).
	declared declaration
}

func (x *extractor) maxSentences() int {
	if x.opts.MaxSentences > 0 {
		return x.opts.MaxSentences
	}
	return DefaultMaxSentences
}

func (x *extractor) headings() []string {
	out := make([]string, len(x.path))
	for i, h := range x.path {
		out[i] = h.text
	}
	return out
}

func (x *extractor) warnf(format string, args ...any) {
	if len(x.warnings) < 50 {
		x.warnings = append(x.warnings, fmt.Sprintf(format, args...))
	}
}

func (x *extractor) run(doc doctext.Document) {
	x.stats.Pages = len(doc.Pages)
	flat, inferred := flatBlocks(doc)
	x.stats.Blocks = len(flat)
	x.inferred = inferred
	x.lowerWriter = writesInLowerCase(flat)
	x.modalWriter = writesModals(flat)
	x.findCandidates(groupBlocks(flat))
	for _, c := range x.cands {
		if x.addDrafts(c) == 0 && c.column == nil {
			x.stats.Unclassified++
		}
	}
	x.applyExclusions()
	x.measureTotals()
	x.measureBeforeFurtherLoad()
}

// findCandidates is stage 2: it walks the blocks with their context (the
// heading path, a lead-in, a table's header, the document's legend) and
// collects one candidate per requirement sentence, list item or table row
// in x.cands.
func (x *extractor) findCandidates(blocks []Block) {
	x.terms = definedTerms(blocks)
	x.refs = readReferences(blocks)
	x.abbrevs = readAbbreviations(blocks)
	for i := 0; i < len(blocks); i++ {
		if x.stats.Sentences >= x.maxSentences() {
			x.warnf("document too long: only the first %d sentences were read", x.maxSentences())
			break
		}
		b := blocks[i]
		if b.Kind == KindParagraph || b.Kind == KindListItem {
			if isSystemNotice(b.Text) {
				continue // the chat app's notice, not a message of the team's
			}
			b.Text = withoutMessageHeader(b.Text)
		}
		if b.Kind == KindHeading && sentenceHeading(b.Text) {
			// A paragraph a PDF printed large ("Every asset must state
			// … Every asset must carry the full ISI …") is prose, not a
			// section's title.
			b.Kind = KindParagraph
		}
		if b.Kind == KindHeading {
			x.enterHeading(b)
			if specLineHeading(b.Text) {
				// "Loudness: -24 LKFS +/- 2" styled as a heading: the
				// line is a specification as well as a title.
				x.prose(Block{Kind: KindParagraph, Page: b.Page, Text: b.Text}, "")
			}
			continue
		}
		if b.Kind != KindTable && strings.HasSuffix(b.Text, ":") && i+1 < len(blocks) && legendParen().MatchString(blocks[i+1].Text) {
			// "… a Priority column:" over "E (essential): …" lines: a
			// legend given as a list, each line defining one mark (read
			// even in a background section: it says what the tables mean).
			j := i + 1

			for j < len(blocks) && legendParen().MatchString(blocks[j].Text) && x.readLegend(blocks[j]) {
				j++
			}
			i = j - 1
			continue
		}
		if x.skipAt > 0 {
			continue
		}
		if x.readLegend(b) {
			continue // the legend says what marks mean; it states no requirement
		}
		if b.Kind != KindTable && isAbbreviationList(b.Text) {
			continue // so does a list of abbreviations (readAbbreviations)
		}
		if i+1 < len(blocks) && blocks[i+1].Kind == KindListItem && isListLabel(b) {
			// "Display" on its own line, then its bullets: a sub-heading
			// the document did not style as one. Its items take their
			// channel and kinds from it, as under a real heading.
			x.enterHeading(Block{Kind: KindHeading, Page: b.Page, Level: x.depth() + 1, Text: b.Text})
			continue
		}
		switch b.Kind {
		case KindTable:
			if !x.examplesTable(blocks[max(0, i-8):i], b.Table) {
				from := len(x.cands)
				x.table(b.Table)
				x.unreadRequirementRows(b.Table, from)
			}
			// A sentence after a table that points back ("the sizes above")
			// refers to the table, not to the sentence before it: joining
			// the two would drop the table's rules with that sentence's.
			x.prevSentence = ""
		case KindHeadingValue:
			x.headingValue(b)
		default:
			if strings.HasSuffix(b.Text, ":") && i+1 < len(blocks) && isListLikeBlock(blocks[i+1]) {
				j := i + 1
				for j < len(blocks) && isListLikeBlock(blocks[j]) {
					j++
				}
				x.leadInList(b, blocks[i+1:j])
				i = j - 1
				continue
			}
			if b.Kind == KindParagraph && isSkippedRunIn(b.Text) {
				continue
			}
			if i > 0 && blocks[i-1].Kind == KindHeading {
				b = headedValue(blocks[i-1].Text, b)
			}
			if b.Kind == KindParagraph {
				if d, ok := sectionDeclaration(b.Text); ok {
					d.depth = x.depth()
					x.declared = d
				}
			}
			x.prose(b, "")
		}
	}
}

// depth is the level of the innermost heading (0 before any).
func (x *extractor) depth() int {
	if len(x.path) == 0 {
		return 0
	}
	return x.path[len(x.path)-1].level
}

// isListLabel reports whether paragraph b is a bare label over a list: a
// few words starting with a capital letter, no digits and no punctuation
// that would end a sentence or introduce a value ("Display", "Video
// (YouTube and OLV)"; not "Sizes:", a lead-in, nor "Thanks!").
func isListLabel(b Block) bool {
	return b.Kind == KindParagraph && isLabelText(b.Text)
}

// isLabelText is the text of such a label (see isListLabel).
func isLabelText(text string) bool {
	if text == "" || len(text) > 48 || len(strings.Fields(text)) > 5 {
		return false
	}
	if sentenceEnd().MatchString(text) || strings.ContainsAny(text, "0123456789:!?") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text)
	return unicode.IsUpper(r)
}

// headedValue reads the first sentence of a paragraph right under a heading
// that names a property ("Frame rate" over "24, 25 or 30 fps, constant.
// 23.976 fps is not accepted.") as that property's value, the line
// "Frame rate: 24, 25 or 30 fps, constant.", as a heading/value pair is
// read (the paragraph, longer than a value line, stays under its
// heading). Only a first sentence without wording of its own that
// states a value of a technical field qualifies; the sentences after it
// are read as they are.
func headedValue(heading string, b Block) Block {
	if m := questionLabel().FindStringSubmatch(heading); m != nil {
		heading = m[1] // "Q. What sample rate?" asks for the sample rate
	}
	if b.Kind != KindParagraph || !isPropertyLabel(heading) {
		return b
	}
	sentences := splitSentences(b.Text, false)
	if len(sentences) == 0 {
		return b
	}
	first := sentences[0]
	if specLabel().MatchString(first) || len(strings.Fields(first)) > maxTerseWords {
		return b
	}
	if _, _, ok := severityWithWord(first); ok {
		return b
	}
	if !hasSpecValue(scanFamilies(withDefaultUnit(first))) && len(scanFamilies(first).measured) == 0 {
		return b
	}
	b.Text = strings.TrimSuffix(strings.TrimSpace(heading), ":") + ": " + b.Text
	return b
}

// isQuestion reports whether a sentence or cell asks rather than states:
// it ends in a question mark, perhaps before a short reference in brackets
// ("Reels length: 15 s or 30 s? (M-04)", an open issue naming the
// requirement it is about).
func isQuestion(s string) bool {
	return questionEnd().MatchString(s)
}

var questionEnd = lazyRe(`\?\s*(?:\([^()]{1,24}\)|\[[^\[\]]{1,24}\])?\s*$`)

// questionLabel is an FAQ heading that asks for a property ("Q. What
// sample rate?", "Which frame rates do you accept?"): its property.
var questionLabel = lazyRe(`(?i)^\s*(?:q\.?\s*)?(?:what|which)\s+(?:is the\s+|are the\s+)?([a-z][a-z -]{2,30}?)s?\s*(?:do you (?:accept|take|need|want)|should (?:i|we) (?:use|send)|is required|are accepted|is accepted)?\s*\?\s*$`)

// headingValue reads a heading/value pair ("Frame rate" then "30fps") as
// the specification line "Frame rate: 30fps".
func (x *extractor) headingValue(b Block) {
	line := strings.TrimSuffix(b.Label, ":") + ": " + b.Text
	x.prose(Block{Kind: KindParagraph, Page: b.Page, Text: line}, "")
}

func (x *extractor) enterHeading(b Block) {
	x.prevSentence = ""
	level := b.Level
	if level <= 0 {
		level = 1
	}
	for len(x.path) > 0 && x.path[len(x.path)-1].level >= level {
		x.path = x.path[:len(x.path)-1]
	}
	x.path = append(x.path, heading{level, b.Text})
	if x.declared.word != "" && level <= x.declared.depth {
		x.declared = declaration{} // the declared section ends
	}
	if x.skipAt > 0 && (level <= x.skipAt || x.inferred) {
		x.skipAt = 0
	}
	if x.skipAt == 0 && isSkippedHeading(b.Text) {
		x.skipAt = level
	}
}

// prose reads a paragraph or list item sentence by sentence. context is a
// lead-in whose normative wording applies to the block.
func (x *extractor) prose(b Block, context string) {
	x.blockPrev = ""
	for _, sentence := range x.withTrailingMarks(splitSentences(b.Text, x.lowerWriter)) {
		prev, prevCands := x.prevSentence, x.prevCands
		x.prevSentence, x.prevCands = sentence, len(x.cands)
		if prev != "" && anaphora().MatchString(sentence) && len(ExtractParams(sentence)) == 0 {
			// ":10 and :20 cutdowns. Every cutdown must be one of these.":
			// the values are the previous sentence's, and the requirement
			// is this one (the previous sentence's own reading goes).
			sentence = prev + " " + sentence
			x.cands = x.cands[:prevCands]
		}
		if x.stats.Sentences >= x.maxSentences() {
			return
		}
		x.stats.Sentences++
		if len(sentence) > MaxSentenceBytes {
			x.warnf("page %d: skipped a %d-byte run of text without sentence breaks", b.Page, len(sentence))
			continue
		}
		if sentence = withoutRemovals(sentence); isQuestion(sentence) || sentence == "" {
			continue
		}
		if given, then, ok := acceptanceCriterion(sentence); ok {
			x.criterion(b, given, then, context)
			x.blockPrev = sentence
			continue
		}
		parts := withoutNominalValues(splitConflictingClauses(sentence))
		for i, s := range parts {
			ctx := context
			if i > 0 && ctx == "" && adviceStart().MatchString(s) {
				// "recommended are 10 px" after "Font size min. 8 px": the
				// advice is about the first clause's subject.
				ctx = subjectOf(parts[0])
			}
			x.clauseRequirements(b, s, sentence, ctx)
		}
		x.blockPrev = sentence
	}
	x.blockPrev = ""
}

// withTrailingMarks joins a sentence that is nothing but one of the
// legend's marks to the sentence before it: a standard that ends each
// requirement with its level ("No more than two caption lines on screen
// at once. [R]") prints the mark after the full stop, where the sentence
// splitter cuts it off from the requirement it qualifies.
func (x *extractor) withTrailingMarks(sentences []string) []string {
	out := sentences[:0:0]
	for _, s := range sentences {
		if n := len(out); n > 0 && x.onlyMark(s) {
			out[n-1] += " " + s
			continue
		}
		out = append(out, s)
	}
	return out
}

// onlyMark reports whether s is a legend mark and nothing else ("[R]",
// "(Rec)").
func (x *extractor) onlyMark(s string) bool {
	if len(x.legend) == 0 || len(s) > 12 {
		return false
	}
	e, ok := x.legendMark(s)
	return ok && strings.IndexFunc(strings.Replace(s, e.mark, "", 1), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

// clauseRequirements reads clause s of sentence as a requirement, or as
// two when it gives a limit with a bracketed exception for a size
// ("Initial load ≤ 150 KB (320x50: ≤ 50 KB)"): the limit and the
// exception, each quoting the whole clause.
func (x *extractor) clauseRequirements(b Block, s, sentence, context string) {
	if main, exception, sizes, ok := sizeException(s); ok {
		x.requirementAs(b, s, sentence, context, main, nil)
		x.requirementAs(b, s, sentence, context, exception, sizes)
		return
	}
	x.requirement(b, s, sentence, context)
}

// requirementAs reads clause s as a requirement whose words are text (a
// limit without its bracketed exception, or the exception in the limit's
// words) and whose sizes are sizes: the quote stays the clause.
func (x *extractor) requirementAs(b Block, s, sentence, context, text string, sizes []string) {
	from := len(x.cands)
	x.requirement(b, s, sentence, context)
	for i := from; i < len(x.cands); i++ {
		x.cands[i].text = withDefaultUnit(legalNeutral(withoutConsequences(text), asciiLower(text)))
		x.cands[i].sizes = sizes
	}
}

// splitConflictingClauses splits a sentence at semicolons when two of its
// clauses bound the same quantity ("must not exceed 1 GB; files for endemic
// publishers should be no larger than 200 MB") or give values of the same
// quantity different severities ("16:9 is mandatory; 9:16 is optional"):
// each clause is its own rule. Lists of equal weight ("16:9 for OLV; 1:1 is
// required for social") stay one rule.
func splitConflictingClauses(s string) []string {
	if parts := splitTypeSizes(s); parts != nil {
		return parts
	}
	if parts := splitAtAdvice(s); parts != nil {
		return parts
	}
	if !strings.Contains(s, ";") {
		if parts := splitAtModalAnd(s); parts != nil {
			return parts
		}
		if parts := splitAtSubjectAnd(s); parts != nil {
			return parts
		}
		return splitBoundsAtCommas(s)
	}
	clauses := strings.Split(s, ";")
	bounded := map[string]int{}
	listed := map[string]int{} // clauses that list allowed values
	sevs := map[string]map[compliance.Severity]bool{}
	hasTech := make([]bool, len(clauses))
	for i, c := range clauses {
		sev, _, ok := severityWithWord(c)
		for field, p := range ExtractParams(c) {
			if !technicalFields[field] {
				continue
			}
			hasTech[i] = true
			if len(p.Allowed) == 0 && (p.Min != nil || p.Max != nil || p.HasPixelBounds()) {
				bounded[field]++
			} else if len(p.Allowed) > 0 {
				listed[field]++
			}
			if ok {
				if sevs[field] == nil {
					sevs[field] = map[compliance.Severity]bool{}
				}
				sevs[field][sev] = true
			}
		}
	}
	split := false
	for f, n := range bounded {
		if n > 1 || n == 1 && listed[f] > 0 {
			// Two bounds, or a value and a bound ("stereo audio at 192
			// kbps; the video bitrate at least 10 Mbps"), are two rules.
			split = true
		}
	}
	for _, m := range sevs {
		if len(m) > 1 {
			split = true // "The 16:9 master is mandatory; a 9:16 cut is optional"
		}
	}
	if !split && !subjectStealsValues(clauses, hasTech) && !ownSubjects(clauses, hasTech) && !audiencePerClause(clauses) {
		return []string{s}
	}
	return trimmedClauses(clauses)
}

// audiencePerClause reports whether the clauses address different
// audiences, each its own ("consumer pieces carry the ‘ask your doctor’
// line; HCP pieces link to the Prescribing Information"): each clause is a
// rule scoped to its audience, not one rule for both.
func audiencePerClause(clauses []string) bool {
	seen := map[string]bool{}
	for _, c := range clauses {
		if barredClause().MatchString(c) {
			continue // "…; promotion to consumers is prohibited" shuts one out
		}
		dtc, hcp := consumerScope().MatchString(c), professionalScope().MatchString(c)
		switch {
		case dtc && hcp:
			return false
		case dtc:
			seen["DTC"] = true
		case hcp:
			seen["HCP"] = true
		}
	}
	return len(seen) == 2
}

// withoutNominalValues drops a clause that only names one value of a
// quantity another clause bounds a little more loosely: "60 seconds; no
// more than 62 seconds including the end card" gives the nominal length and
// then the ceiling; read as its own rule, the nominal 60 would fail a
// 61-second spot the ceiling allows.
func withoutNominalValues(clauses []string) []string {
	if len(clauses) < 2 {
		return clauses
	}
	params := make([]map[string]*compliance.Params, len(clauses))
	for i, c := range clauses {
		params[i] = ExtractParams(c)
	}
	nominal := func(i int) bool {
		if len(params[i]) != 1 {
			return false
		}
		for field, p := range params[i] {
			if !technicalFields[field] || len(p.Allowed) != 1 || p.Check != "" {
				return false
			}
			v, vmax, _, _ := compliance.Bounds(field, compliance.Params{Min: p.Min, Max: p.Max, Unit: p.Unit, Allowed: p.Allowed})
			if p.Min == nil || p.Max == nil || v != vmax {
				return false
			}
			for j := range clauses {
				o := params[j][field]
				if j == i || o == nil || len(o.Allowed) > 0 || o.Check != "" {
					continue
				}
				// (Only a bound near the value is its tolerance or ceiling:
				// "30 seconds; bumpers at least 6 seconds" names another
				// file's limit.)
				lo, hi, hasLo, hasHi := compliance.Bounds(field, *o)
				if (hasHi && !hasLo && hi > v && hi <= v*1.2) || (hasLo && !hasHi && lo < v && lo >= v*0.8) {
					return true
				}
			}
		}
		return false
	}
	var out []string
	for i, c := range clauses {
		if !nominal(i) {
			out = append(out, c)
		}
	}
	return out
}

// ownSubjects reports whether every clause says what a kind of asset is
// and gives its values ("Feed images are 1080x1080 or 1080x1350; Reels
// video is 1080x1920", "Spots are 15 or 30 seconds; bumpers are exactly 6
// seconds"): each clause is the rule of its own kind.
func ownSubjects(clauses []string, hasTech []bool) bool {
	for i, c := range clauses {
		if !hasTech[i] || !copulaSpec().MatchString(lineNumber().ReplaceAllString(strings.TrimSpace(c), "")) {
			return false
		}
	}
	return len(clauses) > 1
}

// adviceClause starts a clause of advice after a value: "Resolution min.
// 1280 x 720 px, recommended is 1920 x 1080 px", "600px wide, jpg,
// ideally under 200k".
var adviceClause = lazyRe(`(?i),\s+(?:but\s+|and\s+)?(?:ideally|preferably|recommended|preferred|advised|better|if possible|where possible)\b`)

// adviceStart is an advice clause's opening word.
var adviceStart = lazyRe(`(?i)^(?:but\s+|and\s+)?(?:ideally|preferably|recommended|preferred|advised|better|if possible|where possible)\b`)

// subjectOf is what a clause is about: its words before its first value,
// without the bound ("Font size of the legal text" of "Font size of the
// legal text min. 8 px").
func subjectOf(clause string) string {
	i := strings.IndexAny(clause, "0123456789")
	if i < 0 {
		return ""
	}
	subj := strings.TrimSpace(clause[:i])
	return strings.TrimSpace(boundWordsAtEnd().ReplaceAllString(subj, ""))
}

// boundWordsAtEnd are bound words closing a clause's subject.
var boundWordsAtEnd = lazyRe(`(?i)(?:\b(?:min|max|minimum|maximum|at least|at most|up to|no more than|not more than|under|below|over|above)\.?|[≤≥<>:=])\s*$`)

// splitAtAdvice splits a sentence whose later clause advises a value
// after an earlier clause that states one: the advice is that clause's
// level only ("min. 8 px, recommended are 10 px" is a hard minimum of 8
// and a recommended 10). nil when it does not apply.
func splitAtAdvice(s string) []string {
	m := adviceClause().FindStringIndex(s)
	if m == nil {
		return nil
	}
	before, after := s[:m[0]], s[m[0]+1:]
	if sevAdvice(before) {
		return nil // the whole sentence advises
	}
	hasValue := func(t string) bool {
		f := scanFamilies(t)
		return len(f.byField) > 0 || len(f.measured) > 0 || f.extra != nil
	}
	if !hasValue(before) || !hasValue(after) {
		return nil
	}
	return trimmedClauses([]string{before, after})
}

// beforeAdvice reports whether clause s of sentence is followed right
// away by an advice clause (splitAtAdvice).
func beforeAdvice(s, sentence string) bool {
	i := strings.Index(sentence, s)
	if i < 0 {
		return false
	}
	m := adviceClause().FindStringIndex(sentence[i+len(s):])
	return m != nil && m[0] == 0
}

// adviceAfter reports whether the words advising in sentence all come
// after clause s, in a clause that gives values of its own ("…; 21 to 34
// seconds is recommended"): the advice is that clause's, not s's.
func adviceAfter(s, sentence string) bool {
	i := strings.Index(sentence, s)
	if i < 0 || sevAdvice(sentence[:i]) {
		return false
	}
	rest := sentence[i+len(s):]
	return sevAdvice(rest) && technicalFamilies(scanFamilies(rest)) > 0
}

// sevAdvice reports whether t's own wording advises (should, recommended…).
func sevAdvice(t string) bool {
	sev, _, ok := severityWithWord(t)
	return ok && sev != compliance.SeverityCritical
}

// modalAnd joins a second requirement to a first one ("…, and must end
// on a frame that carries the PI link").
var modalAnd = lazyRe(`,?\s+and\s+(?:it\s+|they\s+)?(must|shall|should)\b`)

// splitAtModalAnd splits "X must stop after 20 seconds, and must end on a
// frame with the PI link" into its two requirements when one states
// technical values and the other is about a subject field, which would
// otherwise take those values as its own; nil when it does not apply.
func splitAtModalAnd(s string) []string {
	m := modalAnd().FindStringSubmatchIndex(s)
	if m == nil {
		return nil
	}
	clauses := []string{s[:m[0]], s[m[2]:]}
	hasTech := make([]bool, 2)
	for i, c := range clauses {
		for field := range ExtractParams(c) {
			hasTech[i] = hasTech[i] || technicalFields[field]
		}
	}
	if !hasTech[0] && !hasTech[1] && twoStatements(clauses) {
		// "Spots must voice the major side effects, and must tell
		// listeners where to find the full Prescribing Information": two
		// statements of different fields, a rule for each.
		return trimmedClauses(clauses)
	}
	if hasTech[1] || !subjectStealsValues(clauses, hasTech) {
		return nil
	}
	return trimmedClauses(clauses)
}

// twoStatements reports whether two clauses require statements of two
// different qualitative fields (safety information and fair balance, a
// disclaimer and the brand's name…).
func twoStatements(clauses []string) bool {
	a, b := ClassifyField(clauses[0]), ClassifyField(clauses[1])
	return a != b && stateFields[a] && stateFields[b]
}

// subjectAnd joins a second requirement with a subject of its own ("…,
// and DTC assets shall carry a link to the ISI").
var subjectAnd = lazyRe(`,\s+and\s+(?:the\s+|all\s+|every\s+|each\s+)?(?:[\w()-]+\s+){1,4}?(?:must|shall|should)\b`)

// ownModal is a modal verb of a clause's own.
var ownModal = lazyRe(`(?i)\b(?:must|shall|should)\b`)

// splitAtSubjectAnd splits "HCP assets shall link to the full PI, and DTC
// assets shall carry a link to the ISI" into its two requirements when
// each clause has its own subject and modal verb and each states a text
// requirement (safety information, indication, disclaimers…): read as
// one, the second subject's audience would scope both. nil when it does
// not apply.
func splitAtSubjectAnd(s string) []string {
	m := subjectAnd().FindStringIndex(s)
	if m == nil || !ownModal().MatchString(s[:m[0]]) {
		return nil
	}
	clauses := trimmedClauses([]string{s[:m[0]], s[m[0]+strings.Index(s[m[0]:], "and")+len("and"):]})
	if len(clauses) != 2 {
		return nil
	}
	for _, c := range clauses {
		scores, first := fieldScoresAt(c)
		// The audience ("DTC assets shall…") is the clause's subject, not
		// what it requires.
		if !textStatementFields[classifyScores(withoutField(scores, "customerType"), withoutField(first, "customerType"))] {
			return nil
		}
		for f := range ExtractParams(c) {
			if technicalFields[f] {
				return nil
			}
		}
	}
	return clauses
}

// typeSizeJoin separates clauses that may each give a type size: a
// semicolon, or a comma with a conjunction.
var typeSizeJoin = lazyRe(`;\s*|,\s+(?:and|but|while|whereas)\s+`)

// splitTypeSizes splits a sentence of type sizes whose clauses carry
// different weights ("Text should be at least 12 px; prescribing
// information must never be smaller than 8 px", "…is 6 pt, and the
// footnotes should be set at 7 pt or larger"): each clause is its own rule
// with its own severity. It returns nil when the sentence is not such.
func splitTypeSizes(s string) []string {
	if !typeSizeOf(scanFamilies(s), s) {
		return nil
	}
	parts := trimmedClauses(typeSizeJoin().Split(s, -1))
	if len(parts) < 2 || len(parts) > 4 {
		return nil
	}
	// A bounded permission ("the crawl may be set at 32 px minimum") is
	// critical like an obligation, but a statement of its own.
	weights := map[string]bool{}
	for _, p := range parts {
		sev, word, ok := severityWithWord(p)
		f := scanFamilies(p)
		if !ok || f.extra == nil || f.extra.Unit != "pt" && f.extra.Unit != "px" || len(f.byField) > 0 {
			return nil
		}
		weights[string(sev)+" "+strconv.FormatBool(strings.HasPrefix(word, "may "))] = true
	}
	if len(weights) < 2 {
		return nil
	}
	return parts
}

// splitBoundsAtCommas splits a sentence at commas when each part bounds
// the same quantity ("Weight ≤ 150k initial, ≤ 500k polite"): each part is
// its own rule. Lists ("15, 30 or 60 s") have no bound in each part and
// stay whole. The words before the first bound say what the bounds are of
// and stay with the first ("HTML5 units: supplied as a ZIP, with an
// initial load of no more than 200 kB and a total size of no more than 1.5
// MB"); a later value of the same quantity takes the bound before it ("not
// exceed 150 KB at initial load and 1 MB in total"), and words with no
// value stay with the part before them (", polite load included").
func splitBoundsAtCommas(s string) []string {
	seps := boundJoin().FindAllStringIndex(s, -1)
	if len(seps) == 0 || len(seps) > 3 {
		return []string{s}
	}
	if i := strings.IndexAny(s, "0123456789"); i > 0 && heldForRe().MatchString(asciiLower(s[:i])) {
		// "Each title card stays up for at least 2 seconds and for no
		// more than 6 seconds": both bounds are the element's time on
		// screen; split, the later one loses its subject and reads as
		// the whole creative's length.
		return []string{s}
	}
	field := ""
	var starts []int // where each clause starts in s
	start := 0
	for i := 0; i <= len(seps); i++ {
		end := len(s)
		if i < len(seps) {
			end = seps[i][0]
		}
		part := s[start:end]
		bounded, valued, other, twoBounds := "", "", false, false
		for f, pp := range ExtractParams(part) {
			switch {
			case !technicalFields[f]:
			case len(pp.Allowed) == 0 && (pp.Min != nil || pp.Max != nil):
				// A part that bounds two quantities ("within 60 s for
				// files up to 200 MB") is no part of a list of one
				// quantity's bounds; which one to follow is no choice
				// the map's order may make.
				twoBounds = twoBounds || bounded != ""
				bounded = f
			case f == field:
				valued = f
			default:
				other = true
			}
		}
		switch {
		case twoBounds:
			return []string{s}
		case bounded != "" && (field == "" || bounded == field):
			if field != "" {
				starts = append(starts, start)
			} else {
				starts = append(starts, 0) // the lead stays with the first bound
			}
			field = bounded
		case bounded != "":
			return []string{s} // bounds of two quantities
		case field == "":
			// a lead before the first bound
		case valued != "" && !other:
			starts = append(starts, start)
		case len(ExtractParams(part)) > 0:
			return []string{s}
		}
		if i < len(seps) {
			start = seps[i][1]
		}
	}
	if len(starts) < 2 {
		return []string{s}
	}
	var parts []string
	for k, at := range starts {
		end := len(s)
		if k+1 < len(starts) {
			// The clause ends at the separator before the next one.
			end = starts[k+1]
			for _, sep := range seps {
				if sep[1] == end {
					end = sep[0]
				}
			}
		}
		parts = append(parts, s[at:end])
	}
	return trimmedClauses(parts)
}

// boundJoin separates the parts of a sentence that may each bound a
// quantity: commas, and "and" ("200 KB initial and 1 MB total").
var boundJoin = lazyRe(`,\s*|\s+and\s+`)

// trimmedClauses trims clauses and drops empty ones.
func trimmedClauses(clauses []string) []string {
	var out []string
	for _, c := range clauses {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// subjectStealsValues reports whether one clause states technical values
// and another, without any, is about a subject field ("Stories: 1080x1920
// (9:16); keep the top 14% free of text and logos"): read as one sentence,
// the logo rule would take the dimensions as its own.
// hasTech says which clauses state technical values.
func subjectStealsValues(clauses []string, hasTech []bool) bool {
	hasTech = slices.Clone(hasTech)
	for i, c := range clauses {
		if hasTech[i] && onlyConditionFormats(c) {
			// "scroll ISI for HTML5": the format says which units, it is
			// no value the subject could take.
			hasTech[i] = false
		}
	}
	if !slices.Contains(hasTech, true) {
		return false
	}
	for i, c := range clauses {
		if !hasTech[i] && subjectFields[ClassifyField(c)] {
			return true
		}
	}
	return false
}

// onlyConditionFormats reports whether the only technical values of c are
// formats named as a condition ("for HTML5", "on JPG backups").
func onlyConditionFormats(c string) bool {
	for f := range ExtractParams(c) {
		if technicalFields[f] && f != "format" {
			return false
		}
	}
	lower := asciiLower(c)
	locs := formatRe().FindAllStringIndex(lower, -1)
	if len(locs) == 0 {
		return false
	}
	for _, l := range locs {
		if !conditionBefore().MatchString(lower[max(0, l[0]-20):l[0]]) {
			return false
		}
	}
	return true
}

// requirement reads one sentence (or clause s of sentence) as a possible
// requirement.
func (x *extractor) requirement(b Block, s, sentence, context string) {
	lower := asciiLower(s)
	if contractTerm(s, lower) {
		return // a definition, the client's duty, an interpretation clause
	}
	if text, sev, ok := refusalCondition(s); ok {
		// "The backup is rejected if it is larger than 50 KB": the
		// requirement is the condition turned round, at the refusal's
		// level.
		x.stats.Requirements++
		x.addCandidate(candidate{
			text: withDefaultUnit(text), quote: s, page: b.Page, severity: sev, sevWord: "refused unless met", leadIn: context,
			sizes: clauseSizeScope(s, sentence), sentence: clauseOf(s, sentence), prevInBlock: x.blockPrev, trigger: true,
		})
		return
	}
	if isConsequence(s) {
		return // "Gmail clips anything over 102 kB": the reason for a limit, not one
	}
	// A clause's number ("4.2.2 Deliver MP4 files …") is no word of it:
	// the imperative or the label after it is read as on a line of its
	// own. (The quote keeps the number.)
	plain := withoutConnector(withoutClauseNumber(s))
	sev, sevWord, ok := severityWithWord(plain)
	if !ok && s != sentence && beforeAdvice(s, sentence) && technicalFamilies(scanFamilies(s)) > 0 {
		// "hero img 600px wide, jpg, ideally under 200k": the advice is
		// the later clause's; the values before it are the line's spec.
		sev, sevWord, ok = compliance.SeverityCritical, "specification line", true
	}
	if !ok && s != sentence && adviceAfter(s, sentence) && technicalFamilies(scanFamilies(s)) > 0 {
		// "Length 9 to 60 seconds; 21 to 34 seconds is recommended": the
		// later clause advises its own values; the limit before it, with
		// no word of its own, is the line's spec.
		sev, sevWord, ok = compliance.SeverityCritical, "specification line", true
	}
	if !ok && s != sentence {
		sev, sevWord, ok = severityWithWord(sentence)
	}
	if !ok && s != sentence && terseSpec(b, withDefaultUnit(sentence)) && technicalFamilies(scanFamilies(s)) > 0 {
		// A clause of a specification line ("Reels video is 1080x1920"
		// after "Feed images are 1080x1080 or 1080x1350;") is one too.
		sev, sevWord, ok = compliance.SeverityCritical, "specification line", true
	}
	if !ok && context != "" {
		sev, sevWord, ok = severityWithWord(context)
		if ok && sev == compliance.SeverityMinor && sevWord == "may" && terseSpec(b, withDefaultUnit(s)) {
			// "A hub may include one video from the sponsor:" over "- MP4
			// (H.264), 1920 × 1080, 25 fps.": the lead-in allows the
			// asset; the item is its specification, a requirement when
			// it is supplied.
			sev, sevWord = compliance.SeverityCritical, "specification line"
		}
	}
	if e, marked := x.legendMark(s); marked {
		// The document's legend says what its mark means ("(Pref.)").
		sev, sevWord, ok = e.severity, "legend: "+e.word, true
	} else if e, marked := x.legendMark(context); marked && context != "" && len(context) <= 12 {
		// A short cell beside the requirement holds its mark (a
		// Priority column's "D").
		sev, sevWord, ok = e.severity, "legend: "+e.word, true
	} else if x.checklistLine && len(x.legend) > 0 && x.legendDefault.word != "" {
		// An unmarked line of a checklist whose legend marks the hard
		// requirements is what the legend says unmarked lines are, whatever
		// its "≤" or "at least".
		sev, sevWord, ok = x.legendDefault.severity, "legend: "+x.legendDefault.word, true
	}
	if !ok && x.declared.word != "" && b.Kind == KindListItem {
		// "All points of this section are binding." over "- Every unit
		// carries the statement …": the items are requirements whatever
		// their verb (a German or French spec states them in the present
		// tense).
		sev, sevWord, ok = x.declared.severity, "section: "+x.declared.word, true
	}
	if !ok && (x.checklistLine || terseSpec(b, withDefaultUnit(plain))) {
		sev, sevWord, ok = compliance.SeverityCritical, "specification line", true
		if x.checklistLine {
			sevWord = "checklist line"
		}
		if x.legendDefault.word != "" {
			sev, sevWord = x.legendDefault.severity, "legend: "+x.legendDefault.word
		}
	}
	if !ok && carrierRequirement(s) {
		// "Every image has alt text": what every asset of a kind carries,
		// said in the present tense of a standard.
		sev, sevWord, ok = compliance.SeverityCritical, "stated of every asset", true
	}
	refused := false
	if !ok && context == "" && len(x.path) > 0 && headedLine(b, s) {
		// "Required slides" over "1. Title slide with … “Sponsored by
		// …”", "Not accepted" over "- Variable frame rate.": the heading
		// says what its lines are, whatever their verb.
		h := x.path[len(x.path)-1].text
		var level sectionLevel
		if level, sevWord = headingLevel(h); level != noLevel {
			sev, ok, refused = level.severity(), true, level == levelRefused
			sevWord = "heading: " + sevWord
		}
	}
	if !ok && assetWillBe().MatchString(s) && hasSpecValue(scanFamilies(s)) {
		// "CTV files will be ProRes 422 HQ in a MOV wrapper, 1920x1080":
		// what the files of a kind will be is their specification.
		sev, sevWord, ok = compliance.SeverityCritical, "will be", true
	}
	if !ok && namingKw().MatchString(s) && placeholderTemplate().MatchString(s) {
		// "Files are named BRX_[Market]_[Size]_V[n]": a template with
		// placeholders is the convention, whatever the verb.
		sev, sevWord, ok = compliance.SeverityCritical, "naming template", true
		if x.legendDefault.word != "" {
			sev, sevWord = x.legendDefault.severity, "legend: "+x.legendDefault.word
		}
	}
	if !ok && ClassifyField(s) == "fdaFilingNumber" {
		if pat, _, _ := codePattern(s); pat != "" {
			// "Clearance numbers take the form ADC/ plus three letters and
			// four digits": a code's template is the convention, as a
			// naming template is.
			sev, sevWord, ok = compliance.SeverityCritical, "code template", true
			if x.legendDefault.word != "" {
				sev, sevWord = x.legendDefault.severity, "legend: "+x.legendDefault.word
			}
		}
	}
	if !ok {
		return
	}
	if fams := scanFamilies(withDefaultUnit(s)); context == "" && limitOnly(s) && len(fams.byField) == 0 && len(fams.measured) == 0 && len(fams.excluded) == 0 && fams.extra == nil && !onlyNearField(s) && !refusesField(s) && len(itemCounts(s)) == 0 {
		return // "in the U.S. only": a limit word without a value
	}
	if sev == compliance.SeverityMinor && partyMay().MatchString(s) {
		return // "Publishers may reject…": about people, not assets
	}
	if ownProcessing().MatchString(s) {
		return // what the publisher's system makes from the file, not its limits
	}
	x.stats.Requirements++
	classify := withDefaultUnit(legalNeutral(withoutConsequences(plain), asciiLower(plain)))
	classify = conditionClause().ReplaceAllString(classify, " ")
	if refused {
		classify = asRefusal(classify)
	}
	if context != "" && ClassifyField(classify) == "" && len(ExtractParams(classify)) == 0 {
		classify = context + " " + classify
	}
	x.addCandidate(candidate{
		text: classify, quote: s, page: b.Page, severity: sev, sevWord: sevWord, leadIn: context,
		sizes:       clauseSizeScope(s, sentence),
		sentence:    clauseOf(s, sentence),
		prevInBlock: x.blockPrev,
		typeSize:    s != sentence && splitTypeSizes(sentence) != nil,
	})
}

// clauseOf is the sentence s was cut from, or "" when s is all of it.
func clauseOf(s, sentence string) string {
	if s == sentence {
		return ""
	}
	return sentence
}

// assetWillBe says what the files of a kind will be ("YouTube files will
// be H.264 MP4", "Static 320x50 units will also be JPG").
var assetWillBe = lazyRe(`(?i)\b(?:files?|units?|spots?|videos?|banners?|backups?|masters?|images?|assets?|creatives?|versions?|cut-?downs?)\s+will\s+(?:also\s+)?be\s`)

// notAccepted refuses something ("Animated GIFs are not accepted", "MOV
// files are declined").
var notAccepted = lazyRe(`(?i)\b(?:is|are|will be)\s+(?:not\s+(?:\w+\s+)?(?:accepted|allowed|permitted|supported)|(?:refused|declined|rejected|bounced))\b`)

// refusesField reports whether s refuses something a field names
// ("Animated GIFs are not accepted", "Flash (SWF) is not accepted"): a
// requirement without a value to keep, which a reviewer should see.
func refusesField(s string) bool {
	return notAccepted().MatchString(s) && ClassifyField(s) != ""
}

// conditionClause is a relative clause that says which assets a rule is
// for ("Ads that mention a product name and an indication must include fair
// balance"): what it names is the condition, not the requirement.
var conditionClause = lazyRe(`(?i)\b(?:that|which|when they|if they)\s+(?:mention|name|include|contain|show|reference|promote|feature|make)s?\b[^,;]*?\s(?:must|shall|should|need to|are required to)\b`)

// anaphora refers to values stated before ("one of these", "the sizes
// above", "as listed").
var anaphora = lazyRe(`(?i)\b(?:one of (?:these|those|the above|them)|(?:these|those|the above|the listed|the following) (?:sizes|values|lengths|durations|formats|rates|options|specs|dimensions|cutdowns|versions)|as (?:listed|stated|specified) above|listed above|the above)\b`)

var onlyRe = lazyRe(`(?i)\b(?:only|exclusively)\b`)

// onlyNearField reports whether "only" or "exclusively" restricts the field
// the sentence is about ("directed to adult consumers only"), rather than
// something else ("runs in the U.S. only").
func onlyNearField(s string) bool {
	field := ClassifyField(s)
	if field == "" {
		return false
	}
	lower := strings.ToLower(s)
	for _, k := range fieldKeywords[field] {
		for _, m := range k.regexp().FindAllStringIndex(lower, 4) {
			for _, o := range onlyRe().FindAllStringIndex(s, 4) {
				if (o[0] >= m[1] && o[0]-m[1] <= 25) || (m[0] >= o[1] && m[0]-o[1] <= 25) {
					return true
				}
			}
		}
	}
	return false
}

// maxLeadInItems bounds the values gathered under one lead-in.
const maxLeadInItems = 50

// leadInList reads "The approved sizes are:" followed by list items.
func (x *extractor) leadInList(lead Block, items []Block) {
	sev, sevWord, ok := severityWithWord(lead.Text)
	if !ok && isPropertyLabel(lead.Text) {
		// "Sizes:" then values: a specification list.
		sev, sevWord, ok = compliance.SeverityCritical, "specification list", true
	}
	bare := ok && len(items) <= maxLeadInItems && len(lead.Text) <= MaxSentenceBytes
	var fam string
	for _, it := range items {
		if _, _, own := severityWithWord(it.Text); own || len(it.Text) > 80 {
			bare = false
			break
		}
		f := scanFamilies(it.Text)
		tech := techOrder(f, it.Text)
		if len(tech) != 1 || (fam != "" && tech[0] != fam) {
			bare = false
			break
		}
		fam = tech[0]
	}
	if !bare {
		if _, _, leadOK := severityWithWord(lead.Text); leadOK || strings.TrimSpace(lead.Text) != "" {
			x.prose(Block{Kind: KindParagraph, Page: lead.Page, Text: strings.TrimSuffix(lead.Text, ":") + "."}, "")
		}
		for _, it := range items {
			x.prose(it, lead.Text)
		}
		return
	}
	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = strings.TrimRight(it.Text, ".;,")
	}
	quote := lead.Text + " " + strings.Join(texts, "; ")
	x.stats.Sentences++
	x.stats.Requirements++
	x.addCandidate(candidate{text: quote, quote: quote, page: lead.Page, severity: sev, sevWord: sevWord})
}

// severityWithWord is Severity plus the word that decided it.
func severityWithWord(text string) (compliance.Severity, string, bool) {
	r := severityMemo.get(text, readSeverity)
	return r.sev, r.word, r.ok
}

// severityReading is what severityWithWord reads of a text.
type severityReading struct {
	sev  compliance.Severity
	word string
	ok   bool
}

// severityMemo remembers the severity of texts read before (see memo).
var severityMemo memo[severityReading]

func readSeverity(text string) severityReading {
	// Severity's order, each wording read once: critical, warning, a note
	// (also when the note says "may"), minor, then a limit or a leading
	// "No" (critical). None of these patterns matches an empty string.
	text = stripQuoted(text)
	if m := leadingAdvice().FindStringSubmatch(text); m != nil {
		// "Recommended: add 4 or more callouts", "Optional: upload an SRT
		// file": the line's opening label states its level over the
		// imperative after it.
		word := strings.ToLower(m[1] + m[2])
		return severityReading{legendSeverity(adviceLabelWord(word)), word + ":", true}
	}
	if m := trailingAdvice().FindStringSubmatchIndex(text); m != nil && !alternativeBefore().MatchString(text[:m[0]]) {
		// "Include the logo on the final frame (recommended)", "1 px
		// border on white units (rec.)": the line's own closing mark
		// states its level over an imperative's. ("MP3 or WAV (pref.)"
		// prefers one of two values; the line stays what its words say.)
		word := strings.ToLower(text[m[2]:m[3]])
		sev := compliance.SeverityWarning
		if strings.HasPrefix(word, "opt") {
			sev = legendSeverity("optional")
			if technicalFamilies(scanFamilies(text)) >= 2 {
				// "Companion 300 × 250, 150 KB max (optional)": the
				// part is optional; if it is supplied, these are its specs
				// (a specification: values of two fields or more; "a 9:16
				// cut is optional" says only that the cut may be left out).
				sev = compliance.SeverityCritical
			}
		}
		return severityReading{sev, "(" + word + ")", true}
	}
	if m := warnOutcome().FindString(text); m != "" {
		// "The system shall warn when a banner is larger than 80 kB"
		// beside "… shall block a video larger than 500 MB": what the
		// document does with a file that misses the limit says how
		// binding it is.
		return severityReading{compliance.SeverityWarning, strings.ToLower(strings.Fields(m)[1]), true}
	}
	if keepAdvice().MatchString(text) && !strongModal().MatchString(text) {
		// "Keep headlines under 70 characters", "keep the key message
		// within 150", "Keep videos between 15 and 30 seconds": a target
		// the writer asks for, not a limit a file fails (the hard limit,
		// when there is one, is stated with "max" or "must").
		if w := sevWarning().FindString(text); w != "" {
			// "Keep the initial load under 100 KB where you can": the
			// advice is in the words too, so it stays advice even in
			// notes whose imperatives are their requirements (addCandidate).
			return severityReading{compliance.SeverityWarning, strings.ToLower(strings.TrimSpace(w)), true}
		}
		return severityReading{compliance.SeverityWarning, keepWord + strings.ToLower(keepAdvice().FindStringSubmatch(text)[1]), true}
	}
	for _, r := range []struct {
		sev  compliance.Severity
		find func(string) string
	}{
		{compliance.SeverityCritical, sevCritical().FindString},
		{compliance.SeverityWarning, sevWarning().FindString},
		{compliance.SeverityInfo, sevInfo().FindString},
		{compliance.SeverityMinor, sevMinor().FindString},
		{compliance.SeverityCritical, limitWords().FindString},
		{compliance.SeverityCritical, prohibitionStart},
	} {
		if w := r.find(text); w != "" {
			w = strings.ToLower(strings.TrimSpace(w))
			if r.sev == compliance.SeverityMinor && (w == "may" || w == "can be") && !partyMay().MatchString(text) {
				if b := permissionBound().FindString(text); b != "" {
					// "GIFs may loop no more than three times", "the crawl
					// may be set at 32 px minimum": the permission is
					// bounded, and the bound is a hard limit.
					return severityReading{compliance.SeverityCritical, w + " … " + strings.ToLower(b), true}
				}
				if a := grantedAmount().FindString(text); a != "" {
					// "A further 1 MB may be loaded after a tap", "subject
					// lines may run to 60 characters": what a permission
					// grants is all there is, so its amount is a limit.
					return severityReading{compliance.SeverityCritical, w + " … " + strings.ToLower(a), true}
				}
			}
			if r.sev == compliance.SeverityMinor && strings.HasPrefix(w, "optional") && technicalFamilies(scanFamilies(text)) >= 2 {
				// "Optional banner: 300 × 250, JPG, 40 KB or smaller":
				// what is optional is the banner, not its specification.
				return severityReading{compliance.SeverityCritical, w + " … values", true}
			}
			return severityReading{r.sev, w, true}
		}
	}
	return severityReading{}
}

// keepAdvice is an imperative "keep" that asks for a target of a measured
// quantity: under, below or within a number, between two, or "to N … or
// fewer". Not "keep text inside the safe area", "keep 10 mm clear", "keep
// type at least 8 pt": where things go and floors are requirements.
var keepAdvice = lazyRe(`(?i)\bkeep(?:ing)?\s+(?:[\w'’-]+\s+){0,6}?(under\s+\d|below\s+\d|within\s+\d|between\s+\d[\d.,]*\s*(?:and|to|-|–)\s*\d|to\s+\d[\d.,]*\s*(?:[a-z]+\s+)?or\s+(?:fewer|less|shorter))`)

// warnOutcome is a requirement whose outcome is a warning, not a
// rejection: "shall warn when", "must flag … if", "will alert the user
// when".
var warnOutcome = lazyRe(`(?i)\b(?:shall|must|will|should)\s+(?:warn|flag|alert)\b[^.;]{0,60}?\b(?:when|if|where|whenever)\b`)

// keepWord starts the severity word of a keepAdvice reading.
const keepWord = "keep … "

// strongModal is a word that makes a sentence a requirement whatever else
// it asks for ("Keep it under 100 KB; files must not exceed 150 KB").
var strongModal = lazyRe(`(?i)\b(?:must|shall|required?|mandatory|never|cannot|may not|not (?:be )?(?:accepted|allowed|permitted)|rejected|max(?:imum)?|not exceed|at or (?:below|under)|no (?:more|longer|larger|bigger) than)\b`)

// leadingAdvice is a line's opening label of advice: "Recommended:",
// "Optional:", "Tip:", "Best practice:".
var leadingAdvice = lazyRe(`(?i)^\W*(?:(recommended|recommendations?|preferred|optional|tips?|best practices?|nice to have|suggested|suggestions?|good to know)\s*[:–—]|(rec\.|recom\.|pref\.)\s*:?)\s*\S`)

// adviceLabelWord is the legend word of an advice label (or of its
// abbreviation: "Rec.:", "Pref."; an optional line, "Opt. …", asks for
// nothing and is no rule).
func adviceLabelWord(w string) string {
	if w == "optional" {
		return "optional"
	}
	return "recommended" // "nice to have" too: the keys read it as advice
}

// trailingAdvice is a line's closing mark of advice: "(recommended)",
// "(rec.)", "(preferred)", "(pref.)", "(optional)".
var trailingAdvice = lazyRe(`(?i)\((recommended|rec\.?|preferred|pref\.?|advisory|optional|opt\.?)\)\s*[.;]?\s*$`)

// alternativeBefore: the mark follows an alternative value ("or WAV").
var alternativeBefore = lazyRe(`(?i)(?:\bor|/)\s*[^\s,;]+(?:\s+[^\s,;]+)?\s*$`)

// permissionBound is the bound of a permission ("may loop no more than
// three times", "may run up to 60 seconds", "may be set at 32 px
// minimum", "may carry a video of max. 30 seconds"). "A further 1 MB may be loaded" grants more; it has no bound
// word and stays a permission.
var permissionBound = lazyRe(`(?i)\b(?:no more than|not more than|no fewer than|no less than|at most|at least|up to|no (?:longer|larger|bigger|heavier|shorter|smaller) than|not exceed|minimum|maximum|max|min)\b`)

// grantedAmount is an amount a permission grants: a further, another or an
// additional quantity, or one a value may run or go to ("a further 500 kB",
// "may run to 60 characters", "may go to 200 KB").
var grantedAmount = lazyRe(`(?i)\b(?:a further|another|an additional|additional|an extra|extra)\s+\d[\d.,]*\s*[a-z]+|\b(?:run|go|extend|rise|grow)\s+to\s+\d[\d.,]*\s*[a-z]+`)

// documentText renders the document as plain text with page markers, the
// input of the AI extractor.
func documentText(doc doctext.Document) string {
	var b strings.Builder
	for i, p := range doc.Pages {
		n := p.Number
		if n <= 0 {
			n = i + 1
		}
		fmt.Fprintf(&b, "--- page %d ---\n", n)
		for _, bl := range p.Blocks {
			switch bl.Kind {
			case doctext.BlockHeading:
				b.WriteString(strings.Repeat("#", max(1, min(bl.Level, 6))) + " ")
			case doctext.BlockListItem:
				b.WriteString("- ")
			case doctext.BlockTableRow:
				b.WriteString("| ")
			}
			b.WriteString(bl.Text)
			b.WriteByte('\n')
		}
		if b.Len() > maxAIText {
			break
		}
	}
	s := b.String()
	if len(s) > maxAIText {
		s = s[:maxAIText]
		for !utf8.ValidString(s) {
			s = s[:len(s)-1]
		}
	}
	return s
}

// maxAIText bounds the text sent to an AI extractor.
const maxAIText = 200_000

// sizeScopeRe is a limit's size scope: "for the mobile 320x50", "for
// 300x250 and 728x90 units".
var sizeScopeRe = lazyRe(`(?i)\bfor\s+(?:the\s+|each\s+|all\s+|a\s+)?(?:[a-z-]+\s+){0,3}?(\d{2,4}\s*[x×]\s*\d{2,4}(?:\s*(?:,|and|or|/)\s*\d{2,4}\s*[x×]\s*\d{2,4})*)\b`)

// sizeLabelRe is a size (or sizes) used as the label of the limit after it,
// at the start of a clause or a table cell: "320×50: ≤ 50 kB".
var sizeLabelRe = lazyRe(`(?i)(?:^|[;|]\s*)(?:the\s+)?(\d{2,4}\s*[x×]\s*\d{2,4}(?:\s*(?:,|and|or|/)\s*\d{2,4}\s*[x×]\s*\d{2,4})*)(?:\s*px)?(?:\s+(?:units?|banners?|ads?))?\s*:\s`)

// sizeOpensSentence is a size that opens a sentence (or the clause after
// its announcing label) as its subject, before its verb: "320x50 has to be
// under 50k", "The 300 × 600 unit must not exceed 200 KB", "Update from the
// publisher: the 300x600 may use 200 kB".
var sizeOpensSentence = lazyRe(`(?i)(?:^|:\s)\s*(?:the\s+|a\s+|an\s+|each\s+|every\s+)?(\d{2,4}\s*[x×]\s*\d{2,4})(?:\s*px)?(?:\s+(?:units?|banners?|ads?|creatives?|versions?|formats?|size))?\s+(?:must|shall|should|has to|have to|needs? to|may|can|is|are|stays?|keeps?)\b`)

// resolutionRe names a video resolution a bitrate is for: "@ 1080p",
// "for UHD", "at 720p".
var resolutionRe = lazyRe(`(?i)(?:@|\bfor|\bat|\bin)\s+(?:the\s+)?(2160p|4k|uhd|1080p|full hd|fhd|720p)\b`)

// resolutions are the frame sizes of the resolutions resolutionRe names.
var resolutions = map[string]string{"2160p": "3840x2160", "4k": "3840x2160", "uhd": "3840x2160",
	"1080p": "1920x1080", "full hd": "1920x1080", "fhd": "1920x1080", "720p": "1280x720"}

// resolutionScope is the frame size a bitrate limit is for ("≥ 10 Mbps @
// 1080p"), or nil: only a bitrate depends on the resolution this way.
func resolutionScope(s string) []string {
	m := resolutionRe().FindStringSubmatch(s)
	if m == nil || scanFamilies(s).byField["bitrate"] == nil {
		return nil
	}
	return []string{resolutions[strings.ToLower(m[1])]}
}

// clauseSizeScope is the size scope of clause s of sentence: its own, or
// that of an earlier clause ("First load no more than 100k for the mobile
// 320x50; after user interaction up to 500k").
func clauseSizeScope(s, sentence string) []string {
	if sizes := sizeScope(s); sizes != nil || s == sentence {
		return sizes
	}
	i := strings.Index(sentence, s)
	if i <= 0 {
		return nil
	}
	if m := sizeScopeRe().FindStringIndex(sentence); m != nil && m[1] <= i {
		return sizeScope(sentence[:i])
	}
	return nil
}

// sizeScope returns the sizes a sentence limits its weights or lengths to,
// or nil.
func sizeScope(sentence string) []string {
	m := sizeScopeRe().FindStringSubmatch(sentence)
	if m == nil {
		if labels := sizeLabelRe().FindAllStringSubmatch(sentence, 2); len(labels) == 1 {
			// "320×50: ≤ 50 kB", "… | 300x600: 200 KB": the size
			// labels the limit after it.
			m = labels[0]
		}
	}
	if m == nil {
		// "320x50 has to be under 50k", "The 300x600 may weigh up to
		// 200 KB": the size is the sentence's subject.
		m = sizeOpensSentence().FindStringSubmatch(sentence)
	}
	if m == nil {
		return resolutionScope(sentence)
	}
	f := scanFamilies(sentence)
	if f.byField["fileSize"] == nil && f.byField["duration"] == nil && f.byField["bitrate"] == nil {
		return nil
	}
	if p := ExtractParams(m[1])["dimensions"]; p != nil {
		return p.Allowed
	}
	return nil
}

// specLineHeading reports whether a heading is a specification line: a
// label naming a property, a colon and a value of a technical field or a
// measured quantity ("Loudness: -24 LKFS +/- 2", "Length: :15 or :30").
// A title such as "Section 3: 300x250 banners" names no property.
func specLineHeading(text string) bool {
	label, value, ok := strings.Cut(text, ":")
	if !ok || !isPropertyLabel(label) || strings.TrimSpace(value) == "" {
		return false
	}
	fams := scanFamilies(withDefaultUnit(text))
	return hasSpecValue(fams) || len(fams.measured) > 0
}

// sentenceHeading reports whether a heading's text is prose: a dozen words
// or more that state a requirement in sentences (ending in a full stop, or
// two sentences), which no section title does.
func sentenceHeading(text string) bool {
	text = strings.TrimSpace(text)
	if len(strings.Fields(text)) < 12 {
		return false
	}
	if !strings.HasSuffix(text, ".") && !strings.Contains(text, ". ") {
		return false
	}
	_, _, ok := severityWithWord(text)
	return ok
}

// declaration is a paragraph's statement about the items of its section.
type declaration struct {
	severity compliance.Severity
	word     string
	depth    int // the heading level of the section it speaks for
}

// sectionDeclarationRe says what the items of a section are: "The
// following points are mandatory.", "All items in this section are
// binding." (and, glossed, "Alle Punkte dieses Abschnitts sind
// verbindlich.", "Les points suivants sont obligatoires.").
var sectionDeclarationRe = lazyRe(`(?i)^(?:the\s+|die\s+|les\s+|los\s+|las\s+|i\s+|le\s+|os\s+|as\s+)?(?:following|all(?:\s+the)?|each\s+of\s+the(?:\s+following)?)\s+(?:following\s+)?(?:points|items|requirements|rules|bullets|conditions|statements)(?:\s+following)?(?:\s+(?:of|in|under|below)(?:\s+this\s+(?:section|chapter|part))?)?\s+(?:are|is)\s+(?:all\s+)?(?P<word>mandatory|binding|required|compulsory|obligatory|recommended|optional)\b`)

// sectionDeclaration reads a paragraph declaring what the items of its
// section are.
func sectionDeclaration(text string) (declaration, bool) {
	m := sectionDeclarationRe().FindStringSubmatch(text)
	if m == nil {
		return declaration{}, false
	}
	word := strings.ToLower(m[sectionDeclarationRe().SubexpIndex("word")])
	switch word {
	case "binding", "compulsory", "obligatory":
		word = "mandatory"
	}
	return declaration{severity: legendSeverity(word), word: word}, true
}
