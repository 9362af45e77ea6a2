// Package store declares the persistence interfaces of pharmaops, one per
// aggregate, and the records they hold. Every record that belongs to an
// organization is read and written through its organization ID, so one
// organization can never reach another's data through the store.
package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// ErrNotFound is returned when a record does not exist (in the caller's
// organization).
var ErrNotFound = errors.New("not found")

// ErrConflict is returned when a write would break a uniqueness rule (an
// e-mail address already taken).
var ErrConflict = errors.New("conflict")

// ErrLocked is returned by Open when another process holds the database.
var ErrLocked = errors.New("database is locked by another pharmaops process")

// Organization is a tenant: every other record belongs to one.
type Organization struct {
	ID        string    `json:"organizationId"`
	Name      string    `json:"name"`
	Domain    string    `json:"domain"`
	Status    string    `json:"status"`
	Plan      string    `json:"plan"`
	CreatedAt time.Time `json:"createdAt"`
	// Demo marks a visitor's throwaway sandbox; it is deleted with all its
	// data after ExpiresAt.
	Demo      bool       `json:"demo,omitempty"`
	ExpiresAt *time.Time `json:"expiresAt,omitempty"`
}

// User is a member of one organization. E-mail addresses are unique across
// organizations: one person, one account.
type User struct {
	ID             string    `json:"id"`
	OrganizationID string    `json:"organizationId"`
	Email          string    `json:"email"`
	FirstName      string    `json:"firstName"`
	LastName       string    `json:"lastName"`
	Picture        string    `json:"picture,omitempty"`
	Role           string    `json:"role"`     // owner, admin, manager, analyst, viewer, user
	Provider       string    `json:"provider"` // how the user last signed in: password, google or demo
	Status         string    `json:"status"`
	CreatedAt      time.Time `json:"createdAt"`
	// PasswordHash is the argon2id hash (PHC string) of a password account.
	PasswordHash string `json:"passwordHash,omitempty"`
	// GoogleSubject is the Google account's stable ID (the sub claim).
	GoogleSubject string `json:"googleSubject,omitempty"`
	// GoogleRefreshToken is Google's refresh token sealed with pkg/secrets,
	// for the Drive import.
	GoogleRefreshToken []byte     `json:"googleRefreshToken,omitempty"`
	LastSignInAt       *time.Time `json:"lastSignInAt,omitempty"`
}

// Session is a signed-in session. Only the SHA-256 hash of its token is
// stored, so a copy of the database does not hand out live tokens. A
// session ends at ExpiresAt (absolute) or when unused until IdleExpiresAt.
type Session struct {
	ID             string    `json:"id"` // public handle for listing and revoking; not the token
	TokenHash      string    `json:"tokenHash"`
	UserID         string    `json:"userId"`
	OrganizationID string    `json:"organizationId"`
	Provider       string    `json:"provider"`
	CreatedAt      time.Time `json:"createdAt"`
	ExpiresAt      time.Time `json:"expiresAt"`
	IdleExpiresAt  time.Time `json:"idleExpiresAt"`
	LastSeenAt     time.Time `json:"lastSeenAt"`
	UserAgent      string    `json:"userAgent,omitempty"`
}

// Expired reports whether the session has ended at now.
func (s Session) Expired(now time.Time) bool {
	return !now.Before(s.ExpiresAt) || (!s.IdleExpiresAt.IsZero() && !now.Before(s.IdleExpiresAt))
}

// Invite is a pending invitation: the e-mail joins the organization with
// the role when it registers with the invitation code or signs in with
// Google (which proves the e-mail).
type Invite struct {
	Email          string    `json:"email"`
	Name           string    `json:"name"`
	OrganizationID string    `json:"organizationId"`
	Role           string    `json:"role"`
	InvitedBy      string    `json:"invitedBy"` // the inviter's user ID
	CreatedAt      time.Time `json:"createdAt"`
	// CodeHash is the hash (auth.HashToken) of the single-use invitation
	// code; the code itself is shown once to the inviter and never stored.
	CodeHash  string    `json:"codeHash,omitempty"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// Ticket is a short-lived, single-use record found by the hash of a secret
// the client holds: an OAuth sign-in in progress (state) or a one-time
// sign-in code. TakeTicket reads and deletes it in one step.
type Ticket struct {
	Kind      string          `json:"kind"`
	KeyHash   string          `json:"keyHash"`
	Data      json.RawMessage `json:"data"`
	ExpiresAt time.Time       `json:"expiresAt"`
}

// Campaign is a marketing campaign whose assets are checked and trafficked.
type Campaign struct {
	ID              string `json:"id"`
	OrganizationID  string `json:"organizationId"`
	Name            string `json:"name"`
	Description     string `json:"description"`
	Status          string `json:"status"`
	Channel         string `json:"channel"`
	CustomerType    string `json:"customerType"`
	Phase           string `json:"phase,omitempty"`
	Brand           string `json:"brand"`
	Product         string `json:"product"`
	Indication      string `json:"indication"`
	TherapeuticArea string `json:"therapeuticArea"`
	FDAFilingNumber string `json:"fdaFilingNumber"`
	DOFUExpiration  string `json:"dofuExpiration"`
	AssetCount      int    `json:"assetCount"`
	ComplianceScore int    `json:"complianceScore"`
	// ScoreSum and ScoredAssets are the sum and number of the assets'
	// compliance scores, so that an asset's change updates the campaign in
	// its own transaction without reading the other assets. A nil ScoreSum
	// (a record older than the counters) means they are counted afresh.
	ScoreSum     *int `json:"scoreSum,omitempty"`
	ScoredAssets int  `json:"scoredAssets,omitempty"`
	// Version counts the edits people made; a write that read an older
	// version is refused (asset counts and scores do not change it).
	Version int64 `json:"version"`
	// RuleSetID is the rule set the campaign's assets are checked against;
	// empty means the organization's rules.
	RuleSetID string    `json:"ruleSetId,omitempty"`
	CreatedBy string    `json:"createdBy,omitempty"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// AuditEntry is one line of an organization's append-only, hash-chained
// audit trail (21 CFR Part 11 §11.10(e)). Seq numbers an organization's
// entries from 1 without gaps; Hash is SHA-256 over the previous entry's
// hash and this entry's content (see AuditHash), so a removed, inserted or
// edited line breaks the chain. Nothing in the product edits or deletes an
// entry.
type AuditEntry struct {
	Seq            uint64    `json:"seq"`
	At             time.Time `json:"at"` // server time, UTC
	OrganizationID string    `json:"organizationId"`
	ActorID        string    `json:"actorId"`
	ActorEmail     string    `json:"actorEmail,omitempty"`
	// ActorToken is the name of the API token that acted, for machines.
	ActorToken string `json:"actorToken,omitempty"`
	Action     string `json:"action"`     // e.g. campaign.update
	EntityType string `json:"entityType"` // e.g. campaign
	EntityID   string `json:"entityId"`
	// Old and New are the record before and after, as JSON with secrets
	// redacted; empty for a creation or a deletion.
	Old      json.RawMessage `json:"old,omitempty"`
	New      json.RawMessage `json:"new,omitempty"`
	Reason   string          `json:"reason,omitempty"`
	PrevHash string          `json:"prevHash"`
	Hash     string          `json:"hash"`
}

// AuditHash is the SHA-256, in hex, of the entry's JSON with Hash empty.
// The JSON includes PrevHash, which chains the trail.
func AuditHash(e AuditEntry) string {
	e.Hash = ""
	raw, _ := json.Marshal(e)
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}

// AuditFilter selects audit entries. Empty fields match everything.
type AuditFilter struct {
	EntityType, EntityID, ActorID, Action string
	Since, Until                          time.Time
	// BeforeSeq returns only entries older than this sequence number (the
	// paging cursor); 0 starts at the newest.
	BeforeSeq uint64
	// Limit bounds the entries returned; 0 means all.
	Limit int
}

// Match reports whether the entry passes the filter (BeforeSeq and Limit
// aside).
func (f AuditFilter) Match(e AuditEntry) bool {
	return (f.EntityType == "" || e.EntityType == f.EntityType) &&
		(f.EntityID == "" || e.EntityID == f.EntityID) &&
		(f.ActorID == "" || e.ActorID == f.ActorID || e.ActorEmail == f.ActorID || e.ActorToken == f.ActorID) &&
		(f.Action == "" || e.Action == f.Action || strings.HasPrefix(e.Action, f.Action+".")) &&
		(f.Since.IsZero() || !e.At.Before(f.Since)) &&
		(f.Until.IsZero() || e.At.Before(f.Until))
}

// SystemOrganization is the trail of events that belong to no known
// organization, such as a failed sign-in with an unknown e-mail.
const SystemOrganization = "_system"

// Organizations stores organizations.
type Organizations interface {
	GetOrganization(ctx context.Context, id string) (Organization, error)
	PutOrganization(ctx context.Context, o Organization) error
	ListOrganizations(ctx context.Context) ([]Organization, error)
	// DeleteOrganization removes the organization and every record it owns
	// (users, sessions, invites, campaigns, assets, documents, rules, audit)
	// in one transaction and returns the blobs no other asset references.
	DeleteOrganization(ctx context.Context, id string) (orphans []string, err error)
}

// Users stores users. FindUserByEmail looks across organizations, only at
// sign-in, to find the account an identity belongs to.
type Users interface {
	GetUser(ctx context.Context, orgID, id string) (User, error)
	FindUserByEmail(ctx context.Context, email string) (User, error)
	ListUsers(ctx context.Context, orgID string) ([]User, error)
	// PutUser creates or replaces a user; ErrConflict when another user
	// has the e-mail.
	PutUser(ctx context.Context, u User) error
	DeleteUser(ctx context.Context, orgID, id string) error
}

// Sessions stores sessions by token hash.
type Sessions interface {
	PutSession(ctx context.Context, s Session) error
	GetSession(ctx context.Context, tokenHash string) (Session, error)
	ListUserSessions(ctx context.Context, userID string) ([]Session, error)
	DeleteSession(ctx context.Context, tokenHash string) error
	// DeleteUserSessions ends every session of the user.
	DeleteUserSessions(ctx context.Context, userID string) error
	DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error)
}

// Invites stores pending invitations by e-mail.
type Invites interface {
	PutInvite(ctx context.Context, inv Invite) error
	GetInvite(ctx context.Context, email string) (Invite, error)
	ListInvites(ctx context.Context, orgID string) ([]Invite, error)
	DeleteInvite(ctx context.Context, email string) error
}

// Tickets stores single-use, expiring records (OAuth states, one-time
// sign-in codes).
type Tickets interface {
	PutTicket(ctx context.Context, t Ticket) error
	// TakeTicket returns and deletes the ticket; ErrNotFound when it does
	// not exist, was taken, or expired.
	TakeTicket(ctx context.Context, kind, keyHash string, now time.Time) (Ticket, error)
	DeleteExpiredTickets(ctx context.Context, now time.Time) (int, error)
}

// Campaigns stores campaigns per organization.
type Campaigns interface {
	ListCampaigns(ctx context.Context, orgID string) ([]Campaign, error)
	GetCampaign(ctx context.Context, orgID, id string) (Campaign, error)
	PutCampaign(ctx context.Context, c Campaign) error
	DeleteCampaign(ctx context.Context, orgID, id string) error
}

// Rules stores an organization's BRD rule list, in its order.
type Rules interface {
	GetRules(ctx context.Context, orgID string) ([]compliance.Rule, error)
	// GetRulesVersion returns the list's version: how many times it was
	// saved, 0 when never (the organization then uses the default profile).
	GetRulesVersion(ctx context.Context, orgID string) (int, error)
	// UpdateRules replaces the list with what fn returns and increments its
	// version, atomically.
	UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error)
}

// Audit appends to and reads organizations' audit trails. There is no
// way to change or remove an entry.
type Audit interface {
	// AppendAudit numbers the entry, chains it to the last entry of
	// e.OrganizationID's trail and stores it.
	AppendAudit(ctx context.Context, e AuditEntry) (AuditEntry, error)
	// ListAudit returns the organization's entries matching the filter,
	// newest first.
	ListAudit(ctx context.Context, orgID string, f AuditFilter) ([]AuditEntry, error)
	// WalkAudit calls fn with every entry of the organization's trail,
	// oldest first, with the stored bytes it was decoded from.
	WalkAudit(ctx context.Context, orgID string, fn func(e AuditEntry, raw []byte) error) error
	// AuditOrganizations returns the IDs of the organizations that have a trail.
	AuditOrganizations(ctx context.Context) ([]string, error)
	// AuditHead returns the sequence number and hash of the organization's
	// last entry as recorded when it was appended (kept apart from the
	// entries, so cutting entries off the end is found too).
	AuditHead(ctx context.Context, orgID string) (seq uint64, hash string, err error)
}

// Idempotency remembers the answers to requests sent with an
// Idempotency-Key header, so a retry gets the first answer and changes
// nothing.
type Idempotency interface {
	// GetIdempotent returns the answer stored under the key, or ErrNotFound.
	GetIdempotent(ctx context.Context, orgID, key string) (json.RawMessage, error)
	// PutIdempotent stores the answer under the key.
	PutIdempotent(ctx context.Context, orgID, key string, answer json.RawMessage, at time.Time) error
	// DeleteIdempotentBefore forgets the answers stored before the time.
	DeleteIdempotentBefore(ctx context.Context, before time.Time) (int, error)
}

// Tx is everything a use case may read and write in one transaction. A
// change to several records and its audit entry go through one Tx, so they
// commit together or not at all.
type Tx interface {
	Organizations
	Users
	Sessions
	Invites
	Tickets
	Campaigns
	Assets
	Docs
	Rules
	Audit
	Idempotency
}

// Store is the whole persistence layer. Its own methods each run in a
// transaction of their own; WithTx runs several in one.
type Store interface {
	Tx
	// WithTx runs fn in one read-write transaction: it commits when fn
	// returns nil and rolls everything back when fn returns an error (which
	// WithTx returns). fn must not call the Store's own methods, only tx's,
	// and must not keep tx after it returns. Transactions are serialised.
	WithTx(ctx context.Context, fn func(tx Tx) error) error
	// WithBatchTx is WithTx for frequent small changes from concurrent
	// callers: their transactions may commit together (one fsync for
	// several), so fn may run more than once and must only set, never
	// accumulate, state outside tx. An error of fn fails only its caller.
	WithBatchTx(ctx context.Context, fn func(tx Tx) error) error
	// View runs fn in one read-only transaction: a consistent snapshot.
	View(ctx context.Context, fn func(tx Tx) error) error
	// ReferencedBlobs returns every blob a record holds, sorted.
	ReferencedBlobs(ctx context.Context) ([]string, error)
	// Backup writes a consistent snapshot of the database to w.
	Backup(ctx context.Context, w io.Writer) (int64, error)
	// SigningKey returns the server's secret for signed URLs.
	SigningKey(ctx context.Context) ([]byte, error)
	// Health reports whether the store can be read.
	Health(ctx context.Context) error
	Close() error
}
