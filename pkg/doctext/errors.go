package doctext

import (
	"errors"
	"fmt"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// ErrUnsupported means the input is not a PDF, DOCX, DOC, XLSX or ODS document.
var ErrUnsupported = errors.New("unsupported document format: expected PDF, DOCX, DOC, XLSX or ODS")

// ErrEncrypted means the document is password protected and cannot be read.
var ErrEncrypted = errors.New("document is encrypted or password protected")

// ErrCorrupt means the document is damaged or malformed.
var ErrCorrupt = errors.New("document is corrupt or malformed")

// ErrTooLarge means the document exceeds the extraction limits (pages, text
// size or archive size).
var ErrTooLarge = errors.New("document is too large to extract")

// zipErr maps a zip container's safezip error to the package's errors:
// too many entries, too large or too compressed is ErrTooLarge, anything
// else ErrCorrupt.
func zipErr(format string, err error) error {
	switch {
	case errors.Is(err, safezip.ErrTooManyEntries), errors.Is(err, safezip.ErrTooLarge), errors.Is(err, safezip.ErrRatio):
		return fmt.Errorf("%w: %s: %v", ErrTooLarge, format, err)
	}
	return fmt.Errorf("%w: %s: %v", ErrCorrupt, format, err)
}
