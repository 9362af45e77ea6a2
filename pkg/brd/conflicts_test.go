package brd

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestFlagConflicts(t *testing.T) {
	num := func(v float64) *float64 { return &v }
	rule := func(title, field string, p compliance.Params) compliance.Rule {
		return compliance.Rule{Rule: title, Field: field, Severity: compliance.SeverityCritical, Enabled: true, Params: &p,
			Source: &compliance.Source{Page: 2, Quote: title}}
	}
	tests := []struct {
		name    string
		rules   []compliance.Rule
		flagged []bool
	}{
		{"disjoint formats (mezzanine MOV/MXF vs delivery MP4)", []compliance.Rule{
			rule("Allowed formats: MOV, MXF", "format", compliance.Params{Allowed: []string{"MOV", "MXF"}}),
			rule("Allowed formats: MP4", "format", compliance.Params{Allowed: []string{"MP4"}}),
		}, []bool{true, true}},
		{"a shorter list fails what the longer one allows", []compliance.Rule{
			rule("Allowed formats: MOV, MP4", "format", compliance.Params{Allowed: []string{"MOV", "MP4"}}),
			rule("Allowed formats: MP4", "format", compliance.Params{Allowed: []string{"MP4"}}),
		}, []bool{true, true}},
		{"the same list twice is no conflict", []compliance.Rule{
			rule("Approved dimensions", "dimensions", compliance.Params{Allowed: []string{"300x250", "728x90"}}),
			rule("Dimensions 728x90, 300x250", "dimensions", compliance.Params{Allowed: []string{"728 x 90", "300x250"}}),
		}, []bool{false, false}},
		{"a minimum above the other's maximum (50 vs 15-30 Mbps)", []compliance.Rule{
			rule("Bitrate 50 Mbps", "bitrate", compliance.Params{Min: num(50), Max: num(50), Unit: "Mbps"}),
			rule("Bitrate 15000-30000 kbps", "bitrate", compliance.Params{Min: num(15000), Max: num(30000), Unit: "kbps"}),
		}, []bool{true, true}},
		{"an exact value outside the other's range (50 Mbps for XDCAM vs 15 to 30 Mbps)", []compliance.Rule{
			rule("Bitrate 50000 kbps", "bitrate", compliance.Params{Allowed: []string{"50000"}, Unit: "kbps"}),
			rule("Bitrate 15-30 Mbps", "bitrate", compliance.Params{Min: num(15), Max: num(30), Unit: "Mbps"}),
		}, []bool{true, true}},
		{"an exact value inside the other's range", []compliance.Rule{
			rule("Frame rate 25 fps", "frameRate", compliance.Params{Allowed: []string{"25"}}),
			rule("Frame rate 24 to 30 fps", "frameRate", compliance.Params{Min: num(24), Max: num(30)}),
		}, []bool{false, false}},
		{"a minimum and a compatible maximum", []compliance.Rule{
			rule("Bitrate at least 8 Mbps", "bitrate", compliance.Params{Min: num(8), Unit: "Mbps"}),
			rule("Bitrate at most 30 Mbps", "bitrate", compliance.Params{Max: num(30), Unit: "Mbps"}),
		}, []bool{false, false}},
		{"several maxima with no scope (80/150/200 KB)", []compliance.Rule{
			rule("Maximum file size 80 KB", "fileSize", compliance.Params{Max: num(80), Unit: "KB"}),
			rule("Maximum file size 150 KB", "fileSize", compliance.Params{Max: num(150), Unit: "KB"}),
			rule("Maximum file size 200 KB", "fileSize", compliance.Params{Max: num(200), Unit: "KB"}),
		}, []bool{true, true, true}},
		{"the same maximum in two units is no conflict", []compliance.Rule{
			rule("Maximum file size 1 MB", "fileSize", compliance.Params{Max: num(1), Unit: "MB"}),
			rule("Maximum file size 1024 KB", "fileSize", compliance.Params{Max: num(1024), Unit: "KB"}),
		}, []bool{false, false}},
		{"a per-size limit stands, the general one is flagged", []compliance.Rule{
			rule("Maximum file size 150 KB", "fileSize", compliance.Params{Max: num(150), Unit: "KB"}),
			rule("Maximum file size 200 KB (300x600)", "fileSize", compliance.Params{Max: num(200), Unit: "KB", Sizes: []string{"300x600"}}),
		}, []bool{true, false}},
		{"a narrower kind guessed from the words does not outrank the other", []compliance.Rule{
			rule("Allowed display formats: JPG, PNG, GIF", "format", compliance.Params{Allowed: []string{"JPG", "PNG", "GIF"}, Kinds: []string{"static", "animated"}}),
			rule("Allowed display formats: HTML5", "format", compliance.Params{Allowed: []string{"HTML5"}, Kinds: []string{"static"}}),
		}, []bool{true, true}},
		{"a channel from the section does not outrank a rule for every channel", []compliance.Rule{
			rule("Approved dimensions", "dimensions", compliance.Params{Allowed: []string{"1920x1080", "3840x2160"}}),
			{Rule: "Video dimensions 1920x1080", Field: "dimensions", Channel: "Video", Severity: compliance.SeverityCritical, Enabled: true,
				Params: &compliance.Params{Allowed: []string{"1920x1080"}, Kinds: []string{"video"}}, Source: &compliance.Source{Page: 2}},
		}, []bool{true, true}},
		{"kinds the rule's own sentence names outrank a broader limit", []compliance.Rule{
			rule("Static units must not exceed 120 KB", "fileSize", compliance.Params{Max: num(120), Unit: "KB", Kinds: []string{"static"}}),
			rule("Files must be 300 KB at most", "fileSize", compliance.Params{Max: num(300), Unit: "KB"}),
		}, []bool{false, false}}, // the broader limit admits all the stated kinds' own admits: it fails none of their assets
		{"a broader limit below the stated kinds' own is left for review", []compliance.Rule{
			rule("Static units must not exceed 120 KB", "fileSize", compliance.Params{Max: num(120), Unit: "KB", Kinds: []string{"static"}}),
			rule("Files must be 100 KB at most", "fileSize", compliance.Params{Max: num(100), Unit: "KB"}),
		}, []bool{false, true}},
		{"a format rule's own formats are no kind it is stated for", []compliance.Rule{
			rule("JPG or PNG", "format", compliance.Params{Allowed: []string{"JPG", "PNG"}, Kinds: []string{"static"}}),
			rule("Allowed formats: HTML", "format", compliance.Params{Allowed: []string{"HTML"}}),
		}, []bool{true, true}},
		{"an example file name states no kind", []compliance.Rule{
			rule("Examples: brand-300x250-v1.jpg", "dimensions", compliance.Params{Allowed: []string{"300x250"}, Kinds: []string{"static"}}),
			rule("Dimensions 728x90", "dimensions", compliance.Params{Allowed: []string{"728x90"}}),
		}, []bool{true, true}},
		{"stated kinds do not outrank when a flagged rule gives another value", []compliance.Rule{
			rule("Static images must be 3840x2160", "dimensions", compliance.Params{Allowed: []string{"3840x2160"}, Kinds: []string{"static"}}),
			rule("Resolution 1920x1080", "dimensions", compliance.Params{Allowed: []string{"1920x1080"}}),
			{Rule: "Pause image 960x1080", Field: "dimensions", Severity: compliance.SeverityCritical, NeedsReview: true, ReviewReason: "The document lists 1920x1080 (page 2).",
				Params: &compliance.Params{Allowed: []string{"960x1080"}}, Source: &compliance.Source{Page: 2, Quote: "Pause image 960x1080"}},
		}, []bool{true, true, true}},
		{"scopes that do not overlap (static vs html5)", []compliance.Rule{
			rule("Maximum file size 80 KB", "fileSize", compliance.Params{Max: num(80), Unit: "KB", Kinds: []string{"static"}}),
			rule("Maximum file size 250 KB", "fileSize", compliance.Params{Max: num(250), Unit: "KB", Kinds: []string{"html5"}}),
		}, []bool{false, false}},
		{"different measurements (initial load vs total)", []compliance.Rule{
			rule("Maximum initial load 150 KB", "fileSize", compliance.Params{Max: num(150), Unit: "KB", Check: "initialLoad"}),
			rule("Maximum file size 1 MB", "fileSize", compliance.Params{Max: num(1), Unit: "MB"}),
		}, []bool{false, false}},
		{"disjoint channel counts", []compliance.Rule{
			rule("Audio channels 1", "audioChannels", compliance.Params{Allowed: []string{"mono"}}),
			rule("Audio channels 2", "audioChannels", compliance.Params{Allowed: []string{"2"}}),
		}, []bool{true, true}},
		{"a recommendation contradicts nothing", []compliance.Rule{
			rule("Allowed formats: MP4", "format", compliance.Params{Allowed: []string{"MP4"}}),
			{Rule: "Preferred format MOV", Field: "format", Severity: compliance.SeverityWarning, Enabled: true, Params: &compliance.Params{Allowed: []string{"MOV"}}},
		}, []bool{false, false}},
		{"text fields are not compared", []compliance.Rule{
			rule("ISI", "safetyInfo", compliance.Params{Max: num(1)}),
			rule("ISI again", "safetyInfo", compliance.Params{Max: num(2)}),
		}, []bool{false, false}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			flagConflicts(tc.rules)
			for i, r := range tc.rules {
				if r.NeedsReview != tc.flagged[i] || r.Enabled == tc.flagged[i] {
					t.Errorf("%q: needsReview %v enabled %v, want flagged %v (%s)", r.Rule, r.NeedsReview, r.Enabled, tc.flagged[i], r.ReviewReason)
				}
				if tc.flagged[i] && !strings.Contains(r.ReviewReason, "(page 2)") {
					t.Errorf("%q: the reason does not name the other rule and its page: %s", r.Rule, r.ReviewReason)
				}
			}
		})
	}
}

func TestFlagConditions(t *testing.T) {
	tests := []struct {
		field, quote string
		flagged      bool
	}{
		{"audioLoudness", "Mono spots must be -19 LUFS, ±1 LU", true},
		{"audioLoudness", "stereo spots must be -16 LUFS integrated, ±1 LU", true},
		{"audioChannels", "spots with music beds must be stereo", true},
		{"audioLoudness", "For stereo files the loudness is -16 LUFS", true},
		{"duration", "Reminder ads must be 15 s", true},
		{"audioChannels", "Audio must be stereo", false},
		{"audioChannels", "5.1 or other surround mixes are not accepted; send a stereo mix", false},
		{"audioLoudness", "Loudness -24 LUFS integrated", false},
		{"indication", "Reminder spots must not mention the condition", true},
		{"safetyInfo", "HCP units that make a clinical claim must present the most important risks", true},
		{"safetyInfo", "Every unit must present the Important Safety Information", false},
		// A limit for one codec or wrapper: the rule model has no such condition.
		{"bitrate", "Bitrate | 90 Mbps minimum for ProRes; 45 Mbps for XDCAM HD", true},
		{"bitrate", "Minimum bitrate for H.265 files is 10 Mbps", true},
		{"bitrate", "Video bitrate: 15 to 30 Mbps", false},
		{"codec", "Codec: H.264 for every file", false},
	}
	for _, tc := range tests {
		rules := []compliance.Rule{{Rule: tc.quote, Field: tc.field, Severity: compliance.SeverityCritical, Enabled: true,
			Source: &compliance.Source{Quote: tc.quote}}}
		flagConditions(rules)
		if rules[0].NeedsReview != tc.flagged || rules[0].Enabled == tc.flagged {
			t.Errorf("%q: needsReview %v, want %v (%s)", tc.quote, rules[0].NeedsReview, tc.flagged, rules[0].ReviewReason)
		}
	}
}

func TestScopeSizeMentions(t *testing.T) {
	num := func(v float64) *float64 { return &v }
	sizes := []string{"300x250", "728x90", "320x50"}
	tests := []struct {
		name, quote   string
		wantScoped    bool // the limit gets the size, the dimensions rule is flagged
		documentSizes []string
	}{
		{"a size as the subject of a weight limit", "Notwithstanding 3.2.1, a 320x50 unit shall not exceed 50 KB in total.", true, sizes},
		{"a size as a required value", "Banners: 320x50, no more than 50 KB.", false, sizes},
		{"no wider list of sizes in the document", "A 320x50 unit shall not exceed 50 KB.", false, []string{"320x50"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := &compliance.Source{Quote: tc.quote, Page: 1}
			rules := []compliance.Rule{
				{Rule: "Approved display dimensions", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
					Params: &compliance.Params{Allowed: tc.documentSizes}, Source: &compliance.Source{Quote: "Sizes", Page: 1}},
				{Rule: "Display dimensions 320x50", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
					Params: &compliance.Params{Allowed: []string{"320x50"}}, Source: src},
				{Rule: "Maximum file size 50 KB", Field: "fileSize", Severity: compliance.SeverityCritical, Enabled: true,
					Params: &compliance.Params{Max: num(50), Unit: "KB"}, Source: src},
			}
			scopeSizeMentions(rules)
			scoped := slices.Equal(rules[2].Params.Sizes, []string{"320x50"})
			if scoped != tc.wantScoped || rules[1].NeedsReview != tc.wantScoped || rules[1].Enabled == tc.wantScoped {
				t.Errorf("limit sizes %v, dimensions rule enabled %v (%s); want scoped %v", rules[2].Params.Sizes, rules[1].Enabled, rules[1].ReviewReason, tc.wantScoped)
			}
		})
	}
}

func TestFlagImplausible(t *testing.T) {
	num := func(v float64) *float64 { return &v }
	tests := []struct {
		name    string
		p       compliance.Params
		flagged bool
	}{
		{"1 KB for a creative", compliance.Params{Max: num(1), Unit: "KB", Check: "initialLoad"}, true},
		{"1024 bytes", compliance.Params{Max: num(1024), Unit: "bytes"}, true},
		{"1 MB", compliance.Params{Max: num(1), Unit: "MB"}, false},
		{"a privacy icon's 1 KB", compliance.Params{Max: num(1), Unit: "KB", Parts: []string{"privacyIcon"}}, false},
	}
	for _, tc := range tests {
		rules := []compliance.Rule{{Rule: tc.name, Field: "fileSize", Severity: compliance.SeverityCritical, Enabled: true, Params: &tc.p}}
		flagImplausible(rules)
		if rules[0].NeedsReview != tc.flagged || rules[0].Enabled == tc.flagged {
			t.Errorf("%s: needsReview %v, want %v", tc.name, rules[0].NeedsReview, tc.flagged)
		}
	}
}

func TestFlagLayoutWidths(t *testing.T) {
	tests := []struct {
		quote   string
		flagged bool
	}{
		{"Layout width: 600 px, single column; content must not be wider than 600 px.", true},
		{"Hero images must be 600 px wide.", false},
		// A width alone in a sentence about the email or its HTML is the
		// layout's, whatever the sentence calls it.
		{"Mailings are 640 pixels across and their HTML stays below 80 KB.", true},
		{"Each newsletter is 600 px wide.", true},
		{"HTML5 units are 300 px wide.", false},
		{"Newsletter images are 600 px wide.", false},
	}
	for _, tc := range tests {
		rules := []compliance.Rule{{Rule: "Width 600 px", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
			Params: &compliance.Params{Pattern: "^600x\\d+$"}, Source: &compliance.Source{Quote: tc.quote}}}
		flagLayoutWidths(rules)
		if rules[0].NeedsReview != tc.flagged || rules[0].Enabled == tc.flagged {
			t.Errorf("%q: needsReview %v, want %v", tc.quote, rules[0].NeedsReview, tc.flagged)
		}
	}
}

func TestFlagDeliverables(t *testing.T) {
	tests := []struct {
		quote   string
		flagged bool
	}{
		{"Annex C lists the expected quantities: 12 display units, four 30-second spots, four 15-second cutdowns.", true},
		{"We expect two 15-second versions per market.", true},
		{"Deliverables SHALL be WAV (PCM, 16-bit or 24-bit) or MP3.", false},
		{"Spots shall be 15 or 30 seconds long.", false},
	}
	for _, tc := range tests {
		rules := []compliance.Rule{{Rule: tc.quote, Field: "duration", Severity: compliance.SeverityCritical, Enabled: true,
			Source: &compliance.Source{Quote: tc.quote}}}
		flagDeliverables(rules)
		if rules[0].NeedsReview != tc.flagged || rules[0].Enabled == tc.flagged {
			t.Errorf("%q: needsReview %v, want %v", tc.quote, rules[0].NeedsReview, tc.flagged)
		}
	}
}
