// Package storetest is the conformance suite of pkg/store: the behaviour
// every implementation (bbolt, PostgreSQL) must show, run by each one's
// tests with a function that opens a new, empty store. Only tests import it.
package storetest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/pgtest"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/pkg/store/postgres"
)

// Opener opens a new, empty store for one test and closes it when the
// test ends (t.Cleanup).
type Opener func(t *testing.T) store.Store

// Run runs every conformance test as a subtest, each on a store of its own.
func Run(t *testing.T, open Opener) {
	for _, tc := range []struct {
		name string
		test func(t *testing.T, open Opener)
	}{
		{"CampaignsAreScopedByOrganization", testCampaignsAreScopedByOrganization},
		{"UserEmailIndexFollowsChanges", testUserEmailIndexFollowsChanges},
		{"TicketsAreTakenOnce", testTicketsAreTakenOnce},
		{"DeleteOrganizationRemovesEverything", testDeleteOrganizationRemovesEverything},
		{"ExpiredSessionsArePruned", testExpiredSessionsArePruned},
		{"UpdateRulesIsAtomic", testUpdateRulesIsAtomic},
		{"AuditTrailIsNumberedAndHashChained", testAuditTrailIsNumberedAndHashChained},
		{"WithTxCommitsAllOrNothing", testWithTxCommitsAllOrNothing},
		{"DocVersionsCountWrites", testDocVersionsCountWrites},
		{"BlobReferencesFollowAssets", testBlobReferencesFollowAssets},
		{"AssetRevisionsCountWrites", testAssetRevisionsCountWrites},
		{"IdempotentAnswersAreForgottenAfterTheirTime", testIdempotentAnswersAreForgottenAfterTheirTime},
		{"BatchTxKeepsEachCallersChange", testBatchTxKeepsEachCallersChange},
		{"ConcurrentAuditAppendsKeepOneChain", testConcurrentAuditAppendsKeepOneChain},
		{"WritersAreSerialised", testWritersAreSerialised},
		{"DocumentsKeepTheirBytes", testDocumentsKeepTheirBytes},
		{"ConflictLeavesTheTransactionUsable", testConflictLeavesTheTransactionUsable},
		{"ViewIsReadOnly", testViewIsReadOnly},
		{"SigningKeyIsStable", testSigningKeyIsStable},
		{"ReferencedBlobsCoverAssetsAndDocuments", testReferencedBlobsCoverAssetsAndDocuments},
		{"WalkAuditGivesTheHashedBytes", testWalkAuditGivesTheHashedBytes},
		{"ListsAreOldestFirst", testListsAreOldestFirst},
		{"KeysAndTextMayHoldNUL", testKeysAndTextMayHoldNUL},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.test(t, open) })
	}
}

func testCampaignsAreScopedByOrganization(t *testing.T, open Opener) {
	st := open(t)
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

func testUserEmailIndexFollowsChanges(t *testing.T, open Opener) {
	st := open(t)
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

func testTicketsAreTakenOnce(t *testing.T, open Opener) {
	st := open(t)
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

func testDeleteOrganizationRemovesEverything(t *testing.T, open Opener) {
	st := open(t)
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

func testExpiredSessionsArePruned(t *testing.T, open Opener) {
	st := open(t)
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

func testUpdateRulesIsAtomic(t *testing.T, open Opener) {
	st := open(t)
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

func testAuditTrailIsNumberedAndHashChained(t *testing.T, open Opener) {
	st := open(t)
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

func testWithTxCommitsAllOrNothing(t *testing.T, open Opener) {
	st := open(t)
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

func testDocVersionsCountWrites(t *testing.T, open Opener) {
	st := open(t)
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

func testBlobReferencesFollowAssets(t *testing.T, open Opener) {
	st := open(t)
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

func testAssetRevisionsCountWrites(t *testing.T, open Opener) {
	st := open(t)
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

func testIdempotentAnswersAreForgottenAfterTheirTime(t *testing.T, open Opener) {
	st := open(t)
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

// testBatchTxKeepsEachCallersChange: concurrent batched transactions all
// commit, and one that fails leaves nothing and fails only its caller.
func testBatchTxKeepsEachCallersChange(t *testing.T, open Opener) {
	st := open(t)
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

// testConcurrentAuditAppendsKeepOneChain: writers appending at once, on
// their own or inside a bigger transaction, number the trail 1..n without
// gaps or repeats, each entry chained to the one before.
func testConcurrentAuditAppendsKeepOneChain(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	const n = 24
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := store.AuditEntry{OrganizationID: "o1", Action: "campaign.update", EntityID: fmt.Sprint(i)}
			if i%2 == 0 {
				_, err := st.AppendAudit(ctx, e)
				errs <- err
				return
			}
			errs <- st.WithTx(ctx, func(tx store.Tx) error {
				if err := tx.PutCampaign(ctx, store.Campaign{ID: fmt.Sprint("c", i), OrganizationID: "o1"}); err != nil {
					return err
				}
				_, err := tx.AppendAudit(ctx, e)
				return err
			})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	prev, seq := "", uint64(0)
	err := st.WalkAudit(ctx, "o1", func(e store.AuditEntry, raw []byte) error {
		seq++
		if e.Seq != seq || e.PrevHash != prev || e.Hash != store.AuditHash(e) {
			return fmt.Errorf("entry %d: seq %d prev %q hash ok %v", seq, e.Seq, e.PrevHash, e.Hash == store.AuditHash(e))
		}
		prev = e.Hash
		return nil
	})
	if err != nil || seq != n {
		t.Fatalf("chain: %v after %d entries, want %d", err, seq, n)
	}
	if headSeq, headHash, err := st.AuditHead(ctx, "o1"); err != nil || headSeq != n || headHash != prev {
		t.Fatalf("head %d %q %v, want %d %q", headSeq, headHash, err, n, prev)
	}
}

// testWritersAreSerialised: read-modify-write transactions running at
// once lose no update, as a use case checking a version relies on.
func testWritersAreSerialised(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	if err := st.PutCampaign(ctx, store.Campaign{ID: "c1", OrganizationID: "o1"}); err != nil {
		t.Fatal(err)
	}
	const n = 20
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- st.WithTx(ctx, func(tx store.Tx) error {
				c, err := tx.GetCampaign(ctx, "o1", "c1")
				if err != nil {
					return err
				}
				c.Version++
				return tx.PutCampaign(ctx, c)
			})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if c, err := st.GetCampaign(ctx, "o1", "c1"); err != nil || c.Version != n {
		t.Fatalf("version %d %v after %d increments", c.Version, err, n)
	}
}

// testDocumentsKeepTheirBytes: a document comes
// back byte for byte, a ticket's data and an answer as the same JSON (a replayed answer must be
// the first one), and documents list in ID order.
func testDocumentsKeepTheirBytes(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	raw := json.RawMessage(`{"z": 1,  "a":[2,{"y":"\u00e9"}],"n":1.50}`)
	for _, id := range []string{"b", "a", "c"} {
		if err := st.PutDoc(ctx, "o1", store.DocWorkflow, id, raw); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := st.GetDoc(ctx, "o1", store.DocWorkflow, "a"); err != nil || !bytes.Equal(got, raw) {
		t.Fatalf("doc %s %v, want %s", got, err, raw)
	}
	docs, ids, err := st.ListDocs(ctx, "o1", store.DocWorkflow)
	if err != nil || !slices.Equal(ids, []string{"a", "b", "c"}) || !bytes.Equal(docs["c"], raw) {
		t.Fatalf("list %v %v", ids, err)
	}
	if err := st.PutDoc(ctx, "o1", store.DocWorkflow, "bad", json.RawMessage(`{"a":`)); err == nil {
		t.Fatal("invalid JSON stored")
	}
	if _, err := st.GetDoc(ctx, "o2", store.DocWorkflow, "a"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another organization reads the doc: %v", err)
	}
	if err := st.PutTicket(ctx, store.Ticket{Kind: "k", KeyHash: "h", Data: raw, ExpiresAt: time.Now().Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer // a ticket is stored as one JSON record: its data compacted
	_ = json.Compact(&compact, raw)
	if tk, err := st.TakeTicket(ctx, "k", "h", time.Now()); err != nil || !bytes.Equal(tk.Data, compact.Bytes()) {
		t.Fatalf("ticket data %s %v", tk.Data, err)
	}
	if err := st.PutIdempotent(ctx, "o1", "key", raw, time.Now()); err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	answer, err := st.GetIdempotent(ctx, "o1", "key")
	if err == nil {
		err = json.Compact(&got, answer)
	}
	if err != nil || !bytes.Equal(got.Bytes(), compact.Bytes()) {
		t.Fatalf("answer %s %v", answer, err)
	}
}

// testConflictLeavesTheTransactionUsable: ErrConflict refuses one write,
// and the transaction goes on and commits the others.
func testConflictLeavesTheTransactionUsable(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	if err := st.PutUser(ctx, store.User{ID: "u1", OrganizationID: "o1", Email: "ana@pharma.test"}); err != nil {
		t.Fatal(err)
	}
	err := st.WithTx(ctx, func(tx store.Tx) error {
		err := tx.PutUser(ctx, store.User{ID: "u2", OrganizationID: "o2", Email: " ANA@pharma.test"})
		if !errors.Is(err, store.ErrConflict) {
			return fmt.Errorf("second account with the address: %v, want ErrConflict", err)
		}
		return tx.PutCampaign(ctx, store.Campaign{ID: "c1", OrganizationID: "o2"})
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.GetCampaign(ctx, "o2", "c1"); err != nil {
		t.Fatalf("the write after the conflict: %v", err)
	}
	if _, err := st.GetUser(ctx, "o2", "u2"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the refused user: %v", err)
	}
}

// testViewIsReadOnly: View reads, and refuses to write.
func testViewIsReadOnly(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	if err := st.PutCampaign(ctx, store.Campaign{ID: "c1", OrganizationID: "o1", Name: "Seen"}); err != nil {
		t.Fatal(err)
	}
	err := st.View(ctx, func(tx store.Tx) error {
		c, err := tx.GetCampaign(ctx, "o1", "c1")
		if err != nil || c.Name != "Seen" {
			return fmt.Errorf("read in View: %+v %v", c, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = st.View(ctx, func(tx store.Tx) error {
		return tx.PutCampaign(ctx, store.Campaign{ID: "c2", OrganizationID: "o1"})
	})
	if err == nil {
		t.Fatal("View wrote")
	}
	if _, err := st.GetCampaign(ctx, "o1", "c2"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the write in View: %v", err)
	}
}

// testSigningKeyIsStable: one 256-bit key, the same on every call.
func testSigningKeyIsStable(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	a, err := st.SigningKey(ctx)
	if err != nil || len(a) != 32 {
		t.Fatalf("key %d bytes %v", len(a), err)
	}
	b, err := st.SigningKey(ctx)
	if err != nil || !bytes.Equal(a, b) {
		t.Fatalf("second key differs: %v", err)
	}
	if err := st.Health(ctx); err != nil {
		t.Fatalf("health: %v", err)
	}
}

// testReferencedBlobsCoverAssetsAndDocuments: the blobs of assets and of
// documents with a top-level sha256 (uploaded BRDs), sorted, once each.
func testReferencedBlobsCoverAssetsAndDocuments(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	brd := strings64('b')
	_ = st.PutAsset(ctx, store.Asset{ID: "a1", OrganizationID: "o1", SHA256: "cccc", ThumbnailSHA256: "aaaa"})
	_ = st.PutAsset(ctx, store.Asset{ID: "a2", OrganizationID: "o2", SHA256: "cccc"})
	_ = st.PutDoc(ctx, "o1", store.DocBRD, "d1", json.RawMessage(`{"sha256":"`+brd+`","name":"brd.pdf"}`))
	_ = st.PutDoc(ctx, "o1", store.DocBRD, "d2", json.RawMessage(`{"sha256":"short"}`))
	_ = st.PutDoc(ctx, "o1", store.DocSetting, "s", json.RawMessage(`[1,2]`))
	_ = st.PutDoc(ctx, "o1", store.DocSetting, "n", json.RawMessage(`{"sha256":12}`))
	got, err := st.ReferencedBlobs(ctx)
	if err != nil || !slices.Equal(got, []string{"aaaa", brd, "cccc"}) {
		t.Fatalf("referenced %v %v", got, err)
	}
}

func strings64(c byte) string { return string(bytes.Repeat([]byte{c}, 64)) }

// testWalkAuditGivesTheHashedBytes: the bytes WalkAudit hands out decode
// to the entry whose hash they carry, oldest first, per organization.
func testWalkAuditGivesTheHashedBytes(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	for i := range 3 {
		if _, err := st.AppendAudit(ctx, store.AuditEntry{OrganizationID: "o1", Action: "x", Old: json.RawMessage(`{"i":` + fmt.Sprint(i) + `}`), At: time.Now().UTC()}); err != nil {
			t.Fatal(err)
		}
	}
	var seqs []uint64
	err := st.WalkAudit(ctx, "o1", func(e store.AuditEntry, raw []byte) error {
		var again store.AuditEntry
		if err := json.Unmarshal(raw, &again); err != nil {
			return err
		}
		if store.AuditHash(again) != e.Hash || again.Seq != e.Seq {
			return fmt.Errorf("entry %d: stored bytes do not hash to %s", e.Seq, e.Hash)
		}
		seqs = append(seqs, e.Seq)
		return nil
	})
	if err != nil || !slices.Equal(seqs, []uint64{1, 2, 3}) {
		t.Fatalf("walk %v %v", seqs, err)
	}
	if err := st.WalkAudit(ctx, "nobody", func(store.AuditEntry, []byte) error { return errors.New("called") }); err != nil {
		t.Fatalf("walk of an empty trail: %v", err)
	}
	if seq, hash, err := st.AuditHead(ctx, "nobody"); seq != 0 || hash != "" || err != nil {
		t.Fatalf("head of an empty trail: %d %q %v", seq, hash, err)
	}
}

// testListsAreOldestFirst: records with time-ordered IDs list in the
// order they were made, and a campaign's assets only its own.
func testListsAreOldestFirst(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	var want []string
	for range 5 {
		id := store.NewID()
		want = append(want, id)
		time.Sleep(2 * time.Millisecond) // IDs order by millisecond
	}
	for _, i := range []int{3, 0, 4, 1, 2} {
		_ = st.PutCampaign(ctx, store.Campaign{ID: want[i], OrganizationID: "o1"})
		_ = st.PutAsset(ctx, store.Asset{ID: want[i], OrganizationID: "o1", CampaignID: fmt.Sprint("c", i%2)})
		_ = st.PutUser(ctx, store.User{ID: want[i], OrganizationID: "o1"})
	}
	cs, _ := st.ListCampaigns(ctx, "o1")
	us, _ := st.ListUsers(ctx, "o1")
	as, _ := st.ListAssets(ctx, "o1", "")
	even, _ := st.ListAssets(ctx, "o1", "c0")
	var gotC, gotU, gotA, gotEven []string
	for i := range cs {
		gotC = append(gotC, cs[i].ID)
	}
	for i := range us {
		gotU = append(gotU, us[i].ID)
	}
	for i := range as {
		gotA = append(gotA, as[i].ID)
	}
	for i := range even {
		gotEven = append(gotEven, even[i].ID)
	}
	if !slices.Equal(gotC, want) || !slices.Equal(gotU, want) || !slices.Equal(gotA, want) {
		t.Fatalf("campaigns %v users %v assets %v, want %v", gotC, gotU, gotA, want)
	}
	if !slices.Equal(gotEven, []string{want[0], want[2], want[4]}) {
		t.Fatalf("campaign c0's assets %v", gotEven)
	}
	if none, err := st.ListCampaigns(ctx, "o2"); err != nil || none == nil || len(none) != 0 {
		t.Fatalf("another organization's list %v %v, want empty", none, err)
	}
}

// StoreEnv names the store the tests of the packages above pkg/store run
// on: "bolt" (the default) or "postgres" (a throwaway PostgreSQL database
// per store, internal/pgtest; the package's TestMain must call pgtest.Main).
const StoreEnv = "PHARMAOPS_TEST_STORE"

// Open opens a new, empty store of the kind StoreEnv names, closed when
// the test ends. With "postgres" and no PostgreSQL installed, the test is
// skipped with what to install.
func Open(t testing.TB) store.Store {
	t.Helper()
	var st store.Store
	switch kind := os.Getenv(StoreEnv); kind {
	case "", "bolt":
		b, err := bolt.Open(t.TempDir(), bolt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		st = b
	case "postgres":
		p, err := postgres.Open(context.Background(), pgtest.TemplateDSN(t, "store", migrated))
		if err != nil {
			t.Fatal(err)
		}
		st = p
	default:
		t.Fatalf("%s=%q: the stores are bolt and postgres", StoreEnv, kind)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// migrated prepares the template of the stores Open makes: the schema,
// migrated once per test binary rather than once per test.
func migrated(dsn string) error {
	st, err := postgres.Open(context.Background(), dsn)
	if err != nil {
		return err
	}
	return st.Close()
}

// Dump returns every record of the store as stored, to check what a copy
// of the database would reveal (secrets must be ciphertext).
func Dump(t testing.TB, st store.Store) []byte {
	t.Helper()
	exp, ok := st.(interface {
		ExportRecords(ctx context.Context, fn func(store.Record) error) error
	})
	if !ok {
		t.Fatalf("%T cannot export its records", st)
	}
	var buf bytes.Buffer
	err := exp.ExportRecords(context.Background(), func(r store.Record) error {
		buf.Write(r.Raw)
		buf.WriteByte('\n')
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// testKeysAndTextMayHoldNUL: keys pharmaops builds with NUL separators,
// and a NUL in a record's text (JSON's \u0000), are stored and found.
func testKeysAndTextMayHoldNUL(t *testing.T, open Opener) {
	st := open(t)
	ctx := context.Background()
	key := "upload\x00u1\x00key-1"
	if err := st.PutIdempotent(ctx, "o1", key, json.RawMessage(`{"a":1}`), time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := st.GetIdempotent(ctx, "o1", key); err != nil {
		t.Fatalf("answer under a key with NUL: %v", err)
	}
	if _, err := st.GetIdempotent(ctx, "o1", "upload"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a prefix of the key finds the answer: %v", err)
	}
	if err := st.PutDoc(ctx, "o1", "kind\x00x", "id\x00y", json.RawMessage(`"v"`)); err != nil {
		t.Fatal(err)
	}
	if _, ids, err := st.ListDocs(ctx, "o1", "kind\x00x"); err != nil || len(ids) != 1 || ids[0] != "id\x00y" {
		t.Fatalf("document with NUL in its key: %q %v", ids, err)
	}
	name := "Launch\x00 (draft)"
	if err := st.PutCampaign(ctx, store.Campaign{ID: "c1", OrganizationID: "o1", Name: name}); err != nil {
		t.Fatal(err)
	}
	if c, err := st.GetCampaign(ctx, "o1", "c1"); err != nil || c.Name != name {
		t.Fatalf("campaign name %q %v", c.Name, err)
	}
}

// BenchmarkAuditedWrites measures the commonest write of the product: a
// record changed with its audit entry in one transaction (WithTx), from
// b.RunParallel's goroutines (GOMAXPROCS × -cpu of them), in one
// organization.
func BenchmarkAuditedWrites(b *testing.B, st store.Store) {
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			err := st.WithTx(ctx, func(tx store.Tx) error {
				c := store.Campaign{ID: store.NewID(), OrganizationID: "o1", Name: "Benchmark"}
				if err := tx.PutCampaign(ctx, c); err != nil {
					return err
				}
				_, err := tx.AppendAudit(ctx, store.AuditEntry{OrganizationID: "o1", Action: "campaign.create", EntityType: "campaign", EntityID: c.ID})
				return err
			})
			if err != nil {
				b.Error(err)
				return
			}
		}
	})
}
