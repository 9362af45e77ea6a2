package api_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

func TestAuditLogIsForAdminsAndPages(t *testing.T) {
	t.Parallel()
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

func TestFinishedAnalysisIsAuditedWithItsCampaignCounters(t *testing.T) {
	t.Parallel()
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
