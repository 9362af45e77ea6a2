package brd

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A test outline states a limit only through its examples: steps with
// placeholders ("Given an HTML5 banner of size <size>", "When its initial
// load is <initial KB> KB", "Then the banner is <result>") over a table of
// values and outcomes ("300x250 | 150 | accepted", "300x250 | 151 |
// rejected"). Where the accepted values of a column end and the rejected
// begin is the limit: the steps with the placeholder replaced by it ("its
// initial load is at most 150 KB") are the requirement, one per group of
// rows sharing the other columns' values (the size), at the rejection's
// level.

// placeholderRe is a step's placeholder: "<initial KB>".
var placeholderRe = lazyRe(`<([^<>]{1,30})>`)

// stepKeyword opens a step of a test outline.
var stepKeyword = lazyRe(`(?i)^\s*(?:given|when|then|and|but)\s+`)

// examplesTable reads t as the examples of the outline steps among the
// blocks before it, if it is one, and reports whether it was.
func (x *extractor) examplesTable(before []Block, t *Table) bool {
	col := outcomeColumn(t)
	if col < 0 || t.Header == nil {
		return false
	}
	// The steps: blocks with a placeholder naming a column, back to the
	// previous table; the title is the block just before the first step.
	var steps []string
	title := ""
	for i := len(before) - 1; i >= 0; i-- {
		b := before[i]
		if b.Kind == KindTable {
			break
		}
		names := false
		for _, m := range placeholderRe().FindAllStringSubmatch(b.Text, -1) {
			names = names || slices.ContainsFunc(t.Header, func(h string) bool { return strings.EqualFold(strings.TrimSpace(h), m[1]) })
		}
		if names {
			steps = append([]string{b.Text}, steps...)
			title = ""
			continue
		}
		if len(steps) > 0 && title == "" && b.Kind != KindHeading {
			title = b.Text
			break
		}
	}
	if len(steps) == 0 {
		return false
	}
	outcomePlaceholder := "<" + strings.TrimSpace(t.Header[col]) + ">"
	made := false
	for k, h := range t.Header {
		if k == col || !slices.ContainsFunc(steps, func(s string) bool { return strings.Contains(s, "<"+strings.TrimSpace(h)+">") }) {
			continue
		}
		type group struct {
			key                string
			cells              []string
			accepted, rejected []float64
			sev                compliance.Severity
			page               int
		}
		var groups []*group
		for i, r := range t.Rows {
			if k >= len(r) || col >= len(r) {
				continue
			}
			v, err := strconv.ParseFloat(strings.TrimSpace(r[k]), 64)
			if err != nil {
				break // not a column of numbers
			}
			word, _, ok := readOutcome(r[col])
			if !ok {
				continue
			}
			var others []string
			for j, c := range r {
				if j != k && j != col {
					others = append(others, strings.TrimSpace(c))
				}
			}
			key := strings.Join(others, "\x00")
			gi := slices.IndexFunc(groups, func(g *group) bool { return g.key == key })
			if gi < 0 {
				groups = append(groups, &group{key: key, cells: r, page: t.Pages[i]})
				gi = len(groups) - 1
			}
			g := groups[gi]
			if sev, neg := outcomeSeverity(word); neg {
				g.rejected = append(g.rejected, v)
				if g.sev == "" || sev == compliance.SeverityCritical {
					g.sev = sev
				}
			} else {
				g.accepted = append(g.accepted, v)
			}
		}
		for _, g := range groups {
			if len(g.accepted) == 0 || len(g.rejected) == 0 || g.sev == compliance.SeverityInfo {
				continue
			}
			bound := ""
			num := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
			switch {
			case slices.Max(g.accepted) < slices.Min(g.rejected):
				bound = "at most " + num(slices.Max(g.accepted))
			case slices.Min(g.accepted) > slices.Max(g.rejected):
				bound = "at least " + num(slices.Min(g.accepted))
			default:
				var vals []string
				for _, v := range g.accepted {
					vals = append(vals, num(v))
				}
				bound = strings.Join(slices.Compact(vals), " or ")
			}
			var clauses []string
			for _, s := range steps {
				if strings.Contains(s, outcomePlaceholder) {
					continue
				}
				s = stepKeyword().ReplaceAllString(s, "")
				s = placeholderRe().ReplaceAllStringFunc(s, func(p string) string {
					name := p[1 : len(p)-1]
					if strings.EqualFold(name, strings.TrimSpace(h)) {
						return bound
					}
					for j, hh := range t.Header {
						if strings.EqualFold(strings.TrimSpace(hh), name) && j < len(g.cells) {
							return strings.TrimSpace(g.cells[j])
						}
					}
					return p
				})
				clauses = append(clauses, s)
			}
			text := strings.Join(clauses, ", ")
			if placeholderRe().MatchString(text) {
				continue
			}
			from := len(x.cands)
			x.checklistLine = true
			x.prose(Block{Kind: KindListItem, Page: g.page, Text: text}, "")
			x.checklistLine = false
			var sizes []string
			if p := ExtractParams(strings.Join(g.cells[:min(k, len(g.cells))], " | "))["dimensions"]; p != nil && k > 0 {
				sizes = p.Allowed // the group's size scopes its limit
			}
			for c := from; c < len(x.cands); c++ {
				x.cands[c].severity, x.cands[c].sevWord = g.sev, "examples: accepted up to the rejected"
				if len(sizes) > 0 && len(x.cands[c].sizes) == 0 {
					x.cands[c].sizes = sizes
				}
				if title != "" {
					x.cands[c].quote = strings.TrimSpace(title) + ": " + x.cands[c].quote
				}
				made = true
			}
		}
	}
	return made
}
