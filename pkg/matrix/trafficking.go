package matrix

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

// TraffickingKeys are the spec's trafficking row keys (§3), the columns the
// trafficking preview reads, plus the creative type and processing status it
// needs to name a row's type as its taxonomy does and to tell a missing
// creative from a real one. Every row from TraffickingRows has them all.
var TraffickingKeys = []string{
	"Country", "Advertiser ID", "Creative Status", "Activation Team",
	"Customer Type", "Language", "CTA/Button Description", "URL", "CTA 2",
	"URL 2", "Channel", "FDA Filing Number", "Creative Agency",
	"Campaign Type", "Creative Name", "Creative Version", "Creative Size",
	"Taxonomy String", "HTML5 Preview Frames", "Creative Type", "Processing Status",
}

// DefaultHeaders is the spec's fallback trafficking header list (§3), used
// when no trafficking template has been uploaded.
var DefaultHeaders = []string{
	"Country", "Language", "Advertiser ID", "Creative Agency",
	"Creative Status", "Creative Version", "Customer Type", "Campaign Type",
	"Campaign Name", "Creative Name", "Indication", "Channel", "CTA 1",
	"URL 1", "Creative Size", "FDA Filing Number", "Processing Status",
	"Export Date",
}

// column produces one trafficking value from a row.
type column func(r *Row, c *sheetContext) string

// sheetContext holds the sheet-wide values columns may need.
type sheetContext struct {
	exportDate string
}

// columns maps a normalised header (see normHeader) to its value. Several
// spellings that trafficking templates use for the same column map to the
// same value. It is built when first used: every command pays for what
// package initialisation does.
var columns = sync.OnceValue(func() map[string]column {
	m := map[string]column{}
	add := func(c column, names ...string) {
		for _, n := range names {
			m[normHeader(n)] = c
		}
	}
	add(func(r *Row, _ *sheetContext) string { return r.Country }, "Country", "Market", "Country Code")
	add(func(r *Row, _ *sheetContext) string { return r.Advertiser }, "Advertiser ID", "Advertiser", "Advertiser Name", "Advertiser Name/ID", "Advertiser Name / ID", "Brand")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeStatus }, "Creative Status", "Status")
	add(func(r *Row, _ *sheetContext) string { return r.ActivationTeam }, "Activation Team", "Team")
	add(func(r *Row, _ *sheetContext) string { return r.CustomerType }, "Customer Type", "Audience", "Target Audience")
	add(func(r *Row, _ *sheetContext) string { return r.Language }, "Language")
	add(func(r *Row, _ *sheetContext) string { return r.CTADescription }, "CTA/Button Description", "CTA", "CTA 1", "CTA Description", "Button Description", "CTA Button")
	add(func(r *Row, _ *sheetContext) string { return r.URL }, "URL", "URL 1", "Click-through URL", "Clickthrough URL", "Click URL", "Landing Page", "Landing Page URL", "Destination URL")
	add(func(r *Row, _ *sheetContext) string { return r.CTA2Description }, "CTA 2", "CTA 2 Description")
	add(func(r *Row, _ *sheetContext) string { return r.URL2 }, "URL 2")
	add(func(r *Row, _ *sheetContext) string { return r.Channel }, "Channel", "Media Channel")
	add(func(r *Row, _ *sheetContext) string { return r.FDAFilingNumber }, "FDA Filing Number", "FDA Filing", "FDA Number", "Filing Number")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeAgency }, "Creative Agency", "Agency")
	add(func(r *Row, _ *sheetContext) string { return r.CampaignType }, "Campaign Type")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeCampaignName }, "Campaign Name", "Campaign", "Creative Campaign Name")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeName }, "Creative Name")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeContentName }, "Creative Content Name", "Content Name")
	add(func(r *Row, _ *sheetContext) string { return r.Version }, "Creative Version", "Version")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeSize }, "Creative Size", "Size", "Ad Size", "Dimensions")
	add(func(r *Row, _ *sheetContext) string { return r.TaxonomyString }, "Taxonomy String", "Taxonomy", "Placement Name")
	add(func(r *Row, _ *sheetContext) string { return r.PreviewURL }, "HTML5 Preview Frames", "Preview Frames", "Preview URL", "Preview")
	add(func(r *Row, _ *sheetContext) string { return r.Indication }, "Indication")
	add(func(r *Row, _ *sheetContext) string { return strconv.Itoa(r.ConceptNumber) }, "Concept Number", "Concept")
	add(func(r *Row, _ *sheetContext) string { return r.CreativeType }, "Creative Type")
	add(func(r *Row, _ *sheetContext) string { return r.Reutilization }, "Reutilization", "Reutilisation")
	add(func(r *Row, _ *sheetContext) string { return r.ApprovedForAdChoices }, "Approved for AdChoices", "AdChoices", "Ad Choices")
	add(func(r *Row, _ *sheetContext) string { return r.DOFUExpiration }, "DOFU Expiration", "DOFU", "DOFU Expiration Date", "DOFU Date")
	add(func(r *Row, _ *sheetContext) string { return r.ColabCfID }, "CoLab CfID", "CoLab CF ID", "CfID", "CF ID")
	add(func(r *Row, _ *sheetContext) string { return r.ColabCreativeName }, "CoLab Creative Name")
	add(func(r *Row, _ *sheetContext) string { return r.AssetName }, "Asset Name", "File Name")
	add(func(r *Row, _ *sheetContext) string { return r.Format }, "Format", "File Format")
	add(func(r *Row, _ *sheetContext) string {
		if r.FileSizeKB == 0 {
			return ""
		}
		return strconv.FormatFloat(r.FileSizeKB, 'f', 1, 64)
	}, "File Size (KB)", "File Size")
	add(func(r *Row, _ *sheetContext) string {
		if r.ComplianceScore == nil {
			return ""
		}
		return strconv.Itoa(*r.ComplianceScore)
	}, "Compliance Score", "Score")
	add(func(r *Row, _ *sheetContext) string {
		if r.Status != "" {
			return r.Status
		}
		return "pending"
	}, "Processing Status")
	add(func(r *Row, _ *sheetContext) string { return strings.Join(r.Flags, "; ") }, "Flags", "Notes")
	add(func(_ *Row, c *sheetContext) string { return c.exportDate }, "Export Date", "Date")
	add(func(r *Row, _ *sheetContext) string { return r.ID }, "Row ID", "ID")
	return m
})

// normHeader reduces a header to lower-case letters and digits, so that
// "CTA/Button Description", "cta button description" and "CTA_BUTTON_
// DESCRIPTION" are the same column.
func normHeader(h string) string {
	var b strings.Builder
	for _, c := range strings.ToLower(h) {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// KnownHeader reports whether TraffickingRows can fill a column with this
// header. Unknown headers are kept as empty columns.
func KnownHeader(h string) bool {
	_, ok := columns()[normHeader(h)]
	return ok
}

// TraffickingRows returns one trafficking-sheet row per matrix row, in matrix
// order. Each row has every key of TraffickingKeys plus every header in
// headers, spelled as given; a header is matched to its value without regard
// to case, spaces or punctuation, and through common synonyms ("CTA 1" is the
// CTA description, "URL 1" the URL, "Export Date" today's date from the
// matrix options). Headers no value is known for are present and empty.
func TraffickingRows(m Matrix, headers []string) []map[string]string {
	ctx := &sheetContext{exportDate: m.Options.WithDefaults().Today.Format("2006-01-02")}
	keys := make([]string, 0, len(TraffickingKeys)+len(headers))
	seen := make(map[string]bool, cap(keys))
	for _, k := range slices.Concat(TraffickingKeys, headers) {
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	cols := make([]column, len(keys))
	for i, k := range keys {
		cols[i] = columns()[normHeader(k)]
	}
	out := make([]map[string]string, len(m.Rows))
	for i := range m.Rows {
		row := make(map[string]string, len(keys))
		for j, k := range keys {
			v := ""
			if cols[j] != nil {
				v = cols[j](&m.Rows[i], ctx)
			}
			row[k] = v
		}
		out[i] = row
	}
	return out
}
