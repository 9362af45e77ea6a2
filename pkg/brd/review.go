package brd

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// Review is the extractor's self-check stage, run once on the finished
// rules (after the AI merge) before they are offered to anyone. It makes
// sure no rule can fail something the document allows:
//
//   - a rule that needs values to be checked (dimensions, sizes, formats…)
//     but got none arrives disabled and flagged: the checkers would otherwise
//     fill in built-in defaults the document never stated;
//   - a permission ("additional files can be loaded as needed") is not a
//     limit: disabled and flagged;
//   - a recommendation ("recommended", "preferred", "should", "best
//     practice", or a list introduced as recommendations) is never
//     critical, and a recommended list of values is informational, never a
//     whitelist that fails every other value;
//   - a limit of one part of the creative (a privacy icon, a companion
//     banner, an end card) is left for review, a backup image's limit is
//     scoped to static images, and an audio track's codec or bitrate is
//     measured on the audio, never on the video;
//   - each rule's asset kinds are taken from the heading it was read under
//     and its channel (a video section's limits are not a banner's);
//   - every enabled rule is checked against the document's own examples
//     (SelfCheck): one that would fail them is disabled and flagged;
//   - rules that hold only under a condition no measurement can tell, and
//     rules of one measurement that contradict each other with no scope to
//     tell them apart, are disabled and flagged (conflicts.go).
//
// Flagged rules carry NeedsReview and a ReviewReason in words a reviewer
// understands. Review returns the rules in the same order.
func Review(doc doctext.Document, rules []compliance.Rule) []compliance.Rule {
	o := outlineOf(doc)
	sectionLocales := make([]sectionLocale, len(rules))
	for i := range rules {
		r := &rules[i]
		at := o.locate(r)
		reviewRule(r, at, o)
		flagInformational(r, at)
		sectionLocales[i] = headingLocale(at, o)
	}
	selfCheck(o, rules)
	flagObservations(rules)
	flagDefinitions(rules)
	flagExamples(rules)
	flagAlternativeFormats(rules)
	flagNavigation(rules)
	flagLoadTimes(rules)
	flagCarriedRefusals(rules)
	flagTolerancesAndThirdParties(rules)
	flagPartialNamePatterns(rules)
	flagLeadLengths(rules)
	readRowBounds(rules)
	scopeLimitsOnOneSize(rules)
	flagBracketedPhysicalSizes(rules)
	flagLiveAreaSizes(rules)
	countPages(rules)
	flagBleedBesideNonBleed(rules, mentionsNonBleed(doc))
	flagFinishedBesideFlat(rules, suppliesFlat(doc))
	flagOneUnitPrintSizes(rules)
	scopeCaptionFormatsToCaptionFiles(rules)
	rules = dropStatedSystemRules(o, rules)
	flagSystemBehaviour(o, rules)
	flagProjectConventions(rules)
	flagSubjectValues(rules)
	flagLooseTolerance(rules)
	flagLeadingConditions(rules)
	scopeRemainders(o, rules)
	scopeToSectionPlatform(o, rules)
	scopeToDocumentPlatform(o, rules)
	singleImageAsStatic(rules)
	flagConditions(rules)
	flagImplausible(rules)
	flagDeliverables(rules)
	flagLayoutWidths(rules)
	flagOnScreenHolds(rules)
	flagOneAmongFormats(rules)
	flagBookedLengthTolerances(rules)
	scopeSizeMentions(rules)
	scopeBannerSizeLists(rules)
	scopeAroundBracketedExceptions(rules)
	flagUnscopedAgainstOtherLimits(o, rules)
	scopeAroundSizeExceptions(o, rules)
	flagUnsizedLoadRefusals(rules)
	flagListsMissingSizes(rules)
	flagFormatListsMissingBackups(rules)
	scopeBySectionLocales(rules, sectionLocales)
	rules = splitPerPlacement(rules)
	flagUnitSiblings(rules)
	flagContainerCodecs(rules)
	scopeAudioCodecsToAudioFiles(rules)
	flagTiedAudioCodecs(rules)
	flagListsWithoutPreferred(rules)
	flagSilenceAgainstAudioSpecs(rules)
	scopeFormatListsByKind(rules)
	stillInitialLoads(rules)
	flagConflicts(rules)
	scopeSoundtracksToTheirUnit(o, rules)
	return rules
}

// stillParts are the parts of a creative supplied as still image files.
var stillParts = map[string]bool{"logo": true, "mainImage": true, "singleImage": true, "carouselCard": true, "backup": true, "thumbnail": true,
	"companionBanner": true, "appIcon": true, "screenshot": true, "featureGraphic": true, "backgroundImage": true, "privacyIcon": true}

// stillInitialLoads reads the initial load of a still image (a logo, a
// main image, an email's image, a static unit) as the size of its file
// ("Max initial (KB)" in a row of a 200 x 200 logo): only an HTML5 unit
// loads in stages, and the initial load of any other file is the file
// itself (compliance.SizeCheckInitialLoad), so the rule names the
// measurement it checks.
func stillInitialLoads(rules []compliance.Rule) {
	for i := range rules {
		p := rules[i].Params
		if rules[i].Field != "fileSize" || p == nil || p.Check != compliance.SizeCheckInitialLoad {
			continue
		}
		still := slices.Contains(p.Placements, "email") || len(p.Parts) > 0 && !slices.ContainsFunc(p.Parts, func(part string) bool { return !stillParts[part] })
		if still || len(p.Kinds) > 0 && !slices.ContainsFunc(p.Kinds, func(k string) bool { return k != "static" && k != "animated" }) {
			// (The kinds an initial load implied, HTML5, are not the
			// still image's: kept, the rule would check no file.)
			c := *p
			c.Check = compliance.SizeCheckFile
			c.Kinds = slices.DeleteFunc(slices.Clone(p.Kinds), func(k string) bool { return k == "html5" })
			if len(c.Kinds) == 0 {
				c.Kinds = nil
			}
			rules[i].Params = &c
		}
	}
}

// NeedsReviewCount counts the flagged rules.
func NeedsReviewCount(rules []compliance.Rule) int {
	n := 0
	for _, r := range rules {
		if r.NeedsReview {
			n++
		}
	}
	return n
}

// flag disables a rule and says why a person must look at it.
func flag(r *compliance.Rule, reason string) {
	r.Enabled = false
	r.NeedsReview = true
	if r.ReviewReason == "" {
		r.ReviewReason = reason
	} else if !strings.Contains(r.ReviewReason, reason) {
		r.ReviewReason += " " + reason
	}
}

// paramFields are the fields whose checkers compare a measurement with
// values: without values of their own they would use invented ones.
var paramFields = map[string]bool{
	"dimensions": true, "aspectRatio": true, "fileSize": true, "format": true,
	"duration": true, "frameRate": true, "bitrate": true, "codec": true,
}

// audioFields measure a file's sound.
var audioFields = map[string]bool{"audioLoudness": true, "audioSampleRate": true, "audioChannels": true}

// partFields measure a part of the creative themselves (the end card's
// length is read from the whole video): no part scope applies to them.
var partFields = map[string]bool{"endCardDuration": true}

// hasValues reports whether params give a checker something to compare.
func hasValues(p *compliance.Params) bool {
	return p != nil && (len(p.Allowed) > 0 || p.Min != nil || p.Max != nil || strings.TrimSpace(p.Pattern) != "" || p.HasPixelBounds())
}

var (
	// recommendationRe marks advice rather than a requirement.
	// preferredAmongAccepted marks one value of a list as preferred beside
	// another that is accepted ("X (preferred) or Y", "X preferred; Y
	// accepted", "Y or X (pref.)").
	preferredAmongAccepted = lazyRe(`(?i)\b(?:preferred|pref\.)\)?\s*(?:,|;|/|\bor\b)\s*[^.;]*?\b(?:accepted|acceptable|allowed|fine|ok)\b|\b(?:preferred|pref\.)\)?\s*(?:/|\bor\b)\s*\S|\bor\s+[^.;,()]{1,30}\((?:preferred|pref\.)\)`)
	recommendationRe       = lazyRe(`(?i)\b(?:recommend(?:ed|s|ation|ations)?|preferred|prefer|best[- ]practices?|should|ideally|suggested|optimal(?:ly)?|advis(?:ed|able))\b`)
	// mandatoryRe overrides advice in the same sentence ("should … and must").
	mandatoryRe = lazyRe(`(?i)\b(?:must|shall|required|mandatory|may not|must not|cannot|prohibited)\b|req[’']d`)
	// permissionRe marks a permission ("can be loaded as needed").
	permissionRe = lazyRe(`(?i)\b(?:can|may)\s+(?:also\s+)?(?:be\s+)?(?:loaded|added|included|used|served|requested|fetched|polite[- ]loaded)\b|\bas needed\b|\bif needed\b|\bis permitted\b|\bare permitted\b|\bare allowed\b|\bis allowed\b|\boptional(?:ly)?\b`)
	// limitRe marks a limit in a sentence that also grants something.
	limitRe = lazyRe(`(?i)\b(?:max(?:imum)?|min(?:imum)?|at most|at least|up to|no more than|not exceed|must|shall|only|limit(?:ed)?)\b|≤|<=`)
	// audioRe names the audio track.
	audioRe = lazyRe(`(?i)\baudio\b|\bsound(?:track)?\b|\bvoice[- ]?over\b|(?-i:\bVO\b)|\b(?:aac|pcm|mp3|wav|ac-?3|khz)\b`)
	// videoCodecRe names a video codec, so "audio" in the sentence is not
	// about the whole rule ("H.264 video with AAC audio").
	videoCodecRe = lazyRe(`(?i)\b(?:h\.?26[45]|avc|hevc|prores|vp[89]|av1|mpeg-?4)\b`)
	// mpeg4AudioRe names MPEG-4 audio (AAC).
	mpeg4AudioRe = lazyRe(`(?i)\bmpeg-?4 audio\b`)
	// audioCodecRe names audio codecs.
	audioCodecRe = lazyRe(`(?i)\b(?:aac|pcm|lpcm|mp3|opus|ac-?3|e-?ac-?3)\b`)
	// exactRe says a value is meant exactly.
	exactRe = lazyRe(`(?i)\bexact(?:ly)?\b|\bprecisely\b`)
	// clearAreaRe marks the size of an area to keep clear ("Keep a 20 × 20
	// px area in that corner free of text"), not the asset's.
	clearAreaRe = lazyRe(`(?i)\b(?:area|space|zone|margin|region|corner)\b[^.;]{0,40}\b(?:free|clear|empty)\b`)
	// backupRe names a static backup image (or "fallback" image);
	// agencies' spec sheets abbreviate it "BU:" (in capitals, as a label).
	backupRe = lazyRe(`(?i)\b(?:back[- ]?up|fall[- ]?back)\s+(?:img|images?|jpe?g|png|gif|files?)?\b|\b(?:backups?|fall[- ]?backs?)\b|(?-i:\bBU\s*:)`)
	// backupAloneRe is a heading, lead-in or row label about the backup
	// image alone ("Backup image", "4.2 Static backups:", "BU").
	backupAloneRe = lazyRe(`(?i)^\W*(?:[a-z]?\d+(?:\.\d+)*\.?\s+)?(?:(?:the|static|html5)\s+)?(?:back[- ]?ups?|fall[- ]?backs?|(?-i:BU))(?:\s+(?:img|images?|files?|jpe?g|png|gif))?(?:\s+(?:supplied|required|specs?|specifications?|requirements?))?\W*$`)
	// modalRe finds the verb of a requirement; what precedes it is its
	// subject.
	modalRe = lazyRe(`(?i)\b(?:must|shall|should|needs? to|has to|have to|is required to|are required to)\b`)
)

// creativeParts are parts of a creative whose limits are not the whole
// creative's. They are left for review rather than guessed.
var creativeParts = []struct {
	name, part string // part: the compliance.Parts value
	re         func() *filteredRe
}{
	{"privacy icon", "privacyIcon", lazyRe(`(?i)\b(?:privacy|adchoices|ad choices|daa)\s+(?:icon|logo|badge)\b|\bprivacy icon\b`)},
	// A companion is the banner beside a video or audio spot ("companion
	// banner", "Companion image.", "the companion must …"), not a
	// "companion app" or "companion website".
	{"companion banner", "companionBanner", lazyRe(`(?i)\bcompanion\s+(?:banners?|ads?|display|images?|units?|creatives?|tiles?|art(?:work)?)\b` +
		`|\bcompanions?(?:\s*$|\s*[^\sA-Za-z]|\s+(?:must|shall|should|is|are|will|may|can|needs?|has|have|of|for|in|at|on|to|with|and|or|sizes?|dimensions?|weights?|files?|formats?|specs?)\b)`)},
	{"end card", "endCard", lazyRe(`(?i)\bend[- ]?(?:card|slate|frame)s?\b`)},
	{"logo", "logo", lazyRe(`(?i)\blogos?\b`)},
	{"thumbnail", "thumbnail", lazyRe(`(?i)\bthumbnails?\b|\bposter (?:frame|image)\b`)},
	// (Before the expanded panel: "every expanded panel must show a close
	// control of 40 × 40 px" is the control's size.)
	{"close control", "closeControl", lazyRe(`(?i)\bclose\s+(?:controls?|buttons?|icons?|x)\b`)},
	{"expanded panel", "expandedPanel", lazyRe(`(?i)\bexpand(?:ed|able)?\s+(?:panel|state|size|unit)\b`)},
	{"main image", "mainImage", lazyRe(`(?i)\b(?:main|hero|primary|native)\s+(?:images?|imgs?)\b`)},
	// A shop's product image (retail media, shopping ads) is the tile's
	// main image beside the same campaign's banners and videos: its size
	// and weight are its own (see limitsOnlyParts).
	{"product image", "mainImage", lazyRe(`(?i)\bproduct\s+(?:images?|imgs?)\b`)},
	{"single-image ad", "singleImage", lazyRe(`(?i)\bsingle[- ]image\b`)},
	{"carousel card", "carouselCard", lazyRe(`(?i)\bcarousel\s+cards?\b`)},
	// "Each card: 1080 × 1080" where the sentence or its context is about
	// a carousel (see partApplies); elsewhere a card may be an end card or
	// a voice skill's card.
	{"card of a carousel", "carouselCard", lazyRe(`(?i)\b(?:each|every|per|all)\s+(?:(?:of\s+the|single)\s+)?cards?\b|^\W*cards?\b`)},
	{"caption file", "captionFile", captionFileRe},
	// File variants of one spot: a video platform's master to transcode
	// from and the web-ready copy beside it are given different limits.
	// The file is named ("mezzanine files must", "on the delivery copy")
	// or is the whole heading; "MOV preferred for mezzanine" is advice
	// inside a rule for every file.
	{"mezzanine file", "mezzanine", lazyRe(`(?i)\bmezz(?:anine)?\s+(?:files?|masters?|cop(?:y|ies)|versions?|renditions?|deliver(?:y|ables?))\b|^\W*(?:\d+(?:\.\d+)*\.?\s+)?mezz(?:anine)?\W*$`)},
	// A "master" is the same file under the name contracts and post
	// houses give it ("Every Master shall be ProRes", "master files", a
	// "Masters" heading), but only in a document that names the copies
	// made from it (see besideVariantsOnly); "master brand" or "master
	// list" are no files.
	{"master file", "mezzanine", lazyRe(`(?i)^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:masters?|master files?)\W*$` +
		`|\bmaster\s+(?:files?|cop(?:y|ies)|versions?|renditions?|tapes?|videos?|films?)\b|\b(?:every|each|all|the|a|any)\s+masters?\s+(?:shall|must|should|will|is|are|needs?|has|have|may)\b|^\s*masters\s+(?:shall|must|should|will|are|need|have)\b`)},
	{"delivery file", "delivery", deliveryCopyRe},
	// Shorter versions of a spot (see spotVariantParts).
	{"cut-down", "cutdown", lazyRe(`(?i)\bcut[- ]?downs?\b`)},
	{"bumper", "bumper", lazyRe(`(?i)\bbumpers?\b`)},
	// Files of a CLM package or a campaign besides the creative, a piece
	// of a video and a podcast host's own read.
	{"shared resource", "sharedResource", lazyRe(`(?i)\bshared[- ]resources?\b`)},
	{"prescribing information document", "piDocument", lazyRe(`(?i)\b(?:prescribing information|PI|SmPC|summary of product characteristics|product monograph)\s+(?:pdfs?|documents?)\b`)},
	{"in-banner video", "inBannerVideo", lazyRe(`(?i)\bin[- ]?(?:banner|unit)\s+videos?\b`)},
	{"ISI crawl", "isiCrawl", lazyRe(`(?i)\b(?:isi|safety(?:\s+information)?)\s+crawls?\b`)},
	{"host-read ad", "hostRead", lazyRe(`(?i)\bhost[- ]read\s+(?:ads?|spots?|scripts?)\b|\btalking points\b`)},
	// The graphics and video of an app's store listing, each uploaded on
	// its own.
	{"app icon", "appIcon", lazyRe(`(?i)\b(?:app|application|store|launcher|skill|small|large)\s+icons?\b`)},
	{"screenshot", "screenshot", lazyRe(`(?i)\bscreen[- ]?shots?\b`)},
	{"app preview video", "appPreview", lazyRe(`(?i)\bapp\s+previews?\b|\bpreview\s+videos?\b|\bpromo(?:tional)?\s+videos?\b`)},
	{"feature graphic", "featureGraphic", lazyRe(`(?i)\bfeature(?:d)?\s+graphics?\b`)},
	// A reusable piece an approved-email template takes (Veeva's email
	// fragments), each its own file.
	{"email fragment", "fragment", lazyRe(`(?i)\bfragments?\b`)},
	// The picture behind a card, a screen or an email, supplied as a file.
	{"background image", "backgroundImage", lazyRe(`(?i)\bbackground\s+(?:images?|imgs?|pictures?|art(?:work)?)\b`)},
}

// captionFileRe names a caption or subtitle file delivered beside a video.
var captionFileRe = lazyRe(`(?i)\bsidecar\b|\b(?:caption|subtitle)\s+files?\b|\b(?:srt|scc|vtt|webvtt|ttml|dfxp)\s+(?:caption\s+|subtitle\s+)?files?\b`)

// spotCarriesRe names the spot a caption requirement is for ("Each spot
// must have a closed-caption file", "supplied with every spot"): the
// requirement is the spot's, not the caption file's own; so is one that
// lets captions be burned in instead ("burned-in OR SRT sidecar").
var spotCarriesRe = lazyRe(`(?i)\b(?:every|each|all|the|its|a)\s+(?:[\w-]+\s+){0,2}?(?:spots?|videos?|films?|commercials?|ads?)\b|\bburn(?:ed|t)[- ]?in\b|\bopen captions?\b`)

// imagesSubjectRe is a requirement whose subject is each of the images
// ("Each image must …", "Every inline image …", "Total weight of all
// images …"); "Images must not exceed 2 MB" may be a page's or a
// document's.
//
// Also images named as the subject of their own clause with a limit of each
// one or of all of them together ("images are hosted and must not exceed
// 200 KB each", "Images shall be WebP or JPG; PNG only for the logo",
// "images add no more than 800 KB in total").
var imagesSubjectRe = lazyRe(`(?i)^\W*(?:total\s+(?:weight|size)\s+of\s+)?(?:each|every|all|any|individual)\s+(?:(?:inline|embedded|email|the)\s+)?(?:images?|imgs?)\b` +
	`|^\W*(?:the\s+)?(?:inline\s+|embedded\s+)?images\b[^;.]*?\b(?:are|must|shall|should|need|have|add|may)\b[^;]*?(?:\beach\b|\bper image\b|\bin total\b|\bcombined\b|\b(?:jpe?g|png|gif|webp)\b)`)

// namesPartItself reports whether re names a part in quote other than as
// something merely delivered along with the subject: "Videos must be MP4
// together with a thumbnail", "150 KB, backup image included" give the
// subject's values; "comes with a backup image in PNG or GIF" gives the
// part's own (its values follow it).
func namesPartItself(quote string, re *filteredRe) bool {
	for _, loc := range re.FindAllStringIndex(quote, -1) {
		along := alongWithRe().MatchString(quote[max(0, loc[0]-24):loc[0]]) || includedRe().MatchString(quote[loc[1]:])
		if !along || partValueRe().MatchString(quote[loc[1]:]) {
			return true
		}
	}
	return false
}

var (
	// alongWithRe ends the words that add a part to the subject.
	// (A part left out of the subject's count, "excluding the backup",
	// is not the subject either.)
	alongWithRe = lazyRe(`(?i)\b(?:with|including|incl\.?|plus|along with|together with|as well as|excluding|excl\.?|except(?: for)?|not counting|not including|apart from)\s+(?:(?:a|an|the|its|their|one|any)\s+)?(?:[\w-]+\s+)?$`)
	// includedRe follows a part counted in with the subject, or left out
	// of its count ("backup image excluded").
	includedRe = lazyRe(`(?i)^\s*(?:(?:images?|files?)\s+)?(?:included|too|as well|excluded|not included|not counted|excepted)\b`)
	// partValueRe is a value after a part: a number or a format.
	partValueRe = lazyRe(`(?i)\d|\b(?:jpe?g|png|gif|svg|webp|mp4|mov|pdf|zip|html5?)\b`)
)

// deliveryCopyRe names the web-ready copy of a spot made from its master.
var deliveryCopyRe = lazyRe(`(?i)\b(?:delivery|proxy|web[- ]ready)\s+(?:files?|cop(?:y|ies)|versions?|renditions?)\b|^\W*(?:\d+(?:\.\d+)*\.?\s+)?proxy\W*$`)

// limitsOnlyParts are creativeParts entries that scope a limit (a size, a
// weight) but not a qualitative requirement: what a shop's product image
// must show ("the product itself on a white background") is what every
// asset showing the product must, where the tile is the whole ad.
var limitsOnlyParts = map[string]bool{"product image": true}

// besideVariantsOnly are creativeParts entries that name a part only in a
// document that also names the delivery copies (outline.variants): a
// brief with one kind of video file often calls its finished spots
// "masters", and scoped to the master file its limits would check none
// of them.
var besideVariantsOnly = map[string]bool{"master file": true}

// partApplies reports whether the creativeParts entry named name can name
// a part in the document o.
func partApplies(name string, o *outline) bool {
	return !besideVariantsOnly[name] || o != nil && o.variants
}

// inCarouselOnly are creativeParts entries that name a part only where the
// rule's sentence, lead-in or heading is about a carousel.
var inCarouselOnly = map[string]bool{"card of a carousel": true}

// carouselContext reports whether the rule's quote or context names a
// carousel.
func carouselContext(quote string, at *outlineBlock) bool {
	texts := []string{quote}
	if at != nil {
		texts = append(texts, at.leadIn)
		texts = append(texts, at.headings...)
	}
	return slices.ContainsFunc(texts, func(t string) bool { return carouselWordRe().MatchString(t) })
}

var carouselWordRe = lazyRe(`(?i)\bcarousels?\b`)

// ownValueParts are parts whose named values are always their own ("the
// ISI crawl may be set at 32 px minimum", "a close control of at least 40
// × 40 px"); other parts' values in a text requirement are often what the
// whole creative must carry ("end on an end card of at least 3 seconds")
// and are left for review.
var ownValueParts = map[string]bool{"isiCrawl": true, "closeControl": true, "piDocument": true, "sharedResource": true, "hostRead": true,
	// "Upload an SRT caption file": the caption formats are the file's.
	"captionFile": true,
	// A store listing's graphics are files of their own: "text in the
	// screenshots … a contrast ratio of 4.5:1" is the screenshots'.
	"appIcon": true, "screenshot": true, "appPreview": true, "featureGraphic": true}

// lengthValue reports whether params give a length on the page or screen
// (px, mm, pt…): of a logo, its own size ("The logo must be at least 120
// px wide on screen"), not something the whole creative carries.
func lengthValue(p *compliance.Params) bool {
	if p == nil {
		return false
	}
	switch strings.ToLower(p.Unit) {
	case "px", "mm", "cm", "in", "pt":
		return p.Min != nil || p.Max != nil || p.HasPixelBounds()
	}
	return p.HasPixelBounds()
}

// spotVariantParts are shorter versions of a spot: they differ from it in
// length, so only a length is scoped to one. A sentence that also
// names the full-length spot (":06 bumpers and :15 / :30 in-stream", "the
// 30-second spot and a 15-second cut-down") lists every version's values:
// it is not the variant's alone.
var (
	spotVariantParts = map[string]bool{"cutdown": true, "bumper": true}
	fullSpotRe       = lazyRe(`(?i)\b(?:spots?|in-?stream|films?|commercials?|full[- ]length|hero)\b`)
)

// unitBeforeBackup reports whether the formats that are no image
// ("HTML5") are named only before the backup, as the unit the backup image
// is for, and image formats only after it or nowhere in the sentence (a
// clause it refers to gave them): "Each HTML5 unit needs a backup image in
// JPG or PNG", a row "Display – HTML5 | Backup image required: JPG or
// PNG". A clause of its own before ("HTML5 as a zip; backups as JPG")
// gives the unit's format, not the backup's.
func unitBeforeBackup(quote string, notImage []string) bool {
	at := backupRe().FindStringIndex(quote)
	if at == nil || at[0] == 0 {
		return false
	}
	before, after := asciiLower(quote[:at[0]]), asciiLower(quote[at[1]:])
	if strings.Contains(before, ";") {
		return false
	}
	for _, f := range notImage {
		f = asciiLower(f)
		if !strings.Contains(before, f) || strings.Contains(after, f) {
			return false
		}
	}
	return !imageFormatWord().MatchString(before) && (imageFormatWord().MatchString(after) || !imageFormatWord().MatchString(quote))
}

// imageFormatWord names a still-image format.
var imageFormatWord = lazyRe(`(?i)\b(?:jpe?g|png|gif|webp)\b`)

// lastCell is the last cell of a table row's quote ("Video Pre-roll |
// Audio: AAC, 192 kbps min." → "Audio: AAC, 192 kbps min."): the row's
// labels before it say which row, not what the value is of.
func lastCell(quote string) string {
	if i := strings.LastIndex(quote, " | "); i >= 0 {
		return quote[i+3:]
	}
	return quote
}

// reviewRule applies the sentence-level checks to one rule. at is where
// the rule was read, when it could be found, in the document's outline o.
func reviewRule(r *compliance.Rule, at *outlineBlock, o *outline) {
	quote := ""
	if r.Source != nil {
		quote = r.Source.Quote
	}
	var context []string
	if at != nil {
		context = append(slices.Clone(at.headings), at.leadIn)
	}
	// Audio measurements are the audio track's.
	// "MPEG-4 audio" is AAC, an audio codec, not the MPEG-4 video codec.
	mpeg4Audio := mpeg4AudioRe().MatchString(quote)
	if r.Field == "codec" && paramsOrEmpty(r).Check != compliance.CodecCheckAudioPresent && audioRe().MatchString(quote) && !videoCodecRe().MatchString(mpeg4AudioRe().ReplaceAllString(quote, " ")) {
		setCheck(r, compliance.CodecCheckAudio)
		setKinds(r, "video", "audio")
	}
	// Under a heading about audio ads ("Streaming audio spots",
	// "Podcast"), a bitrate or codec is the sound's even where its own
	// clause does not say so ("320 kbps should be used where accepted").
	audioSection := at != nil && slices.Equal(kindsOf("", at.headings, ""), []string{"audio"}) && !videoCodecRe().MatchString(quote)
	if r.Field == "codec" && audioSection && paramsOrEmpty(r).Check == "" {
		setCheck(r, compliance.CodecCheckAudio)
	}
	if r.Field == "format" && len(paramsOrEmpty(r).Kinds) == 0 && len(paramsOrEmpty(r).Allowed) > 0 &&
		!slices.ContainsFunc(r.Params.Allowed, func(f string) bool { return !audioFormats[compliance.NormalizeFormat(f)] }) {
		// "Clips must be MP3 files": a list of audio formats is the audio
		// files' (an image or a video is never an MP3).
		setKinds(r, "audio")
	}
	if r.Field == "bitrate" && (audioRe().MatchString(quote) || audioSection) && !strings.Contains(strings.ToLower(lastCell(quote)), "video") {
		setCheck(r, compliance.BitrateCheckAudio)
		setKinds(r, "video", "audio")
		if audioSection && len(kindsOf(quote, nil, "")) == 0 {
			// "MP3, 192 kbps" under "Audio spots": the audio file's
			// bitrate, not every video's soundtrack.
			setKinds(r, "audio")
		}
	}
	if r.Field == "characterCount" && paramsOrEmpty(r).Check == "" {
		if m := textPieceRe().FindString(quote); m != "" {
			// With no check, the whole copy is counted: a limit of one
			// piece of it ("PI link text | 40 characters", "42 characters
			// per line") would fail every longer message.
			flag(r, "The count is of one piece of the copy ("+m+"), which no check finds on its own: left for review, not counted on the whole copy.")
		} else if strings.Contains(quote, "|") && !namesCopy().MatchString(quote+" "+headingOnly(at)) {
			// "N/A (static only) | 35 characters max.": a row whose label
			// the layout lost; counted on the whole copy, a headline's
			// limit would fail the body.
			flag(r, "Nothing in the row or its heading says which copy the count is of: left for review, not counted on the whole copy.")
		}
	}
	if m := adExtensionRe().FindString(quote); r.Field == "characterCount" && m != "" && !extensionCopy[paramsOrEmpty(r).Check] {
		// A search ad's extension (its sitelinks, callouts, paths) has
		// a headline and description lines of its own: "Sitelinks | link
		// text 25 char max; description lines 35 char max" counted as the
		// ad's description would fail every ad.
		flag(r, "The count is of the copy of an ad extension ("+m+"), which no check finds on its own: left for review, not counted on the ad's copy.")
	}
	if paramsOrEmpty(r).Check == compliance.FormatCheckTotalInk {
		flag(r, "Total ink coverage is not measured from the file (it needs the page rendered through a colour engine): check it in preflight.")
	}
	if paramFields[r.Field] && !hasValues(r.Params) {
		flag(r, "The document gives no value for this "+fieldWords(r.Field)+"; a rule without values is never checked against built-in ones.")
	}
	if r.Field == "naming" && strings.TrimSpace(paramsOrEmpty(r).Pattern) == "" {
		// "Follow the Digital Cinema Naming Convention": without the
		// pattern the checker would use its built-in one, which the
		// document never stated.
		flag(r, "The document gives no file-name pattern this rule could be checked against; a built-in one is never used.")
	}
	if r.Field == "naming" && derivedName().MatchString(quote) {
		// "The AD version's file name is the original name with _AD
		// added before the extension": the name of a file made from
		// another, which the example shows; every other file has the
		// original's name.
		flag(r, "The name is of a file derived from another (a version with a suffix added), which no asset's own scope tells: left for review.")
	}
	if r.Field == "naming" && len(paramsOrEmpty(r).Kinds) == 0 && strings.TrimSpace(paramsOrEmpty(r).Pattern) != "" {
		if kinds := namingKinds(r.Params.Pattern, quote); len(kinds) > 0 {
			setKinds(r, kinds...)
		}
	}
	if (r.Field == "dimensions" || r.Field == "aspectRatio") && clearAreaRe().MatchString(quote) {
		flag(r, "The size is of an area to keep clear, not of the asset.")
	}
	if permissionRe().MatchString(quote) && !limitRe().MatchString(stripPermission(quote)) && !noneMay().MatchString(quote) {
		flag(r, "The sentence grants a permission; it is not a limit.")
	}
	if r.Field == "codec" && r.Params != nil && r.Params.Check == compliance.CodecCheckAudio {
		// Every audio codec the sentence names is allowed ("PCM or AAC").
		if mpeg4Audio {
			r.Params.Allowed = slices.DeleteFunc(r.Params.Allowed, func(a string) bool { return compliance.NormalizeCodec(a) == "mpeg4" })
			if !slices.Contains(r.Params.Allowed, "aac") {
				r.Params.Allowed = append(r.Params.Allowed, "aac")
			}
		}
		for _, m := range audioCodecRe().FindAllString(quote, -1) {
			c := compliance.NormalizeCodec(m)
			if !slices.ContainsFunc(r.Params.Allowed, func(a string) bool { return compliance.NormalizeCodec(a) == c }) {
				r.Params.Allowed = append(r.Params.Allowed, c)
			}
		}
	}
	if r.Field == "duration" && r.Params != nil && r.Params.Check == "" && !slices.Contains(r.Params.Kinds, "video") &&
		r.Params.Min != nil && r.Params.Max != nil && *r.Params.Min == *r.Params.Max && !exactRe().MatchString(quote) && !spotLength(quote, context, r.Channel) {
		// A display animation's length in a spec ("Animation | 15 sec") is
		// its longest: no one requires an animation of exactly that length.
		r.Params.Min, r.Params.Allowed = nil, nil
	}
	if (paramFields[r.Field] || hasValues(r.Params)) && !partFields[r.Field] && paramsOrEmpty(r).Check != compliance.BrandCheckSafeArea {
		// (A safe area says where the logo or text must stay in the
		// creative: it is the creative's, whatever it names.)
		for _, part := range creativeParts {
			if !partApplies(part.name, o) || inCarouselOnly[part.name] && !carouselContext(quote, at) || !namesPartItself(withoutThenEndCard(ownClauses(r, quote)), part.re()) || spotVariantParts[part.part] && (r.Field != "duration" || fullSpotRe().MatchString(quote)) {
				continue
			}
			if countsThing(r) && part.re().MatchString(r.Params.Unit) {
				// "no more than three fragments into one email": the
				// parts counted are not the part the count is a limit of.
				continue
			}
			if paramFields[r.Field] || ownValueParts[part.part] && (part.part != "captionFile" || !spotCarriesRe().MatchString(quote)) || r.Field == "naming" && namesPartsFiles(quote, part.re()) ||
				variantParts[part.part] && audioFields[r.Field] || part.part == "logo" && lengthValue(r.Params) && !strings.Contains(quote, " | ") {
				// (A master's or a cut-down's sound is that file's too:
				// "every Master shall be … with 48 kHz PCM stereo audio".)
				// A limit of one part applies to assets that are that part
				// (a companion banner delivered on its own), never to the
				// whole creative.
				scope{parts: part.part}.apply(r)
			} else if part.part != "captionFile" || conflictFields[r.Field] {
				flag(r, "This limit is for the "+part.name+", a part of the creative, not the whole creative.")
			}
			// ("Every spot must come with an SRT caption file": a caption
			// requirement no byte of the spot is measured against is the
			// spot's, its formats those of the file it must come with.)
			break
		}
	}
	if !paramFields[r.Field] && !hasValues(r.Params) && !partFields[r.Field] {
		// "The companion SHALL show the logo": a requirement whose subject
		// is one part of the creative is that part's.
		if r.Field == "accessibility" && len(paramsOrEmpty(r).Parts) == 0 && captionFileRe().MatchString(quote) && !negativeRe().MatchString(quote) && !spotCarriesRe().MatchString(quote) {
			// "Subtitles have to be supplied as separate TTML files": what
			// is delivered is the caption file.
			scope{parts: "captionFile"}.apply(r)
		} else if r.Field == "brandGuidelines" && len(paramsOrEmpty(r).Parts) == 0 && logoTreatment().MatchString(quote) && !logoShown().MatchString(quote) {
			// "Keep clear space around the logo …", "Never recolour,
			// stretch or animate the logo": how the logo itself is drawn
			// is the logo's rule, not where the creative shows it.
			scope{parts: "logo"}.apply(r)
		} else if subject := textSubject(quote, at); subject != "" {
			for _, part := range creativeParts {
				if deliveredParts[part.part] && !limitsOnlyParts[part.name] && partApplies(part.name, o) && !(inCarouselOnly[part.name] && !carouselContext(quote, at)) && part.re().MatchString(subject) {
					scope{parts: part.part}.apply(r)
					break
				}
			}
		}
	}
	if technicalFields[r.Field] && hasValues(r.Params) && len(paramsOrEmpty(r).Parts) == 0 {
		if part := namedFilePart(r.Field, quote); part != "" {
			// "thumb.png: 200 × 150 px, PNG": the values are that file's.
			scope{parts: part}.apply(r)
		}
	}
	if paramFields[r.Field] && hasValues(r.Params) && len(paramsOrEmpty(r).Parts) == 0 && (namesPartItself(quote, backupRe()) ||
		r.Field == "format" && withBackupFormats().MatchString(quote) && !slices.ContainsFunc(r.Params.Allowed, func(f string) bool { return !isImageFormat(f) })) {
		// ("HTML5, with a JPG backup image for each size": the JPG is
		// the backup's even where the backup reads as delivered along.)
		// A backup image's limit is the backup's (a static image sent
		// with an HTML5 unit), not every static banner's.
		var notImage []string
		if r.Field == "format" {
			notImage = slices.DeleteFunc(slices.Clone(r.Params.Allowed), isImageFormat)
			if len(notImage) > 0 && len(notImage) < len(r.Params.Allowed) && unitBeforeBackup(quote, notImage) {
				// "Every HTML5 banner must have a backup image in JPG or
				// PNG": the unit is the subject, the images the backup's.
				generated := r.Rule == Title(*r)
				r.Params.Allowed = slices.DeleteFunc(r.Params.Allowed, func(f string) bool { return !isImageFormat(f) })
				notImage = nil
				if generated {
					r.Rule = Title(*r) // not "Allowed formats: HTML5, PNG"
				}
			}
		}
		switch {
		case len(notImage) == 0:
			scope{parts: "backup"}.apply(r)
			setKinds(r, "static")
		case len(notImage) == len(r.Params.Allowed) && withBackupFormats().MatchString(quote):
			// "HTML5 with a JPG backup": the backup's formats are a rule
			// of their own (splitBackupFormats); these are the unit's.
		case len(notImage) == len(r.Params.Allowed):
			// "The backup image of an HTML5 unit …": the format names the
			// unit the backup is for; a backup is an image.
			flag(r, "The formats named ("+strings.Join(r.Params.Allowed, ", ")+") are of the unit the backup image is for, not of the backup: left for review.")
		}
		// Else the sentence gives the unit's format and the backup's
		// ("HTML5 as a zip; backups as JPG"): the rule is not the backup's.
	}

	// The sentence's own wording already set its severity; a list or
	// section introduced as recommendations makes its rules advice too.
	advice := r.Severity != compliance.SeverityCritical && recommendationRe().MatchString(quote) && !mandatoryRe().MatchString(quote)
	inAdvice := !mandatoryRe().MatchString(quote) && (at != nil && at.recommendations || recommendationRe().MatchString(headingOnly(at)))
	if advice && !inAdvice && len(paramsOrEmpty(r).Allowed) >= 2 && preferredAmongAccepted().MatchString(quote) {
		// "ProRes 422 HQ (preferred) or H.264", "1080 × 1350 preferred;
		// 1080 × 1080 accepted": every value listed is accepted, and no
		// other; the preference only says which of them is better.
		r.Severity, advice = compliance.SeverityCritical, false
	}
	if advice || inAdvice {
		if r.Severity == compliance.SeverityCritical {
			r.Severity = compliance.SeverityWarning
		}
		if r.Params != nil && len(r.Params.Allowed) > 0 {
			// A recommended list is advice: other values are reported, not failed.
			r.Severity = compliance.SeverityInfo
		}
	}
	if r.Field == "dimensions" && paramsOrEmpty(r).Check == compliance.DimensionsCheckTrimSize {
		setKinds(r, "document") // a trim size is a print PDF's page
	}
	if len(paramsOrEmpty(r).Kinds) == 0 && paramFields[r.Field] && len(paramsOrEmpty(r).Parts) == 0 && paramsOrEmpty(r).Check == "" &&
		(imagesSubjectRe().MatchString(quote) || imagesRowLabel(at, quote)) && len(kindsOf(quote, nil, "")) == 0 {
		// "Each image must be no larger than 200 kB" in an email: the
		// still or animated images inside it, not the email's HTML. (A
		// print resolution, "Images must be 300 dpi", is the PDF's.)
		setKinds(r, "static", "animated")
	}
	if len(paramsOrEmpty(r).Kinds) == 0 && paramFields[r.Field] {
		if kinds := kindsOf(quote, context, r.Channel); len(kinds) > 0 {
			if o != nil && o.soundOnly && slices.Equal(kinds, []string{"video"}) && bareSpotRe().MatchString(quote) {
				// ":15 spots are not accepted" in a podcast spec that
				// names no film: the spots are sound.
				kinds = []string{"audio"}
			}
			setKinds(r, kinds...)
		} else if videoOnlySentence(quote) {
			setKinds(r, "video")
		}
	}
	if r.Field == "duration" && r.Params != nil && r.Params.Check == "" && len(r.Params.Kinds) > 0 && !slices.ContainsFunc(r.Params.Kinds, func(k string) bool { return k == "video" || k == "audio" }) &&
		r.Params.Min == nil && r.Params.Max == nil && len(r.Params.Allowed) == 1 && !exactRe().MatchString(quote) {
		// The same of a display row's one spot-like length ("728x90 100K
		// 200K :15 GIF/JPG/HTML5"): a banner's animation may stop sooner.
		if v, err := strconv.ParseFloat(r.Params.Allowed[0], 64); err == nil {
			r.Params.Max, r.Params.Allowed = &v, nil
		}
	}
	if r.Field == "format" && len(paramsOrEmpty(r).Kinds) > 0 {
		// "… MP3 at 192 kbps or WAV" read as video from ":30 spots": a
		// format list none of whose formats is of the kinds the words gave
		// is of its formats' kinds (applied to videos, an audio list
		// would fail every one).
		if fk := formatKinds(r.Params.Allowed); len(fk) > 0 && !slices.ContainsFunc(fk, func(k string) bool { return slices.Contains(r.Params.Kinds, k) }) {
			setKinds(r, fk...)
		}
	}
	if len(paramsOrEmpty(r).Kinds) == 0 && audioFields[r.Field] {
		// "Integrated loudness of a radio advertisement must be −20 LUFS"
		// beside the TV spots' −23: the sentence says the sound is an audio
		// ad's. Only the sentence, and only audio: a heading's kinds say
		// little of a soundtrack, and ":30 spots … MP3 or WAV" reads as
		// video to the kind words.
		if kinds := kindsOf(quote, nil, ""); slices.Equal(kinds, []string{"audio"}) {
			setKinds(r, "audio")
		} else if at != nil && len(kinds) == 0 {
			switch around := kindsOf("", append(slices.Clone(at.headings), rowLabels(at.text, quote)...), ""); {
			case slices.Equal(around, []string{"video"}):
				// "Audio must be PCM, stereo" under "Television: technical
				// delivery", "AAC, 48 kHz" in a "Pre-roll video" row: the
				// spots' soundtrack; a radio or podcast spot of the same
				// document (mono, 44.1 kHz) is no video.
				setKinds(r, "video")
			case slices.Equal(around, []string{"audio"}):
				// "Loudness -16 LUFS" under "Podcast spots": the audio
				// spot's; a TV spot of the same campaign is mixed to its
				// broadcaster's level.
				setKinds(r, "audio")
			}
		}
	}
	if r.Field == "fileSize" && len(paramsOrEmpty(r).Kinds) == 0 {
		switch paramsOrEmpty(r).Check {
		case compliance.SizeCheckInitialLoad, compliance.SizeCheckSubload:
			// Only an HTML5 unit loads in stages; on any other file the
			// checker would read the whole file against a banner's
			// initial or polite load (a 150 KB cap failing every video).
			// An initial load given per banner size ("300x250 and 728x90:
			// initial load 150 KB") is every banner's of those sizes: of
			// a static or animated one its one file, which the checker
			// reads whole.
			if paramsOrEmpty(r).Check == compliance.SizeCheckInitialLoad && len(paramsOrEmpty(r).Sizes) > 0 {
				setKinds(r, "static", "animated", "html5")
			} else {
				setKinds(r, "html5")
			}
		case compliance.SizeCheckTotal:
			// A total is of a package's files: "whose total load does not
			// exceed 600 KB", cut from a sentence about HTML5 units, is
			// no cap on the campaign's videos. An email's total (its
			// HTML and images) is the email's, which no kind names.
			if !slices.Contains(paramsOrEmpty(r).Placements, "email") && !emailTotal().MatchString(quote+" "+headingOnly(at)) {
				setKinds(r, "html5")
			}
		}
	}
	if r.Field == "frameRate" && r.Params != nil && len(r.Params.Kinds) > 0 && !slices.Contains(r.Params.Kinds, "video") &&
		r.Params.Min != nil && r.Params.Max != nil && *r.Params.Min == *r.Params.Max && !exactRe().MatchString(quote) {
		// A display unit's one frame rate ("Frame rate: 30fps") is its
		// ceiling: a banner animated at 24 fps meets it.
		r.Params.Min, r.Params.Allowed = nil, nil
	}
	if paramFields[r.Field] || hasValues(r.Params) {
		where, name, sc := restriction(r, valueClause(r.Field, quote), at, o)
		if partFields[r.Field] && sc.parts != "" {
			// (An end card's length is read from the whole video: a part
			// is no scope of it; a platform or placement is.)
			name = ""
		}
		if name != "" {
			if sc.empty() {
				flag(r, "The "+where+" limits this rule to "+name+", which no scope can state: it is left for review, not applied to every asset.")
			} else {
				// Scoped, the rule checks only the assets known to be of
				// that platform, placement or part. A part its own
				// sentence named is narrower than the heading's ("PI PDF:
				// 5 MB" under "Shared resource").
				if len(paramsOrEmpty(r).Parts) > 0 {
					sc.parts = ""
				}
				sc.apply(r)
			}
		}
	} else if at != nil && at.headingPage == at.page {
		// A requirement without values ("Captions must be burned in on
		// every video" under "Paid social (Meta)") is its heading's or
		// lead-in's platform's or placement's too, narrowed by its own
		// words ("Branded social posts …" under "Email and social media").
		// Scoping it only narrows what it checks, so nothing is left for
		// review. Only under a heading of its page that names one (a
		// slide's heading lost to the table before it leaves the last
		// slide's in force; alone, "burned in for social reuse" is a
		// purpose), and not a part (a text requirement about a part is
		// read above) nor a market or language.
		if _, _, hs := restriction(r, "", at, o); hs.platforms != "" || hs.placements != "" {
			_, _, sc := restriction(r, quote, at, o)
			sc.parts, sc.markets, sc.languages = "", "", ""
			sc.apply(r)
		}
	}
}

// namingKinds are the asset kinds a file-name pattern can be meant for,
// or nil for any: a sentence about audio files names theirs ("Name every
// audio file …"), and a pattern with a pixel-size segment ("…_[WxH]_…",
// an example "…_300x250_…") is for files that have a width and height,
// never for an audio spot or an email's HTML the same document names
// otherwise; one with a length segment is for video and audio. A size that is one alternative of a placeholder ("[Size or
// Length]") does not count.
func namingKinds(pattern, quote string) []string {
	if kinds := kindsOf(quote, nil, ""); slices.Equal(kinds, []string{"audio"}) || audioFileRe().MatchString(quote) && len(kinds) == 0 {
		return []string{"audio"}
	}
	for _, size := range []string{`\d+x\d+`, sizeValue} {
		if strings.Contains(pattern, size) && !strings.Contains(pattern, "|"+size) && !strings.Contains(pattern, size+"|") {
			return []string{"static", "animated", "html5", "video"}
		}
	}
	// A length segment ("…_[Length].[ext]", "…_[Duration]_…") is for files
	// that play: a companion banner has none to put there.
	if length := "_" + placeholderRegex["length"]; strings.Contains(pattern, length+"_") || strings.Contains(pattern, length+`\.`) || strings.Contains(pattern, length+"(?:") {
		return []string{"video", "audio"}
	}
	return nil
}

// audioFileRe names audio files as the subject ("every audio file", "audio
// files"), not a video's sound ("audio track").
var audioFileRe = lazyRe(`(?i)\baudio\s+files?\b`)

// valueClause is the clause of a sentence that gives a rule's field, with
// the sentence's leading label: in "Meta: 1080x1080 for Feed, 1080x1920
// for Stories; video up to 60 seconds" the length's clause names no
// placement ("Meta: video up to 60 seconds"). A clause joined on with its
// own subject is a clause of its own: in "… delivered as 1920 x 1080 MP4
// files, and the CTV version has to measure -24 LKFS" the size is every
// spot's, the loudness the CTV version's. The whole sentence when no or
// several clauses give the field.
func valueClause(field, quote string) string {
	clauses := clausesOf(quote)
	if len(clauses) < 2 {
		return quote
	}
	label := ""
	if head, _, ok := strings.Cut(clauses[0], ":"); ok && len(head) <= 30 {
		label = head + ": "
	}
	found := ""
	for i, c := range clauses {
		if ExtractParams(c)[field] == nil {
			continue
		}
		if found != "" {
			return quote
		}
		found = c
		if i == 0 {
			label = ""
		}
	}
	if found == "" {
		return quote
	}
	return label + strings.TrimSpace(found)
}

// clausesOf splits a sentence at semicolons and where a clause with a
// subject of its own is joined on (", and the …", ", while each …").
func clausesOf(sentence string) []string {
	var out []string
	for _, c := range strings.Split(sentence, ";") {
		for {
			loc := joinedClauseRe().FindStringSubmatchIndex(c)
			if loc == nil {
				break
			}
			out = append(out, c[:loc[0]])
			c = c[loc[2]:]
		}
		out = append(out, c)
	}
	return out
}

// joinedClauseRe joins on a clause with its own subject: ", and the CTV
// version has to …", ", but each cut-down …".
var joinedClauseRe = lazyRe(`(?i),\s+(?:and|but|while|whereas)\s+((?:the|each|every|all|its|their|this|these|those)\s)`)

// ownClauses is the part of a quote whose clauses (split at ";") give the
// rule's own values, when another clause gives values of the same field
// that are not the rule's ("Images shall be WebP or JPG; PNG only for the
// logo" is, for the WebP/JPG rule, "Images shall be WebP or JPG"): a part
// named only in the other clause is not this rule's. The whole quote when
// it has one clause, or no clause or every clause gives the rule's values.
func ownClauses(r *compliance.Rule, quote string) string {
	clauses := strings.Split(quote, ";")
	if len(clauses) < 2 || r.Params == nil || len(r.Params.Allowed) == 0 {
		return quote
	}
	var own []string
	for _, c := range clauses {
		p := scanFamilies(c).byField[r.Field]
		if p == nil || len(p.Allowed) == 0 {
			continue
		}
		if slices.ContainsFunc(p.Allowed, func(v string) bool { return slices.Contains(r.Params.Allowed, v) }) {
			own = append(own, c)
		} else {
			own = append(own, "") // a clause of other values
		}
	}
	if !slices.Contains(own, "") || len(slices.DeleteFunc(slices.Clone(own), func(c string) bool { return c == "" })) == 0 {
		return quote
	}
	return strings.Join(slices.DeleteFunc(own, func(c string) bool { return c == "" }), ";")
}

// imagesRowLabel reports whether a rule read from a table row is about
// images by its label ("Content images | Supplied at 2x, no larger than
// 300 KB each"): a label of images alone, and a limit of each one.
func imagesRowLabel(at *outlineBlock, quote string) bool {
	if at == nil || !eachImageRe().MatchString(quote) {
		return false
	}
	labels := rowLabels(at.text, quote)
	return len(labels) > 0 && imagesLabelRe().MatchString(labels[len(labels)-1])
}

var (
	// imagesLabelRe is a row label naming images alone ("Images",
	// "Content images", "Inline images").
	imagesLabelRe = lazyRe(`(?i)^\W*(?:[a-z-]+\s+)?(?:images|imgs|pictures|photos)\W*$`)
	// eachImageRe is a limit of each image or of all together.
	eachImageRe = lazyRe(`(?i)\beach\b|\bper (?:image|file|picture)\b|\bin total\b|\bcombined\b`)
)

// textSubject is what a requirement without values is about: the words
// before its modal verb, or, when its subject is a pronoun ("if supplied it
// must carry the sponsor line", "It must show the ISI link"), the text it
// continues, where the pronoun's thing was named ("A companion banner …
// may be supplied").
func textSubject(quote string, at *outlineBlock) string {
	if at != nil && pronounSubjectRe().MatchString(quote) {
		if a := antecedent(at.text, quote); a != "" {
			return a
		}
	}
	return beforeModal(quote)
}

// namesPartsFiles reports whether a naming rule's quote is about the names
// of one part's files ("Fragment names: …", "Backup images are named …",
// "thumbnail file naming"): the pattern is that part's, checked on its
// files; the creative's own pattern then yields to it for them.
func namesPartsFiles(quote string, re *filteredRe) bool {
	for _, loc := range re.FindAllStringIndex(quote, -1) {
		if partNamesRe().MatchString(quote[loc[1]:]) {
			return true
		}
	}
	return false
}

// partNamesRe follows a part that a naming sentence is about.
var partNamesRe = lazyRe(`(?i)^\s*(?:(?:files?|images?|documents?)\s+)?(?:(?:file\s*)?names?\b|naming\b|(?:are|is|must be|shall be|should be|get|gets)\s+named\b)`)

// emailTotal says a total weight is an email's: its HTML and images.
var emailTotal = lazyRe(`(?i)\be-?mails?\b|\bnewsletters?\b|\bimages\b|\btemplates?\b|\bmessages?\b`)

// deliveredParts are parts delivered as files of their own: a text
// requirement about one ("The companion must show the logo") is checked on
// that file. An end card or a logo is inside the creative: a requirement
// about it is the creative's.
var deliveredParts = map[string]bool{"companionBanner": true, "thumbnail": true, "captionFile": true, "mainImage": true,
	"singleImage": true, "carouselCard": true, "mezzanine": true, "delivery": true, "cutdown": true, "bumper": true,
	"sharedResource": true, "piDocument": true, "appIcon": true, "screenshot": true, "appPreview": true, "featureGraphic": true,
	"backgroundImage": true, "fragment": true}

// logoTreatment is a rule about how the logo itself is drawn: the clear
// space around it, or changes to it a brand forbids ("never recolour,
// stretch or rotate the logo"). Not where the creative shows it ("the
// logo must appear on the final frame", "keep text and logos inside the
// safe area").
var logoTreatment = lazyRe(`(?i)\b(?:clear\s*space|exclusion\s+zone|breathing\s+room|free\s+space)\b[^.;|]{0,60}\blogo(?:type)?s?\b|\blogo(?:type)?s?\b[^.;|]{0,40}\b(?:clear\s*space|exclusion\s+zone)\b|\b(?:never|do\s+not|don[’']t|must\s+not|may\s+not|shall\s+not|not\s+to)\s+(?:[\w-]+,?\s+(?:or\s+|and\s+)?){0,5}?(?:re-?colou?r|stretch|distort|rotate|skew|squash|outline|alter|modify|re-?draw|recreate)\w*\b[^.;|]{0,50}?\b(?:the|our|its|any|a)\s+(?:[\w-]+\s+)?logo(?:type)?s?\b`)

// logoShown says where or whether the creative shows the logo ("must
// appear on the last frame and keep a clear space …"): such a rule is the
// creative's, whatever else it says of the logo.
var logoShown = lazyRe(`(?i)\b(?:appears?|appearing|shown?|shows|displayed|present(?:ed)?|included?|carr(?:y|ies)|placed|positioned|visible)\b`)

// beforeModal is the text before a requirement's modal verb, or "".
func beforeModal(s string) string {
	if loc := modalRe().FindStringIndex(s); loc != nil {
		return s[:loc[0]]
	}
	return ""
}

// isImageFormat reports whether a format is a still or animated image's.
func isImageFormat(f string) bool {
	switch compliance.NormalizeFormat(f) {
	case "JPG", "PNG", "GIF", "WEBP", "BMP", "SVG", "TIFF", "AVIF":
		return true
	}
	return false
}

// headingOnly is the heading path of a block, or "".
func headingOnly(at *outlineBlock) string {
	if at == nil {
		return ""
	}
	// A question heading ("How should I name my files?") asks what is
	// required; its "should" is the reader's, not the document's advice.
	var hs []string
	for _, h := range at.headings {
		if !strings.HasSuffix(h, "?") {
			hs = append(hs, h)
		}
	}
	return strings.Join(hs, " ")
}

// stripPermission removes the permission words so limitRe sees only the
// rest of the sentence ("may" is not a limit).
func stripPermission(s string) string { return permissionRe().ReplaceAllString(s, " ") }

func fieldWords(field string) string {
	switch field {
	case "fileSize":
		return "file size"
	case "aspectRatio":
		return "aspect ratio"
	case "frameRate":
		return "frame rate"
	}
	return field
}

func paramsOrEmpty(r *compliance.Rule) compliance.Params {
	if r.Params == nil {
		return compliance.Params{}
	}
	return *r.Params
}

func setCheck(r *compliance.Rule, check string) {
	p := ownParams(r)
	p.Check = check
}

// ownParams gives r parameters of its own and returns them: the stages
// before review share a rule's Params (TraceExtract keeps each stage's
// rules), so review writes to a copy, never into an earlier stage's output.
func ownParams(r *compliance.Rule) *compliance.Params {
	if r.Params == nil {
		r.Params = &compliance.Params{}
	} else {
		r.Params = cloneParams(r.Params)
	}
	return r.Params
}

// audioFormats are the formats of audio files (compliance.NormalizeFormat
// spelling).
var audioFormats = map[string]bool{"MP3": true, "WAV": true, "AAC": true, "M4A": true, "OGG": true, "FLAC": true, "AIFF": true}

func setKinds(r *compliance.Rule, kinds ...string) {
	p := ownParams(r)
	p.Kinds = kinds
}

// severalThings joins the names of several things ("Native and
// newsletter", "Sizes & weights").
var severalThings = lazyRe(`(?i)\s(?:and|&|\+)\s|,`)

// kindWords name asset kinds in headings and sentences.
var kindWords = []struct {
	kinds []string
	re    func() *filteredRe
}{
	{[]string{"video"}, lazyRe(`(?i)\b(?:video|olv|pre-?roll|ctv|ott|connected tv|youtube|instream|in-stream|tv spots?|television|tvcs?)\b`)},
	// A spot named by its length (":30 spots") is a film unless its
	// heading or the document says it is sound (see bareSpotKinds).
	{[]string{"video"}, bareSpotRe},
	// "HTML" alone is an email's or a page's HTML file, not an HTML5 unit.
	{[]string{"html5"}, lazyRe(`(?i)\bhtml ?5\b|\bhtml (?:banners?|units?|ads?|creatives?)\b|\brich[- ]media\b`)},
	// "Display image", "display images": a display unit's image file,
	// still or animated (a GIF), as against its HTML5 unit.
	{[]string{"static", "animated"}, lazyRe(`(?i)\bdisplay images?\b`)},
	// "Feed image ads", "single-image posts": still images.
	// "Social image", "Feed images": a placement's still image, beside
	// its video.
	{[]string{"static"}, lazyRe(`(?i)\bstatic\b|\bjpe?g\b|\bpng\b|\b(?:image|photo)\s+(?:ads?|units?|creatives?|posts?|cards?)\b|\bsingle[- ]image\b|\b(?:social|feed|in-feed|still|story|stories|carousel)\s+images?\b`)},
	{[]string{"animated"}, lazyRe(`(?i)\banimated\s+(?:gifs?|images?|pngs?|webps?)\b|\bgifs?\b`)},
	// An animation is a GIF's or an HTML5 unit's: its limits are both's.
	{[]string{"animated", "html5"}, lazyRe(`(?i)\banimations?\b|\banimat(?:ing|es?)\b|\banim\.|\banimated\s+(?:banners?|units?|creatives?|ads?|display|formats?)\b`)},
	{[]string{"audio"}, lazyRe(`(?i)\baudio (?:ads?|spots?|creatives?)\b|\bpodcast\b|\bradio\b|\bstreaming audio\b`)},
	// The references and supporting papers sent with a submission are
	// documents, not the creative: their size cap is not a video's.
	{[]string{"document"}, lazyRe(`(?i)\breferences?\s+(?:files?|packs?|documents?|pdfs?|papers?)\b|\bsupporting\s+(?:documents?|papers?|files?)\b`)},
}

// soundWordRe names sound as a medium: audio ads, podcasts, radio, an
// audio file's format.
var soundWordRe = lazyRe(`(?i)\b(?:audio|podcasts?|radio|mp3|wav)\b`)

// filmWordRe names moving pictures (not a "pre-roll", which a podcast
// has too).
var filmWordRe = lazyRe(`(?i)\b(?:video|olv|ctv|ott|connected tv|youtube|tv|television|tvcs?|films?)\b`)

// bareSpotRe is a spot named by its length alone (":30 spots").
var bareSpotRe = lazyRe(`(?:^|[\s(]):\d\d spots?\b`)

// spotWords name a film or a sound that runs for its length: a spot, a
// bumper, a commercial, a cut-down, an ad's length or the slot it fills.
var spotWords = lazyRe(`(?i)\b(?:spots?|bumpers?|commercials?|tvcs?|cut-?downs?|slots?)\b|\bad (?:length|duration)\b|(?:^|[\s(]):\d\d\b`)

// spotLength reports whether one length stated for what a sentence names
// is a video's or an audio spot's length ("Audio spots shall be 30 seconds
// long", "10-second spots only"), which is what the spot runs, not a cap:
// the words or the nearest heading naming kinds say video or audio, or the
// sentence names a spot, and it says nothing of an animation (whose length
// is its longest).
func spotLength(quote string, context []string, channel string) bool {
	if animationWords().MatchString(quote) || lengthsIn(quote) != 1 {
		// (Of several lengths, "Video length 60 s 30 s max for Feed", one
		// that no bound words qualify is no stated length.)
		return false
	}
	kinds := kindsOf(quote, context, channel)
	return slices.Contains(kinds, "video") || slices.Contains(kinds, "audio") || len(kinds) == 0 && spotWords().MatchString(quote)
}

// lengthsIn counts the lengths a text gives, in seconds or minutes or as
// spot lengths (":30").
func lengthsIn(text string) int {
	n := len(spotRe().FindAllStringIndex(text, -1))
	for _, q := range durationFamily.scan(text) {
		n += len(q.values)
	}
	return n
}

// animationWords name a display unit's animation or its loops.
var animationWords = lazyRe(`(?i)\banimat\w*|\banim\.|\bloops?\b|\blooping\b`)

// kindsOf infers the asset kinds a limit applies to: from the sentence
// when it names kinds, else from the nearest heading that does, else from
// the channel. Nothing is inferred when the words are ambiguous.
func kindsOf(quote string, headings []string, channel string) []string {
	texts := []string{quote}
	for _, h := range slices.Backward(headings) {
		texts = append(texts, h)
	}
	if bareSpotRe().MatchString(quote) && !kindWords[0].re().MatchString(quote) {
		// ":30 spots only" under "Streaming audio": the heading's audio
		// spots, not films.
		if around := kindsOf("", headings, ""); slices.Equal(around, []string{"audio"}) {
			return around
		}
	}
	mixed := false // a heading over files of several kinds
	for i, text := range texts {
		var kinds []string
		for _, kw := range kindWords {
			if kw.re().MatchString(text) {
				kinds = append(kinds, kw.kinds...)
			}
		}
		switch {
		case len(kinds) == 0:
			continue
		case i > 0 && slices.Equal(kinds, []string{"video"}) && namesSeveral(text) && otherKindRe().MatchString(bracketedRe().ReplaceAllString(text, " ")):
			// "Graphics and preview video", "Video and companion
			// banners": a heading over files of several kinds, which
			// rows or sentences under it tell apart (and its channel,
			// read from the same words, is no kind either).
			mixed = true
			continue
		case len(kinds) > 1 && (slices.Contains(kinds, "video") || slices.Contains(kinds, "audio")):
			// "Video and HTML5", a title naming every kind: no single
			// scope here; a nearer or further text may say.
			continue
		case slices.Contains(kinds, "html5") && slices.Contains(kinds, "static"):
			// Display words: a banner may be delivered static, animated or HTML5.
			return []string{"static", "animated", "html5"}
		}
		var out []string // each kind once, in the order the words gave
		for _, k := range kinds {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
		return out
	}
	switch strings.ToLower(channel) {
	case "video":
		if mixed {
			return nil
		}
		return []string{"video"}
	case "display":
		return []string{"static", "animated", "html5"}
	}
	return nil
}

var (
	// videoMeasureRe names what only a video has: a video container or
	// codec, a frame rate, a picture boxed inside its frame or scanned in
	// fields.
	videoMeasureRe = lazyRe(`(?i)\b(?:mp4|mov|m4v|webm|mxf|prores|h\.?26[45]|hevc|avc)\b|\d\s*fps\b|\bframes? per second\b|\b(?:letter|pillar|window)[- ]?box(?:ed|ing)?\b|\binterlaced\b`)
	// otherKindRe names a file of another kind than video: an image, a
	// banner, an HTML5 unit, an email, a print or audio file.
	otherKindRe = lazyRe(`(?i)\b(?:jpe?g|png|gif|webp|svg|avif|html ?5?|zip|banners?|display|static|images?|stills?|photos?|e-?mails?|newsletters?|mp3|wav|podcasts?|radio|print|pdf|companions?|thumbnails?|logos?|graphics?|icons?|screenshots?|artwork)\b`)
)

// videoOnlySentence reports whether a sentence that names no kind word
// still speaks of video files only: it names a video container, codec or
// frame rate and no file of another kind ("MP4 or MOV, 1280x720 minimum,
// 25 fps"). Its other limits (a resolution, a file size) are the video's:
// read with no kind they would fail every banner and email image.
func videoOnlySentence(quote string) bool {
	return videoMeasureRe().MatchString(quote) && !otherKindRe().MatchString(quote)
}

// textPieceRe names one piece of an ad's copy that no copy check
// measures: a link's or button's text, a label, one line, a name.
// adExtensionRe names a search ad's extension, whose copy is not the ad's.
// extensionCopy are the copy checks that find an ad extension's own copy.
var extensionCopy = map[string]bool{
	compliance.CopyCheckSitelinkText: true, compliance.CopyCheckSitelinkDescription: true,
	compliance.CopyCheckDisplayPath: true, compliance.CopyCheckCallout: true,
}

var adExtensionRe = lazyRe(`(?i)\b(?:site ?links?|callouts?|structured snippets?|(?:display )?(?:url )?paths?|(?:ad )?extensions?|promotion assets?)\b`)

var textPieceRe = lazyRe(`(?i)\b(?:link|alt(?:ernative)?|anchor|safety|footer|legal|sponsor|sender|brand|product)\s+(?:text|label|line|name|copy)s?\b|\blabels?\b|\bper line\b|\btaglines?\b|\bhashtags?\b`)

// namesCopy is a word naming copy or a piece of it.
var namesCopy = lazyRe(`(?i)\b(?:copy|text|body|captions?|messages?|posts?|tweets?|words?|headlines?|titles?|descriptions?|ctas?|subject|pre-?header|names?)\b`)

// outline is the document as blocks with their heading paths, for
// finding where a rule was read and what the document says around it.
type outline struct {
	blocks []outlineBlock
	// title is the document's first heading: it names what the whole
	// document is about.
	title string
	// platform is the one platform the whole document is about
	// (documentPlatform), or "".
	platform string
	// markets and languages are those the document names anywhere (see
	// localeScope).
	markets, languages []string
	// variants is set when the document names a delivery, proxy or web
	// copy of a spot: then a "master" is the file they are made from.
	variants bool
	// soundOnly is set when the document names audio spots, podcasts or
	// radio and nothing of video: its spots are sound.
	soundOnly bool
	// social is set when the document names a social platform or social
	// media anywhere: only then is a "feed" the social feed (see
	// socialFeedOnly).
	social bool
}

// outlineBlock is a block of text and its context.
type outlineBlock struct {
	page     int
	text     string
	norm     string
	headings []string
	// leadIn is the paragraph ending in ':' that introduces a list item.
	leadIn string
	// recommendations is set on list items introduced as recommendations
	// ("Follow these recommendations:").
	recommendations bool
	// negative is set when the block excludes what it names ("not
	// accepted", "do not use").
	negative bool
	// withdrawn is set for a table row whose status or outcome takes it out
	// of force: none of its values is an example, whatever its sentences say.
	withdrawn bool
	// refusedInput is set for a table row whose outcome refuses its
	// input (a test step): its values are test data.
	refusedInput bool
	// kinds are the asset kinds its headings name; nil when they name none.
	kinds []string
	// part is set when the block describes a part of the creative
	// (namesPart), computed once: every rule's self-check asks.
	part bool
	// sizes, spots and names are the example sizes, spot lengths and file
	// names the block gives, read on first use (readExamples).
	sizes, spots, names []example
	namingTalk          bool // the block talks about names or examples
	// seconds are the lengths in seconds of a block that talks about
	// creative lengths (durationTalkRe), read with the others; lengths are
	// those of any block ("10 or 15 seconds." as a list item of a screen).
	seconds, lengths []example
	read             bool
	// sec is the block's section (see section), set with its headings.
	sec string
	// headingPage is the page of its innermost heading.
	headingPage int
	// informational is the heading or paragraph saying that this part of
	// the document is no requirement (informational.go), or "".
	informational string
	// flatParent is the heading with nothing under it that directly
	// preceded the run of same-level headings this block's section is one
	// of ("Screen by screen", then "Window screens", "In-store screens"):
	// a print that gives every heading one level lost that it is their
	// parent. "" when none did.
	flatParent string
}

// readExamples reads the block's example sizes and spot lengths once.
func (b *outlineBlock) readExamples() {
	if b.read {
		return
	}
	b.read = true
	// Sizes as the families read them ("1.280 x 720" is 1280 × 720).
	text := readableNumbers(b.text)
	for _, m := range exampleSizeRe().FindAllStringSubmatchIndex(text, -1) {
		if mmAfter().MatchString(text[m[1]:]) {
			continue // "210 × 297 mm": a print size, not pixels
		}
		b.sizes = append(b.sizes, example{strings.TrimSpace(text[m[2]:m[3]]) + "x" + strings.TrimSpace(text[m[4]:m[5]]), b.page,
			kindsOf(sentenceAround(text, m[0], m[1]), nil, "")})
	}
	lower := asciiLower(b.text)
	for _, m := range spotRe().FindAllStringSubmatchIndex(b.text, -1) {
		if spotNegated().MatchString(lower[max(0, m[2]-12):m[2]]) || refusedAfter(lower[m[3]:]) || refusedBefore().MatchString(lower[max(0, m[2]-40):m[2]]) {
			continue // "no :20", "a :29.5 file is returned": a length the document rules out
		}
		b.spots = append(b.spots, example{value: strings.TrimPrefix(b.text[m[2]:m[3]], ":"), page: b.page})
	}
	for _, m := range exampleNameRe().FindAllStringIndex(b.text, -1) {
		// A name is an example unless its own sentence excludes it: "for
		// example X.zip" beside "files sent by email are not accepted" in
		// one paragraph is still an approved name.
		if name := b.text[m[0]:m[1]]; !isTemplateName(name) && !negativeRe().MatchString(sentenceAround(b.text, m[0], m[1])) {
			b.names = append(b.names, example{value: name, page: b.page})
		}
	}
	b.namingTalk = len(b.names) > 0 && namingTalkRe().MatchString(b.text)
	for _, m := range secondsRe().FindAllStringSubmatchIndex(b.text, -1) {
		before := lower[max(0, m[0]-60):m[0]]
		if refusedAfter(lower[m[1]:]) || refusedBefore().MatchString(before) || otherLengthRe().MatchString(lower[m[1]:]) ||
			timelineSpanRe().MatchString(before) || heldForRe().MatchString(before) {
			continue
		}
		b.lengths = append(b.lengths, example{value: b.text[m[2]:m[3]], page: b.page})
	}
	if durationTalkRe().MatchString(b.text) {
		b.seconds = b.lengths
	}
}

// refusedRe says the values before it are refused ("a :29.5 or :31 file is
// returned", "20-second edits are rejected").
var refusedRe = lazyRe(`\b(?:is|are|will be|gets?|get)\s+(?:returned|rejected|refused|declined|not accepted)\b`)

// refusedAfter reports whether the rest of a value's clause (up to ";" or
// a full stop) refuses it.
func refusedAfter(rest string) bool {
	if cells := strings.Split(rest, " | "); len(cells) > 1 && slices.ContainsFunc(cells[1:], refusingOutcome) {
		// A later cell of the row is an outcome that refuses or flags it
		// ("MP4, 21 s | Upload blocked: …"): the row's values are a test's
		// input that breaks the rule, not an example the document allows.
		return true
	}
	if i := strings.IndexAny(rest, ";!?"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.Index(rest, ". "); i >= 0 {
		rest = rest[:i]
	}
	return refusedRe().MatchString(rest)
}

// refusedBefore ends the words before values a sentence refuses ("Are
// refused the spots of 30 seconds", "we reject 20-second edits").
var refusedBefore = lazyRe(`\b(?:refused|rejected|rejects?|not accepted|declined)\b[^.;:]*$`)

// timelineSpanRe ends the words before a span of the creative's timeline,
// not its length ("in the last 5 seconds", "the first 3 seconds").
var timelineSpanRe = lazyRe(`\b(?:first|last|final|opening|closing|initial)\s+$`)

// heldForRe ends the words before how long an element stays on screen
// ("must remain on screen for at least 3 seconds", "shown as an end board
// for min. 5 sec."): the element's time, not the creative's length.
var heldForRe = lazyRe(`\b(?:remain|remains|stay|stays|shown|displayed|visible|appear|appears|held|hold|holds|on screen|on-screen)\b[^.;]*\bfor\s+(?:at least\s+|min(?:imum)?\.?\s+|a minimum of\s+|no less than\s+)?$`)

// holdSubjectRe is a sentence's subject saying how long an element stays
// up ("The closing title stays on screen for", "Each super is displayed
// for no more than"): the seconds after it are the element's.
var holdSubjectRe = lazyRe(`\b(?:remains?|stays?|shown|displayed|visible|appears?|held|holds?|on[ -]screen)\b[^0-9]*\bfor\b[^0-9]*$`)

// flagOnScreenHolds leaves for review a length ceiling read from how long
// an element of the creative stays on screen: the checker would measure
// the whole spot, which is longer, against it.
func flagOnScreenHolds(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "duration" || r.Params == nil || r.Params.Max == nil || len(r.Params.Parts) > 0 || r.Source == nil {
			continue
		}
		q := asciiLower(r.Source.Quote)
		if at := strings.IndexAny(q, "0123456789"); at > 0 && holdSubjectRe().MatchString(q[:at]) {
			flag(r, "This is how long an element stays on screen, not the creative's length: left for review.")
		}
	}
}

// bookedToleranceRe is a leeway around the length a spot was booked at
// ("may run up to 0.5 s over the booked length", "never shorter than the
// ordered duration").
var bookedToleranceRe = lazyRe(`(?i)\b(?:longer|shorter|over|under|beyond|past)\s+(?:than\s+)?(?:the\s+|its\s+)?(?:booked|ordered|nominal|stated|bought|scheduled|contracted|trafficked)\s+(?:spot\s+)?(?:length|duration|running time)\b`)

// flagBookedLengthTolerances leaves for review a length read from a
// leeway around the booked length: its seconds (or the example it gives
// for one length) are no limit of every spot, and a longer spot booked
// at its own length would fail them.
func flagBookedLengthTolerances(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if r.Enabled && r.Field == "duration" && r.Params != nil && r.Params.Check == "" && r.Source != nil && bookedToleranceRe().MatchString(r.Source.Quote) {
			flag(r, "This is a leeway around the booked length, not a length every spot must have: left for review.")
		}
	}
}

// oneAmongRe ends the words before a format asked for among others ("must
// include at least one MP4 media file", "one or more PNG fallbacks").
var oneAmongRe = lazyRe(`(?i)\b(?:at least one|one or more|a minimum of one)\s+(?:[\w-]+\s+){0,2}$`)

// flagOneAmongFormats leaves for review a format list read from a
// sentence asking for at least one file of the format: the other files
// may be of any format, which an allowed list would fail.
func flagOneAmongFormats(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Field != "format" || r.Params == nil || len(r.Params.Allowed) == 0 || r.Source == nil {
			continue
		}
		q := r.Source.Quote
		for _, v := range r.Params.Allowed {
			at := strings.Index(strings.ToUpper(q), strings.ToUpper(v))
			if at > 0 && oneAmongRe().MatchString(q[:at]) {
				flag(r, "The sentence asks for at least one "+v+" file among others, not that every file is "+v+": left for review.")
				break
			}
		}
	}
}

// otherLengthRe follows a length in seconds that is not the creative's:
// silence or black at its head or tail, a fade, handles, a freeze.
var otherLengthRe = lazyRe(`^\s*(?:of\s+)?(?:silence|black|slate|fades?|padding|handles?|freeze)\b`)

var negativeRe = lazyRe(`(?i)\b(?:not|never|no longer|avoid|prohibited|forbidden|unsupported|rejected|don['’]t|do not)\b`)

func outlineOf(doc doctext.Document) *outline {
	doc = labelHeadings(toggleHeadings(questionHeadings(doc)))
	o := &outline{}
	type h struct {
		level, page int
		text        string
	}
	var path []h
	leadIn := ""
	declared := ""                        // a paragraph of the section saying what follows is no requirement
	width, rowSection := 0, ""            // the current table's width and section row
	headingKinds := map[string][]string{} // kindsOf of a heading path, read once
	sound, film := false, false           // whether the document names sound or film (soundOnly)
	// (flatParent) the last block was a heading, of this level and text;
	// the empty heading over a run of same-level ones and its level.
	lastHeading, lastLevel, lastText := false, 0, ""
	flatParent, flatLevel := "", 0
	for i, p := range doc.Pages {
		n := p.Number
		if n <= 0 {
			n = i + 1
		}
		for _, b := range p.Blocks {
			text := strings.Join(strings.Fields(b.Text), " ")
			if text == "" && len(b.Cells) > 0 {
				text = strings.Join(b.Cells, " | ")
			}
			if text == "" {
				continue
			}
			if b.Kind == doctext.BlockHeading {
				level := max(b.Level, 1)
				for len(path) > 0 && path[len(path)-1].level >= level {
					path = path[:len(path)-1]
				}
				path = append(path, h{level, n, text})
				switch {
				case lastHeading && lastLevel == level:
					flatParent, flatLevel = lastText, level
				case level < flatLevel:
					flatParent, flatLevel = "", 0
				}
				lastHeading, lastLevel, lastText = true, level, text
				width, rowSection = 0, ""
				declared = ""
				if o.title == "" {
					o.title = text
				}
				leadIn = ""
				continue
			}
			// A table's section row ("D. Video cut-downs" with the other
			// cells empty) heads the rows under it (see rowSections), unless
			// it names several things.
			if b.Kind == doctext.BlockTableRow {
				width = max(width, len(b.Cells))
				if width >= 4 && isSectionRow(b.Cells, width) {
					rowSection = sectionLabel(b.Cells)
					if severalThings().MatchString(rowSection) {
						rowSection = "" // "Native and newsletter": no one scope
					}
				}
			} else {
				width, rowSection = 0, ""
			}
			lastHeading = false
			ob := outlineBlock{page: n, text: text, norm: normQuote(text), negative: negativeRe().MatchString(text)}
			if len(path) > 0 && path[len(path)-1].level == flatLevel && path[len(path)-1].text != flatParent {
				ob.flatParent = flatParent
			}
			if b.Kind == doctext.BlockTableRow && len(b.Cells) > 1 && slices.ContainsFunc(b.Cells[1:], notProducedWord().MatchString) {
				// A row whose status takes it out of force ("Withdrawn",
				// "Draft", "Dropped") gives no example of what is allowed.
				ob.negative, ob.withdrawn = true, true
			}
			if b.Kind == doctext.BlockTableRow && len(b.Cells) > 1 && slices.ContainsFunc(b.Cells[1:], refusingOutcome) {
				// A test step whose expected result refuses its input ("220
				// KB | Upload blocked: “…”"): the input breaks a limit; it
				// is neither an example nor a limit of its own.
				ob.negative, ob.refusedInput, ob.withdrawn = true, true, true
			}
			for _, x := range path {
				ob.headings = append(ob.headings, x.text)
				ob.headingPage = x.page
			}
			if rowSection != "" {
				ob.headings = append(ob.headings, rowSection)
			}
			key := strings.Join(ob.headings, "\x00")
			if _, ok := headingKinds[key]; !ok {
				headingKinds[key] = kindsOf("", ob.headings, "")
			}
			ob.kinds = headingKinds[key]
			ob.sec = sectionOf(ob.headings)
			switch {
			case b.Kind == doctext.BlockListItem || b.Kind == doctext.BlockTableRow:
				ob.leadIn = leadIn
				ob.recommendations = leadIn != "" && recommendationRe().MatchString(leadIn) && !mandatoryRe().MatchString(leadIn)
			case strings.HasSuffix(text, ":"):
				leadIn = text
			default:
				leadIn = ""
			}
			if b.Kind != doctext.BlockListItem && b.Kind != doctext.BlockTableRow && informationalDeclRe().MatchString(text) {
				declared = text
			}
			ob.informational = informationalOf(ob.headings, declared)
			ob.part = namesPart(ob.text)
			o.variants = o.variants || deliveryCopyRe().MatchString(ob.text) || len(ob.headings) > 0 && deliveryCopyRe().MatchString(ob.headings[len(ob.headings)-1])
			o.social = o.social || namesSocial(ob.text) || slices.ContainsFunc(ob.headings, namesSocial)
			for _, t := range append([]string{ob.text}, ob.headings...) {
				sound = sound || soundWordRe().MatchString(t)
				film = film || filmWordRe().MatchString(t) || videoMeasureRe().MatchString(t)
			}
			o.blocks = append(o.blocks, ob)
		}
	}
	o.markets, o.languages = documentLocales(o)
	o.platform = documentPlatform(o)
	o.soundOnly = sound && !film
	return o
}

// normQuote folds spaces and case so quotes can be found in blocks.
func normQuote(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}

// locate finds the block a rule was read from: the first block holding
// the start of its quote (a lead-in quote starts with the lead-in, a
// table quote with a cell).
func (o *outline) locate(r *compliance.Rule) *outlineBlock {
	if r.Source == nil || strings.TrimSpace(r.Source.Quote) == "" {
		return nil
	}
	q := normQuote(r.Source.Quote)
	probes := []string{q}
	if len(q) > 40 {
		probes = append(probes, q[:40])
	}
	if head, _, ok := strings.Cut(q, " | "); ok {
		probes = append(probes, head)
	}
	if head, rest, ok := strings.Cut(q, ":"); ok && len(head) > 3 {
		probes = append(probes, head+":")
		// A rule combined from a table column ("Dims: 300x250; 728x90")
		// is found at its first value.
		if first, _, _ := strings.Cut(rest, ";"); len(strings.TrimSpace(first)) > 2 {
			probes = append(probes, strings.TrimSpace(first))
		}
	}
	for _, p := range probes {
		for i := range o.blocks {
			b := &o.blocks[i]
			if r.Source.Page > 0 && b.page != r.Source.Page {
				continue
			}
			if strings.Contains(b.norm, p) || strings.Contains(p, b.norm) && len(b.norm) > 8 {
				return b
			}
		}
	}
	return nil
}

// section is the top-level heading of a block: rules and examples under
// the same one belong together.
func (b *outlineBlock) section() string {
	if b == nil {
		return ""
	}
	return b.sec
}

// sectionOf is the section of a block under headings: the title-like
// first heading of many BRDs is above every section, so the first two
// headings group blocks best.
func sectionOf(headings []string) string {
	switch len(headings) {
	case 0:
		return ""
	case 1:
		return headings[0]
	}
	return strings.Join(headings[:2], "/")
}

// sentenceStop ends a sentence: a stop followed by a space (the dot of
// "V03.mp4" is no end).
var sentenceStop = lazyRe(`[.;!?](?:\s|$)`)

// sentenceAround is the sentence of text holding text[start:end].
func sentenceAround(text string, start, end int) string {
	from := 0
	for _, m := range sentenceStop().FindAllStringIndex(text[:start], -1) {
		from = m[1]
	}
	to := len(text)
	if m := sentenceStop().FindStringIndex(text[end:]); m != nil {
		to = end + m[0]
	}
	return text[from:to]
}

// derivedName describes a file name as another file's name with
// something added: "the original name with _AD added before the
// extension", "the master's name with _TX appended". (A backup with "the
// same name as the HTML5 package" has the package's pattern: no
// derivation.)
var derivedName = lazyRe(`(?i)\b(?:original|master['’]?s?|source|parent)\s+(?:file\s+)?name\s+(?:with|plus)\b|\bname\b[^.;]{0,60}\b(?:added|appended)\s+(?:before|to|after|at)\b`)

// singleImageAsStatic states a single-image ad, once its platform is
// known, by its kind: the ad is a still image, the whole creative and not
// a part of one, and no file name says "singleImage", so scoped to the
// part the rule would check nothing. Without a platform the part stays:
// it is then all that keeps the rule off the campaign's other still
// images (a publisher's banners).
func singleImageAsStatic(rules []compliance.Rule) {
	for i := range rules {
		p := rules[i].Params
		if p == nil || len(p.Platforms) == 0 || !slices.Equal(p.Parts, []string{"singleImage"}) {
			continue
		}
		p.Parts = nil
		if len(p.Kinds) == 0 || slices.Contains(p.Kinds, "static") {
			p.Kinds = []string{"static"}
		}
	}
}
