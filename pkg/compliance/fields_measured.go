package compliance

import "slices"

// MeasuredFieldTypes are field types beyond the spec's 20 (FieldTypes, kept
// as the spec has them) for what real specifications limit and the 20
// cannot say: audio loudness, sample rate and channels, character counts of
// copy, and the length of a video's end card. Their checkers read the
// asset's bytes (checkers_audio.go, checkers_copy.go, checkers_endcard.go).
var MeasuredFieldTypes = []string{"audioLoudness", "audioSampleRate", "audioChannels", "characterCount", "endCardDuration"}

// IsFieldType reports whether field is one of the spec's 20 field types or
// a measured field type.
func IsFieldType(field string) bool {
	return slices.Contains(FieldTypes, field) || slices.Contains(MeasuredFieldTypes, field)
}

// Loudness checks (Params.Check) of the audioLoudness field.
const (
	LoudnessCheckIntegrated = ""         // integrated loudness, ITU-R BS.1770 (LUFS = LKFS); Params.Min/Max
	LoudnessCheckTruePeak   = "truePeak" // true peak in dBTP (4x oversampled); Params.Max
)

// Copy checks (Params.Check) of the characterCount field: which piece of
// the copy is counted.
const (
	CopyCheckBody        = ""            // the longest line of copy
	CopyCheckHeadline    = "headline"    // a headline or title
	CopyCheckSubject     = "subject"     // an email subject line
	CopyCheckPreheader   = "preheader"   // an email preheader (preview text)
	CopyCheckCTA         = "cta"         // a call to action (button text)
	CopyCheckDescription = "description" // a description or link description
	CopyCheckBrandName   = "brandName"   // the advertiser or brand name a native ad shows ("Sponsored by")
	CopyCheckAltText     = "altText"     // an image's alternative text (an email's or page's img alt)
	// An app store listing's fields.
	CopyCheckAppName          = "appName"          // the app's name (title) in the store
	CopyCheckSubtitle         = "subtitle"         // the line under the app's name
	CopyCheckShortDescription = "shortDescription" // the short description beside the full one
	CopyCheckPromotionalText  = "promotionalText"  // the promotional text above the description
	CopyCheckKeywords         = "keywords"         // the keyword field, all keywords together
	// A search ad's extensions, each with copy of its own.
	CopyCheckSitelinkText        = "sitelinkText"        // a sitelink's link text
	CopyCheckSitelinkDescription = "sitelinkDescription" // a sitelink's description line
	CopyCheckDisplayPath         = "displayPath"         // one path of the display URL
	CopyCheckCallout             = "callout"             // a callout's text
)

// LoudnessChecks and CopyChecks list the checks of the measured fields.
var (
	LoudnessChecks = []string{LoudnessCheckIntegrated, LoudnessCheckTruePeak}
	CopyChecks     = []string{CopyCheckBody, CopyCheckHeadline, CopyCheckSubject, CopyCheckPreheader, CopyCheckCTA, CopyCheckDescription, CopyCheckBrandName, CopyCheckAltText,
		CopyCheckAppName, CopyCheckSubtitle, CopyCheckShortDescription, CopyCheckPromotionalText, CopyCheckKeywords,
		CopyCheckSitelinkText, CopyCheckSitelinkDescription, CopyCheckDisplayPath, CopyCheckCallout}
)
