package blob_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/blobtest"
	"github.com/pharmaops/pharmaops/pkg/blob"
)

func TestDiskConformance(t *testing.T) {
	blobtest.Run(t, func(t *testing.T) blob.Store {
		s, err := blob.Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		return s
	})
}

func TestDiskLayout(t *testing.T) {
	dir := t.TempDir()
	s, _ := blob.Open(dir)
	ref, err := s.Put(context.Background(), strings.NewReader("hello"), 10)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "sha256", ref.SHA256[:2], ref.SHA256[2:])); err != nil {
		t.Fatalf("blob not at sha256/ab/cdef…: %v", err)
	}
	if _, err := s.Put(context.Background(), strings.NewReader(strings.Repeat("x", 11)), 10); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("got %v", err)
	}
	entries, _ := os.ReadDir(filepath.Join(dir, "tmp"))
	if len(entries) != 0 {
		t.Fatalf("tmp holds %d entries after a failed put", len(entries))
	}
}

func TestSpool(t *testing.T) {
	tf, err := blob.Spool(strings.NewReader("hello"), 5)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 5)
	if _, err := tf.ReadAt(buf, 0); err != nil || string(buf) != "hello" || tf.Size != 5 {
		t.Fatalf("%q %d %v", buf, tf.Size, err)
	}
	name := tf.Name()
	tf.Remove()
	if _, err := os.Stat(name); !os.IsNotExist(err) {
		t.Fatal("temporary file left behind")
	}
	if _, err := blob.Spool(strings.NewReader("hello!"), 5); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("oversized: %v", err)
	}
}

// BenchmarkPutOpen1MiB stores and reads back 1 MiB on disk (each Put
// fsyncs the file and its directory).
func BenchmarkPutOpen1MiB(b *testing.B) {
	s, err := blob.Open(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	data := make([]byte, 1<<20)
	ctx := context.Background()
	b.SetBytes(int64(len(data)))
	i := 0
	for b.Loop() {
		i++
		copy(data, fmt.Sprint(i))
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
