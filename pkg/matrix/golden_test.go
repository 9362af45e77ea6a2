package matrix_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/matrix"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// TestGenerateGolden pins the whole generated matrix (defaults, names,
// taxonomy strings, ids, DOFU flags) and its trafficking rows as JSON.
func TestGenerateGolden(t *testing.T) {
	opts := sampleOptions()
	opts.DOFUExpiration = "2026-12-31"
	m := matrix.AddConcept(matrix.Generate(sampleAssets(), opts))
	if err := m.Set("c3-320x50", "dofuExpiration", "2026-01-31"); err != nil {
		t.Fatal(err)
	}
	got, err := json.MarshalIndent(struct {
		Matrix      matrix.Matrix       `json:"matrix"`
		Trafficking []map[string]string `json:"trafficking"`
	}{m, matrix.TraffickingRows(m, matrix.DefaultHeaders)[:2]}, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", "matrix.golden.json")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("generated matrix differs from %s; run go test -update and review the diff\n%s", path, got)
	}
}
