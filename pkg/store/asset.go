package store

import (
	"context"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
)

// NoCampaign is the campaign ID of assets saved without a campaign (spec §3).
const NoCampaign = "no-campaign"

// Asset statuses (spec §4).
const (
	AssetUploading = "uploading"
	AssetAnalyzing = "analyzing"
	AssetComplete  = "complete"
	AssetError     = "error"
)

// Step statuses (spec §4).
const (
	StepPending = "pending"
	StepActive  = "active"
	StepDone    = "done"
	StepError   = "error"
	// StepSkipped is a step that could not run for this asset (OCR
	// unavailable, text not extractable); its Detail says why.
	StepSkipped = "skipped"
)

// ProcessingStep is one of the five processing steps of an asset.
type ProcessingStep struct {
	Label  string `json:"label"`
	Status string `json:"status"`
	// Detail says what the step found or why it failed.
	Detail string `json:"detail,omitempty"`
}

// Frame is an analysed moment of a video.
type Frame struct {
	Timestamp float64 `json:"timestamp"`
	Label     string  `json:"label"`
	Analysis  struct {
		Issues []compliance.Issue `json:"issues"`
	} `json:"analysis"`
}

// AssetAnalysis is an asset's compliance analysis (spec §3 Analysis).
type AssetAnalysis struct {
	compliance.Analysis
	CampaignName    string `json:"campaignName"`
	FDAFilingNumber string `json:"fdaFilingNumber"`
	CustomerType    string `json:"customerType"`
	// FDAFilingWhere says where the FDA filing number was detected ("file
	// name", "document text", "asset analysis"); the FDA check read the same.
	FDAFilingWhere string `json:"fdaFilingWhere,omitempty"`
	// Detected is what the analysis found in the asset, kept so that a
	// re-check reads the same detections.
	Detected *compliance.DetectedElements `json:"detected,omitempty"`
	// RuleSet is the rule set and version the asset was checked against.
	RuleSet *RuleSetRef `json:"ruleSet,omitempty"`
	// CheckedScope is the platform, placement and part the checks took the
	// asset to be of (its Scope, else read from its name and campaign), so
	// the side panel shows why a scoped rule applied or not.
	CheckedScope AssetScope `json:"checkedScope,omitzero"`
	Frames       []Frame    `json:"frames,omitempty"`
	// AIAnalysis is the analyzer's answer (spec §7 analyze-asset), as JSON.
	AIAnalysis any `json:"aiAnalysis,omitempty"`
	// AIError is set when the AI analysis was unavailable.
	AIError string `json:"aiError,omitempty"`
	// DebugLog records what each step did, for the side panel's debug log.
	DebugLog []string `json:"debugLog,omitempty"`
	// AnalyzedAt is when the analysis finished.
	AnalyzedAt time.Time `json:"analyzedAt"`
}

// RuleSetRef names one version of a rule set.
type RuleSetRef struct {
	ID      string `json:"id"`      // "organization" or a BRD rule set's ID
	Name    string `json:"name"`    // e.g. "Organization rules", "Zynthera DTC BRD"
	Version int    `json:"version"` // 0: the organization's built-in default
	// Profile names the built-in profile and its version when the rules are
	// a profile's, e.g. "spec 2.0.0".
	Profile string `json:"profile,omitempty"`
}

// IssueReview is a reviewer's decision on one issue of an asset: the
// Required Fix text applied, and who acknowledged the issue and when.
type IssueReview struct {
	IssueKey     string     `json:"issueKey"` // ruleId, or rule + field
	Fix          string     `json:"fix,omitempty"`
	FixAppliedBy string     `json:"fixAppliedBy,omitempty"`
	FixAppliedAt *time.Time `json:"fixAppliedAt,omitempty"`
	ReviewedBy   string     `json:"reviewedBy,omitempty"`
	ReviewedAt   *time.Time `json:"reviewedAt,omitempty"`
}

// Asset is an uploaded creative asset and what processing learned from it.
type Asset struct {
	ID              string           `json:"id"`
	OrganizationID  string           `json:"organizationId"`
	CampaignID      string           `json:"campaignId"`
	Name            string           `json:"name"`
	Type            string           `json:"type"` // image, video, document (html5 zips count as image banners in the builder)
	Format          string           `json:"format"`
	MimeType        string           `json:"mimeType"`
	Size            int64            `json:"size"`
	SHA256          string           `json:"sha256"`
	ThumbnailSHA256 string           `json:"thumbnailSha256,omitempty"`
	Status          string           `json:"status"`
	Progress        int              `json:"progress"`
	ProcessingSteps []ProcessingStep `json:"processingSteps"`
	Error           string           `json:"error,omitempty"`
	Info            *media.Info      `json:"info,omitempty"`
	TextExcerpt     string           `json:"textExcerpt,omitempty"`
	Duration        float64          `json:"duration,omitempty"`
	Analysis        *AssetAnalysis   `json:"analysis,omitempty"`
	Reviews         []IssueReview    `json:"reviews,omitempty"`
	UploadedBy      string           `json:"uploadedBy,omitempty"`
	// Scope is what the team said the asset runs on, where, and which part
	// of a creative it is; what it leaves empty the checks read from the
	// file name and the campaign channel (compliance.ScopeOf).
	Scope AssetScope `json:"scope,omitzero"`
	// Drive is where an asset imported from Google Drive came from.
	Drive        *DriveSource `json:"drive,omitempty"`
	UploadDate   time.Time    `json:"uploadDate"`
	LastModified time.Time    `json:"lastModified"`
	// Revision counts the writes of the record (the store raises it on
	// every update). Live events and lists carry it, so a client keeps the
	// newest state of an asset whatever order they arrive in.
	Revision int64 `json:"revision"`
	// ThumbnailOnRequest says the image can have a thumbnail that is made
	// when first asked for; then ThumbnailSHA256 is set and this cleared.
	ThumbnailOnRequest bool `json:"thumbnailOnRequest,omitempty"`
}

// AssetScope is an asset's platform, placement and part.
type AssetScope = compliance.Scope

// DriveSource is the Google Drive file an asset was imported from: its ID
// and modified time (the same pair imported twice is a duplicate) and
// Drive's links to view it and its thumbnail.
type DriveSource struct {
	FileID        string `json:"fileId"`
	ModifiedTime  string `json:"modifiedTime"`
	WebViewLink   string `json:"webViewLink,omitempty"`
	ThumbnailLink string `json:"thumbnailLink,omitempty"`
	// Demo marks a file of the built-in demo drive.
	Demo bool `json:"demo,omitempty"`
}

// BlobRefs returns the blobs the asset holds.
func (a Asset) BlobRefs() []string {
	var out []string
	for _, s := range []string{a.SHA256, a.ThumbnailSHA256} {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// Assets stores assets per organization and counts references to blobs,
// so a blob shared by several assets is deleted only with the last one.
type Assets interface {
	// ListAssets returns the organization's assets of a campaign, or all of
	// them when campaignID is empty, oldest first.
	ListAssets(ctx context.Context, orgID, campaignID string) ([]Asset, error)
	GetAsset(ctx context.Context, orgID, id string) (Asset, error)
	// PutAsset creates or replaces an asset, adjusting blob references.
	PutAsset(ctx context.Context, a Asset) error
	// UpdateAsset changes an asset atomically with fn.
	UpdateAsset(ctx context.Context, orgID, id string, fn func(*Asset) error) (Asset, error)
	// DeleteAsset removes an asset and returns the blobs no asset references any more.
	DeleteAsset(ctx context.Context, orgID, id string) (orphans []string, err error)
	// BlobReferenced reports whether any asset holds the blob.
	BlobReferenced(ctx context.Context, sha256 string) (bool, error)
	// ListUnfinishedAssets returns, across organizations, the assets whose
	// processing had not finished (uploading or analyzing).
	ListUnfinishedAssets(ctx context.Context) ([]Asset, error)
}
