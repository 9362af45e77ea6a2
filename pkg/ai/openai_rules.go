package ai

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// rulesAnswer is the answer to the rule extraction prompt.
type rulesAnswer struct {
	Rules *[]ruleAnswer `json:"rules"`
}

type ruleAnswer struct {
	Rule        string      `json:"rule"`
	Severity    string      `json:"severity"`
	Field       string      `json:"field"`
	Section     string      `json:"section"`
	Channel     string      `json:"channel"`
	Description string      `json:"description"`
	Quote       string      `json:"quote"`
	Page        float64     `json:"page"`
	Params      *paramsJSON `json:"params"`
}

type paramsJSON struct {
	Allowed []string `json:"allowed"`
	Min     *float64 `json:"min"`
	Max     *float64 `json:"max"`
	Unit    string   `json:"unit"`
	Pattern string   `json:"pattern"`
}

// parseRules decodes a rules answer and keeps the valid rules; it returns
// them and how many were dropped.
func parseRules(content, model string) ([]compliance.Rule, int, error) {
	var a rulesAnswer
	if err := decodeAnswer(content, &a); err != nil {
		return nil, 0, err
	}
	if a.Rules == nil {
		return nil, 0, fmt.Errorf("%w lacks rules", errBadAnswer)
	}
	var out []compliance.Rule
	dropped := 0
	for _, ra := range *a.Rules {
		r, ok := ra.toRule(model)
		if !ok {
			dropped++
			continue
		}
		out = append(out, r)
	}
	return out, dropped, nil
}

// canonical returns the member of list equal to s ignoring case, or "".
func canonical(s string, list []string) string {
	s = strings.TrimSpace(s)
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return v
		}
	}
	return ""
}

// toRule turns one proposed rule into a compliance.Rule, or reports that it
// is invalid: unknown field or severity, no title and no quote, bad
// parameters (compliance.ValidateRule).
func (ra ruleAnswer) toRule(model string) (compliance.Rule, bool) {
	field := canonical(ra.Field, compliance.FieldTypes)
	sev := compliance.Severity(strings.ToLower(strings.TrimSpace(ra.Severity)))
	if field == "" || !slices.Contains(compliance.Severities, sev) {
		return compliance.Rule{}, false
	}
	quote := cleanLine(ra.Quote, 1000)
	title := cleanLine(ra.Rule, 200)
	desc := cleanLine(ra.Description, 1000)
	if title == "" && quote == "" {
		return compliance.Rule{}, false
	}
	if title == "" {
		title = clip(quote, 80)
	}
	if desc == "" {
		desc = quote
	}
	r := compliance.Rule{
		ID:          aiRuleID(field, quote, title),
		Rule:        title,
		Severity:    sev,
		Field:       field,
		Section:     canonical(ra.Section, compliance.Sections),
		Channel:     canonical(ra.Channel, compliance.Channels),
		Description: desc,
		Enabled:     true,
		Rationale:   "Proposed by the AI model " + model + ".",
	}
	if quote != "" || ra.Page > 0 {
		r.Source = &compliance.Source{Quote: quote}
		if ra.Page >= 1 && ra.Page <= 100000 && ra.Page == math.Trunc(ra.Page) {
			r.Source.Page = int(ra.Page)
		}
	}
	p, ok := ra.Params.clean(field)
	if !ok {
		return compliance.Rule{}, false
	}
	r.Params = p
	if err := compliance.ValidateRule(r); err != nil {
		return compliance.Rule{}, false
	}
	return r, true
}

// clean normalises the parameters of a rule of the given field; nil when
// there are none. Non-finite or negative bounds make the rule invalid.
func (p *paramsJSON) clean(field string) (*compliance.Params, bool) {
	if p == nil {
		return nil, true
	}
	out := compliance.Params{
		Unit:    strings.TrimSpace(p.Unit),
		Pattern: strings.TrimSpace(p.Pattern),
	}
	for _, b := range []*float64{p.Min, p.Max} {
		if b != nil && (math.IsNaN(*b) || math.IsInf(*b, 0) || *b < 0) {
			return nil, false
		}
	}
	out.Min, out.Max = p.Min, p.Max
	if out.Pattern != "" {
		if len(out.Pattern) > 500 {
			return nil, false
		}
		if _, err := regexp.Compile(out.Pattern); err != nil {
			return nil, false
		}
	}
	for _, v := range p.Allowed {
		v = cleanLine(v, 100)
		if v == "" {
			continue
		}
		switch field {
		case "dimensions":
			w, h, ok := compliance.ParseDimensions(v)
			if !ok {
				return nil, false
			}
			v = compliance.FormatDimensions(w, h)
		case "format":
			v = strings.ToUpper(strings.TrimPrefix(v, "."))
		}
		if !slices.Contains(out.Allowed, v) {
			out.Allowed = append(out.Allowed, v)
		}
		if len(out.Allowed) == maxListItems {
			break
		}
	}
	if out.Min == nil && out.Max == nil && len(out.Allowed) == 0 && out.Pattern == "" {
		return nil, true // a unit alone says nothing
	}
	if out.Min == nil && out.Max == nil {
		out.Unit = ""
	}
	return &out, true
}

// aiRuleID is a stable ID for a proposed rule: the same field and quote
// give the same ID. pkg/brd recomputes IDs when it merges.
func aiRuleID(field, quote, title string) string {
	key := quote
	if key == "" {
		key = title
	}
	sum := sha256.Sum256([]byte(field + "\x00" + strings.ToLower(strings.Join(strings.Fields(key), " "))))
	return "ai-" + field + "-" + hex.EncodeToString(sum[:6])
}
