package matrix_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

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
	golden.Assert(t, filepath.Join("testdata", "matrix.golden.json"), got)
}
