package safezip_test

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/safezip"
)

type entry struct {
	name   string
	body   []byte
	stored bool
}

func makeZip(t testing.TB, entries ...entry) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate}
		if e.stored {
			h.Method = zip.Store
		}
		f, err := w.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Write(e.body); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func open(b []byte, l safezip.Limits) (*safezip.Reader, error) {
	return safezip.Open(bytes.NewReader(b), int64(len(b)), l)
}

func TestOpenAndRead(t *testing.T) {
	b := makeZip(t,
		entry{name: "banner/", body: nil},
		entry{name: "banner/index.html", body: []byte("<html>hello</html>")},
		entry{name: "banner/img/logo.png", body: bytes.Repeat([]byte{1, 2, 3}, 100), stored: true},
	)
	z, err := open(b, safezip.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	files := z.Files()
	if len(files) != 3 {
		t.Fatalf("got %d files, want 3", len(files))
	}
	if !files[0].IsDir || files[1].IsDir {
		t.Errorf("IsDir wrong: %+v", files)
	}
	if files[2].Size != 300 || files[2].CompressedSize != 300 {
		t.Errorf("sizes = %d/%d, want 300/300", files[2].Size, files[2].CompressedSize)
	}
	if z.TotalSize() != 18+300 {
		t.Errorf("TotalSize = %d", z.TotalSize())
	}
	got, err := z.ReadFile("./banner/index.html", 0)
	if err != nil || string(got) != "<html>hello</html>" {
		t.Fatalf("ReadFile = %q, %v", got, err)
	}
	if _, ok := z.Stat(`banner\img\logo.png`); !ok {
		t.Error("Stat with backslashes failed")
	}
	if _, err := z.ReadFile("banner/missing.js", 0); !errors.Is(err, safezip.ErrNotFound) {
		t.Errorf("missing file: err = %v, want ErrNotFound", err)
	}
	if _, err := z.ReadFile("banner/", 0); err == nil {
		t.Error("reading a folder should fail")
	}
	if _, err := z.ReadFile("banner/img/logo.png", 100); !errors.Is(err, safezip.ErrTooLarge) {
		t.Errorf("per-call max: err = %v, want ErrTooLarge", err)
	}
}

func TestOpenRejects(t *testing.T) {
	zeros := make([]byte, 2<<20)
	many := make([]entry, 6)
	for i := range many {
		many[i] = entry{name: strings.Repeat("a", i+1) + ".txt", body: []byte("x")}
	}
	small := safezip.Limits{MaxEntries: 5, MaxTotalSize: 1000}
	tests := []struct {
		name   string
		zip    []byte
		limits safezip.Limits
		want   error
	}{
		{"dot-dot", makeZip(t, entry{name: "../evil.html", body: []byte("x")}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"nested dot-dot", makeZip(t, entry{name: "a/../../evil", body: []byte("x")}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"backslash dot-dot", makeZip(t, entry{name: `a\..\..\evil`, body: []byte("x")}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"absolute", makeZip(t, entry{name: "/etc/passwd", body: []byte("x")}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"drive", makeZip(t, entry{name: `C:\evil.exe`, body: []byte("x")}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"duplicate", makeZip(t, entry{name: "a.html", body: []byte("x")}, entry{name: "a.html", body: []byte("y")}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"too many entries", makeZip(t, many...), small, safezip.ErrTooManyEntries},
		{"total too large", makeZip(t, entry{name: "a", body: make([]byte, 600)}, entry{name: "b", body: make([]byte, 600)}), small, safezip.ErrTooLarge},
		{"ratio bomb", makeZip(t, entry{name: "zeros.bin", body: zeros}), safezip.DefaultLimits, safezip.ErrRatio},
		{"not a zip", []byte("this is not a zip file at all, just text"), safezip.DefaultLimits, safezip.ErrNotZip},
		{"empty", nil, safezip.DefaultLimits, safezip.ErrNotZip},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := open(tc.zip, tc.limits)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

// TestLyingHeader patches the declared uncompressed size of a deflated
// entry down to 100 bytes: the reader must stop there, not inflate 1 MB.
func TestLyingHeader(t *testing.T) {
	b := makeZip(t, entry{name: "a.bin", body: make([]byte, 1<<20)})
	patchSize(t, b, 100)
	z, err := open(b, safezip.DefaultLimits)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	got, err := z.ReadFile("a.bin", 0)
	if err == nil {
		t.Fatalf("ReadFile returned %d bytes and no error", len(got))
	}
	if len(got) > 100 {
		t.Fatalf("read %d bytes past the declared size", len(got))
	}
}

// patchSize sets the uncompressed size in every local and central header.
func patchSize(t *testing.T, b []byte, size uint32) {
	t.Helper()
	n := 0
	for i := 0; i+30 < len(b); i++ {
		switch string(b[i : i+4]) {
		case "PK\x03\x04":
			binary.LittleEndian.PutUint32(b[i+22:], size)
			n++
		case "PK\x01\x02":
			binary.LittleEndian.PutUint32(b[i+24:], size)
			n++
		}
	}
	if n < 2 {
		t.Fatal("headers not found")
	}
}

func TestDeclaredEntryCountTooHigh(t *testing.T) {
	b := makeZip(t, entry{name: "a", body: []byte("x")})
	// Claim 60000 entries in the end-of-central-directory record.
	p := bytes.LastIndex(b, []byte("PK\x05\x06"))
	binary.LittleEndian.PutUint16(b[p+8:], 60000)
	binary.LittleEndian.PutUint16(b[p+10:], 60000)
	if _, err := open(b, safezip.DefaultLimits); !errors.Is(err, safezip.ErrTooManyEntries) {
		t.Fatalf("err = %v, want ErrTooManyEntries", err)
	}
}

func TestTruncatedAndCorruptNeverPanic(t *testing.T) {
	good := makeZip(t,
		entry{name: "index.html", body: []byte(strings.Repeat("<div>banner</div>", 50))},
		entry{name: "main.js", body: []byte(strings.Repeat("var clickTag = '';", 20))},
	)
	try := func(b []byte) {
		z, err := open(b, safezip.DefaultLimits)
		if err != nil {
			return
		}
		for _, f := range z.Files() {
			_, _ = z.ReadFile(f.Name, 0)
		}
	}
	for n := 0; n < len(good); n += 7 {
		try(good[:n])
	}
	for i := 0; i < len(good); i += 3 {
		b := append([]byte(nil), good...)
		b[i] ^= 0xff
		try(b)
	}
}
