package compliance

import (
	"context"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Outcome is what a checker found for one rule and one asset.
type Outcome struct {
	Status   Status
	Message  string
	Detected string
	Expected string
	// Skip means the rule's field does not apply to this asset (duration on
	// a still image, dimensions on a PDF): no check, no issue.
	Skip bool
	// WholeImage means the finding covers the whole image (dimensions,
	// aspect ratio), so image issues get coordinates and a grid location.
	WholeImage bool
}

// Checker checks one rule field type against assets, in two steps:
// Prepare does the work that depends only on the rule (parsing its sizes,
// compiling its pattern) and returns the check of an asset. A RuleSet
// prepares each rule once per run.
type Checker interface {
	Prepare(r Rule) CheckFunc
}

// CheckFunc checks one prepared rule against an asset.
type CheckFunc func(ctx context.Context, a *Asset, opts Options) Outcome

// CheckerFunc is a checker with nothing to prepare: the function is called
// with the rule for each asset.
type CheckerFunc func(ctx context.Context, a Asset, r Rule, opts Options) Outcome

// Prepare returns f's check of rule r.
func (f CheckerFunc) Prepare(r Rule) CheckFunc {
	return func(ctx context.Context, a *Asset, opts Options) Outcome { return f(ctx, *a, r, opts) }
}

// PreparedChecker is a checker written as its two steps: the function
// prepares the rule and returns the check of an asset.
type PreparedChecker func(r Rule) CheckFunc

// Prepare calls p.
func (p PreparedChecker) Prepare(r Rule) CheckFunc { return p(r) }

// checkers maps each field type to its checker. Field types that need
// perception (typography, contrast, brandGuidelines, accessibility) and any
// custom field go to the AI validator.
var checkers = map[string]Checker{
	"dimensions":      checkDimensions,
	"fileSize":        checkFileSize,
	"format":          checkFormat,
	"duration":        checkDuration,
	"aspectRatio":     CheckerFunc(checkAspectRatio),
	"frameRate":       CheckerFunc(checkFrameRate),
	"bitrate":         CheckerFunc(checkBitrate),
	"codec":           CheckerFunc(checkCodec),
	"naming":          checkNaming,
	"metadata":        CheckerFunc(checkMetadata),
	"fdaFilingNumber": checkFDAFilingNumber,
	"safetyInfo":      CheckerFunc(textChecker{kind: textSafetyInfo}.Check),
	"fairBalance":     CheckerFunc(textChecker{kind: textFairBalance}.Check),
	"indication":      CheckerFunc(textChecker{kind: textIndication}.Check),
	"disclaimers":     CheckerFunc(textChecker{kind: textDisclaimers}.Check),
	"customerType":    checkCustomerType,
	"typography":      CheckerFunc(checkTypography),
	"contrast":        CheckerFunc(perceptionChecker{}.Check),
	"brandGuidelines": CheckerFunc(perceptionChecker{}.Check),
	"accessibility":   CheckerFunc(perceptionChecker{}.Check),
}

// CheckerFor returns the checker of a field type. Unknown fields (such as
// the UI's "customField") have none; CheckRule sends them to the AI
// validator.
func CheckerFor(field string) (Checker, bool) {
	c, ok := checkers[field]
	return c, ok
}

// ChannelApplies reports whether a rule channel applies to an asset. "All"
// and empty apply everywhere. When the asset's channel is known it decides;
// otherwise the asset's kind does (a Video rule applies to video only).
func ChannelApplies(ruleChannel string, a Asset) bool {
	if everyChannel(ruleChannel) {
		return true
	}
	rc := strings.TrimSpace(ruleChannel)
	var set []string
	if a.Channel != "" {
		set = channelsOfCampaign(a.Channel)
	} else {
		set = channelsOfKind(a.Info.Kind)
	}
	for _, c := range set {
		if strings.EqualFold(c, rc) {
			return true
		}
	}
	return false
}

// everyChannel reports whether a rule channel is "All" or empty.
func everyChannel(ruleChannel string) bool {
	rc := strings.TrimSpace(ruleChannel)
	return rc == "" || strings.EqualFold(rc, "All")
}

// channelsOfCampaign maps a campaign channel (or a rule channel given as the
// asset's channel) to the rule channels it covers.
func channelsOfCampaign(ch string) []string {
	switch strings.ToLower(strings.TrimSpace(ch)) {
	case "display":
		return []string{"Display", "Web", "Mobile"}
	case "programmatic":
		return []string{"Display", "Video", "Web", "Mobile"}
	case "olv", "ctv", "youtube", "video":
		return []string{"Video"}
	case "meta", "social":
		return []string{"Social", "Mobile"}
	case "email":
		return []string{"Email"}
	case "print":
		return []string{"Print"}
	case "web":
		return []string{"Web"}
	case "mobile":
		return []string{"Mobile"}
	}
	return []string{ch}
}

// channelsOfKind lists the rule channels an asset of a kind can serve on.
func channelsOfKind(k media.Kind) []string {
	switch k {
	case media.KindVideo:
		return []string{"Video", "Social", "Web", "Mobile"}
	case media.KindImage:
		return []string{"Display", "Social", "Email", "Print", "Web", "Mobile"}
	case media.KindHTML5:
		return []string{"Display", "Web", "Mobile"}
	case media.KindDocument:
		return []string{"Print", "Email", "Web"}
	}
	return nil
}

// sizesApply reports whether a rule limited to some sizes applies.
func sizesApply(p *Params, a *Asset) bool {
	if p == nil || len(p.Sizes) == 0 {
		return true
	}
	w, h, ok := measuredDimensions(*a)
	if !ok {
		return false
	}
	for _, s := range p.Sizes {
		if sw, sh, ok := ParseDimensions(s); ok && sw == w && sh == h {
			return true
		}
	}
	return false
}

// customerTypesApply reports whether a rule limited to some customer types
// applies: only when the asset's customer type is identified and listed.
func customerTypesApply(p *Params, a *Asset) bool {
	if p == nil || len(p.CustomerTypes) == 0 {
		return true
	}
	ct, _ := DetectCustomerType(*a)
	if ct == "" {
		return false
	}
	for _, c := range p.CustomerTypes {
		if strings.EqualFold(c, ct) {
			return true
		}
	}
	return false
}

// measuredDimensions returns the asset's pixel dimensions when measured.
func measuredDimensions(a Asset) (int, int, bool) {
	if a.Info.Width > 0 && a.Info.Height > 0 {
		return a.Info.Width, a.Info.Height, true
	}
	return 0, 0, false
}

func paramsOf(r Rule) Params {
	if r.Params == nil {
		return Params{}
	}
	return *r.Params
}

func pass(msg, detected, expected string) Outcome {
	return Outcome{Status: StatusPass, Message: msg, Detected: detected, Expected: expected}
}

func fail(msg, detected, expected string) Outcome {
	return Outcome{Status: StatusFail, Message: msg, Detected: detected, Expected: expected}
}

func warn(msg, detected, expected string) Outcome {
	return Outcome{Status: StatusWarning, Message: msg, Detected: detected, Expected: expected}
}

func skip() Outcome { return Outcome{Skip: true} }
