package media

import "encoding/binary"

// probeBMP reads the DIB header: the 12-byte OS/2 core header has 16-bit
// sizes, all later ones 32-bit signed sizes (a negative height means a
// top-down bitmap).
func probeBMP(w *window) (Info, error) {
	info := Info{Kind: KindImage, Format: "BMP", MimeType: MimeBMP}
	b, err := w.at(14, 16)
	if err != nil {
		return info, shortErr("BMP", err)
	}
	var bpp uint16
	if binary.LittleEndian.Uint32(b) == 12 {
		info.Width = int(binary.LittleEndian.Uint16(b[4:]))
		info.Height = int(binary.LittleEndian.Uint16(b[6:]))
		bpp = binary.LittleEndian.Uint16(b[10:])
	} else {
		wd := int32(binary.LittleEndian.Uint32(b[4:]))
		ht := int32(binary.LittleEndian.Uint32(b[8:]))
		if ht < 0 && ht != -1<<31 {
			ht = -ht
		}
		info.Width, info.Height = int(wd), int(ht)
		bpp = binary.LittleEndian.Uint16(b[14:])
	}
	if info.Width <= 0 || info.Height <= 0 {
		return info, corrupt("BMP", "invalid size %dx%d", info.Width, info.Height)
	}
	switch {
	case bpp <= 8:
		info.ColorModel = "Indexed"
	default:
		info.ColorModel = "RGB"
	}
	return info, nil
}
