package ai

import (
	"regexp"
	"sync"
)

// lazyRegexp compiles a pattern on first use. The package has dozens of
// patterns; compiling them at start-up cost every pharmaops command, even
// the ones that never run a detector, a millisecond or more.
func lazyRegexp(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}

// lazyRegexps compiles a list of patterns together on first use.
func lazyRegexps(patterns ...string) func() []*regexp.Regexp {
	return sync.OnceValue(func() []*regexp.Regexp {
		res := make([]*regexp.Regexp, len(patterns))
		for i, p := range patterns {
			res[i] = regexp.MustCompile(p)
		}
		return res
	})
}
