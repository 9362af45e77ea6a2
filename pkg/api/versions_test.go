package api_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func TestStaleWritesAnswer409WithTheCurrentRecord(t *testing.T) {
	t.Parallel()
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
