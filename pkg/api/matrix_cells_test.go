package api_test

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
)

// sibling is a second server on the env's database, with an application of
// its own (its own cache of prepared matrices), as a second instance is: what
// it reads comes from the database.
func (e *env) sibling() *env {
	e.t.Helper()
	core := app.New(e.st, testBlobs(e.t), app.Config{DemoEnabled: true}, nil)
	ui := fstest.MapFS{"index.html": {Data: []byte("<!doctype html><title>pharmaops app</title>")}}
	srv := httptest.NewServer(api.NewRouter(core, api.Options{Version: "test", UI: ui, Log: slog.New(slog.DiscardHandler)}))
	e.t.Cleanup(srv.Close)
	return &env{t: e.t, srv: srv, app: core, st: e.st}
}

// TestMatrixCellPatchesTouchOnlyTheirChunks checks the patches of cells
// (the editor's every edit) on a matrix kept in chunks: cells of rows in
// two chunks rewrite those two chunks and no other, with one version and
// one audit entry; a stale version, a row that is not there and an invalid
// value change nothing and answer as before (409, 409, 400); a DOFU date in
// the past is counted as expired at once; and what the patching server
// answers afterwards is what a second server reads from the database.
func TestMatrixCellPatchesTouchOnlyTheirChunks(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	org := e.newOrganization("Cell Pharma")
	token := e.member(org, "owner")
	cid := e.createCampaign(token, `{"name":"Cells in chunks"}`)

	sizes := make([]string, 100)
	for i := range sizes {
		sizes[i] = fmt.Sprintf("%dx%d", 100+i, 60+i)
	}
	plan, _ := json.Marshal(map[string]any{"plannedSizes": sizes})
	if status, resp := e.patchMatrix(token, cid, string(plan)); status != http.StatusOK {
		t.Fatalf("plan: %d %.300s", status, resp)
	}
	for range 25 {
		if status, resp := e.patchMatrix(token, cid, `{"addConcept":true}`); status != http.StatusOK {
			t.Fatalf("add concept: %d %.300s", status, resp)
		}
	}
	chunks := func() map[string]string { return e.matrixChunks(org, cid) }
	// chunkOf names the chunk that holds a row.
	chunkOf := func(all map[string]string, rowID string) string {
		for id, raw := range all {
			if strings.Contains(raw, `"id":"`+rowID+`"`) {
				return id
			}
		}
		t.Fatalf("no chunk holds row %s", rowID)
		return ""
	}
	firstRow := func(concept int) string {
		return e.matrixPage(token, cid, fmt.Sprintf("limit=1&concept=%d", concept)).Matrix.Rows[0].ID
	}
	rowA, rowB, rowC := firstRow(1), firstRow(25), firstRow(2)
	if start := chunks(); chunkOf(start, rowA) == chunkOf(start, rowB) {
		t.Fatalf("rows %s and %s share a chunk: the test needs rows in two", rowA, rowB)
	}
	cell := func(row, field, value string) string {
		return fmt.Sprintf(`{"rowId":%q,"field":%q,"value":%q}`, row, field, value)
	}
	auditCount := func() int {
		t.Helper()
		_, _, body := e.do("GET", "/api/audit?limit=1000", "", bearer(token))
		return strings.Count(body, `"action":"matrix.save"`)
	}

	tests := []struct {
		name   string
		body   func(version int64) string
		status int
		// chunks is how many chunk documents the patch may change.
		chunks int
		check  func(t *testing.T, resp string, p matrixPage)
	}{
		{name: "cells of rows in two chunks", status: 200, chunks: 2,
			body: func(int64) string {
				return `{"cells":[` + cell(rowA, "language", "spa") + "," + cell(rowB, "ctaDescription", "Learn more") + "," + cell(rowA, "version", "v2") + `]}`
			},
			check: func(t *testing.T, resp string, p matrixPage) {
				var got struct {
					Data struct {
						Rows []struct{ ID, Language, Version, CTADescription, CreativeName string }
					}
				}
				if err := jsonUnmarshal(resp, &got); err != nil {
					t.Fatal(err)
				}
				if len(got.Data.Rows) != 2 || got.Data.Rows[0].ID != rowA || got.Data.Rows[0].Language != "SPA" || got.Data.Rows[0].Version != "V2" ||
					!strings.HasSuffix(got.Data.Rows[0].CreativeName, "_V2") || got.Data.Rows[1].ID != rowB || got.Data.Rows[1].CTADescription != "Learn more" {
					t.Errorf("the patch answered rows %+v", got.Data.Rows)
				}
				_, _, audit := e.do("GET", "/api/audit?limit=1", "", bearer(token))
				if !strings.Contains(audit, `"`+rowA+`.language":"ENG"`) || !strings.Contains(audit, `"`+rowB+`.ctaDescription":""`) || strings.Contains(audit, "taxonomyString") {
					t.Errorf("audit entry of the patch: %.600s", audit)
				}
			}},
		{name: "two cells of one chunk", status: 200, chunks: 1,
			body: func(int64) string {
				return `{"cells":[` + cell(rowA, "channel", "olv") + "," + cell(rowC, "channel", "CTV") + `]}`
			}},
		{name: "the version read", status: 200, chunks: 1,
			body: func(v int64) string {
				return fmt.Sprintf(`{"version":%d,"cells":[%s]}`, v, cell(rowB, "url", "https://example.com/b"))
			}},
		{name: "a stale version changes nothing", status: 409,
			body: func(v int64) string {
				return fmt.Sprintf(`{"version":%d,"cells":[%s]}`, v-1, cell(rowB, "language", "SPA"))
			},
			check: func(t *testing.T, resp string, _ matrixPage) {
				if !strings.Contains(resp, `"gone":[]`) || !strings.Contains(resp, `"id":"`+rowB+`"`) || strings.Count(resp, `"creativeSize":`) != 1 {
					t.Errorf("conflict answer %.600s", resp)
				}
			}},
		{name: "a row that is not there changes nothing", status: 409,
			body: func(int64) string {
				return `{"cells":[` + cell(rowA, "language", "ENG") + "," + cell("c99-300x250", "language", "SPA") + `]}`
			},
			check: func(t *testing.T, resp string, _ matrixPage) {
				if !strings.Contains(resp, "the matrix changed since it was read") {
					t.Errorf("answer %.300s", resp)
				}
			}},
		{name: "an invalid value changes nothing", status: 400,
			body: func(int64) string {
				return `{"cells":[` + cell(rowA, "language", "ENG") + "," + cell(rowB, "url", "not a url") + `]}`
			},
			check: func(t *testing.T, resp string, _ matrixPage) {
				if !strings.Contains(resp, rowB) || !strings.Contains(resp, "url") {
					t.Errorf("the refusal does not name the row and field: %.300s", resp)
				}
			}},
		{name: "a DOFU date in the past is counted at once", status: 200, chunks: 1,
			body: func(int64) string { return `{"cells":[` + cell(rowC, "dofuExpiration", "2020-01-31") + `]}` },
			check: func(t *testing.T, resp string, p matrixPage) {
				var got struct {
					Data struct {
						Summary struct{ Expired int }
						Rows    []struct {
							Expired         bool
							SuggestedStatus string
						}
					}
				}
				if err := jsonUnmarshal(resp, &got); err != nil {
					t.Fatal(err)
				}
				if got.Data.Summary.Expired != 1 || p.Summary.Expired != 1 || len(got.Data.Rows) != 1 || !got.Data.Rows[0].Expired || got.Data.Rows[0].SuggestedStatus != "Remove" {
					t.Errorf("after an expired date: answered %+v, read %d expired", got.Data, p.Summary.Expired)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := chunks()
			v := e.matrixPage(token, cid, "limit=1").Version
			audits := auditCount()
			status, resp := e.patchMatrix(token, cid, tc.body(v))
			if status != tc.status {
				t.Fatalf("PATCH %s: %d %.400s, want %d", tc.body(v), status, resp, tc.status)
			}
			after := chunks()
			var changed []string
			for id := range after {
				if before[id] != after[id] {
					changed = append(changed, id)
				}
			}
			if len(changed) != tc.chunks || len(after) != len(before) {
				t.Errorf("the patch changed chunks %q of %d (now %d), want %d changed", changed, len(before), len(after), tc.chunks)
			}
			p := e.matrixPage(token, cid, "limit=1")
			wantV, wantAudits := v, audits
			if status == http.StatusOK {
				wantV, wantAudits = v+1, audits+1
			}
			if p.Version != wantV || auditCount() != wantAudits || p.Summary.Rows != 2500 {
				t.Errorf("after the patch: version %d (want %d), %d matrix.save entries (want %d), %d rows", p.Version, wantV, auditCount(), wantAudits, p.Summary.Rows)
			}
			if tc.check != nil {
				tc.check(t, resp, p)
			}
		})
	}

	t.Run("what it answers is what the database holds", func(t *testing.T) {
		other := e.sibling()
		for _, q := range []string{"limit=1000", "limit=1000&concept=1", "limit=100&concept=25", "limit=100&concept=2"} {
			_, _, here := e.do("GET", "/api/campaigns/"+cid+"/matrix?"+q, "", bearer(token))
			_, _, there := other.do("GET", "/api/campaigns/"+cid+"/matrix?"+q, "", bearer(token))
			if here != there {
				t.Errorf("GET matrix?%s: the patching server and a second one differ (%d and %d bytes)", q, len(here), len(there))
			}
		}
		// The refused patches left rowA as the first one made it.
		language := ""
		for _, r := range other.matrixPage(token, cid, "limit=1000&concept=1").Matrix.Rows {
			if r.ID == rowA {
				language = r.Language
			}
		}
		if language != "SPA" {
			t.Errorf("a second server reads row %s's language as %q, want SPA", rowA, language)
		}
	})
}

// TestMatrixCellPatchesFollowTheAssets checks cell patches of rows the saved
// matrix does not hold as they are: the row of an asset uploaded after the
// last save (the sync made it; the patch saves it), and the row of an asset
// deleted since (a conflict, as for any row that is gone).
func TestMatrixCellPatchesFollowTheAssets(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Cells of live assets"}`)
	assets := map[string]string{} // name → asset id
	add := func(name string) {
		body, ctype := multipartBody(t, cid, upload{name, fixture(t, "png_rgb_300x250.png")})
		e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
		for _, a := range e.waitComplete(token, cid, len(assets)+1) {
			if a.Name == name {
				assets[name] = a.ID
			}
		}
	}
	// rowOf is the id of the asset's row.
	rowOf := func(name string) string {
		t.Helper()
		_, _, body := e.do("GET", "/api/campaigns/"+cid+"/matrix?limit=1000", "", bearer(token))
		var got struct {
			Data struct {
				Matrix struct {
					Rows []struct{ ID, AssetID, Language string }
				}
			}
		}
		if err := jsonUnmarshal(body, &got); err != nil {
			t.Fatal(err)
		}
		for _, r := range got.Data.Matrix.Rows {
			if r.AssetID == assets[name] && r.AssetID != "" {
				return r.ID
			}
		}
		t.Fatalf("no row of %s in %.300s", name, body)
		return ""
	}
	language := func(row string) string {
		for _, r := range e.matrixPage(token, cid, "limit=1000").Matrix.Rows {
			if r.ID == row {
				return r.Language
			}
		}
		return "(gone)"
	}
	add("alpha_300x250.png")
	alpha := rowOf("alpha_300x250.png")
	add("beta_300x250.png")
	beta := rowOf("beta_300x250.png")

	tests := []struct {
		name   string
		before func()
		row    string
		status int
		want   string
	}{
		{name: "a matrix never saved", row: alpha, status: 200, want: "SPA"},
		{name: "the row of an asset uploaded after the save", before: func() { add("gamma_300x250.png") }, row: "gamma", status: 200, want: "SPA"},
		{name: "a row saved before", row: beta, status: 200, want: "SPA"},
		{name: "the row of an asset deleted since", row: alpha, status: 409, want: "(gone)",
			before: func() {
				if status, _, body := e.do("DELETE", "/api/assets/"+assets["alpha_300x250.png"], "", bearer(token)); status != http.StatusOK {
					t.Fatalf("delete: %d %s", status, body)
				}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.before != nil {
				tc.before()
			}
			row := tc.row
			if row == "gamma" {
				row = rowOf("gamma_300x250.png")
			}
			status, resp := e.patchMatrix(token, cid, fmt.Sprintf(`{"cells":[{"rowId":%q,"field":"language","value":"SPA"}]}`, row))
			if status != tc.status {
				t.Fatalf("PATCH: %d %.300s, want %d", status, resp, tc.status)
			}
			if got := language(row); got != tc.want {
				t.Errorf("row %s reads language %q, want %q", row, got, tc.want)
			}
		})
	}
}
