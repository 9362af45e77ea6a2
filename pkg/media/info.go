// Package media probes creative assets from their bytes: images, MP4/MOV
// video, documents and HTML5 banner zips. The type is sniffed from content,
// never trusted from the file name. It is a pure library.
package media

// Kind is the broad class of an asset.
type Kind string

// The asset kinds. The builder's type badge maps image→IMG, video→VID,
// document→DOC; html5 is a zipped HTML5 banner.
const (
	KindImage    Kind = "image"
	KindVideo    Kind = "video"
	KindDocument Kind = "document"
	KindHTML5    Kind = "html5"
	KindAudio    Kind = "audio" // an audio file (WAV)
	KindUnknown  Kind = "unknown"
)

// Info is everything Probe measured about one asset. Zero values mean
// "not applicable or not found".
type Info struct {
	Kind     Kind   `json:"type"`
	Format   string `json:"format"`   // upper-case short name: JPG, PNG, GIF, WEBP, BMP, MP4, MOV, PDF, DOCX, DOC, ZIP
	MimeType string `json:"mimeType"` // e.g. image/jpeg
	Size     int64  `json:"sizeBytes"`

	Width  int `json:"width,omitempty"`
	Height int `json:"height,omitempty"`

	// Images.
	Progressive bool   `json:"progressive,omitempty"` // JPEG
	ColorModel  string `json:"colorModel,omitempty"`  // e.g. RGB, CMYK, Gray
	FrameCount  int    `json:"frameCount,omitempty"`  // animated GIF/WebP frames
	Animated    bool   `json:"animated,omitempty"`
	// LoopCount is how many times an animation plays: -1 forever, 0 when
	// not animated or unknown.
	LoopCount int `json:"loopCount,omitempty"`

	// Video; also animation time of animated images.
	DurationSeconds float64 `json:"durationSeconds,omitempty"`
	FrameRate       float64 `json:"frameRate,omitempty"`
	VideoCodec      string  `json:"videoCodec,omitempty"` // e.g. avc1, hvc1, mp4v
	AudioCodec      string  `json:"audioCodec,omitempty"` // e.g. mp4a
	BitrateKbps     float64 `json:"bitrateKbps,omitempty"`
	// Audio describes the first audio track (or the audio file).
	Audio *AudioInfo `json:"audio,omitempty"`

	// Documents.
	PageCount  int     `json:"pageCount,omitempty"`
	PageWidth  float64 `json:"pageWidthPt,omitempty"` // first page, in points
	PageHeight float64 `json:"pageHeightPt,omitempty"`
	// Trim holds the first page's TrimBox and how far its BleedBox (or,
	// without one, its MediaBox) reaches beyond it; nil when the page
	// has no TrimBox.
	Trim *PageTrim `json:"trim,omitempty"`
	// OtherPages lists the pages after the first whose size, trim or
	// bleed differ from the first page's (at most maxOtherPages of them):
	// a print check reads every page from the first and these.
	OtherPages []PageBox `json:"otherPages,omitempty"`

	// DPI is the pixel density an image file declares (JFIF density, PNG
	// pHYs), or for a PDF the lowest effective resolution of the images its
	// pages draw (Print.LowestImage says which), in dots per inch; 0 when
	// unknown.
	DPI float64 `json:"dpi,omitempty"`

	// Print holds what a PDF's pages draw, read from their content
	// streams: nil for other files.
	Print *PrintInfo `json:"print,omitempty"`

	// Metadata holds textual metadata found in the file (PDF Info
	// dictionary, PNG tEXt chunks, …), keyed by its own name.
	Metadata map[string]string `json:"metadata,omitempty"`

	// HTML5 holds the zip banner analysis when Kind is KindHTML5.
	HTML5 *HTML5Info `json:"html5,omitempty"`
}

// PageTrim is a print page's trim and bleed, in points.
type PageTrim struct {
	Width  float64 `json:"widthPt"`
	Height float64 `json:"heightPt"`
	// BleedMin and BleedMax are the narrowest and widest of the four
	// margins between the TrimBox and the BleedBox (MediaBox).
	BleedMin float64 `json:"bleedMinPt"`
	BleedMax float64 `json:"bleedMaxPt"`
}

// PageBox is one page's size (MediaBox, turned by /Rotate) and trim.
type PageBox struct {
	Page   int       `json:"page"` // from 1
	Width  float64   `json:"widthPt"`
	Height float64   `json:"heightPt"`
	Trim   *PageTrim `json:"trim,omitempty"` // nil without a TrimBox
}

// PrintInfo is what a PDF's page content shows a print check.
type PrintInfo struct {
	// PagesRead is how many pages' content was read; Unread says why the
	// rest was not (a budget ran out), empty when every page was read.
	PagesRead int    `json:"pagesRead"`
	Unread    string `json:"unread,omitempty"`
	// LowestImage is the placed image of the lowest effective resolution.
	LowestImage *PlacedImage `json:"lowestImage,omitempty"`
	// ColorSpaces lists each colour space family (and each spot colour)
	// the pages paint with, where it is first used.
	ColorSpaces []ColorUse `json:"colorSpaces,omitempty"`
	// Fonts counts the fonts the pages draw text with (Tf), and
	// FontsNotEmbedded names those whose program is not in the file (no
	// FontFile, FontFile2 or FontFile3; a Type 3 font is its own program).
	Fonts            int      `json:"fonts,omitempty"`
	FontsNotEmbedded []string `json:"fontsNotEmbedded,omitempty"`
	// OutputIntents are the catalog's output intents (the printing
	// condition the file was made for), and PDFX the PDF/X version it
	// claims (GTS_PDFXVersion of the Info dictionary or XMP metadata).
	OutputIntents []OutputIntent `json:"outputIntents,omitempty"`
	PDFX          string         `json:"pdfx,omitempty"`
	// Ink is the total ink (C+M+Y+K) the bytes show without a colour
	// engine; nil when the pages paint nothing it could sum or had to
	// leave out.
	Ink *InkCoverage `json:"ink,omitempty"`
}

// InkCoverage is the highest total ink of a PDF's DeviceCMYK and
// DeviceGray colours (fills, strokes, 8-bit images), in %, and where.
// NotSummed lists what paints ink that cannot be summed without a colour
// engine (ICC-based, RGB and spot colours, shadings, transparency …):
// when it is not empty, MaxPercent is a lower bound.
type InkCoverage struct {
	MaxPercent float64  `json:"maxPercent"`
	Page       int      `json:"page,omitempty"`
	What       string   `json:"what,omitempty"`
	NotSummed  []string `json:"notSummed,omitempty"`
}

// OutputIntent is one of a PDF's output intents.
type OutputIntent struct {
	Subtype    string `json:"subtype,omitempty"`   // GTS_PDFX, GTS_PDFA1 …
	Identifier string `json:"identifier"`          // OutputConditionIdentifier: "FOGRA39"
	Condition  string `json:"condition,omitempty"` // OutputCondition: "Coated FOGRA39 (ISO 12647-2:2004)"
}

// ColorUse is a colour space a PDF's content paints with.
type ColorUse struct {
	Space string `json:"space"`          // CMYK, RGB, Gray, Lab or Spot (ColorCMYK …)
	Name  string `json:"name,omitempty"` // a spot colour's name: "PANTONE 286 C"
	Page  int    `json:"page"`           // where it is first used
	What  string `json:"what"`           // what uses it there: "image Im2", "fill colour", "inline image in form Fm1"
}

// PlacedImage is an image a page draws and its effective resolution.
type PlacedImage struct {
	Page int     `json:"page"`
	Name string  `json:"name"` // its resource name: "Im2", "Im0 in form Fm1"
	DPI  float64 `json:"dpi"`
}

// HTML5Info describes a zipped HTML5 banner.
type HTML5Info struct {
	EntryHTML          []string `json:"entryHtml"` // the top-level .html files; exactly one is valid
	AdSizeDeclared     bool     `json:"adSizeDeclared"`
	FileCount          int      `json:"fileCount"`
	TotalBytes         int64    `json:"totalBytes"`       // uncompressed
	CompressedBytes    int64    `json:"compressedBytes"`  // the zip itself
	InitialLoadBytes   int64    `json:"initialLoadBytes"` // entry HTML plus what it references directly
	ClickTagDeclared   bool     `json:"clickTagDeclared"`
	ClickTagUsed       bool     `json:"clickTagUsed"`
	ExternalReferences []string `json:"externalReferences,omitempty"` // http:// or non-allowed hosts
}
