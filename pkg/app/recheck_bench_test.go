package app_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// BenchmarkRecheck re-checks a campaign of checked banners against the
// spec profile (one prepared rule set for all of them, one store update
// and one event each). Issue 17 scales it to 2,000 assets.
func BenchmarkRecheck(b *testing.B) {
	for _, n := range []int{200, 2000} {
		b.Run(fmt.Sprintf("assets=%d", n), func(b *testing.B) {
			ctx := context.Background()
			st, err := bolt.Open(b.TempDir(), bolt.Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer st.Close()
			org := store.Organization{ID: "org-b", Name: "Bench"}
			c := store.Campaign{ID: "c-b", OrganizationID: org.ID, Name: "Bench", Channel: "Display", CustomerType: "DTC"}
			if err := st.PutOrganization(ctx, org); err != nil {
				b.Fatal(err)
			}
			if err := st.PutCampaign(ctx, c); err != nil {
				b.Fatal(err)
			}
			old := &store.RuleSetRef{ID: "organization", Name: "Organization rules", Version: -1}
			assets := make([]store.Asset, n)
			for i := range assets {
				info := media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Width: 300, Height: 250, Size: int64(20000 + i)}
				assets[i] = store.Asset{ID: fmt.Sprintf("a%05d", i), OrganizationID: org.ID, CampaignID: c.ID, Name: fmt.Sprintf("Brand_DTC_%05d_300x250.png", i),
					SHA256: fmt.Sprintf("%064d", i), Status: store.AssetComplete, Info: &info, UploadDate: time.Now(),
					Analysis: &store.AssetAnalysis{Analysis: compliance.Analysis{}, RuleSet: old}}
				if err := st.PutAsset(ctx, assets[i]); err != nil {
					b.Fatal(err)
				}
			}
			core := app.New(st, nil, app.Config{}, nil)
			b.ReportAllocs()
			b.ResetTimer()
			for range b.N {
				if got, err := core.Recheck(ctx, org.ID, c, assets); err != nil || got != n {
					b.Fatalf("re-checked %d of %d: %v", got, n, err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N*n), "µs/asset")
		})
	}
}
