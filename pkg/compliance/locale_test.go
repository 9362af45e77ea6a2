package compliance_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestLocaleOf(t *testing.T) {
	tests := []struct {
		asset            compliance.Asset
		market, language string
	}{
		{compliance.Asset{FileName: "MRV_UK_BAN_300x250_V1.zip"}, "uk", "en"},
		{compliance.Asset{FileName: "MRV_DE_VID_30s_V2.mp4"}, "de", "de"},
		{compliance.Asset{FileName: "FLX_EN_HCP_300x250_v01.zip"}, "", "en"},
		{compliance.Asset{FileName: "spot_fr-CA_15s.mp4"}, "ca", "fr"},
		{compliance.Asset{FileName: "SPOT_EN_CA_15s.mp4"}, "ca", "en"},
		{compliance.Asset{FileName: "BRX_CA_300x250.jpg"}, "ca", ""}, // Canada has two languages
		// Words of a name are not markets: only capital tokens are.
		{compliance.Asset{FileName: "make_it_pop_de_luxe.mp4"}, "", ""},
		{compliance.Asset{FileName: "english_version_300x250.jpg"}, "", ""},
		// What the campaign or metadata say wins over the name.
		{compliance.Asset{FileName: "MRV_UK_EML.html", Market: "FR"}, "fr", "fr"},
		{compliance.Asset{FileName: "x.mp4", Language: "fr-CA"}, "ca", "fr"},
		{compliance.Asset{FileName: "x.mp4", Market: "United Kingdom"}, "uk", "en"},
	}
	for _, tt := range tests {
		t.Run(tt.asset.FileName, func(t *testing.T) {
			m, l := compliance.LocaleOf(tt.asset)
			if m != tt.market || l != tt.language {
				t.Errorf("got %q %q, want %q %q", m, l, tt.market, tt.language)
			}
		})
	}
}

func TestLocaleScope(t *testing.T) {
	max := func(v float64) *float64 { return &v }
	rule := func(p compliance.Params) compliance.Rule {
		p.Max, p.Unit = max(100), "KB"
		return compliance.Rule{ID: "r", Rule: "r", Field: "fileSize", Severity: compliance.SeverityCritical, Enabled: true, Params: &p}
	}
	heavy := func(name string) compliance.Asset { return img(name, 300, 250, 200*1024) }
	tests := []struct {
		name    string
		rule    compliance.Rule
		asset   compliance.Asset
		applies bool
	}{
		{"market known and listed", rule(compliance.Params{Markets: []string{"uk"}}), heavy("MRV_UK_300x250.jpg"), true},
		{"market known, another", rule(compliance.Params{Markets: []string{"uk"}}), heavy("MRV_DE_300x250.jpg"), false},
		{"market unknown is not checked", rule(compliance.Params{Markets: []string{"uk"}}), heavy("mrec_300x250.jpg"), false},
		{"the EU covers Germany", rule(compliance.Params{Markets: []string{"eu"}}), heavy("MRV_DE_300x250.jpg"), true},
		{"the EU does not cover the UK", rule(compliance.Params{Markets: []string{"eu"}}), heavy("MRV_UK_300x250.jpg"), false},
		{"language from a locale", rule(compliance.Params{Languages: []string{"fr"}}), heavy("FLX_fr-CA_300x250.jpg"), true},
		{"language, another", rule(compliance.Params{Languages: []string{"fr"}}), heavy("FLX_EN_300x250.jpg"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := compliance.ValidateRule(tt.rule); err != nil {
				t.Fatal(err)
			}
			if got := compliance.Applies(tt.asset, tt.rule); got != tt.applies {
				t.Errorf("Applies = %v, want %v", got, tt.applies)
			}
		})
	}
}

func TestValidateRuleRejectsUnknownMarketAndLanguage(t *testing.T) {
	for _, p := range []compliance.Params{{Markets: []string{"atlantis"}}, {Languages: []string{"klingon"}}} {
		p.Max = func(v float64) *float64 { return &v }(1)
		if err := compliance.ValidateRule(compliance.Rule{ID: "r", Rule: "r", Field: "fileSize", Severity: compliance.SeverityCritical, Params: &p}); err == nil {
			t.Errorf("%+v: want an error", p)
		}
	}
}
