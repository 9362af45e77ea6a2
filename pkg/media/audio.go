package media

import (
	"encoding/binary"
	"math"
)

// AudioInfo describes an audio track or file.
type AudioInfo struct {
	Codec         string `json:"codec,omitempty"` // e.g. mp4a, lpcm, sowt, PCM
	SampleRate    int    `json:"sampleRate,omitempty"`
	Channels      int    `json:"channels,omitempty"`
	BitsPerSample int    `json:"bitsPerSample,omitempty"`
	// LoudnessLUFS is the integrated loudness (ITU-R BS.1770-4, gated) and
	// TruePeakDBTP the true peak (4x oversampled), measured from PCM
	// samples; nil when not measured, with LoudnessNote saying why.
	LoudnessLUFS *float64 `json:"loudnessLufs,omitempty"`
	TruePeakDBTP *float64 `json:"truePeakDbtp,omitempty"`
	LoudnessNote string   `json:"loudnessNote,omitempty"`
	// HeadSilence and TailSilence are the seconds of silence (every
	// channel below SilenceThreshold) before the first and after the last
	// sound, measured from PCM samples; nil when not measured.
	HeadSilence *float64 `json:"headSilenceSeconds,omitempty"`
	TailSilence *float64 `json:"tailSilenceSeconds,omitempty"`
}

// SilenceThreshold is the level below which a sample counts as silence:
// -60 dBFS, under the noise floor of a broadcast mix.
const SilenceThreshold = 0.001

// headTailSilence measures the silence at the start and end of
// interleaved samples of the given channel count and rate.
func headTailSilence(samples []float32, channels, rate int) (head, tail float64) {
	frames := len(samples) / channels
	first, last := -1, -1
	for f := 0; f < frames; f++ {
		for c := 0; c < channels; c++ {
			if v := samples[f*channels+c]; v > SilenceThreshold || v < -SilenceThreshold {
				if first < 0 {
					first = f
				}
				last = f
				break
			}
		}
	}
	if first < 0 {
		d := float64(frames) / float64(rate)
		return d, d
	}
	return float64(first) / float64(rate), float64(frames-1-last) / float64(rate)
}

// parseAudioEntry reads an audio sample entry (ISO/IEC 14496-12 8.5.2 and
// QuickTime's sound description): 6 reserved + 2 data reference index, 2
// version + 2 revision + 4 vendor, then 16-bit channel count and sample
// size, 2 compression id + 2 packet size and a 16.16 sample rate.
func parseAudioEntry(p []byte, t *track) {
	if len(p) < 28 {
		return
	}
	t.channels = int(binary.BigEndian.Uint16(p[16:]))
	t.sampleBits = int(binary.BigEndian.Uint16(p[18:]))
	t.sampleRate = int(binary.BigEndian.Uint32(p[24:]) >> 16)
	version := binary.BigEndian.Uint16(p[8:])
	if version == 2 && len(p) >= 28+16 {
		// QuickTime v2: a 64-bit float rate and a 32-bit channel count.
		rate := binary.BigEndian.Uint64(p[28+4:])
		t.sampleRate = int(math.Float64frombits(rate))
		t.channels = int(binary.BigEndian.Uint32(p[28+12:]))
	}
}
