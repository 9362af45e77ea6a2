package ai

import (
	"context"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// Compile-time checks: both analyzers are Analyzers, compliance AI
// validators and pkg/brd rule extractors.
var (
	_ Analyzer               = (*Offline)(nil)
	_ Analyzer               = (*OpenAI)(nil)
	_ compliance.AIValidator = (*OpenAI)(nil)
	_ interface {
		ExtractRules(context.Context, string) ([]compliance.Rule, error)
	} = (*OpenAI)(nil)
)

// FuzzParseAnswers feeds arbitrary model answers to the parsers: they
// return an error or a bounded, valid result, never panic.
func FuzzParseAnswers(f *testing.F) {
	for _, s := range []string{
		`{"detectedContent":{"complianceElements":["ISI"],"targetAudience":"HCP"},"qualityAssessment":{"potentialIssues":[],"score":50},"campaignSuggestions":{"campaignName":"X"}}`,
		`{"passed":true,"determinable":true,"reasoning":"ok"}`,
		`{"rules":[{"rule":"r","severity":"critical","field":"dimensions","quote":"q","params":{"allowed":["300x250"],"min":null,"max":1}}]}`,
		"```json\n{}\n```", `{"rules":[{"field":"fileSize","severity":"minor","rule":"w","params":{"min":-1}}]}`, `[]`, ``, `{`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if an, err := parseAnalysis(s); err == nil {
			if len(an.DetectedContent.ComplianceElements) > maxListItems || len(an.QualityAssessment.PotentialIssues) > maxListItems {
				t.Fatal("unbounded lists")
			}
			if sc := an.QualityAssessment.Score; sc != nil && (*sc < 0 || *sc > 100) {
				t.Fatalf("score %d", *sc)
			}
		}
		_, _, _, _ = parseValidation(s)
		rules, _, err := parseRules(s, "m")
		if err == nil {
			for _, r := range rules {
				if err := compliance.ValidateRule(r); err != nil {
					t.Fatalf("invalid rule kept: %v", err)
				}
			}
		}
	})
}

// FuzzOffline runs the heuristics on arbitrary names and texts.
func FuzzOffline(f *testing.F) {
	f.Add("Brand_DTC_300x250_v2.png", "Ask your doctor. DOFU 2024-13-45. The best cure. Job code: AB-12")
	f.Add("", "")
	f.Add("é_Ⅻ_x.zip", "Expires Feb 30, 2024 — For HCPs only ©")
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, name, text string) {
		an, err := NewOffline().AnalyzeAsset(context.Background(), AssetInput{Name: name, Text: text, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		if an.DetectedContent.ComplianceElements == nil || an.QualityAssessment.PotentialIssues == nil {
			t.Fatal("nil lists")
		}
		_, _, _ = parseLeadingDate(text)
		_ = chunkText(text, 200)
	})
}
