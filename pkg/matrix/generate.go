package matrix

import (
	"fmt"
	"math"
	"path"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// Generate builds the creative matrix of a campaign (spec §4) from its
// assets, as Sync does for a matrix with no rows yet: each banner, HTML5 or
// video asset is one row at its real size and type, the assets of one idea
// share a concept, and a size the concept plan needs that no asset provides
// is a missing-creative row. Documents are not creatives and get no row. No
// assets give an empty matrix.
func Generate(assets []AssetSummary, opts Options) Matrix {
	return Sync(Matrix{Options: opts}, assets)
}

// AddConcept returns a copy of m with one more concept: the next concept
// number after the highest in use, with one missing-creative row per planned
// size (the spec's standard sizes unless the options plan others), waiting
// for its assets. m itself is not changed.
func AddConcept(m Matrix) Matrix {
	opts := m.Options.WithDefaults()
	next := 1
	ids := make(map[string]bool, len(m.Rows))
	for _, r := range m.Rows {
		next = max(next, r.ConceptNumber+1)
		ids[r.ID] = true
	}
	rows := make([]Row, len(m.Rows), len(m.Rows)+len(opts.PlannedSizes))
	copy(rows, m.Rows)
	for _, size := range opts.PlannedSizes {
		rows = append(rows, missingRow(next, size, DefaultCreativeType, fmt.Sprintf("Concept %d", next), opts, ids))
	}
	return Matrix{Options: opts, Rows: rows}
}

// missingRow is the placeholder of a creative the concept plan needs and no
// asset provides yet: concept n, the planned size, the concept's creative
// type and content name, no source asset.
func missingRow(n int, size, creativeType, content string, opts Options, ids map[string]bool) Row {
	r := newRow(n, size, opts)
	r.CreativeType = creativeType
	r.CreativeContentName = content
	r.Missing = true
	r.Status = StatusMissing
	r.ID = uniqueID(ids, fmt.Sprintf("c%d-%s", n, size))
	Refresh(&r)
	CheckDOFU(&r, opts.Today)
	return r
}

// newRow returns a row of concept n and the given size with the spec's
// defaults and the campaign options.
func newRow(n int, size string, opts Options) Row {
	return Row{
		ConceptNumber:        n,
		CreativeStatus:       DefaultCreativeStatus,
		ActivationTeam:       DefaultActivationTeam,
		CustomerType:         opts.CustomerType,
		Language:             DefaultLanguage,
		URL:                  opts.LandingURL,
		CreativeType:         DefaultCreativeType,
		FDAFilingNumber:      opts.FDAFilingNumber,
		CreativeAgency:       opts.Agency,
		CampaignType:         DefaultCampaignType,
		CreativeCampaignName: opts.CampaignName,
		CreativeContentName:  fmt.Sprintf("Concept %d", n),
		Version:              DefaultVersion,
		Indication:           opts.Indication,
		Reutilization:        DefaultReutilization,
		ApprovedForAdChoices: DefaultAdChoices,
		DOFUExpiration:       opts.DOFUExpiration,
		CreativeSize:         size,
		ColabCfID:            DefaultColabCfID,
		Country:              opts.Country,
		Advertiser:           opts.Advertiser,
		Channel:              opts.Channel,
	}
}

// fillFromAsset copies the asset's facts and detected values into r.
func fillFromAsset(r *Row, a *AssetSummary) {
	r.AssetID = a.ID
	r.AssetName = a.Name
	r.Format = strings.ToUpper(strings.TrimSpace(a.Format))
	if a.Width > 0 && a.Height > 0 {
		r.Dimensions = fmt.Sprintf("%dx%d", a.Width, a.Height)
		r.CreativeSize = r.Dimensions
	}
	r.Missing = false
	if a.SizeBytes > 0 {
		r.FileSizeKB = math.Round(float64(a.SizeBytes)/1024*10) / 10
	}
	if a.ComplianceScore != nil {
		s := *a.ComplianceScore
		r.ComplianceScore = &s
	}
	r.PreviewURL = a.PreviewURL
	r.Status = a.Status
	if v := contentName(a.Name); v != "" {
		r.CreativeContentName = v
	}
	r.CreativeType = creativeTypeOf(a)
	if v, ok := canonical(CustomerTypes, a.CustomerType); ok {
		r.CustomerType = v
	}
	if v, ok := canonical(Channels, a.Channel); ok {
		r.Channel = v
	}
	if v := strings.TrimSpace(a.FDAFilingNumber); v != "" {
		r.FDAFilingNumber = v
	}
	if v := strings.TrimSpace(a.Indication); v != "" {
		r.Indication = v
	}
}

// creativeTypeOf says what kind of creative an asset is: a zipped HTML5
// banner, or any image named html/html5, is an HTML5 banner; another still
// image is a static banner; a video is a video. Everything else keeps the
// spec's default.
func creativeTypeOf(a *AssetSummary) string {
	name := strings.ToLower(a.Name)
	switch {
	case strings.EqualFold(a.Kind, "html5"), strings.EqualFold(a.Kind, "image") && strings.Contains(name, "html"):
		return CreativeTypeHTML5
	case strings.EqualFold(a.Kind, "image"):
		return CreativeTypeStatic
	case strings.EqualFold(a.Kind, "video"):
		return CreativeTypeVideo
	}
	return DefaultCreativeType
}

// sizeToken matches a WxH size inside a file name.
var sizeToken = lazyregexp.New(`(?i)(^|[^0-9])[0-9]{2,4}x[0-9]{2,4}([^0-9]|$)`)

// contentName derives a creative content name from an asset file name: the
// extension and any WxH size are dropped (each row has its own size) and
// separators become spaces. "Spring_Hero_300x250.jpg" gives "Spring Hero".
func contentName(fileName string) string {
	base := path.Base(strings.ReplaceAll(fileName, `\`, "/"))
	if ext := path.Ext(base); len(ext) > 1 && len(ext) <= 6 {
		base = strings.TrimSuffix(base, ext)
	}
	base = sizeToken().ReplaceAllString(base, "$1 $2")
	base = strings.Map(func(c rune) rune {
		if c == '_' || c == '-' || c == '.' {
			return ' '
		}
		return c
	}, base)
	return strings.Join(strings.Fields(base), " ")
}

// uniqueID returns id, or id with a numeric suffix when it is already taken,
// and records it as taken.
func uniqueID(taken map[string]bool, id string) string {
	out := id
	for i := 2; taken[out]; i++ {
		out = fmt.Sprintf("%s-%d", id, i)
	}
	taken[out] = true
	return out
}

// Refresh recomputes r's derived names: the creative name and the taxonomy
// string. The CoLab creative name follows the creative name unless the team
// has typed a different one.
func Refresh(r *Row) {
	old := r.CreativeName
	r.CreativeName = CreativeName(*r)
	r.TaxonomyString = Taxonomy(*r)
	if r.ColabCreativeName == "" || r.ColabCreativeName == old {
		r.ColabCreativeName = r.CreativeName
	}
}
