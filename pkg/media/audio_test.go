package media

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

// sineWAV builds a WAV of a 997 Hz sine at level dBFS (peak) on every
// channel, in the given sample format (1 PCM, 3 float) and bit depth.
func sineWAV(t testing.TB, seconds float64, rate, channels, format, bits int, level float64) []byte {
	t.Helper()
	amp := math.Pow(10, level/20)
	n := int(seconds * float64(rate))
	var data bytes.Buffer
	for i := 0; i < n; i++ {
		v := amp * math.Sin(2*math.Pi*997*float64(i)/float64(rate))
		for c := 0; c < channels; c++ {
			switch {
			case format == 3:
				binary.Write(&data, binary.LittleEndian, float32(v))
			case bits == 16:
				binary.Write(&data, binary.LittleEndian, int16(math.Round(v*32767)))
			case bits == 24:
				x := int32(math.Round(v * 8388607))
				data.Write([]byte{byte(x), byte(x >> 8), byte(x >> 16)})
			}
		}
	}
	var b bytes.Buffer
	b.WriteString("RIFF")
	binary.Write(&b, binary.LittleEndian, uint32(36+data.Len()))
	b.WriteString("WAVEfmt ")
	binary.Write(&b, binary.LittleEndian, uint32(16))
	binary.Write(&b, binary.LittleEndian, uint16(format))
	binary.Write(&b, binary.LittleEndian, uint16(channels))
	binary.Write(&b, binary.LittleEndian, uint32(rate))
	binary.Write(&b, binary.LittleEndian, uint32(rate*channels*bits/8))
	binary.Write(&b, binary.LittleEndian, uint16(channels*bits/8))
	binary.Write(&b, binary.LittleEndian, uint16(bits))
	b.WriteString("data")
	binary.Write(&b, binary.LittleEndian, uint32(data.Len()))
	b.Write(data.Bytes())
	return b.Bytes()
}

// TestProbeWAVLoudness checks BS.1770 against the EBU Tech 3341 reference
// case (a 997 Hz stereo sine at -23 dBFS reads -23.0 LUFS, ±0.1) and the
// known offsets: one channel reads 3 dB lower, 44.1 kHz the same.
func TestProbeWAVLoudness(t *testing.T) {
	for _, tc := range []struct {
		name                          string
		rate, channels, format, bits  int
		level, wantLUFS, wantTruePeak float64
	}{
		{"stereo 48k 16-bit at -23 dBFS", 48000, 2, 1, 16, -23, -23, -23},
		{"stereo 48k 24-bit at -20 dBFS", 48000, 2, 1, 24, -20, -20, -20},
		{"mono 48k float at -23 dBFS", 48000, 1, 3, 32, -23, -26, -23},
		{"stereo 44.1k 16-bit at -18 dBFS", 44100, 2, 1, 16, -18, -18, -18},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := sineWAV(t, 5, tc.rate, tc.channels, tc.format, tc.bits, tc.level)
			info, err := Probe(bytes.NewReader(b), int64(len(b)), "x.wav")
			if err != nil {
				t.Fatal(err)
			}
			a := info.Audio
			if info.Kind != KindAudio || info.Format != "WAV" || a == nil || a.SampleRate != tc.rate || a.Channels != tc.channels || a.BitsPerSample != tc.bits {
				t.Fatalf("info %+v audio %+v", info, a)
			}
			if math.Abs(info.DurationSeconds-5) > 0.001 {
				t.Errorf("duration %v, want 5", info.DurationSeconds)
			}
			if a.LoudnessLUFS == nil || math.Abs(*a.LoudnessLUFS-tc.wantLUFS) > 0.1 {
				t.Errorf("loudness %v, want %v LUFS (note %q)", a.LoudnessLUFS, tc.wantLUFS, a.LoudnessNote)
			}
			if a.TruePeakDBTP == nil || math.Abs(*a.TruePeakDBTP-tc.wantTruePeak) > 0.3 {
				t.Errorf("true peak %v, want %v dBTP", a.TruePeakDBTP, tc.wantTruePeak)
			}
		})
	}
}

// TestTruePeakBetweenSamples: a sine at a quarter of the sample rate,
// phased so that every sample falls 45° off its peaks, has sample peaks 3 dB
// below its true peak; the meter must find the true one.
func TestTruePeakBetweenSamples(t *testing.T) {
	rate := 48000
	var s []float32
	for i := 0; i < rate; i++ {
		s = append(s, float32(0.5*math.Sin(2*math.Pi*float64(i)/4+math.Pi/4)))
	}
	_, tp, ok := loudness(s, 1, rate)
	if !ok || math.Abs(tp-(-6.02)) > 0.5 {
		t.Errorf("true peak %v dBTP, want about -6.0 (sample peak is -9.0)", tp)
	}
}

func TestProbeWAVBad(t *testing.T) {
	good := sineWAV(t, 1, 8000, 1, 1, 16, -20)
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"no fmt chunk", append([]byte("RIFF\x04\x00\x00\x00WAVEdata\x00\x00\x00\x00"), make([]byte, 8)...)},
		{"truncated fmt", good[:30]},
		{"zero channels", func() []byte { b := bytes.Clone(good); b[22] = 0; return b }()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Probe(bytes.NewReader(tc.b), int64(len(tc.b)), "x.wav"); err == nil {
				t.Error("no error")
			}
		})
	}
	// Too short to measure: probed, with a note instead of a loudness.
	short := sineWAV(t, 0.2, 48000, 2, 1, 16, -20)
	info, err := Probe(bytes.NewReader(short), int64(len(short)), "x.wav")
	if err != nil || info.Audio == nil || info.Audio.LoudnessLUFS != nil || info.Audio.LoudnessNote == "" {
		t.Errorf("short file: %+v %v", info.Audio, err)
	}
}
