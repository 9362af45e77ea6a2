package brd

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Stated requirements without a measurable value (classification stage).
// A candidate reads as a requirement (its modal, its legend mark, the
// checklist or Do/Don't list it sits in), but no field's keywords and no
// family's values name what it is about: "Never use first names of real
// employees", "No comparisons with other medicines", "The last bubble
// should offer the survey". Such a candidate used to give no rule at all.
// It now gives one rule of the classifier's best guess (brandGuidelines,
// the spec's field for creative conduct, when no keyword fits), without
// parameters: a person or the AI validator judges it (the perception
// path), and offline it never fails an asset. Its confidence says why it
// is unmeasured.

// statedReason is the confidence reason of such a rule.
const statedReason = "stated requirement with no measurable value: manual review"

// statedConfidence is the confidence of a stated requirement: its wording
// makes it a requirement, but no keyword says which field it is. It is
// below minConfidence, so such a rule arrives disabled for review: on the
// seen sets about two in three of them quote a requirement of the answer
// key and one in four has the key's field (docs/brd.md); enabled, the rest
// would add a manual-review line to every asset's check.
const statedConfidence = 0.45

// statedRequirement reports whether a candidate that no family or field
// turned into a rule still states a requirement on the creative: it is
// required or advised (a permission or a note is none), and it is not about
// the people and the process around the creative (deliveries, reviews,
// fees, schedules), nor about where the creative runs.
func statedRequirement(c candidate) bool {
	if c.column != nil || c.preset != nil {
		return false
	}
	if c.severity != compliance.SeverityCritical && c.severity != compliance.SeverityWarning {
		return false
	}
	q := c.quote
	switch {
	case notProducedCell().MatchString(c.leadIn):
		return false // a row whose status says it was dropped or superseded
	case statedWords(q) < 3:
		return false // a label or a level mark ("(Mandatory)", "Assignee")
	case aboutTheDocument().MatchString(q) || levelWords(q) >= 3:
		return false // a legend or a pointer to other text
	case partySubject().MatchString(q) && !weAdvise().MatchString(q) || processWords().MatchString(q):
		return false // who does what and when around the creative
	case placementOrProcess().MatchString(q) || audienceOfMedicine().MatchString(q):
		return false // where it runs, whom it targets, how it is cleared
	case reviewOutcome().MatchString(q) || noNeed().MatchString(q):
		return false // what review does with it, or what need not be done
	case strings.HasSuffix(strings.TrimSpace(q), ":"):
		return false // a lead-in: its items are the requirements
	}
	return true
}

// statedWords counts the words of text that say something: words of two
// letters or more, not counting a requirement's ID ("EM-03", "REQ-4.5") and
// level words in capitals ("REQUIRED", "MUST").
func statedWords(text string) int {
	n := 0
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '’' && r != '\''
	}) {
		if strings.IndexFunc(w, unicode.IsDigit) >= 0 || levelCaps[w] || len([]rune(w)) < 2 {
			continue
		}
		n++
	}
	return n
}

var levelCaps = map[string]bool{"MUST": true, "SHALL": true, "SHOULD": true, "MAY": true, "REQUIRED": true, "RECOMMENDED": true,
	"MANDATORY": true, "ADVISORY": true, "ADVISED": true, "DESIRABLE": true, "OPTIONAL": true, "NICE": true, "NOT": true}

// aboutTheDocument is a sentence about the document itself: a legend of its
// level words ("“Must” is mandatory", "SHOULD: the requirement is
// recommended", "Lines marked (advisory) are good practice"), a statement
// about its parts ("Items in the table are mandatory", "Every creative must
// meet the limits on the Specs tab") or a pointer to other text ("shall meet
// the requirements in section 6").
var aboutTheDocument = lazyRe(`(?i)` +
	`\b(?:this|these|the following|the above|its|their)\s+(?:[\w-]+\s+)?(?:document|guide|guidelines|page|section|annex|appendix|exhibit|policy|specifications?|specs|standards?|table|list|sheet|tab|checklist|brief|brd|chapter|handbook|matrix|template|requirements?|criteria|limits|rules|points|items|lines|rows|columns|cells)\b` +
	`|\b(?:section|clause|annex|appendix|exhibit|chapter|table|tab|sheet)\s+(?:[\d§]|(?-i:[A-Z])(?:\b|\d))` +
	`|\b(?:lines?|items?|points?|rows?|cells?|columns?|statements?|sentences?|requirements?|standards?|specs|specifications|tips|targets|answers?|values)\s+(?:marked|that say|using|whose|without either|in (?:the|this|a|yellow|blue|red|green)|labell?ed|with a)\b` +
	`|["“‘«„]\s*(?:must|must not|shall|should|may|mandatory|required|recommended|advised|advisory|optional|preferred|ideally|nice to have|if possible|target)\s*["”’»“]` +
	`|\b(?:must|shall|should|may|mandatory|required|recommended|advisory|desirable|optional)\s*(?:=|means\b|marks\b)` +
	`|\bkey ?words\b[^.;]{0,40}\b(?:must|shall|should|may)\b|\bthe words?\s+(?:must|shall|should|may)\b` +
	`|\b(?:level|priority|type|status)\s+[\w“”"]+\s*(?:\([^)]*\)\s*)?[:=]` +
	`|\bsays?\s+(?:[“"'‘]|must\b|should\b|shall\b|may\b|we suggest|tip\b)` +
	`|\bmarked\b` +
	`|\b(?:column|row|table|tab|sheet|legend|icon|symbol)s?\s+(?:says|say|shows|gives|lists|states|marks|means)\b` +
	`|\b(?:required|recommended|mandatory|advisory|desirable|optional)\s+(?:standards|specs|specifications|requirements|values|items|lines|rows|tips|properties)\b` +
	`|\b(?:is|are)\s+(?:not\s+)?(?:mandatory|binding|obligatory|advice|good practice|best practice|recommended practice|recommendations?|house style|craft advice|script requirements)\s*[.;:]?\s*$`)

// audienceOfMedicine is where a kind of medicine may be advertised at all
// ("Prescription medicines may not be advertised to the public", "cannot
// be promoted in sponsored brand ads", "may not be broadcast"): a condition
// on the campaign, not on the creative's content.
var audienceOfMedicine = lazyRe(`(?i)\b(?:advertised|promoted|broadcast|listed)\s+(?:to|in|on)\b|\bbe\s+(?:advertised|promoted|broadcast)\b`)

// reviewOutcome says what review does when a line is not met, in a
// legend's words: "never blocks a launch", "the release is not held for
// it", "an email that fails one is not scheduled", "will not activate the
// asset until it is met". (A refusal of the creative itself, "silent ads
// are rejected", is no such outcome.)
var reviewOutcome = lazyRe(`(?i)\b(?:never|not|n['’]t|no longer|until|without)\s+(?:be\s+)?(?:\w+\s+)?(?:block(?:s|ed)?|blocking|held|hold(?:s)? up|delay(?:s|ed)?|releas(?:e|ed)|activat(?:e|ed)|approv(?:e|ed)|scheduled|certif(?:y|ied)|cause (?:a )?rejection|reject(?:s|ed)?|return(?:s|ed)?|disapprove[sd]?|checked|enforced|stop release)\b|\bfails? (?:a|an|one|it)\b`)

// noNeed is a need denied: "You don't need to judge whether it is
// serious", "no action is required".
var noNeed = lazyRe(`(?i)\b(?:do not|don['’]t|does not|doesn['’]t)\s+(?:\w+\s+)?need\b|\bneed not\b|\bno action is (?:required|needed)\b`)

// levelWord is a word that names a level of requirement.
var levelWord = lazyRe(`(?i)\b(?:must|shall|should|may|could|won['’]t|mandatory|required|recommended|advisory|desirable|optional|preferred)\b`)

// levelWords counts the distinct level words of text: a sentence naming
// three of them ("Must have items block the release; Should have items are
// expected; Could have items are optional") explains the levels, it
// states no requirement.
func levelWords(text string) int {
	seen := map[string]bool{}
	for _, w := range levelWord().FindAllString(text, -1) {
		seen[strings.ToLower(w)] = true
	}
	return len(seen)
}

// partySubject opens with someone other than the creative: the supplier,
// the agency, the publisher, the reviewers, the system ("The Agency SHALL
// supply it on request", "Supplier shall deliver layered source files",
// "We never share recipient addresses"). "We recommend …" and "We suggest
// …" are advice on the creative and stay.
var partySubject = lazyRe(`(?i)^\W*(?:[\d.]+\s+|[A-Z]{1,5}-?[\d.]+\s+)?(?:the\s+)?(?:suppliers?|agency|agencies|vendors?|contractors?|publishers?|partners?|client|company|buyer|parties|exhibitors?|affiliates?|reviewers?|signator(?:y|ies)|originator|producers?|media agency|ad ops|administrators?|system|we|our\s+[\w-]+)\b`)

// weAdvise is advice a publisher gives on the creative ("We recommend
// white or light text", "We suggest a scroll speed of …").
var weAdvise = lazyRe(`(?i)^\W*we\s+(?:strongly\s+)?(?:recommend|suggest|advise|prefer|ask)`)

// processWords are the words of delivery, review, money and schedule
// ("Reminders are sent between 09:00 and 19:00").
var processWords = lazyRe(`(?i)\b(?:(?:is|are|be)\s+sent|ready\s+(?:for|by|before)|meetings?|phase\s+\d|we(?:'ll|’ll| will)|between\s+\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?\s+and\s+\d|upload(?:s|ing)?|uploaded\s+(?:to|through|via|by|before|in)|submit(?:ted|s|ting)?|submission|invoices?|invoiced|fees?|budgets?|payments?|business days|working days|deadlines?|certif(?:ied|ication)|verified|verification|accounts?|portal|booked|booking|trafficked|trafficking|targeted|targeting|sign(?:ed)?[- ]off|escalate|go[- ]live|estimates?|quotes?|proposals?|on request|insertion orders?|contracts?|agreement|consent|subcontract|purchase orders?|disputes?|disputed|expenses|termination|indemnif\w*|courts?|SOWs?|change orders?|parties|liabilit\w*|warrant(?:y|ies)|signatures?|audit trails?|encrypt\w*|authenticat\w*|incidents?)\b`)

// statedField is the field of a stated requirement: the kind its words
// say (statedKinds: more telling than the one weak keyword the guess
// rests on), else the classifier's best guess, else brandGuidelines. A guess whose checker would compare the
// creative with a pattern of its own (a filing number, a file name, an
// audience) is no guess to make from one weak keyword ("acronyms such as
// FDA may stay in capitals" is no filing-number rule).
func statedField(guess, text string) string {
	for _, k := range statedKinds {
		if k.re().MatchString(text) {
			return k.field
		}
	}
	if guess != "" && !patternFields[guess] {
		return guess
	}
	return "brandGuidelines"
}

// statedKinds are what a stated requirement is about when no field keyword
// names it, in the words such requirements use: copy quoted to be carried
// word for word is a mandatory statement ("every message shall end with
// “Reply STOP to opt out”", "must include “Use only as directed.”"); where
// links lead and how they are built is the creative's metadata ("links may
// not use URL shorteners", "{{unsubscribe_link}} | Required in every
// template"); testing how it renders in dark mode, at a zoom level or
// with a keyboard is accessibility (a dark-mode version of an image is a
// brand asset); a file type refused outright ("No animated GIFs in
// email", "animated images are not allowed") is the format's rule; how
// loud the mix is, in any of loudness's words ("a loudness range of 6 LU
// or less", "mix to about 79 Leq(m)", "measured with ITU-R BS.1770"), is
// the loudness rule's. (Where a link may lead, "the only destination allowed is
// …", is no such construction: no guess.) They decide only the field of a rule that arrives for
// review, never that a sentence is a rule.
var statedKinds = []struct {
	field string
	re    func() *filteredRe
}{
	{"disclaimers", lazyRe(`(?i)\b(?:include|includes|show|shows|end|ends|begin|begins|start|starts|say|says|read|reads|carry|carries|state|states|display|displays|contain|contains)\s+(?:with\s+|the\s+(?:words?|line|sentence|statement|text)\s+)?["“„«][^"”»]{4,}["”»]|["“„«][^"”»]{4,}["”»]\s+(?:must|shall|should)\s+(?:appear|be (?:shown|displayed|included|used))`)},
	{"format", lazyRe(`(?i)\b(?:no|never)\s+(?:animated\s+|static\s+)?(?:gif|jpe?g|png|swf|flash|webp|svg|mp4|mov|pdf|html5?)s?\b|\b(?:animated\s+)?(?:gif|jpe?g|png|swf|flash|webp|svg|mp4|mov|pdf|image)s?\s+(?:files?\s+)?(?:are|is)\s+not\s+(?:allowed|accepted|permitted|supported)\b`)},
	{"audioLoudness", lazyRe(`(?i)\bloudness\b|\blufs\b|\blkfs\b|\bleq\b|\blra\b|\bbs\.?\s?1770\b|\btrue[- ]peak\b`)},
	{"metadata", lazyRe(`(?i)\bshorteners?\b|\bredirects?\b|\bquery strings?\b|\bdeep[- ]links?\b|\butm_\w+|\{\{[^}]+\}\}`)},
	{"accessibility", lazyRe(`(?i)\b(?:test(?:ed|s)?|check(?:ed|s)?|render(?:s|ed|ing)?|readable|legible)\b[^.;]{0,40}\bdark[- ]mode\b|\bdark[- ]mode\b[^.;]{0,20}\b(?:test|check|render)|\bzoom(?:ed)?\b|\bkeyboard\b|\breading order\b|\bfocus (?:outline|order|indicator)\b`)},
}

// patternFields are checked against a default pattern or audience when a
// rule gives none.
var patternFields = map[string]bool{"fdaFilingNumber": true, "naming": true, "customerType": true}

// isStated tells a rule that came this way (its rationale says so).
func isStated(r compliance.Rule) bool {
	return strings.Contains(r.Rationale, statedReason)
}

// dropStatedSystemRules removes the stated requirements of a document's
// own system ("FR-12 [E] The Hub shall notify the owner before an approval
// expires"): a requirements document for a content hub or a review portal
// states most of its lines about the system, and with no value to check
// such a line is no rule for the creative at all. (Limits the system
// checks, "The Hub shall reject a video larger than 200 MB", have values
// and are no stated requirements.)
func dropStatedSystemRules(o *outline, rules []compliance.Rule) []compliance.Rule {
	systems := documentSystems(o)
	if len(systems) == 0 {
		return rules
	}
	var names []string
	for _, s := range systems {
		names = append(names, regexp.QuoteMeta(s))
	}
	subject := regexp.MustCompile(`\b[Tt]he\s+(?:` + strings.Join(names, "|") + `)\s+(?:shall|will|must|should|may|can|is|does)\b`)
	return slices.DeleteFunc(rules, func(r compliance.Rule) bool {
		return isStated(r) && r.Source != nil && subject.MatchString(r.Source.Quote)
	})
}
