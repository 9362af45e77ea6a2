package compliance_test

import (
	"context"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestMedWatchPhoneIsNotAFilingNumber(t *testing.T) {
	cases := []struct {
		text string
		want string
	}{
		{"Report side effects to FDA at 1-800-FDA-1088 or www.fda.gov/medwatch.", ""},
		{"Call 1-800-FDA-1088. PP-ZET-US-0412 03/2026", "PP-ZET-US-0412"},
		{"Material ID US-ABC-1234", "US-ABC-1234"},
	}
	for _, c := range cases {
		m, ok, err := compliance.FindFDAFilingNumber(compliance.Asset{Text: c.text}, "")
		if err != nil {
			t.Fatal(err)
		}
		if got := map[bool]string{true: m.Number}[ok]; got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestOnlyCriticalRulesFail: informational, minor and warning rules report
// what they find as warnings; a critical rule fails.
func TestOnlyCriticalRulesFail(t *testing.T) {
	max := 1.0
	rule := compliance.Rule{ID: "i", Rule: "Note on size", Severity: compliance.SeverityInfo, Field: "fileSize", Section: "Technical",
		Channel: "All", Enabled: true, Params: &compliance.Params{Max: &max, Unit: "KB"}}
	a := compliance.Asset{FileName: "a.png"}
	a.Info.Kind, a.Info.Format, a.Info.Size = "image", "PNG", 10<<10
	an := compliance.Check(context.Background(), a, []compliance.Rule{rule}, compliance.Options{})
	if len(an.Issues) != 1 || an.Issues[0].Status != compliance.StatusWarning || an.Summary.Failed != 0 {
		t.Fatalf("informational rule: %+v", an.Issues)
	}
	for _, sev := range []compliance.Severity{compliance.SeverityMinor, compliance.SeverityWarning} {
		rule.Severity = sev
		an = compliance.Check(context.Background(), a, []compliance.Rule{rule}, compliance.Options{})
		if an.Issues[0].Status != compliance.StatusWarning || an.Summary.Failed != 0 {
			t.Fatalf("%s rule: %+v", sev, an.Issues)
		}
	}
	rule.Severity = compliance.SeverityCritical
	an = compliance.Check(context.Background(), a, []compliance.Rule{rule}, compliance.Options{})
	if an.Issues[0].Status != compliance.StatusFail {
		t.Fatalf("critical rule did not fail: %+v", an.Issues)
	}
}

// TestFilingNumberInMetadataKeyOrder: when several metadata values hold a
// filing number, the one under the first key in sorted order is reported,
// whatever order the map is walked in.
func TestFilingNumberInMetadataKeyOrder(t *testing.T) {
	cases := []struct {
		name string
		meta map[string]string
		want string
	}{
		{"one value", map[string]string{"Job Code": "US-ABC-1234"}, "US-ABC-1234"},
		{"the first key wins", map[string]string{"b": "US-BBB-2222", "a": "US-AAA-1111", "c": "US-CCC-3333"}, "US-AAA-1111"},
		{"keys without a number are passed over", map[string]string{"a": "Spring", "b": " ", "z": "US-ZZZ-9999", "m": "US-MMM-5555"}, "US-MMM-5555"},
		{"no number", map[string]string{"a": "Spring", "b": "ISO-9001"}, ""},
		{"no metadata", nil, ""},
	}
	for _, c := range cases {
		for range 20 { // map order differs between walks
			a := compliance.Asset{FileName: "banner.png"}
			a.Info.Metadata = c.meta
			m, ok, err := compliance.FindFDAFilingNumber(a, "")
			if err != nil {
				t.Fatal(err)
			}
			if got := map[bool]string{true: m.Number}[ok]; got != c.want || (ok && m.Where != "file metadata") {
				t.Fatalf("%s: found %q in %q, want %q in file metadata", c.name, got, m.Where, c.want)
			}
		}
	}
}
