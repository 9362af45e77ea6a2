package bolt

import (
	"context"
	"crypto/rand"

	bbolt "go.etcd.io/bbolt"
)

var keySigningKey = []byte("url_signing_key")

// SigningKey returns the server's secret for signed URLs, creating a random
// 256-bit key on first use. It never leaves the server.
func (s *Store) SigningKey(ctx context.Context) ([]byte, error) {
	var key []byte
	err := s.db.View(func(tx *bbolt.Tx) error {
		if raw := tx.Bucket(bucketMeta).Get(keySigningKey); raw != nil {
			key = append([]byte(nil), raw...)
		}
		return nil
	})
	if err != nil || key != nil {
		return key, err
	}
	err = s.db.Update(func(tx *bbolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		if raw := meta.Get(keySigningKey); raw != nil { // another caller won the race
			key = append([]byte(nil), raw...)
			return nil
		}
		key = make([]byte, 32)
		if _, err := rand.Read(key); err != nil {
			return err
		}
		return meta.Put(keySigningKey, key)
	})
	return key, err
}
