package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// migrations bring the database from schema version i to i+1, each in the
// one transaction that runs them all. Append only: a released migration
// never changes.
//
// Records are JSON documents with the keys the interfaces look up and order
// by as columns beside them. Key columns use the "C" collation, so that
// ORDER BY is byte order, as bbolt's keys are (IDs are time-ordered, so
// that is creation order), whatever the database's default collation.
// Keys a caller makes up freely (document kinds and IDs, idempotency keys,
// which pharmaops builds with NUL separators) are bytea: PostgreSQL's text
// cannot hold a NUL byte, bbolt's keys can.
//
// Documents are json, not jsonb: json keeps the exact text (an audit
// entry's hash covers its bytes; documents and idempotent answers are
// handed back as stored), and it accepts every string Go's encoder writes,
// where jsonb refuses \u0000. Operators can still query them (doc->>'name').
var migrations = []string{
	// 1: every aggregate of pkg/store.
	`
CREATE TABLE meta (
	key   text COLLATE "C" PRIMARY KEY,
	value bytea NOT NULL
);
CREATE TABLE organizations (
	id  text COLLATE "C" PRIMARY KEY,
	doc json NOT NULL
);
CREATE TABLE users (
	org_id    text COLLATE "C" NOT NULL,
	id        text COLLATE "C" NOT NULL,
	email_key text COLLATE "C", -- trimmed, lower case; one account per address
	doc       json NOT NULL,
	PRIMARY KEY (org_id, id)
);
CREATE UNIQUE INDEX users_email_key ON users (email_key) WHERE email_key IS NOT NULL;
CREATE TABLE sessions (
	token_hash       text COLLATE "C" PRIMARY KEY,
	user_id          text COLLATE "C" NOT NULL,
	org_id           text COLLATE "C" NOT NULL,
	expires_ns       bigint NOT NULL, -- Unix nanoseconds: compared exactly as Session.Expired does
	idle_expires_ns  bigint,          -- NULL: no idle expiry
	doc              json NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_org ON sessions (org_id);
CREATE TABLE invites (
	email_key text COLLATE "C" PRIMARY KEY,
	org_id    text COLLATE "C" NOT NULL,
	doc       json NOT NULL
);
CREATE INDEX invites_org ON invites (org_id, email_key);
CREATE TABLE tickets (
	kind       text COLLATE "C" NOT NULL,
	key_hash   text COLLATE "C" NOT NULL,
	expires_ns bigint NOT NULL,
	doc        json NOT NULL,
	PRIMARY KEY (kind, key_hash)
);
CREATE TABLE campaigns (
	org_id text COLLATE "C" NOT NULL,
	id     text COLLATE "C" NOT NULL,
	doc    json NOT NULL,
	PRIMARY KEY (org_id, id)
);
CREATE TABLE assets (
	org_id      text COLLATE "C" NOT NULL,
	id          text COLLATE "C" NOT NULL,
	campaign_id text COLLATE "C" NOT NULL,
	status      text NOT NULL,
	doc         json NOT NULL,
	PRIMARY KEY (org_id, id)
);
CREATE INDEX assets_campaign ON assets (org_id, campaign_id, id);
CREATE INDEX assets_unfinished ON assets (org_id, id) WHERE status IN ('uploading', 'analyzing');
-- How many assets hold each blob: a blob is deleted with its last holder.
CREATE TABLE blob_refs (
	sha256 text COLLATE "C" PRIMARY KEY,
	refs   bigint NOT NULL
);
CREATE TABLE documents (
	org_id  text COLLATE "C" NOT NULL,
	kind    bytea NOT NULL,
	id      bytea NOT NULL,
	version bigint NOT NULL,
	doc     json NOT NULL,
	PRIMARY KEY (org_id, kind, id)
);
CREATE TABLE rules (
	org_id  text COLLATE "C" PRIMARY KEY,
	rules   json NOT NULL,
	version bigint NOT NULL
);
CREATE TABLE audit_entries (
	org_id text COLLATE "C" NOT NULL,
	seq    bigint NOT NULL,
	entry  json NOT NULL, -- the exact bytes the hash was computed over
	PRIMARY KEY (org_id, seq)
);
-- The last entry of each trail as recorded when it was appended, kept apart
-- from the entries so that entries cut off the end are found too.
CREATE TABLE audit_heads (
	org_id text COLLATE "C" PRIMARY KEY,
	seq    bigint NOT NULL,
	hash   text NOT NULL
);
CREATE TABLE idempotency (
	org_id text COLLATE "C" NOT NULL,
	key    bytea NOT NULL,
	at_ns  bigint NOT NULL,
	answer json NOT NULL,
	PRIMARY KEY (org_id, key)
);
`,
}

// SchemaVersion is the version this build writes.
var SchemaVersion = len(migrations)

// migrationLock is the advisory lock key that serialises migrations of
// instances starting at once.
const migrationLock = lockClass + 2

// migrate runs every pending migration in one transaction, so a failure
// leaves the database as it was, and refuses a database whose schema is
// newer than this build.
func migrate(ctx context.Context, tx pgx.Tx) error {
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, 0)`, migrationLock); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    integer PRIMARY KEY,
		applied_at timestamptz NOT NULL DEFAULT now()
	)`); err != nil {
		return err
	}
	var current int
	if err := tx.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&current); err != nil {
		return err
	}
	if current > len(migrations) {
		return fmt.Errorf("database schema version %d is newer than this pharmaops (%d); upgrade pharmaops", current, len(migrations))
	}
	for v := current; v < len(migrations); v++ {
		if _, err := tx.Exec(ctx, migrations[v]); err != nil {
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, v+1); err != nil {
			return err
		}
	}
	return nil
}
