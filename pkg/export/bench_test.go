package export_test

import (
	"fmt"
	"io"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/export/internal/benchrows"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

// benchRows builds n realistic export rows (see internal/benchrows).
func benchRows(n int) []export.Row { return benchrows.Rows(n) }

// peakSampler samples the heap while a benchmark runs, for the peak memory
// figure (runtime.MemStats HeapInuse and Sys, in MB).
type peakSampler struct {
	stop     chan struct{}
	wg       sync.WaitGroup
	heap     uint64
	sys      uint64
	baseHeap uint64
}

func startPeak() *peakSampler {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	p := &peakSampler{stop: make(chan struct{}), baseHeap: ms.HeapInuse}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			p.heap = max(p.heap, ms.HeapInuse)
			p.sys = max(p.sys, ms.Sys)
			select {
			case <-p.stop:
				return
			case <-t.C:
			}
		}
	}()
	return p
}

func (p *peakSampler) report(b *testing.B) {
	close(p.stop)
	p.wg.Wait()
	b.ReportMetric(float64(p.heap)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(p.heap-min(p.heap, p.baseHeap))/(1<<20), "peak-heap-over-input-MB")
	b.ReportMetric(float64(p.sys)/(1<<20), "peak-sys-MB")
}

// countingWriter counts the bytes of an export.
type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) { c.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countingWriter)(nil)

// BenchmarkExportExcel100k exports 100,000 matrix rows to .xlsx. Targets:
// ≤ 2.5 s and ≤ 150 MB peak memory (docs/performance.md).
func BenchmarkExportExcel100k(b *testing.B) {
	m := export.Matrix{Campaign: "BrandX Spring 2026", Generated: exportDate, Rows: benchRows(100_000)}
	b.ReportAllocs()
	peak := startPeak()
	var out countingWriter
	for b.Loop() {
		out.n = 0
		if err := export.WriteExcel(&out, m); err != nil {
			b.Fatal(err)
		}
	}
	peak.report(b)
	b.ReportMetric(float64(out.n)/(1<<20), "xlsx-MB")
}

// BenchmarkExportCSV100k exports 100,000 matrix rows to CSV. Target ≤ 0.5 s.
func BenchmarkExportCSV100k(b *testing.B) {
	rows := benchRows(100_000)
	b.ReportAllocs()
	peak := startPeak()
	var out countingWriter
	for b.Loop() {
		out.n = 0
		if err := export.WriteMatrixCSV(&out, rows); err != nil {
			b.Fatal(err)
		}
	}
	peak.report(b)
	b.ReportMetric(float64(out.n)/(1<<20), "csv-MB")
}

// BenchmarkExportTraffickingCSV100k builds and writes the trafficking CSV of
// a 20,000-asset matrix (100,000 rows) with the default headers.
func BenchmarkExportTraffickingCSV100k(b *testing.B) {
	assets := make([]matrix.AssetSummary, 20_000)
	for i := range assets {
		assets[i] = matrix.AssetSummary{ID: fmt.Sprint(i), Name: fmt.Sprintf("Concept_%05d_300x250.zip", i), Kind: "html5", Format: "ZIP", SizeBytes: 120_000, Status: "complete"}
	}
	m := matrix.Generate(assets, matrix.Options{CampaignName: "BrandX Spring 2026", Today: exportDate})
	b.ReportAllocs()
	var out countingWriter
	for b.Loop() {
		out.n = 0
		rows := matrix.TraffickingRows(m, matrix.DefaultHeaders)
		if err := export.WriteTraffickingCSV(&out, matrix.DefaultHeaders, rows); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(out.n)/(1<<20), "csv-MB")
}

// BenchmarkExportHTML100k renders 100,000 rows as the printable HTML page.
func BenchmarkExportHTML100k(b *testing.B) {
	m := export.Matrix{Campaign: "BrandX Spring 2026", Generated: exportDate, Rows: benchRows(100_000)}
	b.ReportAllocs()
	var out countingWriter
	for b.Loop() {
		out.n = 0
		if err := export.WriteHTML(&out, m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(out.n)/(1<<20), "html-MB")
}
