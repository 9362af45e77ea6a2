package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/s3test"
)

// setBucket points the blobs.* settings at a bucket of srv under prefix.
func setBucket(t *testing.T, srv s3test.Server, prefix string) {
	for k, v := range map[string]string{
		"PHARMAOPS_BLOBS_DRIVER": "s3", "PHARMAOPS_BLOBS_BUCKET": s3test.Bucket, "PHARMAOPS_BLOBS_PREFIX": prefix,
		"PHARMAOPS_BLOBS_ENDPOINT": srv.Endpoint, "PHARMAOPS_BLOBS_REGION": "us-east-1",
		"PHARMAOPS_BLOBS_ACCESS_KEY": "test-access", "PHARMAOPS_BLOBS_SECRET_KEY": "test-secret",
	} {
		t.Setenv(k, v)
	}
}

// With blobs.driver=s3 the server keeps the files in the bucket, a backup
// copies them from it, and a restore puts them back into the bucket the
// configuration names; the data directories hold no file of an asset.
func TestServeBackupAndRestoreWithABucket(t *testing.T) {
	srv := s3test.Start(t)
	setBucket(t, srv, "live/")
	dir := t.TempDir()
	addr, stop := serveInProcess(t, dir)
	c := signIn(t, addr)
	for i := range 3 {
		if status, _ := c.upload(fmt.Sprintf("b%d.png", i), uniquePNG(i), ""); status != http.StatusCreated {
			t.Fatalf("upload: %d", status)
		}
	}
	c.waitProcessed()
	stop()
	archive := filepath.Join(t.TempDir(), "backup.tar")
	if out, err := run(context.Background(), "backup", "--data-dir", dir, "-o", archive); err != nil || !strings.Contains(out, "(checked)") {
		t.Fatalf("backup: %v %s", err, out)
	}

	setBucket(t, srv, "restored/")
	restored := filepath.Join(t.TempDir(), "restored")
	if out, err := run(context.Background(), "restore", archive, "--data-dir", restored); err != nil {
		t.Fatalf("restore: %v %s", err, out)
	}
	for _, d := range []string{dir, restored} {
		if entries, _ := os.ReadDir(filepath.Join(d, "blobs", "sha256")); len(entries) != 0 {
			t.Fatalf("%s holds asset files on disk", d)
		}
	}
	addr, stop = serveInProcess(t, restored)
	defer stop()
	c.base = "http://" + addr
	all := c.assets()
	if len(all) < 3 {
		t.Fatalf("restored %d assets", len(all))
	}
	c.checkDownloads(all) // from the restored/ prefix: the live/ one is another store
}

func TestUnknownBlobDriverIsAUsageError(t *testing.T) {
	t.Setenv("PHARMAOPS_BLOBS_DRIVER", "ftp")
	_, err := run(context.Background(), "serve", "--addr", freeAddr(t), "--data-dir", t.TempDir())
	if exitCode(err) != exitUsage || !strings.Contains(err.Error(), "disk and s3") {
		t.Fatalf("got %v", err)
	}
}
