package brd_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestSafeguardsAgainstHarm: each safeguard leaves a rule the document
// never meant as a requirement disabled with its reason, and leaves the
// look-alike requirement enabled. Sentences of my own, one per shape.
func TestSafeguardsAgainstHarm(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		reason                  string // "" means enabled, not flagged
	}{
		// A figure the document reports, not a requirement.
		{"a benchmark of past banners", "# Display\nBenchmarks for 2025: the typical HTML5 unit weighed 185 KB.", "fileSize", "185 KB", "reports a figure"},
		{"a results row of a table", "# Display specifications\n| Topic | Detail |\n| 2024 campaign | 9 million impressions; average rich-media weight 240 KB; CTR 0.2% |", "fileSize", "240 KB", "reports a figure"},
		{"an average that is required", "# Video\nThe average bitrate must be at least 6 Mbps.", "bitrate", "6 Mbps", ""},
		{"a plain limit", "# Display\nEach HTML5 unit may not exceed 185 KB.", "fileSize", "185 KB", ""},
		// A value that names the sentence's subject.
		{"the format of the files a limit is for", "# Video\nWebM files must not exceed 2 GB.", "format", "2 GB", "names what the sentence is about"},
		{"the format of the files a codec is for", "# Video\nMP4 files must be encoded in H.264.", "format", "H.264", "names what the sentence is about"},
		{"a ratio of the placements a sentence is about", "# Social\nFor 1:1 placements, the CTA must be centred.", "aspectRatio", "1:1", "names what the sentence is about"},
		{"a ratio that names the versions", "# Social\nIn 4:5 versions, headlines must stay in the upper two thirds.", "aspectRatio", "4:5 versions", "names what the sentence is about"},
		{"a format required of a subject", "# Display\nBackup images must be JPG or PNG.", "format", "JPG or PNG", ""},
		{"a format restated in the predicate", "# Display\nHTML5 banners must be delivered as ZIP files.", "format", "ZIP files", ""},
		{"a ratio that is required", "# Social\nStory videos must be 9:16.", "aspectRatio", "9:16", ""},
		// A definition of the document's words.
		{"what must means, under a format lead-in", "# Display\nEach creative is HTML5 (ZIP) with a static backup image. Terms used below:\n- must means the unit is sent back if it fails;\n- should means the QA report notes it.", "format", "must means", "what a word of the document means"},
		// A limit for the sizes another limit does not cover.
		{"the rest of an unlisted set of sizes", "# Display\nThe 300x250 unit may not exceed 120 KB.\nEvery other size may weigh up to 180 KB.", "fileSize", "180 KB", "does not list"},
		// A limit that holds only under the condition its sentence opens with.
		{"an optional extra file", "# Audio ads\nIf you add a cover image, it must be a JPG of no more than 60 KB.", "fileSize", "60 KB", "holds only"},
		{"a trigger with a value of its own", "# Connected TV ads\nVideo ads must be 15 or 30 seconds long.\nWhen the set-top box has been idle for 5 minutes, the lock screen shows up to three sponsor images in rotation, 12 seconds each.", "duration", "12 seconds", "has a value of this measurement of its own"},
		{"a condition the kinds state", "# Display\nIf the unit is animated, the animation must stop within 15 seconds.", "duration", "15 seconds", ""},
		// A tolerance wider than the check's.
		{"a ratio with a wide tolerance", "# Native\nThe hero image must be 1.91:1 with a tolerance of 3 %.", "aspectRatio", "1.91:1", "tolerance of 3%"},
		{"a ratio with the check's tolerance", "# Native\nThe hero image must be 1.91:1 (±1%).", "aspectRatio", "1.91:1", ""},
		// A format offered in place of another file.
		{"a format that may replace another file", "# Video\nSpots are MP4.\nAn interactive end card (one HTML5 file) can replace the static end card: up to 2 MB.", "format", "HTML5", "as an alternative"},
		{"a format that may be used instead", "# Display\nBanners are HTML5 zips.\nA GIF of no more than 100 KB may be supplied instead.", "format", "GIF", "as an alternative"},
		{"a format required before the offer", "# Display\nBanners must be HTML5; the agency can replace the copy at any time.", "format", "HTML5", ""},
		// A page's own navigation list.
		{"a navigation list naming a size", "# Ad specs\nOn this page: Overview · Skyscraper 160×600 · Video · Contacts\n## Skyscraper\nUnits must be 160×600.", "dimensions", "On this page", "navigation"},
		{"the section the list names still requires", "# Ad specs\nOn this page: Overview · Skyscraper 160×600 · Video · Contacts\n## Skyscraper\nUnits must be 160×600.", "dimensions", "Units must", ""},
		// A line that only gives an example.
		{"an example file with its weight", "# Display\nBanners are HTML5.\nSample file: ZED_Spring_728x90_v2.zip (96 KB).", "fileSize", "96 KB", "gives an example"},
		{"an example code", "# Legal\nExample review number: QRS/0311/26.", "fdaFilingNumber", "QRS/0311/26", "gives an example"},
		{"a sample rate is no example", "# Audio\nSample rate: 44.1 kHz.", "audioSampleRate", "44.1", ""},
		// A remedy told under a troubleshooting heading.
		{"a remedy under a troubleshooting heading", "# Video\n## Masters\nMasters are 25 fps for EU jobs and 30 fps for US jobs.\n## Troubleshooting\nA 30 fps master arrived for an EU job. Do not re-encode it: render a new master at 25 fps from the timeline.", "frameRate", "render a new master", "a remedy restates"},
		{"a known issue and its fix", "# Display\nBanners are HTML5.\n## Known issues and fixes\nSome hosts count the backup image in the weight: keep the ZIP under 120 KB for them.", "fileSize", "120 KB", "a remedy restates"},
		{"a requirement under a limits heading", "# Video\n## Known limits\nMasters must be 25 fps.", "frameRate", "25 fps", ""},
		{"an example inside a requirement", "# Legal\nEvery unit must carry its review number, for example QRS/0311/26.", "fdaFilingNumber", "QRS/0311/26", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestSubjectFormatScopesTheLimit: the limit of a sentence about files of
// one format checks files of that format's kind only.
func TestSubjectFormatScopesTheLimit(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		kinds                   []string
	}{
		{"animated files", "# Campaign\nGIF files must not exceed 12 seconds of animation.", "duration", "12 seconds", []string{"animated"}},
		{"still images", "# Campaign\nPNG images must not exceed 300 KB.", "fileSize", "300 KB", []string{"static"}},
		{"an email's HTML is no HTML5 unit", "# Email\nThe HTML file must not exceed 90 KB.", "fileSize", "90 KB", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			if !slices.Equal(ruleKinds(r), tt.kinds) || !r.Enabled {
				t.Fatalf("want enabled with kinds %v, got %s", tt.kinds, dump(r))
			}
		})
	}
}

// TestRemainderAndSubjectSizes: a limit for one size named as the
// sentence's subject is that size's, even when the size rule itself is
// left for review, and a limit for "the other sizes" takes the sizes of
// the section's list that no limit of its measurement names.
func TestRemainderAndSubjectSizes(t *testing.T) {
	src := "# Display\nUnits: 300x250, 728x90, 160x600 and 970x250.\nThe 300x250 and 728x90 units may not exceed 120 KB.\nAll other sizes may weigh up to 180 KB.\n# Video\nSpots are 1920x1080."
	tests := []struct {
		quote string
		sizes []string
	}{
		{"120 KB", []string{"300x250", "728x90"}},
		{"180 KB", []string{"160x600", "970x250"}},
	}
	for _, tt := range tests {
		t.Run(tt.quote, func(t *testing.T) {
			r := reviewed(t, src, "fileSize", tt.quote)
			if r.Params == nil || !slices.Equal(r.Params.Sizes, tt.sizes) || !r.Enabled {
				t.Fatalf("want enabled with sizes %v, got %s", tt.sizes, dump(r))
			}
		})
	}
}

// TestPraiseIsAdvice: a sentence praising one value ("works best") without
// a requirement word is a recommendation, not a whitelist.
func TestPraiseIsAdvice(t *testing.T) {
	tests := []struct {
		text string
		want compliance.Severity
	}{
		{"Vertical 9:16 works best for Stories.", compliance.SeverityWarning},
		{"A 4:5 image is best in the feed.", compliance.SeverityWarning},
		{"For best results, keep videos under 15 seconds.", compliance.SeverityWarning},
		{"PNG | 4:5 fills the most room on a phone screen", compliance.SeverityWarning},
		{"1:1 works everywhere, so it is the safe choice.", compliance.SeverityWarning},
		{"Videos must be 9:16; this works best for Stories.", compliance.SeverityCritical},
		// A choice given with what it gains is advice.
		{"Pick 1080 × 1350 images; tall images take up more room on a phone.", compliance.SeverityWarning},
		{"Go for 15-second cuts: shorter spots get more completed views.", compliance.SeverityWarning},
		{"Images must be 1080 × 1350; tall images take up more room on a phone.", compliance.SeverityCritical},
	}
	for _, tt := range tests {
		if got, _ := brd.Severity(tt.text); got != tt.want {
			t.Errorf("Severity(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestRatioMentionsCheckUnscopedLists: a size or ratio list no kind limits
// is left for review when another block allows a ratio none of its values
// has; a list limited to a kind is compared only with its kind's blocks.
func TestRatioMentionsCheckUnscopedLists(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		reason                  string
	}{
		{"pictures beside clips", "# Upload\nPictures: use 1200 x 600 px or 900 x 900 px.\nClips: aspect ratio 16:9 or 9:16, MP4.", "dimensions", "1200 x 600", "also allows the aspect ratio 16:9"},
		{"a ratio list beside another", "# Upload\nPictures: aspect ratio 2:1 or 1:1.\nClips: aspect ratio 16:9 or 9:16, MP4.", "aspectRatio", "2:1", "also allows the aspect ratio 16:9"},
		{"every ratio covered", "# Upload\nPictures: use 1920 x 1080 px or 1080 x 1920 px.\nClips: aspect ratio 16:9 or 9:16, MP4.", "dimensions", "1920 x 1080", ""},
		{"another kind's section", "# Campaign\n## Video ads\nVideo ads must be 1920 x 1080.\n## Static banners\nStatic banners: aspect ratio 1:1.", "dimensions", "1920 x 1080", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// wantReview checks that a rule is enabled and unflagged (reason "") or
// disabled and flagged with a reason containing reason.
func wantReview(t *testing.T, r compliance.Rule, reason string) {
	t.Helper()
	if reason == "" {
		if r.NeedsReview || !r.Enabled {
			t.Fatalf("flagged: %s", dump(r))
		}
		return
	}
	if !r.NeedsReview || r.Enabled || !strings.Contains(r.ReviewReason, reason) {
		t.Fatalf("want disabled and flagged for %q, got %s", reason, dump(r))
	}
}

// TestBannerSizeListsAreTheBanners: a list of allowed sizes that are all
// standard banner sizes, with nothing saying which assets it is for, is
// the display units' list; a list that names any other size keeps the
// scope (none) it was read with.
func TestBannerSizeListsAreTheBanners(t *testing.T) {
	tests := []struct {
		name, src, quote string
		kinds            []string
	}{
		{"pinned banner sizes", "# Launch notes\nWhat we agreed:\n- sizes: 336x280, 468x60, 120x600\n- spots run :15 and :30, 1080p H.264", "336x280", []string{"static", "animated", "html5"}},
		{"a list with a video frame size", "# Launch notes\nAccepted sizes: 300x250, 1920x1080 and 728x90.", "1920x1080", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "dimensions", tt.quote)
			if !slices.Equal(ruleKinds(r), tt.kinds) || !r.Enabled {
				t.Fatalf("want enabled with kinds %v, got %s", tt.kinds, dump(r))
			}
		})
	}
}

// TestFileCountsThatDisagree: two limits on the number of files in a
// package, with nothing telling which units each is for, are left for
// review like two file sizes; one limit alone stays enabled.
func TestFileCountsThatDisagree(t *testing.T) {
	tests := []struct {
		name, src, quote, reason string
	}{
		{"two counts, no scope", "# Rich media delivery\nUnit A\nMax. files: 12\nUnit B\nMax. files: 25", "12", "also gives"},
		{"one count", "# Rich media delivery\nUnit A\nMax. files: 12", "12", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, "metadata", tt.quote), tt.reason)
		})
	}
}

// TestTighterUnscopedSizeLimitWithAHigherOne: a file size limit that
// names no assets, in a document that states a higher limit elsewhere
// (cards of placements, each with its own maximum), is left for review;
// a limit with only smaller figures beside it stays.
func TestTighterUnscopedSizeLimitWithAHigherOne(t *testing.T) {
	tests := []struct {
		name, src, quote, reason string
	}{
		{"two placement cards", "# Placements\nEach card lists what a file must meet.\n\nTop banner · Onsite\nFile type | JPG or PNG\nMax file size | 250 KB\n\nNewsletter slot · Email\nMax file size: 90 KB", "90 KB", "higher limit"},
		{"the highest of them stays", "# Placements\nEach card lists what a file must meet.\n\nTop banner · Onsite\nFile type | JPG or PNG\nMax file size | 250 KB\n\nNewsletter slot · Email\nMax file size: 90 KB", "250 KB", ""},
		{"a single limit", "# Placements\nAll files: 120 KB maximum.\nA typical still weighs around 35 KB.", "120 KB", ""},
		// Advice fails no file: a target under the maximum stays on.
		{"a preferred size under the maximum", "# Packages\nSlide packages: 30 MB maximum; 12 MB or less preferred.", "12 MB", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, "fileSize", tt.quote), tt.reason)
		})
	}
}

// TestGeneralLimitKeepsOffTheHigherSize: a file size limit beside one
// listed size the document lets go higher checks the list's other sizes;
// with no exception it keeps no sizes.
func TestGeneralLimitKeepsOffTheHigherSize(t *testing.T) {
	tests := []struct {
		name, src, quote string
		sizes            []string
	}{
		{"one size allowed more", "# Display\nSizes: 300x250, 728x90 and 160x600.\nThe maximum file size is 120 KB; the 160x600 may weigh 180 KB.", "120 KB", []string{"300x250", "728x90"}},
		{"no exception", "# Display\nSizes: 300x250, 728x90 and 160x600.\nThe maximum file size is 120 KB.", "120 KB", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, "fileSize", tt.quote)
			if !r.Enabled || !slices.Equal(paramSizes(r), tt.sizes) {
				t.Fatalf("want enabled with sizes %v, got %s", tt.sizes, dump(r))
			}
		})
	}
}

func paramSizes(r compliance.Rule) []string {
	if r.Params == nil {
		return nil
	}
	return r.Params.Sizes
}

// TestSystemRequirementsAreNotAssetLimits: in a requirements document about
// a piece of software, what the software itself must do (generate its own
// thumbnails, finish an upload over a given line, show a code on a page)
// is no limit on the creative; what the software must reject is. Sentences
// of my own about an invented asset library.
func TestSystemRequirementsAreNotAssetLimits(t *testing.T) {
	srs := "# 4 Functional requirements\n" +
		"LIB-01 The Atlas shall keep one record per creative.\n" +
		"LIB-02 The Atlas shall let reviewers comment on a proof.\n" +
		"LIB-03 The Atlas shall send a reminder two days before expiry.\n" +
		"LIB-04 The Atlas shall create thumbnails of every banner at 320x180 pixels.\n" +
		"LIB-05 The Atlas shall complete the transfer of a 3 GB master over a 40 Mbps line in under five minutes.\n" +
		"# 5 Validation of display files\n" +
		"VAL-01 The Atlas shall reject any HTML5 banner heavier than 180 KB.\n" +
		"VAL-02 The Atlas shall refuse a video longer than 45 seconds.\n"
	tests := []struct {
		name, src, field, quote string
		reason                  string // "" means enabled, not flagged
	}{
		{"the system's own thumbnails", srs, "dimensions", "320x180", "of the system"},
		{"the system's transfer speed", srs, "bitrate", "40 Mbps", "of the system"},
		{"a size the system rejects", srs, "fileSize", "180 KB", ""},
		{"a length the system refuses", srs, "duration", "45 seconds", ""},
		{"the system's own screens", srs + "# 6 Environment\nThe user interface shall be usable at a viewport width of 1366 pixels or more.\n", "dimensions", "1366", "of the system"},
		// Called plainly "the system".
		{"a plain system's previews", strings.ReplaceAll(srs, "The Atlas", "The system"), "dimensions", "320x180", "of the system"},
		{"a size a plain system rejects", strings.ReplaceAll(srs, "The Atlas", "The system"), "fileSize", "180 KB", ""},
		// One mention of a named party is no system: its limit stays.
		{"a name met once", "# Display\nThe Studio shall create every banner at 300x250 pixels.", "dimensions", "300x250", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestProjectConventionsAreNotAssetRules: a project plan's own conventions
// (how its reports are named, how its risks are scored) are not rules for
// the creative; the creative's naming and safety information are. Sentences
// of my own.
func TestProjectConventionsAreNotAssetRules(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		reason                  string // "" means enabled, not flagged
	}{
		{"the project's reports", "# Governance\nStatus reports are named PRJ-22_[Week]_[Author]_v[N], for example PRJ-22_W14_Lee_v2.pdf.", "naming", "PRJ-22", "project's own documents"},
		{"the creative files", "# Delivery\nBanner files must be named ACME_[Size]_v[NN].zip, for example ACME_300x250_v01.zip.", "naming", "ACME_", ""},
		{"a project risk score", "# 9. Controls\n| Tolerance | Programme level | Phase level | Package level |\n| Cost | ±8% | ±4% | ±£2,000 |\n| Risk | No open risk with a score above 18 | As programme | As programme |", "fairBalance", "score above 18", "project risk"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestPackageFormatListsKeepTheBackup: a list of rich-unit formats that
// leaves out the still format the document gives the unit's backup image
// would fail that backup; a list that has it stays. Sentences of my own.
func TestPackageFormatListsKeepTheBackup(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		reason                  string // "" means enabled, not flagged
	}{
		{"a ZIP-only list beside a PNG backup", "# Display\nEach rich unit ships as a ZIP package.\nThe static backup image must be a PNG of at most 50 KB.", "format", "ZIP package", "backup image the format PNG"},
		{"a list that names the backup's format", "# Display\nEach rich unit ships as a ZIP package or a PNG.\nThe static backup image must be a PNG of at most 50 KB.", "format", "ZIP package or", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, tt.field, tt.quote), tt.reason)
		})
	}
}

// TestRejectionBelowIsAMinimum: a rejection's condition names what fails,
// so "reject X whose Y is below N" makes N the least that passes, never
// the most; "reject X over N" stays a maximum. Sentences of my own.
func TestRejectionBelowIsAMinimum(t *testing.T) {
	tests := []struct {
		name, src, field, quote, want, notWant string
	}{
		{"a spot that is too short", "# Video\nThe checker shall reject a spot shorter than 6 seconds.", "duration", "shorter than 6", `"min":6`, `"max"`},
		{"a clip under a size", "# Video\nThe portal shall block a clip whose frame is under 1024 × 576 pixels.", "dimensions", "1024", `"minWidth":1024`, `"maxWidth"`},
		{"a file that is too heavy", "# Display\nThe checker shall reject a banner heavier than 150 KB.", "fileSize", "150 KB", `"max":150`, `"min"`},
		{"a plain ceiling", "# Video\nSpots must run under 30 seconds.", "duration", "30 seconds", `"max":30`, `"min"`},
		// Its "more than" or "longer than" is the most that passes.
		{"a unit that plays too long", "# Display\nThe validator shall reject an animated unit whose animation lasts longer than 12 seconds.", "duration", "12 seconds", `"max":12`, `"min"`},
		{"a package that loads too much later", "# Display\nThe validator shall reject an HTML5 package that loads more than 400 KB after the page has loaded.", "fileSize", "400 KB", `"max":400`, `"min"`},
		// "15 min" before another value is minutes, not a minimum.
		{"minutes before a weight", "# Video\nClips: 5 s – 12 min · MP4 · 2 GB · up to 30 fps", "fileSize", "2 GB", `"max":2097152`, `"min"`},
		// A rejection whose bound word follows the value: the value is
		// the first that fails, so what passes lies on the other side.
		{"a host that refuses weights from a value up", "# Newsletter\nKeep the markup light: the mail host refuses anything at 90 KB or above.", "fileSize", "90 KB", `"max":90`, `"min"`},
		{"a portal that rejects lengths from a value down", "# Video\nThe portal rejects any clip of 5 seconds or less.", "duration", "5 seconds", `"min":5`, `"max"`},
		{"a warning above a count", "# Email\nThe validator should warn when the subject line runs to more than 55 characters.", "characterCount", "55", `"max":55`, `"min"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := reviewed(t, tt.src, tt.field, tt.quote)
			p, err := json.Marshal(r.Params)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(p), tt.want) || strings.Contains(string(p), tt.notWant) {
				t.Errorf("params %s: want %s and no %s", p, tt.want, tt.notWant)
			}
		})
	}
}

// TestChoiceWithItsGainIsAdvice: an imperative whose next clause gives what
// the choice gains ("they take up more room") is advice; with "must" it is
// still required.
func TestChoiceWithItsGainIsAdvice(t *testing.T) {
	tests := []struct {
		src, field, quote string
		want              compliance.Severity
	}{
		{"# Feed ads\nSupply images at 1080 × 1350 px; tall images take up more room on a phone.", "dimensions", "1080", compliance.SeverityWarning},
		{"# Feed ads\nImages must be 1080 × 1350; tall images take up more room on a phone.", "dimensions", "1080", compliance.SeverityCritical},
	}
	for _, tt := range tests {
		if r := reviewed(t, tt.src, tt.field, tt.quote); r.Severity != tt.want {
			t.Errorf("%q: severity %s, want %s", tt.src, r.Severity, tt.want)
		}
	}
}

// TestOnScreenTimeBoundsStayTogether: a sentence bounding how long an
// element stays on screen from both sides keeps its subject for both
// bounds; its later bound is not the whole spot's length.
func TestOnScreenTimeBoundsStayTogether(t *testing.T) {
	tests := []struct{ name, src string }{
		{"a subtitle's display time", "# Subtitles\nEvery subtitle is displayed for at least 2 seconds and for no more than 6 seconds."},
		{"a title card's hold", "# End card\nThe closing title stays on screen for at least 3 seconds, and for at most 5 seconds."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range extractText(tt.src).Rules {
				if r.Enabled && r.Field == "duration" && r.Params != nil && r.Params.Max != nil && *r.Params.Max < 20 {
					t.Errorf("the element's time read as the spot's length: %s %s (quote %q)", r.Rule, dumpP(r.Params), r.Source.Quote)
				}
			}
		})
	}
	// A spot's own length in the same shape stays the spot's.
	found := false
	for _, r := range extractText("# Video\nEach spot runs for no more than 15 seconds.").Rules {
		found = found || r.Enabled && r.Field == "duration" && r.Params != nil && r.Params.Max != nil && *r.Params.Max == 15
	}
	if !found {
		t.Error("the spot's own ceiling of 15 seconds is not an enabled duration rule")
	}
}

// TestStretchesAreNoLength: seconds of black, slate or padding around the
// picture are a stretch of the spot, not its length.
func TestStretchesAreNoLength(t *testing.T) {
	for _, src := range []string{
		"# Master\n| Ref | Requirement | Level |\n| 3.2 | Picture starts at 10:00:00:00; 3 seconds of black follow the final frame | M |",
		"# Master\nThere may be at most 0.4 seconds of black at the head or the tail.",
	} {
		for _, r := range extractText(src).Rules {
			if r.Field == "duration" && r.Params != nil && r.Params.Check == "" {
				t.Errorf("%q: a stretch read as the spot's length: %s %s", src, r.Rule, dumpP(r.Params))
			}
		}
	}
}

// TestBlackAndSilenceAtTheEnds: seconds of black and silence at the head
// or the tail are measured as the spot's silence there.
func TestBlackAndSilenceAtTheEnds(t *testing.T) {
	found := false
	for _, r := range extractText("# Master\nKeep no more than 0.4 seconds of black and silence at the head or at the tail.").Rules {
		if r.Field == "duration" && r.Params != nil {
			if r.Params.Check != compliance.DurationCheckHeadTail {
				t.Errorf("black and silence read as the spot's length: %s %s", r.Rule, dumpP(r.Params))
			}
			found = found || r.Params.Max != nil && *r.Params.Max == 0.4
		}
	}
	if !found {
		t.Error("no head and tail silence of at most 0.4 s")
	}
}

// TestBookedLengthLeewayIsNoLength: seconds of leeway around the length a
// spot was booked at, or the example they give for one length, are no
// limit of every spot.
func TestBookedLengthLeewayIsNoLength(t *testing.T) {
	src := "# Length\nA spot may be up to 0.4 seconds longer than the booked length (for example 20.4 seconds for a :20) but never shorter."
	for _, r := range extractText(src).Rules {
		if r.Enabled && r.Field == "duration" && r.Params != nil && r.Params.Max != nil {
			t.Errorf("a leeway read as every spot's length: %s %s", r.Rule, dumpP(r.Params))
		}
	}
}

// TestTrackLayoutsAreNoChannelCount: a multitrack master's layout names
// what each pair of tracks carries; its "stereo" is no channel count of
// the file. A plain "stereo" still is.
func TestTrackLayoutsAreNoChannelCount(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{"# Sound\n| Ref | Requirement | Level |\n| 3.1 | PCM, 48 kHz / 24-bit, six tracks: 1–2 stereo mix, 3–4 stereo M&E, 5–6 silent | M |", false},
		{"# Sound\n| Item | Spec | Level |\n| Audio channels | Ch 1/2 stereo full mix; Ch 3–6 silent or 5.1 | MUST |", false},
		{"# Audio\nAudio must be stereo AAC at 48 kHz.", true},
	}
	for _, tt := range tests {
		got := false
		for _, r := range extractText(tt.src).Rules {
			got = got || r.Enabled && r.Field == "audioChannels"
		}
		if got != tt.want {
			t.Errorf("%q: an enabled channel count %v, want %v", tt.src, got, tt.want)
		}
	}
}

// TestOneAmongFormatsIsNoAllowedList: a sentence asking for at least one
// file of a format among others allows the others; a plain format
// requirement still lists the only format.
func TestOneAmongFormatsIsNoAllowedList(t *testing.T) {
	tests := []struct{ name, src, quote, reason string }{
		{"at least one", "# Video\nA wrapper must contain at least one MP4 media file.", "MP4", "at least one"},
		{"one or more", "# Video\nThe VAST document shall carry one or more MP4 renditions.", "MP4", "at least one"},
		{"the only format", "# Video\nMedia files must be MP4.", "MP4", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantReview(t, reviewed(t, tt.src, "format", tt.quote), tt.reason)
		})
	}
}

// TestFormatNamingTheMeasuredFile: a format that says which file a size
// or a deadline is about ("HTML file size", "the HTML file no larger
// than", "the PNG artwork is due") is no list of allowed formats, so a
// banner of another format does not fail it; a format offered as what to
// supply still is one.
func TestFormatNamingTheMeasuredFile(t *testing.T) {
	tests := []struct {
		name, src string
		formats   []string // the enabled format rules' values; nil: none
		maxKB     float64  // an enabled file-size cap wanted; 0: none
	}{
		{"a size label naming the format", "# Newsletter\n| Spec | Maximum |\n| HTML file size (KB) | 80 |\n| Body width (px) | 640 |", nil, 80},
		{"a requirement cell with two kinds of value", "# Newsletter\n| Ref | Requirement | Priority |\n| N-1 | Body width 640 px; HTML file no larger than 75 KB. | Must |\n| N-2 | Subject line of 50 characters or fewer. | Must |", nil, 75},
		{"a comparison without a verb", "# Newsletter\nHTML file no larger than 75 KB.", nil, 75},
		{"an acceptance criterion about the file", "# Email\nGiven the HTML file, then it is under 95 KB so that webmail shows the footer.", nil, 95},
		{"a deadline of the file", "# 4. Timing\nFinished HTML is due 4 working days before deployment; test sends go to up to 8 inboxes you pick.", nil, 0},
		{"a file offered with its cap", "# Video\nDeliver an MP4 file of up to 1 GB.", []string{"MP4"}, 1048576},
		{"formats listed with their cap", "# Display\nImages: JPG or PNG files under 200 KB each.", []string{"JPG", "PNG"}, 200},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var formats []string
			var maxKB float64
			for _, r := range extractText(tt.src).Rules {
				if !r.Enabled || r.Params == nil {
					continue
				}
				switch r.Field {
				case "format":
					formats = append(formats, r.Params.Allowed...)
				case "fileSize":
					if r.Params.Max != nil {
						maxKB = *r.Params.Max
					}
				}
			}
			if !slices.Equal(formats, tt.formats) || maxKB != tt.maxKB {
				t.Errorf("formats %v and cap %v KB, want %v and %v", formats, maxKB, tt.formats, tt.maxKB)
			}
		})
	}
}

// TestStereoMixBesideAMultitrackLayout: a document that lays out a master
// of more tracks than two names its stereo mix as a pair of them, so a
// channel count read from another line about that mix fails the master
// the document asks for: it is left for review. Without such a layout the
// count stays.
func TestStereoMixBesideAMultitrackLayout(t *testing.T) {
	layout := "# Sound\n| Ref | Requirement | Level |\n| 4.1 | PCM 48 kHz, six tracks: 1–2 stereo mix, 3–4 stereo M&E, 5–6 silent | M |\n"
	tests := []struct {
		name, src string
		enabled   bool
	}{
		{"the mix's loudness under a layout", layout + "| 4.2 | Stereo mix at -23 LUFS integrated, ±1 LU | M |", false},
		{"numbered channels", "# Sound\nMaster audio: Ch 1/2 stereo full mix; Ch 3–8 silent.\n\nThe stereo mix must peak below -2 dBTP and be stereo.", false},
		{"no layout", "# Sound\nThe mix must be stereo at -23 LUFS.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got *compliance.Rule
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "audioChannels" {
					got = &r
				}
			}
			if got == nil {
				t.Fatal("no channel count")
			}
			if got.Enabled != tt.enabled || !tt.enabled && !strings.Contains(got.ReviewReason, "lays out more audio tracks") {
				t.Errorf("enabled %v (%q), want %v", got.Enabled, got.ReviewReason, tt.enabled)
			}
		})
	}
}

// TestWhatThePlatformDoesToContentBeyondAValue: content beyond a value
// and what the platform then does to it, told in the passive ("masters
// below 6 Mbps are transcoded again", "images larger than 5 MB are
// compressed"), is the reason for a limit, not one: read as one, "below
// 6 Mbps" became a ceiling every good master fails.
func TestWhatThePlatformDoesToContentBeyondAValue(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"# Video\nUpload masters at 12 Mbps or more; masters below 6 Mbps are transcoded again and can look blocky.", "bitrate", "12000/-"},
		{"# Images\nImages larger than 5 MB are compressed automatically by the feed.", "fileSize", ""},
		{"# Clips\nClips longer than 20 seconds get trimmed by the player.", "duration", ""},
		{"# Video\nSpots must not be longer than 30 seconds.", "duration", "-/30"},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field && r.Params != nil {
					got = append(got, numText(r.Params.Min)+"/"+numText(r.Params.Max))
				}
			}
			if strings.Join(got, ",") != tt.want {
				t.Errorf("bounds %q, want %q", got, tt.want)
			}
		})
	}
}

// TestOpenQuestionIsNoRequirement: a question still open, with its owner
// and date beside it ("Story length: 10 s or 20 s? (S-03) | Media |
// 12 May"), states no requirement yet, also when a short reference
// follows its question mark; a question answered in the next cell is read
// from the answer.
func TestOpenQuestionIsNoRequirement(t *testing.T) {
	tests := []struct {
		name, src string
		want      bool
	}{
		{"a row of open issues", "# 6. Open issues\n| # | Open issue | Owner | Due |\n| 1 | Story length: 10 s or 20 s? (S-03) | Media | 12 May |\n| 2 | Banner weight: 150 KB or 200 KB? | Agency | 19 May |", false},
		{"a sentence asking, with a reference", "# Open points\nStory length: 10 s or 20 s? (S-03)", false},
		{"a question answered beside it", "# FAQ\n| Topic | Answer |\n| Max file size? | 150 KB |", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := false
			for _, r := range extractText(tt.src).Rules {
				got = got || r.Enabled && (r.Field == "duration" || r.Field == "fileSize")
			}
			if got != tt.want {
				t.Errorf("an enabled length or size rule %v, want %v", got, tt.want)
			}
		})
	}
}
