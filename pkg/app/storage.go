package app

import (
	"context"
	"io"
	"time"

	"github.com/pharmaops/pharmaops/pkg/blob"
)

// DefaultOrphanGrace is how old an unreferenced blob or temporary file
// must be before a sweep removes it: long enough for any upload in flight
// to commit the record that holds its blob.
const DefaultOrphanGrace = 15 * time.Minute

// IdempotencyTTL is how long an upload's Idempotency-Key is remembered: a
// retry within it answers the first result.
const IdempotencyTTL = 24 * time.Hour

// SweepReport counts what a storage sweep removed.
type SweepReport struct {
	IdempotencyKeys int   `json:"idempotencyKeys"`
	TempFiles       int   `json:"tempFiles"`
	OrphanBlobs     int   `json:"orphanBlobs"`
	OrphanBytes     int64 `json:"orphanBytes"`
	KeptRecently    int   `json:"keptRecently"` // unreferenced, younger than the grace
}

// SweepStorage removes what a crash leaves behind: temporary upload and
// spool files, and blobs no record references (an upload whose record
// never committed, or bytes whose record was deleted just before the
// process died), each once older than grace; and it forgets idempotency
// keys older than IdempotencyTTL. The server runs it at start and then
// every hour.
func (a *App) SweepStorage(ctx context.Context, grace time.Duration) (SweepReport, error) {
	var rep SweepReport
	var err error
	if rep.IdempotencyKeys, err = a.store.DeleteIdempotentBefore(ctx, a.now().Add(-IdempotencyTTL)); err != nil {
		return rep, err
	}
	if a.blobs == nil {
		return rep, nil
	}
	if rep.TempFiles, err = a.blobs.SweepTemp(grace); err != nil {
		return rep, err
	}
	refs, err := a.store.ReferencedBlobs(ctx)
	if err != nil {
		return rep, err
	}
	held := make(map[string]bool, len(refs))
	for _, sum := range refs {
		held[sum] = true
	}
	cutoff := a.now().Add(-grace)
	err = a.blobs.Walk(ctx, func(sum string, size int64, mod time.Time) error {
		if held[sum] {
			return nil
		}
		if mod.After(cutoff) {
			rep.KeptRecently++
			return nil
		}
		// Checked again one by one: a record may have taken the blob since
		// the list was read.
		if used, err := a.store.BlobReferenced(ctx, sum); err != nil || used {
			return err
		}
		if err := a.blobs.Delete(ctx, sum); err != nil {
			return err
		}
		rep.OrphanBlobs++
		rep.OrphanBytes += size
		return nil
	})
	return rep, err
}

// Spool copies at most max bytes of r into a temporary file on the data
// disk (under the blob store, swept after a crash), for parsers that need
// random access.
func (a *App) Spool(r io.Reader, max int64) (*blob.TempFile, error) {
	if a.blobs == nil {
		return blob.Spool(r, max)
	}
	return a.blobs.Spool(r, max)
}
