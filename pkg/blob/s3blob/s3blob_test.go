package s3blob_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/blobtest"
	"github.com/pharmaops/pharmaops/internal/s3test"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/blob/s3blob"
)

func TestS3Conformance(t *testing.T) {
	srv := s3test.Start(t)
	n := 0
	blobtest.Run(t, func(t *testing.T) blob.Store {
		n++ // a prefix per test: each starts with an empty store
		return srv.Store(t, "run"+strings.Repeat("x", n))
	})
}

// Two prefixes in one bucket are two separate stores.
func TestPrefixesAreSeparate(t *testing.T) {
	srv := s3test.Start(t)
	a, b := srv.Store(t, "a"), srv.Store(t, "b/")
	ctx := context.Background()
	ref, err := a.Put(ctx, strings.NewReader("hello"), 5)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Open(ctx, ref.SHA256); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("prefix b sees prefix a's blob: %v", err)
	}
}

// A local copy is bounded like an upload.
func TestLocalIsBounded(t *testing.T) {
	s := s3test.Start(t).Store(t, "")
	ctx := context.Background()
	ref, err := s.Put(ctx, strings.NewReader("0123456789"), 10)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Local(ctx, ref.SHA256, 9); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("Local past the limit: %v", err)
	}
	if n, _ := s.SweepTemp(0); n != 0 {
		t.Fatalf("a refused copy left %d files", n)
	}
}

func TestNewChecksTheBucket(t *testing.T) {
	srv := s3test.Start(t)
	cases := []struct {
		name string
		edit func(*s3blob.Config)
		want string
	}{
		{"no bucket", func(c *s3blob.Config) { c.Bucket = "" }, "blobs.bucket is required"},
		{"missing bucket", func(c *s3blob.Config) { c.Bucket = "no-such-bucket" }, "bucket no-such-bucket"},
		{"half a key pair", func(c *s3blob.Config) { c.SecretKey = "" }, "go together"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := srv.Config(t, "")
			c.edit(&cfg)
			_, err := s3blob.New(context.Background(), cfg)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error with %q", err, c.want)
			}
		})
	}
}

// The secret key is only used to sign: it appears in no request.
func TestSecretKeyIsNotSent(t *testing.T) {
	srv := s3test.Start(t)
	var leaked bool
	const secret = "very-secret-key-value"
	target, _ := url.Parse(srv.Endpoint)
	forward := httputil.NewSingleHostReverseProxy(target)
	proxy := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for _, vs := range r.Header {
			for _, v := range vs {
				leaked = leaked || strings.Contains(v, secret)
			}
		}
		leaked = leaked || strings.Contains(r.URL.String(), secret)
		forward.ServeHTTP(w, r)
	}))
	defer proxy.Close()
	cfg := srv.Config(t, "")
	cfg.Endpoint, cfg.SecretKey = proxy.URL, secret
	s, err := s3blob.New(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Put(context.Background(), strings.NewReader("hello"), 5); err != nil {
		t.Fatal(err)
	}
	if leaked {
		t.Fatal("the secret key was sent")
	}
}

// BenchmarkPutOpen1MiB stores and reads back 1 MiB through the S3 driver
// against the in-process test server (its memory backend: the figure is
// the driver's and HTTP's cost, not a real service's).
func BenchmarkPutOpen1MiB(b *testing.B) {
	s := s3test.Start(b).Store(b, "")
	data := make([]byte, 1<<20)
	ctx := context.Background()
	b.SetBytes(int64(len(data)))
	i := 0
	for b.Loop() {
		i++
		copy(data, fmt.Sprint(i)) // new bytes each time: no deduplication
		ref, err := s.Put(ctx, bytes.NewReader(data), int64(len(data)))
		if err != nil {
			b.Fatal(err)
		}
		o, err := s.Open(ctx, ref.SHA256)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := io.Copy(io.Discard, o); err != nil {
			b.Fatal(err)
		}
		o.Close()
	}
}
