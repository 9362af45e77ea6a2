package ai_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// Example wires an analyzer into an asset check the way the processing
// pipeline does: analyze (falling back to the offline heuristics when the
// model fails), then check the rules with the detected elements and the
// AI validator for perception rules.
func Example() {
	analyzer, err := ai.New(ai.Config{Provider: "offline"}) // or "openai" with BaseURL, Model, APIKey
	if err != nil {
		panic(err)
	}
	asset := compliance.Asset{
		FileName: "Brandexa_DTC_300x250_v2.png",
		Info:     media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 48000, Width: 300, Height: 250},
		Text:     "Ask your doctor about Brandexa. US-BRX-20931",
	}
	in := ai.InputFor(asset)
	in.Now = time.Date(2025, 6, 15, 0, 0, 0, 0, time.UTC)
	an, err := ai.AnalyzeWithFallback(context.Background(), analyzer, in)
	if errors.Is(err, ai.ErrUnavailable) {
		fmt.Println(ai.MsgUnavailable + ": " + ai.MsgUnavailableDetail)
	}
	fmt.Println("campaign:", an.CampaignSuggestions.CampaignName)
	fmt.Println("audience:", an.DetectedContent.TargetAudience)
	fmt.Println("filing:", an.DetectedContent.FDAFilingNumber)

	rules := []compliance.Rule{
		{Rule: "Minimum font size", Field: "typography", Severity: "warning", Enabled: true},
		{Rule: "FDA Filing Number", Field: "fdaFilingNumber", Severity: "critical", Enabled: true},
	}
	asset.Detected = an.Detected()
	res := compliance.Check(context.Background(), asset, rules, compliance.Options{
		AI: ai.WithImage(ai.ValidatorFor(analyzer), nil, ""),
	})
	for _, is := range res.Issues {
		if is.Field == "typography" || is.Field == "fdaFilingNumber" {
			fmt.Printf("%s: %s (%s)\n", is.Rule, is.Status, is.Message)
		}
	}
	// Output:
	// campaign: Brandexa DTC
	// audience: DTC
	// filing: US-BRX-20931
	// Minimum font size: warning (Manual review required)
	// FDA Filing Number: pass (FDA filing number US-BRX-20931 found in document text)
}
