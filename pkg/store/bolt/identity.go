package bolt

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// GetOrganization returns the organization with the ID.
func (t txn) GetOrganization(ctx context.Context, id string) (store.Organization, error) {
	var o store.Organization
	err := t.run(func(tx *bbolt.Tx) error { return getJSON(tx.Bucket(bucketOrgs), id, &o) })
	return o, err
}

// PutOrganization creates or replaces an organization.
func (t txn) PutOrganization(ctx context.Context, o store.Organization) error {
	if o.ID == "" {
		return errors.New("organization ID is required")
	}
	return t.run(func(tx *bbolt.Tx) error { return putJSON(tx.Bucket(bucketOrgs), o.ID, o) })
}

// ListOrganizations returns every organization.
func (t txn) ListOrganizations(ctx context.Context) ([]store.Organization, error) {
	var out []store.Organization
	err := t.run(func(tx *bbolt.Tx) error {
		var err error
		out, err = listJSON[store.Organization](tx.Bucket(bucketOrgs))
		return err
	})
	return out, err
}

// orgSubBuckets are the top-level buckets that hold one sub-bucket per
// organization.
var orgSubBuckets = [][]byte{bucketUsers, bucketCampaigns, bucketAudit, bucketDocs, bucketDocVersions, bucketIdempotency}

// DeleteOrganization removes the organization and everything it owns in
// one transaction.
func (t txn) DeleteOrganization(ctx context.Context, id string) ([]string, error) {
	if id == "" {
		return nil, errors.New("organization ID is required")
	}
	var orphans []string
	err := t.run(func(tx *bbolt.Tx) error {
		if tx.Bucket(bucketOrgs).Get([]byte(id)) == nil {
			return store.ErrNotFound
		}
		users, err := orgBucket(tx, bucketUsers, id, false)
		if err != nil {
			return err
		}
		userIDs := map[string]bool{}
		if users != nil {
			all, err := listJSON[store.User](users)
			if err != nil {
				return err
			}
			for _, u := range all {
				userIDs[u.ID] = true
				if err := deleteEmailIndex(tx, u); err != nil {
					return err
				}
			}
		}
		if assets, _ := orgBucket(tx, bucketAssets, id, false); assets != nil {
			all, err := listJSON[store.Asset](assets)
			if err != nil {
				return err
			}
			for _, a := range all {
				zero, err := adjustRefs(tx, a.BlobRefs(), -1)
				if err != nil {
					return err
				}
				orphans = append(orphans, zero...)
			}
			if err := tx.Bucket(bucketAssets).DeleteBucket([]byte(id)); err != nil {
				return err
			}
		}
		for _, name := range orgSubBuckets {
			if top := tx.Bucket(name); top != nil && top.Bucket([]byte(id)) != nil {
				if err := top.DeleteBucket([]byte(id)); err != nil {
					return err
				}
			}
		}
		if err := tx.Bucket(bucketRules).Delete([]byte(id)); err != nil {
			return err
		}
		if err := deleteWhere(tx.Bucket(bucketSessions), func(v []byte) bool {
			var sess store.Session
			return json.Unmarshal(v, &sess) == nil && (sess.OrganizationID == id || userIDs[sess.UserID])
		}); err != nil {
			return err
		}
		if err := deleteWhere(tx.Bucket(bucketInvites), func(v []byte) bool {
			var inv store.Invite
			return json.Unmarshal(v, &inv) == nil && inv.OrganizationID == id
		}); err != nil {
			return err
		}
		return tx.Bucket(bucketOrgs).Delete([]byte(id))
	})
	return orphans, err
}

// deleteWhere deletes the keys of b whose values match.
func deleteWhere(b *bbolt.Bucket, match func(v []byte) bool) error {
	var doomed [][]byte
	err := b.ForEach(func(k, v []byte) error {
		if v != nil && match(v) {
			doomed = append(doomed, append([]byte(nil), k...))
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, k := range doomed {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	return nil
}

// emailKey is the index key of an e-mail address: trimmed, lower case.
func emailKey(email string) []byte {
	return []byte(strings.ToLower(strings.TrimSpace(email)))
}

func deleteEmailIndex(tx *bbolt.Tx, u store.User) error {
	if u.Email == "" {
		return nil
	}
	idx := tx.Bucket(bucketUserEmail)
	if string(idx.Get(emailKey(u.Email))) == u.OrganizationID+"/"+u.ID {
		return idx.Delete(emailKey(u.Email))
	}
	return nil
}

// GetUser returns a user of the organization.
func (t txn) GetUser(ctx context.Context, orgID, id string) (store.User, error) {
	return getOrgJSON[store.User](t.tx, bucketUsers, orgID, id)
}

// FindUserByEmail finds the user with the e-mail, in any organization.
func (t txn) FindUserByEmail(ctx context.Context, email string) (store.User, error) {
	var u store.User
	err := t.run(func(tx *bbolt.Tx) error {
		ref := tx.Bucket(bucketUserEmail).Get(emailKey(email))
		if ref == nil {
			return store.ErrNotFound
		}
		orgID, id, ok := strings.Cut(string(ref), "/")
		if !ok {
			return errors.New("corrupt e-mail index entry")
		}
		b, err := orgBucket(tx, bucketUsers, orgID, false)
		if err != nil {
			return err
		}
		return getJSON(b, id, &u)
	})
	return u, err
}

// ListUsers returns the organization's users, oldest first.
func (t txn) ListUsers(ctx context.Context, orgID string) ([]store.User, error) {
	return listOrgJSON[store.User](t.tx, bucketUsers, orgID)
}

// PutUser creates or replaces a user and its e-mail index entry; another
// user holding the e-mail is store.ErrConflict.
func (t txn) PutUser(ctx context.Context, u store.User) error {
	if u.ID == "" {
		return errors.New("user ID is required")
	}
	return t.run(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketUsers, u.OrganizationID, true)
		if err != nil {
			return err
		}
		idx := tx.Bucket(bucketUserEmail)
		self := []byte(u.OrganizationID + "/" + u.ID)
		if u.Email != "" {
			if ref := idx.Get(emailKey(u.Email)); ref != nil && string(ref) != string(self) {
				return store.ErrConflict
			}
		}
		var old store.User
		if getJSON(b, u.ID, &old) == nil {
			if err := deleteEmailIndex(tx, old); err != nil {
				return err
			}
		}
		if err := putJSON(b, u.ID, u); err != nil {
			return err
		}
		if u.Email == "" {
			return nil
		}
		return idx.Put(emailKey(u.Email), self)
	})
}

// DeleteUser removes a user, its e-mail index entry and its sessions.
func (t txn) DeleteUser(ctx context.Context, orgID, id string) error {
	return t.run(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketUsers, orgID, false)
		if err != nil {
			return err
		}
		var u store.User
		if err := getJSON(b, id, &u); err != nil {
			return err
		}
		if err := deleteEmailIndex(tx, u); err != nil {
			return err
		}
		if err := deleteUserSessions(tx, id); err != nil {
			return err
		}
		return b.Delete([]byte(id))
	})
}

// PutSession stores a session under its token hash.
func (t txn) PutSession(ctx context.Context, sess store.Session) error {
	if sess.TokenHash == "" {
		return errors.New("session token hash is required")
	}
	return t.run(func(tx *bbolt.Tx) error { return putJSON(tx.Bucket(bucketSessions), sess.TokenHash, sess) })
}

// GetSession returns the session with the token hash.
func (t txn) GetSession(ctx context.Context, tokenHash string) (store.Session, error) {
	var sess store.Session
	err := t.run(func(tx *bbolt.Tx) error { return getJSON(tx.Bucket(bucketSessions), tokenHash, &sess) })
	return sess, err
}

// ListUserSessions returns the user's sessions. Sessions are few per
// server, so a scan is fine.
func (t txn) ListUserSessions(ctx context.Context, userID string) ([]store.Session, error) {
	out := []store.Session{}
	err := t.run(func(tx *bbolt.Tx) error {
		all, err := listJSON[store.Session](tx.Bucket(bucketSessions))
		for _, sess := range all {
			if sess.UserID == userID {
				out = append(out, sess)
			}
		}
		return err
	})
	return out, err
}

// DeleteSession removes a session; removing a missing one is not an error.
func (t txn) DeleteSession(ctx context.Context, tokenHash string) error {
	return t.run(func(tx *bbolt.Tx) error { return tx.Bucket(bucketSessions).Delete([]byte(tokenHash)) })
}

// DeleteUserSessions ends every session of the user.
func (t txn) DeleteUserSessions(ctx context.Context, userID string) error {
	return t.run(func(tx *bbolt.Tx) error { return deleteUserSessions(tx, userID) })
}

func deleteUserSessions(tx *bbolt.Tx, userID string) error {
	return deleteWhere(tx.Bucket(bucketSessions), func(v []byte) bool {
		var sess store.Session
		return json.Unmarshal(v, &sess) == nil && sess.UserID == userID
	})
}

// DeleteExpiredSessions removes sessions past their absolute or idle expiry.
func (t txn) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	n := 0
	err := t.run(func(tx *bbolt.Tx) error {
		return deleteWhere(tx.Bucket(bucketSessions), func(v []byte) bool {
			var sess store.Session
			if json.Unmarshal(v, &sess) != nil || sess.Expired(now) {
				n++
				return true
			}
			return false
		})
	})
	return n, err
}

// PutInvite creates or replaces the invitation of an e-mail.
func (t txn) PutInvite(ctx context.Context, inv store.Invite) error {
	if inv.Email == "" || inv.OrganizationID == "" {
		return errors.New("invite e-mail and organization are required")
	}
	return t.run(func(tx *bbolt.Tx) error {
		return putJSON(tx.Bucket(bucketInvites), string(emailKey(inv.Email)), inv)
	})
}

// GetInvite returns the pending invitation of an e-mail.
func (t txn) GetInvite(ctx context.Context, email string) (store.Invite, error) {
	var inv store.Invite
	err := t.run(func(tx *bbolt.Tx) error { return getJSON(tx.Bucket(bucketInvites), string(emailKey(email)), &inv) })
	return inv, err
}

// ListInvites returns the organization's pending invitations.
func (t txn) ListInvites(ctx context.Context, orgID string) ([]store.Invite, error) {
	out := []store.Invite{}
	err := t.run(func(tx *bbolt.Tx) error {
		all, err := listJSON[store.Invite](tx.Bucket(bucketInvites))
		for _, inv := range all {
			if inv.OrganizationID == orgID {
				out = append(out, inv)
			}
		}
		return err
	})
	return out, err
}

// DeleteInvite removes the invitation of an e-mail, if any.
func (t txn) DeleteInvite(ctx context.Context, email string) error {
	return t.run(func(tx *bbolt.Tx) error { return tx.Bucket(bucketInvites).Delete(emailKey(email)) })
}

func ticketKey(kind, keyHash string) []byte { return []byte(kind + "\x00" + keyHash) }

// PutTicket stores a single-use ticket.
func (t txn) PutTicket(ctx context.Context, tk store.Ticket) error {
	if tk.Kind == "" || tk.KeyHash == "" {
		return errors.New("ticket kind and key are required")
	}
	return t.run(func(tx *bbolt.Tx) error {
		return putJSON(tx.Bucket(bucketTickets), string(ticketKey(tk.Kind, tk.KeyHash)), tk)
	})
}

// TakeTicket returns and deletes a ticket in one transaction, so a ticket
// is used at most once even by concurrent requests.
func (t txn) TakeTicket(ctx context.Context, kind, keyHash string, now time.Time) (store.Ticket, error) {
	var tk store.Ticket
	err := t.run(func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketTickets)
		if err := getJSON(b, string(ticketKey(kind, keyHash)), &tk); err != nil {
			return err
		}
		if !now.Before(tk.ExpiresAt) {
			return store.ErrNotFound // left for the sweep
		}
		return b.Delete(ticketKey(kind, keyHash))
	})
	if err != nil {
		return store.Ticket{}, err
	}
	return tk, nil
}

// DeleteExpiredTickets removes tickets past their expiry.
func (t txn) DeleteExpiredTickets(ctx context.Context, now time.Time) (int, error) {
	n := 0
	err := t.run(func(tx *bbolt.Tx) error {
		return deleteWhere(tx.Bucket(bucketTickets), func(v []byte) bool {
			var t store.Ticket
			if json.Unmarshal(v, &t) != nil || !now.Before(t.ExpiresAt) {
				n++
				return true
			}
			return false
		})
	})
	return n, err
}
