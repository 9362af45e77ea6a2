package brd_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// scopeCase is a document and the rules it must give, each as "on" or
// "off" (enabled or left for review), its field and its parameters.
type scopeCase struct {
	name, src string
	want      []string
}

func runScopeCases(t *testing.T, tests []scopeCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				state := "off"
				if r.Enabled {
					state = "on"
				}
				got = append(got, state+" "+r.Field+" "+dumpP(r.Params))
			}
			for _, w := range tt.want {
				found := false
				for _, g := range got {
					found = found || g == w
				}
				if !found {
					t.Errorf("no rule %s in\n%s", w, strings.Join(got, "\n"))
				}
			}
		})
	}
}

// A label on a line of its own over a list ("Banners", then the items)
// heads a section as a heading does: the sizes a video section lists
// under its own label do not make the banner sizes look incomplete.
func TestLabelLinesHeadSections(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"banner and video labels in a mail", "# Re: launch specs\nHi team, the specs follow.\nBanners\n- Sizes: 160x600, 468x60.\n- Max 120 KB each.\nVideo (OLV)\n- 1280x720, MP4, 25 fps.\nThanks,\nSam",
			[]string{`on dimensions {"allowed":["160x600","468x60"]}`}},
	})
}

// A heading naming a platform beside a channel of every platform ("Video
// (YouTube and OLV)") does not limit its rules to the platform; a heading
// naming several platforms limits them to all of those (a family named
// with its members is the family).
func TestHeadingPlatforms(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"platform and online video", "# Media brief\n## Banners\n- Banners must be 468x60.\n## Video (Vimeo, YouTube and OLV)\n- Spots must be 1280x720.",
			[]string{`on dimensions {"allowed":["1280x720"]}`}},
		{"two platforms", "# Media brief\n## Banners\n- Banners must be under 150 KB.\n## Pinterest and Snapchat\n- Images must be 1080x1920.",
			[]string{`on dimensions {"allowed":["1080x1920"],"platforms":["pinterest","snapchat"]}`}},
		{"a family and its members", "# Media brief\n## Banners\n- Banners must be under 150 KB.\n## Meta (Instagram and Facebook)\n- Images must be 1080x1080.",
			[]string{`on dimensions {"allowed":["1080x1080"],"platforms":["meta"]}`}},
	})
}

// A rule a platform scopes is the document's word for that platform's
// assets, also against a list read with a channel from its heading ("Video
// Requirements"): the channel is a guess, no scope.
func TestPlatformRuleOutranksChannelList(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"pins under a video list", "# Screen network specs\n## Video\n- Video files must be MP4, MOV or WebM.\n## Pinterest\n- Pins must be MP4 only.",
			[]string{`off format {"allowed":["MP4","MOV","WEBM"]}`, `on format {"allowed":["MP4"],"platforms":["pinterest"]}`}},
	})
}

// An animation's length is a banner's: the spot lengths of the same
// section are no example it would fail, since it does not check videos.
func TestAnimationLengthBesideSpotLengths(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"one list", "# Launch specs\n## Formats\n- Animation: 20 seconds max, 2 loops max.\n- Video spots must be 20, 45 or 60 seconds long.",
			[]string{`on duration {"max":20,"unit":"s"}`, `on duration {"allowed":["20","45","60"],"min":20,"max":60,"unit":"s"}`}},
		{"one table", "# Launch specs\n## Formats\n| Item | Value |\n| Animation length | 20 seconds at most |\n| Video spot lengths | 20, 45 or 60 seconds |",
			[]string{`on duration {"max":20,"unit":"s"}`}},
	})
}

// Lengths a sentence refuses or that measure something else than the
// creative (silence at its head, a fade) are no example a length rule
// would fail: the document's own examples check a rule (SelfCheck).
func TestLengthExamplesThatAreNoCreativeLength(t *testing.T) {
	tests := []struct{ name, text string }{
		{"refused lengths", "Spots must be 20 or 40 seconds long; a :19.5 or :41 file is returned to the agency."},
		{"silence at the head", "Each spot needs 0.25 seconds of silence at the head and lasts 20 or 40 seconds."},
		{"a fade", "Spots last 20 or 40 seconds, with a 1.5 s fade at the end."},
		{"refused before the value", "Spots last 20 or 40 seconds; we reject the versions of 25 seconds."},
		{"a span at the end", "Spots last 20 or 40 seconds and show the web address in the final 4 seconds."},
		{"an element held on screen", "Spots last 20 or 40 seconds; the pack shot must stay on screen for at least 3 seconds."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := parseSource("# Audio delivery\n## Lengths\n- " + tt.text)
			rules := brd.SelfCheck(doc, []compliance.Rule{{Field: "duration", Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Allowed: []string{"20", "40"}, Unit: "s"}, Source: &compliance.Source{Quote: tt.text, Page: 1}}})
			if !rules[0].Enabled {
				t.Errorf("left for review: %s", rules[0].ReviewReason)
			}
		})
	}
}

// Kinds a limit's own sentence names ("Each image", "Static units") are a
// scope as explicit as a size: the limit is the document's word for those
// files, and only the broader limit beside it is left for review.
func TestStatedKindsOutrankBroaderLimit(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"email HTML and its images", "# Newsletter build\n## Email\n- The HTML file must be under 90 KB.\n- Each image must be 150 KB or smaller, in JPG or PNG.",
			[]string{`off fileSize {"max":90,"unit":"KB","placements":["email"]}`, `on fileSize {"max":150,"unit":"KB","placements":["email"]}`}},
		{"static units and every file", "# Display build\n## Weights\n- Static units must not exceed 120 KB.\n- Files must be 100 KB at most.",
			[]string{`on fileSize {"max":120,"unit":"KB"}`, `off fileSize {"max":100,"unit":"KB"}`}},
		// A broader limit that admits all the stated kinds' own admits
		// fails none of their assets: it stays for the other files.
		{"static units and a looser limit for every file", "# Display build\n## Weights\n- Static units must not exceed 120 KB.\n- Files must be 300 KB at most.",
			[]string{`on fileSize {"max":120,"unit":"KB"}`, `on fileSize {"max":300,"unit":"KB"}`}},
	})
}

// A sound limit its sentence gives for audio ads ("a radio ad", "podcast
// spots") is theirs: it outranks the broader one for every spot.
func TestAudioAdSoundLimit(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"radio and every spot", "# Broadcast delivery\n## Sound\n- Integrated loudness must be -24 LUFS ±1 LU.\n- Integrated loudness of a radio ad must be -18 LUFS ±1 LU.",
			[]string{`off audioLoudness {"min":-25,"max":-23,"unit":"LUFS"}`, `on audioLoudness {"min":-19,"max":-17,"unit":"LUFS"}`}},
	})
}

// A numbered section line that lost its style ("4. Print", "5. File
// names", "1. PRINT ADVERTISEMENTS") heads its section in the review: the
// rules under the next one are not the print section's.
func TestNumberedSectionLines(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"plain sections of a schedule", "# Schedule 2: Specifications\n3. Print\n3.1 Journal pages shall be supplied as PDF files.\n4. File names\n4.1 Every file shall be named ACM_[Type]_V[NN], for example ACM_BAN_V01.zip.",
			[]string{`on format {"allowed":["PDF"],"placements":["print"]}`, `on naming {"pattern":"^ACM_[A-Za-z0-9]+_[Vv]\\d{2}(?:_[a-z]+)?(?:\\.[A-Za-z0-9]+)?$"}`}},
	})
}

// A format an opening condition names ("If the GIF is animated, …") is
// what the condition is about: no format rule of its own, and so no
// contradiction of the document's real format lists.
func TestFormatNamedByOpeningCondition(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"an animated GIF's first frame", "# Newsletter\n## Banner\n- Banner 600 x 100 px, JPG or GIF, max. 40 kB.\n- If the GIF is animated, its first frame must show the product name.",
			[]string{`on format {"allowed":["JPG","GIF"]}`, `off format {"allowed":["GIF"]}`}},
	})
}

// A size another kind's list allows ("Banner sizes: 300 x 250 …") is no
// example a video size rule of the same section would fail, and the
// other way round.
func TestSizesOfAnotherKind(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"banners and video in one section", "# Launch specs\n## Technical\n- Banner sizes: 300 x 250 and 728 x 90.\n- Picture: 1920 x 1080, 25 fps, progressive, MP4.",
			[]string{`on dimensions {"allowed":["300x250","728x90"]}`, `on dimensions {"allowed":["1920x1080"]}`}},
	})
}

// A sentence that gives each value its own placement ("1080 × 1080 for
// Feed, 1080 × 1920 for Stories") gives one rule per value, scoped to
// its placements; a list whose values name no placement stays one rule.
func TestValuesForEachPlacement(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"sizes per placement", "# Social specs\n## Instagram\n- Images: 1080 × 1080 for Feed, 1080 × 1920 for Stories.",
			[]string{`on dimensions {"allowed":["1080x1080"],"platforms":["instagram"],"placements":["feed"]}`,
				`on dimensions {"allowed":["1080x1920"],"platforms":["instagram"],"placements":["stories"]}`}},
		{"ratios per placement", "# Social specs\n## Instagram\n- Ratios: 4:5 for Feed, 9:16 for Stories and Reels.",
			[]string{`on aspectRatio {"allowed":["4:5"],"platforms":["instagram"],"placements":["feed"]}`,
				`on aspectRatio {"allowed":["9:16"],"platforms":["instagram"],"placements":["stories","reels"]}`}},
		{"one list for two placements", "# Social specs\n## Instagram\n- Feed and Stories images: 1080 × 1080 or 1080 × 1920.",
			[]string{`on dimensions {"allowed":["1080x1080","1080x1920"],"platforms":["instagram"],"placements":["feed","stories"]}`}},
	})
}

// A requirement without values under a platform's or placement's heading
// is that platform's or placement's, narrowed by its own words; a heading
// of an earlier page (a slide whose own heading was lost) scopes nothing.
func TestRequirementsWithoutValuesTakeTheirHeading(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"under a platform heading", "# Launch specs\n## Paid social (Pinterest)\n- Pins must be 1000 x 1500.\n- Captions must be burned in on every video.",
			[]string{`on accessibility {"platforms":["pinterest"],"placements":["social"]}`}},
		{"the sentence narrows the heading", "# Launch specs\n## Email and social media\n- Social posts must link to the full safety information in their first line.",
			[]string{`on safetyInfo {"placements":["social"]}`}},
		{"a heading of the page before", "# Launch specs\n## Pinterest\n- Pins must be 1000 x 1500.\n---page---\n- Captions must be burned in on every video.",
			[]string{`on accessibility null`}},
	})
}

// A format list none of whose formats is of the kinds its words suggest
// (":30 spots … MP3 or WAV" reads as video) is of its formats' kinds, so
// it no longer contradicts the videos' formats.
func TestFormatListOfItsFormatsKinds(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"audio spots beside videos", "# Media specs\n## Pre-roll\n- Video spots must be MP4 files.\n## Streaming audio\n- :30 spots only, MP3 at 192 kbps or WAV.",
			[]string{`on format {"allowed":["MP4"]}`, `on format {"allowed":["MP3","WAV"]}`}},
	})
}

// A part's size list (a companion banner's) is not made incomplete by a
// size the whole units' limits name.
func TestPartListBesideUnitLimits(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"companion beside per-size weights", "# Campaign specs\n## Units\n| Size | Max weight |\n| 300x250 | 150 KB |\n| 300x600 | 200 KB |\n## Extras\n- A companion of 640 x 640 px must be supplied with each spot.",
			[]string{`on dimensions {"allowed":["640x640"],"parts":["companionBanner"]}`}},
	})
}

// The placements one clause of a sentence names are not another clause's:
// "…; video up to 45 seconds" after "1080 × 1080 for Feed, 1080 × 1920
// for Stories" is the platform's length, not the two placements'.
func TestClauseOfTheValue(t *testing.T) {
	runScopeCases(t, []scopeCase{
		{"a length after the sizes", "# Social specs\n## Specs\n- Instagram: 1080 x 1080 for Feed, 1080 x 1920 for Stories; video up to 45 seconds.",
			[]string{`on duration {"max":45,"unit":"s","platforms":["instagram"]}`}},
	})
}

// Two format lists whose formats are files of different kinds (a print
// PDF beside web images, banner images beside videos) are each that
// kind's: both stay on, each scoped to its formats' kinds. Lists of one
// kind that disagree still meet in the conflict pass.
func TestFormatListsOfDifferentKinds(t *testing.T) {
	tests := []struct {
		name, src string
		want      map[string]string // allowed formats → "on KINDS" or "off"
	}{
		{"print file beside banner images", "# Media kit\n## Artwork\nPrint artwork must be supplied as a PDF/X-1a file, ready for print.\n## Files\nStatic units: JPG, PNG or GIF, no larger than 150 kB.",
			map[string]string{"PDF/X-1a": "on document", "JPG,PNG,GIF": "on static,animated"}},
		{"two image lists", "# Media kit\n## Files\nSkyscrapers: PNG only.\nThe leaderboard must be a JPG.",
			map[string]string{"PNG": "off", "JPG": "off"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string]string{}
			for _, r := range extractText(tt.src).Rules {
				if r.Field != "format" {
					continue
				}
				state := "off"
				if r.Enabled {
					state = "on " + strings.Join(r.Params.Kinds, ",")
				}
				got[strings.Join(r.Params.Allowed, ",")] = state
			}
			for formats, want := range tt.want {
				if got[formats] != want {
					t.Errorf("%s: %q, want %q (all: %v)", formats, got[formats], want, got)
				}
			}
		})
	}
}

// A caption requirement every spot must meet ("each video has to come with
// an SRT subtitle file") is the spot's and stays on: nothing of the spot is
// measured against it, and its formats are those of the file it comes
// with. A measured limit of that file is still the file's, not the spot's.
func TestCaptionFileEverySpotMustHave(t *testing.T) {
	tests := []struct {
		name, src, field string
		on               bool
	}{
		{"sidecar every spot must have", "# Video\nSpots are MP4.\nEach video has to come with a subtitle file in SRT or WebVTT.", "accessibility", true},
		{"burned in or a sidecar", "# Video\nSpots are MP4.\nSubtitles are required: burned in, or as an SRT file.", "accessibility", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field != tt.field {
					continue
				}
				got = append(got, fmt.Sprintf("on=%v parts=%v %s", r.Enabled, paramsOrEmptyParts(r), r.ReviewReason))
				if r.Enabled != tt.on || len(paramsOrEmptyParts(r)) > 0 {
					t.Errorf("%s rule: %s", tt.field, got[len(got)-1])
				}
			}
			if len(got) == 0 {
				t.Fatalf("no %s rule", tt.field)
			}
		})
	}
}

func paramsOrEmptyParts(r compliance.Rule) []string {
	if r.Params == nil {
		return nil
	}
	return r.Params.Parts
}
