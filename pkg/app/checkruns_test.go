package app_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/pkg/store"
)

// TestCheckRuns: the counts of a reported run, its results only in the
// run's detail, the roles, another campaign's run, and a campaign keeping
// its last 100 runs.
func TestCheckRuns(t *testing.T) {
	a, st, _ := identityApp(t, app.Config{})
	ctx := context.Background()
	org := store.Organization{ID: store.NewID(), Name: "Acme", CreatedAt: time.Now()}
	if err := st.PutOrganization(ctx, org); err != nil {
		t.Fatal(err)
	}
	principal := func(role string) *app.Principal {
		p := &app.Principal{Org: org}
		p.User.ID, p.User.Role, p.User.Email = "u-"+role, role, role+"@acme.test"
		return p
	}
	analyst, viewer := principal(app.RoleAnalyst), principal(app.RoleViewer)
	campaign := func(name string) string {
		c, err := a.CreateCampaign(ctx, principal(app.RoleManager), app.CampaignFields{Name: &name})
		if err != nil {
			t.Fatal(err)
		}
		return c.ID
	}
	c1, c2 := campaign("One"), campaign("Two")
	asset := func(name string, statuses ...compliance.Status) report.JSONAsset {
		ja := report.JSONAsset{Path: "creatives/" + name, Name: name}
		for _, s := range statuses {
			ja.Issues = append(ja.Issues, compliance.Issue{Rule: "r", Status: s})
		}
		return ja
	}
	in := app.CheckRunInput{CampaignID: c1, Source: "github-actions", Reference: "abc123", Assets: []report.JSONAsset{
		asset("ok.png", compliance.StatusPass),
		asset("warn.png", compliance.StatusPass, compliance.StatusWarning),
		asset("bad.png", compliance.StatusWarning, compliance.StatusFail),
		{Path: "creatives/broken.png", Name: "broken.png", Error: "not a supported asset"},
	}}

	if _, err := a.ReportCheckRun(ctx, viewer, in); !errors.Is(err, app.ErrForbidden) {
		t.Fatalf("a viewer reported a run: %v", err)
	}
	run, err := a.ReportCheckRun(ctx, analyst, in)
	if err != nil {
		t.Fatal(err)
	}
	if run.Assets != 4 || run.Passed != 2 || run.Warnings != 1 || run.Failed != 2 {
		t.Fatalf("counts: %+v", run)
	}
	runs, err := a.ListCheckRuns(ctx, viewer, c1)
	if err != nil || len(runs) != 1 || runs[0].Results != nil || runs[0].Failed != 2 {
		t.Fatalf("list: %+v %v", runs, err)
	}
	got, err := a.GetCheckRun(ctx, viewer, c1, run.ID)
	if err != nil || len(got.Results) != 4 || got.Results[3].Error != "not a supported asset" {
		t.Fatalf("detail: %+v %v", got, err)
	}
	if _, err := a.GetCheckRun(ctx, viewer, c2, run.ID); !errors.Is(err, app.ErrNotFound) {
		t.Fatalf("another campaign's run: %v", err)
	}
	if _, err := a.ReportCheckRun(ctx, analyst, app.CheckRunInput{CampaignID: "missing"}); !errors.Is(err, app.ErrNotFound) {
		t.Fatalf("a missing campaign: %v", err)
	}

	// A campaign keeps its last 100 runs; the other campaign's are untouched.
	if _, err := a.ReportCheckRun(ctx, analyst, app.CheckRunInput{CampaignID: c2, Source: "other"}); err != nil {
		t.Fatal(err)
	}
	for i := range 100 {
		if _, err := a.ReportCheckRun(ctx, analyst, app.CheckRunInput{CampaignID: c1, Source: fmt.Sprint("run ", i)}); err != nil {
			t.Fatal(err)
		}
	}
	runs, _ = a.ListCheckRuns(ctx, viewer, c1)
	if len(runs) != 100 || runs[0].Source != "run 99" || runs[99].Source != "run 0" {
		t.Fatalf("kept %d runs, newest %q, oldest %q", len(runs), runs[0].Source, runs[len(runs)-1].Source)
	}
	if _, err := a.GetCheckRun(ctx, viewer, c1, run.ID); !errors.Is(err, app.ErrNotFound) {
		t.Fatalf("the oldest run was kept: %v", err)
	}
	if _, err := st.GetDoc(ctx, org.ID, store.DocCheckRunResults, run.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("the oldest run's results were kept: %v", err)
	}
	if other, _ := a.ListCheckRuns(ctx, viewer, c2); len(other) != 1 {
		t.Fatalf("the other campaign has %d runs", len(other))
	}
}
