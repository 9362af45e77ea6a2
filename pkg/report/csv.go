package report

import (
	"strconv"

	"github.com/pharmaops/pharmaops/internal/quotedcsv"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// CSVHeader is the CSV output's header: one row per check, or one row for
// an asset without checks or that could not be read. A PDF's print facts
// are the last columns (printCSVHeader), after the columns every report
// had before them.
var CSVHeader = append([]string{
	"path", "name", "type", "format", "mimeType", "sizeBytes", "width", "height", "durationSeconds",
	"complianceScore", "band", "ruleId", "rule", "severity", "field", "section", "channel", "status",
	"message", "detectedValue", "expectedValue", "gridLocation", "error",
}, printCSVHeader...)

// writeCSVAsset writes an asset's rows: one per check, or one for an
// asset without checks or that could not be read.
func writeCSVAsset(cw *quotedcsv.Writer, a AssetResult) {
	score := ""
	if a.Analysis.ComplianceScore != nil {
		score = strconv.Itoa(*a.Analysis.ComplianceScore)
	}
	base := []string{
		a.Path, a.Name, string(a.Info.Kind), a.Info.Format, a.Info.MimeType, strconv.FormatInt(a.Info.Size, 10),
		strconv.Itoa(a.Info.Width), strconv.Itoa(a.Info.Height), strconv.FormatFloat(a.Info.DurationSeconds, 'f', -1, 64),
		score, bandOf(a),
	}
	issues := a.Analysis.Issues
	if len(issues) == 0 {
		issues = []compliance.Issue{{}}
	}
	printCols := printCSV(printFactsOf(a.Info))
	for _, is := range issues {
		row := append(base[:len(base):len(base)],
			is.RuleID, is.Rule, string(is.Severity), is.Field, is.Section, is.Channel, string(is.Status),
			is.Message, is.DetectedValue, is.ExpectedValue, is.GridLocation, a.Error)
		cw.Record(append(row, printCols...)...)
	}
}
