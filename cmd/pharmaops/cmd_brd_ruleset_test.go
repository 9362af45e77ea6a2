package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
)

// TestBRDParseSavesCampaignRuleSet: brd parse --campaign stores the rules
// as the campaign's named rule set, a new version on every parse, and
// leaves other campaigns on the organization's rules.
func TestBRDParseSavesCampaignRuleSet(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	st, err := bolt.Open(dir, bolt.Options{LockTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	org := store.Organization{ID: "org-1", Name: "Pharma", Status: "Active", Plan: "Enterprise"}
	for _, err := range []error{
		st.PutOrganization(ctx, org),
		st.PutCampaign(ctx, store.Campaign{ID: "c-zyn", OrganizationID: org.ID, Name: "Zynthera DTC", Brand: "Zynthera"}),
		st.PutCampaign(ctx, store.Campaign{ID: "c-other", OrganizationID: org.ID, Name: "Other", Brand: "Veltrana"}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	brdFile := filepath.Join("..", "..", "testdata", "brd", "dtc-display.docx")
	for want := 1; want <= 2; want++ {
		out, err := run(ctx, "brd", "parse", "--data-dir", dir, "--campaign", "c-zyn", "--format", "json", "-o", filepath.Join(dir, "rules.json"), brdFile)
		if err != nil || !strings.Contains(out, "as Zynthera BRD v") || !strings.Contains(out, "for campaign Zynthera DTC") {
			t.Fatalf("parse %d: %v: %s", want, err, out)
		}
	}
	for _, c := range []struct{ args []string }{
		{[]string{"--campaign", "nope"}},
		{[]string{"--rule-set", "X"}},
	} {
		_, err := run(ctx, append(append([]string{"brd", "parse", "--data-dir", dir, "--format", "json", "-o", filepath.Join(dir, "r.json")}, c.args...), brdFile)...)
		if exitCode(err) != exitUsage {
			t.Errorf("%v: %v, want a usage error", c.args, err)
		}
	}

	st, err = bolt.Open(dir, bolt.Options{LockTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	core := app.New(st, nil, app.Config{}, nil)
	p, err := core.LocalPrincipal(ctx, org.ID)
	if err != nil {
		t.Fatal(err)
	}
	zyn, err := core.CampaignRules(ctx, p, "c-zyn")
	if err != nil || zyn.RuleSet.Name != "Zynthera BRD" || zyn.RuleSet.Version != 2 || zyn.Active < 10 {
		t.Fatalf("Zynthera: %+v %v", zyn, err)
	}
	other, err := core.CampaignRules(ctx, p, "c-other")
	if err != nil || other.RuleSet.ID != app.OrganizationRuleSetID {
		t.Fatalf("the other campaign: %+v %v", other, err)
	}
	sets, _ := core.ListRuleSets(ctx, p)
	if n := len(sets); n < 2 || sets[1].Versions != 2 {
		t.Fatalf("rule sets: %+v", sets)
	}
}
