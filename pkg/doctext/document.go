// Package doctext extracts structured text from BRD documents: PDF, DOCX,
// legacy DOC and spreadsheets (XLSX, ODS). It rebuilds words, lines, paragraphs and reading order so that
// requirement sentences survive extraction. It is a pure library.
package doctext

// Document is the extracted text of one file.
type Document struct {
	Format string `json:"format"` // PDF, DOCX, DOC, XLSX, ODS, FODS
	Pages  []Page `json:"pages"`  // DOCX and DOC have one logical page unless page breaks are found
	Title  string `json:"title,omitempty"`
	// Warnings lists pages or parts that could only be read in part.
	Warnings []string `json:"warnings,omitempty"`
}

// Page is one page of text blocks in reading order.
type Page struct {
	Number int     `json:"number"` // 1-based
	Blocks []Block `json:"blocks"`
}

// BlockKind says what a block is.
type BlockKind string

// The block kinds.
const (
	BlockParagraph BlockKind = "paragraph"
	BlockHeading   BlockKind = "heading"
	BlockListItem  BlockKind = "listItem"
	BlockTableRow  BlockKind = "tableRow"
)

// Block is a paragraph, heading, list item or table row.
type Block struct {
	Kind  BlockKind `json:"kind"`
	Level int       `json:"level,omitempty"` // heading level, 1 = top
	Text  string    `json:"text"`            // words joined by single spaces; table cells joined by " | "
	Cells []string  `json:"cells,omitempty"` // table rows only
	// Header is set on a table's header row when the layout showed it (a
	// PDF's bold lines over the rows): its cells name the columns, a cell
	// spanning columns already repeated over each ("Initial load (KB)
	// Target", "Initial load (KB) Max").
	Header bool `json:"header,omitempty"`
	// TableStart is set on a table row that starts a table of its own
	// although a table row comes right before it: a spreadsheet's tables
	// are separated by blank rows, which leave no block between them.
	TableStart bool `json:"tableStart,omitempty"`
}
