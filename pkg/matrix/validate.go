package matrix

import (
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/internal/lazyregexp"
)

// ErrInvalid is wrapped by every validation error of this package, so
// callers can map it to a 400 / usage error with errors.Is.
var ErrInvalid = errors.New("invalid matrix value")

// ErrUnknownField is returned by SetField for a key that is not an editable
// matrix field.
var ErrUnknownField = errors.New("unknown matrix field")

// ErrRowNotFound is returned by Matrix.Set for an id no row has.
var ErrRowNotFound = errors.New("matrix row not found")

// FieldError reports one invalid field of one row.
type FieldError struct {
	RowID   string // empty when the row is not known
	Field   string // the field's JSON name
	Value   string
	Message string
}

// Error implements error.
func (e *FieldError) Error() string {
	if e.RowID != "" {
		return fmt.Sprintf("row %s: %s: %s", e.RowID, e.Field, e.Message)
	}
	return fmt.Sprintf("%s: %s", e.Field, e.Message)
}

// Unwrap makes errors.Is(err, ErrInvalid) true.
func (e *FieldError) Unwrap() error { return ErrInvalid }

// maxText is the longest free-text value a field accepts, in characters.
const maxText = 500

var (
	versionPattern = lazyregexp.New(`^V[1-9][0-9]{0,3}$`)
	sizePattern    = lazyregexp.New(`^[1-9][0-9]{0,4}x[1-9][0-9]{0,4}$`)
)

// field describes one editable string field of a row.
type field struct {
	ptr      func(*Row) *string
	options  []string // enumerated values; nil for free text
	required bool
	check    func(string) string // extra check; returns a message or ""
}

// fields are the editable string fields, by JSON name.
var fields = map[string]field{
	"creativeStatus":       {ptr: func(r *Row) *string { return &r.CreativeStatus }, options: CreativeStatuses},
	"activationTeam":       {ptr: func(r *Row) *string { return &r.ActivationTeam }, options: ActivationTeams},
	"customerType":         {ptr: func(r *Row) *string { return &r.CustomerType }, options: CustomerTypes},
	"language":             {ptr: func(r *Row) *string { return &r.Language }, options: Languages},
	"creativeType":         {ptr: func(r *Row) *string { return &r.CreativeType }, options: CreativeTypes},
	"campaignType":         {ptr: func(r *Row) *string { return &r.CampaignType }, options: CampaignTypes},
	"reutilization":        {ptr: func(r *Row) *string { return &r.Reutilization }, options: ReutilizationOptions},
	"approvedForAdChoices": {ptr: func(r *Row) *string { return &r.ApprovedForAdChoices }, options: AdChoicesOptions},
	"channel":              {ptr: func(r *Row) *string { return &r.Channel }, options: Channels},
	"ctaDescription":       {ptr: func(r *Row) *string { return &r.CTADescription }},
	"url":                  {ptr: func(r *Row) *string { return &r.URL }, check: checkURL},
	"cta2Description":      {ptr: func(r *Row) *string { return &r.CTA2Description }},
	"url2":                 {ptr: func(r *Row) *string { return &r.URL2 }, check: checkURL},
	"fdaFilingNumber":      {ptr: func(r *Row) *string { return &r.FDAFilingNumber }},
	"creativeAgency":       {ptr: func(r *Row) *string { return &r.CreativeAgency }},
	"creativeCampaignName": {ptr: func(r *Row) *string { return &r.CreativeCampaignName }, required: true},
	"creativeContentName":  {ptr: func(r *Row) *string { return &r.CreativeContentName }},
	"version":              {ptr: func(r *Row) *string { return &r.Version }, required: true, check: checkVersion},
	"indication":           {ptr: func(r *Row) *string { return &r.Indication }},
	"dofuExpiration":       {ptr: func(r *Row) *string { return &r.DOFUExpiration }, check: checkDate},
	"creativeSize":         {ptr: func(r *Row) *string { return &r.CreativeSize }, check: checkSize}, // empty: size unknown
	"colabCfID":            {ptr: func(r *Row) *string { return &r.ColabCfID }},
	"colabCreativeName":    {ptr: func(r *Row) *string { return &r.ColabCreativeName }},
	"country":              {ptr: func(r *Row) *string { return &r.Country }, required: true},
	"advertiser":           {ptr: func(r *Row) *string { return &r.Advertiser }},
}

// EditableFields returns the JSON names of the fields SetField accepts, in a
// stable order.
func EditableFields() []string {
	out := make([]string, 0, len(fields)+1)
	out = append(out, "conceptNumber")
	for _, k := range fieldOrder {
		if _, ok := fields[k]; ok {
			out = append(out, k)
		}
	}
	return out
}

// fieldOrder is the spec's matrix-row order followed by the extra fields.
var fieldOrder = []string{
	"creativeStatus", "activationTeam", "customerType", "language",
	"ctaDescription", "url", "creativeType", "fdaFilingNumber",
	"creativeAgency", "campaignType", "creativeCampaignName",
	"creativeContentName", "version", "indication", "reutilization",
	"approvedForAdChoices", "dofuExpiration", "creativeSize", "colabCfID",
	"colabCreativeName", "country", "advertiser", "channel",
	"cta2Description", "url2",
}

// Validate checks one row: enumerated fields must hold one of the spec's
// options and must not be empty ("Select controls reject an item with an
// empty value"); the concept number is at least 1; version reads V1, V2, …;
// the creative size is WxH; URLs are absolute http(s) URLs; the DOFU date,
// when present, is a date; text fields are single lines of at most 500
// characters. All problems are returned together, each a *FieldError.
func Validate(r Row) error {
	var errs []error
	add := func(key, value, msg string) {
		errs = append(errs, &FieldError{RowID: r.ID, Field: key, Value: value, Message: msg})
	}
	if strings.TrimSpace(r.ID) == "" {
		add("id", r.ID, "must not be empty")
	}
	if r.ConceptNumber < 1 {
		add("conceptNumber", strconv.Itoa(r.ConceptNumber), "must be 1 or more")
	}
	for _, key := range fieldOrder {
		f := fields[key]
		v := *f.ptr(&r)
		if msg := f.problem(v); msg != "" {
			add(key, v, msg)
		} else if f.options != nil && !slices.Contains(f.options, v) {
			add(key, v, "must be one of "+strings.Join(quoteAll(f.options), ", "))
		}
	}
	return errors.Join(errs...)
}

// Validate checks every row of m and that row ids are unique.
func (m Matrix) Validate() error {
	var errs []error
	seen := make(map[string]bool, len(m.Rows))
	for _, r := range m.Rows {
		if err := Validate(r); err != nil {
			errs = append(errs, err)
		}
		if seen[r.ID] && r.ID != "" {
			errs = append(errs, &FieldError{RowID: r.ID, Field: "id", Value: r.ID, Message: "is used by more than one row"})
		}
		seen[r.ID] = true
	}
	return errors.Join(errs...)
}

// problem returns what is wrong with v for this field (ignoring the exact
// spelling of enumerated values), or "".
func (f field) problem(v string) string {
	if strings.TrimSpace(v) == "" {
		if f.options != nil {
			return "must not be empty; choose one of " + strings.Join(quoteAll(f.options), ", ")
		}
		if f.required {
			return "must not be empty"
		}
		return ""
	}
	if utf8.RuneCountInString(v) > maxText {
		return fmt.Sprintf("is longer than %d characters", maxText)
	}
	if !utf8.ValidString(v) {
		return "is not valid UTF-8 text"
	}
	for _, c := range v {
		if unicode.IsControl(c) {
			return "must be a single line without control characters"
		}
	}
	if f.check != nil {
		return f.check(v)
	}
	return ""
}

// SetField sets one editable field of r, named by its JSON name (matched
// without regard to case), after validating the value. Surrounding space is
// trimmed; enumerated values are matched without regard to case and stored
// in the spec's spelling ("hcp" → "HCP", "BR" → "Branded (BR)"). The derived
// creative name and taxonomy string are recomputed. On error r is unchanged;
// the error wraps ErrUnknownField or ErrInvalid.
func SetField(r *Row, key, value string) error {
	if r == nil {
		return fmt.Errorf("%w: no row", ErrInvalid)
	}
	name, ok := fieldName(key)
	if !ok {
		return fmt.Errorf("%w %q (editable: %s)", ErrUnknownField, key, strings.Join(EditableFields(), ", "))
	}
	value = strings.TrimSpace(value)
	if name == "conceptNumber" {
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > 9999 {
			return &FieldError{RowID: r.ID, Field: name, Value: value, Message: "must be a whole number from 1 to 9999"}
		}
		r.ConceptNumber = n
		Refresh(r)
		return nil
	}
	switch name {
	case "version":
		value = strings.ToUpper(value)
	case "creativeSize":
		value = strings.ToLower(value)
	}
	f := fields[name]
	if msg := f.problem(value); msg != "" {
		return &FieldError{RowID: r.ID, Field: name, Value: value, Message: msg}
	}
	if f.options != nil {
		v, ok := canonical(f.options, value)
		if !ok {
			return &FieldError{RowID: r.ID, Field: name, Value: value, Message: "must be one of " + strings.Join(quoteAll(f.options), ", ")}
		}
		value = v
	}
	*f.ptr(r) = value
	Refresh(r)
	return nil
}

// Set changes one field of the row with the given id (see SetField) and
// re-evaluates the row's DOFU expiry against m.Options.Today.
func (m *Matrix) Set(id, key, value string) error {
	r := m.Row(id)
	if r == nil {
		return fmt.Errorf("%w: %q", ErrRowNotFound, id)
	}
	if err := SetField(r, key, value); err != nil {
		return err
	}
	CheckDOFU(r, m.Options.WithDefaults().Today)
	return nil
}

// fieldName resolves a key to an editable field's JSON name.
func fieldName(key string) (string, bool) {
	key = strings.TrimSpace(key)
	if strings.EqualFold(key, "conceptNumber") {
		return "conceptNumber", true
	}
	if _, ok := fields[key]; ok {
		return key, true
	}
	for k := range fields {
		if strings.EqualFold(k, key) {
			return k, true
		}
	}
	return "", false
}

func checkURL(v string) string {
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.ContainsAny(v, " \t") {
		return "must be an absolute http:// or https:// URL"
	}
	return ""
}

func checkVersion(v string) string {
	if !versionPattern().MatchString(v) {
		return "must read V followed by a number, e.g. V1"
	}
	return ""
}

func checkSize(v string) string {
	if !sizePattern().MatchString(v) {
		return "must be WIDTHxHEIGHT in pixels, e.g. 300x250"
	}
	return ""
}

func checkDate(v string) string {
	if _, err := ParseDate(v); err != nil {
		return "must be a date, e.g. 2026-12-31"
	}
	return ""
}

func quoteAll(s []string) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = strconv.Quote(v)
	}
	return out
}
