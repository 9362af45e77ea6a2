package matrix

import "slices"

// Row is one line of the creative matrix: one creative of one concept at its
// real size, or a missing creative the concept plan needs (spec §3 "Matrix
// row"). The spec's fields come first, then the trafficking
// values the spec reads from rows (country, advertiser, channel, CTA 2,
// URL 2), the derived names, the source asset and the DOFU flags.
type Row struct {
	ID                   string `json:"id"`
	ConceptNumber        int    `json:"conceptNumber"`
	CreativeStatus       string `json:"creativeStatus"`
	ActivationTeam       string `json:"activationTeam"`
	CustomerType         string `json:"customerType"`
	Language             string `json:"language"`
	CTADescription       string `json:"ctaDescription"`
	URL                  string `json:"url"`
	CreativeType         string `json:"creativeType"`
	FDAFilingNumber      string `json:"fdaFilingNumber"`
	CreativeAgency       string `json:"creativeAgency"`
	CampaignType         string `json:"campaignType"`
	CreativeCampaignName string `json:"creativeCampaignName"`
	CreativeContentName  string `json:"creativeContentName"`
	Version              string `json:"version"`
	Indication           string `json:"indication"`
	Reutilization        string `json:"reutilization"`
	ApprovedForAdChoices string `json:"approvedForAdChoices"`
	DOFUExpiration       string `json:"dofuExpiration"`
	CreativeSize         string `json:"creativeSize"`
	ColabCfID            string `json:"colabCfID"`
	ColabCreativeName    string `json:"colabCreativeName"`

	Country         string `json:"country"`
	Advertiser      string `json:"advertiser"`
	Channel         string `json:"channel"`
	CTA2Description string `json:"cta2Description,omitempty"`
	URL2            string `json:"url2,omitempty"`

	// CreativeName and TaxonomyString are derived from the fields above
	// (see CreativeName and Taxonomy); Refresh recomputes them.
	CreativeName   string `json:"creativeName"`
	TaxonomyString string `json:"taxonomyString"`

	// The source asset, when the row was generated from an uploaded one.
	AssetID         string  `json:"assetId,omitempty"`
	AssetName       string  `json:"assetName,omitempty"`
	Format          string  `json:"format,omitempty"`
	Dimensions      string  `json:"dimensions,omitempty"`
	FileSizeKB      float64 `json:"fileSizeKB,omitempty"`
	ComplianceScore *int    `json:"complianceScore,omitempty"`
	PreviewURL      string  `json:"previewUrl,omitempty"`
	Status          string  `json:"status,omitempty"`

	// Missing marks a missing-creative row: a size the concept plan needs
	// that no asset provides. It has no source asset.
	Missing bool `json:"missing,omitempty"`

	// Expired is set when the DOFU date has passed; Flags say why a row
	// needs attention and SuggestedStatus is the creative status the team
	// should consider ("Remove" for an expired row).
	Expired         bool     `json:"expired,omitempty"`
	Flags           []string `json:"flags,omitempty"`
	SuggestedStatus string   `json:"suggestedStatus,omitempty"`
}

// AssetSummary is what the matrix needs to know about one uploaded, analysed
// asset. The application fills it from the stored asset and its analysis.
type AssetSummary struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Kind is the media kind: "image", "video", "document" or "html5".
	Kind   string `json:"type"`
	Format string `json:"format"` // e.g. JPG, PNG, GIF, MP4, ZIP
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
	// SizeBytes is the file size in bytes.
	SizeBytes int64 `json:"size"`
	// ComplianceScore is nil when the asset had no checks.
	ComplianceScore *int   `json:"complianceScore,omitempty"`
	Status          string `json:"status,omitempty"` // processing status, e.g. complete
	PreviewURL      string `json:"previewUrl,omitempty"`
	// Detected values from the analysis; empty means "use the campaign's".
	FDAFilingNumber string `json:"fdaFilingNumber,omitempty"`
	CustomerType    string `json:"customerType,omitempty"`
	Indication      string `json:"indication,omitempty"`
	Channel         string `json:"channel,omitempty"`
}

// Matrix is a campaign's creative matrix: the options it was generated with
// and its rows, ordered by concept and then by standard size.
type Matrix struct {
	Options Options `json:"options"`
	Rows    []Row   `json:"rows"`
}

// Concepts returns the distinct concept numbers of m in ascending order.
func (m Matrix) Concepts() []int {
	seen := map[int]bool{}
	var out []int
	for _, r := range m.Rows {
		if !seen[r.ConceptNumber] {
			seen[r.ConceptNumber] = true
			out = append(out, r.ConceptNumber)
		}
	}
	slices.Sort(out)
	return out
}

// ConceptRows returns the rows of one concept, in matrix order.
func (m Matrix) ConceptRows(concept int) []Row {
	var out []Row
	for _, r := range m.Rows {
		if r.ConceptNumber == concept {
			out = append(out, r)
		}
	}
	return out
}

// Row returns a pointer to the row with the given id, or nil.
func (m *Matrix) Row(id string) *Row {
	for i := range m.Rows {
		if m.Rows[i].ID == id {
			return &m.Rows[i]
		}
	}
	return nil
}
