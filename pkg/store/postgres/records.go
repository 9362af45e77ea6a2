package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// ListCampaigns returns the organization's campaigns, oldest first.
func (t txn) ListCampaigns(ctx context.Context, orgID string) ([]store.Campaign, error) {
	if err := requireOrg(orgID); err != nil {
		return nil, err
	}
	return listJSON[store.Campaign](ctx, t.q, `SELECT doc FROM campaigns WHERE org_id = $1 ORDER BY id`, orgID)
}

// GetCampaign returns one campaign of the organization.
func (t txn) GetCampaign(ctx context.Context, orgID, id string) (store.Campaign, error) {
	var c store.Campaign
	if err := requireOrg(orgID); err != nil {
		return c, err
	}
	err := getJSON(ctx, t.q, &c, `SELECT doc FROM campaigns WHERE org_id = $1 AND id = $2`, orgID, id)
	return c, err
}

// PutCampaign creates or replaces a campaign.
func (t txn) PutCampaign(ctx context.Context, c store.Campaign) error {
	if c.ID == "" {
		return errors.New("campaign ID is required")
	}
	if err := requireOrg(c.OrganizationID); err != nil {
		return err
	}
	doc, err := marshal(c)
	if err != nil {
		return err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO campaigns (org_id, id, doc) VALUES ($1, $2, $3)
		ON CONFLICT (org_id, id) DO UPDATE SET doc = EXCLUDED.doc`, c.OrganizationID, c.ID, doc)
	return err
}

// DeleteCampaign removes a campaign, or returns store.ErrNotFound.
func (t txn) DeleteCampaign(ctx context.Context, orgID, id string) error {
	if err := requireOrg(orgID); err != nil {
		return err
	}
	tag, err := t.q.Exec(ctx, `DELETE FROM campaigns WHERE org_id = $1 AND id = $2`, orgID, id)
	if err == nil && tag.RowsAffected() == 0 {
		err = store.ErrNotFound
	}
	return err
}

// FindCampaign looks a campaign up by ID in every organization (the local
// command line only; the API always reads within the caller's organization).
func (t txn) FindCampaign(ctx context.Context, id string) (store.Campaign, error) {
	var c store.Campaign
	err := getJSON(ctx, t.q, &c, `SELECT doc FROM campaigns WHERE id = $1 ORDER BY org_id LIMIT 1`, id)
	return c, err
}

// GetRules returns the organization's rule list (empty when none was saved).
func (t txn) GetRules(ctx context.Context, orgID string) ([]compliance.Rule, error) {
	rules := []compliance.Rule{}
	err := getJSON(ctx, t.q, &rules, `SELECT rules FROM rules WHERE org_id = $1`, orgID)
	if errors.Is(err, store.ErrNotFound) {
		return rules, nil
	}
	return rules, err
}

// GetRulesVersion returns how many times the organization's rule list was
// saved (0 when never).
func (t txn) GetRulesVersion(ctx context.Context, orgID string) (int, error) {
	var v int
	err := t.q.QueryRow(ctx, `SELECT version FROM rules WHERE org_id = $1`, orgID).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

// UpdateRules replaces the organization's rule list with fn's result; an
// error from fn leaves the list as it was.
func (t txn) UpdateRules(ctx context.Context, orgID string, fn func([]compliance.Rule) ([]compliance.Rule, error)) ([]compliance.Rule, error) {
	if err := requireOrg(orgID); err != nil {
		return nil, err
	}
	current := []compliance.Rule{}
	err := getJSON(ctx, t.q, &current, `SELECT rules FROM rules WHERE org_id = $1 FOR UPDATE`, orgID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, err
	}
	next, err := fn(current)
	if err != nil {
		return nil, err
	}
	if next == nil {
		next = []compliance.Rule{}
	}
	doc, err := marshal(next)
	if err != nil {
		return nil, err
	}
	_, err = t.q.Exec(ctx, `INSERT INTO rules (org_id, rules, version) VALUES ($1, $2, 1)
		ON CONFLICT (org_id) DO UPDATE SET rules = EXCLUDED.rules, version = rules.version + 1`, orgID, doc)
	if err != nil {
		return nil, err
	}
	return next, nil
}

// AppendAudit appends an entry to its organization's trail under the
// trail's lock: the next sequence number and the hash chained to the
// recorded head's, which it then moves.
func (t txn) AppendAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	if err := requireOrg(e.OrganizationID); err != nil {
		return e, err
	}
	if _, err := t.q.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2))`, auditLock, e.OrganizationID); err != nil {
		return e, err
	}
	var seq int64
	var prev string
	err := t.q.QueryRow(ctx, `SELECT seq, hash FROM audit_heads WHERE org_id = $1`, e.OrganizationID).Scan(&seq, &prev)
	if err != nil && !errors.Is(err, pgx.ErrNoRows) {
		return e, err
	}
	e.Seq, e.PrevHash = uint64(seq)+1, prev
	e.Hash = store.AuditHash(e)
	raw, err := marshal(e)
	if err != nil {
		return e, err
	}
	// The entry and the head in one statement.
	_, err = t.q.Exec(ctx, `WITH entry AS (INSERT INTO audit_entries (org_id, seq, entry) VALUES ($1, $2, $3))
		INSERT INTO audit_heads (org_id, seq, hash) VALUES ($1, $2, $4)
		ON CONFLICT (org_id) DO UPDATE SET seq = EXCLUDED.seq, hash = EXCLUDED.hash`,
		e.OrganizationID, int64(e.Seq), raw, e.Hash)
	return e, err
}

// AuditHead returns the recorded last entry of the organization's trail.
func (t txn) AuditHead(ctx context.Context, orgID string) (uint64, string, error) {
	var seq int64
	var hash string
	err := t.q.QueryRow(ctx, `SELECT seq, hash FROM audit_heads WHERE org_id = $1`, orgID).Scan(&seq, &hash)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, "", nil
	}
	return uint64(seq), hash, err
}

// ListAudit returns the organization's entries matching f, newest first.
// Rows stream newest first and stop at the limit.
func (t txn) ListAudit(ctx context.Context, orgID string, f store.AuditFilter) ([]store.AuditEntry, error) {
	out := []store.AuditEntry{}
	if err := requireOrg(orgID); err != nil {
		return out, err
	}
	rows, err := t.q.Query(ctx, `SELECT seq, entry FROM audit_entries
		WHERE org_id = $1 AND ($2::bigint = 0 OR seq < $2) ORDER BY seq DESC`, orgID, int64(f.BeforeSeq))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		if f.Limit > 0 && len(out) >= f.Limit {
			break
		}
		var seq int64
		var raw []byte
		if err := rows.Scan(&seq, &raw); err != nil {
			return nil, err
		}
		var e store.AuditEntry
		if err := json.Unmarshal(raw, &e); err != nil {
			return nil, fmt.Errorf("audit entry %d: %w", seq, err)
		}
		if f.Match(e) {
			out = append(out, e)
		}
	}
	return out, rows.Err()
}

// WalkAudit calls fn with every entry of the organization's trail, oldest
// first, with its stored bytes. An entry that does not decode is passed
// with only its sequence number, so a verifier can name it.
func (t txn) WalkAudit(ctx context.Context, orgID string, fn func(e store.AuditEntry, raw []byte) error) error {
	if err := requireOrg(orgID); err != nil {
		return err
	}
	rows, err := t.q.Query(ctx, `SELECT seq, entry FROM audit_entries WHERE org_id = $1 ORDER BY seq`, orgID)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var seq int64
		var raw []byte
		if err := rows.Scan(&seq, &raw); err != nil {
			return err
		}
		var e store.AuditEntry
		if json.Unmarshal(raw, &e) != nil {
			e = store.AuditEntry{Seq: uint64(seq)}
		}
		if err := fn(e, raw); err != nil {
			return err
		}
	}
	return rows.Err()
}

// AuditOrganizations returns the IDs of the organizations with a trail.
func (t txn) AuditOrganizations(ctx context.Context) ([]string, error) {
	return listStrings(ctx, t.q, `SELECT DISTINCT org_id FROM audit_entries ORDER BY org_id`)
}

// GetIdempotent returns the answer stored under the key, or store.ErrNotFound.
func (t txn) GetIdempotent(ctx context.Context, orgID, key string) (json.RawMessage, error) {
	if err := requireOrg(orgID); err != nil {
		return nil, err
	}
	var raw []byte
	err := t.q.QueryRow(ctx, `SELECT answer FROM idempotency WHERE org_id = $1 AND key = $2`, orgID, []byte(key)).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, store.ErrNotFound
	}
	return raw, err
}

// PutIdempotent stores the answer under the key.
func (t txn) PutIdempotent(ctx context.Context, orgID, key string, answer json.RawMessage, at time.Time) error {
	if err := requireOrg(orgID); err != nil {
		return err
	}
	if !json.Valid(answer) {
		return errors.New("idempotent answer is not valid JSON")
	}
	_, err := t.q.Exec(ctx, `INSERT INTO idempotency (org_id, key, at_ns, answer) VALUES ($1, $2, $3, $4)
		ON CONFLICT (org_id, key) DO UPDATE SET at_ns = EXCLUDED.at_ns, answer = EXCLUDED.answer`,
		orgID, []byte(key), nanos(at), string(answer))
	return err
}

// DeleteIdempotentBefore forgets, in every organization, the answers
// stored before the time.
func (t txn) DeleteIdempotentBefore(ctx context.Context, before time.Time) (int, error) {
	tag, err := t.q.Exec(ctx, `DELETE FROM idempotency WHERE at_ns < $1`, nanos(before))
	return int(tag.RowsAffected()), err
}
