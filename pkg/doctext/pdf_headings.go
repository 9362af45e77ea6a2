package doctext

import (
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// headingNumberRe matches a section number at the start of a heading
// ("2.", "2.1", "4.2.3") followed by a word.
var headingNumberRe = lazyregexp.New(`^(\d{1,2}(?:\.\d{1,2}){0,5})\.?\s+\pL`)

// nestNumberedHeadings gives numbered headings that share one typographic
// style their depth from their numbering: many documents set "2 Video"
// and "2.1 Master Files" alike, so the style alone makes them siblings.
// Within a style level whose numbered headings differ in depth, a heading
// numbered one level deeper than the shallowest moves one level down, and
// the levels of smaller styles move down as far, keeping their order.
func nestNumberedHeadings(pages []Page) {
	type span struct{ lo, hi int }
	depths := map[int]span{} // heading level → numbering depths seen
	for _, p := range pages {
		for _, b := range p.Blocks {
			if d := numberDepth(b); d > 0 {
				sp, ok := depths[b.Level]
				if !ok {
					sp = span{d, d}
				}
				depths[b.Level] = span{min(sp.lo, d), max(sp.hi, d)}
			}
		}
	}
	// shift[l] is how far level l moves down because shallower style
	// levels gained levels.
	maxLevel := 0
	for l := range depths {
		maxLevel = max(maxLevel, l)
	}
	for _, p := range pages {
		for _, b := range p.Blocks {
			if b.Kind == BlockHeading {
				maxLevel = max(maxLevel, b.Level)
			}
		}
	}
	shift := make([]int, maxLevel+2)
	for l := 1; l <= maxLevel; l++ {
		shift[l+1] = shift[l]
		if sp, ok := depths[l]; ok {
			shift[l+1] += sp.hi - sp.lo
		}
	}
	if shift[maxLevel+1] == 0 {
		return
	}
	for pi := range pages {
		for bi := range pages[pi].Blocks {
			b := &pages[pi].Blocks[bi]
			if b.Kind != BlockHeading || b.Level < 1 || b.Level > maxLevel {
				continue
			}
			level := b.Level + shift[b.Level]
			if d := numberDepth(*b); d > 0 {
				level += d - depths[b.Level].lo
			}
			b.Level = level
		}
	}
}

// numberDepth is the depth of a heading's section number ("2" and "2." are
// 1, "2.1" is 2), or 0 for a block that is not a numbered heading.
func numberDepth(b Block) int {
	if b.Kind != BlockHeading {
		return 0
	}
	m := headingNumberRe().FindStringSubmatch(b.Text)
	if m == nil {
		return 0
	}
	return strings.Count(m[1], ".") + 1
}
