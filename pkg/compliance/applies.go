package compliance

import (
	"context"

	"github.com/pharmaops/pharmaops/pkg/media"
)

// Applies reports whether a rule applies to the asset: its channel, sizes
// and customer types match and its field can be checked on the asset's
// kind. Without an AI validator in the options nothing calls out.
func Applies(a Asset, r Rule) bool {
	_, ok := CheckRule(context.Background(), a, r, Options{})
	return ok
}

// AssetFromProperties builds an asset from the spec's asset properties
// (spec §3), for tests of a rule against given values.
func AssetFromProperties(p AssetProperties) Asset {
	a := Asset{FileName: p.FileName, Text: p.Text, CustomerType: p.CustomerType, Channel: p.Channel}
	a.Info.Size = p.FileSize
	if a.Info.Size == 0 && p.FileSizeKB > 0 {
		a.Info.Size = int64(p.FileSizeKB * 1024)
	}
	a.Info.Format = normalizeFormat(p.Format)
	a.Info.MimeType = p.MimeType
	a.Info.Kind = media.KindFromMime(p.MimeType)
	if a.Info.Kind == media.KindUnknown {
		a.Info.Kind = kindOfFormat(a.Info.Format)
	}
	if p.Dimensions != nil {
		a.Info.Width, a.Info.Height = p.Dimensions.Width, p.Dimensions.Height
	}
	a.Info.DurationSeconds = p.Duration
	return a
}
