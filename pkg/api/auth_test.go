package api_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/fakeidp"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

func TestDemoLogin(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
	e := newEnv(t, app.Config{DemoEnabled: false})
	status, _, body := e.do("POST", "/api/auth/demo", "", nil)
	if status != http.StatusForbidden || !strings.Contains(body, "demo sign-in is disabled") {
		t.Fatalf("got %d %s", status, body)
	}
}

func TestLogoutEndsSessionAtOnce(t *testing.T) {
	t.Parallel()
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

func TestRegisterLoginRefreshLogout(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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

// googleEnv is a server whose Google sign-in talks to a local fake
// identity provider that signs real RS256 ID tokens.
func googleEnv(t *testing.T) (*env, *fakeidp.Server) {
	t.Helper()
	e := defaultEnv(t)
	idp := fakeidp.New("pharmaops-test-client", "test-secret")
	t.Cleanup(idp.Close)
	g, err := auth.NewGoogle(context.Background(), auth.GoogleConfig{
		ClientID: idp.ClientID, ClientSecret: idp.ClientSecret, RedirectURL: e.srv.URL + "/api/auth/google/callback",
		Issuer: idp.Issuer(), AuthURL: idp.AuthURL(), TokenURL: idp.TokenURL(), JWKSURL: idp.JWKSURL(),
	})
	if err != nil {
		t.Fatal(err)
	}
	e.app.SetGoogle(g)
	return e, idp
}

func TestGoogleSignInEndToEnd(t *testing.T) {
	t.Parallel()
	e, idp := googleEnv(t)
	idp.SignInAs(fakeidp.Identity{Subject: "g-1001", Email: "Gina@Acme-Pharma.com", GivenName: "Gina", FamilyName: "Gale", Picture: "https://example.test/gina.png"})
	back := finish(t, startGoogle(t, e))
	if back.Get("authenticated") != "true" || back.Get("provider") != "google" || back.Get("email") != "gina@acme-pharma.com" || back.Get("token") == "" {
		t.Fatalf("return query %v", back)
	}
	code := back.Get("token")
	if strings.HasPrefix(code, "pos_") {
		t.Fatal("a session token sits in the URL")
	}
	// No session exists until the code is exchanged.
	u, err := e.st.FindUserByEmail(context.Background(), "gina@acme-pharma.com")
	if err != nil {
		t.Fatal(err)
	}
	if sessions, _ := e.st.ListUserSessions(context.Background(), u.ID); len(sessions) != 0 {
		t.Fatalf("sessions before the exchange: %d", len(sessions))
	}
	if len(u.GoogleRefreshToken) == 0 || strings.Contains(string(u.GoogleRefreshToken), "fake-refresh-") {
		t.Fatal("Google's refresh token is not kept sealed")
	}
	status, _, body := e.do("POST", "/api/auth/exchange", `{"token":"`+code+`"}`, nil)
	if status != 200 {
		t.Fatalf("exchange: %d %s", status, body)
	}
	s := decodeSession(t, body)
	if s.User.Provider != "google" || s.User.Role != "owner" {
		t.Fatalf("user %+v", s.User)
	}
	_, _, me := e.do("GET", "/api/auth/me", "", bearer(s.Token))
	for _, want := range []string{`"firstName":"Gina"`, `"lastName":"Gale"`, `"picture":"https://example.test/gina.png"`, `"name":"Acme Pharma"`} {
		if !strings.Contains(me, want) {
			t.Errorf("me %s lacks %s", me, want)
		}
	}
	if strings.Contains(me, "googleRefreshToken") || strings.Contains(me, "googleSubject") {
		t.Fatalf("me leaks Google secrets: %s", me)
	}
	// The code works once.
	status, _, body = e.do("POST", "/api/auth/exchange", `{"token":"`+code+`"}`, nil)
	if status != 401 || !strings.Contains(body, "expired or was already used") {
		t.Fatalf("replayed code: %d %s", status, body)
	}
	if sessions, _ := e.st.ListUserSessions(context.Background(), u.ID); len(sessions) != 1 {
		t.Fatalf("sessions after a replay: %d, want 1", len(sessions))
	}
	// Signing in again is the same account.
	back = finish(t, startGoogle(t, e))
	_, _, body = e.do("POST", "/api/auth/exchange", `{"token":"`+back.Get("token")+`"}`, nil)
	if again := decodeSession(t, body); again.User.ID != s.User.ID {
		t.Fatalf("second sign-in is another account: %s vs %s", again.User.ID, s.User.ID)
	}
}

func TestGoogleSignInRefusals(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name   string
		tamper func(map[string]any)
		forge  func(*url.URL)
		want   string
	}{
		{name: "forged state", forge: func(u *url.URL) {
			q := u.Query()
			q.Set("state", "forged-"+q.Get("state"))
			u.RawQuery = q.Encode()
		}, want: "not started here"},
		{name: "expired ID token", tamper: func(c map[string]any) {
			c["exp"] = time.Now().Add(-time.Hour).Unix()
			c["iat"] = time.Now().Add(-2 * time.Hour).Unix()
		}, want: "Google authentication failed"},
		{name: "wrong audience", tamper: func(c map[string]any) { c["aud"] = "someone-elses-client" }, want: "Google authentication failed"},
		{name: "wrong nonce", tamper: func(c map[string]any) { c["nonce"] = "replayed-nonce" }, want: "Google authentication failed"},
		{name: "wrong issuer", tamper: func(c map[string]any) { c["iss"] = "https://evil.example" }, want: "Google authentication failed"},
		{name: "provider refused", forge: func(u *url.URL) { u.RawQuery = "error=access_denied&state=" + u.Query().Get("state") },
			want: "cancelled or refused"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // each case signs in on its own server and database
			e, idp := googleEnv(t)
			idp.SignInAs(fakeidp.Identity{Subject: "g-2", Email: "mallory@acme-pharma.com", GivenName: "Mal"})
			idp.Tamper = c.tamper
			callback := startGoogle(t, e)
			if c.forge != nil {
				c.forge(callback)
			}
			back := finish(t, callback)
			if back.Get("authenticated") != "false" || back.Get("token") != "" || !strings.Contains(back.Get("error"), c.want) {
				t.Fatalf("return query %v, want a refusal containing %q", back, c.want)
			}
			if _, err := e.st.FindUserByEmail(context.Background(), "mallory@acme-pharma.com"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("a refused sign-in created an account: %v", err)
			}
		})
	}
}

func TestGoogleStateWorksOnce(t *testing.T) {
	t.Parallel()
	e, idp := googleEnv(t)
	idp.SignInAs(fakeidp.Identity{Subject: "g-3", Email: "rita@acme-pharma.com"})
	callback := startGoogle(t, e)
	if back := finish(t, callback); back.Get("token") == "" {
		t.Fatalf("first use: %v", back)
	}
	if back := finish(t, callback); back.Get("authenticated") != "false" || back.Get("token") != "" {
		t.Fatalf("replayed callback: %v", back)
	}
}

func TestGoogleSignInJoinsTheInvitingOrganization(t *testing.T) {
	t.Parallel()
	e, idp := googleEnv(t)
	owner := e.register("olga@acme-pharma.com", goodPassword, "Olga")
	if s, _, b := e.do("POST", "/api/users/create", `{"email":"gus@gmail.com","name":"Gus","role":"manager"}`, bearer(owner.Token)); s != 201 {
		t.Fatalf("invite: %d %s", s, b)
	}
	idp.SignInAs(fakeidp.Identity{Subject: "g-gus", Email: "gus@gmail.com", GivenName: "Gus", FamilyName: "Grant"})
	back := finish(t, startGoogle(t, e))
	_, _, body := e.do("POST", "/api/auth/exchange", `{"token":"`+back.Get("token")+`"}`, nil)
	gus := decodeSession(t, body)
	if gus.User.OrganizationID != owner.User.OrganizationID || gus.User.Role != "manager" || gus.User.Provider != "google" {
		t.Fatalf("invited Google user: %+v, want manager of %s", gus.User, owner.User.OrganizationID)
	}
	// An expired invitation is refused, not joined nor turned into an organization.
	if s, _, b := e.do("POST", "/api/users/create", `{"email":"sue@gmail.com","name":"Sue"}`, bearer(owner.Token)); s != 201 {
		t.Fatalf("invite: %d %s", s, b)
	}
	e.app.SetClock(func() time.Time { return time.Now().Add(app.InviteTTL + time.Minute) })
	idp.SignInAs(fakeidp.Identity{Subject: "g-sue", Email: "sue@gmail.com", GivenName: "Sue"})
	if back := finish(t, startGoogle(t, e)); back.Get("authenticated") != "false" || back.Get("token") != "" || !strings.Contains(back.Get("error"), "expired") {
		t.Fatalf("expired invitation through Google: %v", back)
	}
	e.app.SetClock(time.Now)
	// A password account with the same (verified) e-mail is the same person:
	// Google sign-in links to it instead of making a second account.
	idp.SignInAs(fakeidp.Identity{Subject: "g-olga", Email: "olga@acme-pharma.com", GivenName: "Olga"})
	back = finish(t, startGoogle(t, e))
	_, _, body = e.do("POST", "/api/auth/exchange", `{"token":"`+back.Get("token")+`"}`, nil)
	if linked := decodeSession(t, body); linked.User.ID != owner.User.ID || linked.User.Role != "owner" {
		t.Fatalf("Google sign-in of a password account: %+v, want the owner's account", linked.User)
	}
	// Another Google account claiming the linked e-mail is refused.
	idp.SignInAs(fakeidp.Identity{Subject: "g-mallory", Email: "olga@acme-pharma.com"})
	if back = finish(t, startGoogle(t, e)); back.Get("authenticated") != "false" || back.Get("token") != "" {
		t.Fatalf("a second Google subject took over the account: %v", back)
	}
}
