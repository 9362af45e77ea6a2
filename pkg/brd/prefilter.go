package brd

import (
	"regexp"
	"regexp/syntax"
	"strings"
)

// keywordRe is a case-sensitive regular expression run on lower-cased text,
// with the literal words it must contain. When the text contains none of
// them the (comparatively slow) regular expression is not run at all.
type keywordRe struct {
	re   *regexp.Regexp
	lits []string // nil: no prefilter possible
}

func newKeywordRe(pattern string) keywordRe {
	return keywordRe{re: regexp.MustCompile(pattern), lits: requiredLiterals(pattern)}
}

// possible reports whether lower may contain a match.
func (k keywordRe) possible(lower string) bool {
	if k.lits == nil {
		return true
	}
	for _, l := range k.lits {
		if strings.Contains(lower, l) {
			return true
		}
	}
	return false
}

// requiredLiterals returns, for a pattern that is an alternation, the
// literal that starts each alternative (after word boundaries); a match
// must contain one of them. It returns nil when some alternative does not
// start with a literal.
func requiredLiterals(pattern string) []string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	re = re.Simplify()
	alts := []*syntax.Regexp{re}
	if re.Op == syntax.OpAlternate {
		alts = re.Sub
	}
	var out []string
	for _, a := range alts {
		lit := leadingLiteral(a)
		if lit == "" {
			return nil
		}
		out = append(out, lit)
	}
	return out
}

func leadingLiteral(re *syntax.Regexp) string {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return ""
		}
		return string(re.Rune)
	case syntax.OpCapture:
		return leadingLiteral(re.Sub[0])
	case syntax.OpConcat:
		for _, s := range re.Sub {
			switch s.Op {
			case syntax.OpWordBoundary, syntax.OpBeginText, syntax.OpBeginLine:
				continue
			}
			return leadingLiteral(s)
		}
	case syntax.OpAlternate:
		// A factored alternation: all branches need a literal; use the
		// shortest common start (a single letter is still a useful filter).
		var lits []string
		for _, s := range re.Sub {
			l := leadingLiteral(s)
			if l == "" {
				return ""
			}
			lits = append(lits, l)
		}
		common := lits[0]
		for _, l := range lits[1:] {
			for !strings.HasPrefix(l, common) {
				common = common[:len(common)-1]
			}
		}
		return common
	}
	return ""
}
