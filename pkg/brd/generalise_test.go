package brd_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/compliance"
)

// The tests in this file cover the BRD styles the first corpus lacked:
// terse agency spec sheets, contract-style schedules and multi-platform
// briefs (see testdata/brd/README.md, "held out" rows).

// fieldParams renders rules as "field params" lines, sorted, for
// comparison.
func fieldParams(rules []compliance.Rule) []string {
	var out []string
	for _, r := range rules {
		out = append(out, r.Field+" "+dumpP(r.Params))
	}
	sort.Strings(out)
	return out
}

func TestSeverityShorthand(t *testing.T) {
	tests := []struct {
		text string
		want compliance.Severity
		ok   bool
	}{
		{"Border: 1px #CCCCCC req'd on all units.", compliance.SeverityCritical, true},
		{"clickTag reqd on every unit", compliance.SeverityCritical, true},
		{"No Flash/SWF.", compliance.SeverityCritical, true},
		{"Backup: no animated GIFs", compliance.SeverityCritical, true},
		{"No more than 3 loops.", compliance.SeverityCritical, true}, // a limit
		{"No later than Friday the agency sends the files.", "", false},
		{"No changes were made in this release.", "", false},
		{"Nothing else is planned.", "", false},
	}
	for _, tt := range tests {
		got, ok := brd.Severity(tt.text)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Severity(%q) = %q, %v; want %q, %v", tt.text, got, ok, tt.want, tt.ok)
		}
	}
}

func TestClassifyFieldShorthand(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Dims", "dimensions"},
		{"Max. wt.", "fileSize"},
		{"Dur.", "duration"},
		{"No Flash/SWF", "format"},
		{"The major statement must be read in voice-over", "fairBalance"},
		{"Each Deliverable shall bear the material identification code", "fdaFilingNumber"},
	}
	for _, tt := range tests {
		if got := brd.ClassifyField(tt.text); got != tt.want {
			t.Errorf("ClassifyField(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestExtractParamsCodes(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Job code (format VLT-######) on every asset", `^VLT-\d{6}$`},
		{"in the form CAL-ORV-YYYY-NNNN, assigned upon approval", `^CAL-ORV-\d{4}-\d{4}$`},
		{"All assets must carry the code HAL-NEX-####.", `^HAL-NEX-\d{4}$`},
		{"must display its PM code (e.g. US-SOL-2400123) in the legal line", `^US-SOL-\d{7}$`},
		{"carry the approval code (for example US-RSP-00421)", `^US-RSP-\d{5}$`},
		{"Refer to US-SOL-2400123 for the last campaign.", ""}, // not an example of a format
		{"Captions per ATSC A-85 and ISO-9001.", ""},
	}
	for _, tt := range tests {
		got := ""
		if p := brd.ExtractParams(tt.text)["fdaFilingNumber"]; p != nil {
			got = p.Pattern
		}
		if got != tt.want {
			t.Errorf("ExtractParams(%q) pattern %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestExtractSpecSheetLines(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"label and values", "# Meta\nFeed: 1080x1080 static or video, 1:1.",
			[]string{`aspectRatio {"allowed":["1:1"],"placements":["feed"]}`, `dimensions {"allowed":["1080x1080"],"placements":["feed"]}`}},
		// (A document whose only heading is "CTV" is about CTV as a
		// whole: its rules are CTV's, see TestDocumentPlatform.)
		{"label with many values", "# CTV\nCTV spots: 1920x1080, 29.97 fps.",
			[]string{`dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`, `frameRate {"allowed":["29.97"],"min":29.97,"max":29.97,"unit":"fps","platforms":["ctv"]}`}},
		{"abbreviated bullet", "# Display\n- Max. anim. 15s, max. 3 loops.",
			[]string{`duration {"max":15,"unit":"s"}`, `duration {"max":3,"check":"loops"}`}},
		{"bullet with scope", "# Regulatory\n- ISI: full ISI in every unit.",
			[]string{`safetyInfo null`}},
		{"bullet with placement", "# Regulatory\n- PI link: \"Full Prescribing Information\" on final frame.",
			[]string{`safetyInfo null`}},
		{"code bullet", "# Regulatory\n- Job code (format VLT-######) on every asset + in manifest.",
			[]string{`fdaFilingNumber {"pattern":"^VLT-\\d{6}$"}`}},
		{"naming template under a format label", "# Naming\n- Format: VLT_[Unit]_[Dims]_[Ver].ext",
			[]string{`naming {"pattern":"^VLT_[A-Za-z0-9]+_\\d+(?:\\.\\d+)?x\\d+(?:\\.\\d+)?_[Vv]\\d+(?:_[a-z]+)?\\.[A-Za-z0-9]+$"}`}},
		{"caption sidecar format", "# OLV\n- Captions: burned-in OR SRT sidecar; mandatory.",
			[]string{`accessibility {"allowed":["SRT"]}`}},
		{"inventory list", "# Deliverables\nThe campaign includes these units:\n- Medium Rectangle 300x250\n- Leaderboard 728x90", nil},
		{"inventory bullets", "# Deliverables\n- Medium Rectangle 300x250\n- Leaderboard 728x90", nil},
		{"prose label is not a spec", "Client: Arden Therapeutics. Agency: Halden Omni Health.", nil},
		{"narrative bullet", "# Goals\n- Reach: we will reach 40% of HCPs in every region.", nil},
		{"long narrative paragraph", "Our CTV buy leans into premium streaming inventory where viewers are most engaged, giving the story room to breathe.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestExtractContractStyle(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"definition", `1.1 "Deliverable" shall mean any creative asset, including banners and videos.`, nil},
		{"client duty", "2.2 The Client shall provide the Agency with brand assets and approved claims.", nil},
		{"either party", "7.2 Either party may terminate this Schedule on ninety (90) days' written notice.", nil},
		{"interpretation", "1.3 References to clauses are to clauses of this Schedule, and headings shall not affect interpretation.", nil},
		{"regulations are no filing number", "4.1 Without prejudice to clause 2.1, the Agency shall ensure that every Deliverable complies with the FDA requirements for prescription drug promotion.", nil},
		{"proviso keeps the main limit", "3.1.2 The initial file load of each HTML5 Deliverable shall not exceed 200 KB, provided that polite-loaded assets may total up to 1 MB.",
			[]string{`fileSize {"max":1024,"unit":"KB","check":"subload"}`, `fileSize {"max":200,"unit":"KB","check":"initialLoad"}`}},
		{"proviso with its own value stays", "Videos shall be MP4, provided that CTV masters may be 1920x1080 MOV.",
			// The proviso names CTV: the rule is scoped to it (the MP4 part
			// for every video is not split off; scoped, it fails nothing).
			[]string{`dimensions {"allowed":["1920x1080"],"platforms":["ctv"]}`, `format {"allowed":["MP4","MOV"],"platforms":["ctv"]}`}},
		{"spelled numbers", "3.2.5 Each video Deliverable shall have a duration of not less than six (6) seconds and not more than sixty (60) seconds.",
			[]string{`duration {"min":6,"max":60,"unit":"s"}`}},
		{"spelled number before unit", "Any animation shall not exceed thirty seconds.",
			[]string{`duration {"max":30,"unit":"s"}`}},
		{"one is a count", "Flashing content must not flash more than three times in any one second.",
			[]string{`accessibility {"max":3,"unit":"flashes/s","check":"flashRate"}`}},
		{"cross-reference numbers", "Subject to clause 3.2.5, each cutdown shall not exceed 15 seconds.",
			[]string{`duration {"max":15,"unit":"s","parts":["cutdown"]}`}},
		{"section 508 survives", "All Deliverables shall conform to Section 508.",
			[]string{`accessibility null`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestExtractTableShorthand(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"unit in the label", "# OLV\n| Spec | Value |\n| fps | 23.976 or 29.97 |",
			[]string{`frameRate {"allowed":["23.976","29.97"],"min":23.976,"max":29.97,"unit":"fps"}`}},
		{"unit in parentheses", "# OLV\n| Spec | Value |\n| Bitrate (Mbps) | 8 |",
			[]string{`bitrate {"allowed":["8000"],"min":8000,"max":8000,"unit":"kbps"}`}},
		{"ratio beside dimensions", "# OLV\n| Spec | Value |\n| Dims | 1920x1080 (16:9) |",
			[]string{`aspectRatio {"allowed":["16:9"]}`, `dimensions {"allowed":["1920x1080"]}`}},
		{"note cell stays a note", "# CTV\n| Spec | Requirement | Notes |\n| Minimum bitrate | 15 Mbps | H.264 only |",
			[]string{`bitrate {"min":15000,"unit":"kbps","platforms":["ctv"]}`}},
		{"abbreviated matrix headers", "# Display\n| Unit | Dims | Max. wt. |\n| MREC | 300x250 | 150KB |\n| HPU | 300x600 | 200KB |",
			[]string{`dimensions {"allowed":["300x250","300x600"]}`, `fileSize {"max":150,"unit":"KB","sizes":["300x250"]}`, `fileSize {"max":200,"unit":"KB","sizes":["300x600"]}`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestExtractMultiPlatform(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string
	}{
		{"condition is not a codec rule", "# CTV\nMinimum bitrate for H.264 deliveries is 15 Mbps.",
			[]string{`bitrate {"min":15000,"unit":"kbps","platforms":["ctv"]}`}},
		// (The label "Stories:" is every clause's: the safe zone is the
		// Stories'.)
		{"clause about logos keeps its own values", "# Meta\n- Stories: 1080x1920 (9:16); keep the top 14% free of text and logos.",
			[]string{`aspectRatio {"allowed":["9:16"],"placements":["stories"]}`, `brandGuidelines {"min":14,"unit":"%","check":"safeArea","placements":["stories"]}`, `dimensions {"allowed":["1080x1920"],"placements":["stories"]}`}},
		{"same values in two platforms", "# 2. Meta\nStories must be 1080x1920.\n# 3. TikTok\nTikTok videos must be 1080x1920.",
			[]string{`dimensions {"allowed":["1080x1920"],"placements":["stories"]}`, `dimensions {"allowed":["1080x1920"],"platforms":["tiktok"]}`}},
		{"restatement in one part merges", "# 4. Display\nFiles must not exceed 150 KB.\n| Property | Requirement |\n| Max file size | 150 KB |",
			[]string{`fileSize {"max":150,"unit":"KB"}`}},
		{"marketing prose", "# Overview\nWe want every touchpoint to feel warm, optimistic and real.\nSuccess looks like 40% unaided awareness within six months.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldParams(extractText(tt.src).Rules)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
