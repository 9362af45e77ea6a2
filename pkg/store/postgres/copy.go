package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// ErrNotEmpty is ImportRecords' refusal of a database that holds records.
var ErrNotEmpty = errors.New("the PostgreSQL database already holds pharmaops records; migrate into an empty database")

// recordTables are the tables a copy fills (schema_migrations aside).
var recordTables = []string{"organizations", "users", "sessions", "invites", "tickets", "campaigns", "assets", "blob_refs",
	"documents", "rules", "audit_entries", "audit_heads", "idempotency", "meta"}

// ImportRecords copies records into an empty database in one transaction:
// fill puts every record, then check reads the copy back (from the same
// transaction) and compares it with the source; an error of either rolls
// everything back, so a failed migration leaves the database empty.
// Records are written as they are, not through the Store's methods:
// versions, sequence numbers, audit bytes and heads stay the source's.
func (s *Store) ImportRecords(ctx context.Context, fill func(put func(store.Record) error) error,
	check func(export func(fn func(store.Record) error) error) error) error {
	return s.WithTx(ctx, func(stx store.Tx) error {
		t := stx.(txn)
		for _, table := range recordTables {
			var any bool
			if err := t.q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM `+table+`)`).Scan(&any); err != nil {
				return err
			}
			if any {
				return fmt.Errorf("%w (table %s)", ErrNotEmpty, table)
			}
		}
		if err := fill(func(r store.Record) error { return t.importRecord(ctx, r) }); err != nil {
			return err
		}
		return check(func(fn func(store.Record) error) error { return t.exportRecords(ctx, fn) })
	})
}

// ExportRecords calls fn with every record of the database, from one
// snapshot.
func (s *Store) ExportRecords(ctx context.Context, fn func(store.Record) error) error {
	return s.View(ctx, func(tx store.Tx) error { return tx.(txn).exportRecords(ctx, fn) })
}

// importRecord writes one record with its key columns.
func (t txn) importRecord(ctx context.Context, r store.Record) error {
	exec := func(sql string, args ...any) error {
		if _, err := t.q.Exec(ctx, sql, args...); err != nil {
			return fmt.Errorf("%s %s/%s: %w", r.Kind, r.OrgID, r.ID, err)
		}
		return nil
	}
	raw := []byte(r.Raw)
	doc := string(r.Raw) // JSON goes as text (see marshal)
	switch r.Kind {
	case store.RecordOrganization:
		return exec(`INSERT INTO organizations (id, doc) VALUES ($1, $2)`, r.ID, doc)
	case store.RecordUser:
		var u store.User
		if err := json.Unmarshal(raw, &u); err != nil {
			return fmt.Errorf("user %s/%s: %w", r.OrgID, r.ID, err)
		}
		// The first account of an address holds it, as in bbolt's index
		// (a file from before one account per address may hold two).
		return exec(`INSERT INTO users (org_id, id, email_key, doc)
			VALUES ($1, $2, CASE WHEN $3 = '' OR EXISTS (SELECT 1 FROM users WHERE email_key = $3) THEN NULL ELSE $3 END, $4)`,
			r.OrgID, r.ID, emailKey(u.Email), doc)
	case store.RecordSession:
		var sess store.Session
		if err := json.Unmarshal(raw, &sess); err != nil {
			return fmt.Errorf("session: %w", err)
		}
		var idle *int64
		if !sess.IdleExpiresAt.IsZero() {
			n := nanos(sess.IdleExpiresAt)
			idle = &n
		}
		return exec(`INSERT INTO sessions (token_hash, user_id, org_id, expires_ns, idle_expires_ns, doc) VALUES ($1, $2, $3, $4, $5, $6)`,
			r.ID, sess.UserID, sess.OrganizationID, nanos(sess.ExpiresAt), idle, doc)
	case store.RecordInvite:
		var inv store.Invite
		if err := json.Unmarshal(raw, &inv); err != nil {
			return fmt.Errorf("invite: %w", err)
		}
		return exec(`INSERT INTO invites (email_key, org_id, doc) VALUES ($1, $2, $3)`, r.ID, inv.OrganizationID, doc)
	case store.RecordTicket:
		var tk store.Ticket
		if err := json.Unmarshal(raw, &tk); err != nil {
			return fmt.Errorf("ticket: %w", err)
		}
		return exec(`INSERT INTO tickets (kind, key_hash, expires_ns, doc) VALUES ($1, $2, $3, $4)`, tk.Kind, tk.KeyHash, nanos(tk.ExpiresAt), doc)
	case store.RecordCampaign:
		return exec(`INSERT INTO campaigns (org_id, id, doc) VALUES ($1, $2, $3)`, r.OrgID, r.ID, doc)
	case store.RecordAsset:
		var a store.Asset
		if err := json.Unmarshal(raw, &a); err != nil {
			return fmt.Errorf("asset %s/%s: %w", r.OrgID, r.ID, err)
		}
		return exec(`INSERT INTO assets (org_id, id, campaign_id, status, doc) VALUES ($1, $2, $3, $4, $5)`, r.OrgID, r.ID, a.CampaignID, a.Status, doc)
	case store.RecordBlobRef:
		return exec(`INSERT INTO blob_refs (sha256, refs) VALUES ($1, $2)`, r.ID, r.Version)
	case store.RecordDocument:
		return exec(`INSERT INTO documents (org_id, kind, id, version, doc) VALUES ($1, $2, $3, $4, $5)`, r.OrgID, []byte(r.DocKind), []byte(r.ID), r.Version, doc)
	case store.RecordRules:
		return exec(`INSERT INTO rules (org_id, rules, version) VALUES ($1, $2, $3)`, r.OrgID, doc, r.Version)
	case store.RecordAudit:
		return exec(`INSERT INTO audit_entries (org_id, seq, entry) VALUES ($1, $2, $3)`, r.OrgID, r.Version, doc)
	case store.RecordAuditHead:
		var hash string
		if err := json.Unmarshal(raw, &hash); err != nil {
			return fmt.Errorf("audit head of %s: %w", r.OrgID, err)
		}
		return exec(`INSERT INTO audit_heads (org_id, seq, hash) VALUES ($1, $2, $3)`, r.OrgID, r.Version, hash)
	case store.RecordIdempotency:
		return exec(`INSERT INTO idempotency (org_id, key, at_ns, answer) VALUES ($1, $2, $3, $4)`, r.OrgID, []byte(r.ID), nanos(r.At), doc)
	case store.RecordSigningKey:
		var key []byte
		if err := json.Unmarshal(raw, &key); err != nil {
			return fmt.Errorf("signing key: %w", err)
		}
		return exec(`INSERT INTO meta (key, value) VALUES ($1, $2)`, metaSigningKey, key)
	}
	return fmt.Errorf("unknown record kind %q", r.Kind)
}

// exportRecords emits every record, in the same form ExportRecords of the
// bbolt store does.
func (t txn) exportRecords(ctx context.Context, fn func(store.Record) error) error {
	type query struct {
		kind string
		sql  string
		// scan reads one row into a record.
		scan func(rows pgx.Rows, r *store.Record) error
	}
	idDoc := func(rows pgx.Rows, r *store.Record) error { return rows.Scan(&r.ID, &r.Raw) }
	orgIDDoc := func(rows pgx.Rows, r *store.Record) error { return rows.Scan(&r.OrgID, &r.ID, &r.Raw) }
	queries := []query{
		{store.RecordOrganization, `SELECT id, doc FROM organizations ORDER BY id`, idDoc},
		{store.RecordSession, `SELECT token_hash, doc FROM sessions ORDER BY token_hash`, idDoc},
		{store.RecordInvite, `SELECT email_key, doc FROM invites ORDER BY email_key`, idDoc},
		{store.RecordTicket, `SELECT kind, key_hash, doc FROM tickets ORDER BY kind, key_hash`, func(rows pgx.Rows, r *store.Record) error {
			var kind, keyHash string
			err := rows.Scan(&kind, &keyHash, &r.Raw)
			r.ID = kind + "\x00" + keyHash // bbolt's key
			return err
		}},
		{store.RecordUser, `SELECT org_id, id, doc FROM users ORDER BY org_id, id`, orgIDDoc},
		{store.RecordCampaign, `SELECT org_id, id, doc FROM campaigns ORDER BY org_id, id`, orgIDDoc},
		{store.RecordAsset, `SELECT org_id, id, doc FROM assets ORDER BY org_id, id`, orgIDDoc},
		{store.RecordBlobRef, `SELECT sha256, refs FROM blob_refs ORDER BY sha256`, func(rows pgx.Rows, r *store.Record) error {
			r.Raw = json.RawMessage("null")
			return rows.Scan(&r.ID, &r.Version)
		}},
		{store.RecordDocument, `SELECT org_id, kind, id, version, doc FROM documents ORDER BY org_id, kind, id`, func(rows pgx.Rows, r *store.Record) error {
			var kind, id []byte
			err := rows.Scan(&r.OrgID, &kind, &id, &r.Version, &r.Raw)
			r.DocKind, r.ID = string(kind), string(id)
			return err
		}},
		{store.RecordRules, `SELECT org_id, version, rules FROM rules ORDER BY org_id`, func(rows pgx.Rows, r *store.Record) error {
			return rows.Scan(&r.OrgID, &r.Version, &r.Raw)
		}},
		{store.RecordAudit, `SELECT org_id, seq, entry FROM audit_entries ORDER BY org_id, seq`, func(rows pgx.Rows, r *store.Record) error {
			return rows.Scan(&r.OrgID, &r.Version, &r.Raw)
		}},
		{store.RecordIdempotency, `SELECT org_id, key, at_ns, answer FROM idempotency ORDER BY org_id, key`, func(rows pgx.Rows, r *store.Record) error {
			var ns int64
			var key []byte
			err := rows.Scan(&r.OrgID, &key, &ns, &r.Raw)
			r.ID, r.At = string(key), time.Unix(0, ns)
			return err
		}},
		{store.RecordAuditHead, `SELECT org_id, seq, to_json(hash)::text FROM audit_heads ORDER BY org_id`, func(rows pgx.Rows, r *store.Record) error {
			var hash string
			err := rows.Scan(&r.OrgID, &r.Version, &hash)
			r.Raw = json.RawMessage(hash)
			return err
		}},
		{store.RecordSigningKey, `SELECT value FROM meta WHERE key = '` + metaSigningKey + `'`, func(rows pgx.Rows, r *store.Record) error {
			var key []byte
			err := rows.Scan(&key)
			r.Raw, _ = json.Marshal(key)
			return err
		}},
	}
	for _, q := range queries {
		rows, err := t.q.Query(ctx, q.sql)
		if err != nil {
			return err
		}
		for rows.Next() {
			r := store.Record{Kind: q.kind}
			if err := q.scan(rows, &r); err != nil {
				rows.Close()
				return err
			}
			if err := fn(r); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}
