package main

import (
	"bytes"
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
)

func TestRun(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a_300x250.png", "sub/b_728x90.png"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 300, 250))); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "broken.png"), []byte("\x89PNG\r\n\x1a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := run([]string{"-runs", "2", "-jobs", "2", dir}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "3 files, 2 workers, median of 2 runs\n") {
		t.Errorf("output starts %q", out.String())
	}
	for _, name := range phaseNames {
		if !strings.Contains(out.String(), "\n"+name+" ") {
			t.Errorf("no %s line in %q", name, out.String())
		}
	}
	for _, args := range [][]string{nil, {"-runs", "0", dir}, {dir, dir}, {filepath.Join(dir, "nope")}} {
		if err := run(args, &out); err == nil {
			t.Errorf("run(%q): no error", args)
		}
	}
}

// TestWriteCompactSameReport: the compact encoding holds the same report
// as pkg/report's JSON, so the phase compares like with like.
func TestWriteCompactSameReport(t *testing.T) {
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	a := compliance.Asset{Path: "x/Brand_DTC_300x250.png", Info: media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 1000, Width: 300, Height: 250}}
	res := report.Results{Rules: rules, Assets: []report.AssetResult{
		report.NewAssetResult(a, compliance.Check(t.Context(), a, rules, compliance.Options{})),
		report.ErrorResult("x/broken.png", os.ErrInvalid),
	}}
	var want, got bytes.Buffer
	if err := report.Write(&want, "json", res, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := writeCompact(&got, res); err != nil {
		t.Fatal(err)
	}
	var w, g any
	if err := json.Unmarshal(want.Bytes(), &w); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(got.Bytes(), &g); err != nil {
		t.Fatalf("compact output is not JSON: %v\n%s", err, got.String())
	}
	wj, _ := json.Marshal(w)
	gj, _ := json.Marshal(g)
	if !bytes.Equal(wj, gj) {
		t.Errorf("compact report differs:\n%s\nwant\n%s", gj, wj)
	}
	// The opening line, one line per asset, the summary, the closing brace.
	if n := strings.Count(got.String(), "\n"); n != len(res.Assets)+3 {
		t.Errorf("%d lines, want one per asset plus 3", n)
	}
}
