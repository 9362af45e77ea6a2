package doctext_test

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestPDFHugeXref checks that cross-reference numbers far beyond what the
// file could hold are rejected as corrupt at once, before the pdf package
// sizes its object table from them (which took seconds and gigabytes, or
// ended the process), and so is a /Prev chain that loops (which the pdf
// package followed forever), while a sound file still reads.
func TestPDFHugeXref(t *testing.T) {
	good := buildPDF(lines(72, 700, 12, "Banners must be 300x250."))
	tamper := func(old, new string) []byte {
		if !bytes.Contains(good, []byte(old)) {
			t.Fatalf("fixture lacks %q", old)
		}
		return bytes.Replace(good, []byte(old), []byte(new), 1)
	}
	tests := []struct {
		name    string
		data    []byte
		corrupt bool
	}{
		{"sound file", good, false},
		{"subsection start far beyond the file", tamper("xref\n0 ", "xref\n99999999 "), true},
		{"subsection count far beyond the file", tamper("0000000000 65535 f", "0 9999999\n0000000000 65535 f"), true},
		{"trailer size far beyond the file", tamper("/Size ", "/Size 99999999"), true},
		{"xref stream index far beyond the file", append(bytes.Clone(good), "\n<< /Type /XRef /Index [0 5 900000000 5] >>\n"...), true},
		{"number too long for int64", tamper("/Size ", "/Size 99999999999999999999999"), true},
		{"trailer /Prev pointing back at its own table", tamper("/Size ", fmt.Sprintf("/Prev %d /Size ", bytes.Index(good, []byte("xref\n")))), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			doc, err := doctext.ExtractPDF(bytes.NewReader(tt.data), int64(len(tt.data)))
			if el := time.Since(start); el > time.Second {
				t.Errorf("took %v", el)
			}
			switch {
			case tt.corrupt && !errors.Is(err, doctext.ErrCorrupt):
				t.Errorf("err = %v, want ErrCorrupt", err)
			case !tt.corrupt && (err != nil || doc.PlainText() != "Banners must be 300x250."):
				t.Errorf("err = %v, text %q", err, doc.PlainText())
			}
		})
	}
}
