package brd

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Most of the extractor's time is spent in regular expressions: about 240
// patterns, many of them case-insensitive alternations of words, run on
// every sentence. Go's regexp tries such a pattern at every position of
// the text. Most texts contain none of a pattern's words, and a substring
// search says so much faster: each pattern knows the literals one of which
// every match contains, and is not run on a text without any of them. The
// answers are the same as without the check. The literals of all patterns
// are looked for at once, once per text (literalscan.go).

// filteredRe is a regular expression that is run only on texts containing
// the literals its matches need (its condition). The methods the extractor
// uses are overridden; the others are the embedded Regexp's.
type filteredRe struct {
	*regexp.Regexp
	cond numberedCondition
}

// lazyRe returns a function that compiles pattern (and works out its
// condition) the first time it is called, like lazyregexp.New.
func lazyRe(pattern string) func() *filteredRe {
	declarePattern(pattern)
	return sync.OnceValue(func() *filteredRe {
		return &filteredRe{regexp.MustCompile(pattern), numbered(literalCondition(pattern))}
	})
}

// possible reports whether s meets the condition.
func (r *filteredRe) possible(s string) bool {
	return r.cond == nil || r.cond.heldBy(literalsIn(s))
}

func (r *filteredRe) MatchString(s string) bool {
	return r.possible(s) && r.Regexp.MatchString(s)
}

func (r *filteredRe) FindString(s string) string {
	if !r.possible(s) {
		return ""
	}
	return r.Regexp.FindString(s)
}

func (r *filteredRe) FindStringIndex(s string) []int {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindStringIndex(s)
}

func (r *filteredRe) FindStringSubmatch(s string) []string {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatch(s)
}

func (r *filteredRe) FindStringSubmatchIndex(s string) []int {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatchIndex(s)
}

func (r *filteredRe) FindAllString(s string, n int) []string {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindAllString(s, n)
}

func (r *filteredRe) FindAllStringIndex(s string, n int) [][]int {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindAllStringIndex(s, n)
}

func (r *filteredRe) FindAllStringSubmatch(s string, n int) [][]string {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatch(s, n)
}

func (r *filteredRe) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !r.possible(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatchIndex(s, n)
}

func (r *filteredRe) ReplaceAllString(src, repl string) string {
	if !r.possible(src) {
		return src
	}
	return r.Regexp.ReplaceAllString(src, repl)
}

func (r *filteredRe) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !r.possible(src) {
		return src
	}
	return r.Regexp.ReplaceAllStringFunc(src, repl)
}

// keywordRe is a case-sensitive regular expression run on lower-cased
// text (much faster than (?i) matching), with the same literal check.
type keywordRe struct {
	compiled func() *filteredRe
}

func newKeywordRe(pattern string) keywordRe {
	return keywordRe{compiled: lazyRe(pattern)}
}

// regexp is the compiled expression.
func (k keywordRe) regexp() *regexp.Regexp { return k.compiled().Regexp }

// possible reports whether lower may contain a match.
func (k keywordRe) possible(lower string) bool { return k.compiled().possible(lower) }

// literals are strings one of which every match of a pattern contains.
type literals struct {
	any []string // nil: no check, every text is possible
	// folded: the pattern ignores case. The literals are lower-case ASCII
	// and are looked for in the lower-cased text.
	folded bool
}

// maxLiterals bounds the literals checked per pattern.
const maxLiterals = 64

// condition is what a text must contain for a pattern to match: for one
// of the pattern's alternatives, a literal of each of its groups. Every
// match of "(?:for|if) the (?:mono|stereo)" contains "for" or "if", and
// "mono" or "stereo". nil: no condition, any text may match.
type condition [][]literals

// literalCondition works out the condition of pattern.
func literalCondition(pattern string) condition {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil
	}
	a := analysis{exact: map[*syntax.Regexp]exactLiterals{}}
	var c condition
	for _, alt := range alternatives(re.Simplify()) {
		groups := a.groups(alt)
		if len(groups) == 0 {
			return nil // this alternative may match a text without any literal
		}
		c = append(c, groups)
	}
	return c
}

// alternatives are the top-level alternatives of re: every match of re is
// a match of one of them.
func alternatives(re *syntax.Regexp) []*syntax.Regexp {
	switch re.Op {
	case syntax.OpCapture:
		return alternatives(re.Sub[0])
	case syntax.OpAlternate:
		var out []*syntax.Regexp
		for _, s := range re.Sub {
			out = append(out, alternatives(s)...)
		}
		return out
	}
	return []*syntax.Regexp{re}
}

// groups are literal sets each of which every match of re contains a
// literal of: re's own, and those of each part of a sequence (every match
// of a sequence contains a match of each part).
func (a *analysis) groups(re *syntax.Regexp) []literals {
	var out []literals
	add := func(l literals) {
		l, ok := useful(l)
		if !ok || slices.ContainsFunc(out, func(o literals) bool { return implies(o, l) }) {
			return
		}
		out = slices.DeleteFunc(out, func(o literals) bool { return implies(l, o) })
		out = append(out, l)
	}
	add(a.required(re))
	switch {
	case re.Op == syntax.OpCapture || re.Op == syntax.OpPlus || re.Op == syntax.OpRepeat && re.Min >= 1:
		for _, g := range a.groups(re.Sub[0]) {
			add(g)
		}
	case re.Op == syntax.OpConcat:
		for _, s := range re.Sub {
			for _, g := range a.groups(s) {
				add(g)
			}
		}
	}
	return out
}

// implies reports whether a text with a literal of a has one of b: each
// literal of a contains one of b ("supply|submit" implies "su").
func implies(a, b literals) bool {
	return a.folded == b.folded && !slices.ContainsFunc(a.any, func(x string) bool {
		return !slices.ContainsFunc(b.any, func(y string) bool { return strings.Contains(x, y) })
	})
}

// useful returns lits without the literals containing another of them (a
// text containing "recommended" contains "recommend"), and false when lits
// rule out no text: none, or one found in almost every text.
func useful(lits literals) (literals, bool) {
	if lits.any == nil || slices.ContainsFunc(lits.any, common) {
		return literals{}, false
	}
	var kept []string
	for _, l := range lits.any {
		if !slices.ContainsFunc(lits.any, func(o string) bool { return o != l && strings.Contains(l, o) }) {
			kept = append(kept, l)
		}
	}
	lits.any = kept
	return lits, true
}

// common reports whether a literal is one letter, digit or space: found in
// almost every text, it would rule out none. One punctuation mark ("<",
// ":") does.
func common(l string) bool {
	return len(l) == 0 || (len(l) == 1 && (l[0] == ' ' || l[0] >= '0' && l[0] <= '9' || unicode.IsLetter(rune(l[0]))))
}

// analysis works out the literals of one pattern. It remembers what each
// part matches exactly: every enclosing part asks again.
type analysis struct {
	exact map[*syntax.Regexp]exactLiterals
}

type exactLiterals struct {
	lits literals
	ok   bool
}

// required returns literals one of which every match of re contains.
func (a *analysis) required(re *syntax.Regexp) literals {
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return a.required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return a.required(re.Sub[0])
		}
		return literals{}
	case syntax.OpAlternate:
		var all []literals
		for _, s := range re.Sub {
			l := a.required(s)
			if l.any == nil {
				return literals{}
			}
			all = append(all, l)
		}
		return union(all...)
	case syntax.OpConcat:
		// Every match contains a match of each part: take the part with
		// the best literals. Consecutive parts matching fixed strings
		// ("u" then "se|pload") are joined ("use", "upload"), and so is
		// every start of such a run ("follow" of "follows? the pattern").
		var best literals
		run := literals{any: []string{""}}
		for _, s := range re.Sub {
			best = better(best, a.required(s))
			lits, ok := a.exactly(s)
			if !ok {
				run = literals{any: []string{""}}
				continue
			}
			if joined, ok := product(run, lits); ok {
				run = joined
			} else {
				run = lits
			}
			best = better(best, run)
		}
		return best
	}
	if lits, ok := a.exactly(re); ok && !slices.Contains(lits.any, "") {
		return lits
	}
	return literals{}
}

// exactly returns the strings re matches when they are few and fixed
// ("kb|mb", "[x×]", the empty string of a word boundary).
func (a *analysis) exactly(re *syntax.Regexp) (literals, bool) {
	if e, ok := a.exact[re]; ok {
		return e.lits, e.ok
	}
	lits, ok := a.readExactly(re)
	a.exact[re] = exactLiterals{lits, ok}
	return lits, ok
}

func (a *analysis) readExactly(re *syntax.Regexp) (literals, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpWordBoundary, syntax.OpNoWordBoundary,
		syntax.OpBeginText, syntax.OpEndText, syntax.OpBeginLine, syntax.OpEndLine:
		return literals{any: []string{""}}, true
	case syntax.OpLiteral:
		s := string(re.Rune)
		if re.Flags&syntax.FoldCase == 0 {
			return literals{any: []string{s}}, true
		}
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf {
				return literals{}, false
			}
		}
		return literals{any: []string{strings.ToLower(s)}, folded: true}, true
	case syntax.OpCharClass:
		// A small class of single runes: each is a literal. Not white
		// space (\s), whose five runes would make five copies of every
		// literal around it.
		if len(re.Rune) > 2 && slices.Contains(re.Rune, '\t') {
			return literals{}, false
		}
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] > 4 || len(out) > 8 {
				return literals{}, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, string(r))
			}
		}
		return literals{any: out}, len(out) > 0
	case syntax.OpCapture:
		return a.exactly(re.Sub[0])
	case syntax.OpQuest:
		lits, ok := a.exactly(re.Sub[0])
		if !ok {
			return literals{}, false
		}
		return union(lits, literals{any: []string{""}}), true
	case syntax.OpAlternate:
		var all []literals
		for _, s := range re.Sub {
			l, ok := a.exactly(s)
			if !ok {
				return literals{}, false
			}
			all = append(all, l)
		}
		u := union(all...)
		return u, len(u.any) <= maxLiterals
	case syntax.OpConcat:
		run := literals{any: []string{""}}
		for _, s := range re.Sub {
			l, ok := a.exactly(s)
			if !ok {
				return literals{}, false
			}
			if run, ok = product(run, l); !ok {
				return literals{}, false
			}
		}
		return run, true
	}
	return literals{}, false
}

// union is the literals of any of ls. When one of them ignores case, all
// are lower-cased and looked for in lower-cased text: lower-casing is done
// rune by rune, so a text containing a literal contains it lower-cased
// once both are lower-cased.
func union(ls ...literals) literals {
	var u literals
	for _, l := range ls {
		u.folded = u.folded || l.folded
	}
	for _, l := range ls {
		for _, s := range l.any {
			if u.folded {
				s = strings.ToLower(s)
			}
			if !slices.Contains(u.any, s) {
				u.any = append(u.any, s)
			}
		}
	}
	return u
}

// product is every literal of a followed by one of b, if there are not too
// many.
func product(a, b literals) (literals, bool) {
	if len(a.any)*len(b.any) > maxLiterals {
		return literals{}, false
	}
	folded := a.folded || b.folded
	var p literals
	p.folded = folded
	for _, x := range a.any {
		for _, y := range b.any {
			s := x + y
			if folded {
				s = strings.ToLower(s)
			}
			if !slices.Contains(p.any, s) {
				p.any = append(p.any, s)
			}
		}
	}
	return p, true
}

// better returns the literals that rule out more texts for less work:
// the longer shortest literal (up to six bytes: longer ones are about as
// rare), then the fewer literals.
func better(a, b literals) literals {
	if b.any == nil || slices.Contains(b.any, "") {
		return a
	}
	if a.any == nil {
		return b
	}
	sa, sb := min(shortest(a), 6), min(shortest(b), 6)
	if sb > sa || (sb == sa && len(b.any) < len(a.any)) {
		return b
	}
	return a
}

func shortest(l literals) int {
	n := -1
	for _, s := range l.any {
		if n < 0 || len(s) < n {
			n = len(s)
		}
	}
	return n
}
