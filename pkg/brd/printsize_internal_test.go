package brd

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestOneUnitRowPrintSize: a row that gives one named unit its size under
// a column, however the table was read ("Lobby banner | File (in): 48 ×
// 96"), arrives for review: applied to the other units' files it would
// fail them. A row naming the measurement itself stays enabled.
func TestOneUnitRowPrintSize(t *testing.T) {
	rules := []compliance.Rule{
		{Field: "dimensions", Enabled: true, Source: &compliance.Source{Quote: "Lobby banner | File (in): 48 × 96"},
			Params: &compliance.Params{Allowed: []string{"1219.2x2438.4"}, Unit: "mm", Check: compliance.DimensionsCheckTrimSize}},
		{Field: "dimensions", Enabled: true, Source: &compliance.Source{Quote: "Trim size | 8.5 × 11 in"},
			Params: &compliance.Params{Allowed: []string{"215.9x279.4"}, Unit: "mm", Check: compliance.DimensionsCheckTrimSize}},
	}
	flagOneUnitPrintSizes(rules)
	if rules[0].Enabled || !rules[0].NeedsReview {
		t.Errorf("one unit's size is enabled: %+v", rules[0])
	}
	if !rules[1].Enabled {
		t.Errorf("a row naming the trim size was left for review: %s", rules[1].ReviewReason)
	}
}
