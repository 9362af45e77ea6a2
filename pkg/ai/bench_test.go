package ai_test

import (
	"context"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// BenchmarkOfflineBanner measures the analysis of a banner with a full ISI.
func BenchmarkOfflineBanner(b *testing.B) {
	in := ai.AssetInput{Name: "Brand_DTC_300x250_v2.png", Info: media.Info{Kind: media.KindImage},
		Text: "Brand is used to treat adults with asthma. Ask your doctor. " + isiText, Now: refNow}
	for b.Loop() {
		if _, err := ai.NewOffline().AnalyzeAsset(context.Background(), in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOfflineDocument measures the analysis of a 100 KB document text.
func BenchmarkOfflineDocument(b *testing.B) {
	text := strings.Repeat("Brand is used to treat adults with asthma. Ask your doctor. "+isiText+"\n", 250)
	in := ai.AssetInput{Name: "leave_behind.pdf", Info: media.Info{Kind: media.KindDocument}, Text: text, Now: refNow}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if _, err := ai.NewOffline().AnalyzeAsset(context.Background(), in); err != nil {
			b.Fatal(err)
		}
	}
}
