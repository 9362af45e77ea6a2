package brd_test

import (
	"strings"
	"testing"
)

// TestDocumentPlatform: a document whose title or front matter names one
// platform, and whose body names no other, scopes every rule to that
// platform; generic titles, titles naming a second channel and bodies
// covering several platforms scope nothing from the title.
func TestDocumentPlatform(t *testing.T) {
	tests := []extractCase{
		{"platform in the title", "# Harbourline connected TV ad requirements\n## Picture\nSpots must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`}},
		{"platform in the subtitle", "# Commercial delivery requirements\nFor our connected-TV apps · Rev 4\n## Picture\nSpots must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`}},
		{"text rules are the platform's too", "# CTV spot guide\n## Safety\nEvery spot must include the Important Safety Information.",
			[]string{`safetyInfo {"platforms":["ctv"]}`}},
		{"generic title", "# Display and video specs\n## Video\nVideos must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"]}`}},
		{"title names a second channel", "# CTV and OTT delivery guide\n## Picture\nSpots must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"]}`}},
		{"title names a platform, body covers another", "# YouTube creative guide\n## Video\nVideos must be 1920x1080.\n## Also running on\nTikTok videos must be 1080x1920.",
			[]string{`dimensions {"allowed":["1080x1920"],"platforms":["tiktok"]}`, `dimensions {"allowed":["1920x1080"]}`}},
		{"platform only in the opening paragraph", "# Video delivery specification\nOur service reaches viewers on connected TV sets, streaming sticks and phones, and every ad is transcoded from the one file you send.\n## Picture\nSpots must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"]}`}},
		{"rule for every channel", "# CTV spot guide\n## Files\nAcross all channels, files must not exceed 4 GB.",
			[]string{`fileSize {"max":4194304,"unit":"KB"}`}},
		{"another channel's placement", "# CTV spot guide\n## Follow-up email\nEmail images must not exceed 200 KB.",
			[]string{`fileSize {"max":200,"unit":"KB","placements":["email"]}`}},
		{"a social platform's own placement", "# Instagram ad specs\n## Stories\nStories must be 1080x1920.",
			[]string{`dimensions {"allowed":["1080x1920"],"platforms":["instagram"],"placements":["stories"]}`}},
	}
	runExtractCases(t, tests)
}

// TestDocumentPlatformFromCTVFormat: a page about a format that runs only
// on connected TV (a pause ad, a squeezeback or L-frame) is a CTV page
// though its front matter never says "CTV"; a pause-ad section inside a
// page about something else scopes nothing, and a format named beside
// another channel still leaves the document unscoped.
func TestDocumentPlatformFromCTVFormat(t *testing.T) {
	tests := []extractCase{
		{"pause-ad page", "# Pause-ad creative: what we accept\n## Artwork\nArtwork must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`}},
		{"squeezeback in the subtitle", "# Sponsorship formats\nSqueeze-back units · spec v2\n## Frame\nFrames must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`}},
		{"L-frame page", "# L-frames for live sport\n## Frame\nFrames must be 1280x720.",
			[]string{`dimensions {"allowed":["1280x720"],"platforms":["ctv"]}`}},
		{"pause ads only in a section", "# Banner specification\n## Pause ads\nArtwork must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"]}`}},
		{"pause ads beside display", "# Pause ads and display banners\n## Artwork\nArtwork must be 1920x1080.",
			[]string{`dimensions {"allowed":["1920x1080"]}`}},
	}
	runExtractCases(t, tests)
}

// TestOuterSectionPlatform: a section heading naming one platform scopes
// the rules of its subsections, whose own headings name none; a section
// naming two platforms scopes nothing.
func TestOuterSectionPlatform(t *testing.T) {
	tests := []extractCase{
		{"subsections of two platform sections", "# Launch media brief\n## Pinterest\n### Picture\nPins must be 1000x1500.\n## Snapchat\n### Picture\nSnaps must be 1080x1920.",
			[]string{`dimensions {"allowed":["1000x1500"],"platforms":["pinterest"]}`, `dimensions {"allowed":["1080x1920"],"platforms":["snapchat"]}`}},
		{"a section naming two platforms", "# Launch media brief\n## Pinterest and Snapchat\n### Picture\nImages must be 1080x1920.\n## Display\n### Picture\nBanners must be 300x250.",
			[]string{`dimensions {"allowed":["1080x1920"]}`, `dimensions {"allowed":["300x250"]}`}},
	}
	runExtractCases(t, tests)
}

// extractCase is a document and the rules it must give, as fieldParams
// lines.
type extractCase struct {
	name, src string
	want      []string
}

func runExtractCases(t *testing.T, tests []extractCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
