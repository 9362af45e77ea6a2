package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// techRule is the rule of field whose quote contains quote, or nil.
func techRule(rules []compliance.Rule, field, quote string) *compliance.Rule {
	for i, r := range rules {
		if r.Field == field && r.Source != nil && strings.Contains(r.Source.Quote, quote) {
			return &rules[i]
		}
	}
	return nil
}

// A help page prints each property as a small heading with a short
// paragraph under it whose first sentence is the value and whose next
// sentences explain it: the first sentence is the heading's value.
func TestHeadedValueParagraph(t *testing.T) {
	tests := []struct {
		name, src, field, quote string
		allowed                 []string
		max                     float64
	}{
		{"lengths then a refusal", "# Spot delivery\n### Spot length\n10, 20 or 45 seconds. Spots of other lengths are sent back.",
			"duration", "10, 20 or 45 seconds", []string{"10", "20", "45"}, 0},
		{"rates then an exclusion", "# Spot delivery\n### Frame rate\n25 or 50 fps, progressive. Interlaced masters are sent back to the agency.",
			"frameRate", "25 or 50 fps", []string{"25", "50"}, 0},
		{"two weights in one line", "# Web units\n### Max file size\n90KB for still images and animated GIF; 180KB initial load for HTML5 units",
			"fileSize", "90KB for still images", nil, 90},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			r := techRule(res.Rules, tt.field, tt.quote)
			if r == nil {
				t.Fatalf("no %s rule quoting %q in %v", tt.field, tt.quote, ruleQuotes(res.Rules))
			}
			if r.Severity != compliance.SeverityCritical || r.Params == nil {
				t.Fatalf("rule %+v", r)
			}
			if tt.allowed != nil && !slices.Equal(r.Params.Allowed, tt.allowed) {
				t.Errorf("allowed %v, want %v", r.Params.Allowed, tt.allowed)
			}
			if tt.max > 0 && (r.Params.Max == nil || *r.Params.Max != tt.max) {
				t.Errorf("max %v, want %v", r.Params.Max, tt.max)
			}
		})
	}
	// A heading that names no property, or a paragraph whose first
	// sentence is prose without a value, adds nothing.
	for _, src := range []string{
		"# About us\n### Our history\n1998, 2004 and 2011 were our busiest years. We grew every year.",
		"# Spot delivery\n### Frame rate\nThe frame rate is agreed with the studio before the shoot. Ask your producer.",
	} {
		if res := extractText(src); len(res.Rules) != 0 {
			t.Errorf("%q gave %v", src, ruleQuotes(res.Rules))
		}
	}
}

func ruleQuotes(rules []compliance.Rule) []string {
	var out []string
	for _, r := range rules {
		if r.Source != nil {
			out = append(out, r.Field+": "+r.Source.Quote)
		}
	}
	return out
}
