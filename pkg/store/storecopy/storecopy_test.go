package storecopy_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/pkg/store/postgres"
	"github.com/pharmaops/pharmaops/pkg/store/storecopy"
)

func TestMain(m *testing.M) { pgtest.Main(m) }

// fill writes one or more records of every kind through the store's API.
func fill(t *testing.T, st store.Store) {
	t.Helper()
	ctx := context.Background()
	now := time.Now()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, org := range []string{"o1", "o2"} {
		must(st.PutOrganization(ctx, store.Organization{ID: org, Name: "Org " + org, CreatedAt: now}))
		must(st.PutUser(ctx, store.User{ID: "u-" + org, OrganizationID: org, Email: org + "@pharma.test", Role: "owner", CreatedAt: now}))
		must(st.PutSession(ctx, store.Session{TokenHash: "s-" + org, UserID: "u-" + org, OrganizationID: org, ExpiresAt: now.Add(time.Hour), IdleExpiresAt: now.Add(time.Minute)}))
		must(st.PutInvite(ctx, store.Invite{Email: "guest@" + org + ".test", OrganizationID: org, ExpiresAt: now.Add(time.Hour)}))
		must(st.PutCampaign(ctx, store.Campaign{ID: "c-" + org, OrganizationID: org, Name: "Launch", Version: 3}))
		must(st.PutAsset(ctx, store.Asset{ID: "a-" + org, OrganizationID: org, CampaignID: "c-" + org, SHA256: "shared", ThumbnailSHA256: "t-" + org, Status: store.AssetAnalyzing}))
		for range 3 {
			must(st.PutDoc(ctx, org, store.DocConcept, "c-"+org, json.RawMessage(`{"b": 1, "a": [1.50]}`)))
		}
		for range 2 {
			_, err := st.UpdateRules(ctx, org, func([]compliance.Rule) ([]compliance.Rule, error) {
				return []compliance.Rule{{ID: "r1"}}, nil
			})
			must(err)
		}
		for i := range 4 {
			_, err := st.AppendAudit(ctx, store.AuditEntry{OrganizationID: org, At: now.UTC(), Action: "campaign.update", EntityID: fmt.Sprint(i), New: json.RawMessage(`{"z":1,"a":2}`)})
			must(err)
		}
		must(st.PutIdempotent(ctx, org, "key-"+org, json.RawMessage(`{"status":201}`), now))
	}
	must(st.PutTicket(ctx, store.Ticket{Kind: "code", KeyHash: "h1", Data: json.RawMessage(`{"u":1}`), ExpiresAt: now.Add(time.Hour)}))
	_, err := st.SigningKey(ctx)
	must(err)
}

// openPair opens a filled bbolt store and an empty PostgreSQL one.
func openPair(t *testing.T) (*bolt.Store, *postgres.Store) {
	t.Helper()
	src, err := bolt.Open(t.TempDir(), bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { src.Close() })
	fill(t, src)
	dst, err := postgres.Open(context.Background(), pgtest.DSN(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dst.Close() })
	return src, dst
}

func TestCopyBoltToPostgresKeepsEverything(t *testing.T) {
	ctx := context.Background()
	src, dst := openPair(t)

	rep, err := storecopy.Copy(ctx, src, dst)
	if err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{store.RecordOrganization, store.RecordUser, store.RecordSession, store.RecordInvite, store.RecordTicket,
		store.RecordCampaign, store.RecordAsset, store.RecordBlobRef, store.RecordDocument, store.RecordRules, store.RecordAudit,
		store.RecordAuditHead, store.RecordIdempotency, store.RecordSigningKey} {
		if rep.Source[kind] == nil || rep.Target[kind] == nil || rep.Source[kind].Count != rep.Target[kind].Count {
			t.Errorf("%s: source %+v, copy %+v", kind, rep.Source[kind], rep.Target[kind])
		}
	}
	if n := rep.Target[store.RecordAudit].Count; n != 8 {
		t.Errorf("audit entries copied: %d, want 8", n)
	}

	// The copy behaves as the source through the store's interface.
	if v, _ := dst.DocVersion(ctx, "o1", store.DocConcept, "c-o1"); v != 3 {
		t.Errorf("document version %d, want 3", v)
	}
	if v, _ := dst.GetRulesVersion(ctx, "o2"); v != 2 {
		t.Errorf("rules version %d, want 2", v)
	}
	if u, err := dst.FindUserByEmail(ctx, "O1@pharma.test"); err != nil || u.ID != "u-o1" {
		t.Errorf("user by e-mail: %+v %v", u, err)
	}
	a, b := mustKey(t, src), mustKey(t, dst)
	if !bytes.Equal(a, b) {
		t.Error("the signing key changed: signed URLs would break")
	}
	srcBlobs, _ := src.ReferencedBlobs(ctx)
	dstBlobs, _ := dst.ReferencedBlobs(ctx)
	if strings.Join(srcBlobs, ",") != strings.Join(dstBlobs, ",") {
		t.Errorf("blobs %v, want %v", dstBlobs, srcBlobs)
	}
	if orphans, err := dst.DeleteAsset(ctx, "o1", "a-o1"); err != nil || strings.Join(orphans, ",") != "t-o1" {
		t.Errorf("reference counts: orphans %v %v, want [t-o1] (shared is still held by o2)", orphans, err)
	}
	for _, org := range []string{"o1", "o2"} {
		srcSeq, srcHash, _ := src.AuditHead(ctx, org)
		seq, hash, _ := dst.AuditHead(ctx, org)
		if seq != srcSeq || hash != srcHash {
			t.Errorf("%s head %d %s, want %d %s", org, seq, hash, srcSeq, srcHash)
		}
		prev := ""
		err := dst.WalkAudit(ctx, org, func(e store.AuditEntry, raw []byte) error {
			if e.PrevHash != prev || store.AuditHash(e) != e.Hash {
				return fmt.Errorf("entry %d breaks the chain", e.Seq)
			}
			prev = e.Hash
			return nil
		})
		if err != nil || prev != hash {
			t.Errorf("%s chain: %v", org, err)
		}
		// The next entry chains on.
		e, err := dst.AppendAudit(ctx, store.AuditEntry{OrganizationID: org, Action: "after.migration"})
		if err != nil || e.Seq != seq+1 || e.PrevHash != hash {
			t.Errorf("%s: append after the copy: %+v %v", org, e, err)
		}
	}

	// A second copy into the now non-empty database is refused.
	if _, err := storecopy.Copy(ctx, src, dst); !errors.Is(err, postgres.ErrNotEmpty) {
		t.Fatalf("copy into a non-empty database: %v", err)
	}
}

func mustKey(t *testing.T, st store.Store) []byte {
	k, err := st.SigningKey(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// A copy that differs from its source is refused and leaves the target
// empty: an importer that drops one record and alters another.
func TestCopyThatDiffersRollsBack(t *testing.T) {
	ctx := context.Background()
	src, dst := openPair(t)
	_, err := storecopy.Copy(ctx, src, lossy{dst})
	if err == nil || !strings.Contains(err.Error(), "campaign: 2 in the source, 1 in the copy") || !strings.Contains(err.Error(), "document: 2 records each, but their content differs") {
		t.Fatalf("err = %v", err)
	}
	if orgs, _ := dst.ListOrganizations(ctx); len(orgs) != 0 {
		t.Fatalf("a refused copy left %d organizations", len(orgs))
	}
}

// lossy imports all but the first campaign and changes documents.
type lossy struct{ *postgres.Store }

func (l lossy) ImportRecords(ctx context.Context, fill func(put func(store.Record) error) error,
	check func(export func(fn func(store.Record) error) error) error) error {
	dropped := false
	return l.Store.ImportRecords(ctx, func(put func(store.Record) error) error {
		return fill(func(r store.Record) error {
			switch {
			case r.Kind == store.RecordCampaign && !dropped:
				dropped = true
				return nil
			case r.Kind == store.RecordDocument:
				r.Raw = json.RawMessage(`{"b":1,"a":[1.50]}`) // the same value, other bytes: documents are kept byte for byte
			}
			return put(r)
		})
	}, check)
}
