package matrix

import (
	"fmt"
	"math"
	"path"
	"strings"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// Generate builds the creative matrix of a campaign (spec §4): each asset
// becomes one concept (concept numbers 1, 2, … in the order given) with one
// row per standard size, filled with the spec's defaults, the campaign's
// options and what the analysis detected in the asset. Rows whose DOFU date
// has already passed are flagged and start with creative status "Remove".
// No assets give an empty matrix.
func Generate(assets []AssetSummary, opts Options) Matrix {
	opts = opts.WithDefaults()
	m := Matrix{Options: opts, Rows: make([]Row, 0, len(assets)*len(StandardSizes))}
	ids := map[string]bool{}
	for i, a := range assets {
		m.Rows = appendConcept(m.Rows, ids, i+1, opts, &a)
	}
	return m
}

// AddConcept returns a copy of m with one more concept: the next concept
// number after the highest in use, one row per standard size, the spec's
// defaults and m's options, and no source asset. m itself is not changed.
func AddConcept(m Matrix) Matrix {
	opts := m.Options.WithDefaults()
	next := 1
	ids := make(map[string]bool, len(m.Rows))
	for _, r := range m.Rows {
		next = max(next, r.ConceptNumber+1)
		ids[r.ID] = true
	}
	rows := make([]Row, len(m.Rows), len(m.Rows)+len(StandardSizes))
	copy(rows, m.Rows)
	return Matrix{Options: opts, Rows: appendConcept(rows, ids, next, opts, nil)}
}

// appendConcept appends one row per standard size for concept n, taking
// asset facts from a when it is not nil.
func appendConcept(rows []Row, ids map[string]bool, n int, opts Options, a *AssetSummary) []Row {
	for _, size := range StandardSizes {
		r := newRow(n, size, opts)
		if a != nil {
			fillFromAsset(&r, a)
		}
		r.ID = uniqueID(ids, fmt.Sprintf("c%d-%s", n, size))
		Refresh(&r)
		CheckDOFU(&r, opts.Today)
		if r.Expired {
			r.CreativeStatus = StatusRemove
		}
		rows = append(rows, r)
	}
	return rows
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
	}
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

// creativeTypeOf says whether an asset is an HTML5 or a static banner: a
// zipped HTML5 banner, or any asset named html/html5, is HTML5; a still
// image otherwise is static. Everything else keeps the spec's default.
func creativeTypeOf(a *AssetSummary) string {
	name := strings.ToLower(a.Name)
	switch {
	case strings.EqualFold(a.Kind, "html5"), strings.Contains(name, "html"):
		return CreativeTypeHTML5
	case strings.EqualFold(a.Kind, "image"):
		return CreativeTypeStatic
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
