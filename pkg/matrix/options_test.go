package matrix_test

import (
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/matrix"
)

func TestOptionsWithDefaults(t *testing.T) {
	o := matrix.Options{CampaignName: "  X ", CustomerType: "hcp", Channel: "youtube", Phases: [3]string{"", " Launch ", ""}, Today: time.Date(2026, 5, 1, 18, 30, 0, 0, time.FixedZone("EST", -5*3600))}.WithDefaults()
	if o.CampaignName != "X" || o.CustomerType != "HCP" || o.Channel != "YouTube" || o.Phases != [3]string{"Phase 1", "Launch", "Phase 3"} {
		t.Errorf("WithDefaults = %+v", o)
	}
	if !o.Today.Equal(time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("Today = %v", o.Today)
	}
	o = matrix.Options{CustomerType: "patients", Channel: "TV"}.WithDefaults()
	if o.CustomerType != "DTC" || o.Channel != "Display" || o.Country != "USA" || o.Today.IsZero() {
		t.Errorf("unknown values: %+v", o)
	}
}

func TestContentNames(t *testing.T) {
	tests := []struct{ file, want string }{
		{"Spring_Hero_300x250.jpg", "Spring Hero"},
		{"hero-728X90-final.PNG", "hero final"},
		{`C:\agency\drops\Wave 2 - Banner.gif`, "Wave 2 Banner"},
		{"300x250.jpg", "Concept 1"},
		{"report.v2.pdf", "report v2"},
		{"noext", "noext"},
	}
	for _, tt := range tests {
		m := matrix.Generate([]matrix.AssetSummary{{Name: tt.file, Kind: "image"}}, matrix.Options{Today: today})
		if got := m.Rows[0].CreativeContentName; got != tt.want {
			t.Errorf("content name of %q = %q, want %q", tt.file, got, tt.want)
		}
	}
}

func TestParseDate(t *testing.T) {
	want := time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC)
	for _, in := range []string{"2026-03-09", "2026/03/09", "03/09/2026", "3/9/2026", "03-09-2026", "Mar 9, 2026", "March 9, 2026", "9 Mar 2026", "9 March 2026", "2026-03-09T10:00:00Z", " 2026-03-09 "} {
		got, err := matrix.ParseDate(in)
		if err != nil || !got.Equal(want) {
			t.Errorf("ParseDate(%q) = %v, %v", in, got, err)
		}
	}
	for _, in := range []string{"", "2026-13-01", "tomorrow", "31/12/2026"} {
		if _, err := matrix.ParseDate(in); err == nil {
			t.Errorf("ParseDate(%q) accepted", in)
		}
	}
}
