package export_test

import (
	"time"

	"github.com/pharmaops/pharmaops/pkg/export"
)

var exportDate = time.Date(2026, 11, 21, 0, 0, 0, 0, time.UTC)

func score(n int) *int { return &n }

// trickyRows exercise quoting: commas, quotes, line breaks, unicode, formula
// prefixes, missing values that take the spec's defaults.
func trickyRows() []export.Row {
	return []export.Row{
		{FileName: "Spring_Hero_300x250.jpg", Format: "JPG", Dimensions: "300x250", FileSizeKB: 80, Channel: "Display", Indication: "Plaque psoriasis", CustomerType: "HCP", ComplianceScore: score(92), PreviewURL: "https://cdn.example/a1.jpg?w=300&h=250", Status: "Adding"},
		{FileName: `Banner "Final", v2.png`, Format: "PNG", Dimensions: "728x90", FileSizeKB: 149.96, Channel: "Programmatic", Indication: "Asthma,\nsevere", CustomerType: "DTC", ComplianceScore: score(65), Status: "Existing"},
		{FileName: "Ñandú – ünïcödé 日本.gif", Format: "GIF", FileSizeKB: 12.34, ComplianceScore: score(40), Status: "Remove"},
		{FileName: "=HYPERLINK(\"http://evil\")", Format: "-5", Dimensions: "160x600", Channel: "Email", Indication: "@risk", CustomerType: "HCP", Status: "Adding"},
		{},
	}
}
