package brd

import (
	"regexp"
	"sync"
)

// lazyRegexp compiles a pattern on first use. The package has dozens of
// patterns; compiling them at start-up cost every pharmaops command about
// 5 ms, including the ones that never read a BRD.
func lazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}
