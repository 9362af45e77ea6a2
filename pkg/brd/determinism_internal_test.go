package brd

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// TestBoundSplitIgnoresMapOrder: a clause that bounds two quantities at
// once is no item of a list of one quantity's bounds, so the sentence
// stays whole, and it does so on every run (the fields of a clause come
// from a map; which of the two bounds led used to follow its random
// order). Each case is split many times: one different answer fails. My
// wording.
func TestBoundSplitIgnoresMapOrder(t *testing.T) {
	tests := []struct {
		name, sentence string
		want           []string
	}{
		{"a time and a weight, then a time",
			"The portal must confirm receipt within 30 seconds for uploads up to 500 MB, and within 5 minutes for bigger ones.",
			[]string{"The portal must confirm receipt within 30 seconds for uploads up to 500 MB, and within 5 minutes for bigger ones."}},
		{"a weight and a time, then a weight",
			"Teasers run no longer than 6 seconds at no more than 2 MB, and full spots no more than 40 MB.",
			[]string{"Teasers run no longer than 6 seconds at no more than 2 MB, and full spots no more than 40 MB."}},
		{"one quantity's bounds still split",
			"Keep the initial load under 150 KB, and the full load under 1 MB.",
			[]string{"Keep the initial load under 150 KB", "and the full load under 1 MB."}},
	}
	for _, tt := range tests {
		for run := 0; run < 40; run++ {
			if got := splitBoundsAtCommas(tt.sentence); !slices.Equal(got, tt.want) {
				t.Fatalf("%s (run %d): got %q, want %q", tt.name, run, got, tt.want)
			}
		}
	}
}

// TestClonedParamsShareNothing: the families memo hands each caller a
// copy; a copy that shared a slice with the remembered one would carry one
// document's changes into the next document that holds the same sentence.
func TestClonedParamsShareNothing(t *testing.T) {
	orig := &compliance.Params{Allowed: []string{"MP4"}, Sizes: []string{"300x250"}, Kinds: []string{"video"},
		CustomerTypes: []string{"HCP"}, Platforms: []string{"meta"}, Placements: []string{"feed"}, Parts: []string{"logo"},
		Markets: []string{"de"}, Languages: []string{"de"}}
	c := cloneParams(orig)
	for _, s := range [][]string{c.Allowed, c.Sizes, c.Kinds, c.CustomerTypes, c.Platforms, c.Placements, c.Parts, c.Markets, c.Languages} {
		s[0] = "changed"
	}
	for _, s := range [][]string{orig.Allowed, orig.Sizes, orig.Kinds, orig.CustomerTypes, orig.Platforms, orig.Placements, orig.Parts, orig.Markets, orig.Languages} {
		if s[0] == "changed" {
			t.Fatalf("the clone shares a slice with the original: %+v", orig)
		}
	}
}

// TestDefinedTermsInOneOrder: terms of one length are replaced in the
// same order on every run (they were collected from a map and sorted by
// length alone).
func TestDefinedTermsInOneOrder(t *testing.T) {
	blocks := []Block{
		{Kind: KindParagraph, Text: `"Tall Unit" means a 160 x 600 banner.`},
		{Kind: KindParagraph, Text: `"Wide Unit" means a 728 x 90 banner.`},
		{Kind: KindParagraph, Text: `"Mini Unit" means a 320 x 50 banner.`},
		{Kind: KindParagraph, Text: `"Square Unit" means a 250 x 250 banner.`},
	}
	want := []string{"Square Unit", "Mini Unit", "Tall Unit", "Wide Unit"}
	for run := 0; run < 40; run++ {
		if got := readReferences(blocks).order; !slices.Equal(got, want) {
			t.Fatalf("run %d: order %q, want %q", run, got, want)
		}
	}
}
