package safezip

import "errors"

// The sentinel errors of this package. Errors returned by Open and ReadFile
// wrap one of them (test with errors.Is) and name the offending entry.
var (
	// ErrNotZip means the bytes are not a readable zip archive.
	ErrNotZip = errors.New("not a valid zip archive")
	// ErrTooManyEntries means the archive lists more entries than allowed.
	ErrTooManyEntries = errors.New("zip has too many entries")
	// ErrTooLarge means an entry or the whole archive is larger than allowed
	// once uncompressed.
	ErrTooLarge = errors.New("zip content too large")
	// ErrRatio means an entry compresses suspiciously well (a zip bomb).
	ErrRatio = errors.New("zip entry compression ratio too high")
	// ErrUnsafePath means an entry name is absolute or climbs out of the
	// archive with "..".
	ErrUnsafePath = errors.New("unsafe path in zip")
	// ErrNotFound means the archive has no entry of that name.
	ErrNotFound = errors.New("no such file in zip")
)
