package main

import (
	"context"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/pkg/store/postgres"
)

// Store drivers (config store.driver, env PHARMAOPS_STORE_DRIVER).
const (
	driverBolt     = "bolt"
	driverPostgres = "postgres"
)

// storeDriver returns store.driver, checked: bolt (the default) or postgres.
func (g *globalOptions) storeDriver() (string, error) {
	switch d := g.v.GetString("store.driver"); d {
	case "", driverBolt:
		return driverBolt, nil
	case driverPostgres:
		if g.v.GetString("store.dsn") == "" {
			return "", usagef("store.driver is postgres but store.dsn is empty: set store.dsn in the config or PHARMAOPS_STORE_DSN (postgres://user:password@host:5432/pharmaops)")
		}
		return driverPostgres, nil
	default:
		return "", usagef("store.driver must be bolt or postgres, not %q", d)
	}
}

// openedStore is the store serve runs on; bolt is set when it is the bbolt
// file (the admin socket's hot backups need it).
type openedStore struct {
	store.Store
	bolt *bolt.Store
	// where names it for the log: the data directory, or the PostgreSQL
	// server and database (never the password).
	where string
}

// openStore opens the store store.driver selects.
func openStore(ctx context.Context, g *globalOptions) (openedStore, error) {
	driver, err := g.storeDriver()
	if err != nil {
		return openedStore{}, err
	}
	if driver == driverPostgres {
		st, err := openPostgresIfSelected(ctx, g)
		if err != nil {
			return openedStore{}, err
		}
		return openedStore{Store: st, where: "postgres " + postgres.Describe(g.v.GetString("store.dsn"))}, nil
	}
	st, err := bolt.Open(g.dataDir(), bolt.Options{LockTimeout: time.Second})
	if err != nil {
		return openedStore{}, err
	}
	return openedStore{Store: st, bolt: st, where: "bolt " + g.dataDir()}, nil
}

// requireBolt refuses a command that works on the bbolt file in
// --data-dir when store.driver is postgres, saying what to use instead.
func requireBolt(g *globalOptions, cmd *cobra.Command, instead string) error {
	return requireBoltFor(g, cmd.Name(), instead)
}

func requireBoltFor(g *globalOptions, command, instead string) error {
	driver, err := g.storeDriver()
	if err != nil || driver == driverBolt {
		return err
	}
	return usagef("pharmaops %s works on the bbolt database in --data-dir, and store.driver is postgres: %s", command, instead)
}

// pgDumpAdvice is what to use instead of the bbolt backup commands.
const pgDumpAdvice = "back up PostgreSQL with pg_dump -Fc and restore with pg_restore (docs/scaling.md)"

// campaignStore is a store a local command can find a campaign in by ID
// alone (both stores can; the API never does).
type campaignStore interface {
	store.Store
	FindCampaign(ctx context.Context, id string) (store.Campaign, error)
}

// openPostgresIfSelected opens the PostgreSQL store for a local command
// (matrix export, tui, brd parse --campaign, audit) when store.driver is
// postgres, and returns nil when it is bolt: PostgreSQL is shared by any
// number of processes, so these read and write it directly, server running
// or not.
func openPostgresIfSelected(ctx context.Context, g *globalOptions) (*postgres.Store, error) {
	driver, err := g.storeDriver()
	if err != nil || driver != driverPostgres {
		return nil, err
	}
	openCtx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	return postgres.Open(openCtx, g.v.GetString("store.dsn"))
}

// openDataDirReadOnly opens the bbolt database in dataDir read-only for a
// local command. A directory without one is a usage error (bolt would create
// an empty database). It waits briefly for the file's lock: while a server
// holds it the error is store.ErrLocked, and each caller says what then.
func openDataDirReadOnly(dataDir string) (*bolt.Store, error) {
	if _, err := os.Stat(filepath.Join(dataDir, bolt.FileName)); err != nil {
		return nil, usagef("no database in %s (set --data-dir)", dataDir)
	}
	return bolt.Open(dataDir, bolt.Options{ReadOnly: true, LockTimeout: 300 * time.Millisecond})
}
