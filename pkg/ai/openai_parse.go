package ai

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
)

// errBadAnswer is wrapped by errors about a model's answer (not JSON, wrong
// shape, values out of range).
var errBadAnswer = errors.New("the model's answer")

// Bounds of what is kept from a model's answer.
const (
	maxListItems = 50
	maxItemLen   = 300
	maxTextLen   = 2000
	maxNameLen   = 120
)

// decodeAnswer decodes the model's JSON answer into v. It accepts the
// object alone, inside a ```json fence (some local models add one even in
// JSON mode) or after a reasoning model's <think>…</think> block, and
// rejects anything else: prose, several values, wrong types.
func decodeAnswer(content string, v any) error {
	s := strings.TrimSpace(strings.TrimPrefix(content, "\ufeff"))
	if strings.HasPrefix(s, "<think>") {
		if _, after, ok := strings.Cut(s, "</think>"); ok {
			s = strings.TrimSpace(after)
		}
	}
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s, "```")
		s = strings.TrimPrefix(s, "json")
		s = strings.TrimPrefix(s, "JSON")
		s = strings.TrimSuffix(strings.TrimSpace(s), "```")
		s = strings.TrimSpace(s)
	}
	if !strings.HasPrefix(s, "{") {
		return fmt.Errorf("%w is not a JSON object", errBadAnswer)
	}
	dec := json.NewDecoder(strings.NewReader(s))
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w is not valid JSON of the expected shape: %s", errBadAnswer, jsonProblem(err))
	}
	var extra json.RawMessage
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%w has data after the JSON object", errBadAnswer)
	}
	return nil
}

// jsonProblem describes a decoding error without quoting the answer.
func jsonProblem(err error) string {
	var typeErr *json.UnmarshalTypeError
	var synErr *json.SyntaxError
	switch {
	case errors.As(err, &typeErr):
		f := typeErr.Field
		if f == "" {
			f = "the answer"
		}
		return fmt.Sprintf("%s is a JSON %s, want %s", f, typeErr.Value, typeErr.Type)
	case errors.As(err, &synErr):
		return fmt.Sprintf("syntax error at byte %d", synErr.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the JSON ends early"
	}
	return "malformed JSON"
}

// analysisAnswer is the answer to the analysis prompt. Pointers tell a
// missing member from an empty one.
type analysisAnswer struct {
	DetectedContent *struct {
		ComplianceElements *[]string `json:"complianceElements"`
		TargetAudience     *string   `json:"targetAudience" enum:"HCP,DTC,"`
		FDAFilingNumber    string    `json:"fdaFilingNumber"`
		Indication         string    `json:"indication"`
		Text               string    `json:"text"`
	} `json:"detectedContent"`
	QualityAssessment *struct {
		PotentialIssues *[]string `json:"potentialIssues"`
		Score           *float64  `json:"score"`
	} `json:"qualityAssessment"`
	CampaignSuggestions *struct {
		CampaignName *string `json:"campaignName"`
	} `json:"campaignSuggestions"`
}

// parseAnalysis validates an analysis answer.
func parseAnalysis(content string) (Analysis, error) {
	var a analysisAnswer
	if err := decodeAnswer(content, &a); err != nil {
		return Analysis{}, err
	}
	missing := func(what string) error { return fmt.Errorf("%w lacks %s", errBadAnswer, what) }
	switch {
	case a.DetectedContent == nil:
		return Analysis{}, missing("detectedContent")
	case a.DetectedContent.ComplianceElements == nil:
		return Analysis{}, missing("detectedContent.complianceElements")
	case a.DetectedContent.TargetAudience == nil:
		return Analysis{}, missing("detectedContent.targetAudience")
	case a.QualityAssessment == nil:
		return Analysis{}, missing("qualityAssessment")
	case a.QualityAssessment.PotentialIssues == nil:
		return Analysis{}, missing("qualityAssessment.potentialIssues")
	case a.CampaignSuggestions == nil || a.CampaignSuggestions.CampaignName == nil:
		return Analysis{}, missing("campaignSuggestions.campaignName")
	}
	aud, ok := normalizeAudience(*a.DetectedContent.TargetAudience)
	if !ok {
		return Analysis{}, fmt.Errorf("%w has targetAudience %q, want HCP, DTC or empty", errBadAnswer, clip(*a.DetectedContent.TargetAudience, 40))
	}
	var out Analysis
	out.DetectedContent = DetectedContent{
		ComplianceElements: cleanList(*a.DetectedContent.ComplianceElements),
		TargetAudience:     aud,
		FDAFilingNumber:    cleanLine(a.DetectedContent.FDAFilingNumber, 60),
		Indication:         cleanLine(a.DetectedContent.Indication, maxIndicationLen),
		Text:               clip(strings.TrimSpace(a.DetectedContent.Text), maxTextLen),
	}
	out.QualityAssessment.PotentialIssues = cleanList(*a.QualityAssessment.PotentialIssues)
	if s := a.QualityAssessment.Score; s != nil {
		if math.IsNaN(*s) || *s < 0 || *s > 100 {
			return Analysis{}, fmt.Errorf("%w has score %v, want 0-100", errBadAnswer, *s)
		}
		v := int(math.Round(*s))
		out.QualityAssessment.Score = &v
	}
	out.CampaignSuggestions.CampaignName = cleanLine(*a.CampaignSuggestions.CampaignName, maxNameLen)
	return out, nil
}

// normalizeAudience maps a model's audience to "HCP", "DTC" or "".
func normalizeAudience(s string) (string, bool) {
	switch strings.ToLower(strings.Join(strings.Fields(s), " ")) {
	case "hcp", "hcps", "healthcare professional", "healthcare professionals", "health care professionals":
		return "HCP", true
	case "dtc", "consumer", "consumers", "patient", "patients", "direct-to-consumer", "direct to consumer":
		return "DTC", true
	case "", "unknown", "unclear", "none", "n/a", "both", "mixed":
		return "", true
	}
	return "", false
}

// validationAnswer is the answer to the validation prompt.
type validationAnswer struct {
	Passed       *bool   `json:"passed"`
	Determinable *bool   `json:"determinable"`
	Reasoning    *string `json:"reasoning"`
}

// parseValidation validates a validation answer. determinable false is
// reported as the second result.
func parseValidation(content string) (passed, determinable bool, reasoning string, err error) {
	var v validationAnswer
	if err := decodeAnswer(content, &v); err != nil {
		return false, false, "", err
	}
	if v.Passed == nil {
		return false, false, "", fmt.Errorf("%w lacks passed", errBadAnswer)
	}
	if v.Reasoning == nil || strings.TrimSpace(*v.Reasoning) == "" {
		return false, false, "", fmt.Errorf("%w lacks reasoning", errBadAnswer)
	}
	det := v.Determinable == nil || *v.Determinable
	return *v.Passed, det, clip(strings.Join(strings.Fields(*v.Reasoning), " "), 1000), nil
}

// cleanList trims the items, drops empty ones and duplicates, and bounds
// the count and lengths.
func cleanList(items []string) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, s := range items {
		s = cleanLine(s, maxItemLen)
		if s == "" || seen[strings.ToLower(s)] {
			continue
		}
		seen[strings.ToLower(s)] = true
		out = append(out, s)
		if len(out) == maxListItems {
			break
		}
	}
	return out
}

// cleanLine collapses white space, removes control characters and clips.
func cleanLine(s string, n int) string {
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	return clip(strings.Join(strings.Fields(s), " "), n)
}
