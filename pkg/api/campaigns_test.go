package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// otherOrgToken creates a second organization with a user of the role and
// returns that user's session token.
func (e *env) otherOrgToken(role string) string {
	e.t.Helper()
	ctx := context.Background()
	org := store.Organization{ID: "org-" + store.NewID(), Name: "Other Pharma", Status: "Active", Plan: "Enterprise"}
	if err := e.st.PutOrganization(ctx, org); err != nil {
		e.t.Fatal(err)
	}
	u := store.User{ID: store.NewID(), OrganizationID: org.ID, Email: role + "@other.test", Role: role, Provider: "google", CreatedAt: time.Now()}
	if err := e.st.PutUser(ctx, u); err != nil {
		e.t.Fatal(err)
	}
	res, err := e.app.StartSession(ctx, u)
	if err != nil {
		e.t.Fatal(err)
	}
	return res.Token
}

// createCampaign creates a campaign and returns its ID.
func (e *env) createCampaign(token, body string) string {
	e.t.Helper()
	status, _, resp := e.do("POST", "/api/campaigns", body, bearer(token))
	if status != http.StatusCreated {
		e.t.Fatalf("create: %d %s", status, resp)
	}
	var res struct {
		Data struct {
			CampaignID string `json:"campaignId"`
		}
	}
	_ = json.Unmarshal([]byte(resp), &res)
	return res.Data.CampaignID
}

func TestCampaignScenarios(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	id := e.createCampaign(token, `{"name":"Zeta DTC Launch","brand":"Zeta","product":"zetamab","status":"draft","assetCount":99,"complianceScore":87}`)
	e.createCampaign(token, `{"campaign":{"name":"Cardio HCP","channel":"OLV","customerType":"HCP"}}`)
	runScenarios(t, e, []scenario{
		{name: "create (form) answers campaignId", method: "POST", path: "/api/campaigns", auth: true, status: 201,
			body: `{"name":"Form shape","description":"d"}`, contains: []string{`"campaignId":"`, `"status":"draft"`, `"channel":"Display"`, `"customerType":"DTC"`}},
		{name: "create ({campaign}) answers campaign", method: "POST", path: "/api/campaigns", auth: true, status: 201,
			body: `{"campaign":{"name":"Wrapped","channel":"CTV"}}`, contains: []string{`"campaign":{`, `"channel":"CTV"`}},
		{name: "name required", method: "POST", path: "/api/campaigns", auth: true, status: 400,
			body: `{"name":"   "}`, contains: []string{"Campaign name is required"}},
		{name: "bad channel", method: "POST", path: "/api/campaigns", auth: true, status: 400,
			body: `{"name":"x","channel":"Radio"}`, contains: []string{"channel must be one of"}},
		{name: "bad customer type", method: "POST", path: "/api/campaigns", auth: true, status: 400,
			body: `{"name":"x","customerType":"B2B"}`, contains: []string{"customerType must be one of"}},
		{name: "client cannot forge counts", method: "GET", path: "/api/campaigns/" + id, auth: true, status: 200,
			contains: []string{`"assetCount":0`, `"complianceScore":0`, `"name":"Zeta DTC Launch"`}},
		{name: "list", method: "GET", path: "/api/campaigns", auth: true, status: 200,
			contains: []string{"Zeta DTC Launch", "Cardio HCP"}},
		{name: "filter customerType", method: "GET", path: "/api/campaigns?customerType=HCP", auth: true, status: 200,
			contains: []string{"Cardio HCP"}, excludes: []string{"Zeta DTC Launch"}},
		{name: "filter status", method: "GET", path: "/api/campaigns?status=active", auth: true, status: 200,
			contains: []string{`"campaigns":[]`}},
		{name: "search", method: "GET", path: "/api/campaigns?q=zetamab", auth: true, status: 200,
			contains: []string{"Zeta DTC Launch"}, excludes: []string{"Cardio HCP"}},
		{name: "update", method: "PUT", path: "/api/campaigns/" + id, auth: true, status: 200,
			body: `{"updates":{"status":"active","assetCount":5}}`, contains: []string{`"status":"active"`, `"assetCount":0`}},
		{name: "update needs updates", method: "PUT", path: "/api/campaigns/" + id, auth: true, status: 400,
			body: `{}`, contains: []string{"updates is required"}},
		{name: "update bad status", method: "PUT", path: "/api/campaigns/" + id, auth: true, status: 400,
			body: `{"updates":{"status":"launched"}}`, contains: []string{"status must be one of"}},
		{name: "unknown id", method: "GET", path: "/api/campaigns/nope", auth: true, status: 404,
			contains: []string{"campaign not found"}},
		{name: "delete unknown", method: "DELETE", path: "/api/campaigns/nope", auth: true, status: 404},
	})
	// The update survived: it reads back.
	_, _, body := e.do("GET", "/api/campaigns/"+id, "", bearer(token))
	if !strings.Contains(body, `"status":"active"`) {
		t.Fatalf("update not stored: %s", body)
	}
	if status, _, _ := e.do("DELETE", "/api/campaigns/"+id, "", bearer(token)); status != 200 {
		t.Fatalf("delete: %d", status)
	}
	if status, _, _ := e.do("GET", "/api/campaigns/"+id, "", bearer(token)); status != 404 {
		t.Fatalf("after delete: %d", status)
	}
}

// TestCampaignStatusLifecycle walks one campaign through its statuses: each
// row starts where the row before left it. Refused changes answer 409 with
// the house envelope and leave the campaign as it was.
func TestCampaignStatusLifecycle(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	id := e.createCampaign(token, `{"name":"Lifecycle","status":"draft"}`)
	put := func(name, body string, status int, contains ...string) scenario {
		return scenario{name: name, method: "PUT", path: "/api/campaigns/" + id, auth: true, status: status,
			body: `{"updates":` + body + `}`, contains: contains}
	}
	refused := func(from, to, next string) scenario {
		return put(from+" to "+to+" refused", `{"status":"`+to+`","name":"Renamed by a refused change"}`, 409,
			`"success":false`, "Campaign status cannot change from "+from+" to "+to+" (from "+from+" it can become "+next+")")
	}
	runScenarios(t, e, []scenario{
		refused("draft", "archived", "active"),
		refused("draft", "completed", "active"),
		put("draft stays draft", `{"status":"draft","brand":"Zeta"}`, 200, `"status":"draft"`, `"brand":"Zeta"`),
		put("unknown status is a bad request", `{"status":"launched"}`, 400, `"success":false`, "status must be one of"),
		put("draft to active", `{"status":"active"}`, 200, `"status":"active"`),
		put("active back to draft (a mistaken activation is undone)", `{"status":"draft"}`, 200, `"status":"draft"`),
		put("draft to active again", `{"status":"active"}`, 200, `"status":"active"`),
		refused("active", "completed", "draft or archived"),
		put("active to archived", `{"status":"archived"}`, 200, `"status":"archived"`),
		refused("archived", "draft", "active"),
		put("archived stays archived while edited", `{"status":"archived","product":"zetamab"}`, 200, `"status":"archived"`, `"product":"zetamab"`),
		put("an edit without status keeps it", `{"brand":"Zeta 2"}`, 200, `"status":"archived"`),
		put("archived restored to active", `{"status":"active"}`, 200, `"status":"active"`),
		{name: "refused changes changed nothing", method: "GET", path: "/api/campaigns/" + id, auth: true, status: 200,
			contains: []string{`"name":"Lifecycle"`, `"status":"active"`}, excludes: []string{"Renamed"}},
	})
}

func TestOrganizationsAreIsolated(t *testing.T) {
	e := defaultEnv(t)
	demo := e.demoToken()
	id := e.createCampaign(demo, `{"name":"Demo secret campaign"}`)
	other := e.otherOrgToken("admin")
	for _, c := range []struct{ method, path, body string }{
		{"GET", "/api/campaigns/" + id, ""},
		{"PUT", "/api/campaigns/" + id, `{"updates":{"name":"hijacked"}}`},
		{"DELETE", "/api/campaigns/" + id, ""},
	} {
		if status, _, body := e.do(c.method, c.path, c.body, bearer(other)); status != 404 {
			t.Errorf("%s %s from another organization: %d %s, want 404", c.method, c.path, status, body)
		}
	}
	if _, _, body := e.do("GET", "/api/campaigns", "", bearer(other)); strings.Contains(body, "Demo secret campaign") {
		t.Errorf("another organization lists the campaign: %s", body)
	}
	if _, _, body := e.do("GET", "/api/campaigns/"+id, "", bearer(demo)); !strings.Contains(body, "Demo secret campaign") {
		t.Errorf("campaign changed by another organization: %s", body)
	}
}

func TestRolesAreEnforced(t *testing.T) {
	e := defaultEnv(t)
	e.demoToken()
	viewer := e.otherOrgToken("viewer")
	cases := []struct {
		method, path, body string
		status             int
	}{
		{"GET", "/api/campaigns", "", 200},
		{"POST", "/api/campaigns", `{"name":"nope"}`, 403},
		{"POST", "/api/user-data/brd-rules", `{"rules":[]}`, 403},
		{"GET", "/api/user-data/brd-rules", "", 200},
	}
	for _, c := range cases {
		if status, _, body := e.do(c.method, c.path, c.body, bearer(viewer)); status != c.status {
			t.Errorf("viewer %s %s: %d %s, want %d", c.method, c.path, status, body, c.status)
		}
	}
}

func TestRulesScenarios(t *testing.T) {
	e := defaultEnv(t)
	rule := `{"id":"r1","rule":"Approved sizes","severity":"critical","field":"dimensions","section":"Display Requirements","description":"d","enabled":true,"isCustom":false,"params":{"allowed":["300x250"]}}`
	runScenarios(t, e, []scenario{
		{name: "the default profile's rules at first", method: "GET", path: "/api/user-data/brd-rules", auth: true, status: 200,
			contains: []string{`"id":"spec.fda-filing-number"`, `"ruleSet":{"id":"organization","name":"Organization rules","version":0,"profile":"spec 2.0.0"}`, `"active":12`}},
		{name: "save full list", method: "POST", path: "/api/user-data/brd-rules", auth: true, status: 200,
			body:     `{"rules":[` + rule + `,{"rule":"Custom","severity":"warning","field":"customField","section":"Custom Rules","enabled":true,"isCustom":true}]}`,
			contains: []string{`"id":"r1"`, `"channel":"All"`, `"id":"rule-`}},
		{name: "reads back in order", method: "GET", path: "/api/user-data/brd-rules", auth: true, status: 200,
			contains: []string{`"allowed":["300x250"]`, `"rule":"Custom"`, `"version":1}`, `"active":2`}, excludes: []string{"spec.fda-filing-number"}},
		{name: "rules required", method: "POST", path: "/api/user-data/brd-rules", auth: true, status: 400, body: `{}`,
			contains: []string{"rules is required"}},
		{name: "bad severity", method: "POST", path: "/api/user-data/brd-rules", auth: true, status: 400,
			body: `{"rules":[{"rule":"x","severity":"urgent","field":"format"}]}`, contains: []string{`rule \"x\": bad severity \"urgent\"`}},
		{name: "bad field", method: "POST", path: "/api/user-data/brd-rules", auth: true, status: 400,
			body: `{"rules":[{"rule":"x","severity":"minor","field":"colour"}]}`, contains: []string{`unknown field type \"colour\"`}},
		{name: "duplicate ids", method: "POST", path: "/api/user-data/brd-rules", auth: true, status: 400,
			body: `{"rules":[` + rule + `,` + rule + `]}`, contains: []string{"appears twice"}},
		{name: "failed save lost nothing", method: "GET", path: "/api/user-data/brd-rules", auth: true, status: 200,
			contains: []string{`"rule":"Custom"`}},
	})
}

func TestRuleCRUDAndTestScenarios(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	_, _, body := e.do("POST", "/api/rules", `{"rule":"Approved sizes","severity":"critical","field":"dimensions","section":"Display Requirements","params":{"allowed":["300x250","728x90"]},"tests":[{"input":"300x250","expected":"pass"},{"input":"320x50","expected":"fail"}]}`, bearer(token))
	id := decodeData[struct{ Rule struct{ ID string } }](t, body).Rule.ID
	if id == "" {
		t.Fatalf("add: %s", body)
	}
	runScenarios(t, e, []scenario{
		{name: "custom rule defaults", method: "POST", path: "/api/rules", auth: true, status: 201, body: `{"rule":"Check the logo lockup"}`,
			contains: []string{`"severity":"warning"`, `"section":"Custom Rules"`, `"field":"customField"`, `"isCustom":true`}},
		{name: "add needs a title", method: "POST", path: "/api/rules", auth: true, status: 400, body: `{"severity":"minor"}`, contains: []string{"title"}},
		{name: "list", method: "GET", path: "/api/rules", auth: true, status: 200, contains: []string{"Approved sizes", "Check the logo lockup"}},
		{name: "update", method: "PUT", path: "/api/rules/" + id, auth: true, status: 200, body: `{"updates":{"enabled":false,"severity":"warning"}}`,
			contains: []string{`"enabled":false`, `"severity":"warning"`, `"allowed":["300x250","728x90"]`}},
		{name: "update to a bad field", method: "PUT", path: "/api/rules/" + id, auth: true, status: 400, body: `{"field":"vibes"}`},
		{name: "update unknown", method: "PUT", path: "/api/rules/nope", auth: true, status: 404, body: `{"enabled":true}`},
		{name: "test cases only", method: "POST", path: "/api/rules/" + id + "/test", auth: true, status: 200, body: `{}`,
			contains: []string{`"passed":true`, `"input":"320x50"`}},
		{name: "test against properties", method: "POST", path: "/api/rules/" + id + "/test", auth: true, status: 200,
			body:     `{"testData":{"properties":{"fileName":"a.png","format":"PNG","mimeType":"image/png","dimensions":{"width":160,"height":600}}}}`,
			contains: []string{`"passed":false`, "Expected", "but got 160x600"}},
		{name: "test unknown rule", method: "POST", path: "/api/rules/nope/test", auth: true, status: 404, body: `{}`},
		{name: "delete unknown", method: "DELETE", path: "/api/rules/nope", auth: true, status: 404},
		{name: "delete", method: "DELETE", path: "/api/rules/" + id, auth: true, status: 200},
		{name: "gone", method: "GET", path: "/api/rules/" + id, auth: true, status: 404},
	})
	// A file upload is measured from its bytes: a JPEG named 300x250 is 728x90.
	e.do("POST", "/api/rules", `{"rule":"Sizes","severity":"critical","field":"dimensions","section":"Display Requirements","params":{"allowed":["300x250"]}}`, bearer(token))
	_, _, list := e.do("GET", "/api/rules", "", bearer(token))
	var sizes string
	for _, r := range decodeData[struct{ Rules []struct{ ID, Rule string } }](t, list).Rules {
		if r.Rule == "Sizes" {
			sizes = r.ID
		}
	}
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile("file", "banner_300x250.png")
	fw.Write(fixture(t, "really_jpeg.png"))
	mw.Close()
	status, _, resp := e.do("POST", "/api/rules/"+sizes+"/test", buf.String(), map[string]string{"Content-Type": mw.FormDataContentType(), "Authorization": "Bearer " + token})
	if status != 200 || !strings.Contains(resp, "but got 728x90") {
		t.Fatalf("file test: %d %s", status, resp)
	}
	// Another organization cannot touch the rules.
	other := e.otherOrgToken("admin")
	if status, _, _ := e.do("PUT", "/api/rules/"+sizes, `{"enabled":false}`, bearer(other)); status != 404 {
		t.Errorf("another organization updates a rule: %d", status)
	}
}
