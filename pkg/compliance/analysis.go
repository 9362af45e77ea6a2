package compliance

import (
	"context"
	"math"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Band is a compliance band (spec §4).
type Band string

// The spec's compliance bands.
const (
	BandCompliant    Band = "Compliant"     // score 80 or more
	BandReview       Band = "Review"        // score 60 to 79
	BandNonCompliant Band = "Non-Compliant" // score below 60
)

// Level is a band's level: high, medium or low (spec §4).
func (b Band) Level() string {
	switch b {
	case BandCompliant:
		return "high"
	case BandReview:
		return "medium"
	case BandNonCompliant:
		return "low"
	}
	return ""
}

// The spec's compliance thresholds (§9).
const (
	CompliantThreshold = 80
	ReviewThreshold    = 60
)

// BandFor returns the band of a score.
func BandFor(score int) Band {
	switch {
	case score >= CompliantThreshold:
		return BandCompliant
	case score >= ReviewThreshold:
		return BandReview
	default:
		return BandNonCompliant
	}
}

// Score returns round(100 × (passed + 0.5 × warnings) / total checks) and
// false when there were no checks (no score).
func Score(s Summary) (int, bool) {
	if s.TotalChecks <= 0 {
		return 0, false
	}
	v := 100 * (float64(s.Passed) + 0.5*float64(s.Warnings)) / float64(s.TotalChecks)
	return int(math.Round(v)), true
}

// Summarize counts the outcomes of issues.
func Summarize(issues []Issue) Summary {
	var s Summary
	for _, is := range issues {
		s.TotalChecks++
		switch is.Status {
		case StatusPass:
			s.Passed++
		case StatusFail:
			s.Failed++
		case StatusWarning:
			s.Warnings++
		}
	}
	return s
}

// Analysis is the compliance analysis of one asset (spec §3).
type Analysis struct {
	Issues          []Issue  `json:"issues"`
	Recommendations []string `json:"recommendations"`
	Summary         Summary  `json:"summary"`
	// ComplianceScore is nil when no check ran.
	ComplianceScore *int `json:"complianceScore"`
	// Band is empty when there is no score.
	Band Band `json:"band,omitempty"`
	// Level is the band's level: high, medium or low.
	Level string `json:"level,omitempty"`
	// Skipped counts the enabled rules that did not apply to the asset.
	Skipped int `json:"skipped,omitempty"`
}

// HasScore reports whether the analysis has a compliance score.
func (a Analysis) HasScore() bool { return a.ComplianceScore != nil }

// Options tune a check.
type Options struct {
	// AI validates the perception rules (typography, contrast, brand
	// guidelines, accessibility, and text rules when there is no text).
	// When nil those checks report "Manual review required".
	AI AIValidator
}

// Check checks an asset against rules. Only enabled rules apply; rules whose
// channel, sizes, customer types or field do not apply to the asset are
// skipped (counted in Analysis.Skipped), not failed. A cancelled context
// stops the remaining AI calls, which then report "AI analysis unavailable".
// To check many assets against the same rules, use a RuleSet.
func Check(ctx context.Context, a Asset, rules []Rule, opts Options) Analysis {
	return NewRuleSet(rules).Check(ctx, a, opts)
}

// Finish builds an analysis from issues: summary, score, band and
// recommendations. Without issues there is no score and the only
// recommendation is RecNoChecks.
func Finish(issues []Issue, skipped int) Analysis {
	if issues == nil {
		issues = []Issue{}
	}
	an := Analysis{Issues: issues, Summary: Summarize(issues), Skipped: skipped}
	if score, ok := Score(an.Summary); ok {
		an.ComplianceScore = &score
		an.Band = BandFor(score)
		an.Level = an.Band.Level()
	}
	if len(issues) == 0 {
		// Nothing was checked: the asset is not known to be ready.
		an.Recommendations = []string{RecNoChecks}
		return an
	}
	an.Recommendations = Recommendations(issues)
	return an
}

// CheckRule checks one rule against an asset, whether or not the rule is
// enabled. It returns false when the rule does not apply to the asset.
func CheckRule(ctx context.Context, a Asset, r Rule, opts Options) (Issue, bool) {
	r.Enabled = true
	return NewRuleSet([]Rule{r}).rules[0].checkAsset(ctx, &a, opts)
}

// issueFrom makes the issue of rule r, shown on channel ch, from what its
// checker found.
func issueFrom(a *Asset, r *Rule, ch string, out Outcome) Issue {
	is := Issue{
		RuleID:        r.ID,
		Rule:          r.Rule,
		Severity:      r.Severity,
		Field:         r.Field,
		Section:       r.Section,
		Channel:       ch,
		Status:        out.Status,
		Message:       out.Message,
		DetectedValue: out.Detected,
		ExpectedValue: out.Expected,
	}
	// Only a critical rule ("must be fixed before deployment") fails an
	// asset. What a warning, minor or informational rule finds is for
	// review (spec §3: "should be reviewed", "nice to have",
	// "informational only"), so a recommendation never fails anything.
	if r.Severity != SeverityCritical && is.Status == StatusFail {
		is.Status = StatusWarning
	}
	if out.WholeImage && out.Status != StatusPass && a.Info.Kind == media.KindImage {
		c := Coordinates{X: 0, Y: 0, Width: 100, Height: 100}
		is.Coordinates = &c
		is.GridLocation = GridLocation(c)
	}
	return is
}
