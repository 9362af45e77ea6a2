package api_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// viewerToken signs in a viewer of the organization of the admin's token.
func (e *env) viewerToken(admin string) string {
	e.t.Helper()
	ctx := context.Background()
	p, err := e.app.Authenticate(ctx, admin)
	if err != nil {
		e.t.Fatal(err)
	}
	u := store.User{ID: store.NewID(), OrganizationID: p.Org.ID, Email: "viewer@pharmaops.local",
		Role: app.RoleViewer, Provider: "demo", Status: "active"}
	if err := e.st.PutUser(ctx, u); err != nil {
		e.t.Fatal(err)
	}
	res, err := e.app.StartSession(ctx, u)
	if err != nil {
		e.t.Fatal(err)
	}
	return res.Token
}

func dataInto(t *testing.T, body string, v any) {
	t.Helper()
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal([]byte(body), &env); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	if err := json.Unmarshal(env.Data, v); err != nil {
		t.Fatalf("%v: %s", err, env.Data)
	}
}

func TestAuditLogIsForAdminsAndPages(t *testing.T) {
	e := defaultEnv(t)
	admin := e.demoToken()
	p, _ := e.app.Authenticate(context.Background(), admin)
	before, _ := e.st.ListAudit(context.Background(), p.Org.ID, store.AuditFilter{EntityType: "campaign"})
	for i := range 3 {
		status, _, body := e.do("POST", "/api/campaigns", `{"name":"C`+string(rune('0'+i))+`"}`, bearer(admin))
		if status != http.StatusCreated {
			t.Fatalf("create: %d %s", status, body)
		}
	}
	viewer := e.viewerToken(admin)
	if status, _, body := e.do("GET", "/api/audit", "", bearer(viewer)); status != http.StatusForbidden || strings.Contains(body, "campaign.create") {
		t.Fatalf("viewer read the log: %d %s", status, body)
	}
	if status, _, _ := e.do("GET", "/api/audit", "", nil); status != http.StatusUnauthorized {
		t.Fatalf("anonymous read the log: %d", status)
	}
	var page struct {
		Entries    []store.AuditEntry `json:"entries"`
		NextCursor string             `json:"nextCursor"`
	}
	seen := map[uint64]bool{}
	cursor := ""
	for pages := 0; ; pages++ {
		status, _, body := e.do("GET", "/api/audit?entityType=campaign&limit=2&cursor="+url.QueryEscape(cursor), "", bearer(admin))
		if status != http.StatusOK {
			t.Fatalf("page: %d %s", status, body)
		}
		page.NextCursor = ""
		dataInto(t, body, &page)
		for _, en := range page.Entries {
			if en.EntityType != "campaign" || seen[en.Seq] {
				t.Fatalf("entry %+v (filtered by campaign, each once)", en)
			}
			seen[en.Seq] = true
		}
		if cursor = page.NextCursor; cursor == "" {
			break
		}
		if pages > 3 {
			t.Fatal("paging does not end")
		}
	}
	if len(seen) != len(before)+3 {
		t.Fatalf("%d campaign entries over the pages, want %d", len(seen), len(before)+3)
	}
	if status, _, _ := e.do("GET", "/api/audit?cursor=nonsense", "", bearer(admin)); status != http.StatusBadRequest {
		t.Fatalf("bad cursor: %d", status)
	}
	if status, _, body := e.do("GET", "/api/audit?action=auth.signin", "", bearer(admin)); status != http.StatusOK || !strings.Contains(body, `"actorEmail":"viewer@pharmaops.local"`) {
		t.Fatalf("sign-ins are not in the log: %d %s", status, body)
	}
}

func TestStaleWritesAnswer409WithTheCurrentRecord(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	status, _, body := e.do("POST", "/api/campaigns", `{"name":"Shared"}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatal(body)
	}
	var created struct {
		Campaign store.Campaign `json:"campaign"`
	}
	dataInto(t, body, &created)
	id := created.Campaign.ID
	_, hdr, _ := e.do("GET", "/api/campaigns/"+id, "", bearer(token))
	if hdr.Get("ETag") != `"1"` {
		t.Fatalf("ETag %q", hdr.Get("ETag"))
	}
	h := bearer(token)
	h["If-Match"] = `"1"`
	status, hdr, body = e.do("PUT", "/api/campaigns/"+id, `{"updates":{"brand":"First"}}`, h)
	if status != http.StatusOK || hdr.Get("ETag") != `"2"` {
		t.Fatalf("first write: %d %s %s", status, hdr.Get("ETag"), body)
	}
	status, hdr, body = e.do("PUT", "/api/campaigns/"+id, `{"updates":{"brand":"Second"}}`, h)
	if status != http.StatusConflict || !strings.Contains(body, app.MsgChangedBySomeoneElse) ||
		!strings.Contains(body, `"brand":"First"`) || hdr.Get("ETag") != `"2"` {
		t.Fatalf("stale If-Match: %d %s %s", status, hdr.Get("ETag"), body)
	}
	status, _, body = e.do("PUT", "/api/campaigns/"+id, `{"updates":{"brand":"Third","version":1}}`, bearer(token))
	if status != http.StatusConflict || !strings.Contains(body, `"version":2`) {
		t.Fatalf("stale version field: %d %s", status, body)
	}
	status, _, body = e.do("PUT", "/api/campaigns/"+id, `{"updates":{"brand":"Fourth","version":2}}`, bearer(token))
	if status != http.StatusOK {
		t.Fatalf("current version field: %d %s", status, body)
	}
	// Documents too: the concept of a campaign.
	status, _, body = e.do("PUT", "/api/campaigns/"+id+"/concept", `{"concept":{"a":1},"version":0}`, bearer(token))
	if status != http.StatusOK || !strings.Contains(body, `"version":1`) {
		t.Fatalf("first concept: %d %s", status, body)
	}
	status, _, body = e.do("PUT", "/api/campaigns/"+id+"/concept", `{"concept":{"a":2},"version":0}`, bearer(token))
	if status != http.StatusConflict || !strings.Contains(body, `"a":1`) {
		t.Fatalf("stale concept: %d %s", status, body)
	}
	if status, _, _ := e.do("PUT", "/api/campaigns/"+id, `{"updates":{}}`, map[string]string{"Authorization": "Bearer " + token, "If-Match": "junk"}); status != http.StatusBadRequest {
		t.Fatalf("junk If-Match: %d", status)
	}
}

func TestRuleReasonAndHistory(t *testing.T) {
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

func TestUploadsAreIdempotentAndHonest(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	p, _ := e.app.Authenticate(context.Background(), token)
	before, _ := e.st.ListAssets(context.Background(), p.Org.ID, "")
	body, ctype := multipartBody(t, "", upload{"a.png", png})
	h := bearer(token)
	h["Content-Type"] = ctype
	h["Idempotency-Key"] = "retry-me"
	var ids []string
	for range 3 {
		status, _, resp := e.do("POST", "/api/assets/upload", body, h)
		var out struct {
			Assets []struct{ ID string } `json:"assets"`
		}
		dataInto(t, resp, &out)
		if status != http.StatusCreated || len(out.Assets) != 1 {
			t.Fatalf("upload: %d %s", status, resp)
		}
		ids = append(ids, out.Assets[0].ID)
	}
	if ids[0] != ids[1] || ids[1] != ids[2] {
		t.Fatalf("retries stored new assets: %v", ids)
	}
	if list, _ := e.st.ListAssets(context.Background(), p.Org.ID, ""); len(list) != len(before)+1 {
		t.Fatalf("%d assets stored for one keyed upload", len(list)-len(before))
	}

	// One good file, one refused: 207 with each file's outcome.
	body, ctype = multipartBody(t, "", upload{"b.png", png}, upload{"notes.txt", []byte("plain text")})
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	if status != http.StatusMultiStatus || !strings.Contains(resp, `"status":"stored"`) || !strings.Contains(resp, `"name":"notes.txt","status":"rejected"`) {
		t.Fatalf("mixed upload: %d %s", status, resp)
	}

	// A zip whose third entry is bad: the others are stored, never a 500.
	zip := ziptest.Build(t,
		ziptest.Entry{Name: "one.png", Body: string(png)},
		ziptest.Entry{Name: "two.png", Body: string(png[:len(png)-1]) + "x"},
		ziptest.Entry{Name: "three.png", Body: "not a png at all"},
		ziptest.Entry{Name: "four.png", Body: string(png) + "tail"},
	)
	body, ctype = multipartBody(t, "", upload{"batch.zip", zip})
	body = strings.Replace(body, `name="files"`, `name="file"`, 1)
	status, _, resp = e.do("POST", "/api/campaigns/upload-zip", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	if status != http.StatusMultiStatus || strings.Count(resp, `"status":"stored"`) != 3 || !strings.Contains(resp, `"name":"three.png","status":"rejected"`) {
		t.Fatalf("zip with a bad entry: %d %s", status, resp)
	}
}

func TestTooManyFilesStillAnswersWhatWasStored(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	files := make([]upload, 201)
	for i := range files {
		files[i] = upload{"f.png", png}
	}
	body, ctype := multipartBody(t, "", files...)
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	if status != http.StatusMultiStatus || strings.Count(resp, `"status":"stored"`) != 200 ||
		!strings.Contains(resp, `"name":"(rest of the upload)","status":"rejected","error":"Too many files`) {
		t.Fatalf("201 files: %d %.400s", status, resp)
	}
}

func TestFinishedAnalysisIsAuditedWithItsCampaignCounters(t *testing.T) {
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	p, _ := e.app.Authenticate(context.Background(), token)
	status, _, body := e.do("POST", "/api/campaigns", `{"name":"Analysed"}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatal(body)
	}
	var created struct {
		CampaignID string `json:"campaignId"`
	}
	dataInto(t, body, &created)
	form, ctype := multipartBody(t, created.CampaignID, upload{"banner_300x250.png", fixture(t, "png_rgb_300x250.png")})
	status, _, body = e.do("POST", "/api/assets/upload", form, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	var up struct {
		Assets []struct{ ID string } `json:"assets"`
	}
	dataInto(t, body, &up)
	if status != http.StatusCreated || len(up.Assets) != 1 {
		t.Fatalf("upload: %d %s", status, body)
	}
	// The demo sandbox's sample assets are analysed too: look at this one.
	var analysed []store.AuditEntry
	for deadline := time.Now().Add(10 * time.Second); len(analysed) == 0 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		analysed, _ = e.st.ListAudit(context.Background(), p.Org.ID, store.AuditFilter{Action: "asset.analyze", EntityID: up.Assets[0].ID})
	}
	if len(analysed) != 1 || analysed[0].ActorID != "system" || !strings.Contains(string(analysed[0].New), `"complianceScore"`) {
		t.Fatalf("analysis entries %+v", analysed)
	}
	c, _ := e.st.GetCampaign(context.Background(), p.Org.ID, created.CampaignID)
	if c.AssetCount != 1 {
		t.Fatalf("asset count %d", c.AssetCount)
	}
}
