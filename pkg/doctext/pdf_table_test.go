package doctext_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// row draws one table row at baseline y: each cell's text at its column's
// x (empty cells draw nothing), in Courier (F1) or, with bold, Courier-Bold.
func row(y float64, xs []float64, bold bool, cells ...string) string {
	font := "F1"
	if bold {
		font = "F2"
	}
	var b strings.Builder
	for i, c := range cells {
		if c != "" {
			fmt.Fprintf(&b, "BT /%s 10 Tf %g %g Td (%s) Tj ET\n", font, xs[i], y, pdfEscape(c))
		}
	}
	return b.String()
}

// TestPDFTableRows checks table rows against the spacing of rows and of
// wrapped cell lines: a row with empty cells stays a row of its own (with
// empty cells), wrapped cell lines join their cell, bold or not, and the
// text around the table keeps its paragraphs.
func TestPDFTableRows(t *testing.T) {
	three := []float64{72, 200, 330}
	req := []float64{72, 130, 420}
	two := []float64{72, 250}
	six := []float64{72, 200, 290, 370, 450, 530}
	wide := []float64{40, 130, 220, 300, 380, 470}
	narrow := []float64{72, 200, 208, 300}
	para := spacingPara()
	tests := []struct {
		name    string
		content string
		want    []string
	}{
		{
			name: "empty cells in padded rows",
			content: row(700, three, false, "Spec", "Requirement", "Notes") +
				row(686, three, false, "Container", "MOV or MP4", "MOV preferred") +
				row(672, three, false, "Video codec", "ProRes 422", "") +
				row(658, three, false, "Minimum bitrate", "15 Mbps", "H.264 only") +
				row(644, three, false, "Audio", "Stereo", "") +
				row(630, three, false, "", "48 kHz", "mono is rejected") +
				para,
			want: []string{
				"tableRow: Spec | Requirement | Notes",
				"tableRow: Container | MOV or MP4 | MOV preferred",
				"tableRow: Video codec | ProRes 422 | ",
				"tableRow: Minimum bitrate | 15 Mbps | H.264 only",
				"tableRow: Audio | Stereo | ",
				"tableRow:  | 48 kHz | mono is rejected",
			},
		},
		{
			name: "wrapped bold cells in padded rows",
			content: row(700, req, true, "ID", "Requirement", "Priority") +
				row(686, req, true, "REQ-01", "Booth screen loops MUST be 1920x1080 MP4,", "Must have") +
				row(674, req, true, "", "60 seconds or shorter.", "") +
				row(660, req, true, "REQ-02", "Kiosk content SHALL be an offline HTML5", "Should") +
				row(648, req, true, "", "package of no more than 200 MB.", "have") +
				row(634, req, true, "REQ-03", "Loops should run at 30 fps.", "Could have") +
				para,
			want: []string{
				"tableRow: ID | Requirement | Priority",
				"tableRow: REQ-01 | Booth screen loops MUST be 1920x1080 MP4, 60 seconds or shorter. | Must have",
				"tableRow: REQ-02 | Kiosk content SHALL be an offline HTML5 package of no more than 200 MB. | Should have",
				"tableRow: REQ-03 | Loops should run at 30 fps. | Could have",
			},
		},
		{
			name: "wrapped cell in rows as close as lines of text",
			content: row(700, two, false, "Placement", "Size") +
				row(688, two, false, "Leaderboard", "728x90") +
				row(676, two, false, "A long placement name that", "160x600") +
				row(664, two, false, "wraps here", "") +
				row(652, two, false, "Medium rectangle", "300x250") +
				para,
			want: []string{
				"tableRow: Placement | Size",
				"tableRow: Leaderboard | 728x90",
				"tableRow: A long placement name that wraps here | 160x600",
				"tableRow: Medium rectangle | 300x250",
			},
		},
		{
			name: "a two-row header on three baselines, its cells centred off the value columns",
			content: row(676, []float64{0, 0, 300, 0, 455}, true, "", "", "Max weight (KB)", "", "Animation") +
				row(667, []float64{72, 196}, true, "Unit", "Size (px)") +
				row(658, []float64{0, 0, 280, 364, 444, 520}, true, "", "", "Initial", "Total", "Length", "Loops") +
				row(640, six, false, "Medium rectangle", "300x250", "150", "600", "15 s", "3") +
				row(622, six, false, "Leaderboard", "728x90", "150", "600", "15 s", "3") +
				para,
			want: []string{
				"tableRow:  |  | Max weight (KB) |  | Animation | ",
				"tableRow: Unit | Size (px) |  |  |  | ",
				"tableRow:  |  | Initial | Total | Length | Loops",
				"tableRow: Medium rectangle | 300x250 | 150 | 600 | 15 s | 3",
				"tableRow: Leaderboard | 728x90 | 150 | 600 | 15 s | 3",
			},
		},
		{
			name: "header cells wrapped onto lines of their own, and a first row whose label wrapped",
			content: row(700, []float64{48, 136, 226, 0, 386, 490}, true, "Ad unit", "Fixed size", "Max. weight", "", "Animation", "Notes") +
				row(690, []float64{142}, true, "(px)") +
				row(680, []float64{0, 0, 228, 308}, true, "", "", "Initial", "Subload") +
				row(670, []float64{232}, true, "load") +
				row(652, wide, false, "Medium", "300x250", "150 KB", "1 MB", "15 s max.", "Most widely used.") +
				row(642, wide, false, "Rectangle") +
				row(625, wide, false, "Leaderboard", "728x90", "150 KB", "1 MB", "15 s max.", "Desktop only.") +
				row(608, wide, false, "Half Page", "300x600", "200 KB", "1.5 MB", "15 s max.", "Tall.") +
				para,
			want: []string{
				"tableRow: Ad unit | Fixed size (px) | Max. weight |  | Animation | Notes",
				"tableRow:  |  | Initial load | Subload |  | ",
				"tableRow: Medium Rectangle | 300x250 | 150 KB | 1 MB | 15 s max. | Most widely used.",
				"tableRow: Leaderboard | 728x90 | 150 KB | 1 MB | 15 s max. | Desktop only.",
				"tableRow: Half Page | 300x600 | 200 KB | 1.5 MB | 15 s max. | Tall.",
			},
		},
		{
			name: "narrow columns: cells too close for a wide gap split where other rows' cells start",
			content: row(700, narrow, false, "Spot", "3", "n/a", "MP4") +
				row(686, narrow, false, "Bumper", "1", "n/a", "MP4") +
				row(672, narrow, false, "Video", "", "15, 30", "MOV") +
				row(658, narrow, false, "Audio", "", "30", "WAV") +
				para,
			want: []string{
				"tableRow: Spot | 3 | n/a | MP4",
				"tableRow: Bumper | 1 | n/a | MP4",
				"tableRow: Video |  | 15, 30 | MOV",
				"tableRow: Audio |  | 30 | WAV",
			},
		},
	}
	paraWant := "paragraph: " + spacingText
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := texts(blocksOf(extractPDF(t, buildPDF(tt.content))))
			want := append(tt.want, paraWant)
			sameBlocks(t, got, want)
		})
	}
}

// TestPDFParagraphSpacing checks that paragraphs set apart by a little
// more than the line spacing stay apart, even on a page where body lines
// several points apart outnumber wrapped lines (the spacing is learnt
// from the whole document).
func TestPDFParagraphSpacing(t *testing.T) {
	page1 := lines(97, 700, 12, "A first paragraph that is long enough to wrap onto a", "second line of text.") +
		lines(97, 673, 12, "Another paragraph, which also wraps across two lines of", "body text.") +
		lines(97, 646, 12, "One more wrapped paragraph keeps the statistics honest", "here.")
	var page2 strings.Builder
	sentences := []string{
		"Slates and bars are prohibited in deliveries; start on action.",
		"The spots shall not contain letterboxing or pillarboxing.",
		"Supers must stay on screen long enough to be read easily.",
		"The call to action may be animated in the final frames.",
		"Every page must show the ISI in a persistent tray or in full.",
	}
	for i, s := range sentences {
		page2.WriteString(lines(97, 700-15.6*float64(i), 12, s))
	}
	doc := extractPDF(t, buildPDF(page1, page2.String()))
	got := texts(doc.Pages[1].Blocks)
	var want []string
	for _, s := range sentences {
		want = append(want, "paragraph: "+s)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("page 2 blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestPDFTableHeaderBand checks a header printed bold on several lines at
// the top of a table (a browser's header cells): it becomes one header
// row, marked as such, each column named by every header text over it. A
// cell centred over two columns names both, a cell wrapped onto the next
// line is joined, a cell printed flush left over two columns of a lower
// header row names both, and the data rows keep their cells.
func TestPDFTableHeaderBand(t *testing.T) {
	six := []float64{72, 200, 260, 330, 400, 470}
	four := []float64{72, 150, 260, 360}
	para := spacingPara()
	tests := []struct {
		name    string
		content string
		want    []string
	}{
		{
			name: "centred spanning cell and cells wrapped over three lines",
			content: row(700, []float64{72, 188, 330, 400, 470}, true, "Ad", "Initial load (KB)", "Subload,", "Animation", "Peak") +
				row(691, []float64{72, 330, 470}, true, "group", "max (KB)", "CPU,") +
				row(682, six, true, "", "Target", "Max", "", "length (s)", "max") +
				row(668, six, false, "Standard", "100", "150", "1,000", "15", "30%") +
				row(654, six, false, "Mobile", "40", "50", "300", "15", "30%") +
				row(640, six, false, "Canvas", "150", "200", "2,000", "30", "40%") +
				para,
			want: []string{
				"header: Ad group | Initial load (KB) Target | Initial load (KB) Max | Subload, max (KB) | Animation length (s) | Peak CPU, max",
				"tableRow: Standard | 100 | 150 | 1,000 | 15 | 30%",
				"tableRow: Mobile | 40 | 50 | 300 | 15 | 30%",
				"tableRow: Canvas | 150 | 200 | 2,000 | 30 | 40%",
			},
		},
		{
			name: "flush-left spanning cell over a lower header row",
			content: row(700, []float64{72, 150, 260}, true, "Asset", "Type", "Limits") +
				row(684, []float64{72, 260, 360}, true, "name", "Minimum", "Maximum") +
				row(668, four, false, "Main image", "img", "1200x627", "1.5 MB") +
				row(654, four, false, "Title", "text", "-", "25 chars") +
				row(640, four, false, "Icon", "img", "80x80", "200 KB") +
				para,
			want: []string{
				"header: Asset name | Type | Limits Minimum | Limits Maximum",
				"tableRow: Main image | img | 1200x627 | 1.5 MB",
				"tableRow: Title | text | - | 25 chars",
				"tableRow: Icon | img | 80x80 | 200 KB",
			},
		},
		{
			name: "rows whose long bold labels outweigh their values are no header",
			content: row(700, []float64{72}, true, "Largest initial file weight allowed") + row(700, []float64{400}, false, "150") +
				row(686, []float64{72}, true, "Largest polite file weight allowed") + row(686, []float64{400}, false, "1 MB") +
				row(672, []float64{72}, true, "Frame rate") + row(672, []float64{400}, false, "24 fps") +
				row(658, []float64{72}, true, "Loops") + row(658, []float64{400}, false, "3 at most") +
				para,
			want: []string{
				"tableRow: Largest initial file weight allowed | 150",
				"tableRow: Largest polite file weight allowed | 1 MB",
				"tableRow: Frame rate | 24 fps",
				"tableRow: Loops | 3 at most",
			},
		},
	}
	paraWant := "paragraph: " + spacingText
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, b := range blocksOf(extractPDF(t, buildPDF(tt.content))) {
				kind := string(b.Kind)
				if b.Header {
					kind = "header"
				}
				got = append(got, kind+": "+b.Text)
			}
			want := append(tt.want, paraWant)
			sameBlocks(t, got, want)
		})
	}
}

// TestPDFCardsSideBySide checks two cards of label/value rows printed next
// to each other, their rows on baselines of their own (some shared by
// chance): each card is read whole, left then right, instead of rows that
// share a baseline becoming one table row across both cards. A mark
// printed close to a value ("● required") is a cell of its own, and the
// full-width lines above and below stay whole.
func TestPDFCardsSideBySide(t *testing.T) {
	left, right := []float64{40, 110}, []float64{320, 400}
	mark := func(x, y float64, filled bool) string {
		code := "0022"
		if !filled {
			code = "0023"
		}
		return fmt.Sprintf("BT /F3 10 Tf %g %g Td <%s> Tj ET\n", x, y, code)
	}
	card := func(xs []float64, markX float64, ys []float64, rows ...string) string {
		var b strings.Builder
		for i := 0; i < len(rows); i += 2 {
			y := ys[i/2]
			b.WriteString(row(y, xs, false, rows[i], rows[i+1]))
			b.WriteString(mark(markX, y, !strings.HasPrefix(rows[i], "Pref")))
		}
		return b.String()
	}
	content := lines(40, 740, 12, "Key: filled marks are required and empty marks are recommended here.") +
		row(715, []float64{40, 320}, true, "Video", "Overlay") +
		card(left, 250, []float64{700, 686, 672, 658, 644, 630}, "Length", "15 or 30 s", "Frame rate", "25 fps only", "Codec", "H.264 or HEVC in an MP4",
			"Pref codec", "ProRes 422", "File size", "Up to 2 GB", "Audio", "Stereo AAC") +
		card(right, 540, []float64{700, 679, 665, 651, 637, 623}, "Image", "PNG, 1920x1080", "Weight", "300 KB or less", "Headline", "30 chars max.",
			"Button", "15 chars max.", "Pref copy", "Five words", "QR code", "200 px or more") +
		lines(40, 560, 12,
			"Body text sets the line spacing of the document: it wraps over lines that",
			"run across the whole page, under both of the cards printed above it here.")
	got := texts(blocksOf(extractPDF(t, buildPDF(content))))
	want := []string{
		"paragraph: Key: filled marks are required and empty marks are recommended here.",
		"heading: Video",
		"tableRow: Length | 15 or 30 s | ●",
		"tableRow: Frame rate | 25 fps only | ●",
		"tableRow: Codec | H.264 or HEVC in an MP4 | ●",
		"tableRow: Pref codec | ProRes 422 | ○",
		"tableRow: File size | Up to 2 GB | ●",
		"tableRow: Audio | Stereo AAC | ●",
		"heading: Overlay",
		"tableRow: Image | PNG, 1920x1080 | ●",
		"tableRow: Weight | 300 KB or less | ●",
		"tableRow: Headline | 30 chars max. | ●",
		"tableRow: Button | 15 chars max. | ●",
		"tableRow: Pref copy | Five words | ○",
		"tableRow: QR code | 200 px or more | ●",
		"paragraph: Body text sets the line spacing of the document: it wraps over lines that run across the whole page, under both of the cards printed above it here.",
	}
	sameBlocks(t, got, want)
}

// TestPDFMarkCloseToValue checks that a mark printed right after a value,
// closer than cells usually are ("… MP4 ●"), is still a cell of its own.
func TestPDFMarkCloseToValue(t *testing.T) {
	xs := []float64{40, 110}
	content := row(700, xs, false, "Length", "15 or 30 s") + "BT /F3 10 Tf 250 700 Td <0022> Tj ET\n" +
		row(686, xs, false, "Codec", "H.264 or HEVC in an MP4") + "BT /F3 10 Tf 250 686 Td <0023> Tj ET\n" +
		lines(40, 600, 12, "Body text sets the line spacing of the document here.")
	got := texts(blocksOf(extractPDF(t, buildPDF(content))))
	want := []string{
		"tableRow: Length | 15 or 30 s | ●",
		"tableRow: Codec | H.264 or HEVC in an MP4 | ○",
		"paragraph: Body text sets the line spacing of the document here.",
	}
	sameBlocks(t, got, want)
}

// TestPDFSidebarBesideArticle checks a page printed with its navigation
// sidebar: the short links on the left, on baselines of their own, are
// read apart from the article beside them, so its paragraphs and its
// table's rows do not take in the links.
func TestPDFSidebarBesideArticle(t *testing.T) {
	var nav strings.Builder
	for i, item := range []string{"Overview", "Rates", "Specs", "Policies", "Contact"} {
		nav.WriteString(lines(40, 700-13*float64(i), 12, item))
	}
	main := lines(160, 705, 12,
		"Sponsored units on this site are reviewed by our",
		"team before they run; units that fail any limit",
		"below are sent back to the agency for correction",
		"and booked again only once they have been fixed.") +
		row(630, []float64{160, 300, 400}, true, "Unit", "Size", "Weight") +
		row(616, []float64{160, 300, 400}, false, "Leaderboard", "728x90", "150 KB") +
		row(602, []float64{160, 300, 400}, false, "Half page", "300x600", "200 KB") +
		lines(160, 570, 12,
			"Animated units stop after fifteen seconds at the",
			"latest, and loop no more than three times at all",
			"whatever the size of the unit that is booked here.")
	doc := extractPDF(t, buildPDF(nav.String()+main))
	got := strings.Join(texts(blocksOf(doc)), "\n")
	for _, want := range []string{
		"paragraph: Sponsored units on this site are reviewed by our team before they run; units that fail any limit below are sent back to the agency for correction and booked again only once they have been fixed.",
		"tableRow: Unit | Size | Weight\ntableRow: Leaderboard | 728x90 | 150 KB\ntableRow: Half page | 300x600 | 200 KB",
		"paragraph: Animated units stop after fifteen seconds at the latest, and loop no more than three times at all whatever the size of the unit that is booked here.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("blocks:\n%s\nwant them to contain:\n%s", got, want)
		}
	}
}

// TestPDFCentredRowLabels checks first-column cells that span several rows
// and are printed vertically centred (a browser's rowspan with
// vertical-align: middle): one sits on the middle row of its three, one
// between its two rows on a baseline of its own. Every row gets the label
// of the cell that spans it, and the label between rows no longer ends
// the table.
func TestPDFCentredRowLabels(t *testing.T) {
	xs := []float64{72, 200, 300}
	content := row(700, xs, true, "Group", "Size", "Weight") +
		row(686, xs, false, "", "300x250", "150 KB") +
		row(672, xs, false, "Desktop", "728x90", "150 KB") +
		row(658, xs, false, "", "160x600", "150 KB") +
		row(644, xs, false, "", "320x50", "50 KB") +
		row(637, xs, false, "Mobile") +
		row(630, xs, false, "", "300x250", "100 KB") +
		lines(72, 560, 12, "Body text sets the line spacing of the document here.")
	got := texts(blocksOf(extractPDF(t, buildPDF(content))))
	want := []string{
		"tableRow: Group | Size | Weight",
		"tableRow: Desktop | 300x250 | 150 KB",
		"tableRow: Desktop | 728x90 | 150 KB",
		"tableRow: Desktop | 160x600 | 150 KB",
		"tableRow: Mobile | 320x50 | 50 KB",
		"tableRow: Mobile | 300x250 | 100 KB",
		"paragraph: Body text sets the line spacing of the document here.",
	}
	sameBlocks(t, got, want)
}

// TestPDFTwoColumnsOfTermsUnderText checks a part of a page set in two
// columns of running text below full-width text (numbered terms at the end
// of an order form): it is read column by column, not as a table of two
// cells a line, and the text above keeps its place.
func TestPDFTwoColumnsOfTermsUnderText(t *testing.T) {
	xs := []float64{40, 320}
	content := lines(40, 740, 12,
		"Every line of this order runs on the network's own pages, as booked above, and is billed each month.",
		"The creative of each line must meet the specifications the network publishes for its placement.") +
		row(700, xs, false, "1. The order is governed by the standard", "6. Creative must present fair balance in") +
		row(688, xs, false, "terms of the network, which apply here in", "the same unit as any benefit claim and") +
		row(676, xs, false, "full. Where they conflict, this order wins.", "must link to the prescribing information.") +
		row(664, xs, false, "2. Either party may cancel a line with two", "7. Audio may never start without a click") +
		row(652, xs, false, "weeks of written notice and without cost.", "from the user, in any unit on the site.")
	got := texts(blocksOf(extractPDF(t, buildPDF(content))))
	joined := strings.Join(got, "\n")
	first, sixth := -1, -1
	for i, b := range got {
		if strings.HasPrefix(b, "tableRow") {
			t.Fatalf("a line of the columns came out as a table row:\n%s", joined)
		}
		if strings.Contains(b, "1. The order") {
			first = i
		}
		if b == "listItem: 6. Creative must present fair balance in the same unit as any benefit claim and must link to the prescribing information." {
			sixth = i
		}
	}
	if first < 0 || sixth < first || !strings.HasPrefix(got[0], "paragraph: Every line of this order") {
		t.Errorf("blocks:\n%s\nwant the text above first, then the left column, then the right one's items whole", joined)
	}
}

// sameBlocks fails the test when the blocks read are not the ones wanted,
// listing both.
func sameBlocks(t *testing.T, got, want []string) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// spacingPara is a paragraph below the tables of a test page: body text
// that sets the document's line spacing. spacingText is its text.
func spacingPara() string {
	return lines(72, 400, 12,
		"Body text sets the line spacing of the document: it wraps",
		"over lines twelve points apart, and paragraphs are further",
		"apart than that, as in most business documents we read.")
}

const spacingText = "Body text sets the line spacing of the document: it wraps over lines twelve points apart, and paragraphs are further apart than that, as in most business documents we read."

// TestPDFLabelsCentredBesideTwoLineValues checks a label/value table whose
// labels a browser centred vertically beside values of two lines (each
// label half way between its value's lines) or three (on the middle one). Each row comes out whole,
// label and value, instead of the labels reading as a list apart from the
// values (or as headings between value lines).
func TestPDFLabelsCentredBesideTwoLineValues(t *testing.T) {
	content := row(694, []float64{72}, true, "Container") +
		lines(180, 700, 12, "MP4 or MOV, or MXF for masters agreed", "in advance with the network") +
		row(662, []float64{72}, true, "Bitrate") +
		lines(180, 668, 12, "15 Mbps or more for H.264 files and at", "least 50 Mbps for mezzanine masters") +
		row(630, []float64{72}, true, "Audio") +
		lines(180, 636, 12, "Stereo at 48 kHz, loudness -24 LKFS", "with a true peak of -2 dBTP at most") +
		row(592, []float64{72}, true, "Length") +
		lines(180, 604, 12, "15 or 30 seconds exactly, with no", "slate, bars, tone or countdown", "before the first frame") +
		spacingPara()
	got := texts(blocksOf(extractPDF(t, buildPDF(content))))
	sameBlocks(t, got, []string{
		"tableRow: Container | MP4 or MOV, or MXF for masters agreed in advance with the network",
		"tableRow: Bitrate | 15 Mbps or more for H.264 files and at least 50 Mbps for mezzanine masters",
		"tableRow: Audio | Stereo at 48 kHz, loudness -24 LKFS with a true peak of -2 dBTP at most",
		"tableRow: Length | 15 or 30 seconds exactly, with no slate, bars, tone or countdown before the first frame",
		"paragraph: " + spacingText,
	})
}

// TestPDFCellsCentredBesideATwoLineValue checks a row of three cells whose
// first and last a browser centred beside a middle cell of two lines: the
// row is one line of three cells.
func TestPDFCellsCentredBesideATwoLineValue(t *testing.T) {
	content := row(694, []float64{72, 450}, true, "Headline", "Required") +
		lines(180, 700, 12, "Up to 40 characters with spaces;", "no exclamation marks at all") +
		row(662, []float64{72, 450}, true, "Image", "Optional") +
		lines(180, 668, 12, "1200 x 628 px or larger, JPG or", "PNG, up to 2 MB in weight") +
		spacingPara()
	got := texts(blocksOf(extractPDF(t, buildPDF(content))))
	sameBlocks(t, got, []string{
		"tableRow: Headline | Up to 40 characters with spaces; no exclamation marks at all | Required",
		"tableRow: Image | 1200 x 628 px or larger, JPG or PNG, up to 2 MB in weight | Optional",
		"paragraph: " + spacingText,
	})
}
