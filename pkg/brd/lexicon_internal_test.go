package brd

import (
	"os"
	"strings"
	"testing"

	"github.com/pharmaops/pharmaops/pkg/compliance"

	"github.com/pharmaops/pharmaops/pkg/doctext"
)

// TestGlossText: the requirement words of German, French, Spanish,
// Italian and Portuguese are read in English, in the original's case;
// words between quotation marks or brackets, and English text, are left
// as they are.
func TestGlossText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"german bound and noun", "Die Dateigröße beträgt höchstens 80 KB.", "Die file size is at most 80 KB."},
		{"german negated modal", "Banner dürfen nicht blinken.", "Banner must not blinken."},
		{"german abbreviation with its dot", "Spots max. 15 Sek., mind. 25 Bilder/s", "Spots max. 15 sec., min. 25 fps"},
		{"german severity capitalised", "Empfohlen: Untertitel", "Recommended: Subtitles"},
		{"french negated modal and bound", "Le poids ne doit pas dépasser 2 Mo, au maximum 3 boucles", "Le weight must not exceed 2 Mo, at most 3 loops"},
		{"french apostrophe phrase", "jusqu’à 30 secondes", "up to 30 seconds"},
		{"spanish", "Cada archivo debe pesar como máximo 150 KB (obligatorio)", "Each file must pesar at most 150 KB (mandatory)"},
		{"italian", "La durata non deve superare 20 secondi", "La duration must not exceed 20 seconds"},
		{"portuguese", "O tamanho do arquivo não deve ultrapassar 1 MB", "O file size must not exceed 1 MB"},
		{"infinitive and permission", "Le fichier doit être léger; les vidéos peuvent durer 20 secondes", "Le file must be léger; les vidéos may durer 20 seconds"},
		{"rejection and per", "GIF-Dateien werden abgelehnt; max. 200 KB pro Bild", "GIF-files are rejected; max. 200 KB per image"},
		{"dutch", "Het bestand moet maximaal 150 KB zijn", "Het bestand must max. 150 KB zijn"},
		{"norwegian", "Animasjonen skal vare maks. 20 sek.", "Animasjonen must vare max. 20 sec."},
		{"capitals stay capitals", "OBLIGATORIO", "MANDATORY"},
		{"quoted statement kept", "Jedes Banner trägt „Nur für Fachkreise“.", "Every Banner carries „Nur für Fachkreise“."},
		{"template placeholder kept", "Schema ABC_[Breite]x[Höhe]_V[NN]", "Schema ABC_[Breite]x[Höhe]_V[NN]"},
		{"file name segment kept", "Beispiel: NXR_ES_Vídeo_v1.mp4 oder Bild_01.jpg", "Beispiel: NXR_ES_Vídeo_v1.mp4 or Bild_01.jpg"},
		{"word inside a longer word", "Naturschutz und Kultur", "Naturschutz and Kultur"},
		{"english unchanged", "Each file must not exceed 150 KB; the maximum duration is 30 seconds.", "Each file must not exceed 150 KB; the maximum duration is 30 seconds."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _ := glossText(tc.in)
			if got != tc.want {
				t.Errorf("glossText(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestLexiconsAgree: a word two languages share has one gloss, so the
// reading does not depend on which language's table is read first.
func TestLexiconsAgree(t *testing.T) {
	seen := map[string]string{}
	for lang, glosses := range lexicons {
		for phrase, english := range glosses {
			key := ""
			for _, tok := range wordTokens(phrase) {
				key += " " + phrase[tok[0]:tok[1]]
			}
			if prev, ok := seen[lowerKey(key)]; ok && prev != english {
				t.Errorf("%s %q: %q, elsewhere %q", lang, phrase, english, prev)
			}
			seen[lowerKey(key)] = english
		}
	}
}

func lowerKey(s string) string { return strings.ToLower(s) }

// TestGlossRestore: a quote taken from the glossed text, whole or as a
// part of a composed quote, goes back to the document's own words.
func TestGlossRestore(t *testing.T) {
	doc := doctext.Document{Pages: []doctext.Page{{Blocks: []doctext.Block{
		{Kind: doctext.BlockParagraph, Text: "Ein ZIP darf höchstens 15 Dateien enthalten. Animationen sind zulässig."},
		{Kind: doctext.BlockTableRow, Cells: []string{"Länge", "max. 20 Sek."}},
		{Kind: doctext.BlockParagraph, Text: "Backups are JPG files."},
	}}}}
	glossed, g := glossDocument(doc)
	if got := glossed.Pages[0].Blocks[0].Text; got != "Ein ZIP may at most 15 files contain. Animations are allowed." {
		t.Fatalf("glossed text %q", got)
	}
	tests := []struct{ quote, want string }{
		{"Ein ZIP may at most 15 files contain.", "Ein ZIP darf höchstens 15 Dateien enthalten."},
		{"at most 15 files", "höchstens 15 Dateien"},
		{"Length | max. 20 sec.", "Länge | max. 20 Sek."},
		{"Row 3 | Length: max. 20 sec.", "Row 3 | Länge: max. 20 Sek."},
		{"Backups are JPG files.", "Backups are JPG files."},
	}
	for _, tc := range tests {
		if got := g.restore(tc.quote); got != tc.want {
			t.Errorf("restore(%q) = %q, want %q", tc.quote, got, tc.want)
		}
	}
	if _, g := glossDocument(doctext.Document{Pages: []doctext.Page{{Blocks: []doctext.Block{{Kind: doctext.BlockParagraph, Text: "Files must not exceed 80 KB."}}}}}); g != nil {
		t.Errorf("an English document was glossed: %v", g)
	}
}

// TestBannerListScopedToMarket: a list of banner sizes given for one
// market ("IT – Italy: 300 × 250, 728 × 90, 300 × 600") is still the
// banners' list: it gets the display kinds and leaves that market's
// videos alone. A platform's list keeps its own scope.
func TestBannerListScopedToMarket(t *testing.T) {
	tests := []struct {
		name   string
		params compliance.Params
		kinds  bool
	}{
		{"a market's list", compliance.Params{Allowed: []string{"300x250", "728x90", "300x600"}, Markets: []string{"it"}}, true},
		{"a language's list", compliance.Params{Allowed: []string{"300x250", "320x50"}, Languages: []string{"fr"}}, true},
		{"a platform's list", compliance.Params{Allowed: []string{"300x250", "728x90"}, Platforms: []string{"linkedin"}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tc.params
			rules := []compliance.Rule{{Field: "dimensions", Enabled: true, Params: &p}}
			scopeBannerSizeLists(rules)
			if got := len(rules[0].Params.Kinds) > 0; got != tc.kinds {
				t.Errorf("kinds %v, want kinds given: %v", rules[0].Params.Kinds, tc.kinds)
			}
		})
	}
}

// BenchmarkGlossDocument glosses a 50-page English BRD assembled from the
// corpus sources (the cost every document pays before the stages) and a
// German one.
func BenchmarkGlossDocument(b *testing.B) {
	for _, tc := range []struct{ name, src string }{
		{"english", "../../testdata/brd/dtc-display.brd.txt"},
		{"german", "../../testdata/brd/heldout16/rheinblick-de-hcp-banner-spezifikation.brd.txt"},
	} {
		data, err := os.ReadFile(tc.src)
		if err != nil {
			b.Skip(err)
		}
		var blocks []doctext.Block
		for _, line := range strings.Split(string(data), "\n") {
			blocks = append(blocks, doctext.Block{Kind: doctext.BlockParagraph, Text: line})
		}
		doc := doctext.Document{}
		for range 50 {
			doc.Pages = append(doc.Pages, doctext.Page{Blocks: blocks})
		}
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				glossDocument(doc)
			}
		})
	}
}
