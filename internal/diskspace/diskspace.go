// Package diskspace reports the free space of the filesystem holding a
// path, so the server can refuse writes before the disk is completely full
// (a full disk mid-write corrupts nothing in bbolt, but leaves every user
// stuck at once).
package diskspace

import "errors"

// ErrUnknown means the platform cannot tell the free space.
var ErrUnknown = errors.New("free disk space unknown on this platform")

// Free returns the bytes available to an unprivileged user on the
// filesystem that holds path.
func Free(path string) (int64, error) { return free(path) }
