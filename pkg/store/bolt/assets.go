package bolt

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"slices"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// ListAssets returns an organization's assets, of one campaign or all.
func (t txn) ListAssets(ctx context.Context, orgID, campaignID string) ([]store.Asset, error) {
	var out []store.Asset
	err := t.run(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketAssets, orgID, false)
		if err != nil {
			return err
		}
		all, err := listJSON[store.Asset](b)
		if err != nil {
			return err
		}
		out = all[:0]
		for _, a := range all {
			if campaignID == "" || a.CampaignID == campaignID {
				out = append(out, a)
			}
		}
		return nil
	})
	return out, err
}

// GetAsset returns one asset of the organization.
func (t txn) GetAsset(ctx context.Context, orgID, id string) (store.Asset, error) {
	return getOrgJSON[store.Asset](t.tx, bucketAssets, orgID, id)
}

// PutAsset creates or replaces an asset and moves blob references from the
// old record's blobs to the new one's.
func (t txn) PutAsset(ctx context.Context, a store.Asset) error {
	if a.ID == "" {
		return errors.New("asset ID is required")
	}
	return t.run(func(tx *bbolt.Tx) error {
		_, err := putAsset(tx, a)
		return err
	})
}

func putAsset(tx *bbolt.Tx, a store.Asset) ([]string, error) {
	b, err := orgBucket(tx, bucketAssets, a.OrganizationID, true)
	if err != nil {
		return nil, err
	}
	var old store.Asset
	var orphans []string
	if getJSON(b, a.ID, &old) == nil {
		a.Revision = max(a.Revision, old.Revision+1) // a replaced record is newer
		if orphans, err = adjustRefs(tx, old.BlobRefs(), -1); err != nil {
			return nil, err
		}
	}
	if _, err := adjustRefs(tx, a.BlobRefs(), +1); err != nil {
		return nil, err
	}
	// A blob released by the old record but held by the new one is no orphan.
	kept := orphans[:0]
	for _, sum := range orphans {
		if tx.Bucket(bucketBlobRefs).Get([]byte(sum)) == nil {
			kept = append(kept, sum)
		}
	}
	return kept, putJSON(b, a.ID, a)
}

// UpdateAsset applies fn to the stored asset in one transaction.
func (t txn) UpdateAsset(ctx context.Context, orgID, id string, fn func(*store.Asset) error) (store.Asset, error) {
	var a store.Asset
	err := t.run(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketAssets, orgID, false)
		if err != nil {
			return err
		}
		if err := getJSON(b, id, &a); err != nil {
			return err
		}
		rev := a.Revision
		if err := fn(&a); err != nil {
			return err
		}
		a.ID, a.OrganizationID = id, orgID // fn cannot move the record
		a.Revision = rev + 1
		_, err = putAsset(tx, a)
		return err
	})
	return a, err
}

// DeleteAsset removes an asset; it returns the blobs that no asset
// references any more, for the caller to delete from disk.
func (t txn) DeleteAsset(ctx context.Context, orgID, id string) ([]string, error) {
	var orphans []string
	err := t.run(func(tx *bbolt.Tx) error {
		b, err := orgBucket(tx, bucketAssets, orgID, false)
		if err != nil {
			return err
		}
		var a store.Asset
		if err := getJSON(b, id, &a); err != nil {
			return err
		}
		if orphans, err = adjustRefs(tx, a.BlobRefs(), -1); err != nil {
			return err
		}
		return b.Delete([]byte(id))
	})
	return orphans, err
}

// ListUnfinishedAssets scans every organization for assets still uploading
// or analyzing (used once at start-up).
func (t txn) ListUnfinishedAssets(ctx context.Context) ([]store.Asset, error) {
	var out []store.Asset
	err := t.run(func(tx *bbolt.Tx) error {
		top := tx.Bucket(bucketAssets)
		if top == nil {
			return nil
		}
		return top.ForEachBucket(func(org []byte) error {
			all, err := listJSON[store.Asset](top.Bucket(org))
			if err != nil {
				return err
			}
			for _, a := range all {
				if a.Status == store.AssetUploading || a.Status == store.AssetAnalyzing {
					out = append(out, a)
				}
			}
			return nil
		})
	})
	return out, err
}

// adjustRefs adds delta to each blob's reference count and returns the
// blobs whose count reached zero.
func adjustRefs(tx *bbolt.Tx, sums []string, delta int64) ([]string, error) {
	b := tx.Bucket(bucketBlobRefs)
	var zero []string
	for _, sum := range sums {
		var n int64
		if raw := b.Get([]byte(sum)); len(raw) == 8 {
			n = int64(binary.BigEndian.Uint64(raw))
		}
		n += delta
		if n <= 0 {
			if err := b.Delete([]byte(sum)); err != nil {
				return nil, err
			}
			zero = append(zero, sum)
			continue
		}
		var raw [8]byte
		binary.BigEndian.PutUint64(raw[:], uint64(n))
		if err := b.Put([]byte(sum), raw[:]); err != nil {
			return nil, err
		}
	}
	return zero, nil
}

// BlobReferenced reports whether any asset holds the blob.
func (t txn) BlobReferenced(ctx context.Context, sum string) (bool, error) {
	found := false
	err := t.run(func(tx *bbolt.Tx) error {
		if b := tx.Bucket(bucketBlobRefs); b != nil {
			found = b.Get([]byte(sum)) != nil
		}
		return nil
	})
	return found, err
}

// referencedBlobs returns every blob a record holds: the assets' blobs
// (their reference counts) and the blobs documents name in a top-level
// "sha256" field (uploaded BRD files).
func referencedBlobs(tx *bbolt.Tx) ([]string, error) {
	seen := map[string]bool{}
	if b := tx.Bucket(bucketBlobRefs); b != nil {
		if err := b.ForEach(func(k, _ []byte) error { seen[string(k)] = true; return nil }); err != nil {
			return nil, err
		}
	}
	if docs := tx.Bucket(bucketDocs); docs != nil {
		err := docs.ForEachBucket(func(org []byte) error {
			return docs.Bucket(org).ForEachBucket(func(kind []byte) error {
				return docs.Bucket(org).Bucket(kind).ForEach(func(_, v []byte) error {
					var d struct {
						SHA256 string `json:"sha256"`
					}
					if json.Unmarshal(v, &d) == nil && len(d.SHA256) == 64 {
						seen[d.SHA256] = true
					}
					return nil
				})
			})
		})
		if err != nil {
			return nil, err
		}
	}
	return slices.Sorted(maps.Keys(seen)), nil
}

// ReferencedBlobs returns every blob a record holds, sorted.
func (s *Store) ReferencedBlobs(ctx context.Context) ([]string, error) {
	var out []string
	err := s.db.View(func(tx *bbolt.Tx) error {
		var err error
		out, err = referencedBlobs(tx)
		return err
	})
	return out, err
}

// Snapshot calls fn inside one read transaction with the database's size,
// a writer of its consistent copy and the blobs that copy references.
func (s *Store) Snapshot(ctx context.Context, fn func(size int64, db io.WriterTo, blobs []string) error) error {
	return s.db.View(func(tx *bbolt.Tx) error {
		blobs, err := referencedBlobs(tx)
		if err != nil {
			return err
		}
		return fn(tx.Size(), tx, blobs)
	})
}
