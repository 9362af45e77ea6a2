package app

import (
	"context"
	"io"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/drive"
)

// BenchmarkBuildDemoDrive measures what the first demo listing of a
// server's life pays: drawing and encoding the demo drive's 51 files.
func BenchmarkBuildDemoDrive(b *testing.B) {
	for b.Loop() {
		if d := buildDemoDrive(); len(d.files) != 52 {
			b.Fatalf("%d files", len(d.files))
		}
	}
}

// BenchmarkDemoDriveListAndRead lists the demo root and reads every file's
// bytes, as a Load Demo Files plus Select All import does before storing.
func BenchmarkDemoDriveListAndRead(b *testing.B) {
	d := demoDrive()
	ctx := context.Background()
	for b.Loop() {
		page, err := d.List(ctx, drive.ListParams{Parent: "root", PageSize: 100})
		if err != nil {
			b.Fatal(err)
		}
		for _, f := range page.Files {
			if f.IsFolder {
				continue
			}
			r, err := d.Open(ctx, f)
			if err != nil {
				b.Fatal(err)
			}
			_, _ = io.Copy(io.Discard, r)
			r.Close()
		}
	}
}
