package app_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestTestRuleOnUpload checks that a rule is tested against an upload's
// measured bytes, and that bytes no probe reads are refused.
func TestTestRuleOnUpload(t *testing.T) {
	a := newApp(t)
	ctx := context.Background()
	res, _ := a.DemoLogin(ctx)
	p, err := a.Authenticate(ctx, res.Token)
	if err != nil {
		t.Fatal(err)
	}
	rule, err := a.AddRule(ctx, p, compliance.Rule{Rule: "Banner size", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Allowed: []string{"300x250"}}})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		bytes    []byte
		detected string
		passed   bool
	}{
		{"matching size", assetgen.PNG(300, 250), "300x250", true},
		{"other size, named as the right one", assetgen.PNG(728, 90), "728x90", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := a.TestRuleOnUpload(ctx, p, rule.ID, "banner_300x250.png", bytes.NewReader(tt.bytes))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Result == nil || rep.Result.Actual != tt.detected || rep.Result.Passed != tt.passed {
				t.Fatalf("result %+v, want detected %s, passed %v", rep.Result, tt.detected, tt.passed)
			}
		})
	}
	_, err = a.TestRuleOnUpload(ctx, p, rule.ID, "notes.png", bytes.NewReader([]byte("plain text, not an image")))
	var appErr *app.Error
	if !errors.As(err, &appErr) || appErr.Kind != app.ErrUnsupportedType {
		t.Fatalf("unreadable upload: err = %v, want an unsupported-type error", err)
	}
}
