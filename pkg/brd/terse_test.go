package brd_test

import (
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestFragmentsUnderALevelHeading: lines without a verb of obligation
// become requirements when their heading says what they are (required,
// advice or refused); a refused line is read as a ban; lines about people,
// process or the document, and paragraphs with a verb of their own, stay
// no rules.
func TestFragmentsUnderALevelHeading(t *testing.T) {
	checkCasesWith(t, []ruleCase{
		{"a required heading's fragment paragraph", "# Musts (review returns the asset without these)\nISI crawl on every frame in which the product is named.",
			"critical safetyInfo null enabled"},
		{"a requirements heading's list item", "# 4. Requirements – every video\n- Captions on the social cut-downs for muted feeds",
			"critical accessibility null enabled"},
		{"an advice heading's item is a warning", "# Recommendations\n- Captions burned in for feeds played muted",
			"warning accessibility null enabled"},
		{"a refused heading's item is a ban", "# 6. Not accepted (any deliverable)\n- Variable frame rate.",
			"critical frameRate {\"allowed\":[\"constant\"],\"check\":\"constantFrameRate\"} enabled"},
		{"a refused list with a decimal value keeps both refused", "# Not accepted\n- 59.94 fps or 50 fps material.",
			""},
		{"an imperative under a do-not heading", "# Please do not\n- Imitate operating-system dialogs, close buttons or input fields",
			"critical brandGuidelines null enabled"},
		{"who does what is no requirement", "# Requirements\n- We accept tags from three ad servers.",
			""},
		{"a paragraph with its own verb describes", "# Mechanical requirements\nThe journal is printed on coated paper, saddle-stitched.",
			""},
		{"a paragraph naming nothing explains", "# Copy requirements\nIn Thai, each glyph counts as two.",
			""},
		{"a heading of business requirements says nothing of the creative", "# Business requirements\n- Captions on the social cut-downs for muted feeds",
			""},
		{"a line saying it binds no one", "# Recommendations\n- These tips are not conditions of acceptance for captions.",
			""},
	}, statedLine)
}

// TestTrailingLegendMark: a standard that prints each requirement's mark
// after its full stop ("… at once. [Q]") has the mark read with the
// sentence it follows, whatever the sentence's verb.
func TestTrailingLegendMark(t *testing.T) {
	legend := "# How to read this\nEvery line ends with a mark. [Q] means required. [Adv] means recommended.\n# Captions\n"
	checkCasesWith(t, []ruleCase{
		{"a required mark after the stop", legend + "The feed video carries open captions, as feeds play muted. [Q]",
			"critical accessibility null enabled"},
		{"an advice mark after the stop", legend + "The feed video carries open captions, as feeds play muted. [Adv]",
			"warning accessibility null enabled"},
		{"no mark, no requirement", legend + "The feed video carries open captions, as feeds play muted.",
			""},
	}, statedLine)
}

// TestDerivedFileNameLeftForReview: a file name described as another
// file's name with a suffix added is the derived file's alone; the
// example would fail every original file, so the rule is left for review.
func TestDerivedFileNameLeftForReview(t *testing.T) {
	checkCasesWith(t, []ruleCase{
		{"a suffix added to the original name", "# Described versions\nThe described version's file name must be the original name with _DV added before the extension, e.g. ABC_SPOT30_v1_DV.mov.",
			"critical naming {\"pattern\":\"^[A-Za-z0-9]+_[A-Za-z0-9]+_[Vv]\\\\d+_[A-Za-z0-9]+\\\\.[A-Za-z0-9]+$\"} disabled"},
	}, statedLine)
}

// TestCarrierStatements: a standard's present-tense norm about every
// asset of a kind ("Every picture has alt text") is a requirement when what
// the asset carries is named by a field's words; a plan's own deliverable
// (a definite or possessive subject), process, and a kind's sentence that
// names no field stay no rules.
func TestCarrierStatements(t *testing.T) {
	checkCasesWith(t, []ruleCase{
		{"every picture has alt text", "# 2.3 Pictures\n- Every picture in the newsletter has alt text describing it.",
			"critical accessibility null enabled"},
		{"a numbered norm in a paragraph", "# Pictures\n5. Each content picture has alt text that tells what it shows.",
			"critical accessibility null enabled"},
		{"a bare plural shows the ISI", "# Banners\nUS product banners show the ISI in a scrolling window inside the unit.",
			"critical safetyInfo null enabled"},
		{"file names follow a convention", "# Names\nFile names follow the convention given in the delivery guide.",
			"critical naming null disabled"},
		{"a plan's own deliverable", "# Concept\nThe hero film shows the ISI at the very end.",
			""},
		{"a possessive subject", "# Concept\nOur banners carry a savings offer and the ISI.",
			""},
		{"a kind's sentence naming no field", "# Concept\nBanners show a family at breakfast.",
			""},
		{"process", "# Review\nEvery banner gets MLR approval before trafficking.",
			""},
	}, statedLine)
}

// TestClauseNumberIsNoWord: a requirement's number in the document's
// numbering ("3.4.2 Supply …") does not hide the imperative or label after
// it; a decimal before a unit ("2.5 GB") is a value, not a number.
func TestClauseNumberIsNoWord(t *testing.T) {
	checkCasesWith(t, []ruleCase{
		{"a numbered imperative", "# 3.4 Video\n3.4.2 Supply MP4 files at 25 fps.",
			"critical format {\"allowed\":[\"MP4\"]} enabled\ncritical frameRate {\"allowed\":[\"25\"],\"min\":25,\"max\":25,\"unit\":\"fps\"} enabled"},
		{"a decimal before a unit stays a value", "# Video\n- 2.5 GB max file",
			"critical fileSize {\"max\":2621440,\"unit\":\"KB\"} enabled"},
	}, statedLine)
}

// TestPlacedElementFragments: a verbless item naming a required element
// and the place in the creative it goes ("in the footer", "on frame 1")
// is a requirement; an item with a verb of its own stays a description.
func TestPlacedElementFragments(t *testing.T) {
	checkCasesWith(t, []ruleCase{
		{"an element in the footer", "# Email\n- Postal address of the sender and an unsubscribe link in the footer",
			"critical disclaimers null enabled"},
		{"a quoted line on frame 1", "# Banners\n- “For licensed prescribers only” on frame 2",
			"critical disclaimers null enabled"},
		{"the ISI at the bottom", "# Email\n- ISI and PI link at the bottom",
			"critical safetyInfo null enabled"},
		{"a described layout", "# Email\n- The hero image sits at the top of the email",
			""},
	}, statedLine)
}

// TestTypedBulletIsAListItem: a paragraph whose writer typed the bullet
// ("• …") is a list item without its glyph; a value opening with a minus
// or a dash stays a paragraph.
func TestTypedBulletIsAListItem(t *testing.T) {
	tests := []struct{ text, want string }{
		{"• the job code on each slide;", "listItem|the job code on each slide;"},
		{"▪ Captions on every film", "listItem|Captions on every film"},
		{"-16 LUFS integrated", "paragraph|-16 LUFS integrated"},
		{"– 2 dB true peak", "paragraph|– 2 dB true peak"},
	}
	for _, tt := range tests {
		doc := doctext.Document{Pages: []doctext.Page{{Number: 1, Blocks: []doctext.Block{{Kind: doctext.BlockParagraph, Text: tt.text}}}}}
		blocks := brd.ReadBlocks(doc)
		if len(blocks) != 1 {
			t.Errorf("%q: %d blocks", tt.text, len(blocks))
			continue
		}
		if got := string(blocks[0].Kind) + "|" + blocks[0].Text; got != tt.want {
			t.Errorf("%q: got %q, want %q", tt.text, got, tt.want)
		}
	}
}
