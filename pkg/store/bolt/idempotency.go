package bolt

import (
	"context"
	"encoding/json"
	"time"
)

// idempotentAnswer is a stored answer with when it was stored.
type idempotentAnswer struct {
	At     time.Time       `json:"at"`
	Answer json.RawMessage `json:"answer"`
}

// GetIdempotent returns the answer stored under the key, or store.ErrNotFound.
func (t txn) GetIdempotent(ctx context.Context, orgID, key string) (json.RawMessage, error) {
	b, err := orgBucket(t.tx, bucketIdempotency, orgID, false)
	if err != nil {
		return nil, err
	}
	var a idempotentAnswer
	if err := getJSON(b, key, &a); err != nil {
		return nil, err
	}
	return a.Answer, nil
}

// PutIdempotent stores the answer under the key.
func (t txn) PutIdempotent(ctx context.Context, orgID, key string, answer json.RawMessage, at time.Time) error {
	b, err := orgBucket(t.tx, bucketIdempotency, orgID, true)
	if err != nil {
		return err
	}
	return putJSON(b, key, idempotentAnswer{At: at, Answer: answer})
}

// DeleteIdempotentBefore forgets, in every organization, the answers
// stored before the time.
func (t txn) DeleteIdempotentBefore(ctx context.Context, before time.Time) (int, error) {
	top := t.tx.Bucket(bucketIdempotency)
	if top == nil {
		return 0, nil
	}
	n := 0
	err := top.ForEachBucket(func(org []byte) error {
		b := top.Bucket(org)
		var old [][]byte
		err := b.ForEach(func(k, v []byte) error {
			var a idempotentAnswer
			if json.Unmarshal(v, &a) != nil || a.At.Before(before) {
				old = append(old, append([]byte(nil), k...))
			}
			return nil
		})
		if err != nil {
			return err
		}
		for _, k := range old {
			if err := b.Delete(k); err != nil {
				return err
			}
		}
		n += len(old)
		return nil
	})
	return n, err
}
