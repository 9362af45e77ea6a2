// Package store declares the persistence interfaces of pharmaops, one per
// aggregate, and the records they hold. Every record that belongs to an
// organization is read and written through its organization ID, so one
// organization can never reach another's data through the store.
package store

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// ErrNotFound is returned when a record does not exist (in the caller's
// organization).
var ErrNotFound = errors.New("not found")

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
}

// User is a member of one organization.
type User struct {
	ID             string    `json:"id"`
	OrganizationID string    `json:"organizationId"`
	Email          string    `json:"email"`
	FirstName      string    `json:"firstName"`
	LastName       string    `json:"lastName"`
	Picture        string    `json:"picture,omitempty"`
	Role           string    `json:"role"`     // owner, admin, manager, analyst, viewer, user
	Provider       string    `json:"provider"` // google or demo
	Status         string    `json:"status"`
	CreatedAt      time.Time `json:"createdAt"`
}

// Session is a signed-in session. Only the SHA-256 hash of its token is
// stored, so a copy of the database does not hand out live tokens.
type Session struct {
	TokenHash      string    `json:"tokenHash"`
	UserID         string    `json:"userId"`
	OrganizationID string    `json:"organizationId"`
	Provider       string    `json:"provider"`
	CreatedAt      time.Time `json:"createdAt"`
	ExpiresAt      time.Time `json:"expiresAt"`
}

// Campaign is a marketing campaign whose assets are checked and trafficked.
type Campaign struct {
	ID              string    `json:"id"`
	OrganizationID  string    `json:"organizationId"`
	Name            string    `json:"name"`
	Description     string    `json:"description"`
	Status          string    `json:"status"`
	Channel         string    `json:"channel"`
	CustomerType    string    `json:"customerType"`
	Phase           string    `json:"phase,omitempty"`
	Brand           string    `json:"brand"`
	Product         string    `json:"product"`
	Indication      string    `json:"indication"`
	TherapeuticArea string    `json:"therapeuticArea"`
	FDAFilingNumber string    `json:"fdaFilingNumber"`
	DOFUExpiration  string    `json:"dofuExpiration"`
	AssetCount      int       `json:"assetCount"`
	ComplianceScore int       `json:"complianceScore"`
	CreatedBy       string    `json:"createdBy,omitempty"`
	CreatedAt       time.Time `json:"createdAt"`
	UpdatedAt       time.Time `json:"updatedAt"`
}

// AuditEntry is one line of an organization's append-only, hash-chained
// audit trail. Hash is SHA-256 over the previous entry's hash and this
// entry's content, so a removed or edited line breaks the chain.
type AuditEntry struct {
	ID       string    `json:"id"`
	At       time.Time `json:"at"`
	ActorID  string    `json:"actorId"`
	Action   string    `json:"action"` // e.g. campaign.create
	Target   string    `json:"target"` // e.g. campaign/{id}
	Old      string    `json:"old,omitempty"`
	New      string    `json:"new,omitempty"`
	Reason   string    `json:"reason,omitempty"`
	PrevHash string    `json:"prevHash"`
	Hash     string    `json:"hash"`
}

// Organizations stores organizations.
type Organizations interface {
	GetOrganization(ctx context.Context, id string) (Organization, error)
	PutOrganization(ctx context.Context, o Organization) error
}

// Users stores users. Users are looked up by e-mail across organizations
// only at sign-in, to find the account the identity belongs to.
type Users interface {
	GetUser(ctx context.Context, orgID, id string) (User, error)
	FindUserByEmail(ctx context.Context, provider, email string) (User, error)
	PutUser(ctx context.Context, u User) error
}

// Sessions stores sessions by token hash.
type Sessions interface {
	PutSession(ctx context.Context, s Session) error
	GetSession(ctx context.Context, tokenHash string) (Session, error)
	DeleteSession(ctx context.Context, tokenHash string) error
	DeleteExpiredSessions(ctx context.Context, now time.Time) (int, error)
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
	// UpdateRules replaces the list with what fn returns, atomically.
	UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error)
}

// Audit appends to and reads an organization's audit trail.
type Audit interface {
	AppendAudit(ctx context.Context, orgID string, e AuditEntry) (AuditEntry, error)
	ListAudit(ctx context.Context, orgID string) ([]AuditEntry, error)
}

// Store is the whole persistence layer.
type Store interface {
	Organizations
	Users
	Sessions
	Campaigns
	Assets
	Docs
	Rules
	Audit
	// Backup writes a consistent snapshot of the database to w.
	Backup(ctx context.Context, w io.Writer) (int64, error)
	// SigningKey returns the server's secret for signed URLs.
	SigningKey(ctx context.Context) ([]byte, error)
	// Health reports whether the store can be read.
	Health(ctx context.Context) error
	Close() error
}
