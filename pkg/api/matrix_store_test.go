package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// matrixChunks reads the campaign's matrix rows chunks from the database, by document id.
func (e *env) matrixChunks(orgID, campaignID string) map[string]string {
	e.t.Helper()
	docs, _, err := e.st.ListDocs(context.Background(), orgID, store.DocMatrixRows)
	if err != nil {
		e.t.Fatal(err)
	}
	out := map[string]string{}
	for id, raw := range docs {
		if strings.HasPrefix(id, campaignID+"/") {
			out[id] = string(raw)
		}
	}
	return out
}

// TestMatrixSavesOnlyChangedRows checks that a saved matrix keeps its rows
// in chunks and that a patch writes only the chunks whose rows it changes:
// one cell of a 2,500-row matrix rewrites one chunk, a new concept adds one
// and leaves the others as they were, a matrix saved whole before chunks
// reads as before and moves into chunks on its next save, and deleting the
// campaign deletes every chunk.
func TestMatrixSavesOnlyChangedRows(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	ctx := context.Background()
	org := e.newOrganization("Chunked Pharma")
	token := e.member(org, "owner")
	cid := e.createCampaign(token, `{"name":"Chunked matrix"}`)
	patch := func(body string) {
		t.Helper()
		if status, resp := e.patchMatrix(token, cid, body); status != http.StatusOK {
			t.Fatalf("PATCH %s: %d %.300s", body, status, resp)
		}
	}
	chunks := func() map[string]string { return e.matrixChunks(org, cid) }
	changed := func(before, after map[string]string) (ids []string) {
		for id := range maps.Keys(after) {
			if before[id] != after[id] {
				ids = append(ids, id)
			}
		}
		for id := range maps.Keys(before) {
			if _, ok := after[id]; !ok {
				ids = append(ids, id+" (deleted)")
			}
		}
		slices.Sort(ids)
		return ids
	}

	sizes := make([]string, 100)
	for i := range sizes {
		sizes[i] = fmt.Sprintf("%dx%d", 100+i, 60+i)
	}
	plan, _ := json.Marshal(map[string]any{"plannedSizes": sizes})
	patch(string(plan))
	for range 25 {
		patch(`{"addConcept":true}`)
	}
	if p := e.matrixPage(token, cid, "limit=1"); p.Summary.Rows != 2500 {
		t.Fatalf("%d rows, want 2500", p.Summary.Rows)
	}
	start := chunks()
	if len(start) < 3 || len(start) > 6 {
		t.Fatalf("2,500 rows in %d chunks, want 3 to 6 (thin chunks are rewritten whole)", len(start))
	}

	t.Run("one cell rewrites one chunk", func(t *testing.T) {
		row := e.matrixPage(token, cid, "limit=1&concept=13").Matrix.Rows[0].ID
		patch(fmt.Sprintf(`{"cells":[{"rowId":%q,"field":"language","value":"SPA"}]}`, row))
		after := chunks()
		if got := changed(start, after); len(got) != 1 {
			t.Fatalf("a one-cell patch changed chunks %q, want one", got)
		}
		if p := e.matrixPage(token, cid, "limit=1&concept=13"); p.Matrix.Rows[0].Language != "SPA" || p.Summary.Rows != 2500 {
			t.Fatalf("after the patch: %+v", p.Matrix.Rows[0])
		}
		start = after
	})

	t.Run("a new concept adds a chunk and leaves the others", func(t *testing.T) {
		patch(`{"addConcept":true}`)
		after := chunks()
		got := changed(start, after)
		if len(got) != 1 || strings.Contains(got[0], "deleted") || start[got[0]] != "" {
			t.Fatalf("adding a concept changed chunks %q, want one new one", got)
		}
		if p := e.matrixPage(token, cid, "limit=1"); p.Summary.Rows != 2600 {
			t.Fatalf("%d rows, want 2600", p.Summary.Rows)
		}
	})

	t.Run("a matrix saved whole before chunks reads, then moves into chunks", func(t *testing.T) {
		old := e.createCampaign(token, `{"name":"Saved before chunks"}`)
		inline := fmt.Sprintf(`{"options":{"campaignName":"Saved before chunks","country":"USA"},"rows":[{"id":"%s-c1-300x250","conceptNumber":1,"creativeSize":"300x250","country":"USA","creativeCampaignName":"Saved before chunks","creativeContentName":"Hero","creativeStatus":"Existing","activationTeam":"Programmatic","customerType":"DTC","language":"ENG","creativeType":"Static Banner","campaignType":"Branded (BR)","version":"V1","reutilization":"N","approvedForAdChoices":"Y","channel":"Display"}]}`, old)
		if err := e.st.PutDoc(ctx, org, store.DocMatrix, old, json.RawMessage(inline)); err != nil {
			t.Fatal(err)
		}
		// The saved row, among the missing creatives of the standard plan.
		saved := func() (status, language string) {
			p := e.matrixPage(token, old, "limit=10")
			for _, r := range p.Matrix.Rows {
				if r.ID == old+"-c1-300x250" {
					return r.CreativeStatus, r.Language
				}
			}
			t.Fatalf("the saved row is not in %+v", p.Matrix.Rows)
			return "", ""
		}
		if status, _ := saved(); status != "Existing" {
			t.Fatalf("the inline matrix's row reads status %q, want Existing", status)
		}
		if status, resp := e.patchMatrix(token, old, fmt.Sprintf(`{"cells":[{"rowId":"%s-c1-300x250","field":"language","value":"SPA"}]}`, old)); status != http.StatusOK {
			t.Fatalf("patch: %d %s", status, resp)
		}
		head, err := e.st.GetDoc(ctx, org, store.DocMatrix, old)
		if err != nil || strings.Contains(string(head), `"rows"`) {
			t.Fatalf("the head still holds rows (%v): %s", err, head)
		}
		if status, language := saved(); status != "Existing" || language != "SPA" {
			t.Fatalf("after the move into chunks: status %q, language %q", status, language)
		}
	})

	t.Run("deleting the campaign deletes its chunks", func(t *testing.T) {
		if status, _, body := e.do("DELETE", "/api/campaigns/"+cid, "", bearer(token)); status != http.StatusOK {
			t.Fatalf("delete: %d %s", status, body)
		}
		if left := chunks(); len(left) != 0 {
			t.Fatalf("%d chunks left after the campaign was deleted", len(left))
		}
	})
}
