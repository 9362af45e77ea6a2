package api_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/internal/fakedrive"
	"github.com/pharmaops/pharmaops/internal/fakeidp"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
)

// driveEnv is a server whose Google sign-in talks to a fake identity
// provider and whose Drive calls go to a fake Drive that accepts only the
// access tokens that provider issued.
type driveEnv struct {
	*env
	idp   *fakeidp.Server
	drive *fakedrive.Server
}

func newDriveEnv(t *testing.T) *driveEnv {
	t.Helper()
	return newDriveEnvWith(t, app.Config{DemoEnabled: true})
}

func newDriveEnvWith(t *testing.T, cfg app.Config) *driveEnv {
	t.Helper()
	e := newEnv(t, cfg)
	idp := fakeidp.New("pharmaops-test-client", "test-secret")
	t.Cleanup(idp.Close)
	g, err := auth.NewGoogle(context.Background(), auth.GoogleConfig{
		ClientID: idp.ClientID, ClientSecret: idp.ClientSecret, RedirectURL: e.srv.URL + "/api/auth/google/callback",
		Issuer: idp.Issuer(), AuthURL: idp.AuthURL(), TokenURL: idp.TokenURL(), JWKSURL: idp.JWKSURL(), RevokeURL: idp.RevokeURL(),
	})
	if err != nil {
		t.Fatal(err)
	}
	e.app.SetGoogle(g)
	fd := fakedrive.New()
	t.Cleanup(fd.Close)
	fd.TokenOK = idp.AccessTokenValid
	e.app.SetDriveBaseURL(fd.BaseURL())
	return &driveEnv{env: e, idp: idp, drive: fd}
}

// signIn signs in with Google and returns the session token.
func (d *driveEnv) signIn(email string) string {
	d.t.Helper()
	d.idp.SignInAs(fakeidp.Identity{Subject: "g-" + email, Email: email, GivenName: "Dana"})
	back := finish(d.t, startGoogle(d.t, d.env))
	status, _, body := d.do("POST", "/api/auth/exchange", `{"token":"`+back.Get("token")+`"}`, nil)
	if status != 200 {
		d.t.Fatalf("exchange: %d %s", status, body)
	}
	return decodeSession(d.t, body).Token
}

type driveFilesAnswer struct {
	Data struct {
		Files []struct {
			ID, Name, MimeType, ModifiedTime, WebViewLink, ThumbnailLink string
			Size                                                         int64
			IsFolder                                                     bool
		} `json:"files"`
		NextPageToken  string `json:"nextPageToken"`
		WithoutParents bool   `json:"withoutParents"`
	} `json:"data"`
}

func (d *driveEnv) files(token, query string) driveFilesAnswer {
	d.t.Helper()
	status, _, body := d.do("GET", "/api/google-drive/files?"+query, "", bearer(token))
	if status != 200 {
		d.t.Fatalf("files?%s: %d %s", query, status, body)
	}
	var res driveFilesAnswer
	if err := json.Unmarshal([]byte(body), &res); err != nil {
		d.t.Fatal(err)
	}
	return res
}

func names(a driveFilesAnswer) []string {
	var out []string
	for _, f := range a.Data.Files {
		out = append(out, f.Name)
	}
	return out
}

func TestDriveNotConnectedScenarios(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	runScenarios(t, e, []scenario{
		{name: "files need a session", method: "GET", path: "/api/google-drive/files", status: 401},
		{name: "import needs a session", method: "POST", path: "/api/assets/import-from-drive", body: `{}`, status: 401},
		{name: "revoke needs a session", method: "POST", path: "/api/oauth/google-drive/revoke", status: 401},
		{name: "status of a demo visitor", method: "GET", path: "/api/google-drive/status", auth: true, status: 200,
			contains: []string{`"connected":false`, `"demo":true`, `"configured":false`}},
		{name: "files without Google", method: "GET", path: "/api/google-drive/files", auth: true, status: 409,
			contains: []string{"Google Drive not connected. Please connect your account."}},
		{name: "import without Google", method: "POST", path: "/api/assets/import-from-drive", auth: true, status: 409,
			body: `{"fileIds":["abc"]}`, contains: []string{"Google Drive not connected"}},
		{name: "import of nothing", method: "POST", path: "/api/assets/import-from-drive", auth: true, status: 400,
			body: `{"fileIds":[]}`, contains: []string{"Select at least one file"}},
		{name: "import of too many", method: "POST", path: "/api/assets/import-from-drive", auth: true, status: 400,
			body: `{"demo":true,"fileIds":[` + strings.TrimSuffix(strings.Repeat(`"x",`, 1)+manyIDs(201), ",") + `]}`, contains: []string{"at most 200"}},
		{name: "import into another's campaign", method: "POST", path: "/api/assets/import-from-drive", auth: true, status: 404,
			body: `{"demo":true,"campaignId":"nope","fileIds":["demo-img-01"]}`},
		{name: "revoke with nothing kept", method: "POST", path: "/api/oauth/google-drive/revoke", auth: true, status: 200,
			contains: []string{`"connected":false`}},
		{name: "demo drive first page", method: "GET", path: "/api/google-drive/files?demo=true&parents=root", auth: true, status: 200,
			contains: []string{`"isFolder":true`, `"nextPageToken":"50"`, "Zeta_DTC_Patient_Brochure_ZTA-2026-0412.pdf"}},
		{name: "demo drive folder", method: "GET", path: "/api/google-drive/files?demo=true&parents=demo-folder-agency-round-2", auth: true, status: 200,
			contains: []string{"Zeta_DTC_Leave_Behind_draft.pdf"}, excludes: []string{"Brochure", "nextPageToken"}},
		{name: "bad orderBy", method: "GET", path: "/api/google-drive/files?demo=true&orderBy=" + url.QueryEscape("name) or (1"), auth: true, status: 400,
			contains: []string{"orderBy"}},
		{name: "bad pageSize", method: "GET", path: "/api/google-drive/files?demo=true&pageSize=-3", auth: true, status: 400},
		{name: "huge pageSize", method: "GET", path: "/api/google-drive/files?demo=true&pageSize=5000", auth: true, status: 400},
		{name: "bad parent", method: "GET", path: "/api/google-drive/files?demo=true&parents=" + url.QueryEscape("root' or '1"), auth: true, status: 400,
			contains: []string{"folder ID or root"}},
		{name: "unknown import job", method: "GET", path: "/api/google-drive/imports/nope", auth: true, status: 404},
	})
}

func manyIDs(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `"f%d",`, i)
	}
	return b.String()
}

func TestDemoDriveHasTheSpecsFiles(t *testing.T) {
	t.Parallel()
	e := newDriveEnv(t)
	token := e.demoToken()
	all := e.files(token, "demo=true&pageSize=100")
	kinds := map[string]int{}
	for _, f := range all.Data.Files {
		switch {
		case f.IsFolder:
			kinds["folder"]++
		case strings.HasPrefix(f.MimeType, "image/"):
			kinds["image"]++
		case f.MimeType == "application/pdf":
			kinds["pdf"]++
		case strings.HasPrefix(f.MimeType, "video/"):
			kinds["video"]++
		}
		if !f.IsFolder && f.Size == 0 {
			t.Errorf("%s has no bytes", f.Name)
		}
	}
	if kinds["image"] != 48 || kinds["folder"] != 1 || kinds["pdf"] != 1 || kinds["video"] != 1 || len(all.Data.Files) != 51 {
		t.Fatalf("demo drive root %v (%d files), want 48 images, one folder, one PDF, one video", kinds, len(all.Data.Files))
	}
	if all.Data.Files[0].Name != "Agency delivery – round 2" {
		t.Errorf("folders come first: %s", all.Data.Files[0].Name)
	}
	search := e.files(token, "demo=true&q="+url.QueryEscape("728x90"))
	for _, n := range names(search) {
		if !strings.Contains(n, "728x90") {
			t.Errorf("search 728x90 listed %s", n)
		}
	}
	if len(search.Data.Files) == 0 {
		t.Fatal("search 728x90 found nothing")
	}
}

func TestDriveListingAgainstFakeDrive(t *testing.T) {
	t.Parallel()
	e := newDriveEnv(t)
	token := e.signIn("dana@acme-pharma.com")
	status, _, body := e.do("GET", "/api/google-drive/status", "", bearer(token))
	if status != 200 || !strings.Contains(body, `"connected":true`) || !strings.Contains(body, `"email":"dana@acme-pharma.com"`) {
		t.Fatalf("status: %d %s", status, body)
	}

	// The root is empty: the listing is retried without parents.
	e.drive.Add(fakedrive.File{ID: "shared1", Name: "Shared_300x250.png", MimeType: "image/png", ModifiedTime: "2026-01-02T10:00:00Z",
		Parents: []string{"someone-elses-folder"}, Content: assetgen.PNG(300, 250)})
	res := e.files(token, "parents=root")
	if !res.Data.WithoutParents || len(res.Data.Files) != 1 || res.Data.Files[0].WebViewLink == "" || res.Data.Files[0].ThumbnailLink == "" {
		t.Fatalf("empty root: %+v", res.Data)
	}

	// Folders, files, and paging at the default page size of 50.
	e.drive.Add(fakedrive.File{ID: "folderA", Name: "Agency", MimeType: "application/vnd.google-apps.folder", Parents: []string{"root"}})
	for i := range 120 {
		e.drive.Add(fakedrive.File{ID: fmt.Sprintf("img%03d", i), Name: fmt.Sprintf("Banner_%03d_300x250.png", i), MimeType: "image/png",
			ModifiedTime: "2026-01-03T10:00:00Z", Parents: []string{"folderA"}, Content: []byte("x")})
	}
	e.drive.Add(fakedrive.File{ID: "odd", Name: `Brand's "Q1" \ final 300x250.png`, MimeType: "image/png", Parents: []string{"root"}, Content: []byte("y")})
	root := e.files(token, "parents=root&orderBy=folder,name")
	if len(root.Data.Files) != 2 || !root.Data.Files[0].IsFolder || root.Data.WithoutParents {
		t.Fatalf("root: %v", names(root))
	}
	var seen []string
	pageToken := ""
	for pages := 0; ; pages++ {
		q := "parents=folderA&orderBy=name"
		if pageToken != "" {
			q += "&pageToken=" + url.QueryEscape(pageToken)
		}
		p := e.files(token, q)
		if pageToken == "" && len(p.Data.Files) != 50 {
			t.Fatalf("first page has %d files, want the default 50", len(p.Data.Files))
		}
		seen = append(seen, names(p)...)
		if pageToken = p.Data.NextPageToken; pageToken == "" || pages > 5 {
			break
		}
	}
	if len(seen) != 120 || seen[0] != "Banner_000_300x250.png" || seen[119] != "Banner_119_300x250.png" {
		t.Fatalf("paged %d files: %v…", len(seen), seen[:min(3, len(seen))])
	}

	// Search text is a value: quotes, backslashes and query words stay in
	// the name condition (the fake Drive refuses any other syntax).
	for _, c := range []struct {
		search string
		want   int
	}{
		{`Brand's "Q1" \ final`, 1},
		{`' or name contains '`, 0},
		{`x' or trashed = true or name contains 'y`, 0},
		{`banner_01`, 10},
	} {
		res := e.files(token, "q="+url.QueryEscape(c.search))
		if len(res.Data.Files) != c.want {
			t.Errorf("search %q: %v, want %d files", c.search, names(res), c.want)
		}
	}
	if last := e.drive.Queries[len(e.drive.Queries)-1]; last != `trashed = false and name contains 'banner_01'` {
		t.Errorf("query sent: %s", last)
	}

	// An expired access token is refreshed with the kept refresh token; a
	// rotated refresh token is saved, sealed.
	user, _ := e.st.FindUserByEmail(context.Background(), "dana@acme-pharma.com")
	before := string(user.GoogleRefreshToken)
	e.idp.RotateRefreshTokens = true
	e.idp.ExpireAccessTokens()
	if got := e.files(token, "parents=folderA&pageSize=5"); len(got.Data.Files) != 5 {
		t.Fatalf("after expiry: %v", names(got))
	}
	user, _ = e.st.FindUserByEmail(context.Background(), "dana@acme-pharma.com")
	if string(user.GoogleRefreshToken) == before || strings.Contains(string(user.GoogleRefreshToken), "fake-refresh-") {
		t.Fatal("the rotated refresh token was not saved sealed")
	}
	e.idp.ExpireAccessTokens()
	if got := e.files(token, "parents=folderA&pageSize=5"); len(got.Data.Files) != 5 {
		t.Fatalf("after a second expiry (rotated token in use): %v", names(got))
	}

	// Revoke: Google forgets the grant, the server forgets the token.
	status, _, body = e.do("POST", "/api/oauth/google-drive/revoke", "", bearer(token))
	if status != 200 || !strings.Contains(body, `"connected":false`) {
		t.Fatalf("revoke: %d %s", status, body)
	}
	if e.idp.Requests["/revoke"] != 1 {
		t.Fatalf("revocation calls at the provider: %d", e.idp.Requests["/revoke"])
	}
	status, _, body = e.do("GET", "/api/google-drive/files", "", bearer(token))
	if status != 409 || !strings.Contains(body, "Google Drive not connected") {
		t.Fatalf("files after revoke: %d %s", status, body)
	}
	if _, _, body = e.do("GET", "/api/audit?limit=50", "", bearer(token)); !strings.Contains(body, "google-drive.revoke") {
		t.Errorf("no audit entry of the revocation: %.300s", body)
	}
}

func TestDriveRefusedRefreshIsNotConnected(t *testing.T) {
	t.Parallel()
	e := newDriveEnv(t)
	token := e.signIn("ravi@acme-pharma.com")
	e.drive.Add(fakedrive.File{ID: "a1", Name: "a.png", MimeType: "image/png", Parents: []string{"root"}, Content: []byte("x")})
	e.files(token, "parents=root")
	// The grant is withdrawn at Google's end (the user removed the app).
	e.idp.RotateRefreshTokens = true // the next refresh rotates…
	e.idp.ExpireAccessTokens()
	e.files(token, "parents=root") // …and the server keeps the new one
	e.idp.ExpireAccessTokens()
	forgetAllRefreshTokens(t, e)
	status, _, body := e.do("GET", "/api/google-drive/files?parents=root", "", bearer(token))
	if status != 409 || !strings.Contains(body, "Google Drive not connected. Please connect your account.") || strings.Contains(body, "fake-refresh") {
		t.Fatalf("refused refresh: %d %s", status, body)
	}
}

// forgetAllRefreshTokens revokes at the provider every refresh token the
// server holds, as a user removing the app in their Google account does.
func forgetAllRefreshTokens(t *testing.T, e *driveEnv) {
	t.Helper()
	for _, email := range []string{"ravi@acme-pharma.com"} {
		u, err := e.st.FindUserByEmail(context.Background(), email)
		if err != nil {
			t.Fatal(err)
		}
		refresh, err := e.app.GoogleRefreshToken(&app.Principal{User: u})
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.PostForm(e.idp.RevokeURL(), url.Values{"token": {refresh}})
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("revoking at the provider: %v %v", err, resp)
		}
		resp.Body.Close()
	}
}

type importJob struct {
	ID    string `json:"id"`
	Done  bool   `json:"done"`
	Files []struct {
		FileID, Name, Status, AssetID, Error, Reason string
	} `json:"files"`
}

// importAndWait starts an import and follows the campaign's event stream
// until the job is done; it returns the final job and how many import
// events arrived.
func (e *env) importAndWait(token, campaignID, body string) (importJob, int) {
	e.t.Helper()
	req, _ := http.NewRequest("GET", e.srv.URL+"/api/campaigns/"+campaignID+"/events", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	resp, err := e.srv.Client().Do(req.WithContext(ctx))
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	lines := bufio.NewScanner(resp.Body)
	lines.Buffer(make([]byte, 1<<20), 1<<20)
	lines.Scan() // ": connected"
	status, _, answer := e.do("POST", "/api/assets/import-from-drive", body, bearer(token))
	if status != 202 {
		e.t.Fatalf("import: %d %s", status, answer)
	}
	var started struct {
		Data struct{ Import importJob } `json:"data"`
	}
	_ = json.Unmarshal([]byte(answer), &started)
	events := 0
	isImport := false
	for lines.Scan() {
		line := lines.Text()
		if line == "event: import" {
			isImport = true
			continue
		}
		data, ok := strings.CutPrefix(line, "data: ")
		if !ok || !isImport {
			isImport = isImport && line != ""
			continue
		}
		isImport = false
		var job importJob
		if err := json.Unmarshal([]byte(data), &job); err != nil {
			e.t.Fatal(err)
		}
		if job.ID != started.Data.Import.ID {
			continue
		}
		events++
		if job.Done {
			return job, events
		}
	}
	e.t.Fatalf("event stream ended before the import finished: %v", lines.Err())
	return importJob{}, 0
}

func (e *env) newCampaign(token, name string) string {
	e.t.Helper()
	status, _, body := e.do("POST", "/api/campaigns", `{"name":"`+name+`"}`, bearer(token))
	if status != 201 {
		e.t.Fatalf("campaign: %d %s", status, body)
	}
	var res struct {
		Data struct {
			CampaignID string `json:"campaignId"`
		} `json:"data"`
	}
	_ = json.Unmarshal([]byte(body), &res)
	return res.Data.CampaignID
}

func TestDriveImportFromFakeDrive(t *testing.T) {
	t.Parallel()
	e := newDriveEnv(t)
	e.startProcessing()
	token := e.signIn("ivo@acme-pharma.com")
	campaign := e.newCampaign(token, "Drive import")
	e.drive.Add(
		fakedrive.File{ID: "png1", Name: "Zeta_300x250.png", MimeType: "image/png", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"}, Content: assetgen.PNG(300, 250)},
		fakedrive.File{ID: "doc1", Name: "Zeta ISI copy", MimeType: "application/vnd.google-apps.document", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"},
			Content: []byte("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")},
		fakedrive.File{ID: "locked", Name: "Locked_728x90.png", MimeType: "image/png", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"},
			Content: assetgen.PNG(728, 90), FailStatus: 403, FailReason: "cannotDownloadFile"},
		fakedrive.File{ID: "notes", Name: "notes.txt", MimeType: "text/plain", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"}, Content: []byte("just some notes")},
		fakedrive.File{ID: "dir", Name: "Folder", MimeType: "application/vnd.google-apps.folder", Parents: []string{"root"}},
	)
	job, events := e.importAndWait(token, campaign, `{"campaignId":"`+campaign+`","fileIds":["png1","doc1","locked","gone","notes","dir","png1"]}`)
	want := map[string]string{"png1": "imported", "doc1": "imported", "locked": "failed", "gone": "failed", "notes": "failed", "dir": "failed"}
	if len(job.Files) != len(want) {
		t.Fatalf("files %+v, want one per distinct ID", job.Files)
	}
	for _, f := range job.Files {
		if f.Status != want[f.FileID] {
			t.Errorf("%s: %s (%s), want %s", f.FileID, f.Status, f.Error, want[f.FileID])
		}
		switch f.FileID {
		case "png1", "doc1":
			if !strings.HasPrefix(f.AssetID, "gd-") {
				t.Errorf("%s asset ID %q lacks gd-", f.FileID, f.AssetID)
			}
		case "locked":
			if f.Reason != "cannotDownloadFile" || !strings.Contains(f.Error, "cannotDownloadFile") {
				t.Errorf("locked: Google's reason lost: %+v", f)
			}
		case "gone":
			if f.Reason != "notFound" {
				t.Errorf("deleted file: %+v", f)
			}
		case "notes":
			if !strings.Contains(f.Error, "not a supported asset type") {
				t.Errorf("text file passed the type budget: %+v", f)
			}
		}
	}
	if events < len(want) {
		t.Errorf("%d import events, want progress per file", events)
	}
	assets := e.waitComplete(token, campaign, 2)
	for _, a := range assets {
		if a.Drive == nil || a.Drive.WebViewLink == "" || a.Drive.ThumbnailLink == "" || a.WebViewLink != a.Drive.WebViewLink || a.ThumbnailLink == "" {
			t.Errorf("%s lost its Drive links: %+v (webViewLink %q, thumbnailLink %q)", a.Name, a.Drive, a.WebViewLink, a.ThumbnailLink)
		}
		if a.Name == "Zeta ISI copy.pdf" && a.MimeType != "application/pdf" {
			t.Errorf("the Google Doc was not exported as PDF: %s", a.MimeType)
		}
	}

	// The same files again are "already imported"; a Drive edit (a new
	// modified time) imports the new version.
	job, _ = e.importAndWait(token, campaign, `{"campaignId":"`+campaign+`","fileIds":["png1","doc1"]}`)
	for _, f := range job.Files {
		if f.Status != "already imported" || f.AssetID == "" {
			t.Errorf("second import of %s: %+v", f.FileID, f)
		}
	}
	job, _ = e.importAndWait(token, campaign, `{"campaignId":"`+campaign+`","fileIds":["png1"],"reimport":true}`)
	if job.Files[0].Status != "imported" {
		t.Errorf("reimport: %+v", job.Files[0])
	}
	if _, _, body := e.do("GET", "/api/audit?limit=100", "", bearer(token)); strings.Count(body, "asset.import-from-drive") < 3 {
		t.Errorf("audit lacks the imports: %.300s", body)
	}
}

func TestDemoDriveImportIsAnalysed(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.startProcessing()
	token := e.demoToken()
	campaign := e.newCampaign(token, "Demo drive")
	ids := []string{"demo-img-01", "demo-img-05", "demo-img-03", "demo-pdf-isi", "demo-pdf-draft", "demo-video-15s"}
	raw, _ := json.Marshal(map[string]any{"campaignId": campaign, "demo": true, "fileIds": ids})
	job, _ := e.importAndWait(token, campaign, string(raw))
	for _, f := range job.Files {
		if f.Status != "imported" {
			t.Fatalf("%s: %+v", f.FileID, f)
		}
	}
	assets := e.waitComplete(token, campaign, len(ids))
	scores := map[int]bool{}
	for _, a := range assets {
		if a.Status != "complete" || a.Analysis == nil {
			t.Fatalf("%s: status %s", a.Name, a.Status)
		}
		if a.Analysis.ComplianceScore != nil {
			scores[*a.Analysis.ComplianceScore] = true
		}
	}
	if len(scores) < 3 {
		t.Errorf("demo files gave %d distinct scores, want varied results", len(scores))
	}
}

func TestDriveImportsRunningAtOnceAreBounded(t *testing.T) {
	t.Parallel()
	e := newDriveEnv(t)
	token := e.signIn("bo@acme-pharma.com")
	campaign := e.newCampaign(token, "Bounded")
	e.drive.Add(fakedrive.File{ID: "p1", Name: "p1_300x250.png", MimeType: "image/png", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"}, Content: assetgen.PNG(300, 250)})
	release := e.drive.Hold()
	defer release()
	body := `{"campaignId":"` + campaign + `","fileIds":["p1"],"reimport":true}`
	for i := range 2 {
		if status, _, answer := e.do("POST", "/api/assets/import-from-drive", body, bearer(token)); status != 202 {
			t.Fatalf("import %d: %d %s", i+1, status, answer)
		}
	}
	status, _, answer := e.do("POST", "/api/assets/import-from-drive", body, bearer(token))
	if status != 429 || !strings.Contains(answer, "imports from Drive running") {
		t.Fatalf("third import while two run: %d %s", status, answer)
	}
	release()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if status, _, _ = e.do("POST", "/api/assets/import-from-drive", body, bearer(token)); status == 202 {
			// The accepted import runs on: wait for its asset, so that it
			// does not write into the test's blob directory as it is removed.
			for time.Now().Before(deadline) {
				_, _, list := e.do("GET", "/api/campaigns/"+campaign+"/assets", "", bearer(token))
				if len(decodeData[struct{ Assets []assetJSON }](t, list).Assets) == 3 {
					return
				}
				time.Sleep(20 * time.Millisecond)
			}
			t.Fatal("the third accepted import stored no asset")
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("imports were still refused after the running ones finished: %d", status)
}

func TestDriveImportKeepsTheUploadSizeLimit(t *testing.T) {
	t.Parallel()
	e := newDriveEnvWith(t, app.Config{MaxUploadBytes: 4096})
	token := e.signIn("lim@acme-pharma.com")
	campaign := e.newCampaign(token, "Limits")
	big := assetgen.JPEG(600, 500)
	e.drive.Add(
		fakedrive.File{ID: "big", Name: "Hero_600x500.jpg", MimeType: "image/jpeg", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"}, Content: big},
		fakedrive.File{ID: "small", Name: "Tiny_300x250.png", MimeType: "image/png", ModifiedTime: "2026-02-01T08:00:00Z", Parents: []string{"root"}, Content: assetgen.PNG(30, 25)},
	)
	if len(big) <= 4096 {
		t.Fatalf("the big file has %d bytes", len(big))
	}
	job, _ := e.importAndWait(token, campaign, `{"campaignId":"`+campaign+`","fileIds":["big","small"]}`)
	if job.Files[0].Status != "failed" || !strings.Contains(job.Files[0].Error, "larger than the upload limit") {
		t.Errorf("oversized file: %+v", job.Files[0])
	}
	if job.Files[1].Status != "imported" {
		t.Errorf("the small file after the refused one: %+v", job.Files[1])
	}
	_, _, body := e.do("GET", "/api/campaigns/"+campaign+"/assets", "", bearer(token))
	if strings.Contains(body, "Hero_600x500") {
		t.Fatalf("the oversized file was stored: %.300s", body)
	}
}
