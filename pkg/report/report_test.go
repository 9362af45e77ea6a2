package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
)

// sampleResults checks a small, varied set of assets against the spec and
// html5-adserver profiles: failures, warnings, passes, an asset without
// checks and an unreadable one, with names that need escaping everywhere.
func sampleResults(t *testing.T) report.Results {
	t.Helper()
	spec, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	h5, err := compliance.Profile("html5-adserver")
	if err != nil {
		t.Fatal(err)
	}
	contrast := compliance.Rule{ID: "brand.contrast", Rule: "Text contrast", Severity: compliance.SeverityMinor, Field: "contrast",
		Section: "Accessibility", Channel: "All", Enabled: true, Description: "Text contrast at least 4.5:1"}
	rules := append(append([]compliance.Rule{}, spec...), contrast)
	assets := []compliance.Asset{
		{Path: "assets/display/Brand_HCP_US-ABC-1234_300x250.png", Info: media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 48 * 1024, Width: 300, Height: 250}},
		{Path: "assets/display/big banner \"v2\", final.jpg", CustomerType: "DTC", Info: media.Info{Kind: media.KindImage, Format: "JPG", MimeType: "image/jpeg", Size: 210 * 1024, Width: 970, Height: 250}},
		{Path: "assets/video/=spot_30s.mov", Info: media.Info{Kind: media.KindVideo, Format: "MOV", MimeType: "video/quicktime", Size: 12 << 20, Width: 1920, Height: 1080,
			DurationSeconds: 31.5, FrameRate: 29.97, VideoCodec: "avc1", AudioCodec: "mp4a", BitrateKbps: 3200}},
		{Path: "assets/docs/ISI-médecin.pdf", Text: "For US healthcare professionals only. BRANDX is indicated for adults with plaque psoriasis. Job code PP-XYZ-US-1234.",
			Info: media.Info{Kind: media.KindDocument, Format: "PDF", MimeType: "application/pdf", Size: 80 * 1024, PageCount: 3,
				Print: &media.PrintInfo{PagesRead: 3, PDFX: "PDF/X-1a:2001",
					ColorSpaces:   []media.ColorUse{{Space: media.ColorCMYK, Page: 1, What: "fill colour"}, {Space: media.ColorSpot, Name: "PANTONE 286 C", Page: 2, What: "fill colour"}},
					OutputIntents: []media.OutputIntent{{Identifier: "FOGRA39", Condition: "Coated FOGRA39"}},
					Fonts:         2, FontsNotEmbedded: []string{"Helvetica"},
					LowestImage: &media.PlacedImage{Page: 2, Name: "Im2", DPI: 150},
					Ink:         &media.InkCoverage{MaxPercent: 320, Page: 2, What: "image Im2", NotSummed: []string{"ICC-based colour"}}}}},
	}
	var res report.Results
	res.Rules = append(append([]compliance.Rule{}, rules...), h5...)
	for _, a := range assets {
		res.Assets = append(res.Assets, report.NewAssetResult(a, compliance.Check(context.Background(), a, rules, compliance.Options{})))
	}
	zip := compliance.Asset{Path: "assets/html5/banner_728x90.zip", Info: media.Info{Kind: media.KindHTML5, Format: "ZIP", MimeType: "application/zip", Size: 95 * 1024, Width: 728, Height: 90,
		HTML5: &media.HTML5Info{EntryHTML: []string{"index.html"}, AdSizeDeclared: true, FileCount: 7, TotalBytes: 180 * 1024, CompressedBytes: 95 * 1024, InitialLoadBytes: 60 * 1024,
			ClickTagDeclared: true, ClickTagUsed: false, ExternalReferences: []string{"http://cdn.example.com/gsap.js"}}}}
	res.Assets = append(res.Assets, report.NewAssetResult(zip, compliance.Check(context.Background(), zip, h5, compliance.Options{})))
	empty := compliance.Asset{Path: "assets/notes.txt", Info: media.Info{Kind: media.KindUnknown, Size: 12}}
	res.Assets = append(res.Assets, report.NewAssetResult(empty, compliance.Check(context.Background(), empty, nil, compliance.Options{})))
	res.Assets = append(res.Assets, report.ErrorResult("assets/broken.mp4", errors.New("mp4: truncated moov box at offset 32")))
	return res
}

func TestGolden(t *testing.T) {
	res := sampleResults(t)
	tests := []struct {
		format, file string
		opts         report.Options
	}{
		{"table", "report.table.golden", report.Options{}},
		{"table", "report.table-color.golden", report.Options{Color: true}},
		{"json", "report.json.golden", report.Options{}},
		{"junit", "report.junit.golden", report.Options{}},
		{"sarif", "report.sarif.golden", report.Options{ToolVersion: "1.2.3"}},
		{"csv", "report.csv.golden", report.Options{}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			var buf bytes.Buffer
			if err := report.Write(&buf, tt.format, res, tt.opts); err != nil {
				t.Fatal(err)
			}
			if hasEsc := bytes.Contains(buf.Bytes(), []byte("\x1b[")); hasEsc != tt.opts.Color {
				t.Errorf("ANSI colour present = %v with Color = %v", hasEsc, tt.opts.Color)
			}
			golden.Assert(t, filepath.Join("testdata", tt.file), buf.Bytes())
		})
	}
}

func TestUnknownFormat(t *testing.T) {
	err := report.Write(&bytes.Buffer{}, "xml", report.Results{}, report.Options{})
	if err == nil || !strings.Contains(err.Error(), "table, json, junit, sarif, csv") {
		t.Errorf("err = %v", err)
	}
}

func TestJSONShape(t *testing.T) {
	var buf bytes.Buffer
	if err := report.Write(&buf, "json", sampleResults(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Assets  []map[string]json.RawMessage `json:"assets"`
		Summary map[string]json.RawMessage   `json:"summary"`
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	keys := []string{"path", "name", "type", "format", "mimeType", "sizeBytes", "width", "height", "durationSeconds", "frameRate",
		"videoCodec", "complianceScore", "band", "issues", "recommendations"}
	for i, a := range doc.Assets {
		for _, k := range keys {
			if _, ok := a[k]; !ok {
				t.Errorf("asset %d lacks %q", i, k)
			}
		}
		_, hasErr := a["error"]
		if hasErr != (i == len(doc.Assets)-1) {
			t.Errorf("asset %d: error present = %v", i, hasErr)
		}
		// A PDF's print facts are the one other key (PDFs only).
		_, hasPrint := a["print"]
		if hasPrint != (string(a["type"]) == `"document"`) {
			t.Errorf("asset %d: print present = %v", i, hasPrint)
		}
		if len(a) != len(keys)+map[bool]int{true: 1}[hasErr]+map[bool]int{true: 1}[hasPrint] {
			t.Errorf("asset %d has unexpected keys: %d", i, len(a))
		}
	}
	for _, k := range []string{"assets", "totalChecks", "passed", "failed", "warnings"} {
		if _, ok := doc.Summary[k]; !ok {
			t.Errorf("summary lacks %q", k)
		}
	}
	if len(doc.Summary) != 5 {
		t.Errorf("summary keys = %d", len(doc.Summary))
	}
	// No checks: score and band are null, issues an empty array.
	if s := string(doc.Assets[5]["complianceScore"]); s != "null" || string(doc.Assets[5]["band"]) != "null" || string(doc.Assets[5]["issues"]) != "[]" {
		t.Errorf("no-check asset: score %s band %s issues %s", s, doc.Assets[5]["band"], doc.Assets[5]["issues"])
	}
}

func TestSummaryAndFails(t *testing.T) {
	res := sampleResults(t)
	s := res.Summary()
	if s.Assets != 7 || s.Errors != 1 || s.TotalChecks != s.Passed+s.Failed+s.Warnings || s.Failed == 0 || s.Warnings == 0 {
		t.Errorf("summary = %+v", s)
	}
	tests := []struct {
		res    report.Results
		failOn string
		want   bool
	}{
		{res, "critical", true},
		{res, "none", false},
		{report.Results{Assets: []report.AssetResult{warningOnly()}}, "critical", false},
		{report.Results{Assets: []report.AssetResult{warningOnly()}}, "warning", true},
		{report.Results{Assets: []report.AssetResult{report.ErrorResult("x", nil)}}, "warning", false},
	}
	for i, tt := range tests {
		if err := report.ValidFailOn(tt.failOn); err != nil {
			t.Fatal(err)
		}
		got := slices.ContainsFunc(tt.res.Assets, func(a report.AssetResult) bool { return a.Fails(tt.failOn) })
		if got != tt.want {
			t.Errorf("case %d: fails at %s = %v", i, tt.failOn, got)
		}
	}
	if err := report.ValidFailOn("major"); err == nil {
		t.Error("bad level accepted")
	}
}

func warningOnly() report.AssetResult {
	return report.AssetResult{Path: "a.png", Analysis: compliance.Finish([]compliance.Issue{{Rule: "T", Field: "typography", Severity: "critical", Status: "warning", Message: "Manual review required"}}, 0)}
}

func TestCSVQuotesEveryField(t *testing.T) {
	var buf bytes.Buffer
	if err := report.Write(&buf, "csv", sampleResults(t), report.Options{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\r\n"), "\r\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, `"`) || !strings.HasSuffix(l, `"`) {
			t.Fatalf("line %d not quoted: %s", i, l)
		}
		fields := strings.Split(l[1:len(l)-1], `","`)
		if len(fields) != len(report.CSVHeader) && !strings.Contains(l, `""`) {
			t.Errorf("line %d has %d fields", i, len(fields))
		}
	}
	out := buf.String()
	if !strings.Contains(out, `"assets/display/big banner ""v2"", final.jpg"`) {
		t.Error("inner quotes not doubled")
	}
	if !strings.Contains(out, `"'=spot_30s.mov"`) {
		t.Error("formula-like name not defused")
	}
}

func TestTableIsSafeAndAligned(t *testing.T) {
	res := report.Results{Assets: []report.AssetResult{
		report.ErrorResult("evil\x1b[31mname.png", errors.New("bad\x07")),
		warningOnly(),
	}}
	var buf bytes.Buffer
	if err := report.Write(&buf, "table", res, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(buf.String(), "\x1b\x07") {
		t.Errorf("control characters leaked: %q", buf.String())
	}
	lines := strings.Split(buf.String(), "\n")
	if i, j := strings.Index(lines[0], "TYPE"), strings.Index(lines[1], "ERROR"); i != j {
		t.Errorf("columns not aligned: %q / %q", lines[0], lines[1])
	}
}

func TestPathURI(t *testing.T) {
	tests := map[string]string{
		"assets/a b.png":         "assets/a%20b.png",
		"./x/y.jpg":              "x/y.jpg",
		`dir\sub\z.gif`:          "dir/sub/z.gif",
		"/abs/p#1.png":           "file:///abs/p%231.png",
		`C:\work\ad.png`:         "file:///C:/work/ad.png",
		"assets/ISI-médecin.pdf": "assets/ISI-m%C3%A9decin.pdf",
	}
	for in, want := range tests {
		if got := report.PathURI(in); got != want {
			t.Errorf("PathURI(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNewStreamOnlyJSONAndCSV(t *testing.T) {
	for _, f := range []string{"table", "junit", "sarif", "xml", ""} {
		var buf bytes.Buffer
		if _, err := report.NewStream(&buf, f); err == nil || buf.Len() != 0 {
			t.Errorf("NewStream(%q): err %v, wrote %q", f, err, buf.String())
		}
	}
	for _, f := range []string{"json", "CSV"} {
		if _, err := report.NewStream(io.Discard, f); err != nil {
			t.Errorf("NewStream(%q): %v", f, err)
		}
	}
}
