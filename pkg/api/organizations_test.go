package api_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
)

// invite invites the e-mail as the token's user and returns the
// invitation code and link.
func (e *env) invite(token, email, role string) (code, link string) {
	e.t.Helper()
	status, _, body := e.do("POST", "/api/users/create", `{"email":"`+email+`","name":"Invitee","role":"`+role+`"}`, bearer(token))
	var res struct {
		Data struct{ InviteCode, InviteURL string }
	}
	if status != http.StatusCreated || json.Unmarshal([]byte(body), &res) != nil || res.Data.InviteCode == "" {
		e.t.Fatalf("invite %s: %d %s", email, status, body)
	}
	return res.Data.InviteCode, res.Data.InviteURL
}

func TestInviteJoinRolesAndLastOwner(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	owner := e.register("olga@acme-pharma.com", goodPassword, "Olga")
	orgPath := "/api/organizations/" + owner.User.OrganizationID + "/users"
	runScenarios(t, e, []scenario{
		{name: "invite needs email and name", method: "POST", path: "/api/users/create", headers: bearer(owner.Token), status: 400,
			body: `{"email":"","name":""}`, contains: []string{"Email and name are required"}},
		{name: "invite role must be known", method: "POST", path: "/api/users/create", headers: bearer(owner.Token), status: 400,
			body: `{"email":"x@acme-pharma.com","name":"X","role":"owner"}`, contains: []string{"admin, manager, analyst or viewer"}},
		{name: "invite ignores body organization and inviter", method: "POST", path: "/api/users/create", headers: bearer(owner.Token), status: 201,
			body:     `{"email":"Vic@acme-pharma.com","name":"Vic Viewer","role":"viewer","organizationId":"someone-else","invitedBy":"admin@example.com"}`,
			contains: []string{`"success":true`, `"message":"Invitation sent to vic@acme-pharma.com"`, `"status":"invited"`, `"role":"viewer"`}},
		{name: "default role analyst", method: "POST", path: "/api/users/create", headers: bearer(owner.Token), status: 201,
			body: `{"email":"al@acme-pharma.com","name":"Al"}`, contains: []string{`"role":"analyst"`}},
		{name: "members with invitations", method: "GET", path: orgPath, headers: bearer(owner.Token), status: 200,
			contains: []string{`"email":"olga@acme-pharma.com"`, `"role":"owner"`, `"email":"vic@acme-pharma.com"`, `"status":"invited"`}},
	})
	// The invited viewer registers through a fresh link (inviting again
	// replaces the code) and lands in Olga's organization as a viewer.
	code, _ := e.invite(owner.Token, "vic@acme-pharma.com", "viewer")
	vic := e.registerInvited("vic@acme-pharma.com", goodPassword, "Vic", code)
	if vic.User.OrganizationID != owner.User.OrganizationID || vic.User.Role != app.RoleViewer {
		t.Fatalf("invited registration: %+v", vic.User)
	}
	cid := e.createCampaign(owner.Token, `{"name":"Olga's launch"}`)
	runScenarios(t, e, []scenario{
		{name: "viewer sees the campaign", method: "GET", path: "/api/campaigns", headers: bearer(vic.Token), status: 200, contains: []string{"Olga's launch"}},
		{name: "viewer cannot delete it", method: "DELETE", path: "/api/campaigns/" + cid, headers: bearer(vic.Token), status: 403, contains: []string{"viewer"}},
		{name: "viewer cannot invite", method: "POST", path: "/api/users/create", headers: bearer(vic.Token), status: 403,
			body: `{"email":"z@acme-pharma.com","name":"Z"}`},
		{name: "last owner cannot be demoted", method: "PUT", path: orgPath + "/" + owner.User.ID, headers: bearer(owner.Token), status: 409,
			body: `{"role":"admin"}`, contains: []string{"last owner"}},
		{name: "last owner cannot be removed", method: "DELETE", path: orgPath + "/" + owner.User.ID, headers: bearer(owner.Token), status: 409,
			contains: []string{"last owner"}},
		{name: "owner promotes the viewer to manager", method: "PUT", path: orgPath + "/" + vic.User.ID, headers: bearer(owner.Token), status: 200,
			body: `{"role":"manager"}`, contains: []string{`"role":"manager"`}},
		{name: "the manager may now edit", method: "PUT", path: "/api/campaigns/" + cid, headers: bearer(vic.Token), status: 200,
			body: `{"updates":{"name":"Olga's launch v2"}}`},
		{name: "unknown role", method: "PUT", path: orgPath + "/" + vic.User.ID, headers: bearer(owner.Token), status: 400, body: `{"role":"god"}`},
		{name: "withdraw an invitation", method: "DELETE", path: orgPath + "/invite:al@acme-pharma.com", headers: bearer(owner.Token), status: 200},
		{name: "remove the member", method: "DELETE", path: orgPath + "/" + vic.User.ID, headers: bearer(owner.Token), status: 200},
		{name: "a removed member's session ends", method: "GET", path: "/api/auth/me", headers: bearer(vic.Token), status: 401},
	})
	// A second owner makes the first one removable.
	status, _, body := e.do("GET", "/api/organizations/demo", "", bearer(owner.Token))
	if status != 200 || !strings.Contains(body, `"memberCount":1`) {
		t.Fatalf("organization after removal: %d %s", status, body)
	}
}

// TestInvitationCode: a password registration joins an organization only
// with the invitation's code, issued to the registering e-mail, unexpired
// and unused; every refusal is a clear 403 and signs nobody in.
func TestInvitationCode(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	owner := e.register("olga@acme-pharma.com", goodPassword, "Olga")
	code, link := e.invite(owner.Token, "vic@acme-pharma.com", "manager")
	if !strings.HasPrefix(link, "/auth?") || !strings.Contains(link, "invite="+code) || !strings.Contains(link, "email=vic%40acme-pharma.com") {
		t.Fatalf("invitation link %q", link)
	}
	otherCode, _ := e.invite(owner.Token, "al@acme-pharma.com", "admin")
	refused := func(name, body, want string) scenario {
		return scenario{name: name, method: "POST", path: "/api/auth/register", body: body, status: 403,
			contains: []string{want}, excludes: []string{`"token"`}}
	}
	runScenarios(t, e, []scenario{
		refused("invited e-mail without the code", registration("vic@acme-pharma.com", "Vic", ""), "Register through the invitation link"),
		refused("wrong code", registration("vic@acme-pharma.com", "Vic", "pinv_guessed"), "not valid for this e-mail"),
		refused("another invitation's code", registration("vic@acme-pharma.com", "Vic", otherCode), "not valid for this e-mail"),
		refused("the code with another e-mail", registration("mallory@acme-pharma.com", "Mallory", code), "not valid for this e-mail"),
	})
	// The refusals created nobody: the invitation still works once.
	vic := e.registerInvited("vic@acme-pharma.com", goodPassword, "Vic", code)
	if vic.User.OrganizationID != owner.User.OrganizationID || vic.User.Role != app.RoleManager {
		t.Fatalf("invited registration: %+v", vic.User)
	}
	if _, err := e.st.FindUserByEmail(t.Context(), "mallory@acme-pharma.com"); err == nil {
		t.Fatal("a refused registration created an account")
	}
	runScenarios(t, e, []scenario{
		refused("a used code with a new e-mail", registration("vic2@acme-pharma.com", "Vic", code), "not valid for this e-mail"),
		{name: "a used code for the same e-mail", method: "POST", path: "/api/auth/register", body: registration("vic@acme-pharma.com", "Vic", code), status: 409,
			excludes: []string{`"token"`}},
	})
	// An expired code is refused; withdrawing the invitation revokes it.
	e.app.SetClock(func() time.Time { return time.Now().Add(app.InviteTTL + time.Minute) })
	runScenarios(t, e, []scenario{refused("expired code", registration("al@acme-pharma.com", "Al", otherCode), "expired")})
	e.app.SetClock(time.Now)
	status, _, body := e.do("DELETE", "/api/organizations/"+owner.User.OrganizationID+"/users/invite:al@acme-pharma.com", "", bearer(owner.Token))
	if status != 200 {
		t.Fatalf("withdraw: %d %s", status, body)
	}
	runScenarios(t, e, []scenario{refused("withdrawn invitation", registration("al@acme-pharma.com", "Al", otherCode), "not valid for this e-mail")})
	// An e-mail nobody invited registers without a code and owns a new organization.
	solo := e.register("sam@other-pharma.com", goodPassword, "Sam")
	if solo.User.OrganizationID == owner.User.OrganizationID || solo.User.Role != app.RoleOwner {
		t.Fatalf("uninvited registration: %+v", solo.User)
	}
	// The audit trail never holds the code or its hash.
	_, _, trail := e.do("GET", "/api/audit?limit=100", "", bearer(owner.Token))
	if !strings.Contains(trail, "member.join") || strings.Contains(trail, code) || strings.Contains(trail, auth.HashToken(code)) {
		t.Fatalf("audit trail: want member.join and no code or hash, got %s", trail)
	}
}

func TestOrganizationsAreIsolated(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	demo := e.demoToken()
	id := e.createCampaign(demo, `{"name":"Demo secret campaign"}`)
	other := e.otherOrgToken("admin")
	for _, c := range []struct{ method, path, body string }{
		{"GET", "/api/campaigns/" + id, ""},
		{"PUT", "/api/campaigns/" + id, `{"updates":{"name":"hijacked"}}`},
		{"DELETE", "/api/campaigns/" + id, ""},
	} {
		if status, _, body := e.do(c.method, c.path, c.body, bearer(other)); status != 404 {
			t.Errorf("%s %s from another organization: %d %s, want 404", c.method, c.path, status, body)
		}
	}
	if _, _, body := e.do("GET", "/api/campaigns", "", bearer(other)); strings.Contains(body, "Demo secret campaign") {
		t.Errorf("another organization lists the campaign: %s", body)
	}
	if _, _, body := e.do("GET", "/api/campaigns/"+id, "", bearer(demo)); !strings.Contains(body, "Demo secret campaign") {
		t.Errorf("campaign changed by another organization: %s", body)
	}
}

func TestRolesAreEnforced(t *testing.T) {
	t.Parallel()
	e := defaultEnv(t)
	e.demoToken()
	viewer := e.otherOrgToken("viewer")
	cases := []struct {
		method, path, body string
		status             int
	}{
		{"GET", "/api/campaigns", "", 200},
		{"POST", "/api/campaigns", `{"name":"nope"}`, 403},
		{"POST", "/api/user-data/brd-rules", `{"rules":[]}`, 403},
		{"GET", "/api/user-data/brd-rules", "", 200},
	}
	for _, c := range cases {
		if status, _, body := e.do(c.method, c.path, c.body, bearer(viewer)); status != c.status {
			t.Errorf("viewer %s %s: %d %s, want %d", c.method, c.path, status, body, c.status)
		}
	}
}
