// Package bolt implements pkg/store on a single bbolt file. Values are JSON;
// records of an organization live in a sub-bucket named by its ID, so every
// read and write needs the organization.
package bolt

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"time"

	bbolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// FileName is the database file's name inside the data directory.
const FileName = "pharmaops.db"

// Bucket names, one per aggregate.
var (
	bucketMeta      = []byte("meta")
	bucketOrgs      = []byte("organizations")
	bucketUsers     = []byte("users")
	bucketUserEmail = []byte("users_by_email")
	bucketSessions  = []byte("sessions")
	bucketCampaigns = []byte("campaigns")
	bucketRules     = []byte("rules")
	bucketAudit     = []byte("audit")
	bucketAssets    = []byte("assets")
	bucketBlobRefs  = []byte("blob_refs")
	bucketDocs      = []byte("documents")
	// bucketDocVersions holds each document's version, per organization.
	bucketDocVersions = []byte("document_versions")
	// bucketIdempotency remembers the answers to requests that carried an
	// Idempotency-Key, per organization.
	bucketIdempotency = []byte("idempotency")
	bucketInvites     = []byte("invites")
	bucketTickets     = []byte("tickets")
)

// Options configure Open.
type Options struct {
	// LockTimeout is how long Open waits for another process to release the
	// file before failing with store.ErrLocked. Zero means one second.
	LockTimeout time.Duration
	// ReadOnly opens the file without write access.
	ReadOnly bool
}

// Store is the bbolt implementation of store.Store.
type Store struct {
	// AutoCommit runs each record method in a transaction of its own.
	store.AutoCommit
	db *bbolt.DB
	// commits feeds the committer of WithBatchTx (nil when read-only);
	// closed stops it, and committerDone says it has stopped.
	commits       chan groupCall
	closed        chan struct{}
	committerDone chan struct{}
	closeOnce     sync.Once
}

var _ store.Store = (*Store)(nil)

// Open opens (creating if needed) the database in dataDir and runs pending
// migrations.
func Open(dataDir string, opts Options) (*Store, error) {
	if opts.LockTimeout <= 0 {
		opts.LockTimeout = time.Second
	}
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return nil, fmt.Errorf("create data directory: %w", err)
	}
	path := filepath.Join(dataDir, FileName)
	// The free-page list is not written on every commit (it grows with the
	// database, and writing it made a commit's cost grow with the data);
	// bbolt rebuilds it from the pages when the file is opened. The map
	// form keeps finding free pages cheap in a large file.
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: opts.LockTimeout, ReadOnly: opts.ReadOnly,
		NoFreelistSync: true, FreelistType: bbolt.FreelistMapType})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return nil, fmt.Errorf("%w (%s)", store.ErrLocked, path)
	}
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	s := &Store{db: db, closed: make(chan struct{})}
	s.AutoCommit = store.NewAutoCommit(s.read, s.write)
	if !opts.ReadOnly {
		if err := s.migrate(); err != nil {
			db.Close()
			return nil, err
		}
		s.commits, s.committerDone = make(chan groupCall), make(chan struct{})
		go s.commitGroups()
	}
	return s, nil
}

// Close stops the committer, once the group it is committing is done, and
// closes the database file.
func (s *Store) Close() error {
	s.closeOnce.Do(func() {
		close(s.closed)
		if s.committerDone != nil {
			<-s.committerDone
		}
	})
	return s.db.Close()
}

// Health reads the schema version to prove the file is readable.
func (s *Store) Health(ctx context.Context) error {
	return s.db.View(func(tx *bbolt.Tx) error {
		if tx.Bucket(bucketMeta) == nil {
			return errors.New("meta bucket missing")
		}
		return nil
	})
}

// Backup writes a consistent snapshot inside one read transaction, so it
// runs while the server keeps writing.
func (s *Store) Backup(ctx context.Context, w io.Writer) (int64, error) {
	var n int64
	err := s.db.View(func(tx *bbolt.Tx) error {
		var err error
		n, err = tx.WriteTo(w)
		return err
	})
	return n, err
}

// getJSON decodes the value at key in b into v, or returns store.ErrNotFound.
func getJSON(b *bbolt.Bucket, key string, v any) error {
	if b == nil {
		return store.ErrNotFound
	}
	raw := b.Get([]byte(key))
	if raw == nil {
		return store.ErrNotFound
	}
	return json.Unmarshal(raw, v)
}

// putJSON encodes v as JSON at key in b.
func putJSON(b *bbolt.Bucket, key string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return b.Put([]byte(key), raw)
}

// orgBucket returns the organization's sub-bucket of the top-level bucket
// name, creating it when create is set (in a write transaction).
func orgBucket(tx *bbolt.Tx, name []byte, orgID string, create bool) (*bbolt.Bucket, error) {
	if orgID == "" {
		return nil, errors.New("organization ID is required")
	}
	top := tx.Bucket(name)
	if top == nil {
		if !create {
			return nil, nil // a read-only open of a file older than this schema: nothing stored yet
		}
		return nil, fmt.Errorf("bucket %s missing", name)
	}
	if create {
		return top.CreateBucketIfNotExists([]byte(orgID))
	}
	return top.Bucket([]byte(orgID)), nil
}

// getOrgJSON decodes the record id of the organization's sub-bucket of
// bucket, or returns store.ErrNotFound.
func getOrgJSON[T any](tx *bbolt.Tx, bucket []byte, orgID, id string) (T, error) {
	var v T
	b, err := orgBucket(tx, bucket, orgID, false)
	if err == nil {
		err = getJSON(b, id, &v)
	}
	return v, err
}

// listOrgJSON decodes every record of the organization's sub-bucket of
// bucket, in key order.
func listOrgJSON[T any](tx *bbolt.Tx, bucket []byte, orgID string) ([]T, error) {
	b, err := orgBucket(tx, bucket, orgID, false)
	if err != nil {
		return nil, err
	}
	return listJSON[T](b)
}

// listJSON decodes every value of b, in key order, with decode.
func listJSON[T any](b *bbolt.Bucket) ([]T, error) {
	out := []T{}
	if b == nil {
		return out, nil
	}
	err := b.ForEach(func(k, v []byte) error {
		if v == nil { // a nested bucket
			return nil
		}
		var item T
		if err := json.Unmarshal(v, &item); err != nil {
			return fmt.Errorf("decode %s: %w", k, err)
		}
		out = append(out, item)
		return nil
	})
	return out, err
}
