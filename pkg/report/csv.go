package report

import (
	"bufio"
	"strconv"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// CSVHeader is the CSV output's header: one row per check, or one row for
// an asset without checks or that could not be read.
var CSVHeader = []string{
	"path", "name", "type", "format", "mimeType", "sizeBytes", "width", "height", "durationSeconds",
	"complianceScore", "band", "ruleId", "rule", "severity", "field", "section", "channel", "status",
	"message", "detectedValue", "expectedValue", "gridLocation", "error",
}

// writeCSVAsset writes an asset's rows: one per check, or one for an
// asset without checks or that could not be read.
func writeCSVAsset(bw *bufio.Writer, a AssetResult) {
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
	for _, is := range issues {
		row := append(base[:len(base):len(base)],
			is.RuleID, is.Rule, string(is.Severity), is.Field, is.Section, is.Channel, string(is.Status),
			is.Message, is.DetectedValue, is.ExpectedValue, is.GridLocation, a.Error)
		writeCSVRow(bw, row)
	}
}

// writeCSVRow writes one RFC 4180 row with every field quoted and inner
// quotes doubled (spec §5), ending in CRLF.
func writeCSVRow(w *bufio.Writer, fields []string) {
	for i, f := range fields {
		if i > 0 {
			w.WriteByte(',')
		}
		w.WriteByte('"')
		w.WriteString(strings.ReplaceAll(defuseFormula(f), `"`, `""`))
		w.WriteByte('"')
	}
	w.WriteString("\r\n")
}

// defuseFormula prefixes a quote to text a spreadsheet would run as a
// formula (=, +, -, @, tab, CR at the start), unless it is a number.
func defuseFormula(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return s
		}
		return "'" + s
	}
	return s
}
