// Package pgtest runs a real, throwaway PostgreSQL server for tests, with the
// binaries of Debian's postgresql package: initdb into a temporary
// directory, the server listening only on a Unix socket in that directory
// (no TCP), and a fresh database per test. Only tests (and the ingest
// benchmark, through StartServer) import it.
//
// A package's TestMain calls Main; tests call DSN. The server starts on the
// first DSN, so a package whose selected tests need no database pays
// nothing, and it is stopped and its directory removed when the package's
// tests end. Without the binaries, DSN skips the test and names the package
// to install.
//
// As root (CI containers), initdb and the server refuse to run, so they run
// as an unprivileged account: "postgres" (created by Debian's package) when
// it exists, "nobody" otherwise. The switch is done by the kernel
// (exec.Cmd's Credential), not by su or sudo, so it needs no PAM set-up.
//
// PHARMAOPS_TEST_POSTGRES_DSN, when set, names an existing server to use
// instead (a superuser's DSN: databases are created and dropped on it).
// PHARMAOPS_PG_BINDIR overrides where the binaries are looked for.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// InstallHint says what to install when the binaries are missing.
const InstallHint = "PostgreSQL server binaries (initdb, postgres) not found: install Debian's postgresql package (apt-get install postgresql, or scripts/install-deps.sh as root) or set PHARMAOPS_PG_BINDIR"

var (
	mainCalled atomic.Bool
	once       sync.Once
	srv        *server
	srvErr     error
	skipReason string
	dbCounter  atomic.Int64
)

// Main runs the package's tests and then stops the server, if one was
// started, and removes its directory. Call it from TestMain:
//
//	func TestMain(m *testing.M) { pgtest.Main(m) }
func Main(m *testing.M) {
	mainCalled.Store(true)
	code := m.Run()
	// Templates on a server of PHARMAOPS_TEST_POSTGRES_DSN outlive the
	// run otherwise.
	templates.Range(func(_, v any) bool {
		if tmpl := v.(*template); tmpl.admin != "" {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			_ = exec1(ctx, tmpl.admin, "DROP DATABASE IF EXISTS "+pgx.Identifier{tmpl.db}.Sanitize()+" WITH (FORCE)")
		}
		return true
	})
	startedMu.Lock()
	servers := append(started, srv)
	startedMu.Unlock()
	for _, s := range servers {
		if s == nil {
			continue
		}
		if err := s.stop(); err != nil {
			fmt.Fprintln(os.Stderr, "pgtest:", err)
		}
	}
	os.Exit(code)
}

// Available reports whether DSN can give a database (the binaries are
// installed or PHARMAOPS_TEST_POSTGRES_DSN is set), and if not, why.
func Available() (bool, string) {
	if os.Getenv("PHARMAOPS_TEST_POSTGRES_DSN") != "" {
		return true, ""
	}
	if _, err := BinDir(); err != nil {
		return false, err.Error()
	}
	return true, ""
}

// DSN creates a new, empty database for the test and returns its
// connection string; the database is dropped when the test ends (close
// your connections in an earlier t.Cleanup, which runs first). It skips the
// test when PostgreSQL is not installed.
func DSN(t testing.TB) string {
	t.Helper()
	return newDatabase(t, "")
}

// templates are the template databases TemplateDSN prepared, by name.
var templates sync.Map // name → *template

type template struct {
	once  sync.Once
	admin string // the server's maintenance DSN
	db    string
	err   error
}

// TemplateDSN is DSN for a database that starts as a copy of a template:
// the template database is created once per name (per test binary) and
// prepare is called with its DSN (to create a schema; it must close its
// connections before it returns). Copying a prepared database is cheaper
// than preparing each one.
func TemplateDSN(t testing.TB, name string, prepare func(dsn string) error) string {
	t.Helper()
	admin := adminDSN(t)
	v, _ := templates.LoadOrStore(name, &template{})
	tmpl := v.(*template)
	tmpl.once.Do(func() {
		tmpl.admin, tmpl.db = admin, fmt.Sprintf("template_%d_%s", os.Getpid(), name)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if tmpl.err = exec1(ctx, admin, "CREATE DATABASE "+pgx.Identifier{tmpl.db}.Sanitize()); tmpl.err != nil {
			return
		}
		if tmpl.err = prepare(withDatabase(admin, tmpl.db)); tmpl.err != nil {
			return
		}
		tmpl.err = waitUnused(ctx, admin, tmpl.db)
	})
	if tmpl.err != nil {
		t.Fatalf("pgtest: template %s: %v", name, tmpl.err)
	}
	return newDatabase(t, tmpl.db)
}

// waitUnused waits until no session is connected to the database: a
// closed client's server process may still be exiting, and CREATE
// DATABASE … TEMPLATE refuses a template in use.
func waitUnused(ctx context.Context, admin, db string) error {
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	for {
		var n int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM pg_stat_activity WHERE datname = $1`, db).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%d sessions still connected to %s: %w", n, db, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// newDatabase creates the test's database (from template, when named)
// and drops it when the test ends.
func newDatabase(t testing.TB, template string) string {
	t.Helper()
	admin := adminDSN(t)
	name := fmt.Sprintf("test_%d_%d", os.Getpid(), dbCounter.Add(1))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	create := "CREATE DATABASE " + name
	if template != "" {
		create += " TEMPLATE " + pgx.Identifier{template}.Sanitize()
	}
	if err := exec1(ctx, admin, create); err != nil {
		t.Fatalf("pgtest: create database: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if err := exec1(ctx, admin, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("pgtest: drop database: %v", err)
		}
	})
	return withDatabase(admin, name)
}

// adminDSN returns the DSN of the server's maintenance database, starting
// the server on first use.
func adminDSN(t testing.TB) string {
	t.Helper()
	if dsn := os.Getenv("PHARMAOPS_TEST_POSTGRES_DSN"); dsn != "" {
		return dsn
	}
	if !mainCalled.Load() {
		t.Fatal("pgtest: call pgtest.Main(m) from the package's TestMain, which stops the server at the end")
	}
	once.Do(func() {
		bin, err := BinDir()
		if err != nil {
			skipReason = err.Error()
			return
		}
		srv, srvErr = start(bin, false)
	})
	if skipReason != "" {
		t.Skip(skipReason)
	}
	if srvErr != nil {
		t.Fatalf("pgtest: start PostgreSQL: %v", srvErr)
	}
	return srv.dsn("postgres")
}

// BinDir finds the directory holding initdb and postgres: PHARMAOPS_PG_BINDIR,
// then pg_config --bindir, then Debian's /usr/lib/postgresql/N/bin (newest
// first), then initdb on PATH.
func BinDir() (string, error) {
	var candidates []string
	if dir := os.Getenv("PHARMAOPS_PG_BINDIR"); dir != "" {
		candidates = append(candidates, dir)
	}
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		candidates = append(candidates, strings.TrimSpace(string(out)))
	}
	debian, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(debian, func(i, j int) bool { return versionOf(debian[i]) > versionOf(debian[j]) })
	candidates = append(candidates, debian...)
	if p, err := exec.LookPath("initdb"); err == nil {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			p = real
		}
		candidates = append(candidates, filepath.Dir(p))
	}
	return findBinDir(candidates)
}

// findBinDir returns the first candidate holding initdb and postgres.
func findBinDir(candidates []string) (string, error) {
	for _, dir := range candidates {
		if isExecutable(filepath.Join(dir, "initdb")) && isExecutable(filepath.Join(dir, "postgres")) {
			return dir, nil
		}
	}
	return "", errors.New(InstallHint)
}

func versionOf(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

func isExecutable(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

// server is a running postgres process.
type server struct {
	dir      string // the temporary directory: data/, the socket, the log
	cmd      *exec.Cmd
	done     chan error // the process's exit
	stopOnce sync.Once
	stopErr  error
}

const (
	port      = 5432 // only names the socket file; there is no TCP listener
	superuser = "postgres"
)

func (s *server) dsn(db string) string {
	q := url.Values{"host": {s.dir}, "port": {strconv.Itoa(port)}, "user": {superuser}, "sslmode": {"disable"}}
	return "postgres:///" + db + "?" + q.Encode()
}

// Server is a throwaway PostgreSQL server started outside a test, for a
// benchmark (bench/cmd/ingest -store postgres).
type Server struct{ s *server }

// StartServer starts a server as the tests' (a temporary directory, a
// socket only, stopped with the process at the latest); durable keeps
// PostgreSQL's default fsync and commit settings, which the tests turn off,
// so that a benchmark measures what a real server does.
func StartServer(durable bool) (*Server, error) {
	bin, err := BinDir()
	if err != nil {
		return nil, err
	}
	s, err := start(bin, durable)
	if err != nil {
		return nil, err
	}
	startedMu.Lock()
	started = append(started, s)
	startedMu.Unlock()
	return &Server{s}, nil
}

// started are the servers StartServer started, which Main stops (a
// benchmark's, kept for all its runs) if nothing stopped them before.
var (
	startedMu sync.Mutex
	started   []*server
)

// CreateDatabase creates a database and returns its DSN.
func (s *Server) CreateDatabase(ctx context.Context, name string) (string, error) {
	if err := exec1(ctx, s.s.dsn("postgres"), "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", err
	}
	return s.s.dsn(name), nil
}

// WALSyncs is how many times the server has flushed its write-ahead log to
// disk (pg_stat_wal): a commit waits for one, and commits that wait
// together share one.
func (s *Server) WALSyncs(ctx context.Context) (int64, error) {
	conn, err := pgx.Connect(ctx, s.s.dsn("postgres"))
	if err != nil {
		return 0, err
	}
	defer conn.Close(context.Background())
	var n int64
	err = conn.QueryRow(ctx, `SELECT wal_sync FROM pg_stat_wal`).Scan(&n)
	return n, err
}

// PID is the server's (postmaster's) process ID; the backends are its
// children.
func (s *Server) PID() int { return s.s.cmd.Process.Pid }

// Stop stops the server and removes its directory.
func (s *Server) Stop() error { return s.s.stop() }

// start initialises a cluster in a new temporary directory and runs the
// server on a socket there, as the test process's child (so it dies with
// it: Pdeathsig), returning when it accepts connections.
func start(bin string, durable bool) (*server, error) {
	cred, err := serverCredential()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(tempBase(cred != nil), "pgtest-")
	if err != nil {
		return nil, err
	}
	s := &server{dir: dir}
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	data := filepath.Join(dir, "data")
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", superuser,
		"-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync")
	initdb.Dir = dir
	initdb.Env = serverEnv()
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %v: %s", err, out)
	}
	logFile, err := os.Create(filepath.Join(dir, "postgres.log"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer logFile.Close()
	args := []string{"-D", data,
		"-c", "listen_addresses=",
		"-c", "unix_socket_directories=" + dir,
		"-c", "port=" + strconv.Itoa(port),
		"-c", "max_connections=300",
		"-c", "shared_buffers=32MB",
		"-c", "dynamic_shared_memory_type=mmap",
	}
	if !durable {
		// Durability is not under test: fsync off makes creating a
		// database and committing cheap on a shared machine.
		args = append(args, "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off")
	}
	s.cmd = exec.Command(filepath.Join(bin, "postgres"), args...)
	s.cmd.Dir = dir
	s.cmd.Env = serverEnv()
	s.cmd.Stdout = logFile
	s.cmd.Stderr = logFile
	// SIGQUIT is PostgreSQL's immediate shutdown: if the test binary dies
	// (a timeout's panic), the server goes with it.
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT}
	if err := s.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("postgres: %v", err)
	}
	s.done = make(chan error, 1)
	go func() { s.done <- s.cmd.Wait() }()
	if err := s.waitReady(); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "postgres.log"))
		s.stop()
		return nil, fmt.Errorf("%v; server log:\n%s", err, log)
	}
	return s, nil
}

// waitReady polls until the server accepts a connection, it exits, or a
// minute passes (a loaded CI machine; a start takes well under a second).
func (s *server) waitReady() error {
	deadline := time.Now().Add(time.Minute)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := exec1(ctx, s.dsn("postgres"), "SELECT 1")
		cancel()
		if err == nil {
			return nil
		}
		select {
		case exit := <-s.done:
			s.done <- exit
			return fmt.Errorf("postgres exited: %v", exit)
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("postgres did not accept connections within a minute: %v", err)
		}
	}
}

// stop shuts the server down (fast: disconnects clients) and removes its
// directory; stopping a stopped server does nothing.
func (s *server) stop() error {
	s.stopOnce.Do(func() { s.stopErr = s.shutdown() })
	return s.stopErr
}

func (s *server) shutdown() error {
	defer os.RemoveAll(s.dir)
	if s.cmd == nil || s.cmd.Process == nil {
		return nil
	}
	_ = s.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-s.done:
		return nil
	case <-time.After(30 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
		return errors.New("postgres did not stop within 30 s; killed")
	}
}

// tempBase is where the server's directory goes: the temporary directory,
// unless the socket's path would be too long there (a Unix socket's path
// is limited to 107 bytes) or, when the server runs as another account,
// that account could not reach it (a TMPDIR under /root): then /tmp.
func tempBase(otherAccount bool) string {
	base := os.TempDir()
	if len(base)+len("/pgtest-0123456789/.s.PGSQL.5432") > 100 || otherAccount && !reachableByAll(base) {
		return "/tmp"
	}
	return base
}

// reachableByAll reports whether every directory from / to dir can be
// traversed by any account.
func reachableByAll(dir string) bool {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		fi, err := os.Stat(d)
		if err != nil || fi.Mode()&0o001 == 0 {
			return false
		}
		if d == filepath.Dir(d) {
			return true
		}
	}
}

// serverCredential returns the account to run initdb and postgres as: nil
// (this process's) unless running as root, which PostgreSQL refuses.
func serverCredential() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
		gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
		if err1 != nil || err2 != nil || uid == 0 {
			continue
		}
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}, nil
	}
	return nil, errors.New("running as root and neither a postgres nor a nobody account exists to run the server as")
}

// serverEnv is a minimal environment: the C locale, and no PG* variables
// of the caller's that would point initdb or the server elsewhere.
func serverEnv() []string {
	env := []string{"LANG=C", "LC_ALL=C", "PATH=" + os.Getenv("PATH")}
	if os.Geteuid() != 0 {
		env = append(env, "HOME="+os.Getenv("HOME"))
	}
	return env
}

func exec1(ctx context.Context, dsn, sql string) error {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	return err
}

// withDatabase returns the DSN with its database replaced: the path of a
// URL, or a later dbname keyword (which overrides an earlier one).
func withDatabase(dsn, db string) string {
	if strings.Contains(dsn, "://") {
		if u, err := url.Parse(dsn); err == nil {
			u.Path = "/" + db
			return u.String()
		}
	}
	return dsn + " dbname=" + db
}
