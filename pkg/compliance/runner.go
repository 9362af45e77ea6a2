package compliance

import (
	"context"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// The rule test runner's messages (spec §5).
const (
	MsgSelectFile         = "Please select a file first"
	MsgNoDimensions       = "Cannot extract dimensions from this file type"
	MsgNoDuration         = "Cannot extract duration from this file type"
	MsgValidationFailed   = "Validation failed"
	msgCannotExtractField = "Cannot extract %s from this file type"
	// MsgNoValues is the test result of a rule read from a document that
	// states no values to check against: it needs review, and it is never
	// tested against the spec's defaults.
	MsgNoValues = "This rule states no values to check against; review it and add them"
)

// TestResult is the outcome of running one rule against one asset in the
// rule test runner (`pharmaops rules test`, POST /api/rules/{id}/test).
type TestResult struct {
	RuleID string `json:"ruleId,omitempty"`
	Status Status `json:"status"`
	Passed bool   `json:"passed"`
	// Message is "Expected X but got Y", or the reason the rule could not
	// be tested.
	Message  string `json:"message"`
	Expected string `json:"expected,omitempty"`
	Actual   string `json:"actual,omitempty"`
	// Detail is the checker's own message.
	Detail string `json:"detail,omitempty"`
}

// RunRuleTest runs a rule against an asset the way the spec's rule test
// runner does: the rule is tested whatever its channel or enabled state;
// dimensions or duration that cannot be extracted fail. Perception rules
// report "Manual review required"; use RunRuleTestContext to give them an
// AI validator.
func RunRuleTest(rule Rule, a Asset) TestResult {
	return RunRuleTestContext(context.Background(), rule, a, Options{})
}

// RunRuleTestContext is RunRuleTest with a context and options (the AI
// validator).
func RunRuleTestContext(ctx context.Context, rule Rule, a Asset, opts Options) TestResult {
	res := TestResult{RuleID: rule.ID}
	if a.Name() == "" && a.Info.Size == 0 && a.Info.Kind == "" {
		res.Status, res.Message = StatusFail, MsgSelectFile
		return res
	}
	if lacksValues(rule) {
		res.Status, res.Message = StatusWarning, MsgNoValues
		return res
	}
	switch rule.Field {
	case "dimensions":
		if _, _, ok := measuredDimensions(a); !ok || !hasPixels(a.Info.Kind) {
			res.Status, res.Message = StatusFail, MsgNoDimensions
			return res
		}
	case "duration":
		if !hasDuration(a.Info) || a.Info.DurationSeconds <= 0 {
			res.Status, res.Message = StatusFail, MsgNoDuration
			return res
		}
	}
	out := prepare(rule)(ctx, &a, opts)
	if out.Skip {
		res.Status, res.Message = StatusFail, fmt.Sprintf(msgCannotExtractField, rule.Field)
		return res
	}
	res.Status, res.Passed = out.Status, out.Status == StatusPass
	res.Expected, res.Actual, res.Detail = out.Expected, out.Detected, out.Message
	switch {
	case out.Expected != "" && out.Detected != "" && res.Passed:
		res.Message = "Got " + out.Detected + ", as expected (" + out.Expected + ")"
	case out.Expected != "" && out.Detected != "":
		res.Message = "Expected " + out.Expected + " but got " + out.Detected
	default:
		res.Message = out.Message
	}
	return res
}

// TestCaseResult is the outcome of one rule test case.
type TestCaseResult struct {
	TestCase TestCase   `json:"testCase"`
	Result   TestResult `json:"result"`
	// Passed reports whether the outcome matched the expectation.
	Passed bool `json:"passed"`
}

// RunTestCases runs a rule's test cases. Each input is a file name or a
// property value for the rule's field ("300x250", "120KB", "PNG", "15s",
// text); the expectation is "pass" or "fail".
func RunTestCases(ctx context.Context, rule Rule, opts Options) []TestCaseResult {
	out := make([]TestCaseResult, 0, len(rule.Tests))
	for _, tc := range rule.Tests {
		res := RunRuleTestContext(ctx, rule, AssetFromTestInput(rule.Field, tc.Input), opts)
		want := strings.ToLower(strings.TrimSpace(tc.Expected))
		got := "fail"
		if res.Passed {
			got = "pass"
		}
		out = append(out, TestCaseResult{TestCase: tc, Result: res, Passed: want == got})
	}
	return out
}

// AssetFromTestInput builds an asset from a test case input for a field.
func AssetFromTestInput(field, input string) Asset {
	in := strings.TrimSpace(input)
	a := Asset{FileName: in, Text: in}
	if in == "" {
		return Asset{}
	}
	ext := strings.ToUpper(strings.TrimPrefix(path.Ext(in), "."))
	a.Info.Format = normalizeFormat(ext)
	a.Info.Kind = kindOfFormat(a.Info.Format)
	switch field {
	case "dimensions", "aspectRatio":
		w, h, ok := ParseDimensions(in)
		if !ok {
			w, h, ok = DimensionsFromName(in)
		}
		if ok {
			a.Info.Width, a.Info.Height = w, h
			if a.Info.Kind == media.KindUnknown {
				a.Info.Kind = media.KindImage
			}
		}
	case "fileSize":
		if kb, ok := parseQuantity(in, sizeUnitFactor); ok {
			a.Info.Size = int64(kb * 1024)
			a.FileName = ""
		}
	case "format":
		if ext == "" {
			a.Info.Format = normalizeFormat(in)
		}
	case "duration":
		if s, ok := parseQuantity(in, durationUnitFactor); ok {
			a.Info.Kind, a.Info.DurationSeconds = media.KindVideo, s
			a.FileName = ""
		}
	case "frameRate":
		if v, ok := parseQuantity(in, frameRateUnitFactor); ok {
			a.Info.Kind, a.Info.FrameRate = media.KindVideo, v
		}
	case "bitrate":
		if v, ok := parseQuantity(in, bitrateUnitFactor); ok {
			a.Info.Kind, a.Info.BitrateKbps = media.KindVideo, v
		}
	case "codec":
		a.Info.Kind, a.Info.VideoCodec = media.KindVideo, in
	}
	return a
}

// parseQuantity parses "120KB", "1.5 MB", "15s", "30" with a unit table.
func parseQuantity(s string, conv func(string) (float64, bool)) (float64, bool) {
	s = strings.TrimSpace(s)
	i := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
		i++
	}
	if i == 0 {
		return 0, false
	}
	v, err := strconv.ParseFloat(s[:i], 64)
	if err != nil {
		return 0, false
	}
	f, ok := conv(s[i:])
	if !ok {
		return 0, false
	}
	return v * f, true
}

func kindOfFormat(f string) media.Kind {
	switch f {
	case "JPG", "PNG", "GIF", "WEBP", "BMP", "TIFF", "SVG":
		return media.KindImage
	case "MP4", "MOV", "WEBM":
		return media.KindVideo
	case "PDF", "DOC", "DOCX":
		return media.KindDocument
	case "ZIP":
		return media.KindHTML5
	}
	return media.KindUnknown
}
