package brd_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fieldValues lists the rules of one field of a source as "check
// allowed min..max" ("audio 44100,48000 -..-"), sorted; a rule without a
// measurement shows "-".
func fieldValues(src, field string) []string {
	var out []string
	num := func(v *float64) string {
		if v == nil {
			return "-"
		}
		return strconv.FormatFloat(*v, 'f', -1, 64)
	}
	for _, r := range extractText(src).Rules {
		if r.Field != field || r.Params == nil {
			continue
		}
		p := r.Params
		check := p.Check
		if check == "" {
			check = "-"
		}
		allowed := strings.Join(p.Allowed, ",")
		if allowed == "" {
			allowed = "-"
		}
		out = append(out, check+" "+allowed+" "+num(p.Min)+".."+num(p.Max))
	}
	slices.Sort(out)
	return out
}

// TestSampleRatesListedBeforeOneUnit: rates listed before a single "kHz"
// are all allowed, not only the last one; a number of another quantity
// before a rate is no rate.
func TestSampleRatesListedBeforeOneUnit(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"two rates, one unit", "# Podcast audio\nDeliver the spot at 44.1 or 48 kHz, stereo.", []string{"- 44100,48000 -..-"}},
		{"a slash list", "# Audio\n- Sample rate: 32/44.1/48 kHz", []string{"- 32000,44100,48000 -..-"}},
		{"a frame rate before the rate", "# Audio\nThe mix must sit on track 2, 48 kHz.", []string{"- 48000 -..-"}},
		{"one rate", "# Audio\nAudio must be sampled at 48 kHz.", []string{"- 48000 -..-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, "audioSampleRate"); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestLoadOfACutClause: a weight cut from the sentence, row or cell that
// measured the weight before it keeps that measure (an initial load, or
// the total of the loads when it calls itself a total), unless its own
// words name one file; weights a section then allows a further load on
// top of are initial loads; other languages name the initial load too.
func TestLoadOfACutClause(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"a later clause of the same sentence",
			"# Rich media\nThe initial load must not exceed 120 KB; the 970x250 may weigh up to 180 KB.",
			[]string{"initialLoad 120 html5", "initialLoad 180 html5 970x250"}},
		{"a later clause naming its own load",
			"# Rich media\nThe initial load must not exceed 120 KB; content loaded after a user interaction must not exceed 2 MB.",
			[]string{"initialLoad 120 html5", "subload 2048 html5"}},
		{"a still image in the later clause stays one file",
			"# Rich media\nThe initial load must not exceed 120 KB; the backup JPG may weigh up to 40 KB.",
			[]string{"file 40 static", "initialLoad 120 html5"}},
		{"a total cut from a row's initial load",
			"# Retargeting banners\n| Spec | Value |\n|---|---|\n| Weight | 90k initial load, 350k total |",
			[]string{"initialLoad 90 static,animated,html5", "totalSize 350 static,animated,html5"}},
		{"a total on the next line of a list",
			"# Programmatic display\n- Initial load ≤ 110 KB\n- total ≤ 260 KB",
			[]string{"initialLoad 110 static,animated,html5", "totalSize 260 static,animated,html5"}},
		{"the zipped file's own total",
			"# Programmatic display\n- Initial load ≤ 110 KB\n- Zipped package ≤ 500 KB in total",
			[]string{"file 500 static,animated,html5", "initialLoad 110 static,animated,html5"}},
		{"weights before a further load",
			"# Display\n| Format | Dimensions | Maximum weight |\n|---|---|---|\n| MPU | 300 × 250 | 120 kB |\n| Leaderboard | 728 × 90 | 120 kB |\n| Half page | 300 × 600 | 180 kB |\n\nHTML5 units may load a further 400 kB after the page has finished loading.",
			[]string{"initialLoad 120 static,animated,html5 300x250", "initialLoad 120 static,animated,html5 728x90", "initialLoad 180 static,animated,html5 300x600", "subload 400 html5"}},
		{"the initial load in Portuguese",
			"# Banners\n- Peso inicial máx. 120 KB\n- Peso total máx. 400 KB",
			[]string{"initialLoad 120 static,animated,html5", "totalSize 400 static,animated,html5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := measuredSizes(tt.src); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestRefusedListLeavesTheAllowedSet: every value of a refused list ("we
// do not sell :10, :15 or :60 units", "24 and 50 fps versions will not
// play") leaves the allowed set, not only the first; a bound's words
// before a list ("no larger than 1280 x 720, 20 MB") refuse nothing.
func TestRefusedListLeavesTheAllowedSet(t *testing.T) {
	tests := []struct {
		name, src, field string
		want             []string
	}{
		{"spot lengths refused in a list",
			"# Spots\n| Property | Specification |\n|---|---|\n| Length | Exactly 20 or 40 seconds. We do not sell :10, :15 or :60 units. |",
			"duration", []string{"- 20,40 20..40"}},
		{"frame rates that will not play",
			"# Cinema\n| Property | Specification |\n|---|---|\n| Frame rate | 25 fps only. 24 fps and 50 fps versions will not play on our screens. |",
			"frameRate", []string{"- 25 25..25"}},
		{"a refused list with a decimal rate",
			"# Broadcast\nMasters must be 25 fps.\n50 fps and 59.94 fps masters are not accepted.",
			"frameRate", []string{"- 25 25..25"}},
		{"rates that will be rejected",
			"# Broadcast\nMasters must be 25 fps.\n30 fps and 24 fps material will be rejected.",
			"frameRate", []string{"- 25 25..25"}},
		{"a bound before a weight",
			"# Video\nEmbedded video must be MP4, no larger than 1280 x 720, 20 MB per file.",
			"fileSize", []string{"- - -..20480"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, tt.field); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestSoundAndPictureBitrates: a sentence giving the picture's bitrate
// and then the sound's gives two rules, the second measured on the audio
// track; a bitrate only advised is the least aimed at, one required
// plainly stays exact.
func TestSoundAndPictureBitrates(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"picture then sound",
			"# Delivery\nFiles shall be MP4 (H.264), 1280 × 720, at a video bitrate of not less than 6 Mbps and not more than 12 Mbps, with AAC audio at 256 kbps or higher.",
			[]string{"- - 6000..12000", "audio - 256..-"}},
		{"the sound alone",
			"# Delivery\nAudio shall be AAC at 256 kbps or higher.",
			[]string{"audio - 256..-"}},
		{"an advised bitrate",
			"# Video\nThe video bitrate should be 12 Mbps.",
			[]string{"- - 12000..-"}},
		{"a required bitrate",
			"# Video\nThe video bitrate must be 12 Mbps.",
			[]string{"- 12000 12000..12000"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, "bitrate"); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestWhichPieceOfListingOrExtension: a count of an app store listing's
// field or of a search ad's extension is that piece's (its own check),
// not the whole copy's nor the ad's headline or description.
func TestWhichPieceOfListingOrExtension(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"a store listing's fields",
			"# Store listing copy\n- App name: 30 characters max.\n- Promotional text: 170 characters max.\n- Short description: 80 characters max.",
			[]string{"appName - -..30", "promotionalText - -..170", "shortDescription - -..80"}},
		{"sitelinks beside the ad's copy",
			"# Search ads\n- Headlines: 30 characters max each.\n- Sitelinks: link text 25 characters max; description lines 35 characters max.\n- Display URL paths: 2 paths, 15 characters each.",
			[]string{"displayPath - -..15", "headline - -..30", "sitelinkDescription - -..35", "sitelinkText - -..25"}},
		{"a callout",
			"# Search ads\nCallout text may be up to 25 characters.",
			[]string{"callout - -..25"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, "characterCount"); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestHowLongASuperStaysUp: seconds given for on-screen text are how long
// it stays up (its own measure), never a type size.
func TestHowLongASuperStaysUp(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"a super's time on screen",
			"# Television\nEach super must stay on screen for at least 4 seconds.",
			[]string{"onScreenTime - 4..-"}},
		{"a super's height stays a type size",
			"# Television\nSupers must be set at 40 px or larger.",
			[]string{"- - 40..-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, "typography"); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestHTML5DeliveredAsAZip: "HTML5" said to be delivered in a zip names
// the kind of unit, and the zip is the format, in a bracket or a phrase
// after the word too; a list naming HTML5 plainly keeps it.
func TestHTML5DeliveredAsAZip(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"in a bracket", "# Display\nAccepted file formats: HTML5 (supplied as ZIP), JPG, GIF.", []string{"- ZIP,JPG,GIF -..-"}},
		{"in a phrase", "# Display\n- Format: HTML5 in a ZIP", []string{"- ZIP -..-"}},
		{"named plainly", "# Display\nAccepted file formats: HTML5, JPG, GIF.", []string{"- HTML5,JPG,GIF -..-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, "format"); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestCodesAndStatementsHaveNoBounds: the digits of a code's template or
// example are no bound of the code, and a statement's only measures are
// seconds, a share of the unit or a reading speed: a pixel or weight value
// beside it is not its limit.
func TestCodesAndStatementsHaveNoBounds(t *testing.T) {
	tests := []struct {
		name, src, field string
		want             []string
	}{
		{"a code's row with its print size",
			"# Mandatories\n| Item | Requirement | Applies to |\n|---|---|---|\n| Approval code | QRX.DE.##### (for example QRX.DE.31877), top left, at least 7 pt in print | All assets |",
			"fdaFilingNumber", nil},
		{"a statement beside a unit's size",
			"# Conformance\nEvery patient-facing asset that names a product shall present the Important Safety Information, or for display units under 250 pixels in height a link to it.",
			"safetyInfo", []string{"- - -..-"}},
		{"a statement's time on screen stays",
			"# Video\nThe Important Safety Information must stay on screen for at least 5 seconds.",
			"safetyInfo", []string{"- - 5..-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, tt.field); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestCountsInQualitativeRules: a count or size no parameter family reads
// ("no more than three web font families", "not more than four lines of
// body text", "at least 12 mm wide") bounds a typography, accessibility or
// brand rule.
func TestCountsInQualitativeRules(t *testing.T) {
	tests := []struct {
		name, src, field string
		want             []string
	}{
		{"font families", "# Web fonts\nUse no more than three web font families per banner.", "typography", []string{"- - -..3"}},
		{"lines of text", "# Readability\nBanners should not use more than 4 lines of body text per frame.", "typography", []string{"- - -..4"}},
		{"a touch target", "# Kiosk screens\nTouch targets must be at least 12 mm wide.", "accessibility", []string{"- - 12..-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, tt.field); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestFrameRatesWithDecimalCommas: a broadcast frame rate written with a
// decimal comma first in a list ("29,97 ou 30 fps") is one rate, and a
// list joined by another language's "or" is a list.
func TestFrameRatesWithDecimalCommas(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"Portuguese", "# Vídeo\n- Taxa de quadros obrigatória: 29,97 ou 30 fps", []string{"- 29.97,30 29.97..30"}},
		{"English with a comma", "# Video\n- Frame rate must be 23,976 or 25 fps", []string{"- 23.976,25 23.976..25"}},
		{"German", "# Video\n- Bildrate: 25 oder 50 fps, Pflicht", []string{"- 25,50 25..50"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := fieldValues(tt.src, "frameRate"); !slices.Equal(got, tt.want) {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
