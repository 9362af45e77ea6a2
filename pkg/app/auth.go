package app

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// DemoTokenPrefix starts every demo session token (spec §9).
const DemoTokenPrefix = "demo_"

// tokenPrefix starts the session tokens of the provider's users: demo_
// for demo visitors, pos_ for real accounts.
func tokenPrefix(provider string) string {
	if provider == ProviderDemo {
		return DemoTokenPrefix
	}
	return "pos_"
}

// Principal is the authenticated caller: a user, its organization and the
// session it came with.
type Principal struct {
	User    store.User
	Org     store.Organization
	Session store.Session
	// TokenName names the API token the caller used, for machines; the
	// audit trail records it as the actor.
	TokenName string
}

// LoginResult is what a successful sign-in returns. Token is shown once and
// never stored in clear.
type LoginResult struct {
	Token string
	User  store.User
	Org   store.Organization
}

// sessionTouchEvery is how stale LastSeenAt may get before a request writes
// it again: idle expiry without a database write per request.
const sessionTouchEvery = time.Minute

// StartSession signs the user in: a new session token (prefixed demo_ for
// demo users), valid until the absolute expiry and renewed by use until the
// idle expiry, stored with its auth.signin audit entry in one transaction.
// Every sign-in gets a new token.
func (a *App) StartSession(ctx context.Context, user store.User) (LoginResult, error) {
	return a.startSession(ctx, user, "")
}

func (a *App) startSession(ctx context.Context, user store.User, userAgent string) (LoginResult, error) {
	org, err := a.store.GetOrganization(ctx, user.OrganizationID)
	if err != nil {
		return LoginResult{}, err
	}
	token := auth.NewToken(tokenPrefix(user.Provider))
	now := a.now().UTC()
	if len(userAgent) > 200 {
		userAgent = userAgent[:200]
	}
	err = a.inTx(ctx, func(tx store.Tx) error {
		err := tx.PutSession(ctx, store.Session{
			ID: store.NewID(), TokenHash: auth.HashToken(token), UserID: user.ID, OrganizationID: org.ID,
			Provider: user.Provider, CreatedAt: now, LastSeenAt: now, UserAgent: userAgent,
			ExpiresAt: now.Add(a.cfg.SessionTTL), IdleExpiresAt: now.Add(a.cfg.SessionIdleTTL),
		})
		if err != nil {
			return err
		}
		return a.RecordSignInTx(ctx, tx, SignInEvent{OrganizationID: org.ID, UserID: user.ID, Email: user.Email, Provider: user.Provider, Success: true})
	})
	if err != nil {
		return LoginResult{}, err
	}
	return LoginResult{Token: token, User: user, Org: org}, nil
}

// Authenticate resolves a bearer token to its principal. Unknown, expired
// (absolute or idle) and malformed tokens all give ErrUnauthenticated.
func (a *App) Authenticate(ctx context.Context, token string) (*Principal, error) {
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 512 {
		return nil, ErrUnauthenticated
	}
	if IsAPIToken(token) {
		return a.authenticateAPIToken(ctx, token)
	}
	sess, err := a.store.GetSession(ctx, auth.HashToken(token))
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrUnauthenticated
	}
	if err != nil {
		return nil, err
	}
	now := a.now()
	if sess.Expired(now) {
		_ = a.store.DeleteSession(ctx, sess.TokenHash)
		return nil, ErrUnauthenticated
	}
	user, err := a.store.GetUser(ctx, sess.OrganizationID, sess.UserID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrUnauthenticated
	}
	if err != nil {
		return nil, err
	}
	org, err := a.store.GetOrganization(ctx, sess.OrganizationID)
	if err != nil {
		return nil, ErrUnauthenticated
	}
	if now.Sub(sess.LastSeenAt) >= sessionTouchEvery {
		sess.LastSeenAt = now.UTC()
		sess.IdleExpiresAt = sess.LastSeenAt.Add(a.cfg.SessionIdleTTL)
		if err := a.store.PutSession(ctx, sess); err != nil {
			a.log.Warn("renewing session idle expiry", "err", err)
		}
	}
	return &Principal{User: user, Org: org, Session: sess}, nil
}

// Refresh rotates the principal's session token: a new token with the same
// absolute expiry, and the old one stops working at once.
func (a *App) Refresh(ctx context.Context, p *Principal) (LoginResult, error) {
	if p.TokenName != "" {
		return LoginResult{}, Invalid("an API token is not a session: it cannot be refreshed")
	}
	token := auth.NewToken(tokenPrefix(p.User.Provider))
	now := a.now().UTC()
	next := p.Session
	next.TokenHash = auth.HashToken(token)
	next.LastSeenAt = now
	next.IdleExpiresAt = now.Add(a.cfg.SessionIdleTTL)
	err := a.inTx(ctx, func(tx store.Tx) error {
		if err := tx.PutSession(ctx, next); err != nil {
			return err
		}
		return tx.DeleteSession(ctx, p.Session.TokenHash)
	})
	if err != nil {
		return LoginResult{}, err
	}
	return LoginResult{Token: token, User: p.User, Org: p.Org}, nil
}

// Logout ends the principal's session at once.
func (a *App) Logout(ctx context.Context, p *Principal) error {
	if p.TokenName != "" {
		return Invalid("an API token is not a session: an admin revokes it in Settings")
	}
	return a.store.DeleteSession(ctx, p.Session.TokenHash)
}

// SessionView is one of the user's active sessions as listed to them.
type SessionView struct {
	ID         string    `json:"id"`
	Provider   string    `json:"provider"`
	UserAgent  string    `json:"userAgent,omitempty"`
	CreatedAt  time.Time `json:"createdAt"`
	LastSeenAt time.Time `json:"lastSeenAt"`
	ExpiresAt  time.Time `json:"expiresAt"`
	Current    bool      `json:"current"`
}

// ListSessions returns the principal's active sessions, newest first.
func (a *App) ListSessions(ctx context.Context, p *Principal) ([]SessionView, error) {
	all, err := a.store.ListUserSessions(ctx, p.User.ID)
	if err != nil {
		return nil, err
	}
	now := a.now()
	out := []SessionView{}
	for i := len(all) - 1; i >= 0; i-- {
		s := all[i]
		if s.Expired(now) {
			continue
		}
		out = append(out, SessionView{ID: s.ID, Provider: s.Provider, UserAgent: s.UserAgent, CreatedAt: s.CreatedAt,
			LastSeenAt: s.LastSeenAt, ExpiresAt: s.ExpiresAt, Current: s.TokenHash == p.Session.TokenHash})
	}
	return out, nil
}

// RevokeSession ends one of the principal's own sessions by its ID.
func (a *App) RevokeSession(ctx context.Context, p *Principal, id string) error {
	all, err := a.store.ListUserSessions(ctx, p.User.ID)
	if err != nil {
		return err
	}
	for _, s := range all {
		if s.ID == id && id != "" {
			return a.store.DeleteSession(ctx, s.TokenHash)
		}
	}
	return NotFound("session")
}

// Sweep deletes expired sessions, sign-in tickets and demo sandboxes, and
// reports how many of each; the server runs it periodically.
func (a *App) Sweep(ctx context.Context) (sessions, tickets, sandboxes int, err error) {
	now := a.now()
	if sessions, err = a.store.DeleteExpiredSessions(ctx, now); err != nil {
		return
	}
	if tickets, err = a.store.DeleteExpiredTickets(ctx, now); err != nil {
		return
	}
	sandboxes, err = a.sweepDemoSandboxes(ctx, now)
	return
}

// LocalPrincipal is the principal of the local command line acting on one
// organization with read access, for commands that read the data directory
// directly (pharmaops matrix export --campaign).
func (a *App) LocalPrincipal(ctx context.Context, orgID string) (*Principal, error) {
	org, err := a.store.GetOrganization(ctx, orgID)
	if err != nil {
		return nil, err
	}
	p := &Principal{Org: org}
	p.User.ID, p.User.Role, p.User.Email = "cli", RoleViewer, "command line"
	return p, nil
}

// LocalReviewer is the principal of a person reviewing one organization's
// assets from the local command line (pharmaops tui --campaign): whoever
// can open the data directory can change it, so the role is analyst, the
// least that records reviews, and reviews and audit entries carry name.
func (a *App) LocalReviewer(ctx context.Context, orgID, name string) (*Principal, error) {
	p, err := a.LocalPrincipal(ctx, orgID)
	if err != nil {
		return nil, err
	}
	p.User.Role, p.User.Email = RoleAnalyst, name
	return p, nil
}

// PasswordThrottle slows an account down after wrong passwords: in this
// process (auth.Throttle, the default) or shared by the instances on one
// database (pkg/cluster), so that spreading guesses over instances gains
// nothing.
type PasswordThrottle interface {
	Wait(account string, now time.Time) time.Duration
	Fail(account string, now time.Time)
	Succeed(account string)
}

// SetPasswordThrottle replaces the in-process throttle, before serving.
func (a *App) SetPasswordThrottle(t PasswordThrottle) { a.throttle = t }
