package app

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"github.com/pharmaops/pharmaops/pkg/store"
)

// ProviderDemo, ProviderPassword and ProviderGoogle are how a user signs in.
const (
	ProviderDemo     = "demo"
	ProviderPassword = "password"
	ProviderGoogle   = "google"
)

// DefaultDemoTTL is how long a demo sandbox lives (config auth.demo-ttl).
const DefaultDemoTTL = 24 * time.Hour

// DemoLogin gives the visitor a sandbox of their own: a new organization
// (plan Enterprise, status Active) with an admin user, a sample campaign
// and sample assets whose bytes are generated here, so the dashboard, the
// builder and the matrix show true results. No visitor sees another's
// sandbox; the sweep deletes it with its data after the demo TTL.
func (a *App) DemoLogin(ctx context.Context) (LoginResult, error) {
	if !a.cfg.DemoEnabled {
		return LoginResult{}, Forbidden("demo sign-in is disabled on this server")
	}
	now := a.now().UTC()
	expires := now.Add(a.cfg.DemoTTL)
	id := store.NewID()
	org := store.Organization{
		ID: "demo-" + id, Name: "Demo Sandbox", Domain: "demo.pharmaops.local",
		Status: "Active", Plan: "Enterprise", CreatedAt: now, Demo: true, ExpiresAt: &expires,
	}
	user := store.User{
		ID: store.NewID(), OrganizationID: org.ID, Email: "visitor-" + id[len(id)-8:] + "@demo.pharmaops.local",
		FirstName: "Demo", LastName: "User", Role: RoleAdmin, Provider: ProviderDemo,
		Status: "active", CreatedAt: now, LastSignInAt: &now,
	}
	// The organization, its user and its sample data are written before the
	// session exists: a failure leaves an unreachable sandbox that the sweep
	// removes, never a half-seeded one in use.
	err := a.inTx(ctx, func(tx store.Tx) error {
		if err := tx.PutOrganization(ctx, org); err != nil {
			return err
		}
		if err := tx.PutUser(ctx, user); err != nil {
			return err
		}
		return a.record(ctx, tx, &Principal{User: user, Org: org}, "organization.create", "organization", org.ID, nil, org)
	})
	if err != nil {
		return LoginResult{}, err
	}
	if err := a.seedSandbox(ctx, &Principal{User: user, Org: org}); err != nil {
		return LoginResult{}, err
	}
	return a.StartSession(ctx, user)
}

// sampleCampaign is the sandbox's campaign.
func sampleCampaign() CampaignFields {
	s := func(v string) *string { return &v }
	return CampaignFields{
		Name:            s("Zetamab Spring Launch (sample)"),
		Description:     s("A sample DTC display campaign for trying PharmaOps: its banners were generated for this sandbox and checked against the default BRD rules."),
		Channel:         s("Display"),
		CustomerType:    s("DTC"),
		Brand:           s("Zeta"),
		Product:         s("zetamab"),
		Indication:      s("Moderate to severe plaque psoriasis"),
		TherapeuticArea: s("Dermatology"),
		FDAFilingNumber: s("ZTA-2026-0412"),
	}
}

// seedSandbox creates the sample campaign and uploads the sample banners
// through the ordinary upload path, so they are probed and checked like
// any upload.
func (a *App) seedSandbox(ctx context.Context, p *Principal) error {
	c, err := a.CreateCampaign(ctx, p, sampleCampaign())
	if err != nil {
		return fmt.Errorf("sample campaign: %w", err)
	}
	if a.blobs == nil {
		return nil // a core without a blob store holds no assets
	}
	for _, s := range sampleBanners() {
		raw, err := s.encode()
		if err != nil {
			return fmt.Errorf("sample asset %s: %w", s.name, err)
		}
		if _, err := a.UploadAsset(ctx, p, c.ID, s.name, bytes.NewReader(raw)); err != nil {
			return fmt.Errorf("sample asset %s: %w", s.name, err)
		}
	}
	return nil
}

// sweepDemoSandboxes deletes the demo organizations whose time is up, with
// all their records and the asset bytes no one else holds.
func (a *App) sweepDemoSandboxes(ctx context.Context, now time.Time) (int, error) {
	orgs, err := a.store.ListOrganizations(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, o := range orgs {
		if !o.Demo || o.ExpiresAt == nil || now.Before(*o.ExpiresAt) {
			continue
		}
		orphans, err := a.store.DeleteOrganization(ctx, o.ID)
		if err != nil {
			return n, fmt.Errorf("deleting demo sandbox %s: %w", o.ID, err)
		}
		if a.blobs != nil {
			a.deleteBlobs(orphans)
		}
		n++
	}
	return n, nil
}
