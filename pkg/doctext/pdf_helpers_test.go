package doctext_test

import (
	"fmt"
	"strings"

	"github.com/pharmaops/pharmaops/internal/assetgen"
)

// buildPDF writes a minimal uncompressed PDF whose pages have the given
// content streams. Fonts: F1 Courier, F2 Courier-Bold (every glyph 600/1000
// em wide, WinAnsi), F3 a Type0 font (codes 0001 H, 0002 i, 0010-0012
// αβγ, 0020 "fi", 0021 ≥, 0022 ●, 0023 ○), F4 Courier with a zero-width space; form XObject X1 shows "Form text here".
func buildPDF(pages ...string) []byte {
	var objs []string
	widths := strings.TrimSpace(strings.Repeat("600 ", 95))
	objs = append(objs,
		"", // 1 catalog, filled below
		"", // 2 pages
		fmt.Sprintf("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [%s] >>", widths),
		fmt.Sprintf("<< /Type /Font /Subtype /Type1 /BaseFont /Courier-Bold /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [%s] >>", widths),
		streamObj("/Type /XObject /Subtype /Form /BBox [0 0 612 792] /Matrix [1 0 0 1 72 100] /Resources << /Font << /F1 3 0 R >> >>", "BT /F1 10 Tf 0 0 Td (Form text here) Tj ET"),
		// 6-8: a Type0 font with two-byte codes, a W array and a ToUnicode map.
		"<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+NotoSans /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 8 0 R >>",
		"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ABCDEF+NotoSans /DW 1000 /W [1 [700 300] 16 18 500 32 [550 600]] >>",
		streamObj("", "/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n1 begincodespacerange <0000> <FFFF> endcodespacerange\n"+
			"4 beginbfchar <0001> <0048> <0002> <0069> <0022> <25CF> <0023> <25CB> endbfchar\n1 beginbfrange <0010> <0012> <03B1> endbfrange\n"+
			"1 beginbfrange <0020> <0021> [<00660069> <2265>] endbfrange\nendcmap CMapName currentdict /CMap defineresource pop end end"),
		// 9: F4, Courier whose space is listed as zero width.
		fmt.Sprintf("<< /Type /Font /Subtype /Type1 /BaseFont /Courier /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 126 /Widths [0 %s] >>", strings.TrimSpace(strings.Repeat("600 ", 94))),
	)
	var kids []string
	for _, content := range pages {
		pageNum := len(objs) + 1
		kids = append(kids, fmt.Sprintf("%d 0 R", pageNum))
		objs = append(objs,
			fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] %s/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 6 0 R /F4 9 0 R >> /XObject << /X1 5 0 R >> >> /Contents %d 0 R >>", rotation(content), pageNum+1),
			streamObj("", content),
		)
	}
	objs[0] = "<< /Type /Catalog /Pages 2 0 R >>"
	objs[1] = fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(kids, " "), len(pages))
	return assetgen.PDF("%PDF-1.4", "", objs...)
}

// streamObj makes a stream object with extra dictionary entries.
func streamObj(entries, content string) string {
	return fmt.Sprintf("<< %s /Length %d >>\nstream\n%s\nendstream", entries, len(content), content)
}

// lines renders text lines at 10 pt with the given x and baseline step,
// starting at y, using font F1 (or F2 for lines starting with "*B*").
func lines(x, y, step float64, texts ...string) string {
	var b strings.Builder
	for i, t := range texts {
		font := "F1"
		if strings.HasPrefix(t, "*B*") {
			font, t = "F2", strings.TrimPrefix(t, "*B*")
		}
		fmt.Fprintf(&b, "BT /%s 10 Tf %g %g Td (%s) Tj ET\n", font, x, y-float64(i)*step, pdfEscape(t))
	}
	return b.String()
}

func pdfEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`)
	return r.Replace(s)
}

// rotation turns a content stream's leading "%Rotate N" comment into the
// page's /Rotate entry.
func rotation(content string) string {
	var n int
	if _, err := fmt.Sscanf(content, "%%Rotate %d", &n); err == nil {
		return fmt.Sprintf("/Rotate %d ", n)
	}
	return ""
}
