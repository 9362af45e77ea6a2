package matrix

import (
	"path/filepath"

	"github.com/pharmaops/pharmaops/pkg/report"
)

// ResultSummary is a checked file as the matrix sees it (matrix export of
// a folder, the TUI's export of a folder).
func ResultSummary(r report.AssetResult) AssetSummary {
	return AssetSummary{
		ID: filepath.ToSlash(r.Path), Name: r.Name, Kind: string(r.Info.Kind), Format: r.Info.Format,
		Width: r.Info.Width, Height: r.Info.Height, SizeBytes: r.Info.Size,
		ComplianceScore: r.Analysis.ComplianceScore, Status: "complete",
	}
}
