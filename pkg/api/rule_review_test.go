package api_test

import (
	"net/http"
	"testing"
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
