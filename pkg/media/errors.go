package media

import (
	"errors"
	"fmt"
)

// ErrUnsupported means the bytes are not an asset type Probe understands.
// The wrapping error names what was found (e.g. "HEIF image", "plain
// text", "unknown bytes 7f 45 4c 46").
var ErrUnsupported = errors.New("unsupported file type")

// ErrCorrupt means the bytes look like a supported type but are
// truncated or malformed. The wrapping error says where.
var ErrCorrupt = errors.New("corrupt or truncated file")

// corrupt returns an error wrapping ErrCorrupt for format (e.g. "PNG").
func corrupt(format, msg string, args ...any) error {
	return fmt.Errorf("%w: %s: %s", ErrCorrupt, format, fmt.Sprintf(msg, args...))
}

// unsupported returns an error wrapping ErrUnsupported.
func unsupported(what string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrUnsupported, fmt.Sprintf(what, args...))
}
