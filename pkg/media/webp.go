package media

import "encoding/binary"

// maxWebPChunks bounds the RIFF chunk walk (animated files have one ANMF
// chunk per frame).
const maxWebPChunks = 1 << 20

// probeWebP reads the first chunk (VP8, VP8L or VP8X) for the canvas size
// and, for animated VP8X files, walks the ANMF chunk headers to count
// frames and add up their durations.
func probeWebP(w *window) (Info, error) {
	info := Info{Kind: KindImage, Format: "WEBP", MimeType: MimeWebP, ColorModel: "RGB"}
	riffEnd := int64(binary.LittleEndian.Uint32(mustAt(w, 4, 4))) + 8
	if riffEnd > w.size {
		riffEnd = w.size // tolerate a RIFF size larger than the file
	}
	off := int64(12)
	h, err := w.at(off, 8)
	if err != nil {
		return info, shortErr("WEBP", err)
	}
	typ, n := string(h[:4]), int64(binary.LittleEndian.Uint32(h[4:]))
	data := off + 8
	switch typ {
	case "VP8 ":
		b, err := w.at(data, 10)
		if err != nil {
			return info, shortErr("WEBP", err)
		}
		if b[3] != 0x9d || b[4] != 0x01 || b[5] != 0x2a {
			return info, corrupt("WEBP", "bad VP8 start code")
		}
		info.Width = int(binary.LittleEndian.Uint16(b[6:]) & 0x3fff)
		info.Height = int(binary.LittleEndian.Uint16(b[8:]) & 0x3fff)
	case "VP8L":
		b, err := w.at(data, 5)
		if err != nil {
			return info, shortErr("WEBP", err)
		}
		if b[0] != 0x2f {
			return info, corrupt("WEBP", "bad VP8L signature")
		}
		v := binary.LittleEndian.Uint32(b[1:])
		info.Width = int(v&0x3fff) + 1
		info.Height = int(v>>14&0x3fff) + 1
		if v>>28&1 == 1 {
			info.ColorModel = "RGBA"
		}
	case "VP8X":
		b, err := w.at(data, 10)
		if err != nil {
			return info, shortErr("WEBP", err)
		}
		flags := b[0]
		info.Width = int(uint24(b[4:])) + 1
		info.Height = int(uint24(b[7:])) + 1
		if flags&0x10 != 0 {
			info.ColorModel = "RGBA"
		}
		if flags&0x02 != 0 {
			if err := webpAnimation(w, &info, data+n+n&1, riffEnd); err != nil {
				return info, err
			}
		}
	default:
		return info, corrupt("WEBP", "first chunk is %q, want VP8, VP8L or VP8X", typ)
	}
	if info.Width == 0 || info.Height == 0 {
		return info, corrupt("WEBP", "size is %dx%d", info.Width, info.Height)
	}
	return info, nil
}

// webpAnimation walks the chunks after VP8X for ANIM (loop count) and
// ANMF (one per frame, 24-bit duration in milliseconds).
func webpAnimation(w *window, info *Info, off, end int64) error {
	var total float64
	frames := 0
	info.LoopCount = -1
	for i := 0; i < maxWebPChunks && off+8 <= end; i++ {
		h, err := w.at(off, 8)
		if err != nil {
			break
		}
		typ, n := string(h[:4]), int64(binary.LittleEndian.Uint32(h[4:]))
		switch typ {
		case "ANIM":
			if b, err := w.at(off+8, 6); err == nil {
				if loops := int(binary.LittleEndian.Uint16(b[4:])); loops > 0 {
					info.LoopCount = loops
				}
			}
		case "ANMF":
			b, err := w.at(off+8, 16)
			if err != nil {
				return shortErr("WEBP", err)
			}
			frames++
			total += gifLikeDelay(float64(uint24(b[12:])) / 1000)
		}
		off += 8 + n + n&1 // chunks are padded to even sizes
	}
	if frames == 0 {
		return corrupt("WEBP", "animated file without frames")
	}
	info.FrameCount = frames
	if frames > 1 {
		info.Animated = true
		info.DurationSeconds = roundTo(total, 3)
	} else {
		info.FrameCount, info.LoopCount = 0, 0
	}
	return nil
}

// uint24 decodes a little-endian 24-bit integer.
func uint24(b []byte) uint32 {
	return uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16
}

// mustAt returns n bytes at off that sniffing already proved exist.
func mustAt(w *window, off int64, n int) []byte {
	b, err := w.at(off, n)
	if err != nil {
		return make([]byte, n)
	}
	return b
}
