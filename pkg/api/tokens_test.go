package api_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// TestAPITokens: who may create which token, the token shown once and
// stored hashed, what a token may do with its role, revocation, and its
// use in the audit trail.
func TestAPITokens(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	org := e.newOrganization("Acme Pharma")
	admin := e.member(org, app.RoleAdmin)
	manager := e.member(org, app.RoleManager)

	create := func(token, body string) (int, map[string]any) {
		t.Helper()
		status, _, resp := e.do("POST", "/api/settings/tokens", body, bearer(token))
		var env struct {
			Data map[string]any `json:"data"`
		}
		_ = json.Unmarshal([]byte(resp), &env)
		return status, env.Data
	}
	for _, c := range []struct {
		name, token, body string
		status            int
	}{
		{"a manager may not create tokens", manager, `{"name":"ci","role":"viewer"}`, 403},
		{"no name", admin, `{"name":"  ","role":"analyst"}`, 400},
		{"a name over 300 characters", admin, `{"name":"` + strings.Repeat("n", 301) + `","role":"analyst"}`, 400},
		{"the owner role is not offered", admin, `{"name":"ci","role":"owner"}`, 400},
		{"an unknown role", admin, `{"name":"ci","role":"root"}`, 400},
	} {
		t.Run(c.name, func(t *testing.T) {
			if status, data := create(c.token, c.body); status != c.status {
				t.Fatalf("status %d (%v), want %d", status, data, c.status)
			}
		})
	}

	status, data := create(admin, `{"name":"ci pipeline","role":"analyst"}`)
	if status != 201 || !strings.HasPrefix(data["token"].(string), "pat_"+org+".") {
		t.Fatalf("create: %d %v", status, data)
	}
	token, id := data["token"].(string), data["id"].(string)
	if status, _ := create(admin, `{"name":"CI Pipeline","role":"viewer"}`); status != 409 {
		t.Fatalf("a second active token of the same name: %d", status)
	}

	// Stored hashed: the token is in no document of the organization.
	docs, _, err := e.st.ListDocs(context.Background(), org, store.DocAPIToken)
	if err != nil || len(docs) != 1 {
		t.Fatalf("docs %v %v", docs, err)
	}
	for _, raw := range docs {
		if strings.Contains(string(raw), token) || strings.Contains(string(raw), strings.SplitN(token, ".", 2)[1]) {
			t.Fatalf("the token is stored in clear: %s", raw)
		}
	}

	// The token acts with its role: an analyst reads, may not manage.
	if status, _, body := e.do("GET", "/api/campaigns", "", bearer(token)); status != 200 {
		t.Fatalf("list campaigns with the token: %d %s", status, body)
	}
	if status, _, _ := e.do("POST", "/api/campaigns", `{"name":"From CI"}`, bearer(token)); status != 403 {
		t.Fatalf("an analyst token created a campaign: %d", status)
	}
	if status, _, _ := e.do("GET", "/api/settings/tokens", "", bearer(token)); status != 403 {
		t.Fatalf("an analyst token listed tokens: %d", status)
	}
	if status, _, _ := e.do("POST", "/api/auth/refresh", "", bearer(token)); status != 400 {
		t.Fatalf("a token was refreshed into a session: %d", status)
	}

	// Listed with its last use, never with the token or its hash.
	status, _, body := e.do("GET", "/api/settings/tokens", "", bearer(admin))
	if status != 200 || !strings.Contains(body, `"lastUsedAt":"`) || strings.Contains(body, "tokenHash") || strings.Contains(body, token) {
		t.Fatalf("list: %d %s", status, body)
	}
	// Its use is in the audit trail, named after the token.
	entries, err := e.st.ListAudit(context.Background(), org, store.AuditFilter{})
	if err != nil {
		t.Fatal(err)
	}
	used := false
	for _, en := range entries {
		used = used || (en.Action == "token.use" && en.ActorToken == "ci pipeline" && en.EntityID == id)
	}
	if !used {
		t.Fatalf("no token.use entry: %+v", entries)
	}

	// Revoked: refused at once, still listed.
	if status, _, body := e.do("DELETE", "/api/settings/tokens/"+id, "", bearer(admin)); status != 200 || !strings.Contains(body, `"revokedAt":"`) {
		t.Fatalf("revoke: %d %s", status, body)
	}
	if status, _, _ := e.do("GET", "/api/campaigns", "", bearer(token)); status != 401 {
		t.Fatalf("a revoked token still works: %d", status)
	}
	// A token naming another organization, or a forged secret, is refused.
	other := e.newOrganization("Beta Pharma")
	for _, forged := range []string{"pat_" + other + "." + strings.SplitN(token, ".", 2)[1], "pat_" + org + ".forged", "pat_nodot"} {
		if status, _, _ := e.do("GET", "/api/campaigns", "", bearer(forged)); status != 401 {
			t.Fatalf("forged %q: %d", forged, status)
		}
	}
}
