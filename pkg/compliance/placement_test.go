package compliance_test

import (
	"context"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func TestScopeOf(t *testing.T) {
	tests := []struct {
		asset                     compliance.Asset
		platform, placement, part string
	}{
		{compliance.Asset{FileName: "KLV_TT_30s_9x16_v1.mp4"}, "tiktok", "", ""},
		{compliance.Asset{FileName: "SOL_LI_1200x627_20270315_v1.jpg"}, "linkedin", "", ""},
		{compliance.Asset{FileName: "ORV_CLM_IE_270415_V12_thumb.jpg"}, "", "clm", "thumbnail"},
		{compliance.Asset{FileName: "NUV_CMP_640x640_v1.png"}, "", "", "companionBanner"},
		// The part the team gave: a listed part in its own spelling, a
		// document part as written (lowerCamelCase kept).
		{compliance.Asset{FileName: "poster.png", Part: "kioskPoster"}, "", "", "kioskPoster"},
		{compliance.Asset{FileName: "poster.png", Part: " boothBanner "}, "", "", "boothBanner"},
		{compliance.Asset{FileName: "poster.png", Part: "End card"}, "", "", "endCard"},
		{compliance.Asset{FileName: "poster.png", Part: "ENDCARD"}, "", "", "endCard"},
		{compliance.Asset{FileName: "poster_thumb.png", Part: "kioskPoster"}, "", "", "kioskPoster"},
		{compliance.Asset{FileName: "spot_30s.vtt"}, "", "", "captionFile"},
		{compliance.Asset{FileName: "mrec_300x250.zip"}, "", "", ""},
		{compliance.Asset{FileName: "TITLE_300x250.zip"}, "", "", ""}, // "title" is not "tt"
		{compliance.Asset{FileName: "ZEL_DTC_30_MEZZ.mov"}, "", "", "mezzanine"},
		{compliance.Asset{FileName: "ZEL_DTC_30_MASTER.mov"}, "", "", "mezzanine"},
		{compliance.Asset{FileName: "ORB_AS_Screenshot_1320x2868_v4.png"}, "", "", "screenshot"},
		{compliance.Asset{FileName: "ORB_GP_Icon_512x512_v1.png"}, "", "", "appIcon"},
		{compliance.Asset{FileName: "PEL_EML_dosing_fragment_v2.html"}, "", "email", "fragment"},
		{compliance.Asset{FileName: "ZEL_DTC_30_DELIVERY.mp4"}, "", "", "delivery"},
		{compliance.Asset{FileName: "zel_30.mxf"}, "", "", "mezzanine"},
		// The bytes: a ProRes video is a mezzanine file; an H.264 one says nothing.
		{compliance.Asset{FileName: "zel_30.mov", Info: media.Info{Kind: media.KindVideo, VideoCodec: "apch"}}, "", "", "mezzanine"},
		{compliance.Asset{FileName: "zel_30.mp4", Info: media.Info{Kind: media.KindVideo, VideoCodec: "avc1"}}, "", "", ""},
		{compliance.Asset{FileName: "zel_30_dlv.mov", Info: media.Info{Kind: media.KindVideo, VideoCodec: "apch"}}, "", "", "delivery"},
		// Shorter versions of a spot, CLM package files, pieces of a creative.
		{compliance.Asset{FileName: "ZEL_DTC_15s_CD_v2.mp4"}, "", "", "cutdown"},
		{compliance.Asset{FileName: "ZEL_YT_6s_bumper.mp4"}, "youtube", "", "bumper"},
		{compliance.Asset{FileName: "ORV_CLM_shared_resource.zip"}, "", "clm", "sharedResource"},
		{compliance.Asset{FileName: "ZEL_US_PI_2027.pdf"}, "", "", "piDocument"},
		{compliance.Asset{FileName: "zel_isi_crawl_1080.mov"}, "", "", "isiCrawl"},
		{compliance.Asset{FileName: "exp_closebtn.png"}, "", "", "closeControl"},
		{compliance.Asset{FileName: "POD_hostread_script.txt"}, "", "", "hostRead"},
		// A PDF whose text has the PI's own heading is the PI document; an
		// ad that only points to it is not.
		{compliance.Asset{FileName: "label.pdf", Info: media.Info{Kind: media.KindDocument},
			Text: "HIGHLIGHTS OF PRESCRIBING INFORMATION\nThese highlights do not include"}, "", "", "piDocument"},
		{compliance.Asset{FileName: "journal_ad.pdf", Info: media.Info{Kind: media.KindDocument},
			Text: "Please see full Prescribing Information in the pocket."}, "", "", ""},
		{compliance.Asset{FileName: "isi_frame.jpg", Info: media.Info{Kind: media.KindImage},
			Text: "HIGHLIGHTS OF PRESCRIBING INFORMATION"}, "", "", ""},
		{compliance.Asset{FileName: "ZEL_CDN_300x250.zip"}, "", "", ""}, // "cdn" is not "cd"
		// A video named as a banner plays inside one; a banner image does not.
		{compliance.Asset{FileName: "MRV_FR_BAN_300x250_V2.mp4", Info: media.Info{Kind: media.KindVideo}}, "", "", "inBannerVideo"},
		{compliance.Asset{FileName: "MRV_FR_BAN_300x250_V2.jpg", Info: media.Info{Kind: media.KindImage}}, "", "", ""},
		{compliance.Asset{FileName: "spot_inbanner_15s.mp4"}, "", "", "inBannerVideo"},
		// What the campaign or metadata say wins over the name.
		{compliance.Asset{FileName: "KLV_TT_30s.mp4", Platform: "Meta", Placement: "stories"}, "meta", "stories", ""},
	}
	for _, tt := range tests {
		t.Run(tt.asset.FileName, func(t *testing.T) {
			pl, pc, pt := compliance.ScopeOf(tt.asset)
			if pl != tt.platform || pc != tt.placement || pt != tt.part {
				t.Errorf("got %q %q %q, want %q %q %q", pl, pc, pt, tt.platform, tt.placement, tt.part)
			}
		})
	}
}

func TestPlacementScope(t *testing.T) {
	max := func(v float64) *float64 { return &v }
	rule := func(p compliance.Params) compliance.Rule {
		p.Max, p.Unit = max(100), "KB"
		return compliance.Rule{ID: "r", Rule: "r", Field: "fileSize", Severity: compliance.SeverityCritical, Enabled: true, Params: &p}
	}
	heavy := func(name string) compliance.Asset {
		a := img(name, 300, 250, 200*1024)
		return a
	}
	tests := []struct {
		name    string
		rule    compliance.Rule
		asset   compliance.Asset
		applies bool
	}{
		{"no scope applies to all", rule(compliance.Params{}), heavy("mrec_300x250.jpg"), true},
		{"platform known and listed", rule(compliance.Params{Platforms: []string{"linkedin"}}), heavy("SOL_LI_300x250.jpg"), true},
		{"platform known, another", rule(compliance.Params{Platforms: []string{"linkedin"}}), heavy("KLV_TT_300x250.jpg"), false},
		{"platform unknown is not failed", rule(compliance.Params{Platforms: []string{"linkedin"}}), heavy("mrec_300x250.jpg"), false},
		{"Meta covers Instagram", rule(compliance.Params{Platforms: []string{"meta"}}), heavy("BR_IG_300x250.jpg"), true},
		{"Instagram does not cover every Meta asset", rule(compliance.Params{Platforms: []string{"instagram"}}), heavy("BR_META_300x250.jpg"), false},
		{"social placement on a social platform", rule(compliance.Params{Placements: []string{"social"}}), heavy("BR_LI_300x250.jpg"), true},
		{"placement from metadata", rule(compliance.Params{Placements: []string{"native"}}), compliance.Asset{FileName: "a.jpg", Placement: "native", Info: heavy("a.jpg").Info}, true},
		{"part", rule(compliance.Params{Parts: []string{"companionBanner"}}), heavy("NUV_CMP_300x250.png"), true},
		{"part unknown", rule(compliance.Params{Parts: []string{"companionBanner"}}), heavy("NUV_300x250.png"), false},
		{"a delivery file's limit skips the mezzanine", rule(compliance.Params{Parts: []string{"delivery"}}), heavy("SPOT_30_MEZZ.mov"), false},
		{"a delivery file's limit checks the delivery file", rule(compliance.Params{Parts: []string{"delivery"}}), heavy("SPOT_30_DELIVERY.mp4"), true},
		{"a bumper's limit checks the bumper", rule(compliance.Params{Parts: []string{"bumper"}}), heavy("SPOT_6s_bumper.mp4"), true},
		{"a bumper's limit skips the full spot", rule(compliance.Params{Parts: []string{"bumper"}}), heavy("SPOT_30s.mp4"), false},
		{"a cut-down's limit skips a file not named as one", rule(compliance.Params{Parts: []string{"cutdown"}}), heavy("SPOT_15s.mp4"), false},
		{"a shared resource's limit checks the shared resource", rule(compliance.Params{Parts: []string{"sharedResource"}}), heavy("CLM_shared.zip"), true},
		// A component the document names that Parts does not: known from
		// the asset's own part in any spelling, or from name tokens that
		// spell it; any other asset is not checked.
		{"a document part from the asset's part", rule(compliance.Params{Parts: []string{"kioskPoster"}}), compliance.Asset{FileName: "a.jpg", Part: "Kiosk poster", Info: heavy("a.jpg").Info}, true},
		{"a document part, the asset another", rule(compliance.Params{Parts: []string{"kioskPoster"}}), compliance.Asset{FileName: "kiosk_poster.jpg", Part: "logo", Info: heavy("a.jpg").Info}, false},
		{"a document part from one name token", rule(compliance.Params{Parts: []string{"kioskPoster"}}), heavy("ACME_KioskPoster_v2.jpg"), true},
		{"a document part from adjacent name tokens", rule(compliance.Params{Parts: []string{"kioskPoster"}}), heavy("acme_kiosk_poster_01.jpg"), true},
		{"a document part the name does not spell", rule(compliance.Params{Parts: []string{"kioskPoster"}}), heavy("acme_kiosk_01_poster.jpg"), false},
		{"a document part skips the whole creative", rule(compliance.Params{Parts: []string{"kioskPoster"}}), heavy("mrec_300x250.jpg"), false},
		{"a document part over a part token in the name", rule(compliance.Params{Parts: []string{"bannerIcon"}}), heavy("banner_icon_refill.png"), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := compliance.Applies(tt.asset, tt.rule); got != tt.applies {
				t.Errorf("Applies = %v, want %v", got, tt.applies)
			}
			an := compliance.Check(context.Background(), tt.asset, []compliance.Rule{tt.rule}, compliance.Options{})
			if failed := len(an.Issues) > 0 && an.Issues[0].Status == "fail"; failed != tt.applies {
				t.Errorf("failed = %v, want %v (%+v)", failed, tt.applies, an.Issues)
			}
		})
	}
}

// TestPartRuleReplacesTheCreativeRule: an asset known to be one part of the
// creative is checked by the rules for its part, and not by the whole
// creative's rules of the same field and measurement; the creative's rules
// of other fields, and every rule for an asset that is no part, still check.
func TestPartRuleReplacesTheCreativeRule(t *testing.T) {
	sizes := compliance.Rule{ID: "sizes", Rule: "Display sizes", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Allowed: []string{"300x250", "728x90"}}}
	icon := compliance.Rule{ID: "icon", Rule: "Privacy icon size", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Allowed: []string{"19x15"}, Parts: []string{"privacyIcon"}}}
	weight := compliance.Rule{ID: "weight", Rule: "Weight", Field: "fileSize", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Max: func(v float64) *float64 { return &v }(1), Unit: "KB"}}
	rules := []compliance.Rule{sizes, icon, weight}
	tests := []struct {
		name  string
		asset compliance.Asset
		want  map[string]string // rule ID → status; a missing ID was not checked
	}{
		{"the part's own size", compliance.Asset{FileName: "badge.png", Part: "privacyIcon", Info: img("badge.png", 19, 15, 2048).Info},
			map[string]string{"icon": "pass", "weight": "fail"}},
		{"a banner is no part", img("mrec_300x250.png", 300, 250, 2048), map[string]string{"sizes": "pass", "weight": "fail"}},
		{"a part no rule is for", compliance.Asset{FileName: "brand.png", Part: "logo", Info: img("brand.png", 19, 15, 512).Info},
			map[string]string{"sizes": "fail", "weight": "pass"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string]string{}
			for _, is := range compliance.Check(context.Background(), tt.asset, rules, compliance.Options{}).Issues {
				got[is.RuleID] = string(is.Status)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for id, st := range tt.want {
				if got[id] != st {
					t.Errorf("%s: got %q, want %q (all %v)", id, got[id], st, got)
				}
			}
		})
	}
}

func TestTrimSize(t *testing.T) {
	pt := func(mm float64) float64 { return mm * 72 / 25.4 }
	page := func(w, h float64) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageWidth, a.Info.PageHeight = pt(w), pt(h)
		return a
	}
	rule := compliance.Rule{ID: "t", Rule: "Trim", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Allowed: []string{"210x297"}, Unit: "mm", Check: compliance.DimensionsCheckTrimSize}}
	tests := []struct {
		name   string
		asset  compliance.Asset
		status string
	}{
		{"the trim size", page(210, 297), "pass"},
		{"with 3 mm bleed", page(216, 303), "pass"},
		{"too small", page(186, 131), "fail"},
		{"bleed on one side only", page(216, 297), "fail"},
		{"unmeasured page", pdf("ad.pdf", ""), "warning"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			is, ok := compliance.CheckRule(context.Background(), tt.asset, rule, compliance.Options{})
			if !ok || string(is.Status) != tt.status {
				t.Errorf("got %v %q (%s), want %s", ok, is.Status, is.Message, tt.status)
			}
		})
	}
	if _, ok := compliance.CheckRule(context.Background(), img("a.png", 300, 250, 1), rule, compliance.Options{}); ok {
		t.Error("a trim size applies to a print PDF only")
	}
}

func TestDocumentPart(t *testing.T) {
	for _, tt := range []struct{ words, want string }{
		{"Rich push image", "richPushImage"},
		{"Pre-recorded talk", "preRecordedTalk"},
		{"Booth videos", "boothVideo"},
		{"Speaker slides", "speakerSlide"},
		{"Gallery entries", "galleryEntry"},
		{"Canvas", "canvas"},
		{"Logo", ""}, // one of Parts
		{"ok", ""},   // too short to name anything
		{"", ""},
	} {
		if got := compliance.DocumentPart(tt.words); got != tt.want {
			t.Errorf("DocumentPart(%q) = %q, want %q", tt.words, got, tt.want)
		}
	}
	rule := compliance.Rule{Rule: "r", Field: "fileSize", Severity: compliance.SeverityCritical, Params: &compliance.Params{Parts: []string{"richPushImage"}}}
	if err := compliance.ValidateRule(rule); err != nil {
		t.Errorf("a document part is refused: %v", err)
	}
	rule.Params.Parts = []string{"Rich push image"}
	if err := compliance.ValidateRule(rule); err == nil {
		t.Error("a part that is no name (spaces) is accepted")
	}
}

// TestNormalizeAssetScope: an asset's part is a listed part in any
// spelling or a document part as a rule's may be (IsDocumentPart), kept
// as written; NormalizeScope keeps to the listed parts.
func TestNormalizeAssetScope(t *testing.T) {
	for _, tt := range []struct {
		name, part, want string
		ok, listedOK     bool
	}{
		{"a listed part in a person's spelling", "End card", "endCard", true, true},
		{"a name token of a listed part", "thumb", "thumbnail", true, true},
		{"a document part", "kioskPoster", "kioskPoster", true, false},
		{"a document part of one word", "footer", "footer", true, false},
		{"a document's words, not lowerCamelCase", "Kiosk poster", "", false, false},
		{"too short to name anything", "kp", "", false, false},
		{"punctuation", "kiosk-poster!", "", false, false},
		{"none", "", "", true, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := compliance.NormalizeAssetScope(compliance.Scope{Platform: "TikTok", Part: tt.part})
			if (err == nil) != tt.ok {
				t.Fatalf("NormalizeAssetScope(%q): error %v, want ok %v", tt.part, err, tt.ok)
			}
			if err != nil && !strings.Contains(err.Error(), "lowerCamelCase") {
				t.Errorf("the error does not say a document part's form: %v", err)
			}
			if err == nil && (got.Part != tt.want || got.Platform != "tiktok") {
				t.Errorf("NormalizeAssetScope(%q) = %+v, want part %q on tiktok", tt.part, got, tt.want)
			}
			if _, err := compliance.NormalizeScope(compliance.Scope{Part: tt.part}); (err == nil) != tt.listedOK {
				t.Errorf("NormalizeScope(%q): error %v, want ok %v", tt.part, err, tt.listedOK)
			}
		})
	}
}

// TestCheckPart: a part within a typo of a listed part is refused with
// the part meant, in rules, asset scopes and IsDocumentPart alike; a
// listed part in any case and a real document part pass.
func TestCheckPart(t *testing.T) {
	for _, tt := range []struct {
		name, part string
		suggest    string // "" when the part is accepted
		refused    bool
	}{
		{"a listed part", "endCard", "", false},
		{"a listed part in other case", "ENDCARD", "", false},
		{"a letter dropped", "endcrd", "endCard", true},
		{"a letter dropped, in words", "End crd", "endCard", true},
		{"two letters swapped", "endcadr", "endCard", true},
		{"a letter changed", "endCarb", "endCard", true},
		{"a plural of a short part", "logos", "logo", true},
		{"two edits on a long part", "thumbnial", "thumbnail", true},
		{"two letters dropped from a long part", "backgroundImg", "backgroundImage", true},
		{"a document part", "kioskPoster", "", false},
		{"a document part near no listed one", "boothBanner", "", false},
		{"two edits on a short part are another name", "loop", "", false},
		{"a document's words, not lowerCamelCase", "Kiosk poster", "", true},
		{"too short", "kp", "", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := compliance.CheckPart(tt.part)
			if (err != nil) != tt.refused {
				t.Fatalf("CheckPart(%q) = %v, want refused %v", tt.part, err, tt.refused)
			}
			if tt.suggest != "" && (err == nil || !strings.HasSuffix(err.Error(), "did you mean "+tt.suggest+"?")) {
				t.Errorf("CheckPart(%q) = %v, want it to suggest %s", tt.part, err, tt.suggest)
			}
			if tt.suggest == "" && err != nil && strings.Contains(err.Error(), "did you mean") {
				t.Errorf("CheckPart(%q) suggests a part: %v", tt.part, err)
			}
			if tt.suggest != "" && compliance.IsDocumentPart(tt.part) {
				t.Errorf("IsDocumentPart(%q) = true for a misspelt listed part", tt.part)
			}
			// The same test in every place a part is given.
			rule := compliance.Rule{Rule: "r", Field: "fileSize", Severity: compliance.SeverityCritical, Params: &compliance.Params{Parts: []string{tt.part}}}
			if rerr := compliance.ValidateRule(rule); (rerr != nil) != tt.refused || tt.suggest != "" && !strings.Contains(rerr.Error(), "did you mean "+tt.suggest+"?") {
				t.Errorf("ValidateRule with part %q: %v", tt.part, rerr)
			}
			if _, serr := compliance.NormalizeAssetScope(compliance.Scope{Part: tt.part}); (serr != nil) != tt.refused {
				t.Errorf("NormalizeAssetScope(%q): %v", tt.part, serr)
			}
		})
	}
}

// TestPartMatchesWithoutCase: an asset's part is kept as written, and a
// rule for a part still matches it in any case or spelling.
func TestPartMatchesWithoutCase(t *testing.T) {
	for _, tt := range []struct {
		want, assetPart string
		applies         bool
	}{
		{"kioskPoster", "kioskPoster", true},
		{"kioskposter", "kioskPoster", true},
		{"kioskPoster", "Kiosk poster", true},
		{"endCard", "ENDCARD", true},
		{"endCard", "End card", true},
		{"kioskPoster", "boothBanner", false},
		{"endCard", "kioskPoster", false},
	} {
		p := &compliance.Params{Parts: []string{tt.want}}
		if got := compliance.PlacementApplies(p, compliance.Asset{FileName: "x.png", Part: tt.assetPart}); got != tt.applies {
			t.Errorf("rule for %q on an asset tagged %q: applies %v, want %v", tt.want, tt.assetPart, got, tt.applies)
		}
	}
}
