package brd

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// A limit with a bracketed exception for one size: "Initial load ≤ 150 KB
// (320x50: ≤ 50 KB)", "the initial load is at most 150 KB (200 KB for the
// 970x250)", "ISI panel ≥ 33% of unit height (320x480: ≥ 25%)". Read as one
// clause it gave one rule with one of the two values (often the
// exception's, for every size); it states two: the limit, for the
// document's other sizes, and the exception, for its own (sizeException at
// the candidates; scopeAroundBracketedExceptions in the review).

// sizeAsideRe is a bracketed aside.
var sizeAsideRe = lazyRe(`\(([^()]{3,90})\)`)

// limitValueRe is a value with its unit, the part of a limit an exception
// replaces ("150 KB", "33%", "15 s", "40 characters").
var limitValueRe = lazyRe(`(?i)\d+(?:[.,]\d+)?\s*(?:kb|kib|k|mb|ko|%|px|s|secs?|seconds?|fps|characters?|chars?|kbps|mbps)\b|\d+(?:[.,]\d+)?\s*%`)

// sizeException splits a limit with a bracketed exception for one or more
// sizes into the limit without the aside (main), the exception read in
// the limit's own words with its value ("Initial load ≤ 50 KB") and the
// sizes the exception is for. ok is false when s has no such aside: one naming sizes and
// giving a value of a field the limit also gives a value of.
func sizeException(s string) (main, exception string, sizes []string, ok bool) {
	for _, m := range sizeAsideRe().FindAllStringSubmatchIndex(s, -1) {
		aside := s[m[2]:m[3]]
		var named []string
		for _, d := range dimRe().FindAllStringSubmatch(aside, -1) {
			named = append(named, d[1]+"x"+d[3])
		}
		if len(named) == 0 {
			continue
		}
		main = strings.TrimSpace(strings.Join(strings.Fields(s[:m[0]]+" "+s[m[1]:]), " "))
		v := limitValueRe().FindStringIndex(dimRe().ReplaceAllString(aside, " "))
		mv := limitValueRe().FindStringIndex(main)
		if v == nil || mv == nil {
			continue
		}
		value := dimRe().ReplaceAllString(aside, " ")[v[0]:v[1]]
		if !sameValueField(main[mv[0]:mv[1]], value) {
			continue
		}
		return main, main[:mv[0]] + value + main[mv[1]:], named, true
	}
	return "", "", nil, false
}

// sameValueField reports whether an exception's value is of the
// quantity the limit's is (its unit's family: "50 KB" beside "150 KB",
// "25%" beside "33%"; not "(300x250: 15 s)" beside a weight).
func sameValueField(main, value string) bool {
	return valueUnit(limitValueRe().FindString(main)) == valueUnit(value)
}

// valueUnit is the family of a value's unit: "KB", "%", "px", "s", "fps",
// "chars" or "kbps".
func valueUnit(v string) string {
	u := strings.ToLower(strings.TrimLeft(v, "0123456789., "))
	switch {
	case u == "%":
		return "%"
	case u == "kbps" || u == "mbps":
		return "kbps"
	case strings.HasPrefix(u, "k") || strings.HasPrefix(u, "m"):
		return "KB"
	case strings.HasPrefix(u, "s"):
		return "s"
	case strings.HasPrefix(u, "c"):
		return "chars"
	}
	return u
}

// scopeAroundBracketedExceptions gives a limit read from a sentence with
// a bracketed size exception the other sizes of the document's list that
// names the exception's: applied to every unit it would also check the
// exception's size against the wrong value (failing it where the exception
// is higher). With no such list it stays as it is.
func scopeAroundBracketedExceptions(rules []compliance.Rule) {
	for i := range rules {
		r := &rules[i]
		if !r.Enabled || r.Source == nil || r.Params == nil || len(r.Params.Sizes) > 0 || r.Field == "dimensions" {
			continue
		}
		if main, _, except, ok := sizeException(r.Source.Quote); ok && sameBound(r, main) {
			if rest := otherListedSizes(*r, rules, except); len(rest) > 0 {
				r.Params.Sizes = rest
			}
		}
	}
}

// sameBound reports whether the limit without its exception (main)
// bounds r's quantity as r does: r is the limit, not its exception. A
// quantity the value scanners do not read alone (a share of the unit) is
// compared by its number.
func sameBound(r *compliance.Rule, main string) bool {
	p := ExtractParams(main)[r.Field]
	if p == nil {
		n, err := strconv.ParseFloat(strings.TrimRight(strings.Fields(limitValueRe().FindString(main) + " x")[0], "%"), 64)
		return err == nil && (r.Params.Min != nil && *r.Params.Min == n || r.Params.Max != nil && *r.Params.Max == n)
	}
	lo, hi, hasLo, hasHi := compliance.Bounds(r.Field, *p)
	rlo, rhi, rhasLo, rhasHi := compliance.Bounds(r.Field, *r.Params)
	return hasLo == rhasLo && hasHi == rhasHi && (!hasLo || lo == rlo) && (!hasHi || hi == rhi)
}

// otherListedSizes are the sizes of the document's size lists (of two or
// more, for assets of r's scope) that name one of except, without except.
func otherListedSizes(r compliance.Rule, rules []compliance.Rule, except []string) []string {
	var rest []string
	for _, d := range rules {
		pd := paramsOrEmpty(&d)
		if d.Field != "dimensions" || pd.Check != "" || len(pd.Sizes) > 0 || len(pd.Allowed) < 2 || !compliance.ScopesOverlap(r, d) ||
			!slices.ContainsFunc(pd.Allowed, func(s string) bool { return slices.ContainsFunc(except, func(e string) bool { return sameSize(e, s) }) }) {
			continue
		}
		for _, s := range pd.Allowed {
			if !slices.ContainsFunc(except, func(e string) bool { return sameSize(e, s) }) && !slices.ContainsFunc(rest, func(l string) bool { return sameSize(l, s) }) {
				rest = append(rest, s)
			}
		}
	}
	return rest
}
