package api_test

import (
	"strings"
	"testing"
)

func TestCampaignDocsDashboardAndAIScenarios(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Docs"}`)
	runScenarios(t, e, []scenario{
		{name: "concept empty", method: "GET", path: "/api/campaigns/" + cid + "/concept", auth: true, status: 200, contains: []string{`"concept":null`}},
		{name: "save concept", method: "PUT", path: "/api/campaigns/" + cid + "/concept", auth: true, status: 200,
			body: `{"concept":{"headline":"Breathe easier","phases":["Awareness"]}}`},
		{name: "concept reads back", method: "GET", path: "/api/campaigns/" + cid + "/concept", auth: true, status: 200, contains: []string{`"headline":"Breathe easier"`}},
		{name: "concept required", method: "PUT", path: "/api/campaigns/" + cid + "/concept", auth: true, status: 400, body: `{}`, contains: []string{"concept is required"}},
		{name: "concept of unknown campaign", method: "PUT", path: "/api/campaigns/nope/concept", auth: true, status: 404, body: `{"concept":{}}`},
		{name: "save results", method: "POST", path: "/api/campaigns/" + cid + "/results", auth: true, status: 200, body: `{"results":{"approved":3}}`},
		{name: "results read back", method: "GET", path: "/api/campaigns/" + cid + "/results", auth: true, status: 200, contains: []string{`"approved":3`}},
		{name: "processing result", method: "POST", path: "/api/user-data/processing-results", auth: true, status: 201,
			body:     `{"timestamp":"2026-11-21T08:00:00Z","assetId":"a1","assetName":"a.png","complianceScore":82,"issues":[],"recommendations":[],"aiAnalysis":null}`,
			contains: []string{`"assetName":"a.png"`, `"savedBy"`}},
		{name: "processing result needs an asset", method: "POST", path: "/api/user-data/processing-results", auth: true, status: 400, body: `{"complianceScore":5}`},
		{name: "processing result score range", method: "POST", path: "/api/user-data/processing-results", auth: true, status: 400, body: `{"assetId":"a","complianceScore":500}`},
		{name: "processing results list", method: "GET", path: "/api/user-data/processing-results", auth: true, status: 200, contains: []string{`"assetId":"a1"`}},
		{name: "dashboard", method: "GET", path: "/api/dashboard/stats", auth: true, status: 200,
			contains: []string{`"campaigns":2`, `"campaignsByStatus":{"draft":2}`, `"mostFailedRules":[]`, `"averageCompliance":null`, `"aiMode":"offline"`, `"aiAvailable":false`}}, // the sandbox's sample campaign and this one
		{name: "analyze stub", method: "POST", path: "/api/ai-analysis/analyze-asset", auth: true, status: 200,
			body:     `{"asset":{"name":"Zeta_HCP_300x250_US-ZET-1234.png","mimeType":"image/png","size":1000}}`,
			contains: []string{`"analysis":{`, `"detectedContent"`, `"campaignSuggestions"`, "US-ZET-1234"}},
		{name: "analyze needs input", method: "POST", path: "/api/ai-analysis/analyze-asset", auth: true, status: 400, body: `{}`},
		{name: "analyze unknown asset", method: "POST", path: "/api/ai-analysis/analyze-asset", auth: true, status: 404, body: `{"assetId":"nope"}`},
		{name: "validate deterministic", method: "POST", path: "/api/ai-analysis/validate-asset", auth: true, status: 200,
			body:     `{"assetProperties":{"fileName":"a.png","fileSize":204800,"format":"PNG","mimeType":"image/png"},"rule":{"rule":"Max size","field":"fileSize","severity":"critical","params":{"max":150,"unit":"KB"}}}`,
			contains: []string{`"passed":false`, "Expected"}},
		{name: "validate perception offline asks for review", method: "POST", path: "/api/ai-analysis/validate-asset", auth: true, status: 200,
			body:     `{"assetProperties":{"fileName":"a.png","format":"PNG","mimeType":"image/png"},"rule":{"rule":"Contrast","field":"contrast","severity":"warning"}}`,
			contains: []string{`"passed":false`, "Manual review required"}},
	})
	other := e.otherOrgToken("admin")
	if status, _, _ := e.do("GET", "/api/campaigns/"+cid+"/concept", "", bearer(other)); status != 404 {
		t.Errorf("another organization reads the concept: %d", status)
	}
	if _, _, body := e.do("GET", "/api/user-data/processing-results", "", bearer(other)); strings.Contains(body, "a1") {
		t.Errorf("another organization reads processing results: %s", body)
	}
}
