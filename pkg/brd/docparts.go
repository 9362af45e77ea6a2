package brd

import (
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// componentHeaderRe is the first header cell of a table whose rows are the
// components of a creative or of a kit, each with its own specification
// ("Asset | Size | Format | Weight", "Element | Dimensions", "Creative
// component | …"): each row's limits are its component's, not the whole
// creative's.
var componentHeaderRe = lazyRe(`(?i)^\W*(?:creative\s+|image\s+|media\s+)?(?:assets?|elements?|components?)(?:\s+(?:types?|names?))?\W*$`)

// componentRows reports whether a table's rows are components (see
// componentHeaderRe).
func componentRows(header []string) bool {
	return len(header) > 0 && componentHeaderRe().MatchString(header[0])
}

// wholeCreativeWords name the creative itself, its kind, format, size or
// where it runs, not one component of it: a row "Static banner", "HTML5",
// "Pre-roll video" or "Mobile leaderboard" is the creative's.
var wholeCreativeWords = map[string]bool{
	"static": true, "animated": true, "html5": true, "html": true, "rich": true, "media": true, "richmedia": true, "standard": true,
	"display": true, "banner": true, "banners": true, "video": true, "videos": true, "image": true, "images": true, "img": true,
	"audio": true, "ad": true, "ads": true, "unit": true, "units": true, "creative": true, "creatives": true, "spot": true, "spots": true,
	"format": true, "formats": true, "file": true, "files": true, "asset": true, "assets": true, "pre": true, "mid": true, "post": true,
	"roll": true, "preroll": true, "midroll": true, "in": true, "stream": true, "instream": true, "outstream": true, "out": true,
	"mobile": true, "desktop": true, "tablet": true, "web": true, "app": true, "leaderboard": true, "skyscraper": true, "rectangle": true,
	"mpu": true, "billboard": true, "half": true, "page": true, "halfpage": true, "interstitial": true, "gif": true, "jpg": true,
	"jpeg": true, "png": true, "mp4": true, "social": true, "feed": true, "story": true, "stories": true, "reel": true, "reels": true,
	"email": true, "e": true, "newsletter": true, "native": true, "print": true, "ctv": true, "ott": true, "olv": true, "digital": true,
	"the": true, "a": true, "an": true, "of": true, "for": true, "main": true, "primary": true, "base": true, "default": true,
	// Units a publisher sells under their own names: a row "Pushdown" or
	// "Full-screen takeover" is that unit, the whole creative.
	"skin": true, "wallpaper": true, "pushdown": true, "interscroller": true, "sticky": true, "adhesion": true, "anchor": true,
	"masthead": true, "lightbox": true, "filmstrip": true, "catfish": true, "prestitial": true, "interstitials": true,
	"expandable": true, "takeover": true, "full": true, "screen": true, "fullscreen": true, "sidekick": true, "slider": true,
}

// documentPartOf is the component a row label in a table of components
// names: a part of the model's when its one word is one ("Logo", "Icon",
// "Thumbnail"), else the document's own, in lowerCamelCase
// (compliance.DocumentPart: "Booth banner" is "boothBanner"). "" for a
// label that names the whole creative (only wholeCreativeWords), several
// things or every asset ("All assets", "Other files"), or holds a value.
func documentPartOf(label string) string {
	h := strings.TrimSpace(bracketedRe().ReplaceAllString(headOf(label), " "))
	words := strings.FieldsFunc(strings.ToLower(h), func(r rune) bool { return !('a' <= r && r <= 'z' || '0' <= r && r <= '9') })
	if len(words) == 0 || len(words) > 4 || strings.ContainsAny(h, "0123456789") || listsSeveralRe().MatchString(h) {
		return ""
	}
	switch words[0] {
	case "all", "every", "each", "any", "other", "others", "remaining":
		return ""
	}
	whole := true
	for _, w := range words {
		whole = whole && wholeCreativeWords[w]
	}
	if whole {
		return ""
	}
	if len(words) == 1 {
		if s, err := compliance.NormalizeScope(compliance.Scope{Part: h}); err == nil {
			return s.Part
		}
	}
	return compliance.DocumentPart(h)
}

// namedFileRe is a file a document names by its fixed name as the subject
// of a sentence whose values follow a colon ("thumb.png: 200 × 150 px,
// PNG", "poster.jpg: 1024 × 768 px"): a package's required files.
var namedFileRe = lazyRe(`(?i)(?:^|[.;]\s+)([a-z][a-z0-9-]{1,30})\.(?:png|jpe?g|gif|svg|webp|mp4|mov|webm|json)\s*:`)

// namedFilePart is the part a rule's values are of when its quote gives
// them right after a file named by its fixed name (namedFileRe): the part
// the product reads from that name (compliance.ScopeOf: "thumb.png" is the
// thumbnail), else the name itself as a document part ("poster.jpg" is
// "poster"). "" when no such file, or several, opens a clause, or the
// field's values are not after it.
func namedFilePart(field, quote string) string {
	ms := namedFileRe().FindAllStringSubmatchIndex(quote, -1)
	if len(ms) != 1 {
		return ""
	}
	m := ms[0]
	after := quote[m[1]:]
	if i := strings.IndexAny(after, ";"); i >= 0 {
		after = after[:i]
	}
	if ExtractParams(after)[field] == nil {
		return ""
	}
	name := quote[m[2]:m[3]]
	if _, _, part := compliance.ScopeOf(compliance.Asset{FileName: quote[m[2] : m[1]-1]}); part != "" && !variantParts[part] {
		return part
	}
	if strings.ContainsAny(name, "0123456789") {
		return "" // a versioned or numbered file is an example, not a part
	}
	return compliance.DocumentPart(name)
}

// componentHeads are the last words of the name of a component of a
// creative that is an image, control or graphic of its own ("Rich cards",
// "Banner icon", "Sponsor badge"); a slide, video, banner or ad named so
// is more often a deliverable, the whole creative of its kind.
var componentHeads = map[string]bool{"image": true, "icon": true, "card": true, "tile": true, "graphic": true, "badge": true, "button": true,
	"photo": true, "picture": true, "illustration": true, "poster": true, "avatar": true, "sticker": true, "logo": true, "thumbnail": true}

// componentLabelPart is the part a list item's label names when it is a
// component (its last word one of componentHeads, with a word of its own
// before it or a part of the model's): a listed part ("Hero image" is the
// main image), else the document's own ("Rich cards" is "richCard"). ""
// for any other label.
func componentLabelPart(label string) string {
	h := strings.TrimSpace(bracketedRe().ReplaceAllString(headOf(label), " "))
	words := strings.Fields(strings.ToLower(h))
	if len(words) == 0 || len(words) > 4 || strings.ContainsAny(h, "0123456789") || listsSeveralRe().MatchString(h) {
		return ""
	}
	if !componentHeads[compliance.DocumentPart(words[len(words)-1])] {
		return ""
	}
	for _, p := range creativeParts {
		if partApplies(p.name, nil) && !inCarouselOnly[p.name] && p.re().MatchString(h) {
			return p.part
		}
	}
	whole := true
	for _, w := range words[:len(words)-1] {
		whole = whole && wholeCreativeWords[w]
	}
	if len(words) < 2 || whole && wholeCreativeWords[words[len(words)-1]] {
		return "" // "Image", "Static image": the creative itself
	}
	return compliance.DocumentPart(h)
}
