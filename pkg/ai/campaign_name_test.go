package ai_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/ai"
)

func TestCampaignNameFromFile(t *testing.T) {
	tests := []struct{ in, want string }{
		{"XARELTO_dtc_summerLaunch_300x250_v2.png", "Xarelto DTC Summer Launch"},
		{"brand-hcp-spring-campaign_728x90_V03_final.jpg", "Brand HCP Spring Campaign"},
		{"Lipitor Heart Health 300 x 600 rev2 (1).gif", "Lipitor Heart Health"},
		{"path/to/ozempic_US-OZM-12345_q3_awareness_15s.mp4", "Ozempic Q3 Awareness"},
		{`C:\assets\Brand_ISI_backup_static_160x600.jpg`, "Brand ISI"},
		{"banner.html.zip", ""},
		{"20240115_BrandX_Launch_Video_1080p.mov", "BrandX Launch"},
		{"eCommerce_iPhone_promo.png", "eCommerce iPhone Promo"},
		{"brand__brand__awareness.png", "Brand Awareness"},
		{"300x250.png", ""},
		{"", ""},
		{"name.with.dots.v2.pdf", "Name With Dots"},
		{"Café_Campaign_v1.png", "Café Campaign"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			if got := ai.CampaignNameFromFile(tc.in); got != tc.want {
				t.Errorf("CampaignNameFromFile(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}
