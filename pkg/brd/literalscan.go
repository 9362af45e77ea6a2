package brd

import (
	"slices"
	"strings"
	"sync"
)

// The extractor asks of each text, for pattern after pattern, whether it
// contains one of the pattern's literals (prefilter.go). Asking each
// pattern separately meant lower-casing the text and searching it once per
// literal, for some 1,300 literals: as much time as the regular
// expressions themselves. Instead, every literal of every pattern is
// looked for at once, in one pass over the text, and the answer (which
// literals it contains) is remembered for the text.

// literal is a string a pattern's matches contain; folded literals belong
// to case-insensitive patterns and are looked for in the lower-cased text.
type literal struct {
	s      string
	folded bool
}

// literalIndex numbers the literals of all patterns and finds those a text
// contains. It only grows: a pattern declared after it was built (tests
// do that) gets a new index with more literals, and the old numbers stay.
type literalIndex struct {
	ids             map[literal]int
	exact, folded   *literalAutomaton
	exactID, foldID []int // automaton's literal → number
}

// foundLiterals are the numbers of the literals a text contains.
type foundLiterals struct {
	index *literalIndex // the index that read the text
	bits  []uint64
}

func (f foundLiterals) has(id int) bool { return f.bits[id/64]&(1<<(id%64)) != 0 }

// patternLiterals holds the patterns declared with lazyRe (all of them are
// known once the package is initialised) and the index of their literals,
// built when the first pattern is used.
var patternLiterals struct {
	sync.Mutex
	patterns []string
	index    *literalIndex
}

// declarePattern records a pattern whose literals the index must hold.
func declarePattern(pattern string) {
	patternLiterals.Lock()
	patternLiterals.patterns = append(patternLiterals.patterns, pattern)
	patternLiterals.Unlock()
}

// numberedCondition is a condition with its literals' numbers in the
// literal index: for one alternative, each group has a literal the text
// contains.
type numberedCondition [][][]int

func (c numberedCondition) heldBy(found foundLiterals) bool {
	for _, alt := range c {
		if allGroupsFound(alt, found) {
			return true
		}
	}
	return false
}

func allGroupsFound(groups [][]int, found foundLiterals) bool {
	for _, g := range groups {
		if !anyFound(g, found) {
			return false
		}
	}
	return true
}

func anyFound(ids []int, found foundLiterals) bool {
	for _, id := range ids {
		if found.has(id) {
			return true
		}
	}
	return false
}

// numbered numbers the literals of c in the index, building or growing
// the index when needed.
func numbered(c condition) numberedCondition {
	if c == nil {
		return nil
	}
	patternLiterals.Lock()
	defer patternLiterals.Unlock()
	x := patternLiterals.index
	if x == nil {
		var all []literal
		for _, p := range patternLiterals.patterns {
			all = appendLiterals(all, literalCondition(p))
		}
		x = newLiteralIndex(nil, all)
	}
	if slices.ContainsFunc(appendLiterals(nil, c), func(l literal) bool { _, ok := x.ids[l]; return !ok }) {
		x = newLiteralIndex(x, appendLiterals(nil, c))
	}
	patternLiterals.index = x
	out := make(numberedCondition, len(c))
	for i, alt := range c {
		for _, g := range alt {
			ids := make([]int, len(g.any))
			for j, s := range g.any {
				ids[j] = x.ids[literal{s, g.folded}]
			}
			out[i] = append(out[i], ids)
		}
	}
	return out
}

// appendLiterals appends the literals of c.
func appendLiterals(all []literal, c condition) []literal {
	for _, alt := range c {
		for _, g := range alt {
			for _, s := range g.any {
				all = append(all, literal{s, g.folded})
			}
		}
	}
	return all
}

// newLiteralIndex numbers the literals of old and more, keeping old's
// numbers.
func newLiteralIndex(old *literalIndex, more []literal) *literalIndex {
	x := &literalIndex{ids: map[literal]int{}}
	if old != nil {
		for l, id := range old.ids {
			x.ids[l] = id
		}
	}
	for _, l := range more {
		if _, ok := x.ids[l]; !ok {
			x.ids[l] = len(x.ids)
		}
	}
	var exact, folded []string
	for l, id := range x.ids {
		if l.folded {
			folded = append(folded, l.s)
			x.foldID = append(x.foldID, id)
		} else {
			exact = append(exact, l.s)
			x.exactID = append(x.exactID, id)
		}
	}
	x.exact, x.folded = newLiteralAutomaton(exact), newLiteralAutomaton(folded)
	return x
}

// foundMemo remembers the literals of texts read before: the same text is
// asked about by many patterns.
var foundMemo memo[foundLiterals]

// literalsIn returns the literals text contains.
func literalsIn(text string) foundLiterals {
	patternLiterals.Lock()
	x := patternLiterals.index
	patternLiterals.Unlock()
	f := foundMemo.get(text, x.read)
	if f.index != x {
		// Read by an index since replaced (only tests declare patterns late).
		f = x.read(text)
	}
	return f
}

// read finds the literals text contains: the exact ones in the text, the
// folded ones in its lower-cased copy. Case-insensitive matching folds ſ
// (U+017F) to s, lower-casing does not (the only non-ASCII letter that
// folds to an ASCII one and that strings.ToLower leaves alone), so it
// becomes s in the copy.
func (x *literalIndex) read(text string) foundLiterals {
	f := foundLiterals{index: x, bits: make([]uint64, len(x.ids)/64+1)}
	x.exact.scan(text, func(i int32) {
		id := x.exactID[i]
		f.bits[id/64] |= 1 << (id % 64)
	})
	if strings.ContainsRune(text, 'ſ') {
		text = strings.ReplaceAll(text, "ſ", "s")
	}
	x.folded.scan(strings.ToLower(text), func(i int32) {
		id := x.foldID[i]
		f.bits[id/64] |= 1 << (id % 64)
	})
	return f
}

// literalAutomaton finds which of many literals occur in a text in one
// pass over its bytes: the Aho–Corasick automaton. Its states are the
// trie of the literals (a state is a prefix of some literal); next gives,
// for a state and the next byte, the longest literal prefix that ends the
// text read so far. A literal occurs where the state reached has it among
// its ends.
type literalAutomaton struct {
	// class numbers the bytes that occur in the literals (1, 2, …); all
	// other bytes are class 0 and lead back to the start.
	class [256]uint16
	width int     // classes, the row length of next
	next  []int32 // state*width + class → state; state 0 is the start
	ends  [][]int32
}

func newLiteralAutomaton(lits []string) *literalAutomaton {
	a := &literalAutomaton{width: 1}
	for _, l := range lits {
		for i := 0; i < len(l); i++ {
			if a.class[l[i]] == 0 {
				a.class[l[i]] = uint16(a.width)
				a.width++
			}
		}
	}
	a.addState()
	// The trie. A move to state 0 means "no child yet": the start is
	// nobody's child.
	for id, l := range lits {
		s := int32(0)
		for i := 0; i < len(l); i++ {
			move := int(s)*a.width + int(a.class[l[i]])
			if a.next[move] == 0 {
				a.next[move] = a.addState()
			}
			s = a.next[move]
		}
		a.ends[s] = append(a.ends[s], int32(id))
	}
	// Breadth first, so that a state's fallback (the state of its longest
	// proper suffix) is complete before it: a missing move goes where the
	// fallback's move goes, and a state also ends the literals its
	// fallback ends.
	fallback := make([]int32, len(a.ends))
	var queue []int32
	for c := 1; c < a.width; c++ {
		if child := a.next[c]; child != 0 {
			queue = append(queue, child)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		row, fb := int(s)*a.width, int(fallback[s])*a.width
		for c := 1; c < a.width; c++ {
			child := a.next[row+c]
			if child == 0 {
				a.next[row+c] = a.next[fb+c]
				continue
			}
			fallback[child] = a.next[fb+c]
			a.ends[child] = append(a.ends[child], a.ends[fallback[child]]...)
			queue = append(queue, child)
		}
	}
	return a
}

func (a *literalAutomaton) addState() int32 {
	a.next = append(a.next, make([]int32, a.width)...)
	a.ends = append(a.ends, nil)
	return int32(len(a.ends) - 1)
}

// scan calls found with the index (in the automaton's literals) of every
// literal occurring in text, once per occurrence.
func (a *literalAutomaton) scan(text string, found func(int32)) {
	s := int32(0)
	for i := 0; i < len(text); i++ {
		s = a.next[int(s)*a.width+int(a.class[text[i]])]
		for _, id := range a.ends[s] {
			found(id)
		}
	}
}
