package brd

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestBracketedConversionOfAPhysicalSize: a pair in brackets after a size
// in inches is the same size in millimetres, even where the millimetre
// unit went to the next line of a printed table; a pixel size, and a pair
// in brackets after a pixel size, stay. My wording.
func TestBracketedConversionOfAPhysicalSize(t *testing.T) {
	tests := []struct {
		name, quote, allowed, unit string
		flagged                    bool
	}{
		{"a conversion whose unit is lost", `Half page | Type area: 6.5" × 4.5" (165 × 114`, "165x114", "", true},
		{"a conversion after centimetres", `Insert: 21 cm × 29.7 cm (2480 × 3508`, "2480x3508", "", true},
		{"a conversion already in millimetres", `Type area: 6.5" × 4.5" (165 × 114 mm)`, "165x114", "mm", false},
		{"a pixel size", `Banners must be 300 × 250.`, "300x250", "", false},
		{"a pair after a pixel size", `Retina: 600 × 500 (300 × 250 displayed)`, "300x250", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := []compliance.Rule{{Field: "dimensions", Enabled: true, Source: &compliance.Source{Quote: tt.quote},
				Params: &compliance.Params{Allowed: []string{tt.allowed}, Unit: tt.unit}}}
			flagBracketedPhysicalSizes(rules)
			if got := !rules[0].Enabled && rules[0].NeedsReview; got != tt.flagged {
				t.Fatalf("flagged %v, want %v (%s)", got, tt.flagged, rules[0].ReviewReason)
			}
		})
	}
}

// TestCaptionFormatsAreTheCaptionFiles: a format list of caption formats
// only is the caption file's, whatever part the text around it names; a
// list with any other format keeps its part. My wording.
func TestCaptionFormatsAreTheCaptionFiles(t *testing.T) {
	tests := []struct {
		name    string
		allowed []string
		part    string
	}{
		{"a caption format beside a banner", []string{"SRT"}, "captionFile"},
		{"two caption formats", []string{"VTT", "SCC"}, "captionFile"},
		{"an image format", []string{"JPG", "PNG"}, "companionBanner"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules := []compliance.Rule{{Field: "format", Enabled: true, Source: &compliance.Source{Quote: "companion banner | captions"},
				Params: &compliance.Params{Allowed: tt.allowed, Parts: []string{"companionBanner"}}}}
			scopeCaptionFormatsToCaptionFiles(rules)
			if got := rules[0].Params.Parts; len(got) != 1 || got[0] != tt.part {
				t.Fatalf("parts %v, want [%s]", got, tt.part)
			}
		})
	}
}
