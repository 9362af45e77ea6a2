package doctext_test

import (
	"strings"
	"testing"
	"time"
)

// TestPDFWordGaps checks where words split on one line: kerning and
// positioning offsets do not split a word, a space glyph whose advance
// character and word spacing shrank to almost nothing (Ghostscript's way
// of moving a glyph) does not either, while real spaces and wide offsets
// do. Font F1 is Courier: every glyph, the space too, is 6 pt wide at 10 pt.
func TestPDFWordGaps(t *testing.T) {
	tests := []struct {
		name, content, want string
	}{
		{"squeezed space glyph inside a word (Ghostscript)",
			"BT /F1 10 Tf 72 700 Td -5.5 Tw (Te x) Tj 0 Tw (t on images.) Tj ET", "Text on images."},
		{"squeezed space with negative character spacing",
			"BT /F1 10 Tf 72 700 Td -0.7 Tc -4.6 Tw (ev e) Tj 0 Tc 0 Tw (ry banner.) Tj ET", "every banner."},
		{"space widened by word spacing",
			"BT /F1 10 Tf 72 700 Td 3 Tw (must be met.) Tj ET", "must be met."},
		{"space narrowed but still a space",
			"BT /F1 10 Tf 72 700 Td -3 Tw (must be met.) Tj ET", "must be met."},
		{"zero-width space glyph",
			"BT /F4 10 Tf 72 700 Td (ab cd) Tj ET", "ab cd"},
		{"tight and loose kerning inside a word",
			"BT /F1 10 Tf 72 700 Td [(Te)120(xt)-100(ual) -700(copy.)] TJ ET", "Textual copy."},
		{"word gap made by an offset only",
			"BT /F1 10 Tf 72 700 Td [(Max)-300(150KB)] TJ ET", "Max 150KB"},
		{"separately positioned pieces of one word",
			"BT /F1 10 Tf 72 700 Td (Vi) Tj 12.5 0 Td (deo length.) Tj ET", "Video length."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := extractPDF(t, buildPDF(tt.content))
			if got := strings.TrimSpace(doc.PlainText()); got != tt.want {
				t.Errorf("text = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestPDFHugeCoordinates checks that glyphs with absurd widths or positions
// (damaged numbers) neither stall layout analysis nor take much memory: a
// 10^10 % horizontal scaling once made the column finder allocate gigabytes.
func TestPDFHugeCoordinates(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 10; i++ {
		b.WriteString(lines(72, 700-12*float64(i), 12, "Requirement text on a normal line."))
	}
	b.WriteString("BT /F1 10 Tf 10000000000 Tz 72 500 Td (WIDE) Tj ET\n")
	b.WriteString("BT /F1 10 Tf 1 0 0 1 99999999999 400 Tm (FAR) Tj ET\n")
	start := time.Now()
	doc := extractPDF(t, buildPDF(b.String()))
	if el := time.Since(start); el > 2*time.Second {
		t.Errorf("extraction took %v", el)
	}
	if got := doc.PlainText(); !strings.Contains(got, "Requirement text on a normal line.") || strings.Contains(got, "FAR") {
		t.Errorf("text = %q", got)
	}
}
