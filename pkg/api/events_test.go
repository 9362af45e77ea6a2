package api_test

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestCampaignEventsStreamProgress(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Events"}`)
	req, _ := http.NewRequest("GET", e.srv.URL+"/api/campaigns/"+cid+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("content type %q", resp.Header.Get("Content-Type"))
	}
	body, ctype := multipartBody(t, cid, upload{"a.png", fixture(t, "png_rgb_300x250.png")})
	go e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	seen := map[string]bool{}
	buf := make([]byte, 64<<10)
	var stream strings.Builder
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) && !seen["complete"] {
		n, err := resp.Body.Read(buf)
		stream.Write(buf[:n])
		for _, s := range []string{`"status":"uploading"`, `"status":"analyzing"`, `"status":"complete"`, `"progress":24`, `"progress":100`} {
			if strings.Contains(stream.String(), s) {
				seen[strings.Trim(strings.SplitN(s, ":", 2)[1], `"`)] = true
			}
		}
		if err == io.EOF {
			break
		}
	}
	// The stream coalesces: the first change goes out at once, then each
	// asset's latest state every 100 ms, so the steps of a small file
	// processed within one window arrive as its final state.
	for _, want := range []string{"uploading", "complete", "100"} {
		if !seen[want] {
			t.Errorf("stream never showed %s", want)
		}
	}
	other := e.otherOrgToken("admin")
	if status, _, _ := e.do("GET", "/api/campaigns/"+cid+"/events", "", bearer(other)); status != 404 {
		t.Errorf("another organization subscribes: %d", status)
	}
}
