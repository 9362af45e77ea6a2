package pdf

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/pharmaops/pharmaops/internal/assetgen"
)

// TestRawStream reads a stream's bytes as stored, whatever its filter,
// and tells streams apart: it fails if ledongthuc/pdf stops keeping the
// data's offset where streamOffset reads it.
func TestRawStream(t *testing.T) {
	jpegLike := "\xff\xd8\xff\xee not really a JPEG \xff\xd9"
	pdf := assetgen.PDF("%PDF-1.4", " /Jpeg 3 0 R /Plain 4 0 R /Dict 5 0 R",
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [] /Count 0 >>",
		fmt.Sprintf("<< /Filter /DCTDecode /Length %d >>\nstream\n%s\nendstream", len(jpegLike), jpegLike),
		"<< /Length 3 >>\nstream\nabc\nendstream",
		"<< /Not /AStream >>")
	doc, err := Open(bytes.NewReader(pdf), int64(len(pdf)))
	if err != nil {
		t.Fatal(err)
	}
	tr := doc.Trailer()
	tests := []struct {
		name  string
		v     Value
		limit int64
		want  string
		ok    bool
	}{
		{"a JPEG image's bytes", tr.Key("Jpeg"), 1 << 20, jpegLike, true},
		{"an unfiltered stream", tr.Key("Plain"), 1 << 20, "abc", true},
		{"longer than the limit", tr.Key("Jpeg"), 4, "", false},
		{"a dictionary", tr.Key("Dict"), 1 << 20, "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := doc.RawStream(tc.v, tc.limit)
			if string(got) != tc.want || ok != tc.ok {
				t.Errorf("got %q %v, want %q %v", got, ok, tc.want, tc.ok)
			}
		})
	}
	a, _ := StreamID(tr.Key("Jpeg"))
	c, _ := StreamID(tr.Key("Plain"))
	if a == c || a == 0 {
		t.Errorf("stream ids %d and %d, want two different places", a, c)
	}
}
