package brd_test

import (
	"slices"
	"strings"
	"testing"
)

// TestChannelNamedWithAnotherChannel: a platform or placement named
// together with a channel no scope states ("online video and CTV",
// "display and email") does not restrict the sentence to it; named alone
// it does.
func TestChannelNamedWithAnotherChannel(t *testing.T) {
	tests := []struct {
		name, src, field, value string
		platforms, placements   []string
	}{
		{"video channels together", "# Video\n- Online video and CTV spots must run 15 or 30 seconds.\n# Display\n- Banners must not exceed 150 KB.", "duration", `"allowed":["15","30"]`, nil, nil},
		{"a platform alone", "# Video\n- CTV spots must run 15 or 30 seconds.\n# Display\n- Banners must not exceed 150 KB.", "duration", `"allowed":["15","30"]`, []string{"ctv"}, nil},
		{"display with email", "# Accessibility\n- Display and email creatives must keep text contrast of at least 4.5:1.", "contrast", `"min":4.5`, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := extractText(tc.src)
			found := false
			for _, r := range res.Rules {
				if r.Field != tc.field || r.Params == nil || !strings.Contains(dump(r.Params), tc.value) {
					continue
				}
				found = true
				if !slices.Equal(r.Params.Platforms, tc.platforms) || !slices.Equal(r.Params.Placements, tc.placements) {
					t.Errorf("%s: platforms %v placements %v, want %v %v", dump(r.Params), r.Params.Platforms, r.Params.Placements, tc.platforms, tc.placements)
				}
			}
			if !found {
				t.Fatalf("no %s rule with %s: %s", tc.field, tc.value, dump(res.Rules))
			}
		})
	}
}
