package doctext

import "errors"

// ErrUnsupported means the input is not a PDF, DOCX, DOC, XLSX or ODS document.
var ErrUnsupported = errors.New("unsupported document format: expected PDF, DOCX, DOC, XLSX or ODS")

// ErrEncrypted means the document is password protected and cannot be read.
var ErrEncrypted = errors.New("document is encrypted or password protected")

// ErrCorrupt means the document is damaged or malformed.
var ErrCorrupt = errors.New("document is corrupt or malformed")

// ErrTooLarge means the document exceeds the extraction limits (pages, text
// size or archive size).
var ErrTooLarge = errors.New("document is too large to extract")
