package api_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// routePattern matches a route binding in the package's source.
var routePattern = regexp.MustCompile(`HandleFunc\("([A-Z]+) (/[^"]*)"`)

// boundRoutes lists every "METHOD /path" the api package binds, read from
// its source, so a new route without a row in the access tables fails them.
func boundRoutes(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range routePattern.FindAllStringSubmatch(string(raw), -1) {
			out = append(out, m[1]+" "+m[2])
		}
	}
	slices.Sort(out)
	if len(out) < 50 {
		t.Fatalf("found only %d routes: the pattern no longer matches the bindings", len(out))
	}
	return out
}

// The least role each route needs; "public" needs no session.
const (
	public  = "public"
	viewer  = app.RoleViewer
	analyst = app.RoleAnalyst
	manager = app.RoleManager
	admin   = app.RoleAdmin
)

var leastRole = map[string]string{
	"GET /health":                                               public,
	"GET /api/auth/providers":                                   public,
	"POST /api/auth/demo":                                       public,
	"POST /api/auth/register":                                   public,
	"POST /api/auth/login":                                      public,
	"POST /api/auth/exchange":                                   public,
	"GET /api/auth/google/callback":                             public,
	"GET /api/google-drive/auth-url":                            public,
	"POST /api/auth/refresh":                                    viewer,
	"GET /api/auth/me":                                          viewer,
	"POST /api/auth/logout":                                     viewer,
	"GET /api/auth/sessions":                                    viewer,
	"DELETE /api/auth/sessions/{id}":                            viewer,
	"GET /api/google-drive/status":                              viewer,
	"GET /api/google-drive/files":                               viewer,
	"GET /api/google-drive/imports/{id}":                        viewer,
	"POST /api/oauth/google-drive/revoke":                       viewer,
	"POST /api/assets/import-from-drive":                        manager,
	"GET /api/organizations/demo":                               viewer,
	"GET /api/organizations/{organizationId}/users":             viewer,
	"PUT /api/organizations/{organizationId}/users/{userId}":    admin,
	"DELETE /api/organizations/{organizationId}/users/{userId}": admin,
	"POST /api/users/create":                                    admin,
	"POST /api/ai-analysis/analyze-asset":                       analyst,
	"POST /api/ai-analysis/validate-asset":                      analyst,
	"POST /api/assets/upload":                                   manager,
	"POST /api/campaigns/upload-files":                          manager,
	"POST /api/campaigns/upload-zip":                            manager,
	"GET /api/assets":                                           viewer,
	"POST /api/assets":                                          manager,
	"POST /api/campaigns/{id}/assets":                           manager,
	"GET /api/campaigns/{id}/assets":                            viewer,
	"GET /api/assets/{id}":                                      viewer,
	"DELETE /api/assets/{id}":                                   manager,
	"PATCH /api/assets/{id}":                                    manager,
	"POST /api/assets/{id}/classify":                            analyst,
	"POST /api/assets/{id}/review":                              analyst,
	"GET /api/assets/{id}/file":                                 viewer,
	"GET /api/assets/{id}/thumbnail":                            viewer,
	"POST /api/brd/parse":                                       manager,
	"GET /api/brd/documents":                                    viewer,
	"PUT /api/campaigns/{id}/concept":                           manager,
	"GET /api/campaigns/{id}/concept":                           viewer,
	"POST /api/campaigns/{id}/results":                          manager,
	"GET /api/campaigns/{id}/results":                           viewer,
	"POST /api/user-data/processing-results":                    analyst,
	"GET /api/user-data/processing-results":                     viewer,
	"GET /api/dashboard/stats":                                  viewer,
	"GET /api/campaigns":                                        viewer,
	"POST /api/campaigns":                                       manager,
	"GET /api/campaigns/{id}":                                   viewer,
	"PUT /api/campaigns/{id}":                                   manager,
	"DELETE /api/campaigns/{id}":                                manager,
	"GET /api/settings/credentials-status":                      viewer,
	"POST /api/settings/credentials":                            admin,
	"GET /api/settings/credentials/{service}/{type}":            admin,
	"DELETE /api/settings/credentials/{service}/{type}":         admin,
	"GET /api/campaigns/{id}/events":                            viewer,
	"GET /api/campaigns/{id}/matrix":                            viewer,
	"PUT /api/campaigns/{id}/matrix":                            manager,
	"PATCH /api/campaigns/{id}/matrix":                          manager,
	"GET /api/campaigns/{id}/matrix/export":                     viewer,
	"POST /api/trafficking/parse":                               viewer,
	"GET /api/settings/trafficking-headers":                     viewer,
	"POST /api/settings/trafficking-headers":                    manager,
	"GET /api/trafficking":                                      viewer,
	"POST /api/trafficking":                                     manager,
	"GET /api/trafficking/{id}":                                 viewer,
	"POST /api/trafficking/{id}/send":                           manager,
	"GET /api/trafficking/{id}/export":                          viewer,
	"GET /api/user-data/brd-rules":                              viewer,
	"POST /api/user-data/brd-rules":                             manager,
	"GET /api/rules":                                            viewer,
	"POST /api/rules":                                           manager,
	"GET /api/rules/{id}":                                       viewer,
	"GET /api/rules/{id}/history":                               viewer,
	"GET /api/campaigns/{id}/history":                           viewer,
	"GET /api/assets/{id}/history":                              viewer,
	"GET /api/audit":                                            admin,
	"PUT /api/rules/{id}":                                       manager,
	"DELETE /api/rules/{id}":                                    manager,
	"POST /api/rules/{id}/test":                                 analyst,
	"GET /api/workflows":                                        viewer,
	"POST /api/workflows":                                       manager,
	"GET /api/workflows/{id}":                                   viewer,
	"PUT /api/workflows/{id}":                                   manager,
	"POST /api/campaigns/{id}/recheck":                          analyst,
	"GET /api/campaigns/{id}/rule-set":                          viewer,
	"PUT /api/campaigns/{id}/rule-set":                          manager,
	"GET /api/rule-sets":                                        viewer,
	"POST /api/rule-sets":                                       manager,
	"GET /api/rule-sets/{id}":                                   viewer,
	"PUT /api/rule-sets/{id}/rules/{ruleId}":                    manager,
	"POST /api/rule-sets/{id}/review":                           manager,
	"GET /api/configurations":                                   viewer,
	"POST /api/configurations":                                  manager,
	"DELETE /api/configurations/{id}":                           manager,
	"GET /api/configurations/fields":                            viewer,
	"PUT /api/configurations/fields/{id}":                       admin,
	"POST /api/configurations/validate":                         viewer,
	"GET /api/settings":                                         viewer,
	"POST /api/settings":                                        admin,
	"PUT /api/settings/{key}":                                   admin,
	"GET /api/settings/tokens":                                  admin,
	"POST /api/settings/tokens":                                 admin,
	"DELETE /api/settings/tokens/{id}":                          admin,
	"GET /api/campaigns/{id}/check-runs":                        viewer,
	"GET /api/campaigns/{id}/check-runs/{runId}":                viewer,
}

// bodies are request bodies that pass each route's input checks, so that
// the role and organization checks behind them are what answers.
var bodies = map[string]string{
	"POST /api/assets":                    `{"asset":{"id":"missing-id"},"campaignId":"missing-id"}`,
	"POST /api/campaigns/{id}/assets":     `{"asset":{"id":"missing-id"}}`,
	"POST /api/user-data/brd-rules":       `{"rules":[]}`,
	"PUT /api/campaigns/{id}":             `{"updates":{"name":"Renamed"}}`,
	"PUT /api/campaigns/{id}/matrix":      `{"matrix":{"rows":[]}}`,
	"POST /api/assets/{id}/review":        `{"issueKey":"naming","acknowledge":true}`,
	"PATCH /api/assets/{id}":              `{"scope":{"platform":"meta"}}`,
	"POST /api/configurations":            `{"name":"Preset","values":{"channel":"OLV"}}`,
	"PUT /api/configurations/fields/{id}": `{"required":true}`,
	"POST /api/settings/tokens":           `{"name":"ci","role":"viewer"}`,
	"POST /api/configurations/validate":   `{"formData":{"name":"x"}}`,
	"POST /api/settings":                  `{"settings":{"theme":"light"}}`,
	"PUT /api/settings/{key}":             `{"value":true}`,
	"PUT /api/campaigns/{id}/rule-set":    `{"ruleSetId":"missing-id"}`,
	"POST /api/rule-sets/{id}/review":     `{"ruleIds":["missing-id"],"decision":"enable"}`,
	"PUT /api/campaigns/{id}/concept":     `{"concept":{"name":"c"}}`,
	"POST /api/campaigns/{id}/results":    `{"results":{"score":1}}`,
}

func bodyFor(route string) string {
	if b, ok := bodies[route]; ok {
		return b
	}
	return "{}"
}

var roleOrder = []string{app.RoleViewer, app.RoleAnalyst, app.RoleManager, app.RoleAdmin, app.RoleOwner}

func atLeast(role, least string) bool {
	return slices.Index(roleOrder, role) >= slices.Index(roleOrder, least)
}

func TestEveryRouteHasAnAccessRow(t *testing.T) {
	t.Parallel()
	routes := boundRoutes(t)
	for _, r := range routes {
		if _, ok := leastRole[r]; !ok {
			t.Errorf("route %s has no row in leastRole", r)
		}
	}
	for r := range leastRole {
		if !slices.Contains(routes, r) {
			t.Errorf("leastRole row %s matches no bound route", r)
		}
	}
}

// concretePath fills a route's path parameters.
func concretePath(pattern string, values map[string]string) string {
	return regexp.MustCompile(`\{(\w+)\}`).ReplaceAllStringFunc(pattern, func(m string) string {
		return values[m[1:len(m)-1]]
	})
}

// TestEveryRouteWithEveryRole sends every route as every role of one
// organization: a role below the route's least role gets 403, every other
// role gets past the role check (any status but 401 and 403).
func TestEveryRouteWithEveryRole(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	orgID := e.newOrganization("Acme Pharma")
	tokens := map[string]string{}
	for _, role := range roleOrder {
		tokens[role] = e.member(orgID, role)
	}
	params := map[string]string{"id": "missing-id", "organizationId": orgID, "userId": "missing-user", "ruleId": "missing-rule", "key": "theme", "service": "s3", "type": "oauth"}
	for _, route := range boundRoutes(t) {
		least := leastRole[route]
		if least == public || route == "POST /api/auth/logout" || route == "POST /api/auth/refresh" {
			continue // public; logout and refresh end the session used, and are covered by the auth tests
		}
		method, pattern, _ := strings.Cut(route, " ")
		path := concretePath(pattern, params)
		for _, role := range roleOrder {
			t.Run(route+" as "+role, func(t *testing.T) {
				status, _, body := e.do(method, path, bodyFor(route), bearer(tokens[role]))
				switch {
				case status == http.StatusUnauthorized:
					t.Fatalf("401: the session was refused: %s", body)
				case atLeast(role, least) && status == http.StatusForbidden:
					t.Fatalf("%s may use %s but got 403: %s", role, route, body)
				case !atLeast(role, least) && status != http.StatusForbidden:
					t.Fatalf("%s may not use %s (least role %s) but got %d: %s", role, route, least, status, body)
				}
			})
		}
	}
}

// pngBytes returns a small valid PNG.
func pngBytes(t *testing.T, w, h int) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewRGBA(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestEveryRouteFromAnotherOrganization sends every route that names a
// record of organization A as the owner of organization B: each answers
// 404, and no answer of a list route carries A's records.
func TestEveryRouteFromAnotherOrganization(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	ctx := context.Background()
	orgA := e.newOrganization("Alpha Pharma")
	ownerA := e.member(orgA, app.RoleOwner)
	pA, err := e.app.Authenticate(ctx, ownerA)
	if err != nil {
		t.Fatal(err)
	}
	name := "Alpha secret launch"
	c, err := e.app.CreateCampaign(ctx, pA, app.CampaignFields{Name: &name})
	if err != nil {
		t.Fatal(err)
	}
	asset, err := e.app.UploadAsset(ctx, pA, c.ID, "alpha_secret_300x250.png", bytes.NewReader(pngBytes(t, 300, 250)))
	if err != nil {
		t.Fatal(err)
	}
	rule, err := e.app.AddRule(ctx, pA, compliance.Rule{Rule: "Alpha secret rule", Severity: "warning", Field: "naming", Section: "Custom Rules"})
	if err != nil {
		t.Fatal(err)
	}
	wf, err := e.app.CreateWorkflow(ctx, pA, app.NewWorkflow{CampaignID: c.ID, Name: "Alpha secret review"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.app.SaveCredentials(ctx, pA, "s3", "oauth", map[string]string{"accessKeyId": "AKIAALPHA", "secretAccessKey": "alpha-secret-key", "region": "us-east-1"}); err != nil {
		t.Fatal(err)
	}
	preset, err := e.app.CreateConfiguration(ctx, pA, app.Configuration{Name: "Alpha secret preset", Values: map[string]string{"brand": "Alpha secret brand"}})
	if err != nil {
		t.Fatal(err)
	}
	tokenA, err := e.app.CreateAPIToken(ctx, pA, "Alpha secret pipeline", app.RoleAnalyst)
	if err != nil {
		t.Fatal(err)
	}
	run, err := e.app.ReportCheckRun(ctx, pA, app.CheckRunInput{CampaignID: c.ID, Source: "Alpha secret CI", Reference: "alpha"})
	if err != nil {
		t.Fatal(err)
	}
	usersA, _ := e.st.ListUsers(ctx, orgA)
	sessionsA, _ := e.app.ListSessions(ctx, pA)

	orgB := e.newOrganization("Beta Pharma")
	ownerB := e.member(orgB, app.RoleOwner)
	secrets := []string{c.ID, asset.ID, rule.ID, wf.ID, preset.ID, tokenA.ID, run.ID, "Alpha secret", "alpha_secret", "AKIAALPHA", orgA, usersA[0].Email}

	// The record each route's {id} names, per resource.
	idFor := func(pattern string) string {
		switch {
		case strings.HasPrefix(pattern, "/api/campaigns/"):
			return c.ID
		case strings.HasPrefix(pattern, "/api/assets/"):
			return asset.ID
		case strings.HasPrefix(pattern, "/api/rules/"):
			return rule.ID
		case strings.HasPrefix(pattern, "/api/workflows/"):
			return wf.ID
		case strings.HasPrefix(pattern, "/api/configurations/fields/"):
			return "brand" // a field of every organization's form: B changes its own
		case strings.HasPrefix(pattern, "/api/configurations/"):
			return preset.ID
		case strings.HasPrefix(pattern, "/api/settings/tokens/"):
			return tokenA.ID
		case strings.HasPrefix(pattern, "/api/auth/sessions/"):
			return sessionsA[0].ID
		case strings.HasPrefix(pattern, "/api/trafficking/"), strings.HasPrefix(pattern, "/api/rule-sets/"):
			return wf.ID // no package exists in A; any A-side ID must be unknown to B too
		}
		return ""
	}
	for _, route := range boundRoutes(t) {
		if leastRole[route] == public || route == "POST /api/auth/logout" || route == "POST /api/auth/refresh" {
			continue
		}
		method, pattern, _ := strings.Cut(route, " ")
		named := strings.Contains(pattern, "{")
		path := concretePath(pattern, map[string]string{"id": idFor(pattern), "organizationId": orgA, "userId": usersA[0].ID, "ruleId": rule.ID, "runId": run.ID, "key": "theme", "service": "s3", "type": "oauth"})
		t.Run(route, func(t *testing.T) {
			status, _, body := e.do(method, path, bodyFor(route), bearer(ownerB))
			// Credentials, settings and form fields are named by a key that
			// every organization has: B reaches its own, never A's.
			ownKey := strings.HasPrefix(pattern, "/api/settings/") || strings.HasPrefix(pattern, "/api/configurations/fields/")
			if named && !ownKey && status != http.StatusNotFound {
				t.Fatalf("%s %s as another organization: %d, want 404: %s", method, path, status, body)
			}
			for _, s := range secrets {
				if strings.Contains(body, s) {
					t.Fatalf("%s %s leaks %q of the other organization: %s", method, path, s, body)
				}
			}
		})
	}
	// A's records are intact after B's attempts.
	if _, err := e.app.GetCampaign(ctx, pA, c.ID); err != nil {
		t.Fatalf("A's campaign after B's attempts: %v", err)
	}
	if _, err := e.app.GetAsset(ctx, pA, asset.ID); err != nil {
		t.Fatalf("A's asset after B's attempts: %v", err)
	}
	if status, _, _ := e.do("GET", "/api/auth/me", "", bearer(ownerA)); status != 200 {
		t.Fatalf("A's session after B's attempts: %d", status)
	}
}
