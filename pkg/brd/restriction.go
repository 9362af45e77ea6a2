package brd

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// restrictions name where a creative runs or which part of it a limit is
// for, when nothing an asset's measurements give can tell that placement,
// platform or part from another and no scope field can state it: a limit
// "for Instagram Stories" is also met by a feed video of the same size.
// Such a limit is left for review instead of being applied to every asset.
var restrictions = []struct {
	what string
	re   func() *filteredRe
}{
	{"platform", lazyRe(`(?i)\b(?:instagram|facebook|meta|tiktok|youtube|ctv|connected[- ]tv|linkedin|snapchat|pinterest|twitter|reddit|veeva|ipad|iphone)\b`)},
	{"placement", lazyRe(`(?i)\b(?:stories|story ads?|reels|(?:in-?)?feed|carousel|social|e-?mail|(?:e-?)?newsletters?|clm|e-?detail(?:ing|s)?|in-?app|mobile app|native (?:ads?|placements?|units?|formats?|display|creatives?|advertising)|dooh|billboards?|out-of-home)\b`)},
	{"edition", lazyRe(`(?i)\bprint(?: edition| ads?| version| issue| journal)?\b`)},
}

// everyRe marks a sentence about every asset ("all display and social
// units"): the placement it names does not restrict it.
var everyRe = lazyRe(`(?i)\b(?:all|every|any|each)\b`)

// everyJustBeforeRe is "all" or "every" right before a platform's name
// ("all TikTok videos", "every Meta and TikTok spot"): it counts that
// platform's assets, it does not widen the sentence to every platform.
var everyJustBeforeRe = lazyRe(`(?i)\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+)?$`)

// everyPlacementRe marks a sentence about every placement ("images for all
// social and display placements"): neither it nor its heading restricts it.
var everyPlacementRe = lazyRe(`(?i)\b(?:all|every|any)\s+(?:[\w-]+\s+){0,4}?(?:placements?|units?|creatives?|assets?|deliverables?|channels?|formats?)\b`)

// restriction says where the rule's own sentence, its list lead-in or its
// nearest heading restricts it to one placement, platform or creative
// part that no scope can express, and to what; "" when nothing does. A
// rule already scoped to sizes says where it applies; the document's
// title names what the whole document is about, not a restriction.
func restriction(r *compliance.Rule, quote string, at *outlineBlock, o *outline) (where, name string, sc scope) {
	if everyPlacementRe().MatchString(quote) {
		if at != nil && len(at.headings) > 0 && len(paramsOrEmpty(r).Sizes) == 0 && backupAloneRe().MatchString(at.headings[len(at.headings)-1]) {
			// "Backup image" over "Required for every HTML5 unit, 50 KB
			// max": every unit has one; the limit is still the backup's.
			h := at.headings[len(at.headings)-1]
			return fmt.Sprintf("heading (%q)", h), "the backup image, a part of the creative", scope{parts: "backup"}
		}
		return "", "", scope{}
	}
	// A rule scoped to sizes says where it applies, but not which version
	// of the creative ("for 1080p sources" under "Mezzanine file").
	sized := len(paramsOrEmpty(r).Sizes) > 0
	type text struct{ where, s string }
	texts := []text{{"sentence", quote}}
	if at != nil {
		texts = append(texts, text{"list lead-in", at.leadIn})
		if l := blockLabel(at.text, quote); l != "" {
			texts = append(texts, text{"label it follows", l})
		}
		if n := len(at.headings); n > 0 && (n > 1 || at.headings[0] != o.title) {
			texts = append(texts, text{"heading", at.headings[n-1]})
		}
		if a := antecedent(at.text, quote); a != "" {
			texts = append(texts, text{"text it continues", a})
		}
		labels := rowLabels(at.text, quote)
		for _, l := range labels {
			texts = append(texts, text{"row label", l})
		}
		if first, _, ok := strings.Cut(quote, " | "); ok && len(labels) == 0 && technicalFields[r.Field] && labelNamesPart(first) != "" {
			// The quote is the whole row ("Icon | 120 × 120 px PNG"):
			// its first cell labels it.
			texts = append(texts, text{"row label", first})
		}
	}
	labelled := len(texts) > 0 && texts[len(texts)-1].where == "row label"
	several := "" // a lead-in or heading naming a part among other assets
	// Every restriction the sentence, lead-in and heading name adds to
	// the scope ("every card … no more than 10 MB" under "LinkedIn" with
	// "carousel format" in the sentence: LinkedIn's carousel).
	hit := func(w, n string, s scope) {
		if where == "" {
			where, name = w, n
		}
		sc = sc.with(s)
	}
	for _, t := range texts {
		if t.s == "" {
			continue
		}
		for _, p := range creativeParts {
			if !partApplies(p.name, o) || inCarouselOnly[p.name] && !carouselContext(quote, at) {
				continue
			}
			if spotVariantParts[p.part] && (r.Field != "duration" || listsSeveralRe().MatchString(t.s)) {
				continue // (see spotVariantParts; "Bumpers and Shorts" is not the bumpers' alone)
			}
			if t.where != "sentence" && (!sized || variantParts[p.part] || t.where == "heading" && p.part != "backup") && p.re().MatchString(headOf(t.s)) {
				// (A section about one part, "5. Companion banners" over a
				// table of sizes, is that part's, sizes and all.)
				if (t.where == "heading" || labelled && t.where != "row label") && namesSeveral(t.s) {
					// A heading "Graphics and preview video" is not the
					// part's alone; nor is a lead-in "Companion and
					// episode-page assets:" over rows that each name their
					// asset, and say which is which.
					if labelled {
						several = fmt.Sprintf("%s (%q)", t.where, t.s)
					}
					break
				}
				hit(fmt.Sprintf("%s (%q)", t.where, t.s), "the "+p.name+", a part of the creative", scope{parts: p.part})
				break
			}
		}
		if t.where == "text it continues" && !sized && backupRe().MatchString(t.s) && sc.parts == "" {
			hit(fmt.Sprintf("%s (%q)", t.where, t.s), "the backup image, a part of the creative", scope{parts: "backup"})
		}
		if t.where != "sentence" && !sized && backupAloneRe().MatchString(t.s) {
			// "Backup image" over a value, a "Static backups:" lead-in.
			hit(fmt.Sprintf("%s (%q)", t.where, t.s), "the backup image, a part of the creative", scope{parts: "backup"})
		}
		if t.where == "row label" && sc.parts == "" && !sized && technicalFields[r.Field] {
			// A row labelled with nothing but a part's own name ("Icon |
			// 120 × 120 px PNG", "Thumbnail | …"): that part's file
			// limits. (A "Logo" row's placement or presence is the
			// creative's.)
			if part := labelNamesPart(t.s); part != "" {
				hit(fmt.Sprintf("%s (%q)", t.where, t.s), "the "+part+", a part of the creative", scope{parts: part})
			}
		}
		if t.where == "row label" {
			continue // a row's label names a part, never a platform
		}
		for _, rs := range restrictions {
			if sized && (t.where != "sentence" || rs.what != "platform") {
				break
			}
			var loc []int
			for _, l := range rs.re().FindAllStringIndex(t.s, -1) {
				if !referenceRe().MatchString(t.s[:l[0]]) && !withOtherChannel(t.s, l) {
					// (not "the same frame rate as the CTV masters": the
					// reference; not "online video and CTV spots": every
					// video channel)
					loc = l
					break
				}
			}
			if loc == nil {
				continue
			}
			m := t.s[loc[0]:loc[1]]
			if t.where != "heading" && containsFold(o.title, m) {
				continue // the document is about that placement as a whole
			}
			if t.where == "sentence" && everyRe().MatchString(t.s[max(0, loc[0]-24):loc[0]]) && !(rs.what == "platform" && everyJustBeforeRe().MatchString(t.s[:loc[0]])) {
				continue // "all social and display units": every placement
			}
			if rs.what == "platform" && t.where != "sentence" && otherChannelRe().MatchString(t.s) {
				continue // "Video (YouTube and OLV)": the platform and every other video channel
			}
			sr := scopeOfRestriction(rs.what, m)
			if sr.placements == "print" && t.where == "sentence" && paramsOrEmpty(r).Unit == "px" {
				// "at least 9 pt in print and 12 px on screen": pixels are
				// the screen's; the sentence's print is the other value's.
				continue
			}
			if rs.what == "platform" && sr.platforms != "" {
				// "Social (Meta and TikTok)": every platform the text names.
				sr.platforms = strings.Join(platformFamilies(platformsNamed(t.s)), ",")
			}
			if rs.what == "placement" && sr.placements != "" {
				// "Stories and Reels: 1080 × 1920": every placement the
				// text names together.
				for _, loc := range rs.re().FindAllStringIndex(t.s, -1)[1:] {
					if referenceRe().MatchString(t.s[:loc[0]]) {
						continue
					}
					if p := scopeOfRestriction(rs.what, t.s[loc[0]:loc[1]]).placements; p != "" && !slices.Contains(strings.Split(sr.placements, ","), p) {
						sr.placements += "," + p
					}
				}
			}
			hit(fmt.Sprintf("%s (%q)", t.where, t.s), fmt.Sprintf("one %s (%s)", rs.what, m), sr)
		}
	}
	if sc.parts == "" && !sized && technicalFields[r.Field] && at != nil {
		// "Rich cards (website and app only): image 800 × 418 px, JPG or
		// PNG, 200 KB max": the item's label names the component its
		// values are of.
		if label, _, ok := strings.Cut(at.text, ":"); ok && !strings.Contains(label, " | ") {
			if part := componentLabelPart(label); part != "" {
				hit(fmt.Sprintf("label (%q)", label), "the "+strings.TrimSpace(headOf(label))+", a component of the creative", scope{parts: part})
			}
		}
	}
	if several != "" && sc.parts == "" && where == "" {
		// A row of that list whose label names no part is one of the
		// other assets, which no scope can state.
		where, name = several, "one of the assets it names besides a part of the creative"
	}
	// A market or language the sentence or its lead-in names. Not a
	// heading's: a brief's "UK specification" is often the base every
	// market follows, with the next section's exceptions for the others.
	locales := []string{quote}
	if at != nil {
		locales = append(locales, at.leadIn)
	}
	for _, t := range locales {
		if loc := everyMarketExceptRe().FindStringIndex(t); loc != nil && valueNamedIn(r, t[loc[1]:]) {
			// "40 characters in every market except Germany, where up to
			// 48 are accepted": the 48 is the excepted market's own.
			t = t[loc[1]:]
		}
		// "no more than two loops (one play only in France)": an aside
		// with a value of its own is another market's exception.
		if ls := localeScope(valuedAsideRe().ReplaceAllString(t, " "), o.markets, o.languages); ls.markets != "" || ls.languages != "" {
			hit(fmt.Sprintf("sentence (%q)", t), "one market or language", ls)
			break
		}
	}
	sc.placements = socialFeedOnly(sc.placements, o)
	if (sc.platforms == "linkedin" || sc.platforms == "tiktok") && sc.placements == "feed" {
		// "LinkedIn in-feed", "TikTok in-feed video": the platform's image
		// and video ads run in the feed only, so the placement adds nothing
		// an asset is known by (scoped to it, a TikTok file whose name says
		// no placement would not be checked).
		sc.placements = ""
	}
	if sc.platforms == "veeva" && (sc.placements == "email" || sc.placements == "clm") {
		// "Rep-triggered email (Veeva Approved Email)": Veeva is the system
		// that sends the email, not a platform an email asset is known by;
		// the placement says which assets the limit is for.
		sc.platforms = ""
	}
	return where, name, sc
}

// socialWordRe names social media in general ("paid social", "social
// posts") or a placement only a social app has: Reels, and Stories
// written as the placement's name (not a brand's "patient stories").
var socialWordRe = lazyRe(`(?i:\bsocial\b|\breels\b)|\bStor(?:y|ies)\b`)

// namesSocial reports whether a text names a social platform or social
// media.
func namesSocial(text string) bool {
	return socialWordRe().MatchString(text) || slices.ContainsFunc(platformsNamed(text), func(p string) bool { return slices.Contains(socialPlatformNames, p) })
}

// socialFeedOnly drops the feed from placements when the document names
// no social platform and no social media: a publisher's "in-feed video"
// or its app called "… Feed" is the publisher's own page, not the social
// feed an asset is known by, and scoped to it the rule would check
// nothing.
func socialFeedOnly(placements string, o *outline) string {
	if o == nil || o.social || placements == "" {
		return placements
	}
	kept := slices.DeleteFunc(strings.Split(placements, ","), func(p string) bool { return p == "feed" })
	return strings.Join(kept, ",")
}

// withOtherChannel reports whether the platform or placement at loc is
// named together with a channel no scope states ("Online video and CTV
// spots", "display and email creative", "Display, email"): the text is
// about both, so the one the model can state restricts nothing.
func withOtherChannel(text string, loc []int) bool {
	return otherChannelBeforeRe().MatchString(text[max(0, loc[0]-30):loc[0]]) || otherChannelAfterRe().MatchString(text[loc[1]:min(len(text), loc[1]+30)])
}

var (
	otherChannelBeforeRe = lazyRe(`(?i)\b(?:ott|olv|online video|display|banners?|desktop|mobile|web(?:sites?)?|audio|podcasts?|radio|broadcast|linear|programmatic)\s*(?:,|&|/|\band\b|\bor\b)\s*(?:the\s+)?$`)
	otherChannelAfterRe  = lazyRe(`(?i)^\s*(?:,|&|/|\band\b|\bor\b)\s*(?:the\s+)?(?:ott|olv|online video|display|banners?|desktop|mobile|web(?:sites?)?|audio|podcasts?|radio|broadcast|linear|programmatic)\b`)
)

// valuedAsideRe is a bracketed aside that gives a value of its own (a
// number, or a count in words).
var valuedAsideRe = lazyRe(`(?i)\([^()]*(?:\d|\b(?:one|two|three|four|five|once|twice)\b)[^()]*\)`)

// platformFamilies drops the platforms of a family also named: "Meta
// (Facebook and Instagram)" is Meta, which covers both.
func platformFamilies(platforms []string) []string {
	if !slices.Contains(platforms, "meta") {
		return platforms
	}
	return slices.DeleteFunc(slices.Clone(platforms), func(p string) bool { return p == "facebook" || p == "instagram" })
}

// antecedent is the text a rule's quote continues within its block, where
// what the quote is about was named: the clauses before it in its own
// sentence ("hero img 600px wide, jpg, ideally under 200k" read at
// "ideally under 200k"), or, when the quote's subject is a pronoun ("If you
// send one, it must be 640 × 640 px"), the sentence before it ("Listeners
// see a square companion image while your spot plays."). "" when the
// quote starts its block or a sentence of its own subject.
func antecedent(block, quote string) string {
	b, q := normQuote(block), normQuote(quote)
	at := strings.Index(b, q)
	if at <= 0 {
		return ""
	}
	before := b[:at]
	if pronounSubjectRe().MatchString(q) {
		// The sentence before the quote's (its own may open with a
		// condition: "Given a backup image, then it is …").
		end := strings.LastIndexAny(strings.TrimRight(before, " "), ".;!?")
		if end < 0 {
			return before
		}
		start := strings.LastIndexAny(before[:end], ".;!?") + 1
		return strings.TrimSpace(before[start:end]) + " " + strings.TrimSpace(before[end+1:])
	}
	if prev := sentenceBefore(before); prev != "" && repeatsSubject(q, prev) {
		// "Ben asked about the Meta statics. Priya said the square statics
		// must be 1080 x 1080": a definite subject that repeats a word of
		// the sentence before is the thing that sentence named there.
		return prev + " " + strings.TrimSpace(before[strings.LastIndexAny(before, ".!?")+1:])
	}
	if i := strings.LastIndexAny(before, ".;!?:"); i >= 0 {
		before = before[i+1:]
	}
	return strings.TrimSpace(before)
}

// definiteSubjectRe is a quote whose subject is a definite noun phrase
// ("the square statics must", "The first line of that text has to"), also
// as reported speech in minutes ("Priya said the square statics must"):
// its words before the modal verb.
var definiteSubjectRe = lazyRe(`(?i)^\W*(?:[\w-]+\s+(?:said|says|noted|confirmed|added|explained|replied|agreed)\s+(?:that\s+)?)?(?:the|that|this|these|those)\s+((?:[\w-]+\s+){0,5}?)(?:must|shall|should|has to|have to|needs? to|is|are|will|may|can)\b`)

// sentenceBefore is the whole sentence before the last sentence end of
// text (the quote's own sentence may open with words before the quote:
// "Priya said the …"); "" when there is none.
func sentenceBefore(text string) string {
	end := strings.LastIndexAny(strings.TrimRight(text, " "), ".!?")
	if end < 0 {
		return ""
	}
	start := strings.LastIndexAny(text[:end], ".!?") + 1
	return strings.TrimSpace(text[start:end])
}

// repeatsSubject reports whether the quote's definite subject repeats a
// word (four letters or more, singular or plural) of the sentence before.
func repeatsSubject(quote, prev string) bool {
	m := definiteSubjectRe().FindStringSubmatch(quote)
	if m == nil {
		return false
	}
	prevWords := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(prev), func(r rune) bool { return !unicode.IsLetter(r) }) {
		prevWords[strings.TrimSuffix(w, "s")] = true
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(m[1]), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len(w) >= 4 && !stopSubjectWords[w] && prevWords[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// stopSubjectWords say nothing of what a subject is.
var stopSubjectWords = map[string]bool{"that": true, "this": true, "these": true, "those": true, "with": true, "from": true, "first": true, "last": true, "same": true, "other": true, "each": true, "every": true}

// blockLabel is the label a block opens with when the rule's quote comes
// after it: "Paid social (Meta): images …; videos 1080x1920, up to 4 GB"
// labels each of its clauses, and a numbered item's run-in title ("4.8
// TikTok in-feed video. Files must be 1080 x 1920 …") each of its
// sentences; in a table row, the label its cell opens with. "" when the
// block opens with no label (a title has no verb and no value) or the
// quote holds it.
func blockLabel(block, quote string) string {
	b, q := normQuote(block), normQuote(quote)
	if cells := strings.Split(b, " | "); len(cells) > 1 {
		// A table row: the cell that holds the quote.
		b = ""
		for _, c := range cells {
			if strings.Contains(c, q) {
				b = c
				break
			}
		}
	}
	at := strings.Index(b, q)
	if at <= 0 {
		return ""
	}
	m := runInLabelRe().FindStringSubmatchIndex(b[:at])
	if m == nil {
		return ""
	}
	var label string
	if m[2] >= 0 {
		label = b[m[2]:m[3]]
	} else {
		label = b[m[4]:m[5]]
	}
	if labelVerbRe().MatchString(label) || b[m[1]-2] == ':' && sentenceEndRe().MatchString(b[m[1]:at]) {
		// "Backups: JPG only. Static 320x50 units will also be JPG.": a
		// colon labels its own sentence, a numbered item's title the whole
		// item.
		return ""
	}
	return label
}

// sentenceEndRe is the end of a sentence inside a block.
var sentenceEndRe = lazyRe(`[.!?]\s`)

var (
	// runInLabelRe is a block's opening label: up to 40 characters without
	// a digit ending in a colon ("Paid social (Meta):", also after a
	// requirement's ID: "REQ-6.3 Native unit:"), or a numbered
	// item's title ending in a full stop ("4.8 TikTok in-feed video."; an
	// unnumbered first sentence is no title).
	runInLabelRe = lazyRe(`^\s*(?:(?:[A-Za-z]{1,6}-?\d+(?:\.\d+)*\s+)?([^\d.:;!?]{3,40}?):|\d+(?:\.\d+)*\.?\s+([^\d.:;!?]{3,40}?)[.:])\s`)
	// labelVerbRe marks a sentence, not a title.
	labelVerbRe = lazyRe(`(?i)\b(?:must|shall|should|will|would|can|could|may|is|are|was|were|be|been|need|needs|has|have|run|runs|use|uses|keep|make|avoid|do|does)\b`)
)

// pronounSubjectRe is a quote whose subject is a pronoun, after an
// optional opening condition ("it must be", "If you send one, it must",
// "if supplied it must", "they are").
var pronounSubjectRe = lazyRe(`(?i)^\W*(?:(?:if|when|where|once)\b[^,]{0,60},\s*|(?:if|when|where|once)\s+(?:supplied|sent|used|provided|included|delivered|present|running|shown)\s+)?(?:then\s+)?(?:it|they|these|those|this one|each one|each of them)\b`)

// rowLabels are the cells of a table row before the cell its rule was
// read from ("A5 | Backup | Backup image supplied | JPG or PNG …" read
// at "JPG or PNG …": "A5", "Backup", "Backup image supplied"); none for a
// block that is no table row or a quote that starts at the row's first
// cell (it holds the labels itself).
func rowLabels(row, quote string) []string {
	cells := strings.Split(row, " | ")
	if len(cells) < 2 {
		return nil
	}
	q := normQuote(quote)
	for i, c := range cells {
		c = normQuote(c)
		if c != "" && (strings.Contains(c, q) || len(c) > 3 && strings.HasPrefix(q, c)) {
			return cells[:i]
		}
	}
	return nil
}

// labelNamesPart is the part of the model's a label is nothing but the
// name of, in one word of letters ("Icon" is appIcon, "Thumbnail"
// thumbnail, "Hero" mainImage); "" for any other label, a version of the
// whole spot ("Master", "Proxy") or a code ("CMP-6").
func labelNamesPart(label string) string {
	h := strings.TrimSpace(headOf(label))
	if len(h) < 4 || strings.IndexFunc(h, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return ""
	}
	s, err := compliance.NormalizeScope(compliance.Scope{Part: h})
	if err != nil || variantParts[s.Part] {
		return ""
	}
	return s.Part
}

// headOf is what a heading, lead-in or label is about: the words before
// an aside or a qualifier ("Audio spots (with companion banner)" is about
// audio spots, "For spots that end on an end card:" about spots, "Mezzanine
// file (MOV or MXF)" about the mezzanine file).
func headOf(text string) string {
	if loc := qualifierRe().FindStringIndex(text); loc != nil {
		return text[:loc[0]]
	}
	return text
}

// qualifierRe starts an aside or a qualifier of what a heading names.
var qualifierRe = lazyRe(`(?i)[(\[]|\b(?:with|incl\.?|including|plus|that|which|where|when|if|except|excluding|without|using)\b`)

// namesSeveral reports whether a heading or lead-in names several things
// ("Graphics and preview video"); words in brackets only qualify one
// ("Mezzanine file (MOV or MXF)").
func namesSeveral(text string) bool {
	return listsSeveralRe().MatchString(bracketedRe().ReplaceAllString(text, " "))
}

// bracketedRe is a bracketed aside.
var bracketedRe = lazyRe(`\([^()]*\)|\[[^\[\]]*\]`)

// listsSeveralRe marks a text naming several things ("Bumpers and Shorts",
// "Cut-downs / lifts").
var listsSeveralRe = lazyRe(`(?i)\b(?:and|or)\b|[&/,+]`)

// containsFold reports whether s contains sub, ASCII case folded.
func containsFold(s, sub string) bool { return strings.Contains(asciiLower(s), asciiLower(sub)) }

// restrictionWords lists the platforms, placements and editions a text
// names, lower case, in a canonical order.
func restrictionWords(text string) string {
	var words []string
	for _, rs := range restrictions {
		for _, m := range rs.re().FindAllString(text, -1) {
			words = append(words, strings.ToLower(m))
		}
	}
	slices.Sort(words)
	return strings.Join(slices.Compact(words), ",")
}

// scope is a platform, placement or part scope (compliance.Params); the
// platforms, placements, markets and languages may be several, joined by
// commas.
type scope struct{ platforms, placements, parts, markets, languages string }

func (s scope) empty() bool { return s == scope{} }

// with adds what o states and s does not.
func (s scope) with(o scope) scope {
	if s.platforms == "" {
		s.platforms = o.platforms
	}
	if s.placements == "" {
		s.placements = o.placements
	}
	if s.parts == "" {
		s.parts = o.parts
	}
	if s.markets == "" {
		s.markets = o.markets
	}
	if s.languages == "" {
		s.languages = o.languages
	}
	return s
}

// apply adds the scope to the rule's parameters.
func (s scope) apply(r *compliance.Rule) {
	if r.Params == nil {
		r.Params = &compliance.Params{}
	}
	add := func(list *[]string, v string) {
		if v != "" && !slices.Contains(*list, v) {
			*list = append(*list, v)
		}
	}
	for _, p := range strings.Split(s.platforms, ",") {
		add(&r.Params.Platforms, p)
	}
	for _, p := range strings.Split(s.placements, ",") {
		add(&r.Params.Placements, p)
	}
	add(&r.Params.Parts, s.parts)
	for _, m := range strings.Split(s.markets, ",") {
		add(&r.Params.Markets, m)
	}
	for _, l := range strings.Split(s.languages, ",") {
		add(&r.Params.Languages, l)
	}
	if slices.Contains(r.Params.Parts, "carouselCard") {
		// "every card of the carousel": a card is only ever in a carousel,
		// so the placement adds nothing the part does not say (and an
		// asset known as a card by its part alone would not be checked).
		r.Params.Placements = slices.DeleteFunc(r.Params.Placements, func(p string) bool { return p == "carousel" })
	}
	if s.parts != "" && !variantParts[s.parts] {
		// The part says what asset the rule is for: a companion banner
		// under a video heading is an image, not a video.
		r.Params.Kinds = nil
	}
}

// variantParts are versions of the whole creative, not pieces of it: they
// keep the kinds the words gave (a mezzanine file is a video).
var variantParts = map[string]bool{"mezzanine": true, "delivery": true, "cutdown": true, "bumper": true, "inBannerVideo": true}

// words says the scope as a reviewer reads it.
func (s scope) words() string {
	switch {
	case s.platforms != "":
		return "platform " + s.platforms
	case s.placements != "":
		return "placement " + s.placements
	case s.markets != "":
		return "market " + s.markets
	case s.languages != "":
		return "language " + s.languages
	}
	return "part " + s.parts
}

// scopeOfRestriction is the model's scope for a restriction's words: the
// platform, placement or edition it names (compliance.Platforms,
// compliance.Placements). Words none of them name give no scope.
func scopeOfRestriction(what, words string) scope {
	w := strings.ToLower(words)
	if what == "platform" {
		w = strings.TrimSuffix(w, " shorts")
		if w == "connected tv" || w == "connected-tv" {
			w = "ctv"
		}
		if slices.Contains(compliance.Platforms, w) {
			return scope{platforms: w}
		}
		return scope{}
	}
	if what == "edition" {
		return scope{placements: "print"}
	}
	for _, p := range []struct{ prefix, placement string }{
		{"stor", "stories"}, {"reel", "reels"}, {"in-feed", "feed"}, {"infeed", "feed"}, {"feed", "feed"}, {"carousel", "carousel"},
		{"social", "social"}, {"e-mail", "email"}, {"email", "email"}, {"newsletter", "email"}, {"enewsletter", "email"}, {"e-newsletter", "email"}, {"clm", "clm"},
		{"e-detail", "clm"}, {"edetail", "clm"}, {"in-app", "in-app"}, {"inapp", "in-app"}, {"mobile app", "in-app"},
		{"native", "native"}, {"dooh", "dooh"}, {"billboard", "dooh"}, {"out-of-home", "dooh"},
	} {
		if strings.HasPrefix(w, p.prefix) {
			return scope{placements: p.placement}
		}
	}
	return scope{}
}

// valueForRe is the start of what follows a value that names where it is
// for: "1080x1080 for Feed", "9:16 (full screen) in Stories and Reels".
var valueForRe = lazyRe(`(?i)^\s*(?:\([^()]*\)\s*)?(?:for|in|on)\s`)

// sizeSpacesRe finds a size written with spaces ("1080 × 1080").
var sizeSpacesRe = lazyRe(`(\d)\s*[x×]\s*(\d)`)

// splitPerPlacement splits a rule whose sentence gives each value its own
// placement ("1080x1080 for Feed, 1080x1920 for Stories", "4:5 for Feed,
// 9:16 for Stories and Reels") into one rule per value, each scoped to
// its placements: as one list scoped to all of them, a Feed image of
// Stories' size would pass and the document's pairs would be lost. Only
// when every value names placements and they are the rule's own.
func splitPerPlacement(rules []compliance.Rule) []compliance.Rule {
	out := rules[:0:0]
	for _, r := range rules {
		p := paramsOrEmpty(&r)
		if r.Source == nil || len(p.Allowed) < 2 || len(p.Placements) < 2 || r.Field != "dimensions" && r.Field != "aspectRatio" {
			out = append(out, r)
			continue
		}
		text := strings.ToLower(sizeSpacesRe().ReplaceAllString(r.Source.Quote, "${1}x${2}"))
		per := make([][]string, len(p.Allowed))
		ok := true
		for i, v := range p.Allowed {
			at := strings.Index(text, strings.ToLower(v))
			if at < 0 {
				ok = false
				break
			}
			rest := text[at+len(v):]
			if end := strings.IndexAny(rest, ",;"); end >= 0 {
				rest = rest[:end]
			}
			if !valueForRe().MatchString(rest) {
				ok = false
				break
			}
			for _, m := range restrictions[1].re().FindAllString(rest, -1) {
				if pl := scopeOfRestriction("placement", m).placements; pl != "" && slices.Contains(p.Placements, pl) && !slices.Contains(per[i], pl) {
					per[i] = append(per[i], pl)
				}
			}
			ok = ok && len(per[i]) > 0
		}
		if !ok {
			out = append(out, r)
			continue
		}
		for i, v := range p.Allowed {
			c := r
			cp := p
			cp.Allowed, cp.Placements = []string{v}, per[i]
			c.Params = &cp
			c.Rule = Title(c)
			out = append(out, c)
		}
	}
	return out
}

// valueNamedIn reports whether text gives the rule's own bound (its
// maximum or minimum) as a number.
func valueNamedIn(r *compliance.Rule, text string) bool {
	p := paramsOrEmpty(r)
	for _, n := range plainNumberRe().FindAllString(text, -1) {
		f, err := strconv.ParseFloat(n, 64)
		if err == nil && (p.Max != nil && *p.Max == f || p.Min != nil && *p.Min == f) {
			return true
		}
	}
	return false
}

// plainNumberRe is a number as written.
var plainNumberRe = lazyRe(`\d+(?:\.\d+)?`)
