package brd_test

import (
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

// A cutting verb ("clips", "crops", "cuts") that opens its clause is the
// plural noun naming the assets, and the clause is a requirement; told of
// a subject ("the inbox clips …") it is only the reason for a limit.
func TestCuttingWordOpeningAClauseIsTheAssets(t *testing.T) {
	tests := []struct {
		src   string
		field string // "" = no rule
		want  string
	}{
		{"Clips longer than 20 seconds are refused.", "duration", `{"max":20,"unit":"s"}`},
		{"- Crops over 3 MB are rejected.", "fileSize", `{"max":3072,"unit":"KB"}`},
		{"Our mail client clips any message over 90 KB.", "", ""},
	}
	for _, tt := range tests {
		res := brd.Extract(parseSource(tt.src), brd.Options{DocumentName: "t.pdf"})
		got := paramsOfField(res, tt.field, true)
		if tt.field == "" {
			if len(res.Rules) != 0 {
				t.Errorf("%q: want no rule, got %s", tt.src, dump(res.Rules))
			}
			continue
		}
		if got != tt.want {
			t.Errorf("%q: %s = %s, want %s (rules %s)", tt.src, tt.field, got, tt.want, dump(res.Rules))
		}
	}
}

// A chat export's own notices are dated like messages but sent by no one;
// they speak of the conversation ("no one else can read it"), not of an
// asset, and give no rule. The team's dated messages still do.
func TestChatAppNoticesAreNoRequirements(t *testing.T) {
	tests := []struct {
		src   string
		rules int
	}{
		{"[11/04/2026, 07:15:40] Calls in this group are private. No one outside of it, not even the carrier, can listen to or read them.", 0},
		{"11/04/2026, 07:15 - Messages are end-to-end encrypted. No one outside this chat, not even Signal, can read or listen to them.", 0},
		{"[11/04/2026, 07:16:02] Ravi Patel: no one can ship a cutdown shorter than 6 seconds", 1},
	}
	for _, tt := range tests {
		res := brd.Extract(parseSource(tt.src), brd.Options{DocumentName: "chat.txt"})
		if len(res.Rules) != tt.rules {
			t.Errorf("%q: %d rules, want %d: %s", tt.src, len(res.Rules), tt.rules, dump(res.Rules))
		}
	}
}

// A change note's removal ("v2.1: the :10 cutdowns deleted from the
// plan") is no requirement: what was removed is gone. The note's other
// clauses and requirements in a modal stay.
func TestChangeNoteRemovalsAreNoRequirements(t *testing.T) {
	tests := []struct {
		src    string
		fields []string
	}{
		{"v2.1: the :10 cutdowns deleted from the plan", nil},
		{"Rev. C – 728x90 leaderboard dropped from the buy.", nil},
		{"Changes since v3: initial load raised to 200 KB; 20 s spots withdrawn from the flight", []string{"fileSize"}},
		{"Version 4: 15 s spots removed from the plan; every spot must be 30 seconds", []string{"duration"}},
	}
	for _, tt := range tests {
		res := brd.Extract(parseSource(tt.src), brd.Options{DocumentName: "notes.pdf"})
		var got []string
		for _, r := range res.Rules {
			got = append(got, r.Field)
		}
		if dump(got) != dump(tt.fields) {
			t.Errorf("%q: fields %v, want %v: %s", tt.src, got, tt.fields, dump(res.Rules))
		}
	}
}

// In a tracker, a column of quantities ("Qty", "# of versions") before the
// specification column says how many assets a row asks for: it is never
// the rows' label that the rules are read under.
func TestTrackerQuantityColumnIsNoLabel(t *testing.T) {
	src := "| Ref | Asset | Medium | Qty | Requirement | Assignee |\n" +
		"| 1 | Leaderboard | Web | 3 | 728x90 JPG, 120 KB max | Kim |\n" +
		"| 2 | Pre-roll | OLV | 2 | 1280x720 MP4, 15 seconds | Lou |\n" +
		"| 3 | Skin | Web | 1 | 1600x900 PNG | Kim |"
	tr := brd.TraceExtract(parseSource(src), brd.Options{DocumentName: "tracker.xlsx"})
	if len(tr.Candidates) == 0 {
		t.Fatal("no candidates")
	}
	for _, c := range tr.Candidates {
		if lead, _, ok := strings.Cut(c.Text, ":"); ok && strings.Trim(lead, "0123456789 ") == "" {
			t.Errorf("candidate %q read under its quantity %q as its label", c.Quote, lead)
		}
	}
}

// Review's scoping (the asset kinds a heading names, the measurement) is
// written to the reviewed rules only: TraceExtract's merged rules, the
// stage before, keep what that stage produced.
func TestReviewLeavesTheEarlierStagesAlone(t *testing.T) {
	src := "# Online video\nEvery spot must be 1280x720 and no longer than 20 seconds.\n# Display banners\nBanners must not exceed 150 KB."
	tr := brd.TraceExtract(parseSource(src), brd.Options{DocumentName: "t.pdf"})
	if len(tr.Rules) == 0 || len(tr.Rules) != len(tr.Reviewed) {
		t.Fatalf("%d merged rules, %d reviewed", len(tr.Rules), len(tr.Reviewed))
	}
	scoped := 0
	for i := range tr.Rules {
		merged, reviewed := tr.Rules[i], tr.Reviewed[i]
		if reviewed.Params != nil && len(reviewed.Params.Kinds) > 0 {
			scoped++
		}
		if merged.Params != nil && len(merged.Params.Kinds) > 0 {
			t.Errorf("%s: the merged rule shows review's kinds %v", merged.Field, merged.Params.Kinds)
		}
	}
	if scoped == 0 {
		t.Errorf("review scoped no rule: %s", dump(tr.Reviewed))
	}
}

// A column naming what files are taken ("Accepted files", "Supported
// types") is the file format, like "File types"; in a table whose rows are
// creatives of different kinds, each row's format and weight are that
// row's kind's (or, for a row naming a part, that part's), not one union.
func TestAcceptedFilesNameTheFormat(t *testing.T) {
	for _, label := range []string{"Accepted files", "Supported file", "Permitted types", "Acceptable files"} {
		if got := brd.ClassifyField(label); got != "format" {
			t.Errorf("ClassifyField(%q) = %q, want format", label, got)
		}
	}
	for _, label := range []string{"Accepted by", "Approved files"} {
		if got := brd.ClassifyField(label); got == "format" {
			t.Errorf("ClassifyField(%q) = format, want another field", label)
		}
	}
	src := "| Asset | Supported files | Max file size |\n" +
		"| Display images | JPG, GIF | 150 KB |\n" +
		"| Online video | MP4 | 300 MB |\n" +
		"| Native image | PNG | 1 MB |"
	res := brd.Extract(parseSource(src), brd.Options{DocumentName: "t.pdf"})
	want := map[string]bool{
		`fileSize {"max":150,"unit":"KB","kinds":["static","animated"]}`: false,
		`fileSize {"max":307200,"unit":"KB","kinds":["video"]}`:          false,
		`fileSize {"max":1024,"unit":"KB","parts":["mainImage"]}`:        false,
	}
	for _, r := range res.Rules {
		if k := r.Field + " " + dump(r.Params); r.Enabled {
			if _, ok := want[k]; ok {
				want[k] = true
			}
		}
	}
	for k, found := range want {
		if !found {
			t.Errorf("no enabled rule %s; rules: %s", k, dump(res.Rules))
		}
	}
}

// "… over N are not accepted" refuses what is over N, as "… are rejected"
// does: N is the most that passes, not the least.
func TestDeniedAcceptanceBoundsTheValue(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"Thumbnails over 2 MB are not accepted.", "fileSize", `{"max":2048,"unit":"KB","parts":["thumbnail"]}`},
		{"Cutdowns longer than 15 seconds are not supported.", "duration", `{"max":15,"unit":"s","parts":["cutdown"]}`},
		{"Pictures under 800 px wide will not be accepted.", "dimensions", `{"minWidth":800}`},
	}
	for _, tt := range tests {
		res := brd.Extract(parseSource(tt.src), brd.Options{DocumentName: "t.pdf"})
		got := paramsOfField(res, tt.field, false)
		if got != tt.want {
			t.Errorf("%q: %s = %s, want %s", tt.src, tt.field, got, tt.want)
		}
	}
}

// A tracker's progress cell may carry a bracketed note ("Cancelled
// (4/2)", "Done [Lee]"): a row set aside that way gives no rule, a row
// marked done with a note is still read.
func TestProgressWordWithANote(t *testing.T) {
	src := "| # | Item | Spec | Owner | Status |\n" +
		"| 1 | Teaser spot | 1280x720 MP4, 6 seconds | Lee | Cancelled (4/2) |\n" +
		"| 2 | Hero spot | 1920x1080 MP4, 30 seconds | Lee | Done [Lee] |\n" +
		"| 3 | Banner | 300x250 JPG, 100 KB max | Ari | In progress |"
	res := brd.Extract(parseSource(src), brd.Options{DocumentName: "tracker.xlsx"})
	var hero bool
	for _, r := range res.Rules {
		if strings.Contains(r.Source.Quote, "Teaser") || strings.Contains(r.Source.Quote, "1280x720") {
			t.Errorf("cancelled row read: %s %s", r.Field, r.Source.Quote)
		}
		if strings.Contains(r.Source.Quote, "1920x1080") {
			hero = true
		}
	}
	if !hero {
		t.Errorf("the done row gave no rule: %s", dump(res.Rules))
	}
}

// A refusal of what exceeds a value is a requirement in any tense of the
// passive ("will be refused", "shall be declined", "gets bounced").
func TestRefusalOfAQuantityInAnyTense(t *testing.T) {
	tests := []struct{ src, field, want string }{
		{"Teasers longer than 12 seconds will be refused.", "duration", `{"max":12,"unit":"s"}`},
		{"Uploads above 40 MB shall be declined.", "fileSize", `{"max":40960,"unit":"KB"}`},
	}
	for _, tt := range tests {
		res := brd.Extract(parseSource(tt.src), brd.Options{DocumentName: "t.pdf"})
		got := paramsOfField(res, tt.field, true)
		if got != tt.want {
			t.Errorf("%q: %s = %s, want %s (%s)", tt.src, tt.field, got, tt.want, dump(res.Rules))
		}
	}
}

// paramsOfField is the params (dumpP) of the last rule of field in res, of
// an enabled one when enabled is set; "" when there is none.
func paramsOfField(res brd.Result, field string, enabled bool) string {
	got := ""
	for _, r := range res.Rules {
		if r.Field == field && (r.Enabled || !enabled) {
			got = dumpP(r.Params)
		}
	}
	return got
}
