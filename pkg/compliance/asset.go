package compliance

import (
	"math"
	"path"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Asset is the input of a check: what was measured from an asset's bytes
// plus what is known about it from its context.
type Asset struct {
	// Path is where the asset was read from (a file path or a storage key).
	Path string
	// FileName is the asset's base name; when empty the base of Path is used.
	FileName string
	// Info is what media.Probe measured from the bytes.
	Info media.Info
	// Text is the document text or OCR text; it may be empty.
	Text string
	// CustomerType is "DTC" or "HCP" when the campaign or caller knows it.
	CustomerType string
	// Channel is the campaign channel (Display, OLV, CTV, YouTube, Meta,
	// Programmatic, Email, Print) or a rule channel; empty when unknown.
	Channel string
	// Platform, Placement and Part are what the campaign or the asset's
	// metadata say it runs on, where, and which part of a creative it is
	// (see Platforms, Placements, Parts); empty when unknown, when ScopeOf
	// reads them from the file name.
	Platform  string
	Placement string
	Part      string
	// Market and Language are what the campaign or the asset's metadata
	// say it is for ("UK", "fr-CA"); empty when unknown, when LocaleOf
	// reads them from the file name.
	Market   string
	Language string
	// Detected is what the analysis of the asset (AI or offline) found in
	// it. The checkers read it, and what the side panel shows as detected
	// comes from the same functions (DetectFDAFiling, DetectCustomerType).
	Detected DetectedElements
}

// Name is the asset's file name: FileName, or the base name of Path.
func (a Asset) Name() string {
	if a.FileName != "" {
		return a.FileName
	}
	if a.Path == "" {
		return ""
	}
	p := strings.ReplaceAll(a.Path, "\\", "/")
	return path.Base(p)
}

// Dimensions are a width and height in pixels (spec §3 asset properties).
type Dimensions struct {
	Width  int `json:"width"`
	Height int `json:"height"`
}

// AssetProperties are the asset properties sent for checks (spec §3):
// what an AI validator sees of an asset. Text carries the document or OCR
// text when there is any.
type AssetProperties struct {
	FileName     string      `json:"fileName"`
	FileSize     int64       `json:"fileSize"`
	FileSizeKB   float64     `json:"fileSizeKB"`
	Format       string      `json:"format"`
	MimeType     string      `json:"mimeType"`
	Dimensions   *Dimensions `json:"dimensions,omitempty"`
	Duration     float64     `json:"duration,omitempty"`
	Type         string      `json:"type,omitempty"`
	CustomerType string      `json:"customerType,omitempty"`
	Channel      string      `json:"channel,omitempty"`
	Text         string      `json:"text,omitempty"`
}

// maxPropertiesText bounds the text handed to an AI validator.
const maxPropertiesText = 20000

// Properties returns the asset properties of a (spec §3).
func Properties(a Asset) AssetProperties {
	p := AssetProperties{
		FileName:     a.Name(),
		FileSize:     a.Info.Size,
		FileSizeKB:   math.Round(float64(a.Info.Size)/1024*10) / 10,
		Format:       a.Info.Format,
		MimeType:     a.Info.MimeType,
		Duration:     a.Info.DurationSeconds,
		Type:         string(a.Info.Kind),
		CustomerType: a.CustomerType,
		Channel:      a.Channel,
		Text:         truncateRunes(a.Text, maxPropertiesText),
	}
	if a.Info.Width > 0 && a.Info.Height > 0 {
		p.Dimensions = &Dimensions{Width: a.Info.Width, Height: a.Info.Height}
	}
	return p
}

func truncateRunes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}

// isAnimated reports whether an image asset moves (animated GIF/WebP).
func isAnimated(i media.Info) bool {
	return i.Animated || i.FrameCount > 1
}
