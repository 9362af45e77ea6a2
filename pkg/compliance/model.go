// Package compliance holds the rule model and the checkers that test an
// asset's measured properties against rules. It is a pure library: no storage,
// no HTTP.
package compliance

// Severity is how serious a failed rule is (spec §3 enumerations).
type Severity string

// The spec's severities. Issue cards also style "high" and "medium".
const (
	SeverityCritical Severity = "critical" // must be fixed before deployment
	SeverityWarning  Severity = "warning"  // should be reviewed
	SeverityMinor    Severity = "minor"    // nice to have
	SeverityInfo     Severity = "info"     // informational only
)

// Status is the outcome of one check.
type Status string

// The spec's issue statuses.
const (
	StatusPass    Status = "pass"
	StatusFail    Status = "fail"
	StatusWarning Status = "warning"
)

// FieldTypes are the spec's 20 rule field types.
var FieldTypes = []string{
	"dimensions", "fileSize", "format", "duration", "aspectRatio", "frameRate",
	"bitrate", "codec", "typography", "contrast", "safetyInfo", "fairBalance",
	"indication", "disclaimers", "fdaFilingNumber", "customerType",
	"brandGuidelines", "accessibility", "naming", "metadata",
}

// Sections are the spec's rule sections.
var Sections = []string{
	"Display Requirements", "Video Requirements", "Compliance", "Branding",
	"Accessibility", "Technical", "Social Media", "Email", "Custom Rules",
}

// Channels are the spec's rule channels.
var Channels = []string{"All", "Display", "Social", "Video", "Email", "Print", "Mobile", "Web"}

// Rule is one machine-checkable requirement. The spec's fields come first;
// Channel, Params, Source and Rationale make it checkable and traceable.
type Rule struct {
	ID          string     `json:"id"`
	Rule        string     `json:"rule"` // the title
	Severity    Severity   `json:"severity"`
	Field       string     `json:"field"`
	Section     string     `json:"section"`
	Channel     string     `json:"channel,omitempty"`
	Description string     `json:"description"`
	Enabled     bool       `json:"enabled"`
	IsCustom    bool       `json:"isCustom"`
	Params      *Params    `json:"params,omitempty"`
	Source      *Source    `json:"source,omitempty"`
	Rationale   string     `json:"rationale,omitempty"`
	Tests       []TestCase `json:"tests,omitempty"`

	// NeedsReview marks a rule a person must look at before it is trusted:
	// it had no parameters, it failed the document's own examples, or the
	// extractor was unsure. Such a rule arrives disabled; ReviewReason says
	// why in words a reviewer understands.
	NeedsReview  bool   `json:"needsReview,omitempty"`
	ReviewReason string `json:"reviewReason,omitempty"`
	// Confidence is the extractor's confidence in the rule, 0..1 (0 when the
	// rule was written by a person or comes from a profile).
	Confidence float64 `json:"confidence,omitempty"`
	// Version counts the saved edits of the rule; a write based on an
	// older version is refused. The server keeps it.
	Version int64 `json:"version,omitempty"`
}

// Params parameterise a rule. Units are canonical per field:
// fileSize "KB" (1 KB = 1024 bytes), duration "s", frameRate "fps",
// bitrate "kbps"; dimensions use Allowed values like "300x250", aspectRatio
// values like "16:9", format values like "JPG", codec values like "h264".
type Params struct {
	Allowed []string `json:"allowed,omitempty"`
	Min     *float64 `json:"min,omitempty"`
	Max     *float64 `json:"max,omitempty"`
	Unit    string   `json:"unit,omitempty"`
	Pattern string   `json:"pattern,omitempty"` // a Go regular expression

	// Check selects one measurement of a field when it has several, e.g.
	// "initialLoad" for fileSize or "clickTag" for metadata (see
	// checkers.go for the list). Empty means the field's default.
	Check string `json:"check,omitempty"`
	// Sizes limits the rule to assets whose measured dimensions are one of
	// these "WxH" values, e.g. a per-size weight limit. Empty means all.
	Sizes []string `json:"sizes,omitempty"`
	// CustomerTypes limits the rule to assets identified as one of these
	// customer types ("DTC", "HCP"). Empty means all.
	CustomerTypes []string `json:"customerTypes,omitempty"`
	// Kinds limits the rule to these asset kinds (see AssetKinds): "static",
	// "animated", "html5", "video", "audio", "document". Empty means all.
	Kinds []string `json:"kinds,omitempty"`
	// Platforms, Placements and Parts limit the rule to assets known to
	// run on one of these platforms (see Platforms), in one of these
	// placements (see Placements) or to be one of these parts of a
	// creative (see Parts), e.g. a LinkedIn image limit or an end card's
	// length. An asset whose platform, placement or part is not known
	// (see ScopeOf) is not checked by such a rule, as an asset of unknown
	// kind is not checked by a rule limited to kinds. Empty means all.
	Platforms  []string `json:"platforms,omitempty"`
	Placements []string `json:"placements,omitempty"`
	Parts      []string `json:"parts,omitempty"`
	// Markets and Languages limit the rule to assets known to be for one
	// of these markets (see Markets; "eu" covers its members) or in one
	// of these languages (see Languages), e.g. a European loudness target
	// or a French headline's length; unknown is not checked (LocaleOf).
	Markets   []string `json:"markets,omitempty"`
	Languages []string `json:"languages,omitempty"`

	// MinWidth, MinHeight, MaxWidth and MaxHeight bound a dimensions
	// rule's pixels instead of listing sizes ("1280 × 720 minimum", "at
	// least 1200 px wide", "no wider than 600 px"). 0 means no bound.
	MinWidth  int `json:"minWidth,omitempty"`
	MinHeight int `json:"minHeight,omitempty"`
	MaxWidth  int `json:"maxWidth,omitempty"`
	MaxHeight int `json:"maxHeight,omitempty"`
}

// HasPixelBounds reports whether a dimensions rule bounds width or height.
func (p Params) HasPixelBounds() bool {
	return p.MinWidth > 0 || p.MinHeight > 0 || p.MaxWidth > 0 || p.MaxHeight > 0
}

// AssetKinds are the kinds of creative a rule's scope can name.
var AssetKinds = []string{"static", "animated", "html5", "video", "audio", "document"}

// Source says where in which BRD a rule came from.
type Source struct {
	Document string `json:"document"`
	Page     int    `json:"page,omitempty"`
	Quote    string `json:"quote,omitempty"`
	// Section names the part of the document, e.g. "General Ad Requirements".
	Section string `json:"section,omitempty"`
	// URL points at a public copy of the document, when there is one.
	URL string `json:"url,omitempty"`
}

// TestCase is a rule test: an input (a file name or property value), the
// expected outcome ("pass" or "fail") and a description.
type TestCase struct {
	Input       string `json:"input"`
	Expected    string `json:"expected"`
	Description string `json:"description,omitempty"`
}

// Coordinates locate an issue on an image, in percent of width and height.
type Coordinates struct {
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// Issue is the result of checking one rule against one asset (spec §3).
type Issue struct {
	RuleID        string       `json:"ruleId,omitempty"`
	Rule          string       `json:"rule"`
	Severity      Severity     `json:"severity"`
	Field         string       `json:"field"`
	Section       string       `json:"section"`
	Channel       string       `json:"channel"`
	Status        Status       `json:"status"`
	Message       string       `json:"message"`
	DetectedValue string       `json:"detectedValue,omitempty"`
	ExpectedValue string       `json:"expectedValue,omitempty"`
	Coordinates   *Coordinates `json:"coordinates,omitempty"`
	GridLocation  string       `json:"gridLocation,omitempty"`
}

// Summary counts the outcomes of an analysis.
type Summary struct {
	TotalChecks int `json:"totalChecks"`
	Passed      int `json:"passed"`
	Failed      int `json:"failed"`
	Warnings    int `json:"warnings"`
}
