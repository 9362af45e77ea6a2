package brd

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// The conflict stage is the last pass of Review, over the whole rule set.
// A document often gives two values for one measurement meant for
// different variants or parts ("mezzanine files: MOV or MXF, ProRes";
// "delivery files: MP4, H.264"; static and rich-media weights; one limit
// per programme type) without a word the rule model can scope them by.
// Applied to every asset, each of those rules fails the assets the other
// one is for. So:
//
//   - a rule whose words make it hold only under a condition no asset
//     measurement can tell ("mono spots", "for stereo", "reminder ads",
//     "spots with music beds", "units that make a claim") arrives disabled
//     with the condition named;
//   - enabled critical rules of the same field and measurement whose scopes
//     overlap and whose values contradict (disjoint allowed sets, one's
//     maximum below the other's minimum, different maxima or minima) arrive
//     disabled, each naming the other: which applies to which asset is
//     not stated, so a person decides.
//
// Both keep their values, so a reviewer enables the right one with a click.

// conflictFields are measured from the asset's bytes: a contradiction
// between two of their rules fails a real asset.
var conflictFields = map[string]bool{
	"dimensions": true, "aspectRatio": true, "fileSize": true, "format": true,
	"duration": true, "frameRate": true, "bitrate": true, "codec": true,
	"audioLoudness": true, "audioSampleRate": true, "audioChannels": true,
	"characterCount": true, "endCardDuration": true,
}

// conditionRe finds a condition in a requirement's own words that an
// asset's measurements cannot decide: a channel layout or programme type
// named as the subject ("mono spots must", "for stereo") rather than as the
// required value ("must be stereo"), and a limit for one codec or container
// ("80 Mbps minimum for ProRes"), which the rule model cannot make a
// condition of.
var conditionRe = lazyRe(`(?i)\b(?:for|if|when|where|on)\s+(?:the\s+|a\s+)?(?:mono|stereo|voice[- ]only|music|speech|reminder|product[- ]claim|help[- ]seeking)\b[^.;,]{0,20}|\b(?:mono|stereo|voice[- ]only|reminder|product[- ]claim|help[- ]seeking)\s+(?:spots?|files?|ads?|versions?|creatives?|units?)\b|\b(?:spots?|units?|ads?|assets?|creatives?)\s+(?:that|which)\s+(?:make|makes|carry|carries|contain|contains)\s+(?:a\s+)?(?:clinical\s+|product\s+|efficacy\s+)?claims?\b|\b(?:spots?|files?|ads?|creatives?)\s+with\s+(?:a\s+)?music(?:\s+beds?)?\b|\bfor\s+(?:apple\s+)?(?:prores|xdcam|dnxh[dr]|h\.?26[45]|hevc|mpeg-?2|mxf|mov|mp4)\b[^.;,]{0,20}`)

// flagConditions disables rules that hold only under a condition the
// checker cannot tell (a text rule for "reminder ads" or "units that make a
// claim" would otherwise be demanded of every asset).
func flagConditions(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil {
			continue
		}
		m := conditionRe().FindString(r.Source.Quote)
		if m == "" {
			continue
		}
		flag(r, fmt.Sprintf("This limit holds only %q, which no measurement of an asset can tell: left for review.", strings.TrimSpace(m)))
	}
}

// scopeSizeMentions reads a size named in a sentence that also sets another
// limit ("a 320x50 unit shall not exceed 50 KB") as that limit's scope, not
// as a dimensions rule of its own, when the document lists more sizes
// elsewhere: the limit gets the sizes, the dimensions rule is left for
// review (applied to every unit it would fail the document's other sizes).
func scopeSizeMentions(rules []compliance.Rule) {
	for i := range rules {
		d := &rules[i]
		pd := paramsOrEmpty(d)
		if !d.Enabled || d.Field != "dimensions" || len(pd.Allowed) == 0 || pd.Check != "" || d.Source == nil ||
			!sizeSubjectRe().MatchString(d.Source.Quote) {
			continue
		}
		list := slices.IndexFunc(rules, func(l compliance.Rule) bool {
			pl := paramsOrEmpty(&l)
			return l.Field == "dimensions" && pl.Check == "" && len(pl.Allowed) > len(pd.Allowed) &&
				compliance.ScopesOverlap(*d, l) && allSizesIn(pd.Allowed, pl.Allowed)
		})
		if list < 0 {
			continue
		}
		var limits []int
		for j := range rules {
			r := &rules[j]
			if j != i && r.Source != nil && r.Source.Quote == d.Source.Quote && r.Field != "dimensions" &&
				conflictFields[r.Field] && hasValues(r.Params) && len(r.Params.Sizes) == 0 {
				limits = append(limits, j)
			}
		}
		if len(limits) == 0 {
			continue
		}
		for _, j := range limits {
			rules[j].Params.Sizes = slices.Clone(pd.Allowed)
		}
		flag(d, fmt.Sprintf("%s names the units the limit in the same sentence is for; the document's list of sizes is %s: left for review.",
			strings.Join(pd.Allowed, ", "), ruleWhere(rules[list])))
	}
}

// flagListsMissingSizes leaves for review a list of allowed sizes that
// leaves out a size another rule of the same scope sets a limit for ("Size:
// 300 × 250; 300 × 600" and "150 kB for the 728 × 90 only" in one market's
// section): the document says that size runs, so the list is incomplete
// and would fail it. Only a limit of that one size says so: a group's
// limit ("80 KB (320x50, 300x50)") may name a size in passing. A part's
// list (a companion banner's 640 × 640) is not made incomplete by the
// whole units' sizes.
func flagListsMissingSizes(rules []compliance.Rule) {
	for i := range rules {
		d := &rules[i]
		pd := paramsOrEmpty(d)
		if !d.Enabled || d.Field != "dimensions" || len(pd.Allowed) == 0 || pd.Check != "" || len(pd.Sizes) > 0 {
			continue
		}
		for _, r := range rules {
			pr := paramsOrEmpty(&r)
			if len(pr.Sizes) != 1 || r.Field == "dimensions" || !compliance.ScopesOverlap(*d, r) || len(pd.Parts) > 0 && len(pr.Parts) == 0 {
				continue
			}
			if missing := slices.IndexFunc(pr.Sizes, func(s string) bool {
				return !slices.ContainsFunc(pd.Allowed, func(a string) bool { return sameSize(a, s) }) && !bannerSizeOfNoKind(rules, s, pd.Kinds)
			}); missing >= 0 {
				flag(d, fmt.Sprintf("The document also gives a limit for %s (%s), a size this list leaves out: left for review.", pr.Sizes[missing], ruleWhere(r)))
				break
			}
		}
	}
}

// sizeSubjectRe finds a size named as the subject of a sentence ("a 320x50
// unit", "for 300x600") rather than as a required value ("1920 × 1080").
var sizeSubjectRe = lazyRe(`(?i)\b(?:a|an|the|each|every|for|on|of)\s+\d{2,4}\s*[x×]\s*\d{2,4}\b|\b\d{2,4}\s*[x×]\s*\d{2,4}\s+(?:units?|banners?|ads?|creatives?|placements?|slots?)\b`)

func allSizesIn(x, y []string) bool {
	for _, a := range x {
		if !slices.ContainsFunc(y, func(b string) bool { return sameSize(a, b) }) {
			return false
		}
	}
	return true
}

// layoutWidthRe names the width of an HTML layout (an email's or a
// landing page's), not of the images in it.
var layoutWidthRe = lazyRe(`(?i)\b(?:layout|content|template|email|e-mail|body|page)\s+width\b|\bwidth of the (?:layout|email|template|content)\b`)

// htmlPageRe names an email or a plain HTML page (not an HTML5 banner);
// pictureRe names the pictures in it. A width alone in a sentence about
// the email ("they are 640 px wide and the HTML stays under 90 KB") is
// the layout's width, whatever the sentence calls it.
var (
	htmlPageRe = lazyRe(`(?i)\b(?:e-?mails?|newsletters?|mailings?|layouts?|HTML)\b(?:[^5]|$)`)
	pictureRe  = lazyRe(`(?i)\b(?:images?|pictures?|photos?|banners?|logos?|heroes|hero|icons?|graphics?|videos?)\b`)
)

// widthOnly says whether a dimensions rule states a width and no height.
func widthOnly(p *compliance.Params) bool {
	if p == nil || len(p.Allowed) > 0 || p.MinHeight > 0 || p.MaxHeight > 0 {
		return false
	}
	return strings.HasSuffix(p.Pattern, "x\\d+$") || p.Pattern == "" && (p.MinWidth > 0 || p.MaxWidth > 0)
}

// flagLayoutWidths leaves for review a width rule read from a layout's
// width: the checker would measure the images placed in the email too,
// which are narrower or as wide, never the layout; and an HTML file's kind
// is not known, so no kind scope can say "the HTML only".
func flagLayoutWidths(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "dimensions" || r.Params == nil || len(r.Params.Kinds) > 0 || r.Source == nil {
			continue
		}
		emailWidth := widthOnly(r.Params) && htmlPageRe().MatchString(r.Source.Quote) && !pictureRe().MatchString(r.Source.Quote)
		if !emailWidth && !layoutWidthRe().MatchString(r.Source.Quote+" "+r.Rule) {
			continue
		}
		flag(r, "This is the layout's width; the images in it would fail it: left for review.")
	}
}

// flagUnsizedLoadRefusals leaves for review a refusal of the later load
// ("no polite load") that no size scopes: it is said of some units (the
// mobile banner, a lightweight unit) the words name without a size, and
// applied to every HTML5 unit it would fail the polite load the document
// allows the others.
func flagUnsizedLoadRefusals(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		p := paramsOrEmpty(r)
		if r.Enabled && r.Field == "fileSize" && p.Check == compliance.SizeCheckSubload && p.Max != nil && *p.Max == 0 && len(p.Sizes) == 0 {
			flag(r, "The document refuses the later load without naming the sizes it is for; applied to every HTML5 unit it would fail the polite load it allows the others: left for review.")
		}
	}
}

// deliverablesRe marks a count of deliverables ("four 30-second spots",
// "the expected quantities"): what will be delivered, not a limit.
var deliverablesRe = lazyRe(`(?i)\bquantit(?:y|ies)\b|\b(?:two|three|four|five|six|eight|ten|twelve|\d+)\s+(?:\d+[- ]second|:\d\d)\s+(?:spots?|cutdowns?|videos?|versions?)\b`)

// flagDeliverables leaves for review a measurable rule read from a list of
// deliverables: applied to every asset, its lengths or sizes would fail
// the other deliverables.
func flagDeliverables(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if r.Enabled && conflictFields[r.Field] && r.Source != nil && deliverablesRe().MatchString(r.Source.Quote) {
			flag(r, "This reads as a list of deliverables, not a limit: left for review.")
		}
	}
}

// flagImplausible leaves for review a file-size limit of a whole creative
// below 2 KB: no creative is that small, so the number was read from
// something else (a unit's definition, "1 KB = 1,024 bytes"). A part's
// limit (a privacy icon) may be that small.
func flagImplausible(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil || len(r.Params.Parts) > 0 {
			continue
		}
		if r.Params.Check == compliance.SizeCheckSubload && *r.Params.Max == 0 {
			continue // "no polite load": no later load at all, a limit a unit meets
		}
		if _, max, _, _ := compliance.Bounds(r.Field, *r.Params); max < 2 {
			flag(r, fmt.Sprintf("A limit of %s for a whole creative is implausible (read from a definition or a misread cell?): left for review.", r.Rule))
		}
	}
}

// flagConflicts disables each enabled critical rule that contradicts
// another of the same field, measurement and overlapping scope. When one
// rule's scope lies inside the other's ("300x600: 200 KB" inside "all
// units: 150 KB"), the narrower rule is the document's word for those
// assets: only the broader one is flagged.
func flagConflicts(rules []compliance.Rule) {
	// A rule another value of the review already left for review
	// contradicts is contested: its stated kinds alone do not make it the
	// document's word for those assets ("Images must be 3840 × 2160"
	// beside a pause image's "960 × 1080" the self-check flagged).
	contested := make([]bool, len(rules))
	for i := range rules {
		contested[i] = rules[i].Enabled && slices.ContainsFunc(rules, func(o compliance.Rule) bool {
			return !o.Enabled && o.NeedsReview && contradicts(rules[i], o)
		})
	}
	narrowerOf := func(a, b int) bool {
		return narrower(rules[a], rules[b]) || !contested[a] && narrowerByKinds(rules[a], rules[b])
	}
	others := make([][]int, len(rules))
	for i := range rules {
		for j := i + 1; j < len(rules); j++ {
			if !conflicting(rules[i], rules[j]) {
				continue
			}
			// A broader rule that admits all the narrower one admits
			// ("150 KB" beside "the 320 × 50: 50 KB") fails no asset the
			// narrower allows: it stays, for the assets the narrower is
			// not about.
			if !narrowerOf(i, j) && !(narrowerOf(j, i) && admitsAll(rules[i], rules[j])) {
				others[i] = append(others[i], j)
			}
			if !narrowerOf(j, i) && !(narrowerOf(i, j) && admitsAll(rules[j], rules[i])) {
				others[j] = append(others[j], i)
			}
		}
	}
	for i, js := range others {
		if len(js) == 0 {
			continue
		}
		var names []string
		for _, j := range js {
			names = append(names, ruleWhere(rules[j]))
		}
		flag(&rules[i], fmt.Sprintf("The document also gives %s for this measurement; which applies to which asset is not stated: left for review.", strings.Join(names, " and ")))
	}
}

// scopeFormatListsByKind reads two format lists of one scope whose formats
// are files of different kinds ("Print: PDF/X-1a" and "Banners: JPG, PNG or
// GIF"; "PDF, PPTX or DOCX" beside "MP4 only") as the lists of those kinds:
// the document names the formats of each kind of asset, so each list takes
// its formats' kinds (within the kinds it had) and the two no longer meet.
// A list whose formats mix kinds, or name a file of no kind the checker
// tells ("HTML"), is left to flagConflicts.
func scopeFormatListsByKind(rules []compliance.Rule) {
	kindsOfList := func(r compliance.Rule) []string {
		fk := formatKinds(paramsOrEmpty(&r).Allowed)
		if own := paramsOrEmpty(&r).Kinds; len(own) > 0 {
			fk = slices.DeleteFunc(slices.Clone(fk), func(k string) bool { return !slices.Contains(own, k) })
		}
		return fk
	}
	var scoped [][]string
	for i := range rules {
		a := rules[i]
		ka := kindsOfList(a)
		if a.Field != "format" || !a.Enabled || len(ka) == 0 {
			scoped = append(scoped, nil)
			continue
		}
		var out []string
		for j := range rules {
			b := rules[j]
			if j == i || b.Field != "format" || !conflicting(a, b) {
				continue
			}
			kb := kindsOfList(b)
			if len(kb) == 0 || slices.ContainsFunc(ka, func(k string) bool { return slices.Contains(kb, k) }) {
				out = nil
				break
			}
			out = ka
		}
		scoped = append(scoped, out)
	}
	for i, kinds := range scoped {
		if len(kinds) > 0 {
			setKinds(&rules[i], kinds...)
		}
	}
}

// narrower reports whether a is stated for a strict part of b's assets by
// an explicit scope (sizes, platforms, placements, parts, customer types,
// markets, languages): then a is the document's word for those assets.
// Asset kinds alone do not count, nor does the channel: they are guessed
// from the words and the section ("backup image" → static, "Video
// Requirements" → Video), and a guess does not outrank another rule
// (kinds the rule's own sentence names do: narrowerByKinds). The
// channel is no bound either ("Pinterest" under a social heading is
// narrower than a banner list read as Display), but kinds are: a rule for
// the email placement is no part of a rule for images.
func narrower(a, b compliance.Rule) bool {
	a.Channel, b.Channel = "", ""
	if !scopeWithin(a, b) || scopeWithin(b, a) {
		return false
	}
	pa, pb := paramsOrEmpty(&a), paramsOrEmpty(&b)
	pa.Kinds, pb.Kinds = nil, nil
	a.Params, b.Params = &pa, &pb
	return scopeWithin(a, b) && !scopeWithin(b, a)
}

// narrowerByKinds reports whether a is stated for a strict part of b's
// assets by kinds its own sentence names (kindsStated): "Each image must
// be 200 KB or smaller" beside "The HTML file must be under 100 KB",
// "Static units shall not exceed 100 KB" beside an unscoped 150 KB.
func narrowerByKinds(a, b compliance.Rule) bool {
	a.Channel, b.Channel = "", ""
	return kindsStated(a) && scopeWithin(a, b) && !scopeWithin(b, a)
}

// kindsStated reports whether a rule's kinds are named by the nouns of its
// own sentence ("Each image", "Static units", "HTML5 package", "Embedded
// video"), not guessed from its heading or channel: then they are as
// explicit a scope as a size or a platform. File formats and example file
// names name no kind here (a format rule's formats are its values; "320x50
// 40K GIF/JPG only" is a row whose size was not attached), nor does a
// sentence that names a size its limit is not scoped to.
func kindsStated(r compliance.Rule) bool {
	p := paramsOrEmpty(&r)
	if len(p.Kinds) == 0 || r.Source == nil || r.Field != "dimensions" && len(p.Sizes) == 0 && exampleSizeRe().MatchString(r.Source.Quote) {
		return false
	}
	words := fileFormatRe().ReplaceAllString(exampleNameRe().ReplaceAllString(r.Source.Quote, " "), " ")
	if r.Field == "format" {
		words = strings.NewReplacer("HTML5", " ", "html5", " ").Replace(words)
	}
	stated := kindsOf(words, nil, "")
	if imageNounRe().MatchString(words) {
		stated = append(stated, "static", "animated")
	}
	return !slices.ContainsFunc(p.Kinds, func(k string) bool { return !slices.Contains(stated, k) })
}

var (
	// fileFormatRe finds the file formats a sentence names.
	fileFormatRe = lazyRe(`(?i)\b(?:jpe?g|png|gifs?|webp|svg|zip|mp4|mov|webm|mp3|wav|pdf)\b`)
	// imageNounRe names still or animated images as the subject.
	imageNounRe = lazyRe(`(?i)\bimages?\b`)
)

// scopeWithin reports whether every asset in a's scope is in b's: each of
// b's scope lists is empty (all) or holds all of a's values.
func scopeWithin(a, b compliance.Rule) bool {
	allChannels := func(c string) bool { c = strings.TrimSpace(c); return c == "" || strings.EqualFold(c, "All") }
	if !allChannels(b.Channel) && !strings.EqualFold(strings.TrimSpace(a.Channel), strings.TrimSpace(b.Channel)) {
		return false
	}
	pa, pb := paramsOrEmpty(&a), paramsOrEmpty(&b)
	within := func(x, y []string, eq func(u, v string) bool) bool {
		if len(y) == 0 {
			return true
		}
		if len(x) == 0 {
			return false
		}
		for _, u := range x {
			if !slices.ContainsFunc(y, func(v string) bool { return eq(u, v) }) {
				return false
			}
		}
		return true
	}
	return within(pa.Kinds, pb.Kinds, strings.EqualFold) && within(pa.Sizes, pb.Sizes, sameSize) &&
		within(pa.CustomerTypes, pb.CustomerTypes, strings.EqualFold) && within(pa.Platforms, pb.Platforms, strings.EqualFold) &&
		within(pa.Placements, pb.Placements, strings.EqualFold) && within(pa.Parts, pb.Parts, strings.EqualFold) &&
		within(pa.Markets, pb.Markets, func(u, v string) bool { return compliance.MarketCovers(v, u) }) &&
		within(pa.Languages, pb.Languages, strings.EqualFold)
}

// ruleWhere names a rule and the page it was read on.
func ruleWhere(r compliance.Rule) string {
	s := strconv.Quote(r.Rule)
	if r.Source != nil && r.Source.Page > 0 {
		s += fmt.Sprintf(" (page %d)", r.Source.Page)
	}
	return s
}

// videoVersion reports whether params are scoped to a shorter version of
// a spot or the video inside a banner (see spotVariantParts).
func videoVersion(p compliance.Params) bool {
	return slices.ContainsFunc(p.Parts, func(part string) bool { return spotVariantParts[part] || part == "inBannerVideo" })
}

// conflicting reports whether two rules would each fail assets the other
// allows, for one measurement and an overlapping scope.
func conflicting(a, b compliance.Rule) bool {
	return a.Enabled && b.Enabled && contradicts(a, b)
}

// contradicts is conflicting whether the rules are enabled or not.
func contradicts(a, b compliance.Rule) bool {
	if a.Severity != compliance.SeverityCritical || b.Severity != compliance.SeverityCritical ||
		a.Field != b.Field || !compliance.ScopesOverlap(a, b) {
		return false
	}
	pa, pb := paramsOrEmpty(&a), paramsOrEmpty(&b)
	if !conflictFields[a.Field] && !(a.Field == "metadata" && pa.Check == compliance.MetaCheckFileCount) {
		// The files in a package are counted from its bytes too: two
		// unscoped counts contradict like two file sizes.
		return false
	}
	// A part's own limit (the end card, the companion banner) is not the
	// whole creative's, whatever the whole's limit says. A shorter version
	// or a banner's video is a video too: the spots' unscoped lengths
	// apply to it as well, so its own length still contradicts them.
	if pa.Check != pb.Check || (len(pa.Parts) > 0) != (len(pb.Parts) > 0) && !videoVersion(pa) && !videoVersion(pb) {
		return false
	}
	if len(pa.Allowed) > 0 && len(pb.Allowed) > 0 {
		// Two different lists for one measurement: an asset allowed by
		// the longer one fails the shorter one.
		return !sameAllowed(a.Field, pa.Allowed, pb.Allowed)
	}
	if !sameUnitKind(a.Field, pa.Unit, pb.Unit) {
		return false
	}
	if len(pa.Allowed) > 0 {
		return noneWithin(a.Field, pa, pb)
	}
	if len(pb.Allowed) > 0 {
		return noneWithin(b.Field, pb, pa)
	}
	amin, amax, aHasMin, aHasMax := compliance.Bounds(a.Field, pa)
	bmin, bmax, bHasMin, bHasMax := compliance.Bounds(b.Field, pb)
	switch {
	case aHasMax && bHasMin && amax < bmin, bHasMax && aHasMin && bmax < amin:
		return true // ranges that do not meet
	case aHasMax && bHasMax && !near(amax, bmax), aHasMin && bHasMin && !near(amin, bmin):
		return true // several maxima or minima, none scoped
	}
	return false
}

// admitsAll reports whether every asset the narrow rule passes also
// passes the broad one: the broad range holds the narrow one, or the broad
// list holds every value of the narrow list.
func admitsAll(broad, narrow compliance.Rule) bool {
	if broad.Field != "fileSize" && broad.Field != "dimensions" {
		// (Other fields' broader values are often an earlier version's
		// or a variant's: "previously three loops" beside "twice".)
		return false
	}
	pb, pn := paramsOrEmpty(&broad), paramsOrEmpty(&narrow)
	if len(pb.Allowed) > 0 || len(pn.Allowed) > 0 {
		if len(pb.Allowed) == 0 || len(pn.Allowed) == 0 || pb.HasPixelBounds() || pn.HasPixelBounds() {
			return false
		}
		return !slices.ContainsFunc(pn.Allowed, func(v string) bool { return allowedDisjoint(broad.Field, []string{v}, pb.Allowed) })
	}
	if !sameUnitKind(broad.Field, pb.Unit, pn.Unit) {
		return false
	}
	bmin, bmax, bHasMin, bHasMax := compliance.Bounds(broad.Field, pb)
	nmin, nmax, nHasMin, nHasMax := compliance.Bounds(narrow.Field, pn)
	if bHasMax && (!nHasMax || nmax > bmax && !near(nmax, bmax)) {
		return false
	}
	return !bHasMin || nHasMin && (nmin >= bmin || near(nmin, bmin))
}

// sameUnitKind: fields without a unit conversion (loudness, sample rate,
// characters) compare only rules stated in the same unit (LUFS is not
// dBTP).
func sameUnitKind(field, x, y string) bool {
	switch field {
	case "fileSize", "duration", "bitrate", "frameRate", "endCardDuration":
		return true
	}
	return strings.EqualFold(strings.TrimSpace(x), strings.TrimSpace(y))
}

// noneWithin reports whether no value of list's allowed numbers lies in
// the range of other ("50 Mbps" against "15 to 30 Mbps").
func noneWithin(field string, list, other compliance.Params) bool {
	lo, hi, hasLo, hasHi := compliance.Bounds(field, compliance.Params{Min: other.Min, Max: other.Max, Unit: other.Unit})
	if !hasLo && !hasHi {
		return false
	}
	for _, a := range list.Allowed {
		f, err := strconv.ParseFloat(strings.TrimSpace(a), 64)
		if err != nil {
			return false // not a number: nothing to compare
		}
		v, _, _, _ := compliance.Bounds(field, compliance.Params{Min: &f, Unit: list.Unit})
		if (!hasLo || v >= lo-1e-9) && (!hasHi || v <= hi+1e-9) {
			return false
		}
	}
	return true
}

func near(x, y float64) bool { return math.Abs(x-y) <= 1e-9*math.Max(1, math.Abs(x)) }

// allowedDisjoint compares two allowed lists: the checker's comparison for
// dimensions, ratios, formats and codecs; numbers and words otherwise.
func allowedDisjoint(field string, x, y []string) bool {
	switch field {
	case "dimensions", "aspectRatio", "format", "codec":
		return compliance.AllowedDisjoint(field, x, y)
	}
	norm := func(v string) string {
		v = strings.ToLower(strings.TrimSpace(v))
		switch v {
		case "mono":
			return "1"
		case "stereo":
			return "2"
		}
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return strconv.FormatFloat(f, 'f', -1, 64)
		}
		return v
	}
	for _, a := range x {
		if slices.ContainsFunc(y, func(b string) bool { return norm(a) == norm(b) }) {
			return false
		}
	}
	return true
}

// sameAllowed reports whether two allowed lists hold the same values.
func sameAllowed(field string, x, y []string) bool {
	in := func(v string, list []string) bool { return !allowedDisjoint(field, []string{v}, list) }
	for _, a := range x {
		if !in(a, y) {
			return false
		}
	}
	for _, b := range y {
		if !in(b, x) {
			return false
		}
	}
	return true
}

// flagTiedAudioCodecs leaves for review an audio codec or a bitrate stated
// for one video codec ("MP4, H.264 video + AAC audio", "MP4 files with
// H.264 video at no more than 15 Mbps") when the document also allows
// another video codec (a ProRes mezzanine, an HEVC version): the audio and
// the data rate of those files are not what the sentence says (a ProRes
// master runs at 220 Mbps), and applied to every asset the rule would fail
// them.
func flagTiedAudioCodecs(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || !(r.Field == "codec" && paramsOrEmpty(r).Check == compliance.CodecCheckAudio || r.Field == "bitrate" && paramsOrEmpty(r).Max != nil) {
			continue // (a floor of one codec's data rate fails no master above it)
		}
		what := "audio codec"
		if r.Field == "bitrate" {
			what = "bitrate"
		}
		var own []string
		for _, m := range videoCodecRe().FindAllString(measuredAlternative(r.Source.Quote), -1) {
			own = append(own, compliance.NormalizeCodec(m))
		}
		if len(own) == 0 {
			continue
		}
		for _, o := range rules {
			po := paramsOrEmpty(&o)
			if o.Field != "codec" || po.Check != compliance.CodecCheckVideo || !compliance.ScopesOverlap(*r, o) {
				continue
			}
			if other := slices.IndexFunc(po.Allowed, func(c string) bool { return !slices.Contains(own, compliance.NormalizeCodec(c)) }); other >= 0 {
				flag(r, fmt.Sprintf("This %s is stated for %s files; the document also gives %s (%s), which it would fail: left for review.",
					what, strings.Join(own, "/"), po.Allowed[other], ruleWhere(o)))
				break
			}
		}
	}
}

// measuredAlternative is the part of a quote that names what its
// measurement is of: the last alternative of a list when that one carries
// it ("ProRes 422 HQ, or H.264 at 15–30 Mbps": the H.264 file's data
// rate, not the ProRes file's), else the whole quote.
func measuredAlternative(q string) string {
	if m := measuredAlternativeRe().FindStringSubmatchIndex(q); m != nil {
		return q[m[2]:m[3]]
	}
	return q
}

// measuredAlternativeRe is the last of a list of alternatives with a
// measurement of its own ("…, or H.264 at 15–30 Mbps", "… or HEVC @ 10
// Mbps"); group 1 is that alternative.
var measuredAlternativeRe = lazyRe(`(?i),\s*or\s+([\w.+/-]+(?:\s+[\w.+/-]+){0,3}?\s+(?:at|@)\s+(?:up to\s+|min(?:imum)?\.?\s+|max(?:imum)?\.?\s+)?[-−–]?\d)`)

// flagListsWithoutPreferred leaves for review a critical list of allowed
// codecs that leaves out a codec the document itself prefers for the same
// assets ("A ProRes mezzanine is preferred" beside "an
// H.264 file … is accepted just the same"): the list would fail the
// preferred file.
func flagListsWithoutPreferred(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		pr := paramsOrEmpty(r)
		if !r.Enabled || r.Severity != compliance.SeverityCritical || r.Field != "codec" || len(pr.Allowed) == 0 {
			continue
		}
		for _, o := range rules {
			po := paramsOrEmpty(&o)
			if o.Field != r.Field || o.Severity == compliance.SeverityCritical || po.Check != pr.Check || len(po.Allowed) == 0 ||
				len(po.Sizes) > 0 || !compliance.ScopesOverlap(*r, o) {
				continue
			}
			if missing := slices.IndexFunc(po.Allowed, func(v string) bool { return allowedDisjoint(r.Field, []string{v}, pr.Allowed) }); missing >= 0 {
				flag(r, fmt.Sprintf("The document also recommends %s (%s), which this list would fail: left for review.", po.Allowed[missing], ruleWhere(o)))
				break
			}
		}
	}
}

// flagSilenceAgainstAudioSpecs leaves for review a rule forbidding an audio
// track ("Must not contain an audio track") when the document also gives
// values of the audio of assets in the same scope (a codec, a loudness, a
// sample rate, channels, an audio bitrate): it expects sound in some of
// them, so the silence is some placement's that the rule does not state.
func flagSilenceAgainstAudioSpecs(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "codec" || paramsOrEmpty(r).Check != compliance.CodecCheckAudioPresent ||
			!slices.Contains(paramsOrEmpty(r).Allowed, "none") {
			continue
		}
		for _, o := range rules {
			po := paramsOrEmpty(&o)
			audio := o.Field == "audioLoudness" || o.Field == "audioSampleRate" || o.Field == "audioChannels" ||
				(o.Field == "codec" || o.Field == "bitrate") && po.Check == "audio"
			if audio && compliance.ScopesOverlap(*r, o) {
				flag(r, fmt.Sprintf("The document also gives the audio's %s (%s) for these assets: which of them must be silent is not stated: left for review.", fieldWords(o.Field), ruleWhere(o)))
				break
			}
		}
	}
}
