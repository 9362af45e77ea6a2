package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// A patch of cells only (the editor's every edit) is saved chunk by chunk:
// it reads and writes the head and the chunks that hold its rows, with its
// audit entry, in one transaction, instead of reading, syncing and
// re-serialising the whole matrix (seconds at 100,000 rows). What it checks
// (rows that exist, valid values, the version) it checks against the
// prepared matrix the pages are read from, which is cached, so the answer
// is what the whole patch would answer. Patches it cannot make that way go
// the whole way (errWholeMatrix).

// errWholeMatrix says a cell patch needs the whole matrix: a row it names
// is not saved yet (the sync made it for a new asset or a new size), the
// matrix was saved before chunks or never, or it was saved meanwhile.
var errWholeMatrix = errors.New("the patch needs the whole matrix")

// cellsOnly reports whether the patch changes cells only, and none of
// those that place a row: its concept and its size decide the row's place
// and the concept plan's missing creatives, so they go the whole way.
func (p MatrixPatch) cellsOnly() bool {
	if len(p.Cells) == 0 || p.Country != nil || p.Advertiser != nil || p.Phases != nil || p.PlannedSizes != nil || p.AddConcept || p.ApplySuggestedRemovals {
		return false
	}
	for _, c := range p.Cells {
		f := strings.TrimSpace(c.Field)
		if strings.EqualFold(f, "conceptNumber") || strings.EqualFold(f, "creativeSize") {
			return false
		}
	}
	return true
}

// applyCells applies cells to the rows of m they name, as every matrix
// patch does: it answers the values they replaced (for the trail), the ids
// of the rows they changed and the problems (see patchProblems).
func applyCells(m *matrix.Matrix, cells []MatrixCell) (before map[string]any, changed map[string]bool, problems []error) {
	before, changed = map[string]any{}, map[string]bool{}
	for _, c := range cells {
		if r := m.Row(c.RowID); r != nil {
			probe := *r
			if matrix.SetField(&probe, c.Field, c.Value) == nil {
				before[c.RowID+"."+c.Field] = fieldValue(*r, c.Field)
			}
		}
		if err := m.Set(c.RowID, c.Field, c.Value); err != nil {
			problems = append(problems, err)
			continue
		}
		changed[c.RowID] = true
	}
	return before, changed, problems
}

// patchProblems is a patch's answer to its problems: a row that is not
// there is a conflict (the matrix changed since it was read), an invalid
// value names the row and field; either changes nothing.
func patchProblems(problems []error) error {
	err := errors.Join(problems...)
	if errors.Is(err, matrix.ErrRowNotFound) {
		return &Error{Kind: ErrConflict, Msg: "the matrix changed since it was read: " + err.Error()}
	}
	if err != nil {
		return Invalid("%s", err.Error())
	}
	return nil
}

// patchMatrixCells saves a cells-only patch chunk by chunk (see above).
func (a *App) patchMatrixCells(ctx context.Context, p *Principal, campaignID string, patch MatrixPatch, expected *int64) (PatchMatrixResult, error) {
	pm, stamp, err := a.stampedCampaignMatrix(ctx, p, campaignID)
	if err != nil {
		return PatchMatrixResult{}, err
	}
	if expected != nil && stamp.docVersion != *expected {
		return PatchMatrixResult{}, a.matrixConflict(ctx, p, campaignID, patch)
	}
	if stamp.docVersion == 0 {
		return PatchMatrixResult{}, errWholeMatrix
	}
	// The cells on the current rows they name (a small matrix of them).
	index := pm.rowIndex()
	named := matrix.Matrix{Options: pm.options}
	for _, c := range patch.Cells {
		if i, ok := index[c.RowID]; ok && named.Row(c.RowID) == nil {
			named.Rows = append(named.Rows, *pm.rows[i])
		}
	}
	before, changed, problems := applyCells(&named, patch.Cells)
	if err := patchProblems(problems); err != nil {
		return PatchMatrixResult{}, err
	}
	today := pm.options.WithDefaults().Today
	var v int64
	err = a.inTx(ctx, func(tx store.Tx) error {
		if _, err := readCampaign(ctx, tx, p.Org.ID, campaignID); err != nil {
			return err
		}
		if cur, err := tx.DocVersion(ctx, p.Org.ID, store.DocMatrix, campaignID); err != nil {
			return err
		} else if cur != stamp.docVersion {
			return errWholeMatrix
		}
		head, found, err := readMatrixHead(ctx, tx, p.Org.ID, campaignID)
		if err != nil {
			return err
		}
		if !found || head.Rows != nil {
			return errWholeMatrix
		}
		// The chunks that hold the named rows, each once.
		var touched []int
		held := 0
		for i, c := range head.Chunks {
			n := 0
			for _, id := range c.IDs {
				if changed[id] {
					n++
				}
			}
			if n > 0 {
				touched = append(touched, i)
				held += n
			}
		}
		if held != len(changed) {
			return errWholeMatrix
		}
		for _, i := range touched {
			c := &head.Chunks[i]
			raw, err := tx.GetDoc(ctx, p.Org.ID, store.DocMatrixRows, matrixChunkID(campaignID, c.Seq))
			if err != nil {
				return fmt.Errorf("matrix of campaign %s, rows chunk %d: %w", campaignID, c.Seq, err)
			}
			chunk := matrix.Matrix{Options: head.Options}
			chunk.Options.Today = today
			if err := json.Unmarshal(raw, &chunk.Rows); err != nil {
				return err
			}
			var cells []MatrixCell
			for _, cell := range patch.Cells {
				if slices.Contains(c.IDs, cell.RowID) {
					cells = append(cells, cell)
				}
			}
			if _, _, problems := applyCells(&chunk, cells); problems != nil {
				return patchProblems(problems)
			}
			for _, r := range chunk.Rows {
				if changed[r.ID] {
					if err := matrix.Validate(r); err != nil {
						return Invalid("%s", err.Error())
					}
				}
			}
			raw, err = json.Marshal(chunk.Rows)
			if err != nil {
				return err
			}
			sum := sha256.Sum256(raw)
			c.Sum = hex.EncodeToString(sum[:])
			if err := tx.PutDoc(ctx, p.Org.ID, store.DocMatrixRows, matrixChunkID(campaignID, c.Seq), raw); err != nil {
				return err
			}
		}
		doc, err := json.Marshal(head)
		if err != nil {
			return err
		}
		v, err = a.saveDocTx(ctx, tx, p, docChange{kind: store.DocMatrix, id: campaignID, doc: doc, expected: expected,
			what: "matrix", action: "matrix.save", entityType: "campaign", entityID: campaignID, audit: &auditValues{old: before, new: patch}})
		return err
	})
	if err != nil {
		return PatchMatrixResult{}, err
	}
	// The prepared matrix of the new version: the pages read next and the
	// counts answered now.
	rows := make(map[string]matrix.Row, len(named.Rows))
	for _, r := range named.Rows {
		rows[r.ID] = r
	}
	next := pm.withRows(rows)
	stamp.docVersion = v
	a.matrices.put(p.Org.ID+"/"+campaignID, stamp, next)
	out := PatchMatrixResult{Version: v, Summary: next.summary, Rows: []matrix.Row{}}
	for _, r := range next.rows {
		if changed[r.ID] {
			out.Rows = append(out.Rows, *r)
		}
	}
	return out, nil
}
