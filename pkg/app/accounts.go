package app

import (
	"context"
	"crypto/subtle"
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
	// InviteCode is the code of the invitation link, when the person
	// registers through one; without it the account never joins an
	// organization (a password registration does not prove the e-mail).
	InviteCode string `json:"inviteCode,omitempty"`
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

// Register creates a password account and signs it in. With a valid
// invitation code issued to this e-mail the account joins the inviting
// organization with the invited role; an e-mail with a pending invitation
// but no code is refused (so nobody can take an invited address before its
// owner); otherwise the user gets a new organization and is its owner.
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
	if err := a.createAccount(ctx, &user, joinWithCode(strings.TrimSpace(r.InviteCode))); err != nil {
		return LoginResult{}, err
	}
	return a.startSession(ctx, user, userAgent)
}

// InviteTTL is how long an invitation code stays valid.
const InviteTTL = 7 * 24 * time.Hour

// joinRule decides whether a new account may use the pending invitation of
// its e-mail (found is false when there is none). It returns whether to
// join, or an error that refuses the registration.
type joinRule func(inv store.Invite, found bool, now time.Time) (bool, error)

// joinVerifiedEmail is Google's rule: the identity provider verified the
// e-mail, so its pending invitation is its own, until it expires.
func joinVerifiedEmail(inv store.Invite, found bool, now time.Time) (bool, error) {
	if found && !now.Before(inv.ExpiresAt) {
		return false, errInviteExpired
	}
	return found, nil
}

var (
	errInviteCodeInvalid = Forbidden("This invitation link is not valid for this e-mail address: it may have been used, withdrawn or issued to another address. Ask your administrator for a new link.")
	errInviteExpired     = Forbidden("This invitation has expired. Ask your administrator for a new one.")
	errInviteCodeMissing = Forbidden("This e-mail address has a pending invitation. Register through the invitation link your administrator shared with you.")
)

// joinWithCode is the password registration's rule: only the invitation
// code proves the e-mail belongs to the invited person. An invited e-mail
// without the code is refused rather than given its own organization, so
// that nobody can take an invited address before its owner.
func joinWithCode(code string) joinRule {
	return func(inv store.Invite, found bool, now time.Time) (bool, error) {
		switch {
		case code == "" && !found:
			return false, nil
		case code == "":
			return false, errInviteCodeMissing
		case !found || inv.CodeHash == "" || subtle.ConstantTimeCompare([]byte(auth.HashToken(code)), []byte(inv.CodeHash)) != 1:
			return false, errInviteCodeInvalid
		case !now.Before(inv.ExpiresAt):
			return false, errInviteExpired
		}
		return true, nil
	}
}

// createAccount stores a new user, in one transaction with its audit
// entries: into the organization that invited the e-mail, with the invited
// role (the invitation is used up), when join allows it, or as the owner of
// a new organization.
func (a *App) createAccount(ctx context.Context, user *store.User, join joinRule) error {
	err := a.inTx(ctx, func(tx store.Tx) error {
		inv, err := tx.GetInvite(ctx, user.Email)
		if err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		joining, err := join(inv, err == nil, a.now())
		if err != nil {
			return err
		}
		if joining {
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
			return a.record(ctx, tx, &Principal{User: *user, Org: org}, "member.join", "user", user.ID, inviteRecord(inv), userRecord(*user))
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
