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
