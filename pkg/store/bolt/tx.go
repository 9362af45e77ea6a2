package bolt

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	bbolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// txn is store.Tx over one bbolt transaction. Every record method of the
// store is written once, on txn; the Store's own methods run it in a
// transaction of their own (see read and write below).
type txn struct{ tx *bbolt.Tx }

var _ store.Tx = txn{}

// run calls fn with the transaction; it keeps the method bodies in the
// shape of a db.View/db.Update callback.
func (t txn) run(fn func(tx *bbolt.Tx) error) error { return fn(t.tx) }

// WithTx runs fn in one bbolt read-write transaction (bbolt serialises
// them): everything fn wrote commits together, or nothing does.
func (s *Store) WithTx(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.db.Update(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

// WithBatchTx runs fn in a transaction it may share with other callers'
// (group commit): one commit, and so one pair of fdatasyncs, for every
// change that arrived while the previous commit was running. A failing fn
// fails only its caller: the group runs again without it.
func (s *Store) WithBatchTx(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if s.commits == nil { // read-only: bbolt refuses the write
		return s.db.Update(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
	}
	c := groupCall{fn: func(tx *bbolt.Tx) error { return fn(txn{tx}) }, err: make(chan error, 1)}
	select {
	case s.commits <- c:
		return <-c.err
	case <-s.closed:
		return bolterrors.ErrDatabaseNotOpen
	}
}

// maxGroup bounds the changes of one group commit.
const maxGroup = 256

// groupCall is one change waiting for a group commit.
type groupCall struct {
	fn  func(tx *bbolt.Tx) error
	err chan error
}

// commitGroups is the committer: it takes the changes waiting, commits
// them together and answers each caller. It does not wait for more to
// arrive (bbolt's own Batch waits 10 ms, which made that the floor of
// every caller's commit and, with three processing workers, capped
// processing at 300 assets a second): a change arriving alone commits at
// once, and the changes that arrive during a commit share the next.
func (s *Store) commitGroups() {
	defer close(s.committerDone)
	for {
		var group []groupCall
		select {
		case c := <-s.commits:
			group = append(group, c)
		case <-s.closed:
			return
		}
	more:
		for len(group) < maxGroup {
			select {
			case c := <-s.commits:
				group = append(group, c)
			default:
				break more
			}
		}
		s.commitGroup(group)
	}
}

// commitGroup commits the changes in one transaction. When one fails, it
// runs again on its own (so its caller gets its own error and nothing of
// it is stored) and the others commit without it.
func (s *Store) commitGroup(group []groupCall) {
	for len(group) > 0 {
		failed := -1
		err := s.db.Update(func(tx *bbolt.Tx) error {
			for i, c := range group {
				if err := runChange(c.fn, tx); err != nil {
					failed = i
					return err
				}
			}
			return nil
		})
		if failed < 0 {
			for _, c := range group {
				c.err <- err // nil, or the commit's own failure
			}
			return
		}
		c := group[failed]
		c.err <- s.db.Update(func(tx *bbolt.Tx) error { return runChange(c.fn, tx) })
		group = append(group[:failed:failed], group[failed+1:]...)
	}
}

// runChange runs one caller's change; a panic in it becomes that caller's
// error rather than the end of the committer (and of the server).
func runChange(fn func(tx *bbolt.Tx) error, tx *bbolt.Tx) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic in a transaction: %v", r)
		}
	}()
	return fn(tx)
}

// View runs fn in one read-only transaction: a consistent snapshot.
func (s *Store) View(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return s.db.View(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

func read[T any](s *Store, fn func(t txn) (T, error)) (T, error) {
	var out T
	err := s.db.View(func(tx *bbolt.Tx) error {
		var err error
		out, err = fn(txn{tx})
		return err
	})
	return out, err
}

func write[T any](s *Store, fn func(t txn) (T, error)) (T, error) {
	var out T
	err := s.db.Update(func(tx *bbolt.Tx) error {
		var err error
		out, err = fn(txn{tx})
		return err
	})
	return out, err
}

func write0(s *Store, fn func(t txn) error) error {
	return s.db.Update(func(tx *bbolt.Tx) error { return fn(txn{tx}) })
}

// The Store's own methods: each one transaction.

// ListCampaigns returns the organization's campaigns, oldest first.
func (s *Store) ListCampaigns(ctx context.Context, orgID string) ([]store.Campaign, error) {
	return read(s, func(t txn) ([]store.Campaign, error) { return t.ListCampaigns(ctx, orgID) })
}

// GetCampaign returns one campaign of the organization.
func (s *Store) GetCampaign(ctx context.Context, orgID, id string) (store.Campaign, error) {
	return read(s, func(t txn) (store.Campaign, error) { return t.GetCampaign(ctx, orgID, id) })
}

// PutCampaign creates or replaces a campaign.
func (s *Store) PutCampaign(ctx context.Context, c store.Campaign) error {
	return write0(s, func(t txn) error { return t.PutCampaign(ctx, c) })
}

// DeleteCampaign removes a campaign, or returns store.ErrNotFound.
func (s *Store) DeleteCampaign(ctx context.Context, orgID, id string) error {
	return write0(s, func(t txn) error { return t.DeleteCampaign(ctx, orgID, id) })
}

// ListAssets returns an organization's assets, of one campaign or all.
func (s *Store) ListAssets(ctx context.Context, orgID, campaignID string) ([]store.Asset, error) {
	return read(s, func(t txn) ([]store.Asset, error) { return t.ListAssets(ctx, orgID, campaignID) })
}

// GetAsset returns one asset of the organization.
func (s *Store) GetAsset(ctx context.Context, orgID, id string) (store.Asset, error) {
	return read(s, func(t txn) (store.Asset, error) { return t.GetAsset(ctx, orgID, id) })
}

// PutAsset creates or replaces an asset, adjusting blob references.
func (s *Store) PutAsset(ctx context.Context, a store.Asset) error {
	return write0(s, func(t txn) error { return t.PutAsset(ctx, a) })
}

// UpdateAsset applies fn to the stored asset in one transaction.
func (s *Store) UpdateAsset(ctx context.Context, orgID, id string, fn func(*store.Asset) error) (store.Asset, error) {
	return write(s, func(t txn) (store.Asset, error) { return t.UpdateAsset(ctx, orgID, id, fn) })
}

// DeleteAsset removes an asset and returns the blobs no asset references any more.
func (s *Store) DeleteAsset(ctx context.Context, orgID, id string) ([]string, error) {
	return write(s, func(t txn) ([]string, error) { return t.DeleteAsset(ctx, orgID, id) })
}

// BlobReferenced reports whether any asset holds the blob.
func (s *Store) BlobReferenced(ctx context.Context, sum string) (bool, error) {
	return read(s, func(t txn) (bool, error) { return t.BlobReferenced(ctx, sum) })
}

// ListUnfinishedAssets returns the assets whose processing had not finished.
func (s *Store) ListUnfinishedAssets(ctx context.Context) ([]store.Asset, error) {
	return read(s, func(t txn) ([]store.Asset, error) { return t.ListUnfinishedAssets(ctx) })
}

// GetDoc returns one document.
func (s *Store) GetDoc(ctx context.Context, orgID, kind, id string) (json.RawMessage, error) {
	return read(s, func(t txn) (json.RawMessage, error) { return t.GetDoc(ctx, orgID, kind, id) })
}

// PutDoc creates or replaces a document and counts its version up.
func (s *Store) PutDoc(ctx context.Context, orgID, kind, id string, doc json.RawMessage) error {
	return write0(s, func(t txn) error { return t.PutDoc(ctx, orgID, kind, id, doc) })
}

// ListDocs returns every document of a kind.
func (s *Store) ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error) {
	var docs map[string]json.RawMessage
	var ids []string
	err := s.db.View(func(tx *bbolt.Tx) error {
		var err error
		docs, ids, err = txn{tx}.ListDocs(ctx, orgID, kind)
		return err
	})
	return docs, ids, err
}

// DeleteDoc removes a document.
func (s *Store) DeleteDoc(ctx context.Context, orgID, kind, id string) error {
	return write0(s, func(t txn) error { return t.DeleteDoc(ctx, orgID, kind, id) })
}

// DocVersion returns a document's version.
func (s *Store) DocVersion(ctx context.Context, orgID, kind, id string) (int64, error) {
	return read(s, func(t txn) (int64, error) { return t.DocVersion(ctx, orgID, kind, id) })
}

// GetRules returns the organization's rule list.
func (s *Store) GetRules(ctx context.Context, orgID string) ([]compliance.Rule, error) {
	return read(s, func(t txn) ([]compliance.Rule, error) { return t.GetRules(ctx, orgID) })
}

// GetRulesVersion returns how many times the organization's rule list was saved.
func (s *Store) GetRulesVersion(ctx context.Context, orgID string) (int, error) {
	return read(s, func(t txn) (int, error) { return t.GetRulesVersion(ctx, orgID) })
}

// UpdateRules replaces the organization's rule list with fn's result.
func (s *Store) UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error) {
	return write(s, func(t txn) ([]compliance.Rule, error) { return t.UpdateRules(ctx, orgID, fn) })
}

// AppendAudit appends an entry to its organization's trail.
func (s *Store) AppendAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	return write(s, func(t txn) (store.AuditEntry, error) { return t.AppendAudit(ctx, e) })
}

// ListAudit returns the organization's entries matching f, newest first.
func (s *Store) ListAudit(ctx context.Context, orgID string, f store.AuditFilter) ([]store.AuditEntry, error) {
	return read(s, func(t txn) ([]store.AuditEntry, error) { return t.ListAudit(ctx, orgID, f) })
}

// WalkAudit calls fn with every entry of the organization's trail, oldest first.
func (s *Store) WalkAudit(ctx context.Context, orgID string, fn func(e store.AuditEntry, raw []byte) error) error {
	return s.db.View(func(tx *bbolt.Tx) error { return txn{tx}.WalkAudit(ctx, orgID, fn) })
}

// AuditOrganizations returns the IDs of the organizations with a trail.
func (s *Store) AuditOrganizations(ctx context.Context) ([]string, error) {
	return read(s, func(t txn) ([]string, error) { return t.AuditOrganizations(ctx) })
}

// AuditHead returns the recorded last entry of the organization's trail.
func (s *Store) AuditHead(ctx context.Context, orgID string) (uint64, string, error) {
	var seq uint64
	var hash string
	err := s.db.View(func(tx *bbolt.Tx) error {
		var err error
		seq, hash, err = txn{tx}.AuditHead(ctx, orgID)
		return err
	})
	return seq, hash, err
}

// GetIdempotent returns the answer stored under an idempotency key.
func (s *Store) GetIdempotent(ctx context.Context, orgID, key string) (json.RawMessage, error) {
	return read(s, func(t txn) (json.RawMessage, error) { return t.GetIdempotent(ctx, orgID, key) })
}

// PutIdempotent stores the answer under an idempotency key.
func (s *Store) PutIdempotent(ctx context.Context, orgID, key string, answer json.RawMessage, at time.Time) error {
	return write0(s, func(t txn) error { return t.PutIdempotent(ctx, orgID, key, answer, at) })
}

// DeleteIdempotentBefore forgets the answers stored before the time.
func (s *Store) DeleteIdempotentBefore(ctx context.Context, before time.Time) (int, error) {
	return write(s, func(t txn) (int, error) { return t.DeleteIdempotentBefore(ctx, before) })
}

// FindCampaign looks a campaign up by ID in every organization (the local
// command line only).
func (s *Store) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	return read(s, func(t txn) (store.Campaign, error) { return t.FindCampaign(ctx, id) })
}
