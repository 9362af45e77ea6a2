package doctext

// Extraction limits. They bound memory and time on hostile input; real BRDs
// are far below them.
const (
	// MaxPages is the largest number of pages extracted from one document.
	MaxPages = 2000
	// MaxTextBytes is the largest amount of extracted text, in bytes.
	MaxTextBytes = 32 << 20
	// maxGlyphsPerPage bounds the glyphs kept for one PDF page.
	maxGlyphsPerPage = 200_000
	// maxContentBytes bounds one PDF page's decompressed content streams.
	maxContentBytes = 8 << 20
	// maxOpsPerPage bounds the content stream operators run for one page.
	maxOpsPerPage = 2_000_000
	// maxFormDepth bounds nested form XObjects.
	maxFormDepth = 6
	// maxPageTreeNodes bounds the nodes visited in a PDF page tree.
	maxPageTreeNodes = 4 * MaxPages
	// maxXMLBytes bounds one DOCX part read into memory.
	maxXMLBytes = 64 << 20
)
