package media

import (
	"bytes"
	"encoding/binary"
	"io"
)

// MPEG program streams (.mpg, .mpeg: ISO/IEC 11172-1 and 13818-1), which
// video specifications accept for broadcast and cinema deliveries. The
// first megabytes give the video's sequence header (size, frame rate,
// MPEG-1 or MPEG-2) and the first audio frame (MPEG audio or AC-3); the
// system clock references of the first and last packs give the duration.

// psScan is how much of each end of the file is read.
const psScan = 2 << 20

var psFrameRates = [...]float64{0, 23.976, 24, 25, 29.97, 30, 50, 59.94, 60}

func probeMPEGPS(r io.ReaderAt, size int64) (Info, error) {
	info := Info{Kind: KindVideo, Format: "MPG", MimeType: MimeMPEG, Size: size}
	head := make([]byte, min(size, psScan))
	if n, err := r.ReadAt(head, 0); n < 14 || err != nil && err != io.EOF {
		return info, corrupt("MPEG", "truncated pack header")
	} else {
		head = head[:n]
	}
	first, ok := packSCR(head, 0)
	if !ok {
		return info, corrupt("MPEG", "bad pack header")
	}
	if i := bytes.Index(head, []byte{0, 0, 1, 0xB3}); i >= 0 && i+12 <= len(head) {
		h := head[i+4:]
		w := int(h[0])<<4 | int(h[1])>>4
		hh := int(h[1]&0x0F)<<8 | int(h[2])
		if rc := int(h[3] & 0x0F); w > 0 && hh > 0 && rc > 0 && rc < len(psFrameRates) {
			info.Width, info.Height, info.FrameRate = w, hh, psFrameRates[rc]
			info.VideoCodec = "mpeg1"
			if bytes.Contains(head[i:], []byte{0, 0, 1, 0xB5}) {
				info.VideoCodec = "mpeg2" // a sequence extension follows
			}
		}
	}
	if info.VideoCodec == "" {
		return info, unsupported("MPEG program stream without an MPEG-1/2 video sequence header")
	}
	info.Audio = psAudio(head)
	if info.Audio != nil {
		info.AudioCodec = info.Audio.Codec
		info.Audio.LoudnessNote = "loudness is measured from PCM audio (WAV); " + info.Audio.Codec + " audio would need decoding"
	}
	// The video's first and last presentation times give the duration
	// (one frame added); the packs' clocks when the PES carry none.
	tailLen := min(size, psScan)
	tail := make([]byte, tailLen)
	if n, _ := r.ReadAt(tail, size-tailLen); n > 0 {
		tail = tail[:n]
		start, _, okStart := videoPTS(head, false)
		end, at, okEnd := videoPTS(tail, true)
		if okStart && okEnd && end > start {
			// Small pictures share a packet and only the first carries a
			// time stamp: count the pictures that follow it.
			frames := bytes.Count(tail[at:], []byte{0, 0, 1, 0})
			info.DurationSeconds = roundTo(float64(end-start)/90000+float64(max(frames, 1))/info.FrameRate, 3)
		} else {
			for i := bytes.LastIndex(tail, []byte{0, 0, 1, 0xBA}); i >= 0; i = bytes.LastIndex(tail[:i], []byte{0, 0, 1, 0xBA}) {
				if last, ok := packSCR(tail, i); ok && last > first {
					info.DurationSeconds = roundTo(float64(last-first)/90000, 3)
					break
				}
			}
		}
	}
	if info.DurationSeconds > 0 {
		info.BitrateKbps = roundTo(float64(size)*8/info.DurationSeconds/1000, 1)
	}
	return info, nil
}

// packSCR reads the system clock reference base (90 kHz) of the pack
// header at b[i:].
func packSCR(b []byte, i int) (uint64, bool) {
	if i+12 > len(b) || !bytes.Equal(b[i:i+4], []byte{0, 0, 1, 0xBA}) {
		return 0, false
	}
	p := b[i+4:]
	switch {
	case p[0]&0xC0 == 0x40: // MPEG-2: '01' SCR[32..30] '1' SCR[29..15] '1' SCR[14..0] '1'
		v := uint64(p[0]&0x38)<<27 | uint64(p[0]&0x03)<<28 | uint64(p[1])<<20 | uint64(p[2]&0xF8)<<12 |
			uint64(p[2]&0x03)<<13 | uint64(p[3])<<5 | uint64(p[4])>>3
		return v, true
	case p[0]&0xF0 == 0x20: // MPEG-1: '0010' SCR[32..30] '1' SCR[29..15] '1' SCR[14..0] '1'
		v := uint64(p[0]&0x0E)<<29 | uint64(binary.BigEndian.Uint16(p[1:])>>1)<<15 | uint64(binary.BigEndian.Uint16(p[3:])>>1)
		return v, true
	}
	return 0, false
}

var (
	mpaRates  = [4][3]int{{44100, 48000, 32000}, {22050, 24000, 16000}, {11025, 12000, 8000}}
	ac3Rates  = [3]int{48000, 44100, 32000}
	ac3Chans  = [8]int{2, 1, 2, 3, 3, 4, 4, 5}
	lpcmRates = [4]int{48000, 96000, 44100, 32000}
)

// psAudio reads the first audio packet: an MPEG audio stream (0xC0-0xDF)
// or private stream 1 (0xBD) with AC-3 or LPCM.
func psAudio(b []byte) *AudioInfo {
	for i := 0; i+9 < len(b); {
		j := bytes.Index(b[i:], []byte{0, 0, 1})
		if j < 0 || i+j+9 >= len(b) {
			return nil
		}
		i += j
		id := b[i+3]
		if (id < 0xC0 || id > 0xDF) && id != 0xBD {
			i += 3
			continue
		}
		n := int(binary.BigEndian.Uint16(b[i+4:]))
		pes := b[i+6 : min(len(b), i+6+n)]
		i += 6
		payload, _, ok := pesPayload(pes)
		if !ok {
			continue
		}
		if id == 0xBD {
			if len(payload) < 8 {
				continue
			}
			switch sub := payload[0]; {
			case sub >= 0x80 && sub <= 0x87 && payload[4] == 0x0B && payload[5] == 0x77 && len(payload) >= 12:
				fs := payload[8] >> 6
				acmod := payload[10] >> 5
				if fs < 3 {
					return &AudioInfo{Codec: "ac3", SampleRate: ac3Rates[fs], Channels: ac3Chans[acmod]}
				}
			case sub >= 0xA0 && sub <= 0xA7 && len(payload) >= 7:
				q := payload[5]
				return &AudioInfo{Codec: "lpcm", SampleRate: lpcmRates[(q>>4)&3], Channels: int(q&7) + 1, BitsPerSample: 16 + 4*int(q>>6)}
			}
			continue
		}
		for k := 0; k+4 <= len(payload); k++ {
			h := payload[k:]
			if h[0] != 0xFF || h[1]&0xE0 != 0xE0 {
				continue
			}
			ver, layer, rate := (h[1]>>3)&3, (h[1]>>1)&3, (h[2]>>2)&3
			if ver == 1 || layer == 0 || rate == 3 {
				continue
			}
			row := map[byte]int{3: 0, 2: 1, 0: 2}[ver]
			codec := map[byte]string{3: "mp1", 2: "mp2", 1: "mp3"}[layer]
			ch := 2
			if h[3]>>6 == 3 {
				ch = 1
			}
			return &AudioInfo{Codec: codec, SampleRate: mpaRates[row][rate], Channels: ch}
		}
	}
	return nil
}

// pesPayload skips a PES header (MPEG-2, or MPEG-1 with its stuffing, STD
// buffer and time stamps) and returns the payload and the PTS (90 kHz).
func pesPayload(pes []byte) (payload []byte, pts int64, ok bool) {
	pts = -1
	if len(pes) >= 3 && pes[0]&0xC0 == 0x80 { // MPEG-2
		hl := 3 + int(pes[2])
		if hl > len(pes) {
			return nil, -1, false
		}
		if pes[1]&0x80 != 0 && len(pes) >= 8 {
			pts = readPTS(pes[3:])
		}
		return pes[hl:], pts, true
	}
	k := 0
	for k < len(pes) && k < 16 && pes[k] == 0xFF {
		k++
	}
	if k+2 <= len(pes) && pes[k]&0xC0 == 0x40 {
		k += 2 // STD buffer
	}
	switch {
	case k < len(pes) && pes[k]&0xF0 == 0x20 && k+5 <= len(pes):
		pts, k = readPTS(pes[k:]), k+5
	case k < len(pes) && pes[k]&0xF0 == 0x30 && k+10 <= len(pes):
		pts, k = readPTS(pes[k:]), k+10
	case k < len(pes) && pes[k] == 0x0F:
		k++
	default:
		return nil, -1, false
	}
	return pes[k:], pts, true
}

// readPTS decodes a 33-bit time stamp in its 5-byte layout.
func readPTS(p []byte) int64 {
	if len(p) < 5 {
		return -1
	}
	return int64(p[0]&0x0E)<<29 | int64(binary.BigEndian.Uint16(p[1:])>>1)<<15 | int64(binary.BigEndian.Uint16(p[3:])>>1)
}

// videoPTS returns the first (or, with last, the latest) time stamp of a
// video PES packet (stream 0xE0-0xEF) in b and where that packet starts.
func videoPTS(b []byte, last bool) (int64, int, bool) {
	found, best, at := false, int64(0), 0
	for i := 0; i+9 < len(b); {
		j := bytes.Index(b[i:], []byte{0, 0, 1})
		if j < 0 || i+j+9 >= len(b) {
			break
		}
		i += j
		id := b[i+3]
		if id < 0xE0 || id > 0xEF {
			i += 3
			continue
		}
		n := int(binary.BigEndian.Uint16(b[i+4:]))
		pes := b[i+6 : min(len(b), i+6+n)]
		if _, pts, ok := pesPayload(pes); ok && pts >= 0 {
			if !last {
				return pts, i, true
			}
			if !found || pts > best {
				best, at, found = pts, i, true
			}
		}
		i += 6
	}
	return best, at, found
}
