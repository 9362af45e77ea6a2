package matrix

import (
	"slices"
	"strings"
	"time"
)

// StandardSizes are the spec's standard creative sizes (§9), in the order in
// which a concept lists them.
var StandardSizes = []string{"300x600", "300x250", "160x600", "728x90", "320x50"}

// The spec's matrix options (§3 enumerations) and the campaign values the
// matrix reuses.
var (
	CreativeStatuses     = []string{StatusAdding, StatusExisting, StatusRemove}
	ActivationTeams      = []string{"Programmatic", "Partner Direct"}
	Languages            = []string{"ENG", "SPA"}
	CreativeTypes        = []string{CreativeTypeHTML5, CreativeTypeStatic, CreativeTypeVideo}
	CampaignTypes        = []string{"Branded (BR)", "Unbranded (UB)"}
	ReutilizationOptions = []string{"N", "R"}
	AdChoicesOptions     = []string{"Y", "N"}
	CustomerTypes        = []string{"DTC", "HCP"}
	Channels             = []string{"Display", "OLV", "CTV", "YouTube", "Meta", "Programmatic", "Email", "Print"}
)

// The creative statuses. StatusRemove is also what a row with an expired DOFU
// date is suggested to become.
const (
	StatusAdding   = "Adding"
	StatusExisting = "Existing"
	StatusRemove   = "Remove"
)

// The creative types: the spec's two banner types, and video for the
// video assets a campaign trafficks.
const (
	CreativeTypeHTML5  = "HTML5 Banner"
	CreativeTypeStatic = "Static Banner"
	CreativeTypeVideo  = "Video"
)

// StatusMissing is the processing status of a missing-creative row: a size
// the concept plan needs that no asset provides.
const StatusMissing = "missing"

// The spec's matrix defaults (§9) and this package's own defaults for values
// the spec leaves open.
const (
	DefaultCountry        = "USA"
	DefaultCreativeStatus = StatusAdding
	DefaultActivationTeam = "Programmatic"
	DefaultCustomerType   = "DTC"
	DefaultLanguage       = "ENG"
	DefaultCreativeType   = CreativeTypeHTML5
	DefaultCampaignType   = "Branded (BR)"
	DefaultVersion        = "V1"
	DefaultReutilization  = "N"
	DefaultAdChoices      = "Y"
	DefaultChannel        = "Display"
	// DefaultColabCfID is the placeholder CoLab CfID a row carries until the
	// team enters the real one.
	DefaultColabCfID = "CF-PENDING"
	// DefaultCampaignName names a matrix whose campaign has no name.
	DefaultCampaignName = "BRD Campaign"
)

// DefaultPhases are the three phase labels used when Options gives none.
var DefaultPhases = [3]string{"Phase 1", "Phase 2", "Phase 3"}

// FieldOptions lists the allowed values of every enumerated matrix field,
// keyed by the field's JSON name. The matrix editor renders these as selects.
var FieldOptions = map[string][]string{
	"creativeStatus":       CreativeStatuses,
	"activationTeam":       ActivationTeams,
	"language":             Languages,
	"creativeType":         CreativeTypes,
	"campaignType":         CampaignTypes,
	"reutilization":        ReutilizationOptions,
	"approvedForAdChoices": AdChoicesOptions,
	"customerType":         CustomerTypes,
	"channel":              Channels,
}

// Options are the campaign-level values a matrix is generated with. Empty
// fields take the spec's defaults (see WithDefaults).
type Options struct {
	CampaignName    string    `json:"campaignName"`
	Country         string    `json:"country"`
	Advertiser      string    `json:"advertiser"`
	Phases          [3]string `json:"phases"`
	FDAFilingNumber string    `json:"fdaFilingNumber"`
	Indication      string    `json:"indication"`
	CustomerType    string    `json:"customerType"`
	Agency          string    `json:"agency"`
	Channel         string    `json:"channel"`
	// DOFUExpiration is the campaign's date of first use expiry
	// (YYYY-MM-DD, or any layout ParseDate accepts); every generated row
	// starts with it.
	DOFUExpiration string `json:"dofuExpiration"`
	// LandingURL is the default click-through URL of every row.
	LandingURL string `json:"url"`
	// PlannedSizes are the sizes every banner concept needs; a planned size
	// no asset of the concept provides is a missing-creative row. Nil means
	// the spec's standard sizes; an empty list plans nothing.
	PlannedSizes []string `json:"plannedSizes"`
	// Today is the date DOFU expiry is judged against and the trafficking
	// sheet's export date. Zero means the current UTC date.
	Today time.Time `json:"today"`
}

// WithDefaults returns o with every empty field set to the spec's default.
// Enumerated values are canonicalised ("hcp" becomes "HCP"); an unknown
// customer type or channel falls back to the default.
func (o Options) WithDefaults() Options {
	o.CampaignName = strings.TrimSpace(o.CampaignName)
	if o.CampaignName == "" {
		o.CampaignName = DefaultCampaignName
	}
	o.Country = strings.TrimSpace(o.Country)
	if o.Country == "" {
		o.Country = DefaultCountry
	}
	o.Advertiser = strings.TrimSpace(o.Advertiser)
	for i := range o.Phases {
		o.Phases[i] = strings.TrimSpace(o.Phases[i])
		if o.Phases[i] == "" {
			o.Phases[i] = DefaultPhases[i]
		}
	}
	o.FDAFilingNumber = strings.TrimSpace(o.FDAFilingNumber)
	o.Indication = strings.TrimSpace(o.Indication)
	o.Agency = strings.TrimSpace(o.Agency)
	o.LandingURL = strings.TrimSpace(o.LandingURL)
	o.DOFUExpiration = strings.TrimSpace(o.DOFUExpiration)
	if o.PlannedSizes == nil {
		o.PlannedSizes = slices.Clone(StandardSizes)
	}
	if v, ok := canonical(CustomerTypes, o.CustomerType); ok {
		o.CustomerType = v
	} else {
		o.CustomerType = DefaultCustomerType
	}
	if v, ok := canonical(Channels, o.Channel); ok {
		o.Channel = v
	} else {
		o.Channel = DefaultChannel
	}
	if o.Today.IsZero() {
		o.Today = time.Now().UTC()
	}
	o.Today = dateOnly(o.Today)
	return o
}

// canonical returns the allowed value equal to v, ignoring case and
// surrounding space. A campaign-type code alone ("BR", "UB") also matches
// its option ("Branded (BR)").
func canonical(allowed []string, v string) (string, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", false
	}
	for _, a := range allowed {
		if strings.EqualFold(a, v) {
			return a, true
		}
	}
	for _, a := range allowed {
		if code := parenCode(a); code != "" && strings.EqualFold(code, v) {
			return a, true
		}
	}
	return "", false
}

// parenCode returns the text inside the trailing parentheses of an option,
// e.g. "BR" for "Branded (BR)", or "".
func parenCode(option string) string {
	open := strings.LastIndexByte(option, '(')
	if open < 0 || !strings.HasSuffix(option, ")") {
		return ""
	}
	return strings.TrimSpace(option[open+1 : len(option)-1])
}

// dateOnly truncates t to midnight UTC of its calendar date.
func dateOnly(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}
