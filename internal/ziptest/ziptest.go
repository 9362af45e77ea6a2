// Package ziptest builds zip archives for tests.
package ziptest

import (
	"archive/zip"
	"bytes"
	"io"
	"testing"
)

// Entry is one file of an archive, deflated unless Stored is set. A Name
// ending in "/" is a folder.
//
// When Raw is set, it is written as the entry's deflated data as is and
// the headers declare Size bytes uncompressed, whatever Raw inflates to:
// what a zip bomb controls. Body must then be empty, and Stored and Size
// are otherwise unused.
type Entry struct {
	Name   string
	Body   string // the content; a string, so that text needs no conversion
	Stored bool   // kept as is instead of deflated
	Raw    []byte // deflated data written as is (CreateRaw)
	Size   uint64 // the uncompressed size the headers declare for Raw
}

// Build returns a zip of the entries, in order; it fails the test on any
// error.
func Build(t testing.TB, entries ...Entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		var w io.Writer
		var err error
		data := []byte(e.Body)
		switch {
		case e.Raw != nil && e.Body != "":
			t.Fatalf("ziptest: entry %q has both Body and Raw", e.Name)
		case e.Raw != nil:
			data = e.Raw
			w, err = zw.CreateRaw(&zip.FileHeader{Name: e.Name, Method: zip.Deflate,
				CompressedSize64: uint64(len(e.Raw)), UncompressedSize64: e.Size})
		case e.Stored:
			w, err = zw.CreateHeader(&zip.FileHeader{Name: e.Name, Method: zip.Store})
		default:
			w, err = zw.Create(e.Name)
		}
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Files returns a zip of name, body pairs, deflated, in order (a name
// ending in "/" is a folder); it fails the test on any error, or on an odd
// number of arguments.
func Files(t testing.TB, pairs ...string) []byte {
	t.Helper()
	if len(pairs)%2 != 0 {
		t.Fatalf("ziptest: %d arguments, want name, body pairs", len(pairs))
	}
	entries := make([]Entry, 0, len(pairs)/2)
	for i := 0; i < len(pairs); i += 2 {
		entries = append(entries, Entry{Name: pairs[i], Body: pairs[i+1]})
	}
	return Build(t, entries...)
}
