package compliance_test

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

func TestCheckers(t *testing.T) {
	withMeta := img("a.png", 300, 250, 1000)
	withMeta.Info.Metadata = map[string]string{"Title": "Spring banner", "Author": " ", "Job Code": "US-ABC-1234"}
	animated := img("anim.gif", 300, 250, 40000)
	animated.Info.Format, animated.Info.Animated, animated.Info.FrameCount, animated.Info.DurationSeconds = "GIF", true, 60, 20
	noDims := img("x.png", 0, 0, 1000)
	tests := []struct {
		name     string
		asset    compliance.Asset
		rule     compliance.Rule
		skip     bool
		status   compliance.Status
		message  string // exact unless contains is set
		contains bool
		detected string
		grid     string
	}{
		// dimensions
		{name: "dimensions approved default", asset: img("a.png", 300, 250, 1000), rule: rule("dimensions", nil),
			status: "pass", message: "Dimensions 300x250 match approved BRD specifications", detected: "300x250"},
		{name: "dimensions measured not name", asset: img("ad_300x250.png", 728, 91, 1000), rule: rule("dimensions", nil),
			status: "fail", message: "Dimensions 728x91 not in approved BRD specifications", detected: "728x91", grid: "A1-L12"},
		{name: "dimensions rule allowed", asset: img("a.png", 970, 250, 1000), rule: rule("dimensions", &compliance.Params{Allowed: []string{"970x250"}}),
			status: "pass", message: "Dimensions 970x250 match approved BRD specifications"},
		{name: "dimensions skip on pdf", asset: pdf("a.pdf", "x"), rule: rule("dimensions", nil), skip: true},
		{name: "dimensions unmeasured image warns", asset: noDims, rule: rule("dimensions", nil), status: "warning", message: "Dimensions could not be measured"},
		{name: "dimensions video", asset: video("v.mp4", 1920, 1080, 1, 15), rule: rule("dimensions", &compliance.Params{Allowed: []string{"1920x1080"}}), status: "pass", message: "Dimensions 1920x1080 match approved BRD specifications"},
		// fileSize
		{name: "fileSize default 150KB fail", asset: img("a.png", 300, 250, 200*1024), rule: rule("fileSize", nil),
			status: "fail", message: "File size 200KB exceeds 150KB limit", detected: "200KB"},
		{name: "fileSize default pass", asset: img("a.png", 300, 250, 150*1024), rule: rule("fileSize", nil),
			status: "pass", message: "File size 150KB within limit (at most 150KB)"},
		{name: "fileSize MB unit", asset: video("v.mp4", 1, 1, 3*1024*1024, 10), rule: rule("fileSize", &compliance.Params{Max: f(2.5), Unit: "MB"}),
			status: "fail", message: "File size 3MB exceeds 2.5MB limit"},
		{name: "fileSize min", asset: img("a.png", 1, 1, 1024), rule: rule("fileSize", &compliance.Params{Min: f(2)}),
			status: "fail", message: "File size 1KB below 2KB minimum"},
		{name: "fileSize initial load html5", asset: html5("b.zip", goodHTML5()), rule: rule("fileSize", &compliance.Params{Max: f(80), Check: "initialLoad"}),
			status: "fail", message: "Initial load 90KB exceeds 80KB limit"},
		{name: "fileSize subload html5", asset: html5("b.zip", goodHTML5()), rule: rule("fileSize", &compliance.Params{Max: f(100), Check: "subload"}),
			status: "fail", message: "Subload 110KB exceeds 100KB limit"},
		{name: "fileSize total load html5", asset: html5("b.zip", goodHTML5()), rule: rule("fileSize", &compliance.Params{Max: f(300), Check: "totalSize"}),
			status: "pass", message: "Total load 200KB within limit (at most 300KB)"},
		{name: "fileSize initial load image is the file", asset: img("a.png", 1, 1, 160*1024), rule: rule("fileSize", &compliance.Params{Max: f(150), Check: "initialLoad"}),
			status: "fail", message: "Initial load 160KB exceeds 150KB limit"},
		// format
		{name: "format jpeg equals jpg", asset: compliance.Asset{FileName: "a.jpg", Info: media.Info{Kind: media.KindImage, Format: "JPG"}}, rule: rule("format", &compliance.Params{Allowed: []string{"JPEG"}}),
			status: "pass", message: "Format JPG is allowed"},
		{name: "format default rejects webp", asset: compliance.Asset{FileName: "a.webp", Info: media.Info{Kind: media.KindImage, Format: "WEBP"}}, rule: rule("format", nil),
			status: "fail", message: "Format WEBP not in allowed formats", detected: "WEBP"},
		{name: "format unknown", asset: compliance.Asset{FileName: "a.bin"}, rule: rule("format", nil), status: "fail", message: "Format could not be identified"},
		// duration
		{name: "duration default range pass", asset: video("v.mp4", 1, 1, 1, 15), rule: rule("duration", nil), status: "pass", message: "Duration 15s within 6-30s"},
		{name: "duration too long", asset: video("v.mp4", 1, 1, 1, 45.5), rule: rule("duration", nil), status: "fail", message: "Duration 45.5s exceeds 30s limit", detected: "45.5s"},
		{name: "duration too short", asset: video("v.mp4", 1, 1, 1, 5), rule: rule("duration", nil), status: "fail", message: "Duration 5s below 6s minimum"},
		{name: "duration ms unit", asset: video("v.mp4", 1, 1, 1, 5), rule: rule("duration", &compliance.Params{Max: f(4000), Unit: "ms"}), status: "fail", message: "Duration 5s exceeds 4s limit"},
		{name: "duration skip still image", asset: img("a.png", 1, 1, 1), rule: rule("duration", nil), skip: true},
		{name: "duration animated gif", asset: animated, rule: rule("duration", &compliance.Params{Max: f(15)}), status: "fail", message: "Animation length 20s exceeds 15s limit"},
		{name: "duration unmeasured video", asset: video("v.mp4", 1, 1, 1, 0), rule: rule("duration", nil), status: "warning", message: "Duration could not be measured"},
		{name: "loops forever", asset: func() compliance.Asset { a := animated; a.Info.LoopCount = -1; return a }(), rule: rule("duration", &compliance.Params{Check: "loops"}),
			status: "fail", message: "Animation loops forever", detected: "infinite"},
		{name: "loops over default 3", asset: func() compliance.Asset { a := animated; a.Info.LoopCount = 4; return a }(), rule: rule("duration", &compliance.Params{Check: "loops"}),
			status: "fail", message: "Animation plays 4 times; limit is at most 3 loops"},
		{name: "loops ok", asset: func() compliance.Asset { a := animated; a.Info.LoopCount = 2; return a }(), rule: rule("duration", &compliance.Params{Check: "loops"}),
			status: "pass", message: "Animation plays 2 times (at most 3 loops)"},
		{name: "loops unknown", asset: animated, rule: rule("duration", &compliance.Params{Check: "loops"}), status: "warning", message: "Animation loop count could not be measured"},
		{name: "loops skip video", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("duration", &compliance.Params{Check: "loops"}), skip: true},
		{name: "total animation", asset: func() compliance.Asset { a := animated; a.Info.LoopCount = 2; return a }(), rule: rule("duration", &compliance.Params{Check: "totalAnimation", Max: f(30)}),
			status: "fail", message: "Total animation time 40s (2 × 20s) exceeds 30s limit", detected: "40s"},
		{name: "total animation forever", asset: func() compliance.Asset { a := animated; a.Info.LoopCount = -1; return a }(), rule: rule("duration", &compliance.Params{Check: "totalAnimation"}),
			status: "fail", message: "Animation loops forever"},
		// aspect ratio
		{name: "aspect 16:9", asset: video("v.mp4", 1920, 1080, 1, 10), rule: rule("aspectRatio", &compliance.Params{Allowed: []string{"16:9"}}), status: "pass", message: "Aspect ratio 16:9 matches 16:9"},
		{name: "aspect within 1%", asset: img("a.png", 1910, 1000, 1), rule: rule("aspectRatio", &compliance.Params{Allowed: []string{"1.91:1"}}), status: "pass", message: "Aspect ratio 1.91:1 matches 1.91:1"},
		{name: "aspect beyond 1%", asset: img("a.png", 1000, 980, 1), rule: rule("aspectRatio", &compliance.Params{Allowed: []string{"1:1"}}),
			status: "fail", message: "Aspect ratio 1.02:1 not in allowed ratios", grid: "A1-L12"},
		{name: "aspect unwieldy shown decimal", asset: img("a.png", 728, 90, 1), rule: rule("aspectRatio", &compliance.Params{Allowed: []string{"16:9"}}), status: "fail", message: "Aspect ratio 8.09:1 not in allowed ratios", grid: "A1-L12"},
		// frame rate
		{name: "frameRate default standard", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("frameRate", nil), status: "pass", message: "Frame rate 29.97fps is allowed"},
		{name: "frameRate 29.97 meets a minimum written 29.98", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("frameRate", &compliance.Params{Min: f(29.98), Max: f(30)}), status: "pass", message: "Frame rate 29.97fps within 29.98-30fps"},
		{name: "frameRate tolerance is not a loophole", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("frameRate", &compliance.Params{Min: f(30.5)}), status: "fail", message: "Frame rate 29.97fps below 30.5fps minimum"},
		{name: "frameRate max", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("frameRate", &compliance.Params{Max: f(25)}), status: "fail", message: "Frame rate 29.97fps exceeds 25fps limit"},
		{name: "frameRate animated gif computed", asset: animated, rule: rule("frameRate", &compliance.Params{Max: f(2)}), status: "fail", message: "Frame rate 3fps exceeds 2fps limit"},
		{name: "frameRate skip still", asset: img("a.png", 1, 1, 1), rule: rule("frameRate", nil), skip: true},
		// bitrate
		{name: "bitrate max", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("bitrate", &compliance.Params{Max: f(2), Unit: "Mbps"}), status: "fail", message: "Bitrate 2500kbps exceeds 2000kbps limit"},
		{name: "bitrate min pass", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("bitrate", &compliance.Params{Min: f(1000)}), status: "pass", message: "Bitrate 2500kbps within at least 1000kbps"},
		{name: "bitrate without limits is manual", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("bitrate", nil), status: "warning", message: "Manual review required"},
		{name: "bitrate skip image", asset: img("a.png", 1, 1, 1), rule: rule("bitrate", nil), skip: true},
		// codec
		{name: "codec avc1 is h264", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("codec", &compliance.Params{Allowed: []string{"H.264"}}), status: "pass", message: "Video codec avc1 is allowed"},
		{name: "codec hevc rejected", asset: func() compliance.Asset { a := video("v.mp4", 1, 1, 1, 10); a.Info.VideoCodec = "hvc1"; return a }(), rule: rule("codec", nil),
			status: "fail", message: "Video codec hvc1 not in allowed codecs"},
		{name: "codec audio aac", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("codec", &compliance.Params{Check: "audio"}), status: "pass", message: "Audio codec mp4a is allowed"},
		// audio track present or not (audioPresent)
		{name: "audio track required and present", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("codec", &compliance.Params{Check: "audioPresent"}), status: "pass", message: "The video has an audio track"},
		{name: "audio track required, silent video", asset: func() compliance.Asset {
			a := video("v.mp4", 1, 1, 1, 10)
			a.Info.AudioCodec = ""
			a.Info.Audio = nil
			return a
		}(),
			rule: rule("codec", &compliance.Params{Check: "audioPresent"}), status: "fail", message: "The video has no audio track; one is required"},
		{name: "audio track forbidden and present", asset: video("v.mp4", 1, 1, 1, 10), rule: rule("codec", &compliance.Params{Check: "audioPresent", Allowed: []string{"none"}}),
			status: "fail", message: "The video has an audio track; none is allowed"},
		{name: "audio track forbidden, silent video", asset: func() compliance.Asset {
			a := video("v.mp4", 1, 1, 1, 10)
			a.Info.AudioCodec = ""
			a.Info.Audio = nil
			return a
		}(),
			rule: rule("codec", &compliance.Params{Check: "audioPresent", Allowed: []string{"none"}}), status: "pass", message: "No audio track, as required"},
		{name: "audio track check skips images", asset: img("a.png", 1, 1, 1), rule: rule("codec", &compliance.Params{Check: "audioPresent"}), skip: true},
		// naming
		{name: "naming default ok", asset: img("Brand_300x250-v2.png", 1, 1, 1), rule: rule("naming", nil), status: "pass", message: "File name Brand_300x250-v2.png follows the naming convention"},
		{name: "naming space fails", asset: img("my banner.png", 1, 1, 1), rule: rule("naming", nil), status: "fail", message: "File name my banner.png does not follow the naming convention"},
		{name: "naming two dots fails", asset: img("a.b.png", 1, 1, 1), rule: rule("naming", nil), status: "fail", message: "File name a.b.png does not follow the naming convention"},
		{name: "naming custom pattern", asset: img("US_DTC_300x250.png", 1, 1, 1), rule: rule("naming", &compliance.Params{Pattern: `^US_(DTC|HCP)_`}), status: "pass", message: "File name US_DTC_300x250.png follows the naming convention"},
		{name: "naming name from path", asset: compliance.Asset{Path: "/tmp/x/ok-name.jpg"}, rule: rule("naming", nil), status: "pass", message: "File name ok-name.jpg follows the naming convention"},
		// metadata
		{name: "metadata keys present", asset: withMeta, rule: rule("metadata", &compliance.Params{Allowed: []string{"title", "Job Code"}}), status: "pass", message: "Required metadata present"},
		{name: "metadata blank counts as missing", asset: withMeta, rule: rule("metadata", &compliance.Params{Allowed: []string{"Author", "Copyright"}}), status: "fail", message: "Missing metadata: Author, Copyright"},
		{name: "metadata html5 skip on image", asset: img("a.png", 1, 1, 1), rule: rule("metadata", &compliance.Params{Check: "clickTag"}), skip: true},
		{name: "html5 clickTag ok", asset: html5("b.zip", goodHTML5()), rule: rule("metadata", &compliance.Params{Check: "clickTag"}), status: "pass", message: "clickTag declared and used"},
		{name: "html5 clickTag unused", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.ClickTagUsed = false; return h }()), rule: rule("metadata", &compliance.Params{Check: "clickTag"}),
			status: "fail", message: "clickTag declared but never used for the exit"},
		{name: "html5 no clickTag", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.ClickTagUsed, h.ClickTagDeclared = false, false; return h }()), rule: rule("metadata", &compliance.Params{Check: "clickTag"}),
			status: "fail", message: "No clickTag in the entry HTML"},
		{name: "html5 two entries", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.EntryHTML = []string{"a.html", "b.html"}; return h }()), rule: rule("metadata", &compliance.Params{Check: "entryHtml"}),
			status: "fail", message: "2 entry HTML files in the zip (a.html, b.html); ad servers need exactly one"},
		{name: "html5 no entry", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.EntryHTML = nil; return h }()), rule: rule("metadata", &compliance.Params{Check: "entryHtml"}),
			status: "fail", message: "No entry HTML file in the zip"},
		{name: "html5 ad.size missing", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.AdSizeDeclared = false; return h }()), rule: rule("metadata", &compliance.Params{Check: "adSize"}),
			status: "fail", message: "ad.size meta tag missing from the entry HTML"},
		{name: "html5 insecure refs", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.ExternalReferences = []string{"http://x/a.js"}; return h }()), rule: rule("metadata", &compliance.Params{Check: "secureReferences"}),
			status: "fail", message: "1 insecure or external reference(s): http://x/a.js"},
		{name: "html5 file count", asset: html5("b.zip", func() media.HTML5Info { h := goodHTML5(); h.FileCount = 101; return h }()), rule: rule("metadata", &compliance.Params{Check: "fileCount", Max: f(100)}),
			status: "fail", message: "101 files in the zip; limit is at most 100 files"},
		// FDA filing number
		{name: "fda in text", asset: pdf("a.pdf", "Job code: PP-XYZ-US-1234 03/2025"), rule: rule("fdaFilingNumber", nil), status: "pass", message: "FDA filing number PP-XYZ-US-1234 found in document text", detected: "PP-XYZ-US-1234"},
		{name: "fda in name", asset: img("banner_US-ABC-1234_300x250.png", 1, 1, 1), rule: rule("fdaFilingNumber", nil), status: "pass", message: "FDA filing number US-ABC-1234 found in file name"},
		{name: "fda in metadata", asset: withMeta, rule: rule("fdaFilingNumber", nil), status: "pass", message: "FDA filing number US-ABC-1234 found in file metadata"},
		{name: "fda numeric style", asset: pdf("a.pdf", "ABC-123456-01"), rule: rule("fdaFilingNumber", nil), status: "pass", message: "FDA filing number ABC-123456-01 found in document text"},
		{name: "fda skips look-alikes", asset: pdf("a.pdf", "Revised MAR-2025. ISO-9001 certified. COVID-2019. Code US-ABC-1234"), rule: rule("fdaFilingNumber", nil), status: "pass", message: "FDA filing number US-ABC-1234 found in document text"},
		{name: "fda only look-alikes", asset: pdf("a.pdf", "Revised MAR-2025, ISO-9001"), rule: rule("fdaFilingNumber", nil), status: "fail", message: "No FDA filing information detected"},
		{name: "fda missing", asset: pdf("a.pdf", "Nothing here 2024"), rule: rule("fdaFilingNumber", nil), status: "fail", message: "No FDA filing information detected"},
		{name: "fda custom pattern", asset: pdf("a.pdf", "MLR 998877"), rule: rule("fdaFilingNumber", &compliance.Params{Pattern: `MLR [0-9]{6}`}), status: "pass", message: "FDA filing number MLR 998877 found in document text"},
		// customer type
		{name: "customer type from asset", asset: func() compliance.Asset { a := img("a.png", 1, 1, 1); a.CustomerType = "hcp"; return a }(), rule: rule("customerType", nil), status: "pass", message: "Customer type HCP identified from asset"},
		{name: "customer type from name", asset: img("Brand_DTC_300x250.png", 1, 1, 1), rule: rule("customerType", nil), status: "pass", message: "Customer type DTC identified from file name"},
		{name: "customer type from text phrase", asset: pdf("a.pdf", "For US healthcare professionals only."), rule: rule("customerType", nil), status: "pass", message: "Customer type HCP identified from document text"},
		{name: "customer type ambiguous", asset: pdf("a.pdf", "DTC and HCP versions"), rule: rule("customerType", nil), status: "fail", message: "Customer type not clearly identified"},
		{name: "customer type not a word", asset: img("HCPX_banner.png", 1, 1, 1), rule: rule("customerType", nil), status: "fail", message: "Customer type not clearly identified"},
		// text checks
		{name: "safety info present", asset: pdf("a.pdf", "IMPORTANT SAFETY\nINFORMATION\nDo not take if..."), rule: rule("safetyInfo", nil), status: "pass", message: `Found Important Safety Information: "IMPORTANT SAFETY INFORMATION"`},
		{name: "safety info missing", asset: pdf("a.pdf", "Great product."), rule: rule("safetyInfo", nil), status: "fail", message: "Important Safety Information not found in the asset text"},
		{name: "safety info no text is manual", asset: img("a.png", 1, 1, 1), rule: rule("safetyInfo", nil), status: "warning", message: "Manual review required"},
		{name: "fair balance risk", asset: pdf("a.pdf", "The most common side effects are nausea."), rule: rule("fairBalance", nil), status: "pass", message: `Found risk information (fair balance): "side effects"`},
		{name: "fair balance missing", asset: pdf("a.pdf", "Feel better today."), rule: rule("fairBalance", nil), status: "fail", message: "No risk information found: fair balance not met"},
		{name: "indication default", asset: pdf("a.pdf", "BRANDX is indicated for adults with plaque psoriasis."), rule: rule("indication", nil), status: "pass", message: `Found indication statement: "is indicated"`},
		{name: "indication phrases", asset: pdf("a.pdf", "for adults with  Plaque\nPsoriasis"), rule: rule("indication", &compliance.Params{Allowed: []string{"plaque psoriasis", "psoriatic arthritis"}}),
			status: "fail", message: "Missing indication statement: psoriatic arthritis"},
		{name: "disclaimers default", asset: pdf("a.pdf", "Please see full Prescribing Information."), rule: rule("disclaimers", nil), status: "pass", message: `Found required disclaimers: "full Prescribing Information"`},
		{name: "disclaimers missing", asset: pdf("a.pdf", "Hello"), rule: rule("disclaimers", nil), status: "fail", message: "Required disclaimers not found in the asset text"},
		// perception
		{name: "typography manual", asset: img("a.png", 1, 1, 1), rule: rule("typography", nil), status: "warning", message: "Manual review required"},
		{name: "contrast manual", asset: img("a.png", 1, 1, 1), rule: rule("contrast", nil), status: "warning", message: "Manual review required"},
		{name: "brand manual", asset: img("a.png", 1, 1, 1), rule: rule("brandGuidelines", nil), status: "warning", message: "Manual review required"},
		{name: "accessibility manual", asset: img("a.png", 1, 1, 1), rule: rule("accessibility", nil), status: "warning", message: "Manual review required"},
		{name: "custom field manual", asset: img("a.png", 1, 1, 1), rule: rule("customField", nil), status: "warning", message: "Manual review required"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			is, ok := compliance.CheckRule(context.Background(), tt.asset, tt.rule, compliance.Options{})
			if tt.skip {
				if ok {
					t.Fatalf("want skip, got %+v", is)
				}
				return
			}
			if !ok {
				t.Fatal("unexpected skip")
			}
			if is.Status != tt.status {
				t.Errorf("status = %q, want %q (message %q)", is.Status, tt.status, is.Message)
			}
			if tt.contains && !strings.Contains(is.Message, tt.message) || !tt.contains && is.Message != tt.message {
				t.Errorf("message = %q, want %q", is.Message, tt.message)
			}
			if tt.detected != "" && is.DetectedValue != tt.detected {
				t.Errorf("detected = %q, want %q", is.DetectedValue, tt.detected)
			}
			if is.GridLocation != tt.grid {
				t.Errorf("grid = %q, want %q", is.GridLocation, tt.grid)
			}
			if is.Rule != tt.rule.Rule || is.Field != tt.rule.Field || is.Severity != tt.rule.Severity || is.RuleID != tt.rule.ID || is.Channel != "All" || is.Section != "Technical" {
				t.Errorf("issue does not carry the rule's fields: %+v", is)
			}
		})
	}
}

func TestChannelApplies(t *testing.T) {
	tests := []struct {
		channel string
		asset   compliance.Asset
		want    bool
	}{
		{"All", img("a.png", 1, 1, 1), true},
		{"", pdf("a.pdf", ""), true},
		{"Video", img("a.png", 1, 1, 1), false},
		{"Video", video("v.mp4", 1, 1, 1, 1), true},
		{"Display", video("v.mp4", 1, 1, 1, 1), false},
		{"display", img("a.png", 1, 1, 1), true},
		{"Display", html5("b.zip", goodHTML5()), true},
		{"Print", pdf("a.pdf", ""), true},
		{"Display", pdf("a.pdf", ""), false},
		{"Video", func() compliance.Asset { a := img("a.png", 1, 1, 1); a.Channel = "YouTube"; return a }(), true},
		{"Display", func() compliance.Asset { a := img("a.png", 1, 1, 1); a.Channel = "CTV"; return a }(), false},
		{"Social", func() compliance.Asset { a := video("v.mp4", 1, 1, 1, 1); a.Channel = "Meta"; return a }(), true},
	}
	for _, tt := range tests {
		if got := compliance.ChannelApplies(tt.channel, tt.asset); got != tt.want {
			t.Errorf("ChannelApplies(%q, %s/%s) = %v, want %v", tt.channel, tt.asset.Info.Kind, tt.asset.Channel, got, tt.want)
		}
	}
}

func TestDetectCustomerType(t *testing.T) {
	for _, tc := range []struct {
		name, text, want, where string
	}{
		{"Brand_DTC_300x250.png", "", "DTC", "file name"},
		{"brand-hcp-728x90.jpg", "", "HCP", "file name"},
		{"Brand_Dtc_v2.png", "", "DTC", "file name"},
		{"DTC.png", "", "DTC", "file name"},
		{"HCP", "", "HCP", "file name"},
		{"xDTC_banner.png", "", "", ""},
		{"HCPX_banner.png", "", "", ""},
		{"DTC2_banner.png", "", "", ""},
		{"DTC_HCP_combo.png", "", "", ""},
		{"a.pdf", "Direct-to-consumer campaign", "DTC", "document text"},
		{"a.pdf", "FOR HEALTHCARE PROFESSIONALS ONLY", "HCP", "document text"},
		{"a.pdf", "Health care professional edition", "HCP", "document text"},
		{"a.pdf", "Directions for use; health tips", "", ""},
		{"a.pdf", "Ünïcödé DTC text", "DTC", "document text"},
		{"İİİ_HCP.png", "", "HCP", "file name"},
		{"ab", "", "", ""},
	} {
		a := compliance.Asset{FileName: tc.name, Text: tc.text}
		got, where := compliance.DetectCustomerType(a)
		if got != tc.want || where != tc.where {
			t.Errorf("%q / %q: %q from %q, want %q from %q", tc.name, tc.text, got, where, tc.want, tc.where)
		}
	}
}

// namingAgrees checks that the naming checker, which matches the default
// pattern without the regexp engine, decides as the regexp does.
func namingAgrees(t *testing.T, name string) {
	t.Helper()
	want := regexp.MustCompile(compliance.DefaultNamingPattern).MatchString(name)
	for _, pattern := range []string{"", compliance.DefaultNamingPattern} {
		is, ok := compliance.CheckRule(context.Background(), compliance.Asset{FileName: name}, rule("naming", &compliance.Params{Pattern: pattern}), compliance.Options{})
		if !ok {
			t.Fatalf("naming rule skipped for %q", name)
		}
		if got := is.Status == compliance.StatusPass; got != want {
			t.Errorf("name %q with pattern %q: pass = %v, the regexp says %v", name, pattern, got, want)
		}
	}
}

func TestNamingDefaultPattern(t *testing.T) {
	for _, name := range []string{
		"Brand_HCP_300x250.jpg", "a.b", "A-_9.Z9", "x.png",
		"", ".png", "name.", "a..b", "a.b.c", "a b.png", "a.p-g", "a.p_g", "día.png", "a.png\n", "-.-", "_._",
	} {
		namingAgrees(t, name)
	}
}

func FuzzNamingDefaultPattern(f *testing.F) {
	for _, s := range []string{"Brand_HCP_300x250.jpg", "a..b", "a.b.c", "día.png", ".x", "x."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if name == "" {
			return // a missing name fails before the pattern
		}
		namingAgrees(t, name)
	})
}
