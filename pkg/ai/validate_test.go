package ai_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestOfflineValidate(t *testing.T) {
	banner := compliance.AssetProperties{
		FileName: "Brand_300x250.png", FileSize: 80 * 1024, FileSizeKB: 80, Format: "PNG", MimeType: "image/png",
		Dimensions: &compliance.Dimensions{Width: 300, Height: 250}, Type: "image",
	}
	withText := banner
	withText.Text = "IMPORTANT SAFETY INFORMATION: may cause dizziness."
	tests := []struct {
		name       string
		props      compliance.AssetProperties
		rule       compliance.Rule
		wantPassed bool
		wantErr    error
		reasonHas  string
	}{
		{"typography needs perception", banner, compliance.Rule{Rule: "Min font 8pt", Field: "typography", Severity: "warning"}, false, ai.ErrPerceptionUnavailable, ""},
		{"contrast needs perception", banner, compliance.Rule{Rule: "WCAG AA", Field: "contrast", Severity: "warning"}, false, ai.ErrPerceptionUnavailable, ""},
		{"brand guidelines need perception", banner, compliance.Rule{Rule: "Logo", Field: "brandGuidelines", Severity: "minor"}, false, ai.ErrPerceptionUnavailable, ""},
		{"accessibility needs perception", banner, compliance.Rule{Rule: "Alt", Field: "accessibility", Severity: "minor"}, false, ai.ErrPerceptionUnavailable, ""},
		{"custom field needs perception", banner, compliance.Rule{Rule: "Custom", Field: "customField", Severity: "warning"}, false, ai.ErrPerceptionUnavailable, ""},
		{"safety info without text", banner, compliance.Rule{Rule: "ISI", Field: "safetyInfo", Severity: "critical"}, false, ai.ErrPerceptionUnavailable, ""},
		{"safety info with text", withText, compliance.Rule{Rule: "ISI", Field: "safetyInfo", Severity: "critical"}, true, nil, "Important Safety Information"},
		{"dimensions pass", banner, compliance.Rule{Rule: "Sizes", Field: "dimensions", Severity: "critical"}, true, nil, ""},
		{"dimensions fail", banner, compliance.Rule{Rule: "Sizes", Field: "dimensions", Severity: "critical", Params: &compliance.Params{Allowed: []string{"728x90"}}}, false, nil, "300x250"},
		{"file size fail", banner, compliance.Rule{Rule: "Weight", Field: "fileSize", Severity: "critical", Params: &compliance.Params{Max: ptr(50), Unit: "KB"}}, false, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			passed, reasoning, err := ai.NewOffline().Validate(context.Background(), tc.props, tc.rule)
			if tc.wantErr != nil {
				if !errors.Is(err, tc.wantErr) {
					t.Fatalf("err = %v, want %v", err, tc.wantErr)
				}
				if errors.Is(err, ai.ErrUnavailable) {
					t.Error("offline perception errors must not read as an AI failure")
				}
				if passed {
					t.Error("passed with an error")
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			if passed != tc.wantPassed {
				t.Errorf("passed = %v (%q), want %v", passed, reasoning, tc.wantPassed)
			}
			if reasoning == "" || !strings.Contains(reasoning, tc.reasonHas) {
				t.Errorf("reasoning %q lacks %q", reasoning, tc.reasonHas)
			}
		})
	}
}

func ptr(v float64) *float64 { return &v }

func TestOfflineExtractRules(t *testing.T) {
	rules, err := ai.NewOffline().ExtractRules(context.Background(), "All banners must be 300x250.")
	if rules != nil || err != nil {
		t.Fatalf("ExtractRules = %v, %v; want nil, nil", rules, err)
	}
}

func TestPerceptionCheckWithOffline(t *testing.T) {
	// Wired through ValidatorFor, the offline analyzer leaves perception
	// checks to a person: a warning, never a silent pass.
	v := ai.ValidatorFor(ai.NewOffline())
	if v != nil {
		t.Fatalf("ValidatorFor(offline) = %v, want nil", v)
	}
	a := compliance.Asset{FileName: "a.png"}
	is, ok := compliance.CheckRule(context.Background(), a, compliance.Rule{Rule: "Font", Field: "typography", Severity: "warning", Enabled: true}, compliance.Options{AI: v})
	if !ok || is.Status != compliance.StatusWarning || is.Message != compliance.MsgManualReview {
		t.Fatalf("issue = %+v", is)
	}
}
