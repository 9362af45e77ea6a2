package api_test

import (
	"strings"
	"testing"
)

func TestCampaignScenarios(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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

func TestDeletingACampaignDeletesItsAssets(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Short-lived"}`)
	body, ctype := multipartBody(t, cid, upload{"a.png", fixture(t, "png_rgb_300x250.png")})
	_, _, resp := e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	id := decodeData[struct{ Assets []assetJSON }](t, resp).Assets[0].ID
	if status, _, _ := e.do("DELETE", "/api/campaigns/"+cid, "", bearer(token)); status != 200 {
		t.Fatal("delete failed")
	}
	if status, _, _ := e.do("GET", "/api/assets/"+id, "", bearer(token)); status != 404 {
		t.Fatalf("asset survived its campaign: %d", status)
	}
}
