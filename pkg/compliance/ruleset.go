package compliance

import (
	"context"
	"slices"
)

// A RuleSet is rules made ready to check many assets: the enabled rules
// only, each with the work that depends on the rule alone done once (its
// checker found, its parameters parsed, its expected value written). Use
// one for a run over many assets; Check builds one per call.
type RuleSet struct {
	rules []preparedRule
	// partRules is set when a rule is for some parts of a creative (a
	// logo, a privacy icon): only then does an asset's part, read from its
	// name, change which rules are in scope (yieldToPartRules).
	partRules bool
}

// preparedRule is an enabled rule and its check.
type preparedRule struct {
	rule Rule
	// anyChannel is set when the rule applies on every channel.
	anyChannel bool
	// channel is the rule's channel as issues show it ("All" when empty).
	channel string
	check   CheckFunc
	// unchecked is set for a rule from a document that states no values
	// for a field that needs them: it is never checked against defaults.
	unchecked bool
}

// always is a check whose outcome does not depend on the asset, such as a
// rule with a broken parameter.
func always(out Outcome) CheckFunc {
	return func(context.Context, *Asset, Options) Outcome { return out }
}

// prepare returns the check of rule r.
func prepare(r Rule) CheckFunc {
	c, ok := CheckerFor(r.Field)
	if !ok {
		c = CheckerFunc(perceptionChecker{}.Check)
	}
	return c.Prepare(r)
}

// NewRuleSet prepares the enabled rules of rules, in order.
func NewRuleSet(rules []Rule) *RuleSet {
	s := &RuleSet{}
	for _, r := range rules {
		if !r.Enabled {
			continue
		}
		ch := r.Channel
		if ch == "" {
			ch = "All"
		}
		s.rules = append(s.rules, preparedRule{
			rule:       r,
			anyChannel: everyChannel(r.Channel),
			channel:    ch,
			check:      prepare(r),
			unchecked:  lacksValues(r),
		})
		s.partRules = s.partRules || r.Params != nil && len(r.Params.Parts) > 0
	}
	return s
}

// Len is the number of enabled rules in the set.
func (s *RuleSet) Len() int { return len(s.rules) }

// Check checks an asset against the rules (see the package function Check).
func (s *RuleSet) Check(ctx context.Context, a Asset, opts Options) Analysis {
	a.FileName = a.Name() // most checkers read the name: work it out once
	// Most of a profile's rules are for other kinds, channels or audiences
	// than a given asset's. Deciding the scope first sizes the issues for
	// the rules that apply: an Issue is about 200 bytes, and sizing for
	// every rule made the issues most of the garbage of a large run.
	inScope := make([]bool, len(s.rules))
	n := 0
	for i := range s.rules {
		if s.rules[i].inScope(&a) {
			inScope[i] = true
			n++
		}
	}
	n -= s.yieldToPartRules(&a, inScope)
	found := make([]Issue, 0, n)
	skipped := len(s.rules) - n
	for i := range s.rules {
		if !inScope[i] {
			continue
		}
		is, ok := s.rules[i].checkInScope(ctx, &a, opts)
		if !ok {
			skipped++
			continue
		}
		found = append(found, is)
	}
	return Finish(found, skipped)
}

// yieldToPartRules takes out of scope, for an asset that is one part of the
// creative (a privacy icon, a logo, a companion banner), the in-scope rules
// for the whole creative that a rule for that part restates: the same field
// and measurement. A document that gives the display sizes and then "the
// privacy icon, if you supply it, is 19 × 15 px" means the icon's own size,
// not both. It returns how many it took out.
func (s *RuleSet) yieldToPartRules(a *Asset, inScope []bool) int {
	if !s.partRules {
		return 0 // no rule for a part: no need to read the asset's part
	}
	_, _, part := ScopeOf(*a) // ("" may still be a document part its name spells)
	type measure struct{ field, check string }
	own := map[measure]bool{}
	for i := range s.rules {
		if p := s.rules[i].rule.Params; inScope[i] && p != nil && slices.ContainsFunc(p.Parts, func(v string) bool { return isPart(v, part, a) }) {
			own[measure{s.rules[i].rule.Field, p.Check}] = true
		}
	}
	if len(own) == 0 {
		return 0
	}
	out := 0
	for i := range s.rules {
		r := s.rules[i].rule
		if p := paramsOf(r); inScope[i] && len(p.Parts) == 0 && own[measure{r.Field, p.Check}] {
			inScope[i] = false
			out++
		}
	}
	return out
}

// inScope reports whether the rule applies to a: checked (it states its
// values), and for a's channel, kind, size, customer type and placement.
func (p *preparedRule) inScope(a *Asset) bool {
	r := &p.rule
	return !p.unchecked && (p.anyChannel || ChannelApplies(r.Channel, *a)) && kindsApply(r.Params, a) &&
		sizesApply(r.Params, a) && customerTypesApply(r.Params, a) && placementApplies(r.Params, a)
}

// checkAsset checks the rule against a; false when it does not apply.
func (p *preparedRule) checkAsset(ctx context.Context, a *Asset, opts Options) (Issue, bool) {
	if !p.inScope(a) {
		return Issue{}, false
	}
	return p.checkInScope(ctx, a, opts)
}

// checkInScope checks a rule in scope for a; false when its checker skips
// the asset.
func (p *preparedRule) checkInScope(ctx context.Context, a *Asset, opts Options) (Issue, bool) {
	out := p.check(ctx, a, opts)
	if out.Skip {
		return Issue{}, false
	}
	return issueFrom(a, &p.rule, p.channel, out), true
}
