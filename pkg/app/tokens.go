package app

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// API tokens let machines (CI pipelines running `asset check --server`)
// call the API with a role of their own. A token is shown once when it is
// created; only its SHA-256 is stored. The token carries its
// organization's ID ("pat_<org>.<secret>") so authenticating reads only
// that organization's few tokens, without an index across organizations.

// apiTokenPrefix starts every API token.
const apiTokenPrefix = "pat_"

// maxAPITokens bounds the tokens of one organization, revoked ones included.
const maxAPITokens = 200

// apiTokenTouchEvery is how stale LastUsedAt may get before a request
// writes it again, with a token.use entry in the audit trail.
const apiTokenTouchEvery = time.Minute

// APIToken is a stored token: never the token itself.
type APIToken struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Role       string     `json:"role"`
	TokenHash  string     `json:"tokenHash"`
	CreatedBy  string     `json:"createdBy"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt,omitempty"`
	RevokedAt  *time.Time `json:"revokedAt,omitempty"`
}

// APITokenView is a token as listed: no hash.
type APITokenView struct {
	ID         string     `json:"id"`
	Name       string     `json:"name"`
	Role       string     `json:"role"`
	CreatedBy  string     `json:"createdBy"`
	CreatedAt  time.Time  `json:"createdAt"`
	LastUsedAt *time.Time `json:"lastUsedAt"`
	RevokedAt  *time.Time `json:"revokedAt"`
}

// NewAPIToken is a created token with its secret, shown once.
type NewAPIToken struct {
	APITokenView
	Token string `json:"token"`
}

func (t APIToken) view() APITokenView {
	return APITokenView{ID: t.ID, Name: t.Name, Role: t.Role, CreatedBy: t.CreatedBy, CreatedAt: t.CreatedAt,
		LastUsedAt: t.LastUsedAt, RevokedAt: t.RevokedAt}
}

// IsAPIToken reports whether a bearer token has the form of an API token.
func IsAPIToken(token string) bool { return strings.HasPrefix(token, apiTokenPrefix) }

// CreateAPIToken creates a named token with a role (admins only).
func (a *App) CreateAPIToken(ctx context.Context, p *Principal, name, role string) (NewAPIToken, error) {
	if err := p.require(ActionAdminister); err != nil {
		return NewAPIToken{}, err
	}
	name = strings.TrimSpace(name)
	if name == "" {
		return NewAPIToken{}, Invalid("name is required")
	}
	if utf8.RuneCountInString(name) > 300 {
		return NewAPIToken{}, Invalid("name must be at most 300 characters")
	}
	if !slices.Contains(InviteRoles, role) {
		return NewAPIToken{}, Invalid("role must be one of %s", strings.Join(InviteRoles, ", "))
	}
	if !Can(p.User.Role, actionOfRole(role)) {
		return NewAPIToken{}, Forbidden("your role (%s) cannot create a token with the role %s", p.User.Role, role)
	}
	token := apiTokenPrefix + p.Org.ID + "." + auth.NewToken("")
	rec := APIToken{ID: store.NewID(), Name: name, Role: role, TokenHash: auth.HashToken(token), CreatedBy: p.User.Email, CreatedAt: a.now().UTC()}
	err := a.inTx(ctx, func(tx store.Tx) error {
		all, _, err := tx.ListDocs(ctx, p.Org.ID, store.DocAPIToken)
		if err != nil {
			return err
		}
		if len(all) >= maxAPITokens {
			return Invalid("an organization has at most %d API tokens; delete revoked ones first", maxAPITokens)
		}
		for _, raw := range all {
			var t APIToken
			if json.Unmarshal(raw, &t) == nil && t.RevokedAt == nil && strings.EqualFold(t.Name, name) {
				return &Error{Kind: ErrConflict, Msg: "an active token is already named " + name}
			}
		}
		if err := putAPIToken(ctx, tx, p.Org.ID, rec); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "token.create", "api-token", rec.ID, nil, rec.view())
	})
	if err != nil {
		return NewAPIToken{}, err
	}
	return NewAPIToken{APITokenView: rec.view(), Token: token}, nil
}

// actionOfRole is the most a role may do, so that nobody creates a token
// more powerful than themselves.
func actionOfRole(role string) Action {
	switch role {
	case RoleAdmin, RoleOwner:
		return ActionAdminister
	case RoleManager:
		return ActionManageCampaign
	case RoleAnalyst:
		return ActionAnalyze
	}
	return ActionRead
}

// ListAPITokens lists the organization's tokens, newest first (admins only).
func (a *App) ListAPITokens(ctx context.Context, p *Principal) ([]APITokenView, error) {
	if err := p.require(ActionAdminister); err != nil {
		return nil, err
	}
	all, err := listAPITokens(ctx, a.store, p.Org.ID)
	if err != nil {
		return nil, err
	}
	out := make([]APITokenView, 0, len(all))
	for i := len(all) - 1; i >= 0; i-- {
		out = append(out, all[i].view())
	}
	return out, nil
}

// RevokeAPIToken stops a token working at once; it stays listed as revoked.
func (a *App) RevokeAPIToken(ctx context.Context, p *Principal, id string) (APITokenView, error) {
	if err := p.require(ActionAdminister); err != nil {
		return APITokenView{}, err
	}
	var out APITokenView
	err := a.inTx(ctx, func(tx store.Tx) error {
		t, err := getAPIToken(ctx, tx, p.Org.ID, id)
		if err != nil {
			return err
		}
		if t.RevokedAt != nil {
			out = t.view()
			return nil
		}
		old := t.view()
		now := a.now().UTC()
		t.RevokedAt = &now
		if err := putAPIToken(ctx, tx, p.Org.ID, t); err != nil {
			return err
		}
		out = t.view()
		return a.record(ctx, tx, p, "token.revoke", "api-token", t.ID, old, out)
	})
	return out, err
}

// authenticateAPIToken resolves an API token to the principal of its
// machine: a user-like principal with the token's role, named after it.
func (a *App) authenticateAPIToken(ctx context.Context, token string) (*Principal, error) {
	orgID, _, ok := strings.Cut(strings.TrimPrefix(token, apiTokenPrefix), ".")
	if !ok || orgID == "" {
		return nil, ErrUnauthenticated
	}
	org, err := a.store.GetOrganization(ctx, orgID)
	if err != nil {
		return nil, ErrUnauthenticated
	}
	all, err := listAPITokens(ctx, a.store, orgID)
	if err != nil {
		return nil, err
	}
	hash := auth.HashToken(token)
	var found *APIToken
	for i := range all {
		if subtle.ConstantTimeCompare([]byte(all[i].TokenHash), []byte(hash)) == 1 {
			found = &all[i]
		}
	}
	if found == nil || found.RevokedAt != nil {
		return nil, ErrUnauthenticated
	}
	p := &Principal{Org: org, TokenName: found.Name}
	p.User = store.User{ID: "token:" + found.ID, OrganizationID: orgID, Email: "API token " + found.Name, Role: found.Role, Provider: "token"}
	now := a.now().UTC()
	if found.LastUsedAt == nil || now.Sub(*found.LastUsedAt) >= apiTokenTouchEvery {
		t := *found
		t.LastUsedAt = &now
		err := a.inTx(ctx, func(tx store.Tx) error {
			if err := putAPIToken(ctx, tx, orgID, t); err != nil {
				return err
			}
			return a.record(ctx, tx, p, "token.use", "api-token", t.ID, nil, nil)
		})
		if err != nil {
			a.log.Warn("recording API token use", "err", err)
		}
	}
	return p, nil
}

func listAPITokens(ctx context.Context, tx store.Tx, orgID string) ([]APIToken, error) {
	docs, ids, err := tx.ListDocs(ctx, orgID, store.DocAPIToken)
	if err != nil {
		return nil, err
	}
	out := make([]APIToken, 0, len(ids))
	for _, id := range ids { // IDs sort by creation time
		var t APIToken
		if err := json.Unmarshal(docs[id], &t); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

func getAPIToken(ctx context.Context, tx store.Tx, orgID, id string) (APIToken, error) {
	if id == "" {
		return APIToken{}, NotFound("API token")
	}
	return readDoc[APIToken](ctx, tx, orgID, store.DocAPIToken, id, "API token")
}

func putAPIToken(ctx context.Context, tx store.Tx, orgID string, t APIToken) error {
	raw, err := json.Marshal(t)
	if err != nil {
		return err
	}
	return tx.PutDoc(ctx, orgID, store.DocAPIToken, t.ID, raw)
}
