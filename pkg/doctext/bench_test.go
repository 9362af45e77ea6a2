package doctext_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// BenchmarkExtractPDF measures PDF extraction of the small fixtures and,
// when DOCTEXT_BENCH_DIR names a directory (bench/brd-parse.sh sets it),
// of every PDF in it, such as the generated 50-page BRD.
func BenchmarkExtractPDF(b *testing.B) {
	files, _ := filepath.Glob("testdata/brd-small.*.pdf")
	if dir := os.Getenv("DOCTEXT_BENCH_DIR"); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
		files = append(files, more...)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(filepath.Base(f), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := doctext.ExtractPDF(bytes.NewReader(data), int64(len(data))); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkExtractDOCX measures DOCX extraction of the small fixture.
func BenchmarkExtractDOCX(b *testing.B) {
	data, err := os.ReadFile("testdata/brd-small.docx")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := doctext.ExtractDOCX(bytes.NewReader(data), int64(len(data))); err != nil {
			b.Fatal(err)
		}
	}
}
