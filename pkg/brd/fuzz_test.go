package brd_test

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// FuzzExtract feeds arbitrary corpus-markup text through Extract and checks
// the invariants of every rule.
func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		"# Display\nBanners must not exceed 150 KB.",
		"| Max file size | 1.5 MB |\n| Frame rate | 23.976, 25 or 29.97 fps |",
		"Spots must be :15 or :30; between 6 and 30 seconds.",
		"Name files [Brand]_[Size]_[Version].[ext] e.g. A_300x250_V1.jpg.",
		"The following sizes are approved:\n- 300x250\n- 728x90",
		"Contrast must be at least 4.5:1; 16:9 only; 8-12 Mbps.",
		"- Max. anim. 15s, max. 3 loops.\n- Job code (format VLT-######) on every asset.\n- No Flash/SWF.",
		"3.1.4 Any animation shall not exceed thirty (30) seconds, provided that clause 2.1 applies.",
		"| Spec | Value |\n| fps | 23.976 or 29.97 |\n| Dims | 1920x1080 (16:9) |",
		"Code in the form CAL-ORV-YYYY-NNNN (e.g. US-SOL-2400123); req’d.",
		"must must must ; ; ; :99 300 by 250 by 10",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		res := extractText(src)
		ids := map[string]bool{}
		for _, r := range res.Rules {
			if !idRe.MatchString(r.ID) || ids[r.ID] {
				t.Fatalf("bad or duplicate ID %q", r.ID)
			}
			ids[r.ID] = true
			if !slices.Contains(compliance.FieldTypes, r.Field) || !slices.Contains(compliance.Sections, r.Section) ||
				!slices.Contains(compliance.Channels, r.Channel) {
				t.Fatalf("rule outside the enumerations: %s", dump(r))
			}
			switch r.Severity {
			case compliance.SeverityCritical, compliance.SeverityWarning, compliance.SeverityMinor, compliance.SeverityInfo:
			default:
				t.Fatalf("bad severity %q", r.Severity)
			}
			if r.Enabled == r.NeedsReview || (r.NeedsReview && r.ReviewReason == "") || r.IsCustom || r.Source == nil || r.Source.Quote == "" || r.Rule == "" {
				t.Fatalf("bad rule: %s", dump(r))
			}
			if p := r.Params; p != nil && p.Min != nil && p.Max != nil && *p.Min > *p.Max && r.Field != "typography" {
				t.Logf("min > max in %s", dump(r))
			}
		}
		if _, err := res.JSON(); err != nil {
			t.Fatal(err)
		}
		_ = brd.NormalizeQuote(src)
	})
}
