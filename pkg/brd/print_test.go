package brd_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestPrintAndPixelBoundRules: resolution, bleed and total ink are rules
// of their own measurement; a size with a bound is a bound on the pixels,
// not a size to deliver.
func TestPrintAndPixelBoundRules(t *testing.T) {
	tests := []struct {
		name, src, field, check string
		want                    string // the params' JSON, without kinds and scope
		enabled                 bool
	}{
		{"resolution floor", "# Print ad\nPhotographs must be supplied at a resolution of at least 350 dpi.", "dimensions", "imageResolution",
			`{"min":350,"unit":"dpi","check":"imageResolution"}`, true},
		{"resolution stated plainly is the least", "# Print ad\nScans should be 400 ppi.", "dimensions", "imageResolution",
			`{"min":400,"unit":"dpi","check":"imageResolution"}`, true},
		{"bleed in mm", "# Print ad\nFull-page ads need 5 mm bleed on every edge.", "dimensions", "bleed",
			`{"min":5,"max":5,"unit":"mm","check":"bleed"}`, true},
		{"bleed after its label", "# Print ad\nBleed: 2.5 mm on all four sides.", "dimensions", "bleed",
			`{"min":2.5,"max":2.5,"unit":"mm","check":"bleed"}`, true},
		{"bleed in inches", "# Print ad\nArtwork must include 0.25 in bleed.", "dimensions", "bleed",
			`{"min":6.35,"max":6.35,"unit":"mm","check":"bleed"}`, true},
		// "No bleed" is nothing past the trim: a maximum of 0 (a bleed is
		// never negative, so a minimum adds nothing).
		{"no bleed", "# Print ad\nQuarter-page ads must be supplied without bleed.", "dimensions", "bleed",
			`{"max":0,"unit":"mm","check":"bleed"}`, true},
		{"total ink arrives for review", "# Print ad\nTotal ink coverage must stay below 320%.", "format", "totalInk",
			`{"max":320,"unit":"%","check":"totalInk"}`, false},
		{"minimum resolution of a video", "# Video\nResolution: 1920 × 1080 minimum.", "dimensions", "",
			`{"minWidth":1920,"minHeight":1080}`, true},
		{"largest embedded video", "# CLM\nEmbedded clips must be no larger than 1024 x 576.", "dimensions", "",
			`{"maxWidth":1024,"maxHeight":576}`, true},
		{"at least so wide", "# Social\nImages must be at least 1080 px wide.", "dimensions", "",
			`{"minWidth":1080}`, true},
		{"no wider than", "# Email\nImages must not be wider than 640 px.", "dimensions", "",
			`{"maxWidth":640}`, true},
		{"title-safe share", "# Video\nAll supers must stay inside the 93% title-safe area.", "brandGuidelines", "safeArea",
			`{"max":93,"unit":"%","check":"safeArea"}`, true},
		{"margin from the edges", "# Social\nKeep logos at least 8% away from every edge of the frame.", "brandGuidelines", "safeArea",
			`{"min":8,"unit":"%","check":"safeArea"}`, true},
		{"silence to leave", "# Audio\nEach spot should keep 0.3 seconds of silence at its start and end.", "duration", "headTailSilence",
			`{"min":0.3,"unit":"s","check":"headTailSilence"}`, true},
		{"silence to cap", "# Audio\nA spot must not carry more than 1 second of silence at the head or the tail.", "duration", "headTailSilence",
			`{"max":1,"unit":"s","check":"headTailSilence"}`, true},
		{"margin inside the trim", "# Print\nText must be kept 12 mm inside the trim.", "brandGuidelines", "safeArea",
			`{"min":12,"unit":"mm","check":"safeArea"}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := extractText(tt.src)
			for _, r := range res.Rules {
				if r.Field != tt.field || r.Params == nil || r.Params.Check != tt.check {
					continue
				}
				p := *r.Params
				p.Kinds, p.Platforms, p.Placements, p.Parts = nil, nil, nil, nil
				b, _ := json.Marshal(p)
				if string(b) != tt.want || r.Enabled != tt.enabled {
					t.Fatalf("got %s enabled %v (%s), want %s enabled %v", b, r.Enabled, r.ReviewReason, tt.want, tt.enabled)
				}
				if err := compliance.ValidateRule(r); err != nil {
					t.Fatalf("invalid rule: %v", err)
				}
				return
			}
			t.Fatalf("no %s %q rule in %s", tt.field, tt.check, dump(res.Rules))
		})
	}
}

// TestPixelBoundsStayWithDimensions: a bound in px in a sentence about
// another field is that field's measure, never a dimensions bound on it.
func TestPixelBoundsStayWithDimensions(t *testing.T) {
	res := extractText("# Branding\nThe logo must have a minimum width of 300 px on screens.")
	for _, r := range res.Rules {
		if r.Params != nil && r.Field != "dimensions" && r.Params.HasPixelBounds() {
			t.Fatalf("%s rule with pixel bounds: %s", r.Field, dump(r))
		}
		if err := compliance.ValidateRule(r); err != nil && !strings.Contains(err.Error(), "id") {
			t.Fatalf("invalid rule %s: %v", dump(r), err)
		}
	}
}

// TestSecondRequirementAfterAnd: "…, and must end on a frame with the PI
// link" is a requirement of its own; it does not take the first one's
// seconds as its values.
func TestSecondRequirementAfterAnd(t *testing.T) {
	res := extractText("# Banners\nAnimation must stop after 12 seconds or two loops, whichever is sooner, and must end on a frame that shows the prescribing information link.")
	var total, text bool
	for _, r := range res.Rules {
		switch {
		case r.Field == "duration" && r.Params != nil && r.Params.Check == compliance.DurationCheckTotalAnimation && r.Params.Max != nil && *r.Params.Max == 12:
			total = true
		case r.Field == "safetyInfo":
			text = true
			if r.Params != nil && (r.Params.Max != nil || r.Params.Min != nil) {
				t.Errorf("the PI-link rule took the animation's seconds: %s", dump(r))
			}
		}
	}
	if !total || !text {
		t.Errorf("want a 12 s total-animation rule and a safety-information rule: %s", dump(res.Rules))
	}
}

// TestTerseAnimationLimits: "Anim. stops by :20; 2x loop max." is a
// 20 s total-animation cap and a two-loop limit.
func TestTerseAnimationLimits(t *testing.T) {
	res := extractText("# Display\n- Anim. stops by :20; 2x loop max.")
	var got []string
	for _, r := range res.Rules {
		if r.Field == "duration" && r.Enabled {
			p := *r.Params
			p.Kinds = nil
			got = append(got, dump(p))
		}
	}
	want := []string{`{"max":20,"unit":"s","check":"totalAnimation"}`, `{"max":2,"check":"loops"}`}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestEmailWeightWithImages: an email's weight "including images" is the
// total of its files; an initial load "including images" stays initial.
func TestEmailWeightWithImages(t *testing.T) {
	tests := []struct{ src, check string }{
		{"# Email\nThe whole email, with all images, must not exceed 400 KB.", compliance.SizeCheckTotal},
		{"# Email\nTotal email size must stay under 350 KB.", compliance.SizeCheckTotal},
		{"# Display\nThe initial load of an HTML5 unit must not exceed 120 KB, including all images.", compliance.SizeCheckInitialLoad},
	}
	for _, tt := range tests {
		r := reviewed(t, tt.src, "fileSize", "KB")
		if r.Params == nil || r.Params.Check != tt.check {
			t.Errorf("%q: %s, want check %q", tt.src, dump(r.Params), tt.check)
		}
	}
}

// TestTableCellWithALimitAndAPreference: a specification cell "X minimum;
// Y preferred" is two rules, a critical bound and an advised value.
func TestTableCellWithALimitAndAPreference(t *testing.T) {
	res := extractText("# Online video\n| Property | Requirement |\n| Resolution | 960 × 540 minimum; 1920 × 1080 preferred |")
	var got []string
	for _, r := range res.Rules {
		if r.Field == "dimensions" {
			p := *r.Params
			p.Kinds = nil
			got = append(got, string(r.Severity)+" "+dump(p))
		}
	}
	want := []string{`critical {"minWidth":960,"minHeight":540}`, `info {"allowed":["1920x1080"]}`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestSpotLengthsRuledOut: "(no :45, no :90)" rules those lengths out; the
// allowed ones stay, and the self-check does not take them as examples.
func TestSpotLengthsRuledOut(t *testing.T) {
	r := reviewed(t, "# Video\n- Durations: :10 or :20 (no :45, no :90).", "duration", ":10")
	if !r.Enabled || r.Params == nil || strings.Join(r.Params.Allowed, ",") != "10,20" {
		t.Errorf("want enabled, allowed 10,20: %s", dump(r))
	}
}

// TestThousandsInALabelledCell: a cell under a label with a unit does not
// read "1,200" as 1 and 200 (a floor of 1200 kbps became "1–200 kbps",
// failing every real video).
func TestThousandsInALabelledCell(t *testing.T) {
	r := reviewed(t, "# Video\n| Property | Value |\n| Min video bitrate (kbps) | 1,200 |", "bitrate", "1,200")
	if p := r.Params; p != nil && (p.Max != nil || len(p.Allowed) > 0 || p.Min != nil && *p.Min != 1200) {
		t.Errorf("misread thousands: %s", dump(p))
	}
}
