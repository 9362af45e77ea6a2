package store

import (
	"context"
	"encoding/json"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// RunFunc runs fn in a transaction (or whatever the store reads with)
// of its own and returns fn's error or the transaction's.
type RunFunc func(ctx context.Context, fn func(tx Tx) error) error

// AutoCommit is a Tx whose every method runs in a transaction of its
// own: reads through the store's reader, changes through its writer. A
// store embeds it to be a Tx itself, so its record methods are written
// once, on its transaction type.
type AutoCommit struct {
	read, write RunFunc
}

var _ Tx = AutoCommit{}

// NewAutoCommit returns the AutoCommit that reads with read and changes
// with write.
func NewAutoCommit(read, write RunFunc) AutoCommit {
	return AutoCommit{read: read, write: write}
}

// run calls fn in one run of through and returns its result.
func run[T any](ctx context.Context, through RunFunc, fn func(tx Tx) (T, error)) (T, error) {
	var out T
	err := through(ctx, func(tx Tx) error {
		var err error
		out, err = fn(tx)
		return err
	})
	return out, err
}

func (a AutoCommit) GetOrganization(ctx context.Context, id string) (Organization, error) {
	return run(ctx, a.read, func(tx Tx) (Organization, error) { return tx.GetOrganization(ctx, id) })
}

func (a AutoCommit) PutOrganization(ctx context.Context, o Organization) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutOrganization(ctx, o) })
}

func (a AutoCommit) ListOrganizations(ctx context.Context) ([]Organization, error) {
	return run(ctx, a.read, func(tx Tx) ([]Organization, error) { return tx.ListOrganizations(ctx) })
}

func (a AutoCommit) DeleteOrganization(ctx context.Context, id string) ([]string, error) {
	return run(ctx, a.write, func(tx Tx) ([]string, error) { return tx.DeleteOrganization(ctx, id) })
}

func (a AutoCommit) GetUser(ctx context.Context, orgID, id string) (User, error) {
	return run(ctx, a.read, func(tx Tx) (User, error) { return tx.GetUser(ctx, orgID, id) })
}

func (a AutoCommit) FindUserByEmail(ctx context.Context, email string) (User, error) {
	return run(ctx, a.read, func(tx Tx) (User, error) { return tx.FindUserByEmail(ctx, email) })
}

func (a AutoCommit) ListUsers(ctx context.Context, orgID string) ([]User, error) {
	return run(ctx, a.read, func(tx Tx) ([]User, error) { return tx.ListUsers(ctx, orgID) })
}

func (a AutoCommit) PutUser(ctx context.Context, u User) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutUser(ctx, u) })
}

func (a AutoCommit) DeleteUser(ctx context.Context, orgID, id string) error {
	return a.write(ctx, func(tx Tx) error { return tx.DeleteUser(ctx, orgID, id) })
}

func (a AutoCommit) PutSession(ctx context.Context, s Session) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutSession(ctx, s) })
}

func (a AutoCommit) GetSession(ctx context.Context, tokenHash string) (Session, error) {
	return run(ctx, a.read, func(tx Tx) (Session, error) { return tx.GetSession(ctx, tokenHash) })
}

func (a AutoCommit) ListUserSessions(ctx context.Context, userID string) ([]Session, error) {
	return run(ctx, a.read, func(tx Tx) ([]Session, error) { return tx.ListUserSessions(ctx, userID) })
}

func (a AutoCommit) DeleteSession(ctx context.Context, tokenHash string) error {
	return a.write(ctx, func(tx Tx) error { return tx.DeleteSession(ctx, tokenHash) })
}

func (a AutoCommit) DeleteUserSessions(ctx context.Context, userID string) error {
	return a.write(ctx, func(tx Tx) error { return tx.DeleteUserSessions(ctx, userID) })
}

func (a AutoCommit) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	return run(ctx, a.write, func(tx Tx) (int, error) { return tx.DeleteExpiredSessions(ctx, now) })
}

func (a AutoCommit) PutInvite(ctx context.Context, inv Invite) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutInvite(ctx, inv) })
}

func (a AutoCommit) GetInvite(ctx context.Context, email string) (Invite, error) {
	return run(ctx, a.read, func(tx Tx) (Invite, error) { return tx.GetInvite(ctx, email) })
}

func (a AutoCommit) ListInvites(ctx context.Context, orgID string) ([]Invite, error) {
	return run(ctx, a.read, func(tx Tx) ([]Invite, error) { return tx.ListInvites(ctx, orgID) })
}

func (a AutoCommit) DeleteInvite(ctx context.Context, email string) error {
	return a.write(ctx, func(tx Tx) error { return tx.DeleteInvite(ctx, email) })
}

func (a AutoCommit) PutTicket(ctx context.Context, t Ticket) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutTicket(ctx, t) })
}

func (a AutoCommit) TakeTicket(ctx context.Context, kind, keyHash string, now time.Time) (Ticket, error) {
	return run(ctx, a.write, func(tx Tx) (Ticket, error) { return tx.TakeTicket(ctx, kind, keyHash, now) })
}

func (a AutoCommit) DeleteExpiredTickets(ctx context.Context, now time.Time) (int, error) {
	return run(ctx, a.write, func(tx Tx) (int, error) { return tx.DeleteExpiredTickets(ctx, now) })
}

func (a AutoCommit) ListCampaigns(ctx context.Context, orgID string) ([]Campaign, error) {
	return run(ctx, a.read, func(tx Tx) ([]Campaign, error) { return tx.ListCampaigns(ctx, orgID) })
}

func (a AutoCommit) GetCampaign(ctx context.Context, orgID, id string) (Campaign, error) {
	return run(ctx, a.read, func(tx Tx) (Campaign, error) { return tx.GetCampaign(ctx, orgID, id) })
}

func (a AutoCommit) PutCampaign(ctx context.Context, c Campaign) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutCampaign(ctx, c) })
}

func (a AutoCommit) DeleteCampaign(ctx context.Context, orgID, id string) error {
	return a.write(ctx, func(tx Tx) error { return tx.DeleteCampaign(ctx, orgID, id) })
}

func (a AutoCommit) ListAssets(ctx context.Context, orgID, campaignID string) ([]Asset, error) {
	return run(ctx, a.read, func(tx Tx) ([]Asset, error) { return tx.ListAssets(ctx, orgID, campaignID) })
}

func (a AutoCommit) GetAsset(ctx context.Context, orgID, id string) (Asset, error) {
	return run(ctx, a.read, func(tx Tx) (Asset, error) { return tx.GetAsset(ctx, orgID, id) })
}

func (a AutoCommit) PutAsset(ctx context.Context, as Asset) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutAsset(ctx, as) })
}

func (a AutoCommit) UpdateAsset(ctx context.Context, orgID, id string, fn func(*Asset) error) (Asset, error) {
	return run(ctx, a.write, func(tx Tx) (Asset, error) { return tx.UpdateAsset(ctx, orgID, id, fn) })
}

func (a AutoCommit) DeleteAsset(ctx context.Context, orgID, id string) ([]string, error) {
	return run(ctx, a.write, func(tx Tx) ([]string, error) { return tx.DeleteAsset(ctx, orgID, id) })
}

func (a AutoCommit) BlobReferenced(ctx context.Context, sha256 string) (bool, error) {
	return run(ctx, a.read, func(tx Tx) (bool, error) { return tx.BlobReferenced(ctx, sha256) })
}

func (a AutoCommit) ListUnfinishedAssets(ctx context.Context) ([]Asset, error) {
	return run(ctx, a.read, func(tx Tx) ([]Asset, error) { return tx.ListUnfinishedAssets(ctx) })
}

func (a AutoCommit) GetDoc(ctx context.Context, orgID, kind, id string) (json.RawMessage, error) {
	return run(ctx, a.read, func(tx Tx) (json.RawMessage, error) { return tx.GetDoc(ctx, orgID, kind, id) })
}

func (a AutoCommit) PutDoc(ctx context.Context, orgID, kind, id string, doc json.RawMessage) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutDoc(ctx, orgID, kind, id, doc) })
}

func (a AutoCommit) ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error) {
	var docs map[string]json.RawMessage
	var ids []string
	err := a.read(ctx, func(tx Tx) error {
		var err error
		docs, ids, err = tx.ListDocs(ctx, orgID, kind)
		return err
	})
	return docs, ids, err
}

func (a AutoCommit) DeleteDoc(ctx context.Context, orgID, kind, id string) error {
	return a.write(ctx, func(tx Tx) error { return tx.DeleteDoc(ctx, orgID, kind, id) })
}

func (a AutoCommit) DocVersion(ctx context.Context, orgID, kind, id string) (int64, error) {
	return run(ctx, a.read, func(tx Tx) (int64, error) { return tx.DocVersion(ctx, orgID, kind, id) })
}

func (a AutoCommit) GetRules(ctx context.Context, orgID string) ([]compliance.Rule, error) {
	return run(ctx, a.read, func(tx Tx) ([]compliance.Rule, error) { return tx.GetRules(ctx, orgID) })
}

func (a AutoCommit) GetRulesVersion(ctx context.Context, orgID string) (int, error) {
	return run(ctx, a.read, func(tx Tx) (int, error) { return tx.GetRulesVersion(ctx, orgID) })
}

// UpdateRules runs fn inside the write transaction, so the list it
// returns replaces the one it was given atomically.
func (a AutoCommit) UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error) {
	return run(ctx, a.write, func(tx Tx) ([]compliance.Rule, error) { return tx.UpdateRules(ctx, orgID, fn) })
}

func (a AutoCommit) AppendAudit(ctx context.Context, e AuditEntry) (AuditEntry, error) {
	return run(ctx, a.write, func(tx Tx) (AuditEntry, error) { return tx.AppendAudit(ctx, e) })
}

func (a AutoCommit) ListAudit(ctx context.Context, orgID string, f AuditFilter) ([]AuditEntry, error) {
	return run(ctx, a.read, func(tx Tx) ([]AuditEntry, error) { return tx.ListAudit(ctx, orgID, f) })
}

func (a AutoCommit) WalkAudit(ctx context.Context, orgID string, fn func(e AuditEntry, raw []byte) error) error {
	return a.read(ctx, func(tx Tx) error { return tx.WalkAudit(ctx, orgID, fn) })
}

func (a AutoCommit) AuditOrganizations(ctx context.Context) ([]string, error) {
	return run(ctx, a.read, func(tx Tx) ([]string, error) { return tx.AuditOrganizations(ctx) })
}

func (a AutoCommit) AuditHead(ctx context.Context, orgID string) (uint64, string, error) {
	var seq uint64
	var hash string
	err := a.read(ctx, func(tx Tx) error {
		var err error
		seq, hash, err = tx.AuditHead(ctx, orgID)
		return err
	})
	return seq, hash, err
}

func (a AutoCommit) GetIdempotent(ctx context.Context, orgID, key string) (json.RawMessage, error) {
	return run(ctx, a.read, func(tx Tx) (json.RawMessage, error) { return tx.GetIdempotent(ctx, orgID, key) })
}

func (a AutoCommit) PutIdempotent(ctx context.Context, orgID, key string, answer json.RawMessage, at time.Time) error {
	return a.write(ctx, func(tx Tx) error { return tx.PutIdempotent(ctx, orgID, key, answer, at) })
}

func (a AutoCommit) DeleteIdempotentBefore(ctx context.Context, before time.Time) (int, error) {
	return run(ctx, a.write, func(tx Tx) (int, error) { return tx.DeleteIdempotentBefore(ctx, before) })
}
