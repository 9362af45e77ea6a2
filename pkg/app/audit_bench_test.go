package app_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/app"
)

// BenchmarkUpdateCampaign measures one versioned campaign edit: read,
// version check, write and its audit entry in one bbolt transaction.
func BenchmarkUpdateCampaign(b *testing.B) {
	e := newAuditEnv(b)
	ctx := context.Background()
	c, err := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr("Bench")})
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := range b.N {
		v := c.Version
		if c, err = e.a.UpdateCampaign(ctx, e.p, c.ID, app.CampaignFields{Brand: ptr(fmt.Sprint(i)), Version: &v}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyAudit measures re-computing a trail of 2,000 entries.
func BenchmarkVerifyAudit(b *testing.B) {
	e := newAuditEnv(b)
	ctx := context.Background()
	c, _ := e.a.CreateCampaign(ctx, e.p, app.CampaignFields{Name: ptr("Bench")})
	for i := range 2_000 {
		if _, err := e.a.UpdateCampaign(ctx, e.p, c.ID, app.CampaignFields{Brand: ptr(fmt.Sprint(i))}); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for range b.N {
		checks, err := app.VerifyAudit(ctx, e.st)
		if err != nil || !checks[0].OK() {
			b.Fatal(err, checks)
		}
	}
}
