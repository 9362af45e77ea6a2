package brd_test

import (
	"slices"
	"strings"
	"testing"
)

// TestVariantColumns: a property table whose value columns are versions
// of one creative ("Web stream | Smart speaker") gives the values its
// versions give, read with each column's name, and its notes column's
// remarks, except values the versions disagree on when only some of the
// versions' names scope a rule (a kind word: "Podcast"): the one value
// would then be checked against its unscoped twin's assets; a
// register whose columns are not values, and a deliverables table whose
// first column describes each deliverable, are not read that way.
func TestVariantColumns(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // quotes that must be among the rules' sources
		not       []string // quotes that must not be
	}{
		{"two versions and notes",
			"# Spot specification\n| Property | Web stream & apps | Smart speaker (voice) | Notes |\n|---|---|---|---|\n| Sampling | 48 kHz | 22.05 or 44.1 kHz | Resampling is not done for you |\n| Stereo or mono | Stereo | Mono | |\n| Integrated loudness | −14 LUFS ±1 LU | −18 LUFS ±1 LU | |\n",
			[]string{"Sampling | Web stream & apps: 48 kHz", "Sampling | Smart speaker (voice): 22.05 or 44.1 kHz", "Integrated loudness | Web stream & apps: −14 LUFS ±1 LU", "Integrated loudness | Smart speaker (voice): −18 LUFS ±1 LU"},
			nil},
		{"versions that agree give every version's value; versions that differ give none",
			"# Spot specification\n| Property | Music stream (apps) | Podcast (DAI) | Notes |\n|---|---|---|---|\n| Sampling | 48 kHz | 44.1 kHz | |\n| Channels | Stereo | Stereo | |\n| Bitrate | 192 kbps | 192 kbps | |\n",
			[]string{"Channels | Music stream (apps): Stereo", "Channels | Podcast (DAI): Stereo"},
			[]string{"Sampling | Podcast (DAI): 44.1 kHz", "Sampling | Music stream (apps): 48 kHz"}},
		{"a register of changes",
			"# Change log\n| Item | Owner | Priority | Outcome |\n|---|---|---|---|\n| Sampling | Audio lead | High | Agreed at 48 kHz |\n| Loudness | Audio lead | Low | Open |\n",
			nil,
			[]string{"Sampling | Owner: Audio lead", "Sampling | Priority: High"}},
		{"deliverables described in the first column",
			"# Deliverables\n| Spec | Copies | Booked by |\n|---|---|---|\n| 1280 × 720 MP4 at 25 fps with stereo audio | 2 | Media team |\n| 300 × 250 JPG under 80 KB with a border | 4 | Display team |\n",
			nil,
			[]string{"1280 × 720 MP4 at 25 fps with stereo audio | Copies: 2", "300 × 250 JPG under 80 KB with a border | Booked by: Display team"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var quotes []string
			for _, r := range extractText(tt.src).Rules {
				quotes = append(quotes, r.Source.Quote)
			}
			for _, w := range tt.want {
				if !slices.Contains(quotes, w) {
					t.Errorf("no rule quotes %q; quotes:\n%s", w, strings.Join(quotes, "\n"))
				}
			}
			for _, n := range tt.not {
				if slices.Contains(quotes, n) {
					t.Errorf("a rule quotes %q", n)
				}
			}
		})
	}
}
