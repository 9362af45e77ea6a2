package brd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/brd"
)

// TestStagesGolden keeps each stage's output of the example in
// testdata/stages (shown in docs/brd.md) and of two corpus documents as
// golden files, so a change to one stage shows where it acts.
func TestStagesGolden(t *testing.T) {
	sources := map[string]string{
		"example":          "testdata/stages/example.brd.txt",
		"agency-specsheet": filepath.Join(corpusDir, "agency-specsheet.brd.txt"),
		"dtc-display":      filepath.Join(corpusDir, "dtc-display.brd.txt"),
	}
	for name, path := range sources {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tr := brd.TraceExtract(parseSource(string(src)), brd.Options{DocumentName: name})
			for stage, v := range map[string]any{"1-blocks": tr.Blocks, "2-candidates": tr.Candidates, "3-drafts": tr.Drafts, "4-rules": tr.Rules, "5-reviewed": tr.Reviewed} {
				got, err := json.MarshalIndent(v, "", "  ")
				if err != nil {
					t.Fatal(err)
				}
				golden.Assert(t, filepath.Join("testdata/stages", name+"."+stage+".json"), append(got, '\n'))
			}
		})
	}
}
