package app

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// reasonKey carries the reason a person gave for a change.
type reasonKey struct{}

// maxReason bounds the reason stored on an audit entry.
const maxReason = 1000

// WithReason returns a context whose changes record the reason on their
// audit entries (rule edits and deletions ask for one).
func WithReason(ctx context.Context, reason string) context.Context {
	reason = strings.TrimSpace(reason)
	if r := []rune(reason); len(r) > maxReason {
		reason = string(r[:maxReason])
	}
	if reason == "" {
		return ctx
	}
	return context.WithValue(ctx, reasonKey{}, reason)
}

func reasonFrom(ctx context.Context) string {
	r, _ := ctx.Value(reasonKey{}).(string)
	return r
}

// inTx runs fn in one store transaction: the records it writes and the
// audit entries it appends commit together or not at all.
func (a *App) inTx(ctx context.Context, fn func(tx store.Tx) error) error {
	return a.store.WithTx(ctx, fn)
}

// record appends the principal's change of one entity to the audit trail,
// inside the transaction that makes the change. old and new are the
// entity before and after (nil for none); secrets are redacted.
func (a *App) record(ctx context.Context, tx store.Tx, p *Principal, action, entityType, entityID string, old, new any) error {
	e := store.AuditEntry{
		At: a.now().UTC(), OrganizationID: p.Org.ID, ActorID: p.User.ID, ActorEmail: p.User.Email,
		ActorToken: p.TokenName, Action: action, EntityType: entityType, EntityID: entityID,
		Old: auditJSON(old), New: auditJSON(new), Reason: reasonFrom(ctx),
	}
	_, err := tx.AppendAudit(ctx, e)
	return err
}

// auditJSON renders a value for the trail with its secrets redacted; nil
// gives no value.
func auditJSON(v any) json.RawMessage {
	if v == nil {
		return nil
	}
	raw, ok := v.(json.RawMessage)
	if !ok {
		var err error
		if raw, err = json.Marshal(v); err != nil {
			return nil
		}
	}
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	var doc any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber() // large integers stay exact
	if dec.Decode(&doc) != nil {
		return nil
	}
	out, _ := json.Marshal(redact(doc))
	return out
}

// RedactedMask replaces a secret value in the audit trail.
const RedactedMask = "[redacted]"

// secretKey reports whether a JSON key names a secret.
func secretKey(k string) bool {
	k = strings.ToLower(k)
	for _, s := range []string{"secret", "password", "apikey", "sealed", "tokenhash", "privatekey"} {
		if strings.Contains(k, s) {
			return true
		}
	}
	return k == "token" || k == "accesstoken" || k == "refreshtoken"
}

func redact(v any) any {
	switch t := v.(type) {
	case map[string]any:
		for k, x := range t {
			if secretKey(k) {
				if x != nil && x != "" {
					t[k] = RedactedMask
				}
				continue
			}
			t[k] = redact(x)
		}
	case []any:
		for i := range t {
			t[i] = redact(t[i])
		}
	}
	return v
}

// SignInEvent describes a sign-in or a failed sign-in for the audit trail.
type SignInEvent struct {
	// OrganizationID is the organization signed into; empty when the
	// identity belongs to none (the entry goes to the system trail).
	OrganizationID string
	UserID         string
	Email          string
	Provider       string // google, password, demo, token
	// Success is false for a failed sign-in; Detail says why, never with
	// the password or token.
	Success bool
	Detail  string
}

// AuditSignIn appends a sign-in or failed sign-in to the trail in its own
// transaction. Identity code calls it for every attempt; use
// RecordSignInTx to commit it with the session it creates.
func (a *App) AuditSignIn(ctx context.Context, ev SignInEvent) error {
	return a.inTx(ctx, func(tx store.Tx) error { return a.RecordSignInTx(ctx, tx, ev) })
}

// RecordSignInTx appends a sign-in event inside an existing transaction.
func (a *App) RecordSignInTx(ctx context.Context, tx store.Tx, ev SignInEvent) error {
	org := ev.OrganizationID
	if org == "" {
		org = store.SystemOrganization
	}
	action := "auth.signin"
	if !ev.Success {
		action = "auth.signin-failed"
	}
	detail := map[string]string{"provider": ev.Provider, "email": ev.Email}
	if ev.Detail != "" {
		detail["detail"] = ev.Detail
	}
	_, err := tx.AppendAudit(ctx, store.AuditEntry{
		At: a.now().UTC(), OrganizationID: org, ActorID: ev.UserID, ActorEmail: ev.Email,
		Action: action, EntityType: "user", EntityID: ev.UserID, New: auditJSON(detail),
	})
	return err
}

// AuditQuery selects entries of the caller's organization's trail. The
// cursor is the nextCursor of the previous page.
type AuditQuery struct {
	EntityType, EntityID, Actor, Action string
	Since, Until                        time.Time
	Limit                               int
	Cursor                              string
}

// AuditPage is one page of the trail, newest first; NextCursor is empty
// on the last page.
type AuditPage struct {
	Entries    []store.AuditEntry `json:"entries"`
	NextCursor string             `json:"nextCursor,omitempty"`
}

// ListAudit returns a page of the organization's audit trail. Only admins
// and owners read the whole trail.
func (a *App) ListAudit(ctx context.Context, p *Principal, q AuditQuery) (AuditPage, error) {
	if err := p.require(ActionAdminister); err != nil {
		return AuditPage{}, err
	}
	return a.auditPage(ctx, p, q)
}

// EntityHistory returns a page of the trail of one campaign, asset or rule:
// its History view, readable by anyone who may read the entity. A deleted
// entity keeps its history; an ID the organization never had is not found.
func (a *App) EntityHistory(ctx context.Context, p *Principal, entityType, entityID string, q AuditQuery) (AuditPage, error) {
	if entityType != "campaign" && entityType != "asset" && entityType != "rule" {
		return AuditPage{}, Invalid("no history for %q (campaign, asset or rule)", entityType)
	}
	q.EntityType, q.EntityID = entityType, entityID
	page, err := a.auditPage(ctx, p, q)
	if err != nil || len(page.Entries) > 0 || q.Cursor != "" {
		return page, err
	}
	// No entry: a record older than the trail has an empty history; an ID
	// the organization does not have is not found.
	switch entityType {
	case "campaign":
		_, err = a.GetCampaign(ctx, p, entityID)
	case "asset":
		_, err = a.GetAsset(ctx, p, entityID)
	default:
		_, err = a.GetRule(ctx, p, entityID)
	}
	return page, err
}

func (a *App) auditPage(ctx context.Context, p *Principal, q AuditQuery) (AuditPage, error) {
	limit := PageRequest{Limit: q.Limit}.limit()
	before, err := decodeCursor(q.Cursor)
	if err != nil {
		return AuditPage{}, err
	}
	entries, err := a.store.ListAudit(ctx, p.Org.ID, store.AuditFilter{
		EntityType: q.EntityType, EntityID: q.EntityID, ActorID: q.Actor, Action: q.Action,
		Since: q.Since, Until: q.Until, BeforeSeq: before, Limit: limit + 1,
	})
	if err != nil {
		return AuditPage{}, err
	}
	page := AuditPage{Entries: entries}
	if len(entries) > limit {
		page.Entries = entries[:limit]
		page.NextCursor = encodeCursor(entries[limit-1].Seq)
	}
	return page, nil
}

// encodeCursor makes an opaque paging cursor of a sequence number.
func encodeCursor(seq uint64) string {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], seq)
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func decodeCursor(c string) (uint64, error) {
	if c == "" {
		return 0, nil
	}
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil || len(b) != 8 {
		return 0, Invalid("invalid cursor")
	}
	return binary.BigEndian.Uint64(b), nil
}
