package compliance

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Checkers of the audio field types (MeasuredFieldTypes): loudness and
// true peak, sample rate and channel count, read from the asset's audio
// track or audio file (media.AudioInfo).

func init() {
	checkers["audioLoudness"] = CheckerFunc(checkAudioLoudness)
	checkers["audioSampleRate"] = CheckerFunc(checkAudioSampleRate)
	checkers["audioChannels"] = CheckerFunc(checkAudioChannels)
}

// LoudnessTolerance is how far (LU) a measured integrated loudness may be
// from an exact target ("-24 LKFS" without a stated tolerance): meters
// following BS.1770 differ by a few tenths, and delivery specs that give
// no window are read as the usual ±1 LU.
const LoudnessTolerance = 1.0

// audioOf returns the asset's audio, or an outcome when there is none: a
// rule about audio does not apply to an image, and a video without an
// audio track is reported, not failed.
func audioOf(a Asset) (*media.AudioInfo, *Outcome) {
	if a.Info.Audio != nil {
		return a.Info.Audio, nil
	}
	if a.Info.Kind == media.KindVideo || a.Info.Kind == media.KindAudio {
		o := warn("No audio track found", "no audio", "")
		return nil, &o
	}
	o := skip()
	return nil, &o
}

// within checks v against p's bounds (Min, Max, widened by tol) or its
// allowed values (within tol); it returns whether v passes and the
// expectation in words.
func within(p Params, v, tol float64, unit string) (bool, string) {
	f := func(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) + unit }
	switch {
	case len(p.Allowed) > 0:
		ok := false
		for _, s := range p.Allowed {
			if w, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil && math.Abs(v-w) <= tol {
				ok = true
			}
		}
		return ok, "one of " + strings.Join(p.Allowed, ", ") + unit
	case p.Min != nil && p.Max != nil && *p.Min == *p.Max:
		return math.Abs(v-*p.Min) <= tol, f(*p.Min) + " (±" + strconv.FormatFloat(tol, 'f', -1, 64) + ")"
	case p.Min != nil && p.Max != nil:
		return v >= *p.Min-1e-9 && v <= *p.Max+1e-9, f(*p.Min) + " to " + f(*p.Max)
	case p.Max != nil:
		return v <= *p.Max+1e-9, "at most " + f(*p.Max)
	case p.Min != nil:
		return v >= *p.Min-1e-9, "at least " + f(*p.Min)
	}
	return true, ""
}

func checkAudioLoudness(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	au, out := audioOf(a)
	if out != nil {
		return *out
	}
	p := paramsOf(r)
	name, unit, value := "Integrated loudness", " LUFS", au.LoudnessLUFS
	tol := LoudnessTolerance
	if p.Check == LoudnessCheckTruePeak {
		name, unit, value, tol = "True peak", " dBTP", au.TruePeakDBTP, 0
	}
	if p.Check != LoudnessCheckIntegrated && p.Check != LoudnessCheckTruePeak {
		return warn(fmt.Sprintf("Unknown audioLoudness check %q", p.Check), "", "")
	}
	_, exp := within(p, 0, tol, unit)
	if value == nil {
		why := au.LoudnessNote
		if why == "" {
			why = "the audio could not be measured"
		}
		return warn(name+" not measured: "+why, "", exp)
	}
	got := strconv.FormatFloat(*value, 'f', 1, 64) + unit
	if ok, exp := within(p, *value, tol, unit); !ok {
		return fail(name+" "+got+" outside "+exp, got, exp)
	}
	return pass(name+" "+got+" within "+exp, got, exp)
}

func checkAudioSampleRate(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	au, out := audioOf(a)
	if out != nil {
		return *out
	}
	_, exp := within(paramsOf(r), 0, 0.5, " Hz")
	if au.SampleRate <= 0 {
		return warn("Audio sample rate could not be read", "", exp)
	}
	got := strconv.Itoa(au.SampleRate) + " Hz"
	if ok, exp := within(paramsOf(r), float64(au.SampleRate), 0.5, " Hz"); !ok {
		return fail("Audio sample rate "+got+" not "+exp, got, exp)
	}
	return pass("Audio sample rate "+got, got, exp)
}

// channelNames names common channel counts.
var channelNames = map[int]string{1: "mono", 2: "stereo", 6: "5.1", 8: "7.1"}

func checkAudioChannels(_ context.Context, a Asset, r Rule, _ Options) Outcome {
	au, out := audioOf(a)
	if out != nil {
		return *out
	}
	p := paramsOf(r)
	var names []string
	for _, s := range p.Allowed {
		n, _ := strconv.Atoi(s)
		names = append(names, cmpOr(channelNames[n], s+" channels"))
	}
	exp := strings.Join(names, " or ")
	if au.Channels <= 0 {
		return warn("Audio channels could not be read", "", exp)
	}
	got := cmpOr(channelNames[au.Channels], strconv.Itoa(au.Channels)+" channels")
	if len(p.Allowed) > 0 && !slices.Contains(p.Allowed, strconv.Itoa(au.Channels)) {
		return fail("Audio is "+got+", not "+exp, got, exp)
	}
	return pass("Audio is "+got, got, exp)
}

// cmpOr returns a, or b when a is empty.
func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
