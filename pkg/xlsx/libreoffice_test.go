package xlsx_test

import (
	"os"
	"reflect"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/xlsx"
)

// TestFirstRowLibreOffice reads workbooks saved by LibreOffice Calc
// (testdata/README.md says how they were made).
func TestFirstRowLibreOffice(t *testing.T) {
	nonEmpty := func(cells []string) bool { return len(cells) > 0 }
	tests := []struct {
		file string
		want []string
	}{
		{"libreoffice-template.xlsx", []string{"Country", "Advertiser ID", "Creative Status", "Indicación", "2024", "CTA 1"}},
		{"libreoffice-resaved-export.xlsx", []string{"Asset Name", "Format", "Dimensions", "File Size (KB)", "Channel", "Indication", "Customer Type", "Compliance Score", "Status"}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			f, err := os.Open("testdata/" + tt.file)
			must(t, err)
			defer f.Close()
			st, err := f.Stat()
			must(t, err)
			got, err := xlsx.FirstRow(f, st.Size(), 10, nonEmpty)
			must(t, err)
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("first row = %q, want %q", got, tt.want)
			}
		})
	}
}
