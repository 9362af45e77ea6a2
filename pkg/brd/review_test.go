package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// reviewed finds the rule of field whose quote contains quote.
func reviewed(t *testing.T, src, field, quote string) compliance.Rule {
	t.Helper()
	res := extractText(src)
	for _, r := range res.Rules {
		if r.Field == field && strings.Contains(r.Source.Quote, quote) {
			return r
		}
	}
	t.Fatalf("no %s rule quoting %q in %s", field, quote, dump(res.Rules))
	return compliance.Rule{}
}

func TestReviewFlagsRulesThatCouldFailAllowedAssets(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		reason                  string // "" means not flagged
	}{
		{"rule without values", "# Display\nCreative dimensions must match the placement booked.", "dimensions", "placement booked", "no value"},
		{"a naming convention named, not spelled out", "# Delivery\nEvery file name must follow the Broadcasters' Naming Convention.", "naming", "Naming Convention", "no file-name pattern"},
		{"the unit a backup is for is not its format", "# Display\nThe backup image of an HTML5 unit must be supplied with it.", "format", "backup image", "not of the backup"},
		{"negated format without a list", "# Display\nNo Flash/SWF.", "format", "Flash", "no value"},
		{"permission is not a limit", "# HTML5\nAdditional files can be loaded as needed after the initial load of 150 KB.", "fileSize", "Additional files", "permission"},
		{"sizes the section lists", "# Display\n| Unit | Dims |\n| MREC | 300x250 |\n| Leaderboard | 728x90 |\nBanners must be 300x250.", "dimensions", "Banners must", "728x90"},
		{"an area to keep clear", "# Display\nBanners must be 300x250.\nKeep a 20 × 20 px area in the top corner free of text.", "dimensions", "20 × 20", "area to keep clear"},
		{"example file name", "# Naming\nFiles must be named BRAND_[Size]_[Version].ext, for example BRAND_300x250_v1.zip.\nExample: brand-mrec-final.zip", "naming", "BRAND_", "brand-mrec-final.zip"},
		{"example spot length", "# Video\nSpot lengths: :15 and :30.\nVideos must not exceed 20 seconds.", "duration", "20 seconds", "30s"},
		{"a rule the examples pass", "# Display\n| Unit | Dims |\n| MREC | 300x250 |\nBanners must be 300x250.", "dimensions", "Banners must", ""},
		{"a rule for every placement", "# Campaign specs\n## Display\nStatic banners must not exceed 150 KB.\n## Social\nImages for all social and display placements must be JPG.", "format", "JPG", ""},
		{"the title names the platform", "# LinkedIn campaign\nImages must not exceed 5 MB.\nVideos must be MP4.", "fileSize", "5 MB", ""},
		{"kinds tell the placement apart", "# Campaign specs\n## Display\nStatic banners must not exceed 150 KB.\n## LinkedIn\nVideo ads must not exceed 200 MB.", "fileSize", "200 MB", ""},
		{"example file of another format", "# Video\nMasters must be delivered as MOV files.\nFile naming, for example: BRAND_30s_v1.mp4", "format", "MOV", "BRAND_30s_v1.mp4"},
		{"example files the formats pass", "# Display\nBanners must be HTML5 or JPG.\nFile naming, for example: BRAND_300x250_v1.zip, BRAND_728x90_v1.jpg", "format", "HTML5", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestReviewScopesPlacements: a limit restricted to one placement, platform
// or creative part by its sentence, lead-in or nearest heading, in a
// document that also covers other placements of the same kind of asset,
// arrives enabled and scoped to it (compliance.Params Platforms,
// Placements, Parts): it checks only assets known to be of it.
func TestReviewScopesPlacements(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		scope                   string
	}{
		{"privacy icon weight", "# Display\nThe privacy icon must not exceed 5 KB.", "fileSize", "privacy icon", `"parts":["privacyIcon"]`},
		{"companion banner size", "# Video\nVideo spots must be 1920x1080.\nThe companion banner must be 300x250.", "dimensions", "companion", `"parts":["companionBanner"]`},
		{"heading names a platform", "# Campaign specs\n## Display\nStatic banners must not exceed 150 KB.\n## Instagram Stories\nImages must not exceed 30 MB.", "fileSize", "30 MB", `"platforms":["instagram"],"placements":["stories"]`},
		{"sentence names a placement", "# Campaign specs\n## Display\nStatic banners must not exceed 150 KB.\n## Social\nIn-feed images must not exceed 5 MB.", "fileSize", "5 MB", `"placements":["feed"]`},
		{"lead-in names a part", "# Video\nSpots must be MP4.\nFor the end card:\n- Images must be PNG.", "format", "PNG", `"parts":["endCard"]`},
		{"heading names a part", "# Specs\n## Display\nBanners must be JPG or GIF.\n## Companion banner\nImages must be PNG.", "format", "PNG", `"parts":["companionBanner"]`},
		{"print edition", "# Journal\n## Digital edition\nImages must not exceed 2 MB.\n## Print edition\nFiles must not exceed 50 MB.", "fileSize", "50 MB", `"placements":["print"]`},
		{"caption sidecar", "# Video\n| Spec | Val. |\n| Container | MP4 |\n- CC: SRT or SCC sidecar req. Pref. burned-in for social.", "format", "SRT", `"parts":["captionFile"]`},

		// Versions of one spot: each heading's limits are that file's, and
		// the other's do not contradict them.
		{"master file's heading", "# Spot delivery\n## 2. Mezzanine file\n| Item | Spec |\n| Wrapper | MOV or MXF |\n## 3. Delivery file\n- Wrapper: MP4.", "format", "MOV or MXF", `"parts":["mezzanine"]`},
		{"web copy's heading", "# Spot delivery\n## 2. Mezzanine file\n| Item | Spec |\n| Wrapper | MOV or MXF |\n## 3. Delivery file\n- Wrapper: MP4.", "format", "MP4", `"parts":["delivery"]`},
		{"a backup image's weight is the backup's", "# Display\nBanners must not exceed 150 KB.\nThe backup JPG must not exceed 40 KB.", "fileSize", "40 KB", `"parts":["backup"]`},
		{"backups in the plural", "# Display\nBanners must not exceed 150 KB.\nStatic backups in PNG, under 30 kB.", "fileSize", "30 kB", `"parts":["backup"]`},
		{"a backup abbreviated as a label", "# Display\nBanners ≤ 150k.\n- BU: PNG only, ≤ 30k.", "fileSize", "30k", `"parts":["backup"]`},
		{"the unit before its backup, without a modal", "# Display\nEach HTML5 unit comes with a backup image in PNG or GIF.", "format", "backup", `{"allowed":["PNG","GIF"],"kinds":["static"],"parts":["backup"]}`},
		{"a backup row's label", "# QA\n| # | Area | Check | Criteria |\n| B3 | Backup | Fallback supplied | PNG only, same size as the unit |", "format", "PNG only", `"parts":["backup"]`},
		{"a backup heading", "# Display\nBanners must not exceed 150 KB.\n## Backup image\n- Weight: 45 KB at most.", "fileSize", "45 KB", `"parts":["backup"]`},
		{"a caption file's formats", "# Video\nSpots are MP4.\nThe caption file has to be SRT or VTT.", "accessibility", "SRT or VTT", `"parts":["captionFile"]`},
		{"captions delivered as a named kind of file", "# Video\nSpots are MP4.\nSubtitles have to be supplied as separate TTML files.", "accessibility", "TTML", `"parts":["captionFile"]`},
		{"a caption file's formats in a row", "# Video\n| Item | Spec |\n| Subtitles | Closed captions as a VTT file |", "accessibility", "VTT file", `"parts":["captionFile"]`},
		// A store listing's graphics and video.
		{"an app icon named in the sentence", "# Store listing\nThe app icon has to be 512 × 512 px.", "dimensions", "512", `"parts":["appIcon"]`},
		{"screenshots' own contrast", "# Store listing\nText on the screenshots should keep a contrast ratio of at least 4.5:1.", "contrast", "4.5:1", `"parts":["screenshot"]`},
		{"a preview video's length", "# Store listing\nIcons are PNG.\nThe app preview must run 15 to 30 seconds.", "duration", "15 to 30", `"parts":["appPreview"]`},
		{"a per-size row's label names its part", "# Store listing\n| Store | Asset | Size (px) | Max file size |\n| Play | Feature graphic | 1024 × 500 | 15 MB |\n| Play | Phone screenshots | 1080 × 1920 | 8 MB |", "fileSize", "15 MB", `"parts":["featureGraphic"]`},
		{"a size column whose rows are parts: the image's", "# Native\n| Part | Size (px) | Limit |\n| Main image | 1200 × 627 | JPG, up to 1 MB |\n| Logo | 100 × 100 | PNG, up to 100 KB |", "dimensions", "1200 × 627", `{"allowed":["1200x627"],"parts":["mainImage"]}`},
		{"a size column whose rows are parts: the logo's", "# Native\n| Part | Size (px) | Limit |\n| Main image | 1200 × 627 | JPG, up to 1 MB |\n| Logo | 100 × 100 | PNG, up to 100 KB |", "dimensions", "100 × 100", `{"allowed":["100x100"],"parts":["logo"]}`},
		{"rows of two parts with one limit stay apart", "# Store listing\n| Store | Asset | Size (px) | Format |\n| Play | App icon | 512 × 512 | PNG |\n| Play | Feature graphic | 1024 × 500 | JPEG or PNG |\n| Play | Phone screenshots | 1080 × 1920 | JPEG or PNG |", "format", "1024x500", `"sizes":["1024x500"],"kinds":["static"],"parts":["featureGraphic"]`},
		// What a pronoun or a later clause is about was named before it.
		{"a pronoun after the sentence naming the part", "# Podcast\nSpots are MP3.\nCompanion image. Listeners see a square companion image while the spot plays. If you send one, it must be 640 × 640 px.", "dimensions", "640", `"parts":["companionBanner"]`},
		{"a pronoun after an opening condition", "# Display\nBanners must not exceed 150 KB.\nGiven a backup image, then it is a PNG of no more than 60 KB.", "fileSize", "60 KB", `"parts":["backup"]`},
		{"a clause continuing the part's sentence", "# Email\nhero img 600px wide, jpg, ideally under 150k", "fileSize", "150k", `"parts":["mainImage"]`},
		{"a native ad's image", "# Native\n| Question | Answer |\n| Headline length? | 40 characters maximum |\n| Native image? | 1200 × 628 px, no more than 800 KB |", "fileSize", "800 KB", `"parts":["mainImage"]`},
		{"a shop's product image", "# Retail media\nBanners are 300 × 250 or 728 × 90.\nProduct images have to be at least 1000 × 1000 px.", "dimensions", "1000", `"parts":["mainImage"]`},
		{"a card's background image", "# Voice skill\nBackground images have to be 1024 × 600 px.", "dimensions", "1024", `"parts":["backgroundImage"]`},
		{"a skill's small icon", "# Voice skill\nThe small icon has to be 108 × 108 px.", "dimensions", "108", `"parts":["appIcon"]`},
		{"an approved email's fragment", "# Approved email\nTemplates are 600 px wide.\nEach fragment must not exceed 40 KB.", "fileSize", "40 KB", `"parts":["fragment"]`},
		// A part's file specification is technical rules of the part.
		{"an end card supplied as a file", "# Video\nSpots are 1920 × 1080 MP4.\n- End card: 1080 × 1920 PNG, under 400 KB.", "fileSize", "400 KB", `"parts":["endCard"]`},
		{"a logo file's size", "# Email\nEmails are 600 px wide.\n- Logo: PNG or SVG, 320 × 320 px.", "dimensions", "320", `{"allowed":["320x320"],"kinds":["static"],"parts":["logo"]}`},
		{"a fallback image", "# Display\nBanners must not exceed 150 KB.\n- Fallback image: GIF, max 45 KB.", "fileSize", "45 KB", `"parts":["backup"]`},
		{"each card of a carousel", "# Social\n## Carousel ads\n- Each card: 1080 × 1080, JPG or PNG.", "dimensions", "1080", `"parts":["carouselCard"]`},
		{"a companion named as the subject", "# Audio\nSpots must be MP3.\nThe companion must not exceed 150 KB.", "fileSize", "150 KB", `"parts":["companionBanner"]`},
		{"two placements named together", "# Social\n## Meta\nFeed images must be 1080x1080.\nStories and Reels: 1080 × 1920.", "dimensions", "1920", `"placements":["stories","reels"]`},
		{"a proxy copy named in the sentence", "# Video\nSpots must be 1920x1080.\nProxy copies must not exceed 400 MB.", "fileSize", "400 MB", `"parts":["delivery"]`},
		{"a master's per-size floor keeps its sizes and the part", "# TV\n## Mezzanine\nBitrate must be at least 100 Mbps for 1080p sources.", "bitrate", "100 Mbps", `"parts":["mezzanine"]`},
		// "Master" is the mezzanine file's other name: as a file the
		// sentence names, as its subject, or as the heading.
		{"a mezzanine file's sound", "# Film delivery\nMezzanine files must carry 48 kHz stereo audio.\nDelivery files are MP4.", "audioSampleRate", "48 kHz", `"parts":["mezzanine"]`},
		{"a master named as the subject", "# Film delivery\nEach master shall be an Apple ProRes 4444 file.\nDelivery copies are MP4.", "codec", "ProRes", `"parts":["mezzanine"]`},
		{"master files", "# Film delivery\nMaster files must be at least 1920 × 1080.\nThe delivery files are MP4.", "dimensions", "1920", `"parts":["mezzanine"]`},
		{"a Masters heading", "# Video\n## 4.1 Masters\n- Wrapper: MXF OP1a.\n## 4.2 Proxy\n- Wrapper: MP4.", "format", "MXF", `"parts":["mezzanine"]`},
		// Shorter versions of a spot: their lengths are theirs alone, and
		// they stay videos.
		{"a bumper's length", "# Online video\nSpots are 1920x1080.\nBumper ads may run 6 seconds at most.", "duration", "6 seconds", `"kinds":["video"],"parts":["bumper"]`},
		{"a cut-down's lengths", "# TV adaptation\nThe hero film is 45 seconds.\nEvery cutdown has to be 10 or 15 seconds long.", "duration", "10 or 15", `"parts":["cutdown"]`},
		{"a cut-down heading", "# Video\nMasters are 60 seconds.\n## Cut-downs\n- Length: 15 s maximum.", "duration", "15 s", `"parts":["cutdown"]`},
		// Pieces whose values are their own, whatever the field.
		{"the close control of an expanding unit", "# Rich media\nEvery expandable unit needs a close button of at least 30 × 30 px.", "dimensions", "30 × 30", `"parts":["closeControl"]`},
		{"the safety crawl's type size", "# TV to digital\nSpots are MP4.\nSafety information crawl text is set at 28 px minimum.", "typography", "28 px", `"parts":["isiCrawl"]`},
		{"a PI document's weight under a shared-files heading is the document's", "# iPad detail aid\nSlides are 2048x1536.\n## Shared resources\n- SmPC document: 3 MB maximum.", "fileSize", "3 MB", `"parts":["piDocument"]`},
		{"a file weight named with a statement is the file's", "# Rep email\nEmails are 600 px wide.\nThe prescribing information PDF attached to an email must be 2 MB or smaller.", "fileSize", "2 MB", `"parts":["piDocument"]`},
		{"a CLM package's shared files", "# iPad detail aid\nSlides are 2048x1536.\nThe shared resource package may not exceed 30 MB.", "fileSize", "30 MB", `"parts":["sharedResource"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if r.NeedsReview || !r.Enabled || !strings.Contains(dump(r.Params), tt.scope) {
				t.Fatalf("want enabled and scoped %s, got %s", tt.scope, dump(r))
			}
		})
	}
}

func TestReviewVeevaEmailIsAnEmailPlacement(t *testing.T) {
	r := reviewed(t, "# Specs\n## Display\nBanners must be JPG.\n## Rep email (Veeva Approved Email)\nImages must not exceed 200 KB.", "fileSize", "200 KB")
	if r.Params == nil || len(r.Params.Platforms) > 0 || !slices.Equal(r.Params.Placements, []string{"email"}) {
		t.Fatalf("want placements [email] and no platform (an email asset is not known as a Veeva one): %s", dump(r))
	}
}

func TestReviewLinkedInFeedIsLinkedIn(t *testing.T) {
	r := reviewed(t, "# Specs\n## Display\nBanners must be JPG.\n## LinkedIn in-feed video\nFiles must not exceed 200 MB.", "fileSize", "200 MB")
	if r.Params == nil || len(r.Params.Placements) > 0 || !slices.Equal(r.Params.Platforms, []string{"linkedin"}) {
		t.Fatalf("want platforms [linkedin] and no placement: %s", dump(r))
	}
}

// TestReviewSpotVariantNamedWithTheSpot: a sentence that names a shorter
// version beside the full spot gives every version's values, and only a
// length is a version's own (a bumper has the spot's frame size).
func TestReviewSpotVariantNamedWithTheSpot(t *testing.T) {
	tests := []struct{ src, field, quote string }{
		{"# YouTube\nLengths: :06 bumpers and :15 or :30 in-stream spots.", "duration", ":06"},
		{"# Deliverables\nWe need the 45-second film and a 20-second cutdown, nothing else.", "duration", "45-second"},
		{"# Video\nSpots are MP4.\nBumper files must be 1920 x 1080.", "dimensions", "1920"},
		{"# YouTube\nSpots are MP4.\n## Bumpers and Shorts\nShorts may run 60 seconds at most.", "duration", "60 seconds"},
		{"# YouTube\nSpots are MP4.\n## Bumpers\nFiles must be 1920 x 1080 pixels.", "dimensions", "1920"},
	}
	for _, tt := range tests {
		r := reviewed(t, tt.src, tt.field, tt.quote)
		if got := paramsParts(r); len(got) > 0 {
			t.Errorf("%q: parts %v, want none", tt.quote, got)
		}
	}
}

// TestReviewLogoSizeInTheLayoutIsBrand: a logo's size on the creative,
// with no file format or weight, stays a brand rule.
func TestReviewLogoSizeInTheLayoutIsBrand(t *testing.T) {
	res := extractText("# Display\nBanners are HTML5.\nThe logo must be at least 60 px wide on every size.")
	for _, r := range res.Rules {
		if strings.Contains(r.Source.Quote, "60 px") && r.Field != "brandGuidelines" {
			t.Errorf("a %s rule from the logo's layout size: %s", r.Field, dump(r))
		}
	}
}

// TestReviewEachImageIsAnImage: a limit of each image in an email is the
// still or animated images', not the email's; a video's "Picture" line and
// a print resolution are not about image files.
func TestReviewEachImageIsAnImage(t *testing.T) {
	tests := []struct{ src, field, quote, kinds string }{
		{"# Email\nEmails are 600 px wide.\nEvery inline image must stay under 150 KB.", "fileSize", "150 KB", `["static","animated"]`},
		{"# TV\nPicture: 1920 × 1080, 25 fps.", "dimensions", "1920", `["video"]`},
		{"# Print\nEach image must be at least 300 dpi.", "dimensions", "300 dpi", `null`},
	}
	for _, tt := range tests {
		r := reviewed(t, tt.src, tt.field, tt.quote)
		if got := dump(paramsOrNil(r).Kinds); got != tt.kinds {
			t.Errorf("%q: kinds %s, want %s", tt.quote, got, tt.kinds)
		}
	}
}

func paramsOrNil(r compliance.Rule) compliance.Params {
	if r.Params == nil {
		return compliance.Params{}
	}
	return *r.Params
}

// TestReviewBackupFormatsTitle: the unit's format dropped from a backup's
// formats leaves the title too.
func TestReviewBackupFormatsTitle(t *testing.T) {
	r := reviewed(t, "# Display\nEvery HTML5 unit must include a backup image in PNG or GIF.", "format", "backup")
	if strings.Contains(r.Rule, "HTML5") {
		t.Errorf("title %q still names the unit's format: %s", r.Rule, dump(r))
	}
}

// TestReviewNoPartFromWordsThatNameNone: words that look like a part but
// name none leave the rule the whole creative's.
func TestReviewNoPartFromWordsThatNameNone(t *testing.T) {
	tests := []struct{ name, src, field, quote string }{
		{"masters in a brief with one kind of video file", "# Video\nMasters must be 1920 × 1080 and no longer than 30 seconds.", "dimensions", "1920"},
		{"a caption file every spot must have is the spot's requirement", "# Video\nSpots are MP4.\nEvery online video has to come with a subtitle file in SRT.", "accessibility", "subtitle file"},
		{"a companion app is no companion banner", "# Patient support\n## Companion app listing\nScreens must be 1290 × 2796 px.", "dimensions", "1290"},
		{"a heading naming a part among other things", "# Store listing\n## Icons and preview videos\n- Every file must be PNG or MP4.", "format", "PNG or MP4"},
		{"a limit before the clause naming the part", "# Display\nBanners may weigh up to 150 KB; the backup image no more than 40 KB.", "fileSize", "150 KB"},
		{"a pronoun whose sentence names no part", "# Display\nThe logo sits top left. Banners are HTML5. They must not exceed 150 KB.", "fileSize", "150 KB"},
		{"a part in a heading's aside", "# Campaign\n## Audio spots (with companion banner)\n- Length: 15 or 30 seconds.", "duration", "15 or 30"},
		{"a part in a lead-in's qualifier", "# Video\nSpots are MP4.\nFor spots that end on an end card:\n- Length: 20 or 30 seconds.", "duration", "20 or 30"},
		{"a backup counted in with the unit", "# Display\nHTML5 units must stay under 200 KB, backup image included.", "fileSize", "200 KB"},
		{"a thumbnail delivered along with the spot", "# Video\nSpots have to be supplied as MOV files together with a thumbnail.", "format", "MOV"},
		{"a card that is no carousel's", "# Voice skill\nEach card image has to be 720 × 480 px.", "dimensions", "720"},
		{"a master template is no file", "# Display\nBanners built on the master template must not exceed 120 KB.", "fileSize", "120 KB"},
		{"the frame the loops stop on", "# Display\nUnits may loop three times at most and must stop on the end frame.", "duration", "three times"},
		{"the end frame a row's loops rest on", "# Display\n| Spec | Value |\n| Loops | 3 maximum, then rest on the end frame |", "duration", "3 maximum"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if got := paramsParts(r); len(got) > 0 {
				t.Errorf("parts %v, want none: %s", got, dump(r))
			}
		})
	}
}

// TestReviewRowsOfSeveralAssets: a lead-in naming a part among other
// assets over rows that each name theirs: a row naming the part is the
// part's, a row naming another asset is left for review (no scope states
// it), never the part's nor the whole creative's.
func TestReviewRowsOfSeveralAssets(t *testing.T) {
	src := "# Podcast\nSpots are MP3.\nCompanion and sponsor-page assets:\n| Asset | Spec |\n| Companion banner | 640 x 640 px, max 150 KB |\n| Sponsor-page banner | 728 x 90 px, max 100 KB |"
	if r := reviewed(t, src, "fileSize", "150 KB"); !r.Enabled || dump(paramsParts(r)) != `["companionBanner"]` {
		t.Errorf("companion row: want enabled, parts [companionBanner]: %s", dump(r))
	}
	if r := reviewed(t, src, "fileSize", "100 KB"); r.Enabled || len(paramsParts(r)) > 0 {
		t.Errorf("sponsor-page row: want left for review without a part: %s", dump(r))
	}
}

func TestReviewTextRuleOfADeliveredPart(t *testing.T) {
	tests := []struct{ src, field, quote, parts string }{
		{"# Audio\nSpots must be MP3.\nThe companion banner must show the brand logo.", "brandGuidelines", "companion", `["companionBanner"]`},
		// A logo or an end card is inside the creative: the rule is the creative's.
		{"# Video\nSpots must be MP4.\nThe end card must show the brand logo.", "brandGuidelines", "end card", `null`},
		// What a shop's product image must show is what the ad must: in a
		// shopping placement the tile is the ad.
		{"# Shopping ads\nProduct images must show the pack itself on a plain white background.", "brandGuidelines", "Product images", `null`},
	}
	for _, tt := range tests {
		r := reviewed(t, tt.src, tt.field, tt.quote)
		if got := dump(paramsParts(r)); got != tt.parts {
			t.Errorf("%q: parts %s, want %s", tt.quote, got, tt.parts)
		}
	}
}

func paramsParts(r compliance.Rule) []string {
	if r.Params == nil {
		return nil
	}
	return r.Params.Parts
}

func TestReviewVariantWordsInAdviceDoNotScope(t *testing.T) {
	r := reviewed(t, "# Video\n| Spec | Value | Note |\n| Container | MOV or MP4 | MOV preferred for mezzanine |", "format", "MOV or MP4")
	if r.Params != nil && len(r.Params.Parts) > 0 {
		t.Fatalf("a variant named only in advice must not scope the rule: %s", dump(r))
	}
}

func TestReviewKeepsRecommendationsAdvice(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		want                    compliance.Severity
	}{
		{"recommended list is informational", "# Video\nRecommended formats are MP4 or MOV.", "format", "Recommended", compliance.SeverityInfo},
		{"list introduced as recommendations", "# Best practices\nFollow these recommendations:\n- Use H.264 video.\n- Keep files under 10 MB.", "fileSize", "10 MB", compliance.SeverityWarning},
		{"requirement stays critical", "# Video\nVideos must be MP4.", "format", "MP4", compliance.SeverityCritical},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if r.Severity != tt.want {
				t.Fatalf("severity %s, want %s: %s", r.Severity, tt.want, dump(r))
			}
		})
	}
}

func TestReviewScopesRules(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		kinds                   string
		check                   string
	}{
		{"audio codec is the audio track's", "# Video\n| Spec | Value |\n| Audio | PCM or AAC |", "codec", "PCM", `["video","audio"]`, "audio"},
		{"MPEG-4 audio is an audio codec", "# Social video\nClip audio: HE-AAC or MPEG-4 audio.", "codec", "MPEG-4", `["video","audio"]`, "audio"},
		{"backup image limit", "# Display\nBackup images must not exceed 40 KB.", "fileSize", "Backup", `["static"]`, ""},
		{"video section", "# Online video\nFiles must not exceed 500 MB.", "fileSize", "500 MB", `["video"]`, ""},
		// An animation runs in a GIF or an HTML5 unit; an animated GIF is a GIF.
		{"animation limit", "# Banners\nThe animation must come to a stop within 20 seconds.", "duration", "20 seconds", `["animated","html5"]`, "totalAnimation"},
		{"abbreviated animation", "# Banners\nMax. anim. 20s.", "duration", "20s", `["animated","html5"]`, ""},
		{"animated GIF loops", "# Banners\nAnimated GIFs must not loop more than twice.", "duration", "twice", `["animated"]`, "loops"},
		// Under a heading about audio ads, the sound's limits are the audio
		// file's, not every video's soundtrack.
		{"loudness under an audio heading", "# Specs\n## Video spots\nResolution 1920x1080.\n## Radio spots\nLoudness -18 LUFS.", "audioLoudness", "-18", `["audio"]`, ""},
		{"bitrate under an audio heading", "# Specs\n## Video spots\nResolution 1920x1080.\n## Podcast\nMP3 at 128 kbps.", "bitrate", "128", `["audio"]`, "audio"},
		{"bitrate of a video's sound stays the video's", "# Specs\n## Online video\nAudio: AAC, 128 kbps minimum.", "bitrate", "128", `["video","audio"]`, "audio"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if r.Params == nil || dump(r.Params.Kinds) != tt.kinds || r.Params.Check != tt.check {
				t.Fatalf("got %s, want kinds %s check %q", dump(r.Params), tt.kinds, tt.check)
			}
		})
	}
}

func TestReviewFixesValuesTheDocumentAllows(t *testing.T) {
	codec := reviewed(t, "# Video\n| Spec | Value |\n| Audio codec | PCM or AAC |", "codec", "PCM")
	if dump(codec.Params.Allowed) != `["pcm","aac"]` || codec.NeedsReview { // in the document's order
		t.Errorf("audio codecs: %s", dump(codec))
	}
	anim := reviewed(t, "# Display\n| Unit | Dims | Animation |\n| MREC | 300x250 | 15 sec |\n| Leaderboard | 728x90 | 15 sec |", "duration", "15")
	if p := anim.Params; p.Min != nil || p.Max == nil || *p.Max != 15 || len(p.Allowed) != 0 {
		t.Errorf("an animation length in a table is a maximum: %s", dump(p))
	}
	fps := reviewed(t, "# Display banners\nAnimated banners:\n- Frame rate: 30fps\n- Loop limit: 2x", "frameRate", "30fps")
	if p := fps.Params; p.Min != nil || p.Max == nil || *p.Max != 30 || len(p.Allowed) != 0 {
		t.Errorf("a display unit's one frame rate is a ceiling: %s", dump(p))
	}
	videoFPS := reviewed(t, "# Video\nVideo spots must be 25 fps.", "frameRate", "25 fps")
	if p := videoFPS.Params; p.Min == nil || *p.Min != 25 {
		t.Errorf("a video's one frame rate stays exact: %s", dump(p))
	}
	spot := reviewed(t, "# Video\nSpot lengths are :15 and :30.\n# Best practice\nVideos should run no longer than 5 seconds.", "duration", "5 seconds")
	if !spot.NeedsReview {
		t.Errorf("a video length rule that fails the document's :30 spot: %s", dump(spot))
	}
}

// TestReviewNamingPatternKinds: a file-name pattern is scoped to the files
// it can name. A pattern with a pixel-size segment names files that have
// a width and height (not an audio spot nor an email's HTML); a sentence
// about audio files names those; a size that is one alternative of a
// placeholder, or a pattern without a size, names any file.
func TestReviewNamingPatternKinds(t *testing.T) {
	tests := []struct{ name, src, kinds string }{
		{"bracketed size placeholder", "# Files\nFile names must follow ACME_[WxH]_[Market]_v[NN].", `["static","animated","html5","video"]`},
		{"example name with a size", "# Files\nFile naming must follow the example ZED_Spring_160x600_r02.zip.", `["static","animated","html5","video"]`},
		{"audio files named", "# Sound\nEach audio file is named OAK_[Client]_[Length]_[Version].", `["audio"]`},
		{"size or length", "# Files\nName files ACME_[Size or Length]_[Version].", `null`},
		{"no size", "# Files\nFile names must follow ACME_[Market]_[Date]_v[NN].", `null`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "naming", "")
			if got := dump(paramsOrNil(r).Kinds); got != tt.kinds {
				t.Fatalf("kinds %s, want %s (pattern %q)", got, tt.kinds, paramsOrNil(r).Pattern)
			}
		})
	}
}
