package doctext_test

import (
	"reflect"
	"strings"
	"testing"
)

// TestPDFSheetHiddenCellWraps: a spreadsheet printed to PDF with narrow
// columns puts a right-aligned number so close to the next cell that no
// wide gap splits them ("5000 AAC stereo"); when that next cell wraps onto
// a line of its own, the wrapped words still join their cell (the line
// below starts where the header's cell starts) instead of ending the table
// as a stray paragraph.
func TestPDFSheetHiddenCellWraps(t *testing.T) {
	head := []float64{72, 110, 200, 240, 330}
	vals := []float64{72, 110, 210, 240, 330}
	vals2 := []float64{72, 110, 216, 240, 330}
	tests := []struct {
		name    string
		content string
		want    []string
	}{
		{
			name: "a wrapped cell after a number printed flush against it",
			content: row(700, head, true, "Ref", "Unit", "Kbps", "Audio", "Status") +
				row(686, vals, false, "V1", "Pre-roll", "5000", "AAC stereo", "Hard") +
				row(674, vals, false, "", "", "", "min.", "") +
				row(660, vals2, false, "V2", "Outstream", "128", "MP3 only", "Hard") +
				row(646, vals, false, "A1", "Podcast", "9600", "WAV", "Soft") +
				lines(72, 600, 12, "Sizes are width by height in pixels."),
			want: []string{
				"tableRow: Ref | Unit | Kbps | Audio | Status",
				"tableRow: V1 | Pre-roll | 5000 | AAC stereo min. | Hard",
				"tableRow: V2 | Outstream | 128 | MP3 only | Hard",
				"tableRow: A1 | Podcast | 9600 | WAV | Soft",
				"paragraph: Sizes are width by height in pixels.",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := texts(blocksOf(extractPDF(t, buildPDF(tt.content))))
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("blocks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}
