package brd_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// fakeAI is a RuleExtractor that returns fixed rules and records its input.
type fakeAI struct {
	rules []compliance.Rule
	err   error
	text  string
}

func (f *fakeAI) ExtractRules(_ context.Context, text string) ([]compliance.Rule, error) {
	f.text = text
	return f.rules, f.err
}

func TestExtractWithAI(t *testing.T) {
	src := "# Display\nBanners must not exceed 150 KB.\nEvery banner must include the Important Safety Information."
	ai := &fakeAI{rules: []compliance.Rule{
		// Restates the size rule with a conflicting value: deterministic wins.
		{Rule: "Max size", Field: "fileSize", Severity: "warning", Params: &compliance.Params{Max: f(200), Unit: "KB"},
			Source: &compliance.Source{Quote: "Banners must not exceed 150 KB"}},
		// Restates the ISI rule with parameters the deterministic rule lacks.
		{Rule: "ISI", Field: "safetyInfo", Severity: "critical", Params: &compliance.Params{Min: f(10), Unit: "%"},
			Source: &compliance.Source{Quote: "must include the Important Safety Information"}},
		// New rule.
		{Rule: "Logo on last frame", Field: "brandGuidelines", Severity: "bogus", Section: "Nowhere", Channel: "Radio",
			Description: "The logo must be on the last frame.", Source: &compliance.Source{Page: 1}},
		// Rejected: unknown field, and empty.
		{Rule: "Weird", Field: "colourfulness"},
		{Field: "format"},
	}}
	res := brd.Extract(parseSource(src), brd.Options{DocumentName: "b.pdf", AI: ai})
	if !strings.Contains(ai.text, "--- page 1 ---") || !strings.Contains(ai.text, "# Display") {
		t.Errorf("AI input %q", ai.text)
	}
	if len(res.Rules) != 3 || res.Stats.AIRules != 1 || res.Stats.Rules != 3 {
		t.Fatalf("got %d rules (AI %d): %s", len(res.Rules), res.Stats.AIRules, dump(res.Rules))
	}
	size, isi, logo := res.Rules[0], res.Rules[1], res.Rules[2]
	if *size.Params.Max != 150 || size.Severity != compliance.SeverityCritical {
		t.Errorf("deterministic size rule changed: %s", dump(size))
	}
	if isi.Params == nil || *isi.Params.Min != 10 || !strings.Contains(isi.Rationale, "AI") {
		t.Errorf("AI params did not fill the ISI rule: %s", dump(isi))
	}
	if logo.Field != "brandGuidelines" || logo.Severity != compliance.SeverityWarning || logo.Section != "Branding" ||
		logo.Channel != "All" || !logo.Enabled || logo.IsCustom || logo.Source.Document != "b.pdf" || !idRe.MatchString(logo.ID) {
		t.Errorf("AI rule not normalised: %s", dump(logo))
	}
	if len(res.Warnings) != 2 {
		t.Errorf("warnings %q, want 2", res.Warnings)
	}
}

func TestExtractAIFailureKeepsRules(t *testing.T) {
	res := brd.Extract(parseSource("Banners must not exceed 150 KB."), brd.Options{AI: &fakeAI{err: errors.New("timeout")}})
	if len(res.Rules) != 1 || len(res.Warnings) != 1 || !strings.HasPrefix(res.Warnings[0], "AI analysis unavailable") {
		t.Errorf("rules %d, warnings %q", len(res.Rules), res.Warnings)
	}
}

func TestMergeAIDoesNotDuplicate(t *testing.T) {
	det := extractText("Banners must not exceed 150 KB.").Rules
	out, added, _ := brd.MergeAI(det, det, "x")
	if added != 0 || len(out) != len(det) {
		t.Errorf("merging rules with themselves added %d", added)
	}
}
