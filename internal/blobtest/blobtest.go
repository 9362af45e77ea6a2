// Package blobtest is the conformance suite of blob.Store: every driver
// runs it (pkg/blob on disk, pkg/blob/s3blob against a local S3-compatible
// server), so the callers can rely on the same behaviour from each.
package blobtest

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/blob"
)

const helloSum = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"

// Run runs the suite; open returns a new, empty store for each test.
func Run(t *testing.T, open func(t *testing.T) blob.Store) {
	tests := []struct {
		name string
		fn   func(t *testing.T, s blob.Store)
	}{
		{"PutOpenDelete", testPutOpenDelete},
		{"ReadAtAndSeek", testReadAtAndSeek},
		{"ServedRanges", testServedRanges},
		{"Oversized", testOversized},
		{"CraftedDigests", testCraftedDigests},
		{"Local", testLocal},
		{"Walk", testWalk},
		{"PauseDefersDeletes", testPause},
		{"Import", testImport},
		{"SpoolAndSweep", testSpoolAndSweep},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.fn(t, open(t)) })
	}
}

func put(t *testing.T, s blob.Store, content string) blob.Ref {
	t.Helper()
	ref, err := s.Put(context.Background(), strings.NewReader(content), int64(len(content)))
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

func read(t *testing.T, s blob.Store, sum string) string {
	t.Helper()
	o, err := s.Open(context.Background(), sum)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	raw, err := io.ReadAll(o)
	if err != nil {
		t.Fatal(err)
	}
	if o.Size() != int64(len(raw)) {
		t.Fatalf("Size() = %d, read %d bytes", o.Size(), len(raw))
	}
	return string(raw)
}

func testPutOpenDelete(t *testing.T, s blob.Store) {
	ctx := context.Background()
	ref := put(t, s, "hello")
	if ref != (blob.Ref{SHA256: helloSum, Size: 5}) {
		t.Fatalf("ref %+v", ref)
	}
	if again := put(t, s, "hello"); again != ref {
		t.Fatalf("second put %+v", again)
	}
	if got := read(t, s, ref.SHA256); got != "hello" {
		t.Fatalf("read %q", got)
	}
	if err := s.Delete(ctx, ref.SHA256); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Open(ctx, ref.SHA256); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("after delete: %v", err)
	}
	if err := s.Delete(ctx, ref.SHA256); err != nil {
		t.Fatalf("deleting a missing blob: %v", err)
	}
}

func testReadAtAndSeek(t *testing.T, s blob.Store) {
	ref := put(t, s, "0123456789")
	o, err := s.Open(context.Background(), ref.SHA256)
	if err != nil {
		t.Fatal(err)
	}
	defer o.Close()
	cases := []struct {
		off     int64
		n       int
		want    string
		wantErr error
	}{
		{0, 4, "0123", nil},
		{6, 4, "6789", nil},
		{8, 4, "89", io.EOF}, // past the end: what there is, and EOF
		{10, 1, "", io.EOF},
	}
	for _, c := range cases {
		buf := make([]byte, c.n)
		n, err := o.ReadAt(buf, c.off)
		if string(buf[:n]) != c.want || !errors.Is(err, c.wantErr) {
			t.Errorf("ReadAt(%d bytes at %d) = %q, %v; want %q, %v", c.n, c.off, buf[:n], err, c.want, c.wantErr)
		}
	}
	if end, err := o.Seek(0, io.SeekEnd); err != nil || end != 10 {
		t.Fatalf("seek end: %d %v", end, err)
	}
	if _, err := o.Seek(3, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 2)
	if _, err := io.ReadFull(o, buf); err != nil || string(buf) != "34" {
		t.Fatalf("read after seek: %q %v", buf, err)
	}
	if _, err := o.Seek(2, io.SeekCurrent); err != nil {
		t.Fatal(err)
	}
	rest, err := io.ReadAll(o)
	if err != nil || string(rest) != "789" {
		t.Fatalf("read to the end: %q %v", rest, err)
	}
}

// testServedRanges serves an object as the API does (http.ServeContent),
// whole and by range, the way a browser's <video> asks for it.
func testServedRanges(t *testing.T, s blob.Store) {
	ref := put(t, s, "0123456789")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		o, err := s.Open(r.Context(), ref.SHA256)
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		defer o.Close()
		w.Header().Set("Content-Type", "application/octet-stream")
		http.ServeContent(w, r, "", time.Time{}, o)
	}))
	defer srv.Close()
	for _, c := range []struct{ rng, want string }{{"", "0123456789"}, {"bytes=2-4", "234"}, {"bytes=-3", "789"}, {"bytes=7-", "789"}} {
		req, _ := http.NewRequest("GET", srv.URL, nil)
		if c.rng != "" {
			req.Header.Set("Range", c.rng)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if string(body) != c.want {
			t.Errorf("Range %q: %d %q, want %q", c.rng, res.StatusCode, body, c.want)
		}
	}
}

func testOversized(t *testing.T, s blob.Store) {
	if _, err := s.Put(context.Background(), strings.NewReader(strings.Repeat("x", 11)), 10); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("got %v", err)
	}
	if sums := walk(t, s); len(sums) != 0 {
		t.Fatalf("a failed put stored %v", sums)
	}
	if n, err := s.SweepTemp(0); err != nil || n != 0 {
		t.Fatalf("a failed put left %d temporary files (%v)", n, err)
	}
}

func testCraftedDigests(t *testing.T, s blob.Store) {
	ctx := context.Background()
	for _, sum := range []string{"", "../../etc/passwd", strings.Repeat("z", 64), strings.Repeat("a", 63), strings.Repeat("a", 64)} {
		if _, err := s.Open(ctx, sum); !errors.Is(err, blob.ErrNotFound) {
			t.Errorf("Open(%q) = %v", sum, err)
		}
		if _, _, err := s.Local(ctx, sum, 1<<20); !errors.Is(err, blob.ErrNotFound) {
			t.Errorf("Local(%q) = %v", sum, err)
		}
	}
}

func testLocal(t *testing.T, s blob.Store) {
	ref := put(t, s, "hello")
	path, release, err := s.Local(context.Background(), ref.SHA256, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil || string(raw) != "hello" {
		t.Fatalf("local copy %q %v", raw, err)
	}
	release()
	if got := read(t, s, ref.SHA256); got != "hello" {
		t.Fatalf("the blob after release: %q", got)
	}
	if n, err := s.SweepTemp(0); err != nil || n != 0 {
		t.Fatalf("release left %d temporary files (%v)", n, err)
	}
}

type walked struct {
	sum  string
	size int64
}

func walk(t *testing.T, s blob.Store) []walked {
	t.Helper()
	var got []walked
	err := s.Walk(context.Background(), func(sum string, size int64, mod time.Time) error {
		if mod.IsZero() || time.Since(mod) > time.Hour || time.Until(mod) > time.Hour {
			t.Errorf("blob %s modified at %v", sum, mod)
		}
		got = append(got, walked{sum, size})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(got, func(a, b walked) int { return strings.Compare(a.sum, b.sum) })
	return got
}

func testWalk(t *testing.T, s blob.Store) {
	a, b := put(t, s, "hello"), put(t, s, "another blob")
	want := []walked{{a.SHA256, a.Size}, {b.SHA256, b.Size}}
	slices.SortFunc(want, func(a, b walked) int { return strings.Compare(a.sum, b.sum) })
	if got := walk(t, s); !slices.Equal(got, want) {
		t.Fatalf("walk %v, want %v", got, want)
	}
	stop := errors.New("stop")
	if err := s.Walk(context.Background(), func(string, int64, time.Time) error { return stop }); !errors.Is(err, stop) {
		t.Fatalf("walk did not return fn's error: %v", err)
	}
}

func testPause(t *testing.T, s blob.Store) {
	ctx := context.Background()
	ref := put(t, s, "hello")
	resume := s.Pause()
	if err := s.Delete(ctx, ref.SHA256); err != nil {
		t.Fatal(err)
	}
	if got := read(t, s, ref.SHA256); got != "hello" {
		t.Fatal("deleted while paused")
	}
	resume()
	resume() // a second call does nothing
	if _, err := s.Open(ctx, ref.SHA256); !errors.Is(err, blob.ErrNotFound) {
		t.Fatalf("not deleted on resume: %v", err)
	}
}

func testImport(t *testing.T, s blob.Store) {
	ctx := context.Background()
	if _, err := blob.Import(ctx, s, helloSum, strings.NewReader("hello")); err != nil {
		t.Fatal(err)
	}
	if got := read(t, s, helloSum); got != "hello" {
		t.Fatalf("imported %q", got)
	}
	wrong := strings.Repeat("ab", 32)
	if _, err := blob.Import(ctx, s, wrong, strings.NewReader("not those bytes")); err == nil {
		t.Fatal("a blob whose bytes do not match its name was imported")
	}
	if _, err := blob.Import(ctx, s, "../x", bytes.NewReader(nil)); err == nil {
		t.Fatal("an invalid name was imported")
	}
	if got := walk(t, s); len(got) != 1 {
		t.Fatalf("after the refused imports the store holds %v", got)
	}
}

func testSpoolAndSweep(t *testing.T, s blob.Store) {
	tf, err := s.Spool(strings.NewReader("hello"), 5)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 5)
	if _, err := tf.ReadAt(buf, 0); err != nil || string(buf) != "hello" || tf.Size != 5 {
		t.Fatalf("%q %d %v", buf, tf.Size, err)
	}
	if _, err := s.Spool(strings.NewReader("hello!"), 5); !errors.Is(err, blob.ErrTooLarge) {
		t.Fatalf("oversized: %v", err)
	}
	tf.Close() // left behind, as by a crash
	if n, err := s.SweepTemp(time.Hour); err != nil || n != 0 {
		t.Fatalf("swept a young file: %d %v", n, err)
	}
	if n, err := s.SweepTemp(0); err != nil || n != 1 {
		t.Fatalf("swept %d files (%v), want 1", n, err)
	}
}
