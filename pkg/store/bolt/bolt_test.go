package bolt_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

func open(t *testing.T, dir string) *bolt.Store {
	t.Helper()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func TestSecondOpenFailsWithLockError(t *testing.T) {
	dir := t.TempDir()
	open(t, dir)
	start := time.Now()
	_, err := bolt.Open(dir, bolt.Options{LockTimeout: 200 * time.Millisecond})
	if !errors.Is(err, store.ErrLocked) {
		t.Fatalf("second open: %v, want ErrLocked", err)
	}
	if err.Error() == store.ErrLocked.Error() || !bytes.Contains([]byte(err.Error()), []byte("database is locked by another pharmaops process")) {
		t.Fatalf("message %q should name the lock and the file", err)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatal("lock timeout not honoured")
	}
}

func TestMigrationsRunOnceAndRefuseNewerFiles(t *testing.T) {
	dir := t.TempDir()
	st, err := bolt.Open(dir, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := st.Version(); v != bolt.SchemaVersion {
		t.Fatalf("version %d, want %d", v, bolt.SchemaVersion)
	}
	if err := st.PutOrganization(context.Background(), store.Organization{ID: "o1", Name: "Org"}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	st = open(t, dir) // reopening migrates nothing and keeps data
	if o, err := st.GetOrganization(context.Background(), "o1"); err != nil || o.Name != "Org" {
		t.Fatalf("after reopen: %+v %v", o, err)
	}
}

func TestCampaignsAreScopedByOrganization(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	a := store.Campaign{ID: store.NewID(), OrganizationID: "org-a", Name: "A"}
	if err := st.PutCampaign(ctx, a); err != nil {
		t.Fatal(err)
	}
	if _, err := st.GetCampaign(ctx, "org-b", a.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("org-b reads org-a's campaign: %v", err)
	}
	if err := st.DeleteCampaign(ctx, "org-b", a.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("org-b deletes org-a's campaign: %v", err)
	}
	if list, _ := st.ListCampaigns(ctx, "org-b"); len(list) != 0 {
		t.Fatalf("org-b lists %d campaigns", len(list))
	}
	if _, err := st.GetCampaign(ctx, "", a.ID); err == nil {
		t.Fatal("empty organization ID accepted")
	}
}

func TestIDsAreTimeOrdered(t *testing.T) {
	prev := store.NewID()
	for i := 0; i < 50; i++ {
		time.Sleep(time.Millisecond)
		id := store.NewID()
		if len(id) != 26 || id <= prev {
			t.Fatalf("id %q after %q", id, prev)
		}
		prev = id
	}
}

func TestUserEmailIndexFollowsChanges(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	u := store.User{ID: "u1", OrganizationID: "o1", Email: "Ana@Pharma.test", Provider: "google"}
	if err := st.PutUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	if got, err := st.FindUserByEmail(ctx, "ana@pharma.test"); err != nil || got.ID != "u1" {
		t.Fatalf("find: %+v %v", got, err)
	}
	u.Email = "ana.new@pharma.test"
	if err := st.PutUser(ctx, u); err != nil {
		t.Fatal(err)
	}
	if _, err := st.FindUserByEmail(ctx, "ana@pharma.test"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("old e-mail still finds the user: %v", err)
	}
	if got, err := st.FindUserByEmail(ctx, "ANA.new@pharma.test "); err != nil || got.ID != "u1" {
		t.Fatalf("new e-mail: %+v %v", got, err)
	}
	// One account per address, across organizations.
	other := store.User{ID: "u2", OrganizationID: "o2", Email: "ana.new@pharma.test", Provider: "password"}
	if err := st.PutUser(ctx, other); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("second account with the address: %v, want ErrConflict", err)
	}
	if err := st.DeleteUser(ctx, "o1", "u1"); err != nil {
		t.Fatal(err)
	}
	if err := st.PutUser(ctx, other); err != nil {
		t.Fatalf("address freed by the deletion: %v", err)
	}
}

func TestTicketsAreTakenOnce(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	now := time.Now()
	_ = st.PutTicket(ctx, store.Ticket{Kind: "code", KeyHash: "h1", Data: []byte(`{"u":1}`), ExpiresAt: now.Add(time.Minute)})
	_ = st.PutTicket(ctx, store.Ticket{Kind: "code", KeyHash: "old", Data: []byte(`{}`), ExpiresAt: now.Add(-time.Second)})
	if _, err := st.TakeTicket(ctx, "state", "h1", now); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another kind takes the ticket: %v", err)
	}
	got, err := st.TakeTicket(ctx, "code", "h1", now)
	if err != nil || string(got.Data) != `{"u":1}` {
		t.Fatalf("take: %+v %v", got, err)
	}
	if _, err := st.TakeTicket(ctx, "code", "h1", now); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("second take: %v, want ErrNotFound", err)
	}
	if _, err := st.TakeTicket(ctx, "code", "old", now); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("expired ticket taken: %v", err)
	}
	if n, err := st.DeleteExpiredTickets(ctx, now); err != nil || n != 1 {
		t.Fatalf("sweep: %d %v, want 1", n, err)
	}
}

func TestDeleteOrganizationRemovesEverything(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	now := time.Now()
	for _, org := range []string{"o1", "o2"} {
		if err := st.PutOrganization(ctx, store.Organization{ID: org, Name: org}); err != nil {
			t.Fatal(err)
		}
		u := store.User{ID: "u-" + org, OrganizationID: org, Email: org + "@pharma.test"}
		_ = st.PutUser(ctx, u)
		_ = st.PutSession(ctx, store.Session{TokenHash: "s-" + org, UserID: u.ID, OrganizationID: org, ExpiresAt: now.Add(time.Hour)})
		_ = st.PutCampaign(ctx, store.Campaign{ID: "c-" + org, OrganizationID: org, Name: "c"})
		_ = st.PutInvite(ctx, store.Invite{Email: "guest-" + org + "@pharma.test", OrganizationID: org})
		_ = st.PutAsset(ctx, store.Asset{ID: "a-" + org, OrganizationID: org, CampaignID: "c-" + org, SHA256: "shared"})
		_ = st.PutAsset(ctx, store.Asset{ID: "b-" + org, OrganizationID: org, CampaignID: "c-" + org, SHA256: "only-" + org})
	}
	orphans, err := st.DeleteOrganization(ctx, "o1")
	if err != nil {
		t.Fatal(err)
	}
	if len(orphans) != 1 || orphans[0] != "only-o1" {
		t.Fatalf("orphans %v, want [only-o1] (the shared blob is still used by o2)", orphans)
	}
	if _, err := st.GetOrganization(ctx, "o1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("organization: %v", err)
	}
	if _, err := st.FindUserByEmail(ctx, "o1@pharma.test"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("user: %v", err)
	}
	if _, err := st.GetSession(ctx, "s-o1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("session: %v", err)
	}
	if _, err := st.GetInvite(ctx, "guest-o1@pharma.test"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("invite: %v", err)
	}
	if cs, _ := st.ListCampaigns(ctx, "o1"); len(cs) != 0 {
		t.Fatalf("campaigns: %v", cs)
	}
	// The other organization is untouched.
	if cs, _ := st.ListCampaigns(ctx, "o2"); len(cs) != 1 {
		t.Fatalf("o2 campaigns: %v", cs)
	}
	if _, err := st.GetSession(ctx, "s-o2"); err != nil {
		t.Fatalf("o2 session: %v", err)
	}
	if used, _ := st.BlobReferenced(ctx, "shared"); !used {
		t.Fatal("shared blob lost its o2 reference")
	}
}

func TestExpiredSessionsArePruned(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	now := time.Now()
	_ = st.PutSession(ctx, store.Session{TokenHash: "old", ExpiresAt: now.Add(-time.Minute)})
	_ = st.PutSession(ctx, store.Session{TokenHash: "live", ExpiresAt: now.Add(time.Hour)})
	n, err := st.DeleteExpiredSessions(ctx, now)
	if err != nil || n != 1 {
		t.Fatalf("pruned %d, %v", n, err)
	}
	if _, err := st.GetSession(ctx, "live"); err != nil {
		t.Fatalf("live session pruned: %v", err)
	}
}

func TestUpdateRulesIsAtomic(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	_, err := st.UpdateRules(ctx, "o1", func([]compliance.Rule) ([]compliance.Rule, error) {
		return []compliance.Rule{{ID: "a"}, {ID: "b"}}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	_, err = st.UpdateRules(ctx, "o1", func(cur []compliance.Rule) ([]compliance.Rule, error) {
		return nil, errors.New("refused")
	})
	if err == nil {
		t.Fatal("error from fn not returned")
	}
	rules, _ := st.GetRules(ctx, "o1")
	if len(rules) != 2 || rules[0].ID != "a" || rules[1].ID != "b" {
		t.Fatalf("rules %+v", rules)
	}
}

func TestAuditTrailIsNumberedAndHashChained(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	for _, action := range []string{"campaign.create", "campaign.update", "campaign.delete"} {
		if _, err := st.AppendAudit(ctx, store.AuditEntry{OrganizationID: "o1", Action: action, EntityType: "campaign", EntityID: "c1"}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := st.AppendAudit(ctx, store.AuditEntry{OrganizationID: "o2", Action: "rule.update"}); err != nil {
		t.Fatal(err)
	}
	trail, err := st.ListAudit(ctx, "o1", store.AuditFilter{})
	if err != nil || len(trail) != 3 {
		t.Fatalf("trail %d %v", len(trail), err)
	}
	slices.Reverse(trail) // newest first → oldest first
	prev := ""
	for i, e := range trail {
		if e.Seq != uint64(i+1) || e.PrevHash != prev || e.Hash != store.AuditHash(e) || e.OrganizationID != "o1" {
			t.Fatalf("chain broken at %+v", e)
		}
		prev = e.Hash
	}
	tampered := trail[1]
	tampered.Action = "campaign.nothing"
	if store.AuditHash(tampered) == trail[1].Hash {
		t.Fatal("tampering does not change the hash")
	}
	// Paging: newest first, BeforeSeq is the cursor.
	page, _ := st.ListAudit(ctx, "o1", store.AuditFilter{Limit: 2})
	if len(page) != 2 || page[0].Seq != 3 || page[1].Seq != 2 {
		t.Fatalf("first page %+v", page)
	}
	page, _ = st.ListAudit(ctx, "o1", store.AuditFilter{Limit: 2, BeforeSeq: 2})
	if len(page) != 1 || page[0].Seq != 1 {
		t.Fatalf("second page %+v", page)
	}
	page, _ = st.ListAudit(ctx, "o1", store.AuditFilter{Action: "campaign.update"})
	if len(page) != 1 || page[0].Action != "campaign.update" {
		t.Fatalf("filtered %+v", page)
	}
	orgs, _ := st.AuditOrganizations(ctx)
	if !slices.Equal(orgs, []string{"o1", "o2"}) {
		t.Fatalf("organizations %v", orgs)
	}
}

func TestWithTxCommitsAllOrNothing(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	refused := errors.New("refused")
	err := st.WithTx(ctx, func(tx store.Tx) error {
		if err := tx.PutCampaign(ctx, store.Campaign{ID: "c1", OrganizationID: "o1", Name: "Half"}); err != nil {
			return err
		}
		if _, err := tx.AppendAudit(ctx, store.AuditEntry{OrganizationID: "o1", Action: "campaign.create"}); err != nil {
			return err
		}
		return refused
	})
	if !errors.Is(err, refused) {
		t.Fatalf("WithTx returned %v", err)
	}
	if _, err := st.GetCampaign(ctx, "o1", "c1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("rolled-back campaign is there: %v", err)
	}
	if trail, _ := st.ListAudit(ctx, "o1", store.AuditFilter{}); len(trail) != 0 {
		t.Fatalf("rolled-back audit entry is there: %+v", trail)
	}
	err = st.WithTx(ctx, func(tx store.Tx) error {
		if err := tx.PutCampaign(ctx, store.Campaign{ID: "c1", OrganizationID: "o1", Name: "Whole"}); err != nil {
			return err
		}
		_, err := tx.AppendAudit(ctx, store.AuditEntry{OrganizationID: "o1", Action: "campaign.create"})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := st.GetCampaign(ctx, "o1", "c1"); err != nil || c.Name != "Whole" {
		t.Fatalf("committed campaign: %+v %v", c, err)
	}
	if trail, _ := st.ListAudit(ctx, "o1", store.AuditFilter{}); len(trail) != 1 || trail[0].Seq != 1 {
		t.Fatalf("committed trail %+v (the rolled-back entry must not use up a number)", trail)
	}
}

func TestDocVersionsCountWrites(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	if v, _ := st.DocVersion(ctx, "o1", store.DocConcept, "c1"); v != 0 {
		t.Fatalf("missing doc version %d", v)
	}
	for want := int64(1); want <= 3; want++ {
		if err := st.PutDoc(ctx, "o1", store.DocConcept, "c1", []byte(`{"n":1}`)); err != nil {
			t.Fatal(err)
		}
		if v, _ := st.DocVersion(ctx, "o1", store.DocConcept, "c1"); v != want {
			t.Fatalf("version %d, want %d", v, want)
		}
	}
	docs, ids, _ := st.ListDocs(ctx, "o1", store.DocConcept)
	if len(docs) != 1 || len(ids) != 1 {
		t.Fatalf("versions leak into the list: %v", ids)
	}
	_ = st.DeleteDoc(ctx, "o1", store.DocConcept, "c1")
	if v, _ := st.DocVersion(ctx, "o1", store.DocConcept, "c1"); v != 0 {
		t.Fatalf("deleted doc version %d", v)
	}
}

func TestBackupIsAnOpenableDatabase(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	if err := st.PutOrganization(ctx, store.Organization{ID: "o1", Name: "Backed up"}); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := st.Backup(ctx, &buf); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, bolt.FileName), buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	restored := open(t, dir)
	if o, err := restored.GetOrganization(ctx, "o1"); err != nil || o.Name != "Backed up" {
		t.Fatalf("restored: %+v %v", o, err)
	}
}

func TestBlobReferencesFollowAssets(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	a := store.Asset{ID: "a1", OrganizationID: "o1", SHA256: "aaaa", ThumbnailSHA256: "tttt"}
	b := store.Asset{ID: "b1", OrganizationID: "o2", SHA256: "aaaa"}
	for _, as := range []store.Asset{a, b} {
		if err := st.PutAsset(ctx, as); err != nil {
			t.Fatal(err)
		}
	}
	orphans, err := st.DeleteAsset(ctx, "o1", "a1")
	if err != nil || len(orphans) != 1 || orphans[0] != "tttt" {
		t.Fatalf("orphans %v %v: the shared blob must survive", orphans, err)
	}
	if used, _ := st.BlobReferenced(ctx, "aaaa"); !used {
		t.Fatal("the other organization's asset lost its blob")
	}
	if orphans, _ := st.DeleteAsset(ctx, "o2", "b1"); len(orphans) != 1 || orphans[0] != "aaaa" {
		t.Fatalf("last holder gone, orphans %v", orphans)
	}
	if used, _ := st.BlobReferenced(ctx, "aaaa"); used {
		t.Fatal("blob still referenced")
	}
}

func TestAssetRevisionsCountWrites(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	if err := st.PutAsset(ctx, store.Asset{ID: "a", OrganizationID: "o", CampaignID: "c"}); err != nil {
		t.Fatal(err)
	}
	var revs []int64
	for range 3 {
		a, err := st.UpdateAsset(ctx, "o", "a", func(a *store.Asset) error {
			a.Progress += 10
			a.Revision = 0 // a caller cannot turn the revision back
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		revs = append(revs, a.Revision)
	}
	if revs[0] < 1 || revs[1] != revs[0]+1 || revs[2] != revs[1]+1 {
		t.Fatalf("revisions %v, want one more per update", revs)
	}
	if err := st.PutAsset(ctx, store.Asset{ID: "a", OrganizationID: "o", CampaignID: "c"}); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.GetAsset(ctx, "o", "a"); got.Revision != revs[2]+1 {
		t.Fatalf("a replaced asset has revision %d, want %d", got.Revision, revs[2]+1)
	}
}

func TestIdempotentAnswersAreForgottenAfterTheirTime(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	now := time.Now()
	_ = st.PutIdempotent(ctx, "o1", "old", []byte(`{"a":1}`), now.Add(-48*time.Hour))
	_ = st.PutIdempotent(ctx, "o2", "new", []byte(`{"a":2}`), now)
	if n, err := st.DeleteIdempotentBefore(ctx, now.Add(-24*time.Hour)); n != 1 || err != nil {
		t.Fatalf("deleted %d %v", n, err)
	}
	if _, err := st.GetIdempotent(ctx, "o1", "old"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("old answer kept: %v", err)
	}
	if raw, err := st.GetIdempotent(ctx, "o2", "new"); err != nil || string(raw) != `{"a":2}` {
		t.Fatalf("new answer: %s %v", raw, err)
	}
}

// TestBatchTxKeepsEachCallersChange: concurrent batched transactions all
// commit, and one that fails leaves nothing and fails only its caller.
func TestBatchTxKeepsEachCallersChange(t *testing.T) {
	st := open(t, t.TempDir())
	ctx := context.Background()
	errBad := errors.New("bad change")
	const n = 20
	errs := make(chan error, n)
	for i := range n {
		go func() {
			errs <- st.WithBatchTx(ctx, func(tx store.Tx) error {
				c := store.Campaign{ID: store.NewID(), OrganizationID: "o1", Name: "c"}
				if err := tx.PutCampaign(ctx, c); err != nil {
					return err
				}
				if i == 7 {
					return errBad
				}
				return nil
			})
		}()
	}
	failed := 0
	for range n {
		if err := <-errs; errors.Is(err, errBad) {
			failed++
		} else if err != nil {
			t.Fatal(err)
		}
	}
	list, _ := st.ListCampaigns(ctx, "o1")
	if failed != 1 || len(list) != n-1 {
		t.Fatalf("%d failed, %d campaigns stored; want 1 and %d", failed, len(list), n-1)
	}
}
