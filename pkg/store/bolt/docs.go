package bolt

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// docBucket returns the organization's bucket of one kind of document.
func docBucket(tx *bbolt.Tx, orgID, kind string, create bool) (*bbolt.Bucket, error) {
	org, err := orgBucket(tx, bucketDocs, orgID, create)
	if err != nil || org == nil {
		return nil, err
	}
	if kind == "" {
		return nil, errors.New("document kind is required")
	}
	if create {
		return org.CreateBucketIfNotExists([]byte(kind))
	}
	return org.Bucket([]byte(kind)), nil
}

// GetDoc returns one document.
func (t txn) GetDoc(ctx context.Context, orgID, kind, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := t.run(func(tx *bbolt.Tx) error {
		b, err := docBucket(tx, orgID, kind, false)
		if err != nil {
			return err
		}
		if b == nil {
			return store.ErrNotFound
		}
		raw := b.Get([]byte(id))
		if raw == nil {
			return store.ErrNotFound
		}
		out = append(json.RawMessage(nil), raw...)
		return nil
	})
	return out, err
}

// PutDoc creates or replaces a document; it must be valid JSON.
func (t txn) PutDoc(ctx context.Context, orgID, kind, id string, doc json.RawMessage) error {
	if id == "" {
		return errors.New("document ID is required")
	}
	if !json.Valid(doc) {
		return errors.New("document is not valid JSON")
	}
	return t.run(func(tx *bbolt.Tx) error {
		b, err := docBucket(tx, orgID, kind, true)
		if err != nil {
			return err
		}
		v, err := t.DocVersion(ctx, orgID, kind, id)
		if err != nil {
			return err
		}
		vb, err := docVersions(tx, orgID, true)
		if err != nil {
			return err
		}
		var raw [8]byte
		binary.BigEndian.PutUint64(raw[:], uint64(v+1))
		if err := vb.Put(docVersionKey(kind, id), raw[:]); err != nil {
			return err
		}
		return b.Put([]byte(id), doc)
	})
}

// ListDocs returns every document of a kind.
func (t txn) ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error) {
	docs := map[string]json.RawMessage{}
	var ids []string
	err := t.run(func(tx *bbolt.Tx) error {
		b, err := docBucket(tx, orgID, kind, false)
		if err != nil || b == nil {
			return err
		}
		return b.ForEach(func(k, v []byte) error {
			ids = append(ids, string(k))
			docs[string(k)] = append(json.RawMessage(nil), v...)
			return nil
		})
	})
	return docs, ids, err
}

// DeleteDoc removes a document; removing a missing one is not an error.
func (t txn) DeleteDoc(ctx context.Context, orgID, kind, id string) error {
	return t.run(func(tx *bbolt.Tx) error {
		b, err := docBucket(tx, orgID, kind, false)
		if err != nil || b == nil {
			return err
		}
		if vb, err := docVersions(tx, orgID, false); err != nil {
			return err
		} else if vb != nil {
			if err := vb.Delete(docVersionKey(kind, id)); err != nil {
				return err
			}
		}
		return b.Delete([]byte(id))
	})
}

// docVersions returns the organization's bucket of document versions,
// keyed by kind NUL id.
func docVersions(tx *bbolt.Tx, orgID string, create bool) (*bbolt.Bucket, error) {
	return orgBucket(tx, bucketDocVersions, orgID, create)
}

func docVersionKey(kind, id string) []byte { return []byte(kind + "\x00" + id) }

// DocVersion returns the document's version (0 when it does not exist).
func (t txn) DocVersion(ctx context.Context, orgID, kind, id string) (int64, error) {
	b, err := docBucket(t.tx, orgID, kind, false)
	if err != nil || b == nil || b.Get([]byte(id)) == nil {
		return 0, err
	}
	vb, err := docVersions(t.tx, orgID, false)
	if err != nil {
		return 0, err
	}
	if vb == nil {
		return 1, nil // written before versions were kept
	}
	raw := vb.Get(docVersionKey(kind, id))
	if len(raw) != 8 {
		return 1, nil
	}
	return int64(binary.BigEndian.Uint64(raw)), nil
}
