package compliance_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// find returns the issue of a rule name.
func find(issues []compliance.Issue, rule string) (compliance.Issue, bool) {
	for _, is := range issues {
		if is.Rule == rule {
			return is, true
		}
	}
	return compliance.Issue{}, false
}

// TestSpecProfileBuilderMessages: the spec's builder checks (§5) are rules
// of the 'spec' profile, listed and disable-able like any other, with the
// spec's messages; each finding is one issue.
func TestSpecProfileBuilderMessages(t *testing.T) {
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	const kb, mb = 1024, 1024 * 1024
	withFiling := func(a compliance.Asset, d compliance.DetectedElements) compliance.Asset { a.Detected = d; return a }
	hcp := compliance.DetectedElements{FDAFilingNumber: "US-ABC-1234", TargetAudience: "HCP"}
	tests := []struct {
		name     string
		asset    compliance.Asset
		rule     string
		status   compliance.Status
		severity compliance.Severity
		message  string
		grid     string
	}{
		{"static over 100KB", img("banner.png", 300, 250, 120*kb), "Static Backup File Size", "fail", "critical", "Static backup 120KB exceeds 100KB limit", ""},
		{"static over with decimal", img("banner.png", 300, 250, 100*kb+300), "Static Backup File Size", "fail", "critical", "Static backup 100.3KB exceeds 100KB limit", ""},
		{"static at 100KB passes", img("banner.png", 300, 250, 100*kb), "Static Backup File Size", "pass", "critical", "Static backup 100KB within limit (at most 100KB)", ""},
		{"html5 zip within 300KB", html5("b.zip", goodHTML5()), "HTML5 File Size", "pass", "critical", "File size 120KB within limit (at most 300KB)", ""},
		{"video over 200MB", video("spot.mp4", 1920, 1080, 250*mb, 30), "Video File Size", "fail", "critical", "Video file 250MB exceeds 200MB limit", ""},
		{"video under 200MB", video("spot.mp4", 1920, 1080, 150*mb, 30), "Video File Size", "pass", "critical", "Video file 150MB within limit (at most 200MB)", ""},
		{"dimensions from pixels beat the name", img("ad_300x250.png", 728, 91, 10*kb), "Approved display dimensions", "fail", "critical", "Dimensions 728x91 not in approved BRD specifications", "A1-L12"},
		{"dimensions approved", img("ad.png", 160, 600, 10*kb), "Approved display dimensions", "pass", "critical", "Dimensions 160x600 match approved BRD specifications", ""},
		{"no FDA filing", img("ad.png", 300, 250, 10*kb), "FDA Filing Number required", "fail", "critical", "No FDA filing information detected", ""},
		{"FDA filing detected by the analysis", withFiling(img("ad.png", 300, 250, 10*kb), hcp), "FDA Filing Number required", "pass", "critical", "FDA filing number US-ABC-1234 found in asset analysis", ""},
		{"FDA filing from the name", img("ad_US-ABC-1234.png", 300, 250, 10*kb), "FDA Filing Number required", "pass", "critical", "FDA filing number US-ABC-1234 found in file name", ""},
		{"customer type unclear", img("ad.png", 300, 250, 10*kb), "Customer Type must be specified", "warning", "warning", "Customer type not clearly identified", ""},
		{"DOFU on a compliance issue", withFiling(img("ad.png", 300, 250, 10*kb), compliance.DetectedElements{PotentialIssues: []string{"Possible Compliance gap in footer"}}), "DOFU Expiration", "warning", "warning", "DOFU expiration date must be current and valid", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			an := compliance.Check(context.Background(), tt.asset, rules, compliance.Options{})
			is, ok := find(an.Issues, tt.rule)
			if !ok {
				t.Fatalf("no %q issue in %+v", tt.rule, an.Issues)
			}
			if is.Status != tt.status || is.Severity != tt.severity || is.Message != tt.message {
				t.Errorf("got %s/%s %q, want %s/%s %q", is.Status, is.Severity, is.Message, tt.status, tt.severity, tt.message)
			}
			if is.GridLocation != tt.grid {
				t.Errorf("grid = %q, want %q", is.GridLocation, tt.grid)
			}
			fields := map[string]int{}
			for _, is := range an.Issues {
				fields[is.Field+"/"+strings.Join(paramsKinds(rules, is.RuleID), ",")]++
			}
			for k, n := range fields {
				if n > 1 {
					t.Errorf("%d issues for %s: one problem counted twice", n, k)
				}
			}
		})
	}
	// No DOFU issue without a compliance or guideline concern.
	an := compliance.Check(context.Background(), withFiling(img("ad.png", 300, 250, 1), compliance.DetectedElements{PotentialIssues: []string{"blurry"}}), rules, compliance.Options{})
	if _, ok := find(an.Issues, "DOFU Expiration"); ok {
		t.Error("DOFU warning without a concern")
	}
}

func paramsKinds(rules []compliance.Rule, id string) []string {
	for _, r := range rules {
		if r.ID == id && r.Params != nil {
			return r.Params.Kinds
		}
	}
	return nil
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
