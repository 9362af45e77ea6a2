package compliance_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

func TestProfiles(t *testing.T) {
	names := compliance.ProfileNames()
	if !slices.Equal(names, []string{"html5-adserver", "iab-display", "spec"}) {
		t.Fatalf("ProfileNames = %v", names)
	}
	for _, n := range names {
		p, err := compliance.ProfileDetails(n)
		if err != nil {
			t.Fatal(err)
		}
		if p.Version == "" || p.Description == "" || len(p.Rules) == 0 {
			t.Errorf("%s: missing version, description or rules", n)
		}
		ids := map[string]bool{}
		for _, r := range p.Rules {
			if err := compliance.ValidateRule(r); err != nil {
				t.Errorf("%s: %v", n, err)
			}
			if ids[r.ID] || !strings.HasPrefix(r.ID, strings.Split(n, "-")[0]) {
				t.Errorf("%s: bad or duplicate id %q", n, r.ID)
			}
			ids[r.ID] = true
			if !r.Enabled || r.Source == nil || r.Source.Document == "" || r.Rationale == "" || r.Description == "" {
				t.Errorf("%s/%s: must be enabled and cite a source with a rationale", n, r.ID)
			}
		}
	}
	def, err := compliance.Profile("")
	if err != nil || len(def) != 12 {
		t.Fatalf("default profile: %d rules, %v", len(def), err)
	}
	if _, err := compliance.Profile("nope"); err == nil || !strings.Contains(err.Error(), "html5-adserver, iab-display, spec") {
		t.Errorf("unknown profile error = %v", err)
	}
	// Profiles are copies.
	def[0].Params.Allowed[0] = "1x1"
	again, _ := compliance.Profile("spec")
	if again[0].Params.Allowed[0] == "1x1" {
		t.Error("Profile returned shared rules")
	}
}

func TestSpecProfileValues(t *testing.T) {
	rules, _ := compliance.Profile("spec")
	byField := map[string]compliance.Rule{}
	for _, r := range rules {
		if _, seen := byField[r.Field]; !seen {
			byField[r.Field] = r
		}
	}
	if got := byField["dimensions"].Params.Allowed; !slices.Equal(got, compliance.ApprovedDisplaySizes) {
		t.Errorf("dimensions = %v", got)
	}
	if got := *byField["fileSize"].Params.Max; got != compliance.DefaultMaxFileSizeKB {
		t.Errorf("fileSize max = %v", got)
	}
	// One file-size rule a kind: a heavy asset fails one size rule, once.
	kinds := map[string]int{}
	for _, r := range rules {
		if r.Field == "fileSize" {
			for _, k := range r.Params.Kinds {
				kinds[k]++
			}
		}
	}
	for _, k := range []string{"static", "animated", "html5", "video"} {
		if kinds[k] != 1 {
			t.Errorf("%d file-size rules for %s, want 1", kinds[k], k)
		}
	}
	if d := byField["duration"].Params; *d.Min != 6 || *d.Max != 30 {
		t.Errorf("duration = %v-%v", *d.Min, *d.Max)
	}
	if got := byField["format"].Params.Allowed; !slices.Equal(got, compliance.DefaultFormats) {
		t.Errorf("formats = %v", got)
	}
	if got := byField["naming"].Params.Pattern; got != compliance.DefaultNamingPattern {
		t.Errorf("naming = %q", got)
	}
}

func TestIABProfilePerSize(t *testing.T) {
	rules, _ := compliance.Profile("iab-display")
	check := func(a compliance.Asset) map[string]compliance.Status {
		out := map[string]compliance.Status{}
		for _, is := range compliance.Check(context.Background(), a, rules, compliance.Options{}).Issues {
			out[is.RuleID] = is.Status
		}
		return out
	}
	// A 728x90 PNG of 160 KB breaks the 150 KB initial load, not the 300 KB subload.
	got := check(img("a.png", 728, 90, 160*1024))
	if got["iab.initial-load.150kb"] != "fail" || got["iab.subload.150kb"] != "pass" || got["iab.standard-sizes"] != "pass" {
		t.Errorf("728x90: %v", got)
	}
	if _, ok := got["iab.initial-load.50kb"]; ok {
		t.Error("50 KB rule applied to 728x90")
	}
	// A 320x50 HTML5 banner: 60 KB initial load fails the 50 KB limit.
	h := goodHTML5()
	h.InitialLoadBytes, h.TotalBytes = 60*1024, 90*1024
	a := html5("m.zip", h)
	a.Info.Width, a.Info.Height = 320, 50
	got = check(a)
	if got["iab.initial-load.50kb"] != "fail" || got["iab.subload.50kb"] != "pass" {
		t.Errorf("320x50 html5: %v", got)
	}
	// An odd size gets only the size warning.
	got = check(img("a.png", 333, 333, 10))
	if got["iab.standard-sizes"] != "warning" || len(got) != 2 { // standard sizes + format
		t.Errorf("333x333: %v", got)
	}
}

func TestHTML5AdServerProfile(t *testing.T) {
	rules, _ := compliance.Profile("html5-adserver")
	good := compliance.Check(context.Background(), html5("b.zip", goodHTML5()), rules, compliance.Options{})
	if good.Summary.Failed != 0 || good.Summary.Warnings != 0 || *good.ComplianceScore != 100 {
		t.Errorf("good banner: %+v %+v", good.Summary, good.Issues)
	}
	h := goodHTML5()
	h.ClickTagDeclared, h.ClickTagUsed, h.ExternalReferences, h.FileCount = false, false, []string{"http://cdn.example.com/x.js"}, 150
	bad := compliance.Check(context.Background(), html5("b.zip", h), rules, compliance.Options{})
	if bad.Summary.Failed != 3 || *bad.ComplianceScore != 63 || bad.Band != compliance.BandReview {
		t.Errorf("bad banner: %+v", bad.Summary)
	}
	// The zip checks do not apply to a video.
	v := compliance.Check(context.Background(), video("v.mp4", 1, 1, 1, 1), rules, compliance.Options{})
	if v.Summary.TotalChecks != 0 {
		t.Errorf("video got %d checks", v.Summary.TotalChecks)
	}
}

func TestLoadRulesFile(t *testing.T) {
	tests := []struct {
		name    string
		in      string
		n       int
		wantErr string
	}{
		{"object", `{"rules":[{"id":"a","rule":"Dims","severity":"critical","field":"dimensions","section":"Display Requirements","enabled":true,"params":{"allowed":["300x250"]}}]}`, 1, ""},
		{"bare array", `[{"rule":"Dims","severity":"warning","field":"dimensions"}]`, 1, ""},
		{"custom field", `{"rules":[{"rule":"Custom","severity":"minor","field":"customField"}]}`, 1, ""},
		{"empty", ``, 0, "empty"},
		{"no rules key", `{"x":1}`, 0, `no "rules" array`},
		{"bad json", `{"rules":[`, 0, "rules file"},
		{"unknown field type", `{"rules":[{"id":"r7","rule":"Font","severity":"warning","field":"font"}]}`, 0, `rule 1 (r7 "Font"): invalid rule: unknown field type "font"`},
		{"bad severity", `{"rules":[{"id":"ok","rule":"A","severity":"warning","field":"naming"},{"id":"r2","rule":"B","severity":"urgent","field":"naming"}]}`, 0, `rule 2 (r2 "B"): invalid rule: bad severity "urgent"`},
		{"bad regex", `{"rules":[{"id":"n","rule":"Name","severity":"minor","field":"naming","params":{"pattern":"([a-z"}}]}`, 0, `rule 1 (n "Name"): invalid rule: bad pattern`},
		{"bad channel", `{"rules":[{"rule":"A","severity":"minor","field":"naming","channel":"TV"}]}`, 0, `unknown channel "TV"`},
		{"min over max", `{"rules":[{"rule":"A","severity":"minor","field":"duration","params":{"min":30,"max":6}}]}`, 0, "min 30 is greater than max 6"},
		{"bad unit", `{"rules":[{"rule":"A","severity":"minor","field":"fileSize","params":{"max":1,"unit":"parsecs"}}]}`, 0, `unknown unit "parsecs"`},
		{"bad check", `{"rules":[{"rule":"A","severity":"minor","field":"metadata","params":{"check":"magic"}}]}`, 0, `unknown check "magic"`},
		{"bad dims", `{"rules":[{"rule":"A","severity":"minor","field":"dimensions","params":{"allowed":["big"]}}]}`, 0, `bad dimensions "big"`},
		{"typo in params", `{"rules":[{"rule":"A","severity":"minor","field":"fileSize","params":{"maxx":1}}]}`, 0, `unknown field "maxx"`},
		{"duplicate id", `{"rules":[{"id":"x","rule":"A","severity":"minor","field":"naming"},{"id":"x","rule":"B","severity":"minor","field":"naming"}]}`, 0, `id "x" already used by rule 1`},
		{"empty title", `{"rules":[{"severity":"minor","field":"naming"}]}`, 0, "rule title is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rules, err := compliance.LoadRulesFile(strings.NewReader(tt.in))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || len(rules) != tt.n {
				t.Fatalf("rules %d err %v", len(rules), err)
			}
		})
	}
	rules, _ := compliance.LoadRulesFile(strings.NewReader(`{"rules":[{"rule":"A","severity":"minor","field":"naming"},{"id":"b","rule":"B","severity":"minor","field":"naming","enabled":false}]}`))
	if !rules[0].Enabled || rules[0].ID != "rule-1" || rules[1].Enabled {
		t.Errorf("defaults: %+v", rules)
	}
	_, err := compliance.LoadRulesFile(strings.NewReader(`{"rules":[{"rule":"A","severity":"bad","field":"naming"}]}`))
	if !errors.Is(err, compliance.ErrInvalidRule) {
		t.Errorf("error does not wrap ErrInvalidRule: %v", err)
	}
	big := strings.Repeat(" ", compliance.MaxRulesFileBytes+1)
	if _, err := compliance.LoadRulesFile(strings.NewReader(big)); err == nil {
		t.Error("oversized file accepted")
	}
}
