package doctext_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestPDFHeadingLevelsFromNumbering checks that headings set in one style
// nest by their section numbers, and that a smaller heading style stays
// below them.
func TestPDFHeadingLevelsFromNumbering(t *testing.T) {
	content := "BT /F1 16 Tf 72 750 Td (Video Program BRD) Tj ET\n" +
		lines(72, 720, 12, "*B*1. Video", "Masters are delivered as ProRes files for every spot here.") +
		lines(72, 680, 12, "*B*1.1 Master Files", "The frame rate must be 23.976 fps for all of the masters.") +
		lines(72, 640, 12, "*B*1.1.1 Audio Stems", "Stems must be delivered as 48 kHz WAV files for the mix.") +
		lines(72, 600, 12, "*B*2. Regulatory", "Each video must be submitted on Form 2253 at first use.") +
		"BT /F2 8 Tf 72 572 Td (Submission notes) Tj ET\n" +
		body(556)
	doc := extractPDF(t, buildPDF(content))
	var got []string
	for _, b := range blocksOf(doc) {
		if b.Kind == doctext.BlockHeading {
			got = append(got, fmt.Sprintf("%d %s", b.Level, b.Text))
		}
	}
	want := []string{"1 Video Program BRD", "2 1. Video", "3 1.1 Master Files", "4 1.1.1 Audio Stems", "2 2. Regulatory", "5 Submission notes"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("headings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
