package brd_test

import "testing"

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
			`critical dimensions {"min":1200,"unit":"dpi","check":"imageResolution"} enabled` + "\n" +
				`warning dimensions {"min":400,"unit":"dpi","check":"imageResolution"} enabled` + "\n" +
				`critical typography {"min":7,"unit":"pt"} enabled`},
	}
	checkStatedCases(t, tests)
}
