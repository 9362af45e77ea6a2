package brd_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

// BenchmarkExtract extracts rules from a 50-page BRD assembled from the
// corpus sources (each source repeated with its page breaks).
func BenchmarkExtract(b *testing.B) {
	var parts []string
	for _, name := range []string{"dtc-display", "hcp-video", "social-email"} {
		src, err := os.ReadFile(filepath.Join(corpusDir, name+".brd.txt"))
		if err != nil {
			b.Fatal(err)
		}
		parts = append(parts, string(src))
	}
	var sb strings.Builder
	pages := 0
	for i := 0; pages < 50; i++ {
		sb.WriteString(parts[i%len(parts)])
		sb.WriteString("\n---page---\n")
		pages = strings.Count(sb.String(), "---page---")
	}
	doc := parseSource(sb.String())
	b.ReportAllocs()
	b.ResetTimer()
	var rules int
	for b.Loop() {
		rules = len(brd.Extract(doc, brd.Options{DocumentName: "bench.pdf"}).Rules)
	}
	b.ReportMetric(float64(len(doc.Pages)), "pages")
	b.ReportMetric(float64(rules), "rules")
}
