package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/blob"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

func identityApp(t *testing.T, cfg app.Config) (*app.App, store.Store, *blob.Disk) {
	t.Helper()
	st := storetest.Open(t)
	blobs, err := blob.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return app.New(st, blobs, cfg, nil), st, blobs
}

func TestSessionsEndWhenIdleAndAtTheirAbsoluteExpiry(t *testing.T) {
	a, st, _ := identityApp(t, app.Config{SessionTTL: 8 * time.Hour, SessionIdleTTL: time.Hour})
	ctx := context.Background()
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	a.SetClock(func() time.Time { return now })
	res, err := a.Register(ctx, app.Registration{Email: "ida@acme-pharma.test", Password: "correct-violet-stapler-42", FirstName: "Ida"}, "")
	if err != nil {
		t.Fatal(err)
	}
	// Used every 50 minutes, the session outlives its idle limit...
	for i := 1; i <= 10; i++ {
		at := now.Add(time.Duration(i) * 50 * time.Minute)
		a.SetClock(func() time.Time { return at })
		_, err := a.Authenticate(ctx, res.Token)
		if at.Before(now.Add(8 * time.Hour)) {
			if err != nil {
				t.Fatalf("use %d at %s: %v", i, at, err)
			}
			continue
		}
		// ...until its absolute expiry.
		if !errors.Is(err, app.ErrUnauthenticated) {
			t.Fatalf("after the absolute expiry: %v", err)
		}
	}

	// A session left alone for more than the idle limit ends.
	a.SetClock(func() time.Time { return now })
	res, _ = a.Login(ctx, "ida@acme-pharma.test", "correct-violet-stapler-42", "")
	later := now.Add(61 * time.Minute)
	a.SetClock(func() time.Time { return later })
	if _, err := a.Authenticate(ctx, res.Token); !errors.Is(err, app.ErrUnauthenticated) {
		t.Fatalf("idle session: %v", err)
	}

	// The sweep deletes what has expired.
	a.SetClock(func() time.Time { return now })
	_, _ = a.Login(ctx, "ida@acme-pharma.test", "correct-violet-stapler-42", "")
	a.SetClock(func() time.Time { return now.Add(2 * time.Hour) })
	sessions, _, _, err := a.Sweep(ctx)
	if err != nil || sessions < 1 {
		t.Fatalf("sweep: %d sessions, %v", sessions, err)
	}
	u, _ := st.FindUserByEmail(ctx, "ida@acme-pharma.test")
	if left, _ := st.ListUserSessions(ctx, u.ID); len(left) != 0 {
		t.Fatalf("%d sessions left after the sweep", len(left))
	}
}

func TestDemoSandboxesAreSeededAndSweptWithTheirData(t *testing.T) {
	a, st, blobs := identityApp(t, app.Config{DemoEnabled: true, DemoTTL: 24 * time.Hour})
	ctx := context.Background()
	now := time.Now()
	a.SetClock(func() time.Time { return now })
	first, err := a.DemoLogin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := a.Authenticate(ctx, first.Token)
	campaignPage, _ := a.ListCampaigns(ctx, p, app.CampaignFilter{}, app.PageRequest{})
	assetPage, _ := a.ListAssets(ctx, p, "", app.PageRequest{})
	campaigns, assets := campaignPage.Items, assetPage.Items
	if len(campaigns) != 1 || len(assets) != 5 {
		t.Fatalf("sandbox holds %d campaigns and %d assets, want 1 and 5", len(campaigns), len(assets))
	}
	sizes := map[string]bool{}
	for _, as := range assets {
		if as.Size == 0 || as.SHA256 == "" {
			t.Fatalf("sample asset %s has no bytes", as.Name)
		}
		f, err := blobs.Open(context.Background(), as.SHA256)
		if err != nil {
			t.Fatalf("sample asset %s: %v", as.Name, err)
		}
		f.Close()
		sizes[as.Name] = as.Size > 150<<10
	}
	if !sizes["Zeta_DTC_300x600_hero.jpg"] || sizes["Zeta_DTC_300x250.png"] {
		t.Fatalf("sample sizes: the hero JPEG must be over 150 KB and the 300x250 PNG under it: %v", sizes)
	}

	// A second visitor a day later has a sandbox of their own.
	a.SetClock(func() time.Time { return now.Add(23 * time.Hour) })
	second, _ := a.DemoLogin(ctx)
	if second.Org.ID == first.Org.ID {
		t.Fatal("two visitors share a sandbox")
	}
	a.SetClock(func() time.Time { return now.Add(24*time.Hour + time.Minute) })
	_, _, sandboxes, err := a.Sweep(ctx)
	if err != nil || sandboxes != 1 {
		t.Fatalf("sweep: %d sandboxes, %v; want the first one", sandboxes, err)
	}
	if _, err := st.GetOrganization(ctx, first.Org.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("expired sandbox: %v", err)
	}
	if _, err := a.Authenticate(ctx, first.Token); !errors.Is(err, app.ErrUnauthenticated) {
		t.Fatalf("expired visitor's session: %v", err)
	}
	if _, err := a.Authenticate(ctx, second.Token); err != nil {
		t.Fatalf("the second visitor lost their sandbox: %v", err)
	}
	// The bytes both sandboxes share (same generated banners) stay for the second.
	for _, as := range assets {
		f, err := blobs.Open(context.Background(), as.SHA256)
		if err != nil {
			t.Fatalf("blob of %s gone while the second sandbox holds it: %v", as.Name, err)
		}
		f.Close()
	}
	a.SetClock(func() time.Time { return now.Add(48 * time.Hour) })
	if _, _, n, _ := a.Sweep(ctx); n != 1 {
		t.Fatalf("second sweep removed %d sandboxes", n)
	}
	for _, as := range assets {
		if f, err := blobs.Open(context.Background(), as.SHA256); err == nil {
			f.Close()
			t.Fatalf("blob of %s kept after every sandbox holding it was deleted", as.Name)
		}
	}
}
