package media

import "encoding/binary"

// maxMoofBytes caps one moof box read during the fragment scan.
const maxMoofBytes = 4 << 20

// scanFragments measures a fragmented MP4 from its moof boxes: per track
// it adds up the trun sample durations (or the tfhd/trex defaults),
// anchored on tfdt decode times when present. The duration is the longest
// track's, as for mvhd; the frame rate comes from the main track
// (tracks[0]). Only moof boxes are read; mdat is skipped.
func scanFragments(w *window, off int64, tracks []*track, info *Info) error {
	type progress struct{ end, running, samples uint64 }
	state := make([]progress, len(tracks))
	byID := func(id uint32) int {
		for i, t := range tracks {
			if t.id == id {
				return i
			}
		}
		return -1
	}
	for i := 0; off < w.size && w.size-off >= 8; i++ {
		if i >= maxTopBoxes {
			return corrupt(info.Format, "more than %d top-level boxes", maxTopBoxes)
		}
		h, err := w.at(off, int(min(16, w.size-off)))
		if err != nil {
			return shortErr(info.Format, err)
		}
		bx, err := parseBoxHeader(h, off, w.size)
		if err != nil {
			break // a truncated last fragment: keep what was measured
		}
		if bx.typ == "moof" && bx.end-bx.start <= maxMoofBytes {
			buf := make([]byte, bx.end-bx.start)
			if m, _ := w.r.ReadAt(buf, bx.start); int64(m) < int64(len(buf)) {
				break
			}
			moof := box{typ: "moof", end: int64(len(buf)), payload: bx.payload - bx.start}
			for _, traf := range childrenOf(buf, moof, "traf") {
				id, ok := trafTrackID(buf, traf)
				k := byID(id)
				if !ok || k < 0 {
					continue
				}
				d, n, base, hasBase := parseTraf(buf, traf, uint64(tracks[k].trexDuration))
				st := &state[k]
				st.samples += n
				if hasBase {
					st.running = base
				}
				st.running += d
				st.end = max(st.end, st.running)
			}
		}
		off = bx.end
	}
	var longest float64
	for k, t := range tracks {
		if t.timescale > 0 {
			longest = max(longest, float64(state[k].end)/float64(t.timescale))
		}
	}
	if longest == 0 {
		return nil
	}
	info.DurationSeconds = roundTo(longest, 3)
	if m := tracks[0]; m.handler == "vide" && state[0].samples > 0 && state[0].end > 0 {
		info.FrameRate = roundTo(float64(state[0].samples)*float64(m.timescale)/float64(state[0].end), 3)
	}
	info.BitrateKbps = roundTo(float64(w.size)*8/longest/1000, 1)
	return nil
}

// trafTrackID returns the track ID of a track fragment's tfhd.
func trafTrackID(b []byte, traf box) (uint32, bool) {
	tfhd, found := findChild(b, traf, "tfhd")
	if !found || tfhd.end-tfhd.payload < 8 {
		return 0, false
	}
	return binary.BigEndian.Uint32(b[tfhd.payload+4:]), true
}

// childrenOf lists parent's children of type typ.
func childrenOf(b []byte, parent box, typ string) []box {
	var out []box
	_ = walkChildren(b, parent.payload, parent.end, func(k box) bool {
		if k.typ == typ {
			out = append(out, k)
		}
		return true
	})
	return out
}

// parseTraf returns the summed sample duration and sample count of a
// track fragment, and its tfdt base decode time if present. def is the
// track's default sample duration from trex.
func parseTraf(b []byte, traf box, def uint64) (dur, n, base uint64, hasBase bool) {
	if tfhd, found := findChild(b, traf, "tfhd"); found {
		p := b[tfhd.payload:tfhd.end]
		if len(p) >= 8 {
			flags := binary.BigEndian.Uint32(p) & 0xFFFFFF
			o := 8
			if flags&0x1 != 0 {
				o += 8
			}
			if flags&0x2 != 0 {
				o += 4
			}
			if flags&0x8 != 0 && len(p) >= o+4 {
				def = uint64(binary.BigEndian.Uint32(p[o:]))
			}
		}
	}
	if tfdt, found := findChild(b, traf, "tfdt"); found {
		q := b[tfdt.payload:tfdt.end]
		switch {
		case len(q) >= 12 && q[0] == 1:
			base, hasBase = binary.BigEndian.Uint64(q[4:]), true
		case len(q) >= 8:
			base, hasBase = uint64(binary.BigEndian.Uint32(q[4:])), true
		}
	}
	for _, trun := range childrenOf(b, traf, "trun") {
		q := b[trun.payload:trun.end]
		if len(q) < 8 {
			continue
		}
		f := binary.BigEndian.Uint32(q) & 0xFFFFFF
		count := uint64(binary.BigEndian.Uint32(q[4:]))
		o := 8
		if f&0x1 != 0 {
			o += 4
		}
		if f&0x4 != 0 {
			o += 4
		}
		per := 0
		for _, bit := range []uint32{0x100, 0x200, 0x400, 0x800} {
			if f&bit != 0 {
				per += 4
			}
		}
		if f&0x100 == 0 {
			dur += count * def
			n += count
			continue
		}
		if per > 0 {
			if avail := uint64(max(0, len(q)-o)) / uint64(per); count > avail {
				count = avail // a count larger than the box: use what is there
			}
		}
		for i := uint64(0); i < count; i++ {
			dur += uint64(binary.BigEndian.Uint32(q[o+int(i)*per:]))
		}
		n += count
	}
	return dur, n, base, hasBase
}
