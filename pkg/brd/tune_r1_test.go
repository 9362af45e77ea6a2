package brd_test

import (
	"slices"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"maps"
	"strings"
	"testing"
)

// TestSpecColumnOfNamedTextFields: a two-column table headed like
// "Field | Spec" whose rows name the text they limit ("Subject line |
// 50 characters max") is a property table: each row is a limit of its own
// field, not one combined column of a matrix (which the combined reader
// could not read, so the table gave nothing).
func TestSpecColumnOfNamedTextFields(t *testing.T) {
	for _, header := range []string{"| Field | Spec |", "| Text | Requirement |", "| Element | Value |"} {
		t.Run(header, func(t *testing.T) {
			src := strings.Join([]string{
				"# Copy limits",
				header,
				"| Headline | 35 characters max |",
				"| Subject line | No more than 50 characters |",
				"| Sender name | Use the brand name as approved |",
			}, "\n")
			got := map[string]string{}
			for _, r := range extractText(src).Rules {
				if r.Field == "characterCount" && r.Enabled {
					got[r.Params.Check] = dumpP(r.Params)
				}
			}
			want := map[string]string{
				"headline": `{"max":35,"unit":"chars","check":"headline"}`,
				"subject":  `{"max":50,"unit":"chars","check":"subject"}`,
			}
			if !maps.Equal(got, want) {
				t.Errorf("character limits %v, want %v", got, want)
			}
		})
	}
}

// TestVersionedNameInATwoRowHeader: a spanning header cell that names a
// standard with its version ("VAST 4.2 fields" over "Node | Kind") is
// still a header row: the version is part of the name, not a value, so
// the two header rows resolve into column names.
func TestVersionedNameInATwoRowHeader(t *testing.T) {
	for _, top := range []string{"VAST 4.2 fields", "OpenRTB 2.6 object", "Spec v3.1"} {
		t.Run(top, func(t *testing.T) {
			src := strings.Join([]string{
				"| No. | Part | " + top + " | | Bounds | |",
				"| No. | | Node | Kind | Lowest | Highest |",
				"| 1 | Logo | img | 2 | 64 × 64 px | 50 KB |",
				"| 2 | Clip | video | 4 | 5 seconds | 20 seconds |",
			}, "\n")
			var header []string
			for _, b := range brd.ReadBlocks(parseSource(src)) {
				if b.Table != nil {
					header = b.Table.Header
				}
			}
			want := []string{"No.", "Part", top + " Node", top + " Kind", "Bounds Lowest", "Bounds Highest"}
			if !slices.Equal(header, want) {
				t.Errorf("header %q, want %q", header, want)
			}
		})
	}
}

// TestBoundColumnsOfMixedProperties: a table whose "Minimum" and
// "Maximum" columns hold a different property on each row (a size and a
// weight for an image, a length range for a clip, a character count for a
// text) gives each row's limits as its label's requirements, one range
// when both bounds are of one property.
func TestBoundColumnsOfMixedProperties(t *testing.T) {
	src := strings.Join([]string{
		"# Native assets",
		"| Asset | Sent as | Min | Max |",
		"| Headline | text | – | 30 characters |",
		"| Hero image | img | 1000 × 500 px | 800 KB |",
		"| Clip | video | 5 seconds | 20 seconds |",
	}, "\n")
	got := map[string]string{}
	for _, r := range extractText(src).Rules {
		if r.Enabled {
			got[r.Field] = dumpP(r.Params)
		}
	}
	want := map[string]string{
		"characterCount": `{"max":30,"unit":"chars","check":"headline"}`,
		"dimensions":     `{"parts":["mainImage"],"minWidth":1000,"minHeight":500}`,
		"fileSize":       `{"max":800,"unit":"KB","parts":["mainImage"]}`,
		"duration":       `{"min":5,"max":20,"unit":"s"}`,
	}
	if !maps.Equal(got, want) {
		t.Errorf("rules %v\nwant  %v", got, want)
	}
}

// TestPlainNumberKeepsARowOfValues: a row whose cells are a word and a
// number ("Max 1.5") is values, not a header, whatever the version rule
// above allows.
func TestPlainNumberKeepsARowOfValues(t *testing.T) {
	src := strings.Join([]string{
		"| Max 1.5 | Min 0.5 |",
		"| Weight | 150 KB |",
		"| Length | 15 s |",
	}, "\n")
	for _, b := range brd.ReadBlocks(parseSource(src)) {
		if b.Table != nil && b.Table.Header != nil {
			t.Errorf("header %q, want none", b.Table.Header)
		}
	}
}
