package export

import (
	"cmp"
	"hash/maphash"
	"slices"
	"strings"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
)

// The spec's export defaults (§9), used for values a row does not have.
const (
	DefaultChannel      = "Display"
	DefaultIndication   = "Pharma"
	DefaultCustomerType = "HCP"
	DefaultDimensions   = "300x250"
	DefaultCampaignName = "BRD Campaign"
)

// Row is one line of the matrix export (spec §3 "Matrix export row") plus
// the status shown in the Excel sheet.
type Row struct {
	FileName     string  `json:"fileName"`
	Format       string  `json:"format"`
	Dimensions   string  `json:"dimensions"`
	FileSizeKB   float64 `json:"fileSize"` // KB; 0 means unknown
	Channel      string  `json:"channel"`
	Indication   string  `json:"indication"`
	CustomerType string  `json:"customerType"`
	// ComplianceScore is nil for an asset without checks.
	ComplianceScore *int   `json:"complianceScore"`
	PreviewURL      string `json:"previewUrl"`
	// Status is the row's creative status (Adding, Existing, Remove).
	Status string `json:"status"`
}

// Matrix is what the matrix exports are made of: the campaign's name, the
// export date and the rows.
type Matrix struct {
	Campaign  string
	Generated time.Time
	Rows      []Row
}

// WithDefaults returns r with the spec's export defaults in its empty
// fields: channel Display, indication Pharma, customer type HCP, dimensions
// 300x250. Surrounding space is trimmed.
func (r Row) WithDefaults() Row {
	r.FileName = strings.TrimSpace(r.FileName)
	r.Format = strings.TrimSpace(r.Format)
	r.PreviewURL = strings.TrimSpace(r.PreviewURL)
	r.Status = strings.TrimSpace(r.Status)
	r.Channel = orDefault(r.Channel, DefaultChannel)
	r.Indication = orDefault(r.Indication, DefaultIndication)
	r.CustomerType = orDefault(r.CustomerType, DefaultCustomerType)
	r.Dimensions = orDefault(r.Dimensions, DefaultDimensions)
	return r
}

// CampaignName returns the campaign's name, or "BRD Campaign" when it has
// none.
func (m Matrix) CampaignName() string {
	return orDefault(m.Campaign, DefaultCampaignName)
}

func orDefault(v, def string) string {
	if v = strings.TrimSpace(v); v == "" {
		return def
	}
	return v
}

// FromMatrix turns a creative matrix into export rows, one per matrix row,
// so that the exports, the trafficking sheet and the matrix editor list the
// same creatives: the source asset's name and format, its file size, the
// row's creative size (the asset's real size) as the dimensions, its
// channel, indication and customer type, the asset's compliance score and
// preview URL, and the row's creative status. A missing-creative row is
// named "Missing creative: {creative name}", has the planned format (HTML5
// or Static) and the status StatusMissing; a creative whose size could not
// be read says "unknown" rather than taking the spec's 300x250 default.
func FromMatrix(m matrix.Matrix) Matrix {
	out := Matrix{Campaign: m.Options.CampaignName, Generated: m.Options.Today, Rows: make([]Row, len(m.Rows))}
	for i, r := range m.Rows {
		row := Row{
			FileName:        r.AssetName,
			Format:          r.Format,
			Dimensions:      cmp.Or(r.CreativeSize, "unknown"),
			FileSizeKB:      r.FileSizeKB,
			Channel:         r.Channel,
			Indication:      r.Indication,
			CustomerType:    r.CustomerType,
			ComplianceScore: r.ComplianceScore,
			PreviewURL:      r.PreviewURL,
			Status:          r.CreativeStatus,
		}
		if r.Missing || r.AssetID == "" && r.AssetName == "" {
			row.FileName = "Missing creative: " + r.CreativeName
			row.Format = cmp.Or(r.Format, plannedFormat(r.CreativeType))
			row.Status = StatusMissing
		}
		out.Rows[i] = row.WithDefaults()
	}
	return out
}

// StatusMissing is the status of a missing-creative row in the exports.
const StatusMissing = "Missing creative"

// plannedFormat names the format of a planned creative that has no file
// yet: HTML5 for an HTML5 banner, Static for a static banner.
func plannedFormat(creativeType string) string {
	switch creativeType {
	case matrix.CreativeTypeHTML5:
		return "HTML5"
	case matrix.CreativeTypeStatic:
		return "Static"
	}
	return creativeType
}

// BandNotScored is the band of a row without a compliance score.
const BandNotScored = "Not Scored"

// BandOf returns the compliance band of a score ("Compliant", "Review",
// "Non-Compliant"), or "Not Scored" for nil.
func BandOf(score *int) string {
	if score == nil {
		return BandNotScored
	}
	return string(compliance.BandFor(*score))
}

// BandCount is how many rows fall into one compliance band.
type BandCount struct {
	Band  string  // Compliant, Review, Non-Compliant, Not Scored
	Label string  // the band with its range, e.g. "Compliant (≥80)"
	Count int     //
	Share float64 // Count / all rows, 0 to 1
}

// ChannelCount is how many rows are planned for one channel.
type ChannelCount struct {
	Channel string
	Count   int
}

// Summary totals a matrix export for the 'Summary' sheet and the HTML page.
type Summary struct {
	Rows         int
	Assets       int     // distinct file names of real creatives
	Missing      int     // missing-creative rows
	Scored       int     // rows with a compliance score
	AverageScore float64 // mean score of the scored rows, 0 when none
	Bands        []BandCount
	Channels     []ChannelCount // most rows first, then by name
}

// Summarize counts rows by compliance band and by channel (an empty channel
// counts as Display, the export default).
func Summarize(rows []Row) Summary {
	s := Summary{Rows: len(rows)}
	labels := []struct{ band, label string }{
		{string(compliance.BandCompliant), "Compliant (≥80)"},
		{string(compliance.BandReview), "Review (60–79)"},
		{string(compliance.BandNonCompliant), "Non-Compliant (<60)"},
		{BandNotScored, "Not Scored"},
	}
	bands := map[string]int{}
	channels := map[string]int{}
	// Distinct assets are counted by a hash of the name, which keeps the set
	// small for very large matrices.
	names := map[uint64]struct{}{}
	seed := maphash.MakeSeed()
	total := 0
	for _, r := range rows {
		bands[BandOf(r.ComplianceScore)]++
		channels[orDefault(r.Channel, DefaultChannel)]++
		if r.Status == StatusMissing {
			s.Missing++
		} else {
			names[maphash.String(seed, strings.TrimSpace(r.FileName))] = struct{}{}
		}
		if r.ComplianceScore != nil {
			s.Scored++
			total += *r.ComplianceScore
		}
	}
	s.Assets = len(names)
	if s.Scored > 0 {
		s.AverageScore = float64(total) / float64(s.Scored)
	}
	for _, l := range labels {
		bc := BandCount{Band: l.band, Label: l.label, Count: bands[l.band]}
		if s.Rows > 0 {
			bc.Share = float64(bc.Count) / float64(s.Rows)
		}
		s.Bands = append(s.Bands, bc)
	}
	for ch, n := range channels {
		s.Channels = append(s.Channels, ChannelCount{Channel: ch, Count: n})
	}
	slices.SortFunc(s.Channels, func(a, b ChannelCount) int {
		if c := cmp.Compare(b.Count, a.Count); c != 0 {
			return c
		}
		return cmp.Compare(a.Channel, b.Channel)
	})
	return s
}
