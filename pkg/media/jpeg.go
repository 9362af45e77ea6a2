package media

import (
	"encoding/binary"
	"strconv"
)

// maxJPEGMarkers bounds the marker walk; real files have a few dozen
// markers before the frame header.
const maxJPEGMarkers = 4096

// probeJPEG walks the marker segments (skipping their payloads, EXIF and
// ICC included) to the first SOFn frame header, which holds the size, the
// component count and whether the file is progressive. No pixels are
// decoded.
func probeJPEG(w *window) (Info, error) {
	info := Info{Kind: KindImage, Format: "JPG", MimeType: MimeJPEG}
	off := int64(2)
	for i := 0; i < maxJPEGMarkers; i++ {
		b, err := w.at(off, 2)
		if err != nil {
			return info, shortErr("JPEG", err)
		}
		if b[0] != 0xFF {
			return info, corrupt("JPEG", "expected a marker at offset %d, found %#02x", off, b[0])
		}
		m := b[1]
		if m == 0xFF { // fill byte before a marker
			off++
			continue
		}
		off += 2
		switch {
		case m == 0xD8 || m == 0x01 || (m >= 0xD0 && m <= 0xD7):
			continue // standalone markers
		case m == 0xD9:
			return info, corrupt("JPEG", "end of image before a frame header")
		case m == 0xDA:
			return info, corrupt("JPEG", "scan data before a frame header")
		}
		lb, err := w.at(off, 2)
		if err != nil {
			return info, shortErr("JPEG", err)
		}
		n := int64(binary.BigEndian.Uint16(lb))
		if n < 2 {
			return info, corrupt("JPEG", "segment %#02x has length %d", m, n)
		}
		if m == 0xE0 && n >= 2+12 && info.DPI == 0 {
			if seg, err := w.at(off+2, 12); err == nil {
				info.DPI = jfifDPI(seg)
			}
		}
		if m == 0xE1 && n >= 2+14 && info.Metadata == nil {
			if seg, err := w.at(off+2, int(min(n-2, blockSize))); err == nil {
				if o := exifOrientation(seg); o > 1 {
					info.Metadata = map[string]string{"Orientation": strconv.Itoa(o)}
				}
			}
		}
		switch {
		case isSOF(m):
			f, err := w.at(off+2, 6)
			if err != nil {
				return info, shortErr("JPEG", err)
			}
			info.Height = int(binary.BigEndian.Uint16(f[1:]))
			info.Width = int(binary.BigEndian.Uint16(f[3:]))
			if info.Width == 0 {
				return info, corrupt("JPEG", "frame width is 0")
			}
			// Height 0 means "defined by a DNL marker after the first
			// scan"; it is left unknown rather than decoding the scan.
			info.Progressive = m == 0xC2 || m == 0xC6 || m == 0xCA || m == 0xCE
			info.ColorModel = jpegColorModel(int(f[5]))
			return info, nil
		}
		off += n
	}
	return info, corrupt("JPEG", "no frame header in the first %d markers", maxJPEGMarkers)
}

// jfifDPI reads the pixel density of a JFIF APP0 segment ("JFIF\0",
// version, units, X and Y density): units 1 are dots per inch, 2 dots per
// cm; 0 (an aspect ratio only) or anything else gives 0. Of two
// densities the lower is the image's resolution.
func jfifDPI(seg []byte) float64 {
	if len(seg) < 12 || string(seg[:5]) != "JFIF\x00" {
		return 0
	}
	x, y := float64(binary.BigEndian.Uint16(seg[8:])), float64(binary.BigEndian.Uint16(seg[10:]))
	d := min(x, y)
	switch seg[7] {
	case 1:
		return d
	case 2:
		return roundTo(d*2.54, 1)
	}
	return 0
}

// isSOF reports whether m is a start-of-frame marker (SOF0–SOF15 except
// DHT C4, JPG C8 and DAC CC).
func isSOF(m byte) bool {
	return m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC
}

// jpegColorModel names the colour model from the component count:
// YCbCr-coded files are RGB images and YCCK-coded ones (Adobe APP14
// transform 2) are CMYK images.
func jpegColorModel(components int) string {
	switch components {
	case 1:
		return "Gray"
	case 3:
		return "RGB"
	case 4:
		return "CMYK"
	}
	return ""
}

// exifOrientation returns the EXIF Orientation tag (1–8; 0 when absent)
// from an APP1 segment payload. Width and Height stay the stored size,
// as exiftool's ImageSize reports it; browsers display orientations 5–8
// with width and height swapped.
func exifOrientation(seg []byte) int {
	if len(seg) < 14 || string(seg[:6]) != "Exif\x00\x00" {
		return 0
	}
	t := seg[6:]
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 0
	}
	ifd := int64(bo.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > int64(len(t)) {
		return 0
	}
	n := int64(bo.Uint16(t[ifd:]))
	for i := int64(0); i < n; i++ {
		e := ifd + 2 + 12*i
		if e+12 > int64(len(t)) {
			return 0
		}
		if bo.Uint16(t[e:]) == 0x0112 {
			if v := int(bo.Uint16(t[e+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 0
		}
	}
	return 0
}
