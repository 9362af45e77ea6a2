package compliance

import (
	"context"
	"strings"
)

// AIValidator validates one rule that needs perception against an asset's
// properties (spec §7 POST /api/ai-analysis/validate-asset). pkg/ai
// implements it. An error means the analysis is unavailable; it never
// blocks a check.
type AIValidator interface {
	Validate(ctx context.Context, props AssetProperties, rule Rule) (passed bool, reasoning string, err error)
}

// Messages of checks that need perception.
const (
	// MsgManualReview is the status of a perception check without an AI
	// validator: a warning, never a silent pass.
	MsgManualReview = "Manual review required"
	// MsgAIUnavailable is the status of a perception check whose AI
	// validator failed (spec §8).
	MsgAIUnavailable = "AI analysis unavailable"
	// MsgAIUnavailableDetail is the detail of MsgAIUnavailable (spec §8).
	MsgAIUnavailableDetail = "AI analysis endpoint not available or failed"
)

// perceptionChecker sends a rule to the AI validator, or asks for a manual
// review when there is none.
type perceptionChecker struct{}

func (perceptionChecker) Check(ctx context.Context, a Asset, r Rule, opts Options) Outcome {
	exp := strings.TrimSpace(r.Description)
	if exp == "" {
		exp = r.Rule
	}
	if opts.AI == nil {
		return warn(MsgManualReview, "", exp)
	}
	if err := ctx.Err(); err != nil {
		return warn(MsgAIUnavailable, MsgAIUnavailableDetail, exp)
	}
	passed, reasoning, err := safeValidate(ctx, opts.AI, Properties(a), r)
	if err != nil {
		return warn(MsgAIUnavailable, MsgAIUnavailableDetail, exp)
	}
	reasoning = strings.TrimSpace(reasoning)
	if passed {
		if reasoning == "" {
			reasoning = "AI validation passed"
		}
		return pass(reasoning, "", exp)
	}
	if reasoning == "" {
		reasoning = "AI validation failed"
	}
	return fail(reasoning, "", exp)
}

// safeValidate calls the validator and turns a panic in it into an error:
// a faulty AI never takes the check down.
func safeValidate(ctx context.Context, v AIValidator, p AssetProperties, r Rule) (passed bool, reasoning string, err error) {
	defer func() {
		if rec := recover(); rec != nil {
			passed, reasoning, err = false, "", errPanicked
		}
	}()
	return v.Validate(ctx, p, r)
}

type panicError struct{}

func (panicError) Error() string { return "AI validator panicked" }

var errPanicked error = panicError{}
