package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// formatRule returns the allowed formats of the first format rule, or nil.
func formatRule(rules []compliance.Rule) []string {
	for _, r := range rules {
		if r.Field == "format" && r.Params != nil {
			return r.Params.Allowed
		}
	}
	return nil
}

// TestFormatStatedAmongOtherValues: a single format listed beside other
// values (after a label, in a line of values, after "be" or "supply a")
// is a format the document requires; a format that names the kind of unit
// a limit is about is not (missed spec values, issue 12).
func TestFormatStatedAmongOtherValues(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // nil: no format rule
	}{
		{"label then format and size", "# Parts\n| Item | Spec |\n|---|---|\n| Preview | PNG, 320 × 180 px |", []string{"PNG"}},
		{"count word before format", "# Takeover\nWallpaper: one PNG, 1600×900 px, no larger than 400 KB.", []string{"PNG"}},
		{"values line under a heading", "# Video\nTreat every line as mandatory.\n- 1280x720, MOV ProRes, 25 fps.", []string{"MOV"}},
		{"copula introduces the value", "# Decisions\nFeed spots will be H.264 MP4 at 1080x1080 and must not exceed 30 seconds.", []string{"MP4"}},
		{"imperative supply", "# Print\nSupply one PDF file, images at least 300 dpi.", []string{"PDF"}},
		{"format names the kind", "# Display\nHTML5 units must not exceed 200 KB and 640x480.", nil},
		{"format is part of what a limit counts", "# Email\nTotal weight (HTML and images) no more than 250 KB, 600 px wide.", nil},
		{"format as a label", "# Display\nGIF: 100 KB max, 15 seconds max.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := formatRule(extractText(tt.src).Rules)
			if !slices.Equal(got, tt.want) {
				t.Errorf("format rule allows %v, want %v", got, tt.want)
			}
		})
	}
}

// TestLineOfFormatsIsASpec: a line that is nothing but a choice of formats
// ("WEBP, PNG or GIF.") states the formats the units may use, like a line
// of values of several kinds; a single format alone does not.
func TestLineOfFormatsIsASpec(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{"# Standard display\nUnits 1 to 4.\nWEBP, PNG or GIF.", []string{"WEBP", "PNG", "GIF"}},
		{"# Standard display\nUnits 1 to 4.\nPNG.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got := formatRule(extractText(tt.src).Rules)
			if !slices.Equal(got, tt.want) {
				t.Errorf("format rule allows %v, want %v", got, tt.want)
			}
		})
	}
}

// TestSubjectPartWeightWithFormat: "Badge | GIF, up to 40 KB" weighs the
// part the label names; the format beside the weight does not make it a
// branding rule without values.
func TestSubjectPartWeightWithFormat(t *testing.T) {
	res := extractText("# Native\n| Part | Size (px) | Limit | Status |\n|---|---|---|---|\n| Logo | 80 × 80 | GIF, up to 40 KB | Required |")
	var fields []string
	for _, r := range res.Rules {
		fields = append(fields, r.Field)
	}
	if !slices.Contains(fields, "fileSize") {
		t.Errorf("fields %s: the weight was not read", strings.Join(fields, ","))
	}
}

// TestPrintPDFProfiles: print specifications name a PDF profile ("PDF/X-1a",
// "PDF/X-4"); the rule keeps the profile (the format check compares it as
// PDF) and drops a plain "PDF" the profile refines, also when the sentence
// states a measured quantity beside it (dpi) or names colours in passing.
func TestPrintPDFProfiles(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"profile beside a resolution", "# Leaflet (print)\nDeliver a PDF/X-1a file; photos at least 300 dpi.", []string{"PDF/X-1a"}},
		{"profiles refine a plain PDF", "# Poster (print)\nSend one press-ready PDF per title, as PDF/X-4 or PDF/X-1a:2001, single pages.", []string{"PDF/X-4", "PDF/X-1a"}},
		{"row naming colours in passing", "# Booklet (print)\n| Item | Requirement |\n|---|---|\n| Cover file | PDF/X-4, colours CMYK only |", []string{"PDF/X-4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := formatRule(extractText(tt.src).Rules)
			if !slices.Equal(got, tt.want) {
				t.Errorf("format rule allows %v, want %v", got, tt.want)
			}
		})
	}
}

// TestSizeLabelScopesItsLimit: "300×50: ≤ 40 kB" after a general limit in
// the same cell or sentence is the limit of that size only: it gets the
// size as its scope and makes no dimensions rule of its own.
func TestSizeLabelScopesItsLimit(t *testing.T) {
	tests := []struct{ name, src string }{
		{"table cell", "# Display\n| Check | Limit |\n|---|---|\n| Initial load | ≤ 120 kB; 300×50: ≤ 40 kB |"},
		{"sentence", "# Display\nInitial load: no more than 120 KB; 300x50: no more than 40 KB."},
		// The size opens the clause after an announcing label.
		{"after an announcement", "# Display\nBanners are 300x250, 728x90 and 300x50, 120 KB each.\nUpdate from the publisher on 3 May: the 300x50 may weigh up to 40 KB."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var scoped bool
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "dimensions" && r.Params != nil && slices.Equal(r.Params.Allowed, []string{"300x50"}) {
					t.Errorf("the size label made a dimensions rule: %s", r.Rule)
				}
				if r.Field == "fileSize" && r.Params != nil && r.Params.Max != nil && *r.Params.Max == 40 {
					scoped = slices.Equal(r.Params.Sizes, []string{"300x50"})
				}
			}
			if !scoped {
				t.Error("the 40 KB limit is not scoped to 300x50")
			}
		})
	}
}

// TestInformalLimits: chat and notes write limits without "must" ("40kb or
// less", "under 300kb") and French documents weigh in "Ko": each is a
// maximum weight, a requirement of its own.
func TestInformalLimits(t *testing.T) {
	tests := []struct {
		name, src string
		max       float64
	}{
		{"or less", "# Display\n- backup GIF, same size, 30kb or less", 30},
		{"under a number", "# Email\n- hero image for the mailer, under 300kb", 300},
		{"kilooctets", "# Bannières\nBannière 728 × 90, 60 Ko maximum.", 60},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []float64
			for _, r := range extractText(tt.src).Rules {
				if r.Field == "fileSize" && r.Params != nil && r.Params.Max != nil {
					got = append(got, *r.Params.Max)
				}
			}
			if !slices.Contains(got, tt.max) {
				t.Errorf("file size maxima %v, want %v", got, tt.max)
			}
		})
	}
	for _, r := range extractText("# Plan\nWave 3 go live in May; 3 mo of flighting.").Rules {
		if r.Field == "fileSize" {
			t.Errorf("a plan's words read as a weight: %s", r.Rule)
		}
	}
}

// TestUnitSentenceLimitsGoWithItsSize: when the self-check leaves a
// sentence's size for review because the document lists other sizes, the
// sentence is about one unit, and its unscoped weight goes for review
// with it rather than capping every asset.
func TestUnitSentenceLimitsGoWithItsSize(t *testing.T) {
	src := "# Partner placements\nBanner sizes: 300x250, 728x90.\n\n- Promoted tile 1000 x 500, under 1MB"
	for _, r := range extractText(src).Rules {
		if r.Field == "fileSize" && r.Enabled {
			t.Errorf("the tile's weight caps every asset: %s (%v)", r.Rule, r.Params)
		}
	}
}

// codecRules lists the codec rules as "check:allowed" (enabled or not).
func codecRules(rules []compliance.Rule) map[string]bool {
	out := map[string]bool{}
	for _, r := range rules {
		if r.Field == "codec" && r.Params != nil {
			out[r.Params.Check+":"+strings.Join(r.Params.Allowed, ",")] = r.Enabled
		}
	}
	return out
}

// TestAudioCodecBesideVideoCodec: the audio codec named beside a video
// codec is the audio track's rule, not a second allowed video codec; PCM
// is an audio codec too.
func TestAudioCodecBesideVideoCodec(t *testing.T) {
	tests := []struct {
		src  string
		want []string
	}{
		{"# Online video\nSpots must be MP4 (H.265 video, AAC audio).", []string{":h265", "audio:aac"}},
		{"# Radio\nAudio must be uncompressed PCM.", []string{"audio:pcm"}},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got := codecRules(extractText(tt.src).Rules)
			for _, w := range tt.want {
				if _, ok := got[w]; !ok {
					t.Errorf("codec rules %v, want %s", got, w)
				}
			}
			if len(got) != len(tt.want) {
				t.Errorf("codec rules %v, want %v", got, tt.want)
			}
		})
	}
}

// TestAudioCodecOfOneDeliverable: an audio codec stated for one video
// codec's files goes for review when the document also allows files of
// another codec; a codec list that leaves out the codec the document
// prefers goes for review too.
func TestAudioCodecOfOneDeliverable(t *testing.T) {
	got := codecRules(extractText("# Delivery\nMasters must be ProRes 422 HQ in a MOV.\n\nWeb files must be MP4, H.264 video + AAC audio.").Rules)
	if got["audio:aac"] {
		t.Errorf("the web files' AAC audio applies to the ProRes masters: %v", got)
	}
	got = codecRules(extractText("# Delivery\nA DNxHD master is preferred.\n\nAn H.264 file must be 1920x1080 and H.264 High profile.").Rules)
	if got[":h264"] {
		t.Errorf("an H.264-only rule fails the preferred DNxHD master: %v", got)
	}
}

// TestThousandsPoint: European documents write thousands with a point
// ("1.000 KB", "4.000 kbps"); a frame rate's three decimals stay
// decimals.
func TestThousandsPoint(t *testing.T) {
	tests := []struct {
		src, field string
		max        float64
	}{
		{"# Banner\nMaximales Gesamtgewicht: 1.000 KB.", "fileSize", 1000},
		{"# Video\nVideo bitrate max. 4.000 kbps.", "bitrate", 4000},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			var got []float64
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field && r.Params != nil && r.Params.Max != nil {
					got = append(got, *r.Params.Max)
				}
			}
			if !slices.Contains(got, tt.max) {
				t.Errorf("%s maxima %v, want %v", tt.field, got, tt.max)
			}
		})
	}
	for _, r := range extractText("# Video\nFrame rate: 23.976 fps only.").Rules {
		if r.Field == "frameRate" && !slices.Contains(r.Params.Allowed, "23.976") {
			t.Errorf("a frame rate's decimals were read as thousands: %v", r.Params.Allowed)
		}
	}
}

// TestEqualListsUnderTwoSubheadings: the same formats stated under two
// sub-headings of one part ("Meta", then "Pinterest") are two rules, each
// scoped to its own platform, not one restatement.
func TestEqualListsUnderTwoSubheadings(t *testing.T) {
	src := "# Paid social\n## Meta\nImage files: JPG or PNG, 30 MB maximum.\n## Pinterest\nStandard pins: 1000 × 1500, PNG or JPG, 20 MB maximum."
	var platforms []string
	for _, r := range extractText(src).Rules {
		if r.Field == "format" && r.Params != nil {
			platforms = append(platforms, strings.Join(r.Params.Platforms, ","))
		}
	}
	slices.Sort(platforms)
	if !slices.Equal(platforms, []string{"meta", "pinterest"}) {
		t.Errorf("format rules' platforms %q, want one for meta and one for pinterest", platforms)
	}
}

// TestSpanishPortugueseBounds: "máx." and "mín." bound a value as "max."
// and "min." do.
func TestSpanishPortugueseBounds(t *testing.T) {
	res := extractText("# Vídeo\n- Duração: máx. 25 s\n- Áudio: AAC, mín. 96 kbps")
	var maxDur, minRate bool
	for _, r := range res.Rules {
		p := r.Params
		if p == nil {
			continue
		}
		if r.Field == "duration" && p.Max != nil && *p.Max == 25 && p.Min == nil {
			maxDur = true
		}
		if r.Field == "bitrate" && p.Min != nil && *p.Min == 96 && p.Max == nil {
			minRate = true
		}
	}
	if !maxDur || !minRate {
		t.Errorf("máx. read as a maximum: %v; mín. read as a minimum: %v", maxDur, minRate)
	}
}

// audioPresence returns the audio-track rule's allowed value and whether
// it is enabled ("" when there is none).
func audioPresence(rules []compliance.Rule) (string, bool) {
	for _, r := range rules {
		if r.Field == "codec" && r.Params != nil && r.Params.Check == compliance.CodecCheckAudioPresent {
			return strings.Join(r.Params.Allowed, ","), r.Enabled
		}
	}
	return "", false
}

// TestNoAudioTrack: "without an audio track" forbids one (codec,
// audioPresent, none); playing "without sound" and a sample rate that is
// not accepted do not; and a document that also gives the audio's values
// leaves the silence for review.
func TestNoAudioTrack(t *testing.T) {
	tests := []struct {
		src, want string
		enabled   bool
	}{
		{"# Lobby screens\nDeliver the screen loops without an audio track.", "none", true},
		{"# Lobby screens\n- No audio track", "none", true},
		{"# Outstream\nOutstream video must carry captions that work without sound.", "", false},
		{"# Audio\n44.1 kHz audio is not accepted.", "", false},
		{"# Video\nFiles must not contain an audio track.\n\nAudio must be AAC at 48 kHz.", "none", false},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			got, enabled := audioPresence(extractText(tt.src).Rules)
			if got != tt.want || enabled != tt.enabled {
				t.Errorf("audio track rule %q (enabled %v), want %q (enabled %v)", got, enabled, tt.want, tt.enabled)
			}
		})
	}
}

// TestDecisionsAndAcceptances: minutes and replies state specifications
// without "must": what the files of a kind "will be", what "is fine", what
// "is delivered as"; a plan's "will be live" states none.
func TestDecisionsAndAcceptances(t *testing.T) {
	tests := []struct {
		src, field, value string
	}{
		{"# Decisions\nAgreed: OTT files will be ProRes 422 HQ in a MOV wrapper, 1280x720.", "dimensions", "1280x720"},
		{"# Decisions\nAgreed: OTT files will be ProRes 422 HQ in a MOV wrapper, 1280x720.", "format", "MOV"},
		{"# Reply\n- 24 or 25 fps is fine.", "frameRate", "25"},
		{"# Display\nRich media units are delivered as a ZIP.", "format", "ZIP"},
	}
	for _, tt := range tests {
		t.Run(tt.src+" "+tt.field, func(t *testing.T) {
			var got []string
			for _, r := range extractText(tt.src).Rules {
				if r.Field == tt.field && r.Params != nil {
					got = append(got, r.Params.Allowed...)
				}
			}
			if !slices.Contains(got, tt.value) {
				t.Errorf("%s values %v, want %s", tt.field, got, tt.value)
			}
		})
	}
	if rules := extractText("# Plan\nThe campaign will be live in May and the banners will be reviewed weekly.").Rules; len(rules) > 0 {
		t.Errorf("a plan's sentence gave rules: %s", rules[0].Rule)
	}
}

// TestFormatAfterBothOrAnID: "…, both PNG" states the format of the
// things before it, and a requirement ID before the subject ("[AUD-2]
// Clips MUST be WAV files") does not hide the format it gives; a list of
// audio formats is the audio files' own.
func TestFormatAfterBothOrAnID(t *testing.T) {
	res := extractText("# Listing\n[LST-2] The small badge MUST be 90 × 90 px and the large badge 300 × 300 px, both PNG.")
	if got := formatRule(res.Rules); !slices.Equal(got, []string{"PNG"}) {
		t.Errorf("badges' format %v, want [PNG]", got)
	}
	res = extractText("# Clips\n[AUD-2] Clips MUST be WAV files at 256 kbps.")
	for _, r := range res.Rules {
		if r.Field == "format" {
			if !slices.Equal(r.Params.Allowed, []string{"WAV"}) || !slices.Equal(r.Params.Kinds, []string{"audio"}) {
				t.Errorf("clips' format %v kinds %v, want [WAV] for audio", r.Params.Allowed, r.Params.Kinds)
			}
			return
		}
	}
	t.Error("no format rule for the clips")
}

// TestResolutionNames: "720p" names a frame size when nothing else in the
// line gives it ("720p, 25 fps"; "2160p max" bounds it); a bitrate "@
// 1080p" and a text size "in a 1080p frame" only refer to one.
func TestResolutionNames(t *testing.T) {
	dims := func(src string) []compliance.Params {
		var out []compliance.Params
		for _, r := range extractText(src).Rules {
			if r.Field == "dimensions" && r.Params != nil {
				out = append(out, *r.Params)
			}
		}
		return out
	}
	if d := dims("# Video\nSpecs for the pre-roll (all mandatory):\n- 720p, 25 fps"); len(d) != 1 || !slices.Equal(d[0].Allowed, []string{"1280x720"}) {
		t.Errorf("720p read as %+v, want 1280x720", d)
	}
	if d := dims("# Video\nFiles must be MP4 (H.264), 2160p max."); len(d) != 1 || d[0].MaxWidth != 3840 || d[0].MaxHeight != 2160 {
		t.Errorf("2160p max read as %+v, want at most 3840 x 2160", d)
	}
	for _, src := range []string{"# Video\nThe video bitrate must be at least 8 Mbps @ 1080p.", "# Video\nCaptions must be at least 40 px tall in a 1080p frame."} {
		if d := dims(src); len(d) > 0 {
			t.Errorf("%q gave a size rule %+v", src, d)
		}
	}
}

// TestBitrateCapOfOneDeliverable: a bitrate maximum stated for one video
// codec's files ("web versions in H.264 at no more than 12 Mbps") goes for
// review when the document also asks for files of another codec (a ProRes
// master far above it); a floor for one codec stays applied. Sentences of
// my own.
func TestBitrateCapOfOneDeliverable(t *testing.T) {
	src := "# Delivery\nBroadcast masters shall be ProRes 422 HQ in a MOV.\n\nWeb versions shall be MP4 files with H.264 video at no more than 12 Mbps."
	if r := reviewed(t, src, "bitrate", "12 Mbps"); r.Enabled {
		t.Errorf("the web versions' cap would fail the ProRes master: %s", dump(r))
	}
	src = "# Delivery\nBroadcast masters shall be ProRes 422 HQ in a MOV.\n\nWeb versions shall be MP4 files with H.264 video at no less than 8 Mbps."
	if r := reviewed(t, src, "bitrate", "8 Mbps"); !r.Enabled {
		t.Errorf("a floor fails no master above it, want applied: %s", dump(r))
	}
}
