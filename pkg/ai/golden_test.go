package ai_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/pharmaops/pharmaops/internal/golden"
	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// TestOfflineGolden pins the whole analysis of realistic assets, as the
// API sends it (spec §7 data.analysis).
func TestOfflineGolden(t *testing.T) {
	tests := []struct {
		name string
		in   ai.AssetInput
	}{
		{"dtc_banner", ai.AssetInput{
			Name: "Brandexa_DTC_AsthmaAwareness_300x250_v2.png",
			Info: media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 61234, Width: 300, Height: 250},
			Text: "Breathe easier. Brandexa is a prescription medicine used to treat asthma in adults. Ask your doctor if Brandexa is right for you. " +
				"IMPORTANT SAFETY INFORMATION: Brandexa may cause serious side effects. See full Prescribing Information. US-BRX-20931 DOFU exp: 03/31/2025",
		}},
		{"hcp_detail_aid", ai.AssetInput{
			Name: "Brandexa_HCP_DetailAid_final.pdf",
			Info: media.Info{Kind: media.KindDocument, Format: "PDF", MimeType: "application/pdf", Size: 402311, PageCount: 6},
			Text: "For US Healthcare Professionals Only\nINDICATION: Brandexa is indicated for the maintenance treatment of asthma in patients aged 12 years and older.\n" +
				"The best-in-class, most effective inhaled therapy. Primary endpoint: FEV1 improvement (n=1,204; p<0.001).\nJob code: PP-BRX-US-0042\n" +
				"WARNING: SERIOUS ASTHMA-RELATED EVENTS. Contraindications: status asthmaticus. © 2025 Pharma Co.",
		}},
		{"html5_no_text", ai.AssetInput{
			Name: "brandexa_html5_728x90.zip",
			Info: media.Info{Kind: media.KindHTML5, Format: "ZIP", MimeType: "application/zip", Size: 120000, Width: 728, Height: 90,
				HTML5: &media.HTML5Info{EntryHTML: []string{"index.html"}, AdSizeDeclared: true, FileCount: 7, ClickTagDeclared: true}},
		}},
		{"name_only", ai.AssetInput{Name: "Q3 Launch Video youtube 30s.mp4", Info: media.Info{MimeType: "video/mp4", Size: 52428800}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tc.in.Now = refNow
			an := analyze(t, tc.in)
			got, err := json.MarshalIndent(an, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden.Assert(t, filepath.Join("testdata", "offline", tc.name+".golden.json"), got)
		})
	}
}
