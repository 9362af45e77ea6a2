package pdf_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
	"github.com/pharmaops/pharmaops/pkg/pdf"
)

// makePDF writes a classic PDF (one xref table) of the given objects,
// numbered from 1, with the trailer entries extra.
func makePDF(extra string, objs ...string) []byte { return assetgen.PDF("%PDF-1.4", extra, objs...) }

var onePage = []string{
	"<< /Type /Catalog /Pages 2 0 R >>",
	"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
	"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 250] >>",
}

func pageCount(t *testing.T, data []byte) (int64, error) {
	t.Helper()
	doc, err := pdf.Open(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return 0, err
	}
	var n int64
	err = doc.Do(func() { n = doc.Trailer().Key("Root").Key("Pages").Key("Count").Int64() })
	return n, err
}

// TestOpenViews: the guards' views let the library read files it would
// refuse on its own, and change nothing for a sound file.
func TestOpenViews(t *testing.T) {
	sound := makePDF("", onePage...)
	tests := []struct {
		name string
		data []byte
	}{
		{"sound file", sound},
		{"PDF 2.0 header", bytes.Replace(sound, []byte("%PDF-1.4"), []byte("%PDF-2.0"), 1)},
		{"bytes before the header", append([]byte("junk before\n"), sound...)},
		{"bytes after %%EOF", append(bytes.Clone(sound), strings.Repeat("x", 300)...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if n, err := pageCount(t, tt.data); err != nil || n != 1 {
				t.Fatalf("count %d, err %v; want 1, nil", n, err)
			}
		})
	}
}

// TestOpenRefusesHostileFiles: files that would make the library loop
// forever or allocate without bound are refused as ErrCorrupt, at once.
func TestOpenRefusesHostileFiles(t *testing.T) {
	sound := makePDF("", onePage...)
	xrefAt := bytes.Index(sound, []byte("xref\n"))
	tests := []struct {
		name string
		data []byte
	}{
		{"table /Prev points back at itself", makePDF(fmt.Sprintf(" /Prev %d", xrefAt), onePage...)},
		{"subsection far beyond the file", bytes.Replace(sound, []byte("xref\n0 "), []byte("xref\n99999999 "), 1)},
		{"trailer /Size far beyond the file", bytes.Replace(sound, []byte("/Size 4"), []byte("/Size 99999999"), 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := pageCount(t, tt.data); !errors.Is(err, pdf.ErrCorrupt) {
				t.Fatalf("err = %v, want ErrCorrupt", err)
			}
		})
	}
}

func TestOpenSentinels(t *testing.T) {
	if _, err := pdf.Open(strings.NewReader("GIF89a"), 6); !errors.Is(err, pdf.ErrNotPDF) {
		t.Errorf("GIF: err = %v, want ErrNotPDF", err)
	}
	cut := makePDF("", onePage...)[:12]
	if _, err := pdf.Open(bytes.NewReader(cut), int64(len(cut))); !errors.Is(err, pdf.ErrCorrupt) {
		t.Errorf("12 bytes: err = %v, want ErrCorrupt", err)
	}
}

// FuzzOpen: on any input, Open, a walk of the page tree and RawStream of
// what the trailer names end, without a panic, in a result or an error
// wrapping one of the package's sentinels; RawStream never returns more
// than its limit.
func FuzzOpen(f *testing.F) {
	f.Add(makePDF("", onePage...))
	f.Add(makePDF(" /Prev 9", onePage...))
	f.Add(makePDF(" /Img 4 0 R /Len 5 0 R", append(onePage[:3:3],
		"<< /Filter /DCTDecode /Length 5 0 R >>\nstream\n\xff\xd8 bytes \xff\xd9\nendstream", "11")...))
	f.Fuzz(func(t *testing.T, data []byte) {
		doc, err := pdf.Open(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			if !errors.Is(err, pdf.ErrNotPDF) && !errors.Is(err, pdf.ErrCorrupt) && !errors.Is(err, pdf.ErrEncrypted) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
			return
		}
		err = doc.Do(func() {
			kids := doc.Trailer().Key("Root").Key("Pages").Key("Kids")
			for i := 0; i < kids.Len() && i < 100; i++ {
				kids.Index(i).Key("MediaBox").Index(0).Float64()
			}
			const limit = 1 << 16
			tr := doc.Trailer()
			for _, k := range tr.Keys() {
				if b, ok := doc.RawStream(tr.Key(k), limit); ok && (len(b) == 0 || len(b) > limit) {
					t.Fatalf("RawStream of /%s: %d bytes", k, len(b))
				}
			}
		})
		if err != nil && !errors.Is(err, pdf.ErrCorrupt) {
			t.Fatalf("Do: %v", err)
		}
	})
}
