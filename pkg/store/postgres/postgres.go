// Package postgres implements pkg/store on PostgreSQL (jackc/pgx v5), for
// organizations that run several pharmaops instances on one database.
//
// It keeps the bbolt store's semantics one to one: WithTx is one SQL
// transaction, View one read-only snapshot (REPEATABLE READ), and write
// transactions are serialised as bbolt's are, by a transaction-scoped
// advisory lock that every writer of every instance takes first. A use
// case that reads a record, checks its version and writes it back thus
// never loses an update, whichever instance runs it. The audit trail of an
// organization is also appended under a lock of its own, numbered and
// chained from its recorded head.
package postgres

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// ErrBackupUnsupported is Backup's answer: a PostgreSQL database is backed
// up with the database's own tools (pg_dump), see docs/scaling.md.
var ErrBackupUnsupported = errors.New("the postgres store is backed up with pg_dump (pg_dump -Fc DSN > pharmaops.dump; restore with pg_restore), not pharmaops backup: see docs/scaling.md")

// Advisory lock keys (the two-int form, so they never meet a one-bigint
// key of another application): lockClass with 0 is the writers' lock,
// lockClass+1 with the hash of an organization ID its audit trail's.
const (
	lockClass = 0x70686172 // "phar"
	auditLock = lockClass + 1
)

// Store is the PostgreSQL implementation of store.Store.
type Store struct {
	// AutoCommit runs each record method on its own: reads on the pool,
	// changes in a WithTx of their own.
	store.AutoCommit
	pool *pgxpool.Pool
}

var _ store.Store = (*Store)(nil)

// defaultMaxConns is the pool size unless the DSN sets pool_max_conns:
// writers wait for the writers' lock holding a connection, so the pool is
// larger than pgx's default (4 on two cores) to leave readers room.
const defaultMaxConns = 16

// Open connects to the database at dsn (a postgres:// URL or keyword/value
// string, see docs/configuration.md) and runs pending migrations. It
// refuses a database whose schema is newer than this build.
func Open(ctx context.Context, dsn string) (*Store, error) {
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		// pgx's parse errors can quote the DSN, password included: say
		// what is wrong without it.
		return nil, errors.New("store.dsn is not a valid PostgreSQL connection string (postgres://user:password@host:5432/db?sslmode=...)")
	}
	if _, set := cfg.ConnConfig.RuntimeParams["pool_max_conns"]; !set && cfg.MaxConns < defaultMaxConns {
		cfg.MaxConns = defaultMaxConns
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("connect to PostgreSQL: %w", err)
	}
	s := &Store{pool: pool}
	s.AutoCommit = store.NewAutoCommit(s.read, s.WithTx)
	if err := pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error { return migrate(ctx, tx) }); err != nil {
		pool.Close()
		return nil, fmt.Errorf("PostgreSQL (%s): %w", describe(cfg.ConnConfig), err)
	}
	return s, nil
}

// describe names the server and database without the password, for errors
// and logs.
func describe(c *pgx.ConnConfig) string {
	return fmt.Sprintf("host=%s port=%d user=%s database=%s", c.Host, c.Port, c.User, c.Database)
}

// Pool is the connection pool, for the parts of a multi-instance
// deployment that talk to PostgreSQL directly (LISTEN/NOTIFY, job claims).
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// Close closes every connection.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// Version reports the database's schema version.
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	err := s.pool.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

// Health reads the schema version to prove the database answers.
func (s *Store) Health(ctx context.Context) error {
	_, err := s.Version(ctx)
	return err
}

// Backup answers ErrBackupUnsupported: pg_dump takes a consistent dump of
// a live database, in a format PostgreSQL's tools restore.
func (s *Store) Backup(ctx context.Context, w io.Writer) (int64, error) {
	return 0, ErrBackupUnsupported
}

// WithTx runs fn in one transaction holding the writers' lock: everything
// fn wrote commits together, or nothing does.
func (s *Store) WithTx(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	// BEGIN and the lock go as one simple-protocol message: one round trip.
	return pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{BeginQuery: writeBegin}, func(tx pgx.Tx) error { return fn(txn{tx}) })
}

// writeBegin starts a write transaction holding the writers' lock.
var writeBegin = fmt.Sprintf("BEGIN; SELECT pg_advisory_xact_lock(%d, 0)", lockClass)

// WithBatchTx runs fn in a transaction of its own. bbolt's Batch shares
// one commit between concurrent callers; here a group commit measured no
// fewer WAL flushes in the ingest benchmark (docs/performance.md), since
// most commits of an asset's life are not batched calls, so it is not done.
func (s *Store) WithBatchTx(ctx context.Context, fn func(tx store.Tx) error) error {
	return s.WithTx(ctx, fn)
}

// View runs fn in one read-only REPEATABLE READ transaction: every read
// sees the same snapshot.
func (s *Store) View(ctx context.Context, fn func(tx store.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly},
		func(tx pgx.Tx) error { return fn(txn{tx}) })
}

// read runs fn's read straight on the pool, not in a transaction (a
// statement is its own snapshot): the Store's reads stay one round trip.
func (s *Store) read(ctx context.Context, fn func(tx store.Tx) error) error {
	return fn(txn{s.pool})
}

const metaSigningKey = "url_signing_key"

// SigningKey returns the server's secret for signed URLs, creating a random
// 256-bit key on first use; every instance reads the same one.
func (s *Store) SigningKey(ctx context.Context) ([]byte, error) {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		return nil, err
	}
	// The first writer's key wins; the others read it.
	if _, err := s.pool.Exec(ctx, `INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, metaSigningKey, key); err != nil {
		return nil, err
	}
	var stored []byte
	err := s.pool.QueryRow(ctx, `SELECT value FROM meta WHERE key = $1`, metaSigningKey).Scan(&stored)
	return stored, err
}

// ReferencedBlobs returns every blob a record holds, sorted: the assets'
// blobs and the blobs documents name in a top-level "sha256" field
// (uploaded BRD files).
func (s *Store) ReferencedBlobs(ctx context.Context) ([]string, error) {
	return listStrings(ctx, s.pool, `
		SELECT sha256 FROM blob_refs
		UNION
		SELECT doc->>'sha256' FROM documents
		WHERE json_typeof(doc) = 'object' AND json_typeof(doc->'sha256') = 'string' AND length(doc->>'sha256') = 64
		ORDER BY 1`)
}

// querier is what a txn runs its statements on: a transaction, or the pool
// for the Store's own one-statement reads.
type querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

// txn is store.Tx over a querier. Every record method is written once, on
// txn; the Store's own methods run it in a transaction of their own.
type txn struct{ q querier }

var _ store.Tx = txn{}

// getJSON runs a query of one JSON column and decodes its row into v, or
// returns store.ErrNotFound.
func getJSON(ctx context.Context, q querier, v any, sql string, args ...any) error {
	var raw []byte
	if err := q.QueryRow(ctx, sql, args...).Scan(&raw); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return store.ErrNotFound
		}
		return err
	}
	return json.Unmarshal(raw, v)
}

// listJSON runs a query of one JSON column and decodes every row, in order.
func listJSON[T any](ctx context.Context, q querier, sql string, args ...any) ([]T, error) {
	rows, err := q.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	out := []T{}
	defer rows.Close()
	for rows.Next() {
		var raw []byte
		if err := rows.Scan(&raw); err != nil {
			return nil, err
		}
		var item T
		if err := json.Unmarshal(raw, &item); err != nil {
			return nil, fmt.Errorf("decode record: %w", err)
		}
		out = append(out, item)
	}
	return out, rows.Err()
}

// listStrings runs a query of one text column and returns its values in
// order; nil when there is no row.
func listStrings(ctx context.Context, q querier, sql string, args ...any) ([]string, error) {
	rows, err := q.Query(ctx, sql, args...)
	if err != nil {
		return nil, err
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if len(out) == 0 {
		out = nil
	}
	return out, err
}

// marshal encodes a record for a json column. JSON goes to PostgreSQL as
// text (a string parameter), never as []byte: with the simple protocol
// (default_query_exec_mode=simple_protocol, behind PgBouncer) pgx would
// send []byte as a bytea literal.
func marshal(v any) (string, error) {
	raw, err := json.Marshal(v)
	return string(raw), err
}

// requireOrg is the error of an organization-scoped call without an
// organization, as bbolt's store answers.
func requireOrg(orgID string) error {
	if orgID == "" {
		return errors.New("organization ID is required")
	}
	return nil
}

var (
	minNanoTime = time.Unix(0, math.MinInt64)
	maxNanoTime = time.Unix(0, math.MaxInt64)
)

// nanos is t in Unix nanoseconds, the exact form expiry columns compare
// in; times beyond int64's range (the zero time) clamp to its ends.
func nanos(t time.Time) int64 {
	switch {
	case t.Before(minNanoTime):
		return math.MinInt64
	case t.After(maxNanoTime):
		return math.MaxInt64
	}
	return t.UnixNano()
}

// isUniqueViolation reports a unique constraint's refusal.
func isUniqueViolation(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "23505"
}

// Describe names the server and database a DSN points to, without its
// password, for logs; an unparsable DSN is described as such.
func Describe(dsn string) string {
	cfg, err := pgx.ParseConfig(dsn)
	if err != nil {
		return "(unparsable store.dsn)"
	}
	return describe(cfg)
}
