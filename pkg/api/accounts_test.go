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

const goodPassword = "correct-violet-stapler-42"

func TestRegisterLoginRefreshLogout(t *testing.T) {
	e := defaultEnv(t)
	reg := e.register("ana@acme-pharma.com", goodPassword, "Ana")
	if reg.User.Role != app.RoleOwner || reg.User.Provider != "password" || !strings.HasPrefix(reg.Token, "pos_") {
		t.Fatalf("registration: %+v", reg)
	}
	runScenarios(t, e, []scenario{
		{name: "me", method: "GET", path: "/api/auth/me", headers: bearer(reg.Token), status: 200,
			contains: []string{`"email":"ana@acme-pharma.com"`, `"role":"owner"`, `"name":"Acme Pharma"`, `"domain":"acme-pharma.com"`, `"memberCount":1`},
			excludes: []string{"passwordHash", "argon2"}},
		{name: "duplicate e-mail", method: "POST", path: "/api/auth/register", status: 409,
			body: `{"email":"ANA@acme-pharma.com","password":"` + goodPassword + `","firstName":"Ana"}`, contains: []string{"already exists"}},
		{name: "short password", method: "POST", path: "/api/auth/register", status: 400,
			body: `{"email":"bo@acme-pharma.com","password":"short","firstName":"Bo"}`, contains: []string{"at least 10 characters"}},
		{name: "common password", method: "POST", path: "/api/auth/register", status: 400,
			body: `{"email":"bo@acme-pharma.com","password":"Password123!","firstName":"Bo"}`, contains: []string{"too common"}},
		{name: "bad e-mail", method: "POST", path: "/api/auth/register", status: 400,
			body: `{"email":"bo at acme","password":"` + goodPassword + `","firstName":"Bo"}`, contains: []string{"valid e-mail"}},
		{name: "first name required", method: "POST", path: "/api/auth/register", status: 400,
			body: `{"email":"bo@acme-pharma.com","password":"` + goodPassword + `"}`, contains: []string{"First name is required"}},
		{name: "wrong password is generic", method: "POST", path: "/api/auth/login", status: 401,
			body: `{"email":"ana@acme-pharma.com","password":"wrong-password-123"}`, contains: []string{`"error":"Invalid email or password"`}},
		{name: "unknown e-mail is the same answer", method: "POST", path: "/api/auth/login", status: 401,
			body: `{"email":"nobody@acme-pharma.com","password":"wrong-password-123"}`, contains: []string{`"error":"Invalid email or password"`}},
	})
	before := len(mustSessions(t, e, reg.Token))
	status, _, body := e.do("POST", "/api/auth/login", `{"email":"Ana@Acme-Pharma.com","password":"`+goodPassword+`"}`, nil)
	if status != 200 {
		t.Fatalf("login: %d %s", status, body)
	}
	login := decodeSession(t, body)
	if login.Token == reg.Token {
		t.Fatal("a sign-in reused a token")
	}
	if got := len(mustSessions(t, e, login.Token)); got != before+1 {
		t.Fatalf("sessions after login: %d, want %d (wrong passwords created none)", got, before+1)
	}

	// Refresh rotates: the new token works, the old one stops at once.
	status, _, body = e.do("POST", "/api/auth/refresh", "", bearer(login.Token))
	if status != 200 {
		t.Fatalf("refresh: %d %s", status, body)
	}
	refreshed := decodeSession(t, body)
	if s, _, _ := e.do("GET", "/api/auth/me", "", bearer(login.Token)); s != 401 {
		t.Fatalf("old token after refresh: %d, want 401", s)
	}
	if s, _, _ := e.do("GET", "/api/auth/me", "", bearer(refreshed.Token)); s != 200 {
		t.Fatalf("new token after refresh: %d", s)
	}

	// The registration's session is revoked from the refreshed one.
	var regID string
	for _, s := range mustSessions(t, e, refreshed.Token) {
		if !s.Current {
			regID = s.ID
		}
	}
	if s, _, b := e.do("DELETE", "/api/auth/sessions/"+regID, "", bearer(refreshed.Token)); s != 200 {
		t.Fatalf("revoke: %d %s", s, b)
	}
	if s, _, _ := e.do("GET", "/api/auth/me", "", bearer(reg.Token)); s != 401 {
		t.Fatalf("revoked session: %d, want 401", s)
	}
	if s, _, _ := e.do("POST", "/api/auth/logout", "", bearer(refreshed.Token)); s != 200 {
		t.Fatalf("logout: %d", s)
	}
	if s, _, _ := e.do("GET", "/api/auth/me", "", bearer(refreshed.Token)); s != 401 {
		t.Fatalf("after logout: %d, want 401", s)
	}
}

type sessionRow struct {
	ID      string `json:"id"`
	Current bool   `json:"current"`
}

func mustSessions(t *testing.T, e *env, token string) []sessionRow {
	t.Helper()
	status, _, body := e.do("GET", "/api/auth/sessions", "", bearer(token))
	if status != 200 {
		t.Fatalf("sessions: %d %s", status, body)
	}
	var res struct {
		Data struct{ Sessions []sessionRow } `json:"data"`
	}
	_ = json.Unmarshal([]byte(body), &res)
	return res.Data.Sessions
}

func TestWrongPasswordBurstSlowsTheAccountDown(t *testing.T) {
	e := defaultEnv(t)
	e.register("cy@acme-pharma.com", goodPassword, "Cy")
	wrong := `{"email":"cy@acme-pharma.com","password":"not-the-password-1"}`
	for i := range 5 {
		if s, _, b := e.do("POST", "/api/auth/login", wrong, nil); s != 401 {
			t.Fatalf("wrong password %d: %d %s", i+1, s, b)
		}
	}
	status, hdr, body := e.do("POST", "/api/auth/login", `{"email":"cy@acme-pharma.com","password":"`+goodPassword+`"}`, nil)
	if status != http.StatusTooManyRequests || hdr.Get("Retry-After") == "" || !strings.Contains(body, "try again in") {
		t.Fatalf("after a burst: %d Retry-After=%q %s", status, hdr.Get("Retry-After"), body)
	}
	// Another account is not slowed down by Cy's burst.
	e.register("di@acme-pharma.com", goodPassword, "Di")
	if s, _, b := e.do("POST", "/api/auth/login", `{"email":"di@acme-pharma.com","password":"`+goodPassword+`"}`, nil); s != 200 {
		t.Fatalf("another account: %d %s", s, b)
	}
}

func TestInviteJoinRolesAndLastOwner(t *testing.T) {
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
