package compliance

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Contradiction is a pair of enabled rules no asset can pass together.
type Contradiction struct {
	RuleIDs [2]string `json:"ruleIds"`
	Rules   [2]string `json:"rules"` // their titles
	Message string    `json:"message"`
}

// Contradictions lists the pairs of enabled rules that exclude each other:
// two lists of exact dimensions, aspect ratios, formats or codecs with no
// value in common, for the same measurement and overlapping scope.
func Contradictions(rules []Rule) []Contradiction {
	var out []Contradiction
	for i := range rules {
		for j := i + 1; j < len(rules); j++ {
			a, b := &rules[i], &rules[j]
			if !a.Enabled || !b.Enabled || a.Field != b.Field || !scopesOverlap(a, b) {
				continue
			}
			pa, pb := paramsOf(*a), paramsOf(*b)
			if len(pa.Allowed) == 0 || len(pb.Allowed) == 0 || pa.Check != pb.Check ||
				a.Severity == SeverityInfo || b.Severity == SeverityInfo {
				continue
			}
			if !disjoint(a.Field, pa.Allowed, pb.Allowed) {
				continue
			}
			out = append(out, Contradiction{
				RuleIDs: [2]string{a.ID, b.ID},
				Rules:   [2]string{a.Rule, b.Rule},
				Message: fmt.Sprintf("No asset can pass both: %q allows %s, %q allows %s.",
					a.Rule, strings.Join(pa.Allowed, ", "), b.Rule, strings.Join(pb.Allowed, ", ")),
			})
		}
	}
	return out
}

// disjoint reports whether two lists of allowed values of a field have no
// value in common.
func disjoint(field string, x, y []string) bool {
	switch field {
	case "dimensions":
		for _, a := range x {
			for _, b := range y {
				aw, ah, ok1 := ParseDimensions(a)
				bw, bh, ok2 := ParseDimensions(b)
				if !ok1 || !ok2 || aw == bw && ah == bh {
					return false
				}
			}
		}
		return true
	case "aspectRatio":
		for _, a := range x {
			for _, b := range y {
				ra, ok1 := ParseAspectRatio(a)
				rb, ok2 := ParseAspectRatio(b)
				if !ok1 || !ok2 || math.Abs(ra/rb-1) <= AspectRatioTolerance {
					return false
				}
			}
		}
		return true
	case "format", "codec":
		norm := normalizeFormat
		if field == "codec" {
			norm = NormalizeCodec
		}
		for _, a := range x {
			for _, b := range y {
				if norm(a) == norm(b) {
					return false
				}
			}
		}
		return true
	}
	return false
}

// scopesOverlap reports whether some asset can be in both rules' scope:
// their channels, asset kinds, sizes, customer types, platforms,
// placements and parts overlap.
func scopesOverlap(a, b *Rule) bool {
	if !everyChannel(a.Channel) && !everyChannel(b.Channel) && !strings.EqualFold(strings.TrimSpace(a.Channel), strings.TrimSpace(b.Channel)) {
		return false
	}
	pa, pb := paramsOf(*a), paramsOf(*b)
	return listsOverlap(pa.Kinds, pb.Kinds, strings.EqualFold) &&
		listsOverlap(pa.Sizes, pb.Sizes, func(x, y string) bool { return sameDimensions(x, y) }) &&
		listsOverlap(pa.CustomerTypes, pb.CustomerTypes, strings.EqualFold) &&
		listsOverlap(pa.Platforms, pb.Platforms, strings.EqualFold) &&
		listsOverlap(pa.Placements, pb.Placements, strings.EqualFold) &&
		listsOverlap(pa.Parts, pb.Parts, strings.EqualFold) &&
		listsOverlap(pa.Markets, pb.Markets, sameMarket) &&
		listsOverlap(pa.Languages, pb.Languages, strings.EqualFold)
}

// sameMarket reports whether two markets can hold one asset ("eu" and "de").
func sameMarket(a, b string) bool {
	return MarketCovers(a, b) || MarketCovers(b, a)
}

// listsOverlap: an empty list means "all", which overlaps everything.
func listsOverlap(x, y []string, eq func(a, b string) bool) bool {
	if len(x) == 0 || len(y) == 0 {
		return true
	}
	for _, a := range x {
		if slices.ContainsFunc(y, func(b string) bool { return eq(a, b) }) {
			return true
		}
	}
	return false
}

func sameDimensions(a, b string) bool {
	aw, ah, ok1 := ParseDimensions(a)
	bw, bh, ok2 := ParseDimensions(b)
	return ok1 && ok2 && aw == bw && ah == bh
}

// SameCheck reports whether two rules check the same thing with the same
// parameters and scope, so that one asset would fail both for one problem.
func SameCheck(a, b Rule) bool {
	if a.Field != b.Field || !strings.EqualFold(channelOrAll(a.Channel), channelOrAll(b.Channel)) {
		return false
	}
	return checkKey(a.Params) == checkKey(b.Params)
}

func channelOrAll(c string) string {
	if everyChannel(c) {
		return "All"
	}
	return strings.TrimSpace(c)
}

// checkKey is a canonical form of params: lists sorted and normalised.
func checkKey(p *Params) string {
	if p == nil {
		return "{}"
	}
	c := *p
	sorted := func(s []string, norm func(string) string) []string {
		out := make([]string, len(s))
		for i, v := range s {
			out[i] = norm(strings.TrimSpace(v))
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	c.Allowed = sorted(c.Allowed, strings.ToUpper)
	c.Kinds = sorted(c.Kinds, strings.ToLower)
	c.Sizes = sorted(c.Sizes, strings.ToLower)
	c.CustomerTypes = sorted(c.CustomerTypes, strings.ToUpper)
	c.Platforms = sorted(c.Platforms, strings.ToLower)
	c.Placements = sorted(c.Placements, strings.ToLower)
	c.Parts = sorted(c.Parts, strings.ToLower)
	c.Markets = sorted(c.Markets, strings.ToLower)
	c.Languages = sorted(c.Languages, strings.ToLower)
	b, _ := json.Marshal(c)
	return string(b)
}

// DropDuplicates removes each enabled rule that checks the same thing as
// an earlier enabled rule (SameCheck), so no asset fails twice for one
// problem. It returns the kept rules and the titles of the dropped ones.
func DropDuplicates(rules []Rule) ([]Rule, []string) {
	var kept []Rule
	var dropped []string
	for _, r := range rules {
		if r.Enabled && slices.ContainsFunc(kept, func(k Rule) bool { return k.Enabled && SameCheck(k, r) }) {
			dropped = append(dropped, r.Rule)
			continue
		}
		kept = append(kept, r)
	}
	return kept, dropped
}

// ScopesOverlap reports whether some asset can be in both rules' scope
// (channel, kinds, sizes, customer types, platforms, placements, parts).
func ScopesOverlap(a, b Rule) bool { return scopesOverlap(&a, &b) }

// AllowedDisjoint reports whether two lists of allowed dimensions, aspect
// ratios, formats or codecs have no value in common (false for other
// fields, whose values it cannot compare).
func AllowedDisjoint(field string, x, y []string) bool { return disjoint(field, x, y) }

// Bounds reads a rule's min and max in its field's canonical unit (KB,
// seconds, kbps, fps; the stated unit for other fields).
func Bounds(field string, p Params) (min, max float64, hasMin, hasMax bool) {
	b := boundsOf(p, unitFactorFor(field), nil, nil)
	return b.min, b.max, b.hasMin, b.hasMax
}
