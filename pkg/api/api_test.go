package api_test

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pharmaops/pharmaops/internal/s3test"
	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// env is a server on a fresh temporary bbolt file.
type env struct {
	t   *testing.T
	srv *httptest.Server
	app *app.App
	st  *bolt.Store
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
	st, err := bolt.Open(t.TempDir(), bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
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

func TestFoundationScenarios(t *testing.T) {
	runScenarios(t, defaultEnv(t), []scenario{
		{name: "health is public", method: "GET", path: "/health", status: 200,
			contains: []string{`"success":true`, `"status":"ok"`, `"version":"test"`, `"storage":"ok"`}},
		{name: "security headers", method: "GET", path: "/health", status: 200,
			header: map[string]string{"Content-Security-Policy": "frame-ancestors 'none'", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin"}},
		{name: "no token is 401", method: "GET", path: "/api/campaigns", status: 401,
			contains: []string{`"success":false`, `"error":"Authentication required"`}},
		{name: "bad token is 401", method: "GET", path: "/api/auth/me", headers: bearer("demo_nope"), status: 401,
			contains: []string{`"success":false`}},
		{name: "x-user-id is not identity", method: "GET", path: "/api/auth/me", headers: map[string]string{"x-user-id": "demo@pharmaops.local"}, status: 401},
		{name: "rules need a session", method: "GET", path: "/api/user-data/brd-rules", status: 401},
		{name: "drive status needs a session", method: "GET", path: "/api/google-drive/status", status: 401},
		{name: "providers are public", method: "GET", path: "/api/auth/providers", status: 200,
			contains: []string{`"google":false`, `"demo":true`, `"password":true`}},
		{name: "auth url is public and unconfigured", method: "GET", path: "/api/google-drive/auth-url", status: 503,
			contains: []string{"Google sign-in is not configured"}},
		{name: "unknown api path is JSON 404", method: "GET", path: "/api/x", status: 404,
			contains: []string{`"success":false`}, header: map[string]string{"Content-Type": "application/json"}},
		{name: "unknown api path with session is JSON 404", method: "POST", path: "/api/nothing/here", auth: true, status: 404,
			contains: []string{`"success":false`}},
		{name: "app route gets the SPA", method: "GET", path: "/campaigns", status: 200,
			contains: []string{"pharmaops app"}, header: map[string]string{"Cache-Control": "no-cache"}},
		{name: "deep app route gets the SPA", method: "GET", path: "/campaigns/new", status: 200, contains: []string{"pharmaops app"}},
		{name: "hashed asset is immutable", method: "GET", path: "/assets/app-1a2b.js", status: 200,
			contains: []string{"console.log"}, header: map[string]string{"Cache-Control": "immutable"}},
		{name: "missing asset is 404 not index", method: "GET", path: "/assets/missing.js", status: 404, excludes: []string{"pharmaops app"}},
		{name: "me", method: "GET", path: "/api/auth/me", auth: true, status: 200,
			contains: []string{`"role":"admin"`, `"provider":"demo"`, `"plan":"Enterprise"`, `"status":"Active"`}},
		{name: "organization", method: "GET", path: "/api/organizations/demo", auth: true, status: 200,
			contains: []string{`"organizationId":"demo-`, `"memberCount":1`, `"plan":"Enterprise"`}},
		{name: "drive status", method: "GET", path: "/api/google-drive/status", auth: true, status: 200, contains: []string{`"connected":false`}},
		{name: "malformed JSON", method: "POST", path: "/api/campaigns", body: `{"name":`, auth: true, status: 400,
			contains: []string{"Malformed JSON body"}},
		{name: "wrong JSON type", method: "POST", path: "/api/campaigns", body: `{"name":5}`, auth: true, status: 400,
			contains: []string{`field \"name\"`}},
		{name: "oversized body", method: "POST", path: "/api/campaigns", body: `{"name":"` + strings.Repeat("a", 2<<20) + `"}`, auth: true, status: 413,
			contains: []string{"Request body too large"}},
		{name: "method not allowed on SPA", method: "POST", path: "/campaigns", status: 405},
	})
}

func TestDemoLogin(t *testing.T) {
	e := defaultEnv(t)
	status, _, body := e.do("POST", "/api/auth/demo", "", nil)
	if status != 200 {
		t.Fatalf("status %d: %s", status, body)
	}
	var res struct {
		Success bool
		Data    struct {
			Token string
			User  struct{ Role, Provider, Email, OrganizationID string }
		}
	}
	if err := json.Unmarshal([]byte(body), &res); err != nil {
		t.Fatal(err)
	}
	if !res.Success || !strings.HasPrefix(res.Data.Token, "demo_") || len(res.Data.Token) < 5+43 {
		t.Fatalf("token %q: want demo_ + 256 random bits", res.Data.Token)
	}
	if res.Data.User.Role != "admin" || res.Data.User.Provider != "demo" {
		t.Fatalf("user %+v", res.Data.User)
	}
	// A second demo visitor gets a sandbox of their own.
	second := e.newDemoVisitor()
	if second == res.Data.Token {
		t.Fatal("tokens repeat")
	}
	_, _, me := e.do("GET", "/api/auth/me", "", bearer(second))
	if strings.Contains(me, res.Data.User.Email) || strings.Contains(me, res.Data.User.OrganizationID) {
		t.Fatalf("second visitor shares the first one's account or sandbox: %s", me)
	}
}

func TestDemoDisabled(t *testing.T) {
	e := newEnv(t, app.Config{DemoEnabled: false})
	status, _, body := e.do("POST", "/api/auth/demo", "", nil)
	if status != http.StatusForbidden || !strings.Contains(body, "demo sign-in is disabled") {
		t.Fatalf("got %d %s", status, body)
	}
}

func TestLogoutEndsSessionAtOnce(t *testing.T) {
	e := defaultEnv(t)
	token := e.demoToken()
	if status, _, _ := e.do("GET", "/api/auth/me", "", bearer(token)); status != 200 {
		t.Fatalf("before logout: %d", status)
	}
	if status, _, body := e.do("POST", "/api/auth/logout", "", bearer(token)); status != 200 || !strings.Contains(body, "loggedOut") {
		t.Fatalf("logout: %d %s", status, body)
	}
	if status, _, _ := e.do("GET", "/api/auth/me", "", bearer(token)); status != 401 {
		t.Fatalf("after logout: %d, want 401", status)
	}
}

func jsonMarshal(v any) (string, error) {
	raw, err := json.Marshal(v)
	return string(raw), err
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }
