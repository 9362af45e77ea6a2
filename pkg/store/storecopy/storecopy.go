// Package storecopy copies a pharmaops database from one store engine to
// another (bbolt to PostgreSQL: pharmaops migrate) and proves the copy
// whole: the count and a digest of every kind of record on both sides
// must match before the copy commits.
package storecopy

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// Exporter yields every record of a database.
type Exporter interface {
	ExportRecords(ctx context.Context, fn func(store.Record) error) error
}

// Importer fills an empty database in one transaction (see
// postgres.Store.ImportRecords): fill puts the records, check reads them
// back before the commit, and an error of either rolls everything back.
type Importer interface {
	ImportRecords(ctx context.Context, fill func(put func(store.Record) error) error,
		check func(export func(fn func(store.Record) error) error) error) error
}

// Tally is how many records of a kind there are and an order-independent
// digest of their content (the XOR of each record's SHA-256).
type Tally struct {
	Count  int
	Digest [32]byte
}

// Tallies are the tallies by record kind.
type Tallies map[string]*Tally

func (ts Tallies) add(r store.Record) error {
	sum, err := recordSum(r)
	if err != nil {
		return err
	}
	t := ts[r.Kind]
	if t == nil {
		t = &Tally{}
		ts[r.Kind] = t
	}
	t.Count++
	for i := range sum {
		t.Digest[i] ^= sum[i]
	}
	return nil
}

// Report is what Copy found: the source's and the copy's tallies, which
// are equal when it returns no error.
type Report struct {
	Source, Target Tallies
}

// Kinds returns the record kinds of the source, sorted.
func (r Report) Kinds() []string {
	var out []string
	for k := range r.Source {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Copy copies every record of src into dst and compares the copy with the
// source before it commits. A mismatch is an error and leaves dst as it
// was.
func Copy(ctx context.Context, src Exporter, dst Importer) (Report, error) {
	rep := Report{Source: Tallies{}, Target: Tallies{}}
	err := dst.ImportRecords(ctx,
		func(put func(store.Record) error) error {
			return src.ExportRecords(ctx, func(r store.Record) error {
				if err := rep.Source.add(r); err != nil {
					return err
				}
				return put(r)
			})
		},
		func(export func(fn func(store.Record) error) error) error {
			if err := export(rep.Target.add); err != nil {
				return err
			}
			return Compare(rep.Source, rep.Target)
		})
	return rep, err
}

// Compare returns an error naming every kind whose count or content
// differs between the source and the copy.
func Compare(source, target Tallies) error {
	kinds := map[string]bool{}
	for k := range source {
		kinds[k] = true
	}
	for k := range target {
		kinds[k] = true
	}
	var bad []string
	for k := range kinds {
		s, t := source[k], target[k]
		switch {
		case s == nil:
			bad = append(bad, fmt.Sprintf("%s: 0 in the source, %d in the copy", k, t.Count))
		case t == nil:
			bad = append(bad, fmt.Sprintf("%s: %d in the source, 0 in the copy", k, s.Count))
		case s.Count != t.Count:
			bad = append(bad, fmt.Sprintf("%s: %d in the source, %d in the copy", k, s.Count, t.Count))
		case s.Digest != t.Digest:
			bad = append(bad, fmt.Sprintf("%s: %d records each, but their content differs", k, s.Count))
		}
	}
	if len(bad) > 0 {
		slices.Sort(bad)
		return fmt.Errorf("the copy differs from the source: %s", strings.Join(bad, "; "))
	}
	return nil
}

// recordSum is the SHA-256 of a record's identity and its bytes as stored:
// both stores keep a record's JSON byte for byte (an audit entry's hash
// covers its bytes), so a copy must too.
func recordSum(r store.Record) ([32]byte, error) {
	if !json.Valid(r.Raw) {
		return [32]byte{}, fmt.Errorf("%s %s/%s: the stored record is not JSON", r.Kind, r.OrgID, r.ID)
	}
	content := []byte(r.Raw)
	h := sha256.New()
	for _, s := range []string{r.Kind, r.OrgID, r.DocKind, r.ID} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	var n [16]byte
	binary.BigEndian.PutUint64(n[:8], uint64(r.Version))
	if !r.At.IsZero() {
		binary.BigEndian.PutUint64(n[8:], uint64(r.At.UnixNano()))
	}
	h.Write(n[:])
	h.Write(content)
	var sum [32]byte
	copy(sum[:], h.Sum(nil))
	return sum, nil
}
