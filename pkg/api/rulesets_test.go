package api_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

type ruleSetRef struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Version int    `json:"version"`
}

type ruleStatus struct {
	RuleSet ruleSetRef `json:"ruleSet"`
	Active  int        `json:"active"`
	Stale   int        `json:"stale"`
	Recheck struct {
		Running     bool
		Total, Done int
	} `json:"recheck"`
}

func (e *env) ruleStatus(token, campaignID string) ruleStatus {
	e.t.Helper()
	status, _, body := e.do("GET", "/api/campaigns/"+campaignID+"/rule-set", "", bearer(token))
	if status != http.StatusOK {
		e.t.Fatalf("rule-set status: %d %s", status, body)
	}
	return decodeData[ruleStatus](e.t, body)
}

// assetRuleSet is an asset's analysis with the rule set it was checked against.
type assetRuleSet struct {
	ID       string
	Name     string
	Revision int64
	Analysis struct {
		RuleSet    *ruleSetRef
		Issues     []struct{ RuleID, Field, Status string }
		AnalyzedAt string
	}
}

func (e *env) campaignAssets(token, campaignID string) []assetRuleSet {
	e.t.Helper()
	_, _, body := e.do("GET", "/api/campaigns/"+campaignID+"/assets", "", bearer(token))
	return decodeData[struct{ Assets []assetRuleSet }](e.t, body).Assets
}

// TestRuleSetsPerCampaign walks the issue's journey over the API: a fresh
// organization's rules are all listed, each failure is counted once, a
// BRD becomes one campaign's versioned rule set, a rule change is offered
// as a re-check, and a second campaign is not affected.
func TestRuleSetsPerCampaign(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()

	// Every rule that can fail an asset is listed.
	_, _, body := e.do("GET", "/api/rules", "", bearer(token))
	list := decodeData[struct {
		Rules []struct {
			ID      string
			Enabled bool
		}
		RuleSet ruleSetRef
		Active  int
	}](t, body)
	listed := map[string]bool{}
	for _, r := range list.Rules {
		listed[r.ID] = true
	}
	if len(list.Rules) != 12 || list.Active != 12 || list.RuleSet.ID != "organization" || list.RuleSet.Version != 0 {
		t.Fatalf("a fresh organization's rules: %s", body)
	}
	_, _, sets := e.do("GET", "/api/rule-sets", "", bearer(token))
	for _, want := range []string{`"name":"Organization rules"`, `"id":"profile:spec"`, `"profile":"iab-display `, `"kind":"profile"`} {
		if !strings.Contains(sets, want) {
			t.Errorf("rule sets lack %s: %s", want, sets)
		}
	}

	zyn := e.createCampaign(token, `{"name":"Zynthera DTC","brand":"Zynthera","customerType":"DTC","channel":"Display"}`)
	other := e.createCampaign(token, `{"name":"Other brand","brand":"Veltrana","customerType":"HCP","channel":"Display"}`)
	for _, cid := range []string{zyn, other} {
		form, ctype := multipartBody(t, cid, upload{"banner_300x250.png", fixture(t, "png_rgb_300x250.png")})
		if status, _, resp := e.do("POST", "/api/campaigns/upload-files", form, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token}); status != http.StatusCreated {
			t.Fatalf("upload: %d %s", status, resp)
		}
		e.waitComplete(token, cid, 1)
	}
	// Each failure is counted once, and every issue is a listed rule.
	for _, a := range e.campaignAssets(token, zyn) {
		fields := map[string]int{}
		for _, is := range a.Analysis.Issues {
			fields[is.Field]++
			if !listed[is.RuleID] {
				t.Errorf("issue of an unlisted rule %q", is.RuleID)
			}
		}
		for _, f := range []string{"fdaFilingNumber", "customerType", "dimensions", "fileSize"} {
			if fields[f] != 1 {
				t.Errorf("%d %s issues, want 1: %+v", fields[f], f, a.Analysis.Issues)
			}
		}
		if rs := a.Analysis.RuleSet; rs == nil || rs.ID != "organization" || rs.Version != 0 {
			t.Errorf("result does not record its rule set: %+v", rs)
		}
	}

	// A BRD parsed for Zynthera becomes its campaign's rule set.
	raw, err := os.ReadFile(filepath.Join("..", "..", "testdata", "brd", "dtc-display.docx"))
	if err != nil {
		t.Fatal(err)
	}
	_, parsed := brdUpload(t, e, token, "brdFile", "zynthera-brd.docx", raw)
	rules := decodeData[struct{ Rules json.RawMessage }](t, parsed).Rules
	if !strings.Contains(parsed, `"contradictions":[`) || !strings.Contains(parsed, `"needsReview":true`) {
		t.Errorf("the parse answer lacks contradictions or flagged rules: %.300s", parsed)
	}
	status, _, created := e.do("POST", "/api/rule-sets", `{"campaignId":"`+zyn+`","document":"zynthera-brd.docx","name":"Zynthera BRD","rules":`+string(rules)+`}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatalf("rule set: %d %s", status, created)
	}
	set := decodeData[struct {
		RuleSet struct {
			ruleSetRef
			Rules []struct {
				ID      string
				Enabled bool
			}
		}
	}](t, created).RuleSet
	if set.Name != "Zynthera BRD" || set.Version != 1 || len(set.Rules) < 10 {
		t.Fatalf("rule set: %s", created)
	}
	st := e.ruleStatus(token, zyn)
	if st.RuleSet.ID != set.ID || st.RuleSet.Version != 1 || st.Stale != 1 {
		t.Fatalf("Zynthera after the BRD: %+v", st)
	}
	if st := e.ruleStatus(token, other); st.RuleSet.ID != "organization" || st.Stale != 0 {
		t.Fatalf("the other campaign changed: %+v", st)
	}

	// The re-check records the new version; the other campaign keeps its results.
	recheck := func() {
		t.Helper()
		status, _, body := e.do("POST", "/api/campaigns/"+zyn+"/recheck", "", bearer(token))
		if status != http.StatusAccepted {
			t.Fatalf("recheck: %d %s", status, body)
		}
		// The answer says the re-check runs: the web app polls only while
		// one runs, so stale assets with nothing running would leave it
		// offering the re-check again.
		if st := decodeData[ruleStatus](t, body); !st.Recheck.Running || st.Stale == 0 {
			t.Fatalf("recheck answer: %+v, want running with the stale assets counted", st)
		}
		// Done when nothing is stale and the job has ended: the last asset's
		// result commits before the job marks itself finished.
		deadline := time.Now().Add(10 * time.Second)
		for st := e.ruleStatus(token, zyn); st.Stale != 0 || st.Recheck.Running; st = e.ruleStatus(token, zyn) {
			if time.Now().After(deadline) {
				t.Fatal("re-check did not finish")
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	recheck()
	for _, a := range e.campaignAssets(token, zyn) {
		if rs := a.Analysis.RuleSet; rs == nil || rs.ID != set.ID || rs.Version != 1 {
			t.Errorf("re-checked result records %+v", rs)
		}
		for _, is := range a.Analysis.Issues {
			if strings.HasPrefix(is.RuleID, "spec.") {
				t.Errorf("Zynthera's asset still checked by the organization's rule %s", is.RuleID)
			}
		}
	}
	for _, a := range e.campaignAssets(token, other) {
		for _, is := range a.Analysis.Issues {
			if strings.HasPrefix(is.RuleID, "brd-") {
				t.Errorf("Zynthera's BRD rule %s checked another brand's asset", is.RuleID)
			}
		}
	}

	// A rule change makes a new version, offered as a re-check.
	var enabled string
	for _, r := range set.Rules {
		if r.Enabled {
			enabled = r.ID
			break
		}
	}
	if status, _, body := e.do("PUT", "/api/rule-sets/"+set.ID+"/rules/"+enabled, `{"enabled":false}`, bearer(token)); status != http.StatusOK {
		t.Fatalf("disable: %d %s", status, body)
	}
	if st := e.ruleStatus(token, zyn); st.RuleSet.Version != 2 || st.Stale != 1 {
		t.Fatalf("after a rule change: %+v", st)
	}
	if st := e.ruleStatus(token, other); st.Stale != 0 {
		t.Fatalf("the other campaign was offered a re-check: %+v", st)
	}
	recheck()

	// A re-check of the campaign running on another instance (its lock held
	// there) is refused here as one running on this instance would be, and
	// refusing leaves nothing behind: once the lock is free, it runs.
	e.app.SetRecheckLock(heldElsewhere{})
	if status, _, body := e.do("POST", "/api/campaigns/"+zyn+"/recheck", `{"assetIds":["`+e.campaignAssets(token, zyn)[0].ID+`"]}`, bearer(token)); status != http.StatusConflict ||
		!strings.Contains(string(body), "a re-check of this campaign is already running") {
		t.Fatalf("re-check while another instance runs one: %d %s", status, body)
	}
	if st := e.ruleStatus(token, zyn); st.Recheck.Running {
		t.Fatalf("a refused re-check shows as running: %+v", st)
	}
	e.app.SetRecheckLock(nil)

	// The builder's bulk Re-check names its assets: those are checked again
	// (a newer analysis time) even though none is stale; others are not.
	chosen := e.campaignAssets(token, zyn)
	if len(chosen) == 0 {
		t.Fatal("no asset to re-check")
	}
	before := chosen[0].Analysis.AnalyzedAt
	if status, _, body := e.do("POST", "/api/campaigns/"+zyn+"/recheck", `{"assetIds":["`+chosen[0].ID+`","not-an-asset"]}`, bearer(token)); status != http.StatusAccepted {
		t.Fatalf("recheck of chosen assets: %d %s", status, body)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if e.campaignAssets(token, zyn)[0].Analysis.AnalyzedAt != before && !e.ruleStatus(token, zyn).Recheck.Running {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the chosen asset was not re-checked")
		}
	}
	if status, _, _ := e.do("POST", "/api/campaigns/"+zyn+"/recheck", `{"assetIds":"x"}`, bearer(token)); status != http.StatusBadRequest {
		t.Fatalf("a malformed body: %d, want 400", status)
	}
	_, _, details := e.do("GET", "/api/rule-sets/"+set.ID, "", bearer(token))
	if !strings.Contains(details, `"history":[{"version":2`) || !strings.Contains(details, `"contradictions":[`) {
		t.Errorf("rule set details: %.400s", details)
	}

	runScenarios(t, e, []scenario{
		{name: "profiles are read-only", method: "PUT", path: "/api/rule-sets/profile:spec/rules/spec.naming", auth: true, status: 400, body: `{"enabled":false}`},
		{name: "unknown rule set", method: "GET", path: "/api/rule-sets/rs-nope", auth: true, status: 404},
		{name: "campaign needs an existing set", method: "PUT", path: "/api/campaigns/" + other + "/rule-set", auth: true, status: 404, body: `{"ruleSetId":"rs-nope"}`},
		{name: "back to the organization's rules", method: "PUT", path: "/api/campaigns/" + zyn + "/rule-set", auth: true, status: 200,
			body: `{"ruleSetId":"organization"}`, contains: []string{`"name":"Organization rules"`, `"stale":1`}},
		{name: "sign-in required", method: "POST", path: "/api/campaigns/" + zyn + "/recheck", status: 401},
		{name: "a new set needs a name", method: "POST", path: "/api/rule-sets", auth: true, status: 400, body: `{"rules":[]}`},
	})
	// Another organization sees none of it.
	tok2 := e.otherOrgToken("admin")
	if status, _, _ := e.do("GET", "/api/rule-sets/"+set.ID, "", bearer(tok2)); status != http.StatusNotFound {
		t.Errorf("another organization read the rule set: %d", status)
	}
	if status, _, _ := e.do("POST", "/api/campaigns/"+zyn+"/recheck", "", bearer(tok2)); status != http.StatusNotFound {
		t.Errorf("another organization re-checked the campaign: %d", status)
	}
}

// heldElsewhere is the re-check lock as an instance sees it while another
// instance re-checks every campaign (pkg/cluster tests the real lock
// across instances).
type heldElsewhere struct{}

func (heldElsewhere) TryLock(context.Context, string) (func(), bool, error) { return nil, false, nil }
