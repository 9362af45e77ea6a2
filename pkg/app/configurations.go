package app

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// FormField is one configurable field of the new-campaign form: its label,
// section, kind, whether it is required, its choices (for selects), its
// default, its length limit and an optional pattern. The built-in fields
// follow the spec (§2 New campaign: Basic Information, Campaign Details,
// Product Information, Compliance; default channel Display and customer
// type DTC); an organization's admins change them within the limits the
// campaign record itself has (Locked fields keep their rule).
type FormField struct {
	ID             string   `json:"id"`
	Label          string   `json:"label"`
	Section        string   `json:"section"`
	Type           string   `json:"type"` // text, textarea, select, date
	Required       bool     `json:"required"`
	Options        []string `json:"options,omitempty"`
	DefaultValue   string   `json:"defaultValue,omitempty"`
	MaxLength      int      `json:"maxLength,omitempty"`
	Pattern        string   `json:"pattern,omitempty"`
	PatternMessage string   `json:"patternMessage,omitempty"`
	Help           string   `json:"help,omitempty"`
	// Locked is set on the campaign name: always required.
	Locked bool `json:"locked,omitempty"`
	// Choices are every value an organization may offer (for selects).
	Choices []string `json:"choices,omitempty"`
}

// defaultFormFields are the new-campaign form's fields as the spec has them.
func defaultFormFields() []FormField {
	return []FormField{
		{ID: "name", Label: "Campaign name", Section: "Basic Information", Type: "text", Required: true, MaxLength: 200, Locked: true},
		{ID: "description", Label: "Description", Section: "Basic Information", Type: "textarea", MaxLength: 5000},
		{ID: "channel", Label: "Channel", Section: "Campaign Details", Type: "select", Options: slices.Clone(CampaignChannels), Choices: slices.Clone(CampaignChannels), DefaultValue: "Display"},
		{ID: "customerType", Label: "Customer type", Section: "Campaign Details", Type: "select", Options: slices.Clone(CustomerTypes), Choices: slices.Clone(CustomerTypes), DefaultValue: "DTC"},
		{ID: "brand", Label: "Brand", Section: "Product Information", Type: "text", MaxLength: 200},
		{ID: "product", Label: "Product", Section: "Product Information", Type: "text", MaxLength: 200},
		{ID: "indication", Label: "Indication", Section: "Product Information", Type: "text", MaxLength: 500},
		{ID: "therapeuticArea", Label: "Therapeutic area", Section: "Product Information", Type: "text", MaxLength: 200},
		{ID: "fdaFilingNumber", Label: "FDA filing number", Section: "Compliance", Type: "text", MaxLength: 100},
		{ID: "dofuExpiration", Label: "DOFU expiration", Section: "Compliance", Type: "date", MaxLength: 40},
	}
}

// FormFieldUpdate is a change of one field (PUT /api/configurations/fields/{id});
// unset members stay as they are.
type FormFieldUpdate struct {
	Label          *string   `json:"label"`
	Required       *bool     `json:"required"`
	Options        *[]string `json:"options"`
	DefaultValue   *string   `json:"defaultValue"`
	MaxLength      *int      `json:"maxLength"`
	Pattern        *string   `json:"pattern"`
	PatternMessage *string   `json:"patternMessage"`
	Help           *string   `json:"help"`
}

// formFieldOverride is what the store keeps per changed field.
type formFieldOverride struct {
	FormFieldUpdate
	UpdatedBy string    `json:"updatedBy"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// FormFields returns the organization's new-campaign form fields: the
// built-in ones with the organization's changes.
func (a *App) FormFields(ctx context.Context, p *Principal) ([]FormField, error) {
	return a.formFields(ctx, a.store, p.Org.ID)
}

func (a *App) formFields(ctx context.Context, tx store.Docs, orgID string) ([]FormField, error) {
	docs, _, err := tx.ListDocs(ctx, orgID, store.DocFormField)
	if err != nil {
		return nil, err
	}
	fields := defaultFormFields()
	for i := range fields {
		raw, ok := docs[fields[i].ID]
		if !ok {
			continue
		}
		var o formFieldOverride
		if err := json.Unmarshal(raw, &o); err != nil {
			return nil, fmt.Errorf("form field %s: %w", fields[i].ID, err)
		}
		if err := o.FormFieldUpdate.applyTo(&fields[i]); err != nil {
			a.log.Warn("stored form field change no longer valid; ignored", "field", fields[i].ID, "err", err)
			fields[i] = defaultFormFields()[i]
		}
	}
	return fields, nil
}

// applyTo sets the update's members on f and checks the result against
// the field's limits.
func (u FormFieldUpdate) applyTo(f *FormField) error {
	builtin := f.MaxLength
	if u.Label != nil {
		l := strings.TrimSpace(*u.Label)
		if l == "" || utf8.RuneCountInString(l) > 60 {
			return Invalid("label must be 1 to 60 characters")
		}
		f.Label = l
	}
	if u.Required != nil {
		if f.Locked && !*u.Required {
			return Invalid("%s is always required", f.Label)
		}
		f.Required = *u.Required
	}
	if u.Options != nil {
		if f.Type != "select" {
			return Invalid("%s has no options", f.Label)
		}
		opts := []string{}
		for _, o := range *u.Options {
			if !slices.Contains(f.Choices, o) {
				return Invalid("%q is not a %s (choose from %s)", o, strings.ToLower(f.Label), strings.Join(f.Choices, ", "))
			}
			if !slices.Contains(opts, o) {
				opts = append(opts, o)
			}
		}
		if len(opts) == 0 {
			return Invalid("%s needs at least one option", f.Label)
		}
		f.Options = opts
	}
	if u.DefaultValue != nil {
		f.DefaultValue = strings.TrimSpace(*u.DefaultValue)
	}
	if f.Type == "select" && !slices.Contains(f.Options, f.DefaultValue) {
		f.DefaultValue = f.Options[0]
	}
	if u.MaxLength != nil {
		if *u.MaxLength < 1 || *u.MaxLength > builtin {
			return Invalid("%s may be at most %d characters long", f.Label, builtin)
		}
		f.MaxLength = *u.MaxLength
	}
	if u.Pattern != nil {
		pat := strings.TrimSpace(*u.Pattern)
		if len(pat) > 200 {
			return Invalid("pattern must be at most 200 characters")
		}
		if pat != "" {
			if f.Type == "select" {
				return Invalid("%s takes no pattern", f.Label)
			}
			if _, err := regexp.Compile(pat); err != nil {
				return Invalid("pattern is not a valid regular expression: %v", err)
			}
		}
		f.Pattern = pat
	}
	if u.PatternMessage != nil {
		f.PatternMessage = strings.TrimSpace(*u.PatternMessage)
		if utf8.RuneCountInString(f.PatternMessage) > 200 {
			return Invalid("pattern message must be at most 200 characters")
		}
	}
	if u.Help != nil {
		f.Help = strings.TrimSpace(*u.Help)
		if utf8.RuneCountInString(f.Help) > 300 {
			return Invalid("help must be at most 300 characters")
		}
	}
	return nil
}

// UpdateFormField changes one field of the organization's new-campaign
// form. Admins and owners change the form.
func (a *App) UpdateFormField(ctx context.Context, p *Principal, id string, u FormFieldUpdate) (FormField, error) {
	if err := p.require(ActionAdminister); err != nil {
		return FormField{}, err
	}
	var out FormField
	err := a.inTx(ctx, func(tx store.Tx) error {
		fields, err := a.formFields(ctx, tx, p.Org.ID)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(fields, func(f FormField) bool { return f.ID == id })
		if i < 0 {
			return NotFound("form field")
		}
		old := fields[i]
		out = old
		if err := u.applyTo(&out); err != nil {
			return err
		}
		o := formFieldOverride{FormFieldUpdate: updateOf(out)}
		o.UpdatedBy, o.UpdatedAt = p.User.ID, a.now().UTC()
		raw, _ := json.Marshal(o)
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocFormField, id, raw); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "form-field.update", "form-field", id, old, out)
	})
	return out, err
}

// updateOf is the change that turns the built-in field into f: the
// stored form of an organization's field.
func updateOf(f FormField) FormFieldUpdate {
	u := FormFieldUpdate{
		Label: &f.Label, Required: &f.Required, DefaultValue: &f.DefaultValue,
		Pattern: &f.Pattern, PatternMessage: &f.PatternMessage, Help: &f.Help,
	}
	if f.Type == "select" {
		u.Options = &f.Options
	}
	if f.MaxLength > 0 {
		u.MaxLength = &f.MaxLength
	}
	return u
}

// FormValidation is the answer of POST /api/configurations/validate.
type FormValidation struct {
	Valid  bool              `json:"valid"`
	Errors map[string]string `json:"errors"`
}

// ValidateForm checks new-campaign form data against the organization's
// field configuration: required fields, choices, lengths and patterns.
// Keys that are not form fields are ignored.
func (a *App) ValidateForm(ctx context.Context, p *Principal, data map[string]any) (FormValidation, error) {
	fields, err := a.FormFields(ctx, p)
	if err != nil {
		return FormValidation{}, err
	}
	errs := validateFormData(fields, data)
	return FormValidation{Valid: len(errs) == 0, Errors: errs}, nil
}

func validateFormData(fields []FormField, data map[string]any) map[string]string {
	errs := map[string]string{}
	for _, f := range fields {
		raw := data[f.ID]
		v := ""
		switch t := raw.(type) {
		case string:
			v = strings.TrimSpace(t)
		case nil:
		default:
			errs[f.ID] = f.Label + " must be text"
			continue
		}
		switch {
		case v == "" && f.Required:
			if f.ID == "name" {
				errs[f.ID] = "Campaign name is required" // the spec's message (§5)
			} else {
				errs[f.ID] = f.Label + " is required"
			}
		case v == "":
		case f.Type == "select" && !slices.Contains(f.Options, v):
			errs[f.ID] = fmt.Sprintf("%s must be one of %s", f.Label, strings.Join(f.Options, ", "))
		case f.MaxLength > 0 && utf8.RuneCountInString(v) > f.MaxLength:
			errs[f.ID] = fmt.Sprintf("%s must be at most %d characters", f.Label, f.MaxLength)
		case f.Pattern != "" && !regexp.MustCompile(f.Pattern).MatchString(v):
			msg := f.PatternMessage
			if msg == "" {
				msg = f.Label + " does not have the required format"
			}
			errs[f.ID] = msg
		}
	}
	return errs
}

// campaignFormData is a campaign as form data, for validation.
func campaignFormData(c store.Campaign) map[string]any {
	return map[string]any{
		"name": c.Name, "description": c.Description, "channel": c.Channel, "customerType": c.CustomerType,
		"brand": c.Brand, "product": c.Product, "indication": c.Indication, "therapeuticArea": c.TherapeuticArea,
		"fdaFilingNumber": c.FDAFilingNumber, "dofuExpiration": c.DOFUExpiration,
	}
}

// fieldDefault returns the default value of a form field.
func fieldDefault(fields []FormField, id string) string {
	for _, f := range fields {
		if f.ID == id {
			return f.DefaultValue
		}
	}
	return ""
}

// checkCampaignForm refuses a new campaign that breaks the organization's
// form configuration, with the first field's message.
func checkCampaignForm(fields []FormField, c store.Campaign) error {
	errs := validateFormData(fields, campaignFormData(c))
	for _, f := range fields { // in form order
		if msg, bad := errs[f.ID]; bad {
			return Invalid("%s", msg)
		}
	}
	return nil
}

// Configuration is a saved preset of new-campaign form values, e.g. "HCP
// video launch", that the form can start from.
type Configuration struct {
	ID          string            `json:"id"`
	Name        string            `json:"name"`
	Description string            `json:"description,omitempty"`
	Values      map[string]string `json:"values"`
	CreatedBy   string            `json:"createdBy"`
	CreatedAt   time.Time         `json:"createdAt"`
}

// maxConfigurations bounds an organization's presets.
const maxConfigurations = 200

// ListConfigurations returns the organization's presets, oldest first.
func (a *App) ListConfigurations(ctx context.Context, p *Principal) ([]Configuration, error) {
	docs, ids, err := a.store.ListDocs(ctx, p.Org.ID, store.DocConfiguration)
	if err != nil {
		return nil, err
	}
	out := make([]Configuration, 0, len(ids))
	for _, id := range ids {
		var c Configuration
		if err := json.Unmarshal(docs[id], &c); err != nil {
			return nil, fmt.Errorf("configuration %s: %w", id, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// CreateConfiguration saves a preset; its values must be form fields and
// pass their checks (required ones may stay empty). Managers and above.
func (a *App) CreateConfiguration(ctx context.Context, p *Principal, in Configuration) (Configuration, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return Configuration{}, err
	}
	name, err := cleanName("Name", in.Name, true)
	if err != nil {
		return Configuration{}, err
	}
	if utf8.RuneCountInString(in.Description) > 500 {
		return Configuration{}, Invalid("description must be at most 500 characters")
	}
	fields, err := a.FormFields(ctx, p)
	if err != nil {
		return Configuration{}, err
	}
	values := map[string]string{}
	data := map[string]any{}
	for k, v := range in.Values {
		if !slices.ContainsFunc(fields, func(f FormField) bool { return f.ID == k }) {
			return Configuration{}, Invalid("%q is not a field of the new-campaign form", k)
		}
		if v = strings.TrimSpace(v); v != "" {
			values[k], data[k] = v, v
		}
	}
	for k, msg := range validateFormData(fields, data) {
		if _, given := data[k]; given {
			return Configuration{}, Invalid("%s", msg)
		}
	}
	c := Configuration{ID: store.NewID(), Name: name, Description: strings.TrimSpace(in.Description), Values: values, CreatedBy: p.User.ID, CreatedAt: a.now().UTC()}
	err = a.inTx(ctx, func(tx store.Tx) error {
		_, ids, err := tx.ListDocs(ctx, p.Org.ID, store.DocConfiguration)
		if err != nil {
			return err
		}
		if len(ids) >= maxConfigurations {
			return Invalid("an organization keeps at most %d configurations", maxConfigurations)
		}
		raw, _ := json.Marshal(c)
		if err := tx.PutDoc(ctx, p.Org.ID, store.DocConfiguration, c.ID, raw); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "configuration.create", "configuration", c.ID, nil, c)
	})
	return c, err
}

// DeleteConfiguration removes a preset. Managers and above.
func (a *App) DeleteConfiguration(ctx context.Context, p *Principal, id string) error {
	if err := p.require(ActionManageCampaign); err != nil {
		return err
	}
	return a.inTx(ctx, func(tx store.Tx) error {
		raw, err := tx.GetDoc(ctx, p.Org.ID, store.DocConfiguration, id)
		if err != nil {
			return notFoundAs(err, "configuration")
		}
		if err := tx.DeleteDoc(ctx, p.Org.ID, store.DocConfiguration, id); err != nil {
			return err
		}
		return a.record(ctx, tx, p, "configuration.delete", "configuration", id, json.RawMessage(raw), nil)
	})
}
