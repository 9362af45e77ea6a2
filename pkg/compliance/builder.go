package compliance

import (
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// DetectedElements is what an AI analysis detected in an asset (spec §7
// analyze-asset: detectedContent.complianceElements, targetAudience,
// qualityAssessment.potentialIssues).
type DetectedElements struct {
	ComplianceElements []string `json:"complianceElements,omitempty"`
	TargetAudience     string   `json:"targetAudience,omitempty"`
	PotentialIssues    []string `json:"potentialIssues,omitempty"`
	FDAFilingNumber    string   `json:"fdaFilingNumber,omitempty"`
}

// The spec's builder check messages (§5) and their fixed parts. The
// builder's checks are rules of the 'spec' profile, so that each can be
// seen on /rules and disabled.
const (
	MsgNoFDAFiling         = "No FDA filing information detected"
	MsgCustomerTypeUnclear = "Customer type not clearly identified"
	MsgDOFU                = "DOFU expiration date must be current and valid"
)

var nameDimsRe = lazyregexp.New(`(?i)(?:^|[^0-9])([0-9]{2,5})\s*[x×]\s*([0-9]{2,5})(?:[^0-9]|$)`)

// DimensionsFromName reads "WxH" from a file name, e.g. "ad_300x250.png".
func DimensionsFromName(name string) (int, int, bool) {
	m := nameDimsRe().FindStringSubmatch(name)
	if m == nil {
		return 0, 0, false
	}
	w, _ := strconv.Atoi(m[1])
	h, _ := strconv.Atoi(m[2])
	if w <= 0 || h <= 0 {
		return 0, 0, false
	}
	return w, h, true
}

// dofuFlagged reports whether a potential issue mentions compliance or a
// guideline (spec §5 DOFU check).
func dofuFlagged(issues []string) bool {
	for _, s := range issues {
		l := strings.ToLower(s)
		if strings.Contains(l, "compliance") || strings.Contains(l, "guideline") {
			return true
		}
	}
	return false
}
