package compliance

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
	"github.com/pharmaops/pharmaops/pkg/media"
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

// The spec's builder check messages (§5) and their fixed parts.
const (
	MsgNoFDAFiling         = "No FDA filing information detected"
	MsgCustomerTypeUnclear = "Customer type not clearly identified"
	MsgDOFU                = "DOFU expiration date must be current and valid"
)

// Builder check rule names (the "rule" of their issues) and IDs.
const (
	BuilderRuleStaticSize   = "Static Backup File Size"
	BuilderRuleHTML5Size    = "HTML5 File Size"
	BuilderRuleVideoSize    = "Video File Size"
	BuilderRuleYouTubeSize  = "YouTube Video File Size"
	BuilderRuleDimensions   = "Approved Display Dimensions"
	BuilderRuleFDA          = "FDA Filing Number"
	BuilderRuleCustomerType = "Customer Type"
	BuilderRuleDOFU         = "DOFU Expiration"
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

// sizeLabel formats a size in KB or MB: whole numbers plain, else one
// decimal ("120", "100.3").
func sizeLabel(bytes int64, unit float64) string {
	return fmtNum(float64(bytes)/unit, 1)
}

func builderIssue(id, rule string, sev Severity, field, section, channel string, st Status, msg, det, exp string) Issue {
	return Issue{RuleID: id, Rule: rule, Severity: sev, Field: field, Section: section, Channel: channel,
		Status: st, Message: msg, DetectedValue: det, ExpectedValue: exp}
}

// BuilderChecks runs the spec's builder checks (§5) with their exact
// messages. Dimensions come from the measured pixels when known and from
// the file name's WxH only as a fallback.
func BuilderChecks(a Asset, detected DetectedElements) []Issue {
	var out []Issue
	name := a.Name()
	lname := strings.ToLower(name)
	size := a.Info.Size
	kb := float64(size) / 1024
	mb := float64(size) / (1024 * 1024)

	switch a.Info.Kind {
	case media.KindImage, media.KindHTML5:
		html5 := a.Info.Kind == media.KindHTML5 || strings.Contains(lname, "html")
		if html5 {
			exp := fmt.Sprintf("at most %dKB", HTML5ImageLimitKB)
			det := sizeLabel(size, 1024) + "KB"
			if kb > HTML5ImageLimitKB {
				out = append(out, builderIssue("builder.html5-size", BuilderRuleHTML5Size, SeverityCritical, "fileSize", "Display Requirements", "Display", StatusFail,
					fmt.Sprintf("HTML5 asset %sKB exceeds %dKB limit", sizeLabel(size, 1024), HTML5ImageLimitKB), det, exp))
			} else {
				out = append(out, builderIssue("builder.html5-size", BuilderRuleHTML5Size, SeverityCritical, "fileSize", "Display Requirements", "Display", StatusPass,
					fmt.Sprintf("HTML5 asset %sKB within %dKB limit", sizeLabel(size, 1024), HTML5ImageLimitKB), det, exp))
			}
		} else {
			exp := fmt.Sprintf("at most %dKB", StaticImageLimitKB)
			det := sizeLabel(size, 1024) + "KB"
			if kb > StaticImageLimitKB {
				out = append(out, builderIssue("builder.static-size", BuilderRuleStaticSize, SeverityCritical, "fileSize", "Display Requirements", "Display", StatusFail,
					fmt.Sprintf("Static backup %sKB exceeds %dKB limit", sizeLabel(size, 1024), StaticImageLimitKB), det, exp))
			} else {
				out = append(out, builderIssue("builder.static-size", BuilderRuleStaticSize, SeverityCritical, "fileSize", "Display Requirements", "Display", StatusPass,
					fmt.Sprintf("Static backup %sKB within %dKB limit", sizeLabel(size, 1024), StaticImageLimitKB), det, exp))
			}
		}
		out = append(out, builderDimensions(a, name))
	case media.KindVideo:
		det := sizeLabel(size, 1024*1024) + "MB"
		if strings.Contains(lname, "youtube") {
			exp := "at most 1GB"
			if mb > YouTubeVideoLimitMB {
				out = append(out, builderIssue("builder.youtube-size", BuilderRuleYouTubeSize, SeverityCritical, "fileSize", "Video Requirements", "Video", StatusFail,
					fmt.Sprintf("YouTube video %sMB exceeds 1GB limit", sizeLabel(size, 1024*1024)), det, exp))
			} else {
				out = append(out, builderIssue("builder.youtube-size", BuilderRuleYouTubeSize, SeverityCritical, "fileSize", "Video Requirements", "Video", StatusPass,
					fmt.Sprintf("YouTube video %sMB within 1GB limit", sizeLabel(size, 1024*1024)), det, exp))
			}
		} else {
			exp := fmt.Sprintf("at most %dMB", VideoLimitMB)
			if mb > VideoLimitMB {
				out = append(out, builderIssue("builder.video-size", BuilderRuleVideoSize, SeverityCritical, "fileSize", "Video Requirements", "Video", StatusFail,
					fmt.Sprintf("Video file %sMB exceeds %dMB limit", sizeLabel(size, 1024*1024), VideoLimitMB), det, exp))
			} else {
				out = append(out, builderIssue("builder.video-size", BuilderRuleVideoSize, SeverityCritical, "fileSize", "Video Requirements", "Video", StatusPass,
					fmt.Sprintf("Video file %sMB within %dMB limit", sizeLabel(size, 1024*1024), VideoLimitMB), det, exp))
			}
		}
	}

	out = append(out, builderFDA(a, detected))
	out = append(out, builderCustomerType(a, detected))
	if dofuFlagged(detected.PotentialIssues) {
		out = append(out, builderIssue("builder.dofu", BuilderRuleDOFU, SeverityWarning, "disclaimers", "Compliance", "All", StatusWarning,
			MsgDOFU, strings.Join(detected.PotentialIssues, "; "), "current and valid DOFU expiration date"))
	}
	return out
}

func builderDimensions(a Asset, name string) Issue {
	exp := "one of " + strings.Join(ApprovedDisplaySizes, ", ")
	w, h, ok := measuredDimensions(a)
	if !ok {
		w, h, ok = DimensionsFromName(name)
	}
	if !ok {
		return builderIssue("builder.dimensions", BuilderRuleDimensions, SeverityCritical, "dimensions", "Display Requirements", "Display", StatusWarning,
			"Dimensions could not be determined", "unknown", exp)
	}
	got := FormatDimensions(w, h)
	is := builderIssue("builder.dimensions", BuilderRuleDimensions, SeverityCritical, "dimensions", "Display Requirements", "Display", StatusPass,
		"Dimensions "+got+" match approved BRD specifications", got, exp)
	for _, s := range ApprovedDisplaySizes {
		if aw, ah, _ := ParseDimensions(s); aw == w && ah == h {
			return is
		}
	}
	is.Status = StatusFail
	is.Message = "Dimensions " + got + " not in approved BRD specifications"
	if a.Info.Kind == media.KindImage {
		c := Coordinates{X: 0, Y: 0, Width: 100, Height: 100}
		is.Coordinates = &c
		is.GridLocation = GridLocation(c)
	}
	return is
}

func builderFDA(a Asset, d DetectedElements) Issue {
	exp := "FDA filing number present"
	found := strings.TrimSpace(d.FDAFilingNumber)
	if found == "" {
		for _, e := range d.ComplianceElements {
			le := strings.ToLower(e)
			if strings.Contains(le, "fda") || strings.Contains(le, "filing") {
				found = e
				break
			}
		}
	}
	if found == "" {
		if m, ok, _ := FindFDAFilingNumber(a, ""); ok {
			found = m.Number
		}
	}
	if found == "" {
		return builderIssue("builder.fda-filing", BuilderRuleFDA, SeverityCritical, "fdaFilingNumber", "Compliance", "All", StatusFail,
			MsgNoFDAFiling, "none", exp)
	}
	return builderIssue("builder.fda-filing", BuilderRuleFDA, SeverityCritical, "fdaFilingNumber", "Compliance", "All", StatusPass,
		"FDA filing information detected", found, exp)
}

func builderCustomerType(a Asset, d DetectedElements) Issue {
	exp := "DTC or HCP"
	ct := customerTypeIn(d.TargetAudience)
	if t := strings.ToUpper(strings.TrimSpace(d.TargetAudience)); t == "DTC" || t == "HCP" {
		ct = t
	}
	if ct == "" {
		ct, _ = DetectCustomerType(a)
	}
	if ct == "" {
		return builderIssue("builder.customer-type", BuilderRuleCustomerType, SeverityWarning, "customerType", "Compliance", "All", StatusWarning,
			MsgCustomerTypeUnclear, strings.TrimSpace(d.TargetAudience), exp)
	}
	return builderIssue("builder.customer-type", BuilderRuleCustomerType, SeverityWarning, "customerType", "Compliance", "All", StatusPass,
		"Customer type "+ct+" identified", ct, exp)
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
