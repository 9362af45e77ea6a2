package compliance_test

import (
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
