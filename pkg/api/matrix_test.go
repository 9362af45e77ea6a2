package api_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"mime/multipart"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

func jsonMarshal(v any) (string, error) {
	raw, err := json.Marshal(v)
	return string(raw), err
}

func TestMatrixAndTraffickingScenarios(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Zeta Launch Q3","customerType":"HCP","fdaFilingNumber":"US-ZET-1234"}`)
	empty := e.createCampaign(token, `{"name":"Empty"}`)
	body, ctype := multipartBody(t, cid, upload{"zeta_300x250.png", fixture(t, "png_rgb_300x250.png")})
	e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	e.waitComplete(token, cid, 1)

	_, _, mbody := e.do("GET", "/api/campaigns/"+cid+"/matrix", "", bearer(token))
	m := decodeData[struct {
		Matrix struct {
			Options map[string]any
			Rows    []map[string]any
		}
	}](t, mbody).Matrix
	if len(m.Rows) != 5 {
		t.Fatalf("one asset gives one row per standard size, got %d rows", len(m.Rows))
	}
	if m.Rows[0]["customerType"] != "HCP" || m.Rows[0]["fdaFilingNumber"] != "US-ZET-1234" {
		t.Fatalf("row ignores the campaign: %v", m.Rows[0])
	}
	// Edit a cell and save; it survives a reload.
	m.Rows[0]["language"] = "SPA"
	saved, _ := jsonMarshal(map[string]any{"matrix": m})
	if status, _, resp := e.do("PUT", "/api/campaigns/"+cid+"/matrix", saved, bearer(token)); status != 200 {
		t.Fatalf("save: %d %s", status, resp)
	}
	if _, _, again := e.do("GET", "/api/campaigns/"+cid+"/matrix", "", bearer(token)); !strings.Contains(again, `"language":"SPA"`) {
		t.Fatalf("edit lost: %s", again)
	}
	m.Rows[1]["creativeStatus"] = ""
	bad, _ := jsonMarshal(map[string]any{"matrix": m})
	if status, _, _ := e.do("PUT", "/api/campaigns/"+cid+"/matrix", bad, bearer(token)); status != 400 {
		t.Fatalf("empty select value accepted: %d", status)
	}

	status, hdr, csvBody := e.do("GET", "/api/campaigns/"+cid+"/matrix/export?format=csv", "", bearer(token))
	if status != 200 || !strings.Contains(hdr.Get("Content-Disposition"), "Zeta Launch Q3_matrix.csv") && !strings.Contains(hdr.Get("Content-Disposition"), "Zeta_Launch_Q3_matrix.csv") {
		t.Fatalf("csv export: %d %v", status, hdr)
	}
	recs, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(csvBody, "\ufeff"))).ReadAll()
	if err != nil || len(recs) != 6 || recs[0][0] != "Asset Name" || recs[0][8] != "Preview URL" {
		t.Fatalf("csv: %v %v", recs, err)
	}
	status, hdr, xlsx := e.do("GET", "/api/campaigns/"+cid+"/matrix/export?format=xlsx", "", bearer(token))
	if status != 200 || !strings.Contains(hdr.Get("Content-Type"), "spreadsheetml") {
		t.Fatalf("xlsx: %d %v", status, hdr)
	}
	f, err := excelize.OpenReader(strings.NewReader(xlsx))
	if err != nil {
		t.Fatal(err)
	}
	if sheets := f.GetSheetList(); len(sheets) != 2 || sheets[0] != "Creative Matrix" || sheets[1] != "Summary" {
		t.Fatalf("sheets %v", sheets)
	}
	status, hdr, html := e.do("GET", "/api/campaigns/"+cid+"/matrix/export?format=html", "", bearer(token))
	if status != 200 || strings.Contains(html, "<script") || !strings.Contains(hdr.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("html: %d", status)
	}

	runScenarios(t, e, []scenario{
		{name: "bad export format", method: "GET", path: "/api/campaigns/" + cid + "/matrix/export?format=pdf", auth: true, status: 400},
		{name: "matrix of unknown campaign", method: "GET", path: "/api/campaigns/nope/matrix", auth: true, status: 404},
		{name: "empty campaign has no rows", method: "GET", path: "/api/campaigns/" + empty + "/matrix", auth: true, status: 200, contains: []string{`"rows":[]`}},
		{name: "default headers", method: "GET", path: "/api/settings/trafficking-headers", auth: true, status: 200, contains: []string{`"Country"`, `"Export Date"`}},
		{name: "save headers", method: "POST", path: "/api/settings/trafficking-headers", auth: true, status: 200,
			body: `{"headers":["Country"," Creative Name ","Creative Size","Taxonomy String","Country"]}`, contains: []string{`["Country","Creative Name","Creative Size","Taxonomy String"]`}},
		{name: "empty headers", method: "POST", path: "/api/settings/trafficking-headers", auth: true, status: 400, body: `{"headers":[" "]}`},
		{name: "one word is not a header row", method: "POST", path: "/api/settings/trafficking-headers", auth: true, status: 400, body: `{"headers":["hello"]}`,
			contains: []string{"at least two columns"}},
		{name: "the saved headers survive a refused save", method: "GET", path: "/api/settings/trafficking-headers", auth: true, status: 200,
			contains: []string{`"headers":["Country","Creative Name","Creative Size","Taxonomy String"]`, `"defaults":["Country","Language"`, `"isDefault":false`}},
		{name: "package of an empty campaign", method: "POST", path: "/api/trafficking", auth: true, status: 400, body: `{"campaignId":"` + empty + `"}`},
	})

	status, _, pbody := e.do("POST", "/api/trafficking", `{"campaignId":"`+cid+`"}`, bearer(token))
	if status != 201 {
		t.Fatalf("package: %d %s", status, pbody)
	}
	pkgID := decodeData[struct{ Package struct{ ID string } }](t, pbody).Package.ID
	status, hdr, tcsv := e.do("GET", "/api/trafficking/"+pkgID+"/export", "", bearer(token))
	if status != 200 || !strings.Contains(hdr.Get("Content-Disposition"), "zeta_launch_q3_trafficking.csv") || !strings.HasPrefix(strings.TrimPrefix(tcsv, "\ufeff"), `"Country","Creative Name","Creative Size","Taxonomy String"`) {
		t.Fatalf("trafficking csv: %d %v %q", status, hdr, tcsv[:min(200, len(tcsv))])
	}
	if status, _, b := e.do("POST", "/api/trafficking/"+pkgID+"/send", "", bearer(token)); status != 200 || !strings.Contains(b, `"status":"sent"`) {
		t.Fatalf("send: %d %s", status, b)
	}
	if status, _, _ := e.do("POST", "/api/trafficking/"+pkgID+"/send", "", bearer(token)); status != 409 {
		t.Fatalf("second send: %d", status)
	}
	other := e.otherOrgToken("admin")
	for _, path := range []string{"/api/trafficking/" + pkgID, "/api/trafficking/" + pkgID + "/export", "/api/campaigns/" + cid + "/matrix"} {
		if status, _, _ := e.do("GET", path, "", bearer(other)); status != 404 {
			t.Errorf("another organization reads %s: %d", path, status)
		}
	}
}

func TestTraffickingTemplateParse(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	send := func(name string, data []byte, field string) (int, string) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		fw, _ := mw.CreateFormFile(field, name)
		fw.Write(data)
		mw.Close()
		s, _, b := e.do("POST", "/api/trafficking/parse", buf.String(), map[string]string{"Content-Type": mw.FormDataContentType(), "Authorization": "Bearer " + token})
		return s, b
	}
	if s, b := send("template.csv", []byte("\ufeff\n\nCountry,Advertiser ID,Creative Size\nUSA,1,300x250\n"), "trafficking"); s != 200 || !strings.Contains(b, `"headers":["Country","Advertiser ID","Creative Size"]`) {
		t.Fatalf("csv template: %d %s", s, b)
	}
	f := excelize.NewFile()
	f.SetSheetRow("Sheet1", "A2", &[]any{"Country", "Creative Name", "Taxonomy String"})
	var xl bytes.Buffer
	f.Write(&xl)
	if s, b := send("template.xlsx", xl.Bytes(), "trafficking"); s != 200 || !strings.Contains(b, `"Taxonomy String"`) {
		t.Fatalf("xlsx template: %d %s", s, b)
	}
	if s, b := send("template.xlsx", []byte{0, 1, 2, 3, 0xff}, "trafficking"); s != 400 || !strings.Contains(b, "Failed to process trafficking file") {
		t.Fatalf("binary junk: %d %s", s, b)
	}
	for _, tt := range []struct{ name, data, reason string }{
		{"hello.csv", "hello\n", "at least two columns"},
		{"rows.csv", "USA,12345,300x250,https://x.example/a\n", "looks like a data row"},
		{"words.csv", "apples,pears,plums\n", "none of its 3 columns"},
	} {
		if s, b := send(tt.name, []byte(tt.data), "trafficking"); s != 400 || !strings.Contains(b, "Failed to process trafficking file") || !strings.Contains(b, tt.reason) {
			t.Errorf("%s: %d %s, want 400 saying %q", tt.name, s, b, tt.reason)
		}
	}
	if s, _ := send("template.csv", []byte("a,b"), "other"); s != 400 {
		t.Fatalf("wrong field: %d", s)
	}
	if s, _, _ := e.do("POST", "/api/trafficking/parse", `{}`, bearer(token)); s != http.StatusBadRequest {
		t.Fatalf("json body: %d", s)
	}
}

// TestMatrixPlanKeepsRemovedMissingCreativesOut saves a concept plan without
// some sizes and their missing-creative rows, as the matrix editor does:
// the next sync does not bring those rows back.
func TestMatrixPlanKeepsRemovedMissingCreativesOut(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Plan"}`)
	body, ctype := multipartBody(t, cid, upload{"zeta_300x250.png", fixture(t, "png_rgb_300x250.png")})
	e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	e.waitComplete(token, cid, 1)
	type matrixDoc struct {
		Options map[string]any   `json:"options"`
		Rows    []map[string]any `json:"rows"`
	}
	get := func() matrixDoc {
		_, _, resp := e.do("GET", "/api/campaigns/"+cid+"/matrix", "", bearer(token))
		return decodeData[struct{ Matrix matrixDoc }](t, resp).Matrix
	}
	sizes := func(m matrixDoc) []string {
		var out []string
		for _, r := range m.Rows {
			out = append(out, fmt.Sprint(r["creativeSize"], "/", r["missing"] == true))
		}
		return out
	}
	m := get()
	m.Options["plannedSizes"] = []string{"300x250", "728x90"}
	kept := m.Rows[:0]
	for _, r := range m.Rows {
		if r["missing"] != true || r["creativeSize"] == "728x90" {
			kept = append(kept, r)
		}
	}
	m.Rows = kept
	saved, _ := jsonMarshal(map[string]any{"matrix": m})
	if status, _, resp := e.do("PUT", "/api/campaigns/"+cid+"/matrix", saved, bearer(token)); status != 200 {
		t.Fatalf("save: %d %s", status, resp)
	}
	if got, want := sizes(get()), []string{"300x250/false", "728x90/true"}; !slices.Equal(got, want) {
		t.Fatalf("after the plan was saved the matrix has %v, want %v", got, want)
	}
}
