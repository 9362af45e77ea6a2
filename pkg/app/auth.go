package app

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// DemoTokenPrefix starts every demo session token (spec §9).
const DemoTokenPrefix = "demo_"

// The demo identity (spec: role admin, provider demo, organization plan
// Enterprise and status Active).
const (
	DemoOrganizationID = "demo-org"
	demoEmail          = "demo@pharmaops.local"
)

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

// HashToken returns the stored form of a session token.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// newToken returns prefix + 256 random bits, URL-safe.
func newToken(prefix string) string {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("crypto/rand failed: " + err.Error())
	}
	return prefix + base64.RawURLEncoding.EncodeToString(b[:])
}

// DemoLogin signs in the demo user, creating the demo organization and user
// on first use.
func (a *App) DemoLogin(ctx context.Context) (LoginResult, error) {
	if !a.cfg.DemoEnabled {
		return LoginResult{}, Forbidden("demo sign-in is disabled on this server")
	}
	var user store.User
	err := a.inTx(ctx, func(tx store.Tx) error {
		org, err := tx.GetOrganization(ctx, DemoOrganizationID)
		if errors.Is(err, store.ErrNotFound) {
			org = store.Organization{
				ID: DemoOrganizationID, Name: "Demo Organization", Domain: "pharmaops.local",
				Status: "Active", Plan: "Enterprise", CreatedAt: a.now().UTC(),
			}
			if err := tx.PutOrganization(ctx, org); err != nil {
				return err
			}
		} else if err != nil {
			return err
		}
		user, err = tx.FindUserByEmail(ctx, "demo", demoEmail)
		if !errors.Is(err, store.ErrNotFound) {
			return err
		}
		user = store.User{
			ID: store.NewID(), OrganizationID: org.ID, Email: demoEmail,
			FirstName: "Demo", LastName: "User", Role: RoleAdmin, Provider: "demo",
			Status: "active", CreatedAt: a.now().UTC(),
		}
		if err := tx.PutUser(ctx, user); err != nil {
			return err
		}
		p := &Principal{User: user, Org: org}
		return a.record(ctx, tx, p, "user.create", "user", user.ID, nil, user)
	})
	if err != nil {
		return LoginResult{}, err
	}
	return a.StartSession(ctx, user)
}

// StartSession signs the user in: a new session token (prefixed demo_ for
// demo users) valid for the configured TTL, stored with its auth.signin
// audit entry in one transaction.
func (a *App) StartSession(ctx context.Context, user store.User) (LoginResult, error) {
	org, err := a.store.GetOrganization(ctx, user.OrganizationID)
	if err != nil {
		return LoginResult{}, err
	}
	prefix := "pos_"
	if user.Provider == "demo" {
		prefix = DemoTokenPrefix
	}
	token := newToken(prefix)
	now := a.now().UTC()
	err = a.inTx(ctx, func(tx store.Tx) error {
		err := tx.PutSession(ctx, store.Session{
			TokenHash: HashToken(token), UserID: user.ID, OrganizationID: org.ID,
			Provider: user.Provider, CreatedAt: now, ExpiresAt: now.Add(a.cfg.SessionTTL),
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
// and malformed tokens all give ErrUnauthenticated.
func (a *App) Authenticate(ctx context.Context, token string) (*Principal, error) {
	token = strings.TrimSpace(token)
	if token == "" || len(token) > 512 {
		return nil, ErrUnauthenticated
	}
	sess, err := a.store.GetSession(ctx, HashToken(token))
	if errors.Is(err, store.ErrNotFound) {
		return nil, ErrUnauthenticated
	}
	if err != nil {
		return nil, err
	}
	if !a.now().Before(sess.ExpiresAt) {
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
	return &Principal{User: user, Org: org, Session: sess}, nil
}

// Logout ends the principal's session at once.
func (a *App) Logout(ctx context.Context, p *Principal) error {
	return a.store.DeleteSession(ctx, p.Session.TokenHash)
}

// PruneSessions deletes expired sessions and reports how many.
func (a *App) PruneSessions(ctx context.Context) (int, error) {
	return a.store.DeleteExpiredSessions(ctx, a.now())
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
