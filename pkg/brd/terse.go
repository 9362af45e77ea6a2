package brd

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Spec sheets state requirements without verbs: "Feed: 1080x1080, 1:1",
// "CTV spots: 1920x1080, 15s and 30s, 29.97 fps", "- ISI: full ISI in every
// unit", "- Job code (format VLT-######) on every asset". Such a line is a
// requirement when it is terse (a label and values, or a short list item)
// and either carries a measurable value or says where or on what it applies.

var (
	// specLabel is a short label ending in a colon at the start of a line.
	specLabel = lazyRe(`^\s*(?:[^:.;!?]|\.\S|\.$|[A-Za-z]\.\s?){1,40}:\s+\S`)
	// scopeWords say that something applies to every asset or at a fixed
	// place ("on every asset", "in each unit", "on final frame").
	// A place in the creative says where too ("in the footer", "at the
	// bottom", "on frame 1", "above the fold").
	scopeWords = lazyRe(`(?i)\b(?:every|each|all)\s+\w+|\b(?:first|final|last|end|opening|closing)\s+(?:frames?|cards?|slates?|screens?|pages?|slides?)\b` +
		`|\b(?:in|on|at|into)\s+(?:the\s+)?(?:footer|header|bottom|top|end[- ]card|end[- ]frame|end[- ]slate|frame\s+\d+|slide\s+\d+|screen\s+\d+)\b|\b(?:above|below)\s+the\s+fold\b`)
	// finiteVerb marks narrative prose ("The campaign runs…", "We will…"),
	// which is not spec shorthand even when it is short.
	finiteVerb = lazyRe(`(?i)\b(?:is|are|was|were|will|would|has|have|had|does|did|we|our|you|your|runs|launches|supports|includes|means|looks)\b`)
)

// maxTerseWords bounds a spec-sheet line; longer text is prose.
const maxTerseWords = 25

// maxCopulaWords bounds a sentence saying what a kind of asset is in
// values of several kinds (see copulaSpec).
const maxCopulaWords = 40

// terseSpec reports whether sentence s of block b reads as an implicit
// requirement of a spec sheet (see the comment above): a labelled line with
// a measurable value, or a labelled line or list item about a field that
// says where or on what it applies. The caller has found no normative
// wording in it.
func terseSpec(b Block, s string) bool {
	words := strings.Fields(s)
	if len(words) == 0 || len(words) > maxCopulaWords {
		return false
	}
	if m := valuesAre().FindStringSubmatch(s); m != nil && technicalFamilies(scanFamilies(m[1])) == 1 &&
		!wordRe().MatchString(andOr().ReplaceAllString(m[1], " ")) {
		// "The Standard's display sizes are 300x250, 728x90 and
		// 320x50": a sentence whose subject names the values and whose
		// predicate is nothing but them states the allowed set.
		return true
	}
	labelled := specLabel().MatchString(s)
	fams := scanFamilies(s)
	// A line's number ("R4.1 Feed images are …") opens no subject.
	unnumbered := lineNumber().ReplaceAllString(s, "")
	if !labelled && copulaSpec().MatchString(unnumbered) && technicalFamilies(fams) >= 2 && (b.Kind == KindListItem || !ownDeliverable(unnumbered)) {
		// (Such a sentence may run longer than a spec-sheet line: "Masters
		// are ProRes 422 HQ in a MOV container, 1920 × 1080, progressive,
		// at 25 fps for UK jobs and 29.97 fps for US jobs".)
		// "- Spots are 6 or 15 seconds long, 1920 x 1080, MP4",
		// "Delivery files are MP4 (H.264) with AAC audio at 48 kHz": a
		// list item or sentence saying what the assets are, in values of
		// several kinds. In prose, "The spots are 6 seconds long, 1280 x
		// 720" describes the plan's own deliverables.
		return true
	}
	if len(words) > maxTerseWords {
		return false
	}
	if !labelled && technicalFamilies(fams) == 1 && statedMeasure().MatchString(s) && classCopula(unnumbered) {
		// "- Spots are 20 or 30 seconds long", "- Emails are 600 px
		// wide", "- Spots are :15 and :30; no other lengths": a list item
		// or sentence saying what every asset of a kind measures.
		return true
	}
	// A list item, or a short line without a verb (a slide's bullet whose
	// glyph was a picture).
	item := b.Kind == KindListItem || len(words) <= 12 && !finiteVerb().MatchString(s)
	if !labelled && printSpecLine(unnumbered, fams) {
		// "Trim size 8.5 x 11 in with 0.125 in bleed on all sides": a
		// print measurement named and given, however long the line.
		return true
	}
	if !labelled && !item {
		return false
	}
	body := s
	if labelled {
		body = s[strings.Index(s, ":")+1:]
	}
	if finiteVerb().MatchString(body) {
		return false
	}
	if fams.byField["naming"] != nil && placeholderTemplate().MatchString(s) {
		// "- ACM_[Market]_[WxH]_V##" under a naming heading: a template
		// with placeholders is the convention itself.
		return true
	}
	if (labelled || item) && len(itemCounts(body)) > 0 {
		// "Quick replies: up to 5", "- 12 slides or fewer per deck":
		// a bounded count of things (counts.go) is the line's value.
		return true
	}
	if labelled && (len(fams.measured) > 0 || hasSpecValue(fams)) {
		// "Feed: 1080x1080, 1:1": a label and its values. An unlabelled
		// item with values only ("- Leaderboard 728x90") is inventory.
		return true
	}
	if !labelled && item && (namedValue(s, fams) || valuesOnly(s, fams)) {
		// "Frame rate 24fps", "Loop limit 2x": an item that names a
		// field and gives its value.
		return true
	}
	if item && !labelled && len(words) <= 10 && stateFields[ClassifyField(s)] && statePredicate().MatchString(s) {
		// "- Captions burned in for social reuse", "- ISI visible from
		// frame 1": an item saying a state the asset must be in.
		return true
	}
	if labelled && subjectFields[ClassifyField(s[:strings.Index(s, ":")])] {
		// "Fonts: embedded in the package", "Fair bal.: risk info with
		// the same prominence as claims": the label names what the line
		// requires.
		return true
	}
	return ClassifyField(s) != "" && scopeWords().MatchString(s)
}

// stateFields are fields of what an asset shows or carries, whose terse
// items state a state ("captions burned in").
var stateFields = map[string]bool{"accessibility": true, "safetyInfo": true, "fairBalance": true, "disclaimers": true, "indication": true, "typography": true, "brandGuidelines": true}

// statePredicate is a state an asset must be in ("burned in", "embedded",
// "visible").
var statePredicate = lazyRe(`(?i)\b(?:burn(?:ed|t)[- ]in|embedded|visible|legible|on screen|present)\b`)

// statedMeasure follows a value with the dimension it measures ("30
// seconds long", "600 px wide"), closes the values off ("no other
// lengths", "only", "exactly 6 seconds") or offers a choice of them ("15
// or 30 seconds", "1080x1080 or 1080x1350"): what a kind of asset must
// measure, where a description gives one figure.
var statedMeasure = lazyRe(`(?i)\d\s*(?:[a-z]+\.?\s+)?(?:long|wide|high|tall)\b|\bno other\b|\bonly\b|\bexactly\s+\d|\d[\d.:x×]*\s*(?:[a-z]+\s+)?or\s+:?\d`)

// classCopula reports whether a line opens by saying what a whole kind of
// asset is ("Spots are …", "Each email is …"), not one deliverable ("Our
// hero spot is 30 seconds long": a plan's description).
func classCopula(s string) bool {
	m := strings.ToLower(strings.TrimSpace(copulaSpec().FindString(s)))
	if m == "" || ownDeliverable(s) {
		return false
	}
	m = strings.TrimSuffix(m, " for")
	return strings.HasSuffix(m, " are") || strings.HasSuffix(m, " run") || strings.HasSuffix(m, " last") || strings.HasPrefix(m, "each ") || strings.HasPrefix(m, "every ")
}

// ownDeliverable reports whether a line's subject is the plan's own
// ("Our hero spot is …", "The spots are …"), not a kind of asset.
func ownDeliverable(s string) bool {
	m := strings.ToLower(strings.TrimSpace(copulaSpec().FindString(s)))
	return strings.HasPrefix(m, "our ") || strings.HasPrefix(m, "the ")
}

// lineNumber is a requirement's number opening its line ("R4.1 ", "3.2.1
// ", "A.1.6 ", "FR-12. ").
var lineNumber = lazyRe(`^\s*(?:[A-Za-z]{1,3}[-.]?)?\d+(?:\.\d+)*[.)]?\s+`)

// copulaSpec opens a line that says what the assets are ("Spots are …",
// "The master file is …").
var copulaSpec = lazyRe(`(?i)^(?:the |all |our |each |every )?(?:[\w-]+ ){0,3}?(?:spots?|videos?|banners?|units?|files?|ads?|advertisements?|adverts?|creatives?|assets?|images?|stills?|masters?|versions?|cut-?downs?|bumpers?|e-?mails?|templates?|slides?|posters?)\s+(?:are|is|run|runs|last|lasts)\s+(?:for\s+)?`)

// technicalFamilies counts the technical fields whose values a text
// states.
func technicalFamilies(f families) int {
	n := 0
	for fld := range f.byField {
		if technicalFields[fld] {
			n++
		}
	}
	return n
}

// valuesOnly reports whether a line is nothing but values of two or more
// technical families ("1920×1080, 16:9", "1920x1080, MP4 H.264, 29.97
// fps") or a choice of formats ("JPG, PNG or HTML5"): a specification,
// where a single value ("300x250") is more often inventory. Units, format
// and codec names are values, not words.
func valuesOnly(s string, f families) bool {
	formats := f.byField["format"]
	if technicalFamilies(f) < 2 && (technicalFamilies(f) != 1 || formats == nil || len(formats.Allowed) < 2) {
		return false
	}
	bare := codecRe().ReplaceAllString(formatRe().ReplaceAllString(asciiLower(s), " "), " ")
	return !wordRe().MatchString(valueWords().ReplaceAllString(bare, " "))
}

// valueWords are the words of a line of values that are no words: units,
// joiners and bounds ("29.97 fps", "or", "max.").
var valueWords = lazyRe(`\b(?:fps|kbps|mbps|pixels|secs?|seconds|mins?|minutes|khz|lufs|lkfs|dbtp|dpi|bytes|and|or|max|min|maximum|minimum|only|progressive|interlaced|constant)\b`)

// wordRe finds a word of three letters or more that is not a unit.
var wordRe = lazyRe(`(?i)\b(?:[a-z]{3,})\b`)

// hasSpecValue reports whether a text states a technical, naming or code
// value.
func hasSpecValue(f families) bool {
	for fld := range f.byField {
		if technicalFields[fld] || fld == "naming" || fld == "fdaFilingNumber" {
			return true
		}
	}
	return false
}

// namedValue reports whether an item opens by naming a field and then
// gives a value of it ("Frame rate 24fps", "Max file size 150KB"), unlike
// inventory that names a unit ("Medium Rectangle 300x250").
func namedValue(s string, f families) bool {
	i := strings.IndexFunc(s, func(r rune) bool { return r >= '0' && r <= '9' })
	if i <= 0 {
		return false
	}
	if len(f.measured) > 0 && strings.TrimSpace(s[:i]) != "" {
		return true // "Loudness -23 LUFS", "Headline 40 characters"
	}
	field := ClassifyField(s[:i])
	if field == "" {
		return false
	}
	if f.byField[field] != nil || f.extra != nil && subjectFields[field] {
		// "Border 1px": a subject field and its measure.
		return true
	}
	for _, m := range f.measured {
		if m.field == field {
			return true
		}
	}
	return false
}

// labelDefaultUnits are the units bare numbers take on a specification line
// whose label names the field ("Frame rate: 24 / 30" is in fps). File sizes
// and bitrates have no default: "150" could be KB or MB.
var labelDefaultUnits = map[string]string{"frameRate": "fps", "duration": "s"}

// withDefaultUnit appends the unit of a labelled line's field to its bare
// numbers ("Frame rate: 24 / 30" reads "24 fps / 30 fps").
func withDefaultUnit(s string) string {
	i := strings.Index(s, ":")
	if i <= 0 || !specLabel().MatchString(s) {
		return s
	}
	label := s[:i]
	unit := labelDefaultUnits[ClassifyField(label)]
	if unit == "" || labelUnit().MatchString(label) {
		return s
	}
	f := scanFamilies(s[i+1:])
	if f.byField[ClassifyField(label)] != nil {
		return s // the values carry their unit
	}
	return label + ":" + withLabelUnit(unit, s[i+1:])
}

// valuesAre is a sentence saying what a field's values are: "The display
// sizes are …", "Accepted formats are …".
var valuesAre = lazyRe(`(?i)^(?:the\s+|our\s+|all\s+)?(?:[\w’'-]+\s+){0,3}?(?:sizes|formats|dimensions|lengths|durations|frame rates|aspect ratios|codecs|file types)\s+(?:are|is)\s+(.+?)\.?$`)

// andOr are the words joining a list's values.
var andOr = lazyRe(`(?i)\b(?:and|or|px|pixels)\b`)

// Working documents list requirements under a heading that says what they
// are, in fragments without a verb of obligation: "Mandatories" over
// "“Actor portrayal” on every shot of a person", "3. Requirements – all
// assets" over "Alt text on every image", "Recommendations" over "Design
// for sound off", "5. Not accepted (any file)" over "Variable frame
// rate.". headingLevel reads the heading; headedLine says which lines
// under it it speaks for; a refused line is read as the ban it is
// (asRefusal). The later stages give such a line its field, scope and
// parameters as any other requirement, and the stated-requirement stage
// (stated.go) still drops the lines about people, process and the
// document.

// sectionLevel is what a heading says of the lines under it.
type sectionLevel int

const (
	noLevel       sectionLevel = iota
	levelRequired              // "Mandatory content", "Requirements", "Checklist"
	levelAdvice                // "Recommendations", "Nice to have (not checked by MLR)"
	levelRefused               // "Not accepted", "Please do not", "Don'ts"
)

// severity is the severity of a line under a heading of the level.
func (l sectionLevel) severity() compliance.Severity {
	if l == levelAdvice {
		return compliance.SeverityWarning
	}
	return compliance.SeverityCritical
}

var (
	// sectionNumber opens a heading with its number ("5.", "3.2", "B.").
	sectionNumber = `^\W*(?:\d+(?:\.\d+)*\.?\s+|[A-Z][.)]\s+)?`
	// refusedHeading says its lines are refused: "5. Not accepted (any
	// file)", "Please do not", "Don'ts", "Prohibited content", "What we
	// don't accept", "What content is never accepted?".
	refusedHeading = lazyRe(`(?i)` + sectionNumber + `(?:please\s+)?(?:(?:is|are)\s+)?(?:not\s+(?:accepted|allowed|permitted|supported|acceptable)|do\s+not|don['’]?ts?|never|avoid|prohibited|forbidden|banned|disallowed|unacceptable|rejected(?:\s+creative)?|what\s+(?:we|you)\s+(?:do\s+not|don['’]?t|can(?:not|['’]t)|won['’]?t)\s+(?:accept|allow|use|do)|(?:things\s+)?to\s+avoid|prohibited\s+content|restricted\s+content)\b` +
		// A question heading of a help page or FAQ that asks what is
		// refused: "Q13. What content is never accepted?", "Which files
		// are rejected?".
		`|(?i)^\W*(?:q\d+[.:)]?\s+)?(?:what|which)\s+(?:[\w-]+\s+){0,4}?(?:is|are|gets?)\s+(?:(?:never|not)\s+(?:accepted|allowed|permitted|supported)|prohibited|rejected|refused|declined|banned)\b[^?]*\?\s*$`)
	// requiredSectionHeading says its lines are required: "Required
	// slides", "Mandatories (MLR will reject without these)", "3.
	// Requirements – all assets", "Content requirements on every HCP
	// asset", "Must-haves", "Checklist".
	requiredSectionHeading = lazyRe(`(?i)` + sectionNumber + `(?:[\w-]+\s+){0,2}?(?:required|mandatory|mandatories|must[- ]haves?|musts|requirements|checklist|mandatory\s+content)\b|(?i)` + sectionNumber + `do(?:s|['’]s)?\s*:?\s*$`)
	// adviceHeading says its lines are advice: "Recommendations", "Best
	// practices (not enforced by the exchange)", "Nice to have", "Tips".
	adviceHeading = lazyRe(`(?i)` + sectionNumber + `(?:[\w-]+\s+){0,2}?(?:recommended|recommendations?|best\s+practices?|good\s+practices?|tips|nice[- ]to[- ]haves?|should[- ]haves?)\b`)
	// notCreativeRequirements are requirements of something other than
	// the creative (the business, the system, the project), and headings
	// that deny a level ("Not required", "Optional").
	notCreativeRequirements = lazyRe(`(?i)\b(?:business|functional|non-functional|system|user|project|reporting|data|security|hosting|legal entity|commercial|contract(?:ual)?|payment|budget|timeline|schedule|not\s+(?:required|mandatory|recommended)|optional|no\s+longer)\b`)
)

// maxLevelHeadingWords bounds a heading that says what its lines are; a
// longer one is a sentence printed as a heading.
const maxLevelHeadingWords = 10

// headingLevel reads what heading h says of the lines under it, and the
// words that say it.
func headingLevel(h string) (sectionLevel, string) {
	if len(strings.Fields(h)) > maxLevelHeadingWords {
		return noLevel, ""
	}
	if m := refusedHeading().FindString(h); m != "" {
		return levelRefused, strings.TrimSpace(strings.TrimLeft(m, "0123456789.) "))
	}
	if notCreativeRequirements().MatchString(h) {
		return noLevel, ""
	}
	if m := adviceHeading().FindString(h); m != "" {
		return levelAdvice, strings.TrimSpace(strings.TrimLeft(m, "0123456789.) "))
	}
	if m := requiredSectionHeading().FindString(h); m != "" {
		return levelRequired, strings.TrimSpace(strings.TrimLeft(m, "0123456789.) "))
	}
	return noLevel, ""
}

// headedLine reports whether sentence s of block b is a line a heading's
// level speaks for: a list item, or a short paragraph that is no lead-in
// (a slide's bullet whose glyph was lost, a line of a pasted checklist).
// A longer paragraph under the heading is prose that states its own level
// or explains.
func headedLine(b Block, s string) bool {
	switch {
	case strings.HasSuffix(strings.TrimSpace(s), ":"):
		return false // a lead-in: its items are the lines
	case aboutTheDocument().MatchString(s) || notAConditionRe().MatchString(s):
		return false // "The items below are checked at MLR", "These are tips, not conditions"
	case partySubject().MatchString(s) && !weAdvise().MatchString(s) || processWords().MatchString(s) || ownProcessing().MatchString(s):
		return false // who does what around the creative ("We accept tags from …")
	case reviewOutcome().MatchString(s) || noNeed().MatchString(s):
		return false // what review does with it
	case b.Kind == KindListItem:
		return true
	}
	// A paragraph speaks for itself unless it is a fragment: a sentence
	// with a verb of its own ("The journal is printed web offset")
	// describes; a relative clause does not count ("“Actor portrayal” on
	// every shot of a person who is not a real patient").
	// It must also name what it is about (a field's words or a value):
	// a short paragraph that names nothing explains ("Character limits
	// count letters, digits and spaces").
	main := relativeClause().ReplaceAllString(s, "")
	return b.Kind == KindParagraph && len(strings.Fields(s)) <= maxTerseWords && !finiteVerb().MatchString(main) &&
		(ClassifyField(s) != "" || hasSpecValue(scanFamilies(s)))
}

// relativeClause is a clause qualifying a noun ("who is not a real
// patient", "that makes a claim").
var relativeClause = lazyRe(`(?i)\b(?:who|that|which|whose|where|when|if|unless)\b.*$`)

// notAConditionRe is a line saying what follows binds no one ("they are
// not conditions of acceptance", "not checked by MLR").
var notAConditionRe = lazyRe(`(?i)\bnot\s+(?:a\s+)?(?:conditions?|checked|enforced|binding|requirements?)\b|\b(?:are|is)\s+(?:only\s+)?(?:suggestions?|tips|guidance|examples?)\b`)

// refusalStart opens a line that already says it is refused ("No GIFs",
// "Never shrink the ISI").
var refusalStart = lazyRe(`(?i)^\W*(?:no|not|never|don['’]?t|do not|avoid|without)\b`)

// asRefusal words a line listed under a refusing heading as the ban it is,
// so that the parameter stage reads its values as excluded ("Variable
// frame rate." under "Not accepted" reads "No variable frame rate.").
func asRefusal(text string) string {
	if refusalStart().MatchString(text) {
		return text
	}
	r, size := utf8.DecodeRuneInString(text)
	if unicode.IsUpper(r) && !allCapsWord(text) {
		text = string(unicode.ToLower(r)) + text[size:]
	}
	return "No " + text
}

// allCapsWord reports whether text opens with a word in capitals or an
// acronym ("VPAID", "ISI"), which keeps its case.
func allCapsWord(text string) bool {
	w, _, _ := strings.Cut(text, " ")
	return len(w) > 1 && strings.ToUpper(w) == w
}

// Standards and handbooks state what every asset of a kind carries in the
// present tense, as a norm: "Every image has alt text", "Every link carries
// utm_source=…", "Banners carry it in a scrolling ISI panel", "Medicines
// under additional monitoring carry the black triangle". Such a sentence
// is a requirement when its subject is a whole kind of asset (every, each
// or all of them, or a bare plural), its verb says what the asset has or
// shows, and what it has is named by a field's words. A plan describing its
// own deliverables ("The hero spot shows a family at breakfast", "Our
// emails include a savings offer") has a definite or possessive subject.

// carrierStatement matches such a sentence; a line's number or checkbox
// may open it ("☐ AC-3 Every image in a message has alt text").
var carrierStatement = lazyRe(`(?i)^\W*(?:[A-Za-z]{1,3}[-.]?\d+(?:\.\d+)*[.)]?\s+|\d+(?:\.\d+)*[.)]?\s+)?` +
	`(?:(?:every|each|all)\s+(?:[\w’'-]+\s+){0,3}?|(?:[\w’'-]+\s+){0,2}?)` +
	`(?:assets?|units?|banners?|ads?|adverts?|creatives?|images?|pictures?|emails?|e-mails?|messages?|templates?|modules?|links?|videos?|spots?|films?|frames?|slides?|pages?|screens?|posts?|stories|reels?|medicines?|products?|materials?|pieces?|versions?|files?|file\s*names?)` +
	`(?:\s+(?:with|for|in|on|that|which|subject to|under)\s+[^,;:.]{1,50}?)?` +
	`\s+(?:has|have|carry|carries|show|shows|include|includes|contain|contains|display|displays|get|gets|bear|bears|ship with|ships with|come with|comes with|open with|opens with|end with|ends with|start with|starts with|link to|links to|state|states|use|uses|follow|follows)\b`)

// definiteSubject opens with a definite, possessive or single subject ("The
// hero spot", "Our emails", "A banner"): a plan's own deliverables, where
// a norm's subject is a whole kind ("Every …", "All …", a bare plural).
var definiteSubject = lazyRe(`(?i)^\W*(?:[A-Za-z]{1,3}[-.]?\d+(?:\.\d+)*[.)]?\s+|\d+(?:\.\d+)*[.)]?\s+)?(?:the|our|your|their|its|this|these|those|that|my|a|an|one|we|you)\b`)

// carrierRequirement reports whether sentence s states what every asset of
// a kind carries (see carrierStatement) and names a field.
func carrierRequirement(s string) bool {
	if len(strings.Fields(s)) > maxTerseWords+5 || definiteSubject().MatchString(s) || !carrierStatement().MatchString(s) {
		return false
	}
	if partySubject().MatchString(s) || processWords().MatchString(s) || placementOrProcess().MatchString(s) {
		return false
	}
	return ClassifyField(s) != ""
}

// leadingClauseNumber is a requirement's number in a document's numbering
// ("4.2.2 ", "R4.1 ", "FR-12 ", "AC-3 ") and the word after it.
var leadingClauseNumber = lazyRe(`^\s*(?:[A-Za-z]{1,4}[-.]?\d+(?:\.\d+)*|\d+(?:\.\d+)+)[.)]?\s+(\p{Lu}[\p{L}’'-]*)`)

// unitWord is a unit written after a number ("2.5 GB", "1.5 Mbps").
var unitWord = lazyRe(`(?i)^(?:[kmgt]i?b|[kmgt]bps|[kmg]?hz|[kmgt]?bytes?|px|pt|fps|lufs|lkfs|dbtp|db|ms|mm|cm|in|kb/s|mb/s)$`)

// mediaName is a file format or codec whose name is letters and a digit
// ("MP4 H.264, max 100 MB"), not a clause number.
var mediaName = lazyRe(`(?i)^(?:mp[1234]|m4[av]|mpeg-?[1-4]|h\.?26[1-6]|x26[45]|ac-?3|e-?ac-?3|aac|vp[89]|av1|mxf|3gp)[.)]?$`)

// withoutClauseNumber is s without its clause number. A number before a
// unit ("2.5 GB max"), a plain number ("300 x 250 …", "15 seconds") and a
// decimal before a lower-case word ("1.5 seconds") are values and stay.
func withoutClauseNumber(s string) string {
	m := leadingClauseNumber().FindStringSubmatchIndex(s)
	if m == nil || unitWord().MatchString(s[m[2]:m[3]]) || mediaName().MatchString(strings.TrimSpace(s[:m[2]])) {
		return s
	}
	return s[m[2]:]
}
