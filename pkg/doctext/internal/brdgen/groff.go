package brdgen

import (
	"fmt"
	"strings"
)

// Groff renders the BRD as groff source for the ms macros and the tbl
// preprocessor: `groff -t -ms -Tpdf` or `groff -t -ms -Tps | ps2pdf - out.pdf`.
// Running headers and footers carry the document title, "Confidential" and
// the page number, as real BRDs do.
func (b *BRD) Groff() string {
	var w strings.Builder
	w.WriteString(".nr PS 10\n.nr VS 12\n.nr PO 1i\n.nr LL 6.5i\n")
	fmt.Fprintf(&w, ".ds LH %s\n.ds CH\n.ds RH Confidential\n.ds CF Page %%\n", esc(b.Title))
	fmt.Fprintf(&w, ".TL\n%s\n.LP\n", esc(b.Title))
	for _, e := range b.Elems {
		switch e.Kind {
		case ElemHeading:
			if e.Level == 1 {
				fmt.Fprintf(&w, ".SH 1\n\\s+2%s\\s0\n", esc(e.Text))
			} else {
				fmt.Fprintf(&w, ".SH 2\n%s\n", esc(e.Text))
			}
		case ElemParagraph:
			fmt.Fprintf(&w, ".PP\n%s\n", esc(e.Text))
		case ElemBullet:
			fmt.Fprintf(&w, ".IP \\(bu 2\n%s\n", esc(e.Text))
		case ElemNumbered:
			fmt.Fprintf(&w, ".IP %d. 3\n%s\n", e.Index, esc(e.Text))
		case ElemTable:
			w.WriteString(".TS\nallbox tab(@);\n")
			w.WriteString(strings.TrimSpace(strings.Repeat("lb ", len(e.Rows[0]))) + "\n")
			w.WriteString(strings.TrimSpace(strings.Repeat("l ", len(e.Rows[0]))) + ".\n")
			for _, row := range e.Rows {
				cells := make([]string, len(row))
				for i, c := range row {
					cells[i] = esc(c)
				}
				w.WriteString(strings.Join(cells, "@") + "\n")
			}
			w.WriteString(".TE\n")
		}
	}
	return w.String()
}

// esc escapes text for groff: backslashes, leading control characters and the
// non-ASCII characters the generator uses.
func esc(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "×", `\(mu`)
	s = strings.ReplaceAll(s, "–", `\(en`)
	if strings.HasPrefix(s, ".") || strings.HasPrefix(s, "'") {
		s = `\&` + s
	}
	return s
}
