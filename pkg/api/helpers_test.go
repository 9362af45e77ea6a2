package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pharmaops/pharmaops/internal/s3test"
	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/ratelimit"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

// env is a server on a fresh temporary store: a bbolt file, or a
// PostgreSQL database with PHARMAOPS_TEST_STORE=postgres (storetest.Open).
type env struct {
	t   *testing.T
	srv *httptest.Server
	app *app.App
	st  store.Store
	// token is the env's demo visitor's session, made on first use: each
	// demo sign-in is a sandbox of its own.
	token string
}

func newEnv(t *testing.T, cfg app.Config) *env {
	t.Helper()
	return newEnvWith(t, cfg, api.Options{})
}

// newEnvWith is newEnv with router options (limits, log).
func newEnvWith(t *testing.T, cfg app.Config, opts api.Options) *env {
	t.Helper()
	st := storetest.Open(t)
	core := app.New(st, testBlobs(t), cfg, nil)
	dataDir := t.TempDir()
	box, err := secrets.Open(dataDir, "")
	if err != nil {
		t.Fatal(err)
	}
	core.SetSecrets(box)
	ui := fstest.MapFS{
		"index.html":         {Data: []byte("<!doctype html><title>pharmaops app</title>")},
		"assets/app-1a2b.js": {Data: []byte("console.log(1)")},
	}
	opts.Version, opts.UI = "test", ui
	if opts.Log == nil {
		opts.Log = slog.New(slog.DiscardHandler)
	}
	srv := httptest.NewServer(api.NewRouter(core, opts))
	t.Cleanup(srv.Close)
	return &env{t: t, srv: srv, app: core, st: st}
}

// testBlobStoreEnv names the blob driver of the test servers: the disk by
// default, "s3" for a bucket on a local S3-compatible server
// (TestAssetScenariosOnS3 sets it).
const testBlobStoreEnv = "PHARMAOPS_TEST_BLOBS"

// testBlobs returns an empty blob store of the driver testBlobStoreEnv names.
func testBlobs(t *testing.T) blob.Store {
	t.Helper()
	if os.Getenv(testBlobStoreEnv) == "s3" {
		return s3test.Start(t).Store(t, "blobs")
	}
	blobs, err := blob.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return blobs
}

// parallel runs t in parallel with the other tests (each is on a temporary
// database and blob store of its own) unless the test blob driver was chosen
// through the environment: TestAssetScenariosOnS3 runs these tests again
// under t.Setenv, which is process-wide and so forbids t.Parallel.
func parallel(t *testing.T) {
	if os.Getenv(testBlobStoreEnv) == "" {
		t.Parallel()
	}
}

func defaultEnv(t *testing.T) *env { return newEnv(t, app.Config{DemoEnabled: true}) }

// do sends a request and returns status, headers and body.
func (e *env) do(method, path, body string, headers map[string]string) (int, http.Header, string) {
	e.t.Helper()
	req, err := http.NewRequest(method, e.srv.URL+path, strings.NewReader(body))
	if err != nil {
		e.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := e.srv.Client().Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(raw)
}

// demoToken returns the bearer token of the env's demo visitor, signing in
// on first use.
func (e *env) demoToken() string {
	e.t.Helper()
	if e.token == "" {
		e.token = e.newDemoVisitor()
	}
	return e.token
}

// newDemoVisitor signs in as a new demo visitor (a new sandbox) and
// returns the bearer token.
func (e *env) newDemoVisitor() string {
	e.t.Helper()
	status, _, body := e.do("POST", "/api/auth/demo", "", nil)
	if status != http.StatusOK {
		e.t.Fatalf("demo login: %d %s", status, body)
	}
	var res struct {
		Data struct{ Token string } `json:"data"`
	}
	if err := json.Unmarshal([]byte(body), &res); err != nil {
		e.t.Fatal(err)
	}
	return res.Data.Token
}

func bearer(token string) map[string]string {
	return map[string]string{"Authorization": "Bearer " + token}
}

// scenario is one row of an API table test.
type scenario struct {
	name     string
	method   string
	path     string
	body     string
	headers  map[string]string
	auth     bool // send the demo session's bearer token
	status   int
	contains []string
	excludes []string
	header   map[string]string // expected response headers (substring)
}

func runScenarios(t *testing.T, e *env, rows []scenario) {
	t.Helper()
	token := e.demoToken()
	for _, sc := range rows {
		t.Run(sc.name, func(t *testing.T) {
			h := map[string]string{}
			for k, v := range sc.headers {
				h[k] = v
			}
			if sc.auth {
				h["Authorization"] = "Bearer " + token
			}
			status, hdr, body := e.do(sc.method, sc.path, sc.body, h)
			if status != sc.status {
				t.Fatalf("%s %s: status %d, want %d; body %s", sc.method, sc.path, status, sc.status, body)
			}
			for _, s := range sc.contains {
				if !strings.Contains(body, s) {
					t.Errorf("body %s does not contain %q", body, s)
				}
			}
			for _, s := range sc.excludes {
				if strings.Contains(body, s) {
					t.Errorf("body %s contains %q", body, s)
				}
			}
			for k, v := range sc.header {
				if !strings.Contains(hdr.Get(k), v) {
					t.Errorf("header %s = %q, want it to contain %q", k, hdr.Get(k), v)
				}
			}
		})
	}
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

// member adds a user with the role to the organization and returns its
// session token.
func (e *env) member(orgID, role string) string {
	e.t.Helper()
	ctx := context.Background()
	u := store.User{ID: store.NewID(), OrganizationID: orgID, Email: role + "-" + store.NewID() + "@acme.test", Role: role,
		Provider: app.ProviderPassword, Status: "active", CreatedAt: time.Now()}
	if err := e.st.PutUser(ctx, u); err != nil {
		e.t.Fatal(err)
	}
	res, err := e.app.StartSession(ctx, u)
	if err != nil {
		e.t.Fatal(err)
	}
	return res.Token
}

// newOrganization creates an empty organization and returns its ID.
func (e *env) newOrganization(name string) string {
	e.t.Helper()
	org := store.Organization{ID: store.NewID(), Name: name, Status: "Active", Plan: "Enterprise", CreatedAt: time.Now()}
	if err := e.st.PutOrganization(context.Background(), org); err != nil {
		e.t.Fatal(err)
	}
	return org.ID
}

// session is a sign-in answer.
type session struct {
	Token string `json:"token"`
	User  struct {
		ID, Email, Role, Provider, OrganizationID string
	} `json:"user"`
}

func decodeSession(t *testing.T, body string) session {
	t.Helper()
	var res struct {
		Data session `json:"data"`
	}
	if err := json.Unmarshal([]byte(body), &res); err != nil || res.Data.Token == "" {
		t.Fatalf("no session in %s (%v)", body, err)
	}
	return res.Data
}

func (e *env) register(email, password, first string) session {
	e.t.Helper()
	return e.registerInvited(email, password, first, "")
}

// registerInvited registers through an invitation link's code.
func (e *env) registerInvited(email, password, first, code string) session {
	e.t.Helper()
	status, _, body := e.do("POST", "/api/auth/register", registration(email, first, code), nil)
	if status != http.StatusCreated {
		e.t.Fatalf("register %s: %d %s", email, status, body)
	}
	return decodeSession(e.t, body)
}

func registration(email, first, code string) string {
	b, _ := json.Marshal(map[string]string{"email": email, "password": goodPassword, "firstName": first, "lastName": "Tester", "inviteCode": code})
	return string(b)
}

const goodPassword = "correct-violet-stapler-42"

// fixture reads a file of pkg/media's test set.
func fixture(t *testing.T, name string) []byte {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "media", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

type upload struct {
	name string
	data []byte
}

// multipartBody builds an upload form: campaignId first, then the files.
func multipartBody(t *testing.T, campaignID string, files ...upload) (string, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	if campaignID != "" {
		_ = mw.WriteField("campaignId", campaignID)
	}
	for _, f := range files {
		w, err := mw.CreateFormFile("files", f.name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = w.Write(f.data)
	}
	_ = mw.Close()
	return buf.String(), mw.FormDataContentType()
}

// startProcessing runs the pipeline with the offline analyzer and no OCR.
func (e *env) startProcessing() {
	e.t.Helper()
	analyzer, err := ai.New(ai.Config{})
	if err != nil {
		e.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.t.Cleanup(cancel)
	if err := e.app.StartProcessing(ctx, pipeline.Deps{AI: analyzer}); err != nil {
		e.t.Fatal(err)
	}
}

type assetJSON struct {
	ID              string `json:"id"`
	Name            string `json:"name"`
	Type            string `json:"type"`
	Format          string `json:"format"`
	MimeType        string `json:"mimeType"`
	Status          string `json:"status"`
	Progress        int    `json:"progress"`
	URL             string `json:"url"`
	ThumbnailLink   string `json:"thumbnailLink"`
	WebViewLink     string `json:"webViewLink"`
	Error           string `json:"error"`
	ProcessingSteps []struct{ Label, Status, Detail string }
	Info            *struct {
		Width, Height   int
		DurationSeconds float64
		PageCount       int
	} `json:"info"`
	Analysis *struct {
		ComplianceScore *int `json:"complianceScore"`
		Issues          []struct {
			RuleID, Rule, Field, Status, Message string
		} `json:"issues"`
	} `json:"analysis"`
	Reviews []struct{ IssueKey, Fix, FixAppliedBy, ReviewedBy string }
	Drive   *struct{ FileID, ModifiedTime, WebViewLink, ThumbnailLink string }
}

func decodeData[T any](t *testing.T, body string) T {
	t.Helper()
	var env struct{ Data T }
	if err := json.Unmarshal([]byte(body), &env); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return env.Data
}

// waitComplete polls until every asset of the campaign finished processing.
func (e *env) waitComplete(token, campaignID string, n int) []assetJSON {
	e.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		_, _, body := e.do("GET", "/api/campaigns/"+campaignID+"/assets", "", bearer(token))
		list := decodeData[struct{ Assets []assetJSON }](e.t, body).Assets
		done := 0
		for _, a := range list {
			if a.Status == "complete" || a.Status == "error" {
				done++
			}
		}
		if len(list) == n && done == n {
			return list
		}
		time.Sleep(50 * time.Millisecond)
	}
	e.t.Fatal("assets did not finish processing")
	return nil
}

func brdUpload(t *testing.T, e *env, token, field, name string, data []byte) (int, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile(field, name)
	fw.Write(data)
	mw.Close()
	s, _, b := e.do("POST", "/api/brd/parse", buf.String(), map[string]string{"Content-Type": mw.FormDataContentType(), "Authorization": "Bearer " + token})
	return s, b
}

// otherOrgToken creates a second organization with a user of the role and
// returns that user's session token.
func (e *env) otherOrgToken(role string) string {
	e.t.Helper()
	ctx := context.Background()
	org := store.Organization{ID: "org-" + store.NewID(), Name: "Other Pharma", Status: "Active", Plan: "Enterprise"}
	if err := e.st.PutOrganization(ctx, org); err != nil {
		e.t.Fatal(err)
	}
	u := store.User{ID: store.NewID(), OrganizationID: org.ID, Email: role + "@other.test", Role: role, Provider: "google", CreatedAt: time.Now()}
	if err := e.st.PutUser(ctx, u); err != nil {
		e.t.Fatal(err)
	}
	res, err := e.app.StartSession(ctx, u)
	if err != nil {
		e.t.Fatal(err)
	}
	return res.Token
}

// createCampaign creates a campaign and returns its ID.
func (e *env) createCampaign(token, body string) string {
	e.t.Helper()
	status, _, resp := e.do("POST", "/api/campaigns", body, bearer(token))
	if status != http.StatusCreated {
		e.t.Fatalf("create: %d %s", status, resp)
	}
	var res struct {
		Data struct {
			CampaignID string `json:"campaignId"`
		}
	}
	_ = json.Unmarshal([]byte(resp), &res)
	return res.Data.CampaignID
}

// noRedirects is a client that stops at each redirect.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func location(t *testing.T, rawURL string) *url.URL {
	t.Helper()
	resp, err := noRedirects.Get(rawURL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("GET %s: %d, want 302", rawURL, resp.StatusCode)
	}
	loc, err := resp.Location()
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// startGoogle asks the server for the authorization URL and follows the
// provider's redirect to the callback; it returns the callback URL.
func startGoogle(t *testing.T, e *env) *url.URL {
	t.Helper()
	status, _, body := e.do("GET", "/api/google-drive/auth-url", "", nil)
	if status != 200 {
		t.Fatalf("auth-url: %d %s", status, body)
	}
	var res struct {
		Data struct{ AuthURL, AccountsHost string } `json:"data"`
	}
	if err := jsonUnmarshal(body, &res); err != nil {
		t.Fatal(err)
	}
	u, _ := url.Parse(res.Data.AuthURL)
	q := u.Query()
	for _, want := range []string{"openid", "email", "profile", auth.DriveReadOnlyScope} {
		if !strings.Contains(" "+q.Get("scope")+" ", " "+want+" ") {
			t.Errorf("scope %q lacks %s", q.Get("scope"), want)
		}
	}
	if q.Get("code_challenge_method") != "S256" || q.Get("nonce") == "" || q.Get("state") == "" || q.Get("access_type") != "offline" {
		t.Fatalf("auth URL lacks PKCE S256, nonce, state or offline access: %s", res.Data.AuthURL)
	}
	if res.Data.AccountsHost != u.Hostname() {
		t.Fatalf("accountsHost %q, URL host %q", res.Data.AccountsHost, u.Hostname())
	}
	return location(t, res.Data.AuthURL)
}

// finish follows the callback and returns the login screen's query.
func finish(t *testing.T, callback *url.URL) url.Values {
	t.Helper()
	loc := location(t, callback.String())
	if loc.Path != "/auth" {
		t.Fatalf("callback redirected to %s, want /auth", loc)
	}
	return loc.Query()
}

// viewerToken signs in a viewer of the organization of the admin's token.
func (e *env) viewerToken(admin string) string {
	e.t.Helper()
	ctx := context.Background()
	p, err := e.app.Authenticate(ctx, admin)
	if err != nil {
		e.t.Fatal(err)
	}
	u := store.User{ID: store.NewID(), OrganizationID: p.Org.ID, Email: "viewer@pharmaops.local",
		Role: app.RoleViewer, Provider: "demo", Status: "active"}
	if err := e.st.PutUser(ctx, u); err != nil {
		e.t.Fatal(err)
	}
	res, err := e.app.StartSession(ctx, u)
	if err != nil {
		e.t.Fatal(err)
	}
	return res.Token
}

func dataInto(t *testing.T, body string, v any) {
	t.Helper()
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal([]byte(body), &env); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	if err := json.Unmarshal(env.Data, v); err != nil {
		t.Fatalf("%v: %s", err, env.Data)
	}
}

// tightLimits are small budgets so that tests reach them quickly.
func tightLimits() *api.Limits {
	l := api.DefaultLimits()
	l.SignIn = ratelimit.Rule{Burst: 3, Every: time.Minute}
	l.Demo = ratelimit.Rule{Burst: 3, Every: time.Minute}
	l.BadToken = ratelimit.Rule{Burst: 3, Every: time.Minute}
	l.Upload = ratelimit.Rule{Burst: 2, Every: time.Minute}
	l.BRDParse = ratelimit.Rule{Burst: 1, Every: time.Minute}
	l.EventStreamsPerUser = 2
	return &l
}
