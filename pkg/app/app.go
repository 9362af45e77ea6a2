package app

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/auth"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// Config holds the core's settings.
type Config struct {
	// DemoEnabled allows POST /api/auth/demo (config auth.demo).
	DemoEnabled bool
	// SessionTTL is how long a session lasts at most (config auth.session-ttl).
	SessionTTL time.Duration
	// SessionIdleTTL ends a session unused for that long (auth.session-idle-ttl).
	SessionIdleTTL time.Duration
	// DemoTTL is how long a demo sandbox lives before the sweep deletes it
	// (auth.demo-ttl).
	DemoTTL time.Duration
	// MaxUploadBytes bounds one uploaded file (config uploads.max-bytes).
	MaxUploadBytes int64
	// DataDir is where the database and blobs live; its free space is
	// watched when MinFreeBytes > 0.
	DataDir string
	// MinFreeBytes is the free-space floor of DataDir (config
	// storage.min-free-bytes): below it writes answer ErrDiskFull.
	MinFreeBytes int64
}

// DefaultMaxUploadBytes is the default upload limit: 2 GiB, above the
// spec's 1 GB YouTube video limit so that such a file can be flagged.
const DefaultMaxUploadBytes = 2 << 30

// App is the application core.
type App struct {
	store store.Store
	blobs blob.Store // nil in the command line's cores, which hold no assets
	proc  *processor // nil until StartProcessing
	queue Queue      // the processing queue; in-process unless SetQueue
	// secrets encrypts credentials at rest; nil until SetSecrets.
	secrets *secrets.Box
	cfg     Config
	log     *slog.Logger
	now     func() time.Time

	events Broker
	// matrices keeps the prepared matrices of the campaigns paged last.
	matrices matrixCache
	// prepared holds one prepared rule set per rule set version.
	prepared preparedRuleSets
	// rechecks tracks the campaigns' running re-checks.
	rechecks rechecks

	// throttle slows an account down after a burst of wrong passwords.
	throttle    PasswordThrottle
	recheckLock RecheckLock // nil: this instance only
	// google is the Google sign-in client; nil until SetGoogle.
	google *auth.Google
	// drive is the Drive connection and the running imports.
	drive driveState

	keyMu sync.Mutex // guards key, the URL signing key loaded on first use
	key   []byte
}

// New returns the core over a store and a blob store.
func New(s store.Store, blobs blob.Store, cfg Config, log *slog.Logger) *App {
	if cfg.MaxUploadBytes <= 0 {
		cfg.MaxUploadBytes = DefaultMaxUploadBytes
	}
	if cfg.SessionTTL <= 0 {
		cfg.SessionTTL = 7 * 24 * time.Hour
	}
	if cfg.SessionIdleTTL <= 0 || cfg.SessionIdleTTL > cfg.SessionTTL {
		cfg.SessionIdleTTL = min(24*time.Hour, cfg.SessionTTL)
	}
	if cfg.DemoTTL <= 0 {
		cfg.DemoTTL = DefaultDemoTTL
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &App{store: s, blobs: blobs, cfg: cfg, log: log, now: time.Now, throttle: auth.NewThrottle(), events: &LocalBroker{}}
}

// Config returns the core's settings.
func (a *App) Config() Config { return a.cfg }

// Health reports whether the store answers.
func (a *App) Health(ctx context.Context) error { return a.store.Health(ctx) }

// SetClock replaces the clock, for tests of expiry.
func (a *App) SetClock(now func() time.Time) { a.now = now }
