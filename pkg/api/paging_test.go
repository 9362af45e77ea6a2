package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// listPage is the paging part of a list's answer.
type listPage struct {
	Data struct {
		Campaigns  []struct{ ID, Name string }
		Assets     []struct{ ID string }
		Users      []struct{ Email string }
		Rules      []struct{ ID string }
		NextCursor *string
	}
}

// page GETs path with limit and cursor and decodes the answer.
func (e *env) page(token, path string, limit int, cursor string) (ids []string, next string) {
	e.t.Helper()
	sep := "?"
	if strings.Contains(path, "?") {
		sep = "&"
	}
	u := fmt.Sprintf("%s%slimit=%d", path, sep, limit)
	if cursor != "" {
		u += "&cursor=" + url.QueryEscape(cursor)
	}
	status, _, body := e.do("GET", u, "", bearer(token))
	if status != http.StatusOK {
		e.t.Fatalf("GET %s: %d %s", u, status, body)
	}
	var p listPage
	if err := json.Unmarshal([]byte(body), &p); err != nil {
		e.t.Fatal(err)
	}
	if p.Data.NextCursor != nil && *p.Data.NextCursor == "" {
		e.t.Fatalf("GET %s: empty nextCursor sent; it must be absent on the last page", u)
	}
	for _, c := range p.Data.Campaigns {
		ids = append(ids, c.Name)
	}
	for _, a := range p.Data.Assets {
		ids = append(ids, a.ID)
	}
	for _, m := range p.Data.Users {
		ids = append(ids, m.Email)
	}
	for _, r := range p.Data.Rules {
		ids = append(ids, r.ID)
	}
	if p.Data.NextCursor != nil {
		next = *p.Data.NextCursor
	}
	return ids, next
}

// pageAll follows nextCursor to the last page, calling between after each
// page but the last.
func (e *env) pageAll(token, path string, limit int, between func()) (all []string, pages int) {
	cursor := ""
	for {
		ids, next := e.page(token, path, limit, cursor)
		if len(ids) > limit {
			e.t.Fatalf("%s: page of %d items, limit %d", path, len(ids), limit)
		}
		all, pages = append(all, ids...), pages+1
		if next == "" {
			return all, pages
		}
		if between != nil {
			between()
		}
		cursor = next
	}
}

func TestPagedLists(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	ctx := context.Background()
	org := e.newOrganization("Paging Pharma")
	token := e.member(org, "owner")

	var campaignNames []string
	for i := range 7 {
		name := fmt.Sprintf("Paged campaign %d", i)
		e.createCampaign(token, fmt.Sprintf(`{"name":%q}`, name))
		campaignNames = append(campaignNames, name)
		time.Sleep(2 * time.Millisecond) // distinct update times
	}
	campaignID := e.createCampaign(token, `{"name":"Holder"}`)
	addAsset := func() string {
		time.Sleep(2 * time.Millisecond) // IDs order by the millisecond
		a := store.Asset{ID: store.NewID(), OrganizationID: org, CampaignID: campaignID, Name: "banner.png",
			Type: "image", Status: "complete", UploadDate: time.Now()}
		if err := e.st.PutAsset(ctx, a); err != nil {
			t.Fatal(err)
		}
		return a.ID
	}
	var assetIDs []string
	for range 9 {
		assetIDs = append(assetIDs, addAsset())
	}

	t.Run("campaigns newest first, stable under inserts", func(t *testing.T) {
		inserted := 0
		got, pages := e.pageAll(token, "/api/campaigns", 3, func() {
			inserted++
			e.createCampaign(token, fmt.Sprintf(`{"name":"Inserted while paging %d"}`, inserted))
		})
		// Campaigns created while paging are newer than the cursor: they
		// belong on pages already read, so the walk sees exactly the
		// campaigns there were when it started, newest first.
		want := []string{"Holder"}
		for i := len(campaignNames) - 1; i >= 0; i-- {
			want = append(want, campaignNames[i])
		}
		if !slices.Equal(got, want) || pages != 3 {
			t.Fatalf("walked %d pages: %q, want 3 pages %q", pages, got, want)
		}
		// The filters and the sort apply before the page is cut.
		if ids, next := e.page(token, "/api/campaigns?q=inserted", 1, ""); len(ids) != 1 || next == "" || ids[0] != "Inserted while paging 2" {
			t.Fatalf("filtered first page %q next %q", ids, next)
		}
	})

	t.Run("campaign assets in upload order, inserts appear once", func(t *testing.T) {
		var added []string
		got, _ := e.pageAll(token, "/api/campaigns/"+campaignID+"/assets", 4, func() {
			added = append(added, addAsset())
		})
		want := append(slices.Clone(assetIDs), added...)
		if !slices.Equal(got, want) {
			t.Fatalf("walk %q\nwant %q", got, want)
		}
		assetIDs = want
	})

	t.Run("all assets: an item deleted further on is skipped, the rest are not", func(t *testing.T) {
		deleted := false
		got, _ := e.pageAll(token, "/api/assets", 5, func() {
			if !deleted {
				if status, _, body := e.do("DELETE", "/api/assets/"+assetIDs[7], "", bearer(token)); status != 200 {
					t.Fatalf("delete: %d %s", status, body)
				}
				deleted = true
			}
		})
		assetIDs = slices.Delete(assetIDs, 7, 8)
		if !slices.Equal(got, assetIDs) {
			t.Fatalf("walk %q\nwant %q", got, assetIDs)
		}
	})

	t.Run("last page has no nextCursor", func(t *testing.T) {
		ids, next := e.page(token, "/api/campaigns/"+campaignID+"/assets", 1000, "")
		if next != "" || len(ids) != len(assetIDs) {
			t.Fatalf("%d assets, next %q", len(ids), next)
		}
		_, _, body := e.do("GET", "/api/campaigns/"+campaignID+"/assets", "", bearer(token))
		if strings.Contains(body, "nextCursor") {
			t.Fatalf("a list that fits the default page sends nextCursor: %s", body)
		}
	})

	t.Run("members and rules page", func(t *testing.T) {
		for range 3 {
			e.member(org, "viewer")
		}
		if got, pages := e.pageAll(token, "/api/organizations/"+org+"/users", 2, nil); len(got) != 4 || pages != 2 {
			t.Fatalf("members %q in %d pages", got, pages)
		}
		all, _ := e.page(token, "/api/rules", 1000, "")
		got, _ := e.pageAll(token, "/api/rules", 3, nil)
		if len(all) < 4 || !slices.Equal(got, all) {
			t.Fatalf("paged rules %q, want %q", got, all)
		}
	})

	for _, path := range []string{"/api/campaigns", "/api/assets", "/api/campaigns/" + campaignID + "/assets",
		"/api/rules", "/api/user-data/brd-rules", "/api/organizations/" + org + "/users", "/api/audit"} {
		for _, q := range []string{"cursor=%25%25not-base64", "limit=0", "limit=ten", "limit=-3"} {
			status, _, body := e.do("GET", path+"?"+q, "", bearer(token))
			if status != http.StatusBadRequest || !strings.Contains(body, `"success":false`) {
				t.Errorf("GET %s?%s: %d %s, want 400 with the error envelope", path, q, status, body)
			}
		}
	}
}
