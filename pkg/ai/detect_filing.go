package ai

import (
	"maps"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// labelledFilingRe finds a filing or material number introduced by a label,
// e.g. "FDA Filing #: 12345-A" or "Job code: PP-XYZ-US-0012", for numbers
// that the default pattern does not cover. The value must hold a digit.
var labelledFilingRe = newMatcher(`(?i)\b(?:fda\s+filing|filing|job\s+code|material\s+(?:id|code|number)|promo(?:tional)?\s+(?:code|number|id)|approval\s+code|veeva\s+(?:id|code|number))\s*(?:number|no\.?|#|code|id)?\s*[:#]\s*([A-Z0-9][A-Z0-9./-]{2,30}[A-Z0-9])`,
	"filing", "job", "material", "promo", "approval", "veeva")

var medWatchPhoneRe = lazyregexp.New(`(?i)\b1-800-FDA-1088\b`)

var hasDigitRe = lazyregexp.New(`[0-9]`)

// findFilingNumber looks for an FDA filing / promotional material number:
// first with pkg/compliance's default pattern in the text, metadata and
// file name (the same search as the fdaFilingNumber check), then for a
// labelled number in the text and metadata. It returns the number and where
// it was found.
func findFilingNumber(a compliance.Asset) (string, string) {
	// "1-800-FDA-1088" (MedWatch, in most ISI text) looks like a filing
	// number to the default pattern; it is a phone number.
	a.Text = medWatchPhoneRe().ReplaceAllString(a.Text, " ")
	if m, ok, err := compliance.FindFDAFilingNumber(a, ""); err == nil && ok {
		return m.Number, m.Where
	}
	if n := labelledFiling(a.Text); n != "" {
		return n, "document text"
	}
	for _, k := range slices.Sorted(maps.Keys(a.Info.Metadata)) {
		if n := labelledFiling(a.Info.Metadata[k]); n != "" {
			return n, "file metadata"
		}
	}
	return "", ""
}

func labelledFiling(text string) string {
	s := newScanText(text)
	for _, loc := range labelledFilingRe.findAll(s, -1) {
		v := strings.TrimRight(s.text[loc[2]:loc[3]], ".-/")
		if hasDigitRe().MatchString(v) {
			return v
		}
	}
	return ""
}
