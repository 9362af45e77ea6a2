package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
)

// matrixPage is the paged answer of GET /api/campaigns/{id}/matrix.
type matrixPage struct {
	Matrix struct {
		Rows []struct {
			ID             string
			ConceptNumber  int
			CreativeSize   string
			Language       string
			CreativeStatus string
			Missing        bool
		}
	}
	Version    int64
	NextCursor *string
	Summary    struct {
		Rows, Creatives, Missing, Expired int
		Concepts                          []struct{ Number, Rows, Missing int }
	}
}

// matrixPage GETs one page of a campaign's matrix rows.
func (e *env) matrixPage(token, campaignID, query string) matrixPage {
	e.t.Helper()
	status, _, body := e.do("GET", "/api/campaigns/"+campaignID+"/matrix?"+query, "", bearer(token))
	if status != http.StatusOK {
		e.t.Fatalf("GET matrix?%s: %d %s", query, status, body)
	}
	p := decodeData[matrixPage](e.t, body)
	if p.NextCursor != nil && *p.NextCursor == "" {
		e.t.Fatalf("GET matrix?%s: empty nextCursor sent; it must be absent on the last page", query)
	}
	return p
}

// matrixRowIDs walks every page of the matrix (extra is added to each
// request), calling between after each page but the last.
func (e *env) matrixRowIDs(token, campaignID, extra string, limit int, between func()) (ids []string, pages int) {
	cursor := ""
	for {
		q := fmt.Sprintf("limit=%d%s", limit, extra)
		if cursor != "" {
			q += "&cursor=" + url.QueryEscape(cursor)
		}
		p := e.matrixPage(token, campaignID, q)
		if len(p.Matrix.Rows) > limit {
			e.t.Fatalf("page of %d rows, limit %d", len(p.Matrix.Rows), limit)
		}
		for _, r := range p.Matrix.Rows {
			ids = append(ids, r.ID)
		}
		pages++
		if p.NextCursor == nil {
			return ids, pages
		}
		if between != nil {
			between()
		}
		cursor = *p.NextCursor
	}
}

// patchMatrix sends PATCH /api/campaigns/{id}/matrix.
func (e *env) patchMatrix(token, campaignID, body string) (int, string) {
	e.t.Helper()
	status, _, resp := e.do("PATCH", "/api/campaigns/"+campaignID+"/matrix", body, bearer(token))
	return status, resp
}

func TestMatrixPages(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Paged matrix"}`)
	// Four concepts the team added: five missing creatives each, one per standard size.
	for range 4 {
		if status, resp := e.patchMatrix(token, cid, `{"addConcept":true}`); status != http.StatusOK {
			t.Fatalf("add concept: %d %s", status, resp)
		}
	}
	_, _, full := e.do("GET", "/api/campaigns/"+cid+"/matrix", "", bearer(token))
	whole := decodeData[matrixPage](t, full)
	var all []string
	for _, r := range whole.Matrix.Rows {
		all = append(all, r.ID)
	}
	if len(all) != 20 || whole.Summary.Rows != 20 || whole.Summary.Missing != 20 || len(whole.Summary.Concepts) != 4 {
		t.Fatalf("four added concepts: %d rows, summary %+v", len(all), whole.Summary)
	}

	t.Run("pages walk the matrix in its order; the last page has no nextCursor", func(t *testing.T) {
		for _, limit := range []int{1, 3, 7, 20, 1000} {
			got, pages := e.matrixRowIDs(token, cid, "", limit, nil)
			if !slices.Equal(got, all) {
				t.Fatalf("limit %d: paged rows %q, want %q", limit, got, all)
			}
			if want := (len(all) + limit - 1) / limit; pages != want {
				t.Errorf("limit %d: %d pages, want %d", limit, pages, want)
			}
		}
		p := e.matrixPage(token, cid, "limit=5")
		if p.Summary.Rows != 20 || p.Summary.Missing != 20 || p.Version != whole.Version {
			t.Errorf("a page's summary and version describe the whole matrix: %+v version %d", p.Summary, p.Version)
		}
	})

	t.Run("one concept", func(t *testing.T) {
		got, _ := e.matrixRowIDs(token, cid, "&concept=2", 2, nil)
		if len(got) != 5 || !slices.Equal(got, all[5:10]) {
			t.Fatalf("concept 2: %q, want %q", got, all[5:10])
		}
		if got, _ := e.matrixRowIDs(token, cid, "&concept=99", 10, nil); len(got) != 0 {
			t.Fatalf("a concept that does not exist has no rows, got %q", got)
		}
	})

	t.Run("stable under inserts: rows added while paging never repeat or skip the others", func(t *testing.T) {
		round := 0
		got, _ := e.matrixRowIDs(token, cid, "", 4, func() {
			round++
			if round > 3 {
				return // each insert adds more rows than a page reads
			}
			body := `{"addConcept":true}` // rows after every page
			if round == 2 {
				// A newly planned size adds a missing creative to every concept, among the pages already read too.
				body = `{"plannedSizes":["300x600","300x250","160x600","728x90","320x50","970x250"]}`
			}
			if status, resp := e.patchMatrix(token, cid, body); status != http.StatusOK {
				t.Fatalf("insert: %d %s", status, resp)
			}
		})
		seen := map[string]int{}
		for _, id := range got {
			seen[id]++
			if seen[id] > 1 {
				t.Fatalf("row %s repeated: %q", id, got)
			}
		}
		for _, id := range all {
			if seen[id] != 1 {
				t.Fatalf("row %s, there all along, skipped: %q", id, got)
			}
		}
		// 20 rows, then concept 5 (5 rows), 970x250 in concepts 2 to 5 (concept 1's
		// new row lies before the cursor, which had reached concept 2), concept 6 (6 rows).
		if round < 3 || len(got) != 20+5+4+6 {
			t.Fatalf("%d rounds, %d rows: the walk must end with every row, inserted ones too", round, len(got))
		}
	})

	t.Run("bad paging input answers 400 with the error envelope", func(t *testing.T) {
		for _, q := range []string{"cursor=%25%25not-base64", "limit=0", "limit=ten", "limit=-3", "concept=x", "concept=0", "limit=5&concept=-1"} {
			status, _, body := e.do("GET", "/api/campaigns/"+cid+"/matrix?"+q, "", bearer(token))
			if status != http.StatusBadRequest || !strings.Contains(body, `"success":false`) || !strings.Contains(body, `"error":`) {
				t.Errorf("GET matrix?%s: %d %s, want 400 with the error envelope", q, status, body)
			}
		}
	})
}

func TestMatrixPagesFollowTheAssets(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Live matrix"}`)
	add := func(name string, n int) {
		body, ctype := multipartBody(t, cid, upload{name, fixture(t, "png_rgb_300x250.png")})
		e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
		e.waitComplete(token, cid, n)
	}
	add("alpha_300x250.png", 1)
	if p := e.matrixPage(token, cid, "limit=100"); p.Summary.Creatives != 1 || p.Summary.Rows != 5 {
		t.Fatalf("one asset: %+v", p.Summary)
	}
	// The prepared matrix of the first read must not outlive the assets it was made of.
	add("beta_300x250.png", 2)
	if p := e.matrixPage(token, cid, "limit=100"); p.Summary.Creatives != 2 || p.Summary.Rows != 10 || len(p.Summary.Concepts) != 2 {
		t.Fatalf("a second asset, in a concept of its own: %+v", p.Summary)
	}
}

func TestMatrixPatch(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Patched matrix"}`)
	if status, resp := e.patchMatrix(token, cid, `{"addConcept":true}`); status != http.StatusOK || !strings.Contains(resp, `"addedConcept":1`) {
		t.Fatalf("add concept: %d %s", status, resp)
	}
	first := e.matrixPage(token, cid, "limit=2")
	row := first.Matrix.Rows[0].ID

	tests := []struct {
		name   string
		body   string
		status int
		check  func(t *testing.T, p matrixPage)
		// conflict checks a 409's answer.
		conflict func(t *testing.T, resp string)
	}{
		{name: "a cell", body: fmt.Sprintf(`{"cells":[{"rowId":%q,"field":"language","value":"spa"}]}`, row), status: 200,
			check: func(t *testing.T, p matrixPage) {
				if p.Matrix.Rows[0].Language != "SPA" {
					t.Errorf("language %q, want SPA (the spec's spelling)", p.Matrix.Rows[0].Language)
				}
				// The trail records the cell and the value it replaced, not the whole matrix.
				_, _, audit := e.do("GET", "/api/audit?limit=1", "", bearer(token))
				if !strings.Contains(audit, `"`+row+`.language":"ENG"`) || !strings.Contains(audit, `"cells":[`) || strings.Contains(audit, "taxonomyString") {
					t.Errorf("audit entry of a patch: %.600s", audit)
				}
			}},
		{name: "an invalid value changes nothing", body: fmt.Sprintf(`{"cells":[{"rowId":%q,"field":"language","value":"FR"}],"addConcept":true}`, row), status: 400,
			check: func(t *testing.T, p matrixPage) {
				if p.Matrix.Rows[0].Language != "SPA" || p.Summary.Rows != 5 {
					t.Errorf("a refused patch changed the matrix: %+v", p)
				}
			}},
		{name: "an unknown field", body: fmt.Sprintf(`{"cells":[{"rowId":%q,"field":"nope","value":"x"}]}`, row), status: 400},
		{name: "a row that is gone", body: `{"cells":[{"rowId":"c9-300x250","field":"language","value":"SPA"}]}`, status: 409},
		{name: "an unplanned size drops its missing creatives", body: `{"plannedSizes":["300x250","728x90"]}`, status: 200,
			check: func(t *testing.T, p matrixPage) {
				if p.Summary.Rows != 2 {
					t.Errorf("%d rows after planning two sizes, want 2", p.Summary.Rows)
				}
			}},
		{name: "a bad size", body: `{"plannedSizes":["big"]}`, status: 400},
		{name: "a stale version", body: `{"version":1,"addConcept":true}`, status: 409},
		{name: "a stale version answers the version and the named rows, not the matrix",
			body: `{"version":1,"cells":[{"rowId":"c1-300x250","field":"language","value":"SPA"},{"rowId":"c9-300x250","field":"language","value":"SPA"}]}`, status: 409,
			conflict: func(t *testing.T, resp string) {
				var got struct {
					Error string
					Data  struct {
						Version int64
						Current struct {
							Version int64
							Rows    []struct{ ID, Language string }
							Gone    []string
							Summary struct{ Rows int }
							Value   any
						}
					}
				}
				if err := jsonUnmarshal(resp, &got); err != nil {
					t.Fatal(err)
				}
				cur := got.Data.Current
				if got.Error != "This matrix was changed by someone else — reload or overwrite" || cur.Version != got.Data.Version || cur.Version < 2 ||
					len(cur.Rows) != 1 || cur.Rows[0].ID != "c1-300x250" || cur.Rows[0].Language != "ENG" ||
					!slices.Equal(cur.Gone, []string{"c9-300x250"}) || cur.Summary.Rows != 2 || cur.Value != nil {
					t.Errorf("conflict answer %s", resp)
				}
				if n := strings.Count(resp, `"creativeSize":`); n != 1 {
					t.Errorf("the conflict carries more rows than the patch named: %s", resp)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, resp := e.patchMatrix(token, cid, tc.body)
			if status != tc.status {
				t.Fatalf("PATCH %s: %d %s, want %d", tc.body, status, resp, tc.status)
			}
			if status >= 400 && !strings.Contains(resp, `"success":false`) {
				t.Errorf("refusal without the error envelope: %s", resp)
			}
			if tc.check != nil {
				tc.check(t, e.matrixPage(token, cid, "limit=100"))
			}
			if tc.conflict != nil {
				tc.conflict(t, resp)
			}
		})
	}
	viewer := e.viewerToken(token)
	if status, _ := e.patchMatrix(viewer, cid, `{"addConcept":true}`); status != http.StatusForbidden {
		t.Errorf("a viewer patched the matrix: %d", status)
	}
}

func TestTraffickingPackagePages(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Paged sheet"}`)
	for range 3 {
		e.patchMatrix(token, cid, `{"addConcept":true}`)
	}
	type pkgPage struct {
		Package struct {
			ID                     string
			RowCount, MissingCount int
			Rows                   []map[string]string
		}
		NextCursor *string
	}
	status, _, body := e.do("POST", "/api/trafficking?limit=4", `{"campaignId":"`+cid+`"}`, bearer(token))
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	created := decodeData[pkgPage](t, body)
	if created.Package.RowCount != 15 || created.Package.MissingCount != 15 || len(created.Package.Rows) != 4 || created.NextCursor == nil {
		t.Fatalf("created with ?limit=4: %d of %d rows, next %v", len(created.Package.Rows), created.Package.RowCount, created.NextCursor)
	}
	id := created.Package.ID
	_, _, fullBody := e.do("GET", "/api/trafficking/"+id, "", bearer(token))
	full := decodeData[pkgPage](t, fullBody)
	if len(full.Package.Rows) != 15 || full.NextCursor != nil {
		t.Fatalf("without limit every row: %d rows", len(full.Package.Rows))
	}
	key := func(r map[string]string) string {
		return r["Creative Size"] + "|" + r["Taxonomy String"] + r["Creative Name"]
	}
	for _, limit := range []int{1, 4, 15, 1000} {
		var got []string
		cursor := ""
		for {
			q := fmt.Sprintf("?limit=%d", limit)
			if cursor != "" {
				q += "&cursor=" + url.QueryEscape(cursor)
			}
			status, _, body := e.do("GET", "/api/trafficking/"+id+q, "", bearer(token))
			if status != http.StatusOK {
				t.Fatalf("GET %s: %d %s", q, status, body)
			}
			p := decodeData[pkgPage](t, body)
			for _, r := range p.Package.Rows {
				got = append(got, key(r))
			}
			if p.NextCursor == nil {
				break
			}
			if *p.NextCursor == "" {
				t.Fatal("empty nextCursor")
			}
			cursor = *p.NextCursor
		}
		var want []string
		for _, r := range full.Package.Rows {
			want = append(want, key(r))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("limit %d: paged rows differ from the whole sheet:\n%q\n%q", limit, got, want)
		}
	}
	status, _, csvBody := e.do("GET", "/api/trafficking/"+id+"/export", "", bearer(token))
	if status != 200 || strings.Count(csvBody, "\r\n") != 16 {
		t.Errorf("export of a sheet kept in chunks: %d, %d lines", status, strings.Count(csvBody, "\r\n"))
	}
	for _, q := range []string{"cursor=%25%25not-base64", "cursor=OTk5", "limit=0", "limit=x"} {
		status, _, body := e.do("GET", "/api/trafficking/"+id+"?"+q, "", bearer(token))
		if status != http.StatusBadRequest || !strings.Contains(body, `"success":false`) {
			t.Errorf("GET package?%s: %d %s, want 400 with the error envelope", q, status, body)
		}
	}
}

// TestLargeMatrixConflictLeavesTheMatrixOut checks that a stale save of a
// matrix too large to answer in an error (over 2 MB of JSON) answers the
// current version without the matrix, while a small one answers it whole.
func TestLargeMatrixConflictLeavesTheMatrixOut(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	for _, tc := range []struct {
		name      string
		concepts  int
		sizes     int
		wantValue bool
	}{
		{name: "small: the matrix comes back whole", concepts: 1, sizes: 5, wantValue: true},
		{name: "large: only the version", concepts: 40, sizes: 100, wantValue: false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cid := e.createCampaign(token, `{"name":"Conflicted matrix"}`)
			sizes := make([]string, tc.sizes)
			for i := range sizes {
				sizes[i] = fmt.Sprintf("%dx%d", 100+i, 50+i)
			}
			plan, _ := json.Marshal(map[string]any{"plannedSizes": sizes})
			if status, resp := e.patchMatrix(token, cid, string(plan)); status != http.StatusOK {
				t.Fatalf("plan: %d %s", status, resp)
			}
			for range tc.concepts {
				if status, resp := e.patchMatrix(token, cid, `{"addConcept":true}`); status != http.StatusOK {
					t.Fatalf("add concept: %d %s", status, resp)
				}
			}
			status, _, resp := e.do("PUT", "/api/campaigns/"+cid+"/matrix", `{"version":1,"matrix":{"options":{},"rows":[]}}`, bearer(token))
			if status != http.StatusConflict {
				t.Fatalf("stale PUT: %d %.300s", status, resp)
			}
			var got struct {
				Data struct {
					Version int64
					Current struct {
						Version int64
						Value   json.RawMessage
					}
				}
			}
			if err := jsonUnmarshal(resp, &got); err != nil {
				t.Fatal(err)
			}
			hasValue := len(got.Data.Current.Value) > 0 && string(got.Data.Current.Value) != "null"
			if got.Data.Current.Version != int64(tc.concepts+1) || hasValue != tc.wantValue {
				t.Errorf("conflict of %d bytes: version %d, value %v; want version %d, value %v", len(resp), got.Data.Current.Version, hasValue, tc.concepts+1, tc.wantValue)
			}
			if !tc.wantValue && len(resp) > 4096 {
				t.Errorf("the conflict answer is %d bytes", len(resp))
			}
		})
	}
}
