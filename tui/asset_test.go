package tui_test

import (
	"slices"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"
	"github.com/pharmaops/pharmaops/pkg/media"
	"github.com/pharmaops/pharmaops/pkg/report"
	"github.com/pharmaops/pharmaops/tui"
)

// asset builds an asset under review with a score and counts.
func asset(name string, size int64, score int, failed, warnings, passed int) tui.Asset {
	s := score
	return tui.Asset{ID: name, AssetResult: report.AssetResult{
		Path: "creatives/" + name, Name: name,
		Info: media.Info{Kind: media.KindImage, Format: "PNG", Size: size, Width: 300, Height: 250},
		Analysis: compliance.Analysis{ComplianceScore: &s, Band: compliance.BandFor(score),
			Summary: compliance.Summary{TotalChecks: failed + warnings + passed, Failed: failed, Warnings: warnings, Passed: passed}},
	}}
}

func unreadable(name string) tui.Asset {
	return tui.Asset{ID: name, AssetResult: report.AssetResult{Path: "creatives/" + name, Name: name, Error: "unsupported file type"}}
}

func TestViewFiltersSortsAndSearches(t *testing.T) {
	assets := []tui.Asset{
		asset("b_banner.png", 300, 90, 0, 0, 6), // 0 passed
		asset("A_video.mp4", 900, 40, 3, 1, 2),  // 1 failed
		unreadable("notes.txt"),                 // 2 failed: unreadable
		asset("c_email.png", 100, 70, 0, 2, 4),  // 3 warnings
		{ID: "none.pdf", AssetResult: report.AssetResult{Path: "creatives/none.pdf", Name: "none.pdf", Info: media.Info{Size: 50}}}, // 4 passed, no score
	}
	cases := []struct {
		name   string
		filter tui.Filter
		sort   tui.Sort
		search string
		want   []int
	}{
		{"all in found order", tui.FilterAll, tui.SortFound, "", []int{0, 1, 2, 3, 4}},
		{"failed include unreadable", tui.FilterFailed, tui.SortFound, "", []int{1, 2}},
		{"warnings", tui.FilterWarnings, tui.SortFound, "", []int{3}},
		{"passed include no score", tui.FilterPassed, tui.SortFound, "", []int{0, 4}},
		{"score: unreadable, lowest, none last", tui.FilterAll, tui.SortScore, "", []int{2, 1, 3, 0, 4}},
		{"name ignores case", tui.FilterAll, tui.SortName, "", []int{1, 0, 3, 4, 2}},
		{"size, largest first", tui.FilterAll, tui.SortSize, "", []int{1, 0, 3, 4, 2}},
		{"search name, any case", tui.FilterAll, tui.SortFound, "BANNER", []int{0}},
		{"search path", tui.FilterAll, tui.SortFound, "creatives/c_", []int{3}},
		{"search within filter", tui.FilterFailed, tui.SortFound, "notes", []int{2}},
		{"search without match", tui.FilterAll, tui.SortFound, "zzz", []int{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := tui.View(assets, c.filter, c.sort, c.search); !slices.Equal(got, c.want) {
				t.Errorf("View = %v, want %v", got, c.want)
			}
		})
	}
	var counts tui.Counts
	for i := range assets {
		counts.Add(&assets[i])
	}
	if counts != (tui.Counts{All: 5, Failed: 2, Warnings: 1, Passed: 2}) {
		t.Errorf("counts %+v", counts)
	}
	for _, f := range tui.Filters {
		if got := len(tui.View(assets, f, tui.SortFound, "")); got != counts.Of(f) {
			t.Errorf("%s: %d listed, counted %d", f, got, counts.Of(f))
		}
	}
}

func TestSortCycles(t *testing.T) {
	s := tui.SortFound
	var seen []string
	for range 5 {
		seen = append(seen, s.String())
		s = s.Next()
	}
	if want := []string{"found", "score", "name", "size", "found"}; !slices.Equal(seen, want) {
		t.Errorf("sorts %v, want %v", seen, want)
	}
}
