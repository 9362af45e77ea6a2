package brd

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
)

// keywordRe is a case-sensitive regular expression run on lower-cased text,
// with the literal words it must contain. When the text contains none of
// them the (comparatively slow) regular expression is not run at all. Both
// are worked out on first use, like lazyregexp.New.
type keywordRe struct {
	compiled func() compiledKeyword
}

type compiledKeyword struct {
	re   *regexp.Regexp
	lits []string // nil: no prefilter possible
}

func newKeywordRe(pattern string) keywordRe {
	return keywordRe{compiled: sync.OnceValue(func() compiledKeyword {
		return compiledKeyword{re: regexp.MustCompile(pattern), lits: requiredLiterals(pattern)}
	})}
}

// regexp is the compiled expression.
func (k keywordRe) regexp() *regexp.Regexp { return k.compiled().re }

// possible reports whether lower may contain a match.
func (k keywordRe) possible(lower string) bool {
	lits := k.compiled().lits
	if lits == nil {
		return true
	}
	for _, l := range lits {
		if strings.Contains(lower, l) {
			return true
		}
	}
	return false
}

// requiredLiterals returns literals one of which every match of pattern
// contains (the literal each alternative starts with, after word
// boundaries). It returns nil when that cannot be decided.
func requiredLiterals(pattern string) []string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	lits := leadingLiterals(re.Simplify())
	for _, l := range lits {
		if l == "" {
			return nil
		}
	}
	return lits
}

// leadingLiterals lists the literal starts of re's matches, or nil.
func leadingLiterals(re *syntax.Regexp) []string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil
		}
		return []string{string(re.Rune)}
	case syntax.OpCharClass:
		// A small class of single runes: each is a literal.
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] > 4 || len(out) > 8 {
				return nil
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, string(r))
			}
		}
		return out
	case syntax.OpCapture:
		return leadingLiterals(re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			switch s.Op {
			case syntax.OpWordBoundary, syntax.OpBeginText, syntax.OpBeginLine:
				continue
			}
			return leadingLiterals(s)
		}
	case syntax.OpAlternate:
		var out []string
		for _, s := range re.Sub {
			l := leadingLiterals(s)
			if len(l) == 0 {
				return nil
			}
			out = append(out, l...)
		}
		return out
	}
	return nil
}
