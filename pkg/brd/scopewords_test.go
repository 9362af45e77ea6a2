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
		t.Run(tc.name, func(t *testing.T) { checkRuleScope(t, tc.src, tc.field, tc.value, tc.platforms, tc.placements) })
	}
}

// TestLabelABlockOpensWith: a numbered item's run-in title or a label
// before a colon scopes the clauses and sentences after it; a colon's label
// ends with its sentence, and a first sentence with a verb is no title.
func TestLabelABlockOpensWith(t *testing.T) {
	tests := []struct {
		name, src, field, value string
		platforms, placements   []string
	}{
		{"a run-in title", "# Amendments\n- 3.3 A new clause is added:\n\n7.2 TikTok in-feed video. Files must be MP4 and no larger than 480 MB. We recommend 20 to 30 seconds.", "fileSize", `"max":491520,`, []string{"tiktok"}, nil},
		{"a label over clauses in a row", "# Statement of requirements\n| ID | Requirement | Priority |\n| R-7 | Paid social (Meta): stills 1080x1080 up to 25 MB; clips 1080x1920, up to 3 GB. | M |", "fileSize", `"max":3145728,`, []string{"meta"}, []string{"social"}},
		{"a colon's label ends with its sentence", "# Copy\n- TikTok captions: 90 characters max. Display headlines must be 30 characters or fewer.", "characterCount", `"max":30,`, nil, nil},
		{"a first sentence with a verb is no title", "# Video\n- TikTok clips must be vertical. Every file must be under 480 MB.\n- YouTube clips must be 16:9.", "fileSize", `"max":491520,`, nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { checkRuleScope(t, tc.src, tc.field, tc.value, tc.platforms, tc.placements) })
	}
}

// TestJoinedClauseKeepsItsPlatform: a clause joined on with a subject of
// its own (", and the CTV version …") scopes its own values, not those of
// the clause before it; a platform in the value's own clause still scopes.
func TestJoinedClauseKeepsItsPlatform(t *testing.T) {
	doc := "# Consumer video\nFor online video we cut the spot to 20 seconds for YouTube and keep the 30 for connected TV. The spots need to be delivered as 1920 x 1080 MP4 files with AAC audio, and the CTV cut has to measure -23 LKFS, give or take 1 LU.\n\nCTV masters must run 30 seconds, and the files must be MOV.\n# Display\n- Banners stay under 150 KB."
	tests := []struct {
		name, field, value string
		platforms          []string
	}{
		{"the clause before", "dimensions", `"1920x1080"`, nil},
		{"the joined clause", "audioLoudness", `"min":-24`, []string{"ctv"}},
		{"a platform in the value's own clause", "duration", `"allowed":["30"]`, []string{"ctv"}},
	}
	res := extractText(doc)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			found := false
			for _, r := range res.Rules {
				if r.Field != tc.field || r.Params == nil || !strings.Contains(dump(r.Params), tc.value) {
					continue
				}
				found = true
				if !slices.Equal(r.Params.Platforms, tc.platforms) {
					t.Errorf("%s: platforms %v, want %v", dump(r.Params), r.Params.Platforms, tc.platforms)
				}
			}
			if !found {
				t.Fatalf("no %s rule with %s: %s", tc.field, tc.value, dump(res.Rules))
			}
		})
	}
}

// checkRuleScope extracts src and wants every field rule whose params hold
// value (at least one) to be scoped to exactly these platforms and
// placements.
func checkRuleScope(t *testing.T, src, field, value string, platforms, placements []string) {
	t.Helper()
	res := extractText(src)
	found := false
	for _, r := range res.Rules {
		if r.Field != field || r.Params == nil || !strings.Contains(dump(r.Params), value) {
			continue
		}
		found = true
		if !slices.Equal(r.Params.Platforms, platforms) || !slices.Equal(r.Params.Placements, placements) {
			t.Errorf("%s: platforms %v placements %v, want %v %v", dump(r.Params), r.Params.Platforms, r.Params.Placements, platforms, placements)
		}
	}
	if !found {
		t.Fatalf("no %s rule with %s: %s", field, value, dump(res.Rules))
	}
}
