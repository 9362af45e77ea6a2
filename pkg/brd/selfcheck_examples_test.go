package brd_test

import (
	"regexp"
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A naming template's own examples are approved names: the pattern read
// from the template accepts them, whatever the template's placeholders
// look like (alternative codes "[Rx|OTC]", several bracketed segments, a
// "[Dims or Duration]" slot, a print trim in inches), and rejects a name
// of another shape.
func TestNamingTemplateAcceptsItsOwnExamples(t *testing.T) {
	tests := []struct {
		name, text string
		accept     []string
		reject     []string
	}{
		{"alternative codes in brackets",
			"Deliverables shall be named QLX_[RX|OTC]_[Channel]_[Size]_[Version], e.g. QLX_OTC_BNR_160x600_V2.zip.",
			[]string{"QLX_OTC_BNR_160x600_V2.zip", "QLX_RX_SOC_1080x1080_V10.png", "QLX_OTC_BNR_160x600_V2_backup.jpg"},
			[]string{"QLX_VET_BNR_160x600_V2.zip", "QLX_OTC_160x600_V2.zip"}},
		{"alternatives spaced around the bar",
			"Name every file PLM_[EN | DE]_[Tactic]_[Version] such as PLM_DE_Mailer_V3.html.",
			[]string{"PLM_DE_Mailer_V3.html", "PLM_EN_Banner_V1.zip"},
			[]string{"PLM_IT_Mailer_V3.html"}},
		{"a slot for a size or a length",
			"Files are named HRB_[Audience]_[WxH or Length]_[Version] (for example HRB_PAT_15s_V1.mp4 and HRB_PAT_728x90_V2.gif).",
			[]string{"HRB_PAT_15s_V1.mp4", "HRB_PAT_728x90_V2.gif", "HRB_HCP_Invite_V1.html"},
			[]string{"HRB_PAT_V1.mp4"}},
		{"a print trim in inches",
			"File naming: ODL_[Audience]_[Size]_[Version], for example ODL_HCP_8.5x11_V1.pdf.",
			[]string{"ODL_HCP_8.5x11_V1.pdf", "ODL_CON_5.5x8.5_V2.pdf", "ODL_HCP_300x250_V1.zip"},
			[]string{"ODL_HCP_Letter_V1.pdf"}},
		{"placeholders in another script, hyphenated, with a stray space",
			"Nomenclatura dos ficheiros: QRT_[País]_[Ad-ID]_v[NN ], ex.: QRT_PT_ABCD0030000H_v01.mp4",
			[]string{"QRT_PT_ABCD0030000H_v01.mp4", "QRT_BR_ABCD0015000H_v12.wav"},
			[]string{"QRT_PT_v01.mp4", "XYZ_PT_ABCD0030000H_v01.mp4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := brd.ExtractParams(tt.text)["naming"]
			if p == nil || p.Pattern == "" {
				t.Fatalf("no naming pattern read from %q", tt.text)
			}
			re := regexp.MustCompile(p.Pattern)
			for _, n := range tt.accept {
				if !re.MatchString(n) {
					t.Errorf("pattern %s rejects %s", p.Pattern, n)
				}
			}
			for _, n := range tt.reject {
				if re.MatchString(n) {
					t.Errorf("pattern %s accepts %s", p.Pattern, n)
				}
			}
		})
	}
}

// The self-check reads the example names of a paragraph whose other
// sentence refuses something else ("files sent by email are not
// accepted"): a pattern that rejects them arrives disabled with the
// reason. A name its own sentence refuses is no example.
func TestSelfCheckReadsExamplesBesideARefusal(t *testing.T) {
	tests := []struct {
		name, text string
		enabled    bool
	}{
		{"example beside a refusal of another thing",
			"Name the files like MRV_HCP_300x250_V1.zip. Agencies must not send files by email.", false},
		{"refusal first, example after",
			"Links in emails are not tracked; use names like MRV_HCP_300x250_V1.zip for every banner.", false},
		{"the name is the one refused",
			"Name the files by the template. A file named MRV_HCP_300x250_V1.zip is not accepted.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := parseSource("# Delivery\n## File names\n" + tt.text)
			rules := brd.SelfCheck(doc, []compliance.Rule{{Field: "naming", Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Pattern: `^MRV_\d+x\d+_[Vv]\d+\.[a-z]+$`}, Source: &compliance.Source{Quote: tt.text, Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
			if !tt.enabled && rules[0].ReviewReason == "" {
				t.Error("left for review without a reason")
			}
		})
	}
}

// A template whose variable segment is a length names files that play: a
// companion image of the same campaign has no length to put there, so the
// rule is the video and audio files'. One with a size is the sized files'.
func TestNamingTemplateKindsFromItsSegments(t *testing.T) {
	tests := []struct {
		name, text string
		kinds      []string
	}{
		{"a length segment", "# Audio delivery\nName every file WRN_[Client]_[Spot ID]_[Length].[ext], e.g. WRN_Acme_SP0042_30.wav.", []string{"video", "audio"}},
		{"a size segment", "# Display delivery\nName every file WRN_[Client]_[Size]_[Version], e.g. WRN_Acme_300x250_V1.zip.", []string{"static", "animated", "html5", "video"}},
		{"a size or a length", "# Delivery\nName every file WRN_[Client]_[Size or Length]_[Version], e.g. WRN_Acme_30s_V1.mp4.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := brd.Extract(parseSource(tt.text), brd.Options{})
			for _, r := range res.Rules {
				if r.Field != "naming" {
					continue
				}
				if !r.Enabled {
					t.Fatalf("naming rule left for review: %s", r.ReviewReason)
				}
				if got := r.Params.Kinds; !slices.Equal(got, tt.kinds) {
					t.Errorf("kinds %v, want %v (pattern %s)", got, tt.kinds, r.Params.Pattern)
				}
				return
			}
			t.Fatal("no naming rule")
		})
	}
}

// A length read under one of several unit sections of one parent (one
// screen among the network's screens, each with its own size) is that
// unit's: a sibling unit's length it would fail leaves it for review.
// Sections that are not units of one kind keep the rule.
func TestSelfCheckLengthsOfSiblingUnits(t *testing.T) {
	tests := []struct {
		name, doc string
		enabled   bool
	}{
		{"a sibling screen runs longer spots",
			"# Placements\n## Lobby screens\n- Landscape, 1280 x 720 pixels.\n- 10-second spots only.\n## Counter screens\n- Portrait, 720 x 1280 pixels.\n- 10 or 20 seconds.", false},
		{"the sibling gives no size of its own",
			"# Placements\n## Lobby screens\n- Landscape, 1280 x 720 pixels.\n- 10-second spots only.\n## Booking\n- Book 20 seconds of airtime per slot.", true},
		{"the sibling is another kind of asset",
			"# Placements\n## Lobby screens\n- Landscape, 1280 x 720 pixels.\n- 10-second spots only.\n## Audio spots\n- Companion 640 x 640 pixels.\n- 20 seconds.", true},
		{"a print gave the parent and its units one level",
			"# Placements\n# Lobby screens\n- Landscape, 1280 x 720 pixels.\n- 10-second spots only.\n# Counter screens\n- Portrait, 720 x 1280 pixels.\n- 10 or 20 seconds.", false},
		{"top-level sections with no empty heading before them",
			"# Lobby screens\n- Landscape, 1280 x 720 pixels.\n- 10-second spots only.\n# Counter screens\n- Portrait, 720 x 1280 pixels.\n- 10 or 20 seconds.", true},
		{"the sibling's value is a tolerance",
			"# Placements\n## Lobby screens\n- Landscape, 1280 x 720 pixels.\n- 10-second spots only.\n## Counter screens\n- Portrait, 720 x 1280 pixels.\n- Length within 0.5 seconds.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := parseSource(tt.doc)
			rules := brd.SelfCheck(doc, []compliance.Rule{{Field: "duration", Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Max: ptrTo(10.0), Unit: "s"}, Source: &compliance.Source{Quote: "10-second spots only.", Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

func ptrTo[T any](v T) *T { return &v }

// The same holds for a size list: one unit's size is not every asset's.
// A rule of one channel is not failed by a sibling section of another.
func TestSelfCheckSizesOfSiblingUnits(t *testing.T) {
	const screens = "# Screens\n## Waiting room\n- Resolution: 1280 x 720 px.\n## Exam-room tablet\n- Canvas: 1600 x 1200 px."
	const channels = "# Channels\n## Programmatic display\n- Sizes: 300 x 250 and 728 x 90.\n## Meta\n- Stories: 1080 x 1920."
	tests := []struct {
		name, doc, quote, channel string
		allowed                   []string
		enabled                   bool
	}{
		{"a sibling screen of another size", screens, "Resolution: 1280 x 720 px.", "", []string{"1280x720"}, false},
		{"a sibling section of another channel", channels, "Sizes: 300 x 250 and 728 x 90.", "Display", []string{"300x250", "728x90"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.SelfCheck(parseSource(tt.doc), []compliance.Rule{{Field: "dimensions", Channel: tt.channel, Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Allowed: tt.allowed}, Source: &compliance.Source{Quote: tt.quote, Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

// A file-size ceiling of one unit section is that unit's: a sibling unit
// that allows its files more leaves it for review; a sibling with a
// smaller ceiling, one for another kind of file, or one with no size of
// its own keeps it.
func TestSelfCheckFileSizesOfSiblingUnits(t *testing.T) {
	tests := []struct {
		name, doc string
		enabled   bool
	}{
		{"a sibling unit takes heavier files",
			"# Slots\n## Start-up screen\n- Image: 1170 x 2532 px.\n- Heaviest file: 400 KB.\n## Shelf tile\n- Image: 500 x 500 px.\n- Heaviest file: 150 KB.", false},
		{"a sibling unit takes lighter files",
			"# Slots\n## Start-up screen\n- Image: 1170 x 2532 px.\n- Heaviest file: 100 KB.\n## Shelf tile\n- Image: 500 x 500 px.\n- Heaviest file: 150 KB.", true},
		{"the sibling's ceiling is another kind's",
			"# Slots\n## Start-up screen\n- Clip: 1170 x 2532 px, MP4 video.\n- Video files up to 40 MB.\n## Shelf tile\n- Image: 500 x 500 px.\n- Heaviest file: 150 KB.", true},
		{"the sibling's ceiling is for files of a format of another kind",
			"# Slots\n## Start-up screen\n- Canvas: 1170 x 2532 px.\n- File: MP4, H.264, up to 40 MB.\n## Shelf tile\n- Image: 500 x 500 px.\n- Heaviest file: 150 KB.", true},
		{"the sibling gives no size of its own",
			"# Slots\n## Ordering\n- Send files of up to 2 MB by e-mail.\n## Shelf tile\n- Image: 500 x 500 px.\n- Heaviest file: 150 KB.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.SelfCheck(parseSource(tt.doc), []compliance.Rule{{Field: "fileSize", Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Max: ptrTo(150.0), Unit: "KB", Kinds: []string{"static"}}, Source: &compliance.Source{Quote: "Heaviest file: 150 KB.", Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

// A format list is checked against the other formats the document accepts
// for the same kind of file: a video list of one format beside a table
// that accepts three would fail two of them. Other kinds' formats and
// formats the document refuses keep it.
func TestSelfCheckFormatsTheDocumentAlsoAccepts(t *testing.T) {
	tests := []struct {
		name, doc string
		enabled   bool
		sizes     []string
	}{
		{"another video format accepted elsewhere",
			"# Uploads\n## Video\n- Each ad carries one MP4 rendition.\n## Accepted files\n- Hosted video: MP4, MOV or WebM.", false, nil},
		{"another kind's formats",
			"# Uploads\n## Video\n- Each ad carries one MP4 rendition.\n## Accepted files\n- Images: JPG or PNG.", true, nil},
		{"a format the document refuses",
			"# Uploads\n## Video\n- Each ad carries one MP4 rendition.\n## Accepted files\n- MOV files are not accepted.", true, nil},
		{"a list of one size's",
			"# Uploads\n## Video\n- Each ad carries one MP4 rendition.\n## Accepted files\n- Hosted video: MP4, MOV or WebM.", true, []string{"640x360"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.SelfCheck(parseSource(tt.doc), []compliance.Rule{{Field: "format", Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Allowed: []string{"MP4"}, Sizes: tt.sizes}, Source: &compliance.Source{Quote: "Each ad carries one MP4 rendition.", Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

// A caption file's format list is compared with every other statement of
// caption formats, whatever placement it names: a sidecar list applied
// everywhere fails the broadcast file the document also asks for. Another
// part's list (a backup image's) is that part's alone.
func TestSelfCheckCaptionFormatsAcrossPlacements(t *testing.T) {
	tests := []struct {
		name, doc string
		allowed   []string
		parts     []string
		enabled   bool
	}{
		{"a broadcast caption format beside the streaming one",
			"# Captions\n- Broadcast: captions embedded in the master plus an SCC file.\n- Online: a WebVTT sidecar file.", []string{"VTT"}, []string{"captionFile"}, false},
		{"only one caption format in the document",
			"# Captions\n- Online: a WebVTT sidecar file.\n- Banners may be GIF or JPG.", []string{"VTT"}, []string{"captionFile"}, true},
		{"a backup image's list beside other image formats",
			"# Display\n- Online: a WebVTT sidecar file.\n- Images may be JPG or PNG.", []string{"JPG"}, []string{"backup"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.SelfCheck(parseSource(tt.doc), []compliance.Rule{{Field: "format", Enabled: true, Severity: compliance.SeverityCritical,
				Params: &compliance.Params{Allowed: tt.allowed, Parts: tt.parts}, Source: &compliance.Source{Quote: "Online: a WebVTT sidecar file.", Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

// A size the document lists is an example only for rules of assets that
// could have it: a standard banner size beside a rule for video files
// (no spot is delivered at 300 × 250), or a size whose own sentence names
// only other kinds of file, fails no video or banner list. A document
// with video inside its banners may mean video at a banner's size, and a
// size of the rule's own kind still fails it.
func TestSelfCheckSizesOfOtherKinds(t *testing.T) {
	const oneSection = "# Specs\n- Banners: 300 x 250, 728 x 90 and 160 x 600.\n- Spots: MP4, 1920 x 1080, 25 fps.\n- A 1280 x 720 copy is accepted too."
	const spotsOnly = "# Specs\n- Mobile leaderboard 320 x 50 for the app.\n- Spots: MP4, 1920 x 1080, 25 fps."
	const bannerList = "# Specs\n- Banner sizes: 300 x 250 and 728 x 90.\n- Spot: MP4 video, 1920 x 1080."
	video := func(sizes ...string) compliance.Rule {
		return compliance.Rule{Field: "dimensions", Enabled: true, Severity: compliance.SeverityCritical,
			Params: &compliance.Params{Allowed: sizes, Kinds: []string{"video"}}, Source: &compliance.Source{Quote: "Spots: MP4, 1920 x 1080, 25 fps.", Page: 1}}
	}
	banners := compliance.Rule{Field: "dimensions", Enabled: true, Severity: compliance.SeverityCritical,
		Params: &compliance.Params{Allowed: []string{"300x250", "728x90"}, Kinds: []string{"static", "animated", "html5"}}, Source: &compliance.Source{Quote: "Banner sizes: 300 x 250 and 728 x 90.", Page: 1}}
	inBanner := compliance.Rule{Field: "fileSize", Enabled: true, Severity: compliance.SeverityCritical,
		Params: &compliance.Params{Max: ptrTo(2048.0), Unit: "KB", Parts: []string{"inBannerVideo"}}, Source: &compliance.Source{Quote: "In-banner video: 2 MB.", Page: 1}}
	tests := []struct {
		name, doc string
		rules     []compliance.Rule
		enabled   bool
	}{
		{"banner sizes beside a video list", spotsOnly, []compliance.Rule{video("1920x1080")}, true},
		{"a video size of the rule's kind still fails it", oneSection, []compliance.Rule{video("1920x1080")}, false},
		{"every video size listed", oneSection, []compliance.Rule{video("1920x1080", "1280x720")}, true},
		{"video inside the banners", spotsOnly, []compliance.Rule{video("1920x1080"), inBanner}, false},
		{"a spot's size beside the banner list", bannerList, []compliance.Rule{banners}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.SelfCheck(parseSource(tt.doc), tt.rules)
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

// A limit of one banner size is no sign that a video list is incomplete:
// the 320 × 50's weight is a banner's, not a spot's. A limit of a size of
// the list's own kind still is.
func TestReviewListMissingASizeOfItsKind(t *testing.T) {
	const doc = "# Specs\n- Spots: MP4, 1920 x 1080, 25 fps.\n- The 320 x 50 may weigh 40 KB."
	spots := compliance.Rule{Field: "dimensions", Enabled: true, Severity: compliance.SeverityCritical,
		Params: &compliance.Params{Allowed: []string{"1920x1080"}, Kinds: []string{"video"}}, Source: &compliance.Source{Quote: "Spots: MP4, 1920 x 1080, 25 fps.", Page: 1}}
	limit := func(size string, max float64, kinds ...string) compliance.Rule {
		return compliance.Rule{Field: "fileSize", Enabled: true, Severity: compliance.SeverityCritical,
			Params: &compliance.Params{Max: ptrTo(max), Unit: "KB", Sizes: []string{size}, Kinds: kinds}, Source: &compliance.Source{Quote: "The " + size + " weight", Page: 1}}
	}
	tests := []struct {
		name    string
		limit   compliance.Rule
		enabled bool
	}{
		{"a banner size's weight", limit("320x50", 40), true},
		{"another video size's weight", limit("1280x720", 40960, "video"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := brd.Review(parseSource(doc), []compliance.Rule{spots, tt.limit})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}

// TestNamingTemplateRepairedFromItsExamples: a naming rule whose template
// the document's own example names contradict is repaired from the two
// together, when they line up, and stays switched on; an example that
// differs in the template's fixed code is another file's, and the rule is
// left for review as before.
func TestNamingTemplateRepairedFromItsExamples(t *testing.T) {
	tests := []struct {
		name, text string
		enabled    bool
		accept     []string // besides the text's examples
		reject     []string
	}{
		{"words written as placeholders without brackets",
			"# Delivery\nFile names should follow Client_Slot_Size_vN, for example Orvia_Leader_728x90_v3.jpg.", true,
			[]string{"Kesto_MPU_300x250_v1.zip"}, []string{"Orvia_Leader_v3.jpg"}},
		{"a size slot the example fills with a length",
			"# Delivery\nName every file ACM_[Format]_[Width]x[Height]_V[NN], e.g. ACM_Bumper_6s_V01.mp4 or ACM_MPU_300x250_V02.zip.", true,
			[]string{"ACM_Spot_30s_V03.mp4"}, []string{"ACM_Spot_V03.mp4", "XYZ_MPU_300x250_V02.zip"}},
		{"a placeholder the example leaves out",
			"# Delivery\nName files PLV_[Market]_[Size]_[Version], e.g. PLV_300x250_V1.zip.", true,
			[]string{"PLV_DE_728x90_V2.zip"}, []string{"PLV_DE_V2.zip"}},
		{"a segment the example adds at the end",
			"# Delivery\nName files TRQ_[Campaign]_[Length]s_[YYYYMMDD], e.g. TRQ_Spring_30s_20270301_640x640.jpg.", true,
			[]string{"TRQ_Spring_15s_20270301.mp4"}, []string{"TRQ_Spring_20270301.mp4"}},
		{"an example with another code is another file's",
			"# Delivery\nFile names must follow ZEP_[Channel]_[Size]_v[NN]. Example: NOV_DSP_300x250_v01.zip.", false, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := brd.Extract(parseSource(tt.text), brd.Options{})
			var rule *compliance.Rule
			for i := range res.Rules {
				if res.Rules[i].Field == "naming" && res.Rules[i].Params != nil && res.Rules[i].Params.Pattern != "" {
					rule = &res.Rules[i]
				}
			}
			if rule == nil {
				t.Fatalf("no naming rule in %v", ruleQuotes(res.Rules))
			}
			if rule.Enabled != tt.enabled {
				t.Fatalf("enabled %v, want %v (pattern %s, reason %q)", rule.Enabled, tt.enabled, rule.Params.Pattern, rule.ReviewReason)
			}
			if !tt.enabled {
				if rule.ReviewReason == "" {
					t.Error("left for review without a reason")
				}
				return
			}
			re := regexp.MustCompile(rule.Params.Pattern)
			for _, n := range append(regexp.MustCompile(`\b[A-Za-z0-9_]+\.(?:jpg|zip|mp4)\b`).FindAllString(tt.text, -1), tt.accept...) {
				if !re.MatchString(n) {
					t.Errorf("pattern %s rejects %s", rule.Params.Pattern, n)
				}
			}
			for _, n := range tt.reject {
				if re.MatchString(n) {
					t.Errorf("pattern %s accepts %s", rule.Params.Pattern, n)
				}
			}
		})
	}
}

// A preferred size is advice: the smaller size the document also accepts
// is what the advice grades, not an example the rule would wrongly fail.
// A required size list is still failed by it.
func TestSelfCheckPreferredSizeIsAdvice(t *testing.T) {
	const doc = "# Video\n- Frame: 1920 x 1080 preferred; 1280 x 720 is accepted."
	for _, tt := range []struct {
		severity compliance.Severity
		enabled  bool
	}{{compliance.SeverityWarning, true}, {compliance.SeverityCritical, false}} {
		t.Run(string(tt.severity), func(t *testing.T) {
			rules := brd.SelfCheck(parseSource(doc), []compliance.Rule{{Field: "dimensions", Enabled: true, Severity: tt.severity,
				Params: &compliance.Params{Allowed: []string{"1920x1080"}, Kinds: []string{"video"}}, Source: &compliance.Source{Quote: "Frame: 1920 x 1080 preferred", Page: 1}}})
			if rules[0].Enabled != tt.enabled {
				t.Errorf("enabled %v, want %v (reason %q)", rules[0].Enabled, tt.enabled, rules[0].ReviewReason)
			}
		})
	}
}
