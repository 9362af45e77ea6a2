package api_test

import (
	"context"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// TestAssetListFiltersAndSort covers the asset lists' outcome filter and
// sort: applied on the server before the page is cut, paged with a cursor
// that stays put under inserts, and bad values refused with 400.
func TestAssetListFiltersAndSort(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	ctx := context.Background()
	org := e.newOrganization("Filter Pharma")
	token := e.member(org, "viewer")
	owner := e.member(org, "owner")
	campaignID := e.createCampaign(owner, `{"name":"Filtered"}`)

	score := func(n int) *int { return &n }
	analysis := func(failed, warnings, passed int, s *int) *store.AssetAnalysis {
		return &store.AssetAnalysis{Analysis: compliance.Analysis{ComplianceScore: s,
			Summary: compliance.Summary{TotalChecks: failed + warnings + passed, Failed: failed, Warnings: warnings, Passed: passed}}}
	}
	add := func(name, status string, an *store.AssetAnalysis) string {
		time.Sleep(2 * time.Millisecond) // IDs order by the millisecond
		a := store.Asset{ID: store.NewID(), OrganizationID: org, CampaignID: campaignID, Name: name,
			Type: "image", Status: status, UploadDate: time.Now(), Analysis: an}
		if err := e.st.PutAsset(ctx, a); err != nil {
			t.Fatal(err)
		}
		return a.ID
	}
	// A summary-less analysis counts its issues (an older record).
	issuesOnly := &store.AssetAnalysis{Analysis: compliance.Analysis{Issues: []compliance.Issue{{Status: compliance.StatusFail}, {Status: compliance.StatusPass}}}}
	ids := map[string]string{
		"a": add("Banner 10.png", "complete", analysis(2, 0, 3, score(40))),
		"b": add("banner 9.png", "complete", analysis(0, 1, 4, score(70))),
		"c": add("Ébauche 1.png", "complete", analysis(0, 0, 5, score(95))),
		"d": add("video 2.mp4", "error", nil),
		"e": add("doc 1.pdf", "analyzing", nil),
		"f": add("Banner 100.png", "complete", analysis(1, 0, 4, score(55))),
		"g": add("legacy.png", "complete", issuesOnly),
	}
	names := func(letters string) []string {
		var out []string
		for _, l := range letters {
			out = append(out, ids[string(l)])
		}
		return out
	}
	base := "/api/campaigns/" + campaignID + "/assets"

	for _, tc := range []struct {
		name, query, want string
	}{
		{"failed in upload order", "outcome=failed", "afg"},
		{"needs review", "outcome=review", "b"},
		{"passed", "outcome=passed", "c"},
		{"processing", "outcome=processing", "e"},
		{"errors", "outcome=error", "d"},
		{"all is every outcome", "outcome=all", "abcdefg"},
		{"upload order is the default", "sort=upload", "abcdefg"},
		{"names: numbers by value, case and accents ignored", "sort=name", "bafecgd"},
		{"lowest score first, unscored last in upload order", "sort=score", "afbcdeg"},
		{"most failed first: errors, failed by count then score, review, processing, passed", "sort=worst", "dafgbec"},
		{"filter and sort together", "outcome=failed&sort=score", "afg"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, path := range []string{base + "?" + tc.query, "/api/assets?campaignId=" + campaignID + "&" + tc.query} {
				// A page of two at a time: the order holds across pages.
				got, _ := e.pageAll(token, path, 2, nil)
				if want := names(tc.want); !slices.Equal(got, want) {
					t.Errorf("GET %s: %q, want %q", path, got, want)
				}
			}
		})
	}

	t.Run("a sorted walk is stable under inserts", func(t *testing.T) {
		var added []string
		got, _ := e.pageAll(token, base+"?sort=name", 3, func() {
			if len(added) > 0 {
				return
			}
			// One sorts before the page already read, one after it.
			added = append(added, add("aaa first.png", "complete", nil), add("zzz last.png", "complete", nil))
		})
		want := append(names("bafecgd"), added[1])
		if !slices.Equal(got, want) {
			t.Fatalf("walk %q\nwant %q", got, want)
		}
	})

	_, cursor := e.page(token, base+"?sort=name", 1, "")
	_, uploadCursor := e.page(token, base, 1, "")
	for _, q := range []string{
		"outcome=bogus", "outcome=FAILED", "sort=newest", "sort=name&limit=0",
		"sort=score&cursor=" + url.QueryEscape(cursor), // another order's cursor
		"sort=name&cursor=" + url.QueryEscape(uploadCursor),
		"cursor=" + url.QueryEscape(cursor),
	} {
		for _, path := range []string{base, "/api/assets"} {
			status, _, body := e.do("GET", path+"?"+q, "", bearer(token))
			if status != http.StatusBadRequest || !strings.Contains(body, `"success":false`) || !strings.Contains(body, `"error":"`) {
				t.Errorf("GET %s?%s: %d %s, want 400 with the error envelope", path, q, status, body)
			}
		}
	}
	status, _, body := e.do("GET", base+"?outcome=bogus", "", bearer(token))
	if status != http.StatusBadRequest || !strings.Contains(body, "outcome must be one of all, failed, review, passed, processing, error") {
		t.Errorf("bad outcome: %d %s", status, body)
	}
}
