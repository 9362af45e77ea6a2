package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestFeedOutsideSocial: a "feed" is the social feed only in a document
// that names a social platform, social media, Stories or Reels; a
// publisher's in-feed video or an app called "… Feed" gives no placement.
func TestFeedOutsideSocial(t *testing.T) {
	tests := []struct {
		name, src, field, value string
		platforms, placements   []string
	}{
		{"a publisher's in-feed video", "# Journal network ad specs\n## In-feed video\n- Video files must not exceed 80 MB.\n## Banners\n- Banners must not exceed 150 KB.", "fileSize", `"max":81920,`, nil, nil},
		{"an app named with the word", "# Clinician network specs\n## Sponsored items in the Daily Rounds Feed app\n- Sponsored item images must not exceed 300 KB.", "fileSize", `"max":300,`, nil, nil},
		{"a social platform's feed", "# Paid media specs\n## Meta\n- Meta carries our product ads.\n## In-feed video\n- Video files must not exceed 80 MB.", "fileSize", `"max":81920,`, nil, []string{"feed"}},
		{"a feed beside Stories", "# Ad formats\n## Feed video\n- Video files must not exceed 80 MB.\n## Stories\n- Story videos must run 15 seconds at most.", "fileSize", `"max":81920,`, nil, []string{"feed"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkRuleScope(t, tc.src, tc.field, tc.value, tc.platforms, tc.placements) })
	}
}

// TestCarouselCardNeedsNoCarouselPlacement: a limit of each card of a
// carousel is the card's (part carouselCard) and names no carousel
// placement beside it: the card is only ever in a carousel, and an asset
// known as a card by its part alone must still be checked.
func TestCarouselCardNeedsNoCarouselPlacement(t *testing.T) {
	res := extractText("# Professional network ads\n## Carousel ads\nIn a carousel ad, each card must be 1080 x 1080 px and at most 8 MB.\n## Video ads\n- Video files must not exceed 200 MB.")
	found := 0
	for _, r := range res.Rules {
		if r.Params == nil || !slices.Contains(r.Params.Parts, "carouselCard") {
			continue
		}
		found++
		if len(r.Params.Placements) > 0 {
			t.Errorf("%s %s: placements %v beside the carousel card", r.Field, dump(r.Params), r.Params.Placements)
		}
	}
	if found != 2 {
		t.Fatalf("want the card's size and weight, got %d card rules: %s", found, dump(res.Rules))
	}
}

// TestDefiniteSubjectTakesTheSentenceBefore: a subject with "the" that
// repeats a word of the sentence before ("… the TikTok clips. Dana said
// the vertical clips must …") is the thing named there, platform and all;
// a subject that repeats nothing of it is not.
func TestDefiniteSubjectTakesTheSentenceBefore(t *testing.T) {
	tests := []struct {
		name, src, field, value string
		platforms, placements   []string
	}{
		{"reported speech", "# Call notes\nOmar raised the TikTok clips. Dana said the vertical clips must be under 500 MB and MP4.\n\nThe display banners stay under 150 KB.", "fileSize", `"max":512000,`, []string{"tiktok"}, nil},
		{"plain definite subject", "# Specs\nWe also buy LinkedIn video. The video files must be no larger than 200 MB.\n\nBanners must stay under 150 KB.", "fileSize", `"max":204800,`, []string{"linkedin"}, nil},
		{"a subject of its own", "# Call notes\nOmar raised the TikTok clips. Dana said the display banners must be under 150 KB.", "fileSize", `"max":150,`, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkRuleScope(t, tc.src, tc.field, tc.value, tc.platforms, tc.placements) })
	}
}

// TestInitialLoadPerSizeIsEveryBannersOfTheSize: an initial load given
// for named sizes is every unit's of those sizes (a static or animated
// one is one file, read whole); without sizes it stays the HTML5 units'
// (a video must never meet a banner's cap).
func TestInitialLoadPerSizeIsEveryBannersOfTheSize(t *testing.T) {
	tests := []struct {
		name, src string
		kinds     []string
	}{
		{"per size", "# Trafficking notes\n- For 300x250 and 728x90 the initial load must not exceed 120 KB.\n- Spots must run 15 seconds.", []string{"static", "animated", "html5"}},
		{"no size", "# Trafficking notes\n- The initial load must not exceed 120 KB.\n- Spots must run 15 seconds.", []string{"html5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkKindsAndParts(t, tc.src, func(r compliance.Rule) bool { return r.Field == "fileSize" && r.Params.Check == "initialLoad" }, tc.kinds, nil)
		})
	}
}

// TestSpotsNamedByLengthInSound: ":30 spots" are films unless their
// heading is about audio or the document names sound and no film at all
// (a podcast's "pre-roll" is sound too); then they are audio spots.
func TestSpotsNamedByLengthInSound(t *testing.T) {
	tests := []struct {
		name, src string
		kinds     []string
	}{
		{"under an audio heading", "# Media plan\n## Television\n- Spots must be 1920 x 1080 MP4.\n## Digital radio\n- :20 spots only, MP3 or WAV.", []string{"audio"}},
		{"in a podcast spec", "# Podcast network ad specs\nAds are read before the episode (pre-roll) or in the middle.\n- Files must be MP3 or WAV.\n## Restricted categories\n- :10 spots are not accepted for medicines; book :20 or :40.", []string{"audio"}},
		{"in a film spec", "# Cinema and TV specs\n- Files must be MOV.\n## Restricted categories\n- :10 spots are not accepted for medicines; book :20 or :40.", []string{"video"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkKindsAndParts(t, tc.src, func(r compliance.Rule) bool { return r.Field == "duration" && len(r.Params.Allowed) > 0 }, tc.kinds, nil)
		})
	}
}

// TestSingleImageAdIsAStillImage: a single-image ad on a known platform is
// that platform's still image (kinds static), not a part no file name
// gives; where no platform is stated the part stays, keeping the limit
// off the document's other still images.
func TestSingleImageAdIsAStillImage(t *testing.T) {
	tests := []struct {
		name, src string
		kinds     []string
		parts     []string
	}{
		{"on a known platform", "# Paid social\n## LinkedIn single-image ads\n- Files must not exceed 5 MB.\n## Display\n- Banners must not exceed 150 KB.", []string{"static"}, nil},
		{"on a platform the model cannot state", "# Sponsored posts on Workhub\n## Single-image ads\n- Files must not exceed 5 MB.\n## Display\n- Banners must not exceed 150 KB.", nil, []string{"singleImage"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			checkKindsAndParts(t, tc.src, func(r compliance.Rule) bool {
				return r.Field == "fileSize" && r.Params.Max != nil && *r.Params.Max == 5120
			}, tc.kinds, tc.parts)
		})
	}
}

// checkKindsAndParts extracts src and checks the kinds and parts of the
// first rule with parameters that is, by is.
func checkKindsAndParts(t *testing.T, src string, is func(compliance.Rule) bool, kinds, parts []string) {
	t.Helper()
	res := extractText(src)
	for _, r := range res.Rules {
		if r.Params != nil && is(r) {
			if !slices.Equal(r.Params.Kinds, kinds) || !slices.Equal(r.Params.Parts, parts) {
				t.Errorf("%s: kinds %v parts %v, want %v %v", dump(r.Params), r.Params.Kinds, r.Params.Parts, kinds, parts)
			}
			return
		}
	}
	t.Fatalf("no such rule: %s", dump(res.Rules))
}

// TestLabelAfterRequirementID: a run-in label after a requirement's ID
// ("R-4.2 Native unit: …") scopes the clauses after it as the label alone
// would, over the section's heading.
func TestLabelAfterRequirementID(t *testing.T) {
	src := "# Newsletter sponsorship\nEach issue carries one leaderboard and one native unit.\nR-4.1 Leaderboard: 728 x 90 JPG, 40 KB max.\nR-4.2 Native unit: headline up to 50 characters; body copy up to 180 characters; thumbnail 160 x 120 px JPG.\n"
	checkRuleScope(t, src, "characterCount", `"max":180,`, nil, []string{"native"})
}

// TestEveryMarketExcept: "in every market except Spain" is every market
// the document names but Spain, not Spain; a value the sentence then gives
// the excepted market ("…, where up to 55 are allowed") is that market's.
func TestEveryMarketExcept(t *testing.T) {
	src := "# Markets\nThis guide covers the UK, France, Italy and Spain.\n# Copy\n- Headlines: 45 characters maximum in every market except Spain, where up to 55 characters are allowed because Spanish runs long.\n"
	res := extractText(src)
	want := map[float64][]string{45: {"fr", "it", "uk"}, 55: {"es"}}
	for _, r := range res.Rules {
		if r.Field != "characterCount" || r.Params == nil || r.Params.Max == nil {
			continue
		}
		w, ok := want[*r.Params.Max]
		if !ok {
			continue
		}
		got := slices.Clone(r.Params.Markets)
		for i := range got {
			got[i] = strings.ToLower(got[i])
		}
		slices.Sort(got)
		if !slices.Equal(got, w) {
			t.Errorf("max %v: markets %v, want %v", *r.Params.Max, r.Params.Markets, w)
		}
		delete(want, *r.Params.Max)
	}
	if len(want) > 0 {
		t.Fatalf("missing limits %v: %s", want, dump(res.Rules))
	}
}
