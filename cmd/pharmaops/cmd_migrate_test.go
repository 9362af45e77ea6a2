package main

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/internal/s3test"
)

// campaignNames lists the caller's campaigns as "id name assetCount".
func (c *apiClient) campaignNames() []string {
	c.t.Helper()
	status, raw := c.get("/api/campaigns")
	if status != http.StatusOK {
		c.t.Fatalf("list campaigns: %d %s", status, raw)
	}
	var out struct {
		Data struct {
			Campaigns []struct {
				ID         string `json:"id"`
				Name       string `json:"name"`
				AssetCount int    `json:"assetCount"`
			} `json:"campaigns"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		c.t.Fatal(err)
	}
	var names []string
	for _, x := range out.Data.Campaigns {
		names = append(names, x.ID+" "+x.Name+" "+string(rune('0'+x.AssetCount)))
	}
	slices.Sort(names)
	return names
}

// TestMigrateBoltToPostgresAndS3: a data directory served on bbolt is
// migrated into PostgreSQL and an S3 bucket; a server on those serves the
// same campaigns, assets and files to the same session, and the audit
// trail verifies on PostgreSQL. A second migration into the filled
// database, or one while a server holds the file, is refused.
func TestMigrateBoltToPostgresAndS3(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("PHARMAOPS_STORE_DRIVER", "bolt")
	addr, stop := serveInProcess(t, dir)
	c := signIn(t, addr)
	for i := range 3 {
		if status, _ := c.upload("banner-"+string(rune('a'+i))+".png", uniquePNG(i), ""); status != http.StatusCreated {
			t.Fatalf("upload: %d", status)
		}
	}
	c.waitProcessed()
	campaigns, assets := c.campaignNames(), c.assets()
	if len(assets) < 3 || len(campaigns) == 0 {
		t.Fatalf("before: %d campaigns, %d assets", len(campaigns), len(assets))
	}

	dsn := pgtest.DSN(t)
	s3 := s3test.Start(t)
	t.Setenv("PHARMAOPS_STORE_DSN", dsn)
	for k, v := range map[string]string{"DRIVER": "s3", "BUCKET": s3test.Bucket, "PREFIX": "migrated/", "ENDPOINT": s3.Endpoint,
		"REGION": "us-east-1", "ACCESS_KEY": "test-access", "SECRET_KEY": "test-secret"} {
		t.Setenv("PHARMAOPS_BLOBS_"+k, v)
	}
	if _, err := run(context.Background(), "migrate", "--data-dir", dir); exitCode(err) != exitLocked || !strings.Contains(err.Error(), "stop 'pharmaops serve'") {
		t.Fatalf("migrate while serving: %v (exit %d)", err, exitCode(err))
	}
	stop()

	out, err := run(context.Background(), "migrate", "--from", "bolt", "--to", "postgres", "--data-dir", dir)
	if err != nil {
		t.Fatalf("migrate: %v\n%s", err, out)
	}
	for _, want := range []string{"copied to the s3 blob store", "records copied and verified", "audit-head", "every hash chain intact", "migrated "} {
		if !strings.Contains(out, want) {
			t.Fatalf("output lacks %q:\n%s", want, out)
		}
	}
	if _, err := run(context.Background(), "migrate", "--data-dir", dir); exitCode(err) != exitUsage || !strings.Contains(err.Error(), "already holds pharmaops records") {
		t.Fatalf("second migrate: %v (exit %d)", err, exitCode(err))
	}

	t.Setenv("PHARMAOPS_STORE_DRIVER", "postgres")
	addr, stop = serveInProcess(t, t.TempDir()) // a new machine: nothing of the old data directory
	defer stop()
	c.base = "http://" + addr // the same session token: sessions were migrated
	if got := c.campaignNames(); !slices.Equal(got, campaigns) {
		t.Fatalf("campaigns on PostgreSQL %v, want %v", got, campaigns)
	}
	if got := c.assets(); len(got) != len(assets) {
		t.Fatalf("assets on PostgreSQL %v, want %v", got, assets)
	}
	c.checkDownloads(assets)
	if out, err := run(context.Background(), "audit", "verify"); err != nil || !strings.Contains(out, "audit trail intact") {
		t.Fatalf("audit verify on PostgreSQL: %v\n%s", err, out)
	}
}

func TestMigrateRefusesBadUsage(t *testing.T) {
	cases := []struct {
		name string
		dsn  string
		args []string
		want string
	}{
		{"other engines", "postgres://x@127.0.0.1:1/db", []string{"--from", "postgres", "--to", "bolt"}, "--from bolt --to postgres"},
		{"no dsn", "", nil, "store.dsn"},
		{"no database", "postgres://x@127.0.0.1:1/db", nil, "no database in"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("PHARMAOPS_STORE_DSN", c.dsn)
			_, err := run(context.Background(), append([]string{"migrate", "--data-dir", t.TempDir()}, c.args...)...)
			if exitCode(err) != exitUsage || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("err %v (exit %d), want usage naming %q", err, exitCode(err), c.want)
			}
		})
	}
}
