package api_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
)

func TestUploadProcessesAssetsFromTheirBytes(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Upload test","customerType":"DTC"}`)
	body, ctype := multipartBody(t, cid,
		upload{"banner_300x250.png", fixture(t, "png_rgb_300x250.png")},
		upload{"named_300x250.png", fixture(t, "really_jpeg.png")}, // a 728x90 JPEG
		upload{"spot_15s.mp4", fixture(t, "mp4_moov_end_64x36.mp4")},
		upload{"leave-behind.pdf", fixture(t, "pdf_letter_3pages.pdf")},
	)
	status, _, resp := e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	if status != http.StatusCreated {
		t.Fatalf("upload: %d %s", status, resp)
	}
	list := e.waitComplete(token, cid, 4)
	byName := map[string]assetJSON{}
	for _, a := range list {
		byName[a.Name] = a
		if a.Status != "complete" || a.Progress != 100 {
			t.Errorf("%s: status %s progress %d (%s)", a.Name, a.Status, a.Progress, a.Error)
		}
		if len(a.ProcessingSteps) != 5 {
			t.Fatalf("%s: %d steps", a.Name, len(a.ProcessingSteps))
		}
		for i, s := range a.ProcessingSteps {
			// An image's text step cannot run without OCR (none in the
			// tests): the API says skipped, with the reason.
			image := strings.HasSuffix(a.Name, ".png") || strings.HasSuffix(a.Name, ".jpg")
			switch {
			case i == 1 && image:
				if s.Status != "skipped" || !strings.Contains(s.Detail, "OCR unavailable") {
					t.Errorf("%s: step %s is %s (%s), want skipped with the reason", a.Name, s.Label, s.Status, s.Detail)
				}
			case s.Status != "done":
				t.Errorf("%s: step %s is %s", a.Name, s.Label, s.Status)
			}
		}
		if a.Analysis == nil || a.Analysis.ComplianceScore == nil || len(a.Analysis.Issues) == 0 {
			t.Errorf("%s: no analysis", a.Name)
		}
	}
	if a := byName["named_300x250.png"]; a.Format != "JPG" || a.Info == nil || a.Info.Width != 728 || a.Info.Height != 90 {
		t.Errorf("JPEG named .png: %+v %+v", a, a.Info)
	}
	if a := byName["spot_15s.mp4"]; a.Type != "video" || a.Info == nil || a.Info.DurationSeconds <= 0 {
		t.Errorf("video: %+v", a)
	}
	if a := byName["leave-behind.pdf"]; a.Type != "document" || a.Info == nil || a.Info.PageCount != 3 {
		t.Errorf("pdf: %+v", a)
	}
	if a := byName["banner_300x250.png"]; a.ThumbnailLink == "" {
		t.Error("image has no thumbnail")
	}
	checkThumbnailOnRequest(t, e, token, byName["banner_300x250.png"].ID)
	// The campaign keeps count and score (the rounded mean of its scored
	// assets) itself, updated asset by asset; a deletion takes the asset out.
	wantStats := func(assets []assetJSON) string {
		sum, n := 0, 0
		for _, a := range assets {
			if a.Analysis != nil && a.Analysis.ComplianceScore != nil {
				sum, n = sum+*a.Analysis.ComplianceScore, n+1
			}
		}
		return fmt.Sprintf(`"assetCount":%d,"complianceScore":%d,`, len(assets), (sum+n/2)/max(n, 1))
	}
	_, _, cbody := e.do("GET", "/api/campaigns/"+cid, "", bearer(token))
	if want := wantStats(list); !strings.Contains(cbody, want) || strings.Contains(cbody, `"complianceScore":0,`) {
		t.Errorf("campaign stats not kept, want %s: %s", want, cbody)
	}
	if status, _, resp := e.do("DELETE", "/api/assets/"+byName["banner_300x250.png"].ID, "", bearer(token)); status != 200 {
		t.Fatalf("delete: %d %s", status, resp)
	}
	rest := slices.DeleteFunc(slices.Clone(list), func(a assetJSON) bool { return a.Name == "banner_300x250.png" })
	_, _, cbody = e.do("GET", "/api/campaigns/"+cid, "", bearer(token))
	if want := wantStats(rest); !strings.Contains(cbody, want) {
		t.Errorf("after a deletion, want %s: %s", want, cbody)
	}
}

func TestUploadRejectsBadFilesAndKeepsNothing(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Bad uploads"}`)
	auth := func(ctype string) map[string]string {
		return map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token}
	}
	body, ctype := multipartBody(t, cid, upload{"notes.png", []byte("just some text, not an image")})
	status, _, resp := e.do("POST", "/api/assets/upload", body, auth(ctype))
	if status != http.StatusUnsupportedMediaType || !strings.Contains(resp, "not a supported asset type") {
		t.Fatalf("text upload: %d %s", status, resp)
	}
	body, ctype = multipartBody(t, cid, upload{"empty.png", nil})
	if status, _, resp := e.do("POST", "/api/assets/upload", body, auth(ctype)); status != 400 || !strings.Contains(resp, "is empty") {
		t.Fatalf("empty upload: %d %s", status, resp)
	}
	body, ctype = multipartBody(t, "")
	if status, _, _ := e.do("POST", "/api/assets/upload", body, auth(ctype)); status != 400 {
		t.Fatalf("no files: %d", status)
	}
	if status, _, _ := e.do("POST", "/api/assets/upload", `{"files":[]}`, bearer(token)); status != 400 {
		t.Fatalf("JSON instead of multipart: %d", status)
	}
	body, ctype = multipartBody(t, "nope", upload{"a.png", fixture(t, "png_rgb_300x250.png")})
	if status, _, _ := e.do("POST", "/api/assets/upload", body, auth(ctype)); status != 404 {
		t.Fatalf("unknown campaign: %d", status)
	}
	// A mix: the good file is stored, the bad one reported.
	body, ctype = multipartBody(t, cid, upload{"ok.png", fixture(t, "png_rgb_300x250.png")}, upload{"bad.exe", []byte("MZ\x90\x00binary")})
	status, _, resp = e.do("POST", "/api/assets/upload", body, auth(ctype))
	if status != http.StatusMultiStatus || !strings.Contains(resp, `"name":"bad.exe"`) {
		t.Fatalf("mixed upload: %d %s", status, resp)
	}
	_, _, list := e.do("GET", "/api/campaigns/"+cid+"/assets", "", bearer(token))
	if strings.Count(list, `"sha256"`) != 1 {
		t.Fatalf("rejected files left records: %s", list)
	}
}

func TestAssetsAreIsolatedAndServedSafely(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	token := e.demoToken()
	body, ctype := multipartBody(t, "", upload{"no-campaign.png", fixture(t, "png_rgb_300x250.png")})
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	if status != http.StatusCreated || !strings.Contains(resp, `"campaignId":"no-campaign"`) {
		t.Fatalf("upload: %d %s", status, resp)
	}
	a := decodeData[struct{ Assets []assetJSON }](t, resp).Assets[0]

	status, hdr, raw := e.do("GET", "/api/assets/"+a.ID+"/file", "", bearer(token))
	if status != 200 || hdr.Get("Content-Type") != "image/png" || hdr.Get("X-Content-Type-Options") != "nosniff" || !strings.Contains(hdr.Get("Content-Security-Policy"), "sandbox") {
		t.Fatalf("file: %d %v", status, hdr)
	}
	if raw != string(fixture(t, "png_rgb_300x250.png")) {
		t.Fatal("served bytes differ")
	}
	// The signed URL works without a session, and only for this asset.
	if status, _, _ := e.do("GET", a.URL, "", nil); status != 200 {
		t.Fatalf("signed URL: %d", status)
	}
	if status, _, _ := e.do("GET", strings.Replace(a.URL, a.ID, "other", 1), "", nil); status != 401 {
		t.Fatalf("signed URL for another asset: %d", status)
	}
	if status, _, _ := e.do("GET", strings.Replace(a.URL, "sig=", "sig=x", 1), "", nil); status != 401 {
		t.Fatalf("tampered signature: %d", status)
	}
	if status, _, _ := e.do("GET", "/api/assets/"+a.ID+"/file", "", nil); status != 401 {
		t.Fatalf("no session: %d", status)
	}

	other := e.otherOrgToken("admin")
	for _, c := range []struct{ method, path string }{
		{"GET", "/api/assets/" + a.ID},
		{"GET", "/api/assets/" + a.ID + "/file"},
		{"DELETE", "/api/assets/" + a.ID},
		{"POST", "/api/assets/" + a.ID + "/classify"},
	} {
		if status, _, body := e.do(c.method, c.path, "", bearer(other)); status != 404 {
			t.Errorf("%s %s from another organization: %d %s", c.method, c.path, status, body)
		}
	}
	if _, _, body := e.do("GET", "/api/assets", "", bearer(other)); strings.Contains(body, a.ID) {
		t.Error("another organization lists the asset")
	}
	if status, _, _ := e.do("DELETE", "/api/assets/"+a.ID, "", bearer(token)); status != 200 {
		t.Fatalf("delete: %d", status)
	}
	if status, _, _ := e.do("GET", "/api/assets/"+a.ID+"/file", "", bearer(token)); status != 404 {
		t.Fatalf("file after delete: %d", status)
	}
}

func TestReviewDecisionsPersist(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Reviews"}`)
	body, ctype := multipartBody(t, cid, upload{"big_banner.jpg", fixture(t, "jpeg_baseline_728x90.jpg")})
	if status, _, resp := e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token}); status != 201 {
		t.Fatalf("upload: %d %s", status, resp)
	}
	a := e.waitComplete(token, cid, 1)[0]
	var failed string
	for _, is := range a.Analysis.Issues {
		if is.Status == "fail" {
			failed = is.RuleID
			if failed == "" {
				failed = is.Rule + "|" + is.Field
			}
			break
		}
	}
	if failed == "" {
		t.Fatalf("no failed issue to review: %+v", a.Analysis.Issues)
	}
	review := func(payload string) (int, string) {
		s, _, b := e.do("POST", "/api/assets/"+a.ID+"/review", payload, bearer(token))
		return s, b
	}
	key, _ := json.Marshal(failed)
	if s, b := review(`{"issueKey":` + string(key) + `,"apply":true,"fix":"Re-export at 300x250"}`); s != 200 {
		t.Fatalf("apply: %d %s", s, b)
	}
	if s, b := review(`{"issueKey":` + string(key) + `,"acknowledge":true}`); s != 200 {
		t.Fatalf("acknowledge: %d %s", s, b)
	}
	if s, _ := review(`{"issueKey":"no-such-issue","acknowledge":true}`); s != 404 {
		t.Fatalf("unknown issue: %d", s)
	}
	if s, _ := review(`{"issueKey":` + string(key) + `,"apply":true,"fix":"  "}`); s != 400 {
		t.Fatalf("empty fix: %d", s)
	}
	_, _, got := e.do("GET", "/api/assets/"+a.ID, "", bearer(token))
	re := decodeData[struct{ Asset assetJSON }](t, got).Asset
	if len(re.Reviews) != 1 || re.Reviews[0].Fix != "Re-export at 300x250" || re.Reviews[0].ReviewedBy == "" || re.Reviews[0].FixAppliedBy == "" {
		t.Fatalf("reviews not stored: %+v", re.Reviews)
	}
}

func TestUploadZip(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Zips"}`)
	send := func(name string, data []byte) (int, string) {
		var buf bytes.Buffer
		mw := multipart.NewWriter(&buf)
		_ = mw.WriteField("campaignId", cid)
		fw, _ := mw.CreateFormFile("file", name)
		fw.Write(data)
		mw.Close()
		s, _, b := e.do("POST", "/api/campaigns/upload-zip", buf.String(), map[string]string{"Content-Type": mw.FormDataContentType(), "Authorization": "Bearer " + token})
		return s, b
	}
	// An HTML5 banner zip is one asset.
	if s, b := send("banner_300x250.zip", fixture(t, "html5_300x250.zip")); s != 201 || strings.Count(b, `"sha256"`) != 1 {
		t.Fatalf("banner zip: %d %s", s, b)
	}
	// A zip of assets is unpacked; junk entries are reported.
	assets := ziptest.Files(t,
		"creatives/a_300x250.png", string(fixture(t, "png_rgb_300x250.png")),
		"creatives/b.jpg", string(fixture(t, "jpeg_baseline_728x90.jpg")),
		"__MACOSX/._b.jpg", "junk",
		"readme.txt", "not an asset")
	s, b := send("assets.zip", assets)
	if s != http.StatusMultiStatus || strings.Count(b, `"sha256"`) != 2 || !strings.Contains(b, `"name":"readme.txt"`) || strings.Contains(b, "__MACOSX") {
		t.Fatalf("assets zip: %d %s", s, b)
	}
	if s, b := send("not.zip", []byte("plain text")); s != 400 {
		t.Fatalf("not a zip: %d %s", s, b)
	}
}

func TestAssignAsset(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Target"}`)
	body, ctype := multipartBody(t, "", upload{"loose.png", fixture(t, "png_rgb_300x250.png")})
	_, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	id := decodeData[struct{ Assets []assetJSON }](t, resp).Assets[0].ID
	runScenarios(t, e, []scenario{
		{name: "attach to campaign", method: "POST", path: "/api/campaigns/" + cid + "/assets", auth: true, status: 200,
			body: `{"asset":{"id":"` + id + `"}}`, contains: []string{`"campaignId":"` + cid + `"`}},
		{name: "campaign lists it", method: "GET", path: "/api/campaigns/" + cid + "/assets", auth: true, status: 200, contains: []string{id}},
		{name: "back to no campaign", method: "POST", path: "/api/assets", auth: true, status: 200,
			body: `{"asset":{"id":"` + id + `"}}`, contains: []string{`"campaignId":"no-campaign"`}},
		{name: "needs an id", method: "POST", path: "/api/assets", auth: true, status: 400, body: `{"asset":{"name":"x.png"}}`, contains: []string{"upload the file"}},
		{name: "unknown asset", method: "POST", path: "/api/campaigns/" + cid + "/assets", auth: true, status: 404, body: `{"asset":{"id":"nope"}}`},
		{name: "unknown campaign", method: "POST", path: "/api/campaigns/nope/assets", auth: true, status: 404, body: `{"asset":{"id":"` + id + `"}}`},
	})
}

func TestInterruptedProcessingResumesAtStart(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"Restart"}`)
	// Upload without a running pipeline: the asset stays 'uploading', as
	// after a crash mid-processing.
	body, ctype := multipartBody(t, cid, upload{"a.png", fixture(t, "png_rgb_300x250.png")})
	e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	_, _, list := e.do("GET", "/api/campaigns/"+cid+"/assets", "", bearer(token))
	if !strings.Contains(list, `"status":"uploading"`) {
		t.Fatalf("before start: %s", list)
	}
	e.startProcessing()
	if a := e.waitComplete(token, cid, 1)[0]; a.Status != "complete" {
		t.Fatalf("not resumed: %+v", a)
	}
}

func TestFailingAIDoesNotBlockProcessing(t *testing.T) {
	t.Parallel()
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":{"message":"model overloaded"}}`, http.StatusInternalServerError)
	}))
	defer model.Close()
	analyzer, err := ai.New(ai.Config{Provider: "openai", BaseURL: model.URL, Model: "test-model", APIKey: "sk-secret-key", Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	e := defaultEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := e.app.StartProcessing(ctx, pipeline.Deps{AI: analyzer}); err != nil {
		t.Fatal(err)
	}
	token := e.demoToken()
	cid := e.createCampaign(token, `{"name":"AI down"}`)
	body, ctype := multipartBody(t, cid, upload{"a.png", fixture(t, "png_rgb_300x250.png")})
	e.do("POST", "/api/campaigns/upload-files", body, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token})
	a := e.waitComplete(token, cid, 1)[0]
	if a.Status != "complete" {
		t.Fatalf("processing blocked by the AI: %+v", a)
	}
	_, _, raw := e.do("GET", "/api/assets/"+a.ID, "", bearer(token))
	if !strings.Contains(raw, `"aiError":"AI analysis unavailable"`) || strings.Contains(raw, "sk-secret-key") {
		t.Fatalf("asset does not say the AI was unavailable, or leaks the key: %s", raw)
	}
	status, _, resp := e.do("POST", "/api/ai-analysis/analyze-asset", `{"assetId":"`+a.ID+`"}`, bearer(token))
	if status != http.StatusServiceUnavailable || !strings.Contains(resp, "AI analysis unavailable: AI analysis endpoint not available or failed") {
		t.Fatalf("analyze with a failing model: %d %s", status, resp)
	}
}

func TestUploadsAreIdempotentAndHonest(t *testing.T) {
	parallel(t)
	e := defaultEnv(t)
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	p, _ := e.app.Authenticate(context.Background(), token)
	before, _ := e.st.ListAssets(context.Background(), p.Org.ID, "")
	body, ctype := multipartBody(t, "", upload{"a.png", png})
	h := bearer(token)
	h["Content-Type"] = ctype
	h["Idempotency-Key"] = "retry-me"
	var ids []string
	for range 3 {
		status, _, resp := e.do("POST", "/api/assets/upload", body, h)
		var out struct {
			Assets []struct{ ID string } `json:"assets"`
		}
		dataInto(t, resp, &out)
		if status != http.StatusCreated || len(out.Assets) != 1 {
			t.Fatalf("upload: %d %s", status, resp)
		}
		ids = append(ids, out.Assets[0].ID)
	}
	if ids[0] != ids[1] || ids[1] != ids[2] {
		t.Fatalf("retries stored new assets: %v", ids)
	}
	if list, _ := e.st.ListAssets(context.Background(), p.Org.ID, ""); len(list) != len(before)+1 {
		t.Fatalf("%d assets stored for one keyed upload", len(list)-len(before))
	}

	// One good file, one refused: 207 with each file's outcome.
	body, ctype = multipartBody(t, "", upload{"b.png", png}, upload{"notes.txt", []byte("plain text")})
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	if status != http.StatusMultiStatus || !strings.Contains(resp, `"status":"stored"`) || !strings.Contains(resp, `"name":"notes.txt","status":"rejected"`) {
		t.Fatalf("mixed upload: %d %s", status, resp)
	}

	// A zip whose third entry is bad: the others are stored, never a 500.
	zip := ziptest.Build(t,
		ziptest.Entry{Name: "one.png", Body: string(png)},
		ziptest.Entry{Name: "two.png", Body: string(png[:len(png)-1]) + "x"},
		ziptest.Entry{Name: "three.png", Body: "not a png at all"},
		ziptest.Entry{Name: "four.png", Body: string(png) + "tail"},
	)
	body, ctype = multipartBody(t, "", upload{"batch.zip", zip})
	body = strings.Replace(body, `name="files"`, `name="file"`, 1)
	status, _, resp = e.do("POST", "/api/campaigns/upload-zip", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	if status != http.StatusMultiStatus || strings.Count(resp, `"status":"stored"`) != 3 || !strings.Contains(resp, `"name":"three.png","status":"rejected"`) {
		t.Fatalf("zip with a bad entry: %d %s", status, resp)
	}
}

func TestTooManyFilesStillAnswersWhatWasStored(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	files := make([]upload, 201)
	for i := range files {
		files[i] = upload{"f.png", png}
	}
	body, ctype := multipartBody(t, "", files...)
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	if status != http.StatusMultiStatus || strings.Count(resp, `"status":"stored"`) != 200 ||
		!strings.Contains(resp, `"name":"(rest of the upload)","status":"rejected","error":"Too many files`) {
		t.Fatalf("201 files: %d %.400s", status, resp)
	}
}

// TestUploadOutcomesKeepTheOrderSent: files of one upload are stored in
// the background while the next is read, yet the answer lists every
// file's outcome in the order sent, a file refused only when its bytes
// are stored (over the size limit) among them, and that file leaves no
// blob behind.
func TestUploadOutcomesKeepTheOrderSent(t *testing.T) {
	t.Parallel()
	e := newEnv(t, app.Config{DemoEnabled: true, MaxUploadBytes: 256 << 10})
	token := e.demoToken()
	png := fixture(t, "png_rgb_300x250.png")
	big := append(append([]byte{}, png...), bytes.Repeat([]byte{0}, 300<<10)...) // over the limit, under 1 MB: stored in the background
	files := []upload{{"one.png", png}, {"big.png", big}, {"notes.txt", []byte("plain text")}, {"two.png", append(append([]byte{}, png...), 'x')}}
	body, ctype := multipartBody(t, "", files...)
	status, _, resp := e.do("POST", "/api/assets/upload", body, map[string]string{"Authorization": "Bearer " + token, "Content-Type": ctype})
	var out struct {
		Outcomes []struct{ Name, Status, Error string } `json:"outcomes"`
	}
	dataInto(t, resp, &out)
	want := []struct{ name, status, errHas string }{
		{"one.png", "stored", ""},
		{"big.png", "rejected", "larger than the upload limit"},
		{"notes.txt", "rejected", "not a supported asset type"},
		{"two.png", "stored", ""},
	}
	if status != http.StatusMultiStatus || len(out.Outcomes) != len(want) {
		t.Fatalf("upload: %d %s", status, resp)
	}
	for i, w := range want {
		o := out.Outcomes[i]
		if o.Name != w.name || o.Status != w.status || !strings.Contains(o.Error, w.errHas) {
			t.Errorf("outcome %d: %+v, want %s %s (%q)", i, o, w.name, w.status, w.errHas)
		}
	}
	sum := sha256.Sum256(big)
	if _, err := e.app.Blobs().Open(context.Background(), hex.EncodeToString(sum[:])); err == nil {
		t.Error("the refused file's bytes were kept")
	}
}

// checkThumbnailOnRequest fetches an image's thumbnail, which processing
// left to be made on the first request: it is a PNG that fits the
// thumbnail size, the asset then holds it, and later requests get the same
// bytes.
func checkThumbnailOnRequest(t *testing.T, e *env, token, id string) {
	t.Helper()
	type thumbnailFields struct {
		Asset struct {
			ThumbnailSHA256    string `json:"thumbnailSha256"`
			ThumbnailOnRequest bool   `json:"thumbnailOnRequest"`
			ThumbnailLink      string `json:"thumbnailLink"`
		} `json:"asset"`
	}
	getAsset := func() (thumbSum string, onRequest bool, link string) {
		_, _, body := e.do("GET", "/api/assets/"+id, "", bearer(token))
		a := decodeData[thumbnailFields](t, body).Asset
		return a.ThumbnailSHA256, a.ThumbnailOnRequest, a.ThumbnailLink
	}
	sum, onRequest, link := getAsset()
	if sum != "" || !onRequest || link == "" {
		t.Fatalf("before the first request: thumbnail %q, on request %v, link %q", sum, onRequest, link)
	}
	var first string
	for i := range 2 {
		status, h, body := e.do("GET", link, "", bearer(token))
		if status != 200 || h.Get("Content-Type") != "image/png" {
			t.Fatalf("thumbnail request %d: %d %s", i+1, status, h.Get("Content-Type"))
		}
		img, err := png.Decode(strings.NewReader(body))
		if err != nil {
			t.Fatalf("thumbnail request %d: %v", i+1, err)
		}
		if b := img.Bounds(); b.Dx() != 300 || b.Dy() != 250 {
			t.Errorf("thumbnail of a 300x250 banner is %v", b)
		}
		if i == 0 {
			first = body
		} else if body != first {
			t.Error("the second request got other bytes")
		}
	}
	if sum, onRequest, _ = getAsset(); sum == "" || onRequest {
		t.Errorf("after the request: thumbnail %q, on request %v", sum, onRequest)
	}
}

// scopedRuleAndBanner adds a scoped rule and uploads one banner into a new
// campaign of that name, and returns the rule's ID and the checked asset.
func (e *env) scopedRuleAndBanner(token, rule, campaign string) (string, assetJSON) {
	e.t.Helper()
	status, _, body := e.do("POST", "/api/rules", rule, bearer(token))
	if status != 201 {
		e.t.Fatalf("add rule: %d %s", status, body)
	}
	ruleID := decodeData[struct{ Rule struct{ ID string } }](e.t, body).Rule.ID
	cid := e.createCampaign(token, `{"name":"`+campaign+`"}`)
	mp, ctype := multipartBody(e.t, cid, upload{"banner.jpg", fixture(e.t, "jpeg_baseline_728x90.jpg")})
	if status, _, resp := e.do("POST", "/api/campaigns/upload-files", mp, map[string]string{"Content-Type": ctype, "Authorization": "Bearer " + token}); status != 201 {
		e.t.Fatalf("upload: %d %s", status, resp)
	}
	return ruleID, e.waitComplete(token, cid, 1)[0]
}

// scopedAsset is what the scope tests read of an asset: its scope, the
// scope its check used, and each rule's outcome.
type scopedAsset struct {
	Scope    map[string]string `json:"scope"`
	Analysis struct {
		CheckedScope map[string]string `json:"checkedScope"`
		Issues       []struct{ RuleID, Status string }
	} `json:"analysis"`
}

// ruleStatus is the rule's outcome on the asset, or "not applied".
func (s scopedAsset) ruleStatus(ruleID string) string {
	for _, is := range s.Analysis.Issues {
		if is.RuleID == ruleID {
			return is.Status
		}
	}
	return "not applied"
}

func (e *env) scopedAsset(token, id string) scopedAsset {
	e.t.Helper()
	_, _, b := e.do("GET", "/api/assets/"+id, "", bearer(token))
	return decodeData[struct{ Asset scopedAsset }](e.t, b).Asset
}

// TestAssetScope: the platform, placement and part a team gives an asset
// decide which scoped rules check it, and the change re-checks it at once.
func TestAssetScope(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	ruleID, a := e.scopedRuleAndBanner(token, `{"rule":"TikTok files stay tiny","severity":"critical","field":"fileSize","section":"Technical","channel":"All","enabled":true,"params":{"max":1,"platforms":["tiktok"]}}`, "Scopes")
	ruleStatus := func(s scopedAsset) string { return s.ruleStatus(ruleID) }
	get := func() scopedAsset { return e.scopedAsset(token, a.ID) }
	if got := ruleStatus(get()); got != "not applied" {
		t.Fatalf("a rule for TikTok checked an asset nothing says is for TikTok: %s", got)
	}

	status, _, body := e.do("PATCH", "/api/assets/"+a.ID, `{"scope":{"platform":"TikTok","part":"End card"}}`, bearer(token))
	if status != 200 {
		t.Fatalf("set scope: %d %s", status, body)
	}
	after := decodeData[struct{ Asset scopedAsset }](t, body).Asset
	if after.Scope["platform"] != "tiktok" || after.Scope["part"] != "endCard" || after.Analysis.CheckedScope["platform"] != "tiktok" {
		t.Fatalf("scope not stored in the model's spelling: %+v / %+v", after.Scope, after.Analysis.CheckedScope)
	}
	if got := ruleStatus(after); got != "fail" {
		t.Fatalf("after the scope was set the TikTok rule gave %q, want fail: %s", got, body)
	}
	if got := ruleStatus(get()); got != "fail" {
		t.Fatalf("re-check not stored: %q", got)
	}
	_, _, hist := e.do("GET", "/api/assets/"+a.ID+"/history", "", bearer(token))
	if !strings.Contains(hist, "asset.scope") {
		t.Errorf("no audit entry for the scope change: %s", hist)
	}

	runScenarios(t, e, []scenario{
		{name: "unknown platform", method: "PATCH", path: "/api/assets/" + a.ID, auth: true, status: 400,
			body: `{"scope":{"platform":"MySpace"}}`, contains: []string{"unknown platform", "tiktok"}},
		{name: "scope missing", method: "PATCH", path: "/api/assets/" + a.ID, auth: true, status: 400, body: `{}`},
		{name: "unknown asset", method: "PATCH", path: "/api/assets/nope", auth: true, status: 404, body: `{"scope":{}}`},
		{name: "no session", method: "PATCH", path: "/api/assets/" + a.ID, status: 401, body: `{"scope":{}}`},
	})
	if s := get(); s.Scope["platform"] != "tiktok" {
		t.Fatalf("a refused change altered the asset: %+v", s.Scope)
	}
	if status, _, _ := e.do("PATCH", "/api/assets/"+a.ID, `{"scope":{}}`, bearer(e.viewerToken(token))); status != 403 {
		t.Errorf("a viewer changed the scope: %d", status)
	}
	if status, _, _ := e.do("PATCH", "/api/assets/"+a.ID, `{"scope":{}}`, bearer(e.otherOrgToken("admin"))); status != 404 {
		t.Errorf("another organization changed the scope: %d", status)
	}
	// Clearing it goes back to the file name: the rule no longer applies.
	status, _, body = e.do("PATCH", "/api/assets/"+a.ID, `{"scope":{}}`, bearer(token))
	if cleared := decodeData[struct{ Asset scopedAsset }](t, body).Asset; status != 200 || len(cleared.Scope) != 0 || ruleStatus(cleared) != "not applied" {
		t.Fatalf("clear: %d %s", status, body)
	}
}

// TestAssetDocumentPart: an asset's part may be a component a document
// names that the model does not list (lowerCamelCase, as a rule's part):
// tagging the asset with it makes a rule for that part check it, though
// its file name does not spell the part; a part in any other form is a
// 400 in the envelope and leaves the asset as it was.
func TestAssetDocumentPart(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	ruleID, a := e.scopedRuleAndBanner(token, `{"rule":"Kiosk posters stay tiny","severity":"critical","field":"fileSize","section":"Technical","channel":"All","enabled":true,"params":{"max":0.001,"parts":["kioskPoster"]}}`, "Congress kit")
	ruleStatus := func(s scopedAsset) string { return s.ruleStatus(ruleID) }
	get := func() scopedAsset { return e.scopedAsset(token, a.ID) }
	if got := ruleStatus(get()); got != "not applied" {
		t.Fatalf("a rule for kiosk posters checked an asset nothing says is one: %s", got)
	}

	status, _, body := e.do("PATCH", "/api/assets/"+a.ID, `{"scope":{"part":"kioskPoster"}}`, bearer(token))
	if status != 200 {
		t.Fatalf("set a document part: %d %s", status, body)
	}
	after := decodeData[struct{ Asset scopedAsset }](t, body).Asset
	if after.Scope["part"] != "kioskPoster" || after.Analysis.CheckedScope["part"] != "kioskPoster" {
		t.Fatalf("document part not stored or checked as written: scope %+v, checked %+v", after.Scope, after.Analysis.CheckedScope)
	}
	if got := ruleStatus(after); got != "fail" {
		t.Fatalf("after the part was set the kiosk-poster rule gave %q, want fail: %s", got, body)
	}
	if got := ruleStatus(get()); got != "fail" {
		t.Fatalf("re-check not stored: %q", got)
	}

	var rows []scenario
	for _, part := range []string{"Kiosk poster", "kp", "kiosk_poster!", strings.Repeat("k", 49)} {
		rows = append(rows, scenario{name: "malformed part " + part, method: "PATCH", path: "/api/assets/" + a.ID, auth: true, status: 400,
			body: `{"scope":{"part":"` + part + `"}}`, contains: []string{`"success":false`, "unknown part", "lowerCamelCase"}})
	}
	// A typo of a listed part is no document part: refused with the part meant, for an asset and for a rule.
	rows = append(rows,
		scenario{name: "misspelt listed part on an asset", method: "PATCH", path: "/api/assets/" + a.ID, auth: true, status: 400,
			body: `{"scope":{"part":"endcrd"}}`, contains: []string{`"success":false`, `unknown part \"endcrd\": did you mean endCard?`}},
		scenario{name: "misspelt listed part on a rule", method: "PUT", path: "/api/rules/" + ruleID, auth: true, status: 400,
			body: `{"params":{"max":0.001,"parts":["End crd"]}}`, contains: []string{`"success":false`, `did you mean endCard?`}})
	runScenarios(t, e, rows)
	if s := get(); s.Scope["part"] != "kioskPoster" || ruleStatus(s) != "fail" {
		t.Fatalf("a refused change altered the asset: %+v", s)
	}
	// Another document part: the rule no longer checks the asset.
	status, _, body = e.do("PATCH", "/api/assets/"+a.ID, `{"scope":{"part":"boothBanner"}}`, bearer(token))
	if after := decodeData[struct{ Asset scopedAsset }](t, body).Asset; status != 200 || ruleStatus(after) != "not applied" {
		t.Fatalf("another document part: %d %s", status, body)
	}
}
