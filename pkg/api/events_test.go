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
			id := fmt.Sprintf("asset-%d", i)
			for _, ev := range c.events {
				as := store.Asset{ID: id, OrganizationID: org, CampaignID: cid, Status: ev.status, Progress: ev.progress, Revision: ev.revision}
				broker.Publish(org, cid, app.AssetEvent{Type: ev.typ, Asset: as})
			}
			// The stream writes each asset's events in order of their
			// first arrival: once the marker is in, every event of the
			// asset was written or dropped.
			broker.Publish(org, cid, app.AssetEvent{Type: "asset.updated", Asset: store.Asset{ID: "marker", OrganizationID: org, CampaignID: cid}})
			last := struct {
				status   string
				progress int
			}{}
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
				if got.Asset.ID == "marker" {
					break
				}
				last.status, last.progress = got.Asset.Status, got.Asset.Progress
				if got.Type == "asset.deleted" {
					last.status = "deleted"
				}
			}
			if last.status != c.wantStatus || last.progress != c.wantProg {
				t.Errorf("the stream left the asset %s at %d %%, want %s at %d %%", last.status, last.progress, c.wantStatus, c.wantProg)
			}
		})
	}
}
