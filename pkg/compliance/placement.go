package compliance

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Platforms, Placements and Parts are the values a rule's platform,
// placement and part scope can name (Params.Platforms, Params.Placements,
// Params.Parts).
var (
	Platforms  = []string{"linkedin", "meta", "facebook", "instagram", "tiktok", "snapchat", "pinterest", "twitter", "reddit", "youtube", "ctv", "veeva", "ipad", "iphone"}
	Placements = []string{"social", "feed", "stories", "reels", "carousel", "native", "email", "clm", "in-app", "dooh", "print"}
	Parts      = []string{"privacyIcon", "companionBanner", "endCard", "logo", "thumbnail", "expandedPanel", "captionFile", "backup", "mainImage", "singleImage", "carouselCard", "mezzanine", "delivery",
		"cutdown", "bumper", "sharedResource", "piDocument", "isiCrawl", "closeControl", "hostRead", "inBannerVideo",
		"appIcon", "screenshot", "appPreview", "featureGraphic", "backgroundImage", "fragment"}
)

// A document part is a component of the creative that a document names
// and Parts does not ("Booth banner", "Rich push image", "In-slide
// video"), kept as the document wrote it in lowerCamelCase ("boothBanner",
// "richPushImage"; DocumentPart). Parts cannot list every component a
// publisher, a congress kit or an app invents; a rule for one of them
// must still never be applied to the whole creative. Safe semantics as
// for Parts: such a rule checks only assets known to be that component,
// from their own part (Asset.Part "richPushImage" or "Rich push image")
// or a file name whose tokens spell it ("VEL_BoothBanner_v2.jpg",
// "booth_banner_01.png"); any other asset is not checked by it.
// DocumentPartPattern is that form; the web app checks a part a person
// types against it (webui's scopes.gen.ts, generated from it).
const DocumentPartPattern = `^[a-z][A-Za-z0-9]{2,47}$`

var documentPartRe = regexp.MustCompile(DocumentPartPattern)

// IsDocumentPart reports whether v is a document part: a lowerCamelCase
// name of 3 to 48 letters and digits that is none of Parts, nor a
// misspelling of one (CheckPart).
func IsDocumentPart(v string) bool {
	return !isListedPart(v) && CheckPart(v) == nil
}

func isListedPart(v string) bool {
	return slices.ContainsFunc(Parts, func(k string) bool { return strings.EqualFold(k, v) })
}

// CheckPart is the one test of a part a person or a document gives, for
// rules (ValidateRule), assets (NormalizeAssetScope), the API and the
// CLI: nil for a listed part (any case) or a document part; otherwise an
// error saying why. A name within a typo of a listed part ("endcrd",
// "End crd", "thumbnial") is refused with the part it was meant to be,
// rather than kept as a document part no asset will ever be: a rule for
// it would silently check nothing.
func CheckPart(v string) error {
	v = strings.TrimSpace(v)
	if isListedPart(v) {
		return nil
	}
	if near := nearestPart(v); near != "" {
		return fmt.Errorf("unknown part %q: did you mean %s?", v, near)
	}
	if !documentPartRe.MatchString(v) {
		return fmt.Errorf("unknown part %q: use one of %s, or a document's own part in lowerCamelCase (3 to 48 letters and digits, e.g. boothBanner)", v, strings.Join(Parts, ", "))
	}
	return nil
}

// nearestPart is the listed part v misspells: the closest within one edit
// (two for parts of nine letters or more), comparing without case, spaces
// or punctuation; "" when none is that close. One edit is a letter
// added, dropped, changed, or two neighbours swapped.
func nearestPart(v string) string {
	w := squashScope(v)
	if w == "" {
		return ""
	}
	best, bestDist := "", 3
	for _, k := range Parts {
		limit := 1
		if len(k) >= 9 {
			limit = 2
		}
		if d := editDistance(w, strings.ToLower(k)); d <= limit && d < bestDist {
			best, bestDist = k, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance of two ASCII
// strings: insertions, deletions, substitutions and swaps of adjacent
// letters, each one edit. (Levenshtein libraries count a swap, the most
// common typo, as two.)
func editDistance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// DocumentPart is the lowerCamelCase document part of a component's words
// ("Rich push image" is "richPushImage", "Pre-recorded talk"
// "preRecordedTalk", "booth videos" "boothVideo": a plural last word is
// made singular), or "" when the words give no valid name.
func DocumentPart(words string) string {
	fields := strings.FieldsFunc(words, notLetterOrDigit)
	var b strings.Builder
	for i, f := range fields {
		f = strings.ToLower(f)
		if i == len(fields)-1 {
			f = singular(f)
		}
		if i > 0 {
			f = strings.ToUpper(f[:1]) + f[1:]
		}
		b.WriteString(f)
	}
	if v := b.String(); IsDocumentPart(v) {
		return v
	}
	return ""
}

// notLetterOrDigit splits a name into its ASCII words and numbers.
func notLetterOrDigit(r rune) bool {
	return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
}

// singular is an English plural's singular for the last word of a
// component's name ("videos", "images", "slides", "thirds"); words that
// only end in s ("canvas", "status", "glass", "analysis") are left.
func singular(w string) string {
	switch {
	case len(w) <= 3 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is") || strings.HasSuffix(w, "as"):
		return w
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "xes"):
		return w[:len(w)-2]
	}
	return w[:len(w)-1]
}

// squashScope is a scope value without case, spaces or punctuation
// ("Booth banner", "booth-banner" and "boothBanner" are "boothbanner").
func squashScope(s string) string {
	return strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' || '0' <= r && r <= '9' {
			return r
		}
		return -1
	}, strings.ToLower(s))
}

// isPart reports whether an asset whose part ScopeOf read as part is the
// part a rule names (want): a part of Parts by its name; a document part
// by the asset's own part in any spelling, or, when the asset states none,
// by a run of its file name's tokens that spells it.
func isPart(want, part string, a *Asset) bool {
	if !IsDocumentPart(want) {
		return part != "" && strings.EqualFold(want, part)
	}
	w := squashScope(want)
	if strings.TrimSpace(a.Part) != "" {
		return squashScope(a.Part) == w
	}
	name := strings.ToLower(a.Name())
	name = strings.TrimSuffix(name, path.Ext(name))
	toks := strings.FieldsFunc(name, notLetterOrDigit)
	for i := range toks {
		run := ""
		for _, t := range toks[i:] {
			run += t
			if run == w {
				return true
			}
			if len(run) >= len(w) {
				break
			}
		}
	}
	return false
}

// socialPlatforms run social placements: a rule for "social" placements
// applies to an asset known to run on one of them.
var socialPlatforms = []string{"linkedin", "meta", "facebook", "instagram", "tiktok", "snapchat", "pinterest", "twitter", "reddit"}

// platformFamilies name the platforms a platform covers: a rule for Meta
// applies to an asset for Instagram, not the other way round (a Meta asset
// may run on Facebook only).
var platformFamilies = map[string][]string{"meta": {"facebook", "instagram"}}

// nameTokens map file-name tokens (split at "_", "-", "." and spaces,
// lower case) to the platform, placement or part they name. Agencies'
// usual abbreviations are included ("LI", "TT", "CMP"); a token names
// nothing unless it is one of these whole.
var nameTokens = map[string]nameToken{
	"linkedin": {platform: "linkedin"}, "li": {platform: "linkedin"},
	"meta": {platform: "meta"}, "fb": {platform: "facebook"}, "facebook": {platform: "facebook"},
	"ig": {platform: "instagram"}, "insta": {platform: "instagram"}, "instagram": {platform: "instagram"},
	"tiktok": {platform: "tiktok"}, "tt": {platform: "tiktok"}, "snapchat": {platform: "snapchat"}, "snap": {platform: "snapchat"},
	"pinterest": {platform: "pinterest"}, "twitter": {platform: "twitter"}, "reddit": {platform: "reddit"},
	"youtube": {platform: "youtube"}, "yt": {platform: "youtube"}, "ctv": {platform: "ctv"}, "veeva": {platform: "veeva"},
	"ipad": {platform: "ipad"}, "iphone": {platform: "iphone"},
	"social": {placement: "social"}, "feed": {placement: "feed"}, "infeed": {placement: "feed"},
	"stories": {placement: "stories"}, "story": {placement: "stories"}, "reels": {placement: "reels"}, "reel": {placement: "reels"},
	"carousel": {placement: "carousel"}, "native": {placement: "native"}, "nat": {placement: "native"},
	"email": {placement: "email"}, "eml": {placement: "email"}, "newsletter": {placement: "email"},
	"clm": {placement: "clm"}, "edetail": {placement: "clm"}, "inapp": {placement: "in-app"}, "dooh": {placement: "dooh"}, "print": {placement: "print"},
	"adchoices": {part: "privacyIcon"}, "privacy": {part: "privacyIcon"},
	"companion": {part: "companionBanner"}, "cmp": {part: "companionBanner"},
	"endcard": {part: "endCard"}, "endslate": {part: "endCard"}, "logo": {part: "logo"},
	"thumb": {part: "thumbnail"}, "thumbnail": {part: "thumbnail"}, "expanded": {part: "expandedPanel"},
	"backup": {part: "backup"}, "hero": {part: "mainImage"},
	// File variants of one spot: the high-quality master a video platform
	// transcodes from, and the web-ready copy delivered beside it.
	"mezzanine": {part: "mezzanine"}, "mezz": {part: "mezzanine"}, "master": {part: "mezzanine"},
	"delivery": {part: "delivery"}, "dlv": {part: "delivery"}, "proxy": {part: "delivery"},
	// Shorter versions of a spot: a cut-down of the hero film and the
	// six-second bumper.
	"cutdown": {part: "cutdown"}, "cd": {part: "cutdown"}, "bumper": {part: "bumper"},
	// The files of a CLM package besides its key messages, the prescribing
	// information a piece links to, pieces of a creative and a podcast
	// host's script.
	"shared": {part: "sharedResource"}, "sharedresource": {part: "sharedResource"},
	"pi": {part: "piDocument"}, "smpc": {part: "piDocument"}, "monograph": {part: "piDocument"},
	"crawl": {part: "isiCrawl"}, "isicrawl": {part: "isiCrawl"},
	"closebtn": {part: "closeControl"}, "closebutton": {part: "closeControl"},
	"hostread": {part: "hostRead"}, "inbanner": {part: "inBannerVideo"},
	// The graphics and video of an app's store listing.
	"icon": {part: "appIcon"}, "appicon": {part: "appIcon"}, "screenshot": {part: "screenshot"}, "screenshots": {part: "screenshot"},
	"apppreview": {part: "appPreview"}, "featuregraphic": {part: "featureGraphic"}, "background": {part: "backgroundImage"},
	"fragment": {part: "fragment"}, "frag": {part: "fragment"},
}

// bannerTokens name a display banner: a video named as one is the video
// that plays inside the banner.
var bannerTokens = []string{"ban", "banner", "display", "disp"}

// piHeadingRe is the heading US labelling (21 CFR 201.57) puts on the first
// page of every prescribing information, in capitals: a PDF whose text
// has it is the PI document itself, not an ad that links to it ("see full
// Prescribing Information").
var piHeadingRe = regexp.MustCompile(`\bHIGHLIGHTS OF PRESCRIBING INFORMATION\b|\bFULL PRESCRIBING INFORMATION: CONTENTS\b`)

// mezzanineCodecs are intermediate (production) codecs: a video in one of
// them, or in an MXF container, is a mezzanine file whatever its name.
var mezzanineCodecs = []string{"prores", "dnxhd", "cineform", "cfhd"}

type nameToken struct{ platform, placement, part string }

// The platform, placement or part a name token names ("" for none).
func (t nameToken) platformOf() string  { return t.platform }
func (t nameToken) placementOf() string { return t.placement }
func (t nameToken) partOf() string      { return t.part }

// canonicalScope is a platform, placement or part the caller gave, in the
// model's spelling: one of known ("CTV" is "ctv"), the first of its words
// that names one ("Stories/Reels" is "stories"), or else as given (ok
// false).
func canonicalScope(v string, known []string, of func(nameToken) string) (string, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", false
	}
	if i := slices.IndexFunc(known, func(k string) bool { return strings.EqualFold(k, v) }); i >= 0 {
		return known[i], true
	}
	for _, tok := range strings.FieldsFunc(strings.ToLower(v), notLetterOrDigit) {
		if t, ok := nameTokens[tok]; ok && of(t) != "" {
			return of(t), true
		}
	}
	return strings.ToLower(v), false
}

// Scope is what an asset runs on, where, and which part of a creative it
// is, in the model's spelling (Platforms, Placements, Parts).
type Scope struct {
	Platform  string `json:"platform,omitempty"`
	Placement string `json:"placement,omitempty"`
	Part      string `json:"part,omitempty"`
}

// NormalizeScope returns a scope a person gave in the model's spelling
// ("CTV" is "ctv", "End card" is "endCard", "Instagram Stories" is
// "stories"), or an error naming the first value that is none of
// Platforms, Placements or Parts and the values allowed.
func NormalizeScope(s Scope) (Scope, error) { return normalizeScope(s, false) }

// NormalizeAssetScope is NormalizeScope for the scope a team gives an
// asset, whose part may also be a document part (IsDocumentPart, the
// test ValidateRule applies to a rule's parts), kept as written: an asset
// tagged "boothBanner" is checked by a rule for that part even when its
// file name does not spell it. NormalizeScope itself stays to the listed
// parts: it is how a document's words are matched to them.
func NormalizeAssetScope(s Scope) (Scope, error) { return normalizeScope(s, true) }

func normalizeScope(s Scope, documentParts bool) (Scope, error) {
	var out Scope
	for _, f := range []struct {
		name        string
		value       string
		dst         *string
		known       []string
		ofNameToken func(nameToken) string
	}{
		{"platform", s.Platform, &out.Platform, Platforms, nameToken.platformOf},
		{"placement", s.Placement, &out.Placement, Placements, nameToken.placementOf},
		{"part", s.Part, &out.Part, Parts, nameToken.partOf},
	} {
		if strings.TrimSpace(f.value) == "" {
			continue
		}
		v, ok := knownScope(f.value, f.known, f.ofNameToken)
		if !ok && f.name == "part" && documentParts {
			v = strings.TrimSpace(f.value)
			if err := CheckPart(v); err != nil {
				return out, err
			}
			ok = true
		}
		if !ok {
			return out, fmt.Errorf("unknown %s %q: use one of %s", f.name, f.value, strings.Join(f.known, ", "))
		}
		*f.dst = v
	}
	return out, nil
}

// knownScope is canonicalScope that also takes a value spelled with other
// case, spaces or hyphens ("End card", "in app").
func knownScope(v string, known []string, of func(nameToken) string) (string, bool) {
	if i := slices.IndexFunc(known, func(k string) bool { return squashScope(k) == squashScope(v) }); i >= 0 && squashScope(v) != "" {
		return known[i], true
	}
	return canonicalScope(v, known, of)
}

// captionExtensions are the files of a caption sidecar.
var captionExtensions = []string{".srt", ".vtt", ".scc", ".ttml", ".dfxp"}

// ScopeOf is the platform, placement and part of an asset: what the
// caller knows (Asset.Platform, Placement, Part: from the campaign or the
// asset's metadata) and otherwise what the file name's tokens name
// ("KLV_TT_30s_9x16_v1.mp4" is for TikTok, "ORV_CLM_IE_V12_thumb.jpg" a
// CLM presentation's thumbnail), and for a video its bytes: a ProRes or
// DNxHD file, or an MXF, is a mezzanine file; a document whose text has
// the prescribing information's own heading is the PI document. "" where
// none says.
func ScopeOf(a Asset) (platform, placement, part string) {
	platform, _ = canonicalScope(a.Platform, Platforms, nameToken.platformOf)
	placement, _ = canonicalScope(a.Placement, Placements, nameToken.placementOf)
	// A listed part in any spelling is the listed one ("End card" is
	// endCard); any other is a document part, kept as written
	// ("kioskPoster", not "kioskposter"): rules match it without case.
	part, ok := knownScope(a.Part, Parts, nameToken.partOf)
	if !ok {
		part = strings.TrimSpace(a.Part)
	}
	// A campaign channel that is a platform ("CTV", "Meta") or a
	// placement ("Email", "Native").
	if v, ok := canonicalScope(a.Channel, Platforms, nameToken.platformOf); ok && platform == "" {
		platform = v
	}
	if v, ok := canonicalScope(a.Channel, Placements, nameToken.placementOf); ok && placement == "" {
		placement = v
	}
	name := strings.ToLower(a.Name())
	if slices.Contains(captionExtensions, path.Ext(name)) && part == "" {
		part = "captionFile"
	}
	for _, tok := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
		t, ok := nameTokens[tok]
		if !ok {
			continue
		}
		if platform == "" {
			platform = t.platform
		}
		if placement == "" {
			placement = t.placement
		}
		if part == "" {
			part = t.part
		}
	}
	if part == "" && (path.Ext(name) == ".mxf" || strings.EqualFold(a.Info.Format, "MXF") ||
		a.Info.Kind == media.KindVideo && slices.Contains(mezzanineCodecs, NormalizeCodec(a.Info.VideoCodec))) {
		part = "mezzanine"
	}
	if part == "" && a.Info.Kind == media.KindVideo && slices.ContainsFunc(strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }),
		func(t string) bool { return slices.Contains(bannerTokens, t) }) {
		part = "inBannerVideo"
	}
	if part == "" && a.Info.Kind == media.KindDocument && piHeadingRe.MatchString(a.Text) {
		part = "piDocument"
	}
	return platform, placement, part
}

// PlacementApplies reports whether a rule limited to platforms, placements,
// parts, markets or languages applies to the asset: only when the asset is
// known to be of one of them.
func PlacementApplies(p *Params, a Asset) bool { return placementApplies(p, &a) }

// HasPlacementScope reports whether params limit a rule to platforms,
// placements, parts, markets or languages.
func HasPlacementScope(p *Params) bool {
	return p != nil && (len(p.Platforms) > 0 || len(p.Placements) > 0 || len(p.Parts) > 0 || len(p.Markets) > 0 || len(p.Languages) > 0)
}

func placementApplies(p *Params, a *Asset) bool {
	if !HasPlacementScope(p) {
		return true
	}
	platform, placement, part := ScopeOf(*a)
	if len(p.Platforms) > 0 && !slices.ContainsFunc(p.Platforms, func(want string) bool {
		want = strings.ToLower(want)
		return platform != "" && (want == platform || slices.Contains(platformFamilies[want], platform))
	}) {
		return false
	}
	if len(p.Placements) > 0 && !slices.ContainsFunc(p.Placements, func(want string) bool {
		want = strings.ToLower(want)
		return placement != "" && want == placement || want == "social" && slices.Contains(socialPlatforms, platform)
	}) {
		return false
	}
	if len(p.Parts) > 0 && !slices.ContainsFunc(p.Parts, func(want string) bool { return isPart(want, part, a) }) {
		return false
	}
	return localeApplies(p, a)
}
