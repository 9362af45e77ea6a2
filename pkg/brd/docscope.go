package brd

import (
	"slices"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A document about one platform: a streaming service's "CTV ad
// guidelines", a network's delivery spec whose subtitle says "connected-TV
// apps". Its limits are that platform's even where a sentence does not
// repeat it, and the same limits on another asset of a mixed campaign (a
// display banner, a social video) would be wrong. So when the document's
// front matter names exactly one platform and nothing in it names another,
// every rule is scoped to that platform unless its own words say it is
// for every platform or its placement is another channel's.

// frontBlocks is how many blocks before the first section heading still
// count as the document's front matter (subtitle, tagline, a browser
// print's running header); the body's first paragraphs follow them.
const frontBlocks = 3

// frontLen is the longest text read as front matter: a subtitle or
// tagline, not the opening paragraph that mentions the platform in
// passing.
const frontLen = 120

// everyPlatformRe marks a rule that says it is for every platform or
// channel ("on all platforms", "across every channel").
var everyPlatformRe = lazyRe(`(?i)\b(?:all|every|any|each)\s+(?:[\w-]+\s+){0,2}?(?:platforms?|channels?|networks?|publishers?|partners?)\b|\bregardless of (?:the )?(?:platform|channel)\b|\bcross-platform\b`)

// otherChannelRe names a channel beside a platform in a document's front
// matter: "CTV and OTT" (streaming on any device), "display and CTV",
// "online video": the document covers more than the one platform.
var otherChannelRe = lazyRe(`(?i)\b(?:ott|olv|online video|display|banners?|desktop|mobile|web(?:sites?|pages?)?|audio|podcasts?|radio|broadcast|linear|programmatic)\b`)

// ctvOnlyFormatRe names ad formats that run only on connected TV: the
// pause ad (shown while the viewer has paused the stream) and the
// squeezeback or L-frame (the show shrinks into a corner while the ad
// wraps round it). Front matter about one of them is about CTV even when
// it never says "CTV". Only the document's platform reads it: inside a
// CTV guide a pause-ad heading marks one format among the platform's
// others, not a platform.
var ctvOnlyFormatRe = lazyRe(`(?i)\b(?:pause[- ]ads?|squeeze-?backs?|l-frames?)\b`)

// socialPlacements run on the social platforms: a Stories limit in an
// Instagram guide is Instagram's.
var socialPlacements = []string{"social", "feed", "stories", "reels", "carousel"}

// socialPlatformNames are the platforms that run social placements.
var socialPlatformNames = []string{"linkedin", "meta", "facebook", "instagram", "tiktok", "snapchat", "pinterest", "twitter", "reddit"}

// placedElsewhere reports whether a rule's placements run outside the
// platform: an email or print placement in a video platform's guide. A
// social placement is a social platform's own.
func placedElsewhere(placements []string, platform string) bool {
	return slices.ContainsFunc(placements, func(pl string) bool {
		return !slices.Contains(socialPlacements, pl) || !slices.Contains(socialPlatformNames, platform)
	})
}

// platformsNamed lists the model's platforms a text names, in order of
// first mention, without repeats.
func platformsNamed(text string) []string {
	var out []string
	for _, loc := range restrictions[0].re().FindAllStringIndex(text, -1) {
		if referenceRe().MatchString(text[:loc[0]]) {
			continue // "the same frame rate as the CTV masters"
		}
		if p := scopeOfRestriction("platform", text[loc[0]:loc[1]]).platforms; p != "" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}

// placementsNamed reports whether a text names a placement or edition.
func placementsNamed(text string) bool {
	return restrictions[1].re().MatchString(text) || restrictions[2].re().MatchString(text)
}

// documentPlatform is the one platform the whole document is about, or ""
// (see the comment at the top of this file). Only the title and the short
// texts before the first section heading are read for it: a platform a
// section heading or a sentence names restricts that part only
// (restriction). A front matter that also names a placement or another
// channel ("Instagram Stories and email", "CTV and OTT") says the document is not about one
// platform as a whole; a body that names any other platform says it covers
// several.
func documentPlatform(o *outline) string {
	front := []string{o.title}
	n := 0
	for _, b := range o.blocks {
		if len(b.headings) > 1 || len(b.headings) == 1 && b.headings[0] != o.title {
			break // the first section
		}
		if n++; n > frontBlocks {
			break
		}
		if len(b.text) <= frontLen {
			front = append(front, b.text)
		}
	}
	var named []string
	for _, t := range front {
		if placementsNamed(t) || otherChannelRe().MatchString(t) {
			return ""
		}
		ps := platformsNamed(t)
		if ctvOnlyFormatRe().MatchString(t) {
			ps = append(ps, "ctv")
		}
		for _, p := range ps {
			if !slices.Contains(named, p) {
				named = append(named, p)
			}
		}
	}
	if len(named) != 1 {
		return ""
	}
	for _, b := range o.blocks {
		for _, t := range append([]string{b.text}, b.headings...) {
			if slices.ContainsFunc(platformsNamed(t), func(p string) bool { return p != named[0] }) {
				return ""
			}
		}
	}
	return named[0]
}

// outerPlatformHeading is the nearest heading above the innermost one
// that names exactly one platform and nothing else of restrictions, not
// the document's title (see documentPlatform for that); "" when none does.
func outerPlatformHeading(headings []string, title string) string {
	for i := len(headings) - 2; i >= 0; i-- {
		h := headings[i]
		if h == title {
			break
		}
		if ps := platformsNamed(h); len(ps) > 0 {
			if len(ps) == 1 && !placementsNamed(h) {
				return h
			}
			return ""
		}
	}
	return ""
}

// scopeToSectionPlatform gives a rule without a platform the one platform
// an outer section heading names when its own, innermost heading names
// none ("## YouTube bumper" over "### Acceptance criteria"): restriction
// reads only the nearest heading. It runs after the self-check, as
// scopeToDocumentPlatform does, so the document's own examples still
// check the rule (a scoped rule is not self-checked).
func scopeToSectionPlatform(o *outline, rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		p := paramsOrEmpty(r)
		if len(p.Platforms) > 0 || len(p.Sizes) > 0 || r.Source == nil || everyPlacementRe().MatchString(r.Source.Quote) {
			continue
		}
		at := o.locate(r)
		if at == nil || len(at.headings) < 2 || restrictionWords(at.headings[len(at.headings)-1]) != "" {
			continue
		}
		outer := outerPlatformHeading(at.headings, o.title)
		if outer == "" {
			continue
		}
		platform := platformsNamed(outer)[0]
		if placedElsewhere(p.Placements, platform) {
			continue
		}
		scope{platforms: platform}.apply(r)
	}
}

// scopeToDocumentPlatform gives every rule without a platform the
// document's platform (documentPlatform), except a rule whose own words
// say it is for every platform and one whose placement runs elsewhere
// (an email or print placement in a video platform's guide).
func scopeToDocumentPlatform(o *outline, rules []compliance.Rule) {
	if o.platform == "" {
		return
	}
	for i := range rules {
		r := &rules[i]
		p := paramsOrEmpty(r)
		if len(p.Platforms) > 0 {
			continue
		}
		if r.Source != nil && everyPlatformRe().MatchString(r.Source.Quote) {
			continue
		}
		if placedElsewhere(p.Placements, o.platform) {
			continue
		}
		scope{platforms: o.platform}.apply(r)
	}
}
