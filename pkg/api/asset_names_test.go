package api_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestLongFileNamesAreKeptWholeOrRefused: a file name up to 500 characters
// is stored, listed and carried into the matrix whole (the server once kept
// only its last 255 characters, so a long name showed cut mid-word); a
// longer one is refused with a 400 naming the limit, and nothing is stored.
func TestLongFileNamesAreKeptWholeOrRefused(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	for _, c := range []struct {
		name   string
		file   string
		status int
	}{
		{"a short name", "Concept0001_300x250.png", http.StatusCreated},
		{"311 characters, as the bench's", strings.Repeat("LongCreativeName", 18) + "_Concept0000_300x250.png", http.StatusCreated},
		{"exactly 500 characters", strings.Repeat("n", 496) + ".png", http.StatusCreated},
		{"500 characters of several bytes each", strings.Repeat("é", 496) + ".png", http.StatusCreated},
		{"501 characters", strings.Repeat("n", 497) + ".png", http.StatusBadRequest},
		{"a thousand characters", strings.Repeat("Long", 249) + ".png", http.StatusBadRequest},
	} {
		t.Run(c.name, func(t *testing.T) {
			cid := e.createCampaign(token, `{"name":"Names"}`)
			body, ctype := multipartBody(t, cid, upload{c.file, png})
			status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
			if status != c.status {
				t.Fatalf("upload of a %d-character name: %d %s", len([]rune(c.file)), status, resp)
			}
			if status != http.StatusCreated {
				if !strings.Contains(resp, "too long") || !strings.Contains(resp, "at most 500") {
					t.Errorf("refusal does not say why: %s", resp)
				}
				_, _, list := e.do("GET", "/api/campaigns/"+cid+"/assets", "", bearer(token))
				if strings.Contains(list, `"sha256"`) {
					t.Errorf("a refused name left a record: %s", list)
				}
				return
			}
			got := e.waitComplete(token, cid, 1)[0].Name
			if got != c.file {
				t.Errorf("stored name is %d characters %q, want the %d sent", len([]rune(got)), got, len([]rune(c.file)))
			}
			_, _, mbody := e.do("GET", "/api/campaigns/"+cid+"/matrix", "", bearer(token))
			rows := decodeData[struct {
				Matrix struct{ Rows []map[string]any }
			}](t, mbody).Matrix.Rows
			var names []any
			for _, r := range rows {
				if r["assetName"] != nil && r["assetName"] != "" {
					names = append(names, r["assetName"])
				}
			}
			if len(names) != 1 || names[0] != c.file {
				t.Errorf("matrix rows' asset names are %v, want the whole name once", names)
			}
		})
	}
}
