package api_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
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

// subscribedBroker is the in-process broker that tells the test which
// organization subscribed, once a stream listens.
type subscribedBroker struct {
	app.LocalBroker
	orgs chan string
}

func (b *subscribedBroker) Subscribe(orgID, campaignID string) (<-chan app.AssetEvent, func()) {
	ch, cancel := b.LocalBroker.Subscribe(orgID, campaignID)
	b.orgs <- orgID
	return ch, cancel
}

// A stream never lets an older state of an asset replace or follow a newer
// one: another instance's notification can arrive after this instance
// published the asset's final state (its CPU starved, the notification
// late). The events are published in the order given, the late one last;
// what counts is the state the stream leaves the asset in.
func TestCampaignEventsKeepTheNewestStateOfAnAsset(t *testing.T) {
	t.Parallel()
	type event struct {
		typ, status string
		progress    int
		revision    int64
	}
	cases := []struct {
		name       string
		events     []event
		wantStatus string
		wantProg   int
	}{
		{"a late upload event after the final state", []event{
			{"asset.updated", "uploading", 0, 0}, {"asset.updated", "uploading", 43, 0},
			{"asset.updated", "complete", 100, 1}, {"asset.updated", "uploading", 0, 0},
		}, "complete", 100},
		{"live progress shares the stored revision", []event{
			{"asset.updated", "uploading", 5, 3}, {"asset.updated", "uploading", 24, 3}, {"asset.updated", "analyzing", 81, 3},
		}, "analyzing", 81},
		{"processed again: a newer revision after complete", []event{
			{"asset.updated", "complete", 100, 1}, {"asset.updated", "uploading", 5, 2},
		}, "uploading", 5},
		{"a late progress event after the deletion", []event{
			{"asset.updated", "uploading", 5, 0}, {"asset.deleted", "uploading", 5, 0}, {"asset.updated", "uploading", 62, 0},
		}, "deleted", 5},
	}
	e := defaultEnv(t)
	broker := &subscribedBroker{orgs: make(chan string, 1)}
	e.app.SetBroker(broker)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Late events"}`)
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			id := fmt.Sprintf("asset-%d", i)
			status, progress := lastStreamed(t, e, broker, token, cid, id, func(org string) {
				for _, ev := range c.events {
					as := store.Asset{ID: id, OrganizationID: org, CampaignID: cid, Status: ev.status, Progress: ev.progress, Revision: ev.revision}
					broker.Publish(org, cid, app.AssetEvent{Type: ev.typ, Asset: as})
				}
			})
			if status != c.wantStatus || progress != c.wantProg {
				t.Errorf("the stream left the asset %s at %d %%, want %s at %d %%", status, progress, c.wantStatus, c.wantProg)
			}
		})
	}
}

// When events may have been missed (another instance's notifications lost
// while its listener reconnected), a resync makes the stream read the
// campaign's assets again and send those newer than what it sent.
func TestCampaignEventsResyncSendsTheStoredState(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	broker := &subscribedBroker{orgs: make(chan string, 1)}
	e.app.SetBroker(broker)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Missed events"}`)
	body, ctype := multipartBody(t, cid, upload{"a.png", fixture(t, "png_rgb_300x250.png")})
	status, _, raw := e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	if status != http.StatusCreated {
		t.Fatalf("upload: %d %s", status, raw)
	}
	var up struct {
		Data struct{ Assets []store.Asset }
	}
	if err := json.Unmarshal([]byte(raw), &up); err != nil || len(up.Data.Assets) != 1 {
		t.Fatalf("upload answer %s", raw)
	}
	as := up.Data.Assets[0]
	got, _ := lastStreamed(t, e, broker, token, cid, as.ID, func(org string) {
		// The asset finished on an instance whose events never came.
		if _, err := e.st.UpdateAsset(context.Background(), org, as.ID, func(a *store.Asset) error {
			a.Status, a.Progress = store.AssetComplete, 100
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		broker.Resync()
	})
	if got != "complete" {
		t.Fatalf("after a resync the stream left the asset %q, want complete", got)
	}
}

// lastStreamed opens the campaign's event stream, runs publish once it
// listens, and returns the last status and progress the stream sent of the
// asset. A marker event published after publish's events ends the read:
// the stream writes the assets in the order of their first event, so once
// the marker is in, every event of the asset was written or dropped.
func lastStreamed(t *testing.T, e *env, broker *subscribedBroker, token, cid, id string, publish func(org string)) (string, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hang fails
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", e.srv.URL+"/api/campaigns/"+cid+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	org := <-broker.orgs
	publish(org)
	broker.Publish(org, cid, app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "marker", OrganizationID: org, CampaignID: cid}})
	status, progress := "", 0
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		if !ok {
			continue
		}
		var got struct {
			Type  string
			Asset struct {
				ID, Status string
				Progress   int
			}
		}
		if err := json.Unmarshal([]byte(data), &got); err != nil {
			t.Fatal(err)
		}
		switch {
		case got.Asset.ID == "marker":
			return status, progress
		case got.Asset.ID != id:
		case got.Type == "asset.deleted":
			status, progress = "deleted", got.Asset.Progress
		default:
			status, progress = got.Asset.Status, got.Asset.Progress
		}
	}
	t.Fatalf("the stream ended before the marker: %v", sc.Err())
	return "", 0
}
