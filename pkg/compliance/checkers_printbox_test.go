package compliance_test

import (
	"context"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// TestPrintSizesWithDecimals: a trim size converted from inches
// ("206.4x276.2" mm) is a valid rule that passes the page it names; a size
// with bleed (mediaBox) is checked against the whole page, not the trim.
func TestPrintSizesWithDecimals(t *testing.T) {
	pt := func(mm float64) float64 { return mm * 72 / 25.4 }
	page := func(w, h float64) compliance.Asset {
		a := pdf("ad.pdf", "")
		a.Info.PageWidth, a.Info.PageHeight = pt(w), pt(h)
		return a
	}
	rule := func(check, size string) compliance.Rule {
		return compliance.Rule{ID: "t", Rule: "Print size", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
			Params: &compliance.Params{Allowed: []string{size}, Unit: "mm", Check: check}}
	}
	tests := []struct {
		name   string
		rule   compliance.Rule
		asset  compliance.Asset
		status string
	}{
		{"inch trim converted to mm", rule(compliance.DimensionsCheckTrimSize, "206.4x276.2"), page(206.375, 276.225), "pass"},
		{"inch trim with 1/8 in bleed", rule(compliance.DimensionsCheckTrimSize, "206.4x276.2"), page(212.725, 282.575), "pass"},
		{"another trim", rule(compliance.DimensionsCheckTrimSize, "206.4x276.2"), page(177.8, 123.8), "fail"},
		{"page with bleed", rule(compliance.DimensionsCheckMediaBox, "212.7x282.6"), page(212.725, 282.575), "pass"},
		{"trim is not the page with bleed", rule(compliance.DimensionsCheckMediaBox, "212.7x282.6"), page(206.375, 276.225), "fail"},
		{"unmeasured page", rule(compliance.DimensionsCheckMediaBox, "212.7x282.6"), pdf("ad.pdf", ""), "warning"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := compliance.ValidateRule(tt.rule); err != nil {
				t.Fatalf("invalid rule: %v", err)
			}
			is, ok := compliance.CheckRule(context.Background(), tt.asset, tt.rule, compliance.Options{})
			if !ok || string(is.Status) != tt.status {
				t.Errorf("got %v %q (%s), want %s", ok, is.Status, is.Message, tt.status)
			}
		})
	}
	if _, ok := compliance.CheckRule(context.Background(), img("a.png", 300, 250, 1), rule(compliance.DimensionsCheckMediaBox, "212.7x282.6"), compliance.Options{}); ok {
		t.Error("a size with bleed applies to a print PDF only")
	}
	bad := rule(compliance.DimensionsCheckTrimSize, "8.5 by 11")
	if err := compliance.ValidateRule(bad); err == nil {
		t.Error("a print size that is no WxH is accepted")
	}
	for _, tt := range []struct {
		in   string
		w, h float64
		ok   bool
	}{{"206.4x276.2", 206.4, 276.2, true}, {"210 × 297", 210, 297, true}, {"0x297", 0, 0, false}, {"a4", 0, 0, false}} {
		w, h, ok := compliance.ParsePrintSize(tt.in)
		if ok != tt.ok || ok && (w != tt.w || h != tt.h) {
			t.Errorf("ParsePrintSize(%q) = %v, %v, %v", tt.in, w, h, ok)
		}
	}
}

// TestMediaBoxEveryPage checks the size with bleed of every page and
// names the page that differs.
func TestMediaBoxEveryPage(t *testing.T) {
	pt := func(mm float64) float64 { return mm * 72 / 25.4 }
	a := pdf("ad.pdf", "")
	a.Info.PageCount = 2
	a.Info.PageWidth, a.Info.PageHeight = pt(216), pt(303)
	rule := compliance.Rule{ID: "t", Rule: "Size with bleed", Field: "dimensions", Severity: compliance.SeverityCritical, Enabled: true,
		Params: &compliance.Params{Allowed: []string{"216x303"}, Unit: "mm", Check: compliance.DimensionsCheckMediaBox}}
	is, _ := compliance.CheckRule(context.Background(), a, rule, compliance.Options{})
	if is.Status != compliance.StatusPass {
		t.Errorf("both pages 216x303: %s %s", is.Status, is.Message)
	}
	a.Info.OtherPages = []media.PageBox{{Page: 2, Width: pt(210), Height: pt(297)}}
	is, _ = compliance.CheckRule(context.Background(), a, rule, compliance.Options{})
	if is.Status != compliance.StatusFail || !strings.HasPrefix(is.Message, "Page 2: ") {
		t.Errorf("page 2 without bleed: %s %s", is.Status, is.Message)
	}
}
