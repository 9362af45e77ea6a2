package matrix_test

import (
	"errors"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/matrix"
)

func TestSync(t *testing.T) {
	assets := sampleAssets()
	m := matrix.AddConcept(matrix.Generate(assets, sampleOptions()))
	if err := m.Set("c1-300x250", "ctaDescription", "Learn More"); err != nil {
		t.Fatal(err)
	}
	if err := m.Set("c3-728x90", "version", "V4"); err != nil {
		t.Fatal(err)
	}

	// Asset a1 re-analysed with a new score, a2 deleted, a3 uploaded.
	assets[0].ComplianceScore = score(55)
	assets[0].Status = "complete"
	now := []matrix.AssetSummary{assets[0], {ID: "a3", Name: "new_wave.png", Kind: "image", Format: "PNG", Width: 320, Height: 50}}
	s := matrix.Sync(m, now)

	if err := s.Validate(); err != nil {
		t.Fatalf("synced matrix invalid: %v", err)
	}
	if got := s.Concepts(); len(got) != 3 || got[0] != 1 || got[1] != 3 || got[2] != 4 {
		t.Fatalf("concepts = %v, want [1 3 4]", got)
	}
	r := s.Row("c1-300x250")
	if r == nil || r.CTADescription != "Learn More" || r.ComplianceScore == nil || *r.ComplianceScore != 55 {
		t.Fatalf("edited row lost its edit or kept the old score: %+v", r)
	}
	if s.Row("c3-728x90").Version != "V4" {
		t.Error("added concept's edit lost")
	}
	if s.Row("c2-300x600") != nil || len(s.ConceptRows(2)) != 0 {
		t.Error("concept of a deleted asset kept")
	}
	if got := len(s.ConceptRows(3)); got != len(matrix.StandardSizes) {
		t.Errorf("the added concept has %d rows, want one missing creative per standard size", got)
	}
	if r := s.Row("c4-320x50"); r == nil || r.AssetID != "a3" || r.CreativeContentName != "new wave" {
		t.Errorf("new asset row = %+v", r)
	}
	if *m.Row("c1-300x250").ComplianceScore != 92 {
		t.Error("Sync changed its input")
	}
	// Syncing again changes nothing.
	if again := matrix.Sync(s, now); len(again.Rows) != len(s.Rows) {
		t.Errorf("second sync: %d rows, want %d", len(again.Rows), len(s.Rows))
	}
}

func TestSetAll(t *testing.T) {
	m := matrix.Generate(sampleAssets(), sampleOptions())
	if err := m.SetAll("country", "Canada"); err != nil {
		t.Fatal(err)
	}
	if err := m.SetAll("customerType", "hcp"); err != nil {
		t.Fatal(err)
	}
	for _, r := range m.Rows {
		if r.Country != "Canada" || r.CustomerType != "HCP" || r.TaxonomyString[:7] != "Canada_" {
			t.Fatalf("row not updated: %+v", r)
		}
	}
	if m.Options.Country != "Canada" || m.Options.CustomerType != "HCP" {
		t.Errorf("options = %+v", m.Options)
	}
	if added := matrix.AddConcept(m); added.Rows[len(added.Rows)-1].Country != "Canada" {
		t.Error("a later concept does not start with the new country")
	}
	before := m.Rows[0]
	for _, tt := range []struct {
		key, value string
		want       error
	}{{"language", "", matrix.ErrInvalid}, {"conceptNumber", "2", matrix.ErrInvalid}, {"nope", "x", matrix.ErrUnknownField}} {
		if err := m.SetAll(tt.key, tt.value); !errors.Is(err, tt.want) {
			t.Errorf("SetAll(%q, %q) = %v", tt.key, tt.value, err)
		}
	}
	if m.Rows[0].Language != before.Language {
		t.Error("failed SetAll changed rows")
	}
	if err := m.SetAll("dofuExpiration", "2020-01-01"); err != nil || !m.Rows[3].Expired {
		t.Errorf("SetAll DOFU: %v, expired %v", err, m.Rows[3].Expired)
	}
}

// A matrix saved while an asset was still being analysed (size unknown)
// takes the size once the bytes are read, and the missing-creative row of
// that size goes away: counts settle, nothing is duplicated.
func TestSyncAfterAnalysis(t *testing.T) {
	pending := []matrix.AssetSummary{{ID: "a", Name: "Hero_300x250.png", Kind: "image", Status: "processing"}}
	saved := matrix.Generate(pending, sampleOptions())
	if got := len(saved.Rows); got != len(matrix.StandardSizes)+1 {
		t.Fatalf("before analysis: %d rows, want the 5 planned sizes missing and the asset of unknown size", got)
	}
	done := []matrix.AssetSummary{{ID: "a", Name: "Hero_300x250.png", Kind: "image", Width: 300, Height: 250, Status: "complete"}}
	s := matrix.Sync(saved, done)
	if got := layout(s); len(got) != 5 || got[1] != "1 300x250 Static Banner" {
		t.Fatalf("after analysis: %q", got)
	}
	if again := matrix.Sync(s, done); len(again.Rows) != 5 {
		t.Fatalf("a second sync changed the count: %d", len(again.Rows))
	}
}
