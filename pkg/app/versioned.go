package app

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// VersionedDoc is a stored document with its version, as a stale write's
// conflict answers it. Value is null for a document over maxConflictValue
// bytes (a large matrix): the client reloads it rather than receive it in
// an error.
type VersionedDoc struct {
	Version int64           `json:"version"`
	Value   json.RawMessage `json:"value"`
}

// maxConflictValue is the largest document a conflict answers whole.
const maxConflictValue = 2 << 20

// readDoc reads and decodes one of the organization's documents of a kind
// from r (the store, or a transaction); a missing one is NotFound(what).
func readDoc[T any](ctx context.Context, r store.Docs, orgID, kind, id, what string) (T, error) {
	var v T
	raw, err := r.GetDoc(ctx, orgID, kind, id)
	if err != nil {
		return v, notFoundAs(err, what)
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return v, err
	}
	return v, nil
}

// docChange is one versioned write of a document and how the trail names it.
type docChange struct {
	kind, id   string
	doc        json.RawMessage
	expected   *int64 // the version the client read; nil skips the check
	what       string // for the conflict message: "concept", "matrix"…
	action     string
	entityType string
	entityID   string
	// audit, when set, is what the trail records instead of the whole
	// document before and after (a patch of a large matrix: its cells).
	audit *auditValues
}

// auditValues are an audit entry's old and new values.
type auditValues struct{ old, new any }

// saveDocTx writes a document in tx after checking the version the client
// read, and appends its audit entry. It returns the new version.
func (a *App) saveDocTx(ctx context.Context, tx store.Tx, p *Principal, c docChange) (int64, error) {
	cur, err := tx.GetDoc(ctx, p.Org.ID, c.kind, c.id)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return 0, err
	}
	v, err := tx.DocVersion(ctx, p.Org.ID, c.kind, c.id)
	if err != nil {
		return 0, err
	}
	current := VersionedDoc{Version: v, Value: cur}
	if len(cur) > maxConflictValue {
		current.Value = nil
	}
	if err := checkVersion(c.what, c.expected, v, current); err != nil {
		return 0, err
	}
	if err := tx.PutDoc(ctx, p.Org.ID, c.kind, c.id, c.doc); err != nil {
		return 0, err
	}
	if c.audit != nil {
		return v + 1, a.record(ctx, tx, p, c.action, c.entityType, c.entityID, c.audit.old, c.audit.new)
	}
	var old any
	if cur != nil {
		old = cur
	}
	return v + 1, a.record(ctx, tx, p, c.action, c.entityType, c.entityID, old, c.doc)
}

// docVersion returns a document's version (0 when none was saved).
func (a *App) docVersion(ctx context.Context, p *Principal, kind, id string) (int64, error) {
	return a.store.DocVersion(ctx, p.Org.ID, kind, id)
}
