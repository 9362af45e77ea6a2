package postgres

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// GetOrganization returns the organization with the ID.
func (t txn) GetOrganization(ctx context.Context, id string) (store.Organization, error) {
	var o store.Organization
	err := getJSON(ctx, t.q, &o, `SELECT doc FROM organizations WHERE id = $1`, id)
	return o, err
}

// PutOrganization creates or replaces an organization.
func (t txn) PutOrganization(ctx context.Context, o store.Organization) error {
	if o.ID == "" {
		return errors.New("organization ID is required")
	}
	doc, err := marshal(o)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO organizations (id, doc) VALUES ($1, $2)
		ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc`, o.ID, doc)
	return err
}

// ListOrganizations returns every organization, in ID order.
func (t txn) ListOrganizations(ctx context.Context) ([]store.Organization, error) {
	return listJSON[store.Organization](ctx, t.q, `SELECT doc FROM organizations ORDER BY id`)
}

// DeleteOrganization removes the organization and everything it owns in
// one transaction, and returns the blobs no other asset references.
func (t txn) DeleteOrganization(ctx context.Context, id string) ([]string, error) {
	if id == "" {
		return nil, errors.New("organization ID is required")
	}
	var exists bool
	if err := t.q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM organizations WHERE id = $1)`, id).Scan(&exists); err != nil {
		return nil, err
	}
	if !exists {
		return nil, store.ErrNotFound
	}
	// The assets' blob references first, in ID order (bbolt's order).
	assets, err := listJSON[store.Asset](ctx, t.q, `SELECT doc FROM assets WHERE org_id = $1 ORDER BY id`, id)
	if err != nil {
		return nil, err
	}
	var orphans []string
	for _, a := range assets {
		zero, err := adjustRefs(ctx, t.q, a.BlobRefs(), -1)
		if err != nil {
			return nil, err
		}
		orphans = append(orphans, zero...)
	}
	for _, sql := range []string{
		// Sessions of the organization, and of its users wherever recorded.
		`DELETE FROM sessions WHERE org_id = $1 OR user_id IN (SELECT id FROM users WHERE org_id = $1)`,
		`DELETE FROM users WHERE org_id = $1`,
		`DELETE FROM invites WHERE org_id = $1`,
		`DELETE FROM assets WHERE org_id = $1`,
		`DELETE FROM campaigns WHERE org_id = $1`,
		`DELETE FROM documents WHERE org_id = $1`,
		`DELETE FROM idempotency WHERE org_id = $1`,
		`DELETE FROM rules WHERE org_id = $1`,
		`DELETE FROM audit_entries WHERE org_id = $1`,
		`DELETE FROM audit_heads WHERE org_id = $1`,
		`DELETE FROM organizations WHERE id = $1`,
	} {
		if _, err := t.q.Exec(ctx, sql, id); err != nil {
			return nil, err
		}
	}
	return orphans, nil
}

// emailKey is the index key of an e-mail address: trimmed, lower case.
func emailKey(email string) string { return strings.ToLower(strings.TrimSpace(email)) }

// nullIfEmpty is SQL NULL for an empty key (a user without an e-mail holds
// no address).
func nullIfEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// GetUser returns a user of the organization.
func (t txn) GetUser(ctx context.Context, orgID, id string) (store.User, error) {
	var u store.User
	if err := requireOrg(orgID); err != nil {
		return u, err
	}
	err := getJSON(ctx, t.q, &u, `SELECT doc FROM users WHERE org_id = $1 AND id = $2`, orgID, id)
	return u, err
}

// FindUserByEmail finds the user with the e-mail, in any organization.
func (t txn) FindUserByEmail(ctx context.Context, email string) (store.User, error) {
	var u store.User
	key := emailKey(email)
	if key == "" {
		return u, store.ErrNotFound
	}
	err := getJSON(ctx, t.q, &u, `SELECT doc FROM users WHERE email_key = $1`, key)
	return u, err
}

// ListUsers returns the organization's users, oldest first.
func (t txn) ListUsers(ctx context.Context, orgID string) ([]store.User, error) {
	if err := requireOrg(orgID); err != nil {
		return nil, err
	}
	return listJSON[store.User](ctx, t.q, `SELECT doc FROM users WHERE org_id = $1 ORDER BY id`, orgID)
}

// PutUser creates or replaces a user; another user holding the e-mail is
// store.ErrConflict. The check comes first so that, as in bbolt, the
// refusal leaves the transaction usable; the unique index settles a race
// between two instances.
func (t txn) PutUser(ctx context.Context, u store.User) error {
	if u.ID == "" {
		return errors.New("user ID is required")
	}
	if err := requireOrg(u.OrganizationID); err != nil {
		return err
	}
	key := emailKey(u.Email)
	if key != "" {
		var taken bool
		err := t.q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM users WHERE email_key = $1 AND NOT (org_id = $2 AND id = $3))`,
			key, u.OrganizationID, u.ID).Scan(&taken)
		if err != nil {
			return err
		}
		if taken {
			return store.ErrConflict
		}
	}
	doc, err := marshal(u)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO users (org_id, id, email_key, doc) VALUES ($1, $2, $3, $4)
		ON CONFLICT (org_id, id) DO UPDATE SET email_key = EXCLUDED.email_key, doc = EXCLUDED.doc`,
		u.OrganizationID, u.ID, nullIfEmpty(key), doc)
	if isUniqueViolation(err) {
		return store.ErrConflict
	}
	return err
}

// DeleteUser removes a user and its sessions.
func (t txn) DeleteUser(ctx context.Context, orgID, id string) error {
	if err := requireOrg(orgID); err != nil {
		return err
	}
	tag, err := t.q.Exec(ctx, `DELETE FROM users WHERE org_id = $1 AND id = $2`, orgID, id)
	if err != nil {
		return err
	}
	if tag.RowsAffected() == 0 {
		return store.ErrNotFound
	}
	_, err = t.q.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1`, id)
	return err
}

// PutSession stores a session under its token hash.
func (t txn) PutSession(ctx context.Context, sess store.Session) error {
	if sess.TokenHash == "" {
		return errors.New("session token hash is required")
	}
	doc, err := marshal(sess)
	if err != nil {
		return err
	}
	var idle *int64
	if !sess.IdleExpiresAt.IsZero() {
		n := nanos(sess.IdleExpiresAt)
		idle = &n
	}
	_, err = t.q.Exec(ctx, `INSERT INTO sessions (token_hash, user_id, org_id, expires_ns, idle_expires_ns, doc)
		VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (token_hash) DO UPDATE SET user_id = EXCLUDED.user_id, org_id = EXCLUDED.org_id,
			expires_ns = EXCLUDED.expires_ns, idle_expires_ns = EXCLUDED.idle_expires_ns, doc = EXCLUDED.doc`,
		sess.TokenHash, sess.UserID, sess.OrganizationID, nanos(sess.ExpiresAt), idle, doc)
	return err
}

// GetSession returns the session with the token hash.
func (t txn) GetSession(ctx context.Context, tokenHash string) (store.Session, error) {
	var sess store.Session
	err := getJSON(ctx, t.q, &sess, `SELECT doc FROM sessions WHERE token_hash = $1`, tokenHash)
	return sess, err
}

// ListUserSessions returns the user's sessions, in token-hash order.
func (t txn) ListUserSessions(ctx context.Context, userID string) ([]store.Session, error) {
	return listJSON[store.Session](ctx, t.q, `SELECT doc FROM sessions WHERE user_id = $1 ORDER BY token_hash`, userID)
}

// DeleteSession removes a session; removing a missing one is not an error.
func (t txn) DeleteSession(ctx context.Context, tokenHash string) error {
	_, err := t.q.Exec(ctx, `DELETE FROM sessions WHERE token_hash = $1`, tokenHash)
	return err
}

// DeleteUserSessions ends every session of the user.
func (t txn) DeleteUserSessions(ctx context.Context, userID string) error {
	_, err := t.q.Exec(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID)
	return err
}

// DeleteExpiredSessions removes sessions past their absolute or idle
// expiry (store.Session.Expired, in nanoseconds).
func (t txn) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	tag, err := t.q.Exec(ctx, `DELETE FROM sessions WHERE expires_ns <= $1 OR idle_expires_ns <= $1`, nanos(now))
	return int(tag.RowsAffected()), err
}

// PutInvite creates or replaces the invitation of an e-mail.
func (t txn) PutInvite(ctx context.Context, inv store.Invite) error {
	if inv.Email == "" || inv.OrganizationID == "" {
		return errors.New("invite e-mail and organization are required")
	}
	doc, err := marshal(inv)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO invites (email_key, org_id, doc) VALUES ($1, $2, $3)
		ON CONFLICT (email_key) DO UPDATE SET org_id = EXCLUDED.org_id, doc = EXCLUDED.doc`,
		emailKey(inv.Email), inv.OrganizationID, doc)
	return err
}

// GetInvite returns the pending invitation of an e-mail.
func (t txn) GetInvite(ctx context.Context, email string) (store.Invite, error) {
	var inv store.Invite
	err := getJSON(ctx, t.q, &inv, `SELECT doc FROM invites WHERE email_key = $1`, emailKey(email))
	return inv, err
}

// ListInvites returns the organization's pending invitations, by e-mail.
func (t txn) ListInvites(ctx context.Context, orgID string) ([]store.Invite, error) {
	return listJSON[store.Invite](ctx, t.q, `SELECT doc FROM invites WHERE org_id = $1 ORDER BY email_key`, orgID)
}

// DeleteInvite removes the invitation of an e-mail, if any.
func (t txn) DeleteInvite(ctx context.Context, email string) error {
	_, err := t.q.Exec(ctx, `DELETE FROM invites WHERE email_key = $1`, emailKey(email))
	return err
}

// PutTicket stores a single-use ticket.
func (t txn) PutTicket(ctx context.Context, tk store.Ticket) error {
	if tk.Kind == "" || tk.KeyHash == "" {
		return errors.New("ticket kind and key are required")
	}
	doc, err := marshal(tk)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO tickets (kind, key_hash, expires_ns, doc) VALUES ($1, $2, $3, $4)
		ON CONFLICT (kind, key_hash) DO UPDATE SET expires_ns = EXCLUDED.expires_ns, doc = EXCLUDED.doc`,
		tk.Kind, tk.KeyHash, nanos(tk.ExpiresAt), doc)
	return err
}

// TakeTicket deletes a live ticket and returns it in one statement, so a
// ticket is used at most once even by concurrent requests on several
// instances. An expired ticket is left for the sweep.
func (t txn) TakeTicket(ctx context.Context, kind, keyHash string, now time.Time) (store.Ticket, error) {
	var tk store.Ticket
	err := getJSON(ctx, t.q, &tk, `DELETE FROM tickets WHERE kind = $1 AND key_hash = $2 AND expires_ns > $3 RETURNING doc`,
		kind, keyHash, nanos(now))
	if err != nil {
		return store.Ticket{}, err
	}
	return tk, nil
}

// DeleteExpiredTickets removes tickets past their expiry.
func (t txn) DeleteExpiredTickets(ctx context.Context, now time.Time) (int, error) {
	tag, err := t.q.Exec(ctx, `DELETE FROM tickets WHERE expires_ns <= $1`, nanos(now))
	return int(tag.RowsAffected()), err
}
