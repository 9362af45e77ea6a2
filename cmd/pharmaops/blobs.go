package main

import (
	"context"
	"path/filepath"

	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/blob/s3blob"
)

// openBlobs opens the blob store the blobs.* settings choose: the data
// directory's blobs/ folder (blobs.driver=disk, the default) or an
// S3-compatible bucket (blobs.driver=s3). Either way temporary files stay
// in the data directory's blobs/tmp. The secret key is handed to the S3
// client only, never logged.
func openBlobs(ctx context.Context, g *globalOptions, dataDir string) (blob.Store, error) {
	dir := filepath.Join(dataDir, "blobs")
	switch driver := g.v.GetString("blobs.driver"); driver {
	case "", "disk":
		return blob.Open(dir)
	case "s3":
		return s3blob.New(ctx, s3blob.Config{
			Bucket:    g.v.GetString("blobs.bucket"),
			Prefix:    g.v.GetString("blobs.prefix"),
			Endpoint:  g.v.GetString("blobs.endpoint"),
			Region:    g.v.GetString("blobs.region"),
			AccessKey: g.v.GetString("blobs.access-key"),
			SecretKey: g.v.GetString("blobs.secret-key"),
			TempDir:   filepath.Join(dir, "tmp"),
		})
	default:
		return nil, usagef("blobs.driver %q: the drivers are disk and s3", driver)
	}
}
