package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// MatrixSummary counts a campaign's whole matrix, for a client that holds
// only a page of its rows: the editor's counts, concept tabs and expiry
// banner.
type MatrixSummary struct {
	Rows      int `json:"rows"`
	Creatives int `json:"creatives"`
	Missing   int `json:"missing"`
	// Expired counts the rows whose DOFU date has passed and whose status
	// is not Remove yet (what "Set all to Remove" would change).
	Expired  int              `json:"expired"`
	Concepts []ConceptSummary `json:"concepts"`
}

// ConceptSummary counts one concept's rows.
type ConceptSummary struct {
	Number  int `json:"number"`
	Rows    int `json:"rows"`
	Missing int `json:"missing"`
	Expired int `json:"expired"`
}

// MatrixPage is one page of a campaign's matrix rows with what a client
// needs beside them: the options, the version and the whole matrix's counts.
type MatrixPage struct {
	Options matrix.Options
	Rows    Page[matrix.Row]
	Summary MatrixSummary
	Version int64
}

// MatrixRowsQuery asks for a page of matrix rows, of one concept when
// Concept is above 0.
type MatrixRowsQuery struct {
	Concept int
	Page    PageRequest
}

// preparedMatrix is a campaign's synced matrix ready to be paged: its rows
// in page order with their keys, where each concept's rows start and end,
// and its counts. It is shared by the requests that read it and never
// changed: a cell patch makes a new one that shares the rows it did not
// change (withRows), so rows are held by pointer.
type preparedMatrix struct {
	options  matrix.Options
	rows     []*matrix.Row
	keys     []string
	concepts map[int][2]int // concept → [first, end) in rows
	summary  MatrixSummary

	indexOnce sync.Once
	index     map[string]int // row id → place in rows, made when first needed
}

// rowKey is a row's place in page order: by concept, then planned sizes in
// plan order, then the other sizes, then by row id, which is unique and
// never changes, so a cursor holding it stays valid while rows are added.
// It is the order matrix.Sync gives the rows.
func rowKey(r matrix.Row, rank int) string {
	return fmt.Sprintf("%010d/%04d/%s", r.ConceptNumber, rank, r.ID)
}

// prepareMatrix prepares m for paging; m's rows become the prepared
// matrix's and must not be changed after.
func prepareMatrix(m matrix.Matrix) *preparedMatrix {
	plan := m.Options.WithDefaults().PlannedSizes
	rank := func(size string) int {
		if i := slices.Index(plan, size); i >= 0 {
			return i
		}
		return len(plan)
	}
	pm := &preparedMatrix{options: m.Options, rows: make([]*matrix.Row, len(m.Rows)), keys: make([]string, len(m.Rows))}
	for i := range m.Rows {
		pm.rows[i] = &m.Rows[i]
		pm.keys[i] = rowKey(m.Rows[i], rank(m.Rows[i].CreativeSize))
	}
	sort.Sort(byKey[*matrix.Row]{pm.rows, pm.keys})
	pm.summary, pm.concepts = summarizeRows(pm.rows)
	return pm
}

// summarizeRows counts rows in page order, and finds where each concept's
// rows start and end.
func summarizeRows(rows []*matrix.Row) (MatrixSummary, map[int][2]int) {
	s := MatrixSummary{Rows: len(rows), Concepts: []ConceptSummary{}}
	concepts := map[int][2]int{}
	for i, r := range rows {
		if n := len(s.Concepts); n == 0 || s.Concepts[n-1].Number != r.ConceptNumber {
			s.Concepts = append(s.Concepts, ConceptSummary{Number: r.ConceptNumber})
			concepts[r.ConceptNumber] = [2]int{i, i}
		}
		c := &s.Concepts[len(s.Concepts)-1]
		c.Rows++
		span := concepts[r.ConceptNumber]
		concepts[r.ConceptNumber] = [2]int{span[0], i + 1}
		if r.Missing {
			c.Missing++
			s.Missing++
		}
		if r.Expired && r.CreativeStatus != matrix.StatusRemove {
			c.Expired++
			s.Expired++
		}
	}
	s.Creatives = s.Rows - s.Missing
	return s, concepts
}

// rowIndex answers where each row is, by id.
func (pm *preparedMatrix) rowIndex() map[string]int {
	pm.indexOnce.Do(func() {
		if pm.index != nil {
			return
		}
		pm.index = make(map[string]int, len(pm.rows))
		for i, r := range pm.rows {
			pm.index[r.ID] = i
		}
	})
	return pm.index
}

// withRows is pm with the given rows (by id) in place of its own, and
// counted again. The rows keep their places: only fields that do not place
// a row (its concept and size do) may have changed.
func (pm *preparedMatrix) withRows(changed map[string]matrix.Row) *preparedMatrix {
	index := pm.rowIndex()
	next := &preparedMatrix{options: pm.options, rows: slices.Clone(pm.rows), keys: pm.keys, concepts: pm.concepts, index: index}
	for id, r := range changed {
		next.rows[index[id]] = &r
	}
	next.summary, _ = summarizeRows(next.rows)
	return next
}

// page cuts one page of rows (of one concept when q.Concept > 0).
func (pm *preparedMatrix) page(q MatrixRowsQuery) (Page[matrix.Row], error) {
	lo, hi := 0, len(pm.rows)
	if q.Concept > 0 {
		span, ok := pm.concepts[q.Concept]
		if !ok {
			span = [2]int{0, 0}
		}
		lo, hi = span[0], span[1]
	}
	after, err := decodeKeyCursor(q.Page.Cursor)
	if err != nil {
		return Page[matrix.Row]{}, err
	}
	keys := pm.keys[lo:hi]
	start := 0
	if q.Page.Cursor != "" {
		start = sort.SearchStrings(keys, after)
		if start < len(keys) && keys[start] == after {
			start++
		}
	}
	end := min(start+q.Page.limit(), len(keys))
	p := Page[matrix.Row]{Items: make([]matrix.Row, 0, end-start)}
	for _, r := range pm.rows[lo+start : lo+end] {
		p.Items = append(p.Items, *r)
	}
	if end < len(keys) {
		p.NextCursor = encodeKeyCursor(keys[end-1])
	}
	return p, nil
}

// matrixCacheSize is how many campaigns' prepared matrices are kept. A
// client paging through a large matrix asks for many pages in a row;
// decoding and syncing a 100,000-row matrix for each one would take
// seconds per page.
const matrixCacheSize = 2

// matrixCache keeps the prepared matrices of the campaigns read last. An
// entry is used only while everything the matrix is made of is unchanged,
// as the database tells it (instances sharing a database each keep their
// own): the saved matrix (its version), the campaign (UpdatedAt), the
// assets (every write raises an asset's revision) and the day (DOFU
// expiry). Listing the assets is cheap next to decoding and syncing a
// large matrix.
type matrixCache struct {
	mu      sync.Mutex
	entries []*cachedMatrix // least recently used first
}

type cachedMatrix struct {
	key   string // org/campaign
	stamp matrixStamp
	pm    *preparedMatrix
}

type matrixStamp struct {
	docVersion int64
	campaign   time.Time
	assets     uint64 // FNV-1a over the assets' ids and revisions
	day        string
}

func (c *matrixCache) get(key string, stamp matrixStamp) *preparedMatrix {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.entries {
		if e.key == key && e.stamp == stamp {
			c.entries = append(slices.Delete(c.entries, i, i+1), e)
			return e.pm
		}
	}
	return nil
}

func (c *matrixCache) put(key string, stamp matrixStamp, pm *preparedMatrix) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries = slices.DeleteFunc(c.entries, func(e *cachedMatrix) bool { return e.key == key })
	if len(c.entries) >= matrixCacheSize {
		c.entries = c.entries[1:]
	}
	c.entries = append(c.entries, &cachedMatrix{key: key, stamp: stamp, pm: pm})
}

// assetsStamp sums up the assets' ids and revisions.
func assetsStamp(assets []store.Asset) uint64 {
	h := fnv.New64a()
	for _, as := range assets {
		fmt.Fprintf(h, "%s/%d;", as.ID, as.Revision)
	}
	return h.Sum64()
}

// preparedCampaignMatrix returns the campaign's synced matrix ready to be
// paged, from the cache while nothing it is made of changed.
func (a *App) preparedCampaignMatrix(ctx context.Context, p *Principal, campaignID string) (*preparedMatrix, int64, error) {
	pm, stamp, err := a.stampedCampaignMatrix(ctx, p, campaignID)
	return pm, stamp.docVersion, err
}

// stampedCampaignMatrix is preparedCampaignMatrix with the stamp it is
// cached under.
func (a *App) stampedCampaignMatrix(ctx context.Context, p *Principal, campaignID string) (*preparedMatrix, matrixStamp, error) {
	c, err := a.GetCampaign(ctx, p, campaignID)
	if err != nil {
		return nil, matrixStamp{}, err
	}
	v, err := a.MatrixVersion(ctx, p, campaignID)
	if err != nil {
		return nil, matrixStamp{}, err
	}
	assets, err := a.store.ListAssets(ctx, p.Org.ID, campaignID)
	if err != nil {
		return nil, matrixStamp{}, err
	}
	key := p.Org.ID + "/" + campaignID
	stamp := matrixStamp{docVersion: v, campaign: c.UpdatedAt, assets: assetsStamp(assets), day: a.now().UTC().Format(time.DateOnly)}
	if pm := a.matrices.get(key, stamp); pm != nil {
		return pm, stamp, nil
	}
	m, err := a.buildMatrix(ctx, p, c, AssetSummaries(assets))
	if err != nil {
		return nil, matrixStamp{}, err
	}
	pm := prepareMatrix(m)
	a.matrices.put(key, stamp, pm)
	return pm, stamp, nil
}

// CampaignMatrixPage returns one page of the campaign's matrix rows (of one
// concept when q.Concept is set) in page order (see rowKey), with the
// options, the version and the whole matrix's counts.
func (a *App) CampaignMatrixPage(ctx context.Context, p *Principal, campaignID string, q MatrixRowsQuery) (MatrixPage, error) {
	pm, v, err := a.preparedCampaignMatrix(ctx, p, campaignID)
	if err != nil {
		return MatrixPage{}, err
	}
	page, err := pm.page(q)
	if err != nil {
		return MatrixPage{}, err
	}
	return MatrixPage{Options: pm.options, Rows: page, Summary: pm.summary, Version: v}, nil
}

// MatrixSummaryOf counts a matrix as CampaignMatrixPage does.
func MatrixSummaryOf(m matrix.Matrix) MatrixSummary {
	m.Rows = slices.Clone(m.Rows)
	return prepareMatrix(m).summary
}

// MatrixPatch is a set of edits of a campaign's matrix that a client
// holding only some of its rows can make: cell changes of rows by id, the
// shared country and advertiser (every row), the phase labels, the concept
// plan, a new concept, and Remove on every expired row.
type MatrixPatch struct {
	Cells                  []MatrixCell `json:"cells"`
	Country                *string      `json:"country"`
	Advertiser             *string      `json:"advertiser"`
	Phases                 *[3]string   `json:"phases"`
	PlannedSizes           []string     `json:"plannedSizes"`
	AddConcept             bool         `json:"addConcept"`
	ApplySuggestedRemovals bool         `json:"applySuggestedRemovals"`
}

// MatrixCell is one changed field of one row.
type MatrixCell struct {
	RowID string `json:"rowId"`
	Field string `json:"field"`
	Value string `json:"value"`
}

// maxPatchCells bounds the cells of one patch.
const maxPatchCells = 10_000

// PatchMatrixResult is a patched matrix's new version, the rows the patch
// changed (with their derived names) and the new counts; AddedConcept is
// the number of the concept AddConcept added.
type PatchMatrixResult struct {
	Version      int64
	Rows         []matrix.Row
	Summary      MatrixSummary
	AddedConcept int
}

// PatchMatrix applies a patch to the campaign's current matrix and saves
// it (as SaveMatrix, with the same version check). Every cell is
// validated; an invalid one changes nothing and names the row and field.
func (a *App) PatchMatrix(ctx context.Context, p *Principal, campaignID string, patch MatrixPatch, expected *int64) (PatchMatrixResult, error) {
	if err := p.require(ActionManageCampaign); err != nil {
		return PatchMatrixResult{}, err
	}
	if len(patch.Cells) > maxPatchCells {
		return PatchMatrixResult{}, Invalid("too many cells in one patch (at most %d)", maxPatchCells)
	}
	if patch.cellsOnly() {
		out, err := a.patchMatrixCells(ctx, p, campaignID, patch, expected)
		if !errors.Is(err, errWholeMatrix) {
			return out, err
		}
	}
	c, err := a.GetCampaign(ctx, p, campaignID)
	if err != nil {
		return PatchMatrixResult{}, err
	}
	// A stale version is refused before the matrix is built: the answer
	// carries the current version and the rows the patch names, not the
	// whole matrix (tens of megabytes for a large one).
	if expected != nil {
		if v, err := a.MatrixVersion(ctx, p, campaignID); err != nil {
			return PatchMatrixResult{}, err
		} else if v != *expected {
			return PatchMatrixResult{}, a.matrixConflict(ctx, p, campaignID, patch)
		}
	}
	stored, err := a.store.ListAssets(ctx, p.Org.ID, campaignID)
	if err != nil {
		return PatchMatrixResult{}, err
	}
	assets := AssetSummaries(stored)
	m, err := a.buildMatrix(ctx, p, c, assets)
	if err != nil {
		return PatchMatrixResult{}, err
	}
	// The trail records the patch and the values it replaced, not the
	// whole matrix twice (tens of megabytes for a large one).
	before, changed, problems := applyCells(&m, patch.Cells)
	for key, v := range map[string]*string{"country": patch.Country, "advertiser": patch.Advertiser} {
		if v != nil {
			before[key] = map[string]string{"country": m.Options.Country, "advertiser": m.Options.Advertiser}[key]
			if err := m.SetAll(key, *v); err != nil {
				problems = append(problems, err)
			}
		}
	}
	if err := patchProblems(problems); err != nil {
		return PatchMatrixResult{}, err
	}
	for key, was := range map[string]any{"phases": m.Options.Phases, "plannedSizes": m.Options.PlannedSizes} {
		if (key == "phases" && patch.Phases != nil) || (key == "plannedSizes" && patch.PlannedSizes != nil) {
			before[key] = was
		}
	}
	if patch.Phases != nil {
		m.Options.Phases = *patch.Phases
	}
	if patch.PlannedSizes != nil {
		if err := planSizes(&m, patch.PlannedSizes); err != nil {
			return PatchMatrixResult{}, err
		}
	}
	added := 0
	if patch.AddConcept {
		before := len(m.Rows)
		m = matrix.AddConcept(m)
		for _, r := range m.Rows[before:] {
			added = r.ConceptNumber
			changed[r.ID] = true
		}
	}
	if patch.ApplySuggestedRemovals {
		for i := range m.Rows {
			if r := &m.Rows[i]; r.Expired && r.SuggestedStatus != "" && r.CreativeStatus != r.SuggestedStatus {
				r.CreativeStatus = r.SuggestedStatus
				matrix.Refresh(r)
				changed[r.ID] = true
			}
		}
	}
	// The sync adds the missing creatives of a newly planned size.
	m = matrix.Sync(m, assets)
	saved, v, err := a.saveMatrix(ctx, p, campaignID, m, expected, "matrix.save", &auditValues{old: before, new: patch})
	if errors.Is(err, ErrConflict) {
		// Saved by someone else since the check above.
		return PatchMatrixResult{}, a.matrixConflict(ctx, p, campaignID, patch)
	}
	if err != nil {
		return PatchMatrixResult{}, err
	}
	pm := prepareMatrix(saved)
	a.matrices.put(p.Org.ID+"/"+campaignID, matrixStamp{docVersion: v, campaign: c.UpdatedAt, assets: assetsStamp(stored), day: a.now().UTC().Format(time.DateOnly)}, pm)
	out := PatchMatrixResult{Version: v, Summary: pm.summary, AddedConcept: added, Rows: []matrix.Row{}}
	for _, r := range pm.rows {
		if changed[r.ID] {
			out.Rows = append(out.Rows, *r)
		}
	}
	return out, nil
}

// MatrixConflict is what a patch based on a stale version is answered
// (409, data.current): the matrix's current version and counts, the rows
// the patch's cells name as they are now, and the ids of those that are
// gone. That is what the client needs to reload or overwrite its edits.
type MatrixConflict struct {
	Version int64         `json:"version"`
	Rows    []matrix.Row  `json:"rows"`
	Gone    []string      `json:"gone"`
	Summary MatrixSummary `json:"summary"`
}

// matrixConflict is the *ConflictError of a stale patch.
func (a *App) matrixConflict(ctx context.Context, p *Principal, campaignID string, patch MatrixPatch) error {
	pm, v, err := a.preparedCampaignMatrix(ctx, p, campaignID)
	if err != nil {
		return err
	}
	cur := MatrixConflict{Version: v, Rows: []matrix.Row{}, Gone: []string{}, Summary: pm.summary}
	named := map[string]bool{}
	for _, c := range patch.Cells {
		named[c.RowID] = true
	}
	for _, r := range pm.rows {
		if named[r.ID] {
			cur.Rows = append(cur.Rows, *r)
			delete(named, r.ID)
		}
	}
	for _, c := range patch.Cells {
		if named[c.RowID] {
			cur.Gone = append(cur.Gone, c.RowID)
			delete(named, c.RowID)
		}
	}
	return &ConflictError{What: "matrix", Current: cur, Version: v}
}

// fieldValue is a row's value of one field, by its JSON name, for the trail.
func fieldValue(r matrix.Row, field string) any {
	raw, _ := json.Marshal(r)
	var all map[string]any
	_ = json.Unmarshal(raw, &all)
	for k, v := range all {
		if strings.EqualFold(k, field) {
			return v
		}
	}
	return nil
}

// planSizes sets the sizes every banner concept needs. A missing-creative
// row of a size no longer planned is removed for good; the next sync adds
// one for each newly planned size a banner concept lacks.
func planSizes(m *matrix.Matrix, sizes []string) error {
	plan := make([]string, 0, len(sizes))
	for _, s := range sizes {
		s = strings.ToLower(strings.TrimSpace(s))
		probe := matrix.Row{}
		if err := matrix.SetField(&probe, "creativeSize", s); err != nil || s == "" {
			return Invalid("plannedSizes: %q is not a size like 300x250", s)
		}
		if !slices.Contains(plan, s) {
			plan = append(plan, s)
		}
	}
	if len(plan) > 100 {
		return Invalid("plannedSizes: at most 100 sizes")
	}
	m.Options.PlannedSizes = plan
	m.Rows = slices.DeleteFunc(m.Rows, func(r matrix.Row) bool { return r.Missing && !slices.Contains(plan, r.CreativeSize) })
	return nil
}
