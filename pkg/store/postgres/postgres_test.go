package postgres_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/postgres"
	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

func open(t *testing.T, dsn string) *postgres.Store {
	t.Helper()
	st, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// TestConformance runs pkg/store's shared suite on PostgreSQL.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store { return open(t, pgtest.DSN(t)) })
}

// TestConformanceOnSimpleProtocol runs the suite as behind PgBouncer in
// transaction mode (docs/scaling.md): no prepared statements, every
// parameter sent as text.
func TestConformanceOnSimpleProtocol(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, pgtest.DSN(t)+"&default_query_exec_mode=simple_protocol")
	})
}

func TestMigrationsRunOnceAndRefuseNewerSchemas(t *testing.T) {
	ctx := context.Background()
	dsn := pgtest.DSN(t)
	st := open(t, dsn)
	if v, err := st.Version(ctx); err != nil || v != postgres.SchemaVersion {
		t.Fatalf("version %d %v, want %d", v, err, postgres.SchemaVersion)
	}
	if err := st.PutOrganization(ctx, store.Organization{ID: "o1", Name: "Org"}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st = open(t, dsn) // reopening migrates nothing and keeps data
	if o, err := st.GetOrganization(ctx, "o1"); err != nil || o.Name != "Org" {
		t.Fatalf("after reopen: %+v %v", o, err)
	}
	// A newer pharmaops migrated the database further: this build refuses it.
	if _, err := st.Pool().Exec(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, postgres.SchemaVersion+1); err != nil {
		t.Fatal(err)
	}
	_, err := postgres.Open(ctx, dsn)
	if err == nil || !strings.Contains(err.Error(), "newer than this pharmaops") {
		t.Fatalf("open of a newer schema: %v", err)
	}
}

// An unparsable DSN is refused without repeating it (it may hold a password).
func TestOpenDoesNotRepeatTheDSN(t *testing.T) {
	_, err := postgres.Open(context.Background(), "postgres://u:s3cret-pw@host:notaport/db")
	if err == nil || strings.Contains(err.Error(), "s3cret-pw") {
		t.Fatalf("err = %v", err)
	}
}

// Keys sort in byte order whatever the database's collation, as bbolt's do.
func TestKeyColumnsUseByteOrder(t *testing.T) {
	ctx := context.Background()
	st := open(t, pgtest.DSN(t))
	for _, id := range []string{"b", "B", "a", "_x"} {
		if err := st.PutCampaign(ctx, store.Campaign{ID: id, OrganizationID: "o"}); err != nil {
			t.Fatal(err)
		}
	}
	list, err := st.ListCampaigns(ctx, "o")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range list {
		got = append(got, c.ID)
	}
	if strings.Join(got, ",") != "B,_x,a,b" {
		t.Fatalf("order %v, want byte order B,_x,a,b", got)
	}
	var coll string
	err = st.Pool().QueryRow(ctx, `SELECT collation_name FROM information_schema.columns WHERE table_name = 'campaigns' AND column_name = 'id'`).Scan(&coll)
	if err != nil && err != pgx.ErrNoRows {
		t.Fatal(err)
	}
	if coll != "C" {
		t.Fatalf("campaigns.id collation %q, want C", coll)
	}
}

func TestBackupNamesPgDump(t *testing.T) {
	st := open(t, pgtest.DSN(t))
	_, err := st.Backup(context.Background(), nil)
	if err == nil || !strings.Contains(err.Error(), "pg_dump") {
		t.Fatalf("Backup: %v", err)
	}
}

// A statement that fails inside a group commit undoes only its caller's
// changes: the others in the batch commit.
func TestBatchedCallFailingInSQLFailsOnlyItself(t *testing.T) {
	ctx := context.Background()
	st := open(t, pgtest.DSN(t))
	const n = 12
	errs := make(chan error, n)
	for i := range n {
		go func() {
			errs <- st.WithBatchTx(ctx, func(tx store.Tx) error {
				org := "o1"
				if i == 5 {
					org = "bad\x00org" // text cannot hold NUL: PostgreSQL refuses the statement
				}
				return tx.PutCampaign(ctx, store.Campaign{ID: fmt.Sprint("c", i), OrganizationID: org})
			})
		}()
	}
	failed := 0
	for range n {
		if err := <-errs; err != nil {
			failed++
		}
	}
	list, err := st.ListCampaigns(ctx, "o1")
	if err != nil || failed != 1 || len(list) != n-1 {
		t.Fatalf("%d failed, %d stored (%v); want 1 and %d", failed, len(list), err, n-1)
	}
}

var durable struct {
	once sync.Once
	srv  *pgtest.Server
	err  error
	n    int
}

// BenchmarkAuditedWrites runs on a server with PostgreSQL's durable
// defaults (the tests' server has fsync off), started once and stopped
// with the test binary; each run gets a new database.
func BenchmarkAuditedWrites(b *testing.B) {
	ctx := context.Background()
	durable.once.Do(func() { durable.srv, durable.err = pgtest.StartServer(true) })
	if durable.err != nil {
		b.Skip(durable.err)
	}
	durable.n++
	dsn, err := durable.srv.CreateDatabase(ctx, fmt.Sprint("bench_", durable.n))
	if err != nil {
		b.Fatal(err)
	}
	st, err := postgres.Open(ctx, dsn)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	storetest.BenchmarkAuditedWrites(b, st)
}
