package media

import (
	"bytes"
	"mime"
	"strings"
)

// The MIME types Probe reports.
const (
	MimeJPEG = "image/jpeg"
	MimePNG  = "image/png"
	MimeGIF  = "image/gif"
	MimeWebP = "image/webp"
	MimeBMP  = "image/bmp"
	MimeMP4  = "video/mp4"
	MimeMOV  = "video/quicktime"
	MimePDF  = "application/pdf"
	MimeDOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
	MimeDOC  = "application/msword"
	MimeZip  = "application/zip"
	MimeWAV  = "audio/wav"
	MimeMPEG = "video/mpeg"
	// MimeOctetStream is what SniffMime answers for unknown bytes.
	MimeOctetStream = "application/octet-stream"
)

// SniffMime returns the MIME type of a file from its first bytes (512 to
// 1024 are plenty), or MimeOctetStream when the bytes are not a supported
// asset type. A zip is reported as MimeDOCX when an entry name in head
// is Word content, as MimeOctetStream for XLSX/PPTX, otherwise as
// MimeZip; Probe looks deeper.
func SniffMime(head []byte) string {
	switch sniff(head) {
	case fmtPNG:
		return MimePNG
	case fmtJPEG:
		return MimeJPEG
	case fmtGIF:
		return MimeGIF
	case fmtWebP:
		return MimeWebP
	case fmtBMP:
		return MimeBMP
	case fmtISOBMFF:
		if len(head) >= 12 && string(head[4:8]) == "ftyp" {
			if string(head[8:12]) == "qt  " {
				return MimeMOV
			}
			if isStillImageBrand(string(head[8:12])) {
				return MimeOctetStream
			}
			return MimeMP4
		}
		return MimeMOV
	case fmtPDF:
		return MimePDF
	case fmtZip:
		// Entry names sit in clear in the local headers.
		switch {
		case bytes.Contains(head, []byte("word/")):
			return MimeDOCX
		case bytes.Contains(head, []byte("xl/workbook")), bytes.Contains(head, []byte("ppt/presentation")):
			return MimeOctetStream // spreadsheets and slides are not assets
		}
		return MimeZip
	case fmtOLE:
		return MimeDOC
	case fmtWAV:
		return MimeWAV
	case fmtMPEGPS:
		return MimeMPEG
	}
	return MimeOctetStream
}

// KindFromMime maps a MIME type (parameters allowed) to an asset kind:
// image/* is an image, video/* a video, PDF and Word types documents,
// zip types HTML5 banners. Anything else is KindUnknown.
func KindFromMime(m string) Kind {
	if t, _, err := mime.ParseMediaType(m); err == nil {
		m = t
	}
	m = strings.ToLower(strings.TrimSpace(m))
	switch {
	case strings.HasPrefix(m, "image/"):
		return KindImage
	case strings.HasPrefix(m, "video/"):
		return KindVideo
	case strings.HasPrefix(m, "audio/"):
		return KindAudio
	}
	switch m {
	case MimePDF, MimeDOC, MimeDOCX, "application/rtf", "text/plain",
		"application/vnd.google-apps.document":
		return KindDocument
	case MimeZip, "application/x-zip-compressed", "application/x-zip", "multipart/x-zip":
		return KindHTML5
	}
	return KindUnknown
}
