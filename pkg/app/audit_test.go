package app_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/matrix"
	"github.com/pharmaops/pharmaops/pkg/secrets"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

// auditEnv is a core with blobs and secrets over a fresh store, and
// the demo admin signed in.
type auditEnv struct {
	a  *app.App
	st store.Store
	p  *app.Principal
}

func newAuditEnv(t testing.TB) *auditEnv {
	t.Helper()
	st := storetest.Open(t)
	blobs, err := blob.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	a := app.New(st, blobs, app.Config{DemoEnabled: true, SessionTTL: time.Hour}, nil)
	box, err := secrets.Open(t.TempDir(), "")
	if err != nil {
		t.Fatal(err)
	}
	a.SetSecrets(box)
	ctx := context.Background()
	// A registered owner: an organization with no sample data (a demo
	// sandbox comes seeded).
	res, err := a.Register(ctx, app.Registration{Email: "auditor@acme-pharma.test", Password: "correct-violet-stapler-42", FirstName: "Audrey"}, "")
	if err != nil {
		t.Fatal(err)
	}
	p, err := a.Authenticate(ctx, res.Token)
	if err != nil {
		t.Fatal(err)
	}
	return &auditEnv{a: a, st: st, p: p}
}

// trail returns the organization's entries, oldest first.
func (e *auditEnv) trail(t testing.TB) []store.AuditEntry {
	t.Helper()
	var out []store.AuditEntry
	err := e.st.WalkAudit(context.Background(), e.p.Org.ID, func(en store.AuditEntry, _ []byte) error {
		out = append(out, en)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func ptr[T any](v T) *T { return &v }

// pngBytes is the smallest PNG signature-bearing payload the sniffer accepts.
var pngBytes = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00\x90wS\xde"), make([]byte, 64)...)

func TestEachChangeWritesOneAuditEntryAndAFailedChangeNone(t *testing.T) {
	type step struct {
		name       string
		setup      func(ctx context.Context, e *auditEnv, ids map[string]string) error
		run        func(ctx context.Context, e *auditEnv, ids map[string]string) error
		wantErr    bool
		action     string // the one entry expected ("" with wantErr: none)
		entityType string
		oldHas     string // substrings of the entry's old and new JSON
		newHas     string
	}
	steps := []step{
		{name: "create campaign", action: "campaign.create", entityType: "campaign", newHas: `"name":"Alpha"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				c, err := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr("Alpha")})
				ids["campaign"] = c.ID
				return err
			}},
		{name: "create campaign without a name fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr(" ")})
				return err
			}},
		{name: "update campaign", action: "campaign.update", entityType: "campaign", oldHas: `"name":"Alpha"`, newHas: `"name":"Beta"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UpdateCampaign(ctx, e.p, ids["campaign"], app.CampaignFields{Name: ptr("Beta")})
				return err
			}},
		{name: "stale campaign update fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UpdateCampaign(ctx, e.p, ids["campaign"], app.CampaignFields{Name: ptr("Gamma"), Version: ptr(int64(1))})
				return err
			}},
		{name: "invalid channel fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UpdateCampaign(ctx, e.p, ids["campaign"], app.CampaignFields{Channel: ptr("Radio")})
				return err
			}},
		{name: "upload asset", action: "asset.upload", entityType: "asset", newHas: `"name":"a.png"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				as, err := e.a.UploadAsset(ctx, e.p, ids["campaign"], "a.png", bytes.NewReader(pngBytes))
				ids["asset"] = as.ID
				return err
			}},
		{name: "upload of an unsupported type fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UploadAsset(ctx, e.p, ids["campaign"], "a.txt", strings.NewReader("just text"))
				return err
			}},
		{name: "save concept", action: "campaign.concept", entityType: "campaign", newHas: `"idea":1`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.SaveCampaignDoc(ctx, e.p, ids["campaign"], store.DocConcept, json.RawMessage(`{"idea":1}`), nil)
				return err
			}},
		{name: "save concept on a stale version fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.SaveCampaignDoc(ctx, e.p, ids["campaign"], store.DocConcept, json.RawMessage(`{"idea":2}`), ptr(int64(0)))
				return err
			}},
		{name: "save matrix", action: "matrix.save", entityType: "campaign", newHas: `"rows"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, _, err := e.a.SaveMatrix(ctx, e.p, ids["campaign"], matrix.Matrix{}, ptr(int64(0)))
				return err
			}},
		{name: "save trafficking headers", action: "settings.update", entityType: "setting", newHas: `"Placement"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, _, err := e.a.SaveTraffickingHeaders(ctx, e.p, []string{"Placement", "Size"}, nil)
				return err
			}},
		{name: "add rule", action: "rule.create", entityType: "rule", newHas: `"rule":"Max size"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				r, err := e.a.AddRule(ctx, e.p, compliance.Rule{Rule: "Max size", Field: "fileSize", Enabled: true, Params: &compliance.Params{Max: ptr(200.0), Unit: "KB"}})
				ids["rule"] = r.ID
				return err
			}},
		{name: "update rule with a reason", action: "rule.update", entityType: "rule", oldHas: `"enabled":true`, newHas: `"enabled":false`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UpdateRule(app.WithReason(ctx, "Legal asked"), e.p, ids["rule"], app.RuleUpdate{Enabled: ptr(false)})
				return err
			}},
		{name: "stale rule update fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UpdateRule(ctx, e.p, ids["rule"], app.RuleUpdate{Enabled: ptr(true), Version: ptr(int64(1))})
				return err
			}},
		{name: "delete rule", action: "rule.delete", entityType: "rule", oldHas: `"rule":"Max size"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				return e.a.DeleteRule(ctx, e.p, ids["rule"], nil)
			}},
		{name: "save credentials (secret redacted)", action: "credentials.save", entityType: "credential", newHas: `"clientId":"cid"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.SaveCredentials(ctx, e.p, "google-drive", "oauth", map[string]string{"clientId": "cid", "apiKey": "TOPSECRET"})
				return err
			}},
		{name: "create workflow", action: "workflow.create", entityType: "workflow", newHas: `"Medical Review"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				w, err := e.a.CreateWorkflow(ctx, e.p, app.NewWorkflow{CampaignID: ids["campaign"]})
				ids["workflow"] = w.ID
				return err
			}},
		{name: "approve out of order fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UpdateWorkflow(ctx, e.p, ids["workflow"], app.StageUpdate{Stage: "Legal Review", Status: ptr(app.StageApproved)})
				return err
			}},
		{name: "delete asset", action: "asset.delete", entityType: "asset", oldHas: `"name":"a.png"`,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				return e.a.DeleteAsset(ctx, e.p, ids["asset"])
			}},
		{name: "delete campaign with its assets", action: "campaign.delete", entityType: "campaign", oldHas: `"name":"Beta"`,
			setup: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				_, err := e.a.UploadAsset(ctx, e.p, ids["campaign"], "b.png", bytes.NewReader(pngBytes))
				return err
			},
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				return e.a.DeleteCampaign(ctx, e.p, ids["campaign"])
			}},
		{name: "delete a deleted campaign fails", wantErr: true,
			run: func(ctx context.Context, e *auditEnv, ids map[string]string) error {
				return e.a.DeleteCampaign(ctx, e.p, ids["campaign"])
			}},
	}
	e := newAuditEnv(t)
	ctx := context.Background()
	ids := map[string]string{}
	for _, s := range steps {
		if s.setup != nil {
			if err := s.setup(ctx, e, ids); err != nil {
				t.Fatalf("%s: setup: %v", s.name, err)
			}
		}
		before := len(e.trail(t))
		err := s.run(ctx, e, ids)
		after := e.trail(t)
		if s.wantErr {
			if err == nil {
				t.Fatalf("%s: no error", s.name)
			}
			if len(after) != before {
				t.Fatalf("%s: a failed change wrote %d entries: %+v", s.name, len(after)-before, after[before:])
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if len(after) != before+1 {
			t.Fatalf("%s: %d entries written, want 1: %+v", s.name, len(after)-before, after[before:])
		}
		en := after[len(after)-1]
		if en.Action != s.action || en.EntityType != s.entityType || en.EntityID == "" {
			t.Fatalf("%s: entry %s %s/%s", s.name, en.Action, en.EntityType, en.EntityID)
		}
		if en.ActorID != e.p.User.ID || en.ActorEmail != e.p.User.Email || en.OrganizationID != e.p.Org.ID || en.At.IsZero() {
			t.Fatalf("%s: actor/org/time missing: %+v", s.name, en)
		}
		created := s.action == "asset.upload" || strings.HasSuffix(s.action, ".create")
		if !strings.Contains(string(en.Old), s.oldHas) || created && len(en.Old) != 0 {
			t.Fatalf("%s: old %s, want it to hold %q", s.name, en.Old, s.oldHas)
		}
		if !strings.Contains(string(en.New), s.newHas) || (s.newHas == "") != (len(en.New) == 0) {
			t.Fatalf("%s: new %s, want it to hold %q", s.name, en.New, s.newHas)
		}
		if strings.Contains(string(en.Old)+string(en.New), "TOPSECRET") {
			t.Fatalf("%s: a secret reached the trail: %s", s.name, en.New)
		}
		if s.action == "rule.update" && en.Reason != "Legal asked" {
			t.Fatalf("reason %q not stored", en.Reason)
		}
	}
	// The trail is numbered without gaps and chained.
	prev := ""
	for i, en := range e.trail(t) {
		if en.Seq != uint64(i+1) || en.PrevHash != prev || en.Hash != store.AuditHash(en) {
			t.Fatalf("chain broken at entry %d: %+v", i+1, en)
		}
		prev = en.Hash
	}
}

func TestDeleteCampaignIsOneTransaction(t *testing.T) {
	e := newAuditEnv(t)
	ctx := context.Background()
	c, _ := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr("Doomed")})
	for _, n := range []string{"a.png", "b.png"} {
		if _, err := e.a.UploadAsset(ctx, e.p, c.ID, n, bytes.NewReader(pngBytes)); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := e.a.GetCampaign(ctx, e.p, c.ID); got.AssetCount != 2 {
		t.Fatalf("asset count %d after two uploads", got.AssetCount)
	}
	if err := e.a.DeleteCampaign(ctx, e.p, c.ID); err != nil {
		t.Fatal(err)
	}
	if left, _ := e.st.ListAssets(ctx, e.p.Org.ID, c.ID); len(left) != 0 {
		t.Fatalf("%d assets left pointing at the deleted campaign", len(left))
	}
	// An upload into the deleted campaign stores nothing.
	if _, err := e.a.UploadAsset(ctx, e.p, c.ID, "late.png", bytes.NewReader(pngBytes)); !errors.Is(err, app.ErrNotFound) {
		t.Fatalf("upload into a deleted campaign: %v", err)
	}
	if left, _ := e.st.ListAssets(ctx, e.p.Org.ID, ""); len(left) != 0 {
		t.Fatalf("%d assets stored", len(left))
	}
}

// Six clients each save one field of a campaign ten times, sending the
// whole form as they read it (as the web app does). Without versions the
// stale fields they send back overwrite each other's edits.
func TestParallelCampaignEditorsGetConflictsNotLostUpdates(t *testing.T) {
	e := newAuditEnv(t)
	ctx := context.Background()
	c, _ := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr("Shared")})
	field := func(f *app.CampaignFields, w int) **string {
		return []**string{&f.Brand, &f.Product, &f.Indication, &f.Description, &f.TherapeuticArea, &f.FDAFilingNumber}[w]
	}
	get := func(c store.Campaign, w int) string {
		return []string{c.Brand, c.Product, c.Indication, c.Description, c.TherapeuticArea, c.FDAFilingNumber}[w]
	}
	const writers, edits = 6, 10
	var wg sync.WaitGroup
	var mu sync.Mutex
	lastSaved := make([]string, writers)
	saved, conflicts := 0, 0
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range edits {
				cur, err := e.a.GetCampaign(ctx, e.p, c.ID)
				if err != nil {
					t.Error(err)
					return
				}
				form := app.CampaignFields{Version: ptr(cur.Version)}
				for f := range writers {
					*field(&form, f) = ptr(get(cur, f))
				}
				value := fmt.Sprintf("writer %d edit %d", w, i)
				*field(&form, w) = &value
				_, err = e.a.UpdateCampaign(ctx, e.p, c.ID, form)
				var ce *app.ConflictError
				mu.Lock()
				switch {
				case err == nil:
					saved++
					lastSaved[w] = value
				case errors.As(err, &ce):
					conflicts++
					if got := ce.Current.(store.Campaign); got.Version <= cur.Version {
						t.Errorf("conflict answered version %d, read %d", got.Version, cur.Version)
					}
				default:
					t.Error(err)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	final, _ := e.a.GetCampaign(ctx, e.p, c.ID)
	for w := range writers {
		if get(final, w) != lastSaved[w] {
			t.Errorf("field %d is %q, but %q was saved last: a lost update", w, get(final, w), lastSaved[w])
		}
	}
	if saved+conflicts != writers*edits || final.Version != int64(1+saved) {
		t.Fatalf("saved %d, conflicts %d, final version %d", saved, conflicts, final.Version)
	}
	updates, _ := e.st.ListAudit(ctx, e.p.Org.ID, store.AuditFilter{Action: "campaign.update"})
	if len(updates) != saved {
		t.Fatalf("%d update entries for %d saved writes", len(updates), saved)
	}
	t.Logf("%d saved, %d conflicts", saved, conflicts)
}

func TestRetriedUploadWithTheSameKeyStoresOneAsset(t *testing.T) {
	e := newAuditEnv(t)
	ctx := context.Background()
	first, replayed, err := e.a.UploadAssetOnce(ctx, e.p, "", "a.png", bytes.NewReader(pngBytes), "key-1")
	if err != nil || replayed {
		t.Fatalf("first upload: %v replayed=%v", err, replayed)
	}
	for range 3 {
		again, replayed, err := e.a.UploadAssetOnce(ctx, e.p, "", "a.png", bytes.NewReader(pngBytes), "key-1")
		if err != nil || !replayed || again.ID != first.ID {
			t.Fatalf("retry: %v replayed=%v id %s, want %s", err, replayed, again.ID, first.ID)
		}
	}
	if list, _ := e.st.ListAssets(ctx, e.p.Org.ID, ""); len(list) != 1 {
		t.Fatalf("%d assets stored", len(list))
	}
	if other, replayed, _ := e.a.UploadAssetOnce(ctx, e.p, "", "a.png", bytes.NewReader(pngBytes), "key-2"); replayed || other.ID == first.ID {
		t.Fatal("another key must store another asset")
	}
}

// TestExportAuditCSVDefusesFormulas: the CSV export quotes every field
// and writes text a spreadsheet would run as a formula as text; the JSON
// export keeps it as it was written.
func TestExportAuditCSVDefusesFormulas(t *testing.T) {
	e := newAuditEnv(t)
	ctx := context.Background()
	cases := []struct{ reason, wantCSV string }{
		{`=HYPERLINK("http://evil.test","open")`, `'=HYPERLINK("http://evil.test","open")`},
		{"@SUM(A1:A9)", "'@SUM(A1:A9)"},
		{"-5", "-5"},
		{"moved to review", "moved to review"},
	}
	for _, c := range cases {
		if _, err := e.st.AppendAudit(ctx, store.AuditEntry{OrganizationID: e.p.Org.ID, At: time.Now(), ActorID: e.p.User.ID,
			Action: "campaign.update", EntityType: "campaign", EntityID: "c1", Reason: c.reason}); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if _, err := app.ExportAudit(ctx, e.st, e.p.Org.ID, app.AuditFormatCSV, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), `"seq","at","organizationId",`) || !strings.Contains(out.String(), "\r\n") {
		t.Fatalf("not the quoted CSV: %.120q", out.String())
	}
	rows, err := csv.NewReader(&out).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]bool{}
	for _, r := range rows[1:] {
		reasons[r[9]] = true
	}
	for _, c := range cases {
		if !reasons[c.wantCSV] {
			t.Errorf("reason %q: want %q in the CSV, have %v", c.reason, c.wantCSV, reasons)
		}
	}
	out.Reset()
	if _, err := app.ExportAudit(ctx, e.st, e.p.Org.ID, app.AuditFormatJSON, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"reason":"=HYPERLINK(\"http://evil.test\",\"open\")"`) {
		t.Errorf("the JSON export changed the reason: %.300s", out.String())
	}
}
