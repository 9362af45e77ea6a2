package brd_test

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// A limit on how many of some element a creative holds ("no more than
// three bullet points", "one hashtag per post") is a metadata rule whose
// min/max is the count and whose unit is the thing counted; no checker
// reads such elements from the bytes, so the rule is one for review and
// never fails an asset by itself.
func TestCountsOfThings(t *testing.T) {
	tests := []struct {
		name, src, quote, field, unit string
		min, max                      float64 // 0: no bound
	}{
		{"no more than, in words", "# Slides\nEach slide must show no more than three bullet points.", "no more than three bullet points", "metadata", "bullet points", 0, 3},
		{"up to, per parent", "# Carousel\n- Up to 6 product tiles per carousel.", "Up to 6 product tiles", "metadata", "product tiles", 0, 6},
		{"or fewer, without a verb", "# Stories\nNine panels or fewer in one story.", "Nine panels or fewer", "metadata", "panels", 0, 9},
		{"one per", "# Social posts\n- One hashtag per post.", "One hashtag per post", "metadata", "hashtag", 0, 1},
		{"a range", "# Polls\nA poll offers 2 to 4 answer options.", "2 to 4 answer options", "metadata", "answer options", 2, 4},
		{"between and", "# Forms\nThe sign-up form must have between 3 and 6 fields.", "between 3 and 6 fields", "metadata", "fields", 3, 6},
		{"limited to, thing first", "# Email\n- Modules are limited to 8 per send.", "Modules are limited to 8", "metadata", "modules", 0, 8},
		{"at least", "# Search ads\nSupply at least 5 sitelink variants.", "at least 5 sitelink variants", "metadata", "sitelink variants", 5, 0},
		{"a label and a count", "# Messaging\nQuick answers: up to 4 chips", "up to 4 chips", "metadata", "chips", 0, 4},
		{"fonts are typography", "# Build\nUse at most two typefaces in a unit.", "at most two typefaces", "typography", "typefaces", 0, 2},
		{"only, under may", "# Layout\nA layout may hold only one hero video.", "only one hero video", "metadata", "hero video", 0, 1},
		{"a compound after a word no creative holds", "# Tracking\n- A bid may carry up to three impression trackers.", "up to three impression trackers", "metadata", "impression trackers", 0, 3},
		{"a compound ending in a unit word", "# Tracking\n- A unit may fire up to 4 tracking pixels.", "up to 4 tracking pixels", "metadata", "tracking pixels", 0, 4},
		{"a part counted", "# Email\nAn editor may add no more than two fragments to one email.", "no more than two fragments", "metadata", "fragments", 0, 2},
		{"a column of counts beside one of characters", "# Surfaces\n| Surface | Max characters per line | Max taps per screen |\n| Kiosk | 120 | 4 |\n| Tablet | 90 | 6 |",
			"Kiosk", "metadata", "taps", 0, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			var r *compliance.Rule
			for i := range res.Rules {
				if c := &res.Rules[i]; c.Field == tt.field && c.Params != nil && c.Params.Unit == tt.unit && techRule(res.Rules[i:i+1], tt.field, tt.quote) != nil {
					r = c
					break
				}
			}
			if r == nil {
				t.Fatalf("no %s rule counting %q quoting %q in %v", tt.field, tt.unit, tt.quote, ruleQuotes(res.Rules))
			}
			if r.Params.Check != "" || !sameBound(r.Params.Min, tt.min) || !sameBound(r.Params.Max, tt.max) {
				t.Fatalf("params %s, want min %v max %v and no check", dumpP(r.Params), tt.min, tt.max)
			}
			// A cap is critical, also under "may", and no part's limit.
			if r.Severity != compliance.SeverityCritical || !r.Enabled || len(r.Params.Parts) > 0 {
				t.Errorf("severity %s, enabled %v, parts %v: %s", r.Severity, r.Enabled, r.Params.Parts, r.ReviewReason)
			}
			// The rule is for review: no asset fails it.
			for _, a := range []compliance.Asset{
				{FileName: "unit.zip", Info: media.Info{Kind: media.KindHTML5, HTML5: &media.HTML5Info{FileCount: 40}}},
				{FileName: "card.png", Info: media.Info{Kind: media.KindImage, Width: 600, Height: 600}},
			} {
				for _, is := range compliance.Check(t.Context(), a, []compliance.Rule{*r}, compliance.Options{}).Issues {
					if is.Status == compliance.StatusFail {
						t.Errorf("%s fails the count: %s", a.FileName, is.Message)
					}
				}
			}
		})
	}
	// Quantities of other kinds, rates per period, files of a package, what
	// the platform does and what it costs are no counts of things.
	for _, src := range []string{
		"# Review\nAllow up to 10 business days for approval.",
		"# Sends\nReps must send at most 2 e-mails per HCP per week.",
		"# Banners\nThe banner must be no more than 2 MB and loop up to 3 times.",
		"# Package\nThe zip must contain exactly one HTML file.",
		"# Copy\nHeadlines must be no more than 30 characters.",
		"# Video\nSpots must be 15 to 30 seconds long.",
		"# Delivery\nA visitor must see at most one takeover every 30 days.",
		"# How ads show\nWe must rotate up to 3 offers in the slot.",
		"# Rates\nInserts of up to 8 pages must be quoted separately.",
		"# Process\nA piece may go through up to three review rounds.",
		"# Plan\nThe flight must deliver up to 40 million impressions.",
		// Numbered positions (which tracks, which slides) are a layout.
		"# Sound\nMaster audio: Ch 1/2 stereo; Ch 3–6 silent or 5.1.",
		"# Sound\n- Track layout must be tracks 3-4 dialogue stems, tracks 5 to 8 empty.",
		"# Deck\nSlides 2 to 4 carry the safety summary.",
	} {
		for _, r := range extractText(src).Rules {
			if (r.Field == "metadata" || r.Field == "typography") && r.Params != nil && r.Params.Check == "" && (r.Params.Min != nil || r.Params.Max != nil) {
				t.Errorf("%q gave a count %s", src, dumpP(r.Params))
			}
		}
	}
}

// sameBound compares an optional bound with a wanted one (0: none).
func sameBound(got *float64, want float64) bool {
	if want == 0 {
		return got == nil
	}
	return got != nil && *got == want
}

// A measure in pixels is often stated for a frame ("at least 48 px tall at
// 3840 × 2160", "on a 1080 × 1080 canvas"): the frame scopes the measure
// (the rule's sizes) and is no size the asset must have. The height of
// type ("cap height", "type height") is a type size, not the asset's
// height, and a margin kept "clear from the left, right and bottom edges"
// is a safe area.
func TestPixelMeasureFrames(t *testing.T) {
	tests := []struct {
		name, src, field, check string
		min                     float64
		sizes                   []string
	}{
		{"type height at a frame", "# Video supers\n- Captions must be at least 48 px tall at 3840 × 2160.", "accessibility", "", 48, []string{"3840x2160"}},
		{"a part's width on a canvas", "# Social\n- The logo must be at least 200 px wide on a 1080 × 1080 canvas.", "brandGuidelines", "", 200, []string{"1080x1080"}},
		{"cap height", "# Supers\n- Use a cap height of no less than 24 px.", "typography", "", 24, nil},
		{"type height", "# Supers\nSafety supers need a minimum type height of 30 px.", "typography", "", 30, nil},
		{"edges listed with commas", "# Layout\n- Keep 40 px clear from the left, right and bottom edges.", "brandGuidelines", "safeArea", 40, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			var r *compliance.Rule
			for i := range res.Rules {
				if res.Rules[i].Field == tt.field {
					r = &res.Rules[i]
				}
				if p := res.Rules[i].Params; p != nil && (len(p.Allowed) > 0 || p.MinHeight > 0) && res.Rules[i].Field == "dimensions" {
					t.Errorf("a dimensions rule %s from a measure's frame", dumpP(p))
				}
			}
			if r == nil || r.Params == nil {
				t.Fatalf("no %s rule with values in %v", tt.field, ruleQuotes(res.Rules))
			}
			p := r.Params
			if p.Check != tt.check || p.Unit != "px" || !sameBound(p.Min, tt.min) || !slices.Equal(p.Sizes, tt.sizes) {
				t.Errorf("params %s, want check %q min %v px sizes %v", dumpP(p), tt.check, tt.min, tt.sizes)
			}
		})
	}
	// A size with no pixel measure before it is still the asset's size.
	res := extractText("# Video\n- Deliver masters at 1920 × 1080.")
	if r := techRule(res.Rules, "dimensions", "Deliver masters"); r == nil || r.Params == nil || !slices.Equal(r.Params.Allowed, []string{"1920x1080"}) {
		t.Errorf("delivery size lost: %v", ruleQuotes(res.Rules))
	}
}

// A contrast ratio is its own rule whatever other field the sentence
// names (brand colours, fonts), "contrasts with" says contrast, and a
// second ratio for other text ("3:1 for large headings") is a second rule.
func TestContrastBesideOtherFields(t *testing.T) {
	tests := []struct {
		name, src string
		mins      []float64
	}{
		{"verb form", "# Buttons\nPick a button colour that contrasts with the page by at least 4.5:1.", []float64{4.5}},
		{"beside brand colours", "# Brand\n- Brand colours shall follow the 2028 palette; text contrast shall be at least 7:1.", []float64{7}},
		{"beside fonts", "# Build\n- fonts must be embedded and body text contrast must be at least 4.5:1", []float64{4.5}},
		{"two ratios", "# Accessibility\n- Palette contrast: body copy at least 4.5:1; large headings at least 3:1.", []float64{4.5, 3}},
		{"a ratio in brackets", "# Standards\n| Element | Standard | Level |\n| Copy contrast | 4.5:1 minimum (3:1 for 30px+ titles) | Required |", []float64{4.5, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var mins []float64
			res := extractText(tt.src)
			for _, r := range res.Rules {
				if r.Field == "contrast" && r.Params != nil && r.Params.Min != nil {
					mins = append(mins, *r.Params.Min)
				}
			}
			if !slices.Equal(mins, tt.mins) {
				t.Errorf("contrast minimums %v, want %v (rules %v)", mins, tt.mins, ruleQuotes(res.Rules))
			}
		})
	}
}

// A sample rate written in hertz ("22050 Hz") or with one digit of
// kilohertz ("8 kHz", voice prompts) is the audio's sample rate.
func TestSampleRatesInHertz(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"# IVR\n- Voice prompts must be WAV, 8 kHz, mono.", "8000"},
		{"# Voice app\n- Each clip must be sampled at 16000 Hz or 24000 Hz.", "16000,24000"},
		{"# Podcast\n- Deliver at 44,100 Hz.", "44100"},
	} {
		if got := measuredAllowed(tt.src, "audioSampleRate", ""); got != tt.want {
			t.Errorf("%q: sample rates %q, want %q", tt.src, got, tt.want)
		}
	}
	// A frequency in hertz that is no audio rate is none.
	if got := measuredAllowed("# Audio\n- Roll off everything below 120 Hz.", "audioSampleRate", ""); got != "" {
		t.Errorf("a filter frequency read as a sample rate: %q", got)
	}
}

// "no audio track" at the end of a list of values, and a video that must
// be silent, forbid an audio track; a sample rate refused is no refusal of
// audio.
func TestNoAudioTrackInValueLists(t *testing.T) {
	for _, src := range []string{
		"# Screens\n- Loop clips must be MP4, 6 seconds, 25 fps, no audio track.",
		"# Screens\n- Lobby videos must play silently.",
	} {
		if got := measuredAllowed(src, "codec", "audioPresent"); got != "none" {
			t.Errorf("%q: audio presence %q, want none", src, got)
		}
	}
	if got := measuredAllowed("# Audio\n- 32 kHz audio is not accepted.", "codec", "audioPresent"); got != "" {
		t.Errorf("a refused sample rate read as no audio: %q", got)
	}
}
