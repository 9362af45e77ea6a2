package report

import (
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// JSONReport is the JSON output's shape (documented in docs/cli.md). Field
// names are stable.
type JSONReport struct {
	Assets  []JSONAsset `json:"assets"`
	Summary Summary     `json:"summary"`
}

// JSONAsset is one asset in the JSON output. ComplianceScore and Band are
// null when no check ran; Error is present only for unreadable assets.
type JSONAsset struct {
	Path            string             `json:"path"`
	Name            string             `json:"name"`
	Type            string             `json:"type"`
	Format          string             `json:"format"`
	MimeType        string             `json:"mimeType"`
	SizeBytes       int64              `json:"sizeBytes"`
	Width           int                `json:"width"`
	Height          int                `json:"height"`
	DurationSeconds float64            `json:"durationSeconds"`
	FrameRate       float64            `json:"frameRate"`
	VideoCodec      string             `json:"videoCodec"`
	ComplianceScore *int               `json:"complianceScore"`
	Band            *string            `json:"band"`
	Issues          []compliance.Issue `json:"issues"`
	Recommendations []string           `json:"recommendations"`
	Error           string             `json:"error,omitempty"`
	// Print is what a PDF's bytes show the print checks; absent for
	// other files.
	Print *PrintFacts `json:"print,omitempty"`
}

// ToJSON converts results to the JSON output's shape.
func ToJSON(res Results) JSONReport {
	out := JSONReport{Assets: make([]JSONAsset, 0, len(res.Assets)), Summary: res.Summary()}
	for _, a := range res.Assets {
		out.Assets = append(out.Assets, toJSONAsset(a))
	}
	return out
}

// toJSONAsset converts one asset result to the JSON output's shape.
func toJSONAsset(a AssetResult) JSONAsset {
	ja := JSONAsset{
		Path: a.Path, Name: a.Name, Type: string(a.Info.Kind), Format: a.Info.Format, MimeType: a.Info.MimeType,
		SizeBytes: a.Info.Size, Width: a.Info.Width, Height: a.Info.Height, DurationSeconds: a.Info.DurationSeconds,
		FrameRate: a.Info.FrameRate, VideoCodec: a.Info.VideoCodec, ComplianceScore: a.Analysis.ComplianceScore,
		Issues: a.Analysis.Issues, Recommendations: a.Analysis.Recommendations, Error: a.Error,
		Print: printFactsOf(a.Info),
	}
	if b := bandOf(a); b != "" {
		ja.Band = &b
	}
	if ja.Issues == nil {
		ja.Issues = []compliance.Issue{}
	}
	if ja.Recommendations == nil {
		ja.Recommendations = []string{}
	}
	return ja
}
