package components_test

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/tui"
	"github.com/pharmaops/pharmaops/tui/components"
)

func TestCells(t *testing.T) {
	cases := []struct{ got, want string }{
		{components.Size(0), ""},
		{components.Size(1536), "1.5 KB"},
		{components.Size(3 << 20), "3.0 MB"},
		{components.Measure(media.Info{Kind: media.KindImage, Width: 300, Height: 250}), "300x250"},
		{components.Measure(media.Info{Kind: media.KindVideo, Width: 1920, Height: 1080, DurationSeconds: 15}), "15.0 s"},
		{components.Measure(media.Info{Kind: media.KindDocument, PageCount: 1}), "1 page"},
		{components.Measure(media.Info{Kind: media.KindDocument, PageCount: 12}), "12 pages"},
		{components.Measure(media.Info{}), ""},
		{components.Duration(125), "2:05"},
		{components.Thousands(2000), "2,000"},
		{components.Thousands(1234567), "1,234,567"},
		{components.Thousands(-1500), "-1,500"},
		{components.Thousands(999), "999"},
		{components.Fit("abcdef", 4), "abc…"},
		{components.Fit("ab", 4), "ab  "},
		{components.Fit("日本語テキスト", 6), "日本… "}, // wide runes: padded to the width
		{components.FitRight("ab", 4), "  ab"},
		{components.FitMiddle("Zeta_HCP_Display_Launch_v12.png", 20), "Zeta_HCP_Dis…v12.png"},
		{components.FitMiddle("short.png", 20), "short.png           "},
		{components.FitMiddle("日本語のバナー_300x250.png", 16), "日本語の…50.png "},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: %q, want %q", i, c.got, c.want)
		}
	}
	badges := map[string]tui.Asset{
		"ERR":  {AssetResult: report.AssetResult{Error: "unreadable"}},
		"ANIM": {AssetResult: report.AssetResult{Info: media.Info{Kind: media.KindImage, Animated: true}}},
		"VID":  {AssetResult: report.AssetResult{Info: media.Info{Kind: media.KindVideo}}},
		"HTML": {AssetResult: report.AssetResult{Info: media.Info{Kind: media.KindHTML5}}},
	}
	for want, a := range badges {
		if got := components.TypeBadge(&a); got != want {
			t.Errorf("badge %q, want %q", got, want)
		}
	}
}

// TestAssetTableRows checks that every row is exactly the table's width,
// whatever the name's length, and that the cursor row is marked in text
// (it stays visible without colour).
func TestAssetTableRows(t *testing.T) {
	r := lipgloss.NewRenderer(nil)
	r.SetColorProfile(termenv.Ascii)
	st := tui.NewStyles(r)
	score := 62
	long := tui.Asset{AssetResult: report.AssetResult{Path: "x", Name: strings.Repeat("Zeta_Campaign_", 22) + ".png",
		Info:     media.Info{Kind: media.KindImage, Size: 120 << 10, Width: 300, Height: 250},
		Analysis: compliance.Analysis{ComplianceScore: &score, Band: compliance.BandReview, Summary: compliance.Summary{Failed: 1, Warnings: 2, Passed: 3}}}}
	bad := tui.Asset{AssetResult: report.AssetResult{Path: "c/notes.png", Name: "notes.png", Error: "c/notes.png: unsupported file type: plain text"}}
	for _, w := range []int{60, 80, 132} {
		table := components.AssetTable{Styles: &st, Width: w}
		for _, row := range []string{table.Header(), table.Row(&long, false), table.Row(&long, true), table.Row(&bad, false)} {
			if got := lipgloss.Width(row); got != w {
				t.Errorf("width %d: row is %d wide: %q", w, got, row)
			}
		}
		if sel := table.Row(&long, true); !strings.HasPrefix(sel, "› ") || !strings.Contains(sel, " 62 ") {
			t.Errorf("cursor row %q", sel)
		}
		if row := table.Row(&bad, false); !strings.Contains(row, "unsupported file type") || strings.Contains(row, "c/notes.png:") {
			t.Errorf("unreadable row %q", row)
		}
	}
}
