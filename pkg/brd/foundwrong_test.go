package brd_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestTotalWithTheLaterLoad: a limit named as the total that a later
// (polite, sub-) load is part of is the total of the loads, not the later
// load alone: "the total, including polite load", a "total load (polite)"
// column, a later load that "brings the total" to a value, the total "of
// initial and polite load". The later load's own sum stays a subload.
func TestTotalWithTheLaterLoad(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"the total including the later load",
			"# Rich media\nHTML5 units: the first load may not exceed 120 kB; the total, including polite load, may not exceed 400 kB.",
			[]string{"initialLoad 120 html5", "totalSize 400 html5"}},
		{"a total column with the later load in brackets",
			"# Display\n| Size (px) | Name | Max initial load | Max total weight (polite) |\n| 300 × 250 | MPU | 120 kB | 350 kB |\n| 160 × 600 | Skyscraper | 120 kB | 350 kB |",
			[]string{"initialLoad 120 static,animated,html5 160x600", "initialLoad 120 static,animated,html5 300x250", "totalSize 350 static,animated,html5 160x600", "totalSize 350 static,animated,html5 300x250"}},
		{"a later load that brings the total to a value",
			"# Banners\nInitial load is capped at 100 KB. Subload content loaded after the page may bring the overall total to 450 KB.",
			[]string{"initialLoad 100 static,animated,html5", "totalSize 450 static,animated,html5"}},
		{"the total of initial and later load",
			"# HTML5\nThe total of initial and polite load must not exceed 600 KB.",
			[]string{"totalSize 600 html5"}},
		{"the later load's own sum stays a subload",
			"# HTML5\nThe initial load is 150 KB at most, and a polite load of no more than 800 KB in total may follow.",
			[]string{"initialLoad 150 html5", "subload 800 html5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := measuredSizes(tt.src); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestAdviceWordsOverImperatives: a line whose words give advice ("we
// suggest", "where you can", a "Good to know:" label) is a warning even
// when it is an imperative in notes that state no requirement with a
// modal verb (where a bare "keep … under" is their requirement).
func TestAdviceWordsOverImperatives(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		want                    compliance.Severity
	}{
		{"we suggest a range after a hard cap",
			"# Video\nThe video bitrate must stay below 25 Mbps; we suggest 10–15 Mbps, which streams faster.",
			"bitrate", "suggest", compliance.SeverityWarning},
		{"a suggested floor",
			"# Outdoor\nWe suggest a contrast ratio of at least 6:1 between copy and background.",
			"contrast", "", compliance.SeverityWarning},
		{"a good-to-know label",
			"# Playables\nGood to know: show your logo in the first 4 seconds\n\nKeep every file below 4 MB.",
			"brandGuidelines", "", compliance.SeverityWarning},
		{"keep under, where you can, in notes without modals",
			"# Delivery notes\n- Send banners as HTML5 zips.\n- Keep initial load under 90 KB where you can.\n- Keep each zip under 300 KB.",
			"fileSize", "where you can", compliance.SeverityWarning},
		{"a bare keep under in notes without modals stays the requirement",
			"# Delivery notes\n- Send banners as HTML5 zips.\n- Keep each zip under 300 KB.",
			"fileSize", "", compliance.SeverityCritical},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field && strings.Contains(r.Source.Quote, tt.quote) {
					got = append(got, string(r.Severity)+" "+r.Source.Quote)
				}
			}
			if len(got) == 0 || !strings.HasPrefix(got[0], string(tt.want)) {
				t.Errorf("got %q, want the first %s rule of %q %s", got, tt.field, tt.quote, tt.want)
			}
		})
	}
}

// TestLoudnessToleranceNamedApart: a tolerance stated as such after the
// target ("with a tolerance of ±1", "each ±1.5") widens the target into a
// range even without its unit; a target without one stays exact.
func TestLoudnessToleranceNamedApart(t *testing.T) {
	tests := []struct {
		text     string
		min, max float64
	}{
		{"Mix every spot to −22 LKFS (ATSC A/85) with a tolerance of ±2.", -24, -20},
		{"The :15 and the :30 must be mixed to −24 LKFS, each ±1.5.", -25.5, -22.5},
		{"Integrated loudness must be −18 LUFS.", -18, -18},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var p *compliance.Params
			for _, r := range extractText("# Audio\n" + tt.text).Rules {
				if r.Field == "audioLoudness" && (r.Params == nil || r.Params.Check != compliance.LoudnessCheckTruePeak) {
					p = r.Params
				}
			}
			if p == nil || p.Min == nil || p.Max == nil || *p.Min != tt.min || *p.Max != tt.max {
				t.Errorf("loudness params %s, want %v to %v", dumpP(p), tt.min, tt.max)
			}
		})
	}
}

// TestLogoTreatmentIsTheLogos: how the logo itself is drawn (its clear
// space, changes the brand forbids) is a rule of the logo part; where the creative shows the logo
// is the creative's.
func TestLogoTreatmentIsTheLogos(t *testing.T) {
	tests := []struct {
		name, src, quote string
		part             string
	}{
		{"clear space", "# Brand\n- Leave clear space on every side of the logo equal to the cap height of the wordmark.", "clear space", "logo"},
		{"forbidden changes", "# Brand\n- Do not recolour, skew or rotate the brand logo.", "recolour", "logo"},
		{"where the creative shows it", "# Brand\n- The logo must appear on the last frame of every banner.", "last frame", ""},
		{"shown, with its clear space", "# Brand\n- The logo must be shown on the end card with clear space of half its height around it.", "end card", ""},
		{"text and logos inside a safe area", "# Video\n- Keep all text and logos inside the 90% title-safe area.", "title-safe", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			found := false
			for _, r := range extractText(tt.src).Rules {
				if r.Source == nil || !strings.Contains(r.Source.Quote, tt.quote) {
					continue
				}
				found = true
				var parts []string
				if r.Params != nil {
					parts = r.Params.Parts
				}
				if got := strings.Join(parts, ","); got != tt.part {
					t.Errorf("%s %q: parts %q, want %q", r.Field, r.Source.Quote, got, tt.part)
				}
			}
			if !found {
				t.Errorf("no rule quotes %q", tt.quote)
			}
		})
	}
}

// TestUnitFormatWithBackupFormats: "HTML5 with a JPG or PNG backup" gives
// the unit's format and the backup image's as two rules, the second
// scoped to the backup; a list of unit formats alone stays one rule.
func TestUnitFormatWithBackupFormats(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"a row with the backup's formats before the word",
			"# Display\n| Spec | Value |\n| Build | HTML5 with a static GIF or PNG backup |\n| Weight | 120 KB |",
			[]string{"HTML5 kinds=html5", "GIF,PNG parts=backup"}},
		{"a sentence, the backup read as delivered along",
			"# Display\nBanners must be built in HTML5 (ZIP), with a PNG backup image for every size.",
			[]string{"HTML5,ZIP kinds=html5", "PNG parts=backup"}},
		{"an image with an image fallback",
			"# Web\nHero images must be saved as WebP, with a JPG fallback.",
			[]string{"WEBP,JPG parts=mainImage"}},
		{"unit formats alone",
			"# Display\nBanners must be delivered as HTML5, JPG or PNG.",
			[]string{"HTML5,JPG,PNG kinds=static,animated,html5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field != "format" || r.Params == nil {
					continue
				}
				line := strings.Join(r.Params.Allowed, ",")
				if len(r.Params.Parts) > 0 {
					line += " parts=" + strings.Join(r.Params.Parts, ",")
				} else if len(r.Params.Kinds) > 0 {
					line += " kinds=" + strings.Join(r.Params.Kinds, ",")
				}
				got = append(got, line)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestTruncationIsAdvice: a copy limit whose reason is that the platform
// cuts longer copy off is advice (the copy still runs); the same limit
// stated with "must" stays a requirement.
func TestTruncationIsAdvice(t *testing.T) {
	tests := []struct {
		name, src string
		want      compliance.Severity
	}{
		{"longer copy is folded", "# Feed\n- Body text: 90 characters or fewer; longer text is truncated behind a link.", compliance.SeverityWarning},
		{"so it is not cut off", "# Email\n- Subject lines of 50 characters or fewer, so they aren't cut off on phones.", compliance.SeverityWarning},
		{"a maximum with a reason", "# SMS\n- 120 characters maximum; longer messages are truncated by some carriers.", compliance.SeverityCritical},
		{"a hard cap before advice with its own values", "# Ads\n- Up to 200 characters; headlines of 60 characters or fewer are not cut off.", compliance.SeverityCritical},
		{"a must with a reason", "# Email\n- Subject lines must be 50 characters or fewer, or they will be truncated.", compliance.SeverityCritical},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "characterCount" {
					got = append(got, string(r.Severity))
				}
			}
			if len(got) == 0 || got[0] != string(tt.want) {
				t.Errorf("got %q, want %s", got, tt.want)
			}
		})
	}
}

// TestTickAndCrossMarks: a spec sheet's marks say which values it takes:
// a cross after each refused value where every value carries its mark
// ("JPG ✓ PNG ✓ GIF ✗"), or a cross before the refused list ("MP4 ✖ WebM,
// MOV"); a value before a cross that opens a list stays allowed.
func TestTickAndCrossMarks(t *testing.T) {
	tests := []struct {
		name, src, field string
		want             []string
	}{
		{"a mark after every value", "# Companion\n| Spec | Value |\n| File format | PNG ✓ JPG ✓ GIF ✗ SVG ✗ |\n| Max weight | 150 KB |", "format", []string{"PNG", "JPG"}},
		{"a cross before the refused list", "# Video\n| Spec | Value |\n| Container | MP4 ✖ MOV, WebM |\n| Max weight | 50 MB |", "format", []string{"MP4"}},
		{"values before a cross that opens a list", "# Video\n| Spec | Value |\n| Container / codec | MP4, H.264 ✖ WebM |\n| Max weight | 50 MB |", "codec", []string{"h264"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field && r.Params != nil {
					got = append(got, r.Params.Allowed...)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestWhichCopyIsCounted: the piece of copy a character count limits: a
// bracket right after the count names it over a word before it; alt text
// named before the count is what is counted, whatever it is said to
// hold; a link's text is its call to action.
func TestWhichCopyIsCounted(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"brackets after each count", "# Push\n- Push notification: 30 characters (title) / 90 characters (body)",
			[]string{"30 headline", "90 body"}},
		{"alt text holding a brand", "# Accessibility\nEach image must carry alternative text naming the advertiser and the offer, of no more than 120 characters.",
			[]string{"120 altText"}},
		{"a link's text", "# Sponsorship\n- Link text: up to 30 characters",
			[]string{"30 cta"}},
		{"alt text in an earlier clause", "# Newsletter\n- One static JPG with alt text; plus a text link of up to 40 characters under it.",
			[]string{"40 cta"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "characterCount" && r.Params != nil && r.Params.Max != nil {
					check := r.Params.Check
					if check == "" {
						check = "body"
					}
					got = append(got, strconv.FormatFloat(*r.Params.Max, 'f', -1, 64)+" "+check)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSuspendedHyphenLists: "15- and 30-second" lists both lengths (the
// unit is written once, after the last); a range stays a range.
func TestSuspendedHyphenLists(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Cutdowns must be the 10- and 20-second versions only.", []string{"10", "20"}},
		{"We accept 6-, 15- or 30-second spots only.", []string{"6", "15", "30"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# Video\n" + tt.text).Rules {
				if r.Field == "duration" && r.Params != nil {
					got = append(got, r.Params.Allowed...)
				}
			}
			slices.Sort(got)
			want := slices.Clone(tt.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("got %q, want %q", got, want)
			}
		})
	}
}

// TestSpotLengthsWidenTheirListsBounds: a spot length (":60") read with a
// list of lengths in the same text widens the bounds the list gave, so no
// allowed length fails the rule's own maximum.
func TestSpotLengthsWidenTheirListsBounds(t *testing.T) {
	src := "# Video\nThe lobby loop takes 10- and 20-second slots only; :45 spots run on the ward screens."
	for _, r := range extractText(src).Rules {
		if r.Field != "duration" || r.Params == nil || r.Params.Max == nil {
			continue
		}
		for _, a := range r.Params.Allowed {
			if v, _ := strconv.ParseFloat(a, 64); v > *r.Params.Max || r.Params.Min != nil && v < *r.Params.Min {
				t.Errorf("allowed %s outside the rule's bounds: %s", a, dumpP(r.Params))
			}
		}
	}
}

// TestEmailWeightWithItsImages: an email's weight of its HTML and images
// ("HTML + images", "HTML & images") is the total of its files.
func TestEmailWeightWithItsImages(t *testing.T) {
	for _, text := range []string{"- Email weight, HTML + images: max. 180 KB", "- Newsletter weight (HTML & images): 180 KB max."} {
		t.Run(text, func(t *testing.T) {
			got := measuredSizes("# Email\n" + text)
			if len(got) != 1 || !strings.HasPrefix(got[0], "totalSize 180") {
				t.Errorf("got %q, want the total 180 KB", got)
			}
		})
	}
}

// TestBackupsUnitIsNoFormat: a format that names the unit a backup image
// is for ("for HTML5 builds", "that cannot run HTML5") is not one the
// backup may be; the backup's own formats are, scoped to the backup.
func TestBackupsUnitIsNoFormat(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Supply a backup PNG or JPG for HTML5 units, 40 KB max.", []string{"PNG", "JPG"}},
		{"Add a static fallback image (JPG or GIF) for browsers that cannot play HTML5.", []string{"JPG", "GIF"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got []string
			for _, r := range extractText("# Display\n" + tt.text).Rules {
				if r.Field == "format" && r.Params != nil {
					got = append(got, r.Params.Allowed...)
					if !slices.Equal(r.Params.Parts, []string{"backup"}) {
						t.Errorf("parts %q, want backup", r.Params.Parts)
					}
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}
