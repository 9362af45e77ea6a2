package bolt

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"

	bbolt "go.etcd.io/bbolt"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// ExportRecords calls fn with every record of the database, from one read
// transaction (a consistent snapshot), for pharmaops migrate.
func (s *Store) ExportRecords(ctx context.Context, fn func(store.Record) error) error {
	return s.db.View(func(tx *bbolt.Tx) error {
		emit := func(r store.Record) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			return fn(r)
		}
		// Top-level buckets keyed by record ID.
		for _, b := range []struct {
			name []byte
			kind string
		}{{bucketOrgs, store.RecordOrganization}, {bucketSessions, store.RecordSession}, {bucketInvites, store.RecordInvite}, {bucketTickets, store.RecordTicket}} {
			if err := eachValue(tx.Bucket(b.name), func(k, v []byte) error {
				return emit(store.Record{Kind: b.kind, ID: string(k), Raw: copyBytes(v)})
			}); err != nil {
				return err
			}
		}
		// Buckets with one sub-bucket per organization.
		for _, b := range []struct {
			name []byte
			kind string
		}{{bucketUsers, store.RecordUser}, {bucketCampaigns, store.RecordCampaign}, {bucketAssets, store.RecordAsset}} {
			if err := eachOrg(tx.Bucket(b.name), func(org string, ob *bbolt.Bucket) error {
				return eachValue(ob, func(k, v []byte) error {
					return emit(store.Record{Kind: b.kind, OrgID: org, ID: string(k), Raw: copyBytes(v)})
				})
			}); err != nil {
				return err
			}
		}
		if err := eachValue(tx.Bucket(bucketBlobRefs), func(k, v []byte) error {
			if len(v) != 8 {
				return fmt.Errorf("blob reference %s: corrupt count", k)
			}
			return emit(store.Record{Kind: store.RecordBlobRef, ID: string(k), Version: int64(binary.BigEndian.Uint64(v)), Raw: json.RawMessage("null")})
		}); err != nil {
			return err
		}
		if err := exportDocs(tx, emit); err != nil {
			return err
		}
		if err := eachValue(tx.Bucket(bucketRules), func(k, v []byte) error {
			org, isVersion := strings.CutSuffix(string(k), rulesVersionSuffix)
			if isVersion {
				return nil
			}
			version := 0
			if err := getJSON(tx.Bucket(bucketRules), org+rulesVersionSuffix, &version); err != nil && err != store.ErrNotFound {
				return err
			}
			return emit(store.Record{Kind: store.RecordRules, OrgID: org, Version: int64(version), Raw: copyBytes(v)})
		}); err != nil {
			return err
		}
		if err := eachOrg(tx.Bucket(bucketAudit), func(org string, ob *bbolt.Bucket) error {
			return eachValue(ob, func(k, v []byte) error {
				if len(k) != 8 {
					return fmt.Errorf("audit entry of %s: corrupt key", org)
				}
				return emit(store.Record{Kind: store.RecordAudit, OrgID: org, Version: int64(binary.BigEndian.Uint64(k)), Raw: copyBytes(v)})
			})
		}); err != nil {
			return err
		}
		if err := eachOrg(tx.Bucket(bucketIdempotency), func(org string, ob *bbolt.Bucket) error {
			return eachValue(ob, func(k, v []byte) error {
				var a idempotentAnswer
				if err := json.Unmarshal(v, &a); err != nil {
					return fmt.Errorf("idempotent answer %s/%s: %w", org, k, err)
				}
				return emit(store.Record{Kind: store.RecordIdempotency, OrgID: org, ID: string(k), At: a.At, Raw: a.Answer})
			})
		}); err != nil {
			return err
		}
		meta := tx.Bucket(bucketMeta)
		if err := eachValue(meta, func(k, v []byte) error {
			org, ok := strings.CutPrefix(string(k), "audit_head/")
			if !ok {
				return nil
			}
			var h auditHead
			if err := json.Unmarshal(v, &h); err != nil {
				return fmt.Errorf("audit head of %s: %w", org, err)
			}
			hash, _ := json.Marshal(h.Hash)
			return emit(store.Record{Kind: store.RecordAuditHead, OrgID: org, Version: int64(h.Seq), Raw: hash})
		}); err != nil {
			return err
		}
		if key := meta.Get(keySigningKey); key != nil {
			raw, _ := json.Marshal(key)
			return emit(store.Record{Kind: store.RecordSigningKey, Raw: raw})
		}
		return nil
	})
}

// exportDocs emits every document with its version (1 for a document
// written before versions were kept).
func exportDocs(tx *bbolt.Tx, emit func(store.Record) error) error {
	return eachOrg(tx.Bucket(bucketDocs), func(org string, ob *bbolt.Bucket) error {
		versions, _ := orgBucket(tx, bucketDocVersions, org, false)
		return ob.ForEachBucket(func(kind []byte) error {
			return eachValue(ob.Bucket(kind), func(k, v []byte) error {
				version := int64(1)
				if versions != nil {
					if raw := versions.Get(docVersionKey(string(kind), string(k))); len(raw) == 8 {
						version = int64(binary.BigEndian.Uint64(raw))
					}
				}
				return emit(store.Record{Kind: store.RecordDocument, OrgID: org, DocKind: string(kind), ID: string(k), Version: version, Raw: copyBytes(v)})
			})
		})
	})
}

// eachValue calls fn with every key and value of b (nested buckets aside).
func eachValue(b *bbolt.Bucket, fn func(k, v []byte) error) error {
	if b == nil {
		return nil
	}
	return b.ForEach(func(k, v []byte) error {
		if v == nil {
			return nil
		}
		return fn(k, v)
	})
}

// eachOrg calls fn with every organization's sub-bucket of b.
func eachOrg(b *bbolt.Bucket, fn func(org string, ob *bbolt.Bucket) error) error {
	if b == nil {
		return nil
	}
	return b.ForEachBucket(func(k []byte) error { return fn(string(k), b.Bucket(k)) })
}

func copyBytes(b []byte) json.RawMessage { return append(json.RawMessage(nil), b...) }
