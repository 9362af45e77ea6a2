package brdgen_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/doctext/internal/brdgen"
)

func TestMissing(t *testing.T) {
	blocks := []string{
		"Banners must be 300x250. Video must run :15.",
		"Leaderboard | 728x90 | 150KB | :15",
		"The requirements apply.",
	}
	tests := []struct {
		key  string
		miss bool
	}{
		{"Banners must be 300x250.", false},
		{"Video must run :15.", false},
		{"Leaderboard | 728x90 | 150KB | :15", false},
		{"Video  must\\trun :15.", true},  // not white space: a literal backslash-t
		{"must be 300x25", true},          // cut inside a word
		{"anners must be 300x250.", true}, // cut inside a word
		{"requirement", true},
		{"The requirements apply.", false},
		{"Banners must be 300 x 250.", true},
	}
	for _, tt := range tests {
		got := brdgen.Missing(blocks, []string{tt.key})
		if (len(got) == 1) != tt.miss {
			t.Errorf("Missing(%q) = %q, want missing=%v", tt.key, got, tt.miss)
		}
	}
}

func TestGenerate(t *testing.T) {
	a := brdgen.Generate(3, 120, 1)
	b := brdgen.Generate(3, 120, 1)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("Generate is not deterministic")
	}
	reqs := a.Requirements()
	if len(reqs) != 120 {
		t.Fatalf("%d requirement lines, want 120", len(reqs))
	}
	src := a.Groff()
	for _, want := range []string{".TS", ".IP \\(bu", ".SH 1", "\\(mu"} {
		if !strings.Contains(src, want) {
			t.Errorf("groff source lacks %q", want)
		}
	}
	if docx := a.DOCX(10, true); len(docx) < 1000 || string(docx[:2]) != "PK" {
		t.Errorf("DOCX is %d bytes", len(docx))
	}
}
