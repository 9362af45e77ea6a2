package ai

import (
	"context"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// Analyzer analyses assets, validates perception rules and proposes BRD
// rules. Offline and OpenAI implement it; New chooses one from a Config.
type Analyzer interface {
	compliance.AIValidator

	// Name is the provider name: "offline" or "openai".
	Name() string
	// Available reports whether an AI model stands behind the analyzer, so
	// that Validate can judge perception rules. It is false for the offline
	// analyzer, whose Validate returns ErrPerceptionUnavailable for them;
	// AnalyzeAsset works either way.
	Available() bool
	// AnalyzeAsset detects compliance elements, the target audience,
	// potential issues and a campaign name (spec §7 analyze-asset).
	AnalyzeAsset(ctx context.Context, in AssetInput) (Analysis, error)
	// ExtractRules proposes rules from a BRD's text. Each returned rule has
	// a valid field type and severity. The offline analyzer returns nil, nil
	// (the deterministic extraction of pkg/brd already ran).
	ExtractRules(ctx context.Context, text string) ([]compliance.Rule, error)
}

// AssetInput is what is known about one asset for AnalyzeAsset.
type AssetInput struct {
	// Name is the asset's file name, e.g. "Brand_DTC_300x250_v2.png".
	Name string
	// Info is what media.Probe measured from the bytes. When only a name,
	// MIME type and size are known (spec §7 {asset:{name, mimeType, size}}),
	// set just Info.MimeType and Info.Size.
	Info media.Info
	// Text is the document text or OCR text; it may be empty.
	Text string
	// CustomerType is "DTC" or "HCP" when the campaign says so.
	CustomerType string
	// Channel is the campaign channel, when known.
	Channel string
	// ImageBytes are the image (or a still frame, or a thumbnail) sent to a
	// model that supports image input. Optional; PNG, JPEG, GIF and WebP
	// are sent, scaled down when larger than Config.MaxImageBytes or 2048
	// pixels on a side.
	ImageBytes []byte
	// ImageMIME is the type of ImageBytes; it is checked against the bytes.
	ImageMIME string
	// Now is the reference time for dates such as a DOFU expiration; zero
	// means the current time.
	Now time.Time
}

// InputFor returns the analysis input of a compliance asset (name,
// measured facts, text, customer type and channel); add ImageBytes for a
// model that takes images.
func InputFor(a compliance.Asset) AssetInput {
	return AssetInput{Name: a.Name(), Info: a.Info, Text: a.Text, CustomerType: a.CustomerType, Channel: a.Channel}
}

// asset returns the compliance view of the input.
func (in AssetInput) asset() compliance.Asset {
	return compliance.Asset{
		FileName:     in.Name,
		Info:         in.Info,
		Text:         in.Text,
		CustomerType: in.CustomerType,
		Channel:      in.Channel,
	}
}

func (in AssetInput) now() time.Time {
	if in.Now.IsZero() {
		return time.Now()
	}
	return in.Now
}

// Analysis is the result of AnalyzeAsset: the spec's data.analysis of
// POST /api/ai-analysis/analyze-asset, with a few more detected facts.
type Analysis struct {
	DetectedContent     DetectedContent     `json:"detectedContent"`
	QualityAssessment   QualityAssessment   `json:"qualityAssessment"`
	CampaignSuggestions CampaignSuggestions `json:"campaignSuggestions"`
	// Provider is the analyzer that produced the analysis ("offline",
	// "openai").
	Provider string `json:"provider"`
	// Model is the model that was asked, for the OpenAI analyzer.
	Model string `json:"model,omitempty"`
}

// DetectedContent is what was found in the asset.
type DetectedContent struct {
	// ComplianceElements names the regulatory elements present, e.g.
	// "FDA Filing Number: US-XYZ-1234", "Important Safety Information".
	// Only the filing number's element mentions "FDA" or "filing", because
	// the spec's builder check reads any such element as a filing number.
	ComplianceElements []string `json:"complianceElements"`
	// TargetAudience is "HCP", "DTC", or "" when it could not be identified
	// (or the cues contradict each other).
	TargetAudience string `json:"targetAudience"`
	// AudienceCues are the phrases that decided TargetAudience.
	AudienceCues []string `json:"audienceCues,omitempty"`
	// FDAFilingNumber is the promotional material / filing number found.
	FDAFilingNumber string `json:"fdaFilingNumber,omitempty"`
	// Indication is the indication statement, e.g. "indicated for the
	// treatment of adults with moderate to severe plaque psoriasis".
	Indication string `json:"indication,omitempty"`
	// HasSafetyInfo reports Important Safety Information in the text.
	HasSafetyInfo bool `json:"hasSafetyInfo"`
	// HasFairBalance reports risk information in the text.
	HasFairBalance bool `json:"hasFairBalance"`
	// DOFUExpiration is the date of first use / expiration date found, as
	// YYYY-MM-DD.
	DOFUExpiration string `json:"dofuExpiration,omitempty"`
	// Text is the visible text a model read from the image, when it did.
	Text string `json:"text,omitempty"`
}

// QualityAssessment lists what a reviewer should look at.
type QualityAssessment struct {
	// PotentialIssues are findings for a reviewer. Only the ones about
	// DOFU/expiry dates mention "compliance", because the spec's builder
	// check turns such issues into 'DOFU expiration date must be current
	// and valid'.
	PotentialIssues []string `json:"potentialIssues"`
	// Score is a 0–100 quality score, when one was computed.
	Score *int `json:"score,omitempty"`
}

// CampaignSuggestions are suggestions for the campaign.
type CampaignSuggestions struct {
	// CampaignName is a campaign name derived from the asset.
	CampaignName string `json:"campaignName"`
}

// Detected returns the analysis as the detected elements the compliance
// checkers read (compliance.Asset.Detected: the FDA filing, audience and
// DOFU checks).
func (a Analysis) Detected() compliance.DetectedElements {
	return compliance.DetectedElements{
		ComplianceElements: append([]string(nil), a.DetectedContent.ComplianceElements...),
		TargetAudience:     a.DetectedContent.TargetAudience,
		PotentialIssues:    append([]string(nil), a.QualityAssessment.PotentialIssues...),
		FDAFilingNumber:    a.DetectedContent.FDAFilingNumber,
	}
}

// normalize makes the lists non-nil so that they encode as [] (the spec's
// clients iterate them).
func (a *Analysis) normalize() {
	if a.DetectedContent.ComplianceElements == nil {
		a.DetectedContent.ComplianceElements = []string{}
	}
	if a.QualityAssessment.PotentialIssues == nil {
		a.QualityAssessment.PotentialIssues = []string{}
	}
}
