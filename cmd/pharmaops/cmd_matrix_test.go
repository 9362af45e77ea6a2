package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/pharmaops/pharmaops/internal/mediatest"
)

func TestMatrixExportFromFolder(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{"a_300x250.png": "png_rgb_300x250.png", "b.jpg": "jpeg_baseline_728x90.jpg"})
	out := filepath.Join(t.TempDir(), "m.xlsx")
	msg, err := run(context.Background(), "matrix", "export", dir, "--format", "xlsx", "-o", out, "--campaign-name", "Zeta Launch", "--advertiser", "Zeta Pharma")
	if err != nil {
		t.Fatalf("%v: %s", err, msg)
	}
	if !strings.Contains(msg, "10 rows in 2 concepts") {
		t.Fatalf("output %q", msg)
	}
	f, err := excelize.OpenFile(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := f.GetRows("Creative Matrix")
	if err != nil || len(rows) != 11 || rows[0][0] != "Asset Name" {
		t.Fatalf("rows %v %v", rows, err)
	}
	if _, err := f.GetRows("Summary"); err != nil {
		t.Fatal(err)
	}
}

func TestMatrixExportUsage(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{"a.png": "png_rgb_300x250.png"})
	for _, args := range [][]string{
		{"matrix", "export"},
		{"matrix", "export", dir, "--format", "pdf"},
		{"matrix", "export", dir, "--campaign", "x"},
		{"matrix", "export", "--campaign", "nope", "--data-dir", t.TempDir()},
		{"matrix", "export", dir, "--customer-type", "B2B"},
	} {
		if _, err := run(context.Background(), args...); exitCode(err) != exitUsage {
			t.Errorf("%v: %v (exit %d)", args, err, exitCode(err))
		}
	}
}
