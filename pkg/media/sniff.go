package media

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"strings"
)

// format identifies a sniffed container before it is parsed.
type format int

const (
	fmtUnknown format = iota
	fmtPNG
	fmtJPEG
	fmtGIF
	fmtWebP
	fmtBMP
	fmtISOBMFF
	fmtPDF
	fmtZip
	fmtOLE
	fmtWAV
	fmtMPEGPS
)

// sniffLen is how many leading bytes sniffing looks at (PDF allows up to
// 1024 bytes of junk before its header).
const sniffLen = 1024

// sniff classifies head, the first bytes of a file, by magic numbers.
func sniff(head []byte) format {
	switch {
	case bytes.HasPrefix(head, []byte("\x89PNG\r\n\x1a\n")):
		return fmtPNG
	case bytes.HasPrefix(head, []byte{0xFF, 0xD8, 0xFF}):
		return fmtJPEG
	case bytes.HasPrefix(head, []byte("GIF87a")), bytes.HasPrefix(head, []byte("GIF89a")):
		return fmtGIF
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return fmtWebP
	case isBMP(head):
		return fmtBMP
	case isISOBMFF(head):
		return fmtISOBMFF
	case bytes.Contains(head[:min(len(head), sniffLen)], []byte("%PDF-")):
		return fmtPDF
	case bytes.HasPrefix(head, []byte("PK\x03\x04")), bytes.HasPrefix(head, []byte("PK\x05\x06")):
		return fmtZip
	case bytes.HasPrefix(head, []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}):
		return fmtOLE
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WAVE":
		return fmtWAV
	case bytes.HasPrefix(head, []byte{0, 0, 1, 0xBA}):
		return fmtMPEGPS
	}
	return fmtUnknown
}

// isBMP checks the "BM" signature and a known DIB header size, since two
// letters alone match too much text.
func isBMP(h []byte) bool {
	if len(h) < 18 || h[0] != 'B' || h[1] != 'M' {
		return false
	}
	switch binary.LittleEndian.Uint32(h[14:]) {
	case 12, 16, 40, 52, 56, 64, 108, 124:
		return true
	}
	return false
}

// isISOBMFF recognises an MP4/MOV by an ftyp box, or by a classic
// QuickTime file that starts with a moov, mdat, wide, free, skip or pnot
// atom of plausible size.
func isISOBMFF(h []byte) bool {
	if len(h) < 12 {
		return false
	}
	typ := string(h[4:8])
	if typ == "ftyp" {
		return true
	}
	switch typ {
	case "moov", "mdat", "wide", "free", "skip", "pnot":
		n := binary.BigEndian.Uint32(h)
		return n == 0 || n == 1 || n >= 8
	}
	return false
}

// describeUnknown names what head looks like, for ErrUnsupported messages.
func describeUnknown(head []byte) string {
	known := []struct{ magic, name string }{
		{"\x1aE\xdf\xa3", "WebM/Matroska video"},
		{"OggS", "Ogg media"},
		{"ID3", "MP3 audio"},
		{"fLaC", "FLAC audio"},
		{"II*\x00", "TIFF image"},
		{"MM\x00*", "TIFF image"},
		{"8BPS", "Photoshop document"},
		{"%!PS", "PostScript document"},
		{"\x1f\x8b", "gzip archive"},
		{"Rar!", "RAR archive"},
		{"7z\xbc\xaf\x27\x1c", "7-Zip archive"},
		{"\x7fELF", "ELF executable"},
		{"MZ", "Windows executable"},
		{"{\\rtf", "RTF document"},
		{"\x00\x00\x01\x00", "ICO icon"},
	}
	for _, k := range known {
		if bytes.HasPrefix(head, []byte(k.magic)) {
			return k.name
		}
	}
	if len(head) >= 12 && string(head[:4]) == "RIFF" {
		return fmt.Sprintf("RIFF %q container", head[8:12])
	}
	t := strings.ToLower(strings.TrimSpace(string(head[:min(len(head), 512)])))
	t = strings.TrimPrefix(t, "\ufeff")
	switch {
	case strings.Contains(t, "<svg"):
		return "SVG image"
	case strings.HasPrefix(t, "<!doctype html"), strings.HasPrefix(t, "<html"):
		return "HTML page (zip it with its assets to check it as an HTML5 banner)"
	case strings.HasPrefix(t, "<?xml"):
		return "XML document"
	}
	if len(head) == 0 {
		return "empty file"
	}
	if isText(head) {
		return "plain text"
	}
	return fmt.Sprintf("unknown bytes % x", head[:min(len(head), 8)])
}

// isText reports whether b looks like UTF-8 or ASCII text.
func isText(b []byte) bool {
	b = b[:min(len(b), 512)]
	for _, c := range b {
		if c < 0x09 || (c > 0x0d && c < 0x20 && c != 0x1b) {
			return false
		}
	}
	return true
}
