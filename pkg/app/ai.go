package app

import (
	"context"
	"io"

	"github.com/pharmaops/pharmaops/pkg/ai"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// maxThumbnailBytes bounds a stored thumbnail read for the AI: they are
// small PNGs (pipeline.Thumbnail), so more means a damaged blob.
const maxThumbnailBytes = 8 << 20

// analyzer returns the configured AI analyzer, or the offline one.
func (a *App) analyzer() ai.Analyzer {
	if a.proc != nil && a.proc.deps.AI != nil {
		return a.proc.deps.AI
	}
	an, _ := ai.New(ai.Config{Provider: "offline"})
	return an
}

// AssetStub is what the client knows of an asset that was not uploaded
// (spec §7 analyze-asset {asset:{name, mimeType, size}}).
type AssetStub struct {
	Name     string `json:"name"`
	MimeType string `json:"mimeType"`
	Size     int64  `json:"size"`
}

// AnalyzeAsset runs the AI analysis on a stored asset (by ID, with its
// measured facts, text and thumbnail) or on what the client knows of one.
// An unavailable AI gives ErrUnavailable with the spec's message.
func (a *App) AnalyzeAsset(ctx context.Context, p *Principal, assetID string, stub *AssetStub) (ai.Analysis, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return ai.Analysis{}, err
	}
	var in ai.AssetInput
	switch {
	case assetID != "":
		as, err := a.GetAsset(ctx, p, assetID)
		if err != nil {
			return ai.Analysis{}, err
		}
		in = ai.AssetInput{Name: as.Name, Text: as.TextExcerpt, Now: a.now()}
		if as.Info != nil {
			in.Info = *as.Info
		}
		if as.ThumbnailSHA256 == "" && as.ThumbnailOnRequest {
			if made, err := a.makeThumbnail(ctx, as); err == nil {
				as = made
			}
		}
		if as.ThumbnailSHA256 != "" {
			if f, err := a.blobs.Open(ctx, as.ThumbnailSHA256); err == nil {
				raw, err := io.ReadAll(io.LimitReader(f, maxThumbnailBytes))
				f.Close()
				if err == nil {
					in.ImageBytes, in.ImageMIME = raw, "image/png"
				}
			}
		}
		if c, err := a.store.GetCampaign(ctx, p.Org.ID, as.CampaignID); err == nil {
			in.CustomerType, in.Channel = c.CustomerType, c.Channel
		}
	case stub != nil && stub.Name != "":
		in = ai.AssetInput{Name: stub.Name, Now: a.now()}
		in.Info.MimeType, in.Info.Size = stub.MimeType, stub.Size
		in.Info.Kind = media.KindFromMime(stub.MimeType)
	default:
		return ai.Analysis{}, Invalid("assetId or asset {name, mimeType, size} is required")
	}
	an, err := a.analyzer().AnalyzeAsset(ctx, in)
	if err != nil {
		a.log.Warn("AI analysis failed", "err", err)
		return an, Unavailable("%s: %s", compliance.MsgAIUnavailable, compliance.MsgAIUnavailableDetail)
	}
	return an, nil
}

// Validation is the answer of validate-asset (spec §7).
type Validation struct {
	Passed    bool   `json:"passed"`
	Reasoning string `json:"reasoning"`
	Analysis  any    `json:"analysis"`
	Provider  string `json:"provider"`
}

// ValidateAsset asks the AI validator to judge one rule against asset
// properties. Deterministic fields are checked by the checkers; perception
// fields need a configured model, otherwise the answer is 'Manual review
// required' as a warning, never a pass.
func (a *App) ValidateAsset(ctx context.Context, p *Principal, props compliance.AssetProperties, rule compliance.Rule) (Validation, error) {
	if err := p.require(ActionAnalyze); err != nil {
		return Validation{}, err
	}
	if rule.Field == "" || rule.Rule == "" {
		return Validation{}, Invalid("rule with a title and field is required")
	}
	if rule.Severity == "" {
		rule.Severity = compliance.SeverityWarning
	}
	an := a.analyzer()
	opts := compliance.Options{}
	if an.Available() {
		opts.AI = an
	}
	res := compliance.RunRuleTestContext(ctx, rule, compliance.AssetFromProperties(props), opts)
	if res.Message == compliance.MsgAIUnavailable {
		return Validation{}, Unavailable("%s: %s", compliance.MsgAIUnavailable, compliance.MsgAIUnavailableDetail)
	}
	return Validation{Passed: res.Passed, Reasoning: res.Message, Analysis: res, Provider: an.Name()}, nil
}
