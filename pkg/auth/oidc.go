package auth

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// Google's OpenID Connect issuer and endpoints, the defaults of GoogleConfig.
// They are fixed here so that the server starts without fetching Google's
// discovery document (the product works offline).
const (
	GoogleIssuer      = "https://accounts.google.com"
	GoogleAuthURL     = "https://accounts.google.com/o/oauth2/v2/auth"
	GoogleTokenURL    = "https://oauth2.googleapis.com/token"
	GoogleJWKSURL     = "https://www.googleapis.com/oauth2/v3/certs"
	GoogleUserInfoURL = "https://openidconnect.googleapis.com/v1/userinfo"
	GoogleRevokeURL   = "https://oauth2.googleapis.com/revoke"
	// DriveReadOnlyScope lets the Drive import read the user's files.
	DriveReadOnlyScope = "https://www.googleapis.com/auth/drive.readonly"
)

// GoogleConfig configures Google sign-in (settings google.*). The issuer
// and endpoints default to Google's; tests and private identity providers
// override them.
type GoogleConfig struct {
	ClientID     string
	ClientSecret string
	RedirectURL  string // the server's /api/auth/google/callback as the browser reaches it
	Issuer       string
	AuthURL      string
	TokenURL     string
	JWKSURL      string
	UserInfoURL  string
	RevokeURL    string
}

// Configured reports whether a client is set up.
func (c GoogleConfig) Configured() bool {
	return strings.TrimSpace(c.ClientID) != "" && strings.TrimSpace(c.RedirectURL) != ""
}

func (c GoogleConfig) withDefaults() GoogleConfig {
	if c.Issuer == "" {
		c.Issuer = GoogleIssuer
	}
	if c.AuthURL == "" {
		c.AuthURL = GoogleAuthURL
	}
	if c.TokenURL == "" {
		c.TokenURL = GoogleTokenURL
	}
	if c.JWKSURL == "" {
		c.JWKSURL = GoogleJWKSURL
	}
	if c.UserInfoURL == "" {
		c.UserInfoURL = GoogleUserInfoURL
	}
	if c.RevokeURL == "" {
		c.RevokeURL = GoogleRevokeURL
	}
	return c
}

// Google is the OpenID Connect client of Google sign-in.
type Google struct {
	oauth     oauth2.Config
	verifier  *oidc.IDTokenVerifier
	authHost  string
	revokeURL string
}

// NewGoogle returns the client, or an error for an incomplete or malformed
// configuration.
func NewGoogle(ctx context.Context, cfg GoogleConfig) (*Google, error) {
	if !cfg.Configured() {
		return nil, errors.New("google.client-id and google.redirect-url are required")
	}
	cfg = cfg.withDefaults()
	for name, raw := range map[string]string{"redirect-url": cfg.RedirectURL, "auth-url": cfg.AuthURL, "token-url": cfg.TokenURL, "jwks-url": cfg.JWKSURL, "revoke-url": cfg.RevokeURL} {
		u, err := url.Parse(raw)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
			return nil, fmt.Errorf("google.%s %q is not an http(s) URL", name, raw)
		}
	}
	provider := (&oidc.ProviderConfig{
		IssuerURL: cfg.Issuer, AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL,
		JWKSURL: cfg.JWKSURL, UserInfoURL: cfg.UserInfoURL, Algorithms: []string{oidc.RS256},
	}).NewProvider(ctx)
	authURL, _ := url.Parse(cfg.AuthURL)
	return &Google{
		oauth: oauth2.Config{
			ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, RedirectURL: cfg.RedirectURL,
			Endpoint: provider.Endpoint(),
			Scopes:   []string{oidc.ScopeOpenID, "email", "profile", DriveReadOnlyScope},
		},
		verifier:  provider.Verifier(&oidc.Config{ClientID: cfg.ClientID, SupportedSigningAlgs: []string{oidc.RS256}}),
		authHost:  authURL.Hostname(),
		revokeURL: cfg.RevokeURL,
	}, nil
}

// AuthHost is the identity provider's accounts host: the host of its
// authorization endpoint (the login screen checks the URL against it).
func (g *Google) AuthHost() string { return g.authHost }

// AuthRequest is one sign-in attempt: the URL to send the browser to and
// the secrets the callback needs, which the server keeps.
type AuthRequest struct {
	URL      string
	State    string
	Verifier string // PKCE code verifier (S256 challenge in the URL)
	Nonce    string
}

// NewAuthRequest returns an authorization URL with the scopes openid,
// email, profile and Drive read-only, a fresh state, a PKCE S256 challenge,
// a nonce, and offline access (so Google hands out a refresh token).
func (g *Google) NewAuthRequest() AuthRequest {
	r := AuthRequest{State: NewToken(""), Verifier: oauth2.GenerateVerifier(), Nonce: NewToken("")}
	r.URL = g.oauth.AuthCodeURL(r.State, oauth2.AccessTypeOffline, oauth2.S256ChallengeOption(r.Verifier), oidc.Nonce(r.Nonce))
	return r
}

// Identity is who the identity provider says signed in.
type Identity struct {
	Subject       string
	Email         string
	EmailVerified bool
	GivenName     string
	FamilyName    string
	Picture       string
	// RefreshToken is Google's long-lived token, when it sent one (first
	// consent to offline access). Keep it encrypted.
	RefreshToken string
}

// ErrIdentity wraps every failure to establish an identity from a
// callback: a refused code, a bad or expired ID token, a wrong audience or
// nonce, missing claims. Its text is safe to log, never holds a token.
var ErrIdentity = errors.New("identity provider sign-in failed")

// Exchange trades the callback's code for tokens and verifies the ID token:
// signature (RS256 against the provider's keys), issuer, audience, expiry
// and the request's nonce.
func (g *Google) Exchange(ctx context.Context, code string, req AuthRequest) (Identity, error) {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	tok, err := g.oauth.Exchange(ctx, code, oauth2.VerifierOption(req.Verifier))
	if err != nil {
		return Identity{}, fmt.Errorf("%w: code exchange: %v", ErrIdentity, redactOAuthError(err))
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return Identity{}, fmt.Errorf("%w: no ID token in the token response", ErrIdentity)
	}
	idt, err := g.verifier.Verify(ctx, raw)
	if err != nil {
		return Identity{}, fmt.Errorf("%w: ID token: %v", ErrIdentity, err)
	}
	if idt.Nonce != req.Nonce {
		return Identity{}, fmt.Errorf("%w: ID token nonce does not match the request", ErrIdentity)
	}
	var claims struct {
		Email         string `json:"email"`
		EmailVerified any    `json:"email_verified"` // bool, or "true" from some providers
		GivenName     string `json:"given_name"`
		FamilyName    string `json:"family_name"`
		Picture       string `json:"picture"`
	}
	if err := idt.Claims(&claims); err != nil {
		return Identity{}, fmt.Errorf("%w: ID token claims: %v", ErrIdentity, err)
	}
	if idt.Subject == "" || claims.Email == "" {
		return Identity{}, fmt.Errorf("%w: ID token has no subject or e-mail", ErrIdentity)
	}
	return Identity{
		Subject: idt.Subject, Email: strings.ToLower(strings.TrimSpace(claims.Email)),
		EmailVerified: claims.EmailVerified == true || claims.EmailVerified == "true",
		GivenName:     claims.GivenName, FamilyName: claims.FamilyName, Picture: claims.Picture,
		RefreshToken: tok.RefreshToken,
	}, nil
}

// redactOAuthError keeps the provider's error code and drops the response
// body, which may echo what was sent.
func redactOAuthError(err error) string {
	var re *oauth2.RetrieveError
	if errors.As(err, &re) {
		code := re.ErrorCode
		if code == "" && re.Response != nil {
			code = re.Response.Status
		}
		return "token endpoint refused: " + code
	}
	return err.Error()
}

// TokenSource returns access tokens for the Drive import, refreshed from
// the user's refresh token at the provider's token endpoint. The provider
// may rotate the refresh token: the new one is in the tokens returned.
func (g *Google) TokenSource(ctx context.Context, refreshToken string) oauth2.TokenSource {
	return g.oauth.TokenSource(ctx, &oauth2.Token{RefreshToken: refreshToken})
}

// Revoke revokes a token (and the grant behind it) at the provider. A
// token the provider no longer knows counts as revoked.
func (g *Google) Revoke(ctx context.Context, token string) error {
	ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, g.revokeURL, strings.NewReader(url.Values{"token": {token}}.Encode()))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	res, err := oauth2.NewClient(ctx, nil).Do(req)
	if err != nil {
		return fmt.Errorf("revoking the Google token: %w", err)
	}
	defer res.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	if res.StatusCode == http.StatusOK || res.StatusCode == http.StatusBadRequest {
		// 400 invalid_token: already revoked or expired.
		return nil
	}
	return fmt.Errorf("revoking the Google token: the provider answered %s", res.Status)
}
