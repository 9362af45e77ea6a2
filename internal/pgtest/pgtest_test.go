package pgtest

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

func TestMain(m *testing.M) { Main(m) }

// Each DSN is a database of its own: a table made in one is not in the other.
func TestDSNGivesSeparateEmptyDatabases(t *testing.T) {
	ctx := context.Background()
	a, b := DSN(t), DSN(t)
	if a == b {
		t.Fatalf("two tests got the same database %q", a)
	}
	connA, err := pgx.Connect(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer connA.Close(ctx)
	if _, err := connA.Exec(ctx, "CREATE TABLE only_in_a (x int)"); err != nil {
		t.Fatal(err)
	}
	connB, err := pgx.Connect(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	defer connB.Close(ctx)
	var n int
	if err := connB.QueryRow(ctx, "SELECT count(*) FROM pg_tables WHERE tablename = 'only_in_a'").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Fatalf("database b sees a's table")
	}
}

// The server listens on its socket only, not on TCP.
func TestServerHasNoTCPListener(t *testing.T) {
	if os.Getenv("PHARMAOPS_TEST_POSTGRES_DSN") != "" {
		t.Skip("an external server is in use")
	}
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var listen string
	if err := conn.QueryRow(ctx, "SHOW listen_addresses").Scan(&listen); err != nil {
		t.Fatal(err)
	}
	if listen != "" {
		t.Fatalf("listen_addresses = %q, want none", listen)
	}
}

func TestWithDatabase(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"postgres:///postgres?host=%2Ftmp%2Fx&user=postgres", "postgres:///db1?host=%2Ftmp%2Fx&user=postgres"},
		{"postgres://u:p@127.0.0.1:5432/postgres?sslmode=disable", "postgres://u:p@127.0.0.1:5432/db1?sslmode=disable"},
		{"host=/tmp/x user=postgres dbname=postgres", "host=/tmp/x user=postgres dbname=postgres dbname=db1"},
	} {
		if got := withDatabase(tc.in, "db1"); got != tc.want {
			t.Errorf("withDatabase(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// Without initdb and postgres in any candidate directory, the error names
// the package to install (DSN turns it into the skip message).
func TestFindBinDirNamesThePackageWhenMissing(t *testing.T) {
	_, err := findBinDir([]string{t.TempDir(), "/nonexistent"})
	if err == nil || !strings.Contains(err.Error(), "apt-get install postgresql") {
		t.Fatalf("err = %v, want the install hint", err)
	}
}

// The server's directory goes to /tmp when the temporary directory would
// make the socket's path too long, or is out of another account's reach.
func TestTempBase(t *testing.T) {
	private := t.TempDir()
	if err := os.Chmod(private, 0o700); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(t.TempDir(), strings.Repeat("x", 90))
	if err := os.MkdirAll(long, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		tmpdir       string
		otherAccount bool
		want         string
	}{
		{"/tmp", true, "/tmp"},
		{private, false, private},
		{private, true, "/tmp"},
		{long, false, "/tmp"},
	} {
		t.Setenv("TMPDIR", tc.tmpdir)
		if got := tempBase(tc.otherAccount); got != tc.want {
			t.Errorf("TMPDIR=%s, other account %v: %s, want %s", tc.tmpdir, tc.otherAccount, got, tc.want)
		}
	}
}

// A template is prepared once; each database made from it starts with what
// the preparation made, and is a database of its own.
func TestTemplateDSNCopiesThePreparedDatabase(t *testing.T) {
	ctx := context.Background()
	prepared := 0
	prepare := func(dsn string) error {
		prepared++
		conn, err := pgx.Connect(ctx, dsn)
		if err != nil {
			return err
		}
		defer conn.Close(ctx)
		_, err = conn.Exec(ctx, "CREATE TABLE prepared (x int)")
		return err
	}
	a, b := TemplateDSN(t, "pgtest", prepare), TemplateDSN(t, "pgtest", prepare)
	if prepared != 1 || a == b {
		t.Fatalf("prepared %d times; databases %q and %q", prepared, a, b)
	}
	conn, err := pgx.Connect(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "INSERT INTO prepared VALUES (1)"); err != nil {
		t.Fatalf("the copy lacks the prepared table: %v", err)
	}
	connB, err := pgx.Connect(ctx, b)
	if err != nil {
		t.Fatal(err)
	}
	defer connB.Close(ctx)
	var n int
	if err := connB.QueryRow(ctx, "SELECT count(*) FROM prepared").Scan(&n); err != nil || n != 0 {
		t.Fatalf("b sees a's row: %d %v", n, err)
	}
}
