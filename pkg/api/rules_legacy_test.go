package api_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Rules saved before parts were checked against the listed ones may name a
// misspelt part ("endcrd"). Saving the list or the rule set they are in
// must not fail on such a rule when the user did not change it; a rule the
// user does change is checked in full.
func TestRulesSavedBeforePartChecksStillSave(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t) // a temporary bbolt file unless PHARMAOPS_TEST_STORE says otherwise
	ctx := context.Background()
	org := e.newOrganization("Legacy rules")
	token := e.member(org, "admin")
	var legacy compliance.Rule
	if err := json.Unmarshal([]byte(`{"id":"end-card-size","rule":"End cards stay under 1 MB","severity":"warning","field":"fileSize",
		"section":"Technical","channel":"All","enabled":true,"version":1,"params":{"max":1,"unit":"MB","parts":["endcrd"]}}`), &legacy); err != nil {
		t.Fatal(err)
	}
	if _, err := e.st.UpdateRules(ctx, org, func([]compliance.Rule) ([]compliance.Rule, error) { return []compliance.Rule{legacy}, nil }); err != nil {
		t.Fatal(err)
	}
	set := app.RuleSet{ID: "rs-legacy", Name: "Legacy BRD", Versions: []app.RuleSetVersion{{Version: 1, CreatedBy: "seed", CreatedAt: time.Now().UTC(),
		Rules: []compliance.Rule{legacy}}}}
	raw, _ := json.Marshal(set)
	if err := e.st.PutDoc(ctx, org, store.DocRuleSet, set.ID, raw); err != nil {
		t.Fatal(err)
	}
	legacyJSON, _ := json.Marshal(legacy)
	touched := strings.Replace(string(legacyJSON), "under 1 MB", "under one megabyte", 1)
	newRule := `{"id":"new-logo","rule":"A logo is shown","severity":"warning","field":"brandGuidelines","section":"Brand","enabled":true}`
	cases := []struct {
		name, method, path, body string
		want                     int
		contains                 string
	}{
		{"the list saved with the legacy rule untouched", "POST", "/api/user-data/brd-rules", `{"rules":[` + string(legacyJSON) + `,` + newRule + `]}`, 200, `"new-logo"`},
		{"a rule added beside it", "POST", "/api/rules", `{"rule":"Alt text is given","severity":"minor","field":"customField","section":"Custom Rules"}`, 201, `Alt text is given`},
		{"the legacy rule changed but its part kept", "PUT", "/api/rules/end-card-size", `{"rule":"End cards stay small"}`, 400, `did you mean endCard?`},
		{"the list with the legacy rule changed", "POST", "/api/user-data/brd-rules", `{"rules":[` + touched + `]}`, 400, `did you mean endCard?`},
		{"the rule set's next version with the legacy rule untouched", "POST", "/api/rule-sets", `{"ruleSetId":"rs-legacy","rules":[` + string(legacyJSON) + `,` + newRule + `]}`, 201, `"new-logo"`},
		{"another rule of the set edited", "PUT", "/api/rule-sets/rs-legacy/rules/new-logo", `{"enabled":false}`, 200, `"enabled":false`},
		{"the set's legacy rule edited, its part kept", "PUT", "/api/rule-sets/rs-legacy/rules/end-card-size", `{"rule":"End cards stay small"}`, 400, `did you mean endCard?`},
		{"the set's legacy rule mended", "PUT", "/api/rule-sets/rs-legacy/rules/end-card-size", `{"params":{"max":1,"unit":"MB","parts":["endCard"]}}`, 200, `"endCard"`},
	}
	for _, c := range cases {
		status, _, body := e.do(c.method, c.path, c.body, bearer(token))
		if status != c.want || !strings.Contains(body, c.contains) {
			t.Errorf("%s: %d %s, want %d with %s", c.name, status, body, c.want, c.contains)
		}
	}
	// What the user did not change stays as it was stored.
	rules, err := e.st.GetRules(ctx, org)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range rules {
		if r.ID == legacy.ID && (r.Version != 1 || r.Params == nil || len(r.Params.Parts) != 1 || r.Params.Parts[0] != "endcrd") {
			t.Errorf("the untouched legacy rule became %+v", r)
		}
	}
}
