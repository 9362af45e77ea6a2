package api_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// TestRuleSetRuleReview checks how a person settles a flagged rule of a BRD
// rule set through PUT /api/rule-sets/{id}/rules/{ruleId}: switching it on
// or marking it reviewed clears the mark; switching it off alone does not.
func TestRuleSetRuleReview(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	flagged := func(id, field string) string {
		return `{"id":"` + id + `","rule":"Flagged ` + id + `","severity":"warning","field":"` + field + `","section":"Compliance","enabled":false,"needsReview":true,"reviewReason":"no measurable value"}`
	}
	status, _, created := e.do("POST", "/api/rule-sets", `{"name":"Review BRD","rules":[`+flagged("a", "naming")+`,`+flagged("b", "metadata")+`,`+flagged("c", "disclaimers")+`]}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatalf("rule set: %d %s", status, created)
	}
	setID := decodeData[struct{ RuleSet struct{ ID string } }](t, created).RuleSet.ID

	type rule struct {
		Enabled      bool
		NeedsReview  bool
		ReviewReason string
	}
	for _, tc := range []struct {
		name, ruleID, body string
		want               rule
	}{
		{"marked reviewed, kept off", "a", `{"reviewed":true}`, rule{Enabled: false, NeedsReview: false}},
		{"switched on", "b", `{"enabled":true}`, rule{Enabled: true, NeedsReview: false}},
		{"switched off alone keeps the mark", "c", `{"enabled":false}`, rule{Enabled: false, NeedsReview: true, ReviewReason: "no measurable value"}},
		{"reviewed false keeps the mark", "c", `{"reviewed":false}`, rule{Enabled: false, NeedsReview: true, ReviewReason: "no measurable value"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, body := e.do("PUT", "/api/rule-sets/"+setID+"/rules/"+tc.ruleID, tc.body, bearer(token))
			if status != http.StatusOK {
				t.Fatalf("PUT: %d %s", status, body)
			}
			if got := decodeData[struct{ Rule rule }](t, body).Rule; got != tc.want {
				t.Errorf("rule = %+v, want %+v", got, tc.want)
			}
		})
	}
}

// TestRuleSetBulkReview checks POST /api/rule-sets/{id}/review: settling
// many flagged rules of a BRD rule set is one new version and one audit
// entry, and a refused review (an unknown rule, an empty list, a wrong
// role, another organization) writes nothing.
func TestRuleSetBulkReview(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	var rules []string
	var flaggedIDs []string
	for i := range 8 {
		id := fmt.Sprintf("f%d", i)
		flaggedIDs = append(flaggedIDs, `"`+id+`"`)
		rules = append(rules, `{"id":"`+id+`","rule":"Flagged `+id+`","severity":"warning","field":"naming","section":"Compliance","enabled":false,"needsReview":true,"reviewReason":"no measurable value"}`)
	}
	rules = append(rules, `{"id":"kept","rule":"Left for later","severity":"minor","field":"metadata","section":"Compliance","enabled":false,"needsReview":true}`)
	status, _, created := e.do("POST", "/api/rule-sets", `{"name":"Bulk BRD","rules":[`+strings.Join(rules, ",")+`]}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatalf("rule set: %d %s", status, created)
	}
	setID := decodeData[struct{ RuleSet struct{ ID string } }](t, created).RuleSet.ID
	reviewPath := "/api/rule-sets/" + setID + "/review"

	type ruleJSON struct {
		ID          string
		Enabled     bool
		NeedsReview bool
	}
	type details struct {
		RuleSet struct {
			Version  int
			Versions int
			Rules    []ruleJSON
			History  []struct{ Note string }
		}
	}
	current := func() details {
		t.Helper()
		status, _, body := e.do("GET", "/api/rule-sets/"+setID, "", bearer(token))
		if status != http.StatusOK {
			t.Fatalf("GET set: %d %s", status, body)
		}
		return decodeData[details](t, body)
	}
	versionEntries := func() int {
		t.Helper()
		_, _, body := e.do("GET", "/api/audit?entityType=ruleset&entityId="+setID+"&limit=1000", "", bearer(token))
		return strings.Count(body, `"action":"ruleset.version"`)
	}
	if v, n := current().RuleSet.Versions, versionEntries(); v != 1 || n != 1 {
		t.Fatalf("before the review: %d versions, %d audit entries; want 1 and 1", v, n)
	}

	viewer := e.viewerToken(token)
	stranger := e.otherOrgToken(app.RoleOwner)
	// Each refused review leaves the set as it was: still one version, one entry, every rule flagged.
	for _, tc := range []struct {
		name, path, body, token string
		status                  int
		says                    string
	}{
		{"an unknown rule among known ones", reviewPath, `{"decision":"enable","ruleIds":["f0","nope","f1"]}`, token, http.StatusNotFound, `no rule \"nope\": nothing was changed`},
		{"an empty list", reviewPath, `{"decision":"enable","ruleIds":[]}`, token, http.StatusBadRequest, "ruleIds is empty"},
		{"no list", reviewPath, `{"decision":"keep-off"}`, token, http.StatusBadRequest, "ruleIds is empty"},
		{"an unknown decision", reviewPath, `{"decision":"maybe","ruleIds":["f0"]}`, token, http.StatusBadRequest, `decision must be \"enable\" or \"keep-off\"`},
		{"a viewer", reviewPath, `{"decision":"enable","ruleIds":["f0"]}`, viewer, http.StatusForbidden, `"success":false`},
		{"another organization", reviewPath, `{"decision":"enable","ruleIds":["f0"]}`, stranger, http.StatusNotFound, "rule set not found"},
		{"a set that does not exist", "/api/rule-sets/rs-missing/review", `{"decision":"enable","ruleIds":["f0"]}`, token, http.StatusNotFound, "rule set not found"},
		{"a built-in profile", "/api/rule-sets/profile:spec/review", `{"decision":"enable","ruleIds":["f0"]}`, token, http.StatusBadRequest, "read-only"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, body := e.do("POST", tc.path, tc.body, bearer(tc.token))
			if status != tc.status || !strings.Contains(body, tc.says) || !strings.Contains(body, `"success":false`) {
				t.Fatalf("status %d, want %d with %q in the error envelope: %s", status, tc.status, tc.says, body)
			}
			d := current()
			if d.RuleSet.Versions != 1 || versionEntries() != 1 {
				t.Fatalf("a refused review wrote: %d versions, %d audit entries", d.RuleSet.Versions, versionEntries())
			}
			for _, r := range d.RuleSet.Rules {
				if r.Enabled || !r.NeedsReview {
					t.Fatalf("a refused review changed rule %s: %+v", r.ID, r)
				}
			}
		})
	}

	// Switching on the eight flagged rules is one version and one entry.
	status, _, body := e.do("POST", reviewPath, `{"decision":"enable","ruleIds":[`+strings.Join(flaggedIDs, ",")+`]}`, bearer(token))
	if status != http.StatusOK {
		t.Fatalf("review: %d %s", status, body)
	}
	d := decodeData[details](t, body)
	if d.RuleSet.Versions != 2 || d.RuleSet.Version != 2 || versionEntries() != 2 {
		t.Fatalf("after switching on 8 rules: version %d, %d versions, %d audit entries; want 2, 2 and 2", d.RuleSet.Version, d.RuleSet.Versions, versionEntries())
	}
	if note := d.RuleSet.History[0].Note; note != "reviewed 8 rules: switched on" {
		t.Errorf("version note %q", note)
	}
	for _, r := range d.RuleSet.Rules {
		want := ruleJSON{ID: r.ID, Enabled: r.ID != "kept", NeedsReview: r.ID == "kept"}
		if r != want {
			t.Errorf("rule %+v, want %+v", r, want)
		}
	}
	// Keeping the last one off is the next version; the same review again changes nothing.
	for _, want := range []int{3, 3} {
		status, _, body := e.do("POST", reviewPath, `{"decision":"keep-off","ruleIds":["kept"]}`, bearer(token))
		if d := decodeData[details](t, body); status != http.StatusOK || d.RuleSet.Versions != want || versionEntries() != want {
			t.Fatalf("keep off: %d, %d versions, %d entries; want %d: %s", status, d.RuleSet.Versions, versionEntries(), want, body)
		}
	}
}

// TestOrganizationBulkReview checks the same route on the organization's
// rules: one save of the list.
func TestOrganizationBulkReview(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	status, _, body := e.do("POST", "/api/user-data/brd-rules", `{"rules":[{"id":"o1","rule":"Flagged one","severity":"warning","field":"naming","section":"Compliance","enabled":false,"needsReview":true},{"id":"o2","rule":"Flagged two","severity":"warning","field":"metadata","section":"Compliance","enabled":false,"needsReview":true}]}`, bearer(token))
	if status != http.StatusOK {
		t.Fatalf("save: %d %s", status, body)
	}
	status, _, body = e.do("POST", "/api/rule-sets/organization/review", `{"decision":"enable","ruleIds":["o1","o2"]}`, bearer(token))
	if status != http.StatusOK {
		t.Fatalf("review: %d %s", status, body)
	}
	var d struct {
		RuleSet struct {
			Enabled, NeedsReview int
		}
	}
	dataInto(t, body, &d)
	if d.RuleSet.Enabled != 2 || d.RuleSet.NeedsReview != 0 {
		t.Errorf("organization after the review: %+v", d.RuleSet)
	}
	if status, _, body := e.do("POST", "/api/rule-sets/organization/review", `{"decision":"enable","ruleIds":["o1","gone"]}`, bearer(token)); status != http.StatusNotFound || !strings.Contains(body, `\"gone\"`) {
		t.Errorf("unknown organization rule: %d %s", status, body)
	}
}

// TestRuleSetRuleParamsCleared: a PUT with empty params removes a BRD set
// rule's last part (the rules editor sends it when every parameter is gone).
func TestRuleSetRuleParamsCleared(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	status, _, created := e.do("POST", "/api/rule-sets", `{"name":"Parts BRD","rules":[{"id":"k","rule":"Kiosk posters only","severity":"warning","field":"fileSize","section":"Technical","enabled":true,"params":{"parts":["kioskPoster"]}}]}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatalf("rule set: %d %s", status, created)
	}
	setID := decodeData[struct{ RuleSet struct{ ID string } }](t, created).RuleSet.ID
	status, _, body := e.do("PUT", "/api/rule-sets/"+setID+"/rules/k", `{"params":{}}`, bearer(token))
	if status != http.StatusOK || strings.Contains(body, "kioskPoster") {
		t.Fatalf("PUT empty params: %d %s", status, body)
	}
}
