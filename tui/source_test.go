package tui_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pharmaops/pharmaops/internal/mediatest"
	"github.com/pharmaops/pharmaops/pkg/api"
	"github.com/pharmaops/pharmaops/pkg/app"
	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/scan"
	"github.com/pharmaops/pharmaops/pkg/store"
	"github.com/pharmaops/pharmaops/pkg/store/bolt"
	"github.com/pharmaops/pharmaops/tui"
)

// writeFile writes a file whole (the tests' stand-in for the command's
// atomic writer).
func writeFile(path string, write func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// load runs a source's Load and waits for it to finish.
func load(t *testing.T, src tui.Source) []tui.Asset {
	t.Helper()
	feed := &tui.Feed{}
	src.Load(context.Background(), feed)
	var all []tui.Asset
	for {
		assets, _, done, err := feed.Take()
		all = append(all, assets...)
		if done {
			if err != nil {
				t.Fatal(err)
			}
			assets, _, _, _ = feed.Take()
			return append(all, assets...)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func find(t *testing.T, assets []tui.Asset, name string) *tui.Asset {
	t.Helper()
	for i := range assets {
		if assets[i].Name == name {
			return &assets[i]
		}
	}
	t.Fatalf("no asset %s among %d", name, len(assets))
	return nil
}

func firstFailed(t *testing.T, a *tui.Asset) compliance.Issue {
	t.Helper()
	for _, is := range a.Analysis.Issues {
		if is.Status == compliance.StatusFail {
			return is
		}
	}
	t.Fatalf("%s has no failed check", a.Name)
	return compliance.Issue{}
}

// TestFolderSourceKeepsReviews checks that reviews of a checked folder go
// to the review file beside it, and that the next run shows them.
func TestFolderSourceKeepsReviews(t *testing.T) {
	dir := mediatest.Dir(t, map[string]string{
		"creatives/big_300x250.png": "png_rgb_300x250.png",
		"creatives/notes.png":       "generate.sh",
	})
	root := filepath.Join(dir, "creatives")
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	job := scan.Job{Paths: []string{root}, Rules: rules, Workers: 2}
	reviewFile := tui.DefaultReviewFile(job.Paths)
	if reviewFile != root+tui.ReviewFileSuffix {
		t.Fatalf("review file %s", reviewFile)
	}
	src, err := tui.NewFolderSource(job, reviewFile, "alice", writeFile)
	if err != nil {
		t.Fatal(err)
	}
	assets := load(t, src)
	if len(assets) != 2 || find(t, assets, "notes.png").Error == "" {
		t.Fatalf("assets %+v", assets)
	}
	a := find(t, assets, "big_300x250.png")
	if a.Summary.Width != 300 || a.Summary.ComplianceScore == nil {
		t.Errorf("matrix summary %+v", a.Summary)
	}
	key := tui.IssueKey(firstFailed(t, a))

	for _, bad := range []app.ReviewAction{
		{IssueKey: key},                          // nothing to record
		{IssueKey: key, Apply: true, Fix: "   "}, // empty note
		{Acknowledge: true},                      // no issue
		{IssueKey: key, Apply: true, Fix: strings.Repeat("x", 5001)},
	} {
		if _, err := src.Review(context.Background(), a, bad); err == nil {
			t.Errorf("review %+v accepted", bad)
		}
	}
	if _, err := os.Stat(reviewFile); err == nil {
		t.Fatal("a refused review wrote the file")
	}
	if _, err := src.Review(context.Background(), a, app.ReviewAction{IssueKey: key, Acknowledge: true}); err != nil {
		t.Fatal(err)
	}
	reviews, err := src.Review(context.Background(), a, app.ReviewAction{IssueKey: key, Apply: true, Fix: " Re-export under 150 KB "})
	if err != nil {
		t.Fatal(err)
	}
	if len(reviews) != 1 || reviews[0].ReviewedBy != "alice" || reviews[0].Fix != "Re-export under 150 KB" || reviews[0].FixAppliedAt == nil {
		t.Fatalf("reviews %+v", reviews)
	}
	var file tui.ReviewFile
	raw, err := os.ReadFile(reviewFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	if got := file.Assets["creatives/big_300x250.png"]; file.Version != 1 || len(got) != 1 || got[0].IssueKey != key {
		t.Fatalf("review file %s", raw)
	}

	// The next run shows what was reviewed.
	again, err := tui.NewFolderSource(job, reviewFile, "bob", writeFile)
	if err != nil {
		t.Fatal(err)
	}
	b := find(t, load(t, again), "big_300x250.png")
	if rv, ok := b.Review(key); !ok || rv.ReviewedBy != "alice" || rv.Fix != "Re-export under 150 KB" {
		t.Errorf("second run: review %+v, %v", rv, ok)
	}
	if done, total := b.Reviewed(); done != 1 || total < 1 {
		t.Errorf("reviewed %d of %d", done, total)
	}

	// A review file that is not one is an error, not an empty review.
	if err := os.WriteFile(reviewFile, []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := tui.NewFolderSource(job, reviewFile, "bob", writeFile); err == nil {
		t.Error("a broken review file was accepted")
	}
}

// campaignEnv is a store with a demo organization, a campaign and one
// analysed asset, and a server over it.
type campaignEnv struct {
	core     *app.App
	st       *bolt.Store
	token    string
	campaign store.Campaign
	asset    store.Asset
	srv      *httptest.Server
}

func newCampaignEnv(t *testing.T) *campaignEnv {
	t.Helper()
	ctx := context.Background()
	st, err := bolt.Open(t.TempDir(), bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	core := app.New(st, nil, app.Config{DemoEnabled: true}, nil)
	login, err := core.DemoLogin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	p, err := core.Authenticate(ctx, login.Token)
	if err != nil {
		t.Fatal(err)
	}
	name := "Zeta Launch"
	c, err := core.CreateCampaign(ctx, p, app.CampaignFields{Name: &name})
	if err != nil {
		t.Fatal(err)
	}
	rules, err := compliance.Profile("spec")
	if err != nil {
		t.Fatal(err)
	}
	info := media.Info{Kind: media.KindImage, Format: "PNG", MimeType: "image/png", Size: 400 << 10, Width: 300, Height: 250}
	an := compliance.Check(ctx, compliance.Asset{Path: "Zeta_HCP_300x250.png", Info: info}, rules, compliance.Options{})
	as := store.Asset{ID: "asset1", OrganizationID: login.Org.ID, CampaignID: c.ID, Name: "Zeta_HCP_300x250.png", Type: "image",
		Format: "PNG", Size: info.Size, Status: store.AssetComplete, Info: &info, Analysis: &store.AssetAnalysis{Analysis: an}}
	if err := st.PutAsset(ctx, as); err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.NewRouter(core, api.Options{Version: "test", Log: slog.New(slog.DiscardHandler)}))
	t.Cleanup(srv.Close)
	return &campaignEnv{core: core, st: st, token: login.Token, campaign: c, asset: as, srv: srv}
}

// TestStoreSource checks that a stored campaign is listed and reviewed
// through pkg/app, and that a read-only one refuses reviews.
func TestStoreSource(t *testing.T) {
	e := newCampaignEnv(t)
	ctx := context.Background()
	p, err := e.core.LocalReviewer(ctx, e.campaign.OrganizationID, "carol (command line)")
	if err != nil {
		t.Fatal(err)
	}
	src, err := tui.NewStoreSource(ctx, e.core, p, e.campaign.ID, "")
	if err != nil {
		t.Fatal(err)
	}
	if src.Title() != "campaign Zeta Launch" || src.MatrixOptions().CampaignName != "Zeta Launch" || len(src.Rules()) == 0 {
		t.Errorf("title %q, options %+v, %d rules", src.Title(), src.MatrixOptions(), len(src.Rules()))
	}
	assets := load(t, src)
	a := find(t, assets, "Zeta_HCP_300x250.png")
	if a.ID != "asset1" || a.Summary.Width != 300 || a.Analysis.Summary.Failed == 0 {
		t.Fatalf("asset %+v", a)
	}
	key := tui.IssueKey(firstFailed(t, a))
	if _, err := src.Review(ctx, a, app.ReviewAction{IssueKey: key, Acknowledge: true}); err != nil {
		t.Fatal(err)
	}
	stored, err := e.st.GetAsset(ctx, e.campaign.OrganizationID, "asset1")
	if err != nil {
		t.Fatal(err)
	}
	if len(stored.Reviews) != 1 || stored.Reviews[0].ReviewedBy != "carol (command line)" {
		t.Errorf("stored reviews %+v", stored.Reviews)
	}

	ro, err := tui.NewStoreSource(ctx, e.core, p, e.campaign.ID, "a server holds the database")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ro.Review(ctx, a, app.ReviewAction{IssueKey: key, Apply: true, Fix: "x"}); err == nil || !strings.Contains(err.Error(), "server holds") {
		t.Errorf("read-only review: %v", err)
	}
	if _, err := tui.NewStoreSource(ctx, e.core, p, "missing", ""); err == nil {
		t.Error("a missing campaign opened")
	}
}

// TestServerSource checks that a campaign is listed and reviewed through
// a running server's REST API with a session token.
func TestServerSource(t *testing.T) {
	e := newCampaignEnv(t)
	ctx := context.Background()
	src, err := tui.NewServerSource(ctx, e.srv.URL+"/", e.token, e.campaign.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(src.Title(), "campaign Zeta Launch on 127.0.0.1:") || len(src.Rules()) == 0 {
		t.Errorf("title %q, %d rules", src.Title(), len(src.Rules()))
	}
	a := find(t, load(t, src), "Zeta_HCP_300x250.png")
	key := tui.IssueKey(firstFailed(t, a))
	reviews, err := src.Review(ctx, a, app.ReviewAction{IssueKey: key, Apply: true, Fix: "Compress to 150 KB"})
	if err != nil {
		t.Fatal(err)
	}
	if len(reviews) != 1 || reviews[0].Fix != "Compress to 150 KB" || reviews[0].FixAppliedBy == "" {
		t.Errorf("reviews %+v", reviews)
	}
	stored, err := e.st.GetAsset(ctx, e.campaign.OrganizationID, "asset1")
	if err != nil || len(stored.Reviews) != 1 {
		t.Errorf("stored reviews %+v, %v", stored.Reviews, err)
	}
	// The server's own refusals come back with its message.
	if _, err := src.Review(ctx, a, app.ReviewAction{IssueKey: "no-such-issue", Acknowledge: true}); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("unknown issue: %v", err)
	}

	plain := httptest.NewServer(http.NotFoundHandler())
	defer plain.Close()
	for _, c := range []struct{ name, url, token, campaign, want string }{
		{"bad token", e.srv.URL, "nope", e.campaign.ID, "refused the token"},
		{"no token", e.srv.URL, "", e.campaign.ID, "needs a session token"},
		{"not a URL", "localhost:8000", e.token, e.campaign.ID, "http:// or https://"},
		{"unknown campaign", e.srv.URL, e.token, "missing", "not found"},
		{"not a pharmaops server", plain.URL, e.token, e.campaign.ID, "not a pharmaops answer"},
	} {
		if _, err := tui.NewServerSource(ctx, c.url, c.token, c.campaign); err == nil || !strings.Contains(strings.ToLower(err.Error()), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

// TestStoredAsset checks how stored assets that have no result yet, or
// whose processing failed, are listed.
func TestStoredAsset(t *testing.T) {
	info := media.Info{Kind: media.KindImage, Format: "PNG", Size: 10, Width: 300, Height: 250}
	cases := []struct {
		as        store.Asset
		wantError string
	}{
		{store.Asset{ID: "1", Name: "a.png", Status: store.AssetAnalyzing, Info: &info}, "not checked yet (analyzing)"},
		{store.Asset{ID: "2", Name: "b.png", Status: store.AssetError, Error: "unsupported file type"}, "unsupported file type"},
		{store.Asset{ID: "3", Name: "c.png", Status: store.AssetComplete, Info: &info, Analysis: &store.AssetAnalysis{}}, ""},
	}
	for _, c := range cases {
		a := tui.StoredAsset(c.as)
		if a.Error != c.wantError || a.ID != c.as.ID || a.Name != c.as.Name {
			t.Errorf("%s: %+v", c.as.Name, a)
		}
		if c.as.Info != nil && a.Info.Width != 300 {
			t.Errorf("%s: info %+v", c.as.Name, a.Info)
		}
	}
}
