package media

import (
	"bytes"
	"encoding/binary"
	"math"
)

// parseTrak reads one trak: tkhd (presentation size, rotation), mdhd
// (timescale, duration), hdlr (track type), stsd (codec, coded size) and
// stts (sample count and total sample time, for the frame rate). Missing
// or malformed parts leave their fields zero.
func parseTrak(b []byte, trak box) track {
	var t track
	if tkhd, ok := findChild(b, trak, "tkhd"); ok {
		parseTkhd(b[tkhd.payload:tkhd.end], &t)
	}
	mdia, ok := findChild(b, trak, "mdia")
	if !ok {
		return t
	}
	if mdhd, ok := findChild(b, mdia, "mdhd"); ok {
		p := b[mdhd.payload:mdhd.end]
		t.timescale, _ = mvhdTimescale(p)
		t.duration = mdhdDuration(p)
	}
	if hdlr, ok := findChild(b, mdia, "hdlr"); ok && hdlr.end-hdlr.payload >= 12 {
		t.handler = string(b[hdlr.payload+8 : hdlr.payload+12])
	}
	stbl, ok := boxPath(b, mdia, "minf", "stbl")
	if !ok {
		return t
	}
	if stsd, ok := findChild(b, stbl, "stsd"); ok {
		parseStsd(b, stsd, &t)
	}
	if stts, ok := findChild(b, stbl, "stts"); ok {
		p := b[stts.payload:stts.end]
		if len(p) >= 8 {
			n := uint64(binary.BigEndian.Uint32(p[4:]))
			if max := uint64(len(p)-8) / 8; n > max {
				n = max // an entry count larger than the box: use what is there
			}
			for i := uint64(0); i < n; i++ {
				e := p[8+8*i:]
				c, d := uint64(binary.BigEndian.Uint32(e)), uint64(binary.BigEndian.Uint32(e[4:]))
				t.samples += c
				t.sampleTime += c * d
			}
		}
	}
	return t
}

// parseTkhd reads width and height (16.16 fixed point, after the
// transformation matrix) and the rotation the matrix applies.
func parseTkhd(p []byte, t *track) {
	// version 0: 4 flags + 20 times/ids + 8 reserved + 8 layer.. + 36 matrix
	base, idOff := 4+20, 12
	if len(p) > 0 && p[0] == 1 {
		base, idOff = 4+32, 20
	}
	if len(p) >= idOff+4 {
		t.id = binary.BigEndian.Uint32(p[idOff:])
		t.enabled = p[3]&1 != 0
	}
	matrix := base + 16
	if len(p) < matrix+36+8 {
		return
	}
	m := p[matrix:]
	a := int32(binary.BigEndian.Uint32(m[0:]))
	bb := int32(binary.BigEndian.Uint32(m[4:]))
	c := int32(binary.BigEndian.Uint32(m[12:]))
	d := int32(binary.BigEndian.Uint32(m[16:]))
	if a != 0 || bb != 0 || c != 0 || d != 0 {
		deg := math.Atan2(float64(bb), float64(a)) * 180 / math.Pi
		r := int(math.Round(deg))
		if r < 0 {
			r += 360
		}
		t.rotation = r % 360
	}
	wh := p[matrix+36:]
	t.width = float64(binary.BigEndian.Uint32(wh)) / 65536
	t.height = float64(binary.BigEndian.Uint32(wh[4:])) / 65536
}

// parseStsd reads the first sample entry's four-character code and, for
// visual entries, its coded width and height. Encrypted entries (encv,
// enca) report the original format from sinf/frma.
func parseStsd(b []byte, stsd box, t *track) {
	if stsd.end-stsd.payload < 8+8 {
		return
	}
	eoff := stsd.payload + 8
	entry, err := parseBoxHeader(b[eoff:min(stsd.end, eoff+16)], eoff, stsd.end)
	if err != nil {
		return
	}
	t.codec = entry.typ
	if entry.typ == "encv" || entry.typ == "enca" {
		e := b[entry.payload:entry.end]
		if i := bytes.Index(e, []byte("frma")); i >= 4 && i+8 <= len(e) {
			t.codec = string(e[i+4 : i+8])
		}
	}
	if t.handler == "soun" {
		parseAudioEntry(b[entry.payload:entry.end], t)
	}
	// Visual sample entry: 6 reserved + 2 data ref + 16 pre-defined and
	// reserved, then 16-bit width and height.
	if t.handler == "vide" || entry.typ == "encv" {
		if entry.end-entry.payload >= 28 {
			p := b[entry.payload:]
			t.entryW = int(binary.BigEndian.Uint16(p[24:]))
			t.entryH = int(binary.BigEndian.Uint16(p[26:]))
		}
	}
}
