package api_test

import (
	"net/http"
	"testing"
)

func TestReviewWorkflow(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"MLR"}`)
	status, _, body := e.do("POST", "/api/workflows", `{"campaignId":"`+cid+`"}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	wf := decodeData[struct {
		Workflow struct {
			ID     string
			Status string
			Stages []struct{ Name, Status string }
		}
	}](t, body).Workflow
	if len(wf.Stages) != 4 || wf.Status != "pending" || wf.Stages[1].Name != "Medical Review" {
		t.Fatalf("workflow %+v", wf)
	}
	path := "/api/workflows/" + wf.ID
	runScenarios(t, e, []scenario{
		{name: "cannot skip a stage", method: "PUT", path: path, auth: true, status: 409, body: `{"stage":"Legal Review","status":"approved"}`,
			contains: []string{"Creative Review must be approved before Legal Review"}},
		{name: "changes need a comment", method: "PUT", path: path, auth: true, status: 400, body: `{"stage":"Creative Review","status":"changes_requested"}`},
		{name: "bad status", method: "PUT", path: path, auth: true, status: 400, body: `{"stage":"Creative Review","status":"done"}`},
		{name: "unknown stage", method: "PUT", path: path, auth: true, status: 400, body: `{"stage":"Finance","status":"approved"}`},
		{name: "approve creative", method: "PUT", path: path, auth: true, status: 200, body: `{"stage":"Creative Review","status":"approved","reviewer":"Ana"}`,
			contains: []string{`"status":"in_review"`, `"reviewer":"Ana"`}},
		{name: "request changes", method: "PUT", path: path, auth: true, status: 200, body: `{"updates":{"stage":"Medical Review","status":"changes_requested","comment":"Cite the trial"}}`,
			contains: []string{`"status":"changes_requested"`, "Cite the trial"}},
		{name: "list by campaign", method: "GET", path: "/api/workflows?campaignId=" + cid, auth: true, status: 200, contains: []string{wf.ID}},
		{name: "workflow of unknown campaign", method: "POST", path: "/api/workflows", auth: true, status: 404, body: `{"campaignId":"nope"}`},
	})
	for _, stage := range []string{"Medical Review", "Legal Review", "Regulatory Review"} {
		if status, _, body := e.do("PUT", path, `{"stage":"`+stage+`","status":"approved"}`, bearer(token)); status != 200 {
			t.Fatalf("approve %s: %d %s", stage, status, body)
		}
	}
	_, _, final := e.do("GET", path, "", bearer(token))
	if got := decodeData[struct{ Workflow struct{ Status string } }](t, final).Workflow.Status; got != "approved" {
		t.Fatalf("workflow status %q after every stage was approved", got)
	}
	other := e.otherOrgToken("admin")
	if status, _, _ := e.do("PUT", path, `{"stage":"Legal Review","comment":"x"}`, bearer(other)); status != 404 {
		t.Errorf("another organization updates the workflow: %d", status)
	}
}
