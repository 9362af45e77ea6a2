package media

import (
	"encoding/binary"
	"errors"
	"io"
	"math"
	"strconv"
)

// stillImageBrands are ftyp brands of HEIF/AVIF still images, which share
// the ISO BMFF container with video but are not videos.
var stillImageBrands = map[string]bool{
	"heic": true, "heix": true, "heim": true, "heis": true, "mif1": true,
	"msf1": true, "avif": true, "avis": true,
}

func isStillImageBrand(b string) bool { return stillImageBrands[b] }

// probeISOBMFF walks the top-level boxes of an MP4/MOV file reading only
// their headers until it has found ftyp and moov, reads moov (bounded by
// maxMoovBytes) and parses duration, tracks and codecs from it. A moov
// after mdat costs one extra read, since box sizes let the walk jump over
// the media data.
func probeISOBMFF(w *window) (Info, error) {
	info := Info{Kind: KindVideo, Format: "MOV", MimeType: MimeMOV}
	var moov box
	haveMoov := false
	off := int64(0)
	for i := 0; off < w.size && !haveMoov; i++ {
		if i >= maxTopBoxes {
			return info, corrupt(info.Format, "more than %d top-level boxes before moov", maxTopBoxes)
		}
		if w.size-off < 8 {
			break // trailing bytes shorter than a box header
		}
		h, err := w.at(off, int(min(16, w.size-off)))
		if err != nil {
			return info, shortErr(info.Format, err)
		}
		bx, err := parseBoxHeader(h, off, w.size)
		if err != nil {
			// A box running past the end of the file: a truncated
			// download. Only fatal because moov was not found yet.
			return info, corrupt(info.Format, "%v (file truncated?)", err)
		}
		switch bx.typ {
		case "ftyp":
			if i == 0 && bx.end-bx.payload >= 4 {
				b, err := w.at(bx.payload, 4)
				if err != nil {
					return info, shortErr(info.Format, err)
				}
				brand := string(b)
				if isStillImageBrand(brand) {
					return info, unsupported("HEIF/AVIF still image (brand %q)", brand)
				}
				if brand == "M4A " || brand == "M4B " || brand == "M4P " {
					return info, unsupported("audio-only file (brand %q)", brand)
				}
				if brand != "qt  " {
					info.Format, info.MimeType = "MP4", MimeMP4
				}
			}
		case "moov":
			moov, haveMoov = bx, true
		}
		off = bx.end
	}
	if !haveMoov {
		return info, corrupt(info.Format, "no moov box (not a finished recording, or truncated)")
	}
	n := moov.end - moov.start
	if n > maxMoovBytes {
		return info, corrupt(info.Format, "moov box of %d bytes exceeds the %d-byte limit", n, maxMoovBytes)
	}
	var buf []byte
	if n <= blockSize {
		// Usually already in the window's block from the header read, and
		// parsed there: parseMoov reads nothing else through the window and
		// keeps none of buf (it copies the strings it returns).
		var err error
		if buf, err = w.at(moov.start, int(n)); err != nil {
			return info, shortErr(info.Format, err)
		}
	} else {
		buf = make([]byte, n)
		if m, err := w.r.ReadAt(buf, moov.start); int64(m) < n {
			if err == nil || errors.Is(err, io.EOF) {
				return info, corrupt(info.Format, "moov box truncated")
			}
			return info, err
		}
	}
	m := box{typ: "moov", start: 0, end: n, payload: moov.payload - moov.start}
	tracks, err := parseMoov(buf, m, &info)
	if err != nil {
		return info, corrupt(info.Format, "%v", err)
	}
	if info.DurationSeconds == 0 && len(tracks) > 0 {
		// A fragmented file (live recorders, MediaRecorder, CMAF) keeps
		// its samples in moof boxes after an empty moov.
		if err := scanFragments(w, moov.end, tracks, &info); err != nil {
			return info, err
		}
	}
	if info.DurationSeconds > 0 {
		info.BitrateKbps = roundTo(float64(w.size)*8/info.DurationSeconds/1000, 1)
	}
	return info, nil
}

// track is what parseMoov learns about one trak.
type track struct {
	id            uint32
	trexDuration  uint32 // default sample duration for fragments (mvex/trex)
	handler       string
	enabled       bool // tkhd flag 1
	width, height float64
	codec         string
	entryW        int
	entryH        int
	timescale     uint32
	duration      uint64
	samples       uint64
	sampleTime    uint64 // sum of stts sample deltas
	rotation      int
	// Audio sample entries: channel count, sample size and rate.
	channels, sampleBits, sampleRate int
}

// parseMoov reads mvhd and every trak of moov into info. It returns the
// tracks for the fragment scan, the main one (the first video track, else
// the first audio track) first.
func parseMoov(b []byte, moov box, info *Info) ([]*track, error) {
	kids, err := children(b, moov.payload, moov.end)
	if err != nil {
		return nil, err
	}
	var movieDur float64
	haveMvhd := false
	var video, audio *track
	var all []*track
	var maxTrackDur float64
	for _, k := range kids {
		switch k.typ {
		case "mvhd":
			d, ok := parseMvhd(b[k.payload:k.end])
			if !ok {
				return nil, errors.New("malformed mvhd box")
			}
			movieDur, haveMvhd = d, true
		case "trak":
			t := parseTrak(b, k)
			all = append(all, &t)
			if t.timescale > 0 {
				if d := float64(t.duration) / float64(t.timescale); d > maxTrackDur && t.duration != math.MaxUint32 && t.duration != math.MaxUint64 {
					maxTrackDur = d
				}
			}
			switch t.handler {
			case "vide":
				// Prefer the first enabled video track: a disabled one is
				// often a poster frame or an alternate.
				if video == nil || (!video.enabled && t.enabled) {
					video = &t
				}
			case "soun":
				if audio == nil {
					audio = &t
				}
			}
		}
	}
	if !haveMvhd {
		return nil, errors.New("moov has no mvhd box")
	}
	main := video
	if main == nil {
		main = audio
	}
	var tracks []*track
	if main != nil {
		tracks = append(tracks, main)
	}
	for _, t := range all {
		t.trexDuration = trexDuration(b, moov, t.id)
		if t != main {
			tracks = append(tracks, t)
		}
	}
	if movieDur <= 0 {
		movieDur = maxTrackDur
	}
	if movieDur <= 0 {
		movieDur = fragmentDuration(b, moov)
	}
	info.DurationSeconds = roundTo(movieDur, 3)
	if video != nil {
		info.VideoCodec = video.codec
		info.Width, info.Height = int(math.Round(video.width)), int(math.Round(video.height))
		if info.Width <= 0 || info.Height <= 0 {
			info.Width, info.Height = video.entryW, video.entryH
		}
		if video.samples > 0 && video.sampleTime > 0 && video.timescale > 0 {
			info.FrameRate = roundTo(float64(video.samples)*float64(video.timescale)/float64(video.sampleTime), 3)
		}
		if video.rotation != 0 {
			info.Metadata = map[string]string{"Rotation": strconv.Itoa(video.rotation)}
		}
	}
	if audio != nil {
		info.AudioCodec = audio.codec
		info.Audio = &AudioInfo{Codec: audio.codec, SampleRate: audio.sampleRate, Channels: audio.channels, BitsPerSample: audio.sampleBits}
		info.Audio.LoudnessNote = "loudness is measured from PCM audio (WAV); " + audio.codec + " audio would need decoding"
	}
	return tracks, nil
}

// trexDuration returns the default sample duration mvex/trex declares for
// track id (0 when absent).
func trexDuration(b []byte, moov box, id uint32) uint32 {
	mvex, ok := findChild(b, moov, "mvex")
	if !ok {
		return 0
	}
	var dur uint32
	_ = walkChildren(b, mvex.payload, mvex.end, func(k box) bool {
		p := b[k.payload:k.end]
		if k.typ == "trex" && len(p) >= 16 && binary.BigEndian.Uint32(p[4:]) == id {
			dur = binary.BigEndian.Uint32(p[12:])
			return false
		}
		return true
	})
	return dur
}

// fragmentDuration reads mvex/mehd of a fragmented MP4 whose mvhd gives no
// duration.
func fragmentDuration(b []byte, moov box) float64 {
	mvhd, ok := findChild(b, moov, "mvhd")
	if !ok {
		return 0
	}
	ts, ok := mvhdTimescale(b[mvhd.payload:mvhd.end])
	if !ok || ts == 0 {
		return 0
	}
	mehd, ok := boxPath(b, moov, "mvex", "mehd")
	if !ok {
		return 0
	}
	p := b[mehd.payload:mehd.end]
	switch {
	case len(p) >= 12 && p[0] == 1:
		return float64(binary.BigEndian.Uint64(p[4:])) / float64(ts)
	case len(p) >= 8:
		return float64(binary.BigEndian.Uint32(p[4:])) / float64(ts)
	}
	return 0
}

// parseMvhd returns the movie duration in seconds from an mvhd payload
// (version 0: 32-bit times, version 1: 64-bit). An all-ones duration
// means unknown and gives 0.
func parseMvhd(p []byte) (float64, bool) {
	ts, ok := mvhdTimescale(p)
	if !ok {
		return 0, false
	}
	var d uint64
	if p[0] == 1 {
		d = binary.BigEndian.Uint64(p[24:])
		if d == math.MaxUint64 {
			return 0, true
		}
	} else {
		d = uint64(binary.BigEndian.Uint32(p[16:]))
		if d == math.MaxUint32 {
			return 0, true
		}
	}
	if ts == 0 {
		return 0, true
	}
	return float64(d) / float64(ts), true
}

// mvhdTimescale returns the timescale field of an mvhd or mdhd payload
// (they share the layout up to the duration).
func mvhdTimescale(p []byte) (uint32, bool) {
	switch {
	case len(p) >= 32 && p[0] == 1:
		return binary.BigEndian.Uint32(p[20:]), true
	case len(p) >= 20 && p[0] == 0:
		return binary.BigEndian.Uint32(p[12:]), true
	}
	return 0, false
}

// mdhdDuration returns an mdhd payload's duration in its timescale units.
func mdhdDuration(p []byte) uint64 {
	switch {
	case len(p) >= 32 && p[0] == 1:
		return binary.BigEndian.Uint64(p[24:])
	case len(p) >= 20 && p[0] == 0:
		return uint64(binary.BigEndian.Uint32(p[16:]))
	}
	return 0
}
