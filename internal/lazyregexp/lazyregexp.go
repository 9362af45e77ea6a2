// Package lazyregexp compiles regular expressions on first use.
//
// Every pharmaops command links every engine, and Go runs every package's
// initialisation at start-up: package-level regexp.MustCompile calls cost
// each command several milliseconds, even the ones that never use them
// (a CI run of `asset check` on one file does not parse a BRD).
package lazyregexp

import (
	"regexp"
	"sync"
)

// New returns a function that compiles pattern the first time it is
// called and returns the same *regexp.Regexp ever after. An invalid
// pattern panics on first use, as regexp.MustCompile does.
func New(pattern string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(pattern) })
}

// NewList is New for a list of patterns compiled together.
func NewList(patterns ...string) func() []*regexp.Regexp {
	return sync.OnceValue(func() []*regexp.Regexp {
		res := make([]*regexp.Regexp, len(patterns))
		for i, p := range patterns {
			res[i] = regexp.MustCompile(p)
		}
		return res
	})
}
