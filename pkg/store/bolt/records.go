package bolt

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"
	"time"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// GetOrganization returns the organization with the ID.
func (s *Store) GetOrganization(ctx context.Context, id string) (store.Organization, error) {
	var o store.Organization
	err := s.db.View(func(tx *bbolt.Tx) error { return getJSON(tx.Bucket(bucketOrgs), id, &o) })
	return o, err
}

// PutOrganization creates or replaces an organization.
func (s *Store) PutOrganization(ctx context.Context, o store.Organization) error {
	if o.ID == "" {
		return errors.New("organization ID is required")
	}
	return s.db.Update(func(tx *bbolt.Tx) error { return putJSON(tx.Bucket(bucketOrgs), o.ID, o) })
}

func emailKey(provider, email string) string {
	return provider + "\x00" + strings.ToLower(strings.TrimSpace(email))
}

// GetUser returns a user of the organization.
func (s *Store) GetUser(ctx context.Context, orgID, id string) (store.User, error) {
	var u store.User
	err := s.db.View(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketUsers, orgID, false)
		if err != nil {
			return err
		}
		return getJSON(b, id, &u)
	})
	return u, err
}

// FindUserByEmail finds the user that signs in with the provider and e-mail.
func (s *Store) FindUserByEmail(ctx context.Context, provider, email string) (store.User, error) {
	var u store.User
	err := s.db.View(func(tx *bbolt.Tx) error {
		ref := tx.Bucket(bucketUserEmail).Get([]byte(emailKey(provider, email)))
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

// PutUser creates or replaces a user and its e-mail index entry.
func (s *Store) PutUser(ctx context.Context, u store.User) error {
	if u.ID == "" {
		return errors.New("user ID is required")
	}
	return s.db.Update(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketUsers, u.OrganizationID, true)
		if err != nil {
			return err
		}
		var old store.User
		if getJSON(b, u.ID, &old) == nil && old.Email != "" {
			if err := tx.Bucket(bucketUserEmail).Delete([]byte(emailKey(old.Provider, old.Email))); err != nil {
				return err
			}
		}
		if err := putJSON(b, u.ID, u); err != nil {
			return err
		}
		if u.Email == "" {
			return nil
		}
		return tx.Bucket(bucketUserEmail).Put([]byte(emailKey(u.Provider, u.Email)), []byte(u.OrganizationID+"/"+u.ID))
	})
}

// PutSession stores a session under its token hash.
func (s *Store) PutSession(ctx context.Context, sess store.Session) error {
	if sess.TokenHash == "" {
		return errors.New("session token hash is required")
	}
	return s.db.Update(func(tx *bbolt.Tx) error { return putJSON(tx.Bucket(bucketSessions), sess.TokenHash, sess) })
}

// GetSession returns the session with the token hash.
func (s *Store) GetSession(ctx context.Context, tokenHash string) (store.Session, error) {
	var sess store.Session
	err := s.db.View(func(tx *bbolt.Tx) error { return getJSON(tx.Bucket(bucketSessions), tokenHash, &sess) })
	return sess, err
}

// DeleteSession removes a session; removing a missing one is not an error.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	return s.db.Update(func(tx *bbolt.Tx) error { return tx.Bucket(bucketSessions).Delete([]byte(tokenHash)) })
}

// DeleteExpiredSessions removes sessions that expired before now.
func (s *Store) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	n := 0
	err := s.db.Update(func(tx *bbolt.Tx) error {
		b := tx.Bucket(bucketSessions)
		var expired [][]byte
		err := b.ForEach(func(k, v []byte) error {
			var sess store.Session
			if json.Unmarshal(v, &sess) != nil || now.After(sess.ExpiresAt) {
				expired = append(expired, append([]byte(nil), k...))
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range expired {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		n = len(expired)
		return nil
	})
	return n, err
}

// ListCampaigns returns the organization's campaigns, oldest first.
func (s *Store) ListCampaigns(ctx context.Context, orgID string) ([]store.Campaign, error) {
	var out []store.Campaign
	err := s.db.View(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketCampaigns, orgID, false)
		if err != nil {
			return err
		}
		out, err = listJSON[store.Campaign](b)
		return err
	})
	return out, err
}

// GetCampaign returns one campaign of the organization.
func (s *Store) GetCampaign(ctx context.Context, orgID, id string) (store.Campaign, error) {
	var c store.Campaign
	err := s.db.View(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketCampaigns, orgID, false)
		if err != nil {
			return err
		}
		return getJSON(b, id, &c)
	})
	return c, err
}

// PutCampaign creates or replaces a campaign.
func (s *Store) PutCampaign(ctx context.Context, c store.Campaign) error {
	if c.ID == "" {
		return errors.New("campaign ID is required")
	}
	return s.db.Update(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketCampaigns, c.OrganizationID, true)
		if err != nil {
			return err
		}
		return putJSON(b, c.ID, c)
	})
}

// DeleteCampaign removes a campaign, or returns store.ErrNotFound.
func (s *Store) DeleteCampaign(ctx context.Context, orgID, id string) error {
	return s.db.Update(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketCampaigns, orgID, false)
		if err != nil {
			return err
		}
		if b == nil || b.Get([]byte(id)) == nil {
			return store.ErrNotFound
		}
		return b.Delete([]byte(id))
	})
}

// GetRules returns the organization's rule list (empty when none was saved).
func (s *Store) GetRules(ctx context.Context, orgID string) ([]compliance.Rule, error) {
	rules := []compliance.Rule{}
	err := s.db.View(func(tx *bbolt.Tx) error {
		err := getJSON(tx.Bucket(bucketRules), orgID, &rules)
		if errors.Is(err, store.ErrNotFound) {
			return nil
		}
		return err
	})
	return rules, err
}

// UpdateRules replaces the organization's rule list with fn's result in one
// transaction; an error from fn leaves the list as it was.
func (s *Store) UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error) {
	var next []compliance.Rule
	err := s.db.Update(func(tx *bbolt.Tx) error {
		if orgID == "" {
			return errors.New("organization ID is required")
		}
		b := tx.Bucket(bucketRules)
		current := []compliance.Rule{}
		if err := getJSON(b, orgID, &current); err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		var err error
		next, err = fn(current)
		if err != nil {
			return err
		}
		if next == nil {
			next = []compliance.Rule{}
		}
		return putJSON(b, orgID, next)
	})
	return next, err
}

// AppendAudit appends an entry to the organization's trail, chaining its
// hash to the previous entry's.
func (s *Store) AppendAudit(ctx context.Context, orgID string, e store.AuditEntry) (store.AuditEntry, error) {
	err := s.db.Update(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketAudit, orgID, true)
		if err != nil {
			return err
		}
		e.PrevHash = ""
		if _, last := b.Cursor().Last(); last != nil {
			var prev store.AuditEntry
			if err := json.Unmarshal(last, &prev); err != nil {
				return err
			}
			e.PrevHash = prev.Hash
		}
		e.Hash = ""
		e.Hash = AuditHash(e)
		seq, err := b.NextSequence()
		if err != nil {
			return err
		}
		var key [8]byte
		binary.BigEndian.PutUint64(key[:], seq)
		raw, err := json.Marshal(e)
		if err != nil {
			return err
		}
		return b.Put(key[:], raw)
	})
	return e, err
}

// ListAudit returns the organization's trail, oldest first.
func (s *Store) ListAudit(ctx context.Context, orgID string) ([]store.AuditEntry, error) {
	var out []store.AuditEntry
	err := s.db.View(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketAudit, orgID, false)
		if err != nil {
			return err
		}
		out, err = listJSON[store.AuditEntry](b)
		return err
	})
	return out, err
}

// AuditHash is the SHA-256 of the entry's JSON with Hash empty; it covers
// PrevHash, which chains the trail.
func AuditHash(e store.AuditEntry) string {
	e.Hash = ""
	raw, _ := json.Marshal(e)
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}

// FindCampaign looks a campaign up by ID in every organization. Only the
// local command line uses it (pharmaops matrix export --campaign); the API
// always reads within the caller's organization.
func (s *Store) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	var c store.Campaign
	err := s.db.View(func(tx *bbolt.Tx) error {
		top := tx.Bucket(bucketCampaigns)
		found := false
		err := top.ForEachBucket(func(org []byte) error {
			if !found && getJSON(top.Bucket(org), id, &c) == nil {
				found = true
			}
			return nil
		})
		if err == nil && !found {
			err = store.ErrNotFound
		}
		return err
	})
	return c, err
}
