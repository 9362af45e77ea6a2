package compliance_test

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// find returns the builder issue with a rule name.
func find(issues []compliance.Issue, rule string) (compliance.Issue, bool) {
	for _, is := range issues {
		if is.Rule == rule {
			return is, true
		}
	}
	return compliance.Issue{}, false
}

func TestBuilderChecksSpecMessages(t *testing.T) {
	const kb, mb = 1024, 1024 * 1024
	hcp := compliance.DetectedElements{ComplianceElements: []string{"FDA filing number"}, TargetAudience: "HCP"}
	tests := []struct {
		name     string
		asset    compliance.Asset
		detected compliance.DetectedElements
		rule     string
		status   compliance.Status
		severity compliance.Severity
		message  string
		grid     string
	}{
		{"static over 100KB", img("banner.png", 300, 250, 120*kb), hcp, compliance.BuilderRuleStaticSize, "fail", "critical", "Static backup 120KB exceeds 100KB limit", ""},
		{"static over with decimal", img("banner.png", 300, 250, 100*kb+300), hcp, compliance.BuilderRuleStaticSize, "fail", "critical", "Static backup 100.3KB exceeds 100KB limit", ""},
		{"static at 100KB passes", img("banner.png", 300, 250, 100*kb), hcp, compliance.BuilderRuleStaticSize, "pass", "critical", "Static backup 100KB within 100KB limit", ""},
		{"html5-named image 250KB passes", img("brand_html5_300x250.png", 300, 250, 250*kb), hcp, compliance.BuilderRuleHTML5Size, "pass", "critical", "HTML5 asset 250KB within 300KB limit", ""},
		{"html-named image over 300KB", img("HTML_backup.jpg", 300, 250, 301*kb), hcp, compliance.BuilderRuleHTML5Size, "fail", "critical", "HTML5 asset 301KB exceeds 300KB limit", ""},
		{"video over 200MB", video("spot.mp4", 1920, 1080, 250*mb, 30), hcp, compliance.BuilderRuleVideoSize, "fail", "critical", "Video file 250MB exceeds 200MB limit", ""},
		{"video under 200MB", video("spot.mp4", 1920, 1080, 150*mb, 30), hcp, compliance.BuilderRuleVideoSize, "pass", "critical", "Video file 150MB within 200MB limit", ""},
		{"youtube 500MB passes", video("spot_YouTube.mp4", 1920, 1080, 500*mb, 30), hcp, compliance.BuilderRuleYouTubeSize, "pass", "critical", "YouTube video 500MB within 1GB limit", ""},
		{"youtube over 1GB", video("spot_youtube.mp4", 1920, 1080, 1100*mb, 30), hcp, compliance.BuilderRuleYouTubeSize, "fail", "critical", "YouTube video 1100MB exceeds 1GB limit", ""},
		{"dimensions from pixels beat the name", img("ad_300x250.png", 728, 91, 10*kb), hcp, compliance.BuilderRuleDimensions, "fail", "critical", "Dimensions 728x91 not in approved BRD specifications", "A1-L12"},
		{"dimensions from name fallback", img("ad_970x250.png", 0, 0, 10*kb), hcp, compliance.BuilderRuleDimensions, "fail", "critical", "Dimensions 970x250 not in approved BRD specifications", "A1-L12"},
		{"dimensions approved", img("ad.png", 160, 600, 10*kb), hcp, compliance.BuilderRuleDimensions, "pass", "critical", "Dimensions 160x600 match approved BRD specifications", ""},
		{"no FDA filing", img("ad.png", 300, 250, 10*kb), compliance.DetectedElements{TargetAudience: "DTC"}, compliance.BuilderRuleFDA, "fail", "critical", "No FDA filing information detected", ""},
		{"FDA filing detected by AI", img("ad.png", 300, 250, 10*kb), hcp, compliance.BuilderRuleFDA, "pass", "critical", "FDA filing information detected", ""},
		{"FDA filing from the name", img("ad_US-ABC-1234.png", 300, 250, 10*kb), compliance.DetectedElements{}, compliance.BuilderRuleFDA, "pass", "critical", "FDA filing information detected", ""},
		{"customer type unclear", img("ad.png", 300, 250, 10*kb), compliance.DetectedElements{TargetAudience: "general public"}, compliance.BuilderRuleCustomerType, "warning", "warning", "Customer type not clearly identified", ""},
		{"customer type HCP", img("ad.png", 300, 250, 10*kb), hcp, compliance.BuilderRuleCustomerType, "pass", "warning", "Customer type HCP identified", ""},
		{"DOFU on compliance issue", img("ad.png", 300, 250, 10*kb), compliance.DetectedElements{PotentialIssues: []string{"Possible Compliance gap in footer"}}, compliance.BuilderRuleDOFU, "warning", "warning", "DOFU expiration date must be current and valid", ""},
		{"DOFU on guideline issue", img("ad.png", 300, 250, 10*kb), compliance.DetectedElements{PotentialIssues: []string{"brand guideline colour"}}, compliance.BuilderRuleDOFU, "warning", "warning", "DOFU expiration date must be current and valid", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			issues := compliance.BuilderChecks(tt.asset, tt.detected)
			is, ok := find(issues, tt.rule)
			if !ok {
				t.Fatalf("no %q issue in %+v", tt.rule, issues)
			}
			if is.Status != tt.status || is.Severity != tt.severity || is.Message != tt.message {
				t.Errorf("got %s/%s %q, want %s/%s %q", is.Status, is.Severity, is.Message, tt.status, tt.severity, tt.message)
			}
			if is.GridLocation != tt.grid {
				t.Errorf("grid = %q, want %q", is.GridLocation, tt.grid)
			}
		})
	}
}

func TestBuilderChecksScope(t *testing.T) {
	// A video gets no image size or dimension checks; no DOFU without a
	// compliance or guideline issue; a PDF gets only FDA and customer type.
	v := compliance.BuilderChecks(video("v.mp4", 1, 1, 1, 10), compliance.DetectedElements{PotentialIssues: []string{"blurry"}})
	for _, r := range []string{compliance.BuilderRuleStaticSize, compliance.BuilderRuleDimensions, compliance.BuilderRuleDOFU} {
		if _, ok := find(v, r); ok {
			t.Errorf("video has %q", r)
		}
	}
	d := compliance.BuilderChecks(pdf("a.pdf", "x"), compliance.DetectedElements{})
	var rules []string
	for _, is := range d {
		rules = append(rules, is.Rule)
	}
	if !slices.Equal(rules, []string{compliance.BuilderRuleFDA, compliance.BuilderRuleCustomerType}) {
		t.Errorf("pdf builder checks = %v", rules)
	}
	h := compliance.BuilderChecks(html5("b.zip", goodHTML5()), compliance.DetectedElements{})
	if is, ok := find(h, compliance.BuilderRuleHTML5Size); !ok || is.Status != compliance.StatusPass {
		t.Errorf("html5 zip size check = %+v", is)
	}
	if is, _ := find(h, compliance.BuilderRuleDimensions); is.GridLocation != "" {
		t.Errorf("html5 issue has a grid location %q", is.GridLocation)
	}
}

func TestDimensionsFromName(t *testing.T) {
	tests := []struct {
		in   string
		w, h int
		ok   bool
	}{
		{"ad_300x250.png", 300, 250, true},
		{"AD-728X90-v2.jpg", 728, 90, true},
		{"160×600.gif", 160, 600, true},
		{"v2x3.png", 0, 0, false},
		{"no-size.png", 0, 0, false},
		{"1x1.png", 0, 0, false},
	}
	for _, tt := range tests {
		w, h, ok := compliance.DimensionsFromName(tt.in)
		if w != tt.w || h != tt.h || ok != tt.ok {
			t.Errorf("DimensionsFromName(%q) = %d,%d,%v", tt.in, w, h, ok)
		}
	}
}

func TestRecommendations(t *testing.T) {
	crit := compliance.Issue{Rule: "FDA", Field: "fdaFilingNumber", Severity: "critical", Status: "fail", Message: "No FDA filing information detected"}
	warnIssue := compliance.Issue{Rule: "Typo", Field: "typography", Severity: "minor", Status: "warning", Message: "Manual review required"}
	minorFail := compliance.Issue{Rule: "Name", Field: "naming", Severity: "minor", Status: "fail", Message: "x"}
	ok := compliance.Issue{Rule: "Dims", Field: "dimensions", Severity: "critical", Status: "pass"}
	tests := []struct {
		name   string
		issues []compliance.Issue
		first  []string
		extra  int
	}{
		{"none", nil, []string{compliance.RecReady}, 0},
		{"all pass", []compliance.Issue{ok}, []string{"Asset ready for trafficking - no critical issues found"}, 0},
		{"critical", []compliance.Issue{crit, ok}, []string{"Address critical compliance violations before trafficking"}, 1},
		{"warning", []compliance.Issue{warnIssue}, []string{"Review warning items for optimal compliance"}, 1},
		{"minor fail counts as warning", []compliance.Issue{minorFail}, []string{compliance.RecWarnings}, 1},
		{"both", []compliance.Issue{crit, warnIssue, crit}, []string{compliance.RecCritical, compliance.RecWarnings}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := compliance.Recommendations(tt.issues)
			if len(got) != len(tt.first)+tt.extra || !slices.Equal(got[:len(tt.first)], tt.first) {
				t.Errorf("Recommendations = %q", got)
			}
		})
	}
}

func TestGridLocation(t *testing.T) {
	tests := []struct {
		c    compliance.Coordinates
		want string
	}{
		{compliance.Coordinates{X: 0, Y: 0, Width: 100, Height: 100}, "A1-L12"},
		{compliance.Coordinates{X: 0, Y: 0, Width: 8, Height: 8}, "A1"},
		{compliance.Coordinates{X: 0, Y: 0, Width: 8.34, Height: 8}, "A1-B1"},
		{compliance.Coordinates{X: 50, Y: 50, Width: 10, Height: 10}, "G7-H8"},
		{compliance.Coordinates{X: 95, Y: 95, Width: 20, Height: 20}, "L12"},
		{compliance.Coordinates{X: -10, Y: 0, Width: 15, Height: 100}, "A1-A12"},
		{compliance.Coordinates{X: 25, Y: 75, Width: 0, Height: 0}, "D10"},
		{compliance.Coordinates{X: 0, Y: 0, Width: -1, Height: 5}, ""},
	}
	for _, tt := range tests {
		if got := compliance.GridLocation(tt.c); got != tt.want {
			t.Errorf("GridLocation(%+v) = %q, want %q", tt.c, got, tt.want)
		}
	}
}

func TestBuilderChecksRealDimsOnHTML5(t *testing.T) {
	a := html5("banner_160x600.zip", goodHTML5()) // ad.size says 300x250
	is, _ := find(compliance.BuilderChecks(a, compliance.DetectedElements{}), compliance.BuilderRuleDimensions)
	if is.DetectedValue != "300x250" {
		t.Errorf("detected %q, want the measured 300x250", is.DetectedValue)
	}
}
