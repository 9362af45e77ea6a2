package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/storetest"
)

func newApp(t *testing.T) *app.App {
	t.Helper()
	st := storetest.Open(t)
	return app.New(st, nil, app.Config{DemoEnabled: true, SessionTTL: time.Hour}, nil)
}

func TestCan(t *testing.T) {
	cases := []struct {
		role   string
		action app.Action
		want   bool
	}{
		{"viewer", app.ActionRead, true},
		{"viewer", app.ActionAnalyze, false},
		{"analyst", app.ActionAnalyze, true},
		{"analyst", app.ActionManageCampaign, false},
		{"user", app.ActionManageCampaign, false},
		{"manager", app.ActionManageCampaign, true},
		{"manager", app.ActionAdminister, false},
		{"admin", app.ActionAdminister, true},
		{"owner", app.ActionAdminister, true},
		{"stranger", app.ActionRead, true},
		{"stranger", app.ActionAnalyze, false},
	}
	for _, c := range cases {
		if got := app.Can(c.role, c.action); got != c.want {
			t.Errorf("Can(%s, %d) = %v, want %v", c.role, c.action, got, c.want)
		}
	}
}

func TestSessionsExpire(t *testing.T) {
	a := newApp(t)
	ctx := context.Background()
	now := time.Now()
	a.SetClock(func() time.Time { return now })
	res, err := a.DemoLogin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Authenticate(ctx, res.Token); err != nil {
		t.Fatalf("fresh token: %v", err)
	}
	a.SetClock(func() time.Time { return now.Add(time.Hour + time.Second) })
	if _, err := a.Authenticate(ctx, res.Token); !errors.Is(err, app.ErrUnauthenticated) {
		t.Fatalf("expired token: %v", err)
	}
}

func TestAuthenticateRejectsJunk(t *testing.T) {
	a := newApp(t)
	for _, tok := range []string{"", " ", "demo_", "Bearer x", string(make([]byte, 4096))} {
		if _, err := a.Authenticate(context.Background(), tok); !errors.Is(err, app.ErrUnauthenticated) {
			t.Errorf("token %q: %v", tok, err)
		}
	}
}

func TestChangesAreAudited(t *testing.T) {
	st := storetest.Open(t)
	a := app.New(st, nil, app.Config{DemoEnabled: true}, nil)
	ctx := context.Background()
	res, _ := a.DemoLogin(ctx)
	p, err := a.Authenticate(ctx, res.Token)
	if err != nil {
		t.Fatal(err)
	}
	name := "Audited"
	c, err := a.CreateCampaign(ctx, p, app.CampaignFields{Name: &name})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.DeleteCampaign(ctx, p, c.ID); err != nil {
		t.Fatal(err)
	}
	trail, _ := st.ListAudit(ctx, p.Org.ID, store.AuditFilter{EntityType: "campaign", EntityID: c.ID})
	if len(trail) != 2 || trail[1].Action != "campaign.create" || trail[0].Action != "campaign.delete" || trail[0].ActorID != p.User.ID {
		t.Fatalf("trail %+v", trail)
	}
}
