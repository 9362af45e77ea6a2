package brd_test

import (
	"strings"
	"testing"
)

// TestLocaleScope: a limit its sentence, lead-in or table column gives for
// one market or language of a document naming several is scoped to it
// (params.markets / params.languages); a document about one market, a
// sentence naming every language, or a market named as a comparison's
// reference states no condition.
func TestLocaleScope(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		want                    string // a params fragment, or "" for no market or language
	}{
		{"a market in the sentence", "# Launch brief: Britain and the rest of Europe\n## Banners\nBanners must not exceed 150 KB.\nIn the UK, animations must stop within 20 seconds.", "duration", "20 seconds", `"markets":["uk"]`},
		{"a market's publishers", "# UK and EU brief\n## Video\nSpots are MP4.\nOur European publishers accept a frame rate of 25 fps only.", "frameRate", "25 fps", `"markets":["eu"]`},
		{"a market as a comparison's reference", "# UK and EU brief\n## Europe\nHTML5 banners may weigh up to 2 MB in total; initial load as in the UK.", "fileSize", "2 MB", ``},
		{"a document for one market", "# Canada brief\n## Banners\nBanners shown in Canada must not exceed 150 KB.", "fileSize", "150 KB", ``},
		{"a language in the sentence", "# Bilingual brief\nCopy runs in English and French.\nBody text of at least 11 px is preferred for French.", "typography", "11 px", `"languages":["fr"]`},
		{"every language named", "# Bilingual brief\nCopy runs in English and French.\nHeadlines in English and French must not exceed 40 characters.", "characterCount", "40", ``},
		{"a language column", "# Copy limits\nEnglish and French versions are needed.\n| Text field | English (max. characters) | French (max. characters) |\n| Headline | 30 | 36 |\n| Body | 90 | 110 |", "characterCount", "Headline | 30 | 36", `"languages":["fr"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			got := dump(r.Params)
			if tt.want == "" && (strings.Contains(got, `"markets"`) || strings.Contains(got, `"languages"`)) || tt.want != "" && !strings.Contains(got, tt.want) {
				t.Fatalf("want %q, got %s", tt.want, dump(r))
			}
		})
	}
}

// TestSectionLocales: two values of one measurement under sections for
// different markets are each that market's; a later market's section is
// that market's; the first market section's value no other section
// restates stays every market's (it is the base the others follow).
func TestSectionLocales(t *testing.T) {
	src := "# UK and European brief\n## 3. UK specification\n- Frame rate: 25 or 29.97 fps.\n- Spots must be 30 seconds long.\n## 4. Other European markets\n- Frame rate: 25 fps only.\n- Banners must not exceed 300 KB."
	for _, tt := range []struct{ field, quote, want string }{
		{"frameRate", "25 or 29.97", `"markets":["uk"]`},
		{"frameRate", "25 fps only", `"markets":["eu"]`},
		// A later market's section gives that market's differences.
		{"fileSize", "300 KB", `"markets":["eu"]`},
	} {
		r := reviewed(t, src, tt.field, tt.quote)
		if !strings.Contains(dump(r.Params), tt.want) || !r.Enabled {
			t.Errorf("%q: want enabled and %s, got %s", tt.quote, tt.want, dump(r))
		}
	}
	if r := reviewed(t, src, "duration", "30 seconds"); strings.Contains(dump(r.Params), "markets") {
		t.Errorf("the base section's own length is every market's: %s", dump(r))
	}
}

// TestVideoVersionsStillContradictTheSpots: the spots' lengths apply to a
// bumper or a banner's video too (no rule can leave a part out), so a
// version's own length still contradicts them and both are left for
// review, not applied.
func TestVideoVersionsStillContradictTheSpots(t *testing.T) {
	src := "# Video\nSpots must be 15 or 30 seconds long.\nBumper ads must not exceed 6 seconds."
	if r := reviewed(t, src, "duration", "15 or 30"); r.Enabled {
		t.Errorf("the spots' lengths would fail every bumper: %s", dump(r))
	}
	r := reviewed(t, "# Display\nBanners are 300x250.\nIn-banner video must not exceed 2 MB.", "fileSize", "2 MB")
	if !strings.Contains(dump(r.Params), `"parts":["inBannerVideo"]`) {
		t.Errorf("want the banner video's part: %s", dump(r))
	}
}

// TestListMissingASizeTheDocumentLimits: a size list that leaves out a size
// the document gives its own limit for is left for review (it would fail
// that size's units).
func TestListMissingASizeTheDocumentLimits(t *testing.T) {
	r := reviewed(t, "# Display\nSizes must be 300 x 250 or 300 x 600.\n150 kB for the 728 × 90 only: the network caps the leaderboard's initial load.", "dimensions", "300 x 250")
	if r.Enabled || !strings.Contains(r.ReviewReason, "728x90") {
		t.Errorf("want left for review naming 728x90: %s", dump(r))
	}
}

// TestMarketCodesInIdentifiers: a market's code that is one segment of a
// requirement's, story's or job's number ("FR-DSP-07", "US-311"), a word of
// a spaced code template ("ACM UK YYYY NNNN"), or "IT" for the information
// technology team scopes nothing; a code written as a market still does.
func TestMarketCodesInIdentifiers(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		want                    string // a params fragment, or "" for no market
	}{
		{"functional requirement numbers", "# Platform requirements\nLaunch covers the United States and Canada.\nFR-DSP-07 The platform shall reject a banner heavier than 200 KB.\nFR-DSP-08 The platform shall accept MP4 video only.", "fileSize", "200 KB", ""},
		{"a user story's number", "# Backlog\nThe UK and German teams share the backlog.\nUS-311 As a trafficker I need every banner under 150 KB.", "fileSize", "150 KB", ""},
		{"a job code's template", "# Code\nWe run in the US and in Canada.\n## Validation\nThe tool shall reject an asset that does not show its approval code, in the form ACM US YYYY NNNN (for example ACM US 2027 0418).\nBanners must not exceed 150 KB.", "fdaFilingNumber", "ACM US", ""},
		{"the IT team", "# Launch plan\nThe US brand team owns the content; IT owns the servers.\nIn the US, banners must not exceed 150 KB.", "fileSize", "150 KB", ""},
		{"a market still named in a list of codes", "# Launch\nAssets run in UK, DE, FR, ES and IT.\nFor DE, animations must stop within 10 seconds.", "duration", "10 seconds", `"markets":["de"]`},
		{"a market before a hyphenated word", "# UK and EU brief\nA UK-only rule: banners must not exceed 120 KB in the UK.\nOther banners may weigh 200 KB.", "fileSize", "120 KB", `"markets":["uk"]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			got := dump(r.Params)
			if tt.want == "" && strings.Contains(got, `"markets"`) || tt.want != "" && !strings.Contains(got, tt.want) {
				t.Fatalf("want %q, got %s", tt.want, dump(r))
			}
		})
	}
}

// TestParallelMarketSections: three or more sections, each for its own
// market, are parallel: none is the base the others follow, so each
// section's rules are its market's, text rules (a safety statement, a job
// code) included; a market the sentence itself names wins over its
// section's; a language word used for a country's creative ("every Dutch
// item") names that market when the document has it as one.
func TestParallelMarketSections(t *testing.T) {
	src := "# Local mandatories\n## 1. Core (every market)\n- Banners must not exceed 150 KB.\n" +
		"## 2. United Kingdom\n- Every asset must carry the adverse event reporting statement.\n- Email subject lines must not exceed 60 characters.\n" +
		"## 3. Netherlands and Belgium\n- Every Dutch item must show the registration number.\n- Belgian portals: HTML5 banners must not exceed 100 KB.\n" +
		"## 4. Spain\n- Animations must stop within 10 seconds."
	for _, tt := range []struct{ field, quote, want string }{
		{"characterCount", "60 characters", `"markets":["uk"]`},
		{"disclaimers", "adverse event", `"markets":["uk"]`},
		{"fileSize", "100 KB", `"markets":["be"]`},
		{"duration", "10 seconds", `"markets":["es"]`},
	} {
		r := reviewed(t, src, tt.field, tt.quote)
		if got := dump(r.Params); !strings.Contains(got, tt.want) || strings.Contains(got, `"languages"`) {
			t.Errorf("%q: want %s and no language, got %s", tt.quote, tt.want, dump(r))
		}
	}
	if r := reviewed(t, src, "fileSize", "150 KB"); strings.Contains(dump(r.Params), "markets") {
		t.Errorf("the core section's limit is every market's: %s", dump(r))
	}
	// Two sections stay a base and its exceptions (TestSectionLocales).
	two := "# UK and European brief\n## UK specification\n- Spots must be 30 seconds long.\n## Other European markets\n- Banners must not exceed 300 KB."
	if r := reviewed(t, two, "duration", "30 seconds"); strings.Contains(dump(r.Params), "markets") {
		t.Errorf("the base section's length is every market's: %s", dump(r))
	}
}

// TestComparisonReferenceScopesNothing: a platform or market named as the
// reference of a comparison ("the same frame rate as the YouTube masters",
// "as in the UK") is not the rule's scope; the platform the sentence is
// about still is. Sentences of my own.
func TestComparisonReferenceScopesNothing(t *testing.T) {
	src := "# Plan\n## Video\nTikTok files will be MP4 at 1080x1920 with the same frame rate as the YouTube masters.\nYouTube masters are 1920x1080."
	r := reviewed(t, src, "dimensions", "1080x1920")
	if got := dump(r.Params); !strings.Contains(got, `"platforms":["tiktok"]`) {
		t.Errorf("want platforms [tiktok] only, got %s", dump(r))
	}
	r = reviewed(t, "# UK and EU brief\n## Europe\nAnimations stop at the same length as in the UK: 15 seconds.", "duration", "15 seconds")
	if strings.Contains(dump(r.Params), `"uk"`) {
		t.Errorf("the UK is the reference, want no uk market: %s", dump(r))
	}
}

// TestMarketInAValuedAsideScopesNothing: a market named in a bracketed
// aside that gives its own value ("(a single play in Italy)") is that
// market's exception, not the sentence's scope; a plain "(UK only)" still
// scopes it. Sentences of my own.
func TestMarketInAValuedAsideScopesNothing(t *testing.T) {
	src := "# UK and EU brief\n## Display\nBanners may loop up to three times (one play only in Italy, see 4.2).\nThe UK, Italy and Spain share the banner set."
	if r := reviewed(t, src, "duration", "three times"); strings.Contains(dump(r.Params), `"markets"`) {
		t.Errorf("want no market, got %s", dump(r))
	}
	src = "# UK and EU brief\n## Display\nBanners must not exceed 120 KB (UK only).\nThe UK, Italy and Spain share the banner set."
	if r := reviewed(t, src, "fileSize", "120 KB"); !strings.Contains(dump(r.Params), `"markets":["uk"]`) {
		t.Errorf("want markets [uk], got %s", dump(r))
	}
}
