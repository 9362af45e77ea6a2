package api_test

import (
	"strings"
	"testing"
)

func TestFoundationScenarios(t *testing.T) {
	t.Parallel()
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
