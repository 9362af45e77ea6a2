package brd_test

import (
	"reflect"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/brd"
)

func TestSplitSentences(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"two sentences", "Files must be JPG. Videos must be MP4.", []string{"Files must be JPG.", "Videos must be MP4."}},
		{"decimal", "Max 1.5 MB per file. Done.", []string{"Max 1.5 MB per file.", "Done."}},
		{"e.g.", "Use a standard size, e.g. 300x250. Next one.", []string{"Use a standard size, e.g. 300x250.", "Next one."}},
		{"e.g. before capital", "Use an approved format, e.g. JPG or PNG.", []string{"Use an approved format, e.g. JPG or PNG."}},
		{"i.e.", "Spots, i.e. Video files, run 15 s.", []string{"Spots, i.e. Video files, run 15 s."}},
		{"U.S.", "Runs in the U.S. Files are due Monday.", []string{"Runs in the U.S. Files are due Monday."}},
		{"U.S. lower", "Runs in the U.S. only.", []string{"Runs in the U.S. only."}},
		{"Fig.", "See Fig. 2 for layout. It must match.", []string{"See Fig. 2 for layout.", "It must match."}},
		{"No.", "Filing No. 12 is required.", []string{"Filing No. 12 is required."}},
		{"Inc. then sentence", "Made by Acme Inc. All files must be PNG.", []string{"Made by Acme Inc.", "All files must be PNG."}},
		{"max. then sentence", "Keep it 150 KB max. Files must be PNG.", []string{"Keep it 150 KB max.", "Files must be PNG."}},
		{"question and exclamation", "Is it late? Send now! Thanks.", []string{"Is it late?", "Send now!", "Thanks."}},
		{"quote after period", `The super must read "Not actual patients." Then stop.`, []string{`The super must read "Not actual patients."`, "Then stop."}},
		{"file name", "Name it Brand_300x250_V1.jpg. Done.", []string{"Name it Brand_300x250_V1.jpg.", "Done."}},
		{"version number", "Follow v2.1 of the guide. Done.", []string{"Follow v2.1 of the guide.", "Done."}},
		{"no terminator", "Max file size 150 KB", []string{"Max file size 150 KB"}},
		{"empty", "   ", nil},
		{"spec-sheet abbreviations", "Max. anim. 15s, max. 3 loops.", []string{"Max. anim. 15s, max. 3 loops."}},
		{"weight abbreviation", "Max. wt. 150KB. Files must be PNG.", []string{"Max. wt. 150KB.", "Files must be PNG."}},
		{"duration abbreviation", "Dur. :15 or :30. Next.", []string{"Dur. :15 or :30.", "Next."}},
		{"clipped word before value", "Backup imgs 40KB, anim. 15s. Done.", []string{"Backup imgs 40KB, anim. 15s.", "Done."}},
		{"long word before number ends", "Assets are listed below. 300x250 is the lead unit.", []string{"Assets are listed below.", "300x250 is the lead unit."}},
		{"lower-case continuation", "Size is approx. two MB. Next.", []string{"Size is approx. two MB.", "Next."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := brd.SplitSentences(tt.in); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("SplitSentences(%q)\n got  %q\n want %q", tt.in, got, tt.want)
			}
		})
	}
}
