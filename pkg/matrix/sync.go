package matrix

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Sync brings a stored, possibly edited matrix up to date with the
// campaign's current assets, keeping the team's edits. It is also how a
// matrix is first generated (see Generate). The result holds:
//
//   - one row per banner, HTML5 or video asset, at the asset's real size
//     and of its real creative type; a row of an asset that is still present
//     keeps every edited field and takes the asset's fresh facts; rows of an
//     asset that is gone are dropped (so is a second row of one asset, which
//     older matrices had, one per standard size);
//   - concepts that group the creatives of one idea: a new asset joins the
//     concept whose assets share its name without the size ("Spring_Hero_
//     300x250.png" and "Spring_Hero_728x90.gif" are one concept), or starts a
//     new one after the highest concept number in use;
//   - for every banner concept, a missing-creative row (Missing, no asset)
//     per planned size (Options.PlannedSizes) that no asset of the concept
//     provides; a new asset of that size takes over its row and its edits;
//   - rows ordered by concept, then planned sizes in plan order, then other
//     sizes by row id (an order that keeps while rows are added, so a
//     client can page through it); DOFU expiry re-checked against m.Options.Today.
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
	rows := make([]Row, 0, len(m.Rows)+len(assets))
	used := map[string]bool{}
	ids := map[string]bool{}
	concepts := map[string]int{} // concept key → concept number
	hadAssets := map[int]bool{}  // concepts that had asset rows when saved
	next := 1
	for _, r := range m.Rows {
		next = max(next, r.ConceptNumber+1)
		if r.AssetID != "" {
			hadAssets[r.ConceptNumber] = true
			a, ok := byID[r.AssetID]
			if !ok || used[r.AssetID] || !isCreative(a) {
				continue
			}
			used[r.AssetID] = true
			refreshAssetFacts(&r, a)
			if _, ok := concepts[conceptKey(a)]; !ok {
				concepts[conceptKey(a)] = r.ConceptNumber
			}
		} else {
			r.Missing, r.Status = true, StatusMissing
		}
		r.Flags = append([]string(nil), r.Flags...)
		ids[r.ID] = true
		rows = append(rows, r)
	}
	for i := range assets {
		a := &assets[i]
		if (a.ID != "" && used[a.ID]) || !isCreative(a) {
			continue
		}
		if a.ID != "" {
			used[a.ID] = true
		}
		n, ok := concepts[conceptKey(a)]
		if !ok {
			n = next
			next++
			concepts[conceptKey(a)] = n
		}
		rows = placeAsset(rows, n, a, opts, ids)
	}
	rows = dropEmptiedConcepts(rows, hadAssets)
	rows = planConcepts(rows, opts, ids)
	for i := range rows {
		Refresh(&rows[i])
		CheckDOFU(&rows[i], opts.Today)
	}
	return Matrix{Options: opts, Rows: rows}
}

// dropEmptiedConcepts removes the missing-creative rows of concepts whose
// every asset was deleted: the idea is gone. A concept the team added (it
// never had an asset) keeps its rows.
func dropEmptiedConcepts(rows []Row, hadAssets map[int]bool) []Row {
	hasAssets := map[int]bool{}
	for _, r := range rows {
		if !r.Missing {
			hasAssets[r.ConceptNumber] = true
		}
	}
	return slices.DeleteFunc(rows, func(r Row) bool {
		return r.Missing && hadAssets[r.ConceptNumber] && !hasAssets[r.ConceptNumber]
	})
}

// isCreative reports whether an asset belongs in the matrix: banners, HTML5
// banners and videos do; documents (a PDF leave-behind, a DOCX) do not.
func isCreative(a *AssetSummary) bool {
	return !strings.EqualFold(a.Kind, "document")
}

// conceptKey is what the creatives of one idea share: their kind of media
// (banners apart from videos) and their name without extension and size.
func conceptKey(a *AssetSummary) string {
	class := "banner"
	if strings.EqualFold(a.Kind, "video") {
		class = "video"
	}
	return class + "\x00" + strings.ToLower(contentName(a.Name))
}

// placeAsset adds asset a to concept n: into the concept's missing-creative
// row of the asset's size when there is one (keeping that row's edits),
// otherwise as a new row with the spec's defaults.
func placeAsset(rows []Row, n int, a *AssetSummary, opts Options, ids map[string]bool) []Row {
	size := ""
	if a.Width > 0 && a.Height > 0 {
		size = fmt.Sprintf("%dx%d", a.Width, a.Height)
	}
	for i := range rows {
		if r := &rows[i]; r.ConceptNumber == n && r.Missing && size != "" && r.CreativeSize == size {
			fillFromAsset(r, a)
			return rows
		}
	}
	r := newRow(n, size, opts)
	fillFromAsset(&r, a)
	if size == "" {
		r.CreativeSize = ""
	}
	r.ID = uniqueID(ids, fmt.Sprintf("c%d-%s", n, cmp.Or(size, a.ID)))
	CheckDOFU(&r, opts.Today)
	if r.Expired {
		r.CreativeStatus = StatusRemove
	}
	return append(rows, r)
}

// planConcepts drops missing-creative rows whose size an asset of their
// concept now provides, adds one for every planned size a banner concept
// lacks, and orders the rows: by concept, then planned sizes in plan
// order, then the other sizes by row id.
func planConcepts(rows []Row, opts Options, ids map[string]bool) []Row {
	type concept struct {
		sizes   map[string]bool // sizes real assets provide
		video   bool            // a video concept has no size plan
		typ     string          // creative type of its missing rows
		content string          // content name of its missing rows
	}
	byNum := map[int]*concept{}
	var order []int
	for _, r := range rows {
		c := byNum[r.ConceptNumber]
		if c == nil {
			c = &concept{sizes: map[string]bool{}}
			byNum[r.ConceptNumber] = c
			order = append(order, r.ConceptNumber)
		}
		if !r.Missing {
			c.sizes[r.CreativeSize] = true
			c.video = c.video || r.CreativeType == CreativeTypeVideo
			if c.typ == "" || r.CreativeType == CreativeTypeHTML5 {
				c.typ, c.content = r.CreativeType, r.CreativeContentName
			}
		}
	}
	kept := rows[:0]
	have := map[string]bool{}
	for _, r := range rows {
		c := byNum[r.ConceptNumber]
		if r.Missing && (c.sizes[r.CreativeSize] || c.video || have[fmt.Sprint(r.ConceptNumber, "/", r.CreativeSize)]) {
			continue
		}
		if r.Missing {
			have[fmt.Sprint(r.ConceptNumber, "/", r.CreativeSize)] = true
		}
		kept = append(kept, r)
	}
	rows = kept
	for _, n := range order {
		c := byNum[n]
		if c.video {
			continue
		}
		typ, content := cmp.Or(c.typ, DefaultCreativeType), cmp.Or(c.content, fmt.Sprintf("Concept %d", n))
		for _, size := range opts.PlannedSizes {
			if !c.sizes[size] && !have[fmt.Sprint(n, "/", size)] {
				r := missingRow(n, size, typ, content, opts, ids)
				if r.Expired {
					r.CreativeStatus = StatusRemove
				}
				rows = append(rows, r)
			}
		}
	}
	rank := func(size string) int {
		if i := slices.Index(opts.PlannedSizes, size); i >= 0 {
			return i
		}
		return len(opts.PlannedSizes)
	}
	slices.SortStableFunc(rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(a.ConceptNumber, b.ConceptNumber), cmp.Compare(rank(a.CreativeSize), rank(b.CreativeSize)), strings.Compare(a.ID, b.ID))
	})
	return rows
}

// refreshAssetFacts copies an asset's measured facts into a row without
// touching the fields the team edits.
func refreshAssetFacts(r *Row, a *AssetSummary) {
	fresh := Row{}
	fillFromAsset(&fresh, a)
	r.AssetName = fresh.AssetName
	r.Format = fresh.Format
	r.Dimensions = fresh.Dimensions
	if fresh.CreativeSize != "" {
		r.CreativeSize = fresh.CreativeSize
	}
	r.CreativeType = fresh.CreativeType
	r.Missing = false
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
