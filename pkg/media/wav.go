package media

import (
	"encoding/binary"
	"io"
	"math"
)

// maxWAVSeconds bounds the audio decoded for loudness: longer files are
// measured on their first ten minutes (LoudnessNote says so).
const maxWAVSeconds = 600

// probeWAV reads a RIFF WAVE file: the fmt chunk (PCM or IEEE float, plain
// or WAVE_FORMAT_EXTENSIBLE), the data chunk's length for the duration and
// its samples for loudness and true peak.
func probeWAV(r io.ReaderAt, size int64) (Info, error) {
	info := Info{Kind: KindAudio, Format: "WAV", MimeType: MimeWAV, Size: size}
	var (
		format, channels, bits int
		rate                   int
		dataOff, dataLen       int64
		haveFmt                bool
	)
	hdr := make([]byte, 8)
	for off := int64(12); off+8 <= size; {
		if _, err := r.ReadAt(hdr, off); err != nil {
			return info, corrupt("WAV", "truncated chunk header")
		}
		id, n := string(hdr[:4]), int64(binary.LittleEndian.Uint32(hdr[4:]))
		body := off + 8
		switch id {
		case "fmt ":
			if n < 16 {
				return info, corrupt("WAV", "short fmt chunk")
			}
			f := make([]byte, min(n, 40))
			if _, err := r.ReadAt(f, body); err != nil {
				return info, corrupt("WAV", "truncated fmt chunk")
			}
			format = int(binary.LittleEndian.Uint16(f))
			channels = int(binary.LittleEndian.Uint16(f[2:]))
			rate = int(binary.LittleEndian.Uint32(f[4:]))
			bits = int(binary.LittleEndian.Uint16(f[14:]))
			if format == 0xFFFE && len(f) >= 26 {
				format = int(binary.LittleEndian.Uint16(f[24:])) // the sub-format GUID's first two bytes
			}
			haveFmt = true
		case "data":
			dataOff, dataLen = body, max(0, min(n, size-body))
		}
		off = body + n + n%2
		if dataLen > 0 && haveFmt {
			break
		}
	}
	if !haveFmt || channels <= 0 || rate <= 0 || bits <= 0 {
		return info, corrupt("WAV", "no usable fmt chunk")
	}
	a := &AudioInfo{SampleRate: rate, Channels: channels, BitsPerSample: bits, Codec: "PCM"}
	if format == 3 {
		a.Codec = "float"
	}
	info.Audio, info.AudioCodec = a, a.Codec
	frameBytes := int64(channels * ((bits + 7) / 8))
	if frameBytes > 0 {
		info.DurationSeconds = roundTo(float64(dataLen/frameBytes)/float64(rate), 3)
		info.BitrateKbps = roundTo(float64(rate*channels*bits)/1000, 1)
	}
	if format != 1 && format != 3 {
		a.LoudnessNote = "loudness is measured from PCM or float samples only"
		return info, nil
	}
	if channels > 64 || bits > 64 || rate > 768000 {
		a.LoudnessNote = "unsupported sample layout"
		return info, nil
	}
	whole := true
	if want := int64(maxWAVSeconds*rate) * frameBytes; dataLen > want {
		dataLen, whole = want, false
		a.LoudnessNote = "loudness measured on the first 10 minutes"
	}
	data := make([]byte, dataLen)
	if n, err := r.ReadAt(data, dataOff); err != nil && int64(n) < dataLen {
		data = data[:n]
	}
	samples := pcmSamples(data, format, bits)
	if samples == nil {
		a.LoudnessNote = "unsupported sample format"
		return info, nil
	}
	if channels > 0 && rate > 0 {
		head, tail := headTailSilence(samples, channels, rate)
		head = roundTo(head, 3)
		a.HeadSilence = &head
		if whole { // the tail of a file read in part is unknown
			tail = roundTo(tail, 3)
			a.TailSilence = &tail
		}
	}
	if l, tp, ok := loudness(samples, channels, rate); ok {
		a.LoudnessLUFS, a.TruePeakDBTP = &l, &tp
	} else if a.LoudnessNote == "" {
		a.LoudnessNote = "audio too short or silent to measure"
	}
	return info, nil
}

// pcmSamples decodes little-endian PCM (8, 16, 24, 32 bit) or IEEE float
// (32, 64 bit) samples to -1..1; nil for other layouts.
func pcmSamples(b []byte, format, bits int) []float32 {
	size := (bits + 7) / 8
	if size == 0 || len(b) < size {
		return nil
	}
	out := make([]float32, len(b)/size)
	for i := range out {
		p := b[i*size:]
		switch {
		case format == 3 && bits == 32:
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(p))
		case format == 3 && bits == 64:
			out[i] = float32(math.Float64frombits(binary.LittleEndian.Uint64(p)))
		case format == 1 && bits == 8:
			out[i] = float32(int(p[0])-128) / 128
		case format == 1 && bits == 16:
			out[i] = float32(int16(binary.LittleEndian.Uint16(p))) / 32768
		case format == 1 && bits == 24:
			v := int32(uint32(p[0])<<8|uint32(p[1])<<16|uint32(p[2])<<24) >> 8
			out[i] = float32(v) / 8388608
		case format == 1 && bits == 32:
			out[i] = float32(int32(binary.LittleEndian.Uint32(p))) / 2147483648
		default:
			return nil
		}
	}
	return out
}
