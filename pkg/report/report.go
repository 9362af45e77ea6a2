// Package report renders asset check results as a table, JSON, JUnit XML,
// SARIF 2.1.0 or CSV. It is a pure library: results in, bytes out.
package report

import (
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// Formats are the output formats Write knows, the first being the default.
var Formats = []string{"table", "json", "junit", "sarif", "csv"}

// Results are the outcome of one asset check run.
type Results struct {
	Assets []AssetResult
	// Rules are the rules the run checked, when known. SARIF uses them to
	// describe its rules (title, description, source, rationale).
	Rules []compliance.Rule
}

// AssetResult is one checked asset, or one that could not be read.
type AssetResult struct {
	Path     string
	Name     string
	Info     media.Info
	Analysis compliance.Analysis
	// Error says why the asset could not be read or checked; when set the
	// other fields may be empty.
	Error string
}

// NewAssetResult builds the result of a checked asset.
func NewAssetResult(a compliance.Asset, an compliance.Analysis) AssetResult {
	return AssetResult{Path: a.Path, Name: a.Name(), Info: a.Info, Analysis: an}
}

// ErrorResult builds the result of an asset that could not be read.
func ErrorResult(p string, err error) AssetResult {
	msg := "unknown error"
	if err != nil {
		msg = err.Error()
	}
	return AssetResult{Path: p, Name: baseName(p), Error: msg}
}

func baseName(p string) string {
	if p == "" {
		return ""
	}
	return path.Base(strings.ReplaceAll(p, "\\", "/"))
}

// Summary totals a run.
type Summary struct {
	Assets      int `json:"assets"`
	TotalChecks int `json:"totalChecks"`
	Passed      int `json:"passed"`
	Failed      int `json:"failed"`
	Warnings    int `json:"warnings"`
	// Errors counts assets that could not be read (not in the JSON shape).
	Errors int `json:"-"`
}

// Summary totals the results.
func (r Results) Summary() Summary {
	var s Summary
	for _, a := range r.Assets {
		s.Add(a)
	}
	return s
}

// Add counts one more asset.
func (s *Summary) Add(a AssetResult) {
	s.Assets++
	if a.Error != "" {
		s.Errors++
	}
	s.TotalChecks += a.Analysis.Summary.TotalChecks
	s.Passed += a.Analysis.Summary.Passed
	s.Failed += a.Analysis.Summary.Failed
	s.Warnings += a.Analysis.Summary.Warnings
}

// FailOn levels for AssetResult.Fails.
const (
	FailOnCritical = "critical"
	FailOnWarning  = "warning"
	FailOnNone     = "none"
)

// ValidFailOn checks a --fail-on level.
func ValidFailOn(failOn string) error {
	switch failOn {
	case FailOnNone, FailOnCritical, FailOnWarning:
		return nil
	}
	return fmt.Errorf("unknown --fail-on level %q (want critical, warning or none)", failOn)
}

// Fails reports whether the asset has a check at or above a valid
// --fail-on level: "critical" — a failed critical check; "warning" — any
// failed check or warning; "none" — never. An unreadable asset does not
// fail here (the CLI reports it with its own exit code).
func (a AssetResult) Fails(failOn string) bool {
	if failOn == FailOnNone {
		return false
	}
	for _, is := range a.Analysis.Issues {
		if is.Status == compliance.StatusFail && is.Severity == compliance.SeverityCritical {
			return true
		}
		if failOn == FailOnWarning && (is.Status == compliance.StatusFail || is.Status == compliance.StatusWarning) {
			return true
		}
	}
	return false
}

// Options tune the output.
type Options struct {
	// Color adds ANSI colours to the table; the caller decides (a TTY and
	// no NO_COLOR).
	Color bool
	// ToolVersion is pharmaops' version, written into SARIF.
	ToolVersion string
}

// Write renders results in a format: table, json, junit, sarif or csv.
func Write(w io.Writer, format string, res Results, opts Options) error {
	if s, err := NewStream(w, format); err == nil {
		for _, a := range res.Assets {
			if err := s.Add(a); err != nil {
				return err
			}
		}
		return s.Close()
	}
	switch strings.ToLower(format) {
	case "", "table":
		return writeTable(w, res, opts)
	case "junit":
		return writeJUnit(w, res)
	case "sarif":
		return writeSARIF(w, res, opts)
	}
	return fmt.Errorf("unknown report format %q (want %s)", format, strings.Join(Formats, ", "))
}

// bandOf returns the band of an asset result, or "" without a score.
func bandOf(a AssetResult) string {
	return string(a.Analysis.Band)
}
