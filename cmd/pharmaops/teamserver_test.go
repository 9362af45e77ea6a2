package main

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/json"
	"image"
	"image/color"
	"image/png"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"connectrpc.com/connect"
	"golang.org/x/net/http2"

	pb "github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1"
	"github.com/pharmaops/pharmaops/pkg/rpc/gen/pharmaops/v1/pharmaopsv1connect"
)

// teamAPI calls the REST API of a running server.
type teamAPI struct {
	t     *testing.T
	base  string
	token string
}

func (c teamAPI) call(method, path string, body any, want int) map[string]any {
	c.t.Helper()
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	req, _ := http.NewRequest(method, c.base+path, rd)
	req.Header.Set("Content-Type", "application/json")
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		c.t.Fatalf("%s %s: %d %s, want %d", method, path, resp.StatusCode, raw, want)
	}
	var env struct {
		Data map[string]any `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		c.t.Fatalf("%s %s: %v in %s", method, path, err, raw)
	}
	return env.Data
}

// writePNG writes a w×h PNG.
func writePNG(t *testing.T, path string, w, h int) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, x%h, color.RGBA{R: 200, A: 255})
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// startServe runs `pharmaops serve` on a random port until the test ends.
func startServe(t *testing.T) string {
	t.Helper()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := run(ctx, "serve", "--addr", addr, "--data-dir", t.TempDir())
		done <- err
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	waitHealthy(t, addr)
	return "http://" + addr
}

// TestAssetCheckAgainstTeamServer is the journey of issue 21: an admin
// makes an API token and edits a rule in the server; CI checks a folder
// against the server's rules and the run is listed on the campaign.
func TestAssetCheckAgainstTeamServer(t *testing.T) {
	base := startServe(t)
	admin := teamAPI{t: t, base: base}
	reg := admin.call("POST", "/api/auth/register", map[string]string{
		"email": "lead@agency.example", "password": "correct horse battery", "firstName": "Lea", "lastName": "Lead"}, 201)
	admin.token = reg["token"].(string)
	created := admin.call("POST", "/api/settings/tokens", map[string]string{"name": "ci pipeline", "role": "analyst"}, 201)
	token := created["token"].(string)
	campaign := admin.call("POST", "/api/campaigns", map[string]string{"name": "Zynthera launch"}, 201)["campaignId"].(string)
	admin.call("PUT", "/api/rules/spec.dimensions", map[string]any{
		"params": map[string]any{"allowed": []string{"320x50"}, "kinds": []string{"static", "animated", "html5"}}}, 200)
	// A disabled rule is not sent: these banners carry no FDA filing text.
	admin.call("PUT", "/api/rules/spec.fda-filing-number", map[string]any{"enabled": false}, 200)

	dir := t.TempDir()
	writePNG(t, filepath.Join(dir, "banner_300x250.png"), 300, 250)
	writePNG(t, filepath.Join(dir, "banner_320x50.png"), 320, 50)

	t.Setenv(tokenEnv, token)
	out, err := runCheck(context.Background(), "--server", base, "--campaign", campaign, "--format", "json",
		"--source", "github-actions", "--ref", "4f2a9c1", dir)
	if exitCode(err) != exitFailure {
		t.Fatalf("exit %d (%v), want 1 (the 300x250 banner fails the edited rule)\n%s", exitCode(err), err, out)
	}
	var rep struct {
		Assets []struct {
			Name   string `json:"name"`
			Issues []struct {
				RuleID, Status, ExpectedValue string
			} `json:"issues"`
		} `json:"assets"`
	}
	if err := json.Unmarshal([]byte(out[:strings.LastIndex(out, "}")+1]), &rep); err != nil {
		t.Fatalf("report: %v\n%s", err, out)
	}
	dims := map[string]string{}
	for _, a := range rep.Assets {
		for _, is := range a.Issues {
			if is.RuleID == "spec.dimensions" {
				dims[a.Name] = is.Status + " " + is.ExpectedValue
			}
		}
	}
	if !strings.HasPrefix(dims["banner_300x250.png"], "fail") || !strings.Contains(dims["banner_300x250.png"], "320x50") ||
		!strings.HasPrefix(dims["banner_320x50.png"], "pass") {
		t.Fatalf("the edited dimensions were not applied: %v\n%s", dims, out)
	}
	if !strings.Contains(out, "reported check run") {
		t.Errorf("no word of the report: %s", out)
	}

	runs := admin.call("GET", "/api/campaigns/"+campaign+"/check-runs", nil, 200)["runs"].([]any)
	if len(runs) != 1 {
		t.Fatalf("runs %v", runs)
	}
	r := runs[0].(map[string]any)
	if r["source"] != "github-actions" || r["reference"] != "4f2a9c1" || r["assets"] != 2.0 || r["passed"] != 1.0 || r["failed"] != 1.0 ||
		r["reportedBy"] != "API token ci pipeline" {
		t.Fatalf("run %v", r)
	}
	detail := admin.call("GET", "/api/campaigns/"+campaign+"/check-runs/"+r["id"].(string), nil, 200)
	if len(detail["results"].([]any)) != 2 {
		t.Fatalf("details %v", detail)
	}

	// --no-report checks without reporting.
	if _, err := runCheck(context.Background(), "--server", base, "--campaign", campaign, "--no-report", dir); exitCode(err) != exitFailure {
		t.Fatalf("--no-report: %v", err)
	}
	if n := len(admin.call("GET", "/api/campaigns/"+campaign+"/check-runs", nil, 200)["runs"].([]any)); n != 1 {
		t.Fatalf("--no-report reported: %d runs", n)
	}

	// The token's use is in the audit trail and its last use in the list.
	tokens := admin.call("GET", "/api/settings/tokens", nil, 200)["tokens"].([]any)
	if tokens[0].(map[string]any)["lastUsedAt"] == nil {
		t.Errorf("last use not shown: %v", tokens)
	}
	if _, ok := tokens[0].(map[string]any)["tokenHash"]; ok {
		t.Errorf("the list sends the hash: %v", tokens)
	}

	t.Run("protocols", func(t *testing.T) { testProtocols(t, base, token) })

	// A revoked token is refused: exit 2 with a clear message.
	admin.call("DELETE", "/api/settings/tokens/"+created["id"].(string), nil, 200)
	out, err = runCheck(context.Background(), "--server", base, "--campaign", campaign, dir)
	if exitCode(err) != exitUsage || !strings.Contains(err.Error(), "refused the token in PHARMAOPS_TOKEN") {
		t.Fatalf("revoked token: exit %d %v\n%s", exitCode(err), err, out)
	}
}

func TestAssetCheckServerErrors(t *testing.T) {
	dir := t.TempDir()
	writePNG(t, filepath.Join(dir, "banner_300x250.png"), 300, 250)
	base := startServe(t)

	cases := []struct {
		name, server, token, want string
	}{
		{"bad token", base, "pat_nosuchorg.secret", "refused the token in PHARMAOPS_TOKEN"},
		{"no token", base, "", "needs an API token in PHARMAOPS_TOKEN"},
		{"unreachable", "http://" + freeAddr(t), "pat_x.y", "is unreachable after 3 attempts"},
		{"not a URL", "ftp://example.com", "pat_x.y", "--server must be an http:// or https:// URL"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv(tokenEnv, c.token)
			out, err := runCheck(context.Background(), "--server", c.server, "--timeout", "2s", dir)
			if exitCode(err) != exitUsage || err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("exit %d %v, want 2 and %q\n%s", exitCode(err), err, c.want, out)
			}
		})
	}
}

// A server that accepts connections but never answers does not hang CI.
func TestAssetCheckSlowServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // held open, never answered
		}
	}()
	dir := t.TempDir()
	writePNG(t, filepath.Join(dir, "banner_300x250.png"), 300, 250)
	t.Setenv(tokenEnv, "pat_x.y")
	_, err = runCheck(context.Background(), "--server", "http://"+ln.Addr().String(), "--timeout", "200ms", dir)
	if exitCode(err) != exitUsage || !strings.Contains(err.Error(), "did not answer within 200ms") {
		t.Fatalf("exit %d %v", exitCode(err), err)
	}
}

// runCheck runs `asset check` with args; standard error is in the output.
func runCheck(ctx context.Context, args ...string) (string, error) {
	return run(ctx, append([]string{"asset", "check"}, args...)...)
}

// testProtocols calls the services with a Connect, a gRPC and a gRPC-Web
// client; gRPC speaks HTTP/2 without TLS to the server.
func testProtocols(t *testing.T, base, token string) {
	h2c := &http.Client{Transport: &http2.Transport{AllowHTTP: true,
		DialTLSContext: func(ctx context.Context, network, addr string, _ *tls.Config) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, addr)
		}}, Timeout: 10 * time.Second}
	auth := connect.WithInterceptors(connect.UnaryInterceptorFunc(func(next connect.UnaryFunc) connect.UnaryFunc {
		return func(ctx context.Context, req connect.AnyRequest) (connect.AnyResponse, error) {
			req.Header().Set("Authorization", "Bearer "+token)
			return next(ctx, req)
		}
	}))
	for _, c := range []struct {
		name   string
		client *http.Client
		opts   []connect.ClientOption
	}{
		{"connect", http.DefaultClient, nil},
		{"connect-json-get", http.DefaultClient, []connect.ClientOption{connect.WithProtoJSON(), connect.WithHTTPGet()}},
		{"grpc", h2c, []connect.ClientOption{connect.WithGRPC()}},
		{"grpc-web", http.DefaultClient, []connect.ClientOption{connect.WithGRPCWeb()}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rules := pharmaopsv1connect.NewRuleServiceClient(c.client, base, append(c.opts, auth)...)
			res, err := rules.GetEnabledRules(context.Background(), connect.NewRequest(&pb.GetEnabledRulesRequest{}))
			if err != nil {
				t.Fatal(err)
			}
			var found bool
			for _, r := range res.Msg.GetRules() {
				if r.GetId() == "spec.dimensions" {
					found = strings.Join(r.GetParams().GetAllowed(), ",") == "320x50" && strings.Contains(r.GetRuleJson(), "320x50")
				}
			}
			if !found || res.Msg.GetRuleSet().GetId() != "organization" || res.Msg.GetRuleSet().GetVersion() < 1 {
				t.Fatalf("rules %v", res.Msg)
			}
			sets, err := rules.ListRuleSets(context.Background(), connect.NewRequest(&pb.ListRuleSetsRequest{}))
			if err != nil || len(sets.Msg.GetRuleSets()) == 0 {
				t.Fatalf("rule sets %v %v", sets, err)
			}
			// Without a token: unauthenticated, in the protocol's own terms.
			bare := pharmaopsv1connect.NewRuleServiceClient(c.client, base, c.opts...)
			_, err = bare.ListRuleSets(context.Background(), connect.NewRequest(&pb.ListRuleSetsRequest{}))
			if connect.CodeOf(err) != connect.CodeUnauthenticated {
				t.Fatalf("without a token: %v", err)
			}
		})
	}
}
