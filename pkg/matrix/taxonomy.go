package matrix

import (
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Taxonomy returns the row's taxonomy string, the name ad servers and
// reporting use to identify one placement creative. It has ten segments
// joined by underscores:
//
//	{Country}_{Advertiser}_{Campaign}_{CustomerType}_{CampaignTypeCode}_C{Concept}_{CreativeTypeCode}_{CreativeSize}_{Language}_{Version}
//
// for example USA_Acme-Pharma_Spring-Launch_DTC_BR_C01_HTMLBAN_300x250_ENG_V1.
//
//   - Country, Advertiser and Campaign (the row's creativeCampaignName) are
//     cleaned by Segment: accents removed, anything but ASCII letters and
//     digits collapsed to single hyphens, so a segment never contains an
//     underscore. An empty segment reads NA.
//   - CampaignTypeCode is the code in the option's parentheses: BR or UB.
//   - The concept number is zero-padded to two digits: C01, C02, … C10.
//   - CreativeTypeCode is HTMLBAN for "HTML5 Banner" and STATBAN for
//     "Static Banner" (the preview's "HTML5 Banner (HTML BAN)").
//   - CreativeSize is WxH, Language ENG or SPA, Version V1, V2, ….
//
// Splitting a taxonomy string on "_" therefore always yields ten fields.
func Taxonomy(r Row) string {
	parts := []string{
		Segment(r.Country),
		Segment(r.Advertiser),
		Segment(r.CreativeCampaignName),
		Segment(r.CustomerType),
		Segment(CampaignTypeCode(r.CampaignType)),
		fmt.Sprintf("C%02d", max(r.ConceptNumber, 0)),
		Segment(CreativeTypeCode(r.CreativeType)),
		Segment(r.CreativeSize),
		Segment(r.Language),
		Segment(r.Version),
	}
	return strings.Join(parts, "_")
}

// CreativeName returns the row's creative name, the name of the single
// creative file the agency delivers for this size:
//
//	{Campaign}_{Content}_C{Concept}_{CreativeSize}_{Version}
//
// e.g. Spring-Launch_Hero-Banner_C01_300x250_V1. Campaign is the row's
// creativeCampaignName and Content its creativeContentName (or "Concept" when
// empty), each cleaned by Segment.
func CreativeName(r Row) string {
	content := r.CreativeContentName
	if strings.TrimSpace(content) == "" {
		content = "Concept"
	}
	return strings.Join([]string{
		Segment(r.CreativeCampaignName),
		Segment(content),
		fmt.Sprintf("C%02d", max(r.ConceptNumber, 0)),
		Segment(r.CreativeSize),
		Segment(r.Version),
	}, "_")
}

// CampaignTypeCode returns the short code of a campaign type: "BR" for
// "Branded (BR)", "UB" for "Unbranded (UB)"; other values are returned as
// they are.
func CampaignTypeCode(campaignType string) string {
	if code := parenCode(campaignType); code != "" {
		return code
	}
	return strings.TrimSpace(campaignType)
}

// CreativeTypeCode returns the short code of a creative type used in
// taxonomy strings: HTMLBAN for HTML5 banners, STATBAN for static banners;
// other values are returned as they are.
func CreativeTypeCode(creativeType string) string {
	switch {
	case strings.EqualFold(strings.TrimSpace(creativeType), CreativeTypeHTML5):
		return "HTMLBAN"
	case strings.EqualFold(strings.TrimSpace(creativeType), CreativeTypeStatic):
		return "STATBAN"
	case strings.EqualFold(strings.TrimSpace(creativeType), CreativeTypeVideo):
		return "VID"
	}
	return strings.TrimSpace(creativeType)
}

// CreativeTypeLabel returns how the trafficking preview names a creative
// type: "HTML5 Banner (HTML BAN)", "Static Banner (STAT BAN)".
func CreativeTypeLabel(creativeType string) string {
	switch {
	case strings.EqualFold(strings.TrimSpace(creativeType), CreativeTypeStatic):
		return "Static Banner (STAT BAN)"
	case strings.EqualFold(strings.TrimSpace(creativeType), CreativeTypeVideo):
		return "Video (VID)"
	case strings.EqualFold(strings.TrimSpace(creativeType), CreativeTypeHTML5),
		strings.EqualFold(strings.TrimSpace(creativeType), "Display"),
		strings.TrimSpace(creativeType) == "":
		return "HTML5 Banner (HTML BAN)"
	}
	return strings.TrimSpace(creativeType)
}

// maxSegment caps one taxonomy segment, so a pasted paragraph cannot make a
// name no ad server accepts.
const maxSegment = 40

// Segment cleans one value for use inside a taxonomy string or creative
// name: accents are removed (é→e), every run of characters other than ASCII
// letters and digits becomes one hyphen, leading and trailing hyphens are
// dropped and the result is cut to 40 characters. An empty result is "NA".
func Segment(v string) string {
	var b strings.Builder
	hyphen := false
	for _, c := range norm.NFD.String(v) {
		switch {
		case unicode.Is(unicode.Mn, c):
			continue // a combining accent
		case c < unicode.MaxASCII && (unicode.IsLetter(c) || unicode.IsDigit(c)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(c)
		default:
			hyphen = true
		}
		if b.Len() >= maxSegment {
			break
		}
	}
	s := strings.TrimRight(b.String(), "-")
	if len(s) > maxSegment {
		s = strings.TrimRight(s[:maxSegment], "-")
	}
	if s == "" {
		return "NA"
	}
	return s
}
