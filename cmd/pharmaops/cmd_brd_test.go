package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/mediatest"
)

func TestBRDParseFormats(t *testing.T) {
	brdFile := filepath.Join("..", "..", "testdata", "brd", "dtc-display.docx")
	out := filepath.Join(t.TempDir(), "rules.json")
	if msg, err := run(context.Background(), "brd", "parse", brdFile, "--format", "json", "-o", out); err != nil {
		t.Fatalf("%v: %s", err, msg)
	}
	raw, _ := os.ReadFile(out)
	var res struct {
		Rules []struct {
			ID, Field string
			Source    struct{ Document, Quote string }
		}
	}
	if err := json.Unmarshal(raw, &res); err != nil || len(res.Rules) < 10 {
		t.Fatalf("rules: %v %d", err, len(res.Rules))
	}
	if res.Rules[0].Source.Document != "dtc-display.docx" || res.Rules[0].Source.Quote == "" {
		t.Fatalf("rule without source: %+v", res.Rules[0])
	}
	for _, format := range []string{"table", "yaml"} {
		msg, err := run(context.Background(), "brd", "parse", brdFile, "--format", format)
		if err != nil || !strings.Contains(msg, res.Rules[0].ID) {
			t.Errorf("%s: %v %s", format, err, msg[:min(200, len(msg))])
		}
	}
	// The rules feed asset check.
	dir := mediatest.Dir(t, map[string]string{"a.png": "png_rgb_300x250.png"})
	if _, err := run(context.Background(), "asset", "check", "--rules", out, "--fail-on", "none", "--format", "json", dir); err != nil {
		t.Fatalf("asset check --rules: %v", err)
	}
	for _, args := range [][]string{
		{"brd", "parse"},
		{"brd", "parse", filepath.Join(t.TempDir(), "missing.pdf")},
		{"brd", "parse", filepath.Join("..", "..", "pkg", "media", "testdata", "png_rgb_300x250.png")},
		{"brd", "parse", brdFile, "--format", "xml"},
		{"brd", "parse", brdFile, "--ai"},
	} {
		if _, err := run(context.Background(), args...); exitCode(err) != exitUsage {
			t.Errorf("%v: %v", args, err)
		}
	}
}

func TestRulesTest(t *testing.T) {
	dir := t.TempDir()
	rules := filepath.Join(dir, "rules.json")
	os.WriteFile(rules, []byte(`{"rules":[{"id":"d","rule":"Sizes","severity":"critical","field":"dimensions","section":"Display Requirements","enabled":true,
	  "params":{"allowed":["728x90"]},"tests":[{"input":"728x90","expected":"pass"},{"input":"300x250","expected":"fail"}]}]}`), 0o644)
	asset := filepath.Join("..", "..", "pkg", "media", "testdata", "really_jpeg.png")
	out, err := run(context.Background(), "rules", "test", "--rules", rules, "--file", asset)
	if err != nil || !strings.Contains(out, "3 passed, 0 failed") {
		t.Fatalf("%v: %s", err, out)
	}
	pdf := filepath.Join("..", "..", "pkg", "media", "testdata", "pdf_letter_3pages.pdf")
	out, err = run(context.Background(), "rules", "test", "--rules", rules, "--file", pdf)
	if exitCode(err) != exitFailure || !strings.Contains(out, "Cannot extract dimensions from this file type") {
		t.Fatalf("pdf: %v %s", err, out)
	}
	if _, err := run(context.Background(), "rules", "test"); exitCode(err) != exitUsage {
		t.Fatalf("no --rules: %v", err)
	}
}
