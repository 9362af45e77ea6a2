package media

import (
	"bytes"
	"encoding/binary"
)

// maxTextChunks caps how many PNG tEXt/iTXt entries go into Metadata, and
// maxTextLen how long each may be.
const (
	maxTextChunks = 32
	maxTextLen    = 4096
	maxPNGChunks  = 1 << 20
)

// probePNG reads IHDR for size and colour type, then walks the chunk list
// (headers only) for text metadata and APNG animation control. The walk
// stops at the first IDAT unless the image is an APNG, whose frame
// delays follow in fcTL chunks between the image data.
func probePNG(w *window) (Info, error) {
	info := Info{Kind: KindImage, Format: "PNG", MimeType: MimePNG}
	b, err := w.at(8, 8+13)
	if err != nil {
		return info, shortErr("PNG", err)
	}
	if string(b[4:8]) != "IHDR" || binary.BigEndian.Uint32(b) != 13 {
		return info, corrupt("PNG", "first chunk is %q, want IHDR", b[4:8])
	}
	width, height := binary.BigEndian.Uint32(b[8:]), binary.BigEndian.Uint32(b[12:])
	if width == 0 || height == 0 || width > 1<<31-1 || height > 1<<31-1 {
		return info, corrupt("PNG", "invalid size %dx%d", width, height)
	}
	info.Width, info.Height = int(width), int(height)
	switch b[8+9] {
	case 0:
		info.ColorModel = "Gray"
	case 2:
		info.ColorModel = "RGB"
	case 3:
		info.ColorModel = "Indexed"
	case 4:
		info.ColorModel = "GrayAlpha"
	case 6:
		info.ColorModel = "RGBA"
	default:
		return info, corrupt("PNG", "invalid colour type %d", b[8+9])
	}

	off := int64(8 + 8 + 13 + 4)
	apng, seenIDAT := false, false
	var delay float64
	frames := 0
	for i := 0; i < maxPNGChunks; i++ {
		h, err := w.at(off, 8)
		if err != nil {
			if seenIDAT {
				break // image data present; a missing IEND is tolerated
			}
			return info, shortErr("PNG", err)
		}
		n := int64(binary.BigEndian.Uint32(h))
		typ := string(h[4:8])
		if n > 1<<31-1 {
			return info, corrupt("PNG", "chunk %q length %d too large", typ, n)
		}
		data := off + 8
		switch typ {
		case "IEND":
			i = maxPNGChunks
		case "IDAT":
			seenIDAT = true
		case "acTL":
			if c, err := w.at(data, 8); err == nil && n >= 8 {
				apng = true
				info.FrameCount = int(binary.BigEndian.Uint32(c))
				plays := int(binary.BigEndian.Uint32(c[4:]))
				info.LoopCount = plays
				if plays == 0 {
					info.LoopCount = -1
				}
			}
		case "fcTL":
			if c, err := w.at(data, 26); err == nil && n >= 26 {
				frames++
				num, den := binary.BigEndian.Uint16(c[20:]), binary.BigEndian.Uint16(c[22:])
				if den == 0 {
					den = 100 // APNG spec: a zero denominator means 1/100 s
				}
				delay += gifLikeDelay(float64(num) / float64(den))
			}
		case "pHYs":
			// Pixels per unit, X and Y; unit 1 is the metre.
			if c, err := w.at(data, 9); err == nil && n >= 9 && c[8] == 1 {
				ppm := min(binary.BigEndian.Uint32(c), binary.BigEndian.Uint32(c[4:]))
				info.DPI = roundTo(float64(ppm)*0.0254, 1)
			}
		case "tEXt", "iTXt":
			if n <= maxTextLen && len(info.Metadata) < maxTextChunks {
				if c, err := w.at(data, int(n)); err == nil {
					addPNGText(&info, typ, c)
				}
			}
		}
		if seenIDAT && !apng {
			break
		}
		off = data + n + 4
	}
	if !seenIDAT {
		return info, corrupt("PNG", "no image data")
	}
	if apng && info.FrameCount > 1 {
		info.Animated = true
		if frames > 0 {
			info.DurationSeconds = roundTo(delay, 3)
		}
	} else {
		info.FrameCount, info.LoopCount = 0, 0
	}
	return info, nil
}

// addPNGText stores a tEXt (keyword NUL text, Latin-1) or an uncompressed
// iTXt (keyword NUL flag method lang NUL key NUL text) entry.
func addPNGText(info *Info, typ string, c []byte) {
	k, rest, ok := bytes.Cut(c, []byte{0})
	if !ok || len(k) == 0 {
		return
	}
	var text string
	if typ == "tEXt" {
		text = latin1(rest)
	} else {
		if len(rest) < 2 || rest[0] != 0 { // compressed iTXt is skipped
			return
		}
		_, rest, ok = bytes.Cut(rest[2:], []byte{0}) // language tag
		if !ok {
			return
		}
		_, rest, ok = bytes.Cut(rest, []byte{0}) // translated keyword
		if !ok {
			return
		}
		text = string(bytes.ToValidUTF8(rest, []byte("\uFFFD")))
	}
	if info.Metadata == nil {
		info.Metadata = map[string]string{}
	}
	info.Metadata[latin1(k)] = text
}

// latin1 decodes ISO-8859-1 bytes.
func latin1(b []byte) string {
	r := make([]rune, len(b))
	for i, c := range b {
		r[i] = rune(c)
	}
	return string(r)
}
