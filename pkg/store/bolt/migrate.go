package bolt

import (
	"encoding/binary"
	"encoding/json"
	"fmt"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// migrations bring the file from schema version i to i+1. Append only:
// a released migration never changes.
var migrations = []func(tx *bbolt.Tx) error{
	// 1: the first buckets.
	func(tx *bbolt.Tx) error {
		for _, name := range [][]byte{bucketOrgs, bucketUsers, bucketUserEmail, bucketSessions, bucketCampaigns, bucketRules, bucketAudit} {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		return nil
	},
	// 2: assets and the reference counts of their blobs.
	func(tx *bbolt.Tx) error {
		for _, name := range [][]byte{bucketAssets, bucketBlobRefs} {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		return nil
	},
	// 3: organization documents (concepts, results, workflows, settings).
	func(tx *bbolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(bucketDocs)
		return err
	},
	// 4: document versions and idempotency keys.
	func(tx *bbolt.Tx) error {
		for _, name := range [][]byte{bucketDocVersions, bucketIdempotency} {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		return nil
	},
	// 5: invitations and single-use tickets; the e-mail index becomes one
	// account per address (it was keyed by provider and address).
	func(tx *bbolt.Tx) error {
		for _, name := range [][]byte{bucketInvites, bucketTickets} {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		if err := tx.DeleteBucket(bucketUserEmail); err != nil {
			return err
		}
		idx, err := tx.CreateBucket(bucketUserEmail)
		if err != nil {
			return err
		}
		users := tx.Bucket(bucketUsers)
		return users.ForEachBucket(func(org []byte) error {
			return users.Bucket(org).ForEach(func(k, v []byte) error {
				var u store.User
				if v == nil || json.Unmarshal(v, &u) != nil || u.Email == "" || idx.Get(emailKey(u.Email)) != nil {
					return nil // the first account of an address keeps it
				}
				return idx.Put(emailKey(u.Email), []byte(u.OrganizationID+"/"+u.ID))
			})
		})
	},
}

// SchemaVersion is the version this build writes.
var SchemaVersion = len(migrations)

var keySchemaVersion = []byte("schema_version")

// migrate runs every pending migration in one transaction, so a failure
// leaves the file as it was.
func (s *Store) migrate() error {
	return s.db.Update(func(tx *bbolt.Tx) error {
		meta, err := tx.CreateBucketIfNotExists(bucketMeta)
		if err != nil {
			return err
		}
		current := 0
		if raw := meta.Get(keySchemaVersion); len(raw) == 8 {
			current = int(binary.BigEndian.Uint64(raw))
		}
		if current > len(migrations) {
			return fmt.Errorf("database schema version %d is newer than this pharmaops (%d); upgrade pharmaops", current, len(migrations))
		}
		for v := current; v < len(migrations); v++ {
			if err := migrations[v](tx); err != nil {
				return fmt.Errorf("migration %d: %w", v+1, err)
			}
		}
		var raw [8]byte
		binary.BigEndian.PutUint64(raw[:], uint64(len(migrations)))
		return meta.Put(keySchemaVersion, raw[:])
	})
}

// Version reports the file's schema version.
func (s *Store) Version() (int, error) {
	v := 0
	err := s.db.View(func(tx *bbolt.Tx) error {
		if meta := tx.Bucket(bucketMeta); meta != nil {
			if raw := meta.Get(keySchemaVersion); len(raw) == 8 {
				v = int(binary.BigEndian.Uint64(raw))
			}
		}
		return nil
	})
	return v, err
}
