package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// A campaign's saved matrix is kept as a head document (store.DocMatrix:
// the options and the list of row chunks, its version the matrix's) and its
// rows in chunks of at most matrixRowsChunk (store.DocMatrixRows). A save
// writes only the chunks whose rows changed, so a patch of one cell of a
// 100,000-row matrix writes one chunk of a thousand rows and the head, not
// the whole matrix. A head written before rows were chunked holds its rows
// inline; the next save moves them into chunks.

// matrixRowsChunk is how many rows one matrix-rows document holds.
const matrixRowsChunk = 1000

// matrixHead is the matrix document.
type matrixHead struct {
	Options matrix.Options `json:"options"`
	// Rows are the rows of a matrix saved before rows were chunked.
	Rows   []matrix.Row  `json:"rows,omitempty"`
	Chunks []matrixChunk `json:"chunks,omitempty"`
}

// matrixChunk names one rows document: its number (in its document ID),
// the ids of its rows in order, and the SHA-256 of the document, so a save
// knows which chunks it changes without reading them.
type matrixChunk struct {
	Seq int      `json:"seq"`
	IDs []string `json:"ids"`
	Sum string   `json:"sum"`
}

func matrixChunkID(campaignID string, seq int) string { return fmt.Sprintf("%s/%06d", campaignID, seq) }

// readSavedMatrix reads a campaign's saved matrix in one snapshot; found is
// false while none was saved.
func (a *App) readSavedMatrix(ctx context.Context, orgID, campaignID string) (m matrix.Matrix, found bool, err error) {
	err = a.store.View(ctx, func(tx store.Tx) error {
		var head matrixHead
		head, found, err = readMatrixHead(ctx, tx, orgID, campaignID)
		if err != nil || !found {
			return err
		}
		m = matrix.Matrix{Options: head.Options, Rows: head.Rows}
		for _, c := range head.Chunks {
			raw, err := tx.GetDoc(ctx, orgID, store.DocMatrixRows, matrixChunkID(campaignID, c.Seq))
			if err != nil {
				return fmt.Errorf("matrix of campaign %s, rows chunk %d: %w", campaignID, c.Seq, err)
			}
			var rows []matrix.Row
			if err := json.Unmarshal(raw, &rows); err != nil {
				return err
			}
			m.Rows = append(m.Rows, rows...)
		}
		return nil
	})
	return m, found, err
}

// writeMatrixRows writes m's rows into chunks in tx, given the head saved
// so far (nil when none), and returns the new head document. A row keeps
// its chunk; rows that are gone leave theirs; new rows go into new chunks;
// only chunks whose document changes are written. When the chunks have
// thinned out to less than half full, every chunk is written afresh.
func writeMatrixRows(ctx context.Context, tx store.Tx, orgID, campaignID string, m matrix.Matrix, prevRaw json.RawMessage) (json.RawMessage, int, error) {
	var prev matrixHead
	if prevRaw != nil {
		if err := json.Unmarshal(prevRaw, &prev); err != nil {
			return nil, 0, err
		}
	}
	byID := make(map[string]int, len(m.Rows))
	for i, r := range m.Rows {
		byID[r.ID] = i
	}
	used := make([]bool, len(m.Rows))
	fresh := prev.Rows != nil || len(prev.Chunks) > 2*(len(m.Rows)/matrixRowsChunk+1)
	next := 0
	for _, c := range prev.Chunks {
		next = max(next, c.Seq+1)
	}
	var chunks []matrixChunk
	written := 0
	put := func(seq int, old *matrixChunk, rows []matrix.Row) error {
		raw, err := json.Marshal(rows)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(raw)
		c := matrixChunk{Seq: seq, IDs: make([]string, len(rows)), Sum: hex.EncodeToString(sum[:])}
		for i, r := range rows {
			c.IDs[i] = r.ID
		}
		chunks = append(chunks, c)
		if old != nil && old.Sum == c.Sum {
			return nil
		}
		written++
		return tx.PutDoc(ctx, orgID, store.DocMatrixRows, matrixChunkID(campaignID, seq), raw)
	}
	if !fresh {
		for i := range prev.Chunks {
			old := &prev.Chunks[i]
			var rows []matrix.Row
			for _, id := range old.IDs {
				if j, ok := byID[id]; ok && !used[j] {
					used[j] = true
					rows = append(rows, m.Rows[j])
				}
			}
			if len(rows) == 0 {
				if err := tx.DeleteDoc(ctx, orgID, store.DocMatrixRows, matrixChunkID(campaignID, old.Seq)); err != nil {
					return nil, 0, err
				}
				continue
			}
			if err := put(old.Seq, old, rows); err != nil {
				return nil, 0, err
			}
		}
	} else {
		for _, c := range prev.Chunks {
			if err := tx.DeleteDoc(ctx, orgID, store.DocMatrixRows, matrixChunkID(campaignID, c.Seq)); err != nil {
				return nil, 0, err
			}
		}
	}
	var rest []matrix.Row
	for j, r := range m.Rows {
		if !used[j] {
			rest = append(rest, r)
		}
	}
	for start := 0; start < len(rest); start += matrixRowsChunk {
		if err := put(next, nil, rest[start:min(start+matrixRowsChunk, len(rest))]); err != nil {
			return nil, 0, err
		}
		next++
	}
	head, err := json.Marshal(matrixHead{Options: m.Options, Chunks: chunks})
	return head, written, err
}

// readMatrixHead reads a campaign's matrix head document; found is false
// while none was saved.
func readMatrixHead(ctx context.Context, tx store.Tx, orgID, campaignID string) (head matrixHead, found bool, err error) {
	raw, err := tx.GetDoc(ctx, orgID, store.DocMatrix, campaignID)
	if errors.Is(err, store.ErrNotFound) {
		return head, false, nil
	}
	if err != nil {
		return head, false, err
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return head, false, err
	}
	return head, true, nil
}

// deleteMatrixRows deletes the rows chunks of a campaign's saved matrix.
func deleteMatrixRows(ctx context.Context, tx store.Tx, orgID, campaignID string) error {
	head, _, err := readMatrixHead(ctx, tx, orgID, campaignID)
	if err != nil {
		return err
	}
	for _, c := range head.Chunks {
		if err := tx.DeleteDoc(ctx, orgID, store.DocMatrixRows, matrixChunkID(campaignID, c.Seq)); err != nil {
			return err
		}
	}
	return nil
}
