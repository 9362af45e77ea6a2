package ai

import (
	"context"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// imageValidator is a validator that can look at the asset's image.
type imageValidator interface {
	ValidateImage(ctx context.Context, props compliance.AssetProperties, rule compliance.Rule, img []byte, mime string) (bool, string, error)
}

// TakesImages reports whether the analyzer sends the asset's image to a
// model (the OpenAI analyzer with Config.SupportsImages), so that a caller
// makes that image only when something will look at it.
func TakesImages(a Analyzer) bool {
	t, ok := a.(interface{ TakesImages() bool })
	return ok && t.TakesImages()
}

// WithImage returns a validator that sends img (of type mime) with every
// rule when v can look at images (the OpenAI analyzer with
// Config.SupportsImages), and v itself otherwise. Use it to check one
// asset's perception rules: compliance.Options{AI: ai.WithImage(v, b, m)}.
func WithImage(v compliance.AIValidator, img []byte, mime string) compliance.AIValidator {
	iv, ok := v.(imageValidator)
	if !ok || len(img) == 0 {
		return v
	}
	return boundImage{iv: iv, img: img, mime: mime}
}

type boundImage struct {
	iv   imageValidator
	img  []byte
	mime string
}

// Validate validates the rule with the bound image.
func (b boundImage) Validate(ctx context.Context, props compliance.AssetProperties, rule compliance.Rule) (bool, string, error) {
	return b.iv.ValidateImage(ctx, props, rule, b.img, b.mime)
}

// ValidatorFor returns a as the compliance checkers' AI validator when a
// model stands behind it (Available), and nil otherwise, so that
// perception checks report 'Manual review required' rather than 'AI
// analysis unavailable'.
func ValidatorFor(a Analyzer) compliance.AIValidator {
	if a == nil || !a.Available() {
		return nil
	}
	return a
}

// AnalyzeWithFallback runs a's analysis; when it fails, it returns the
// offline analysis together with the error, so that processing goes on
// and the caller can still report MsgUnavailable.
func AnalyzeWithFallback(ctx context.Context, a Analyzer, in AssetInput) (Analysis, error) {
	if a != nil {
		an, err := a.AnalyzeAsset(ctx, in)
		if err == nil {
			return an, nil
		}
		off, offErr := NewOffline().AnalyzeAsset(context.WithoutCancel(ctx), in)
		if offErr != nil {
			return Analysis{}, err
		}
		return off, err
	}
	return NewOffline().AnalyzeAsset(ctx, in)
}
