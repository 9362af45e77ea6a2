package brd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestRowsWithAColumnOfLevels: a "label | value | level" row is a
// requirement row whatever the table's header, and its level may be
// written in the words of the team that applies the table (a gate's
// "STOP", an ad server's "Reject" or "Warn", a workbook's
// "HARD" and "SOFT", "REQ"): the label names what the value limits even
// when no field keyword is in it ("Spot lengths", "Master file").
func TestRowsWithAColumnOfLevels(t *testing.T) {
	tests := []ruleCase{
		{"a gate column after the value",
			"# Pre-flight\n| Item | Spec / value | Gate |\n| Spot lengths | :20 and :40 only | STOP |\n| Audio level | -23 LUFS ±1 | STOP |",
			`critical duration {"allowed":["20","40"],"unit":"s"} enabled` + "\n" + `critical audioLoudness {"min":-24,"max":-22,"unit":"LUFS"} enabled`},
		{"a standard level after the value, the header naming no requirement",
			"# Pre-flight\n| Item | Spec / value | Class |\n| Spot lengths | :20 and :40 only | Must |",
			`critical duration {"allowed":["20","40"],"unit":"s"} enabled`},
		{"an advice word of its own",
			"# Pre-flight\n| Item | Spec / value | Gate |\n| Spot lengths | :20 and :40 only | SOFT |\n| Audio level | -23 LUFS ±1 | HARD |",
			`warning duration {"allowed":["20","40"],"unit":"s"} enabled` + "\n" + `critical audioLoudness {"min":-24,"max":-22,"unit":"LUFS"} enabled`},
	}
	checkStatedCases(t, tests)
}

// TestActionColumnIsTheLevel: an ad server's table whose rows state the
// requirement and whose last column says what happens to a creative that
// fails it ("Reject", "Warn") is a requirement table: each row is read as
// its parameter and requirement at the action's level. A test plan whose
// rows say what is refused ("A banner over 200 KB | Rejected") is still
// read as one.
func TestActionColumnIsTheLevel(t *testing.T) {
	tests := []ruleCase{
		{"requirement rows",
			"# Video\n| ID | Parameter | Requirement | On failure |\n| V-1 | Picture size | 1280 × 720 | Reject |\n| V-2 | Video frame rate | 24 or 25 fps | Warn |",
			`critical dimensions {"allowed":["1280x720"]} enabled` + "\n" + `warning frameRate {"allowed":["24","25"],"min":24,"max":25,"unit":"fps"} enabled`},
		{"a test plan",
			"# Tests\n| Case | Upload | Expected |\n| 1 | A banner larger than 200 KB | Rejected |\n| 2 | A banner of 120 KB | Accepted |",
			`critical fileSize {"max":200,"unit":"KB"} enabled`},
	}
	checkStatedCases(t, tests)
}

// TestLimitOfOneAlternative: a data rate given to the last alternative
// of a list ("ProRes 4444, or H.265 at 10–20 Mbps") holds that alternative
// only; read as every file's limit it fails the other codec the sentence
// accepts, so it is left for review. A limit after the list ("…; 4 GB
// max.") is every file's, and a data rate of the only codec stays.
func TestLimitOfOneAlternative(t *testing.T) {
	tests := []ruleCase{
		{"a bitrate of the second codec",
			"# Masters\n| Parameter | Requirement | On failure |\n| Master file | ProRes 4444, or H.265 at 10–20 Mbps; 4 GB max. | Reject |\n| Picture size | 1280 × 720 | Reject |",
			`critical codec {"allowed":["prores","h265"]} enabled` + "\n" + `critical bitrate {"min":10000,"max":20000,"unit":"kbps"} disabled` + "\n" + `critical fileSize {"max":4194304,"unit":"KB"} enabled` + "\n" + `critical dimensions {"allowed":["1280x720"]} enabled`},
		{"a bitrate of every file",
			"# Masters\n| Parameter | Requirement | On failure |\n| Master file | H.265 at 10–20 Mbps; 4 GB max. | Reject |\n| Picture size | 1280 × 720 | Reject |",
			`critical codec {"allowed":["h265"]} enabled` + "\n" + `critical bitrate {"min":10000,"max":20000,"unit":"kbps"} enabled` + "\n" + `critical fileSize {"max":4194304,"unit":"KB"} enabled` + "\n" + `critical dimensions {"allowed":["1280x720"]} enabled`},
	}
	checkStatedCases(t, tests)
}

// TestCheckboxColumn: a checklist whose rows open with an empty box to
// tick, under sections, with each line ticked "Required" or "Recommended",
// reads the line beside each box as a requirement at its tick's level; the
// box is never the row's label.
func TestCheckboxColumn(t *testing.T) {
	tests := []ruleCase{
		{"lines beside boxes",
			"# Preflight\n| ☐ | Item to check | Required | Recommended | Remarks |\n| A. Images |\n| ☐ | Line art 1200 ppi minimum | ● | | |\n| ☐ | Halftones 400 ppi | | ● | [crisper on gloss] |\n| B. Type |\n| ☐ | Body copy 7 pt or larger | ● | | |",
			`critical dimensions {"min":1200,"unit":"dpi","check":"imageResolution","parts":["lineArt"]} enabled` + "\n" +
				`warning dimensions {"min":400,"unit":"dpi","check":"imageResolution"} enabled` + "\n" +
				`critical typography {"min":7,"unit":"pt"} enabled`},
	}
	checkStatedCases(t, tests)
}

// TestSectionHeadingsInsideATable: a sheet printed to PDF puts its section
// rows ("AUDIO") between parts of one table as headings, and the parts
// after the first lose the header; each part is read under the first
// part's header, as the sheet's own rows are.
func TestSectionHeadingsInsideATable(t *testing.T) {
	doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: []doctext.Block{
		{Kind: doctext.BlockHeading, Level: 1, Text: "Deliverables"},
		{Kind: doctext.BlockTableRow, Header: true, Cells: []string{"Ref", "Piece", "Size", "Max weight", "Format", "Owner"}},
		{Kind: doctext.BlockTableRow, Cells: []string{"B1", "Skyscraper", "160x600", "120 KB", "HTML5", "Ola"}},
		{Kind: doctext.BlockTableRow, Cells: []string{"B2", "Billboard", "970x250", "120 KB", "HTML5", "Ola"}},
		{Kind: doctext.BlockHeading, Level: 2, Text: "AUDIO"},
		{Kind: doctext.BlockTableRow, Cells: []string{"A1", "Radio spot", ":30", "5 MB", "WAV", "Ben"}},
		{Kind: doctext.BlockTableRow, Cells: []string{"A2", "Podcast read", ":60", "8 MB", "WAV", "Ben"}},
	}}}}
	var tables []*brd.Table
	for _, b := range brd.ReadBlocks(doc) {
		if b.Table != nil {
			tables = append(tables, b.Table)
		}
	}
	if len(tables) != 2 {
		t.Fatalf("got %d tables, want 2", len(tables))
	}
	if want := []string{"Ref", "Piece", "Size", "Max weight", "Format", "Owner"}; !slices.Equal(tables[1].Header, want) {
		t.Errorf("the part under AUDIO has header %q, want %q", tables[1].Header, want)
	}
	if len(tables[1].Rows) != 2 {
		t.Errorf("the part under AUDIO has %d rows, want 2", len(tables[1].Rows))
	}
}

// TestLabelledNotesBind: in a tracker's notes column whose cells label
// what binds ("SPEC: …"), a sentence without a label is a working note and
// gives no rule; the labelled ones do.
func TestLabelledNotesBind(t *testing.T) {
	src := "# Tracker\n| Ref | Piece | Size | Max weight | Notes |\n" +
		"| B1 | Skyscraper | 160x600 | 120 KB | SPEC: animation 20 s max. |\n" +
		"| B2 | Billboard | 970x250 | 120 KB | SPEC: backup under 50 KB. Ola to reuse the B1 ISI panel. |\n" +
		"| B3 | Halfpage | 300x600 | 120 KB | printer said 2 mm bleed is fine |"
	for _, r := range extractText(src).Rules {
		if strings.Contains(r.Source.Quote, "reuse the B1") || strings.Contains(r.Source.Quote, "printer said") {
			t.Errorf("a working note gave %s %s from %q", r.Field, dumpP(r.Params), r.Source.Quote)
		}
	}
	got := statedLine(src)
	for _, want := range []string{`{"max":20,"unit":"s"`, `{"max":50,"unit":"KB"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no rule %s from a labelled note; got\n%s", want, got)
		}
	}
}

// TestRowsOfDifferentKinds: a matrix whose rows are creatives of different
// asset kinds and give no sizes ("Creative | Max weight": a still image, an
// HTML5 unit, a video) gives each row's limit scoped to its row's kind, not
// one limit combining them all (the video's weight would let a 9 MB
// banner through, the banner's would fail every video).
func TestRowsOfDifferentKinds(t *testing.T) {
	src := "# Uploads\n| Creative | Max weight | Runs on |\n| Still banner (JPG or PNG) | 150 KB | Web |\n| HTML5 banner | 600 KB | Web |\n| Instream video | 300 MB | Web, CTV |"
	want := map[float64]string{150: "static", 600: "html5", 300 * 1024: "video"}
	rules := extractText(src).Rules
	if len(rules) != len(want) {
		t.Fatalf("got %d rules, want %d: %s", len(rules), len(want), statedLine(src))
	}
	for _, r := range rules {
		if r.Field != "fileSize" || r.Params == nil || r.Params.Max == nil {
			t.Fatalf("got %s %s", r.Field, dumpP(r.Params))
		}
		kind, ok := want[*r.Params.Max]
		if !ok || !slices.Contains(r.Params.Kinds, kind) || slices.Contains(r.Params.Kinds, "video") != (kind == "video") {
			t.Errorf("limit %v KB has kinds %q, want %s", *r.Params.Max, r.Params.Kinds, kind)
		}
	}
}

// TestHeaderlessRowsClosedByALevel: a sheet printed without its header
// row, each row numbered and grouped before its label and value and closed
// by its gate, reads the two cells before the gate as the row's label and
// value.
func TestHeaderlessRowsClosedByALevel(t *testing.T) {
	doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: []doctext.Block{
		{Kind: doctext.BlockHeading, Level: 1, Text: "B. Audio files"},
		{Kind: doctext.BlockTableRow, Cells: []string{"B1", "Audio", "Spot lengths", ":20 and :40 only", "STOP"}},
		{Kind: doctext.BlockTableRow, Cells: []string{"B2", "Audio", "Programme loudness", "-23 LUFS ±1", "STOP"}},
		{Kind: doctext.BlockTableRow, Cells: []string{"B3", "Audio", "Sample rate", "48 kHz", "SOFT"}},
	}}}}
	var got []string
	for _, r := range brd.Extract(doc, brd.Options{DocumentName: "sheet.pdf"}).Rules {
		got = append(got, string(r.Severity)+" "+r.Field+" "+dumpP(r.Params))
	}
	want := []string{
		`critical duration {"allowed":["20","40"],"unit":"s"}`,
		`critical audioLoudness {"min":-24,"max":-22,"unit":"LUFS"}`,
		`warning audioSampleRate {"allowed":["48000"],"unit":"Hz"}`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
