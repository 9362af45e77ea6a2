package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"time"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/internal/memlimit"
	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/backup"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/pipeline"
	"github.com/pharmaops/pharmaops/pkg/ratelimit"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/pkg/version"
	"github.com/pharmaops/pharmaops/webui"
)

// adminSocketName is the Unix socket, inside the data directory, on which a
// running server answers local maintenance requests (backup). Only the
// data directory's owner can reach it (mode 0600).
const adminSocketName = "pharmaops.sock"

type serveOptions struct {
	addr string
	// cpuProfile is a file the server writes a pprof CPU profile to, from
	// start to shutdown (for benchmarks such as bench/cmd/ingest).
	cpuProfile string
}

func newServeCommand(g *globalOptions) *cobra.Command {
	var opts serveOptions
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve the web app and REST API",
		Long: `Serve the team web app and its REST API.

The database is the bbolt file pharmaops.db in --data-dir; only one process
can use it at a time. While the server runs, 'pharmaops backup' takes hot
backups through the server. With store.driver postgres and store.dsn
(PHARMAOPS_STORE_DRIVER, PHARMAOPS_STORE_DSN) the records live in
PostgreSQL instead, migrated at start (docs/scaling.md).

By default the server listens on 127.0.0.1:8000, reachable only from this
machine. To serve a team, pass --addr :8000 (or set addr in the config),
put it behind HTTPS, and switch demo sign-in off (--demo=false): every demo
visitor gets a sandbox organization of their own, deleted after
--demo-ttl. Google sign-in needs google.client-id, google.client-secret and
google.redirect-url (docs/configuration.md).
` + exitCodesHelp,
		Args: args(cobra.NoArgs),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.addr = g.v.GetString("addr")
			return runServe(cmd.Context(), g, opts, cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&opts.addr, "addr", "127.0.0.1:8000", "address to listen on; :8000 opens it to the network (env PHARMAOPS_ADDR)")
	cmd.Flags().StringVar(&opts.cpuProfile, "cpuprofile", "", "write a pprof CPU profile of the server to this file until it stops")
	_ = cmd.Flags().MarkHidden("cpuprofile")
	cmd.Flags().Bool("demo", true, "allow demo sign-in, one sandbox organization per visitor (config auth.demo, env PHARMAOPS_AUTH_DEMO)")
	cmd.Flags().Duration("demo-ttl", app.DefaultDemoTTL, "how long a demo sandbox lives before it is deleted (config auth.demo-ttl)")
	cmd.Flags().Duration("session-ttl", 7*24*time.Hour, "how long a sign-in lasts at most (config auth.session-ttl)")
	cmd.Flags().Duration("session-idle-ttl", 24*time.Hour, "how long an unused sign-in lasts (config auth.session-idle-ttl)")
	cmd.Flags().Int64("max-upload-bytes", app.DefaultMaxUploadBytes, "largest accepted asset upload in bytes (config uploads.max-bytes)")
	cmd.Flags().Int64("memory-limit", 0, "soft memory limit in bytes; 0: 3/4 of the container's or machine's memory, -1: none (config server.memory-limit; GOMEMLIMIT wins)")
	cmd.Flags().Duration("orphan-grace", app.DefaultOrphanGrace, "remove temporary files and unreferenced stored files older than this, at start and hourly (config storage.orphan-grace)")
	cmd.Flags().Int64("min-free-bytes", app.DefaultMinFreeBytes, "refuse writes and report degraded health below this much free space in the data directory (config storage.min-free-bytes)")
	cmd.Flags().String("client-ip-header", "", "header of a trusted reverse proxy that carries the client address, e.g. X-Forwarded-For (config server.client-ip-header)")
	bindFlags(g.v, cmd, map[string]string{"addr": "addr", "demo": "auth.demo", "demo-ttl": "auth.demo-ttl", "session-ttl": "auth.session-ttl",
		"session-idle-ttl": "auth.session-idle-ttl", "max-upload-bytes": "uploads.max-bytes",
		"memory-limit": "server.memory-limit", "min-free-bytes": "storage.min-free-bytes", "orphan-grace": "storage.orphan-grace",
		"client-ip-header": "server.client-ip-header"})
	return cmd
}

func runServe(ctx context.Context, g *globalOptions, opts serveOptions, logOut io.Writer) error {
	log, err := g.logger(logOut)
	if err != nil {
		return err
	}
	setMemoryLimit(g.v.GetInt64("server.memory-limit"), log)
	if opts.cpuProfile != "" {
		stop, err := startCPUProfile(opts.cpuProfile)
		if err != nil {
			return err
		}
		defer stop()
	}
	st, err := openStore(ctx, g)
	if err != nil {
		return err
	}
	defer st.Close()

	blobs, err := openBlobs(ctx, g, g.dataDir())
	if err != nil {
		return err
	}
	core := app.New(st, blobs, app.Config{
		DemoEnabled:    g.v.GetBool("auth.demo"),
		SessionTTL:     g.v.GetDuration("auth.session-ttl"),
		SessionIdleTTL: g.v.GetDuration("auth.session-idle-ttl"),
		DemoTTL:        g.v.GetDuration("auth.demo-ttl"),
		MaxUploadBytes: g.v.GetInt64("uploads.max-bytes"),
		DataDir:        g.dataDir(),
		MinFreeBytes:   g.v.GetInt64("storage.min-free-bytes"),
	}, log)
	box, err := secrets.Open(g.dataDir(), g.v.GetString("secrets.key"))
	if err != nil {
		return err
	}
	core.SetSecrets(box)
	if gc := googleConfig(g); gc.Configured() {
		google, err := auth.NewGoogle(ctx, gc)
		if err != nil {
			return usagef("Google sign-in configuration: %v", err)
		}
		core.SetGoogle(google)
		core.SetDriveBaseURL(g.v.GetString("drive.base-url"))
	} else if gc.ClientID != "" || gc.RedirectURL != "" {
		return usagef("Google sign-in needs both google.client-id and google.redirect-url")
	}
	analyzer, err := ai.New(aiConfig(g))
	if err != nil {
		return usagef("AI configuration: %v", err)
	}
	deps := pipeline.Deps{AI: analyzer}
	if t := pipeline.FindTesseract(); t != nil {
		deps.OCR = t
	} else {
		log.Info("tesseract not installed: OCR of images is unavailable")
	}
	// Before anything is served, so no upload is in flight: what a crash
	// left behind goes now.
	sweepStorage(ctx, core, g.v.GetDuration("storage.orphan-grace"), log)
	shared, err := joinCluster(ctx, g, st, core, log)
	if err != nil {
		return err
	}
	if err := core.StartProcessing(ctx, deps); err != nil {
		return err
	}
	limits := api.DefaultLimits()
	limits.ClientIPHeader = g.v.GetString("server.client-ip-header")
	apiOpts := api.Options{Version: version.Version, Log: log, UI: webui.Dist(), Limits: &limits}
	if shared != nil {
		apiOpts.Budgets = func(name string, rule ratelimit.Rule) ratelimit.Budget { return shared.RateLimit(name, rule) }
	}
	handler := api.NewRouter(core, apiOpts)

	ln, err := net.Listen("tcp", opts.addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", opts.addr, err)
	}
	// Bodies are timed by the API's minimum transfer rate (api.BodyRate), not
	// by a ReadTimeout that would cut large uploads on slow links; a
	// WriteTimeout would cut event streams and large downloads.
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		Protocols:         serveProtocols(),
	}
	if st.bolt != nil {
		admin := startAdminSocket(filepath.Join(g.dataDir(), adminSocketName), st.bolt, blobs, g.dataDir(), log)
		defer admin.Close()
	} else {
		log.Info("no admin socket: hot backups through pharmaops backup are for the bbolt store; " + pgDumpAdvice)
	}
	go sweep(ctx, core, log)
	go func() {
		t := time.NewTicker(time.Hour)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				sweepStorage(ctx, core, g.v.GetDuration("storage.orphan-grace"), log)
			}
		}
	}()

	log.Info("pharmaops serving", "addr", ln.Addr().String(), "dataDir", g.dataDir(), "store", st.where, "version", version.Version, "ai", analyzer.Name(),
		"demo", core.Config().DemoEnabled, "google", core.GoogleConfigured())
	if core.Config().DemoEnabled && !isLoopback(ln.Addr()) {
		log.Warn("demo sign-in is on and the server is reachable from the network: anyone who reaches it can create a demo sandbox; run with --demo=false to serve a team",
			"addr", ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// startCPUProfile profiles the process's CPU into the file until stop.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// setMemoryLimit sets the runtime's soft memory limit: limit bytes, or by
// default (0) a share of the container's or machine's memory, or none
// (-1). A GOMEMLIMIT in the environment has been applied by the runtime
// already and wins.
func setMemoryLimit(limit int64, log *slog.Logger) {
	if os.Getenv("GOMEMLIMIT") != "" || limit < 0 {
		return
	}
	from := "config"
	if limit == 0 {
		limit, from = memlimit.Default()
	}
	if limit > 0 {
		debug.SetMemoryLimit(limit)
		log.Info("soft memory limit", "bytes", limit, "from", from)
	}
}

// sweepStorage removes temporary files and unreferenced blobs older than
// grace and logs what it removed (see app.SweepStorage).
func sweepStorage(ctx context.Context, core *app.App, grace time.Duration, log *slog.Logger) {
	if rep, err := core.SweepStorage(ctx, grace); err != nil {
		log.Warn("storage sweep", "err", err)
	} else {
		log.Info("storage sweep", "tempFiles", rep.TempFiles, "orphanBlobs", rep.OrphanBlobs, "idempotencyKeys", rep.IdempotencyKeys,
			"orphanBytes", rep.OrphanBytes, "keptUntilGrace", rep.KeptRecently, "grace", grace)
	}
}

// isLoopback reports whether a listening address is reachable only from
// this machine.
func isLoopback(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// googleConfig reads the google.* settings. The client secret is only ever
// passed to the client, never logged.
func googleConfig(g *globalOptions) auth.GoogleConfig {
	return auth.GoogleConfig{
		ClientID:     g.v.GetString("google.client-id"),
		ClientSecret: g.v.GetString("google.client-secret"),
		RedirectURL:  g.v.GetString("google.redirect-url"),
		Issuer:       g.v.GetString("google.issuer"),
		AuthURL:      g.v.GetString("google.auth-url"),
		TokenURL:     g.v.GetString("google.token-url"),
		JWKSURL:      g.v.GetString("google.jwks-url"),
		UserInfoURL:  g.v.GetString("google.userinfo-url"),
		RevokeURL:    g.v.GetString("google.revoke-url"),
	}
}

// sweep deletes expired sessions, sign-in tickets and demo sandboxes every
// ten minutes until ctx ends.
func sweep(ctx context.Context, core *app.App, log *slog.Logger) {
	t := time.NewTicker(10 * time.Minute)
	defer t.Stop()
	for {
		if sessions, tickets, sandboxes, err := core.Sweep(ctx); err != nil {
			log.Warn("sweeping expired records", "err", err)
		} else if sessions+tickets+sandboxes > 0 {
			log.Info("swept expired records", "sessions", sessions, "tickets", tickets, "demoSandboxes", sandboxes)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// startAdminSocket serves GET /backup (the database snapshot) and GET
// /backup-archive (the whole backup, see pkg/backup) on a Unix socket.
// Failure to listen is logged and leaves hot backups unavailable; the
// server still runs.
func startAdminSocket(path string, st *bolt.Store, blobs blob.Store, dataDir string, log *slog.Logger) io.Closer {
	_ = os.Remove(path) // a stale socket from a crashed run; the database lock proves none is live
	ln, err := net.Listen("unix", path)
	if err != nil {
		log.Warn("admin socket unavailable; hot backups disabled", "path", path, "err", err)
		return io.NopCloser(nil)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		log.Warn("admin socket permissions", "err", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /backup", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/octet-stream")
		if _, err := st.Backup(r.Context(), w); err != nil {
			log.Error("backup over admin socket", "err", err)
			panic(http.ErrAbortHandler) // cut the stream so the client sees a failure, not a short file
		}
	})
	mux.HandleFunc("GET /backup-archive", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/x-tar")
		src := backupSource(st, blobs, dataDir, r.URL.Query().Get("include-secret-key") == "1")
		m, err := backup.Write(r.Context(), w, src)
		if err != nil {
			log.Error("backup over admin socket", "err", err)
			panic(http.ErrAbortHandler)
		}
		log.Info("backup written", "files", len(m.Blobs), "bytes", m.Bytes(), "secretKey", m.SecretKey)
	})
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	return closerFunc(func() error { err := srv.Close(); _ = os.Remove(path); return err })
}

// serveProtocols are HTTP/1.1 and, for gRPC clients of the Connect
// services (pkg/rpc), HTTP/2 without TLS (h2c): TLS is the job of the
// proxy in front, as for the rest of the server.
func serveProtocols() *http.Protocols {
	p := new(http.Protocols)
	p.SetHTTP1(true)
	p.SetUnencryptedHTTP2(true)
	return p
}

type closerFunc func() error

func (f closerFunc) Close() error { return f() }

// aiConfig reads the ai.* settings. The API key is only ever passed to the
// client, never logged.
func aiConfig(g *globalOptions) ai.Config {
	return ai.Config{
		Provider:       g.v.GetString("ai.provider"),
		BaseURL:        g.v.GetString("ai.baseURL"),
		Model:          g.v.GetString("ai.model"),
		APIKey:         g.v.GetString("ai.apiKey"),
		Timeout:        g.v.GetDuration("ai.timeout"),
		SupportsImages: g.v.GetBool("ai.images"),
	}
}
