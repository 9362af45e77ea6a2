package main

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/pharmaops/pharmaops/internal/pgtest"
)

// TestServeOnPostgres: with store.driver postgres the server keeps its
// records in PostgreSQL, logs where without the DSN's password, and has
// no bbolt file in the data directory.
func TestServeOnPostgres(t *testing.T) {
	const password = "pw-that-must-not-be-logged"
	dsn := pgtest.DSN(t) + "&password=" + password // the test server trusts local users: the password is only carried
	t.Setenv("PHARMAOPS_STORE_DRIVER", "postgres")
	t.Setenv("PHARMAOPS_STORE_DSN", dsn)
	dir := t.TempDir()
	addr := freeAddr(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan string, 1)
	go func() {
		out, _ := run(ctx, "serve", "--addr", addr, "--data-dir", dir, "--log-level", "debug")
		done <- out
	}()
	waitHealthy(t, addr)
	api := teamAPI{t: t, base: "http://" + addr}
	api.token = api.call("POST", "/api/auth/demo", nil, 200)["token"].(string)
	id := api.call("POST", "/api/campaigns", map[string]string{"name": "Stored in PostgreSQL"}, 201)["campaignId"].(string)
	cancel()
	out := <-done

	conn, err := pgx.Connect(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var name string
	if err := conn.QueryRow(context.Background(), `SELECT doc->>'name' FROM campaigns WHERE id = $1`, id).Scan(&name); err != nil || name != "Stored in PostgreSQL" {
		t.Fatalf("campaign in PostgreSQL: %q %v", name, err)
	}
	if strings.Contains(out, password) {
		t.Fatalf("the log holds the DSN's password:\n%s", out)
	}
	if !strings.Contains(out, "store=\"postgres host=") {
		t.Fatalf("the log does not say the store is PostgreSQL:\n%s", out)
	}
	if matches, _ := filepath.Glob(filepath.Join(dir, "*.db")); len(matches) != 0 {
		t.Fatalf("a bbolt file was created: %v", matches)
	}
}

// TestStoreSettingsAreChecked: a wrong driver, postgres without a DSN, and
// the commands that only work on the bbolt file are usage errors saying
// why, before anything is opened.
func TestStoreSettingsAreChecked(t *testing.T) {
	cases := []struct {
		name, driver, dsn string
		args              []string
		want              []string
	}{
		{"unknown driver", "mysql", "", []string{"serve"}, []string{"store.driver must be bolt or postgres"}},
		{"postgres without dsn", "postgres", "", []string{"serve"}, []string{"store.dsn is empty"}},
		{"compact", "postgres", "postgres://u:secret@127.0.0.1:1/db", []string{"compact"}, []string{"pharmaops compact works on the bbolt database", "VACUUM"}},
		{"backup", "postgres", "postgres://u:secret@127.0.0.1:1/db", []string{"backup", "-o", "x.tar"}, []string{"store.driver is postgres", "pg_dump"}},
		{"restore", "postgres", "postgres://u:secret@127.0.0.1:1/db", []string{"restore", "x.tar"}, []string{"store.driver is postgres", "pg_restore"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("PHARMAOPS_STORE_DRIVER", c.driver)
			t.Setenv("PHARMAOPS_STORE_DSN", c.dsn)
			_, err := run(context.Background(), append(c.args, "--data-dir", t.TempDir())...)
			var usage usageError
			if !errors.As(err, &usage) {
				t.Fatalf("err = %v, want a usage error", err)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Fatalf("err %q does not say %q", err, w)
				}
			}
			if strings.Contains(err.Error(), "secret") {
				t.Fatalf("err repeats the password: %v", err)
			}
		})
	}
}
