package compliance

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// MaxRulesFileBytes bounds a rules file.
const MaxRulesFileBytes = 8 << 20

// CustomField is the field of new custom rules in the UI (spec §4). Such
// rules are checked by the AI validator or a person.
const CustomField = "customField"

// ErrInvalidRule is wrapped by every rule validation error.
var ErrInvalidRule = errors.New("invalid rule")

// rulesFile is the JSON rules file: {"rules":[…]}, as `brd parse --format
// json` writes it.
type rulesFile struct {
	Rules []json.RawMessage `json:"rules"`
}

// LoadRulesFile reads a JSON rules file, {"rules":[…]} or a bare array,
// and validates each rule. A rule without "enabled" is enabled; a rule
// without an id gets "rule-N" (its 1-based position). Errors name the rule.
func LoadRulesFile(r io.Reader) ([]Rule, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxRulesFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read rules: %w", err)
	}
	if len(data) > MaxRulesFileBytes {
		return nil, fmt.Errorf("rules file is larger than %d MB", MaxRulesFileBytes>>20)
	}
	data = bytes.TrimSpace(data)
	var raws []json.RawMessage
	switch {
	case len(data) == 0:
		return nil, errors.New("rules file is empty")
	case data[0] == '[':
		if err := json.Unmarshal(data, &raws); err != nil {
			return nil, fmt.Errorf("rules file: %w", err)
		}
	default:
		var f rulesFile
		dec := json.NewDecoder(bytes.NewReader(data))
		if err := dec.Decode(&f); err != nil {
			return nil, fmt.Errorf("rules file: %w", err)
		}
		if f.Rules == nil {
			return nil, errors.New(`rules file: no "rules" array`)
		}
		raws = f.Rules
	}
	rules := make([]Rule, 0, len(raws))
	ids := map[string]int{}
	for i, raw := range raws {
		var rl Rule
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&rl); err != nil {
			var loose Rule
			if json.Unmarshal(raw, &loose) == nil {
				return nil, fmt.Errorf("rule %d (%s): %w", i+1, ruleLabel(loose), err)
			}
			return nil, fmt.Errorf("rule %d: %w", i+1, err)
		}
		var keys map[string]json.RawMessage
		if err := json.Unmarshal(raw, &keys); err != nil {
			return nil, fmt.Errorf("rule %d: %w", i+1, err)
		}
		if _, ok := keys["enabled"]; !ok {
			rl.Enabled = true
		}
		if strings.TrimSpace(rl.ID) == "" {
			rl.ID = fmt.Sprintf("rule-%d", i+1)
		}
		if j, dup := ids[rl.ID]; dup {
			return nil, fmt.Errorf("rule %d (%s): %w: id %q already used by rule %d", i+1, ruleLabel(rl), ErrInvalidRule, rl.ID, j)
		}
		ids[rl.ID] = i + 1
		if err := ValidateRule(rl); err != nil {
			return nil, fmt.Errorf("rule %d (%s): %w", i+1, ruleLabel(rl), err)
		}
		rules = append(rules, rl)
	}
	return rules, nil
}

func ruleLabel(r Rule) string {
	switch {
	case r.ID != "" && r.Rule != "":
		return r.ID + " " + fmt.Sprintf("%q", r.Rule)
	case r.ID != "":
		return r.ID
	case r.Rule != "":
		return fmt.Sprintf("%q", r.Rule)
	}
	return "unnamed"
}

// Severities are the valid rule severities.
var Severities = []Severity{SeverityCritical, SeverityWarning, SeverityMinor, SeverityInfo}

// ValidateRule checks a rule's field type, severity, channel, patterns and
// parameters. Errors wrap ErrInvalidRule.
func ValidateRule(r Rule) error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", ErrInvalidRule, fmt.Sprintf(format, a...))
	}
	if strings.TrimSpace(r.Rule) == "" {
		return bad("rule title is empty")
	}
	if !IsFieldType(r.Field) && r.Field != CustomField {
		return bad("unknown field type %q (want one of %s)", r.Field, strings.Join(append(slices.Clone(FieldTypes), MeasuredFieldTypes...), ", "))
	}
	if !slices.Contains(Severities, r.Severity) {
		return bad("bad severity %q (want critical, warning, minor or info)", r.Severity)
	}
	if r.Channel != "" && !slices.ContainsFunc(Channels, func(c string) bool { return strings.EqualFold(c, r.Channel) }) {
		return bad("unknown channel %q (want one of %s)", r.Channel, strings.Join(Channels, ", "))
	}
	if r.Params == nil {
		return nil
	}
	p := *r.Params
	if p.Pattern != "" {
		if _, err := regexp.Compile(p.Pattern); err != nil {
			return bad("bad pattern %q: %v", p.Pattern, err)
		}
	}
	if p.Min != nil && p.Max != nil && *p.Min > *p.Max {
		return bad("min %v is greater than max %v", *p.Min, *p.Max)
	}
	if conv := unitFactorFor(r.Field); conv != nil {
		if _, ok := conv(p.Unit); !ok {
			return bad("unknown unit %q for field %s", p.Unit, r.Field)
		}
	}
	for _, s := range p.Sizes {
		if _, _, ok := ParseDimensions(s); !ok {
			return bad("bad size %q (want WxH)", s)
		}
	}
	for _, k := range p.Kinds {
		if !slices.Contains(AssetKinds, k) {
			return bad("unknown asset kind %q (want one of %s)", k, strings.Join(AssetKinds, ", "))
		}
	}
	for _, scope := range []struct {
		what          string
		values, known []string
	}{{"platform", p.Platforms, Platforms}, {"placement", p.Placements, Placements}, {"part", p.Parts, Parts},
		{"market", p.Markets, Markets}, {"language", p.Languages, Languages}} {
		for _, v := range scope.values {
			if scope.what == "part" {
				if err := CheckPart(v); err != nil {
					return bad("%v", err) // a listed part, or a component the document names (see IsDocumentPart)
				}
				continue
			}
			if !slices.ContainsFunc(scope.known, func(k string) bool { return strings.EqualFold(k, v) }) {
				return bad("unknown %s %q (want one of %s)", scope.what, v, strings.Join(scope.known, ", "))
			}
		}
	}
	for _, c := range p.CustomerTypes {
		if u := strings.ToUpper(c); u != "DTC" && u != "HCP" {
			return bad("bad customer type %q (want DTC or HCP)", c)
		}
	}
	if p.MinWidth < 0 || p.MinHeight < 0 || p.MaxWidth < 0 || p.MaxHeight < 0 {
		return bad("pixel bounds must not be negative")
	}
	if p.HasPixelBounds() && r.Field != "dimensions" {
		return bad("minWidth, minHeight, maxWidth and maxHeight bound a dimensions rule only")
	}
	if p.MaxWidth > 0 && p.MinWidth > p.MaxWidth || p.MaxHeight > 0 && p.MinHeight > p.MaxHeight {
		return bad("a minimum width or height above the maximum")
	}
	switch r.Field {
	case "dimensions":
		if p.Check == DimensionsCheckTrimSize || p.Check == DimensionsCheckMediaBox {
			for _, s := range p.Allowed {
				if _, _, ok := ParsePrintSize(s); !ok {
					return bad("bad print size %q (want WxH in mm)", s)
				}
			}
		}
		if p.Check == DimensionsCheckPixels {
			for _, s := range p.Allowed {
				if _, _, ok := ParseDimensions(s); !ok {
					return bad("bad dimensions %q (want WxH)", s)
				}
			}
		}
	case "metadata":
		if p.Check == MetaCheckPageCount {
			for _, s := range p.Allowed {
				if n, err := strconv.Atoi(strings.TrimSpace(s)); err != nil || n < 1 {
					return bad("bad page count %q (want a whole number of pages)", s)
				}
			}
		}
	case "aspectRatio":
		for _, s := range p.Allowed {
			if _, ok := ParseAspectRatio(s); !ok {
				return bad("bad aspect ratio %q (want W:H)", s)
			}
		}
	}
	if p.Check != "" {
		if !slices.Contains(ValidChecks[r.Field], p.Check) {
			return bad("unknown check %q for field %s", p.Check, r.Field)
		}
	}
	return nil
}

// ValidChecks are the measurements (Params.Check) each field type offers,
// the default ("") first where the field has one: the one list rule
// validation (API, CLI, rules files) and the web app's rule editor
// (checks.gen.ts) use.
var ValidChecks = map[string][]string{
	"fileSize":    {SizeCheckFile, SizeCheckInitialLoad, SizeCheckSubload, SizeCheckTotal},
	"metadata":    MetadataChecks,
	"codec":       {CodecCheckVideo, CodecCheckAudio, CodecCheckAudioPresent, CodecCheckScanType},
	"frameRate":   {"", FrameRateCheckConstant},
	"bitrate":     {BitrateCheckVideo, BitrateCheckAudio},
	"disclaimers": {"", DisclaimerCheckDOFU},
	"duration":    {DurationCheckPlay, DurationCheckLoops, DurationCheckTotalAnimation, DurationCheckHeadTail},
	"dimensions":  DimensionsChecks,
	"format":      FormatChecks,
	// A safe area is checked by a person or the AI (its values are
	// the margin or share of the frame text may use).
	"brandGuidelines": {"", BrandCheckSafeArea, BrandCheckTextArea},
	"accessibility":   {"", AccessibilityCheckFlashRate},
	"typography":      TypographyChecks,
	"safetyInfo":      {"", SafetyCheckBoxHeight, SafetyCheckBoxArea, SafetyCheckCrawlSpeed, SafetyCheckSpeechRate},
	// The measured field types (fields_measured.go).
	"audioLoudness":  LoudnessChecks,
	"characterCount": CopyChecks,
}
