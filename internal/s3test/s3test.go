// Package s3test runs an S3-compatible server for tests: gofakes3 with an
// in-memory backend, in process, on 127.0.0.1. Only tests import it.
package s3test

import (
	"context"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"github.com/pharmaops/pharmaops/pkg/blob/s3blob"
)

// Bucket is the bucket Start creates.
const Bucket = "pharmaops-test"

// Server is a running S3-compatible server.
type Server struct {
	// Endpoint is its URL (http://127.0.0.1:port).
	Endpoint string
}

// Start starts a server with an empty bucket named Bucket; it stops when
// the test ends.
func Start(t testing.TB) Server {
	t.Helper()
	backend := s3mem.New()
	if err := backend.CreateBucket(Bucket); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(gofakes3.New(backend).Server())
	t.Cleanup(srv.Close)
	return Server{Endpoint: srv.URL}
}

// Config is the s3blob configuration of the server's bucket under prefix,
// with static test credentials (the server checks no signature).
func (s Server) Config(t testing.TB, prefix string) s3blob.Config {
	return s3blob.Config{
		Bucket: Bucket, Prefix: prefix, Endpoint: s.Endpoint, Region: "us-east-1",
		AccessKey: "test-access", SecretKey: "test-secret",
		TempDir: filepath.Join(t.TempDir(), "tmp"),
	}
}

// Store opens a blob store on the server's bucket under prefix.
func (s Server) Store(t testing.TB, prefix string) *s3blob.Store {
	t.Helper()
	st, err := s3blob.New(context.Background(), s.Config(t, prefix))
	if err != nil {
		t.Fatal(err)
	}
	return st
}
