package postgres

import (
	"context"
	"encoding/json"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// The Store's own methods: each one transaction (reads: one statement on
// the pool).

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
	return write0(ctx, s, func(t txn) error { return t.PutCampaign(ctx, c) })
}

// DeleteCampaign removes a campaign, or returns store.ErrNotFound.
func (s *Store) DeleteCampaign(ctx context.Context, orgID, id string) error {
	return write0(ctx, s, func(t txn) error { return t.DeleteCampaign(ctx, orgID, id) })
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
	return write0(ctx, s, func(t txn) error { return t.PutAsset(ctx, a) })
}

// UpdateAsset applies fn to the stored asset in one transaction.
func (s *Store) UpdateAsset(ctx context.Context, orgID, id string, fn func(*store.Asset) error) (store.Asset, error) {
	return write(ctx, s, func(t txn) (store.Asset, error) { return t.UpdateAsset(ctx, orgID, id, fn) })
}

// DeleteAsset removes an asset and returns the blobs no asset references any more.
func (s *Store) DeleteAsset(ctx context.Context, orgID, id string) ([]string, error) {
	return write(ctx, s, func(t txn) ([]string, error) { return t.DeleteAsset(ctx, orgID, id) })
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
	return write0(ctx, s, func(t txn) error { return t.PutDoc(ctx, orgID, kind, id, doc) })
}

// DeleteDoc removes a document.
func (s *Store) DeleteDoc(ctx context.Context, orgID, kind, id string) error {
	return write0(ctx, s, func(t txn) error { return t.DeleteDoc(ctx, orgID, kind, id) })
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
	return write(ctx, s, func(t txn) ([]compliance.Rule, error) { return t.UpdateRules(ctx, orgID, fn) })
}

// AppendAudit appends an entry to its organization's trail.
func (s *Store) AppendAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	return write(ctx, s, func(t txn) (store.AuditEntry, error) { return t.AppendAudit(ctx, e) })
}

// ListAudit returns the organization's entries matching f, newest first.
func (s *Store) ListAudit(ctx context.Context, orgID string, f store.AuditFilter) ([]store.AuditEntry, error) {
	return read(s, func(t txn) ([]store.AuditEntry, error) { return t.ListAudit(ctx, orgID, f) })
}

// AuditOrganizations returns the IDs of the organizations with a trail.
func (s *Store) AuditOrganizations(ctx context.Context) ([]string, error) {
	return read(s, func(t txn) ([]string, error) { return t.AuditOrganizations(ctx) })
}

// GetIdempotent returns the answer stored under an idempotency key.
func (s *Store) GetIdempotent(ctx context.Context, orgID, key string) (json.RawMessage, error) {
	return read(s, func(t txn) (json.RawMessage, error) { return t.GetIdempotent(ctx, orgID, key) })
}

// PutIdempotent stores the answer under an idempotency key.
func (s *Store) PutIdempotent(ctx context.Context, orgID, key string, answer json.RawMessage, at time.Time) error {
	return write0(ctx, s, func(t txn) error { return t.PutIdempotent(ctx, orgID, key, answer, at) })
}

// DeleteIdempotentBefore forgets the answers stored before the time.
func (s *Store) DeleteIdempotentBefore(ctx context.Context, before time.Time) (int, error) {
	return write(ctx, s, func(t txn) (int, error) { return t.DeleteIdempotentBefore(ctx, before) })
}

// FindCampaign looks a campaign up by ID in every organization (the local
// command line only).
func (s *Store) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	return read(s, func(t txn) (store.Campaign, error) { return t.FindCampaign(ctx, id) })
}

// GetOrganization runs txn.GetOrganization in a transaction of its own.
func (s *Store) GetOrganization(ctx context.Context, id string) (store.Organization, error) {
	return read(s, func(t txn) (store.Organization, error) { return t.GetOrganization(ctx, id) })
}

// PutOrganization runs txn.PutOrganization in a transaction of its own.
func (s *Store) PutOrganization(ctx context.Context, o store.Organization) error {
	return write0(ctx, s, func(t txn) error { return t.PutOrganization(ctx, o) })
}

// ListOrganizations runs txn.ListOrganizations in a transaction of its own.
func (s *Store) ListOrganizations(ctx context.Context) ([]store.Organization, error) {
	return read(s, func(t txn) ([]store.Organization, error) { return t.ListOrganizations(ctx) })
}

// DeleteOrganization runs txn.DeleteOrganization in a transaction of its own.
func (s *Store) DeleteOrganization(ctx context.Context, id string) ([]string, error) {
	return write(ctx, s, func(t txn) ([]string, error) { return t.DeleteOrganization(ctx, id) })
}

// GetUser runs txn.GetUser in a transaction of its own.
func (s *Store) GetUser(ctx context.Context, orgID, id string) (store.User, error) {
	return read(s, func(t txn) (store.User, error) { return t.GetUser(ctx, orgID, id) })
}

// FindUserByEmail runs txn.FindUserByEmail in a transaction of its own.
func (s *Store) FindUserByEmail(ctx context.Context, email string) (store.User, error) {
	return read(s, func(t txn) (store.User, error) { return t.FindUserByEmail(ctx, email) })
}

// ListUsers runs txn.ListUsers in a transaction of its own.
func (s *Store) ListUsers(ctx context.Context, orgID string) ([]store.User, error) {
	return read(s, func(t txn) ([]store.User, error) { return t.ListUsers(ctx, orgID) })
}

// PutUser runs txn.PutUser in a transaction of its own.
func (s *Store) PutUser(ctx context.Context, u store.User) error {
	return write0(ctx, s, func(t txn) error { return t.PutUser(ctx, u) })
}

// DeleteUser runs txn.DeleteUser in a transaction of its own.
func (s *Store) DeleteUser(ctx context.Context, orgID, id string) error {
	return write0(ctx, s, func(t txn) error { return t.DeleteUser(ctx, orgID, id) })
}

// PutSession runs txn.PutSession in a transaction of its own.
func (s *Store) PutSession(ctx context.Context, sess store.Session) error {
	return write0(ctx, s, func(t txn) error { return t.PutSession(ctx, sess) })
}

// GetSession runs txn.GetSession in a transaction of its own.
func (s *Store) GetSession(ctx context.Context, tokenHash string) (store.Session, error) {
	return read(s, func(t txn) (store.Session, error) { return t.GetSession(ctx, tokenHash) })
}

// ListUserSessions runs txn.ListUserSessions in a transaction of its own.
func (s *Store) ListUserSessions(ctx context.Context, userID string) ([]store.Session, error) {
	return read(s, func(t txn) ([]store.Session, error) { return t.ListUserSessions(ctx, userID) })
}

// DeleteSession runs txn.DeleteSession in a transaction of its own.
func (s *Store) DeleteSession(ctx context.Context, tokenHash string) error {
	return write0(ctx, s, func(t txn) error { return t.DeleteSession(ctx, tokenHash) })
}

// DeleteUserSessions runs txn.DeleteUserSessions in a transaction of its own.
func (s *Store) DeleteUserSessions(ctx context.Context, userID string) error {
	return write0(ctx, s, func(t txn) error { return t.DeleteUserSessions(ctx, userID) })
}

// DeleteExpiredSessions runs txn.DeleteExpiredSessions in a transaction of its own.
func (s *Store) DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error) {
	return write(ctx, s, func(t txn) (int, error) { return t.DeleteExpiredSessions(ctx, now) })
}

// PutInvite runs txn.PutInvite in a transaction of its own.
func (s *Store) PutInvite(ctx context.Context, inv store.Invite) error {
	return write0(ctx, s, func(t txn) error { return t.PutInvite(ctx, inv) })
}

// GetInvite runs txn.GetInvite in a transaction of its own.
func (s *Store) GetInvite(ctx context.Context, email string) (store.Invite, error) {
	return read(s, func(t txn) (store.Invite, error) { return t.GetInvite(ctx, email) })
}

// ListInvites runs txn.ListInvites in a transaction of its own.
func (s *Store) ListInvites(ctx context.Context, orgID string) ([]store.Invite, error) {
	return read(s, func(t txn) ([]store.Invite, error) { return t.ListInvites(ctx, orgID) })
}

// DeleteInvite runs txn.DeleteInvite in a transaction of its own.
func (s *Store) DeleteInvite(ctx context.Context, email string) error {
	return write0(ctx, s, func(t txn) error { return t.DeleteInvite(ctx, email) })
}

// PutTicket runs txn.PutTicket in a transaction of its own.
func (s *Store) PutTicket(ctx context.Context, tk store.Ticket) error {
	return write0(ctx, s, func(t txn) error { return t.PutTicket(ctx, tk) })
}

// TakeTicket runs txn.TakeTicket in a transaction of its own.
func (s *Store) TakeTicket(ctx context.Context, kind, keyHash string, now time.Time) (store.Ticket, error) {
	return write(ctx, s, func(t txn) (store.Ticket, error) { return t.TakeTicket(ctx, kind, keyHash, now) })
}

// DeleteExpiredTickets runs txn.DeleteExpiredTickets in a transaction of its own.
func (s *Store) DeleteExpiredTickets(ctx context.Context, now time.Time) (int, error) {
	return write(ctx, s, func(t txn) (int, error) { return t.DeleteExpiredTickets(ctx, now) })
}

// ListDocs returns every document of a kind.
func (s *Store) ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error) {
	return txn{s.pool}.ListDocs(ctx, orgID, kind)
}

// WalkAudit calls fn with every entry of the organization's trail, oldest
// first, from one snapshot.
func (s *Store) WalkAudit(ctx context.Context, orgID string, fn func(e store.AuditEntry, raw []byte) error) error {
	return txn{s.pool}.WalkAudit(ctx, orgID, fn)
}

// AuditHead returns the recorded last entry of the organization's trail.
func (s *Store) AuditHead(ctx context.Context, orgID string) (uint64, string, error) {
	return txn{s.pool}.AuditHead(ctx, orgID)
}
