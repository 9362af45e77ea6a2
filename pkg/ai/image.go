package ai

import (
	"encoding/base64"
	"fmt"
	"net/http"
)

// imageTypes are the image types chat models accept as image input.
var imageTypes = map[string]bool{
	"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true,
}

// imageDataURL returns img as a base64 data: URL for a model, with the type
// sniffed from the bytes (the given MIME type is only a hint). It returns
// "" and the reason when the image cannot be sent: empty, too large, or not
// a PNG, JPEG, GIF or WebP.
func imageDataURL(img []byte, mime string, maxBytes int64) (string, string) {
	if len(img) == 0 {
		return "", "no image given"
	}
	if int64(len(img)) > maxBytes {
		return "", fmt.Sprintf("image of %d bytes is larger than the %d-byte limit", len(img), maxBytes)
	}
	sniffed := http.DetectContentType(img)
	if !imageTypes[sniffed] {
		if mime != "" {
			return "", fmt.Sprintf("image type %s (declared %s) is not PNG, JPEG, GIF or WebP", sniffed, mime)
		}
		return "", fmt.Sprintf("image type %s is not PNG, JPEG, GIF or WebP", sniffed)
	}
	return "data:" + sniffed + ";base64," + base64.StdEncoding.EncodeToString(img), ""
}
