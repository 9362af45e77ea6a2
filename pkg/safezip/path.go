package safezip

import (
	"fmt"
	"strings"
)

// checkPath rejects entry names that would escape an extraction folder:
// absolute paths (leading slash or backslash, a Windows drive or UNC
// prefix), ".." components (with either separator) and NUL bytes.
func checkPath(name string) error {
	if name == "" {
		return fmt.Errorf("%w: empty entry name", ErrUnsafePath)
	}
	if strings.ContainsRune(name, 0) {
		return fmt.Errorf("%w: %q contains a NUL byte", ErrUnsafePath, name)
	}
	n := strings.ReplaceAll(name, `\`, "/")
	if strings.HasPrefix(n, "/") {
		return fmt.Errorf("%w: %q is an absolute path", ErrUnsafePath, name)
	}
	if len(n) >= 2 && n[1] == ':' && isLetter(n[0]) {
		return fmt.Errorf("%w: %q is an absolute path", ErrUnsafePath, name)
	}
	for _, part := range strings.Split(n, "/") {
		if part == ".." {
			return fmt.Errorf("%w: %q climbs out of the archive", ErrUnsafePath, name)
		}
	}
	return nil
}

func isLetter(c byte) bool {
	return ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
}

// cleanName normalises an entry name for lookups: backslashes become
// slashes and "./" prefixes and duplicate slashes are dropped.
func cleanName(name string) string {
	n := strings.ReplaceAll(name, `\`, "/")
	for strings.HasPrefix(n, "./") {
		n = n[2:]
	}
	for strings.Contains(n, "//") {
		n = strings.ReplaceAll(n, "//", "/")
	}
	return n
}
