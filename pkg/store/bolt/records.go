package bolt

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// ListCampaigns returns the organization's campaigns, oldest first.
func (t txn) ListCampaigns(ctx context.Context, orgID string) ([]store.Campaign, error) {
	return listOrgJSON[store.Campaign](t.tx, bucketCampaigns, orgID)
}

// GetCampaign returns one campaign of the organization.
func (t txn) GetCampaign(ctx context.Context, orgID, id string) (store.Campaign, error) {
	return getOrgJSON[store.Campaign](t.tx, bucketCampaigns, orgID, id)
}

// PutCampaign creates or replaces a campaign.
func (t txn) PutCampaign(ctx context.Context, c store.Campaign) error {
	if c.ID == "" {
		return errors.New("campaign ID is required")
	}
	return t.run(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketCampaigns, c.OrganizationID, true)
		if err != nil {
			return err
		}
		return putJSON(b, c.ID, c)
	})
}

// DeleteCampaign removes a campaign, or returns store.ErrNotFound.
func (t txn) DeleteCampaign(ctx context.Context, orgID, id string) error {
	return t.run(func(tx *bbolt.Tx) error {
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
func (t txn) GetRules(ctx context.Context, orgID string) ([]compliance.Rule, error) {
	rules := []compliance.Rule{}
	err := t.run(func(tx *bbolt.Tx) error {
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
func (t txn) UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error) {
	var next []compliance.Rule
	err := t.run(func(tx *bbolt.Tx) error {
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
		version := 0
		if err := getJSON(b, orgID+rulesVersionSuffix, &version); err != nil && !errors.Is(err, store.ErrNotFound) {
			return err
		}
		if err := putJSON(b, orgID+rulesVersionSuffix, version+1); err != nil {
			return err
		}
		return putJSON(b, orgID, next)
	})
	return next, err
}

// rulesVersionSuffix keys an organization's rule-list version beside its
// list (organization IDs never hold '#').
const rulesVersionSuffix = "#version"

// GetRulesVersion returns how many times the organization's rule list was
// saved (0 when never).
func (t txn) GetRulesVersion(ctx context.Context, orgID string) (int, error) {
	version := 0
	err := getJSON(t.tx.Bucket(bucketRules), orgID+rulesVersionSuffix, &version)
	if errors.Is(err, store.ErrNotFound) {
		return 0, nil
	}
	return version, err
}

// AppendAudit appends an entry to its organization's trail: the next
// sequence number (also the key, big-endian) and the hash chained to the
// previous entry's.
func (t txn) AppendAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	b, err := orgBucket(t.tx, bucketAudit, e.OrganizationID, true)
	if err != nil {
		return e, err
	}
	e.PrevHash = ""
	if _, last := b.Cursor().Last(); last != nil {
		var prev store.AuditEntry
		if err := json.Unmarshal(last, &prev); err != nil {
			return e, err
		}
		e.PrevHash = prev.Hash
	}
	if e.Seq, err = b.NextSequence(); err != nil {
		return e, err
	}
	e.Hash = store.AuditHash(e)
	if err := putJSON(b, string(auditKey(e.Seq)), e); err != nil {
		return e, err
	}
	return e, putJSON(t.tx.Bucket(bucketMeta), auditHeadKey(e.OrganizationID), auditHead{e.Seq, e.Hash})
}

// auditHead is the last entry of a trail, kept in the meta bucket.
type auditHead struct {
	Seq  uint64 `json:"seq"`
	Hash string `json:"hash"`
}

func auditHeadKey(orgID string) string { return "audit_head/" + orgID }

// AuditHead returns the recorded last entry of the organization's trail.
func (t txn) AuditHead(ctx context.Context, orgID string) (uint64, string, error) {
	var h auditHead
	err := getJSON(t.tx.Bucket(bucketMeta), auditHeadKey(orgID), &h)
	if errors.Is(err, store.ErrNotFound) {
		return 0, "", nil
	}
	return h.Seq, h.Hash, err
}

func auditKey(seq uint64) []byte {
	var key [8]byte
	binary.BigEndian.PutUint64(key[:], seq)
	return key[:]
}

// ListAudit returns the organization's entries matching f, newest first.
func (t txn) ListAudit(ctx context.Context, orgID string, f store.AuditFilter) ([]store.AuditEntry, error) {
	out := []store.AuditEntry{}
	b, err := orgBucket(t.tx, bucketAudit, orgID, false)
	if err != nil || b == nil {
		return out, err
	}
	c := b.Cursor()
	k, v := c.Last()
	if f.BeforeSeq > 0 {
		k, v = c.Seek(auditKey(f.BeforeSeq))
		if k == nil {
			k, v = c.Last()
		} else {
			k, v = c.Prev()
		}
	}
	for ; k != nil; k, v = c.Prev() {
		if f.Limit > 0 && len(out) >= f.Limit {
			break
		}
		var e store.AuditEntry
		if err := json.Unmarshal(v, &e); err != nil {
			return nil, fmt.Errorf("audit entry %d: %w", binary.BigEndian.Uint64(k), err)
		}
		if f.BeforeSeq > 0 && e.Seq >= f.BeforeSeq {
			continue
		}
		if f.Match(e) {
			out = append(out, e)
		}
	}
	return out, nil
}

// WalkAudit calls fn with every entry of the organization's trail, oldest
// first. An entry that does not decode is passed with its raw bytes and
// Seq taken from the key, so a verifier can name it.
func (t txn) WalkAudit(ctx context.Context, orgID string, fn func(e store.AuditEntry, raw []byte) error) error {
	b, err := orgBucket(t.tx, bucketAudit, orgID, false)
	if err != nil || b == nil {
		return err
	}
	return b.ForEach(func(k, v []byte) error {
		var e store.AuditEntry
		if json.Unmarshal(v, &e) != nil || len(k) != 8 {
			e = store.AuditEntry{}
			if len(k) == 8 {
				e.Seq = binary.BigEndian.Uint64(k)
			}
		}
		return fn(e, v)
	})
}

// AuditOrganizations returns the IDs of the organizations with a trail.
func (t txn) AuditOrganizations(ctx context.Context) ([]string, error) {
	var out []string
	top := t.tx.Bucket(bucketAudit)
	if top == nil {
		return out, nil
	}
	err := top.ForEachBucket(func(k []byte) error {
		out = append(out, string(k))
		return nil
	})
	return out, err
}

// FindCampaign looks a campaign up by ID in every organization. Only the
// local command line uses it (pharmaops matrix export --campaign); the API
// always reads within the caller's organization.
func (t txn) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	var c store.Campaign
	err := t.run(func(tx *bbolt.Tx) error {
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
