package safezip_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/safezip"
)

func open(b []byte, l safezip.Limits) (*safezip.Reader, error) {
	return safezip.Open(bytes.NewReader(b), int64(len(b)), l)
}

func TestOpenAndRead(t *testing.T) {
	b := ziptest.Build(t,
		ziptest.Entry{Name: "banner/"},
		ziptest.Entry{Name: "banner/index.html", Body: "<html>hello</html>"},
		ziptest.Entry{Name: "banner/img/logo.png", Body: strings.Repeat("\x01\x02\x03", 100), Stored: true},
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
	zeros := strings.Repeat("\x00", 2<<20)
	many := make([]ziptest.Entry, 6)
	for i := range many {
		many[i] = ziptest.Entry{Name: strings.Repeat("a", i+1) + ".txt", Body: "x"}
	}
	small := safezip.Limits{MaxEntries: 5, MaxTotalSize: 1000}
	tests := []struct {
		name   string
		zip    []byte
		limits safezip.Limits
		want   error
	}{
		{"dot-dot", ziptest.Build(t, ziptest.Entry{Name: "../evil.html", Body: "x"}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"nested dot-dot", ziptest.Build(t, ziptest.Entry{Name: "a/../../evil", Body: "x"}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"backslash dot-dot", ziptest.Build(t, ziptest.Entry{Name: `a\..\..\evil`, Body: "x"}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"absolute", ziptest.Build(t, ziptest.Entry{Name: "/etc/passwd", Body: "x"}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"drive", ziptest.Build(t, ziptest.Entry{Name: `C:\evil.exe`, Body: "x"}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"duplicate", ziptest.Build(t, ziptest.Entry{Name: "a.html", Body: "x"}, ziptest.Entry{Name: "a.html", Body: "y"}), safezip.DefaultLimits, safezip.ErrUnsafePath},
		{"too many entries", ziptest.Build(t, many...), small, safezip.ErrTooManyEntries},
		{"total too large", ziptest.Build(t, ziptest.Entry{Name: "a", Body: strings.Repeat("\x00", 600)}, ziptest.Entry{Name: "b", Body: strings.Repeat("\x00", 600)}), small, safezip.ErrTooLarge},
		{"ratio bomb", ziptest.Build(t, ziptest.Entry{Name: "zeros.bin", Body: zeros}), safezip.DefaultLimits, safezip.ErrRatio},
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
	b := ziptest.Build(t, ziptest.Entry{Name: "a.bin", Body: strings.Repeat("\x00", 1<<20)})
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
	b := ziptest.Build(t, ziptest.Entry{Name: "a", Body: "x"})
	// Claim 60000 entries in the end-of-central-directory record.
	p := bytes.LastIndex(b, []byte("PK\x05\x06"))
	binary.LittleEndian.PutUint16(b[p+8:], 60000)
	binary.LittleEndian.PutUint16(b[p+10:], 60000)
	if _, err := open(b, safezip.DefaultLimits); !errors.Is(err, safezip.ErrTooManyEntries) {
		t.Fatalf("err = %v, want ErrTooManyEntries", err)
	}
}

func TestTruncatedAndCorruptNeverPanic(t *testing.T) {
	good := ziptest.Build(t,
		ziptest.Entry{Name: "index.html", Body: strings.Repeat("<div>banner</div>", 50)},
		ziptest.Entry{Name: "main.js", Body: strings.Repeat("var clickTag = '';", 20)},
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
