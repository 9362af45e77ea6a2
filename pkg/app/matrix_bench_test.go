package app_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

// BenchmarkPatchMatrixCell measures one cell edit of a saved 100,000-row
// matrix (2,000 concepts of 50 planned sizes), the editor's every change:
// "chunks" is a cells-only patch (the head and the one chunk of the row
// read and written), "whole" the same cell with the phase labels sent
// unchanged, which takes the way every other patch takes (the whole matrix
// read, synced, re-serialised and its changed chunks written). Run with
// -count to interleave them.
func BenchmarkPatchMatrixCell(b *testing.B) {
	e := newAuditEnv(b)
	ctx := context.Background()
	c, err := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr("Bench matrix")})
	if err != nil {
		b.Fatal(err)
	}
	plan := make([]string, 50)
	for i := range plan {
		plan[i] = fmt.Sprintf("%dx%d", 100+i*10, 600-i*5)
	}
	m := matrix.Matrix{Options: matrix.Options{CampaignName: "Bench matrix", PlannedSizes: plan}}
	for range 2_000 {
		m = matrix.AddConcept(m)
	}
	if _, _, err := e.a.SaveMatrix(ctx, e.p, c.ID, m, nil); err != nil {
		b.Fatal(err)
	}
	page, err := e.a.CampaignMatrixPage(ctx, e.p, c.ID, app.MatrixRowsQuery{Concept: 1000})
	if err != nil || page.Summary.Rows != 100_000 {
		b.Fatalf("%d rows, %v", page.Summary.Rows, err)
	}
	row := page.Rows.Items[0].ID
	phases := page.Options.Phases
	for _, tc := range []struct {
		name  string
		patch func(i int) app.MatrixPatch
	}{
		{"chunks", func(i int) app.MatrixPatch {
			return app.MatrixPatch{Cells: []app.MatrixCell{{RowID: row, Field: "ctaDescription", Value: fmt.Sprint("Learn more ", i)}}}
		}},
		{"whole", func(i int) app.MatrixPatch {
			return app.MatrixPatch{Cells: []app.MatrixCell{{RowID: row, Field: "ctaDescription", Value: fmt.Sprint("Read on ", i)}}, Phases: &phases}
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for i := range b.N {
				if _, err := e.a.PatchMatrix(ctx, e.p, c.ID, tc.patch(i), nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
