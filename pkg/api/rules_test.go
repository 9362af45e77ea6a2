package api_test

import (
	"bytes"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/store"
)

func TestRulesScenarios(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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

func TestRuleReasonAndHistory(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	status, _, body := e.do("POST", "/api/rules", `{"rule":"Max size","field":"fileSize","enabled":true,"params":{"max":200,"unit":"KB"}}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatal(body)
	}
	var added struct {
		Rule struct {
			ID      string `json:"id"`
			Version int64  `json:"version"`
		} `json:"rule"`
	}
	dataInto(t, body, &added)
	h := bearer(token)
	h["X-Change-Reason"] = url.QueryEscape("Médical asked — too strict")
	if status, _, body := e.do("PUT", "/api/rules/"+added.Rule.ID, `{"enabled":false,"version":1}`, h); status != http.StatusOK {
		t.Fatalf("update: %d %s", status, body)
	}
	if status, _, body := e.do("DELETE", "/api/rules/"+added.Rule.ID+"?version=1", "", h); status != http.StatusConflict {
		t.Fatalf("stale delete: %d %s", status, body)
	}
	if status, _, body := e.do("DELETE", "/api/rules/"+added.Rule.ID+"?version=2", "", h); status != http.StatusOK {
		t.Fatalf("delete: %d %s", status, body)
	}
	viewer := e.viewerToken(token)
	status, _, body = e.do("GET", "/api/rules/"+added.Rule.ID+"/history", "", bearer(viewer))
	var page struct {
		Entries []store.AuditEntry `json:"entries"`
	}
	dataInto(t, body, &page)
	if status != http.StatusOK || len(page.Entries) != 3 || page.Entries[0].Action != "rule.delete" ||
		page.Entries[1].Reason != "Médical asked — too strict" || page.Entries[2].Action != "rule.create" {
		t.Fatalf("history: %d %s", status, body)
	}
}
