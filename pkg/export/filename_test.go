package export_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/export"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

func TestFileNames(t *testing.T) {
	tests := []struct {
		campaign, ext, matrix, trafficking string
	}{
		{"Spring Launch", "csv", "Spring Launch_matrix.csv", "spring_launch_trafficking.csv"},
		{"Spring Launch", ".XLSX", "Spring Launch_matrix.xlsx", "spring_launch_trafficking.csv"},
		{"Q3: HCP/DTC \"Wave\" 2?", "html", "Q3_ HCP_DTC _Wave_ 2__matrix.html", "q3_hcp_dtc_wave_2_trafficking.csv"},
		{"  ", "csv", "BRD Campaign_matrix.csv", "brd_campaign_trafficking.csv"},
		{"", "", "BRD Campaign_matrix.csv", "brd_campaign_trafficking.csv"},
		{"Café Crème", "csv", "Café Crème_matrix.csv", "café_crème_trafficking.csv"},
		{"a\x00b\nc", "csv", "a_b_c_matrix.csv", "a_b_c_trafficking.csv"},
		{"..", "csv", "BRD Campaign_matrix.csv", "brd_campaign_trafficking.csv"},
		{"Brand-X v1.2", "csv", "Brand-X v1.2_matrix.csv", "brand-x_v1.2_trafficking.csv"},
	}
	for _, tt := range tests {
		if got := export.MatrixFileName(tt.campaign, tt.ext); got != tt.matrix {
			t.Errorf("MatrixFileName(%q, %q) = %q, want %q", tt.campaign, tt.ext, got, tt.matrix)
		}
		if got := export.TraffickingFileName(tt.campaign); got != tt.trafficking {
			t.Errorf("TraffickingFileName(%q) = %q, want %q", tt.campaign, got, tt.trafficking)
		}
	}
	long := strings.Repeat("é", 300)
	if n := len(export.MatrixFileName(long, "xlsx")); n > 140 {
		t.Errorf("long name is %d bytes", n)
	}
	if n := len(export.TraffickingFileName(long)); n > 140 {
		t.Errorf("long trafficking name is %d bytes", n)
	}
}

func TestMediaType(t *testing.T) {
	for format, want := range map[string]string{
		"csv": "text/csv; charset=utf-8", ".HTML": "text/html; charset=utf-8",
		"xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
	} {
		if got, err := export.MediaType(format); err != nil || got != want {
			t.Errorf("MediaType(%q) = %q, %v", format, got, err)
		}
	}
	if _, err := export.MediaType("pdf"); !errors.Is(err, export.ErrUnknownFormat) {
		t.Errorf("pdf: %v", err)
	}
}

func TestWriteDispatch(t *testing.T) {
	m := export.Matrix{Campaign: "C", Generated: exportDate, Rows: trickyRows()[:1]}
	for format, prefix := range map[string]string{"CSV": "\uFEFF\"Asset Name\"", "html": "<!DOCTYPE html>", ".xlsx": "PK\x03\x04"} {
		var buf bytes.Buffer
		if err := export.Write(&buf, format, m); err != nil || !strings.HasPrefix(buf.String(), prefix) {
			t.Errorf("Write(%q): %v, starts %.20q", format, err, buf.String())
		}
	}
	if err := export.Write(io.Discard, "docx", m); !errors.Is(err, export.ErrUnknownFormat) {
		t.Errorf("docx: %v", err)
	}
}

func TestFromMatrixAndSummary(t *testing.T) {
	m := matrix.Generate([]matrix.AssetSummary{
		{ID: "a1", Name: "hero.png", Kind: "image", Format: "png", Width: 300, Height: 250, SizeBytes: 10240, ComplianceScore: score(85), PreviewURL: "https://x/p.png"},
	}, matrix.Options{CampaignName: "Spring", Today: exportDate, Indication: "Asthma"})
	m = matrix.AddConcept(m)
	e := export.FromMatrix(m)
	if e.Campaign != "Spring" || !e.Generated.Equal(exportDate) || len(e.Rows) != 10 {
		t.Fatalf("export = %+v", e)
	}
	r := e.Rows[1]
	if r.FileName != "hero.png" || r.Format != "PNG" || r.Dimensions != "300x250" || r.FileSizeKB != 10 || r.Channel != "Display" ||
		r.Indication != "Asthma" || r.CustomerType != "DTC" || *r.ComplianceScore != 85 || r.PreviewURL != "https://x/p.png" || r.Status != "Adding" {
		t.Errorf("row from asset = %+v", r)
	}
	for i, want := range []string{"Missing creative: Spring_hero_C01_300x600_V1", "hero.png", "Missing creative: Spring_hero_C01_160x600_V1"} {
		if e.Rows[i].FileName != want {
			t.Errorf("row %d is %q, want %q (one real row at the asset's size, the plan's other sizes missing)", i, e.Rows[i].FileName, want)
		}
	}
	added := e.Rows[5]
	if added.FileName != "Missing creative: Spring_Concept-2_C02_300x600_V1" || added.Format != "HTML5" || added.ComplianceScore != nil ||
		added.Status != export.StatusMissing || added.Dimensions != "300x600" {
		t.Errorf("row without asset = %+v", added)
	}

	s := export.Summarize(e.Rows)
	if s.Rows != 10 || s.Assets != 1 || s.Missing != 9 || s.Scored != 1 || s.AverageScore != 85 {
		t.Errorf("summary = %+v", s)
	}
	if s.Bands[0].Count != 1 || s.Bands[0].Share != 0.1 || s.Bands[3].Count != 9 {
		t.Errorf("bands = %+v", s.Bands)
	}
	if len(s.Channels) != 1 || s.Channels[0] != (export.ChannelCount{Channel: "Display", Count: 10}) {
		t.Errorf("channels = %+v", s.Channels)
	}
	for _, c := range []struct {
		score *int
		band  string
	}{{score(80), "Compliant"}, {score(79), "Review"}, {score(60), "Review"}, {score(59), "Non-Compliant"}, {nil, "Not Scored"}} {
		if got := export.BandOf(c.score); got != c.band {
			t.Errorf("BandOf(%v) = %q", c.score, got)
		}
	}
	if got := export.Summarize(nil); got.Rows != 0 || got.Bands[0].Share != 0 || got.AverageScore != 0 {
		t.Errorf("empty summary = %+v", got)
	}
}

func TestContentDisposition(t *testing.T) {
	tests := []struct{ name, want string }{
		{"Spring Launch_matrix.csv", `attachment; filename="Spring Launch_matrix.csv"`},
		{"Café_matrix.xlsx", `attachment; filename*=utf-8''Caf%C3%A9_matrix.xlsx`},
		{"a;b_matrix.html", `attachment; filename="a;b_matrix.html"`},
	}
	for _, tt := range tests {
		if got := export.ContentDisposition(tt.name); got != tt.want {
			t.Errorf("ContentDisposition(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}
