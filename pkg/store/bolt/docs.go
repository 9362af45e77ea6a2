package bolt

import (
	"context"
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
func (s *Store) GetDoc(ctx context.Context, orgID, kind, id string) (json.RawMessage, error) {
	var out json.RawMessage
	err := s.db.View(func(tx *bbolt.Tx) error {
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
func (s *Store) PutDoc(ctx context.Context, orgID, kind, id string, doc json.RawMessage) error {
	if id == "" {
		return errors.New("document ID is required")
	}
	if !json.Valid(doc) {
		return errors.New("document is not valid JSON")
	}
	return s.db.Update(func(tx *bbolt.Tx) error {
		b, err := docBucket(tx, orgID, kind, true)
		if err != nil {
			return err
		}
		return b.Put([]byte(id), doc)
	})
}

// ListDocs returns every document of a kind.
func (s *Store) ListDocs(ctx context.Context, orgID, kind string) (map[string]json.RawMessage, []string, error) {
	docs := map[string]json.RawMessage{}
	var ids []string
	err := s.db.View(func(tx *bbolt.Tx) error {
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
func (s *Store) DeleteDoc(ctx context.Context, orgID, kind, id string) error {
	return s.db.Update(func(tx *bbolt.Tx) error {
		b, err := docBucket(tx, orgID, kind, false)
		if err != nil || b == nil {
			return err
		}
		return b.Delete([]byte(id))
	})
}
