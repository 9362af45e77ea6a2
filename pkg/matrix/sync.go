package matrix

import "fmt"

// Sync brings a stored, possibly edited matrix up to date with the
// campaign's current assets, keeping the team's edits:
//
//   - rows of an asset that is still present keep every edited field and
//     take the asset's fresh facts (name, format, dimensions, size,
//     compliance score, preview URL, processing status);
//   - rows of an asset that is gone are dropped;
//   - rows without a source asset (added concepts) are kept;
//   - each new asset becomes a new concept after the highest concept
//     number in use, with one row per standard size;
//   - DOFU expiry is re-checked against today (m.Options.Today).
//
// m itself is not changed.
func Sync(m Matrix, assets []AssetSummary) Matrix {
	opts := m.Options.WithDefaults()
	byID := make(map[string]*AssetSummary, len(assets))
	for i := range assets {
		if assets[i].ID != "" {
			byID[assets[i].ID] = &assets[i]
		}
	}
	out := Matrix{Options: opts, Rows: make([]Row, 0, len(m.Rows)+len(assets)*len(StandardSizes))}
	used := map[string]bool{}
	ids := map[string]bool{}
	next := 1
	for _, r := range m.Rows {
		if r.AssetID != "" {
			a, ok := byID[r.AssetID]
			if !ok {
				continue
			}
			used[r.AssetID] = true
			refreshAssetFacts(&r, a)
		}
		r.Flags = append([]string(nil), r.Flags...)
		Refresh(&r)
		CheckDOFU(&r, opts.Today)
		ids[r.ID] = true
		next = max(next, r.ConceptNumber+1)
		out.Rows = append(out.Rows, r)
	}
	for i := range assets {
		a := &assets[i]
		if a.ID != "" && used[a.ID] {
			continue
		}
		if a.ID != "" {
			used[a.ID] = true
		}
		out.Rows = appendConcept(out.Rows, ids, next, opts, a)
		next++
	}
	return out
}

// refreshAssetFacts copies an asset's measured facts into a row without
// touching the fields the team edits.
func refreshAssetFacts(r *Row, a *AssetSummary) {
	fresh := Row{}
	fillFromAsset(&fresh, a)
	r.AssetName = fresh.AssetName
	r.Format = fresh.Format
	r.Dimensions = fresh.Dimensions
	r.FileSizeKB = fresh.FileSizeKB
	r.ComplianceScore = fresh.ComplianceScore
	r.PreviewURL = fresh.PreviewURL
	r.Status = fresh.Status
}

// matrixOptionFields are the row fields that also live in Options, so that
// SetAll keeps the options in step and later concepts start with the value.
var matrixOptionFields = map[string]func(*Options, string){
	"country":              func(o *Options, v string) { o.Country = v },
	"advertiser":           func(o *Options, v string) { o.Advertiser = v },
	"creativeCampaignName": func(o *Options, v string) { o.CampaignName = v },
	"fdaFilingNumber":      func(o *Options, v string) { o.FDAFilingNumber = v },
	"indication":           func(o *Options, v string) { o.Indication = v },
	"customerType":         func(o *Options, v string) { o.CustomerType = v },
	"creativeAgency":       func(o *Options, v string) { o.Agency = v },
	"channel":              func(o *Options, v string) { o.Channel = v },
	"dofuExpiration":       func(o *Options, v string) { o.DOFUExpiration = v },
	"url":                  func(o *Options, v string) { o.LandingURL = v },
}

// SetAll sets one field on every row (see SetField), as the matrix editor's
// country and advertiser fields do, and updates the matching option so that
// concepts added later start with it. The value is validated once; on error
// nothing changes. DOFU expiry is re-checked.
func (m *Matrix) SetAll(key, value string) error {
	name, ok := fieldName(key)
	if !ok {
		return fmt.Errorf("%w %q", ErrUnknownField, key)
	}
	if name == "conceptNumber" {
		return &FieldError{Field: name, Value: value, Message: "cannot be the same for every row"}
	}
	probe := Row{}
	if err := SetField(&probe, name, value); err != nil {
		return err
	}
	canonical := *fields[name].ptr(&probe)
	today := m.Options.WithDefaults().Today
	for i := range m.Rows {
		*fields[name].ptr(&m.Rows[i]) = canonical
		Refresh(&m.Rows[i])
		CheckDOFU(&m.Rows[i], today)
	}
	if set, ok := matrixOptionFields[name]; ok {
		set(&m.Options, canonical)
	}
	return nil
}
