package app

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/mail"
	"strings"
	"time"
	"unicode"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// errBadCredentials is the one answer to a wrong e-mail or a wrong
// password: it does not tell which.
var errBadCredentials = &Error{Kind: ErrUnauthenticated, Msg: "Invalid email or password"}

// Registration is what POST /api/auth/register carries.
type Registration struct {
	Email     string `json:"email"`
	Password  string `json:"password"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
}

// normaliseEmail returns the address in lower case, or ErrInvalid.
func normaliseEmail(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	addr, err := mail.ParseAddress(raw)
	if err != nil || addr.Address != raw || len(raw) > 254 || !strings.Contains(raw[strings.LastIndex(raw, "@")+1:], ".") {
		return "", Invalid("Enter a valid e-mail address")
	}
	return strings.ToLower(raw), nil
}

// cleanName trims a person's name and bounds it.
func cleanName(field, raw string, required bool) (string, error) {
	v := strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, raw))
	if required && v == "" {
		return "", Invalid("%s is required", field)
	}
	if len([]rune(v)) > 100 {
		return "", Invalid("%s must be at most 100 characters", field)
	}
	return v, nil
}

// Register creates a password account and signs it in. An e-mail with a
// pending invitation joins the inviting organization with the invited role;
// otherwise the user gets a new organization of which they are the owner.
func (a *App) Register(ctx context.Context, r Registration, userAgent string) (LoginResult, error) {
	email, err := normaliseEmail(r.Email)
	if err != nil {
		return LoginResult{}, err
	}
	first, err := cleanName("First name", r.FirstName, true)
	if err != nil {
		return LoginResult{}, err
	}
	last, err := cleanName("Last name", r.LastName, false)
	if err != nil {
		return LoginResult{}, err
	}
	if err := auth.CheckPasswordPolicy(r.Password, email); err != nil {
		return LoginResult{}, Invalid("%s", err.Error())
	}
	if _, err := a.store.FindUserByEmail(ctx, email); err == nil {
		return LoginResult{}, &Error{Kind: ErrConflict, Msg: "An account with this e-mail already exists; sign in instead"}
	} else if !errors.Is(err, store.ErrNotFound) {
		return LoginResult{}, err
	}
	hash, err := auth.HashPassword(r.Password)
	if err != nil {
		return LoginResult{}, err
	}
	now := a.now().UTC()
	user := store.User{
		ID: store.NewID(), Email: email, FirstName: first, LastName: last, Provider: ProviderPassword,
		Status: "active", CreatedAt: now, PasswordHash: hash, LastSignInAt: &now,
	}
	if err := a.createAccount(ctx, &user); err != nil {
		return LoginResult{}, err
	}
	return a.startSession(ctx, user, userAgent)
}

// createAccount stores a new user, in one transaction with its audit
// entries: into the organization that invited the e-mail, with the invited
// role (the invitation is used up), or as the owner of a new organization.
func (a *App) createAccount(ctx context.Context, user *store.User) error {
	err := a.inTx(ctx, func(tx store.Tx) error {
		inv, err := tx.GetInvite(ctx, user.Email)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		if err == nil {
			org, err := tx.GetOrganization(ctx, inv.OrganizationID)
			if err != nil {
				return err
			}
			user.OrganizationID, user.Role = inv.OrganizationID, inv.Role
			if err := tx.PutUser(ctx, *user); err != nil {
				return err
			}
			if err := tx.DeleteInvite(ctx, user.Email); err != nil {
				return err
			}
			return a.record(ctx, tx, &Principal{User: *user, Org: org}, "member.join", "user", user.ID, inv, userRecord(*user))
		}
		org := newOrganization(*user, a.now().UTC())
		user.OrganizationID, user.Role = org.ID, RoleOwner
		if err := tx.PutOrganization(ctx, org); err != nil {
			return err
		}
		if err := tx.PutUser(ctx, *user); err != nil {
			return err
		}
		p := &Principal{User: *user, Org: org}
		if err := a.record(ctx, tx, p, "organization.create", "organization", org.ID, nil, org); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "user.create", "user", user.ID, nil, userRecord(*user))
	})
	if errors.Is(err, store.ErrConflict) {
		return &Error{Kind: ErrConflict, Msg: "An account with this e-mail already exists; sign in instead"}
	}
	return err
}

// userRecord is a user as the audit trail keeps it: without the password
// hash and Google's token.
func userRecord(u store.User) map[string]any {
	return map[string]any{"id": u.ID, "email": u.Email, "firstName": u.FirstName, "lastName": u.LastName,
		"role": u.Role, "provider": u.Provider, "status": u.Status}
}

// webmailDomains are shared e-mail domains that say nothing about a
// person's company.
var webmailDomains = map[string]bool{
	"gmail.com": true, "googlemail.com": true, "outlook.com": true, "hotmail.com": true, "live.com": true,
	"yahoo.com": true, "icloud.com": true, "me.com": true, "aol.com": true, "proton.me": true, "protonmail.com": true,
	"gmx.com": true, "gmx.de": true, "web.de": true, "mail.com": true, "yandex.com": true,
}

// newOrganization names a new organization after the owner's company
// domain (acme-pharma.com → "Acme Pharma"), or after the owner for a
// webmail address. Plan and status are the spec's defaults.
func newOrganization(owner store.User, now time.Time) store.Organization {
	domain := owner.Email[strings.LastIndex(owner.Email, "@")+1:]
	name := strings.TrimSpace(owner.FirstName+" "+owner.LastName) + "'s Organization"
	if webmailDomains[domain] {
		domain = ""
	} else {
		label, _, _ := strings.Cut(domain, ".")
		words := strings.FieldsFunc(label, func(r rune) bool { return r == '-' || r == '_' })
		for i, w := range words {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
		if len(words) > 0 {
			name = strings.Join(words, " ")
		}
	}
	return store.Organization{ID: store.NewID(), Name: name, Domain: domain, Status: "Active", Plan: "Enterprise", CreatedAt: now}
}

// Login signs in a password account. A wrong e-mail and a wrong password
// get the same answer after the same work; after a burst of wrong
// passwords the account must wait (1 s, 2 s, 4 s… at most 5 minutes)
// between attempts.
func (a *App) Login(ctx context.Context, rawEmail, password, userAgent string) (LoginResult, error) {
	email := strings.ToLower(strings.TrimSpace(rawEmail))
	if email == "" || password == "" {
		return LoginResult{}, Invalid("Email and password are required")
	}
	if len(password) > 4*auth.MaxPasswordLength || len(email) > 254 {
		return LoginResult{}, errBadCredentials
	}
	now := a.now()
	if wait := a.throttle.Wait(email, now); wait > 0 {
		secs := int(math.Ceil(wait.Seconds()))
		return LoginResult{}, &RetryError{Msg: fmt.Sprintf("Too many failed sign-ins for this account; try again in %d s", secs), RetryAfter: wait}
	}
	user, err := a.store.FindUserByEmail(ctx, email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return LoginResult{}, err
	}
	if err != nil || user.PasswordHash == "" {
		auth.SpendPasswordTime(password)
		a.throttle.Fail(email, now)
		a.auditFailedSignIn(ctx, SignInEvent{OrganizationID: user.OrganizationID, UserID: user.ID, Email: email, Provider: ProviderPassword, Detail: "no password account"})
		return LoginResult{}, errBadCredentials
	}
	if err := auth.VerifyPassword(password, user.PasswordHash); err != nil {
		if !errors.Is(err, auth.ErrPasswordMismatch) {
			a.log.Error("stored password hash unusable", "user", user.ID, "err", err)
		}
		a.throttle.Fail(email, now)
		a.auditFailedSignIn(ctx, SignInEvent{OrganizationID: user.OrganizationID, UserID: user.ID, Email: email, Provider: ProviderPassword, Detail: "wrong password"})
		return LoginResult{}, errBadCredentials
	}
	a.throttle.Succeed(email)
	signedIn := now.UTC()
	user.LastSignInAt, user.Provider = &signedIn, ProviderPassword
	if err := a.store.PutUser(ctx, user); err != nil {
		return LoginResult{}, err
	}
	return a.startSession(ctx, user, userAgent)
}

// auditFailedSignIn records a refused sign-in; a failure to record it is
// logged, and the caller's answer stays the same.
func (a *App) auditFailedSignIn(ctx context.Context, ev SignInEvent) {
	ev.Success = false
	if err := a.AuditSignIn(ctx, ev); err != nil {
		a.log.Error("audit of a failed sign-in", "err", err)
	}
}
