package brd

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Safeguards against harm (part of Review). A rule that fails an asset the
// document allows is worse than a missing rule: it rejects good work. The
// first runs of every blind set showed the same few ways a value ends up in
// an enabled rule that the document never meant as a requirement. Each
// safeguard below catches one such way by the shape of the sentence, not
// by its wording, and leaves the rule disabled for review with the reason
// (it is still offered, with its values, for a person to enable):
//
//   - a figure the document reports rather than requires: an average, a
//     benchmark, last year's results ("the average HTML5 banner weighed
//     190 KB");
//   - a value that names what the sentence is about rather than what it
//     requires: the format of its subject ("GIF files must not exceed 10
//     seconds", "MOV masters must use ProRes"), the ratio or size of a
//     leading condition ("In 4:5 versions, copy must stay …"); the
//     sentence's other limits are scoped to that kind or size instead;
//   - a tolerance the sentence states that the checker does not apply
//     ("1.91:1 with a tolerance of 2 %" checked at 1 %).

// observationRe finds a figure reported about past or typical work: a
// benchmark, results, an average of what was delivered. Such a figure
// describes, it does not require.
var observationRe = lazyRe(`(?i)\b(?:benchmarks?|impressions|click[- ]through|ctr|averaged|on average|historically|recap|statistics)\b|\b(?:average|mean|median|typical)\s+(?:[a-z0-9]+\s+){0,2}(?:banners?|units?|files?|videos?|spots?|creatives?|ads?|assets?|campaigns?|weights?|sizes?)\b[^.;]{0,40}\b(?:weighed|was|were|came in|ran|measured)\b|\b(?:last|previous)\s+(?:year|quarter|month|season|campaign)(?:'s|’s)?\b|\bhistory\s*:|\bversion\s+\d+(?:\.\d+)*\s*\((?:19|20)\d\d\)`)

// normativeRe finds the words that make a sentence a requirement whatever
// else it reports ("the average bitrate must be at least 8 Mbps").
var normativeRe = lazyRe(`(?i)\b(?:must|shall|should|required?|mandatory|may not|cannot|not (?:exceed|be)|no more than|at (?:most|least)|up to|max(?:imum)?\.?|min(?:imum)?\.?|limit(?:ed)?|caps?|capped|only|accepted|allowed|rejected)\b|≤|≥|<=|>=`)

// flagObservations disables a rule read from a figure the document reports
// (a benchmark, an average, last year's results) with no word that makes
// it a requirement.
func flagObservations(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || !hasValues(r.Params) {
			continue
		}
		q := r.Source.Quote
		m := observationRe().FindString(q)
		if m == "" || normativeRe().MatchString(historyFree(q)) {
			continue
		}
		flag(r, fmt.Sprintf("The sentence reports a figure (%q), it does not state a requirement: left for review.", strings.TrimSpace(m)))
	}
}

// historyFree drops a history label's past limit ("History: version 1 set
// a maximum of …") so that its own words do not count as a requirement.
func historyFree(q string) string {
	if i := strings.Index(strings.ToLower(q), "history"); i >= 0 {
		return q[:i]
	}
	return q
}

// subjectValueFields are the fields whose values can name a sentence's subject
// ("GIF files", "MOV masters", "in 4:5 versions", "the 300x600 unit").
var subjectValueFields = map[string]bool{"format": true, "aspectRatio": true, "dimensions": true, "codec": true}

// subjectNouns end a subject that a value names: "GIF files", "ProRes
// masters", "9:16 versions".
const subjectNouns = `(?:files?|masters?|banners?|units?|versions?|variants?|spots?|cut(?:down)?s?|ads?|creatives?|assets?|images?|videos?|clips?|backups?|deliver(?:y|ies|ables?)|placements?|formats?|layouts?|orientations?|sizes?|renditions?|copies|packages?|bundles?)`

var (
	// leadConditionRe is a leading condition naming the versions a
	// sentence is about: "In 4:5 versions,", "For 9:16 placements", "On
	// 300x600 units,".
	leadConditionRe = lazyRe(`(?i)^\W*(?:in|for|on|within|with)\s+(?:the\s+|all\s+|every\s+|each\s+|any\s+)?[^,;]{1,30}?\b` + subjectNouns + `\b\s*,?`)
	// subjectEndRe is the end of a short subject: a noun a value can name.
	subjectEndRe = lazyRe(`(?i)\b` + subjectNouns + `\s*$`)
)

// splitSubject splits a one-sentence requirement into the subject it is
// about and the predicate that requires something of it, or reports false.
// The subject is a leading condition ("In 4:5 versions, …") or the short
// noun phrase before the modal verb ("MP4 files must …").
func splitSubject(q string) (subject, predicate string, ok bool) {
	if strings.Contains(q, " | ") {
		return "", "", false // a table row: its cells are labels and values
	}
	if loc := leadConditionRe().FindStringIndex(q); loc != nil && loc[1] < len(q) {
		return q[:loc[1]], q[loc[1]:], true
	}
	// The subject ends at the first limit verb: "320 × 50 units cannot
	// load politely: the whole unit must …" is about 320 × 50 units.
	loc := modalRe().FindStringIndex(q)
	if p := prohibitVerbRe().FindStringIndex(q); p != nil && (loc == nil || p[0] < loc[0]) {
		loc = p
	}
	if loc == nil {
		return "", "", false
	}
	subject = q[:loc[0]]
	if len(strings.Fields(subject)) > 5 || !subjectEndRe().MatchString(strings.TrimSpace(subject)) {
		return "", "", false
	}
	return subject, q[loc[0]:], true
}

// prohibitVerbRe is a limit verb without a modal ("MP4 files may not exceed
// …", "GIF banners cannot loop").
var prohibitVerbRe = lazyRe(`(?i)\b(?:may not|cannot|can't|are not to|is not to|may only|can only)\b`)

// valuesOf are a rule's values as its field's parameters in text, or nil.
func valuesOf(field, text string) []string {
	p := ExtractParams(text)[field]
	if p == nil {
		return nil
	}
	return p.Allowed
}

// flagSubjectValues disables a rule whose values only name the subject of
// its sentence, and scopes the sentence's other limits to that subject: a
// subject's format gives their asset kind, a subject's size their sizes.
func flagSubjectValues(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		// A size rule already left for review (its sizes fail the
		// document's list) still names the subject of its sentence.
		if !r.Enabled && r.Field != "dimensions" || r.Source == nil || !subjectValueFields[r.Field] || r.Params == nil || len(r.Params.Allowed) == 0 {
			continue
		}
		subject, predicate, ok := splitSubject(r.Source.Quote)
		if !ok {
			continue
		}
		named := valuesOf(r.Field, subject)
		if len(named) == 0 || len(valuesOf(r.Field, predicate)) > 0 || !allIn(r.Params.Allowed, named, r.Field) {
			continue
		}
		if r.Enabled {
			flag(r, fmt.Sprintf("%s names what the sentence is about (%q), not what it requires: left for review.",
				strings.Join(r.Params.Allowed, ", "), strings.TrimSpace(strings.TrimRight(strings.TrimSpace(subject), ","))))
		}
		for j := range rules {
			o := &rules[j]
			if j == i || o.Source == nil || o.Source.Quote != r.Source.Quote || !hasValues(o.Params) {
				continue
			}
			switch r.Field {
			case "format":
				// Narrowed only: a subject's format never widens the kinds
				// the rule's section gave.
				if kinds := formatKinds(r.Params.Allowed); len(kinds) > 0 && (len(o.Params.Kinds) == 0 || allKindsIn(kinds, o.Params.Kinds)) {
					o.Params.Kinds = kinds
				}
			case "dimensions":
				if len(o.Params.Sizes) == 0 && o.Field != "dimensions" {
					o.Params.Sizes = slices.Clone(r.Params.Allowed)
				}
			}
		}
	}
}

// allIn reports whether every value of a rule is one the subject names.
func allIn(values, named []string, field string) bool {
	norm := func(v string) string {
		switch field {
		case "format":
			return compliance.NormalizeFormat(v)
		case "codec":
			return compliance.NormalizeCodec(v)
		}
		return strings.ToLower(strings.ReplaceAll(v, " ", ""))
	}
	for _, v := range values {
		if !slices.ContainsFunc(named, func(n string) bool { return norm(n) == norm(v) }) {
			return false
		}
	}
	return true
}

func allKindsIn(kinds, in []string) bool {
	for _, k := range kinds {
		if !slices.Contains(in, k) {
			return false
		}
	}
	return true
}

// formatKinds are the asset kinds of files in these formats, when they all
// agree on kinds the checker tells apart; nil otherwise.
func formatKinds(formats []string) []string {
	var kinds []string
	for _, f := range formats {
		k := exampleKinds[strings.ToLower(compliance.NormalizeFormat(f))]
		switch strings.ToUpper(f) {
		case "HTML5":
			k = "html5"
		case "HTML", "HTM":
			k = "" // an email's or a page's HTML file, not an HTML5 unit
		}
		if k == "" {
			return nil
		}
		if !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// toleranceRe finds a relative tolerance the sentence states: "with a
// tolerance of 2%", "(±3 %)", "within 2%".
var toleranceRe = lazyRe(`(?i)\btolerance\s+(?:of\s+)?(?:±|\+/-|\+-)?\s*(\d+(?:[.,]\d+)?)\s*%|(?:±|\+/-|\+-)\s*(\d+(?:[.,]\d+)?)\s*%|\bwithin\s+(\d+(?:[.,]\d+)?)\s*%`)

// toleranceChecks are the checks that compare with a fixed relative
// tolerance, by field.
var toleranceChecks = map[string]float64{
	"aspectRatio": compliance.AspectRatioTolerance,
	"frameRate":   compliance.FrameRateTolerance,
}

// flagLooseTolerance disables a rule whose sentence allows more than the
// checker's tolerance: checked as written, it would fail what the document
// accepts.
func flagLooseTolerance(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		tol, ok := toleranceChecks[r.Field]
		if !ok || !r.Enabled || r.Source == nil || r.Params == nil || len(r.Params.Allowed) == 0 {
			continue
		}
		m := toleranceRe().FindStringSubmatch(r.Source.Quote)
		if m == nil {
			continue
		}
		pct := firstNonEmpty(m[1:])
		v, err := strconv.ParseFloat(strings.ReplaceAll(pct, ",", "."), 64)
		if err != nil || v/100 <= tol+1e-9 {
			continue
		}
		flag(r, fmt.Sprintf("The document accepts a tolerance of %s%%; the check allows %s%%: left for review.", pct, formatFloat(tol*100)))
	}
}

func firstNonEmpty(ss []string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// wordDefinitionRe is a sentence that says what a normative word means ("must
// means the unit is rejected", "“Should” indicates advice"): it defines the
// document's words, it requires nothing, whatever its lead-in names.
var wordDefinitionRe = lazyRe(`(?i)^\W*(?:the\s+words?\s+)?["“‘']?(?:must|shall|should|may|required|mandatory|recommended|optional|advisory)["”’']?\s+(?:means|indicates|denotes|signifies|marks|stands for)\b`)

// flagDefinitions disables a rule read from a definition of a normative
// word.
func flagDefinitions(rules []compliance.Rule) {
	flagQuotes(rules, wordDefinitionRe(), "The sentence says what a word of the document means; it states no requirement.")
}

// flagQuotes disables the enabled rules whose quote re matches, with
// reason.
func flagQuotes(rules []compliance.Rule, re *filteredRe, reason string) {
	for i := range rules {
		r := &rules[i]
		if r.Enabled && r.Source != nil && re.MatchString(r.Source.Quote) {
			flag(r, reason)
		}
	}
}

// exampleLeadRe opens a sentence or line that only gives an example
// ("Example: a 6-second bumper at 1080 × 1080", "Sample file: …zip (148
// KB)", "Example job code: …", "E.g. 25 fps for …", "For instance, …"):
// its values are one case, not the limit. "Example" as a word inside a
// requirement ("… as in the example below") does not open it.
var exampleLeadRe = lazyRe(`(?i)^\W*(?:an?\s+|the\s+)?(?:(?:examples?|samples?)(?:\s+[\w-]+){0,3}\s*:|(?:for\s+(?:example|instance)|e\.\s?g\.)\s*[,:]?\s)`)

// sampleMeasureRe is a measurement named "sample" ("Sample rate: 48
// kHz", "sampling frequency"), not an example.
var sampleMeasureRe = lazyRe(`(?i)^\W*(?:audio\s+)?sampl(?:e|es|ing)\s+(?:rates?|frequenc(?:y|ies)|depth|size|bits?)\b`)

// flagExamples disables a rule read from an example. A file-name pattern
// is kept: an example name is how a document often states its naming
// convention, and the self-check reads it against the template.
func flagExamples(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || r.Field == "naming" {
			continue
		}
		if q := strings.TrimSpace(r.Source.Quote); exampleLeadRe().MatchString(q) && !sampleMeasureRe().MatchString(q) && !modalRe().MatchString(q) {
			flag(r, "The sentence gives an example, not a requirement: its values are one case of what the document allows.")
		}
	}
}

// navigationLeadRe opens a page's list of its own parts ("On this page:
// Formats at a glance · Display 300×600 · …", "Pages in this file: Cover ·
// …", "Contents:"), which a browser or design tool prints with the text:
// the values in its entries name sections, they require nothing.
var navigationLeadRe = lazyRe(`(?i)^\W*(?:on this page|in this (?:article|document|file|guide)|pages? in this (?:file|document|deck)|(?:table of )?contents|jump to|quick links)\s*[:·|]`)

// flagNavigation disables a rule read from a page's navigation list.
func flagNavigation(rules []compliance.Rule) {
	flagQuotes(rules, navigationLeadRe(), "The line lists the parts of the document (its navigation or contents); it states no requirement.")
}

// alternativeOfferRe offers something in place of another file ("A
// playable … can replace the static end card", "a GIF may be supplied
// instead"): what comes before it is an alternative the document also
// accepts, not the only format allowed.
var alternativeOfferRe = lazyRe(`(?i)\b(?:can|may|could)\s+(?:also\s+)?(?:replace|substitute for|take the place of|be (?:used|supplied|delivered|sent)\s+(?:instead|in place))\b`)

// flagAlternativeFormats disables a format rule whose formats are offered
// as an alternative to another file: a format list read from it would
// fail the very file it may replace.
func flagAlternativeFormats(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || r.Field != "format" || r.Params == nil || len(r.Params.Allowed) == 0 {
			continue
		}
		q := r.Source.Quote
		loc := alternativeOfferRe().FindStringIndex(q)
		if loc == nil {
			continue
		}
		// The offer's own clause: "Banners must be HTML5; the agency can
		// replace the copy" requires HTML5 before offering anything.
		clause := q[strings.LastIndexAny(q[:loc[0]], ";.")+1 : loc[0]]
		if len(valuesOf("format", clause)) == 0 || modalRe().MatchString(clause) || onlyRe().MatchString(clause) {
			continue
		}
		flag(r, fmt.Sprintf("The sentence offers %s as an alternative (%q), not as the only format allowed: left for review.",
			strings.Join(r.Params.Allowed, ", "), q[loc[0]:loc[1]]))
	}
}

// remainderRe is a limit for the sizes or units the document does not name
// in it: "all other sizes stay at 150 KB", "every remaining unit".
var remainderRe = lazyRe(`(?i)\b(?:every|all|any|the|each)\s+(?:other|remaining)\s+(?:ad\s+|banner\s+|display\s+)?(?:sizes?|units?|banners?|formats?|placements?)\b|\b(?:other|remaining)\s+(?:sizes|units|banners)\b`)

// scopeRemainders gives a limit for "all other sizes" the sizes of the
// document's list that no other limit of its measurement names, or, when
// they cannot be told, leaves it for review: applied to every asset it
// would also check the sizes that have limits of their own, and every
// asset of other kinds.
func scopeRemainders(o *outline, rules []compliance.Rule) {
	// list is the sizes the document lists for assets of r's scope in r's
	// section.
	list := func(r compliance.Rule) []string {
		var out []string
		sec := o.locate(&r).section()
		for _, d := range rules {
			p := paramsOrEmpty(&d)
			if d.Field != "dimensions" || p.Check != "" || len(p.Sizes) > 0 || !compliance.ScopesOverlap(r, d) || o.locate(&d).section() != sec {
				continue
			}
			for _, s := range p.Allowed {
				if !slices.ContainsFunc(out, func(l string) bool { return sameSize(l, s) }) {
					out = append(out, s)
				}
			}
		}
		return out
	}
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || r.Field == "dimensions" || !conflictFields[r.Field] || !hasValues(r.Params) || len(r.Params.Sizes) > 0 {
			continue
		}
		m := remainderRe().FindString(r.Source.Quote)
		if m == "" {
			continue
		}
		var named []string // sizes with a limit of their own of this measurement
		for j, o := range rules {
			po := paramsOrEmpty(&o)
			if j != i && o.Field == r.Field && po.Check == r.Params.Check {
				named = append(named, po.Sizes...)
			}
		}
		var rest []string
		for _, s := range list(*r) {
			if !slices.ContainsFunc(named, func(n string) bool { return sameSize(n, s) }) {
				rest = append(rest, s)
			}
		}
		if len(named) > 0 && len(rest) > 0 {
			r.Params.Sizes = rest
			continue
		}
		flag(r, fmt.Sprintf("This limit is for %q, which the document does not list: left for review, not applied to every asset.", m))
	}
}

// animationChecks measure only what an animated unit has: "If the unit
// is animated, …" is the checker's own condition.
var animationChecks = map[string]bool{compliance.DurationCheckTotalAnimation: true, compliance.DurationCheckLoops: true}

// leadingConditionRe is a sentence that opens with a condition ("If you
// send one, …", "Where a clip plays inside a banner, …", "When the
// expanded panel opens, …"): its limits hold only when the condition does.
var leadingConditionRe = lazyRe(`(?i)^\W*(?:if|when|whenever|where|in case|unless)\b([^,;:]{3,90}),`)

// flagLeadingConditions disables a limit that holds only under the
// condition its sentence opens with, when nothing in the rule's scope
// states that condition (a kind, size, platform, placement or part) and
// the condition is not the limit itself ("If the file is over 200 KB, …").
func flagLeadingConditions(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || !conflictFields[r.Field] || !hasValues(r.Params) {
			continue
		}
		m := leadingConditionRe().FindStringSubmatch(r.Source.Quote)
		if m == nil {
			continue
		}
		cond := m[1]
		p := r.Params
		if subjectValueFields[r.Field] && len(p.Allowed) > 0 {
			// "If the GIF is animated, its first frame must …": the format
			// the condition names is what it is about, not a requirement.
			named := valuesOf(r.Field, cond)
			if len(named) > 0 && allIn(p.Allowed, named, r.Field) && len(valuesOf(r.Field, r.Source.Quote[len(m[0]):])) == 0 {
				flag(r, fmt.Sprintf("%s names what the condition %q is about, not what the sentence requires: left for review.",
					strings.Join(p.Allowed, ", "), strings.TrimSpace(m[0])))
				continue
			}
		}
		if ExtractParams(cond)[r.Field] != nil && ExtractParams(r.Source.Quote[len(m[0]):])[r.Field] != nil {
			// "When the app has been idle for 10 minutes, the screensaver
			// shows each image for 20 seconds": the condition's value is
			// what sets it off, the predicate's is another; one rule
			// holding both is neither.
			flag(r, fmt.Sprintf("The condition %q has a value of this measurement of its own, besides the sentence's: left for review.", strings.TrimSpace(strings.TrimLeft(m[0], " \t\"“"))))
			continue
		}
		if len(p.Sizes) > 0 || compliance.HasPlacementScope(p) || ExtractParams(cond)[r.Field] != nil || animationChecks[p.Check] {
			continue
		}
		if kinds := kindsOf(cond, nil, ""); len(kinds) > 0 {
			// "If the unit is animated, …": the condition is a kind of
			// asset, which the rule's kinds state.
			var both []string
			for _, k := range kinds {
				if len(p.Kinds) == 0 || slices.Contains(p.Kinds, k) {
					both = append(both, k)
				}
			}
			if len(both) > 0 {
				p.Kinds = both
				continue
			}
		}
		flag(r, fmt.Sprintf("This limit holds only %q, which no measurement of an asset can tell: left for review.", strings.TrimSpace(strings.TrimLeft(m[0], " \t\"“"))))
	}
}

// bannerSizes are the standard display banner sizes (the IAB's fixed ad
// units and the common mobile ones). No video, audio or email asset is
// delivered at them.
var bannerSizes = []string{
	"300x250", "728x90", "300x600", "160x600", "120x600", "320x50", "320x100",
	"300x50", "970x250", "970x90", "336x280", "468x60", "234x60", "250x250",
	"200x200", "180x150", "300x1050", "320x480", "480x320", "120x240",
	"125x125", "240x400", "88x31",
}

// scopeBannerSizeLists gives a list of allowed sizes that names only
// banner sizes, and says nothing of which assets it is for, the display
// kinds: such a list is the banners' ("sizes: 300x250, 728x90, 300x600"
// under a banner heading the rule did not keep), and applied to every
// asset it would fail each video, email and social file of the document.
func scopeBannerSizeLists(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "dimensions" || r.Params == nil {
			continue
		}
		p := r.Params
		// A market or language scope ("IT – Italy: 300 × 250, 728 × 90")
		// says for whom the list is, not for which assets: it stays the
		// banners' list.
		if len(p.Allowed) < 2 || len(p.Kinds) > 0 || len(p.Parts) > 0 || len(p.Sizes) > 0 || len(p.Platforms) > 0 || len(p.Placements) > 0 {
			continue
		}
		if !allIn(p.Allowed, bannerSizes, "dimensions") {
			continue
		}
		p.Kinds = []string{"static", "animated", "html5"}
	}
}

// flagUnscopedAgainstOtherLimits disables a file size limit that says
// nothing of which assets it is for when another block of the document
// states a higher limit of the same measurement (a grid of placement
// cards, each with its own "Max file size", read as one bare value):
// applied to every asset, the tighter limit would fail those the higher
// one allows. The highest limit stays: it fails nothing another allows
// (flagConflicts still weighs it against the document's other rules).
func flagUnscopedAgainstOtherLimits(o *outline, rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Severity != compliance.SeverityCritical || r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil || r.Params.Check != "" || len(r.Params.Kinds) > 0 || len(r.Params.Sizes) > 0 || len(r.Params.Parts) > 0 || compliance.HasPlacementScope(r.Params) {
			// (Advice fails no asset: "15 MB or less preferred" beside a
			// 25 MB maximum is the document's target under it.)
			continue
		}
		_, rmax, _, _ := compliance.Bounds(r.Field, *r.Params)
		for _, b := range o.blocks {
			if b.refusedInput || isConsequence(b.text) {
				continue // ("Gmail clips messages above 102 KB" is no limit)
			}
			p := ExtractParams(withoutOldValues(withoutConsequences(b.text)))[r.Field]
			if p == nil || p.Max == nil || p.Check != "" {
				continue
			}
			_, bmax, _, _ := compliance.Bounds(r.Field, *p)
			if bmax > rmax*1.01 {
				flag(r, fmt.Sprintf("The document also states a higher limit of this measurement (%q) without saying which assets each is for: left for review.", shorten(strings.TrimSpace(b.text), 80)))
				break
			}
		}
	}
}

// scopeToRefusedInputSize scopes a weight limit read from a test step's
// outcome to the one size of the input the step refuses ("Upload a mobile
// banner over its cap | 320 × 50, 51 kB | Upload blocked: “Mobile banners
// must not exceed 50 kB”"): the message is that size's limit. Read as a
// size the document lets weigh more (below), the step scoped the cap to
// every other size.
func scopeToRefusedInputSize(o *outline, rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil || len(r.Params.Sizes) > 0 || len(r.Params.Parts) > 0 {
			continue
		}
		at := o.locate(r)
		if at == nil || !at.refusedInput {
			continue
		}
		if d := ExtractParams(at.text)["dimensions"]; d != nil && len(d.Allowed) == 1 {
			r.Params.Sizes = slices.Clone(d.Allowed)
		}
	}
}

// scopeAroundSizeExceptions keeps a file size limit off the size the
// document lets go higher ("150 KB initial load; the 300x600 may weigh
// 200 KB", "200k for the 300x600 only"): the limit gets the other sizes
// of the document's list. Applied to every unit it would fail the
// exception. With no list to take the other sizes from the limit stays as
// it is: leaving it for review then disabled more right limits than it
// spared wrong ones on the seen sets.
func scopeAroundSizeExceptions(o *outline, rules []compliance.Rule) {
	scopeToRefusedInputSize(o, rules)
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil || len(r.Params.Sizes) > 0 || len(r.Params.Parts) > 0 || *r.Params.Max == 0 {
			// (A refusal, "no polite load", is no limit the document lets
			// some sizes exceed.)
			continue
		}
		_, rmax, _, _ := compliance.Bounds(r.Field, *r.Params)
		var higher []string // sizes a block gives a higher limit of their own
		for _, b := range o.blocks {
			if b.refusedInput {
				continue // a test step's refused input is no size allowed more (above)
			}
			ps := ExtractParams(b.text)
			d, f := ps["dimensions"], ps["fileSize"]
			if d == nil || len(d.Allowed) != 1 || f == nil || f.Max == nil {
				continue
			}
			if _, bmax, _, _ := compliance.Bounds(r.Field, *f); bmax > rmax*1.01 {
				higher = append(higher, d.Allowed[0])
			}
		}
		if len(higher) == 0 {
			continue
		}
		var list []string // the sizes the document lists for r's assets
		for _, d := range rules {
			pd := paramsOrEmpty(&d)
			if d.Field != "dimensions" || pd.Check != "" || len(pd.Allowed) < 2 || !compliance.ScopesOverlap(*r, d) {
				continue
			}
			for _, s := range pd.Allowed {
				if !slices.ContainsFunc(list, func(l string) bool { return sameSize(l, s) }) {
					list = append(list, s)
				}
			}
		}
		var rest []string
		listed := false
		for _, s := range list {
			if slices.ContainsFunc(higher, func(h string) bool { return sameSize(h, s) }) {
				listed = true
				continue
			}
			rest = append(rest, s)
		}
		if listed && len(rest) > 0 {
			r.Params.Sizes = rest
		}
	}
}

// loadTimeRe is a time the creative takes to load or respond ("must load
// within 5 seconds on a 4G connection", "finish its initial load within
// 1 second", "load time under 2 s"): a property of delivery over a
// network, not the length of the creative, which no measurement of the
// file tells.
var loadTimeRe = lazyRe(`(?i)\b(?:load(?:s|ed|ing)?|render(?:s|ed)?|respond(?:s)?|start(?:s)?\s+playing)\s+(?:fully\s+|completely\s+)?(?:with)?in\s+(?:under\s+|less than\s+)?\d|\b(?:load|loading|response|render(?:ing)?)\s+times?\b`)

// flagLoadTimes disables a duration rule read from a load time.
func flagLoadTimes(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if r.Enabled && r.Field == "duration" && r.Source != nil && loadTimeRe().MatchString(r.Source.Quote) {
			flag(r, "The time is how fast the creative must load over a network, not how long it runs: no measurement of the file tells it.")
		}
	}
}

// carriedRefusalRe hands a refusal on to the values after it: "MOV files
// are refused, and so are files at 50 fps" ("as are", "nor are"). The
// later values are refused like the first subject, so a list read from
// them is what the document forbids, not what it allows.
var carriedRefusalRe = lazyRe(`(?i)\b(?:rejected|refused|declined|disapproved|prohibited|banned|disallowed|not\s+(?:accepted|allowed|permitted|supported))\s*,?\s*(?:and\s+so|as|nor)\s+(?:are|is)\b[^;.]*$`)

// flagCarriedRefusals disables a list of allowed values that a sentence
// refuses by carrying an earlier refusal on to them.
func flagCarriedRefusals(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || r.Params == nil || len(r.Params.Allowed) == 0 {
			continue
		}
		q := decimalPoint().ReplaceAllString(r.Source.Quote, "${1}_$2")
		at := strings.Index(q, strings.ReplaceAll(r.Params.Allowed[0], ".", "_"))
		if at > 0 && carriedRefusalRe().MatchString(q[:at]) {
			flag(r, "The sentence refuses these values (it carries an earlier refusal on to them); they are not a list of what is allowed.")
		}
	}
}

// matchToleranceRe is a tolerance between two figures ("the declared
// length must match the file's within 1 second", "must agree to within
// 2 %"): the value is how far they may differ, not a limit of either.
var matchToleranceRe = lazyRe(`(?i)\b(?:match(?:es|ing)?|agree(?:s|ing)?|correspond(?:s|ing)?)\b[^.;]{0,80}?\b(?:to\s+)?within\s+(?:±\s*|\+/-\s*)?\d`)

// someSourcesRe opens a sentence about what some publishers, sites or
// networks do ("Publishers that cap the initial load at 150 KB count …",
// "Sites which limit …"): the value holds where such a party imposes
// it, and the document does not say where that is.
var someSourcesRe = lazyRe(`(?i)^\W*(?:\d+(?:\.\d+)*\s+)?(?:some\s+|many\s+|most\s+|certain\s+|other\s+)?(?:publishers?|sites?|networks?|exchanges?|partners?|vendors?|sellers?|ssps?|dsps?|platforms?)\s+(?:that|which|who)\s+(?:cap|limit|restrict|require|set|enforce|impose|use)\b`)

// flagTolerancesAndThirdParties disables a rule whose value is a
// tolerance between two figures, or what only some unnamed parties
// impose.
func flagTolerancesAndThirdParties(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || !hasValues(r.Params) || r.Field == "naming" {
			continue
		}
		switch q := r.Source.Quote; {
		case matchToleranceRe().MatchString(q):
			flag(r, "The value is how far two figures may differ when they must match, not a limit of either: left for review.")
		case someSourcesRe().MatchString(q):
			flag(r, "The value is what some publishers or networks impose, and the document does not say which: left for review.")
		}
	}
}

// containsNameRe requires a file name to contain something ("the file
// name must contain the order number, for example …"): a part of the
// name, so a pattern of the whole name read from its example holds the
// example's other parts, which other files name differently.
var containsNameRe = lazyRe(`(?i)\b(?:file\s*names?|filenames?|names?)\s+(?:must|shall|should|has to|needs? to)\s+(?:also\s+)?(?:contain|include|carry|end with|start with|begin with)\b`)

// flagPartialNamePatterns disables a whole-name pattern read from the
// example of a sentence that requires only a part of the name.
func flagPartialNamePatterns(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if r.Enabled && r.Field == "naming" && r.Source != nil && containsNameRe().MatchString(r.Source.Quote) {
			flag(r, "The sentence requires only a part of the file name; a pattern of the whole name, read from its example, would fail names that differ elsewhere: left for review.")
		}
	}
}

// leadLengthRe opens a sentence with the spot length it is about ("For
// the :15, mix to …", "On 30-second versions, …", "For :06 bumpers,"):
// the length names which spots the rest of the sentence is for.
var leadLengthRe = lazyRe(`(?i)^\W*(?:for|on|in)\s+(?:the\s+|all\s+|each\s+|every\s+)?(?::\d{2}|\d{1,3}(?:\s*|-)(?:s|sec|secs|seconds?|second))(?:\s+(?:spots?|versions?|cuts?|edits?|bumpers?|ads?|units?|mix(?:es)?))?\s*,`)

// flagLeadLengths disables a duration rule read only from the spot length
// a sentence opens with, when the rest of the sentence requires something
// else: the length says which spots, it allows no other length less.
func flagLeadLengths(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "duration" || r.Source == nil {
			continue
		}
		q := r.Source.Quote
		m := leadLengthRe().FindString(q)
		if m == "" || ExtractParams(q[len(m):])["duration"] != nil {
			continue
		}
		flag(r, fmt.Sprintf("%q names which spots the sentence is about, not a length it requires: left for review.", strings.TrimSpace(strings.TrimLeft(m, " \t\"“"))))
	}
}

// scopeAudioCodecsToAudioFiles gives an audio codec rule read for video
// and audio files the audio files' kind alone when its sentence's file
// formats are audio files' only ("Audio: 15–30 s, MP3 or AAC, -16 LUFS"):
// the sentence describes audio ads, and a video's soundtrack (a
// mezzanine's PCM) is not held to it.
func scopeAudioCodecsToAudioFiles(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		p := paramsOrEmpty(r)
		if !r.Enabled || r.Field != "codec" || p.Check != compliance.CodecCheckAudio || r.Source == nil ||
			!slices.Equal(p.Kinds, []string{"video", "audio"}) {
			continue
		}
		audioFiles, otherFiles := false, false
		for j := range rules {
			s := &rules[j]
			if j == i || s.Field != "format" || s.Source == nil || s.Source.Quote != r.Source.Quote {
				continue
			}
			if slices.Equal(paramsOrEmpty(s).Kinds, []string{"audio"}) {
				audioFiles = true
			} else {
				otherFiles = true
			}
		}
		if audioFiles && !otherFiles {
			r.Params.Kinds = []string{"audio"}
		}
	}
}

// boundLabelRe is a table row's label naming the bound its values set
// ("Video min bitrate (kbps)", "Maximum duration").
var boundLabelRe = lazyRe(`(?i)\b(?:(min)(?:imum)?|(max)(?:imum)?)\b`)

// boundRowFields are the measurements a row's bound can be of.
var boundRowFields = map[string]bool{"bitrate": true, "duration": true, "fileSize": true, "frameRate": true}

// readRowBounds reads a row whose label names a bound ("Video min bitrate
// | … | 1500 | 1500") as that bound alone: its value cells (a default and
// an enforced value, say) repeat the bound, they are not the only values
// allowed. Cells with different values for one bound are left for review:
// the row does not say which holds.
func readRowBounds(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || !boundRowFields[r.Field] || r.Source == nil || r.Params == nil || r.Params.Min == nil || r.Params.Max == nil {
			continue
		}
		label, _, ok := strings.Cut(r.Source.Quote, " | ")
		if !ok {
			continue
		}
		m := boundLabelRe().FindAllStringSubmatch(label, -1)
		if len(m) != 1 {
			continue
		}
		p := r.Params
		if *p.Min != *p.Max {
			flag(r, fmt.Sprintf("The row %q names one bound but gives several values for it: left for review.", strings.TrimSpace(label)))
			continue
		}
		p.Allowed = nil
		if m[0][1] != "" {
			p.Max = nil
		} else {
			p.Min = nil
		}
	}
}

// limitOnSizeRe is a weight set on one unit ("50k max on the 320x50",
// "40 KB for the 300x50"): the size right after the limit says which unit
// it is for.
var limitOnSizeRe = lazyRe(`(?i)\b\d+(?:\.\d+)?\s*(?:k|kb|kib|mb)\b\s*(?:max(?:imum)?|min(?:imum)?|limit|cap|or (?:less|under|below))?\s+(?:on|for)\s+(?:the|a|each|every|any)\s+(\d{2,4})\s*[x×]\s*(\d{2,4})\b`)

// weightRe is a weight in a sentence.
var weightRe = lazyRe(`(?i)\b\d+(?:\.\d+)?\s*(?:k|kb|kib|mb|gb)\b`)

// scopeLimitsOnOneSize scopes a weight with no sizes to the one unit the
// limit is set on, when the sentence gives no other weight.
func scopeLimitsOnOneSize(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "fileSize" || r.Source == nil || r.Params == nil || len(r.Params.Sizes) > 0 {
			continue
		}
		if len(weightRe().FindAllString(r.Source.Quote, 2)) > 1 {
			continue // "100 KB (180 KB for the 970x250)": the other weight is the unit's
		}
		if m := limitOnSizeRe().FindAllStringSubmatch(r.Source.Quote, -1); len(m) == 1 {
			r.Params.Sizes = []string{m[0][1] + "x" + m[0][2]}
		}
	}
}

// physicalThenBracketRe is a size in inches, centimetres or millimetres
// followed by a bracketed pair ("15.25" × 10" (387 × 254"): the pair is
// the same size in another physical unit (its unit may be lost on the
// next line of a printed table), never a size in pixels.
var physicalThenBracketRe = lazyRe(`(?i)\d+(?:\.\d+)?\s*(?:"|”|″|in\b|inch(?:es)?|cm|mm)\s*[×x]\s*\d+(?:\.\d+)?\s*(?:"|”|″|in\b|inch(?:es)?|cm|mm)\s*\(\s*(\d+(?:\.\d+)?)\s*[×x]\s*(\d+(?:\.\d+)?)`)

// flagBracketedPhysicalSizes disables a pixel dimensions rule read from
// the bracketed conversion of a physical size.
func flagBracketedPhysicalSizes(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "dimensions" || r.Source == nil || r.Params == nil || len(r.Params.Allowed) == 0 ||
			(r.Params.Unit != "" && r.Params.Unit != "px") {
			continue
		}
		for _, m := range physicalThenBracketRe().FindAllStringSubmatch(r.Source.Quote, -1) {
			if slices.Contains(r.Params.Allowed, m[1]+"x"+m[2]) {
				flag(r, fmt.Sprintf("%sx%s follows a size in inches or millimetres in brackets: it is the same physical size in another unit, not pixels: left for review.", m[1], m[2]))
				break
			}
		}
	}
}

// captionFileFormats are the formats of a caption or subtitle file.
var captionFileFormats = map[string]bool{"SRT": true, "VTT": true, "WEBVTT": true, "SCC": true, "TTML": true, "DFXP": true}

// scopeCaptionFormatsToCaptionFiles gives a format list that names only
// caption formats ("captions: SCC sidecar" in a cell beside a companion
// banner) to the caption file: no image, video or banner is an SCC file,
// whatever part the text around it names.
func scopeCaptionFormatsToCaptionFiles(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "format" || r.Params == nil || len(r.Params.Allowed) == 0 {
			continue
		}
		if !slices.ContainsFunc(r.Params.Allowed, func(f string) bool { return !captionFileFormats[strings.ToUpper(f)] }) {
			r.Params.Parts = []string{"captionFile"}
		}
	}
}
