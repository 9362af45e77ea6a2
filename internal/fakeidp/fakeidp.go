// Package fakeidp is a local OpenID Connect identity provider for tests: it
// authorizes at once as a configured identity, checks PKCE S256 at the
// token endpoint, and signs real RS256 ID tokens with a key it publishes as
// a JWKS, so the product's real oauth2 + go-oidc client runs end to end.
package fakeidp

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"time"
)

// Identity is the person the provider signs in.
type Identity struct {
	Subject, Email, GivenName, FamilyName, Picture string
}

// Server is a running fake provider.
type Server struct {
	*httptest.Server
	ClientID, ClientSecret string

	key *rsa.PrivateKey

	mu       sync.Mutex
	identity Identity
	codes    map[string]grant
	// Tamper, when set, edits the claims of the next ID tokens before they
	// are signed (expired, wrong audience, wrong nonce…).
	Tamper func(claims map[string]any)
	// Requests counts calls to each endpoint path.
	Requests map[string]int
	// RotateRefreshTokens makes each refresh hand out a new refresh token
	// (and forget the old one), as providers that rotate them do.
	RotateRefreshTokens bool

	refreshTokens map[string]bool // live refresh tokens
	accessTokens  map[string]bool // live access tokens
}

type grant struct {
	identity    Identity
	challenge   string
	nonce       string
	redirectURI string
	scope       string
}

// New starts a provider for the client.
func New(clientID, clientSecret string) *Server {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		panic(err)
	}
	s := &Server{ClientID: clientID, ClientSecret: clientSecret, key: key, codes: map[string]grant{}, Requests: map[string]int{},
		refreshTokens: map[string]bool{}, accessTokens: map[string]bool{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /authorize", s.authorize)
	mux.HandleFunc("POST /token", s.token)
	mux.HandleFunc("GET /jwks", s.jwks)
	mux.HandleFunc("POST /revoke", s.revoke)
	s.Server = httptest.NewServer(countRequests(s, mux))
	return s
}

func countRequests(s *Server, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.Requests[r.URL.Path]++
		s.mu.Unlock()
		next.ServeHTTP(w, r)
	})
}

// SignInAs sets who the next authorizations sign in.
func (s *Server) SignInAs(id Identity) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.identity = id
}

// Issuer, AuthURL, TokenURL and JWKSURL are the provider's settings.
func (s *Server) Issuer() string   { return s.URL }
func (s *Server) AuthURL() string  { return s.URL + "/authorize" }
func (s *Server) TokenURL() string { return s.URL + "/token" }
func (s *Server) JWKSURL() string  { return s.URL + "/jwks" }

// RevokeURL is the provider's token revocation endpoint.
func (s *Server) RevokeURL() string { return s.URL + "/revoke" }

// AccessTokenValid reports whether the provider issued the access token
// and it was not revoked (what a resource server such as Drive checks).
func (s *Server) AccessTokenValid(tok string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.accessTokens[tok]
}

// ExpireAccessTokens forgets every access token issued so far, as if an
// hour had passed: clients must refresh.
func (s *Server) ExpireAccessTokens() {
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.accessTokens)
}

// RefreshTokenLive reports whether a refresh token is still accepted.
func (s *Server) RefreshTokenLive(tok string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.refreshTokens[tok]
}

// revoke forgets a refresh or access token (RFC 7009).
func (s *Server) revoke(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, "invalid_request")
		return
	}
	tok := r.PostForm.Get("token")
	s.mu.Lock()
	known := s.refreshTokens[tok] || s.accessTokens[tok]
	delete(s.refreshTokens, tok)
	delete(s.accessTokens, tok)
	s.mu.Unlock()
	if !known {
		oauthError(w, "invalid_token")
		return
	}
	w.WriteHeader(http.StatusOK)
}

// refresh answers the refresh_token grant: a new access token, and a new
// refresh token when RotateRefreshTokens is set.
func (s *Server) refresh(w http.ResponseWriter, r *http.Request) {
	old := r.PostForm.Get("refresh_token")
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.refreshTokens[old] {
		oauthError(w, "invalid_grant")
		return
	}
	res := map[string]any{"access_token": randomString(), "token_type": "Bearer", "expires_in": 3600}
	s.accessTokens[res["access_token"].(string)] = true
	if s.RotateRefreshTokens {
		next := "fake-refresh-" + randomString()
		delete(s.refreshTokens, old)
		s.refreshTokens[next] = true
		res["refresh_token"] = next
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(res)
}

func randomString() string {
	var b [18]byte
	_, _ = rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// authorize checks the request as Google would and redirects back with a
// code at once (no consent screen).
func (s *Server) authorize(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("client_id") != s.ClientID || q.Get("response_type") != "code" {
		http.Error(w, "invalid_client or response_type", http.StatusBadRequest)
		return
	}
	if q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("state") == "" || q.Get("nonce") == "" {
		http.Error(w, "PKCE S256, state and nonce are required", http.StatusBadRequest)
		return
	}
	redirect, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || redirect.Host == "" {
		http.Error(w, "invalid redirect_uri", http.StatusBadRequest)
		return
	}
	code := randomString()
	s.mu.Lock()
	s.codes[code] = grant{identity: s.identity, challenge: q.Get("code_challenge"), nonce: q.Get("nonce"), redirectURI: q.Get("redirect_uri"), scope: q.Get("scope")}
	s.mu.Unlock()
	back := redirect.Query()
	back.Set("code", code)
	back.Set("state", q.Get("state"))
	redirect.RawQuery = back.Encode()
	http.Redirect(w, r, redirect.String(), http.StatusFound)
}

func oauthError(w http.ResponseWriter, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": code})
}

// token redeems a code once, checking the client, the redirect URI and the
// PKCE verifier.
func (s *Server) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, "invalid_request")
		return
	}
	id, secret, ok := r.BasicAuth()
	if !ok {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if id != s.ClientID || secret != s.ClientSecret {
		oauthError(w, "invalid_client")
		return
	}
	if r.PostForm.Get("grant_type") == "refresh_token" {
		s.refresh(w, r)
		return
	}
	s.mu.Lock()
	g, found := s.codes[r.PostForm.Get("code")]
	delete(s.codes, r.PostForm.Get("code"))
	tamper := s.Tamper
	s.mu.Unlock()
	sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
	switch {
	case !found || r.PostForm.Get("grant_type") != "authorization_code":
		oauthError(w, "invalid_grant")
		return
	case g.redirectURI != r.PostForm.Get("redirect_uri"):
		oauthError(w, "redirect_uri_mismatch")
		return
	case base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge:
		oauthError(w, "invalid_grant")
		return
	}
	now := time.Now()
	claims := map[string]any{
		"iss": s.URL, "aud": s.ClientID, "sub": g.identity.Subject, "email": g.identity.Email, "email_verified": true,
		"given_name": g.identity.GivenName, "family_name": g.identity.FamilyName, "picture": g.identity.Picture,
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix(), "nonce": g.nonce,
	}
	if tamper != nil {
		tamper(claims)
	}
	access, refresh := randomString(), "fake-refresh-"+randomString()
	s.mu.Lock()
	s.accessTokens[access], s.refreshTokens[refresh] = true, true
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"access_token": access, "token_type": "Bearer", "expires_in": 3600,
		"refresh_token": refresh, "id_token": s.Sign(claims), "scope": g.scope,
	})
}

// Sign returns claims as a compact RS256 JWT signed with the provider's key.
func (s *Server) Sign(claims map[string]any) string {
	enc := base64.RawURLEncoding
	header, _ := json.Marshal(map[string]string{"alg": "RS256", "typ": "JWT", "kid": "fake-1"})
	payload, _ := json.Marshal(claims)
	signing := enc.EncodeToString(header) + "." + enc.EncodeToString(payload)
	digest := sha256.Sum256([]byte(signing))
	sig, err := rsa.SignPKCS1v15(rand.Reader, s.key, crypto.SHA256, digest[:])
	if err != nil {
		panic(err)
	}
	return signing + "." + enc.EncodeToString(sig)
}

func (s *Server) jwks(w http.ResponseWriter, r *http.Request) {
	enc := base64.RawURLEncoding
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"keys": []map[string]string{{
		"kty": "RSA", "alg": "RS256", "use": "sig", "kid": "fake-1",
		"n": enc.EncodeToString(s.key.N.Bytes()), "e": enc.EncodeToString(big.NewInt(int64(s.key.E)).Bytes()),
	}}})
}
