package safezip_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/ziptest"
	"github.com/pharmaops/pharmaops/pkg/safezip"
)

// FuzzOpen feeds arbitrary bytes to Open and ReadFile with tight limits:
// they must return errors, never panic, hang or read past the limits.
func FuzzOpen(f *testing.F) {
	f.Add(ziptest.Build(f, ziptest.Entry{Name: "index.html", Body: `<html><meta name="ad.size" content="width=300,height=250"></html>`}))
	f.Add(ziptest.Build(f, ziptest.Entry{Name: "a/"}, ziptest.Entry{Name: "a/b.js", Body: "var clickTag='x';", Stored: true}))
	f.Add(ziptest.Build(f, ziptest.Entry{Name: "word/document.xml", Body: strings.Repeat("<w:t>x</w:t>", 40)}))
	f.Add([]byte("PK\x05\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"))
	l := safezip.Limits{MaxEntries: 50, MaxTotalSize: 1 << 20, MaxFileSize: 1 << 20, MaxRatio: 100, RatioFloor: 1 << 10}
	f.Fuzz(func(t *testing.T, b []byte) {
		z, err := safezip.Open(bytes.NewReader(b), int64(len(b)), l)
		if err != nil {
			return
		}
		files := z.Files()
		if len(files) > l.MaxEntries {
			t.Fatalf("%d entries accepted, limit %d", len(files), l.MaxEntries)
		}
		for _, fi := range files {
			got, err := z.ReadFile(fi.Name, 0)
			if int64(len(got)) > l.MaxFileSize {
				t.Fatalf("read %d bytes, limit %d", len(got), l.MaxFileSize)
			}
			if err == nil && int64(len(got)) != fi.Size {
				t.Fatalf("%q: read %d bytes, header says %d", fi.Name, len(got), fi.Size)
			}
		}
	})
}
