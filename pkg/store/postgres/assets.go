package postgres

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// ListAssets returns an organization's assets, of one campaign or all,
// oldest first.
func (t txn) ListAssets(ctx context.Context, orgID, campaignID string) ([]store.Asset, error) {
	if err := requireOrg(orgID); err != nil {
		return nil, err
	}
	return listJSON[store.Asset](ctx, t.q, `SELECT doc FROM assets
		WHERE org_id = $1 AND ($2 = '' OR campaign_id = $2) ORDER BY id`, orgID, campaignID)
}

// GetAsset returns one asset of the organization.
func (t txn) GetAsset(ctx context.Context, orgID, id string) (store.Asset, error) {
	var a store.Asset
	if err := requireOrg(orgID); err != nil {
		return a, err
	}
	err := getJSON(ctx, t.q, &a, `SELECT doc FROM assets WHERE org_id = $1 AND id = $2`, orgID, id)
	return a, err
}

// PutAsset creates or replaces an asset and moves blob references from the
// old record's blobs to the new one's.
func (t txn) PutAsset(ctx context.Context, a store.Asset) error {
	if a.ID == "" {
		return errors.New("asset ID is required")
	}
	if err := requireOrg(a.OrganizationID); err != nil {
		return err
	}
	var old store.Asset
	err := getJSON(ctx, t.q, &old, `SELECT doc FROM assets WHERE org_id = $1 AND id = $2 FOR UPDATE`, a.OrganizationID, a.ID)
	switch {
	case err == nil:
		a.Revision = max(a.Revision, old.Revision+1) // a replaced record is newer
		if _, err := adjustRefs(ctx, t.q, old.BlobRefs(), -1); err != nil {
			return err
		}
	case !errors.Is(err, store.ErrNotFound):
		return err
	}
	return t.putAsset(ctx, a)
}

// putAsset writes the record and counts its blobs' references up.
func (t txn) putAsset(ctx context.Context, a store.Asset) error {
	if _, err := adjustRefs(ctx, t.q, a.BlobRefs(), +1); err != nil {
		return err
	}
	doc, err := marshal(a)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO assets (org_id, id, campaign_id, status, doc) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (org_id, id) DO UPDATE SET campaign_id = EXCLUDED.campaign_id, status = EXCLUDED.status, doc = EXCLUDED.doc`,
		a.OrganizationID, a.ID, a.CampaignID, a.Status, doc)
	return err
}

// UpdateAsset applies fn to the stored asset in one transaction.
func (t txn) UpdateAsset(ctx context.Context, orgID, id string, fn func(*store.Asset) error) (store.Asset, error) {
	var a store.Asset
	if err := requireOrg(orgID); err != nil {
		return a, err
	}
	if err := getJSON(ctx, t.q, &a, `SELECT doc FROM assets WHERE org_id = $1 AND id = $2 FOR UPDATE`, orgID, id); err != nil {
		return a, err
	}
	rev, refs := a.Revision, a.BlobRefs()
	if err := fn(&a); err != nil {
		return a, err
	}
	a.ID, a.OrganizationID = id, orgID // fn cannot move the record
	a.Revision = rev + 1
	if _, err := adjustRefs(ctx, t.q, refs, -1); err != nil {
		return a, err
	}
	return a, t.putAsset(ctx, a)
}

// DeleteAsset removes an asset; it returns the blobs that no asset
// references any more, for the caller to delete.
func (t txn) DeleteAsset(ctx context.Context, orgID, id string) ([]string, error) {
	if err := requireOrg(orgID); err != nil {
		return nil, err
	}
	var a store.Asset
	if err := getJSON(ctx, t.q, &a, `DELETE FROM assets WHERE org_id = $1 AND id = $2 RETURNING doc`, orgID, id); err != nil {
		return nil, err
	}
	return adjustRefs(ctx, t.q, a.BlobRefs(), -1)
}

// BlobReferenced reports whether any asset holds the blob.
func (t txn) BlobReferenced(ctx context.Context, sum string) (bool, error) {
	var found bool
	err := t.q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM blob_refs WHERE sha256 = $1)`, sum).Scan(&found)
	return found, err
}

// ListUnfinishedAssets returns, across organizations, the assets still
// uploading or analyzing (read at start-up).
func (t txn) ListUnfinishedAssets(ctx context.Context) ([]store.Asset, error) {
	out, err := listJSON[store.Asset](ctx, t.q, `SELECT doc FROM assets
		WHERE status IN ('uploading', 'analyzing') ORDER BY org_id, id`)
	if len(out) == 0 {
		out = nil
	}
	return out, err
}

// adjustRefs adds delta to each blob's reference count and returns the
// blobs whose count reached zero (a count that was missing counts as zero,
// as in bbolt).
func adjustRefs(ctx context.Context, q querier, sums []string, delta int64) ([]string, error) {
	var zero []string
	for _, sum := range sums {
		if delta > 0 {
			if _, err := q.Exec(ctx, `INSERT INTO blob_refs (sha256, refs) VALUES ($1, $2)
				ON CONFLICT (sha256) DO UPDATE SET refs = blob_refs.refs + EXCLUDED.refs`, sum, delta); err != nil {
				return nil, err
			}
			continue
		}
		var n int64
		err := q.QueryRow(ctx, `UPDATE blob_refs SET refs = refs + $2 WHERE sha256 = $1 RETURNING refs`, sum, delta).Scan(&n)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return nil, err
		}
		if n <= 0 {
			if _, err := q.Exec(ctx, `DELETE FROM blob_refs WHERE sha256 = $1`, sum); err != nil {
				return nil, err
			}
			zero = append(zero, sum)
		}
	}
	return zero, nil
}

// GetDoc returns one document, byte for byte as it was put.
func (t txn) GetDoc(ctx context.Context, orgID, kind, id string) (json.RawMessage, error) {
	if err := requireDocKey(orgID, kind); err != nil {
		return nil, err
	}
	var raw []byte
	err := t.q.QueryRow(ctx, `SELECT doc FROM documents WHERE org_id = $1 AND kind = $2 AND id = $3`, orgID, []byte(kind), []byte(id)).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, store.ErrNotFound
	}
	return raw, err
}

// PutDoc creates or replaces a document (valid JSON) and counts its
// version up.
func (t txn) PutDoc(ctx context.Context, orgID, kind, id string, doc json.RawMessage) error {
	if id == "" {
		return errors.New("document ID is required")
	}
	if !json.Valid(doc) {
		return errors.New("document is not valid JSON")
	}
	if err := requireDocKey(orgID, kind); err != nil {
		return err
	}
	_, err := t.q.Exec(ctx, `INSERT INTO documents (org_id, kind, id, version, doc) VALUES ($1, $2, $3, 1, $4)
		ON CONFLICT (org_id, kind, id) DO UPDATE SET version = documents.version + 1, doc = EXCLUDED.doc`,
		orgID, []byte(kind), []byte(id), string(doc))
	return err
}

// ListDocs returns every document of a kind, and their IDs in order.
func (t txn) ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error) {
	docs := map[string]json.RawMessage{}
	if err := requireDocKey(orgID, kind); err != nil {
		return docs, nil, err
	}
	rows, err := t.q.Query(ctx, `SELECT id, doc FROM documents WHERE org_id = $1 AND kind = $2 ORDER BY id`, orgID, []byte(kind))
	if err != nil {
		return docs, nil, err
	}
	defer rows.Close()
	var ids []string
	for rows.Next() {
		var id, raw []byte
		if err := rows.Scan(&id, &raw); err != nil {
			return docs, nil, err
		}
		ids = append(ids, string(id))
		docs[string(id)] = raw
	}
	return docs, ids, rows.Err()
}

// DeleteDoc removes a document (and so its version); removing a missing
// one is not an error.
func (t txn) DeleteDoc(ctx context.Context, orgID, kind, id string) error {
	if err := requireDocKey(orgID, kind); err != nil {
		return err
	}
	_, err := t.q.Exec(ctx, `DELETE FROM documents WHERE org_id = $1 AND kind = $2 AND id = $3`, orgID, []byte(kind), []byte(id))
	return err
}

// DocVersion returns the document's version (0 when it does not exist).
func (t txn) DocVersion(ctx context.Context, orgID, kind, id string) (int64, error) {
	if err := requireDocKey(orgID, kind); err != nil {
		return 0, err
	}
	var v int64
	err := t.q.QueryRow(ctx, `SELECT version FROM documents WHERE org_id = $1 AND kind = $2 AND id = $3`, orgID, []byte(kind), []byte(id)).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

// requireDocKey refuses a document call without an organization or kind.
func requireDocKey(orgID, kind string) error {
	if err := requireOrg(orgID); err != nil {
		return err
	}
	if kind == "" {
		return errors.New("document kind is required")
	}
	return nil
}
