package app

import (
	"context"
	"encoding/json"
	"errors"
	"net/url"
	"time"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Ticket kinds of the Google sign-in.
const (
	ticketOAuthState = "oauth-state"
	ticketSignInCode = "signin-code"
)

// Lifetimes of the sign-in's single-use secrets.
const (
	oauthStateTTL = 10 * time.Minute
	signInCodeTTL = time.Minute
)

// SetGoogle connects the Google sign-in client (nil: not configured).
func (a *App) SetGoogle(g *auth.Google) { a.google = g }

// GoogleConfigured reports whether Google sign-in is set up.
func (a *App) GoogleConfigured() bool { return a.google != nil }

// pendingSignIn is what the server keeps between the authorization URL and
// the callback, found by the hash of the state.
type pendingSignIn struct {
	Verifier string `json:"verifier"`
	Nonce    string `json:"nonce"`
}

// GoogleAuthURL starts a Google sign-in: it keeps the PKCE verifier and the
// nonce under the state for ten minutes and returns the URL to send the
// browser to, with the identity provider's accounts host.
func (a *App) GoogleAuthURL(ctx context.Context) (authURL, accountsHost string, err error) {
	if a.google == nil {
		return "", "", Unavailable("Google sign-in is not configured")
	}
	req := a.google.NewAuthRequest()
	data, _ := json.Marshal(pendingSignIn{Verifier: req.Verifier, Nonce: req.Nonce})
	err = a.store.PutTicket(ctx, store.Ticket{Kind: ticketOAuthState, KeyHash: auth.HashToken(req.State), Data: data,
		ExpiresAt: a.now().Add(oauthStateTTL)})
	if err != nil {
		return "", "", err
	}
	return req.URL, a.google.AuthHost(), nil
}

// signInCode is what a one-time sign-in code stands for.
type signInCode struct {
	UserID         string `json:"userId"`
	OrganizationID string `json:"organizationId"`
}

// Sign-in errors of the Google callback: safe to show, none creates a session.
var (
	errSignInState    = &Error{Kind: ErrInvalid, Msg: "This sign-in request has expired or was not started here; start again"}
	errSignInIdentity = &Error{Kind: ErrUnauthenticated, Msg: "Google authentication failed"}
	errSignInCode     = &Error{Kind: ErrUnauthenticated, Msg: "This sign-in code has expired or was already used; sign in again"}
)

// GoogleCallback finishes a Google sign-in: it takes the state (once),
// exchanges the code with the PKCE verifier, verifies the ID token
// (signature, issuer, audience, expiry, nonce), finds or creates the
// account, keeps Google's refresh token sealed, and returns the login
// screen's return URL with a one-time code valid for one minute. No
// session exists until the login screen exchanges the code.
func (a *App) GoogleCallback(ctx context.Context, state, code string) (string, error) {
	if a.google == nil {
		return "", Unavailable("Google sign-in is not configured")
	}
	if state == "" || code == "" {
		return "", errSignInState
	}
	t, err := a.store.TakeTicket(ctx, ticketOAuthState, auth.HashToken(state), a.now())
	if errors.Is(err, store.ErrNotFound) {
		return "", errSignInState
	}
	if err != nil {
		return "", err
	}
	var pending pendingSignIn
	if err := json.Unmarshal(t.Data, &pending); err != nil {
		return "", err
	}
	id, err := a.google.Exchange(ctx, code, auth.AuthRequest{State: state, Verifier: pending.Verifier, Nonce: pending.Nonce})
	if err != nil {
		a.log.Warn("google sign-in refused", "err", err)
		a.auditFailedSignIn(ctx, SignInEvent{Provider: ProviderGoogle, Detail: "identity not verified"})
		return "", errSignInIdentity
	}
	user, err := a.googleAccount(ctx, id)
	if err != nil {
		return "", err
	}
	oneTime := auth.NewToken("")
	data, _ := json.Marshal(signInCode{UserID: user.ID, OrganizationID: user.OrganizationID})
	err = a.store.PutTicket(ctx, store.Ticket{Kind: ticketSignInCode, KeyHash: auth.HashToken(oneTime), Data: data,
		ExpiresAt: a.now().Add(signInCodeTTL)})
	if err != nil {
		return "", err
	}
	q := url.Values{"authenticated": {"true"}, "provider": {"google"}, "token": {oneTime}, "email": {user.Email}}
	return "/auth?" + q.Encode(), nil
}

// googleAccount returns the account of a verified Google identity: the one
// linked to its subject, or the account with its (verified) e-mail, which
// it links; or a new one (joining an invitation's organization, or owning
// a new organization).
func (a *App) googleAccount(ctx context.Context, id auth.Identity) (store.User, error) {
	now := a.now().UTC()
	user, err := a.store.FindUserByEmail(ctx, id.Email)
	switch {
	case err == nil:
		if user.GoogleSubject != "" && user.GoogleSubject != id.Subject {
			a.log.Warn("google sign-in: e-mail belongs to another Google account", "user", user.ID)
			return store.User{}, errSignInIdentity
		}
		if user.GoogleSubject == "" && !id.EmailVerified {
			return store.User{}, &Error{Kind: ErrForbidden, Msg: "Your Google e-mail address is not verified"}
		}
		if user.Provider == ProviderDemo {
			return store.User{}, errSignInIdentity
		}
	case errors.Is(err, store.ErrNotFound):
		if !id.EmailVerified {
			return store.User{}, &Error{Kind: ErrForbidden, Msg: "Your Google e-mail address is not verified"}
		}
		user = store.User{ID: store.NewID(), Email: id.Email, FirstName: id.GivenName, LastName: id.FamilyName, Status: "active", CreatedAt: now}
	default:
		return store.User{}, err
	}
	user.GoogleSubject, user.Provider, user.LastSignInAt = id.Subject, ProviderGoogle, &now
	if id.Picture != "" {
		user.Picture = id.Picture
	}
	if user.FirstName == "" && user.LastName == "" {
		user.FirstName, user.LastName = id.GivenName, id.FamilyName
	}
	if id.RefreshToken != "" {
		if a.secrets == nil {
			return store.User{}, Unavailable("secrets are not configured")
		}
		sealed, err := a.secrets.Seal([]byte(id.RefreshToken), googleTokenContext(user.ID))
		if err != nil {
			return store.User{}, err
		}
		user.GoogleRefreshToken = sealed
	}
	if user.OrganizationID == "" {
		return user, a.createAccount(ctx, &user, joinVerifiedEmail)
	}
	return user, a.store.PutUser(ctx, user)
}

// googleTokenContext binds a sealed Google refresh token to its user.
func googleTokenContext(userID string) []byte { return []byte("google-refresh-token\x00" + userID) }

// GoogleRefreshToken returns the principal's Google refresh token in clear,
// for the Drive import; ErrNotFound when Google never gave one.
func (a *App) GoogleRefreshToken(p *Principal) (string, error) {
	if len(p.User.GoogleRefreshToken) == 0 || a.secrets == nil {
		return "", NotFound("Google authorization")
	}
	raw, err := a.secrets.Open(p.User.GoogleRefreshToken, googleTokenContext(p.User.ID))
	if err != nil {
		return "", err
	}
	return string(raw), nil
}

// ExchangeSignInCode trades a one-time sign-in code for a session. A code
// works once, for one minute.
func (a *App) ExchangeSignInCode(ctx context.Context, code, userAgent string) (LoginResult, error) {
	if code == "" || len(code) > 128 {
		return LoginResult{}, errSignInCode
	}
	t, err := a.store.TakeTicket(ctx, ticketSignInCode, auth.HashToken(code), a.now())
	if errors.Is(err, store.ErrNotFound) {
		return LoginResult{}, errSignInCode
	}
	if err != nil {
		return LoginResult{}, err
	}
	var c signInCode
	if err := json.Unmarshal(t.Data, &c); err != nil {
		return LoginResult{}, err
	}
	user, err := a.store.GetUser(ctx, c.OrganizationID, c.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return LoginResult{}, errSignInCode
	}
	if err != nil {
		return LoginResult{}, err
	}
	return a.startSession(ctx, user, userAgent)
}
