package brd_test

import (
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
