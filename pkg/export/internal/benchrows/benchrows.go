// Package benchrows generates realistic matrix export rows for the export
// benchmarks and the peak-memory program (internal/exportbench).
package benchrows

import (
	"fmt"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

// Rows returns n export rows: five standard sizes per asset, agency-style
// file names and preview URLs, four channels, three in four rows scored.
func Rows(n int) []export.Row {
	channels := []string{"Display", "Programmatic", "OLV", "Meta"}
	rows := make([]export.Row, n)
	for i := range rows {
		size := matrix.StandardSizes[i%len(matrix.StandardSizes)]
		r := export.Row{
			FileName:     fmt.Sprintf("BrandX_Spring2026_HCP_Concept%04d_%s_v%d.zip", i/5, size, 1+i%3),
			Format:       "ZIP",
			Dimensions:   size,
			FileSizeKB:   float64(40+i%260) + 0.5,
			Channel:      channels[i%len(channels)],
			Indication:   "Moderate-to-severe plaque psoriasis",
			CustomerType: []string{"HCP", "DTC"}[i%2],
			PreviewURL:   fmt.Sprintf("https://preview.example.com/assets/%08d/index.html", i),
			Status:       "Adding",
		}
		if i%4 != 0 {
			s := 40 + i%61
			r.ComplianceScore = &s
		}
		rows[i] = r
	}
	return rows
}
