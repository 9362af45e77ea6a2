package brd

import (
	"fmt"
	"math"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// repairedNaming is a naming rule's pattern repaired from the template in
// its own quote and the document's example names, or false when the rule
// was not read from a template there or the examples do not line up with it.
func repairedNaming(r *compliance.Rule, examples []example) (string, bool) {
	if r.Source == nil {
		return "", false
	}
	q := r.Source.Quote
	p, start, end := namingPattern(q)
	if p == "" || p != r.Params.Pattern {
		return "", false
	}
	names := make([]string, len(examples))
	for i, ex := range examples {
		names[i] = ex.value
	}
	return repairTemplate(q[start:end], names)
}

// SelfCheck checks each enabled rule against the examples the document
// itself gives and disables and flags (NeedsReview) a rule that would fail
// one: a size listed in the rule's section that its dimensions or aspect
// ratios exclude, an example file name its naming pattern rejects, an
// example duration outside its range. Review runs it; it is exported for
// rules merged from elsewhere (an AI) after Review.
func SelfCheck(doc doctext.Document, rules []compliance.Rule) []compliance.Rule {
	selfCheck(outlineOf(doc), rules)
	return rules
}

// example is a value the document gives and where.
type example struct {
	value string
	page  int
	// kinds are the asset kinds the example's own sentence names (sizes
	// only; nil when it names none or several that no one scope holds).
	kinds []string
}

var (
	exampleSizeRe = lazyRe(`(?i)\b([1-9][0-9]{1,4})\s*[x×]\s*([1-9][0-9]{1,4})\b`)
	exampleNameRe = lazyRe(`\b[A-Za-z0-9][A-Za-z0-9_.\-]*\.(?:jpe?g|png|gif|webp|zip|mp4|mov|webm|html?|pdf|mp3|wav)\b`)
	namingTalkRe  = lazyRe(`(?i)\be\.g\.|\bexamples?\b|\bfor instance\b|\bnaming\b|\bfile ?names?\b|\bnamed like\b`)
	// durationTalkRe marks blocks that state creative lengths, so "the
	// first 5 seconds" of a branding rule is not taken for a spot length.
	durationTalkRe = lazyRe(`(?i)\b(?:durations?|lengths?|spots?|bumpers?|runtime|running time|run time|cut(?:down)?s?|dur\.)\b`)
	// secondsRe finds "15s", "15 sec", "15-second" (spotRe ":15").
	secondsRe = lazyRe(`(?i)\b([0-9]{1,3}(?:\.[0-9]+)?)\s*(?:-\s*)?(?:s|secs?|seconds?)\b`)
)

// selfCheck is SelfCheck on an outline.
func selfCheck(o *outline, rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Params == nil {
			continue
		}
		at := o.locate(r)
		// A rule scoped to a platform, placement or part checks only
		// assets known to be of it: the document's sizes and lengths are
		// not known to be, its example file names only when their names
		// say so.
		scoped := compliance.HasPlacementScope(r.Params)
		names := func() []example {
			var out []example
			for _, ex := range o.fileNames(at) {
				if compliance.PlacementApplies(r.Params, compliance.Asset{FileName: ex.value}) {
					out = append(out, ex)
				}
			}
			return out
		}
		switch r.Field {
		case "dimensions":
			if len(r.Params.Allowed) == 0 || len(r.Params.Sizes) > 0 || scoped || r.Params.Check != "" || r.Severity != compliance.SeverityCritical {
				// (A preferred size is advice: the other sizes the
				// document accepts are what it grades, not examples it
				// would wrongly fail.)
				continue
			}
			for _, ex := range o.sizes(at, r.Params.Kinds) {
				if otherKindsSize(rules, r, ex.value) || otherKindsExample(rules, r.Params.Kinds, ex) {
					continue
				}
				if !slices.ContainsFunc(r.Params.Allowed, func(a string) bool { return sameSize(a, ex.value) }) {
					flag(r, fmt.Sprintf("The document lists %s (page %d), "+otherSizeReason+" (%s) would fail.", ex.value, ex.page, strings.Join(r.Params.Allowed, ", ")))
					break
				}
			}
			if r.Enabled {
				checkRatioMentions(o, at, r)
			}
			if r.Enabled {
				checkSiblingSizes(o, at, r, rules)
			}
		case "aspectRatio":
			if len(r.Params.Allowed) == 0 || scoped {
				continue
			}
			for _, ex := range o.sizes(at, r.Params.Kinds) {
				if !ratioAllowed(ex.value, r.Params.Allowed) && !otherKindsSize(rules, r, ex.value) {
					flag(r, fmt.Sprintf("The document lists %s (page %d), whose aspect ratio this rule (%s) would fail.", ex.value, ex.page, strings.Join(r.Params.Allowed, ", ")))
					break
				}
			}
			if r.Enabled {
				checkRatioMentions(o, at, r)
			}
			if r.Enabled && len(r.Params.Sizes) == 0 && r.Params.Check == "" {
				checkSiblingSizes(o, at, r, rules)
			}
		case "naming":
			if strings.TrimSpace(r.Params.Pattern) == "" {
				continue
			}
			re, err := regexp.Compile(r.Params.Pattern)
			if err != nil {
				flag(r, "The naming pattern could not be read: "+err.Error())
				continue
			}
			examples := names()
			for _, ex := range examples {
				if re.MatchString(ex.value) {
					continue
				}
				if p, ok := repairedNaming(r, examples); ok {
					// The template read with the document's own
					// examples (see repairTemplate).
					r.Params.Pattern = p
					r.Rationale = strings.TrimSpace(r.Rationale + fmt.Sprintf(" The pattern was widened to accept the document's example file name %s (page %d).", ex.value, ex.page))
					break
				}
				flag(r, fmt.Sprintf("The document's example file name %s (page %d) does not match this rule's pattern.", ex.value, ex.page))
				break
			}
		case "format":
			if len(r.Params.Allowed) == 0 || r.Params.Check != "" {
				// (A colour space or an ink limit is no file format: a
				// PDF example name says nothing of it.)
				continue
			}
			for _, ex := range names() {
				format, kind := exampleFormat(ex.value)
				if kind == "" || len(r.Params.Kinds) > 0 && !slices.Contains(r.Params.Kinds, kind) {
					continue
				}
				if !slices.ContainsFunc(r.Params.Allowed, func(a string) bool { return compliance.NormalizeFormat(a) == format }) {
					flag(r, fmt.Sprintf("The document's example file %s (page %d) is %s, which this rule's formats (%s) would fail.", ex.value, ex.page, format, strings.Join(r.Params.Allowed, ", ")))
					break
				}
			}
			if r.Enabled && !scopedBeyondParts(r.Params) && len(r.Params.Sizes) == 0 {
				// (A list of one size's is that size's: another size's
				// list is no example for it.)
				checkFormatMentions(o, at, r)
			}
		case "audioChannels":
			// A stereo or mono count beside the document's own layout of
			// more tracks: the master carries them all, and "stereo" names
			// the mix on a pair of them.
			if most := channelsAllowed(r.Params); most > 0 && most <= 2 {
				if b := o.multitrackLayout(); b != nil {
					flag(r, fmt.Sprintf("The document lays out more audio tracks than this channel count (%q, page %d): a master carrying them would fail it; the stereo mix is a pair of them. Left for review.", shorten(b.text, 90), b.page))
				}
			}
		case "duration":
			if r.Params.Check != "" || scoped {
				continue
			}
			video := slices.Contains(r.Params.Kinds, "video") || strings.EqualFold(r.Channel, "Video")
			for _, ex := range o.durations(at, video, stillKinds(r.Params.Kinds)) {
				d, _ := strconv.ParseFloat(ex.value, 64)
				if !durationAllowed(d, r.Params) {
					flag(r, fmt.Sprintf("The document gives %ss (page %d) as a length, which this rule would fail.", ex.value, ex.page))
					break
				}
			}
			if r.Enabled && len(r.Params.Parts) == 0 && len(r.Params.Sizes) == 0 && !stillKinds(r.Params.Kinds) {
				checkSiblingLengths(o, at, r)
			}
		case "fileSize":
			if r.Params.Max != nil && r.Params.Check == "" && len(r.Params.Sizes) == 0 && !scoped {
				checkSiblingFileSizes(o, at, r)
			}
		}
	}
}

// checkSiblingFileSizes flags a file-size ceiling when a sibling unit
// allows its files more ("Max file size | 200 KB" for the home banner
// beside "Max file size | 500 KB per image" for the launch screen): each
// section states its own unit's ceiling, and applied to every file the
// smaller one fails the other unit's. A sibling's ceiling for files of
// kinds the rule does not check says nothing about it.
func checkSiblingFileSizes(o *outline, at *outlineBlock, r *compliance.Rule) {
	blocks, own := siblingUnits(o, at, r)
	for _, b := range blocks {
		p := ExtractParams(b.text)["fileSize"]
		if p == nil || p.Max == nil || p.Check != "" || p.Unit != r.Params.Unit || len(p.Sizes) > 0 {
			continue
		}
		kinds := p.Kinds
		if len(kinds) == 0 {
			kinds = kindsOf(b.text, nil, "") // "Video files up to 40 MB"
		}
		if f := ExtractParams(b.text)["format"]; len(kinds) == 0 && f != nil {
			for _, a := range f.Allowed { // "MP4, H.264, up to 4 GB"
				if k := exampleKinds[strings.ToLower(compliance.NormalizeFormat(a))]; k != "" && !slices.Contains(kinds, k) {
					kinds = append(kinds, k)
				}
			}
		}
		if len(r.Params.Kinds) > 0 && len(kinds) > 0 && !slices.ContainsFunc(kinds, func(k string) bool { return slices.Contains(r.Params.Kinds, k) }) {
			continue
		}
		if *p.Max > *r.Params.Max {
			size := fmt.Sprintf("%g %s", *p.Max, p.Unit)
			if p.Unit == "KB" && *p.Max >= 1024 {
				size = fmt.Sprintf("%g MB", math.Round(*p.Max/1024*100)/100)
			}
			flag(r, siblingReason(size+" as the largest file", b, own))
			return
		}
	}
}

// channelsAllowed is the most channels a channel-count rule allows (its
// maximum, or its largest allowed count, "stereo" as 2), or 0.
func channelsAllowed(p *compliance.Params) int {
	if p.Max != nil {
		return int(*p.Max)
	}
	most := 0
	for _, a := range p.Allowed {
		n, err := strconv.Atoi(a)
		switch strings.ToLower(a) {
		case "mono":
			n, err = 1, nil
		case "stereo":
			n, err = 2, nil
		case "5.1":
			n, err = 6, nil
		}
		if err != nil {
			return 0
		}
		most = max(most, n)
	}
	return most
}

// multitrackLayout is the first block of the document that lays out a
// multitrack master's tracks beyond a stereo pair (trackLayout: "eight
// tracks: 1–2 stereo mix, 3–4 M&E, …", "Ch 1/2 stereo full mix; Ch 3–8
// silent or 5.1"), or nil.
func (o *outline) multitrackLayout() *outlineBlock {
	for i := range o.blocks {
		if trackLayout(o.blocks[i].text) {
			return &o.blocks[i]
		}
	}
	return nil
}

// otherKindsSize reports whether a size the document lists is another kind
// of asset's: a size list of the document limited to kinds none of which
// is the rule's allows it ("300 × 250" of the banner sizes beside a video
// rule's "1920 × 1080"). A rule without kinds checks every kind.
func otherKindsSize(rules []compliance.Rule, r *compliance.Rule, size string) bool {
	if len(r.Params.Kinds) == 0 {
		return false
	}
	return slices.ContainsFunc(rules, func(o compliance.Rule) bool {
		p := paramsOrEmpty(&o)
		return o.Field == "dimensions" && p.Check == "" && len(p.Kinds) > 0 &&
			!slices.ContainsFunc(p.Kinds, func(k string) bool { return slices.Contains(r.Params.Kinds, k) }) &&
			slices.ContainsFunc(p.Allowed, func(a string) bool { return sameSize(a, size) })
	})
}

// otherKindsExample reports whether a size the document lists is of
// assets none of the rule's kinds: a standard banner size beside a rule for
// video or audio files only (no such file is delivered at 300 × 250), or a
// size whose own sentence names only other kinds ("MP4, 1920 × 1080" beside
// the banners' size list). A rule without kinds checks every kind.
func otherKindsExample(rules []compliance.Rule, kinds []string, ex example) bool {
	if len(kinds) == 0 {
		return false
	}
	if bannerSizeOfNoKind(rules, ex.value, kinds) {
		return true
	}
	return len(ex.kinds) > 0 && !slices.ContainsFunc(ex.kinds, func(k string) bool { return slices.Contains(kinds, k) })
}

// bannerSizeOfNoKind reports whether size is a standard banner size and
// kinds (not empty) hold no display kind: no video or audio file is
// delivered at 300 × 250, so the size is no asset of those kinds. A
// document with video inside its banners (a rule of the in-banner video)
// may mean its video at a banner's size: there the size says nothing.
func bannerSizeOfNoKind(rules []compliance.Rule, size string, kinds []string) bool {
	if len(kinds) == 0 || slices.ContainsFunc(kinds, func(k string) bool { return k == "static" || k == "animated" || k == "html5" }) ||
		!slices.ContainsFunc(bannerSizes, func(b string) bool { return sameSize(b, size) }) {
		return false
	}
	return !slices.ContainsFunc(rules, func(o compliance.Rule) bool { return slices.Contains(paramsOrEmpty(&o).Parts, "inBannerVideo") })
}

// sameSection lists the blocks that give examples for a rule read at at:
// those under the same section that neither exclude what they name nor
// describe a part of the creative. Without a location there are none: the
// examples of another section say nothing about the rule.
func (o *outline) sameSection(at *outlineBlock) []*outlineBlock {
	var out []*outlineBlock
	if at == nil {
		return nil
	}
	sec := at.section()
	for i := range o.blocks {
		b := &o.blocks[i]
		if b.section() != sec || b.negative || b.part {
			continue
		}
		out = append(out, b)
	}
	return out
}

// partWords are words one of which every creativeParts pattern needs: a
// text with none of them names no part, and the patterns are not run.
var partWords = []string{"privacy", "adchoices", "ad choices", "daa", "companion", "end", "logo", "thumbnail", "poster",
	"expand", "sidecar", "caption", "subtitle", "srt", "scc", "vtt", "ttml", "dfxp", "image", "single", "carousel", "icon", "screen", "preview", "promo", "feature", "background", "fragment"}

// mayNamePart reports whether text has one of partWords.
func mayNamePart(text string) bool {
	lower := asciiLower(text)
	return slices.ContainsFunc(partWords, func(w string) bool { return strings.Contains(lower, w) })
}

func namesPart(text string) bool {
	if !mayNamePart(text) {
		return false
	}
	for _, p := range creativeParts {
		if p.re().MatchString(text) {
			return true
		}
	}
	return false
}

// sizes are the WxH sizes the rule's section lists, and those of other
// sections whose headings name asset kinds in the rule's scope (every kind
// when it has none): a "Native" main image size must not fail the
// banner sizes listed under "Display".
func (o *outline) sizes(at *outlineBlock, kinds []string) []example {
	var out []example
	add := func(b *outlineBlock) {
		b.readExamples()
		out = append(out, b.sizes...)
	}
	same := o.sameSection(at)
	for _, b := range same {
		add(b)
	}
	if at == nil {
		return out
	}
	for i := range o.blocks {
		b := &o.blocks[i]
		if b.section() == at.section() || b.negative || b.part || len(b.kinds) == 0 {
			continue
		}
		if len(kinds) == 0 || slices.ContainsFunc(b.kinds, func(k string) bool { return slices.Contains(kinds, k) }) {
			add(b)
		}
	}
	return out
}

// fileNames are the example file names: in the rule's own sentence and in
// any block that talks about names or examples.
func (o *outline) fileNames(at *outlineBlock) []example {
	var out []example
	for i := range o.blocks {
		b := &o.blocks[i]
		if b.withdrawn {
			continue
		}
		b.readExamples() // leaves out the names of sentences that exclude them
		if b != at && !b.namingTalk {
			continue
		}
		out = append(out, b.names...)
	}
	return out
}

// durations are the lengths the rule's section gives, in seconds. For a
// video rule, spot lengths written ":15" anywhere in the document count
// too: that notation names nothing but a spot's length. For a rule of
// banners and images only (an animation's length) the lengths of spots
// and of blocks about video or audio say nothing: the rule does not check
// those files ("Animation: 15 s max" beside "Spots: 10, 20 or 30
// seconds" in one table).
func (o *outline) durations(at *outlineBlock, video, stills bool) []example {
	var out []example
	if stills {
		for _, b := range o.sameSection(at) {
			if b.readExamples(); !b.aboutVideo() {
				out = append(out, b.seconds...)
			}
		}
		return out
	}
	if video {
		for i := range o.blocks {
			if b := &o.blocks[i]; !b.negative && !b.part {
				b.readExamples()
				out = append(out, b.spots...)
			}
		}
	}
	for _, b := range o.sameSection(at) {
		b.readExamples()
		if !video {
			out = append(out, b.spots...)
		}
		out = append(out, b.seconds...)
	}
	return out
}

// stillKinds reports whether a rule is limited to kinds that are neither
// video nor audio (banners, images, documents).
func stillKinds(kinds []string) bool {
	return len(kinds) > 0 && !slices.ContainsFunc(kinds, func(k string) bool { return k == "video" || k == "audio" })
}

// aboutVideo reports whether a block is about video or audio files: its
// headings or its own words name them, or it gives spot lengths (":30").
func (b *outlineBlock) aboutVideo() bool {
	return slices.Contains(b.kinds, "video") || slices.Contains(b.kinds, "audio") || len(b.spots) > 0 ||
		slices.ContainsFunc(kindsOf(b.text, nil, ""), func(k string) bool { return k == "video" || k == "audio" })
}

// exampleKinds are the asset kinds of example files by extension.
var exampleKinds = map[string]string{
	"jpg": "static", "jpeg": "static", "png": "static", "webp": "static", "gif": "animated",
	"zip": "html5", "html": "html5", "htm": "html5", "mp4": "video", "mov": "video", "webm": "video",
	"mp3": "audio", "wav": "audio", "pdf": "document",
}

// exampleFormat is the format (as the format check names it) and the asset
// kind of an example file name; kind is "" for an unknown extension.
func exampleFormat(name string) (format, kind string) {
	ext := strings.ToLower(strings.TrimPrefix(path.Ext(name), "."))
	return compliance.NormalizeFormat(ext), exampleKinds[ext]
}

func sameSize(a, b string) bool {
	aw, ah, ok1 := compliance.ParseDimensions(a)
	bw, bh, ok2 := compliance.ParseDimensions(b)
	return ok1 && ok2 && aw == bw && ah == bh
}

func ratioAllowed(size string, allowed []string) bool {
	w, h, ok := compliance.ParseDimensions(size)
	if !ok {
		return true
	}
	ratio := float64(w) / float64(h)
	for _, a := range allowed {
		if want, ok := compliance.ParseAspectRatio(a); ok && math.Abs(ratio/want-1) <= compliance.AspectRatioTolerance {
			return true
		}
	}
	return false
}

// durationAllowed reports whether a duration in seconds passes a duration
// rule's values (its unit is seconds after extraction).
func durationAllowed(d float64, p *compliance.Params) bool {
	if len(p.Allowed) > 0 {
		for _, a := range p.Allowed {
			if v, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(a), "s"), 64); err == nil && math.Abs(v-d) < 0.5 {
				return true
			}
		}
		if p.Min == nil && p.Max == nil {
			return false
		}
	}
	return (p.Min == nil || d >= *p.Min-0.5) && (p.Max == nil || d <= *p.Max+0.5)
}

// checkRatioMentions flags a size or ratio list that no kind limits when
// another block of the document allows an aspect ratio none of its values
// has ("Image: 1200 × 627 or 1080 × 1080" beside "Video: 16:9, 1:1
// or 9:16"): applied to every asset, the list would fail the other
// block's assets. A rule limited to kinds is compared only with its own
// section and sections whose headings name one of its kinds.
func checkRatioMentions(o *outline, at *outlineBlock, r *compliance.Rule) {
	if at == nil || r.Params == nil {
		return
	}
	var sizes []string // the rule's values as sizes ("16:9" is one too)
	for _, a := range r.Params.Allowed {
		if w, h, ok := compliance.ParseDimensions(a); ok {
			sizes = append(sizes, fmt.Sprintf("%dx%d", w, h))
		} else if v, ok := compliance.ParseAspectRatio(a); ok {
			sizes = append(sizes, fmt.Sprintf("%dx%d", int(math.Round(v*10000)), 10000))
		}
	}
	for i := range o.blocks {
		b := &o.blocks[i]
		if b == at || b.negative || b.part {
			continue
		}
		if len(r.Params.Kinds) > 0 && b.section() != at.section() && !slices.ContainsFunc(b.kinds, func(k string) bool { return slices.Contains(r.Params.Kinds, k) }) {
			continue
		}
		p := ExtractParams(b.text)["aspectRatio"]
		if p == nil {
			continue
		}
		for _, ratio := range p.Allowed {
			if !slices.ContainsFunc(sizes, func(s string) bool { return ratioAllowed(s, []string{ratio}) }) {
				flag(r, fmt.Sprintf("The document also allows the aspect ratio %s (page %d), which this rule's values (%s) would fail; nothing says which assets each is for.", ratio, b.page, strings.Join(r.Params.Allowed, ", ")))
				return
			}
		}
	}
}

// otherFormatReason is the self-check's words for a format list that a
// container the document accepts elsewhere would fail (see
// flagContainerCodecs).
const otherFormatReason = "The document also accepts "

// flagContainerCodecs leaves for review the video codec read from the same
// cell or sentence as a container list that the self-check left for review
// because the document accepts another container for the same kind of file
// ("Pre-roll | MP4 (H.264)" beside "CTV | MOV or MP4"): the codec is that
// container's, one unit's among the document's others, and applied to
// every video it would fail the other unit's (a ProRes MOV).
func flagContainerCodecs(rules []compliance.Rule) {
	doubted := map[string]string{}
	for _, r := range rules {
		if r.Field == "format" && !r.Enabled && r.Source != nil && strings.Contains(r.ReviewReason, otherFormatReason) {
			doubted[r.Source.Quote] = strings.Join(r.Params.Allowed, ", ")
		}
	}
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "codec" || r.Source == nil || r.Params == nil || r.Params.Check != "" || compliance.HasPlacementScope(r.Params) {
			continue
		}
		if formats, ok := doubted[r.Source.Quote]; ok {
			flag(r, fmt.Sprintf("The codec is named with the containers %s, which the self-check left for review because the document accepts another container for the same kind of file: this codec is left with them.", formats))
		}
	}
}

// otherSizeReason is the self-check's words for a size list that another
// size the document lists would fail (see flagUnitSiblings).
const otherSizeReason = "which this rule's sizes"

// flagUnitSiblings leaves for review the unscoped limits read from the same
// sentence as the one size the self-check found to be one unit's among the
// document's others ("Sponsored post image 1200 x 628 (1.91:1), under
// 2MB", "Skin artwork: one JPG, 2400×1200 px"): the sentence is about that
// unit, so its weight or format is too, and applied to every asset it
// would fail the others. A limit a scope already narrows stays.
func flagUnitSiblings(rules []compliance.Rule) {
	unitQuotes := map[string]string{}
	for _, r := range rules {
		if r.Field == "dimensions" && !r.Enabled && r.Source != nil && strings.Contains(r.ReviewReason, otherSizeReason) && r.Params != nil && len(r.Params.Allowed) == 1 {
			unitQuotes[r.Source.Quote] = strings.Join(r.Params.Allowed, ", ")
		}
	}
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || !conflictFields[r.Field] || r.Field == "dimensions" || r.Field == "aspectRatio" {
			continue
		}
		size, ok := unitQuotes[r.Source.Quote]
		if !ok || r.Params != nil && (len(r.Params.Sizes) > 0 || len(r.Params.Kinds) > 0 || compliance.HasPlacementScope(r.Params)) {
			continue
		}
		flag(r, fmt.Sprintf("The sentence is about the %s unit, whose size the self-check left for review: this limit is left with it.", size))
	}
}

// siblingUnits are the blocks of the sibling sections of at's section
// under one parent heading ("Screen by screen" › "Window screens",
// "In-store screens") that are units like it: each gives a size of its
// own, names the same kinds (units of one parent are of one kind:
// "Display" beside "Streaming audio" is not one) and is of the rule's
// channel, if it has one. Top-level sections are
// a document's parts, not one parent's units: none. Each block comes with
// its section's heading.
func siblingUnits(o *outline, at *outlineBlock, r *compliance.Rule) (blocks []*outlineBlock, own string) {
	if at == nil || len(at.headings) == 0 || len(at.headings) < 2 && at.flatParent == "" {
		return nil, ""
	}
	parent := at.headings[:len(at.headings)-1]
	own = at.headings[len(at.headings)-1]
	under := func(b *outlineBlock) bool {
		// (A print that flattened the levels: the parent is the empty
		// heading the run of sections followed, flatParent.)
		return len(b.headings) == len(at.headings) && slices.Equal(b.headings[:len(parent)], parent) && b.flatParent == at.flatParent && !b.negative && !b.part
	}
	sized := map[string]bool{}
	for i := range o.blocks {
		if b := &o.blocks[i]; under(b) {
			b.readExamples()
			sized[b.headings[len(parent)]] = sized[b.headings[len(parent)]] || len(b.sizes) > 0
		}
	}
	if !sized[own] {
		return nil, own
	}
	for i := range o.blocks {
		b := &o.blocks[i]
		if under(b) && b.headings[len(parent)] != own && sized[b.headings[len(parent)]] && slices.Equal(b.kinds, at.kinds) && sameChannel(r, b) {
			blocks = append(blocks, b)
		}
	}
	return blocks, own
}

// sameChannel reports whether a rule of one channel ("Display") is
// checked on the assets of block b: a sibling section of another channel
// ("Meta") is not the rule's to fail.
func sameChannel(r *compliance.Rule, b *outlineBlock) bool {
	rc := strings.TrimSpace(r.Channel)
	if rc == "" || strings.EqualFold(rc, "All") {
		return true
	}
	return strings.EqualFold(Channel(b.text, b.headings), rc)
}

// siblingReason is the self-check's words for a value of a sibling unit.
func siblingReason(value string, b *outlineBlock, own string) string {
	return fmt.Sprintf("The document gives %s (page %d) under “%s”, beside this rule's “%s”: each section states its own unit's values, and applied to every asset this rule would fail that one.", value, b.page, b.headings[len(b.headings)-1], own)
}

// checkSiblingLengths flags a length rule when a sibling unit's length
// would fail it ("10-second spots only" for the window screens beside "10
// or 15 seconds" for the in-store ones).
func checkSiblingLengths(o *outline, at *outlineBlock, r *compliance.Rule) {
	blocks, own := siblingUnits(o, at, r)
	for _, b := range blocks {
		for _, ex := range b.lengths {
			d, _ := strconv.ParseFloat(ex.value, 64)
			if d >= 1 && !durationAllowed(d, r.Params) { // under a second is a tolerance or a gap, no creative's length
				flag(r, siblingReason(ex.value+"s as the length", b, own))
				return
			}
		}
	}
}

// checkSiblingSizes flags a size or aspect-ratio list when a sibling
// unit's size would fail it ("1920 × 1080" for the waiting-room screen
// beside "2048 × 1536" for the tablet).
func checkSiblingSizes(o *outline, at *outlineBlock, r *compliance.Rule, rules []compliance.Rule) {
	blocks, own := siblingUnits(o, at, r)
	for _, b := range blocks {
		for _, ex := range b.sizes {
			ok := ratioAllowed(ex.value, r.Params.Allowed)
			if r.Field == "dimensions" {
				ok = slices.ContainsFunc(r.Params.Allowed, func(a string) bool { return sameSize(a, ex.value) })
			}
			if !ok && !otherKindsSize(rules, r, ex.value) {
				flag(r, siblingReason(ex.value, b, own))
				return
			}
		}
	}
}

// checkFormatMentions flags a format list when another statement of the
// document accepts a format of the same kind of file that the list lacks
// ("Hosted video | MP4, MOV, WebM" beside "at least one MP4 media file"):
// applied to every such file, the list would fail what the document
// accepts. Formats of other kinds (a ZIP beside a JPG backup) and
// statements scoped to a placement say nothing about it, except for a
// caption file's: "an SCC file" for broadcast beside "a WebVTT sidecar"
// for streaming is a format of the same sidecar, which a list of one part
// (no placement of its own) applies everywhere.
func checkFormatMentions(o *outline, at *outlineBlock, r *compliance.Rule) {
	kindOf := func(f string) string {
		nf := strings.ToLower(compliance.NormalizeFormat(f))
		if sidecarFormats[nf] {
			return "caption"
		}
		return exampleKinds[nf]
	}
	kinds := map[string]bool{}
	for _, a := range r.Params.Allowed {
		if k := kindOf(a); k != "" {
			kinds[k] = true
		}
	}
	if len(kinds) == 0 || len(r.Params.Parts) > 0 && (len(kinds) > 1 || !kinds["caption"]) {
		return // a part's list other than a caption file's is that part's alone
	}
	for i := range o.blocks {
		b := &o.blocks[i]
		if b == at || b.negative || b.withdrawn || b.informational != "" || b.part && !kinds["caption"] {
			continue
		}
		p := ExtractParams(b.text)["format"]
		if p == nil || compliance.HasPlacementScope(p) && !kinds["caption"] {
			continue
		}
		for _, f := range p.Allowed {
			nf := compliance.NormalizeFormat(f)
			if !kinds[kindOf(f)] || slices.ContainsFunc(r.Params.Allowed, func(a string) bool { return compliance.NormalizeFormat(a) == nf }) {
				continue
			}
			flag(r, fmt.Sprintf(otherFormatReason+"%s for the same kind of file (page %d), which this rule's formats (%s) would fail.", nf, b.page, strings.Join(r.Params.Allowed, ", ")))
			return
		}
	}
}

// sidecarFormats are the formats of caption and subtitle sidecar files
// (lower-case compliance.NormalizeFormat spelling).
var sidecarFormats = map[string]bool{"vtt": true, "webvtt": true, "srt": true, "scc": true, "ttml": true, "dfxp": true, "stl": true, "sami": true, "smi": true}

// scopedBeyondParts reports whether params name a placement, platform,
// market or the like besides the parts of the creative they are for.
func scopedBeyondParts(p *compliance.Params) bool {
	c := *p
	c.Parts = nil
	return compliance.HasPlacementScope(&c)
}
