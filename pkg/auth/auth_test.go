package auth_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/auth"
)

func TestPasswordHashRoundTrip(t *testing.T) {
	h, err := auth.HashPassword("correct-violet-stapler-42")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash %q is not a PHC argon2id string", h)
	}
	if err := auth.VerifyPassword("correct-violet-stapler-42", h); err != nil {
		t.Fatalf("right password: %v", err)
	}
	if err := auth.VerifyPassword("correct-violet-stapler-43", h); !errors.Is(err, auth.ErrPasswordMismatch) {
		t.Fatalf("wrong password: %v", err)
	}
	h2, _ := auth.HashPassword("correct-violet-stapler-42")
	if h2 == h {
		t.Fatal("two hashes of one password are equal: no salt")
	}
	for _, bad := range []string{"", "plain", "$argon2id$v=19$m=0,t=1,p=1$AAAA$AAAA", "$argon2id$v=19$m=99999999,t=1,p=1$AAAA$AAAA", "$bcrypt$x$y$z$w"} {
		if err := auth.VerifyPassword("x", bad); err == nil || errors.Is(err, auth.ErrPasswordMismatch) {
			t.Errorf("malformed hash %q: %v", bad, err)
		}
	}
}

func TestPasswordPolicy(t *testing.T) {
	cases := []struct {
		password, email, want string
	}{
		{"short", "a@b.co", "at least 10"},
		{strings.Repeat("x", 257), "a@b.co", "at most 256"},
		{"Password123", "a@b.co", "too common"},
		{"qwertyuiop", "a@b.co", "too common"},
		{"Welcome2024!", "a@b.co", "too common"},
		{"ana.lopez.work", "ana.lopez.work@acme.com", "e-mail"},
		{"correct-violet-stapler-42", "a@b.co", ""},
		{"Zoë-Überstraße-7", "a@b.co", ""},
	}
	for _, c := range cases {
		err := auth.CheckPasswordPolicy(c.password, c.email)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("policy(%q) = %v, want %q", c.password, err, c.want)
		}
	}
}

func TestThrottleSlowsDownAndForgets(t *testing.T) {
	th := auth.NewThrottle()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for range th.Free {
		if w := th.Wait("ana@acme.com", now); w != 0 {
			t.Fatalf("wait %v before the burst", w)
		}
		th.Fail("Ana@Acme.com", now)
	}
	if w := th.Wait("ana@acme.com", now); w != time.Second {
		t.Fatalf("after %d failures: wait %v, want 1s", th.Free, w)
	}
	th.Fail("ana@acme.com", now.Add(time.Second))
	if w := th.Wait("ana@acme.com", now.Add(time.Second)); w != 2*time.Second {
		t.Fatalf("doubling: %v, want 2s", w)
	}
	for i := range 30 {
		th.Fail("ana@acme.com", now.Add(time.Duration(i)*time.Second))
	}
	if w := th.Wait("ana@acme.com", now.Add(29*time.Second)); w != th.MaxDelay {
		t.Fatalf("cap: %v, want %v", w, th.MaxDelay)
	}
	if w := th.Wait("ana@acme.com", now.Add(29*time.Second+th.MaxDelay)); w != 0 {
		t.Fatalf("the owner is locked out after the cap: %v", w)
	}
	if w := th.Wait("bo@acme.com", now); w != 0 {
		t.Fatalf("another account waits %v", w)
	}
	th.Succeed("ana@acme.com")
	if w := th.Wait("ana@acme.com", now.Add(30*time.Second)); w != 0 {
		t.Fatalf("after a success: %v", w)
	}
}

func TestTokensAreRandomAndHashed(t *testing.T) {
	a, b := auth.NewToken("pos_"), auth.NewToken("pos_")
	if a == b || !strings.HasPrefix(a, "pos_") || len(a) != 4+43 {
		t.Fatalf("tokens %q %q", a, b)
	}
	if h := auth.HashToken(a); len(h) != 64 || h == auth.HashToken(b) || strings.Contains(h, a) {
		t.Fatalf("hash %q", h)
	}
}

func TestGoogleConfigIsChecked(t *testing.T) {
	if _, err := auth.NewGoogle(t.Context(), auth.GoogleConfig{ClientID: "x"}); err == nil {
		t.Fatal("no redirect URL accepted")
	}
	if _, err := auth.NewGoogle(t.Context(), auth.GoogleConfig{ClientID: "x", RedirectURL: "ftp://host/cb"}); err == nil {
		t.Fatal("ftp redirect URL accepted")
	}
	g, err := auth.NewGoogle(t.Context(), auth.GoogleConfig{ClientID: "x.apps.googleusercontent.com", RedirectURL: "https://ops.acme.com/api/auth/google/callback"})
	if err != nil {
		t.Fatal(err)
	}
	if g.AuthHost() != "accounts.google.com" {
		t.Fatalf("default accounts host %q", g.AuthHost())
	}
	r1, r2 := g.NewAuthRequest(), g.NewAuthRequest()
	if r1.State == r2.State || r1.Nonce == r2.Nonce || r1.Verifier == r2.Verifier || strings.Contains(r1.URL, r1.Verifier) {
		t.Fatalf("auth requests repeat or leak the verifier: %+v", r1)
	}
}
