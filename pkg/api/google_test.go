package api_test

import (
	"context"
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

func TestGoogleSignInEndToEnd(t *testing.T) {
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
